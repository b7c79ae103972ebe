package views

import (
	"testing"

	"fyne.io/fyne/v2/widget"
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
	var link *widget.HyperlinkSegment
	var texts []string
	for _, o := range k.Viewer.Objects {
		rt, ok := o.(*widget.RichText)
		if !ok {
			continue
		}
		texts = append(texts, rt.String())
		walkSegments(rt.Segments, func(s widget.RichTextSegment) {
			if h, ok := s.(*widget.HyperlinkSegment); ok {
				link = h
			}
		})
	}
	if link == nil || link.Text != "Budget meeting, October" || link.OnTapped == nil {
		t.Fatalf("no note link in the viewer: %q", texts)
	}
	link.OnTapped()
	if k.Current() == nil || k.Current().ID != ids["meeting"] {
		t.Error("the link did not open “Budget meeting, October”")
	}
}

func walkSegments(segs []widget.RichTextSegment, fn func(widget.RichTextSegment)) {
	for _, s := range segs {
		fn(s)
		switch s := s.(type) {
		case *widget.ParagraphSegment:
			walkSegments(s.Texts, fn)
		case *widget.ListSegment:
			walkSegments(s.Items, fn)
		}
	}
}
