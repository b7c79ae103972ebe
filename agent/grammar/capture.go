package grammar

import (
	"errors"
	"regexp"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"pace/tools/dates"
)

// dateRef is the reference time handed to the date parser. The grammar
// keeps date phrases as the user's text (the ToolBox resolves them when it
// runs), so only the phrase's position matters, never its value.
var dateRef = time.Date(2026, time.January, 7, 12, 0, 0, 0, time.UTC)

// dateCut is a text with its date and recurrence phrases cut out.
type dateCut struct {
	due, repeats string // the phrases, as the user wrote them
	rest         string // the text without them
}

// maskQuoted is s with the bytes inside double quotes replaced by 'x', so
// a title said in quotes ("Tomorrow, and Tomorrow, and Tomorrow") holds no
// date; every offset into it is an offset into s.
func maskQuoted(s string) string {
	if strings.Count(s, `"`)+strings.Count(s, "“") < 2 {
		return s
	}
	b := []byte(s)
	in := false
	for i := 0; i < len(s); {
		switch {
		case strings.HasPrefix(s[i:], "“") || strings.HasPrefix(s[i:], "”"):
			in = strings.HasPrefix(s[i:], "“")
			i += len("“")
			continue
		case s[i] == '"':
			in = !in
		case in:
			b[i] = 'x'
		}
		i++
	}
	return string(b)
}

// numberOnly: a date phrase that is only digits and dots or slashes ("4.2").
var numberOnly = lazy(`^\d{1,4}(?:[./]\d{1,4}){1,2}\.?$`)

func cutDates(s string) dateCut {
	if !hasDateCue(s) {
		return dateCut{rest: s}
	}
	r, err := dates.Parse(maskQuoted(s), dateRef)
	if err != nil {
		if !errors.Is(err, dates.ErrNoDate) {
			return dateCut{rest: s} // an unreadable phrase stays in the title
		}
		return dateCut{rest: s}
	}
	if r.Span[0] < r.Span[1] && r.RuleSpan[0] >= r.RuleSpan[1] && numberOnly.MatchString(s[r.Span[0]:r.Span[1]]) && notDateLead.MatchString(s[:r.Span[0]]) {
		return dateCut{rest: s} // "read section 4.2. again": a number, no date
	}
	// "every Tuesday evening": a period word right after the rule belongs to it.
	if r.RuleSpan[0] < r.RuleSpan[1] {
		if m := periodAfter.FindStringIndex(s[r.RuleSpan[1]:]); m != nil {
			r.RuleSpan[1] += m[1]
		}
	}
	if r.Span[0] < r.Span[1] && durationPhrase.MatchString(s[r.Span[0]:r.Span[1]]) {
		if m := timeAfter.FindStringIndex(s[r.Span[1]:]); m != nil {
			r.Span[1] += m[1] // "in 2 weeks time", "in a month's time"
		}
	}
	if r.Span[0] < r.Span[1] && r.RuleSpan[0] >= r.RuleSpan[1] && nameGoesOn(s[r.Span[0]:r.Span[1]], s[r.Span[1]:]) {
		// "buy sticky notes in q1 planning": the words after the date
		// carry on a name ("Q1 Planning"); the phrase stays in the title,
		// where the ToolBox files it under a project of that name.
		return dateCut{rest: s}
	}
	if r.Span[0] < r.Span[1] && r.RuleSpan[0] >= r.RuleSpan[1] && placeAfter.MatchString(s[r.Span[1]:]) {
		if m := copulaBefore.FindStringIndex(s[:r.Span[0]]); m != nil && m[0] > 0 {
			// "the nativity is wednesday at 6pm in the school hall": the
			// copula before the date goes with it
			return cutDates(s[:m[0]] + " " + s[r.Span[0]:])
		}
	}
	dc := dateCut{rest: dates.Strip(s, r)}
	if r.Span[0] < r.Span[1] && strings.Count(s[:r.Span[0]], "(") > strings.Count(s[:r.Span[0]], ")") {
		// "renew passport (before june 3)", "clean the bathroom (is my turn
		// this week)": the parentheses held the date, or an aside around it
		dc.rest = strings.Join(strings.Fields(emptyParens.ReplaceAllString(asideParens.ReplaceAllString(dc.rest, ""), "")), " ")
		dc.rest = strings.ReplaceAll(strings.ReplaceAll(dc.rest, " )", ")"), "( ", "(") // "(at the cafe)"
	}
	if r.Span[0] < r.Span[1] {
		dc.due = s[r.Span[0]:r.Span[1]]
		if !r.HasTime && r.RuleSpan[0] >= r.RuleSpan[1] && beforeCue.MatchString(s[:r.Span[0]]) && !notADayBefore.MatchString(dc.due) {
			// "pay rent before Saturday": done by the day before it; a
			// time said ("before 5pm") is the deadline itself
			dc.due = "the day before " + dc.due
		}
	}
	if r.RuleSpan[0] < r.RuleSpan[1] {
		dc.repeats = s[r.RuleSpan[0]:r.RuleSpan[1]]
		if r.UntilSpan[0] < r.UntilSpan[1] {
			dc.repeats += " " + s[r.UntilSpan[0]:r.UntilSpan[1]] // "…, until the end of february"
		}
	}
	return dc
}

// beforeCue: "before" (or "b4", "prior to", "ahead of") said right
// before a date phrase; notADayBefore: a date phrase that is a span or
// already counts from a day ("the end of the month", "the weekend",
// "next week", "the day before X"), which keeps its own reading.
var (
	beforeCue     = lazy(`(?i)\b(?:before|b4|prior\s+to|ahead\s+of)\s*\(?\s*$`)
	notADayBefore = lazy(`(?i)\b(?:end|weekend|wknd|week|wk|month|year|before|after|then|now|today|tonight|morning|afternoon|evening|midnight|noon|midday)\b|^\s*(?:in|within)\b`)
)

// emptyParens: parentheses left with no words but a preposition once the
// date inside them is cut; asideParens: a remark in parentheses ("(is my
// turn)", "(as usual)").
var (
	emptyParens = lazy(`(?i)\s*\(\s*(?:(?:before|by|on|until|till|due|for|at|from|starting|latest|the\s+latest|at\s+the\s+latest|the|of|,|\.|-|–)\s*)*\)`)
	asideParens = lazy(`(?i)\s*\(\s*(?:is|it's|its|it\s+is|my|as|because|since|was|that's|thats|i\s+think|hopefully|ideally|probably)\b[^()]*\)`)
)

// copulaBefore and placeAfter: "is" said before a date that a place
// follows ("… is wednesday at 6pm in the hall").
var (
	copulaBefore = lazy(`(?i)\s+(?:is|are)\s+(?:on\s+)?$`)
	placeAfter   = lazy(`(?i)^\s*,?\s*(?:in|at|with|down|up)\s+\S`)
)

// nameGoesOn reports whether a date phrase said after a filing
// preposition ("in q1", "to 2027") is the start of a name that the words
// after it finish: one to three plain words end the text ("… in q1
// planning"), none of them a date filler or time word, and the phrase is
// no stretch of time ("in 2 weeks time" keeps its date).
func nameGoesOn(phrase, after string) bool {
	f := strings.Fields(strings.ToLower(phrase))
	if len(f) < 2 || len(f) > 3 || !nameWords[f[0]] || strings.TrimSpace(after) == "" {
		return false
	}
	if durationPhrase.MatchString(phrase) {
		return false
	}
	rest := strings.Fields(after)
	if len(rest) > 3 || !unicode.IsSpace(rune(after[0])) {
		return false
	}
	for _, w := range rest {
		lw := strings.ToLower(w)
		if dateFillers[lw] || timeWords[lw] || !plainWord.MatchString(w) {
			return false
		}
	}
	return true
}

