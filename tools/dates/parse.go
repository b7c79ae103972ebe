package dates

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"
)

// ErrNoDate is returned when the text holds no date or recurrence phrase.
var ErrNoDate = errors.New("dates: no date or recurrence in text")

// Result is what Parse found in a text.
type Result struct {
	// Value is the resolved due instant in ref's location. With only a
	// recurrence it is the rule's first occurrence (see FirstOccurrence).
	Value time.Time
	// HasDate reports that Value is set: a date phrase or a recurrence was
	// found.
	HasDate bool
	// HasTime reports a time of day (a due time); without one Value is
	// 00:00 local on the due date.
	HasTime bool
	// HasDay reports that the phrase named a day or an exact instant
	// ("friday", "tomorrow", "3 Dec", "in 2 hours") or a recurrence, not
	// only a time of day ("4pm", "at noon"), whose day Value picks by the
	// next-occurrence rule.
	HasDay bool
	// Span is the [start, end) byte range of the date phrase in the input,
	// [0,0] when there is none (also when only a recurrence was found).
	Span [2]int
	// Matched is text[Span[0]:Span[1]].
	Matched string
	// RRule is an RFC 5545 RRULE value ("FREQ=WEEKLY;BYDAY=FR") without
	// DTSTART, "" when no recurrence phrase was found.
	RRule string
	// RuleSpan is the byte range of the recurrence phrase, [0,0] when none.
	RuleSpan [2]int
	// UntilSpan is the byte range of the series' end said apart from the
	// rule ("until the end of february" after other words), the cue
	// included; [0,0] when none (an end right after the rule is in
	// RuleSpan).
	UntilSpan [2]int
	// End is the exclusive end of a range phrase ("2-3pm", "from 10 to
	// noon on friday", "the next 5 days", "22-24 Feb"), in ref's location;
	// Value is its start. Zero when the phrase is not a range.
	End time.Time
}

// Parse finds the first date phrase and the first recurrence phrase in
// text, resolved against ref: its instant for "tomorrow" or "in 2 hours"
// and its location for every wall-clock time. With a recurrence, Value is
// the rule's first occurrence on or after the date phrase (or ref's day),
// and the RRULE has been checked with rrule-go. It returns ErrNoDate when
// the text holds neither, and FirstOccurrence's error, wrapped, in the
// rare case that a recurrence cannot start (a zero ref). The package doc
// lists the phrases and the rules for ambiguous ones.
func Parse(text string, ref time.Time) (Result, error) {
	return ParseWith(text, ref, Options{})
}

