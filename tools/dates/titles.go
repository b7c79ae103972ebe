package dates

import (
	"regexp"
	"strings"

	"github.com/olebedev/when/rules/en"
)

// dropTitles removes pieces that are names or titles rather than dates (the
// rules are in the package doc). orig carries the capitals; text is what
// was scanned (orig with the recurrence blanked).
func dropTitles(orig, text string, ps []piece) []piece {
	var blocked [][2]int
	for _, p := range ps {
		if p.name {
			continue
		}
		if end, ok := titleSpan(orig, p); ok {
			blocked = append(blocked, [2]int{p.start, end})
		}
	}
	out := ps[:0]
	for _, p := range ps {
		switch {
		case overlaps(p, blocked):
		case possessive(text, p.end):
			// "prepare notes for Monday's call": the day names the call
		case attributiveDay(orig, text, p, ps):
			// "load the van for the saturday market 5am every saturday":
			// the day names the market; the when is said besides
		case namedPeriod(orig, p, ps):
			// "parents evening next thursday 4pm to 7pm": the evening
			// names the event; the time is said besides
		case periodModifier(orig, p):
			// "print the end of year reports", "recruit new year 4s": the
			// period says which reports, not when
		case dayOff(text, p):
			// "ask the manager for 9th jan off": the day asked for, not
			// when to ask
		case p.monthOnly && !afterPreposition(text, p.start):
		case p.abbrev && !afterPreposition(text, p.start) && !trailingAbbrev(text, p) && !afterTimeWord(text, p.start):
		default:
			out = append(out, p)
		}
	}
	return out
}

// periodAsModifier: a period named as a thing's kind ("end of year",
// "new year"), as the whole of a piece.
var periodAsModifier = regexp.MustCompile(`(?i)^(?:the\s+)?(?:end\s+of\s+(?:the\s+)?(?:year|month|term|quarter|semester|week)|new\s+year)$`)

// periodModifier reports a piece like "end of year" or "new year" said
// before a word that is no date word ("the end of year reports", "new
// year 4s") and after no preposition: it names the thing's kind.
func periodModifier(text string, p piece) bool {
	if !periodAsModifier.MatchString(strings.TrimSpace(text[p.start:p.end])) || afterPreposition(text, p.start) {
		return false
	}
	rest := strings.TrimLeft(text[p.end:], " ")
	f := strings.Fields(rest)
	if len(f) == 0 {
		return false
	}
	w := strings.ToLower(strings.Trim(f[0], ",.;:!?"))
	return w != "" && w == f[0] && !prepositions[w] && !periodJoiner[w] && !strings.ContainsAny(f[0], "@#")
}

// periodJoiner: words after "end of year" that keep it a when.
var periodJoiner = map[string]bool{"and": true, "or": true, "please": true, "pls": true, "so": true, "then": true, "this": true,
	"next": true, "is": true, "at": true, "latest": true, "deadline": true, "hopefully": true, "ideally": true, "asap": true}

// namedPeriod reports a bare part of the day ("evening") right after a
// word that is no date word ("parents evening", "open evening", "quiz
// night") when another piece of the text says an exact clock time, or
// right after a word that makes it an event's name ("coffee morning",
// eventLead): the part of the day is part of the thing's name.
func namedPeriod(text string, p piece, ps []piece) bool {
	if !p.hasClock || !p.soft || p.hasDay || p.end-p.start > len("afternoon") {
		return false
	}
	ws := strings.Fields(text[:p.start])
	if len(ws) == 0 {
		return false
	}
	prev := strings.ToLower(ws[len(ws)-1])
	if _, isDay := weekdayOffset(prev); !isLetters(prev) || periodLead[prev] || isDay {
		return false
	}
	if eventLead[prev] {
		return true // "the coffee morning on Tuesday": an event's name, whenever it is
	}
	if len(ws) >= 2 && strings.EqualFold(ws[len(ws)-2], "the") {
		for _, q := range ps {
			if q.start >= p.end && q.hasDay && !q.hasClock {
				return true // "buy henna for the henna night 17/12": the night's name; its day said besides
			}
		}
	}
	for _, q := range ps {
		if q.start >= p.end && q.hasClock && !q.soft {
			return true
		}
	}
	return false
}

// eventLead: words that make a part of the day after them the name of an
// event ("coffee morning", "quiz night", "open evening").
var eventLead = map[string]bool{"coffee": true, "quiz": true, "games": true, "game": true, "movie": true, "film": true, "date": true,
	"hen": true, "stag": true, "curry": true, "karaoke": true, "open": true, "parents": true, "parents'": true, "bonfire": true,
	"cheese": true, "wine": true, "pizza": true, "poker": true, "bingo": true, "disco": true, "opening": true, "gala": true, "awards": true}

