package views

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// The note viewer wraps a paragraph holding a link like any other, and
// never cuts a word, at any width.
func TestNoteTextWrapsAtWordsOnly(t *testing.T) {
	for _, c := range []struct{ name, md, plain string }{
		{"plain", "Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda omicron upsilon.",
			"Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda omicron upsilon."},
		{"styles", "Alpha beta **gamma delta** epsilon _zeta_ eta theta iota kappa lambda omicron upsilon.",
			"Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda omicron upsilon."},
		{"bold then a long run", "The **harvest** quantities encompassed extraordinary pumpkins, considerable zucchini and overwhelming tomatoes.",
			"The harvest quantities encompassed extraordinary pumpkins, considerable zucchini and overwhelming tomatoes."},
		{"wikilink", "See [[Budget meeting, October]], then more words running well past the width of the viewer.",
			"See Budget meeting, October, then more words running well past the width of the viewer."},
		{"web link", "Read [the long article about soil](https://example.org/soil) before planting the tomatoes outside.",
			"Read the long article about soil before planting the tomatoes outside."},
		{"list", "- first item with [[Garden plan]] linked and words after it\n- second item",
			"• first item with Garden plan linked and words after it • second item"},
	} {
		for width := float32(150); width <= 450; width += 15 {
			t.Run(fmt.Sprintf("%s/%v", c.name, width), func(t *testing.T) {
				newTestApp(t)
				k := NewKnowledge(mustStore(t), nil, nil)
				o := k.markdown(c.md)
				w := test.NewTempWindow(t, o)
				w.Resize(fyne.NewSize(width, 600))
				o.Resize(fyne.NewSize(width, o.MinSize().Height))
				words := map[string]bool{}
				for _, f := range strings.Fields(c.plain) {
					// a link and the punctuation after it are pieces of one word
					core := strings.TrimRight(f, ",.")
					words[f], words[core], words[f[len(core):]] = true, true, true
				}
				rows := map[float32]bool{}
				textsAt(o, fyne.NewPos(0, 0).Subtract(o.Position()), func(txt *canvas.Text, pos fyne.Position) {
					if strings.TrimSpace(txt.Text) == "" {
						return
					}
					for _, f := range strings.Fields(txt.Text) {
						if !words[f] {
							t.Errorf("width %v: %q is not a whole word (text %q)", width, f, txt.Text)
						}
					}
					rows[pos.Y] = true
					if right := pos.X + txt.MinSize().Width; right > width+1 {
						t.Errorf("width %v: %q reaches %v", width, txt.Text, right)
					}
				})
				if width < 400 && len(rows) < 2 {
					t.Errorf("width %v: %d rows, want it wrapped", width, len(rows))
				}
			})
		}
	}
}

// textsAt calls fn with each visible text under o and its position in o's
// parent.
func textsAt(o fyne.CanvasObject, at fyne.Position, fn func(*canvas.Text, fyne.Position)) {
	if !o.Visible() {
		return
	}
	p := at.Add(o.Position())
	switch x := o.(type) {
	case *canvas.Text:
		fn(x, p)
	case *fyne.Container:
		for _, c := range x.Objects {
			textsAt(c, p, fn)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			textsAt(c, p, fn)
		}
	}
}

// A link's underline runs on under the spaces between its words on a row.
func TestLinkUnderlineSpansTheLink(t *testing.T) {
	newTestApp(t)
	k := NewKnowledge(mustStore(t), nil, nil)
	o := k.markdown("See [[Budget meeting, October]] now and [[Garden plan]].")
	w := test.NewTempWindow(t, o)
	w.Resize(fyne.NewSize(800, 200))
	var words []*linkWord
	for _, obj := range test.LaidOutObjects(o) {
		if l, ok := obj.(*linkWord); ok {
			words = append(words, l)
		}
	}
	if len(words) != 5 {
		t.Fatalf("%d link words", len(words))
	}
	for i, l := range words {
		lastOfLink := i == len(words)-1 || words[i+1].Link != l.Link
		if lastOfLink != (l.gap == 0) || l.line.Size().Width != l.Size().Width+l.gap {
			t.Errorf("%q: gap %v, underline %v for a word %v wide", l.text.Text, l.gap, l.line.Size().Width, l.Size().Width)
		}
	}
}

// Task-list items and tables, which Fyne's Markdown shows raw, are shown
// as boxes and lined-up columns; fenced code keeps them as written.
func TestForDisplay(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"open and done tasks", "- [ ] sow the peas\n  * [x] buy compost\nplain [ ] text",
			"- ☐ sow the peas\n  - ☑ buy compost\nplain [ ] text"},
		{"table", "Seeds:\n| plant | when |\n|---|:--:|\n| peas | march |\n| runner beans | may |\nafter",
			"Seeds:\n```\nplant         when\n────────────  ─────\npeas          march\nrunner beans  may\n```\nafter"},
		{"a pipe line without a divider is text", "| not a table\nnext", "| not a table\nnext"},
		{"fenced code is left alone", "```\n- [ ] raw\n| a | b |\n|---|---|\n```", "```\n- [ ] raw\n| a | b |\n|---|---|\n```"},
		{"wide runes count once", "| é | ü |\n|--|--|\n| ééé | x |", "```\né    ü\n───  ─\nééé  x\n```"},
	} {
		if got := forDisplay(c.in); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}

// The viewer shows a task item's box, never its "[ ]".
func TestNoteShowsTaskBoxes(t *testing.T) {
	newTestApp(t)
	k := NewKnowledge(mustStore(t), nil, nil)
	o := k.markdown("- [ ] sow the peas\n- [x] buy compost")
	w := test.NewTempWindow(t, o)
	w.Resize(fyne.NewSize(400, 300))
	shown := renderedText(o)
	if s := shown; !strings.Contains(s, "☐") || !strings.Contains(s, "☑") || strings.Contains(s, "[ ]") || strings.Contains(s, "[x]") {
		t.Fatalf("shown %q", s)
	}
}
