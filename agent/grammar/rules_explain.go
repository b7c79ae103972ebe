package grammar

import (
	"fmt"
	"strings"

	"pace/plan"
)

// Polite writers explain: "Could you move the dentist to Thursday? Something
// has come up on Tuesday." The sentence that explains is no request of its
// own, and left in, its words land in the request's slots (a title ending
// "… Something has come up on Tuesday"). withoutExplanations drops such
// sentences before the request is read.

// sentenceBreak: the end of a sentence inside a message — a full stop,
// "!", "?" or an ellipsis, then a space.
var sentenceBreak = lazy(`[.!?…]+["”’)]?\s+`)

// abbrevEnd: words whose full stop ends no sentence ("Dr. Patel", "St. Ives",
// "Prof. Becker", "Ch. 3").
var abbrevEnd = lazy(`(?i)(?:^|\s)(?:dr|mr|mrs|ms|st|no|vs|etc|approx|e\.g|i\.e|prof|sis|bro|fr|ch|fig|dept|vol|ca|cf|ref|rd|ave|jr|sr|co|inc|ltd|univ|eq|sec|tel|apt|est|mt|ft|sgt|capt|col|rev|[a-z])\.$|(?:^|\s)(?:\p{Lu}\.)+\p{Lu}\.$`)

// explanationLead: how a sentence that gives a reason or background opens
// — a pronoun or a named third party as its subject ("They still haven't
// …", "The builders have said …", "Something has come up …"), a reason
// word ("because …", "as …"), a stance ("hopefully …"), or a report about
// what was already named ("I returned them yesterday").
var explanationLead = lazy(`(?i)^(?:it|it's|its|it is|it was|it has|it'll|it would|that|that's|thats|that is|that was|that would|this|this is|they|they're|theyre|they've|they have|they'll|they still|he|he's|she|she's|we|we're|we've|we'll|we had|we have|there|there's|there is|there was|something|someone|somebody|nothing|which|as|because|since|cause|cos|so that|hopefully|unfortunately|sadly|luckily|thankfully|apparently|obviously|honestly|to be honest|of course|as always|otherwise|(?:the|my|our|his|her|their)\s+\S+(?:\s+\S+)?\s+(?:have|has|had|said|says|told|is|are|was|were|will|won't|can't|couldn't|didn't|don't|doesn't|isn't|aren't|wasn't|weren't|keeps?|[a-z]+ed|[a-z]{3,}[^s\s]s)|i\s+(?:think|hope|guess|suppose|know|was|am|have been|had|reckon|believe|expect|imagine|promised|forgot|keep|will\s+be|shall\s+be)|i'm\s+(?:sure|afraid|hoping|told|not sure)|i\s+(?:already\s+|just\s+)?[a-z]+(?:ed|t)\s+(?:them|it|those|these|that|one))\b`)

// strongSlot: words that can only be said of the request's item (its
// priority, project or labels), whoever the sentence's subject.
var strongSlot = lazy(`(?i)\b(?:priority|urgent|asap|p[1-4]|project|label|labelled|tag|tagged)\b|[@#]\w`)

// slotWords: a sentence with these says something of the request's item
// ("That's for the House Move and it's high priority").
var slotWords = lazy(`(?i)\b(?:priority|urgent|asap|p[1-4]|project|label|labelled|tag|tagged|due|deadline|remind|every|daily|weekly|monthly)\b|[@#]\w|\bfor\s+(?:the\s+)?(?-i:[A-Z])`)

// ownText: tools whose next sentence is their own text (a description,
// a note's body).
var ownText = set(`createProject createNote appendNote setTaskNotes`)

// apology: a sentence that takes the blame and asks for nothing.
var apology = lazy(`(?i)^(?:(?:oh|ah|um|so|dear)(?:\s+dear)?[,!\s]+)*(?:i'?m\s+(?:so\s+|very\s+|really\s+)?sorry|sorry|i\s+was\s+(?:a\s+(?:little|bit)\s+)?(?:mistaken|wrong|premature|hasty|too\s+quick)|(?:i'?m|i\s+am)\s+afraid|my\s+(?:mistake|bad|apologies)|apologies)\b`)

