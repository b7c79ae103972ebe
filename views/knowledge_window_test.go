package views

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// bigBody is a note of about n bytes in Markdown paragraphs, with a marker
// sentence near the end.
func bigBody(n int) string {
	var b strings.Builder
	b.WriteString("# Field log\n\n")
	for i := 0; b.Len() < n; i++ {
		b.WriteString("Day entry: the pump ran, the north gate was oiled, and the ledger was checked — ünïcode too.\n\n")
	}
	b.WriteString("The last line mentions the spare key under the blue pot.\n")
	return b.String()
}

func insertNote(t *testing.T, db *store.DB, n store.Note) store.Note {
	t.Helper()
	var got store.Note
	if err := db.Write(context.Background(), func(tx *store.Tx) error {
		var err error
		got, err = tx.Notes().Insert(n)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return got
}

func updateBody(t *testing.T, db *store.DB, id, body string) {
	t.Helper()
	if err := db.Write(context.Background(), func(tx *store.Tx) error {
		n, err := tx.Notes().Get(id)
		if err != nil {
			return err
		}
		n.Body = body
		_, err = tx.Notes().Update(n)
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

func TestPagesOfCutsAtBreaksAndCoverTheText(t *testing.T) {
	for _, c := range []struct {
		name string
		text string
		max  int
	}{
		{"short", "one page", 100},
		{"paragraphs", strings.Repeat("alpha beta gamma.\n\n", 50), 64},
		{"lines", strings.Repeat("a line\n", 100), 40},
		{"one long word", strings.Repeat("é", 300), 41},
		{"not utf-8", strings.Repeat("\xff\xfe", 100), 33},
		{"empty", "", 10},
	} {
		t.Run(c.name, func(t *testing.T) {
			pages := pagesOf(c.text, c.max)
			var joined strings.Builder
			prev := 0
			for i, p := range pages {
				if p.start != prev || p.end-p.start > c.max || (p.end == p.start && len(c.text) > 0) {
					t.Fatalf("page %d = %+v after %d (max %d)", i, p, prev, c.max)
				}
				part := c.text[p.start:p.end]
				if utf8.ValidString(c.text) && !utf8.ValidString(part) {
					t.Fatalf("page %d splits a rune", i)
				}
				joined.WriteString(part)
				prev = p.end
			}
			if joined.String() != c.text {
				t.Fatal("the pages do not add up to the text")
			}
			if c.name == "paragraphs" && !strings.HasSuffix(c.text[pages[0].start:pages[0].end], "\n\n") {
				t.Errorf("first page does not end at a paragraph break: %q", c.text[pages[0].start:pages[0].end])
			}
		})
	}
}

// A 5 MB note opens in the virtualized viewer: only the rows on screen
// are laid out, the editor stays empty until the Edit tab is chosen (and
// then refuses the whole text), and the list preview reads only its head.
func TestLargeNoteOpensWithoutLayingItOutWhole(t *testing.T) {
	m, _, _ := newMain(t)
	k := m.Knowledge
	k.CanEdit = true
	big := insertNote(t, m.d.DB, store.Note{Title: "Field log", Body: bigBody(5 << 20), Tags: []string{"farm"}})
	if err := m.Reload(); err != nil {
		t.Fatal(err)
	}
	m.Show(SpaceKnowledge)
	k.Open(big.ID, nil)
	if k.Blocks() < 4000 || k.longBox.Hidden || len(k.Viewer.Objects) != 0 {
		t.Fatalf("a 5 MB note: %d blocks, list shown %v, %d objects in the whole-note view", k.Blocks(), !k.longBox.Hidden, len(k.Viewer.Objects))
	}
	if k.Long.Position().Y < k.longMeta.MinSize().Height {
		t.Errorf("the list starts at %v, under its %v-high header", k.Long.Position().Y, k.longMeta.MinSize().Height)
	}
	if n := len(k.blockH); n == 0 || n > 60 {
		t.Fatalf("%d blocks were laid out on opening", n)
	}
	if k.Editor.Text != "" {
		t.Fatal("opening the note filled the editor")
	}
	last := k.blocks[len(k.blocks)-1]
	if !strings.Contains(k.body[last.start:last.end], "spare key under the blue pot") {
		t.Error("the last block does not hold the end of the note")
	}
	k.Tabs.SelectIndex(1)
	if k.Editor.Text != "" || !k.Save.Disabled() || !strings.Contains(k.editHint.Text, "too long to edit here") {
		t.Errorf("editor for a 5 MB note: %d bytes, save disabled %v, hint %q", len(k.Editor.Text), k.Save.Disabled(), k.editHint.Text)
	}
	// nothing was typed: nothing is unsaved, and nothing can be discarded
	// (putting the whole text in the editor froze the window)
	if k.Dirty() || k.Unsaved.Visible() || k.Discard.Visible() || k.editTab.Text != "Edit" {
		t.Errorf("a note too long to edit shows as unsaved: dirty %v, mark %v, discard %v, tab %q", k.Dirty(), k.Unsaved.Visible(), k.Discard.Visible(), k.editTab.Text)
	}
	k.discard()
	if err := m.Reload(); err != nil {
		t.Fatal(err)
	}
	if k.Editor.Text != "" {
		t.Errorf("the editor took the long note's text: %d bytes", len(k.Editor.Text))
	}
	k.Open(m.Knowledge.all[1].ID, nil) // back to a short note: the whole-note view
	if !k.longBox.Hidden && k.Current().ID != big.ID {
		t.Error("a short note still shows in the long viewer")
	}
}

// A citation deep inside a long note highlights the block that holds it.
func TestCitationOpensItsBlock(t *testing.T) {
	m, _, _ := newMain(t)
	k := m.Knowledge
	body := bigBody(200 << 10)
	big := insertNote(t, m.d.DB, store.Note{Title: "Field log", Body: body})
	m.Reload()
	passage := "The last line mentions the spare key under the blue pot."
	start := strings.Index(body, passage)
	k.Open(big.ID, &Citation{NoteID: big.ID, Start: start, End: start + len(passage)})
	if k.citeBlock != k.Blocks()-1 || !strings.Contains(k.highlighted, passage) {
		t.Fatalf("block %d of %d, highlighted %q", k.citeBlock+1, k.Blocks(), k.highlighted)
	}
}

func BenchmarkOpenLargeNote(b *testing.B) {
	newTestApp(b)
	db := mustStore(b)
	var id string
	db.Write(context.Background(), func(tx *store.Tx) error {
		n, err := tx.Notes().Insert(store.Note{Title: "Field log", Body: bigBody(5 << 20)})
		id = n.ID
		return err
	})
	k := NewKnowledge(db, newFakeConv(b, db), nil)
	k.Load = synchronous
	w := test.NewTempWindow(b, k.Content())
	w.Resize(fyne.NewSize(1000, 700))
	if err := k.Reload(); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		k.current = nil
		k.Open(id, nil)
	}
}

// Whichever way a note opens, the list selection is that note.
func TestKnowledgeSelectionFollowsTheShownNote(t *testing.T) {
	m, _, ids := newMain(t)
	k := m.Knowledge
	selected := k.SelectedNote
	if k.Current() == nil || selected() != k.Current().ID {
		t.Fatal("at start the selection is not the shown note")
	}
	k.OpenTitle("Energy contract") // a wikilink
	if selected() != ids["energy"] {
		t.Error("after a wikilink the selection is not the note")
	}
	k.Open(ids["meeting"], &Citation{NoteID: ids["meeting"], Start: 0, End: 5}) // a citation chip
	if selected() != ids["meeting"] || k.cite == nil {
		t.Error("after a citation chip the selection is not the note, or the citation was dropped")
	}
	k.Graph.onTap(ids["gardenplan"]) // a graph click
	if selected() != ids["gardenplan"] {
		t.Error("after a graph click the selection is not the note")
	}
	k.Search.SetText("sungold") // hides the shown note
	if selected() != "" {
		t.Error("a hidden note stays selected")
	}
}

// Unsaved text survives a change saved underneath: keep mine, take
// theirs, show both.
func TestEditorNeverLosesUnsavedText(t *testing.T) {
	for _, c := range []struct {
		name   string
		choose func(k *Knowledge)
		want   func(mine, theirs string) string
	}{
		{"keep mine", func(k *Knowledge) { test.Tap(k.KeepMine) }, func(mine, _ string) string { return mine }},
		{"take theirs", func(k *Knowledge) { test.Tap(k.TakeTheirs) }, func(_, theirs string) string { return theirs }},
		{"show both", func(k *Knowledge) { test.Tap(k.ShowBoth) }, func(mine, theirs string) string { return mine + bothSeparator + theirs }},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, conv, ids := newMain(t)
			k := m.Knowledge
			k.CanEdit = true
			k.Open(ids["seedlist"], nil)
			k.Tabs.SelectIndex(1)
			mine := k.Editor.Text + "\n- Carrot 'Nantes'"
			k.Editor.SetText(mine)
			theirs := "- Only peas this year"
			updateBody(t, m.d.DB, ids["seedlist"], theirs) // the CLI, say
			m.Reload()
			if k.Editor.Text != mine || k.Conflict.Hidden {
				t.Fatalf("after a change underneath: editor %q, conflict shown %v", k.Editor.Text, !k.Conflict.Hidden)
			}
			test.Tap(k.Save) // refused until the conflict is settled
			if len(conv.did) != 0 {
				t.Fatalf("saved during a conflict: %v", conv.did)
			}
			c.choose(k)
			if got := k.Editor.Text; got != c.want(mine, theirs) || !k.Conflict.Hidden {
				t.Fatalf("editor %q, conflict shown %v", got, !k.Conflict.Hidden)
			}
			if c.name != "take theirs" {
				test.Tap(k.Save)
				if len(conv.did) != 1 || conv.did[0] != "updateNote" {
					t.Fatalf("save ran %v", conv.did)
				}
			}
		})
	}
}

// Unsaved text waits as a draft while another note is shown.
func TestEditorKeepsADraftAcrossNotes(t *testing.T) {
	m, _, ids := newMain(t)
	k := m.Knowledge
	k.CanEdit = true
	k.Open(ids["seedlist"], nil)
	k.Tabs.SelectIndex(1)
	k.Editor.SetText("half-written list")
	k.Open(ids["energy"], nil)
	k.Tabs.SelectIndex(1)
	if strings.Contains(k.Editor.Text, "half-written") {
		t.Fatal("the draft leaked into another note")
	}
	k.Open(ids["seedlist"], nil)
	k.Tabs.SelectIndex(1)
	if k.Editor.Text != "half-written list" || !k.Dirty() {
		t.Fatalf("the draft came back as %q", k.Editor.Text)
	}
}

// A clean editor follows a change made elsewhere without asking.
func TestCleanEditorTakesAChangeQuietly(t *testing.T) {
	m, _, ids := newMain(t)
	k := m.Knowledge
	k.CanEdit = true
	k.Open(ids["seedlist"], nil)
	k.Tabs.SelectIndex(1)
	updateBody(t, m.d.DB, ids["seedlist"], "- Peas")
	m.Reload()
	if k.Editor.Text != "- Peas" || !k.Conflict.Hidden {
		t.Fatalf("editor %q, conflict shown %v", k.Editor.Text, !k.Conflict.Hidden)
	}
}

func TestBacklinksTagsAndNewNote(t *testing.T) {
	m, conv, ids := newMain(t)
	k := m.Knowledge
	if got := backlinksOf(ids["meeting"], k.links, k.titles); len(got) != 1 || got[0] != ids["energy"] {
		t.Fatalf("backlinks of the meeting = %v", got)
	}
	insertNote(t, m.d.DB, store.Note{Title: "Packing list", Body: "socks", Tags: []string{"travel"}})
	insertNote(t, m.d.DB, store.Note{Title: "Hotels", Body: "two options", Tags: []string{"Travel", "money"}})
	m.Reload()
	if got := strings.Join(k.TagFilter.Options, ","); got != allTags+",garden,money,shopping,travel" {
		t.Fatalf("tag choices %q", got)
	}
	k.SetTag("travel")
	var titles []string
	for _, n := range k.shown {
		titles = append(titles, n.Title)
	}
	if strings.Join(titles, ",") != "Hotels,Packing list" && strings.Join(titles, ",") != "Packing list,Hotels" {
		t.Fatalf("tag travel shows %v", titles)
	}
	k.SetTag("")
	k.NewNote("Trip ideas")
	if len(conv.did) != 1 || conv.did[0] != "createNote" {
		t.Fatalf("New note ran %v", conv.did)
	}
	m.Reload()
	if k.Current() == nil || k.Current().Title != "Trip ideas" {
		t.Fatalf("the new note is not shown: %v", k.Current())
	}
}

// freshBody is a long note of about n bytes whose words differ with seed,
// so no text of it has been measured before (a first open).
func freshBody(n, seed int) string {
	var b strings.Builder
	b.WriteString("# Field log\n\n")
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "Day %d-%d: the pump ran %d hours, gate %d was oiled, and ledger page %d was checked.\n\n", seed, i, i%17, i%23, i)
	}
	return b.String()
}

