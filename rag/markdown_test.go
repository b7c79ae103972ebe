package rag

import (
	"reflect"
	"testing"
)

func TestParseMarkdown(t *testing.T) {
	tests := []struct {
		name, file, text string
		want             Doc
	}{
		{
			name: "front matter", file: "x.md",
			text: "---\ntitle: Trip plan\ntags: [travel, Family]\naliases:\n  - Lisbon trip\n---\n# Other heading\nBody #later text.",
			want: Doc{Title: "Trip plan", Body: "# Other heading\nBody #later text.", Tags: []string{"family", "later", "travel"}, Aliases: []string{"Lisbon trip"}},
		},
		{
			name: "string lists", file: "x.md",
			text: "---\ntags: work, q3\nalias: Budget\n---\nText",
			want: Doc{Title: "x", Body: "Text", Tags: []string{"q3", "work"}, Aliases: []string{"Budget"}},
		},
		{
			name: "heading title", file: "dir/notes.md",
			text: "Intro line\n# Real Title\nMore",
			want: Doc{Title: "Real Title", Body: "Intro line\n# Real Title\nMore", Tags: []string{}, Aliases: []string{}},
		},
		{
			name: "file name title", file: "/a/b/Grocery list.txt",
			text: "## not level one\nmilk",
			want: Doc{Title: "Grocery list", Body: "## not level one\nmilk", Tags: []string{}, Aliases: []string{}},
		},
		{
			name: "tags not in code, urls or mid-word", file: "t.md",
			text: "#start and (#paren) but not C# or a#b or https://x.io/#frag or #123 or `#inline`\n```\n#fenced\n```\n- item #nested/tag-x, #end",
			want: Doc{Title: "t", Tags: []string{"end", "nested/tag-x", "paren", "start"}, Aliases: []string{}},
		},
		{
			name: "inline tags, not headings or links to headings", file: "g.md",
			text: "# Garden\n\n## Beds #garden\nPlanted today #work/q3 #Garden.\nSee [the beds](#beds), [[#Beds]] and [[Plan#Soil]].",
			want: Doc{Title: "Garden", Tags: []string{"garden", "work/q3"}, Aliases: []string{}, Links: []WikiLink{{Target: "Plan", Heading: "Soil"}}},
		},
		{
			name: "wikilinks", file: "w.md",
			text: "See [[Alpha]], [[Beta|the beta]], [[Gamma#Plan]], ![[Delta.md]] and `[[NotThis]]`.\n```\n[[Nor this]]\n```",
			want: Doc{Title: "w", Tags: []string{}, Aliases: []string{}, Links: []WikiLink{{Target: "Alpha"}, {Target: "Beta", Alias: "the beta"}, {Target: "Gamma", Heading: "Plan"}, {Target: "Delta.md"}}},
		},
		{
			name: "bad yaml stays body", file: "b.md",
			text: "---\ntitle: [unclosed\n---\nText",
			want: Doc{Title: "b", Body: "---\ntitle: [unclosed\n---\nText", Tags: []string{}, Aliases: []string{}},
		},
		{
			name: "crlf and bom", file: "c.md",
			text: "\ufeff---\r\ntitle: C\r\n---\r\nLine one\r\nLine two",
			want: Doc{Title: "C", Body: "Line one\nLine two", Tags: []string{}, Aliases: []string{}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ParseMarkdown(tt.file, tt.text)
			if tt.want.Body == "" {
				got.Body = ""
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %#v\nwant %#v", got, tt.want)
			}
		})
	}
}

// EditedTags keeps the tags the text did not carry, drops those of the old
// text and adds those of the new.
func TestEditedTags(t *testing.T) {
	for _, c := range []struct {
		name, old, new string
		tags, want     []string
	}{
		{"inline tag added", "Beds.", "Beds #garden.", nil, []string{"garden"}},
		{"front matter tag of an import stays", "Beds #garden.", "Beds.", []string{"Home", "garden"}, []string{"home"}},
		{"front matter in the text", "Beds.", "---\ntags: [plans]\n---\nBeds #garden/beds.", []string{"home"}, []string{"garden/beds", "home", "plans"}},
		{"heading and code are no tags", "x", "# Title\n`#code` #ok", nil, []string{"ok"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := EditedTags(c.tags, c.old, c.new); !reflect.DeepEqual(got, c.want) {
				t.Errorf("EditedTags(%q, %q, %q) = %q, want %q", c.tags, c.old, c.new, got, c.want)
			}
		})
	}
}

// MarkdownLinks (what a re-import reads of a skipped file) finds the links
// the full parse finds.
func TestMarkdownLinksMatchesParse(t *testing.T) {
	for _, text := range []string{
		"# Shed\nSee [[Garden]] and [[Tools|the tools]].",
		"---\ntags: [a]\n---\n# T\n[[One]] `[[not code]]` [[Two#part]]",
		"\ufeff---\r\ntitle: X\r\n---\r\nBody [[Linked]]\r\n",
		"---\nrelated: \"[[In the front matter]]\"\n---\n[[Body]]",
		"---\n: : not yaml [\n---\n[[After bad yaml]]",
		"---\nnote: `fence`\n---\n```\n[[in code]]\n```\n[[out]]",
		"---\nunclosed front matter\n[[x]]",
		"```\n[[fenced]]\n```\n~~~\n[[tilde]]\n~~~\n[[plain]]",
	} {
		t.Run(text, func(t *testing.T) {
			want := ParseMarkdown("n.md", text).Links
			if got := MarkdownLinks("n.md", text); !reflect.DeepEqual(got, want) {
				t.Errorf("MarkdownLinks = %+v, ParseMarkdown links %+v", got, want)
			}
		})
	}
}
