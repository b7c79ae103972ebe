package grammar

import (
	"fmt"
	"strings"

	"pace/plan"
)

// A new task's title that shows the request was misread: it opens with a
// joining or answering word ("n add take car in", "sorry the meeting") or
// with the speaker telling news ("I hurt my finger, no bouldering"),
// holds a command said of "it" or "them" ("put it as high priority"),
// words about the request itself ("as a task", "please", "can you"), a
// priority the rules did not take, a colon or question mark, or ends on a
// word that needs more after it ("tag car and change date to"). Such a
// title is never made on a guess: Pace asks (AskJunk).
var (
	junkLead    = lazy(`(?i)^(?:n|and|then|also|or|but|oh|ok|okay|sorry|no|yes|yeah|yep|actually|wait|(?:i|we)(?:'m|’m|'ve|’ve|'re|’re)?\s+(?:hurt|broke|lost|fell|forgot|got|had|was|were|did|think|guess|reckon|swapped|finished|picked|booked|called|ordered)|im|ive|thx|lol)\b`)
	junkCommand = lazy(`(?i)\b(?:put|make|change|move|tag|label|mark|set|rename|delete|remove|undo|tick|add|give|turn|switch)\s+(?:it|that|this|them|these|those|each(?:\s+of\s+(?:these|them))?|both|all\s+of\s+them|all\s+three|all\s+two)\b`)
	junkMeta    = lazy(`(?i)\b(?:as\s+a\s+(?:task|reminder|to-?do)|a\s+separate\s+(?:item|task)|accordingly|can\s+u|can\s+you|could\s+you|would\s+you|will\s+you|lol|haha|as\s+(?:a\s+)?(?:repeating|recurring|repeat)|only\s+that\s+one|(?:high|low|top|medium)\s+priority|not\s+urgent|change\s+(?:the\s+)?(?:date|time|deadline))\b`)
	junkEnd     = lazy(`(?i)\s(?:to|for|and|n|the|a|an|its|it's|is|of|with|from|by|my|your|their|his|her|label|tag|labelled|tagged|priority|so|but|because|as)$`)
	// junkOnlyMeta: a title that only names the request itself ("make a
	// reminder", "list to do", "new task")
	junkOnlyMeta = lazy(`(?i)^(?:please\s+)?(?:make|set|create|add|list|open|new|start|put)?\s*(?:a\s+|an\s+|my\s+|the\s+|new\s+)?(?:reminder|task|to-?do|todo|list|to\s+do|to-?do\s+list|note|item)s?(?:\s+(?:for\s+me|please))?$`)
	junkMarks    = lazy(`\?|:\s|:$|\n`)
	// junkPronounOnly: a verb said of "them" or "it" and nothing else
	// ("sort them", "do it"): no to-do of its own
	junkPronounOnly = lazy(`(?i)^[\p{L}'-]+(?:\s+(?:up|out|off|back|through))?\s+(?:them|it|that|those|these|this)$`)
)

// junkTitle reports a title that shows a misread request (see above).
func junkTitle(t string) bool {
	t = strings.TrimSpace(t)
	if t == "" {
		return false
	}
	t = strings.TrimPrefix(t, "reminder: ") // "reminder: haircut", the day before it
	return junkLead.MatchString(t) || junkOnlyMeta.MatchString(t) || junkCommand.MatchString(t) || junkMeta.MatchString(t) || junkEnd.MatchString(t) ||
		junkMarks.MatchString(t) || junkPronounOnly.MatchString(t) && !strings.HasSuffix(asciiLower(firstWord(t)), "ing") || strings.Count(t, ",") >= 2 || len(strings.Fields(t)) > 16
}

