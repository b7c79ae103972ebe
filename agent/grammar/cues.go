package grammar

import "strings"

// Cues are the grammar's own observations about a request, handed to the
// intent classifier as features: which rule claimed it and for which tool
// (rules only, never the combined decision), whether it is phrased as a
// question, carries a date phrase or starts with a to-do verb.
func Cues(text string) []string {
	p := Parse(text)
	return cuesOf(text, p)
}

func cuesOf(text string, p ParsedIntent) []string {
	s, q := clean(text)
	rule := p.Rule
	out := make([]string, 0, 6)
	if i := strings.IndexByte(rule, '/'); i >= 0 {
		out = append(out, "rule="+rule[:i])
		rule = rule[i+1:]
	}
	tool := p.Tool
	switch tool {
	case "":
		tool = "none"
	case "calendarAgenda":
		// The classifier's labels have no calendar of their own: a
		// calendar question is a task lookup to it.
		tool = "queryTasks"
	}
	out = append(out, "rule="+rule, "tool="+tool)
	if isQuestion(s, q) {
		out = append(out, "question")
	}
	if hasDateCue(s) {
		out = append(out, "date")
	}
	if taskVerbs[firstWord(s)] {
		out = append(out, "taskverb")
	}
	return out
}
