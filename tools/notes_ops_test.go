package tools_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"pace/rag"
	"pace/store"
	"pace/tools"
)

// readNote reads note id whole (UpdatedAt and import hashes included,
// which state leaves out); ok false when it is gone.
func (f *fixture) readNote(id string) (n store.Note, ok bool) {
	f.t.Helper()
	err := f.db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		n, err = tx.Notes().Get(strings.TrimPrefix(id, store.IDPrefix))
		return err
	})
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		f.t.Fatal(err)
	}
	return n, err == nil
}

// deleteNote resolves its reference as deletes do: a title or id deletes, a
// fuzzy match of one word or several equal matches ask, nothing changes then.
func TestDeleteNoteReferences(t *testing.T) {
	for _, c := range []struct {
		name, ref  string
		ok         bool
		want       string
		candidates int
	}{
		{"title", "Bank call", true, "Deleted the note “Bank call”", 0},
		{"title in other case", "bank CALL", true, "Deleted the note “Bank call”", 0},
		{"id", "ID", true, "Deleted the note “Bank call”", 0},
		{"ambiguous", "trip", false, "“trip” matches several notes:", 2},
		{"one word of a title", "bank", false, "not enough to delete on. Did you mean the note “Bank call”?", 1},
		{"nothing", "shopping list", false, "No note matches “shopping list”", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t)
			seed(f)
			bank := f.must("searchEverything", `{"query":"bank call"}`)
			ref := c.ref
			if ref == "ID" {
				for _, it := range bank.Items {
					if it.Kind == store.KindNote {
						ref = store.Ref(it.ID)
					}
				}
			}
			before := f.state()
			res := f.run("deleteNote", fmt.Sprintf(`{"note":%q}`, ref))
			if res.OK != c.ok || !strings.Contains(res.Summary, c.want) || len(res.Candidates) != c.candidates {
				t.Fatalf("deleteNote %q: ok %v %q, %d candidates", ref, res.OK, res.Summary, len(res.Candidates))
			}
			if after := f.state(); (after == before) == c.ok {
				t.Fatalf("changed: %v, want %v", after != before, c.ok)
			}
		})
	}
}

// Deleting a note and undoing it gives back the note exactly (id, title,
// body, tags, aliases, stamps), the links to and from it, and its place in
// the notes index: a question finds it again.
func TestDeleteNoteUndoRoundTrip(t *testing.T) {
	f := newFixture(t)
	eng := rag.NewEngine(f.db, nil)
	t.Cleanup(func() { eng.Close() })
	f.tb = tools.NewToolBox(f.db, tools.Options{Now: f.clock.Now, Location: zone, Notes: eng})
	f.turn("seed")
	var gate tools.Result
	for i, c := range [][2]string{
		{"createNote", `{"title":"Gate code","body":"The gate code is 4471.\nPress the bell twice after dark.","tags":["home"]}`},
		{"createNote", `{"title":"House","body":"Keys."}`},
		{"createTask", `{"title":"tell Sam the code"}`},
		{"linkItems", `{"from":"tell Sam the code","to":"Gate code"}`},
		{"linkItems", `{"from":"Gate code","to":"House","type":"part-of"}`},
		{"updateNote", `{"note":"House","body":"Keys. The [[Gate code]] is kept apart."}`},
	} {
		f.clock.Advance(time.Minute) // no two rows share a stamp: state lists by them
		if r := f.must(c[0], c[1]); i == 0 {
			gate = r
		}
	}
	f.clock.Advance(48 * time.Hour)
	if r := f.must("askNotes", `{"question":"what is the gate code?"}`); !strings.Contains(r.Outputs["answer"], "4471") {
		t.Fatalf("before: %+v", r)
	}
	before, _ := f.readNote(gate.Ref)
	state := f.state()
	links := strings.Count(state, before.ID)

	f.turn("delete")
	args := `{"note":"Gate code"}`
	res := f.must("deleteNote", args)
	if !res.Changed || len(res.JournalIDs) != 1 {
		t.Fatalf("delete %+v", res)
	}
	if err := f.tb.Verify(context.Background(), inv("deleteNote", args), res); err != nil {
		t.Fatal(err)
	}
	if _, ok := f.readNote(gate.Ref); ok || strings.Contains(f.state(), before.ID) {
		t.Fatalf("the note or a link to it is still there:\n%s", f.state())
	}
	if r := f.must("askNotes", `{"question":"what is the gate code?"}`); strings.Contains(r.Outputs["answer"], "4471") {
		t.Fatalf("a deleted note still answers: %+v", r)
	}

	f.clock.Advance(time.Hour)
	f.turn("undo")
	u := f.must("undo", `{"scope":"turn"}`)
	if !strings.Contains(u.Summary, "Deleted the note “Gate code”") {
		t.Fatalf("undo %q", u.Summary)
	}
	after, ok := f.readNote(gate.Ref)
	if !ok || !reflect.DeepEqual(after, before) {
		t.Fatalf("restored\n %+v\nwant\n %+v", after, before)
	}
	if got := f.state(); got != state || links < 4 { // the note and its three links
		t.Fatalf("after undo:\n%s\nwant\n%s", got, state)
	}
	r := f.must("askNotes", `{"question":"what is the gate code?"}`)
	cited := false
	for _, c := range r.Citations {
		cited = cited || c.NoteID == before.ID
	}
	if !cited || !strings.Contains(r.Outputs["answer"], "4471") {
		t.Fatalf("the restored note is not found again: %+v", r)
	}
}

