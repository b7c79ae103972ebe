package grammar

import "testing"

// Deleting, listing and capturing notes in everyday words (rules_notes2.go
// and ruleNote).
func TestNotes2(t *testing.T) {
	for _, c := range []struct {
		in   string
		tool string
		args map[string]any
	}{
		// deleteNote: the name before or after "note"; "that note" is the
		// one we are talking about.
		{"delete the gate code note", "deleteNote", map[string]any{"note": "gate code"}},
		{"delete my note about the gate code", "deleteNote", map[string]any{"note": "gate code"}},
		{"remove the note called Gate code", "deleteNote", map[string]any{"note": "Gate code"}},
		{"remove the note called “Gate code”", "deleteNote", map[string]any{"note": "Gate code"}},
		{"bin that note", "deleteNote", map[string]any{"note": "that"}},
		{"delete this note", "deleteNote", map[string]any{"note": "that"}},
		{"get rid of my wifi note", "deleteNote", map[string]any{"note": "wifi"}},
		{"trash the note Packing list", "deleteNote", map[string]any{"note": "Packing list"}},
		{"can you delete the gate code note?", "deleteNote", map[string]any{"note": "gate code"}},
		// A task whose title ends in "note", or a word starting with it,
		// stays a task.
		{"delete write thank you note", "deleteTask", map[string]any{"task": "write thank you note"}},
		{"delete the notebook", "deleteTask", map[string]any{"task": "the notebook"}},
		// listNotes, with a tag when one is said.
		{"show my notes", "listNotes", map[string]any{}},
		{"list my notes", "listNotes", map[string]any{}},
		{"what notes do I have", "listNotes", map[string]any{}},
		{"what notes do I have?", "listNotes", map[string]any{}},
		{"show me all my notes", "listNotes", map[string]any{}},
		{"show notes tagged recipes", "listNotes", map[string]any{"tag": "recipes"}},
		{"list notes tagged #recipes", "listNotes", map[string]any{"tag": "recipes"}},
		{"what notes do I have tagged recipes", "listNotes", map[string]any{"tag": "recipes"}},
		{"show my notes from yesterday", "notesFrom", map[string]any{"day": "yesterday"}},
		// Capturing: a fact is titled from its text; "Title: body" gives both.
		{"save a note: gate code 4471", "createNote", map[string]any{"title": "Gate code 4471", "body": "gate code 4471"}},
		{"jot down: gate code 4471", "createNote", map[string]any{"title": "Gate code 4471", "body": "gate code 4471"}},
		{"make a note that the gate code is 4471", "createNote", map[string]any{"title": "Gate code", "body": "the gate code is 4471"}},
		{"write down that the gate code is 4471", "createNote", map[string]any{"title": "Gate code", "body": "the gate code is 4471"}},
		{"new note: Gate code: 4471", "createNote", map[string]any{"title": "Gate code", "body": "4471"}},
		{"make a note called Ideas", "createNote", map[string]any{"title": "Ideas"}},
	} {
		t.Run(c.in, func(t *testing.T) { wantOneStep(t, c.in, c.tool, c.args) })
	}
}