// ParseWith is Parse with options: opt.Order decides how an ambiguous
// numeric date such as "3/4/2027" reads.
func ParseWith(text string, ref time.Time, opt Options) (Result, error) {
	if opt.Order != MDY {
		opt.Order = DMY
	}
	var r Result
	t := readText(text)
	rec, found := findRecurrence(text, t)
	scan := text
	if found {
		readUntil(text, &rec, ref, opt)
		r.RRule = rec.rule.String()
		r.RuleSpan = [2]int{rec.start, rec.end}
		// blank the recurrence out so "every friday" is not also a date;
		// spaces keep the byte offsets.
		scan = text[:rec.start] + strings.Repeat(" ", rec.end-rec.start) + text[rec.end:]
		t = readText(scan)
	}
	g, ok := firstPhrase(scan, text, t, ref, opt.Order)
	if ok && found && ruleDay(text[g.start:g.end], rec.rule.byday) && !dateFollows.MatchString(text[g.end:]) {
		// "sunday ride every sunday 8am": a weekday the rule already says
		// is part of the title; the date is the next phrase, if any
		blank := scan[:g.start] + strings.Repeat(" ", g.end-g.start) + scan[g.end:]
		g, ok = firstPhrase(blank, text, readText(blank), ref, opt.Order)
	}
	if ok && found && rec.rule.until == "" && untilBefore.MatchString(text[:g.start]) {
		// "every monday I water the plants …, until the end of february":
		// the phrase after "until" ends the series; the date is another
		if v, _, end := g.window(ref); setUntil(&rec, v, end, ref) {
			r.RRule = rec.rule.String()
			r.UntilSpan = [2]int{untilBefore.FindStringIndex(text[:g.start])[0], g.end}
			blank := scan[:g.start] + strings.Repeat(" ", g.end-g.start) + scan[g.end:]
			g, ok = firstPhrase(blank, text, readText(blank), ref, opt.Order)
		}
	}
	if m := periodAfterRule.FindStringSubmatchIndex(text[rec.end:]); found && !ok && !rec.hasClock && m != nil {
		// "every tues night": a bare part of the day after the rule is its
		// time (alone, "night" is no phrase)
		rec.hasClock, rec.hour = true, periods[strings.ToLower(text[rec.end+m[2]:rec.end+m[3]])].hour
		r.RuleSpan[1] = rec.end + m[1]
	}
	if ok {
		r.Span = [2]int{g.start, g.end}
		r.Matched = text[g.start:g.end]
		r.Value, r.HasTime, r.End = g.window(ref)
		r.HasDate = true
		r.HasDay = g.hasDay || g.instant
	}
	if !found {
		if !ok {
			return Result{}, ErrNoDate
		}
		if m := wasDue.FindStringIndex(text[:r.Span[0]]); m != nil && !yearSaid.MatchString(r.Matched) && r.Value.Sub(ref) > 90*24*time.Hour {
			// "the invoice that was due 1/12": a day gone by this year, not
			// next year's; "that was due" goes with the date's words
			r.Value = r.Value.AddDate(-1, 0, 0)
			if !r.End.IsZero() {
				r.End = r.End.AddDate(-1, 0, 0)
			}
			r.Span[0] = m[0]
			r.Matched = text[r.Span[0]:r.Span[1]]
		}
		return r, nil
	}
	if !r.End.IsZero() && r.End.Sub(r.Value) >= 24*time.Hour {
		// "every sunday 8am starting next week": the span says when the
		// series starts, not how long each time lasts
		r.End = time.Time{}
	}
	anchor := dayOf(ref).at(0, 0, ref.Location())
	switch {
	case ok && (r.HasTime || !rec.hasClock):
		anchor = r.Value
	case ok:
		anchor = dayOf(r.Value).at(rec.hour, 0, ref.Location())
		r.HasTime = true
	case rec.hasClock:
		p := group{piece: clockPiece(rec.hour, 0, false)}
		anchor, r.HasTime = p.value(ref)
	}
	first, err := FirstOccurrence(r.RRule, anchor)
	if err != nil {
		return Result{}, fmt.Errorf("parse %q: %w", text, err)
	}
	if !r.End.IsZero() {
		// "on Wednesdays from 1 to 4": the window moves with its start
		// to the first occurrence
		r.End = first.Add(r.End.Sub(r.Value))
	}
	r.Value, r.HasDate, r.HasDay = first, true, true
	return r, nil
}

// firstPhrase finds the leftmost date phrase in text: candidate pieces from
// when's and our rules, titles and overlaps dropped, neighbours merged.
// orig is the unblanked text, for capitalisation.
// t is text read by readText.
func firstPhrase(text, orig string, t *texts, ref time.Time, order Order) (group, bool) {
	ps := dropOverlaps(dropTitles(orig, text, candidates(text, t, ref, order)))
	for i := range ps {
		if ps[i].void {
			continue
		}
		if forThenBy(text, ps, i) {
			continue // "the rota for next week by sunday": due sunday
		}
		g := group{piece: ps[i], strong: !ps[i].weak}
		j := i + 1
		for ; j < len(ps) && !ps[j].void && joiner.MatchString(text[g.end:ps[j].start]) && g.add(ps[j]); j++ {
		}
		if g.strong {
			if j < len(ps) {
				dayToDay(&g, text, ps[j])
			}
			if m := toOrdinal.FindStringSubmatchIndex(text[g.end:]); m != nil && !g.hasEndDay {
				// "july 4th to the 8th": no piece reads a bare ordinal
				if n, ok := ordinalDay(text[g.end+m[2] : g.end+m[3]]); ok {
					dayToDay(&g, text, piece{start: g.end + m[2], end: g.end + m[1], hasDay: true, dom: n})
				}
			}
			return g, true
		}
	}
	return group{}, false
}

