package dates

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/olebedev/when/rules"
	"github.com/olebedev/when/rules/common"
	"github.com/olebedev/when/rules/en"
)

// whenRule pairs one of olebedev/when's rules, used for its matching, with
// our reading of the match. We do not use when's appliers: they add
// durations to the instant (tomorrow = now+24h, wrong across DST), set the
// month before the day (Jan 31 + "Feb 3" overflows into March), read
// "12am" as noon and "7-10" as 7:10.
type whenRule struct {
	re   *rx // when's pattern, lowered, with its needs (see worth)
	read func(text string, m *rules.Match, ref time.Time) (piece, bool)
	dmy  bool // a day/month reading, skipped for month/day order
}

var whenRules = []whenRule{
	{lowered(en.CasualDate(rules.Override), []string{" now ", " today ", " tonight ", " tomorrow ", " tmr ", " yesterday ", " last ", " lastnight "}), readCasualDate, false},
	// texting shorthand for tomorrow, which when's CasualDate lacks
	{lowered(&rules.F{RegExp: regexp.MustCompile(`(?i)(?:\W|^)(` + strings.Join(tomorrowShorthand, "|") + `)(?:\W|$)`)}, padded(tomorrowShorthand)), readCasualDate, false},
	{lowered(en.Weekday(rules.Override), needWeekday), readWeekday, false},
	// longer abbreviations people write ("thurs", "weds"), which when's lacks
	{lowered(&rules.F{RegExp: regexp.MustCompile(`(?i)(?:\W|^)(?:on\s*?)?(?:(this|last|past|next)\s*)?(` +
		strings.Join(weekdayShorthand, "|") + `)\.?(?:\s*(this|last|past|next)\s*week)?(?:\W|$)`)}, padded(weekdayShorthand)), readWeekday, false},
	{lowered(en.ExactMonthDate(rules.Override), needMonth), readMonthDate, false},
	{lowered(en.Deadline(rules.Override), []string{"in"}, needUnit), readDeadline, false},
	{lowered(en.PastTime(rules.Override), []string{" ago "}), readPastTime, false},
	{lowered(en.Hour(rules.Override), []string{"#"}, []string{"am", "pm", "a.", "p."}), readHour, false},
	{lowered(en.HourMinute(rules.Override), []string{"#:", "#："}), readHourMinute, false},
	{lowered(en.CasualTime(rules.Override), []string{"morning", "afternoon", "evening", "noon"}), readCasualTime, false},
	{lowered(common.SlashDMY(rules.Override), []string{"/", "\\"}), readSlashDMY, true},
}

// tomorrowShorthand: how people type "tomorrow" in a hurry.
var tomorrowShorthand = []string{"tmrw", "tmrow", "tmorow", "tmorrow", "tomoz", "tmoz", "tmoro", "tmorro", "tomoro", "tomorow", "2moz", "tomozz"}

// weekdayShorthand maps the weekday abbreviations when's pattern lacks.
var weekdayShorthand = []string{"tues", "weds", "thurs"}

var shorthandOffset = map[string]int{"tues": 2, "weds": 3, "thurs": 4}

// weekdayOffset is when's WEEKDAY_OFFSET with our shorthands.
func weekdayOffset(name string) (int, bool) {
	if wd, ok := en.WEEKDAY_OFFSET[name]; ok {
		return wd, true
	}
	wd, ok := shorthandOffset[name]
	return wd, ok
}

// BareWeekday reports a phrase that names a weekday alone ("monday", "on
// tues", "thursdays"), with no this/next, date or time, and which weekday.
// Names are olebedev/when's (full and short) and our shorthands.
func BareWeekday(s string) (time.Weekday, bool) {
	w := strings.ToLower(strings.TrimSpace(s))
	w = strings.TrimSpace(strings.TrimPrefix(w, "on "))
	if off, ok := weekdayOffset(w); ok {
		return time.Weekday(off), true
	}
	if off, ok := weekdayOffset(strings.TrimSuffix(w, "s")); ok && strings.HasSuffix(w, "s") {
		return time.Weekday(off), true // "thursdays"
	}
	return 0, false
}

// padded is words as needs of whole words (" tmrw ").
func padded(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = " " + w + " "
	}
	return out
}