// withoutExplanations returns text without the sentences that explain
// rather than ask, when another sentence asks for something outright;
// ok is false (and text comes back whole) when none is dropped or no
// sentence is such a request.
// alsoLead: a sentence opened by "also" ("Also the gas bill same day").
var alsoLead = lazy(`(?i)^\s*(?:and\s+)?also\s+\S+\s+\S`)

func withoutExplanations(text string) (string, bool) {
	if strings.Contains(text, "\n") {
		return text, false // each line is read as its own step
	}
	sents := sentences(text)
	if len(sents) < 2 || len(sents) > 6 {
		return text, false
	}
	for i, s := range sents {
		sents[i] = withoutRequestMark(s) // "move the vet to Tuesday instead?" asks for the move
	}
	qs := make([]ParsedIntent, len(sents)) // each sentence read once
	for i, s := range sents {
		qs[i] = Parse(s)
	}
	for i, q := range qs {
		if ownText[q.Tool] {
			for _, a := range qs[i+1:] {
				if !isThanks(a) {
					return text, false // a project's or a note's next sentence describes it
				}
			}
		}
	}
	var kept []string
	asks, dropped, sorry := 0, 0, 0
	pointing, droppedFirst := 0, 0 // droppedFirst: sentences dropped before the first that points back
	for i, s := range sents {
		q := qs[i]
		body, _ := clean(s)
		if isThanks(q) || bareGreeting.MatchString(strings.TrimSpace(s)) {
			dropped++ // "Thank you." after a request
			continue
		}
		if apology.MatchString(body) {
			// "Oh, I'm sorry, I was mistaken - he didn't pick up after
			// all.": no request, and no item named
			dropped++
			sorry++
			continue
		}
		if i > 0 && alsoLead.MatchString(s) {
			// "…. also Xfinity bill same day": one more request, never a reason
			asks++
			kept = append(kept, s)
			continue
		}
		explains := explanationLead.MatchString(body) && !slotWords.MatchString(body)
		if reportRules[q.Rule] && !endsInPronoun(q) {
			explains = false // "The gas bill is paid.": a report of its own
		}
		switch {
		case i > 0 && asks > 0 && (reportRules[q.Rule] || q.Tool == "completeTask") && endsInPronoun(q):
			// "Please delete the pharmacy task. My GP has dealt with it.":
			// after a request, a report said of "it" says why
			dropped++
			continue
		case i > 0 && asks > 0 && q.Rule == "fallback" && !q.Understood && (explanationLead.MatchString(body) && !strongSlot.MatchString(body) || !slotWords.MatchString(body) && cutDates(body).due == ""):
			// "Could you raise X to urgent? The deadline is tighter than
			// I thought.": after a request, a sentence the rules cannot
			// read at all says why
			dropped++
			continue
		case explains && (weakRules[q.Rule] || !mutates(q.Tool) || q.Rule == "fallback") && !(mutates(q.Tool) && pointsBack(q) && !weakRules[q.Rule]):
			// small talk, thanks, or a reason: "They still haven't
			// collected them.", "Something has come up on Tuesday."
			dropped++
			continue
		case !weakRules[q.Rule] || q.Rule == "imperative" || q.Rule == "need-to":
			if !pointsBack(q) {
				asks++
			} else {
				if pointing == 0 {
					droppedFirst = dropped
				}
				pointing++
			}
		}
		kept = append(kept, s)
	}
	if sorry == dropped && pointing > 0 || asks == 0 && pointing > 0 && droppedFirst == 0 {
		// after an apology, "put that task back" is the request; so is
		// "make that one high priority" said first, with only a reason
		// after it ("It would not do to forget it.")
		asks += pointing
	}
	if asks > 0 && pointing == 0 && len(kept) > 1 {
		// "The grant of probate has arrived after all. Please restore the
		// Estate project.": news the rules cannot read at all, before the
		// request, says why
		var rest []string
		for _, s := range kept {
			body, _ := clean(s)
			if q := Parse(s); q.Rule == "fallback" && !q.Understood && !alsoLead.MatchString(s) && !slotWords.MatchString(body) && cutDates(body).due == "" && !strings.HasSuffix(strings.TrimSpace(s), "?") {
				dropped++
				continue
			}
			rest = append(rest, s)
		}
		kept = rest
	}
	if dropped == 0 || asks == 0 || len(kept) == 0 {
		return text, false
	}
	return strings.Join(kept, " "), true
}

