package views

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"pace/store"
)

// knowledgeOver is a Knowledge over db in a test window, its background
// work synchronous, loaded.
func knowledgeOver(t *testing.T, db *store.DB) *Knowledge {
	t.Helper()
	k := NewKnowledge(db, newFakeConv(t, db), nil)
	k.Background, k.Load = synchronous, synchronous
	k.Debounce = nil
	w := test.NewTempWindow(t, k.Content())
	w.Resize(fyne.NewSize(1000, 700))
	if err := k.Reload(); err != nil {
		t.Fatal(err)
	}
	return k
}

// The list holds each note's header and a snippet, never its body; the
// body is read from the store when the note opens.
func TestKnowledgeHoldsHeadsAndReadsTheBodyOnOpen(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	long := insertNote(t, db, store.Note{Title: "Field log", Body: bigBody(200 << 10)})
	yaml := insertNote(t, db, store.Note{Title: "Long front matter", Body: "---\nsummary: " + strings.Repeat("yaml ", 200) + "\n---\nBody text."})
	short := insertNote(t, db, store.Note{Title: "Rocket", Body: "---\ntags: [space]\n---\n# Rocket\n\nThe launch window opens in March.", Tags: []string{"space"}})
	k := knowledgeOver(t, db)
	held := 0
	for _, n := range k.all {
		held += len(n.ID) + len(n.Title) + len(n.Hash) + len(n.Snippet)
		for _, tag := range n.Tags {
			held += len(tag)
		}
		if n.ID == short.ID && n.Snippet != "The launch window opens in March." {
			t.Errorf("snippet %q", n.Snippet)
		}
		if n.ID == yaml.ID && n.Snippet != "" {
			t.Errorf("a head cut inside front matter previews %q", n.Snippet)
		}
	}
	if held > 800 {
		t.Fatalf("the list holds %d bytes for three notes, one of 200 KB", held)
	}
	if k.Current() == nil || k.Current().ID != short.ID {
		t.Fatal("the newest note is not shown at start")
	}

	// Changed in the store behind the list's back: opening reads it anew.
	updateBody(t, db, long.ID, "Rewritten elsewhere.")
	k.Open(long.ID, nil)
	if k.Current() == nil || k.Current().Body != "Rewritten elsewhere." || k.SelectedNote() != long.ID {
		t.Fatalf("open did not read the note's body by id: %+v", k.Current())
	}
	// A refresh re-reads the open note when its content changed.
	updateBody(t, db, long.ID, "Changed again.")
	if err := k.Reload(); err != nil {
		t.Fatal(err)
	}
	if k.Current().Body != "Changed again." {
		t.Fatalf("refresh kept %q", k.Current().Body)
	}
}

// passages is a PassageSearcher answering with fixed passages.
type passages []NotePassage

func (p passages) SearchNotes(context.Context, string, int) ([]string, error) {
	panic("the passage search is used when there is one")
}

func (p passages) SearchPassages(context.Context, string, int) ([]NotePassage, error) {
	return p, nil
}

// diary is a note whose only mention of the sungold plants is far down.
func diary(days int) string {
	var b strings.Builder
	b.WriteString("# Garden diary\n\n")
	for i := 1; i <= days; i++ {
		fmt.Fprintf(&b, "Day %d: watered the beans and weeded the rows.\n\n", i)
	}
	b.WriteString("Later: the sungold plants are taller than the fence now.\n\nDay end: nothing more.\n")
	return b.String()
}