// rangeTo: the words between the two days of a span ("3 June to 9
// June", "july 4th through the 8th", "2/22 - 2/25").
var rangeTo = regexp.MustCompile(`(?i)^\s*(?:-|–|—|to|till|til|until|through|thru)\s*(?:the\s+)?$`)

// periodAfterRule: a part of the day right after a recurrence ("every
// tues night", "every sunday morning").
var periodAfterRule = regexp.MustCompile(`(?i)^\s+(?:in\s+the\s+|at\s+)?(morning|afternoon|evening|night)s?\b`)

// moveBefore: a verb of moving said before a date; "from D1 to D2" after
// it is the move's old and new day.
var moveBefore = regexp.MustCompile(`(?i)\b(?:move[sd]?|moving|push(?:ed)?|shift(?:ed)?|re-?schedule[sd]?|change[sd]?|postpone[sd]?|bring|brought|pull(?:ed)?|switch(?:ed)?|swap(?:ped)?|put\s+off|delay(?:ed)?|bump(?:ed)?|rearrange[sd]?)\b`)

// toOrdinal: "to the 8th" after a day, its second day of the month.
var toOrdinal = regexp.MustCompile(`(?i)^\s*(?:-|–|—|to|till|til|until|through|thru)\s*(?:the\s+)?(` + ordinal + `)\b`)

// dayToDay makes g, a day with no time, a span of whole days when a day p
// follows it after "to", "through" or a dash: "from the 5th of June to June
// 8th", "july 4th to the 8th" (a bare day of the month is the first's
// month), "monday to friday" (a weekday is the first on or after g). A
// second day before the first, or a span over a year, is no span.
func dayToDay(g *group, text string, p piece) {
	if moveBefore.MatchString(text[:g.start]) {
		return // "move standup from friday to monday": a move, no span
	}
	if !g.hasDay || g.hasEndDay || g.hasClock || g.instant || g.pending != nil || !p.hasDay || p.hasClock || p.instant || p.pending != nil || p.void ||
		!rangeTo.MatchString(text[g.end:p.start]) {
		return
	}
	if holidayEnd.MatchString(text[p.start:p.end]) && strings.Contains(strings.ToLower(text[g.end:p.start]), "to") && !spanLead.MatchString(text[:g.start]) {
		return // "pack for inverness for 22/12 to christmas": a place or project called so, no span
	}
	e := p.day
	if p.dom > 0 {
		if !validDay(g.day.y, g.day.m, p.dom) {
			return
		}
		e = day{g.day.y, g.day.m, p.dom}
	}
	for p.weekdayOnly && e.before(g.day) {
		e = e.addDays(7)
	}
	if !g.day.before(e) || g.day.addDays(366).before(e) {
		return
	}
	g.hasEndDay, g.endDay, g.end = true, e.addDays(1), p.end
	g.weekdayOnly = false
}

// wasDue: "was due" or "were due" right before a date: a day gone by;
// yearSaid: a date phrase that names its year.
var (
	wasDue   = regexp.MustCompile(`(?i)\b(?:(?:that|which)\s+)?(?:was|were)\s+(?:due|meant\s+to\s+be\s+(?:done|paid|sent))\s+(?:on\s+|by\s+)?$`)
	yearSaid = regexp.MustCompile(`\b\d{4}\b|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}`)
)

// holidayEnd: a holiday said alone as a span's end ("… to christmas");
// spanLead: "from"/"between" right before a span's first day.
var (
	holidayEnd = regexp.MustCompile(`(?i)^(?:christmas|xmas|easter|new\s+year|halloween|thanksgiving|hanukkah|diwali|eid)$`)
	spanLead   = regexp.MustCompile(`(?i)\b(?:from|between|off|away|holiday|holidays|leave|closed|break)\s+(?:the\s+)?$`)
)

// forBefore: "for" ending the text before a piece; byBetween: only "by"
// (or "before", "due") between two pieces.
var (
	forBefore = regexp.MustCompile(`(?i)\bfor\s+(?:the\s+)?$`)
	forLead   = regexp.MustCompile(`(?i)^for\s`)
	byBetween = regexp.MustCompile(`(?i)^\s*,?\s*(?:by|before|due(?:\s+by|\s+on)?)\s+$`)
)

