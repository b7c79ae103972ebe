package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"pace/store"
)

// confident reports whether ref names t surely enough for a destructive
// step: its id ("id:<uuid>", which is also how the previous turn's item
// and $N references arrive), its title verbatim (case-insensitive), the
// title's words exactly ("the gym task" for "Gym"), or a fuzzy match
// sharing at least two content words. A one-word overlap ("notes"
// in "Review the notes") is never enough to delete on.
func confident(ref, title string) bool {
	ref = strings.TrimSpace(ref)
	switch {
	case len(ref) >= len(store.IDPrefix) && strings.EqualFold(ref[:len(store.IDPrefix)], store.IDPrefix):
		return true
	case strings.EqualFold(ref, strings.TrimSpace(title)):
		return true
	}
	return len(store.ContentWords(ref)) >= 2 || sameWords(plainWords(ref), plainWords(title))
}

// pointers are the words of a reference that point rather than name.
var pointers = map[string]bool{"the": true, "a": true, "an": true, "my": true, "our": true, "this": true, "that": true,
	"task": true, "todo": true, "to-do": true, "item": true, "one": true, "thing": true, "reminder": true}

// plainWords is s's lower-case words as typed (not stemmed: "meet" is not
// "meeting"), without the pointing words.
func plainWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ' ' || r == ',' || r == '.' || r == '"' || r == '“' || r == '”' }) {
		if !pointers[w] {
			out = append(out, w)
		}
	}
	return out
}

// sameWords: "the gym task" names the task "Gym" — every word of the title
// and nothing else, once articles and "task" are set aside.
func sameWords(a, b []string) bool {
	if len(a) == 0 || len(a) != len(b) {
		return false
	}
	in := map[string]bool{}
	for _, w := range b {
		in[w] = true
	}
	for _, w := range a {
		if !in[w] {
			return false
		}
	}
	return true
}

// taskToDelete resolves ref for a destructive step: as task does, and then
// only a confident reference (see confident); a weaker one fails asking for
// the full title, naming the task it might have meant.
func (tb *ToolBox) taskToDelete(tx *store.Tx, ref string) (store.Task, error) {
	t, err := tb.task(tx, ref)
	if err != nil {
		return store.Task{}, err
	}
	return t, deletable(ref, store.KindTask, t.ID, t.Title)
}

// deletable fails a delete whose reference is not confident (see
// confident) for the item of kind called title, asking for its full title.
func deletable(ref, kind, id, title string) error {
	if !confident(ref, title) {
		// The one candidate rides along, so "yes" can pick it (pace ask).
		res := Fail(fmt.Sprintf("%s is not enough to delete on. Did you mean the %s %s? Say yes to delete it, or say its full title.", quote(strings.TrimSpace(ref)), kind, quote(title)))
		res.Candidates = []store.Candidate{{Kind: kind, ID: id, Title: title}}
		return &userError{res}
	}
	return nil
}

// Describe words a tool call for the approval prompt in plain language,
// naming the exact item the call will act on, resolved as the tool will
// resolve it: "Delete the task “Renew car insurance”, due today?". It never
// shows tool names or JSON. ok is false when the call cannot run as asked
// (the reference is missing, ambiguous or not confident); the sentence then
// says why, and the call should not be offered for approval.
func (tb *ToolBox) Describe(ctx context.Context, tool string, args json.RawMessage) (sentence string, ok bool, err error) {
	switch tool {
	case "deleteTask":
		var a TaskRef
		if err := json.Unmarshal(args, &a); err != nil {
			return "That request could not be read, so nothing will be deleted.", false, nil
		}
		if n, isStep := stepRef(a.Task); isStep {
			// A plan step's output: the executor fills in its id later.
			return fmt.Sprintf("Delete the task made by step %d of this request?", n), true, nil
		}
		err = tb.db.Read(ctx, func(tx *store.Tx) error {
			t, err := tb.taskToDelete(tx, a.Task)
			if err != nil {
				return err
			}
			sentence, ok = "Delete the task "+quote(t.Title)+tb.taskWhen(t)+"?", true
			return nil
		})
		var ue *userError
		if errors.As(err, &ue) {
			return ue.res.Summary, false, nil
		}
		return sentence, ok, err
	}
	// Every other risky call is worded by preview, which names each item a
	// bulk change or a project delete covers. A call that would change
	// nothing, or whose items do not resolve, is not put to the person: the
	// reason is the sentence and the tool refuses (or does nothing) itself.
	text, err := tb.previewIn(ctx, Invocation{Tool: tool, Args: args})
	var ue *userError
	switch {
	case errors.As(err, &ue):
		return ue.res.Summary, false, nil
	case err != nil:
		return "", false, fmt.Errorf("describe: %w", err)
	case text == "":
		if t, ok := tb.reg.Lookup(tool); ok {
			text = t.Description
		}
	}
	if !strings.Contains(text, "?") {
		// A question already asked ("Delete the project X? It has no
		// tasks.") is left as it is.
		text = strings.TrimRight(text, ".") + "?"
	}
	return text, true, nil
}

// stepRef reads a "$N" plan reference.
func stepRef(ref string) (int, bool) {
	ref = strings.TrimSpace(ref)
	if len(ref) < 2 || ref[0] != '$' {
		return 0, false
	}
	n, err := strconv.Atoi(ref[1:])
	return n, err == nil && n > 0
}

// taskWhen is ", due today" / ", done" for the approval sentence.
func (tb *ToolBox) taskWhen(t store.Task) string {
	switch {
	case t.Done:
		return ", already done"
	case t.Due != nil:
		return ", due " + tb.taskDueText(t)
	}
	return ""
}
