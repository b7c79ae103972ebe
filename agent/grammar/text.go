package grammar

import (
	"strings"
)

// interjection: leading filler that carries no request ("hmm,", "right so",
// "ok", "hey Pace"). Repeated until none is left.
var interjection = lazy(`(?i)^(?:(?:hmm+|hm+|umm*|um+|uh+|uhm+|erm*|er|ah+|oh+\s+dear|dear\s+me|oh+|ok(?:ay)?|okey|right|so|alright|all right|hey|hi|hello|yo|pace|please|also|ugh+|actually|anyway|now|then|and|oh and|oh well|yeah|yes|quick one|one more thing|btw|by the way|aaand|wait|oh wait|hang on|oops|whoops|woops|whoa|nah|nope|lol|lmao|haha+|heh|yay|hooray|woo+(?:hoo+)?|phew|at last|eh|meh|jk|just kidding|kidding)(?:[\s,.!:;]+|\s*[-–—]+\s+|$)|(?:well|wait|listen|look|sure|cool|great|oops|finally|so yeah|no|no no|wait no|oh no|sorry|fine|ok fine|okay fine|(?:some\s+)?(?:good|great|brilliant|excellent|happy|bad|sad)\s+news|(?:quick\s+)?update|fyi|heads\s+up|just\s+so\s+you\s+know|for\s+the\s+record)\s*[,.!:;-]+\s*)`)

// politeness wraps a request without changing it ("could you please …").
var politeness = lazy(`(?i)^(?:(?:please\s+)?(?:can|could|would|will|might|may) (?:you|u|ya)(?: please| pls| plz| kindly| just| maybe| possibly| perhaps| also| ever)*(?: be so kind as to| be so good as to| be kind enough to| be good enough to| be able to)?|(?:might|may|could|can)\s+i\s+(?:ask|trouble)\s+you\s+to|be\s+so\s+(?:good|kind)\s+as\s+to|please|pls|plz|kindly|pray|i want you to|i'd like you to|i would like you to|i need you to|go ahead and|let's|let us|help me|be a dear and|do me a favou?r and|(?:i\s+)?(?:was\s+|am\s+|'m\s+)?wonder(?:ing)?\s+(?:if|whether)\s+you\s+(?:could|can|would|might)(?:\s+(?:please|possibly|kindly|just|also))*|(?:i'd|i would|i should|i'll|i will|i'm|i am)\s+be\s+(?:grateful|glad|thankful|obliged|most\s+grateful|very\s+grateful)\s+if\s+you\s+(?:could|would|can)(?:\s+(?:please|possibly|kindly|just))*|if\s+you\s+(?:could|can|would)(?:\s+(?:please|possibly|kindly|just))*|(?:is|would)\s+it\s+be\s+possible\s+(?:for\s+you\s+)?to)[\s,]+`)

// wishLead: "I'd like to", "I want to" before one of Pace's own commands
// ("I'd like to add a reminder to …"); before anything else it is the
// user's wish, kept as said.
var wishLead = lazy(`(?i)^(?:i'd|i would|id|i should|i want to|i wanna|i need to)(?:\s+(?:like|love))?\s+(?:to\s+)?(?:please\s+)?([a-z]+)\b`)

// beforeShort: "b4" said before a date ("b4 the 18th", "b4 friday").
var beforeShort = lazy(`(?i)\bb4\s+((?:the\s+)?\d|(?:mon|tue|wed|thu|fri|sat|sun)|tomorrow|tmrw|tonight|next|xmas|christmas|end)`)