// nameWords: prepositions that file an item under a name; timeWords end a
// date phrase without naming anything.
var (
	nameWords      = set(`in into to under`)
	timeWords      = set(`time times morning mornings afternoon afternoons evening evenings night nights tonight sometime sometimes already again`)
	plainWord      = lazy(`^[\p{L}][\p{L}\p{N}'&-]*$`)
	durationPhrase = lazy(`(?i)\b(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of)\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b`)
)

var timeAfter = lazy(`(?i)^(?:'s|’s|s')?\s+time\b`)

var periodAfter = lazy(`(?i)^\s+(?:in the\s+)?(?:morning|afternoon|evening|night)s?\b`)

// fillers may surround a date phrase without being part of a title.
var dateFillers = set(`on by at for until till before due from starting in the this next of around about instead now then please`)

// datePhrase reports whether s is nothing but a date phrase (plus
// prepositions), returning the phrase.
func datePhrase(s string) (string, bool) {
	dc := cutDates(s)
	if dc.due == "" && dc.repeats == "" {
		if t := strings.TrimSpace(s); bareOrdinalDay.MatchString(t) {
			return t, true // "move X to the seventh": the whole phrase is the day
		}
		return "", false
	}
	if t := strings.TrimSpace(dc.rest); dc.due != "" && dc.repeats == "" && bareOrdinalDay.MatchString(t) && strings.HasSuffix(strings.TrimSpace(s), dc.due) {
		return t + " " + dc.due, true // "the 18th at 9am", "the 18th in the morning"
	}
	for _, w := range strings.Fields(strings.ToLower(dc.rest)) {
		if !dateFillers[strings.Trim(w, ",.")] {
			return "", false
		}
	}
	if dc.due != "" {
		return dc.due, true
	}
	return dc.repeats, true
}

// bareOrdinalDay: a day of the month said alone ("the seventh", "the
// 23rd"), a date when it is the whole phrase.
var bareOrdinalDay = lazy(`(?i)^the\s+(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty[\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|thirty[\s-]first)$`)

// quickAdd is what Todoist-style tokens said inside a capture.
type quickAdd struct {
	// filed: a preposition before #project was cut with it ("put X in #Home").
	filed    bool
	project  string
	tags     []string
	priority string
}

var (
	quickTag  = lazy(`^[#@]([\p{L}\p{N}][\p{L}\p{N}_\-/]*(?:['’]s)?)[.,;:!?]*$`)
	quickPrio = lazy(`(?i)^(?:p([1-4])|!([1-4])|(!{2,4})|!(urgent|high|normal|medium|low))[.,;]*$`)
	// tailTag: "paint the fence, tag it work", "… and label it @errands".
	// A bare "tag X" needs a comma before it ("…, tag work"): "call the
	// tag office" is a title.
	tailTag = lazy(`(?i)(?:[,;]?\s+(?:and\s+)?(?:tag|label|tagged|labelled|labeled)\s+(?:(?:it|this|that)\s+(?:as\s+|with\s+)?|as\s+|with\s+)|\s*[,;]\s*(?:and\s+)?(?:tag|label|tagged|labelled|labeled)\s+|\s+(?:tagged|labelled|labeled)\s+)@?([\p{L}\p{N}][\p{L}\p{N}_\-]*)$`)
	// tailTags: several labels said at the end ("… with tags design and
	// weekend", "…, tags work and travel", "…, labels: a, b").
	tailTags   = lazy(`(?i)(?:\s*[,;]\s*|\s+)(?:and\s+)?(?:(?:with\s+)?(?:the\s+)?(?:tags|labels)\s*:?\s+|(?:tag|label)(?:ged|led)?\s+(?:it|this|that|them)\s+(?:as\s+|with\s+)?)(@?[\p{L}\p{N}][\p{L}\p{N}_\-]*(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)@?[\p{L}\p{N}][\p{L}\p{N}_\-]*){0,5})$`)
	tagListSep = lazy(`(?i)\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*`)
	// projectTail: a project said as a trailing clause ("…, high
	// priority, kitchen reno project", "…; in the Garden project").
	projectTail = lazy(`(?i)\s*[,;]\s*(?:(?:in|into|to|under|(?:as\s+)?part\s+of)\s+)?(?:the\s+|my\s+)?([^,;"]+?)\s+project$`)
	// tailTagged: what "… and label it @home" leaves once @home is cut.
	tailTagged = lazy(`(?i)[,;]?\s+(?:and\s+)?(?:tag|label)(?:ged|led)?(?:\s+(?:it|this|that))?(?:\s+(?:as|with))?$`)
)

// fileWord: a preposition that files a task under the #project after it.
var fileWord = set(`in into to under on onto for`)

var pLevels = map[string]string{"1": "urgent", "2": "high", "3": "normal", "4": "low"}

// titleCaseTail reads, from byte offset at of s, one to three capitalised
// words ("Roof", "Road Trip") that end s or come just before quick-add
// tokens only (p1, @label, !!): the rest of a #Project's name said with
// spaces. It returns them and the offset after them, or "" when the words
// there are not such.
func titleCaseTail(s string, at int) (string, int) {
	var words []string
	i := skipSpaces(s, at)
	end := i
	for i < len(s) {
		j := i
		for j < len(s) && s[j] != ' ' {
			j++
		}
		tok := s[i:j]
		if quickTag.MatchString(tok) || quickPrio.MatchString(tok) {
			break
		}
		if w := strings.TrimRight(tok, ",;"); w != tok && len(words) < 3 && w != "" && unicode.IsUpper([]rune(w)[0]) && !strings.ContainsFunc(w, func(c rune) bool { return !unicode.IsLetter(c) && c != '\'' }) {
			// "#Book Club, due next Tuesday": a comma ends the name
			return strings.Join(append(words, w), " "), i + len(w)
		}
		r, _ := utf8.DecodeRuneInString(tok)
		if len(words) == 3 || !unicode.IsUpper(r) || strings.ContainsFunc(tok, func(c rune) bool { return !unicode.IsLetter(c) && c != '\'' }) {
			return "", at
		}
		words = append(words, tok)
		end = j
		i = skipSpaces(s, j)
	}
	for k := i; k < len(s); {
		j := k
		for j < len(s) && s[j] != ' ' {
			j++
		}
		if tok := s[k:j]; !quickTag.MatchString(tok) && !quickPrio.MatchString(tok) {
			return "", at
		}
		k = skipSpaces(s, j)
	}
	return strings.Join(words, " "), end
}

// cutQuickAdd removes #project, @label, p1…p4, !1…!4, !high and !!/!!! tokens and a
// trailing "tag it X" from
// s. A token counts only as a whole word outside double quotes: "C#" and
// "#" inside a quoted phrase stay text.
// issueNumber: "#231", a number said with a hash (a pull request, an
// issue, a ticket), part of the title, never a project or a label.
var issueNumber = lazy(`^#\d+[.,;:!?]*$`)