// BenchmarkOpenLargeNoteFirst opens a 5 MB note never shown before in a
// fresh window: what the first open costs the UI goroutine, text measuring
// and Markdown parsing included (BenchmarkOpenLargeNote reopens one).
func BenchmarkOpenLargeNoteFirst(b *testing.B) {
	newTestApp(b)
	db := mustStore(b)
	ids := make([]string, b.N)
	db.Write(context.Background(), func(tx *store.Tx) error {
		for i := range b.N {
			n, err := tx.Notes().Insert(store.Note{Title: fmt.Sprintf("Field log %d", i), Body: freshBody(5<<20, i)})
			if err != nil {
				return err
			}
			ids[i] = n.ID
		}
		return nil
	})
	k := NewKnowledge(db, newFakeConv(b, db), nil)
	k.Load = synchronous
	if err := k.Reload(); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := range b.N {
		b.StopTimer()
		w := test.NewWindow(k.Content())
		w.Resize(fyne.NewSize(1000, 700))
		b.StartTimer()
		k.Open(ids[i], nil)
		w.Canvas().Refresh(k.Content())
		b.StopTimer()
		b.ReportMetric(float64(len(k.blockH)), "blocks")
		w.SetContent(widget.NewLabel(""))
		w.Close()
		b.StartTimer()
	}
}