// shortForms spells out the short forms people type for Pace's own words:
// a first "del"/"rm" (delete, remove) and "proj"/"projs" anywhere.
func shortForms(s string) string {
	if w := firstWord(s); firstShort[w] != "" && len(s) > len(w) && s[len(w)] == ' ' {
		s = firstShort[w] + s[len(w):]
	}
	if m := whatHave.FindStringIndex(s); m != nil {
		s = "what have " + s[m[1]:] // "what've i got on this week"
	}
	if m := whatIve.FindStringIndex(s); m != nil {
		s = "what have i " + s[m[1]:] // "what ive got on this week"
	}
	s = projShort.ReplaceAllStringFunc(s, func(w string) string {
		core := strings.Trim(w, " \t:")
		long := map[bool]string{true: "projects", false: "project"}[len(core) > 4]
		return strings.Replace(w, core, long, 1)
	})
	// "urgent/top priority": the first of two levels said as one
	s = levelPair.ReplaceAllString(s, "$1")
	// "show me my projects w progress"
	s = withBare.ReplaceAllString(s, "$1 with $2")
	// "sort the MOT b4 the 18th": texting shorthand for "before" a date
	s = beforeShort.ReplaceAllString(s, "before $1")
	s = withDesc.ReplaceAllString(s, "${1}with$2")
	// "list my projects w/ progress", "tasks w/o a date"
	return withShort.ReplaceAllStringFunc(s, func(w string) string {
		m := withShort.FindStringSubmatch(w)
		long := "with"
		if m[2] != "" {
			long = "without"
		}
		return m[1] + long + m[3]
	})
}

var (
	whatHave   = lazy(`(?i)^(?:what'?ve|what’ve|wat'?ve|wot'?ve)\s+`)
	whatIve    = lazy(`(?i)^(?:what|wat|wot)\s+(?:ive|i've|i’ve)\s+`)
	firstShort = map[string]string{"del": "delete", "rm": "remove", "mv": "move", "ls": "list"}
	projShort  = lazy(`(?i)(?:^|\s)projs?(?:\s|:|$)`)
	levelPair  = lazy(`(?i)\b(urgent|top|highest|high|medium|normal|low|lowest)\s*/\s*(?:urgent|top|highest|high|medium|normal|low|lowest)\b`)
	withBare   = lazy(`(?i)\b(projects|tasks|to-?dos|items|milestones)\s+w\s+(progress|dates|due\s+dates|priorit\w*|tags|labels|counts|how\b)`)
	withShort  = lazy(`(?i)\b((?:projects|tasks|to-?dos|items|milestones|ones|everything|anything|things)\s+)w/(o)?(\s|$)`)
	// withDesc: "… w/ description \"…\"": with a description
	withDesc = lazy(`(?i)(\s)w/(\s+(?:a\s+|the\s+)?(?:description|desc|notes?|details|summary)\b)`)
)

// justRE: "just", "simply" before the request's verb (group 1).
var justRE = lazy(`(?i)^(?:just|simply|only)\s+([a-z]+)\b`)

// wishVerbs: the commands a wish ("I'd like to …") may ask Pace for.
var wishVerbs = set(`add create remind note move reschedule delete remove archive rename tag mark tick complete`)

// commandVerbs: the verbs of Pace's own commands, which "just" may precede.
var commandVerbs = set(`delete remove mark tick complete finish move push reschedule snooze rename archive restore
tag untag create undo cancel clear drop scrap bump shift show list reopen unarchive postpone defer change set make`)

// trailing politeness and end punctuation.
var tailPoliteness = lazy(`(?i)(?:[\s,]+(?:as well|too|also|instead|please|pls|plz|thanks|thank you|thx|ty|cheers|pray|may i ask|if i may ask|x+|for me|pace|ok|okay|actually|for now|for the time being|(?:at\s+)?(?:the\s+)?same time|at the moment|right now|currently|at present|rn|atm|realistically|probably|hopefully|ideally|to be safe|i think|i reckon|i guess|at the latest|at a push|whatever|if you would be so kind|if you would|if you could|if you don't mind|if i may|be so kind|fr|tbh|yay+|ugh+|itself|sorted by (?:due )?date|in date order|(?:ordered|sorted) by when))?[\s.,]*$`)

// printFor: a request to print, scan, call or message, where a closing
// "for me" says who is to do it: Pace (see outOfScope).
var printFor = lazy(`(?i)^(?:print|scan|photocopy|fax|laminate|call|phone|telephone|ring|email|e-mail|text|message|pay|settle)\s`)