// AskJunk turns a plan whose new tasks show a misread request into a
// question: with only such tasks, whether to add each as said; with other
// steps too, whether to do the rest without them, everything, or nothing.
// A plan that already asks, or whose other steps need the junk steps'
// results, is asked about whole.
// The agent runs it last, once the user's data has settled what it can
// ("order the turkey to xmas" files it under the Xmas project).
func AskJunk(p plan.Plan) plan.Plan {
	if p.Clarify != nil || len(p.Steps) == 0 {
		return p
	}
	if q, ok := askMany(p); ok {
		return q
	}
	var junk []int
	for i, st := range p.Steps {
		if t, _ := st.Args["title"].(string); st.Tool == "createTask" && junkTitle(t) {
			junk = append(junk, i)
		}
	}
	if len(junk) == 0 {
		return p
	}
	var every []string
	for _, st := range p.Steps {
		every = append(every, describe(st))
	}
	all := plan.Option{Label: "All of it as I read it: " + strings.Join(every, "; "), Steps: p.Steps}
	if len(junk) == 1 && len(p.Steps) == 1 {
		all = plan.Option{Label: describe(p.Steps[0]), Text: phrase(p.Steps[0]), Steps: p.Steps}
	}
	q := &plan.Clarify{Question: "I'm not sure I read that right — which of these?"}
	if rest, ok := plan.Without(p.Steps, junk); ok && len(rest) > 0 {
		var labels []string
		for _, st := range rest {
			labels = append(labels, describe(st))
		}
		q.Options = append(q.Options, plan.Option{Label: strings.Join(labels, "; "), Steps: rest})
	}
	q.Options = append(q.Options, all, plan.Option{Label: "Neither — do nothing", Steps: []plan.Step{}})
	return plan.Plan{Steps: []plan.Step{}, Understood: true, Clarify: q, Note: q.Question}
}

// manyTasks is how many new tasks one message may make without being
// asked; sameTitleTimes how often one title may appear before it is.
const (
	manyTasks      = 20
	sameTitleTimes = 3
)

// askMany asks before a message makes more than manyTasks tasks or the same
// title on the same day sameTitleTimes times or more (a paste read as a list: "buy
// groceries and remember the milk" over and over made 87 tasks): the
// question names the count and the first titles, and offers all of it or
// nothing. ok is false when p makes fewer, unrepeated tasks.
func askMany(p plan.Plan) (plan.Plan, bool) {
	n, most, mostTitle := 0, 0, ""
	seen := map[string]int{}
	var titles []string
	for _, st := range p.Steps {
		t, _ := st.Args["title"].(string)
		if st.Tool != "createTask" || t == "" {
			continue
		}
		n++
		due, _ := st.Args["due"].(string)
		k := strings.ToLower(strings.TrimSpace(t)) + "\x00" + strings.ToLower(strings.TrimSpace(due)) // "bar shift" on three days is three shifts
		if seen[k]++; seen[k] > most {
			most, mostTitle = seen[k], t
		}
		if len(titles) < 3 {
			titles = append(titles, "“"+t+"”")
		}
	}
	if n <= manyTasks && most < sameTitleTimes {
		return p, false
	}
	label := fmt.Sprintf("Add all %d tasks (%s", n, strings.Join(titles, ", "))
	if n > len(titles) {
		label += fmt.Sprintf(" and %d more", n-len(titles))
	}
	label += ")"
	question := fmt.Sprintf("That would add %d tasks", n)
	if most >= sameTitleTimes {
		question += fmt.Sprintf(", “%s” %d times", mostTitle, most)
	}
	q := &plan.Clarify{Question: question + " — is that what you meant?", Options: []plan.Option{
		{Label: label, Steps: p.Steps},
		{Label: "Neither — do nothing", Steps: []plan.Step{}},
	}}
	return plan.Plan{Steps: []plan.Step{}, Understood: true, Clarify: q, Note: q.Question}, true
}

// PlanAsTurn is the plan a turn starts from when the user's data is not
// read: Plan, then AskJunk. `pace route`, the router evals and a chosen
// reading use it, so they read requests as the grammar brain does.
func PlanAsTurn(text string) plan.Plan { return AskJunk(Plan(text)) }
