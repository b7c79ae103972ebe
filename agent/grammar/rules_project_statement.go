package grammar

import (
	"strings"

	"pace/plan"
)

var (
	// projectChangeAfter: a statement, then a change to "that project"
	// ("we're not doing the christmas sale anymore, archive that project").
	projectChangeAfter = re(`^(?P<st>.+?)\s*[,;.!-]+\s*(?:(?:so|and|just|please|then|pls)\s+)*(?P<ch>(?:archive|delete|remove|shelve|scrap|close|bin|trash)\s+(?:that|this|it|the)(?:\s+(?:project|one|whole\s+thing|whole\s+project))?(?:\s+(?:too|then|please|pls|now))?)$`)
	// notDoing: a statement that a project is off ("we're not doing X
	// anymore", "we've called off X", "done with X").
	notDoing = re(`^(?:(?:ok|so|well|sadly|ugh|right)[\s,]+)*(?:we're|were|we\s+are|i'm|im|i\s+am|we|i|we've|i've)\s+(?:not\s+doing|no\s+longer\s+doing|not\s+running|not\s+having|done\s+with|finished\s+with|cancell?ing|canceled|cancelled|dropping|dropped|scrapping|scrapped|calling\s+off|called\s+off|giving\s+up\s+(?:on\s+)?|gave\s+up\s+(?:on\s+)?|shelving|shelved)\s+(?P<p>.+?)(?:\s+(?:any\s*more|anymore|after\s+all|this\s+year|now|for\s+now))?$`)
	// projectIs: "the X project is off", "X is cancelled".
	projectIs = re(`^(?:the\s+)?(?P<p>.+?)(?:\s+project)?\s+(?:is|'s|has\s+been|got|was)\s+(?:off|cancell?ed|canceled|scrapped|shelved|dead|not\s+happening|called\s+off)(?:\s+(?:now|after\s+all|this\s+year))?$`)
)

// projectDone: a project said to be over ("X is all sorted now").
var projectDone = re(`^(?:the\s+)?(?P<p>.+?)(?:\s+project)?(?:\s+(?:is|was|has\s+been)|'s)\s+(?:all\s+|now\s+)?(?:sorted|done|finished|over|wrapped\s+up|complete|completed|dealt\s+with)(?:\s+(?:now|then|at\s+last|for\s+this\s+year))?$`)

// projectStatementChange reads a statement naming a project and then a
// change to "that project" as that change to the project named: the
// statement names it ("we're not doing the christmas sale anymore"), and
// the change says what to do (archive or delete, which asks first).
func projectStatementChange(text string) ([]plan.Step, bool) {
	s, _ := clean(text)
	m, ok := find(projectChangeAfter, s)
	if !ok {
		return nil, false
	}
	ch := Parse(m.raw("ch"))
	if v, _ := ch.Args["task"].(string); ch.Tool == "deleteTask" && pronoun[strings.ToLower(v)] {
		ch = intent(ch.Rule, "deleteProject", map[string]any{"project": v}) // "…, delete it": the project
	}
	if ch.Tool != "archiveProject" && ch.Tool != "deleteProject" {
		return nil, false
	}
	if v, _ := ch.Args["project"].(string); !pronoun[strings.ToLower(v)] {
		return nil, false
	}
	st := m.raw("st")
	var name string
	if n, ok := find(notDoing, st); ok {
		name = n.g("p")
	} else if n, ok := find(projectIs, st); ok && strings.Contains(asciiLower(st+" "+m.raw("ch")), "project") {
		// "the X project is off, …", "X has been cancelled, so archive
		// that project"
		name = n.g("p")
	} else if n, ok := find(projectDone, st); ok && ch.Tool == "archiveProject" {
		name = n.g("p") // "farm shop christmas is all sorted now, archive it"
	}
	if name = trimProject(name); name == "" || pronoun[strings.ToLower(name)] {
		return nil, false
	}
	ch.Args["project"] = name
	step, _ := ch.Step()
	return []plan.Step{step}, true
}
