package views

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// editState is what the Edit tab holds: the note loaded in it and the body
// it was loaded from, so a change saved underneath (the CLI, an undo, the
// thread) is told apart from the person's own typing.
type editState struct {
	id   string // note in the editor, "" when none is loaded
	base string // body the editor started from (whole-note editing)
	// theirs is the body saved underneath while the editor had unsaved
	// text; the conflict bar offers it.
	theirs string
	// long: the note is over editLimit; the editor stays empty and
	// disabled, and there is nothing unsaved to mark or discard.
	long bool
}

// draft is unsaved editor text kept while another note is shown.
type draft struct{ text, base string }

// bothSeparator heads the saved version when the editor shows both.
const bothSeparator = "\n\n----- The saved version (changed while you were editing) -----\n\n"

// buildConflict makes the bar shown when the open note changed underneath
// unsaved text: keep mine, take theirs, show both.
func (k *Knowledge) buildConflict() *fyne.Container {
	msg := wrapped("This note was changed somewhere else while you were editing it. Your text is still here.")
	k.KeepMine = widget.NewButton("Keep mine", func() {
		k.edit.base, k.edit.theirs = k.edit.theirs, ""
		k.Conflict.Hide()
		k.syncDirty()
	})
	k.KeepMine.Importance = widget.HighImportance
	k.TakeTheirs = widget.NewButton("Take theirs", func() {
		k.edit.base, k.edit.theirs = k.edit.theirs, ""
		k.Editor.SetText(k.edit.base)
		k.Conflict.Hide()
	})
	k.ShowBoth = widget.NewButton("Show both", func() {
		mine := k.Editor.Text
		k.edit.base, k.edit.theirs = k.edit.theirs, ""
		k.Editor.SetText(mine + bothSeparator + k.edit.base)
		k.Conflict.Hide()
	})
	bar := surface(ColorBanner, 6, container.NewBorder(nil, nil, nil, container.NewHBox(k.KeepMine, k.TakeTheirs, k.ShowBoth), msg))
	bar.Hide()
	return bar
}

// dirty reports whether the editor holds text that is not saved.
func (k *Knowledge) dirty() bool {
	if k.edit.id == "" || k.edit.long {
		return false
	}
	if k.CanEdit {
		return k.Editor.Text != k.edit.base
	}
	return strings.TrimSpace(k.Editor.Text) != ""
}

// saveKey saves on Ctrl+S (Cmd+S), as the Save button does; it reports
// whether sc was that shortcut.
func (k *Knowledge) saveKey(sc fyne.Shortcut) bool {
	cs, ok := sc.(*desktop.CustomShortcut)
	if !ok || cs.KeyName != fyne.KeyS || cs.Modifier != fyne.KeyModifierShortcutDefault {
		return false
	}
	k.SaveShortcut()
	return true
}

// SaveShortcut is Ctrl+S in Knowledge: it saves the editor's text, when
// there is unsaved text, the way the Save button does.
func (k *Knowledge) SaveShortcut() {
	if k.dirty() && !k.Save.Disabled() {
		k.save()
	}
}

// syncDirty marks unsaved text: "• Unsaved" beside the title, a "•" on
// the Edit tab and Discard beside Save; all go once it is saved or
// discarded.
func (k *Knowledge) syncDirty() {
	d := k.dirty()
	k.keepDrafts()
	if d != k.wasDirty {
		k.wasDirty = d
		k.Notes.Refresh() // the list's "•" follows
	}
	text := "Edit"
	if d {
		text = "Edit •"
		k.Unsaved.Show()
		k.Discard.Show()
	} else {
		k.Unsaved.Hide()
		k.Discard.Hide()
	}
	if k.editTab.Text != text {
		k.editTab.Text = text
		k.Tabs.Refresh()
	}
}

// discard puts the saved text back in the editor.
func (k *Knowledge) discard() {
	if k.edit.id == "" || k.edit.long {
		return
	}
	if !k.CanEdit {
		k.Editor.SetText("")
		return
	}
	k.edit.base, k.edit.theirs = k.current.Body, ""
	k.Conflict.Hide()
	k.Editor.SetText(k.edit.base)
}

