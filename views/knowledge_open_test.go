package views

import (
	"context"
	"strings"
	"testing"

	"pace/store"
)

// loadQueue makes k's note reads wait until the test runs them, as a
// goroutine would: each job is the work (off the UI goroutine) and the
// show that follows it.
func loadQueue(k *Knowledge) *[][2]func() {
	var jobs [][2]func()
	k.Load = func(work, show func()) { jobs = append(jobs, [2]func(){work, show}) }
	return &jobs
}

// Opening a note neither reads nor cuts its body on the UI goroutine: the
// Note tab says "Loading…" until the read is done, the note read last is
// the one that shows, and a citation into a long note still opens at its
// block once the note is read.
func TestOpeningANoteReadsItOffTheUIGoroutine(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	fact := "The secret launch codename is KINGFISHER and it ships in April."
	body := journal(2000, 1500, fact)
	at := strings.Index(body, fact)
	big := insertNote(t, db, store.Note{Title: "Big journal", Body: body})
	short := insertNote(t, db, store.Note{Title: "Shopping", Body: "Eggs, flour, lemons."})
	k := knowledgeOver(t, db)
	k.Open(short.ID, nil)
	frames := eventLoop(t, k)
	jobs := loadQueue(k)

	cite := &Citation{NoteID: big.ID, Start: at, End: at + len(fact)}
	k.Open(big.ID, cite)
	if len(*jobs) != 1 {
		t.Fatalf("%d reads queued, want 1", len(*jobs))
	}
	if k.Current().ID != short.ID || k.Blocks() != 0 || k.Loading() != big.ID {
		t.Fatalf("before the read: current %q, %d blocks, loading %q", k.Current().Title, k.Blocks(), k.Loading())
	}
	if got := renderedText(k.Viewer); k.Title.Text != "Big journal" || got != "Loading…" {
		t.Errorf("while reading the Note tab shows %q: %q", k.Title.Text, got)
	}

	// A second open while the first is read: only the second shows.
	k.OpenTitle("Shopping")
	for _, j := range *jobs {
		j[0]()
		j[1]()
	}
	*jobs = nil
	if k.Current().ID != short.ID || k.Blocks() != 0 || k.Loading() != "" || !strings.Contains(renderedText(k.Viewer), "lemons") {
		t.Fatalf("after both reads: current %q, %d blocks, viewer %q", k.Current().Title, k.Blocks(), renderedText(k.Viewer))
	}

	// The citation waits for the read, then opens at its block; the open
	// note changing meanwhile (a refresh) does not cancel it.
	k.Open(big.ID, cite)
	if k.highlighted != "" || k.Current().ID != short.ID {
		t.Fatalf("the citation showed before the note was read (%.40q)", k.highlighted)
	}
	if err := db.Write(context.Background(), func(tx *store.Tx) error {
		short.Body += " And milk."
		_, err := tx.Notes().Update(short)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if err := k.Reload(); err != nil {
		t.Fatal(err)
	}
	for _, j := range *jobs {
		j[0]()
		j[1]()
	}
	frames()
	if k.Current().ID != big.ID || k.Blocks() < 100 || !strings.Contains(k.highlighted, fact) {
		t.Fatalf("after the read: current %q, %d blocks, highlighted %.60q", k.Current().Title, k.Blocks(), k.highlighted)
	}
	top := k.Long.GetScrollOffset()
	if want := k.offsetOf(k.citeBlock); top < want-1 || top > want+1 {
		t.Errorf("scrolled to %v, the cited block starts at %v", top, want)
	}
}