// forThenBy reports a piece said after "for" and followed by "by" and
// another piece ("sort the rota for next week by sunday"): the first says
// what the thing is for, the second when it is due.
func forThenBy(text string, ps []piece, i int) bool {
	if i+1 >= len(ps) || ps[i+1].void || !forBefore.MatchString(text[:ps[i].start]) && !forLead.MatchString(text[ps[i].start:ps[i].end]) {
		return false
	}
	return ps[i+1].start >= ps[i].end && byBetween.MatchString(text[ps[i].end:ps[i+1].start])
}

// joiner is what may sit between two pieces of one phrase:
// "tomorrow at 5pm", "friday, 9am", "5pm on friday", "saturday kick off
// 2pm", "friday doors 7pm".
var joiner = regexp.MustCompile(`(?i)^[\s,@]*(?:(?:at|on|by|around|about|like|roughly|approx|for|after|before|from|of|the|kick[\s-]?off(?:\s+at)?|ko|starts?(?:\s+at)?|doors(?:\s+open)?(?:\s+at)?)[\s,]*)?$`)

func candidates(text string, t *texts, ref time.Time, order Order) []piece {
	var ps []piece
	for _, r := range whenRules {
		if order == MDY && r.dmy || !r.re.need.in(t) {
			continue
		}
		for _, m := range findAll(r.re, text, t.lower) {
			if p, ok := r.read(text, m, ref); ok {
				p.start, p.end = m.Left, m.Right
				ps = append(ps, p)
			}
		}
	}
	for _, r := range rulesFor(order) {
		if !r.re.need.in(t) {
			continue
		}
		for _, g := range r.re.findAll(t.lower) {
			if p, ok := r.read(text, g, ref); ok {
				if p.end == 0 {
					p.start, p.end = g[0], g[1]
				}
				ps = append(ps, p)
			}
		}
	}
	out := ps[:0]
	for _, p := range ps {
		if gluedNumber(text, p.start) || numberNamed(text, p.start) || hyphenWord(text, p.start) {
			continue
		}
		p.start = widen(text, p)
		out = append(out, p)
	}
	return out
}

// namingNoun: a word a number after it names a place or a record by, not
// a date ("flat 2/1", "unit 3/4", "invoice 12/03").
var namingNoun = regexp.MustCompile(`(?i)(?:^|[\s(])(?:flat|flats|apt|apartment|unit|room|rm|no\.?|number|house|block|plot|bay|gate|platform|suite|floor|level|ref|reference|invoice|order|case|ticket|job|policy|account|acct|#)\s*$`)

// numberNamed reports a piece starting with a digit right after a
// namingNoun: "eicr for flat 2/1" holds no date.
func numberNamed(text string, start int) bool {
	return start > 0 && start < len(text) && isDigit(text[start]) && namingNoun.MatchString(text[:start])
}

// gluedNumber reports a number that continues another one: the "10" of
// "7-10", the "05pm" of "10:05pm".
func gluedNumber(text string, start int) bool {
	return start >= 2 && start < len(text) && isDigit(text[start]) &&
		strings.IndexByte(":./-", text[start-1]) >= 0 && isDigit(text[start-2])
}

// widen pulls a leading "at" into a time ("at 5pm") and a leading "the"
// into a date ("the 3rd of December"), so cutting the phrase leaves no
// stray word.
func widen(text string, p piece) int {
	i := p.start
	for i > 0 && isSpace(text[i-1]) {
		i--
	}
	word := func(w string) bool {
		n := len(w)
		return i >= n && strings.EqualFold(text[i-n:i], w) && (i == n || !isWordByte(text[i-n-1]))
	}
	switch {
	case i == p.start:
	case p.hasClock && !p.hasDay && !p.soft && word("at"):
		return i - 2
	case p.hasClock && !p.soft:
		for _, w := range []string{"around", "about", "approximately"} {
			if word(w) {
				return i - len(w)
			}
		}
	case p.hasDay && !p.hasClock && word("the"):
		return i - 3
	}
	if p.hasClock && !p.hasDay && i > 0 && text[i-1] == '@' {
		return i - 1
	}
	return p.start
}