func cutQuickAdd(s string) (string, quickAdd) {
	var qa quickAdd
	var kept, hashes []string
	inQuote := false
	i := 0
	for i < len(s) {
		j := i
		for j < len(s) && s[j] != ' ' {
			j++
		}
		tok := s[i:j]
		if strings.Count(tok, `"`)%2 == 1 || strings.Count(tok, "“")+strings.Count(tok, "”") == 1 {
			wasQuote := inQuote
			inQuote = !inQuote
			if wasQuote || strings.HasPrefix(tok, `"`) || strings.HasPrefix(tok, "“") {
				kept = append(kept, tok)
				i = skipSpaces(s, j)
				continue
			}
		}
		keep := true
		if !inQuote && !issueNumber.MatchString(tok) {
			if m := quickTag.FindStringSubmatch(tok); m != nil {
				if tok[0] == '#' {
					name := m[1]
					if r, _ := utf8.DecodeRuneInString(name); !unicode.IsUpper(r) {
					} else if more, next := titleCaseTail(s, j); more != "" {
						// "… #Barn Roof p2": capitalised words ending the
						// capture after the hashtag are the rest of its name
						name, j = name+" "+more, next
					}
					hashes = append(hashes, name)
					if n := len(kept); n > 1 && fileWord[strings.ToLower(kept[n-1])] {
						// "put X in #Home": the preposition files it.
						kept, qa.filed = kept[:n-1], true
					}
				} else {
					qa.tags = append(qa.tags, m[1])
				}
				keep = false
			} else if m := quickPrio.FindStringSubmatch(tok); m != nil {
				switch {
				case m[1] != "":
					qa.priority = pLevels[m[1]]
				case m[2] != "":
					qa.priority = pLevels[m[2]]
				case m[4] != "":
					qa.priority = map[string]string{"medium": "normal"}[strings.ToLower(m[4])]
					if qa.priority == "" {
						qa.priority = strings.ToLower(m[4])
					}
				case len(m[3]) >= 3:
					qa.priority = "urgent"
				default:
					qa.priority = "high"
				}
				keep = false
			}
		}
		if keep {
			kept = append(kept, tok)
		}
		i = skipSpaces(s, j)
	}
	switch {
	case len(hashes) == 1:
		qa.project = hashes[0]
	case len(hashes) > 1:
		// "pay the invoice #admin #work": several hashtags are labels;
		// one is the project (Todoist's rule).
		for _, h := range hashes {
			qa.tags = append(qa.tags, strings.ToLower(h))
		}
	}
	out := strings.TrimSpace(strings.Join(kept, " "))
	if m := tailTag.FindStringSubmatchIndex(out); m != nil && m[0] > 0 && !pronoun[strings.ToLower(out[m[2]:m[3]])] {
		qa.tags = append(qa.tags, strings.ToLower(out[m[2]:m[3]]))
		out = strings.TrimSpace(out[:m[0]])
	} else if m := tailTagged.FindStringIndex(out); m != nil && m[0] > 0 && len(qa.tags) > 0 {
		out = strings.TrimSpace(out[:m[0]])
	}
	// "call mom!!" — a trailing !! glued to the last word.
	if qa.priority == "" && strings.HasSuffix(out, "!!") {
		qa.priority = "high"
		if strings.HasSuffix(out, "!!!") {
			qa.priority = "urgent"
		}
		out = strings.TrimRight(out, "!")
	}
	return out, qa
}

func skipSpaces(s string, i int) int {
	for i < len(s) && s[i] == ' ' {
		i++
	}
	return i
}

// projectPhrase: "… in the Garden project", "… to project Garden".
var (
	projectSuffix = re(`\s+(?P<prep>in|into|to|for|under|on)\s+(?:the\s+|my\s+|our\s+|(?P<a>an?)\s+)?(?P<p>[^,;"]+?)\s+project$`)
	projectNamed  = re(`\s+(?:in|into|to|under)\s+(?:the\s+)?project\s+(?P<p>[^,;"]+)$`)
	toPronoun     = re(`\s+(?:to|into|in|onto|under)\s+(?P<p>it|that|this|them)$`)
	listSuffix    = re(`\s+(?:to|on|onto|in|into)\s+(?:my|the|our)\s+(?:to-?do\s+|todo\s+|task\s+|shopping\s+|grocery\s+)?(?:list|to-?dos?|todos|tasks|inbox)\b`)
)

// urgencyTail: a priority said as a trailing clause ("…, it's kinda urgent",
// "… - not urgent", "…, high priority").
var urgencyTail = re(`(?:\s*[,;.(–—-]\s*|\s+)(?:and\s+)?(?:(?:it'?s|its|it is|this is|that'?s|thats|this\s+one'?s|this\s+one\s+is|that\s+one'?s|that\s+one\s+is)\s+)?(?P<h>(?:kinda|kind of|sort of|pretty|quite|a bit|somewhat|fairly|a little)\s+)?(?:(?:really|very|super)\s+)?(?P<u>not (?:urgent|important|a priority)|urgent|important|a priority|(?:top|high|hi|low|medium|med|normal)\s+(?:priority|prio|pri)|no rush|not a rush|asap)(?:\s+(?:pls|please|plz))?\)?$`)

// somedayLead: a to-do said as one for some day ("sometime i should …").
var somedayLead = lazy(`(?i)^\s*(?:sometime|some\s+time|someday|some\s+day|at\s+some\s+point|eventually|one\s+day)\s+(?:(?:i|we)\s+(?:should|need\s+to|must|have\s+to|gotta|ought\s+to|want\s+to|will)\s+|(?:i'?d|we'?d)\s+like\s+to\s+)?`)

// doItBy: a closing "do it by monday p2 @work" after a capture.
var doItBy = lazy(`(?i)\s*[,;.]\s*(?:and\s+|so\s+)?(?:do|get|have|finish|sort)\s+(?:it|this|that)(?:\s+done)?\s+((?:by|before|on|for)\s+.+)$`)

// blockTime: time held for a task, said first ("block 9-11am on tuesday
// to …", "set aside friday afternoon to …").
var blockTime = lazy(`(?i)^(?:block|block\s+out|block\s+off|carve\s+out|set\s+aside|hold|reserve|put\s+aside)\s+(?:some\s+time\s+|time\s+)?(?P<d>.+?)\s+to\s+`)

// forgetTail: a plea not to forget said after a capture ("… dont let me
// forget!!", "…, don't forget", "… remind me"): it asks for the task, and
// its "!!" is the plea's, not a priority.
var forgetTail = lazy(`(?i)[\s,.;:!-]+(?:(?:and|so|pls|please)\s+)*(?:(?:don'?t|do\s+not|dont)\s+(?:let\s+me\s+)?forget(?:\s+(?:it|this|that))?|remind\s+me(?:\s+(?:pls|please))?|(?:make\s+sure\s+)?i\s+(?:don'?t|dont)\s+forget)[\s!.]*$`)

// stateAside: a closing clause that says how something else is ("…, the
// aircon's stuffed", "…, the boiler is leaking again"): the reason for a
// capture, no part of its title.
var stateAside = lazy(`(?i),\s*(?:the|my|our)\s+(?:[\w-]+\s+){0,2}[\w-]+(?:'s|’s|'re|’re|\s+is|\s+are)\s+(?:been\s+|gone\s+|now\s+|still\s+|totally\s+|completely\s+|so\s+|really\s+|playing\s+)?[a-z]+(?:\s+(?:again|up|out|off|now|already))?[.!]*\s*$`)

// clockTail: a clock time ending a title ("… at 2", "… at 7.30pm").
var clockTail = lazy(`(?i)\s+at\s+\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?$`)

// cutSlotTails cuts a priority ("…, it's kinda urgent", "(high priority)",
// "high pri") and a label ("…, tag work") said at the end of a capture, in
// either order, into qa, and drops a "no date yet" said there.
func cutSlotTails(body string, qa *quickAdd) string {
	for i := 0; i < 4; i++ {
		cut := false
		if m := urgencyTail.FindStringSubmatchIndex(body); m != nil && m[0] > 0 {
			level := urgencyLevel(body[m[4]:m[5]])
			if level == "urgent" && m[2] >= 0 {
				level = "high" // "…, it's kinda urgent": hedged, a step below
			}
			if qa.priority == "" || level == "urgent" && qa.priority == "high" {
				qa.priority = level // "…, urgent!!": the word says the level, "!!" only that it is high
			}
			body, cut = strings.TrimRight(strings.TrimSpace(body[:m[0]]), " ,;"), true
		}
		if m := tailTags.FindStringSubmatchIndex(body); m != nil && m[0] > 0 {
			for _, t := range tagListSep.get().Split(body[m[2]:m[3]], -1) {
				if t = strings.ToLower(strings.TrimPrefix(strings.TrimSpace(t), "@")); t != "" {
					qa.tags = append(qa.tags, t)
				}
			}
			body, cut = strings.TrimRight(strings.TrimSpace(body[:m[0]]), " ,;"), true
		} else if m := tailTag.FindStringSubmatchIndex(body); m != nil && m[0] > 0 && !pronoun[strings.ToLower(body[m[2]:m[3]])] {
			qa.tags = append(qa.tags, strings.ToLower(body[m[2]:m[3]]))
			body, cut = strings.TrimRight(strings.TrimSpace(body[:m[0]]), " ,;"), true
		}
		if m := projectTail.FindStringSubmatchIndex(body); m != nil && m[0] > 0 && qa.project == "" {
			if p := body[m[2]:m[3]]; len(strings.Fields(p)) <= 4 && !notProjectName[strings.ToLower(p)] {
				qa.project = strings.TrimSpace(p)
				body, cut = strings.TrimRight(strings.TrimSpace(body[:m[0]]), " ,;"), true
			}
		}
		if m := noDateTail.FindStringIndex(body); m != nil && len(strings.Fields(body[:m[0]])) >= 2 {
			body, cut = strings.TrimRight(strings.TrimSpace(body[:m[0]]), " ,;"), true
		}
		if !cut {
			break
		}
	}
	return body
}

