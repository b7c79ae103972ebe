package grammar

import (
	"strings"

	"pace/plan"
)

// followUpRE: an elliptical follow-up to a question just asked — "and
// tomorrow?", "what about friday?", "how about the garden project?".
var followUpRE = re(`^(?:and|and\s+what\s+about|and\s+how\s+about|what\s+about|how\s+about|same\s+for|and\s+for|and\s+on|what\s+of)\s+(?P<x>.+?)\s*[?.!]*$`)

// FollowUp reads text as an earlier question asked again about something
// else: after "what's due friday?", "and saturday?" lists saturday's tasks;
// after "show my work tasks", "what about home?" lists the home project's.
// recent holds the latest requests, newest first; the newest one is carried
// on when it listed tasks (the agenda or queryTasks, one step) or was itself
// such a follow-up. A day replaces its subject ("what's due …" asked anew),
// as does a name of the same kind as the one asked about. ok is false
// otherwise: text is then read on its own.
func FollowUp(recent []string, text string) (plan.Plan, bool) {
	m, ok := find(followUpRE, strings.TrimSpace(text))
	if !ok || len(recent) == 0 {
		return plan.Plan{}, false
	}
	x := trimValue(m.g("x"))
	if x == "" || len(strings.Fields(x)) > 5 {
		return plan.Plan{}, false
	}
	st, ok := listing(recent)
	if !ok {
		return plan.Plan{}, false
	}
	one := func(s plan.Step) (plan.Plan, bool) {
		return plan.Plan{Understood: true, Steps: []plan.Step{s}}, true
	}
	if _, isDate := datePhrase("on " + x); isDate || weekScope.MatchString(asciiLower(x)) || todayWords.MatchString(asciiLower(x)) {
		if s, ok := listingStep(Plan("what's due " + x + "?")); ok {
			return one(s)
		}
		return plan.Plan{}, false
	}
	if st.Tool != "queryTasks" {
		return plan.Plan{}, false
	}
	name := trimProject(x)
	for _, suffix := range []string{" tasks", " stuff", " things", " ones", " list"} {
		name = strings.TrimSuffix(name, suffix)
	}
	name = strings.TrimPrefix(strings.TrimPrefix(name, "the "), "my ")
	if name == "" {
		return plan.Plan{}, false
	}
	for _, k := range []string{"project", "tag"} {
		if _, had := st.Args[k]; had {
			return one(plan.Step{Tool: "queryTasks", Args: map[string]any{k: name}})
		}
	}
	return plan.Plan{}, false
}

// listing is the task listing recent[0] asked for, directly or as a
// follow-up of the requests before it.
func listing(recent []string) (plan.Step, bool) {
	if s, ok := listingStep(Plan(recent[0])); ok {
		return s, true
	}
	if len(recent) > 1 {
		if p, ok := FollowUp(recent[1:], recent[0]); ok {
			return listingStep(p)
		}
	}
	return plan.Step{}, false
}

// listingStep is p's one step when it lists tasks.
func listingStep(p plan.Plan) (plan.Step, bool) {
	if len(p.Steps) != 1 || !p.Understood {
		return plan.Step{}, false
	}
	if st := p.Steps[0]; st.Tool == "agenda" || st.Tool == "queryTasks" {
		return st, true
	}
	return plan.Step{}, false
}