// clean trims s to the request proper: interjections, politeness and end
// punctuation removed. It returns a substring of s (so offsets and case are
// those of the user's text) and whether s was phrased as a question.
func clean(s string) (string, bool) {
	s = strings.TrimSpace(s)
	q := strings.HasSuffix(strings.TrimRight(s, " .!\t"), "?")
	for i := 0; i < 8; i++ {
		t := strings.TrimLeft(s, " \t\r\n,.;:-–—")
		if m := interjection.FindStringIndex(t); m != nil && m[1] < len(t) {
			t = t[m[1]:]
		} else if m := politeness.FindStringIndex(t); m != nil && m[1] < len(t) {
			t = t[m[1]:]
			q = false // "could you add …?" is a request
		} else if m := wishLead.FindStringSubmatchIndex(t); m != nil && wishVerbs[asciiLower(t[m[2]:m[3]])] {
			t = t[m[2]:] // "I'd like to add a reminder to …"
		} else if m := justRE.FindStringSubmatchIndex(t); m != nil && (commandVerbs[asciiLower(t[m[2]:m[3]])] || taskVerbs[asciiLower(t[m[2]:m[3]])]) {
			t = t[m[2]:] // "just delete the garden project"
		}
		if t == s {
			break
		}
		s = t
	}
	s = shortForms(s)
	s = strings.TrimRight(s, " \t\r\n?")
	for k := 0; k < 3; k++ {
		// "…into that project as well, thank you": each in turn
		m := tailPoliteness.FindStringIndex(s)
		if m == nil || m[0] == 0 || m[0] == len(s) {
			break
		}
		if printFor.MatchString(s) && strings.HasPrefix(asciiLower(strings.TrimLeft(s[m[0]:], " ,")), "for me") {
			break // "print the boarding passes for me" asks Pace to print
		}
		s = strings.TrimRight(s[:m[0]], " \t\r\n?")
	}
	s = strings.TrimRight(s, " \t\r\n?.,;")
	if strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "!!") {
		s = strings.TrimRight(s, "! ")
	}
	return s, q
}

// auxQuestion: an auxiliary followed by its subject — "did I", "do we",
// "is there", "have you" — never a command.
// "do/did the dishes" is a command or a report, so after do/did only a
// pronoun makes a question.
var auxQuestion = lazy(`(?i)^(?:do\s+(?:i|you|we|they|he|she|there)|(?:does|did|is|are|am|was|were|have|has|had|can|could|should|shall|will|would|isn't|aren't|didn't|don't|doesn't|haven't)\s+(?:i|you|we|they|he|she|it|there)|(?:does|is|are|am|was|were|has|can|should|shall|will|would|isn't|aren't|doesn't)\s+(?:my|the|anything|any|this|that|[\p{L}-]+(?:'s|’s)))\b`)

// wonderQuestion: "i wonder what my list looks like", a question said as
// a thought ("I wonder if you could …" is a request, read before).
var wonderQuestion = lazy(`(?i)^i\s+(?:wonder|was\s+wondering|am\s+wondering|'m\s+wondering)\s+(?:what|when|where|who|which|how|whether|if)\b`)

func isQuestion(s string, marked bool) bool {
	if marked {
		return true
	}
	if auxQuestion.MatchString(s) || wonderQuestion.MatchString(s) {
		return true
	}
	w := firstWord(s)
	switch w {
	case "what", "what's", "whats", "when", "when's", "where", "where's", "who", "who's", "whom", "whose", "which", "why", "how", "how's":
		return true
	case "is", "was", "does", "has":
		// "is lily allergic to anything", "does tom like fish": a name,
		// then what is asked of it; "is finished the rota" reports a
		// thing done
		f := strings.Fields(s)
		if len(f) >= 3 {
			n := asciiLower(strings.Trim(f[1], ",.!?"))
			return !pastForm(n) && !doneWords[n] && !taskVerbs[n] && !strings.HasSuffix(n, "ed")
		}
	}
	return false
}

// doneWords: what "is done the X" says of a thing (a report, no question).
var doneWords = set(`done finish finished complete completed ready over sorted paid booked sent gone cancelled canceled off`)

// trimArticle drops one leading "the", "a", "an", "my".
func trimArticle(s string) string {
	l := asciiLower(s) // same byte offsets as s
	for _, a := range []string{"the ", "a ", "an ", "my ", "our "} {
		if strings.HasPrefix(l, a) {
			return strings.TrimSpace(s[len(a):])
		}
	}
	return s
}

