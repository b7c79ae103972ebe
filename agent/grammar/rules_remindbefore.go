package grammar

import (
	"strings"

	"pace/plan"
)

// remindBeforeRE: an event with its date, then a reminder some time before
// it ("i have a dentist appointment on 12/14 at 3pm, remind me the day
// before to confirm it").
var remindBeforeRE = re(`^(?P<ev>.+?)\s*(?:[,;.!]\s*|\s+)(?:(?:so|and|then|please|pls|can\s+you|could\s+you|would\s+you)\s+)*remind\s+me\s+(?P<off>(?:the|a)\s+(?:day|night|evening|morning|afternoon)\s+before|(?:a|one|two|three|four|five|six|seven|\d+)\s+(?:days?|weeks?)\s+before|the\s+week\s+before|a\s+week\s+before)(?:\s+(?:to|that\s+i\s+(?:need|have)\s+to|about)\s+(?P<y>.+?))?\s*(?:please|pls|thanks)?[.!]?$`)

// eventLead: how an event is said ("I have", "there's", "we've got").
var eventLead = re(`^(?:(?:so|ok(?:ay)?|oh|also)[\s,]+)?(?:(?:i\s+have|i've\s+got|i\s+got|i'?ve|i\s+have\s+got|we\s+have|we've\s+got|there's|there\s+is|got)\s+(?:a|an|the|my|our)?\s*|(?:my|our|the)\s+)`)

// remindOnlyBefore: a reminder before something, with nothing named.
var remindOnlyBefore = re(`^(?:(?:please|pls|and|also|oh)\s+)*remind\s+me\s+(?:about\s+(?:it|that|this)\s+)?(?:(?:the|a)\s+(?:day|night|evening|morning|week)|(?:a|an|one|two|three|\d+)\s+(?:days?|hours?|minutes?|mins?|weeks?))\s+(?:before|ahead|earlier|in\s+advance)(?:\s+(?:it|that|hand))?$`)

// remindBefore reads an event and a reminder before it as two new tasks:
// the event at its date, and what to do before it (the reminder's own
// words, "it" being the event) at the offset from that date ("the day
// before 12/14 at 3pm"). With nothing to do said, the reminder is
// "reminder: <event>". ok is false when the event has no date or no
// title.
func remindBefore(text string) ([]plan.Step, bool) {
	s, _ := clean(text)
	m, ok := find(remindBeforeRE, s)
	if !ok {
		return nil, false
	}
	ev := m.raw("ev")
	if l := eventLead.FindStringIndex(asciiLower(ev)); l != nil {
		ev = ev[l[1]:]
	}
	dc := cutDates(ev)
	title := trimValue(dc.rest)
	if dc.due == "" || dc.repeats != "" || title == "" || len(title) > 120 {
		return nil, false
	}
	for _, p := range []string{" on", " at", " for", " this", " next", " is", " are", " 's", "'s", " will be", " is on"} {
		if strings.HasSuffix(asciiLower(title), p) {
			title = strings.TrimSpace(title[:len(title)-len(p)])
		}
	}
	what := "reminder: " + title
	if y := trimValue(m.raw("y")); y != "" {
		what = itIs(y, title)
	}
	return []plan.Step{
		{Tool: "createTask", Args: map[string]any{"title": title, "due": dc.due}},
		{Tool: "createTask", Args: map[string]any{"title": what, "due": asciiLower(m.raw("off")) + " " + dc.due}},
	}, true
}

// remindAhead answers a reminder before an item with no item or date
// named ("remind me the day before"): Pace keeps no reminder offsets on an
// item, so it asks for the day instead of guessing one.
func remindAhead(text string) (plan.Plan, bool) {
	s, _ := clean(text)
	if !remindOnlyBefore.MatchString(s) {
		return plan.Plan{}, false
	}
	q := "I can't set a reminder ahead of an item yet. Say when and what, for example \"remind me on sunday to confirm the dentist\"."
	return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: q}, true
}

// itIs puts the event's name for the first "it"/"that" after y's verb
// ("confirm it" → "confirm the dentist appointment", "book it in" → "book
// the MOT in").
func itIs(y, event string) string {
	w := strings.Fields(y)
	for i := 1; i < len(w); i++ {
		switch strings.ToLower(w[i]) {
		case "it", "that", "this":
			// "book it in" → "book the MOT in"
			w[i] = event
			return strings.Join(w, " ")
		}
	}
	return y
}