// endsInPronoun: a reading whose task ends in "it" or "them" ("return
// them"): said of what the request named, no item of its own.
func endsInPronoun(q ParsedIntent) bool {
	t, _ := q.Args["task"].(string)
	for _, w := range strings.Fields(strings.ToLower(t)) {
		switch w {
		case "it", "them", "him", "her", "that", "this", "those", "these":
			return true // "I promised them to him": said of what was named
		}
	}
	return false
}

// isThanks reports a reading that only thanks Pace ("Thank you.").
func isThanks(q ParsedIntent) bool { return q.Tool == "" && q.Note == thanksReply }

// sentences cuts text at its sentence breaks; each piece keeps its own
// end punctuation and is a substring of text.
func sentences(text string) []string {
	var out []string
	start := 0
	for _, m := range sentenceBreak.FindAllStringIndex(text, -1) {
		if abbrevEnd.MatchString(text[start:m[0]+1]) || m[1] >= len(text) || strings.Count(text[:m[0]], "\"")%2 == 1 {
			continue // an abbreviation, the end, or inside a quoted name ("Ch. 3 – CRISPR")
		}
		if s := strings.TrimSpace(text[start:m[1]]); s != "" {
			out = append(out, s)
		}
		start = m[1]
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// bareGreeting: a sentence that only greets.
var bareGreeting = lazy(`(?i)^(?:hi|hello|hey|hiya|morning|good\s+(?:morning|afternoon|evening)|evening|afternoon)(?:\s+(?:pace|there|all))?[.!,]*$`)

// introThenChat: a new user's hello in the first sentence, then more
// about themselves: welcomed, never a task. ok is false when a later
// sentence asks for something outright.
func introThenChat(text string) (plan.Plan, bool) {
	sents := sentences(text)
	if len(sents) < 2 {
		return plan.Plan{}, false
	}
	at := 0
	if bareGreeting.MatchString(strings.TrimSpace(sents[0])) && len(sents) > 2 {
		at = 1 // "hi. just set you up. …"
	}
	first := Parse(sents[at])
	welcome := first.Tool == "" && first.Note == helloReply
	if !welcome && !(at == 0 && isThanks(first)) {
		return plan.Plan{}, false
	}
	for _, s := range sents[at+1:] {
		q := Parse(s)
		if q.Understood && q.Tool != "" && q.Tool != "agenda" && (explicitRules[q.Rule] || !weakRules[q.Rule] && q.Rule != "fallback") {
			return plan.Plan{}, false
		}
	}
	return plan.Plan{Steps: []plan.Step{}, Understood: true, Note: first.Note}, true
}

// captureThenFiling: a capture, then a last sentence that files it ("…
// Please put that in #Book Club with the label @errands."): the capture
// with those slots.
func captureThenFiling(b Brain, text string) (plan.Plan, bool) {
	sents := sentences(text)
	if len(sents) < 2 || strings.Contains(text, "\n") {
		return plan.Plan{}, false
	}
	last, _ := clean(sents[len(sents)-1])
	m, ok := find(putThatIn, last)
	if !ok || !strings.Contains(m.g("rest"), "#") {
		return plan.Plan{}, false // "put it under House Move": the planner files it by name
	}
	p := planBy(b, strings.Join(sents[:len(sents)-1], " "))
	if !p.Understood || len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" {
		return plan.Plan{}, false
	}
	a, ok := taskArgs("x in " + quotedRest(m.g("rest")))
	if !ok {
		return plan.Plan{}, false
	}
	for _, k := range []string{"project", "fileUnder", "tags", "priority", "due"} {
		if v, has := a[k]; has && p.Steps[0].Args[k] == nil {
			p.Steps[0].Args[k] = v
		}
	}
	return p, true
}

// thenQuotedTask: a sentence that says when something happens, then a
// request for a task with a quoted title ("Every Tuesday at 7pm I have my
// English class, please put me a repeating task \"go to English class\"").
var thenQuotedTask = re(`^(?P<bg>.+?)\s*(?:[,;.]|\s-)\s*(?:so\s+|and\s+)?(?:(?:please|kindly|could\s+you|can\s+you|would\s+you)\s+)*(?:put|add|make|create|set\s+up|set|give|schedule)\s+(?:me\s+)?(?:a|an)\s+(?:new\s+)?(?:(?:repeating|recurring|regular)\s+)?(?:task|reminder|to-?do|entry|item)\s+(?:called\s+|named\s+|saying\s+|for\s+)?(?P<q>["“][^"“”]+["”])(?P<rest>.*)$`)

// quotedTaskAfterWhen reads thenQuotedTask: the quoted words are the title,
// and the sentence before gives the due date and the repetition (and the
// words after the quote their slots). ok is false when the sentence before
// says no when.
func quotedTaskAfterWhen(text string) (plan.Plan, bool) {
	s, _ := clean(text)
	m, ok := find(thenQuotedTask, s)
	if !ok {
		return plan.Plan{}, false
	}
	bg, ok := captureArgs(m.raw("bg"))
	if !ok || bg["due"] == nil && bg["repeats"] == nil {
		return plan.Plan{}, false
	}
	args, ok := captureArgs(m.raw("q") + " " + m.raw("rest"))
	if !ok {
		args, ok = captureArgs(m.raw("q"))
	}
	if !ok {
		return plan.Plan{}, false
	}
	for _, k := range []string{"due", "repeats"} {
		if v, has := bg[k]; has && args[k] == nil {
			args[k] = v
		}
	}
	return plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "createTask", Args: args}}}, true
}