// The approval prompt names the note and its size; a reference that would
// not delete is not put to the person.
func TestDescribeDeleteNote(t *testing.T) {
	f := newFixture(t)
	f.must("createNote", `{"title":"Gate code","body":"4471\nleft pillar"}`)
	f.must("createNote", `{"title":"Wifi","body":"marigold77"}`)
	for _, c := range []struct {
		ref, want string
		ok        bool
	}{
		{"Gate code", "Delete the note “Gate code” (2 lines)? It can be undone.", true},
		{"wifi", "Delete the note “Wifi” (1 line)? It can be undone.", true},
		{"$1", "Delete the note made by step 1 of this request? It can be undone.", true},
		{"code", "“code” is not enough to delete on. Did you mean the note “Gate code”? Say yes to delete it, or say its full title.", false},
		{"recipes", "No note matches “recipes”.", false},
	} {
		got, ok, err := f.tb.Describe(context.Background(), "deleteNote", []byte(fmt.Sprintf(`{"note":%q}`, c.ref)))
		if err != nil || got != c.want || ok != c.ok {
			t.Errorf("%q: %q %v %v, want %q %v", c.ref, got, ok, err, c.want, c.ok)
		}
	}
}

// The postcondition fails when the note is still there.
func TestVerifyDeleteNote(t *testing.T) {
	f := newFixture(t)
	n := f.must("createNote", `{"title":"Gate code","body":"4471"}`)
	res := tools.Result{OK: true, Changed: true, Ref: n.Ref, Outputs: map[string]string{"title": "Gate code"}}
	if err := f.tb.Verify(context.Background(), inv("deleteNote", `{"note":"Gate code"}`), res); !errors.Is(err, tools.ErrPostcondition) {
		t.Fatalf("a note still there: %v", err)
	}
}

// listNotes lists the most recently updated first, with their date and
// tags, optionally one tag's, at most 20 by name.
func TestListNotes(t *testing.T) {
	f := newFixture(t)
	if r := f.must("listNotes", `{}`); r.Summary != "You have no notes yet." || len(r.Items) != 0 {
		t.Fatalf("empty: %+v", r)
	}
	f.must("createNote", `{"title":"Soup","body":"leeks","tags":["recipes"]}`)
	f.clock.Advance(24 * time.Hour)
	f.must("createNote", `{"title":"Gate code","body":"4471","tags":["home"]}`)
	f.clock.Advance(time.Hour)
	f.must("createNote", `{"title":"Bread","body":"flour","tags":["recipes","baking"]}`)
	for _, c := range []struct {
		args, summary string
		titles        []string
		line          string
	}{
		{`{}`, "You have 3 notes", []string{"Bread", "Gate code", "Soup"}, "updated today · #baking #recipes"},
		{`{"tag":"recipes"}`, "You have 2 notes tagged #recipes", []string{"Bread", "Soup"}, "updated today · #baking #recipes"},
		{`{"tag":"#Home"}`, "You have 1 note tagged #home", []string{"Gate code"}, "updated today · #home"},
		{`{"tag":"travel"}`, "You have no notes tagged #travel.", nil, ""},
	} {
		r := f.must("listNotes", c.args)
		var titles []string
		for _, it := range r.Items {
			if it.Kind != store.KindNote || it.ID == "" {
				t.Errorf("%s: item %+v", c.args, it)
			}
			titles = append(titles, it.Title)
		}
		if r.Summary != c.summary || !reflect.DeepEqual(titles, c.titles) || (len(r.Items) > 0 && r.Items[0].Line != c.line) {
			t.Errorf("%s: %q %v %+v", c.args, r.Summary, titles, r.Items)
		}
	}
	if r := f.must("listNotes", `{"tag":"recipes"}`); !strings.Contains(r.Detail, "- Soup — updated yesterday · #recipes") {
		t.Errorf("detail %q", r.Detail)
	}
	for i := range 22 {
		f.clock.Advance(time.Minute)
		f.must("createNote", fmt.Sprintf(`{"title":"Log %02d","body":"x"}`, i))
	}
	r := f.must("listNotes", `{}`)
	if len(r.Items) != 20 || r.Items[0].Title != "Log 21" || r.Summary != "You have 25 notes, the 20 most recently updated" ||
		!strings.HasSuffix(r.Detail, "\nand 5 more") {
		t.Fatalf("capped: %q %d items, first %q\n%s", r.Summary, len(r.Items), r.Items[0].Title, r.Detail)
	}
}
