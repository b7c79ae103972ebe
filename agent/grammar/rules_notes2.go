package grammar

import "strings"

// Deleting and listing notes: "delete the gate code note", "remove the
// note called Wifi", "bin that note" (deleteNote); "show my notes", "what
// notes do I have", "show notes tagged recipes" (listNotes). Capturing a
// note is ruleNote's (rules_capture.go).

// dropVerb is a verb that deletes.
const dropVerb = `(?:delete|del|remove|rm|bin|trash|erase|scrap|ditch|discard|nuke|chuck|get\s+rid\s+of|throw\s+(?:away|out))`

var (
	// "delete the note called X", "remove my note about X", "delete note X",
	// "bin that note".
	deleteNoteNamed = re(`^` + dropVerb + `\s+(?:the\s+|my\s+|our\s+|this\s+|that\s+)?note\b(?:\s+(?:called|named|titled|about|on|re|regarding|for|with\s+the\s+title)\b)?(?P<n>.*)$`)
	// "delete the gate code note", "trash my wifi note": the name before
	// "note" needs a determiner, so "delete write thank-you note" stays a
	// task.
	deleteNoteBefore = re(`^` + dropVerb + `\s+(?:the|my|our)\s+(?P<n>.+?)\s+note$`)
	// "show my notes", "list all notes", "what notes do I have", "my recent
	// notes", each optionally "tagged X".
	listNotesRE = re(`^(?:(?:show|list|see|view|display|give|get|open)(?:\s+me)?\s+(?:all\s+)?(?:of\s+)?(?:my|the|our)?\s*|what\s+are\s+(?:all\s+)?(?:my|our|the)\s+|my\s+|all\s+(?:of\s+)?(?:my\s+)?)?(?:recent\s+|latest\s+)?notes(?P<tag>` + tagTail + `)?$`)
	whatNotesRE = re(`^(?:what|which)\s+notes\s+(?:do\s+(?:i|we)\s+have|have\s+(?:i|we)\s+got|are\s+there)(?P<tag>` + tagTail + `)?$`)
	tagOf       = re(`^\s*(?:tagged|tagged\s+with|labelled|labeled|with\s+(?:the\s+)?tag|under)\s+#?(?P<t>[\p{L}\p{N}_-]+)$`)
)

// tagTail: "tagged recipes", "with the tag #recipes", "under #recipes".
const tagTail = `\s+(?:tagged|tagged\s+with|labelled|labeled|with\s+(?:the\s+)?tag|under)\s+#?[\p{L}\p{N}_-]+`

// ruleNotes2 claims deleting and listing notes.
func ruleNotes2(c clause) (ParsedIntent, bool) {
	if !c.has("note") {
		return ParsedIntent{}, false
	}
	if n, ok := noteToDelete(c); ok {
		return intent("delete-note", "deleteNote", map[string]any{"note": n}), true
	}
	for _, r := range []*lazyRE{listNotesRE, whatNotesRE} {
		if m, ok := find(r, c.s); ok {
			args := map[string]any{}
			if t, ok := find(tagOf, m.raw("tag")); ok {
				args["tag"] = t.g("t")
			}
			return intent("list-notes", "listNotes", args), true
		}
	}
	return ParsedIntent{}, false
}

// noteToDelete is the note reference of a delete: its name as said, or
// "that" (the note we are talking about) for "bin that note".
func noteToDelete(c clause) (string, bool) {
	if c.question {
		return "", false
	}
	if m, ok := find(deleteNoteNamed, c.s); ok {
		n := m.g("n")
		if n == "" {
			return "that", true
		}
		return noteName(n)
	}
	if m, ok := find(deleteNoteBefore, c.s); ok {
		return noteName(m.g("n"))
	}
	return "", false
}

// noteName cleans a said note name: a leading article goes ("about the
// gate code"); a name that says where from ("the tag from the X note") is
// another request.
func noteName(n string) (string, bool) {
	if strings.Contains(" "+asciiLower(n)+" ", " from ") {
		return "", false
	}
	for _, a := range []string{"the ", "my ", "our "} {
		if len(n) > len(a) && asciiLower(n[:len(a)]) == a {
			n = n[len(a):]
		}
	}
	if n = trimValue(n); n == "" || pronounNote[asciiLower(n)] {
		return "that", true
	}
	return n, true
}

// pronounNote: "delete the note it" names no note but the one we are
// talking about.
var pronounNote = set(`it this that one`)