// lowered takes a when rule's pattern without (?i), its letters in lower
// case, to run on lowerASCII text: Go's matcher pays for case folding on
// every rune. Escapes (\W, \S) keep their case. need is as for preAll.
func lowered(r rules.Rule, need ...[]string) *rx {
	f, ok := r.(*rules.F)
	if !ok || f.RegExp == nil {
		panic("dates: a when rule without its pattern")
	}
	src := strings.TrimPrefix(f.RegExp.String(), "(?i)")
	b := []byte(src)
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case c == '\\':
			i++
		case c >= 'A' && c <= 'Z':
			b[i] = c + 'a' - 'A'
		}
	}
	return preAll(string(b), need...)
}

// whenFind is when's rules.F.Find with our scanner: the match runs from
// the first capture that took part to the end of the last, Captures
// holds every group ("" when it took no part); nil without a capture.
func whenFind(x *rx, text string) *rules.Match {
	g := x.find(text)
	if len(g) <= 2 {
		return nil
	}
	m := &rules.Match{Left: -1}
	for i := 2; i+1 < len(g); i += 2 {
		if m.Left == -1 && g[i] >= 0 {
			m.Left = g[i]
		}
		if g[i] >= 0 && g[i+1] >= 0 {
			m.Captures = append(m.Captures, text[g[i]:g[i+1]])
			m.Right = g[i+1]
		} else {
			m.Captures = append(m.Captures, "")
		}
	}
	if m.Left < 0 {
		return nil
	}
	m.Text = text[m.Left:m.Right]
	return m
}

// findAll runs a when rule over text and returns every match, not only
// the first, so a match we reject ("May" the person) does not hide a
// later one. x runs on lower, text lower-cased by lowerASCII; spans
// index text.
func findAll(x *rx, text, lower string) []*rules.Match {
	var out []*rules.Match
	for pos := 0; pos < len(text); {
		m := whenFind(x, lower[pos:])
		if m == nil {
			break
		}
		m.Left += pos
		m.Right += pos
		next := max(m.Right, m.Left+1)
		// when's patterns start with (?:\W|^): on a suffix ^ also matches
		// mid-word, so check the real left neighbour.
		if m.Left > 0 && isWordByte(text[m.Left-1]) && m.Left == pos {
			pos = m.Left + 1
			continue
		}
		trimSpan(text, m)
		// a match must end at a word boundary ("mornings" is not "morning").
		if m.Right > m.Left && (m.Right == len(text) || !isWordByte(text[m.Right])) {
			out = append(out, m)
		}
		pos = next
	}
	return out
}

// trimSpan drops the spaces some of when's captures include ("tomorrow ").
func trimSpan(text string, m *rules.Match) {
	for m.Left < m.Right && isSpace(text[m.Left]) {
		m.Left++
	}
	for m.Right > m.Left && isSpace(text[m.Right-1]) {
		m.Right--
	}
	m.Text = text[m.Left:m.Right]
}

func readCasualDate(_ string, m *rules.Match, ref time.Time) (piece, bool) {
	today := dayOf(ref)
	w := strings.Join(strings.Fields(strings.ToLower(m.Text)), " ")
	switch w {
	case "today":
		return dayPiece(today), true
	case "tomorrow", "tmr":
		return dayPiece(today.addDays(1)), true
	case "tmrw", "tmrow", "tmorow", "tmorrow", "tomoz", "tmoz", "tmoro", "tmorro", "tomoro", "tomorow", "2moz", "tomozz":
		return dayPiece(today.addDays(1)), true
	case "yesterday":
		return dayPiece(today.addDays(-1)), true
	case "tonight":
		return periodPiece(today, "tonight"), true
	case "last night":
		return periodPiece(today.addDays(-1), "night"), true
	}
	return piece{}, false // "now" is not a due date
}

func periodPiece(d day, word string) piece {
	p := periods[word]
	return piece{hasDay: true, day: d, hasClock: true, hour: p.hour, soft: true, hint: p.hint}
}