// soRequest: background, then "so (please) …" and the request it led to
// ("My son has given me some blades, so I don't need the blades task any
// more", "I've got a hospital check-up tomorrow, so please move everything
// due tomorrow to the day after").
var soRequest = lazy(`(?i)^(.{3,}?)(?:(?:[,;.]|\s-)?\s+so\s+|\s*;\s*)(?:(?:please|pls|could\s+you|can\s+you|would\s+you|if\s+you\s+could|i'?d\s+like\s+you\s+to)\s+)*(\S.*)$`)

// thirdParty: a sentence whose subject is someone else by name ("Mrs Patel
// wants me to …", "Dave said …").
var thirdParty = lazy(`^(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s+(?:wants|wanted|says|said|asked|needs|rang|called|phoned|emailed|texted|has|had|is|was|can't|cannot|won't|doesn't|didn't)\b`)

// addThatSlots is what "add that …" says of the thing: its slots as
// taskArgs reads them, a place ("in P", "under P") said as a filing
// ("put it in P") so the project is read.
func addThatSlots(rest string) string {
	if placeLead.MatchString(rest) {
		return "x, put it " + quotedRest(strings.TrimSpace(rest))
	}
	return "x " + rest
}

// placeLead: a place said first after "put it".
var placeLead = lazy(`(?i)^\s*(?:in|into|under|to)\s+\S`)

// addThat: "add that (with …)", said of a thing the background named.
var addThat = lazy(`(?i)^(?:add|put|pop|stick|note|log|set\s+(?:that|it|this)\s+up|make)\s*(?:that|it|this)?(?:\s+as\s+(?:a\s+)?(?:(?:repeating|recurring|monthly|weekly|daily)\s+)?(?:task|to-?do|reminder))?(?:\s+(?:in|on|to)\s+(?:my\s+|the\s+)?(?:list|to-?do\s+list|tasks))?(.*)$`)

// headItem: background whose subject is a thing ("the raffle letter has
// become rather urgent", "the invitations can wait a little").
var headItem = lazy(`(?i)^(?:i\s+think\s+|i\s+fear\s+|it\s+seems\s+)?(?:the|my|our)\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+(?:has\s+become|have\s+become|is\s+now|are\s+now|has\s+got|is\s+getting|are\s+getting|can\s+wait|could\s+wait|is\s+more|are\s+more|is\s+less|isn'?t|aren'?t|is\s+no\s+longer|are\s+no\s+longer|needs?|has\s+to|is|are)\b`)

