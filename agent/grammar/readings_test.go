package grammar

import (
	"encoding/json"
	"strings"
	"testing"

	cls "pace/agent/intent"
	"pace/store"
	"pace/store/storetest"
	"pace/tools"
)

// TestReadingsFitTheirTools: every reading the classifier's labels make
// (readingFor) passes its tool's argument schema — a reading with a key
// the tool does not take failed at run time once ("createNote got invalid
// arguments: unexpected additional properties [text]").
func TestReadingsFitTheirTools(t *testing.T) {
	m, err := cls.Default()
	if err != nil {
		t.Fatal(err)
	}
	reg := tools.NewToolBox(storetest.MustOpen(t, store.Options{}), tools.Options{}).Registry()
	texts := []string{"remember my locker code is 4471", "buy milk tomorrow at 5pm", "what's due today", "move the dentist to friday",
		"delete the gym task", "snooze the bins till monday", "done the ironing", "what did the plumber say about the boiler",
		"undo that", "show me this week", "notes from yesterday", "find the bank letter"}
	for _, label := range m.Labels {
		for _, text := range texts {
			s, q := clean(text)
			r, ok := readingFor(label, newClause(s, isQuestion(s, q)))
			if !ok || r.Tool == "" {
				continue
			}
			raw, err := json.Marshal(r.Args)
			if err != nil {
				t.Fatal(err)
			}
			if r.Args == nil {
				raw = []byte("{}")
			}
			if err := reg.Validate(r.Tool, raw); err != nil {
				t.Errorf("label %s on %q: %s %s: %v", label, text, r.Tool, raw, err)
			}
		}
	}
	// whole plans too: a rule that left a slot empty (nil) once failed at
	// run time ("project … has type null")
	for _, text := range append(texts, "Put the flights to Lisbon in the Lisbon Conference project", "put the tiles task into the Flat project",
		"add milk to the shopping list", "move everything due tomorrow to monday", "make all the garden tasks high priority") {
		for _, st := range Plan(text).Steps {
			raw, err := json.Marshal(st.Args)
			if err != nil {
				t.Fatal(err)
			}
			if err := reg.Validate(st.Tool, raw); err != nil && !strings.Contains(string(raw), `"$`) {
				t.Errorf("plan of %q: %s %s: %v", text, st.Tool, raw, err)
			}
		}
	}
}