// noDateTail: "…, no date yet", "(no deadline)": the capture has no due
// date, said outright; nothing to set, nothing to keep in the title.
var noDateTail = re(`(?:\s*[,;(-]\s*|\s+)(?:with\s+)?(?:no|without\s+a|without\s+any|without)\s+(?:due\s+)?(?:date|deadline|due\s+date)(?:\s+(?:yet|for\s+now|needed|right\s+now|set|at\s+the\s+moment))?\)?$`)

// notProjectName: words before "project" that say what kind of project,
// not which ("…, new project", "…, a big project").
var notProjectName = set(`new a an another big small side school work this that any some`)

func urgencyLevel(u string) string {
	l := strings.ToLower(u)
	switch strings.Fields(l)[0] {
	case "low":
		return "low"
	case "medium", "med", "normal":
		return "normal"
	case "top", "urgent":
		return "urgent"
	}
	switch l {
	case "not urgent", "not important", "not a priority", "no rush", "not a rush":
		return "low"
	case "asap":
		return "urgent"
	}
	return "high"
}

// taskArgs reads a capture's body: quick-add tokens, a project phrase,
// the date and recurrence phrases; what is left is the title, cut from
// the user's text. ok is false when no title is left.
// withPriority: a priority said with "with", "at" or "as" before it ("…
// with high priority", "… at priority 2"), or as "priority N".
var withPriority = lazy(`(?i)(?:,?\s+(?:with|at|as|on)\s+(?:a\s+|the\s+)?|\s+)(?:((?:top|highest|high|hi|low|lowest|medium|med|normal)\s+priority)|priority\s+(?:of\s+)?([1-4])|(p[1-4]))\b`)

// reasonAs: "as" opening a reason ("as the library closes early", "as
// today is the last day") — the part reasonTail, quotedReason and
// reasonClause share.
const reasonAs = `as\s+(?:the|my|our|we|i|he|she|they|it|it'?s|its|there|his|her|their|your|that|this|today|tomorrow)\b|as\s+\S+(?:\s+\S+)?\s+(?:is|are|was|were|has|have|had|will|won'?t|can|can'?t|needs?|wants?|said|says|closes|opens|shuts)\b`

// reasonTail: a reason after a comma at a capture's end (", as he is only
// in his office in the mornings", ", because the hall is booked").
var reasonTail = lazy(`(?i),\s*(?:because|since|cos|cause|` + reasonAs + `)\b[^.!?]*[.!?]*$`)

// pronounAside: a remark after a semicolon about someone ("; she does so
// look forward to it").
var pronounAside = lazy(`(?i)\s*;\s*(?:he|she|they|we|it|that|this)(?:'s|'re|'ll|\s)\s*[a-z].*$`)

// dashRemark: a remark after a dash at a capture's end ("- no hot water
// AGAIN", "- typical").
var dashRemark = lazy(`(?i)\s+[-–—]\s+(?:no\s+(?:hot|heat|heating|water|power|signal|wifi|internet|milk|bread|time|luck|idea|one|answer|reply|money|petrol|gas)\b|not\s+again|again|ugh|argh|sigh|typical|as\s+usual|classic|oops|lol)\b[^@#]*$`)

// withPriorities rewrites the priorities withPriority finds to the words
// the quick-add reads ("with priority 2" is "p2"); "priority 1 emails",
// where a noun follows, is a title's words.
func withPriorities(body string) string {
	var b strings.Builder
	last := 0
	for _, m := range withPriority.FindAllStringSubmatchIndex(body, -1) {
		if next := strings.Fields(body[m[1]:]); len(next) > 0 && !slotFollower(next[0]) {
			continue
		}
		b.WriteString(body[last:m[0]])
		switch {
		case m[2] >= 0 && strings.TrimSpace(strings.Trim(body[m[1]:], " .!,;")) == "":
			// "… with high priority" at the end: the tail reads it
			w := body[m[2]:m[3]]
			if lw := strings.ToLower(w); strings.HasPrefix(lw, "highest") {
				w = "top priority"
			} else if strings.HasPrefix(lw, "lowest") {
				w = "low priority"
			}
			b.WriteString(" " + w)
		case m[2] >= 0:
			if !strings.ContainsAny(body[m[0]:m[2]], ",") && strings.TrimSpace(body[m[0]:m[2]]) == "" {
				// "and it's high priority": said in the words, read there
				b.WriteString(body[m[0]:m[1]])
				break
			}
			// "…, high priority, labelled @x": a token the quick-add reads
			// wherever it stands ("with the highest priority" is p1)
			b.WriteString(" " + levelToken[strings.ToLower(strings.Fields(body[m[2]:m[3]])[0])])
		case m[4] >= 0:
			b.WriteString(" p" + body[m[4]:m[5]])
		default:
			b.WriteString(" " + body[m[6]:m[7]])
		}
		last = m[1]
	}
	return b.String() + body[last:]
}

// levelToken: a priority word as the quick-add's token.
var levelToken = map[string]string{"top": "p1", "highest": "p1", "high": "p2", "hi": "p2", "medium": "p3", "med": "p3",
	"normal": "p3", "low": "p4", "lowest": "p4"}

// slotFollower: a word that may follow a priority said in a capture (a
// label, a project, a date or the end of a clause), not a noun it
// describes.
func slotFollower(w string) bool {
	if w == "" || strings.ContainsAny(w[:1], "@#,.;:!?(-") {
		return true
	}
	switch strings.ToLower(strings.Trim(w, ",.;:!?")) {
	case "and", "for", "on", "by", "due", "with", "at", "in", "to", "tomorrow", "today", "tonight", "please", "pls", "next", "this", "every", "from", "as", "label", "labelled", "tag", "tagged", "under":
		return true
	}
	_, isDate := datePhrase(w)
	return isDate
}

// taskNounQuote: "a task", "a repeating task", "a monthly task" before a
// quoted title; group 1 how it repeats.
var taskNounQuote = lazy(`(?i)^\s*(?:(?:set\s+up|create|make|add|schedule)\s+)?(?:a|an|the)\s+(?:new\s+)?(?:(repeating|recurring|monthly|weekly|daily|yearly|annual|fortnightly)\s+)?(?:task|to-?do|reminder|item|job)\s+(?:called\s+|named\s+|saying\s+)?["“]`)

// filedThenMarked: a filing clause, then "and mark it urgent": the
// priority is said before the filing so the filing ends the text.
var filedThenMarked = lazy(`(?i)([,.;]\s*(?:and\s+)?(?:put|file|stick|pop|add)\s+(?:it|this|that|them)\s+(?:in|into|under|to|on)\s+[^,.;]+?)\s+and\s+(?:mark|make|set|flag)\s+(?:it|that|this)\s+(?:as\s+)?((?:top|high|low|medium|normal)(?:\s+priority)?|urgent|p[1-4])\b`)

