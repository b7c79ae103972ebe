package views

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestSnippetDropsFrontMatterTitleAndWikiBrackets(t *testing.T) {
	for _, c := range []struct{ name, body, want string }{
		{"heading", "# Rocket\n\nThe launch window opens in March.", "The launch window opens in March."},
		{"front matter", "---\ntags: [space]\n---\n# Rocket\nThe launch window.", "The launch window."},
		{"wikilinks", "See [[Hiring plan]] and [[Budget meeting, October|the budget]].", "See Hiring plan and the budget."},
		{"no heading", "Just text, ## not a title", "Just text, not a title"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := snippet(c.body, 200); got != c.want {
				t.Errorf("snippet = %q, want %q", got, c.want)
			}
		})
	}
}

// A wikilink in the viewer shows its text as a link that opens the note.
func TestViewerWikilinkOpensTheNote(t *testing.T) {
	m, _, ids := newMain(t)
	k := m.Knowledge
	k.Open(ids["energy"], nil)
	var link *linkWord
	var words []string
	for _, o := range test.LaidOutObjects(k.Viewer) {
		if l, ok := o.(*linkWord); ok {
			words = append(words, l.text.Text)
			if l.Link.Text == "Budget meeting, October" {
				link = l
			}
		}
	}
	if link == nil || link.Link.OnTapped == nil {
		t.Fatalf("no note link in the viewer: link words %q", words)
	}
	test.Tap(link)
	if k.Current() == nil || k.Current().ID != ids["meeting"] {
		t.Error("the link did not open “Budget meeting, October”")
	}
}
