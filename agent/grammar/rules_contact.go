package grammar

import "strings"

// Calling, texting or emailing someone is out of scope when it asks Pace
// to do it now ("call mom", "text dad that I'm late", "make a call to
// grandma"); said with a day or a time ("call mom sunday afternoon", "text
// dad friday morning", "give the vet a ring next week") it is a to-do for
// later, and Pace keeps it as a task. Emergency numbers and rides stay
// out of scope whatever follows ("call 911 now", "call an uber at 6").
var (
	contactStart = re(`^(?:(?:call|ring|phone|text|message|msg|email|e-mail|facetime|skype|whatsapp|sms|dm)(?:\s+back)?|video\s*call|give\s+.+?\s+a\s+(?:call|ring|buzz|text|bell|shout)|(?:make|place)\s+a\s+(?:phone\s+|video\s+)?call\s+to)\s+`)
	// contactNever: whom Pace never schedules a call to, and rides.
	contactNever = re(`\b(?:911|999|112|ambulance|police|fire (?:brigade|department|service)|emergency|uber|lyft|taxi|cab)\b`)
	// laterWords: when, said without a date ("after work", "later").
	laterWords = re(`\s(?:later(?:\s+on|\s+today|\s+tonight)?|after\s+(?:work|school|lunch|dinner|the\s+meeting)|at\s+lunch(?:time)?|on\s+my\s+way\s+home|when\s+i\s+get\s+home)$`)
	// contentStart: where the message itself begins ("text billy and tell
	// him …", "email chris the content …", "text dad: …"); a date after it
	// belongs to the message, not to when to send it.
	contentStart = re(`:|\b(?:tell|telling|saying|say|says|content|asking|ask|let\s+\w+\s+know|that|if|whether|the\s+following|i'?ll|i\s+will|he'?s|he’s|hes|she'?s|she’s|shes|they'?re|they’re|theyre|it'?s|it’s|he\s+is|she\s+is|they\s+are|im|ill|i'?m|i\s+am|i\s+won'?t|i\s+can'?t|i\s+cant|we'?ll|we\s+will|we'?re|running\s+late|on\s+my\s+way|omw|happy\s+birthday|see\s+you|to\s+(?:pick\s+up|bring|grab|collect|meet\s+me|say|tell|let))\b`)
	// nowWords: a call to make this minute.
	nowWords = re(`\b(?:now|right away|immediately|asap)$`)
)

// ruleContactTask: a call, text or email said with when it should happen
// is a task for then.
// canWait: a call said to move, not a new one ("ring dave can wait till
// monday").
var canWait = re(`\b(?:can|could|will|should|may|might)\s+(?:wait|slip|be\s+moved|be\s+pushed|move|be\s+done)\b|\b(?:is|'s|has\s+been|got)\s+(?:moved|pushed|postponed)\b`)

func ruleContactTask(c clause) (ParsedIntent, bool) {
	if c.question || isNotesHead(c.s) || !contactStart.MatchString(c.s) || contactNever.MatchString(c.s) || nowWords.MatchString(c.l) || canWait.MatchString(c.l) || askedForMe.MatchString(c.l) {
		// ("text Sandra for me and confirm the bus for thursday": asked of
		// Pace, see youCallAndAsk)
		return ParsedIntent{}, false
	}
	dc := cutDates(c.s)
	if dc.due == "" && dc.repeats == "" && !laterWords.MatchString(c.l) {
		return ParsedIntent{}, false
	}
	if strings.TrimSpace(dc.rest) == "" {
		return ParsedIntent{}, false
	}
	if dc.due != "" {
		if at := strings.Index(c.s, dc.due); at >= 0 {
			if m := contentStart.FindStringIndex(c.s); m != nil && m[0] < at {
				return ParsedIntent{}, false
			}
		}
	}
	return captureBody("contact-task", c.s)
}