// inProjectThenMarked: "in the P project and mark it urgent": the
// priority said after the project, as a slot of its own.
var inProjectThenMarked = lazy(`(?i)(\s(?:in|into|under)\s+(?:the\s+|my\s+)?[^,.;]+?\s+project)\s+and\s+(?:mark|make|set|flag)\s+(?:it|that|this)\s+(?:as\s+)?((?:top|high|low|medium|normal)(?:\s+priority)?|urgent|p[1-4])\b`)

// labelPhrase: "with the label @x", "labelled @x", "and the label @x" —
// a label said in words around its @.
var labelPhrase = lazy(`(?i)(?:,?\s+(?:and\s+)?(?:with\s+)?(?:the\s+|a\s+)?(?:labels?|tags?)(?:\s+of)?|,?\s+(?:and\s+)?(?:labell?ed|tagged)(?:\s+as|\s+with)?)\s+(@[\w-]+)`)

// bareLabelPhrase: "with the label supplies", "labelled calls": a label
// named without its @ after words that can only introduce one.
var bareLabelPhrase = lazy(`(?i)(,?\s+(?:and\s+)?(?:with\s+(?:the\s+|a\s+)?(?:label|tag)|(?:labell?ed|tagged)\s+(?:as|with))\s+)([a-z][\w-]*)\b`)

// markedPriority: "and marked high priority", "marked as urgent".
var markedPriority = lazy(`(?i)(?:,?\s+and)?\s+(?:marked|set|flagged)\s+(?:as\s+)?((?:top|high|low|medium|normal)\s+priority|urgent)\b`)

// pluralDayList: weekdays said in the plural in a capture ("intervals
// tuesdays and thursdays 6.30pm"): every one of them.
var pluralDayList = lazy(`(?i)(^|\s)((?:mon|tues|wednes|thurs|fri|satur|sun)days(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)(?:mon|tues|wednes|thurs|fri|satur|sun)days)+)\b`)

func taskArgs(body string) (map[string]any, bool) {
	body = filedThenMarked.ReplaceAllString(body, ", $2$1")
	body = inProjectThenMarked.ReplaceAllString(body, "$1, $2")
	body = bareLabelPhrase.ReplaceAllStringFunc(body, func(w string) string {
		m := bareLabelPhrase.FindStringSubmatch(w)
		if notBareLabel[strings.ToLower(m[2])] {
			return w
		}
		return m[1] + "@" + m[2]
	})
	body = labelPhrase.ReplaceAllString(body, " $1")
	body = markedPriority.ReplaceAllString(body, ", $1")
	if !strings.Contains(strings.ToLower(body), "every") {
		body = pluralDayList.ReplaceAllStringFunc(body, func(w string) string {
			lead := w[:len(w)-len(strings.TrimLeft(w, " "))]
			return lead + "every " + strings.ReplaceAll(strings.ToLower(strings.TrimSpace(w)), "days", "day")
		})
	}
	every := ""
	if m := taskNounQuote.FindStringSubmatchIndex(body); m != nil {
		// "a repeating task \"Practise the alto part\" every day": the
		// title is the quoted words; a frequency said of the task is how
		// it repeats
		if m[2] >= 0 {
			every = strings.ToLower(body[m[2]:m[3]])
		}
		body = body[strings.LastIndexAny(body[:m[1]], "\"“"):]
	}
	args, ok := captureArgs(body)
	if ok && args["repeats"] == nil && freqWord[every] != "" {
		args["repeats"] = freqWord[every]
	}
	return args, ok
}

// freqWord: a frequency said as an adjective of the task.
var freqWord = map[string]string{"monthly": "monthly", "weekly": "weekly", "daily": "daily", "yearly": "yearly",
	"annual": "yearly", "fortnightly": "fortnightly"}

// captureArgs is taskArgs without the task noun before a quoted title.
func captureArgs(body string) (map[string]any, bool) {
	body = withPriorities(body)
	if args, ok := quotedTaskArgs(body); ok {
		return args, true
	}
	if m, ok := find(adjRepeat, strings.TrimSpace(body)); ok {
		// "a monthly task to review the budget": the repetition said as
		// an adjective of the task, never a title word.
		if args, ok := captureArgs(m.raw("b")); ok && args["repeats"] == nil {
			args["repeats"] = strings.ToLower(m.g("r"))
			return args, true
		}
	}
	if m, ok := find(repeatingNoun, strings.TrimSpace(body)); ok {
		// "a repeating task to collect Oliver every Tuesday": the words
		// only say that it repeats; the rest says when.
		if args, ok := captureArgs(m.raw("b")); ok && args["repeats"] != nil {
			return args, true
		}
	}
	args := map[string]any{}
	var lead string
	if m := priorityLead.FindStringSubmatchIndex(body); m != nil && m[1] < len(body) {
		// "low priority: clean out the garage", "urgent - call the bank"
		if m[2] < 0 {
			m[2], m[3] = m[4], m[5] // "URGENT pay the fees": said in capitals
		}
		lead = urgencyLevel(body[m[2]:m[3]])
		if body[m[2]:m[3]] == "URGENT" {
			lead = "urgent" // shouted, it is the top level
		}
		body = body[m[1]:]
	}
	if m := doItBy.FindStringSubmatchIndex(body); m != nil && m[0] > 0 {
		// "ask the sarge to swap my shift, do it by monday p2 @work": the
		// slots said of the task after it
		body = body[:m[0]] + " " + body[m[2]:m[3]]
	}
	if m := blockTime.FindStringSubmatchIndex(body); m != nil {
		// "block 9-11am on tuesday to review the test tickets": the time
		// held for the task, the task after "to"
		if _, isDate := datePhrase(body[m[2]:m[3]]); isDate {
			body = body[m[2]:m[3]] + " " + body[m[1]:]
		}
	}
	if m := forgetTail.FindStringIndex(body); m != nil && m[0] > 0 {
		body = body[:m[0]]
	}
	if m := pronounAside.FindStringIndex(body); m != nil && m[0] > 0 {
		body = body[:m[0]] // "ring Mother every Sunday; she does so look forward to it"
	}
	if m := stateAside.FindStringIndex(body); m != nil && m[0] > 0 {
		body = body[:m[0]] // "call the plumber, the boiler's leaking": the reason
	}
	if m := dashRemark.FindStringIndex(body); m != nil && m[0] > 0 {
		body = body[:m[0]] // "…, its urgent - no hot water AGAIN": a remark
	}
	if m := reasonTail.FindStringIndex(body); m != nil && m[0] > 0 {
		body = body[:m[0]] // "…, as he is only in his office in the mornings": the reason
	}
	if m := somedayLead.FindStringIndex(body); m != nil && m[1] < len(body) {
		body = body[m[1]:] // "sometime i should redo the photos": redo the photos
	}
	// "… tag it #errands": a label said with a hash after "tag it" is a
	// label, not the #project of quick-add
	body = tagItHash.ReplaceAllString(body, "${1}@")
	body, qa := cutQuickAdd(strings.TrimSpace(body))
	if lead != "" && (qa.priority == "" || lead == "urgent") {
		qa.priority = lead
	}
	if qa.filed && len(body) > 4 && strings.EqualFold(body[:4], "put ") {
		body = body[4:] // "put X in #Home": X is the task
	}
	body = strings.TrimRight(body, "!") // "…, urgent!!": said loudly, no token
	body = cutSlotTails(body, &qa)
	if m, ok := find(remarkProject, body); ok && m.idx[0] > 0 && args["project"] == nil {
		// "… - it's client work so Freelance project": a remark after a
		// dash that names the project files it there
		args["project"] = trimProject(m.g("p"))
		body = body[:m.idx[0]]
	}
	if m, ok := find(partOf, body); ok && m.idx[0] > 0 && (m.g("p4") == "" || cutDates(m.g("p4")).rest == m.g("p4")) {
		// "…, part of Learn Spanish", "…, put it in loose screws": filed
		// there when a project has that name (the ToolBox checks)
		if fu := trimProject(m.g("p") + m.g("p2") + m.g("p3") + m.g("p4")); !notProject.MatchString(asciiLower(fu)) && fu != "it" && (projectWord.MatchString(body[m.idx[0]:m.idx[1]]) || underPlaceSaid.MatchString(body[m.idx[0]:m.idx[1]]) && !notAProject[asciiLower(fu)]) {
			args["project"] = fu // "…, put it in the move project please": a project, said so
		} else if !notProject.MatchString(asciiLower(fu)) {
			args["fileUnder"] = fu // "…, put it in my calendar" files nothing
			if m.g("p3") != "" {
				args["fileUnderSaid"] = "for " + m.g("p3")
			}
			if m.g("p4") != "" {
				// "check under the bed": the words stay in the title
				// when no project is called "bed"
				args["fileUnderSaid"] = strings.TrimSpace(body[m.idx[0]:m.idx[1]])
			}
		}
		body = body[:m.idx[0]]
	}
	if m := listSuffix.FindStringIndex(body); m != nil {
		body = strings.TrimSpace(body[:m[0]] + body[m[1]:])
	}
	body = strings.TrimRight(body, " .!,;")
	if m, ok := find(toPronoun, body); ok {
		// "… to it": the item an earlier step made; the planner links it.
		args["project"] = strings.ToLower(m.g("p"))
		body = body[:m.idx[0]]
	} else if m, ok := find(projectNamed, body); ok {
		args["project"] = trimValue(m.g("p"))
		body = body[:m.idx[0]]
	} else if p, rest, ok := cutProjectSuffix(body); ok {
		args["project"], body = p, rest
	}
	if unq, ok := unquote(body); ok {
		body = unq
	} else {
		body = noDateNote.ReplaceAllString(body, "")
		dc := cutDates(body)
		body = dc.rest
		if dc.due != "" {
			args["due"] = dc.due
		}
		if dc.repeats != "" {
			args["repeats"] = dc.repeats
		}
		if m, ok := find(startingTail, body); ok {
			// "stretch at 7am starting tomorrow": the first day is said
			// after the time.
			if d, isDate := datePhrase(m.g("d")); isDate {
				if due, _ := args["due"].(string); due == "" || clockOnly.MatchString(due) {
					args["due"] = strings.TrimSpace(d + " " + due)
					body = body[:m.idx[0]]
				}
			}
		}
		// "order tiles, high priority, due monday": the priority was
		// said before the date.
		body = cutSlotTails(strings.TrimRight(body, " .!,;"), &qa)
		if args["project"] == nil && qa.project == "" && dc.due != "" {
			// "add pay the deposit to the party project, due jan 2": the
			// project was said before the date
			if p, rest, ok := cutProjectSuffix(body); ok {
				args["project"], body = p, rest
			}
		}
	}
	title := cleanTitle(body)
	if due, _ := args["due"].(string); due != "" {
		// "Emma's play is next wednesday at 2pm": the copula said before
		// the date is no part of the title
		if m := copulaTail.FindStringIndex(title); m != nil && m[0] > 0 && !conditionSaid.MatchString(title[:m[0]]) {
			title = strings.TrimSpace(title[:m[0]])
		}
		// "tomoz pick up the folders … at 2": a time left at the end
		// when the day was said apart from it
		if m := clockTail.FindStringIndex(title); m != nil && m[0] > 0 && !strings.ContainsAny(due, "0123456789") {
			args["due"] = due + " " + strings.TrimSpace(title[m[0]:])
			title = strings.TrimSpace(title[:m[0]])
		}
		// "… from boots later today": "later" goes with the day
		if strings.HasSuffix(asciiLower(title), " later") && todayWords.MatchString(asciiLower(due)) {
			title = strings.TrimSpace(title[:len(title)-len(" later")])
		}
	}
	if title == "" {
		return nil, false
	}
	args["title"] = title
	if qa.project != "" {
		args["project"] = qa.project
	}
	if len(qa.tags) > 0 {
		args["tags"] = qa.tags
	}
	if qa.priority != "" {
		args["priority"] = qa.priority
	}
	return args, true
}

