package tools_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"pace/store"
	"pace/tools"
)

func TestUpdateNote(t *testing.T) {
	for _, c := range []struct {
		name, args string
		ok         bool
		title      string // the note's title afterwards
		body       string // its body afterwards
		summary    string // part of the summary
	}{
		{"replace the body", `{"note":"Bank call","body":"Fixed rate: 3.1 %.\nThey open at 9."}`, true,
			"Bank call", "Fixed rate: 3.1 %.\nThey open at 9.", "text replaced"},
		{"rename", `{"note":"Bank call","title":"Mortgage call"}`, true, "Mortgage call", "Ask about the fixed rate.", "renamed to “Mortgage call”"},
		{"rename and replace", `{"note":"bank call","title":"Mortgage","body":"Done."}`, true, "Mortgage", "Done.", "renamed to “Mortgage”, text replaced"},
		{"not found", `{"note":"Holiday plans","body":"Sun."}`, false, "Bank call", "Ask about the fixed rate.", "Holiday plans"},
		{"nothing to change", `{"note":"Bank call"}`, false, "Bank call", "Ask about the fixed rate.", "Nothing to change"},
		{"invalid arguments", `{"note":42}`, false, "Bank call", "Ask about the fixed rate.", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t)
			f.must("createNote", `{"title":"Bank call","body":"Ask about the fixed rate."}`)
			before, journal := f.state(), f.journalLen()
			f.turn("edit")
			inv := tools.Invocation{Tool: "updateNote", Args: json.RawMessage(c.args), Group: "edit"}
			res, err := f.tb.Run(context.Background(), inv)
			if err != nil && c.ok {
				t.Fatal(err)
			}
			if res.OK != c.ok || !strings.Contains(res.Summary, c.summary) {
				t.Fatalf("result %+v (err %v)", res, err)
			}
			n := f.note(t)
			if n.Title != c.title || n.Body != c.body {
				t.Fatalf("note = %q %q, want %q %q", n.Title, n.Body, c.title, c.body)
			}
			if !c.ok {
				if f.state() != before || f.journalLen() != journal {
					t.Fatal("a failed update changed the store or the journal")
				}
				return
			}
			if !res.Changed || len(res.JournalIDs) != 1 {
				t.Fatalf("changed %v, journal %v", res.Changed, res.JournalIDs)
			}
			if err := f.tb.Verify(context.Background(), inv, res); err != nil {
				t.Fatal(err)
			}
			u := f.must("undo", `{"scope":"turn"}`)
			if f.state() != before {
				t.Fatalf("undo (%s) did not restore the note: %+v", u.Summary, f.note(t))
			}
		})
	}
}

func TestUpdateNoteVerifyCatchesADifferentBody(t *testing.T) {
	f := newFixture(t)
	f.must("createNote", `{"title":"Bank call","body":"Ask about the fixed rate."}`)
	inv := tools.Invocation{Tool: "updateNote", Args: json.RawMessage(`{"note":"Bank call","body":"New text."}`)}
	res := f.must("updateNote", string(inv.Args))
	f.db.Write(context.Background(), func(tx *store.Tx) error {
		n, err := tx.Notes().Resolve(res.Ref)
		if err != nil {
			return err
		}
		n.Body = "Someone else's text."
		_, err = tx.Notes().Update(n)
		return err
	})
	if err := f.tb.Verify(context.Background(), inv, res); err == nil || !strings.Contains(err.Error(), "postcondition") {
		t.Fatalf("Verify = %v, want a postcondition failure", err)
	}
}

// note reads the fixture's only note.
func (f *fixture) note(t *testing.T) store.Note {
	t.Helper()
	var ns []store.Note
	if err := f.db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		ns, err = tx.Notes().List()
		return err
	}); err != nil || len(ns) != 1 {
		t.Fatalf("notes %v: %v", ns, err)
	}
	return ns[0]
}