// periodLead: words before a part of the day that make it a when ("this
// evening", "tomorrow night", "on the evening").
var periodLead = map[string]bool{"this": true, "that": true, "tomorrow": true, "tonight": true, "today": true, "the": true,
	"on": true, "in": true, "at": true, "by": true, "every": true, "each": true, "next": true, "last": true, "same": true,
	"early": true, "late": true, "mid": true, "weekday": true, "weekend": true, "and": true, "or": true, "from": true, "until": true, "till": true}

func isLetters(w string) bool {
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return w != ""
}

func overlaps(p piece, spans [][2]int) bool {
	for _, s := range spans {
		if p.start < s[1] && s[0] < p.end {
			return true
		}
	}
	return false
}

// titleSpan reports whether p reads as (part of) a title and how far that
// title runs: a phrase holding a Capitalised word that is not a weekday or
// month name and does not open the text or a sentence ("read The Day After
// Tomorrow"), or a weekday or month name followed by a Capitalised word
// when no preposition comes before it ("watch Friday Night Lights").
func titleSpan(text string, p piece) (int, bool) {
	last := ""
	for i := p.start; i < p.end; {
		w, j := wordAt(text, i)
		if j == i {
			i++
			continue
		}
		if capitalised(w) && !dateName(w) && !connector[strings.ToLower(w)] && !sentenceStart(text, i) {
			return p.end, true
		}
		last, i = w, j
	}
	if !capitalised(last) || !dateName(last) || afterPreposition(text, p.start) {
		return 0, false
	}
	i := p.end
	for i < len(text) && text[i] == ' ' {
		i++
	}
	end := i
	for {
		w, j := wordAt(text, end)
		if j == end || !capitalised(w) || dateName(w) {
			break
		}
		end = j
		for end < len(text) && text[end] == ' ' {
			end++
		}
	}
	return end, end > i
}

// wordAt returns the run of ASCII letters starting at i and its end.
func wordAt(text string, i int) (string, int) {
	j := i
	for j < len(text) && (text[j] >= 'a' && text[j] <= 'z' || text[j] >= 'A' && text[j] <= 'Z') {
		j++
	}
	return text[i:j], j
}

// capitalised: an upper-case letter followed by lower-case ones ("May",
// not "MAY" or "may").
func capitalised(w string) bool {
	return len(w) > 1 && w[0] >= 'A' && w[0] <= 'Z' && w[1] >= 'a' && w[1] <= 'z'
}

// connector words inside a date phrase say nothing about a title when
// capitalised ("19th To 21st Aug").
var connector = map[string]bool{"to": true, "till": true, "until": true, "through": true, "and": true, "of": true, "at": true, "from": true}

func dateName(w string) bool {
	w = strings.ToLower(w)
	_, wd := weekdayOffset(w)
	_, mo := en.MONTH_OFFSET[w]
	return wd || mo || w == "am" || w == "pm"
}

// sentenceStart reports whether offset i opens the text or a sentence.
func sentenceStart(text string, i int) bool {
	s := strings.TrimRight(text[:i], " \t\"'(")
	return s == "" || strings.ContainsAny(s[len(s)-1:], ".!?:;\n-")
}

// prepositions that make a bare month name ("in March") or an ambiguous
// weekday abbreviation ("on sat") a date. "for" is left out: "gift for May".
var prepositions = map[string]bool{
	"in": true, "by": true, "on": true, "until": true, "till": true, "before": true,
	"after": true, "during": true, "from": true, "since": true, "through": true,
	"due": true, "next": true, "this": true, "last": true, "of": true,
}

// trailingAbbrev: an ambiguous weekday abbreviation that ends the text
// after a task's words ("water plants sat", "gym sun", quick-add style) is
// the day; after a subject or a determiner it is a word ("I sat", "enjoy
// the sun", "we got wed").
func trailingAbbrev(text string, p piece) bool {
	if strings.TrimRight(text[p.end:], " \t.!,") != "" {
		return false
	}
	// the words before the abbreviation itself (a match may begin with
	// "the": "the sun")
	words := strings.Fields(strings.ToLower(text[:p.end]))
	if len(words) < 2 {
		return false
	}
	w := strings.Trim(words[len(words)-2], ",.;:!?\"'()")
	return w != "" && !abbrevSubject[w]
}

// afterTimeWord: an ambiguous weekday abbreviation right after a time of
// day ("by EOD wed", "noon sun") is the day of that time.
func afterTimeWord(text string, start int) bool {
	words := strings.Fields(strings.ToLower(text[:start]))
	if len(words) == 0 {
		return false
	}
	w := strings.Trim(words[len(words)-1], ",.;:!?\"'()")
	return timeWord[w] || clockWordRe.MatchString(w)
}

// timeWord: times of day said as words ("EOD", "noon").
var timeWord = map[string]bool{"eod": true, "cob": true, "eob": true, "noon": true, "midday": true, "midnight": true, "lunchtime": true}

// clockWordRe: a clock time written as one word ("5pm", "17:00", "9.30am").
var clockWordRe = regexp.MustCompile(`^\d{1,2}(?:[:.]\d{2})?(?:am|pm|h)?$`)