// cutProjectSuffix cuts "… in the Garden project" off body: the project
// (up to four words) and what is left. "under a Work project" files it in
// Work; "for a school project" says what the task is for and stays in its
// title (ok false).
func cutProjectSuffix(body string) (project, rest string, ok bool) {
	m, ok := find(projectSuffix, body)
	if !ok {
		return "", body, false
	}
	p, cut := m.g("p"), m.idx[0]
	if praw := m.raw("p"); praw != "" {
		l := innerPlace.FindAllStringIndex(praw, -1)
		if len(l) == 0 && (strings.EqualFold(m.g("prep"), "for") || strings.EqualFold(m.g("prep"), "on")) {
			// "book the speaker for the meeting in the History Society
			// project": "for" says what it is for, "in" where it goes;
			// "pay Declan on 20/12 in the extension project": "on" says
			// when
			l = innerIn.FindAllStringIndex(praw, -1)
		}
		if len(l) > 0 {
			// "buy school uniform for Adam to Kids School project": the
			// last "to" says where; the words before it are the title's
			last := l[len(l)-1]
			cut = m.idx[2*projectSuffix.SubexpIndex("p")] + last[0]
			p = praw[last[1]:]
		}
	}
	if len(strings.Fields(p)) > 4 || m.g("a") != "" && strings.EqualFold(m.g("prep"), "for") {
		return "", body, false
	}
	return trimValue(p), body[:cut], true
}

// innerPlace: a filing preposition inside a project phrase ("for Adam | to
// | Kids School project").
var innerPlace = lazy(`(?i)\s+(?:to|into|under)\s+(?:the\s+|my\s+|our\s+)?`)

// innerIn: "in the" inside a project phrase opened by "for".
var innerIn = lazy(`(?i)\s+in\s+(?:the\s+|my\s+|our\s+)`)

// tagItHash: "tag it #", "labelled #": the hash that starts a label.
var tagItHash = lazy(`(?i)(\b(?:tag|label)(?:ged|led)?\s+(?:(?:it|this|that|them)\s+)?(?:as\s+|with\s+)?)#`)

// priorityLead: a priority said before the title, with a colon or dash.
var priorityLead = lazy(`(?i)^\s*(?:a\s+)?((?:top|high|hi|low|medium|med|normal)\s+(?:priority|prio|pri)|urgent|asap)(?:\s+(?:task|to-?do|item))?\s*[:\-–—!]+\s*|^\s*(URGENT|ASAP)\s+`)

// adjRepeat: "a daily task to stretch", "a weekly chore: mop the floors".
var adjRepeat = re(`^(?:an?\s+)?(?:new\s+)?(?P<r>daily|weekly|fortnightly|monthly|quarterly|yearly|annual)\s+(?:task|to-?do|todo|chore|job|item|thing)\s*(?::\s*|to\s+|for\s+|-\s*)?(?P<b>\S.*)$`)

// repeatingNoun: "a repeating task to", "a recurring job:" before a
// title whose words say when it repeats.
var repeatingNoun = re(`^(?:an?\s+)?(?:new\s+)?(?:repeating|recurring|regular)\s+(?:task|to-?do|todo|chore|job|item|thing|reminder)\s*(?::\s*|to\s+|for\s+|-\s*)(?P<b>\S.*)$`)

// startingTail: "… starting tomorrow", "… from monday" after the rest was
// read; noDateNote: "(no date)", "(whenever)" said of a task.
var (
	startingTail = re(`\s+(?:starting|from|beginning|as\s+of)\s+(?:on\s+)?(?P<d>[^,]+)$`)
	noDateNote   = lazy(`(?i)\s*\((?:no\s+(?:date|deadline|due\s+date|rush)|whenever|any\s*time|someday)\)`)
)