// themRefsWord: a reference that only says "that task" or "that one".
var themRefsWord = map[string]bool{"that task": true, "that one": true, "this task": true, "this one": true, "that job": true,
	"that reminder": true}

// saysThat: a request that points back at what came before ("set that
// up", "make that task high priority", "mark them done").
var saysThat = lazy(`(?i)\b(?:that|it|this|those|them)\b`)

// allTool reports steps that all run tool.
func allTool(steps []plan.Step, tool string) bool {
	for _, st := range steps {
		if st.Tool != tool {
			return false
		}
	}
	return true
}

// soVerb: a clause after "so" that is a request said outright: one of
// Pace's commands, a to-do verb, or "I don't need …".
func soVerb(s string) bool {
	w := asciiLower(firstWord(s))
	return commandVerbs[w] || wishVerbs[w] || taskVerbs[w] || noLongerNeedThing.MatchString(s)
}

// backgroundThenRequest reads soRequest: the request after "so" alone when
// what comes before it is background — no request of its own, a report, a
// remark in the first person or about someone else; "add that …" makes a
// task of what the background says needs doing. ok is false otherwise.
func backgroundThenRequest(b Brain, text string) (plan.Plan, bool) {
	if strings.Contains(text, "\n") {
		return plan.Plan{}, false
	}
	m := soRequest.FindStringSubmatchIndex(text)
	if m == nil {
		return plan.Plan{}, false
	}
	head, rest := text[m[2]:m[3]], text[m[4]:m[5]]
	if rs, _ := clean(rest); soVerb(rs) {
		rest = strings.TrimRight(strings.TrimSpace(rest), "? ") // "…, so would you move X, please?": asked for
	}
	if r := Parse(rest); r.Tool == "completeTask" && (bothPronoun[asciiLower(fmt.Sprint(r.Args["task"]))] || themRefsWord[asciiLower(fmt.Sprint(r.Args["task"]))]) {
		// "I have chosen A and circulated B, so please mark both of
		// those as done": the head's reports are the items
		if hp := planBy(b, head); hp.Understood && len(hp.Steps) > 0 && allTool(hp.Steps, "completeTask") {
			return hp, true
		}
	}
	h := Parse(head)
	if r := Parse(rest); (h.Tool == "reopenTask" || h.Tool == "completeTask") && r.Tool == h.Tool && pointsBack(r) && !weakRules[h.Rule] {
		// "… the prescription was not ready after all, so please would
		// you reopen that task?": the head says which
		return single(h), true
	}
	hs, _ := clean(head)
	background := !h.Understood || h.Rule == "fallback" || h.Tool == "" || weakRules[h.Rule] || reportRules[h.Rule] ||
		h.Rule == "completed" || h.Rule == "done-with" || explanationLead.MatchString(hs) || thirdParty.MatchString(hs) ||
		h.Tool == "createTask" && !explicitRules[h.Rule]
	sep := asciiLower(text[m[3]:m[4]])
	asked := m[4] > 0 && (strings.Contains(sep, " so ") && strings.TrimSpace(sep) != "so" || strings.Contains(sep, ";") && strings.Contains(sep, "please"))
	if strings.Contains(sep, ";") && !asked && !addThat.MatchString(rest) && !saysThat.MatchString(rest) {
		return plan.Plan{}, false // "collect Mia at 5; also buy bread": two requests, no background
	}
	if rs, _ := clean(rest); !asked && !soVerb(rs) {
		return plan.Plan{}, false // "… so i can go to the school play": a purpose, no request
	}
	if r := Parse(rest); !background || reportRules[r.Rule] {
		// "the plumber rang back so thats chased": the rest reports on
		// the head (reasonThenChange reads it)
		return plan.Plan{}, false
	}
	a := addThat.FindStringSubmatch(strings.TrimRight(rest, " .!"))
	if a != nil && h.Tool == "createTask" && h.Args["title"] != nil {
		// "I also need to post the cheques today, so please add that as
		// well": the task the head says, with any slots after "that"
		args, ok := taskArgs(addThatSlots(a[1]))
		if !ok {
			return plan.Plan{}, false
		}
		for k, v := range h.Args {
			if _, said := args[k]; !said || k == "title" {
				args[k] = v
			}
		}
		return plan.Plan{Steps: []plan.Step{{Tool: "createTask", Args: args}}, Understood: true}, true
	}
	if a != nil && h.Tool == "rescheduleTask" && h.Rule == "due-state" {
		// "the van insurance needs renewing on the 28th, so please add
		// that with priority 1 and the label @van": a new task of it
		args, ok := taskArgs(addThatSlots(a[1]))
		if !ok {
			return plan.Plan{}, false
		}
		title, _ := h.Args["task"].(string)
		args["title"] = title
		args["due"] = h.Args["to"]
		return plan.Plan{Steps: []plan.Step{{Tool: "createTask", Args: args}}, Understood: true}, true
	}
	p := planBy(b, rest)
	if !p.Understood || len(p.Steps) == 0 || p.Steps[0].Tool == "agenda" {
		return plan.Plan{}, false
	}
	if st := p.Steps[0]; len(p.Steps) == 1 && st.Tool == "createTask" && st.Args["due"] == nil && st.Args["repeats"] == nil {
		// "Biscuit needs his tablet every morning at 8am, so please set up
		// a repeating task \"Give Biscuit his tablet\"": the when the
		// background said
		if dc := cutDates(head); dc.due != "" || dc.repeats != "" {
			if dc.due != "" {
				st.Args["due"] = dc.due
			}
			if dc.repeats != "" {
				st.Args["repeats"] = dc.repeats
			}
		}
	}
	if hm := headItem.FindStringSubmatch(hs); hm != nil && len(p.Steps) == 1 {
		// "The raffle letter has become rather urgent, so please make it
		// top priority": "it" is the thing the head names
		if v, _ := p.Steps[0].Args["task"].(string); pronoun[strings.ToLower(v)] || themRefsWord[strings.ToLower(v)] {
			p.Steps[0].Args["task"] = "the " + hm[1]
			return p, true
		}
	}
	for _, st := range p.Steps {
		if !mutates(st.Tool) && st.Tool != "queryTasks" {
			return plan.Plan{}, false
		}
		for _, k := range []string{"task", "milestone", "project"} {
			v, _ := st.Args[k].(string)
			if lv := strings.ToLower(v); (pronoun[lv] || isPronounOnly(lv) || bothPronoun[lv]) && !thirdParty.MatchString(hs) {
				return plan.Plan{}, false // "…, so mark that done": the head names it
			}
		}
	}
	return p, true
}