// A long note's rows count as a full block's height until measured, so the
// first layout binds about a screenful of blocks: the guess must be near
// what a block of prose measures, for note texts of different shapes.
func TestBlockGuessIsNearABlocksHeight(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	k := NewKnowledge(db, newFakeConv(t, db), nil)
	for _, body := range []string{freshBody(8<<10, 1), bigBody(8 << 10)} {
		pages := pagesOf(body, blockBytes)
		rt := k.markdown(body[pages[1].start:pages[1].end])
		rt.Resize(fyne.NewSize(640, 10))
		h := rt.MinSize().Height
		if g := blockGuess(); g < 0.6*h || g > 1.6*h {
			t.Errorf("a block measures %.0f px high, the guess is %.0f", h, g)
		}
	}
}

// A note made with New note opens on its Edit tab, the keyboard in the
// editor: its Note tab is empty.
func TestNewNoteOpensOnTheEditTab(t *testing.T) {
	m, _, _ := newMain(t)
	k := m.Knowledge
	m.Show(SpaceKnowledge)
	k.NewNote("Trip ideas")
	m.Reload()
	if k.Current() == nil || k.Current().Title != "Trip ideas" {
		t.Fatalf("the new note is not shown: %v", k.Current())
	}
	if k.Tabs.Selected() != k.editTab {
		t.Fatalf("the new note opens on the %q tab", k.Tabs.Selected().Text)
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(k.Editor); c == nil || c.Focused() != k.Editor {
		t.Error("the keyboard is not in the editor")
	}
	k.OpenTitle("Garden plan")
	if k.Tabs.Selected() == k.editTab {
		t.Error("a note opened from the list opens on the Edit tab too")
	}
}