// copulaTail: "is", "are", "'s on", "will be" left at a title's end once
// its date was cut ("the play is [next wednesday]").
// conditionSaid: a clause of condition or time in a title ("pay Declan
// when the roof is on"): the copula after it is the clause's own.
var conditionSaid = lazy(`(?i)\b(?:when|once|after|until|till|if|unless|as\s+soon\s+as|whenever)\s+\S+(?:\s+\S+){0,4}$`)

var copulaTail = regexp.MustCompile(`(?i)\s+(?:is|are|was|were|will\s+be|is\s+on|are\s+on|is\s+at|happens|starts)$`)

// remarkProject: a remark after a dash that names a project ("- it's
// client work so Freelance project", "— goes in the Garden project").
var remarkProject = re(`\s+[-–—]\s+[^,;]*\b(?:so|in|for|under|into|to|goes\s+in|belongs\s+in|under)\s+(?:the\s+|my\s+)?(?P<p>[\w&'-]+(?:\s+[\w&'-]+){0,2}?)\s+project\b[^,;]*$`)

// partOf: "…, part of Learn Spanish", "… as part of the loft project".
var partOf = re(`(?:\s*,\s*(?:as\s+)?|\s+as\s+)part\s+of\s+(?:the\s+|my\s+)?(?P<p>[^,]+?)(?:\s+project)?$|\s*[,.;]\s*(?:it'?s|its|it\s+is|this\s+is|that'?s|thats|that\s+is)\s+(?:all\s+)?(?:for|part\s+of)\s+(?:the\s+|my\s+)?(?P<p3>[^,.]+?)(?:\s+project)?$|\s*[,.;]\s*(?:and\s+)?(?:put|file|stick|pop|add)\s+(?:it|this|that|them)\s+(?:in|into|under|to|on)\s+(?:the\s+|my\s+)?(?P<p2>[^,.]+?)(?:\s+project)?(?:\s+with(?:\s+(?:the|a|an))?(?:\s+@?[\w-]+)?(?:\s+(?:label|tag)s?)?)?$|\s+under\s+(?:the\s+|my\s+)?(?P<p4>[^,.]+?)(?:\s+project)?$`)

// projectWord: the word project said of a place to file in.
var projectWord = lazy(`(?i)\bproject\b`)

// quotedLead: a title in quotes, then what is said of it ("“Learn chords”
// to guitar, repeating every day").
var (
	quotedLead  = re(`^(?:["“](?P<q>[^"“”]+)["”]|'(?P<q2>[^']+[^'\s])'|‘(?P<q3>[^‘’]+)’)\s*,?\s*(?P<rest>\S.*)$`)
	leftoverTo  = re(`^(?:to|in|into|under|for)\s+(?:the\s+|my\s+)?(?P<pw0>(?:a\s+)?(?:new\s+)?project\s+(?:called\s+|named\s+)?)?(?P<p>.+?)(?P<pw>\s+project)?$`)
	repeatWords = re(`(?:,?\s*(?:repeating|repeats|recurring))+$`)
)

// quotedTaskArgs reads a quoted title followed by its slots: the title is
// the quoted text, word for word; the rest gives the due date, priority,
// repetition, labels and a project ("to P": filed there if a project has
// that name, or said with "project"). ok is false when the rest holds
// words that are none of these.
// quotedRestNoise: words after a quoted title that carry no slot — the
// courtesy ("please", "thank you"), "with" before a label or "with the
// label", and a reason at the end (", because …").
var (
	quotedCourtesy = lazy(`(?i)(?:^|[\s,]+)(?:please|pls|instead|for\s+(?:that|it|this)|thank\s+you|thanks|if\s+you\s+don'?t\s+mind|if\s+you\s+wouldn'?t\s+mind|if\s+you\s+would|if\s+you\s+could|if\s+you\s+please|if\s+that'?s\s+(?:all\s+right|alright|ok(?:ay)?))(?:[\s,]+|$)`)
	quotedWith     = lazy(`(?i)\b(?:with\s+(?:the\s+|a\s+)?(?:(?:labels?|tags?)(?:\s+of)?\s+)?|(?:labell?ed|tagged)\s+(?:as\s+|with\s+)?)(@\S+)`)
	quotedReason   = lazy(`(?i)(?:,\s*|\s+)(?:because|since|so\s+that|so\s+i|cos|cause|` + reasonAs + `)\b.*$|,\s*after\s+(?:the|my|our)\s+[a-z]+(?:\s+[a-z]+)?\s*[.!]?$|[?.!]\s+\p{Lu}.*$`)
)

// quotedRest is what follows a quoted title with quotedRestNoise taken
// out: "for today, please, with @phone" is "for today @phone".
func quotedRest(rest string) string {
	rest = quotedReason.ReplaceAllString(rest, "")
	rest = quotedCourtesy.ReplaceAllString(rest, " ")
	rest = quotedWith.ReplaceAllString(rest, "$1")
	return strings.TrimSpace(strings.Trim(strings.TrimSpace(rest), ",.;"))
}

// hashName: a #Project of capitalised words ("#Showroom Refit").
var hashName = lazy(`(?:^|\s)#(\p{Lu}[\w'&-]*(?:\s+\p{Lu}[\w'&-]*){0,3})`)

// filingTail: a filing word ending the words before a #Project.
var filingTail = lazy(`(?i)\s+(?:to|in|into|under|on)(?:\s+the)?(?:\s+project)?\s*$`)

// filingWord: all that stands before a #Project ("to", "in", "into").
var filingWord = lazy(`(?i)^\s*(?:to|in|into|under|on)?\s*(?:the\s+)?(?:project\s*)?$`)

func quotedTaskArgs(body string) (map[string]any, bool) {
	m, ok := find(quotedLead, strings.TrimSpace(body))
	if !ok {
		return nil, false
	}
	after, hashProject := quotedRest(m.raw("rest")), ""
	if h := hashName.FindStringSubmatchIndex(after); h != nil {
		// "\"Measure up\" to #Showroom Refit for next Tuesday": with the
		// title quoted, the capitalised words after the hash are the
		// project's whole name
		hashProject = after[h[2]:h[3]]
		before := after[:h[0]]
		if filingWord.MatchString(before) {
			before = "" // "to #P": the filing word goes with the name
		} else if f := filingTail.FindStringIndex(before); f != nil {
			before = before[:f[0]] // "… at 7:30pm to #Choir"
		}
		after = before + " " + after[h[1]:]
	}
	rest, ok := taskArgs("x " + after)
	if !ok {
		return nil, false
	}
	if hashProject != "" && rest["project"] == nil {
		rest["project"] = hashProject
	}
	left, _ := rest["title"].(string)
	left = strings.Trim(repeatWords.ReplaceAllString(strings.TrimSpace(strings.TrimPrefix(left, "x")), ""), " ,;")
	if left != "" {
		t, ok := find(leftoverTo, left)
		if !ok || len(strings.Fields(t.g("p"))) > 4 {
			return nil, false
		}
		if t.g("pw") != "" || t.g("pw0") != "" {
			rest["project"] = trimProject(t.g("p"))
		} else if rest["project"] == nil {
			rest["fileUnder"] = trimProject(t.g("p"))
		}
	}
	rest["title"] = strings.TrimSpace(m.g("q") + m.g("q2") + m.g("q3"))
	return rest, true
}

// vagueTail: words about when that name no time ("sometime", "at some
// point", "whenever").
var vagueTail = re(`\s+(?:sometime|some time|someday|some day|one day|at some point|whenever|soonish|soon|eventually|when i can|when i get a chance)$`)

// connectorTail: a connective left at a title's end once the date after
// it was cut ("…, also today", "…, and tomorrow").
var connectorTail = re(`\s*(?:,\s*(?:also|and|but|too|as well)|[.;!]\s*(?:oh|ah|also|and|plus|btw)?)$`)

