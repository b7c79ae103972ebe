package views

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// Unsaved text in the note editor is marked ("• Unsaved" by the title, a
// dot on the Edit tab, Discard beside Save) until it is saved — by Ctrl+S
// in the editor, Ctrl+S elsewhere in Knowledge, or Save, all one path — or
// discarded.
func TestNoteEditorSaveKeysAndUnsavedMark(t *testing.T) {
	ctrlS := &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	for _, c := range []struct {
		name  string
		do    func(m *Main)
		saves bool
	}{
		{"Ctrl+S in the editor", func(m *Main) { m.Knowledge.Editor.TypedShortcut(ctrlS) }, true},
		{"Ctrl+S in the search", func(m *Main) { m.Knowledge.Search.TypedShortcut(ctrlS) }, true},
		{"Save", func(m *Main) { test.Tap(m.Knowledge.Save) }, true},
		{"Discard", func(m *Main) { test.Tap(m.Knowledge.Discard) }, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, conv, ids := newMain(t)
			k := m.Knowledge
			k.CanEdit = true
			m.Show(SpaceKnowledge)
			k.Open(ids["seedlist"], nil)
			k.Tabs.Select(k.editTab)
			saved := k.Editor.Text
			marked := func() bool {
				return k.Unsaved.Visible() && k.editTab.Text == "Edit •" && k.Discard.Visible()
			}
			if marked() || k.Unsaved.Visible() || k.Discard.Visible() {
				t.Fatal("a note just opened reads as unsaved")
			}
			test.Type(k.Editor, "- Beans\n")
			if !marked() {
				t.Fatalf("typed text is not marked unsaved (tab %q)", k.editTab.Text)
			}
			c.do(m)
			m.Reload() // the turn's refresh
			if c.saves != (len(conv.did) == 1 && conv.did[0] == "updateNote") {
				t.Fatalf("ran %v", conv.did)
			}
			if !c.saves && k.Editor.Text != saved {
				t.Fatalf("discarded text reads %q", k.Editor.Text)
			}
			if k.Unsaved.Visible() || k.Discard.Visible() || k.editTab.Text != "Edit" || k.Dirty() {
				t.Fatalf("still marked unsaved after %s (tab %q)", c.name, k.editTab.Text)
			}
		})
	}
}

// Closing the window or quitting with unsaved note text asks first and
// leaves only on "Quit without saving"; with nothing unsaved it leaves at
// once.
func TestLeavingWithUnsavedTextAsks(t *testing.T) {
	m, _, ids := newMain(t)
	k := m.Knowledge
	k.CanEdit = true
	left := 0
	if c := m.ConfirmLeave(func() { left++ }); c != nil || left != 1 {
		t.Fatalf("nothing unsaved: asked %v, left %d times", c != nil, left)
	}
	m.Show(SpaceKnowledge)
	k.Open(ids["seedlist"], nil)
	k.Tabs.Select(k.editTab)
	k.Editor.SetText(k.Editor.Text + "\nmore seeds")
	m.Show(SpaceToday)
	c := m.ConfirmLeave(func() { left++ })
	if c == nil || left != 1 {
		t.Fatalf("unsaved text: asked %v, left %d times", c != nil, left)
	}
	if !strings.Contains(c.Message, "not saved") || m.current != SpaceKnowledge {
		t.Errorf("the question %q, shown in space %d", c.Message, m.current)
	}
	c.Yes()
	if left != 2 {
		t.Error("Quit without saving did not leave")
	}
}