// trimValue trims spaces, wrapping quotes and edge punctuation from a slot value.
func trimValue(s string) string {
	s = strings.TrimSpace(s)
	s = strings.TrimRight(s, " ,.;:!?")
	s = strings.TrimLeft(s, " ,.;:-")
	if unq, ok := unquote(s); ok {
		return unq
	}
	return strings.TrimSpace(s)
}

// unquote removes one pair of wrapping quotes ("…", “…”, '…').
func unquote(s string) (string, bool) {
	pairs := [][2]string{{`"`, `"`}, {"“", "”"}, {"'", "'"}, {"‘", "’"}}
	for _, p := range pairs {
		if len(s) >= len(p[0])+len(p[1])+1 && strings.HasPrefix(s, p[0]) && strings.HasSuffix(s, p[1]) {
			inner := s[len(p[0]) : len(s)-len(p[1])]
			if !strings.Contains(inner, p[0]) && !strings.Contains(inner, p[1]) {
				return strings.TrimSpace(inner), true
			}
		}
	}
	return s, false
}

// newProjectLead: the words before a project's name when it is said to be
// new or named ("a new project called …", "the project named …").
var newProjectLead = lazy(`(?i)^(?:(?:a|an|the|my)\s+)?(?:(?:new|brand\s+new)\s+project(?:\s+(?:called|named|titled))?|project\s+(?:called|named|titled))\s+`)

// projectCourtesy: ", if you don't mind" and the like after a project's
// name.
var projectCourtesy = lazy(`(?i),?\s+(?:if\s+you\s+don'?t\s+mind|if\s+that'?s\s+(?:ok(?:ay)?|all\s+right|alright)|if\s+you\s+would|if\s+you\s+could|if\s+you\s+please|please|thanks|thank\s+you|also|too|as\s+well|and|now|for\s+now)\s*$`)

// trimProject turns "the Garden project" into "Garden".
func trimProject(s string) string {
	s = projectCourtesy.ReplaceAllString(trimValue(s), "")
	s = trimValue(s)
	if m := newProjectLead.FindStringIndex(s); m != nil && m[1] < len(s) {
		s = s[m[1]:] // "a new project called Garden Shed"
	}
	l := asciiLower(s) // same byte offsets as s
	if strings.HasSuffix(l, " project") {
		s = strings.TrimSpace(s[:len(s)-len(" project")])
	}
	l = asciiLower(s)
	if strings.HasPrefix(l, "project ") {
		s = strings.TrimSpace(s[len("project "):])
	}
	switch asciiLower(s) {
	case "the same", "same", "that same", "the same one":
		return "it" // "… to the same project": the one just named
	}
	if unq, ok := unquote(s); ok {
		return unq // `project "Allotment"`: the name inside the quotes
	}
	return trimArticle(s)
}

// match is one regexp match on a clause, with named groups cut from it.
type match struct {
	s   string
	re  *lazyRE
	idx []int
}

func find(re *lazyRE, s string) (match, bool) {
	idx := re.FindStringSubmatchIndex(s)
	if idx == nil {
		return match{}, false
	}
	return match{s, re, idx}, true
}

// g returns named group name, trimmed; "" when it did not take part.
func (m match) g(name string) string {
	i := m.re.SubexpIndex(name)
	if i < 0 || m.idx[2*i] < 0 {
		return ""
	}
	return trimValue(m.s[m.idx[2*i]:m.idx[2*i+1]])
}

// raw returns named group name untrimmed.
func (m match) raw(name string) string {
	i := m.re.SubexpIndex(name)
	if i < 0 || m.idx[2*i] < 0 {
		return ""
	}
	return m.s[m.idx[2*i]:m.idx[2*i+1]]
}

func re(pattern string) *lazyRE { return lazy(`(?i)` + pattern) }

// lowerFirst lower-cases s's first letter when it is ASCII ("Tomorrow"
// moved to the end of a title is no name).
func lowerFirst(s string) string {
	if s != "" && s[0] >= 'A' && s[0] <= 'Z' {
		return string(s[0]+'a'-'A') + s[1:]
	}
	return s
}
