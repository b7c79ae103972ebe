package views

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"pace/store"
)

// tapLink taps (a word of) the wikilink to target in the open note.
func tapLink(t *testing.T, k *Knowledge, target string) {
	t.Helper()
	var found *linkWord
	walkTree(k.Viewer, func(o fyne.CanvasObject) {
		if l, ok := o.(*linkWord); ok && found == nil && l.Link.URL != nil && l.Link.URL.Opaque == url.PathEscape(target) {
			found = l
		}
	})
	if found == nil {
		t.Fatalf("no link to %q in %q", target, findText(k.Viewer))
	}
	test.Tap(found)
}

// A wikilink to a note opens it; one naming no note offers to create that
// note (nothing is made before Yes), then opens it on its Edit tab.
func TestWikilinkToNoNoteOffersToCreateIt(t *testing.T) {
	m, conv, _ := newMain(t)
	k := m.Knowledge
	plan := insertNote(t, m.d.DB, store.Note{Title: "Plan", Body: "Ring the people on the [[Vendor list]], then see [[garden plan|the plan]]."})
	m.Reload()
	m.Show(SpaceKnowledge)
	k.Open(plan.ID, nil)
	tapLink(t, k, "garden plan")
	if k.Current() == nil || k.Current().Title != "Garden plan" || k.LastConfirm != nil {
		t.Fatalf("a link to a note opened %v (asked %+v)", k.Current(), k.LastConfirm)
	}
	k.Open(plan.ID, nil)
	tapLink(t, k, "Vendor list")
	c := k.LastConfirm
	if c == nil || !strings.Contains(c.Title, "Vendor list") || !c.Safe || len(conv.did) != 0 {
		t.Fatalf("a link to no note: asked %+v, ran %v", c, conv.did)
	}
	if top := m.win.Canvas().Overlays().Top(); top == nil || findButton(top, "Create note") == nil {
		t.Fatal("no Create note question on screen")
	}
	c.Yes()
	if strings.Join(conv.did, ",") != "createNote" {
		t.Fatalf("Yes ran %v", conv.did)
	}
	m.Reload()
	if k.Current() == nil || k.Current().Title != "Vendor list" || k.Tabs.Selected() != k.editTab {
		t.Fatalf("the new note is not open to write in: %v", k.Current())
	}
}

// New note with a title a note already has makes no second note: the form
// says so and offers that note, and so does NewNote (every way the window
// makes a note by title).
func TestNewNoteWithATakenTitle(t *testing.T) {
	for _, c := range []struct {
		name string
		make func(k *Knowledge) (open func())
	}{
		{"the New note form", func(k *Knowledge) func() {
			f := k.newNoteForm()
			test.Type(f.Name, " garden PLAN")
			if !f.Create.Disabled() || !f.Exists.Visible() || !strings.Contains(f.Exists.Text, "Garden plan") || !f.Open.Visible() {
				t.Fatalf("the form: Create enabled %v, says %q", !f.Create.Disabled(), f.Exists.Text)
			}
			f.Name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // Enter makes nothing either
			test.Type(f.Name, " 2")
			if f.Create.Disabled() || f.Exists.Visible() {
				t.Fatal("another title is still refused")
			}
			f.Name.SetText("Garden plan")
			return func() { test.Tap(f.Open) }
		}},
		{"NewNote", func(k *Knowledge) func() {
			if k.NewNote("Garden Plan") {
				t.Fatal("NewNote asked for a second note")
			}
			if k.LastConfirm == nil || !strings.Contains(k.LastConfirm.Title, "already exists") {
				t.Fatalf("NewNote asked %+v", k.LastConfirm)
			}
			return k.LastConfirm.Yes
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, conv, ids := newMain(t)
			k := m.Knowledge
			m.Show(SpaceKnowledge)
			k.Open(ids["meeting"], nil)
			open := c.make(k)
			if len(conv.did) != 0 {
				t.Fatalf("ran %v", conv.did)
			}
			open()
			if k.Current() == nil || k.Current().Title != "Garden plan" {
				t.Fatalf("open it showed %v", k.Current())
			}
		})
	}
}

// The open note's "Linked from" follows notes made or imported since it
// was opened, without opening it again.
func TestBacklinksFollowNewNotes(t *testing.T) {
	m, _, _ := newMain(t)
	k := m.Knowledge
	vendors := insertNote(t, m.d.DB, store.Note{Title: "Vendor list", Body: "Acme, Bolt."})
	m.Reload()
	m.Show(SpaceKnowledge)
	k.Open(vendors.ID, nil)
	if got := findText(k.Viewer); strings.Contains(got, "Linked from") {
		t.Fatalf("linked from before any link: %q", got)
	}
	plan := insertNote(t, m.d.DB, store.Note{Title: "Plan", Body: "Ring the [[Vendor list]]."})
	if err := m.d.DB.Write(context.Background(), func(tx *store.Tx) error {
		_, _, err := tx.Graph().Insert(store.Link{FromKind: store.KindNote, FromID: plan.ID, ToKind: store.KindNote, ToID: vendors.ID, Type: store.LinkMentions})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	m.Reload() // what a turn or an import ends with
	if got := findText(k.Viewer); !strings.Contains(got, "Linked from") || !strings.Contains(got, "Plan") {
		t.Fatalf("the open note does not show its new backlink: %q", got)
	}
}
