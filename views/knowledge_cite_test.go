package views

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// journal is a long note of dated entries, each a "## Entry N" heading
// and a paragraph of about 700 bytes, with fact as the first sentence of
// entry at's paragraph.
func journal(entries, at int, fact string) string {
	words := strings.Fields("orchard meeting project meadow velvet engine signal review lantern quarterly harbor budget archive copper planning river")
	var b strings.Builder
	b.WriteString("# Big journal\n\n")
	for e := 1; e <= entries; e++ {
		fmt.Fprintf(&b, "## Entry %d\n\n", e)
		if e == at {
			b.WriteString(fact + " ")
		}
		for s := 0; s < 8; s++ {
			for w := 0; w < 11; w++ {
				word := words[(e*7+s*5+w*3)%len(words)]
				if w == 0 {
					word = strings.ToUpper(word[:1]) + word[1:]
				}
				b.WriteString(word)
				if w < 10 {
					b.WriteString(" ")
				}
			}
			b.WriteString(". ")
		}
		b.WriteString("\n\n")
	}
	return b.String()
}

// eventLoop makes k's deferred work wait in a queue; the returned func
// runs frames as the window's event loop would: lay out and paint the
// window, then run what that queued, until nothing is left.
func eventLoop(t *testing.T, k *Knowledge) (frames func()) {
	var queue []func()
	k.Later = func(f func()) { queue = append(queue, f) }
	return func() {
		for i := 0; ; i++ {
			if i == 100 {
				t.Fatal("the deferred work never settles")
			}
			fyne.CurrentApp().Driver().CanvasForObject(k.Long).Capture()
			if len(queue) == 0 {
				return
			}
			for len(queue) > 0 {
				f := queue[0]
				queue = queue[1:]
				f()
			}
		}
	}
}

// screenRow is a row of the long viewer as it is on screen.
type screenRow struct {
	id   int
	y, h float32 // in the list's content
	row  *blockRow
}

// screenRows are the long viewer's rows laid out in its scroll, top down.
func screenRows(t *testing.T, k *Knowledge) []screenRow {
	t.Helper()
	var scroll *container.Scroll
	for _, o := range test.WidgetRenderer(k.Long).Objects() {
		if s, ok := o.(*container.Scroll); ok {
			scroll = s
		}
	}
	if scroll == nil {
		t.Fatal("no scroll in the list")
	}
	var out []screenRow
	for _, item := range scroll.Content.(*fyne.Container).Objects {
		w, ok := item.(fyne.Widget)
		if !ok || !item.Visible() {
			continue
		}
		for _, o := range test.WidgetRenderer(w).Objects() {
			if r := k.longRows[o]; r != nil {
				out = append(out, screenRow{r.id, item.Position().Y, item.Size().Height, r})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].y < out[j].y })
	return out
}

// renderedText is the text of the canvas.Text objects laid out in o,
// each inside o's bounds.
func renderedText(o fyne.CanvasObject) string {
	var words []string
	for _, c := range test.LaidOutObjects(o) {
		if txt, ok := c.(*canvas.Text); ok && c.Visible() && strings.TrimSpace(txt.Text) != "" {
			words = append(words, txt.Text)
		}
	}
	return strings.Join(words, " ")
}

