package grammar

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// parseCases drive TestParse; their inputs also seed FuzzParse.
var parseCases = []struct {
	in   string
	tool string
	args map[string]any
}{
	{"remind me to call the bank tomorrow at 5pm", "createTask", map[string]any{"title": "call the bank", "due": "tomorrow at 5pm"}},
	{"Remind me to email Dr. O'Brien re: the MRI, ASAP.", "createTask", map[string]any{"title": "email Dr. O'Brien re: the MRI", "priority": "urgent"}},
	{"buy milk #Groceries @errand p2", "createTask", map[string]any{"title": "buy milk", "project": "Groceries", "tags": []string{"errand"}, "priority": "high"}},
	{"fix the C# build", "createTask", map[string]any{"title": "fix the C# build"}},
	{`todo: print "issue #42 notes"`, "createTask", map[string]any{"title": `print "issue #42 notes"`}},
	{"renew passport !!!", "createTask", map[string]any{"title": "renew passport", "priority": "urgent"}},
	{"todo: submit the report p4", "createTask", map[string]any{"title": "submit the report", "priority": "low"}},
	{"hmm, right so remind me to water the ferns", "createTask", map[string]any{"title": "water the ferns"}},
	{"Errand: Collect the Parcel from the Post Office", "createTask", map[string]any{"title": "Collect the Parcel from the Post Office"}},
	{"remind me about the gym thing later", "snoozeTask", map[string]any{"task": "the gym thing", "until": "later", "orCreate": true}},
	{"each Monday I have to water the plants", "createTask", map[string]any{"title": "water the plants", "repeats": "each Monday"}},
	{"the windows are washed", "completeTask", map[string]any{"task": "wash the windows"}},
	{"returned the library books", "completeTask", map[string]any{"task": "return the library books"}},
	{"did the dishes", "completeTask", map[string]any{"task": "do the dishes"}},
	{"the rent transfer matters most", "setPriority", map[string]any{"task": "the rent transfer", "priority": "urgent"}},
	{"the car service is now due on the 9th", "rescheduleTask", map[string]any{"task": "the car service", "to": "the 9th"}},
	{"could the vet visit wait until Thursday", "rescheduleTask", map[string]any{"task": "the vet visit", "to": "Thursday"}},
	{"garden shed progress?", "projectStatus", map[string]any{"project": "garden shed"}},
	{"how is the Garden Shed going", "projectStatus", map[string]any{"project": "the Garden Shed"}},
	{"done with the Tax Return", "completeTask", map[string]any{"task": "the Tax Return"}},
	{"add milk and eggs to my list", "createTask", map[string]any{"title": "milk and eggs"}},
	{"undo", "undo", map[string]any{}},
	{"what's on today?", "agenda", map[string]any{}},
	{"what did I write about the fence?", "askNotes", map[string]any{"question": "what did I write about the fence?"}},
	{"I have a dentist appointment at 3", "createTask", map[string]any{"title": "dentist appointment", "due": "at 3"}},
	{"take the dog to the vet", "createTask", map[string]any{"title": "take the dog to the vet"}},
	{"take a note that the gate code is 4411", "createNote", map[string]any{"title": "Gate code", "body": "the gate code is 4411"}},
	{"tomorrow I need to call the bank", "createTask", map[string]any{"title": "call the bank", "due": "tomorrow"}},
	{"show me what's overdue in the Garden project", "queryTasks", map[string]any{"filter": "overdue", "project": "Garden"}},
	{"the dentist appointment is cancelled", "deleteTask", map[string]any{"task": "the dentist appointment"}},
	{"done", "completeTask", map[string]any{"task": "it"}},
	{"what's on Friday?", "queryTasks", map[string]any{"day": "Friday"}}, // that day only (rules_ops.go)
	{"read me the packing list note", "searchNotes", map[string]any{"query": "packing list"}},
	{"the haircut should be on Saturday instead", "rescheduleTask", map[string]any{"task": "the haircut", "to": "Saturday"}},
	{"remind me tomorrow", "snoozeTask", map[string]any{"task": "it", "until": "tomorrow"}},
	{"what's due tomorrow?", "queryTasks", map[string]any{"filter": "tomorrow"}},
	{"water plants every other week on Monday and Wednesday", "createTask", map[string]any{"title": "water plants", "repeats": "every other week on Monday and Wednesday"}},
	{"pay rent the last friday of the month", "createTask", map[string]any{"title": "pay rent", "repeats": "the last friday of the month"}},
	{"what's on tomorrow", "queryTasks", map[string]any{"filter": "tomorrow"}},
	{"what do I have tomorrow?", "queryTasks", map[string]any{"filter": "tomorrow"}},
	{"I'll do it tomorrow", "rescheduleTask", map[string]any{"task": "it", "to": "tomorrow"}},
	{"look up anything on the mortgage", "searchEverything", map[string]any{"query": "the mortgage"}},
}

