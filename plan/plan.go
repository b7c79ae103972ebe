// Package plan holds compound plans: numbered steps of tool + arguments, the
// clause splitter that cuts a request into commands, the resolution of
// references between steps ($1, $1.title, $last), and the executor that runs
// a plan through the ToolBox, verifies each mutating step's postcondition and
// rolls back the step that broke one.
package plan

import (
	"fmt"
	"strings"
)

// Step is one tool call of a plan. Args values are JSON-ready (string,
// []string, number, bool); a string argument may be a reference to an
// earlier step: "$N" (the id:<uuid> step N produced), "$N.name" (one of its
// named outputs) or "$last" (the latest step that produced a reference).
type Step struct {
	Tool string         `json:"tool"`
	Args map[string]any `json:"args"`
}

// Plan is what a brain understood of one request, executing nothing: zero
// steps (the request asks for nothing Pace does; Note says why), one step
// (a single intent) or several (a compound request), in order.
type Plan struct {
	Steps []Step `json:"steps"`
	// Note is plain text for the user: why nothing will happen, or what
	// was not understood.
	Note string `json:"note,omitempty"`
	// Understood is false when the brain fell back to a default (the
	// agenda) because it did not recognise the request.
	Understood bool `json:"understood"`
	// Clarify, when set, is a question to ask instead of acting: the brain
	// was not sure enough to change anything, so Steps is empty and each
	// option is one reading the user can pick.
	Clarify *Clarify `json:"clarify,omitempty"`
	// IfOwn, when set on a plan with no steps, is the one change the words
	// would ask of the user's own task had they not read as another app's
	// thing ("move the dr patel email to tuesday"): the agent runs it
	// instead of Note when its reference names exactly one open task.
	IfOwn *Step `json:"ifOwn,omitempty"`
}

// Clarify is one short question with the two or three likeliest readings.
type Clarify struct {
	Question string   `json:"question"`
	Options  []Option `json:"options"`
}

// Option is one reading: plain words for people, the text that runs it as
// a turn, and the plan it would run.
type Option struct {
	Label string `json:"label"`
	Text  string `json:"text"`
	Steps []Step `json:"steps"`
}

// Render shows p as a numbered outline for people:
//
//  1. createProject  name: Garden
//  2. createTask     title: buy soil · project: $1
//
// Arguments are listed in key order; a plan without steps renders its note.
func Render(p Plan) string {
	var b strings.Builder
	width := 0
	for _, s := range p.Steps {
		width = max(width, len(s.Tool))
	}
	for i, s := range p.Steps {
		fmt.Fprintf(&b, "%d. %-*s", i+1, width, s.Tool)
		if a := FormatArgs(s.Args); a != "" {
			b.WriteString("  " + a)
		}
		b.WriteString("\n")
	}
	if p.Note != "" {
		fmt.Fprintf(&b, "Note: %s\n", p.Note)
	}
	if !p.Understood {
		b.WriteString("(not understood)\n")
	}
	return b.String()
}

// FormatArgs lists args as "key: value · key: value" in key order.
func FormatArgs(args map[string]any) string {
	keys := sortedKeys(args)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		parts = append(parts, k+": "+formatValue(args[k]))
	}
	return strings.Join(parts, " · ")
}

func formatValue(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case []string:
		return strings.Join(v, ", ")
	case []any:
		s := make([]string, len(v))
		for i, x := range v {
			s[i] = formatValue(x)
		}
		return strings.Join(s, ", ")
	default:
		return fmt.Sprint(v)
	}
}