// cleanTitle trims a capture's leftover: a leading "to", wrapping quotes,
// edge punctuation.
func cleanTitle(s string) string {
	s = trimValue(strings.TrimRight(strings.TrimSpace(s), " -–—")) // "… to the library - was due tuesday": the dash

	if m := vagueTail.FindStringIndex(s); m != nil && m[0] > 0 {
		s = trimValue(s[:m[0]]) // "renew my passport sometime"
	}
	if m := connectorTail.FindStringIndex(s); m != nil && m[0] > 0 {
		s = trimValue(s[:m[0]]) // "book a haircut, also" once "today" is cut
	}
	l := asciiLower(s) // same byte offsets as s
	for _, p := range []string{"to ", "that i need to ", "that i have to ", "about ", "that "} {
		if strings.HasPrefix(l, p) && len(s) > len(p) {
			s = s[len(p):]
			break
		}
	}
	s = trimValue(s)
	if s == "" || !strings.ContainsFunc(s, unicode.IsLetter) && !strings.ContainsFunc(s, unicode.IsDigit) {
		return ""
	}
	return s
}

// dateCues are the words without which no date or recurrence phrase can
// be present; a text with none of them (and no digit) skips the date
// parser, which costs far more than the grammar itself.
var dateCues = set(`today tonight tomorrow tmrw tmr yesterday morning mornings afternoon afternoons evening evenings
night nights noon midday midnight monday tuesday wednesday thursday friday saturday sunday mondays tuesdays
wednesdays thursdays fridays saturdays sundays mon tue tues wed weds thu thur thurs fri sat sun weekday weekdays
january february march april may june july august september october november december jan feb mar apr jun
jul aug sep sept oct nov dec week weeks weekend weekends month months year years day days hour hours minute
minutes min mins fortnight fortnights fortnightly daily weekly monthly yearly annually annual hourly biweekly quarterly
every each next last this end o'clock oclock christmas eod eow quarter one two three four five six seven
eight nine ten eleven twelve fifteen twenty thirty half first second third fourth fifth xmas easter halloween
thanksgiving valentine valentines mwf tth tuth th tr`)

func hasDateCue(s string) bool {
	start := -1
	for i := 0; i <= len(s); i++ {
		var c byte
		if i < len(s) {
			c = s[i]
			if c >= '0' && c <= '9' {
				return true
			}
		}
		letter := i < len(s) && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '\'')
		switch {
		case letter && start < 0:
			start = i
		case !letter && start >= 0:
			if dateCues[strings.ToLower(s[start:i])] {
				return true
			}
			start = -1
		}
	}
	return false
}

// rememberTask: "remember that I need to call the bank" is a task, not a fact.
var rememberTask = re(`^(?:i|we)(?:'ve| have|'ll| will)?\s+(?:really\s+|still\s+|also\s+)*(?:need|needs|have|has|got|must|should|ought|want|gotta)\s+to\b|^(?:i|we)\s+(?:must|should)\b`)

// titledNote splits "Title: body" when the part before the first colon
// that is followed by a space reads as a title (at most maxTitleWords words,
// no sentence end); "meet at 10:30" has no such colon.
var titledNote = re(`^(?P<t>[^:.!?\n]{1,80}?):\s+(?P<b>(?s).+)$`)

// maxTitleWords bounds a title given before a colon or derived from a body.
const maxTitleWords = 8

// noteArgs turns captured note text into createNote arguments: "Title:
// body" gives both; otherwise the whole text is the body and the title is
// derived from it (see shortTitle).
func noteArgs(text string) (map[string]any, bool) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, false
	}
	if m, ok := find(titledNote, text); ok && len(strings.Fields(m.g("t"))) <= maxTitleWords && m.g("b") != "" {
		return map[string]any{"title": m.g("t"), "body": m.g("b")}, true
	}
	return map[string]any{"title": shortTitle(text), "body": text}, true
}

// namedNoteArgs reads what follows "create a note called": "X: body" or
// "X saying body" gives both, otherwise the text is the title alone.
func namedNoteArgs(text string) (map[string]any, bool) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, false
	}
	if m, ok := find(titledNote, text); ok && m.g("b") != "" {
		return map[string]any{"title": m.g("t"), "body": m.g("b")}, true
	}
	if m, ok := find(namedSaying, text); ok {
		return map[string]any{"title": m.g("t"), "body": m.g("b")}, true
	}
	return map[string]any{"title": text}, true
}

var namedSaying = re(`^(?P<t>.+?)\s+(?:saying|that says|which says|with)\s+(?P<b>.+)$`)

// titleStops end a derived title: the verb that starts what is said about
// the subject ("the wifi password for the guest network | is sunflower42").
var titleStops = set(`is are was were will would has have had costs cost opens closes starts ends lives works
	goes comes needs takes means said says should must can`)

var articles = set(`the a an`)

// weakEnd: words a title cut short never ends on.
var weakEnd = set(`and or but so the a an my our your his her their its of to for with at in on by from i we you he she they
	am is are was were that this which who`)

var pronouns = set(`i we you he she they it`)

// bareNumber: a word that is only a number or an ordinal ("20", "3rd").
var bareNumber = lazy(`^\d+(?:st|nd|rd|th)?$`)

// shortTitle derives a short title from a note's text: its subject (the
// words before the first verb among titleStops, when that leaves a phrase),
// else its first maxTitleWords words (a short first line of several names
// the note); a leading article goes, the first
// letter is capitalised.
func shortTitle(text string) string {
	if first, rest, ok := strings.Cut(strings.TrimSpace(text), "\n"); ok && strings.TrimSpace(rest) != "" &&
		len(strings.Fields(first)) <= maxTitleWords {
		text = first // a note of several lines is named by its first
	}
	words := strings.Fields(text)
	for len(words) > 1 && articles[strings.ToLower(words[0])] {
		words = words[1:]
	}
	cut := min(len(words), maxTitleWords)
	for i, w := range words[:cut] {
		// the subject ends at its verb, unless it is only a pronoun ("I have
		// a dentist appointment on the 3rd" is not named "I")
		if i > 0 && titleStops[strings.ToLower(strings.Trim(w, ",;"))] && !(i == 1 && pronouns[strings.ToLower(words[0])]) {
			cut = i
			break
		}
		// a title is the first sentence or clause ("Renew the car
		// insurance. This is important" is named by the first)
		if i >= 1 && i+1 < cut && strings.ContainsAny(w[len(w)-1:], ".!?;,") && !abbreviation(w) {
			cut = i + 1
			break
		}
		// a dash ends the name too ("December rota - I am on the 7th"),
		// and so does a run of emoji ("Recital went well 🎻🎉 …")
		if i >= 2 && (w == "-" || w == "–" || w == "—" || strings.TrimFunc(w, isEmoji) == "") {
			cut = i
			break
		}
	}
	for cut > 2 && cut < len(words) && weakEnd[strings.ToLower(strings.Trim(words[cut-1], ",;:"))] {
		cut-- // "… for second shooting and my": never ends on "and my"
	}
	if cut > 0 && cut < len(words) && bareNumber.MatchString(words[cut-1]) && !weakEnd[strings.ToLower(words[cut])] {
		cut++ // "… runs out on 20 jan": a number keeps the word it counts
	}
	t := strings.Trim(strings.Join(words[:cut], " "), " ,;:.!?")
	if i := strings.LastIndex(t, "("); i > 0 && !strings.Contains(t[i:], ")") {
		t = strings.TrimRight(t[:i], " ,;:") // "the engineer (M. Bouchard) …": never half an aside
	}
	if t == "" {
		t = strings.TrimSpace(text)
	}
	r, n := utf8.DecodeRuneInString(t)
	return string(unicode.ToUpper(r)) + t[n:]
}

// CaptureArgs reads a task as typed in an Add box ("pay rent friday p1
// @bills #Home"): the quick-add tokens, a project phrase, the date and
// recurrence phrases, and the rest as its title — the createTask
// arguments the thread makes of "add <text>". ok is false when no title is
// left.
func CaptureArgs(text string) (args map[string]any, ok bool) { return taskArgs(text) }