// readWeekday: a bare or "this" weekday is the nearest one today or later;
// "next friday" is Friday of next week (weeks start Monday); "last friday"
// is the latest one before today; "friday next week" is next week's.
func readWeekday(text string, m *rules.Match, ref time.Time) (piece, bool) {
	name := strings.ToLower(m.Captures[1])
	wd, ok := weekdayOffset(name)
	if !ok {
		return piece{}, false
	}
	today := dayOf(ref)
	mod := strings.ToLower(m.Captures[0])
	week := strings.Fields(strings.ToLower(m.Captures[2]))
	var d day
	switch {
	case len(week) > 0:
		// when's match stops at "next"; take the "week" after it too.
		if w := weekTail.FindStringIndex(text[m.Right:]); w != nil {
			m.Right += w[1]
		}
		d = today.relWeek().addDays(weekShift(week[0])*7 + (wd+6)%7)
		if weekShift(week[0]) == 0 && d.before(today) {
			d = d.addDays(7) // "wednesday this week" said on a Friday: the coming one
		}
	case mod == "next":
		d = today.monday().addDays(7 + (wd+6)%7)
	case mod == "last" || mod == "past":
		d = today.addDays(-1).addDays(-((int(today.addDays(-1).weekday()) - wd + 7) % 7))
	case mod == "":
		// "thursday" said on a Thursday is next week's: today is "today"
		d = today.addDays(1).onOrAfter(time.Weekday(wd))
	default:
		d = today.onOrAfter(time.Weekday(wd))
	}
	p := dayPiece(d)
	p.weekdayOnly = true
	if mod == "this" && len(week) == 0 && d == today {
		p.roll, p.rollSoft = 7, true
	}
	// a text that is only the abbreviation ("sat") means the day
	p.abbrev = mod == "" && (name == "sun" || name == "sat" || name == "wed") &&
		strings.TrimSpace(strings.Trim(text, ".")) != m.Text && !dateAfter.MatchString(text[m.Right:]) &&
		!(partAfter.MatchString(text[m.Right:]) && !subjectBefore(text, m.Left))
	return p, true
}

// dateAfter: a date follows a weekday abbreviation ("Sat 9 Jan", "Wed,
// 2027-01-06"), which makes it a weekday.
var dateAfter = regexp.MustCompile(`(?i)^\.?,?\s*(?:\d|the\s|` + en.MONTH_OFFSET_PATTERN + `\b)`)

// partAfter: a part of the day or a clock time follows a weekday
// abbreviation ("sat morning", "sun at 5"), which makes it the weekday.
var partAfter = regexp.MustCompile(`(?i)^\s+(?:morning|afternoon|evening|night|noon|midday|lunchtime|at\s+\d|\d{1,2}(?::\d\d)?\s*(?:am|pm)\b)`)

// subjectBefore reports a subject or determiner just before offset i ("I
// sat", "the sun"), after which an abbreviation is the word it spells.
func subjectBefore(text string, i int) bool {
	ws := strings.Fields(strings.ToLower(text[:i]))
	return len(ws) > 0 && abbrevSubject[strings.Trim(ws[len(ws)-1], ",.;:!?\"'()")]
}

var weekTail = regexp.MustCompile(`(?i)^\s*week\b`)

func weekShift(w string) int {
	switch w {
	case "next":
		return 1
	case "last", "past":
		return -1
	}
	return 0
}

// readMonthDate reads "3 Dec", "December 3rd", "the 3rd of December",
// "Dec 3, 2027", "December 2026". A date without a year is the next one on
// or after today; a month alone is its first day not in the past.
func readMonthDate(text string, m *rules.Match, ref time.Time) (piece, bool) {
	mon, ok := en.MONTH_OFFSET[strings.ToLower(m.Captures[2])]
	if !ok {
		return piece{}, false
	}
	today := dayOf(ref)
	d, year := 0, 0
	after := []string{m.Captures[3], m.Captures[4]}
	a3, a4 := strings.TrimSpace(m.Captures[3]), strings.TrimSpace(m.Captures[4])
	if last := a3 + a4; last != "" && (a3 == "" || a4 == "") && clockAfter.MatchString(text[m.Right:]) &&
		(strings.TrimSpace(m.Captures[0]) != "" || strings.TrimSpace(m.Captures[1]) != "") {
		// "10 december 5:30pm": the 5 is the hour, not a second day
		if i := strings.LastIndex(m.Text, last); i > 0 {
			m.Right = m.Left + len(strings.TrimRight(m.Text[:i], " ,"))
			m.Text = text[m.Left:m.Right]
			after = nil
		}
	}
	for _, c := range append([]string{m.Captures[0], m.Captures[1]}, after...) {
		c = strings.TrimSuffix(strings.ToLower(c), " of")
		c = strings.TrimSpace(c)
		if c == "" {
			continue
		}
		n, isOrd := en.ORDINAL_WORDS[c]
		if !isOrd {
			var err error
			if n, err = strconv.Atoi(c); err != nil {
				return piece{}, false
			}
		}
		switch {
		case !isOrd && n >= 1000 && n <= 9999 && year == 0:
			year = n
		case d == 0 && n >= 1 && n <= 31:
			d = n
		default:
			return piece{}, false
		}
	}
	return monthDate(today, time.Month(mon), d, year)
}

