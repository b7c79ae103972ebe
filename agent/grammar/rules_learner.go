package grammar

import "strings"

// Phrasing of people writing English as a second language, said the way
// the rules read it. Each rewrite keeps the user's own words for titles
// and names; only the frame around them changes.
var learnerRewrites = []struct {
	re   *lazyRE
	with string
}{
	// "I must to order the tiles": "must" takes no "to"
	{lazy(`(?i)\b(must|should|can|could|will|would)\s+to\s+`), "$1 "},
	// "make for me a task to call the landlord", "book for me a table"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:make|create|put|add|set)\s+for\s+me\s+(a|an)\s+`), "${1}add $2 "},
	{lazy(`(?i)^(\s*(?:please\s+)?)(book|order|buy|reserve|find|call|send)\s+for\s+me\s+`), "${1}$2 me "},
	// "what I have tomorrow?", "what I finished today?", "what I did
	// finish this week?": the question said in statement order
	{lazy(`(?i)^(\s*)what\s+i\s+(?:have|got)\b`), "${1}what do I have"},
	{lazy(`(?i)^(\s*)what\s+i\s+(?:did\s+)?(?:finish|finished|complete|completed|did|have\s+done|have\s+finished)\b`), "${1}what did I finish"},
	{lazy(`(?i)^(\s*)what\s+i\s+(?:must|need\s+to|have\s+to|should)\s+do\b`), "${1}what do I have to do"},
	// "…, is for the bathroom", "…, is high priority": "it" left out
	{lazy(`(?i)([,;])\s*is\s+(for|high|low|urgent|important|not|very|really|quite|part|normal|medium|top)\b`), "$1 it is $2"},
	// "finally is done the quarterly report!": the state first
	{lazy(`(?i)^\s*(?:finally|ok|okay|so|now|yes)[,!\s]+((?:is|are)\s+(?:already\s+|now\s+)?(?:finished|done|completed|complete|sent|paid|booked|ready)\s+(?:the|my|our)\s)`), "$1"},
	// "give it label review", "give it the tag shopping"
	{lazy(`(?i)\bgive\s+(it|them)\s+(?:the\s+|a\s+)?(?:label|tag)\s+`), "tag $1 "},
	// "every sunday I must clean the chain, make it repeating": the when
	// already says it repeats
	{lazy(`(?i)\s*[,;]\s*(?:and\s+)?(?:please\s+)?make\s+it\s+(?:repeating|recurring|repeat|regular)(?:\s+please)?\s*([.!]?)\s*$`), "$1"},
	// "put description for Cycling project: …", "description for that
	// one: …"
	{lazy(`(?i)^(\s*(?:please\s+)?)(?:(?:put|add|set|write|give|make)\s+(?:a\s+|the\s+)?)?description\s+(?:for|to|on|of)\s+([^:]+?)\s*:\s*`), "${1}add a description to $2: "},
	// "milestone bathroom finished move to 23 december"
	{lazy(`(?i)^(\s*)milestone\s+(.+?)\s+(?:move|moved|push|shift|change)\s+(?:it\s+)?to\s+`), "${1}move the milestone $2 to "},
	// "add to tiles task a note: …": the note said last
	{lazy(`(?i)^(\s*(?:please\s+)?)add\s+to\s+(?:the\s+)?(.+?\s+(?:task|one))\s+a\s+note\s*:\s*`), "${1}add a note to the $2: "},
	// "dentist they moved to tuesday": the thing first, then who moved it
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)\s+(?:they|he|she|we)\s+(?:have\s+|'ve\s+)?(?:moved|changed|pushed|put|shifted)\s+(?:it\s+)?to\s+`), "${1}move $2 to "},
	// "I should like a milestone called …", "I'd like a task to …"
	{lazy(`(?i)^(\s*(?:(?:hello|hi|good\s+(?:morning|afternoon|evening))[,!.\s]+)?)(?:i\s+should\s+like|i'?d\s+like|i\s+would\s+like|i\s+want|i\s+need)\s+(?:to\s+(?:add|have|create|set\s+up)\s+)?(a|an|another)\s+(?:new\s+)?(milestone|project)\b`), "${1}add $2 $3"},
	// "I'd like the library books one moved into the P project": the
	// change said as a wish
	{lazy(`(?i)^(\s*)(?:i\s+should\s+like|i'?d\s+like|i\s+would\s+like|i\s+want)\s+((?:the|my|that|this)\s+.+?)\s+(moved|put|filed|shifted)\s+(into|to|in|under)\s+`), "${1}move $2 $4 "},
	{lazy(`(?i)^(\s*)(?:i\s+should\s+like|i'?d\s+like|i\s+would\s+like|i\s+want)\s+((?:the|my|that|this)\s+.+?)\s+(?:marked|ticked)\s+(?:as\s+)?(done|complete|completed|finished)\b`), "${1}mark $2 $3"},
	// "hang on, they've changed their minds - bring that project back":
	// the news before the request
	{lazy(`(?i)^\s*(?:(?:hang\s+on|wait|oh|ok|okay|right|actually|update)[,!.\s]+)*(?:they|he|she|we|the\s+[a-z]+|[A-Z][a-z]+)\s*(?:'ve|'s|\s+have|\s+has|\s+had)\s+changed\s+(?:their|his|her|our|its)\s+minds?\s*(?:[-–—,;:.!]+)\s*`), ""},
	// "quarterly report make priority low"
	{lazy(`(?i)^(\s*)((?:the\s+|my\s+)?[^,]+?)\s+(?:make|set|put|change)\s+(?:the\s+|its\s+)?priority\s+(?:to\s+)?(low|high|urgent|normal|medium|top|p[1-4])\b`), "${1}make $2 $3 priority"},
}

// learnerLead: "in P add (also) …": the project said before the request.
var learnerLead = lazy(`(?i)^(\s*)in\s+(?:the\s+)?([^,]+?)(?:\s+project)?,?\s+(?:please\s+)?add\s+(?:also\s+|too\s+)?(?:tasks?\s+|to-?dos?\s+)?(?:to\s+)?(\S.*)$`)

// remindBare: "remind me pay the rent": "to" left out before a verb.
var remindBare = lazy(`(?i)^(\s*(?:please\s+)?remind\s+me\s+)([a-z]+)\b`)

// learnerPhrasing rewrites text by learnerRewrites and the two readings
// that need a check: "in P add …" when P is no date, and "remind me <verb>"
// when the word after "me" is a to-do verb.
func learnerPhrasing(text string) string {
	for _, r := range learnerRewrites {
		text = r.re.get().ReplaceAllString(text, r.with)
	}
	if m := learnerLead.get().FindStringSubmatch(text); m != nil {
		if _, isDate := datePhrase(m[2]); !isDate {
			text = m[1] + "add to " + m[2] + ": " + m[3]
		}
	}
	if m := remindBare.get().FindStringSubmatchIndex(text); m != nil && taskVerbs[strings.ToLower(text[m[4]:m[5]])] {
		text = text[:m[3]] + "to " + text[m[4]:]
	}
	return text
}