func TestParse(t *testing.T) {
	for _, c := range parseCases {
		t.Run(c.in, func(t *testing.T) {
			p := Parse(c.in)
			if p.Tool != c.tool || !p.Understood {
				t.Fatalf("Parse(%q) = %s (rule %s, understood %v), want %s", c.in, p.Tool, p.Rule, p.Understood, c.tool)
			}
			if !reflect.DeepEqual(p.Args, c.args) {
				t.Errorf("Parse(%q).Args = %#v, want %#v", c.in, p.Args, c.args)
			}
		})
	}
}

// TestNeverATask: questions, auxiliary "do" and out-of-scope requests never
// create or complete anything.
func TestNeverATask(t *testing.T) {
	for _, in := range []string{
		"did I pay the water bill?", "do I need to call the bank?", "should I book the flights", "did you add the dentist",
		"is the report done?", "what's the weather tomorrow?", "text Sam that I'm late", "turn off the lights",
		"order me a pizza", "stop", "never mind", "what is the capital of France",
	} {
		t.Run(in, func(t *testing.T) {
			p := Parse(in)
			switch p.Tool {
			case "createTask", "completeTask", "deleteTask", "setPriority", "rescheduleTask":
				t.Errorf("Parse(%q) = %s (rule %s)", in, p.Tool, p.Rule)
			}
		})
	}
}

func TestOutOfScopeSaysSo(t *testing.T) {
	for _, in := range []string{"turn on the lights", "order me a pizza", "text Mum that I'm late", "what's the weather tomorrow?", "never mind"} {
		p := Plan(in)
		if len(p.Steps) != 0 || !p.Understood || p.Note == "" {
			t.Errorf("Plan(%q) = %+v, want no steps and a note", in, p)
		}
	}
	if p := Plan("turn on the lights"); !strings.Contains(p.Note, "task") {
		t.Errorf("note does not say what Pace can do instead: %q", p.Note)
	}
}

func TestNotUnderstood(t *testing.T) {
	p := Plan("the garden")
	if p.Understood || len(p.Steps) != 1 || p.Steps[0].Tool != "agenda" || !strings.Contains(p.Note, "didn't understand") {
		t.Errorf("Plan = %+v", p)
	}
}

func TestPlanCompound(t *testing.T) {
	p := Plan("create a project called Garden, then add tasks to buy soil and plant bulbs")
	want := `{"steps":[{"tool":"createProject","args":{"name":"Garden"}},{"tool":"createTask","args":{"project":"$1","title":"buy soil"}},{"tool":"createTask","args":{"project":"$1","title":"plant bulbs"}}],"understood":true}`
	if b, _ := json.Marshal(p); string(b) != want {
		t.Errorf("Plan = %s\nwant   %s", b, want)
	}
	// A count decides where a list is cut.
	p = Plan("Add 2 tasks: pick up Sam and Alex, buy milk")
	if len(p.Steps) != 2 || p.Steps[0].Args["title"] != "pick up Sam and Alex" || p.Steps[1].Args["title"] != "buy milk" {
		t.Errorf("Plan = %+v", p)
	}
	// One clause not understood: the whole request is one intent.
	p = Plan("remind me to call Sam and the blue thing")
	if len(p.Steps) != 1 || p.Steps[0].Args["title"] != "call Sam and the blue thing" {
		t.Errorf("Plan = %+v", p)
	}
}

// evalSeeds returns the utterances of the router eval.
func evalSeeds(tb testing.TB) []string {
	files, _ := filepath.Glob(filepath.Join("..", "..", "eval", "router", "data", "*.jsonl"))
	var out []string
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			tb.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			var it struct{ U string }
			if json.Unmarshal(sc.Bytes(), &it) == nil && it.U != "" {
				out = append(out, it.U)
			}
		}
		fh.Close()
	}
	return out
}

func FuzzParse(f *testing.F) {
	for _, c := range parseCases {
		f.Add(c.in)
	}
	for _, u := range evalSeeds(f) {
		f.Add(u)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := Parse(s)
		if p.Tool == "" && p.Note == "" {
			t.Fatalf("Parse(%q): no tool and no note", s)
		}
		if !p.Understood && p.Tool != "agenda" {
			t.Fatalf("Parse(%q): not understood but tool %s", s, p.Tool)
		}
	})
}