// A citation into a long journal highlights the block holding the cited
// sentence, not the one before it that the passage starts in (the index's
// passages overlap by a sentence), scrolls it to the top, and every row
// on screen shows its own block's text: none is left a blank band.
func TestCitationIntoALongNoteShowsTheCitedBlock(t *testing.T) {
	fact := "The secret launch codename is KINGFISHER and it ships in April."
	body := journal(2000, 1500, fact)
	at := strings.Index(body, fact)
	before := strings.LastIndex(body[:at-len("\n\n## Entry 1500\n\n")], ". ") + 2 // the last sentence of entry 1499
	for _, c := range []struct {
		name string
		cite Citation
	}{
		{"cited sentence", Citation{Start: before, End: at + 300, Sentences: [][2]int{{at, at + len(fact)}}}},
		{"passage only", Citation{Start: before, End: at + 300}},
	} {
		t.Run(c.name, func(t *testing.T) {
			newTestApp(t)
			db := mustStore(t)
			n := insertNote(t, db, store.Note{Title: "Big journal", Body: body})
			k := knowledgeOver(t, db)
			frames := eventLoop(t, k)
			c.cite.NoteID = n.ID
			k.Open(n.ID, &c.cite)
			frames()
			if !strings.Contains(k.highlighted, fact) || (c.cite.Sentences != nil && strings.Contains(k.highlighted, body[before:at])) {
				t.Errorf("blocks %d-%d highlighted %.80q", k.citeBlock, k.citeLast, k.highlighted)
			}
			rows := screenRows(t, k)
			if len(rows) < 2 {
				t.Fatalf("%d rows on screen", len(rows))
			}
			gap := k.Long.Theme().Size("padding")
			top := k.Long.GetScrollOffset()
			shown := false
			for i, r := range rows {
				b := k.blocks[r.id]
				text := renderedText(r.row.body)
				want := strings.Fields(strings.TrimLeft(k.body[b.start:b.end], "# \n"))[0]
				if r.h < 20 || !strings.HasPrefix(text, want) {
					t.Errorf("row of block %d at %v, %v high, shows %.40q, want %q…", r.id, r.y-top, r.h, text, want)
				}
				if min := r.row.body.MinSize().Height; r.h < min-1 || r.h > min+1 {
					t.Errorf("row of block %d is %v high for %v of text", r.id, r.h, min)
				}
				if i > 0 && (r.id != rows[i-1].id+1 || r.y != rows[i-1].y+rows[i-1].h+gap) {
					t.Errorf("row of block %d at %v follows block %d at %v (%v high)", r.id, r.y, rows[i-1].id, rows[i-1].y, rows[i-1].h)
				}
				if r.row.bg.Visible() != (r.id >= k.citeBlock && r.id <= k.citeLast) {
					t.Errorf("block %d highlighted %v (the cited blocks are %d-%d)", r.id, r.row.bg.Visible(), k.citeBlock, k.citeLast)
				}
				if r.id == k.citeBlock && (r.y-top < -1 || r.y-top > 1) {
					t.Errorf("the cited block is at %v on screen, not at the top", r.y-top)
				}
				shown = shown || (strings.Contains(text, "KINGFISHER") && r.row.bg.Visible() && r.y+r.h-top < k.Long.Size().Height)
			}
			if !shown {
				t.Error("the cited sentence is not on screen, highlighted")
			}
		})
	}
}

// The path a user takes to find a fact deep in a long note that is
// already open: type a word of it in the search box and click the hit.
// The click opens the note at the match, highlighted and scrolled to.
func TestClickingTheHitOfTheOpenNoteJumpsToTheMatch(t *testing.T) {
	for _, indexed := range []bool{false, true} {
		t.Run(fmt.Sprint("indexed ", indexed), func(t *testing.T) {
			newTestApp(t)
			db := mustStore(t)
			fact := "The secret launch codename is KINGFISHER and it ships in April."
			body := journal(2000, 1500, fact)
			n := insertNote(t, db, store.Note{Title: "Big journal", Body: body})
			k := knowledgeOver(t, db)
			if indexed {
				at := strings.Index(body, fact)
				k.Searcher = passages{{NoteID: n.ID, Text: body[at-40 : at+200], Start: at - 40, End: at + 200}}
			}
			frames := eventLoop(t, k)
			// Seen once at an answer's citation a little before the fact (the
			// list learns the heights of the blocks there), then opened again
			// from the list, at its top.
			at := strings.Index(body, "## Entry 1497")
			k.Open(n.ID, &Citation{NoteID: n.ID, Start: at, End: at + 20})
			frames()
			k.Open(n.ID, nil)
			frames()
			k.Search.SetText("kingfisher")
			if len(k.shown) != 1 || k.shown[0].ID != n.ID {
				t.Fatalf("listed %v", titlesOf(k.shown))
			}
			test.Tap(screenListItem(t, k.Notes, 0))
			frames()
			if !strings.Contains(k.highlighted, "KINGFISHER") || k.SelectedNote() != n.ID {
				t.Fatalf("after the click: block %d highlighted %.60q, selected %q", k.citeBlock, k.highlighted, k.SelectedNote())
			}
			top := k.Long.GetScrollOffset()
			shown := false
			for _, r := range screenRows(t, k) {
				if r.id == k.citeBlock {
					shown = r.y-top > -1 && r.y-top < 1 && strings.Contains(renderedText(r.row.body), "KINGFISHER")
				}
			}
			if !shown {
				t.Errorf("the matching block %d is not at the top of the viewer", k.citeBlock)
			}
		})
	}
}

// screenListItem is the object on screen for row id of list l, the one a
// click lands on.
func screenListItem(t *testing.T, l *widget.List, id int) fyne.Tappable {
	t.Helper()
	for _, o := range test.WidgetRenderer(l).Objects() {
		if s, ok := o.(*container.Scroll); ok {
			items := s.Content.(*fyne.Container).Objects
			for _, it := range items {
				if tp, ok := it.(fyne.Tappable); ok && it.Position().Y == float32(id)*(items[0].Size().Height+l.Theme().Size("padding")) {
					return tp
				}
			}
		}
	}
	t.Fatalf("no row %d on screen", id)
	return nil
}
