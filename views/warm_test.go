package views

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// The warm-ups load only the styles the window draws from the start: every
// other style's faces would stay resident from start-up on (issue 19).
func TestTextWarmupsLoadNoItalicFaces(t *testing.T) {
	test.NewTempApp(t)
	for _, st := range warmStyles {
		if st.Italic {
			t.Errorf("warm-ups load an italic style: %+v", st)
		}
	}
	for _, seg := range widget.NewRichTextFromMarkdown(warmMarkdown).Segments {
		walkSegments(seg, func(ts *widget.TextSegment) {
			if ts.Style.TextStyle.Italic {
				t.Errorf("the Markdown warm-up draws %q in italics", ts.Text)
			}
		})
	}
	for _, f := range TextWarmups() {
		f()
	}
}

// walkSegments calls fn for each text segment inside seg.
func walkSegments(seg widget.RichTextSegment, fn func(*widget.TextSegment)) {
	switch s := seg.(type) {
	case *widget.TextSegment:
		fn(s)
	case *widget.ParagraphSegment:
		for _, c := range s.Texts {
			walkSegments(c, fn)
		}
	case *widget.ListSegment:
		for _, c := range s.Items {
			walkSegments(c, fn)
		}
	case *widget.HyperlinkSegment:
	}
}