func FuzzPlan(f *testing.F) {
	for _, u := range evalSeeds(f) {
		f.Add(u)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := Plan(s)
		if p.Steps == nil {
			t.Fatalf("Plan(%q): nil steps", s)
		}
		for i, st := range p.Steps {
			if st.Tool == "" || st.Args == nil {
				t.Fatalf("Plan(%q) step %d: %+v", s, i+1, st)
			}
			for k, v := range st.Args {
				if sv, ok := v.(string); ok && strings.HasPrefix(sv, "$") && len(sv) > 1 && sv[1] >= '0' && sv[1] <= '9' {
					if n := int(sv[1] - '0'); n > i {
						t.Fatalf("Plan(%q) step %d: %s = %s points forward", s, i+1, k, sv)
					}
				}
			}
		}
		if _, err := json.Marshal(p); err != nil {
			t.Fatal(err)
		}
	})
}

func BenchmarkParse(b *testing.B) {
	Parse("warm up the lemmatizer")
	for b.Loop() {
		Parse("remind me to call the bank tomorrow at 5pm #finance p2")
	}
}

func BenchmarkParseNoDate(b *testing.B) {
	Parse("warm up the lemmatizer")
	for b.Loop() {
		Parse("the windows are washed")
	}
}

func TestDateCue(t *testing.T) {
	for s, want := range map[string]bool{"call mom": false, "call mom at 5": true, "every Friday": true, "Tomorrow's plan": false, "tomorrow": true, "buy milk and eggs": false} {
		if got := hasDateCue(s); got != want {
			t.Errorf("hasDateCue(%q) = %v", s, got)
		}
	}
}

func BenchmarkPlan(b *testing.B) {
	Plan("warm up")
	for b.Loop() {
		Plan("create a project called Garden, then add tasks to buy soil and plant bulbs")
	}
}

// TestGeneralKnowledgeAsksNotesFirst: a question that looks like world
// knowledge is asked of the notes, with the out-of-scope reply kept for
// when they hold nothing relevant.
func TestGeneralKnowledgeAsksNotesFirst(t *testing.T) {
	for _, in := range []string{"what's the capital of Peru?", "what is the population of Lyon?", "who invented the bicycle?",
		"when was the old bridge built?", "when did the bakery first list its shares?"} {
		t.Run(in, func(t *testing.T) {
			p := Plan(in)
			if len(p.Steps) != 1 || p.Steps[0].Tool != "askNotes" || p.Steps[0].Args["otherwise"] != lookupReply {
				t.Fatalf("Plan(%q) = %+v, want askNotes with the lookup reply as otherwise", in, p)
			}
		})
	}
}

// TestNoteCapture: captured notes get a short title and keep the whole
// text as the body, so what was said can be asked about later.
func TestNoteCapture(t *testing.T) {
	for _, c := range []struct{ in, title, body string }{
		{"note: Bike lock: the code is 7391", "Bike lock", "the code is 7391"},
		{"note: the guest bathroom tap drips when turned hard left", "Guest bathroom tap drips when turned hard left", "the guest bathroom tap drips when turned hard left"},
		{"note: the spare fuses are in the hall cupboard", "Spare fuses", "the spare fuses are in the hall cupboard"},
		{"note: pick up Ada at 16:45 from swimming", "Pick up Ada at 16:45 from swimming", "pick up Ada at 16:45 from swimming"},
		{"jot down that the recycling goes out on Tuesday nights", "Recycling", "the recycling goes out on Tuesday nights"},
		{"remember that the boiler engineer is called Wojtek", "Boiler engineer", "the boiler engineer is called Wojtek"},
		{"don't forget that Mia's shoe size is 31", "Mia's shoe size", "Mia's shoe size is 31"},
		{"create a note called Paint: the hallway is Farrow white no. 2005", "Paint", "the hallway is Farrow white no. 2005"},
		{"create a note called Garage saying the door code changed to 5520", "Garage", "the door code changed to 5520"},
	} {
		t.Run(c.in, func(t *testing.T) {
			p := Parse(c.in)
			if p.Tool != "createNote" || p.Args["title"] != c.title || p.Args["body"] != c.body {
				t.Errorf("Parse(%q) = %s %#v, want title %q body %q", c.in, p.Tool, p.Args, c.title, c.body)
			}
		})
	}
	// A remembered obligation stays a task.
	if p := Parse("remember that I need to renew the parking permit"); p.Tool != "createTask" {
		t.Errorf("remember that I need to … = %s %#v", p.Tool, p.Args)
	}
}