// Saving a note's text records its [[wikilinks]] as "mentions" links, as
// an import does (by title, alias or file name, case-insensitively, a
// link to itself left out); a later save drops the links its text lost,
// and undo brings each save's old links back.
func TestUpdateNoteRecordsWikilinks(t *testing.T) {
	f := newFixture(t)
	f.must("createNote", `{"title":"Seeds","body":"Tomato."}`)
	f.must("createNote", `{"title":"Compost","body":"Heap."}`)
	f.must("createNote", `{"title":"Garden","body":"Plan."}`)
	links := f.links
	steps := []struct{ body, want string }{
		{"Plan [[seeds]], [[Compost|the heap]], [[Garden]] and [[Nowhere]].", "Garden mentions Compost; Garden mentions Seeds"},
		{"Only [[Compost#Layers]] now.", "Garden mentions Compost"},
	}
	for i, s := range steps {
		f.turn(fmt.Sprint("edit", i))
		f.must("updateNote", fmt.Sprintf(`{"note":"Garden","body":%q}`, s.body))
		if got := links(); got != s.want {
			t.Fatalf("after save %d links are %q, want %q", i+1, got, s.want)
		}
	}
	for i := len(steps) - 2; i >= -1; i-- {
		f.must("undo", `{"scope":"turn"}`)
		want := ""
		if i >= 0 {
			want = steps[i].want
		}
		if got := links(); got != want {
			t.Fatalf("after undo, links are %q, want %q", got, want)
		}
	}
}

// A note's inline #tags count as its tags, as an import reads them: made
// with them, saved with new ones (headings, code and links to headings
// are no tags), saved without them; tags its text never carried stay,
// and undo brings the old tags back.
func TestNoteTagsFollowTheText(t *testing.T) {
	f := newFixture(t)
	f.must("createNote", `{"title":"Garden","body":"# Garden\nBeds #garden.","tags":["home"]}`)
	steps := []struct{ body, want string }{
		{"", "garden home"},
		{"# Garden\n## Beds\nBeds #garden, plan #work/q3, not `#code` or [soil](#soil).", "garden home work/q3"},
		{"# Garden\nNo tags now.", "home"},
	}
	tags := func() string { return strings.Join(f.note(t).Tags, " ") }
	for i, s := range steps {
		if s.body != "" {
			f.turn(fmt.Sprint("edit", i))
			f.must("updateNote", fmt.Sprintf(`{"note":"Garden","body":%q}`, s.body))
		}
		if got := tags(); got != s.want {
			t.Fatalf("step %d: tags %q, want %q", i, got, s.want)
		}
	}
	for i := len(steps) - 2; i >= 0; i-- {
		f.must("undo", `{"scope":"turn"}`)
		if got := tags(); got != steps[i].want {
			t.Fatalf("after undo, tags %q, want %q", got, steps[i].want)
		}
	}
}

// links is every link as "From type To", sorted, joined by "; ".
func (f *fixture) links() string {
	var out []string
	f.db.Read(context.Background(), func(tx *store.Tx) error {
		ls, err := tx.Graph().All()
		for _, l := range ls {
			from, _ := tx.Graph().TitleOf(l.FromKind, l.FromID)
			to, _ := tx.Graph().TitleOf(l.ToKind, l.ToID)
			out = append(out, from+" "+l.Type+" "+to)
		}
		sort.Strings(out)
		return err
	})
	return strings.Join(out, "; ")
}

// A [[link]] written before its note existed links to it once the note is
// created, or once another note is renamed to its name; undo takes the
// link back with the change.
func TestLinksWrittenBeforeTheNoteExisted(t *testing.T) {
	f := newFixture(t)
	f.must("createNote", `{"title":"Plan","body":"Ask for the [[Vendor list]] and the [[Caterer]]."}`)
	f.must("createNote", `{"title":"Food","body":"Sabores."}`)
	for _, c := range []struct{ name, tool, args, want string }{
		{"created", "createNote", `{"title":"Vendor list","body":"Acme."}`, "Plan mentions Vendor list"},
		{"renamed", "updateNote", `{"note":"Food","title":"Caterer"}`, "Plan mentions Caterer"},
	} {
		t.Run(c.name, func(t *testing.T) {
			before := f.links()
			f.turn(c.name)
			f.must(c.tool, c.args)
			if got := f.links(); !strings.Contains(got, c.want) {
				t.Fatalf("links %q, want %q among them", got, c.want)
			}
			f.must("undo", `{"scope":"turn"}`)
			if got := f.links(); got != before {
				t.Fatalf("after undo links %q, want %q", got, before)
			}
			f.turn(c.name + " again")
			f.must(c.tool, c.args)
		})
	}
}
