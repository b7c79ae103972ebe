package grammar

import (
	"strings"

	"pace/plan"
)

// arrowMark: "x -> fri", "a → b", the shorthand for "x becomes b".
var arrowMark = lazy(`\s*(?:-->|->|→|=>)\s*`)

// arrowLead: words between the arrow and what x becomes ("-> push to the
// 23rd", "-> due 30th").
var arrowLead = lazy(`(?i)^(?:(?:push(?:ed)?|move(?:d)?|shift(?:ed)?|change(?:d)?)\s+(?:it\s+)?(?:to|till|until)\s+|due\s+(?:on\s+|by\s+)?|by\s+|on\s+|to\s+)`)

// arrowTag: a closing "tag L" after the new date ("-> next mon, tag admin").
var arrowTag = lazy(`(?i)^(?:and\s+)?(?:tag|label)(?:\s+it)?\s+(?:with\s+|as\s+)?@?([\p{L}\d_-]+)$`)

// arrowAt: an @label said after the arrow.
var arrowAt = lazy(`\s*@([\p{L}\d_-]+)`)

// arrowLevel: a priority as what x becomes ("-> high prio").
var arrowLevel = lazy(`(?i)^(high|low|top|urgent|medium|normal)(?:\s+prio(?:rity)?)?$`)

// arrowPlan reads the shorthand "x -> when" as x due then — moved when a
// task is x, added when none is (rescheduleTask orCreate) — "x -> high
// prio" as its priority, and "rename a -> b" as a rename; a closing "tag L"
// labels it. ok is false for text with no arrow or an arrow it cannot read.
func arrowPlan(b Brain, text string) (plan.Plan, bool) {
	m := arrowMark.FindStringIndex(text)
	if m == nil || m[0] == 0 || arrowMark.FindStringIndex(text[m[1]:]) != nil {
		return plan.Plan{}, false
	}
	head := strings.TrimSpace(text[:m[0]])
	head = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(head, "actually "), "Actually "))
	tail := strings.TrimRight(strings.TrimSpace(text[m[1]:]), ".!")
	if l := asciiLower(head); strings.HasPrefix(l, "rename ") || strings.HasPrefix(l, "change ") && strings.ContainsAny(tail, "\"“'") {
		return planRead(b, head+" to "+tail), true // "rename 'a' -> 'b'"
	}
	if lm := arrowLead.FindStringIndex(tail); lm != nil {
		tail = tail[lm[1]:]
	}
	var tags []string
	for _, at := range arrowAt.FindAllStringSubmatch(tail, -1) {
		tags = append(tags, at[1]) // "-> next mon @admin"
	}
	tail = strings.TrimSpace(arrowAt.ReplaceAllString(tail, ""))
	when, extra, _ := strings.Cut(tail, ",")
	when, extra = strings.TrimSpace(when), strings.TrimSpace(extra)
	if lv := arrowLevel.FindStringSubmatch(when); lv != nil {
		return planRead(b, "make "+head+" "+strings.ToLower(lv[1])+" priority"), true
	}
	said := when
	if n := notThatDate.FindStringIndex(when); n != nil && n[0] > 0 {
		when = when[:n[0]] // "-> thurs not fri": the old day said after
	}
	d, isDate := datePhrase(when)
	if !isDate {
		d, isDate = datePhrase("on the " + when) // "-> 30th"
	}
	if !isDate || head == "" {
		return plan.Plan{}, false
	}
	args := map[string]any{"task": head, "to": d, "orCreate": true}
	if notWeekday.MatchString(said) {
		args["sameWeek"] = true
	}
	steps := []plan.Step{{Tool: "rescheduleTask", Args: args}}
	if t := arrowTag.FindStringSubmatch(extra); t != nil {
		tags = append(tags, t[1])
	}
	if len(tags) > 0 {
		steps = append(steps, plan.Step{Tool: "tagTask", Args: map[string]any{"task": "$1", "tags": tags}})
	}
	return plan.Plan{Steps: steps, Understood: true}, true
}