// A body hit lists the passage that matched under its title, after the
// title matches, and opens the note at the first match, highlighted;
// through the notes index (a PassageSearcher) or the store's scan.
func TestSearchHitShowsAndOpensAtTheMatch(t *testing.T) {
	for _, c := range []struct {
		name    string
		days    int
		indexed bool
		long    bool
	}{
		{"short note, store scan", 40, false, false},
		{"short note, index", 40, true, false},
		{"long note, store scan", 400, false, true},
		{"long note, index", 400, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			newTestApp(t)
			db := mustStore(t)
			body := diary(c.days)
			d := insertNote(t, db, store.Note{Title: "Garden diary", Body: body})
			tom := insertNote(t, db, store.Note{Title: "Sungold tomatoes", Body: "Small and sweet."})
			insertNote(t, db, store.Note{Title: "Shopping", Body: "Bread and milk."})
			k := knowledgeOver(t, db)
			if c.indexed {
				at := strings.Index(body, "Later:")
				k.Searcher = passages{
					{NoteID: d.ID, Text: body[at-60 : at+70], Start: at - 60, End: at + 70},
					{NoteID: tom.ID, Text: "Small and sweet.", Start: 0, End: 16},
				}
			}
			k.Search.SetText("sungold")
			if len(k.shown) != 2 || k.shown[0].ID != tom.ID || k.shown[1].ID != d.ID {
				t.Fatalf("listed %v, want the title match then the diary", titlesOf(k.shown))
			}
			if sn := k.shown[1].Snippet; !strings.Contains(sn, "sungold plants") || strings.Contains(sn, "Day 1:") {
				t.Errorf("the diary's snippet %q is not the matching passage", sn)
			}
			if sn := k.shown[0].Snippet; sn != "Small and sweet." {
				t.Errorf("a title match keeps its opening lines, got %q", sn)
			}
			k.Notes.Select(1)
			if k.Current() == nil || k.Current().ID != d.ID || k.SelectedNote() != d.ID {
				t.Fatal("selecting the hit did not open it")
			}
			if !strings.Contains(k.highlighted, "the sungold plants") || strings.Contains(k.highlighted, "Day 1:") {
				t.Fatalf("highlighted %q, want the line of the match", k.highlighted)
			}
			if c.long != (k.Blocks() > 0) {
				t.Fatalf("%d blocks", k.Blocks())
			}
			if c.long && k.citeBlock <= 0 {
				t.Errorf("the long note opens at block %d", k.citeBlock)
			}
			if !c.long && k.passage == nil {
				t.Error("no passage to scroll to")
			}
			k.Notes.Select(0) // a title match opens at the top
			if k.Current().ID != tom.ID || k.highlighted != "" {
				t.Errorf("title match highlighted %q", k.highlighted)
			}
		})
	}
}

func titlesOf(ns []noteHead) []string {
	var out []string
	for _, n := range ns {
		out = append(out, n.Title)
	}
	return out
}

func TestPassageSnippetStartsNearTheMatch(t *testing.T) {
	for _, c := range []struct{ name, text, q, want string }{
		{"match at start", "Sungold plants grow tall.", "sungold", "Sungold plants grow tall."},
		{"far in", "We watered the beans and then the rows, and later the sungold plants grew.", "sungold",
			"…the rows, and later the sungold plants grew."},
		{"phrase before words", "The fence is old. Lots of words here to push it along. The sungold fence is tall.", "sungold fence",
			"…to push it along. The sungold fence is tall."},
		{"markdown cleaned", "## Notes\n\nSee [[Garden plan|the plan]] for **sungold**.", "sungold", "Notes See the plan for sungold."},
		{"no match keeps the start", "Nothing about it.", "cucumber", "Nothing about it."},
		{"empty", "", "x", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := passageSnippet(c.text, c.q, 200); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// With no query and no tag the list shows the heads it holds, not a copy
// of them (a 20,000-note vault's heads are ≈ 2 MB); a filter still copies.
func TestTitleMatchesSharesTheHeadsWhenNothingFilters(t *testing.T) {
	all := []noteHead{{ID: "1", Title: "Garden", Tags: []string{"home"}}, {ID: "2", Title: "Bank"}}
	for _, tag := range []string{"", allTags} {
		if got := titleMatches(all, "", tag); len(got) != 2 || &got[0] != &all[0] {
			t.Errorf("tag %q: a copy of the heads (or not all of them): %+v", tag, got)
		}
	}
	if got := titleMatches(all, "", "home"); len(got) != 1 || got[0].ID != "1" || &got[0] == &all[0] {
		t.Errorf("tag home: %+v", got)
	}
	if got := titleMatches(all, "bank", ""); len(got) != 1 || got[0].ID != "2" {
		t.Errorf("query bank: %+v", got)
	}
}