// commaReason: how a clause after a comma that says why, or what happened,
// opens ("…, I paid it today", "…, tomorrow I will be very busy", "…, my
// sister suggested it", "…, we've decided to …", "…, so I can …").
var commaReason = lazy(`(?i)^(?:and\s+|but\s+)?(?:(?:swamped|busy|slammed|knackered|away|off|ill|sick|stuck|snowed\s+under)\b|(?:got|been|was|were|it'?s|its|it\s+was|it\s+got)\s+(?:cancelled|canceled|moved|postponed|sorted|done|fixed|called\s+off)\b|(?-i:[A-Z])[a-z]+\s+(?:forgot|said|says|asked|wants|needs|rang|called|cancelled|canceled|moved|likes|prefers|reckons|thinks|has\s+to|will|is\s+going\s+to)\b|(?:he|she|they)\s+says\b|(?:the\s+)?[\p{L}]+\s+(?:delayed|postponed|rescheduled|cancelled|canceled)\b|i\s+forgot\b|i\s+need\s+(?:more|extra|some\s+more)\s+time\b|it'?s\s+not\s+(?:so\s+|that\s+|very\s+)?urgent\b|i\s+want\s+to\s+(?:see|check|know|make\s+sure)\b|so\s+(?:i|we|that)\b|i'?m\s+[a-z]+ing\b|i\s+(?:already\s+|just\s+|finally\s+)?[a-z]+(?:[^e]ed|id|aid|ent|ught|ot)\b|i\s+(?:will|won't|will\s+not|can't|cannot|can\s+not|don't|do\s+not|didn't|have|had|must)\s+(?:be|have|go|make|get|need|see|manage|find|do)\b|(?:today|tomorrow|yesterday|now|then|on\s+\w+day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:i|we)\b|(?:we|they)'?(?:ve|re|d)?\s+(?:have\s+)?(?:decided|changed|moved|agreed|booked|cancelled|canceled)\b|i'?ve\s+(?:got|been|had)\b|i\s+have\s+got\b|(?:i'?m|i\s+am)\s+(?:busy|away|off|out|working|at|in|on|going|stuck|ill|sick|still)\b|got\s+(?:a|an|another|the|my)\s+(?:extra|new|late|early|double)\b|(?:my|our|the|his|her|their)\s+\S+(?:\s+\S+)?\s+(?:suggested|said|says|asked|told|wants|needs|thinks|reckons|rang|called|phoned|emailed|texted|came|went|sent|brought|left|did|got|gave|took|made|found|paid|turned\s+up|showed\s+up|hasn'?t|haven'?t|didn'?t|won'?t|can'?t)\b)`)