// clockAfter: what follows an hour (":30pm", ".15", "pm").
var clockAfter = regexp.MustCompile(`(?i)^(?:[:.]\d{2}|\s?[ap]\.?m\b)`)

func monthDate(today day, mon time.Month, d, year int) (piece, bool) {
	switch {
	case d == 0:
		if year == 0 {
			year = today.y
			if mon < today.m {
				year++
			}
		}
		first := day{year, mon, 1}
		if first.before(today) && year == today.y && mon == today.m {
			first = today
		}
		p := dayPiece(first)
		p.monthOnly, p.wholeMonth = true, first.d == 1
		return p, true
	case year != 0:
		if !validDay(year, mon, d) {
			return piece{}, false
		}
		return dayPiece(day{year, mon, d}), true
	}
	nd, ok := nextDate(today, mon, d)
	return dayPiece(nd), ok
}

// amount reads when's count words: "2", "two", "a", "an", "a few" (3).
func amount(s string) (int, bool) {
	s = strings.Join(strings.Fields(strings.ToLower(s)), " ")
	if n, ok := en.INTEGER_WORDS[s]; ok {
		return n, true
	}
	switch s {
	case "a", "an":
		return 1, true
	case "a few", "few":
		return 3, true
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > maxAmount {
		return 0, false
	}
	return n, true
}

// maxAmount bounds counts so a long digit run cannot overflow the clock.
const maxAmount = 10000

// offset moves ref by n units: calendar units give a date, clock units an
// instant. "half an hour" and "half a day" are the only halves we take.
func offset(ref time.Time, num, unit string, sign int) (piece, bool) {
	unit = strings.ToLower(unit)
	today := dayOf(ref)
	if strings.HasPrefix(strings.ToLower(num), "half") {
		switch {
		case strings.HasPrefix(unit, "hour"):
			return instantPiece(ref.Add(time.Duration(sign) * 30 * time.Minute)), true
		case strings.HasPrefix(unit, "day"):
			return instantPiece(ref.Add(time.Duration(sign) * 12 * time.Hour)), true
		}
		return piece{}, false
	}
	n, ok := amount(num)
	if !ok {
		return piece{}, false
	}
	n *= sign
	switch {
	case strings.HasPrefix(unit, "sec"):
		return instantPiece(ref.Add(time.Duration(n) * time.Second)), true
	case strings.HasPrefix(unit, "min"):
		return instantPiece(ref.Add(time.Duration(n) * time.Minute)), true
	case strings.HasPrefix(unit, "hour"):
		return instantPiece(ref.Add(time.Duration(n) * time.Hour)), true
	case strings.HasPrefix(unit, "day"):
		return dayPiece(today.addDays(n)), true
	case strings.HasPrefix(unit, "week"):
		return dayPiece(today.addDays(7 * n)), true
	case strings.HasPrefix(unit, "fortnight"):
		return dayPiece(today.addDays(14 * n)), true
	case strings.HasPrefix(unit, "month"):
		return dayPiece(today.addMonths(n)), true
	case strings.HasPrefix(unit, "year"):
		return dayPiece(today.addMonths(12 * n)), true
	}
	return piece{}, false
}

func instantPiece(t time.Time) piece { return piece{instant: true, at: t} }

func readDeadline(_ string, m *rules.Match, ref time.Time) (piece, bool) {
	return offset(ref, m.Captures[1], m.Captures[2], 1)
}

func readPastTime(_ string, m *rules.Match, ref time.Time) (piece, bool) {
	return offset(ref, m.Captures[0], m.Captures[1], -1)
}

// meridiem reads when's am/pm capture; a lone "a" or "p" ("2 a day") is
// not one.
func meridiem(s string) (half, bool) {
	switch strings.ToLower(s) {
	case "am", "a.m.", "a.":
		return am, true
	case "pm", "p.m.", "p.":
		return pm, true
	}
	return anyHalf, false
}

func to24(h int, hf half) (int, bool) {
	if h < 1 || h > 12 {
		return 0, false
	}
	if hf == pm && h < 12 {
		h += 12
	}
	if hf == am && h == 12 {
		h = 0
	}
	return h, true
}

// readHour reads "5pm", "5 p.m.", "12am" (00:00) and "12pm" (noon).
func readHour(_ string, m *rules.Match, ref time.Time) (piece, bool) {
	hf, ok := meridiem(m.Captures[1])
	if !ok {
		return piece{}, false
	}
	h, _ := strconv.Atoi(m.Captures[0])
	h, ok = to24(h, hf)
	return clockPiece(h, 0, false), ok
}

// addressAfter: a street named after a number ("9 church st", "14 Mill
// Lane"): the number is a house's, not an hour.
var addressAfter = regexp.MustCompile(`(?i)^\s+(?:[a-z][\w'-]*\s+){1,3}(?:st|street|rd|road|ave|avenue|lane|ln|close|way|drive|dr|crescent|cres|terrace|place|pl|grove|gardens|court|ct|square|sq|hill|row|walk|park|mews)\b`)

// readHourMinute reads "5:30pm", "17:00" and "5:30" (a bare hour); when
// also takes "7-10" as a time, which we refuse: that is a range.
func readHourMinute(_ string, m *rules.Match, ref time.Time) (piece, bool) {
	hs, ms := m.Captures[0], m.Captures[1]
	if sep := m.Text[len(hs):]; !strings.HasPrefix(sep, ":") && !strings.HasPrefix(sep, "：") {
		return piece{}, false
	}
	h, _ := strconv.Atoi(hs)
	mm, _ := strconv.Atoi(ms)
	if m.Captures[2] != "" {
		hf, ok := meridiem(m.Captures[2])
		if !ok {
			return piece{}, false
		}
		h, ok = to24(h, hf)
		return clockPiece(h, mm, false), ok
	}
	// 24-hour readings: a zero-padded or afternoon hour is exact.
	bare := len(hs) == 1 && h >= 1 || h >= 10 && h <= 12
	return clockPiece(h, mm, bare), h <= 23
}

// readCasualTime reads "this morning" (today 09:00) and "noon"; a bare
// "morning" is weak and counts only beside a date ("tomorrow morning").
func readCasualTime(text string, m *rules.Match, ref time.Time) (piece, bool) {
	w := strings.ToLower(m.Captures[2])
	if w == "noon" {
		return clockPiece(12, 0, false), true
	}
	pp := periodPiece(dayOf(ref), w)
	if m.Captures[1] == "" {
		// alone ("afternoon") it means the next one; in a text it counts
		// only beside a date ("morning run" has none)
		pp.hasDay, pp.weak = false, strings.TrimSpace(text) != m.Text
	} else {
		pp.roll = 1 // "this morning at 3" said at 04:30 is tomorrow's
	}
	return pp, true
}

// readSlashDMY reads when's day/month[/year] ("25/12", "3/12/2026"); our
// own rule takes month/day when the day comes second and exceeds 12.
func readSlashDMY(_ string, m *rules.Match, ref time.Time) (piece, bool) {
	d, _ := strconv.Atoi(m.Captures[0])
	mon, _ := strconv.Atoi(m.Captures[1])
	y := 0
	if m.Captures[2] != "" {
		y, _ = strconv.Atoi(m.Captures[2])
	}
	return slashDate(dayOf(ref), d, mon, y)
}

func slashDate(today day, d, mon, y int) (piece, bool) {
	if mon < 1 || mon > 12 || d < 1 || d > 31 {
		return piece{}, false
	}
	p, ok := monthDate(today, time.Month(mon), d, y)
	return p, ok && !p.monthOnly
}

func isWordByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

func isSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\v' || b == '\f'
}
