package store_test

import (
	"strings"
	"testing"
	"time"

	"pace/store"
)

func TestNoteHeadsHoldTheStartOfTheBodyOnly(t *testing.T) {
	db, clk := newDB(t)
	long := "First lines of the note. " + strings.Repeat("filler ", 500)
	a := mustNote(t, db, store.Note{Title: "A", Body: long, Tags: []string{"x", "b"}})
	clk.Advance(time.Second)
	b := mustNote(t, db, store.Note{Title: "B", Body: "short"})
	read(t, db, func(tx *store.Tx) error {
		var hs []store.NoteHead
		err := tx.Notes().EachHead(40, func(h store.NoteHead) error { hs = append(hs, h); return nil })
		if err != nil || len(hs) != 2 {
			t.Fatalf("Heads = %+v %v", hs, err)
		}
		if hs[0].ID != b.ID || hs[0].Head != "short" || len(hs[0].Tags) != 0 {
			t.Errorf("newest first with its whole short body: %+v", hs[0])
		}
		h := hs[1]
		if h.ID != a.ID || h.Head != long[:40] || h.ContentHash != a.ContentHash ||
			strings.Join(h.Tags, ",") != "b,x" || !h.UpdatedAt.Equal(a.UpdatedAt) {
			t.Errorf("head of A = %+v", h)
		}
		return nil
	})
}

func TestNotesContainingFindsThePassage(t *testing.T) {
	db, clk := newDB(t)
	old := mustNote(t, db, store.Note{Title: "Old", Body: "The Sungold tomatoes did well."})
	clk.Advance(time.Second)
	pre := strings.Repeat("words before it ", 20)
	newer := mustNote(t, db, store.Note{Title: "New", Body: pre + "a sungold plant by the fence and more after it"})
	mustNote(t, db, store.Note{Title: "Sungold in the title only", Body: "nothing here"})
	for _, c := range []struct {
		name, text string
		limit      int
		want       []string
	}{
		{"both, newest first, any case", "SUNGOLD", 10, []string{newer.ID, old.ID}},
		{"limit", "sungold", 1, []string{newer.ID}},
		{"none", "cucumber", 10, nil},
		{"empty", "  ", 10, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			read(t, db, func(tx *store.Tx) error {
				ms, err := tx.Notes().Containing(c.text, c.limit, 50)
				if err != nil {
					t.Fatal(err)
				}
				var ids []string
				for _, m := range ms {
					ids = append(ids, m.ID)
					if !strings.Contains(strings.ToLower(m.Passage), "sungold") || len([]rune(m.Passage)) > 50 {
						t.Errorf("passage %q", m.Passage)
					}
				}
				if strings.Join(ids, ",") != strings.Join(c.want, ",") {
					t.Errorf("ids %v, want %v", ids, c.want)
				}
				return nil
			})
		})
	}
}

// Linking finds the notes that may link to a name: a "[[" and the name
// (any case) in the body; with no names, every note with a "[[".
func TestNotesLinking(t *testing.T) {
	db, _ := newDB(t)
	a := mustNote(t, db, store.Note{Title: "Plan", Body: "Ask for the [[Vendor list]] first."})
	b := mustNote(t, db, store.Note{Title: "Other", Body: "See [[Budget]]; the vendor list is long."})
	mustNote(t, db, store.Note{Title: "Plain", Body: "vendor list without a link"})
	for _, c := range []struct {
		name  string
		names []string
		want  []string
	}{
		{"by name, any case", []string{"VENDOR LIST"}, []string{a.ID, b.ID}},
		{"another name", []string{"nothing", "budget"}, []string{b.ID}},
		{"no names: every link", nil, []string{a.ID, b.ID}},
		{"blank names", []string{" "}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			read(t, db, func(tx *store.Tx) error {
				ns, err := tx.Notes().Linking(c.names)
				if err != nil {
					t.Fatal(err)
				}
				var ids []string
				for _, n := range ns {
					ids = append(ids, n.ID)
				}
				if strings.Join(ids, ",") != strings.Join(c.want, ",") {
					t.Errorf("ids %v, want %v", ids, c.want)
				}
				return nil
			})
		})
	}
}