// syncEditor follows the shown note: it keeps the unsaved text of a note
// being left as a draft, and when the open note changed underneath it
// either reloads a clean editor or raises the conflict bar.
func (k *Knowledge) syncEditor() {
	defer k.syncDirty()
	n := k.current
	if k.edit.id != "" && (n == nil || n.ID != k.edit.id) {
		if k.dirty() {
			k.drafts[k.edit.id] = draft{text: k.Editor.Text, base: k.edit.base}
		}
		k.edit = editState{}
		k.Conflict.Hide()
	}
	switch {
	case n == nil:
		k.Editor.SetText("")
		k.Editor.Disable()
		k.Save.Disable()
		k.editHint.SetText("")
	case k.edit.id == n.ID:
		if !k.CanEdit || n.Body == k.edit.base || k.edit.long {
			return
		}
		if !k.dirty() || k.Editor.Text == n.Body {
			k.edit.base = n.Body
			k.Editor.SetText(n.Body)
			return
		}
		k.edit.theirs = n.Body
		k.Conflict.Show()
	case k.Tabs.Selected() == k.editTab:
		k.loadEditor()
	}
}

// loadEditor puts the shown note in the editor (once per note; the Edit
// tab loads it when selected, so opening a note never lays out its whole
// text in an Entry). A draft left earlier comes back.
func (k *Knowledge) loadEditor() {
	defer k.syncDirty()
	n := k.current
	if n == nil || k.edit.id == n.ID {
		return
	}
	k.edit = editState{id: n.ID, base: n.Body}
	k.Conflict.Hide()
	k.Editor.Enable()
	k.Save.Enable()
	d, hasDraft := k.drafts[n.ID]
	delete(k.drafts, n.ID)
	if !k.CanEdit {
		k.edit.base = ""
		k.Editor.SetPlaceHolder("Text to add at the end of this note")
		k.editHint.SetText("Adds the text at the end of the note, through the thread (undoable).")
		k.Save.SetText("Append")
		k.Editor.SetText(d.text)
		return
	}
	k.Save.SetText("Save")
	if len(n.Body) > editLimit {
		k.edit.base, k.edit.long = "", true
		k.Editor.SetText("")
		k.Editor.Disable()
		k.Save.Disable()
		k.editHint.SetText("This note is " + sizeText(len(n.Body)) + ", too long to edit here without slowing the window. Edit the file in another app and drop it on the window again to update it.")
		return
	}
	k.editHint.SetText("Saving goes through the thread, so it can be undone there. The front matter (tags, aliases) is the block between the --- lines at the top.")
	if hasDraft {
		k.Editor.SetText(d.text)
		k.edit.base = d.base
		if d.base != n.Body { // it changed while the draft waited
			k.edit.theirs = n.Body
			k.Conflict.Show()
		}
		return
	}
	k.Editor.SetText(n.Body)
}

// Dirty reports whether the editor holds unsaved text (tests, quitting).
func (k *Knowledge) Dirty() bool { return k.dirty() }

// ConfirmLeave runs leave at once when nothing is unsaved; otherwise it
// shows Knowledge with the draft and asks first ("Quit without saving" or
// Cancel, to save with Ctrl+S), so closing the window never silently loses
// typed text. It returns the question (nil when none was needed).
func (m *Main) ConfirmLeave(leave func()) *Confirm {
	k := m.Knowledge
	if !k.Dirty() {
		k.flushDrafts() // drafts left on other notes stay for the next run
		leave()
		return nil
	}
	m.Show(SpaceKnowledge)
	title := "this note"
	if k.current != nil && k.current.Title != "" {
		title = "“" + k.current.Title + "”"
	}
	c := &Confirm{Title: "Unsaved changes", Message: "Your changes to " + title + " are not saved. Quit without saving them, or cancel and save with Ctrl+S.", yes: func() {
		k.discard() // quitting without saving drops this draft; others stay
		k.flushDrafts()
		leave()
	}}
	m.LastLeave = c
	if m.win != nil {
		c.show(m.win.Canvas(), "Quit without saving")
	}
	return c
}

func (k *Knowledge) save() {
	n := k.current
	if n == nil {
		return
	}
	k.loadEditor()
	text := k.Editor.Text
	if k.CanEdit {
		if text == n.Body || k.edit.theirs != "" { // a conflict is settled first
			return
		}
		// base stays the old body: if the save fails the text still reads
		// as unsaved; when it lands, syncEditor sees body == text.
		k.act.Do("updateNote", args(map[string]string{"note": ref(n.ID), "body": text}), "Edit “"+n.Title+"”")
		return
	}
	if strings.TrimSpace(text) == "" {
		return
	}
	k.act.Do("appendNote", args(map[string]string{"note": ref(n.ID), "text": text}), "Add to “"+n.Title+"”")
	k.Editor.SetText("")
}