// strongReason: a clause after a comma that can only say why ("so I can
// …", "because …", "as the car is …"): the request is read without it
// whenever that reading is sure.
var strongReason = lazy(`(?i)^(?:and\s+)?(?:so\s+(?:that\s+)?(?:i|we)\b|because\b|cos\b|coz\b|'cause\b|since\s+(?:i|we|he|she|they|it|the|my|our)\b|as\s+(?:i|we|he|she|they|it|the|my|our)\b)`)

// notUrgent: "it's not urgent", "its not that urgent" after a priority
// said before it.
var notUrgent = lazy(`(?i)^(?:and\s+|but\s+)?(?:it'?s|its|it\s+is|that'?s)\s+not\s+(?:so\s+|that\s+|very\s+|really\s+)?(?:urgent|important|pressing)(?:\s+any\s*more|\s+now|\s+after\s+all)?\s*[.!]?$`)

// sentenceInside: a clause holding the end of a sentence ("as he was
// out. Please mark that one as not done") is no trailing reason.
var sentenceInside = lazy(`[.!?;]\s+\S`)

// forWhat: a clause that says what the item is for ("it's for the fun
// day"), which may file it.
var forWhat = lazy(`(?i)\bfor\b`)

// withoutCommaReason cuts the last clause after a comma when it explains
// rather than asks (explanationLead or commaReason, with none of the words
// that set an item's slots); ok is false when there is none.
func withoutCommaReason(text string) (string, bool) {
	t := strings.TrimRight(strings.TrimSpace(text), ".!")
	i := strings.LastIndex(t, ",")
	if i <= 0 || strings.Contains(t, "\n") || strings.Count(t[:i], "\"")%2 == 1 || strings.Contains(t[:i], ":") {
		return text, false
	}
	clause := strings.TrimSpace(t[i+1:])
	if strings.HasSuffix(strings.TrimSpace(text), "?") && !strings.Contains(t[:i], "?") {
		return text, false // "Following my notes, which day does X deliver?": the clause is the question
	}
	if notUrgent.MatchString(clause) {
		return strings.TrimSpace(t[:i]), true // "…, it's not urgent": no slot, a remark
	}
	if clause == "" || slotWords.MatchString(clause) || sentenceInside.MatchString(clause) || forWhat.MatchString(clause) ||
		!explanationLead.MatchString(clause) && !commaReason.MatchString(clause) {
		return text, false
	}
	return strings.TrimSpace(t[:i]), true
}

// commaReasonStrong reports whether clause, the part withoutCommaReason
// cuts (its comma included), can only give a reason (strongReason,
// notUrgent).
func commaReasonStrong(clause string) bool {
	c := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(clause), ","))
	return strongReason.MatchString(c) || notUrgent.MatchString(c)
}