// abbrevSubject: words before "sat", "sun" or "wed" that make it a word.
var abbrevSubject = map[string]bool{
	"i": true, "we": true, "you": true, "he": true, "she": true, "they": true, "it": true, "who": true,
	"the": true, "a": true, "an": true, "my": true, "our": true, "your": true, "his": true, "her": true,
	"their": true, "its": true, "this": true, "that": true, "some": true, "no": true, "more": true,
	"get": true, "got": true, "getting": true, "be": true, "been": true, "was": true, "were": true,
}

// afterPreposition reports whether the word before offset i is one.
func afterPreposition(text string, i int) bool {
	s := strings.TrimRight(text[:i], " \t")
	j := len(s)
	for j > 0 && (s[j-1] >= 'a' && s[j-1] <= 'z' || s[j-1] >= 'A' && s[j-1] <= 'Z') {
		j--
	}
	return prepositions[strings.ToLower(s[j:])]
}

// attributiveDay reports "the <weekday> <noun>" ("the saturday market")
// when another day is said in the text — a date, or a recurrence
// (blanked from text, so text differs from orig): the weekday then names
// the thing, not the due day.
func attributiveDay(orig, text string, p piece, ps []piece) bool {
	if !p.weekdayOnly || p.hasClock {
		return false
	}
	phrase := strings.ToLower(strings.TrimSpace(text[p.start:p.end]))
	switch {
	case strings.HasPrefix(phrase, "the ") && strings.Count(phrase, " ") == 1:
	case !strings.Contains(phrase, " ") && (bareAttributiveLead[wordBefore(text, p.start)] || strings.TrimSpace(text[:p.start]) == ""):
		// "book the ground for saturday practice next week", "book
		// sunday lunch next week", "my saturday shift … to 7pm",
		// "saturday shift at the cafe on saturday 9am": a bare weekday
		// before a noun names the thing when the day is said besides
	default:
		return false
	}
	w, _ := wordAt(text, skipBlank(text, p.end))
	lw := strings.ToLower(w)
	if w == "" || capitalised(w) || dateName(w) || connector[lw] || dayPartWord[lw] || !isWordByte(w[0]) || isDigit(w[0]) {
		return false
	}
	// said first in the text, the weekday names the thing only when
	// the text says that same day again or a day with its time
	// ("saturday shift at the cafe on saturday 9am"), not a second
	// errand's day ("saturday clean the garage, sunday mow the lawn")
	first := strings.TrimSpace(text[:p.start]) == "" && !strings.Contains(phrase, " ")
	other := text != orig && !first
	for _, q := range ps {
		if q.start != p.start && !q.void && !q.weak && (q.hasDay || q.instant) && (!first || q.day == p.day || q.hasClock) {
			other = true // another day said ("the friday meeting on the 12th")
		}
	}
	return other
}

// bareAttributiveLead: words before a bare weekday that may name a thing
// ("for saturday practice", "book sunday lunch") rather than say a when.
var bareAttributiveLead = map[string]bool{"for": true, "book": true, "plan": true, "organise": true, "organize": true,
	"prep": true, "prepare": true, "sort": true, "arrange": true, "confirm": true, "cancel": true,
	"add": true, "about": true, "re": true, "regarding": true, "discuss": true, "my": true, "a": true, "our": true, "his": true, "her": true, "their": true}

// dayPartWord: words after a weekday that make it a when ("the friday
// morning", "the saturday night").
var dayPartWord = map[string]bool{"morning": true, "afternoon": true, "evening": true, "night": true, "lunchtime": true,
	"after": true, "before": true, "week": true, "at": true, "by": true, "in": true, "on": true, "or": true, "the": true}

func skipBlank(text string, i int) int {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return i
}

// possessive reports a phrase followed by "'s" ("Monday's meeting",
// "tomorrow's agenda"): part of a title, not the task's date.
func possessive(text string, end int) bool {
	rest := text[end:]
	return strings.HasPrefix(rest, "'s") || strings.HasPrefix(rest, "’s")
}

// dayOff reports a day said right before "off" ("for 9th jan off", "take
// friday off"): a day off is what the text is about, not its date.
func dayOff(text string, p piece) bool {
	if !p.hasDay || p.hasClock || p.end > len(text) {
		return false
	}
	rest := strings.ToLower(text[p.end:])
	w := strings.Fields(rest)
	return len(w) > 0 && strings.Trim(w[0], ",.;!?") == "off" && strings.HasPrefix(rest, " ") && (len(w) == 1 || !offGoesOn[strings.Trim(w[1], ",.;!?")] || strings.ContainsAny(w[0], ",.;!?"))
}

// offGoesOn: words after "off" that make it a verb's ("friday off to
// Paris" still a trip on Friday).
var offGoesOn = map[string]bool{"to": true, "at": true, "for": true, "from": true, "with": true}