// dropOverlaps keeps, left to right, the longest piece at each start.
func dropOverlaps(ps []piece) []piece {
	sort.SliceStable(ps, func(i, j int) bool {
		if ps[i].start != ps[j].start {
			return ps[i].start < ps[j].start
		}
		return ps[i].end > ps[j].end
	})
	out := ps[:0]
	end := -1
	for _, p := range ps {
		if p.start >= end {
			out = append(out, p)
			end = p.end
		}
	}
	return out
}

// untilCue: the words that end a series after its rule ("every monday
// until 17 dec", "…, till the end of january", "ending on the 20th").
var untilCue = regexp.MustCompile(`(?i)^\s*,?\s*(?:until|till|til|'til|through|thru|up\s+to|ending(?:\s+on)?|ends?(?:\s+on)?|stopping(?:\s+on)?|and\s+stop(?:\s+(?:on|after))?)\s+`)

// readUntil reads the day a series ends from the date phrase right after
// the recurrence ("every monday until 17 dec") into rec's rule as UNTIL —
// the end of that day in ref's location, in UTC — and widens rec over the
// phrase. A day before ref's is no end (the words are left as they are).
func readUntil(text string, rec *recurrence, ref time.Time, opt Options) {
	m := untilCue.FindStringIndex(text[rec.end:])
	if m == nil {
		return
	}
	at := rec.end + m[1]
	res, err := ParseWith(text[at:], ref, opt)
	if err != nil || !res.HasDate || res.RRule != "" || res.Span[0] != 0 {
		return
	}
	if setUntil(rec, res.Value, res.End, ref) {
		rec.end = at + res.Span[1]
	}
}

// untilBefore: "until" right before a date phrase ("…, until the end of
// february").
var untilBefore = regexp.MustCompile(`(?i)\b(?:until|till|til|'til|through|thru)\s+$`)

// setUntil ends rec's series on the day of value (the last day of a span
// value–end of a day or more: "the end of january", "next week") at that
// day's end in ref's location, in UTC. A day before ref's is no end: false,
// and rec is left as it is.
func setUntil(rec *recurrence, value, end time.Time, ref time.Time) bool {
	last := dayOf(value)
	if !end.IsZero() && end.Sub(value) >= 24*time.Hour {
		last = dayOf(end.Add(-time.Nanosecond)) // "until the end of january", "till next week"
	}
	if last.before(dayOf(ref)) {
		return false
	}
	stop := last.addDays(1).at(0, 0, ref.Location()).Add(-time.Second)
	rec.rule.until = stop.UTC().Format("20060102T150405Z")
	return true
}

// bareWeekday: a weekday said alone ("sunday", not "on sunday").
var bareWeekday = regexp.MustCompile(`(?i)^(` + weekdayWord + `)$`)

// dateFollows: what follows a weekday said as a date ("sunday at 8",
// "sunday and monday", "sunday, every sunday", the end); any other word
// makes the weekday a name's first word ("sunday ride").
var dateFollows = regexp.MustCompile(`(?i)^\s+(?:(?:at|and|or|every|each|morning|afternoon|evening|night|from|to|till|until|by|next|this|week|the|@|\d)\b|[^\p{L}])|^(?:\s*$|[^\s])`)

// ruleDay reports whether phrase is a bare weekday among byday (RRULE
// BYDAY codes: "MO", "SU").
func ruleDay(phrase string, byday []string) bool {
	m := bareWeekday.FindStringSubmatch(strings.TrimSpace(phrase))
	if m == nil {
		return false
	}
	code := strings.ToUpper(m[1][:2])
	for _, d := range byday {
		if d == code {
			return true
		}
	}
	return false
}

// hyphenWord reports a piece starting with a letter glued by a hyphen to
// the word before it ("rough-in 2027", "drop-off friday"): the word's end,
// not a preposition that starts a date.
func hyphenWord(text string, start int) bool {
	return start > 1 && start < len(text) && text[start-1] == '-' && isLetterByte(text[start-2]) && isLetterByte(text[start])
}

func isLetterByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}
