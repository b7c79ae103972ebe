package dates

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Amounts of time and what counts from them: "2 minutes from now", "an
// hour and a half", "in a couple of weeks", "in 2.5 hours", "+15 min",
// "3 weeks later", "7 days hence", "the next 5 days", "next business day",
// "2 weeks after friday", "3 mondays from now", "monday after next".
const (
	amountPat = `(?:\d{1,5}(?:\.\d+)?(?:\s+and\s+an?\s+half)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|a\s+couple\s+of|a\s+couple|couple\s+of|a\s+few|few|half\s+an?|a\s+half|(?:a\s+)?quarter\s+of\s+an?|three[\s-]quarters?\s+of\s+an?|(?:an?|one)\s+and\s+a\s+half)`
	unitPat   = `(?:years?|yrs?|months?|mos?|weeks?|wks?|w|fortnights?|days?|d|hours?|hrs?|hr|h|minutes?|mins?|min|m|seconds?|secs?|s)`
	durPart   = amountPat + `(?:\s*more)?\s*` + unitPat + `(?:\s+and\s+an?\s+half)?`
	durPat    = `(` + durPart + `(?:\s*(?:,|and)?\s*` + durPart + `)*)`
	hedge     = `(?:(?:about|around|approximately|approx\.?|roughly|just|another|only|like)\s+)?`
)

var durPartRe = regexp.MustCompile(`(?i)(` + amountPat + `)(?:\s*more)?\s*(` + unitPat + `)(\s+and\s+an?\s+half)?\b`)

// readDuration reads durPat's text into a Shift; fractions of a day or
// larger unit are refused. parts counts the amounts ("2 weeks 3 days" has
// two).
func readDuration(s string) (sh Shift, parts int, ok bool) {
	for _, g := range durPartRe.FindAllStringSubmatch(s, -1) {
		num := strings.Join(strings.Fields(strings.ToLower(g[1])), " ")
		var f float64
		switch {
		case strings.HasPrefix(num, "three"):
			f = 0.75
			if !strings.Contains(num, "quarter") {
				f = 3
			}
		case strings.Contains(num, "quarter"):
			f = 0.25
		case strings.Contains(num, "and a half") || strings.HasSuffix(num, "and an half"):
			f = 1.5
			if n, ok := amount(strings.Fields(num)[0]); ok {
				f = float64(n) + 0.5
			} else if v, err := parseFloat(strings.Fields(num)[0]); err == nil {
				f = v + 0.5
			}
		case num == "a half" || strings.HasPrefix(num, "half"):
			f = 0.5
		case strings.Contains(num, "couple"):
			f = 2
		default:
			if n, ok := amount(num); ok {
				f = float64(n)
			} else if n, ok := cardinal(num); ok {
				f = float64(n)
			} else if v, err := parseFloat(num); err == nil && v <= maxAmount {
				f = v
			} else {
				return Shift{}, 0, false
			}
		}
		if g[3] != "" {
			f += 0.5
		}
		if f > maxAmount {
			return Shift{}, 0, false
		}
		if !sh.addFloat(f, strings.ToLower(g[2])) {
			return Shift{}, 0, false
		}
		parts++
	}
	return sh, parts, parts > 0
}

// addFloat adds f units; halves of days become 12 hours, other fractions
// of calendar units are refused.
func (s *Shift) addFloat(f float64, unit string) bool {
	clock := func(d time.Duration) bool { s.Clock += time.Duration(f * float64(d)); return true }
	whole := f == float64(int(f))
	switch {
	case unit == "m" || strings.HasPrefix(unit, "min"):
		return clock(time.Minute)
	case unit == "mo" || unit == "mos" || strings.HasPrefix(unit, "month"):
		s.Months += int(f)
	case strings.HasPrefix(unit, "y"):
		if f*12 == float64(int(f*12)) {
			s.Months += int(f * 12)
			return true
		}
		s.Months += 12 * int(f)
	case strings.HasPrefix(unit, "w"):
		s.Days += 7 * int(f)
	case strings.HasPrefix(unit, "f"):
		s.Days += 14 * int(f)
	case strings.HasPrefix(unit, "d"):
		if !whole {
			return clock(24 * time.Hour)
		}
		s.Days += int(f)
	case strings.HasPrefix(unit, "h"):
		return clock(time.Hour)
	default:
		return clock(time.Second)
	}
	return whole
}

var spanRules = []ownRule{
	{preAll(`(?i)\b`+hedge+durPat+`\b`, needUnit), readAmount},
	{preAll(`(?i)\b(?:the\s+)?(?:next|coming|following)\s+(?:(`+amountPat+`)\s+)?(minutes?|hours?|days?|weeks?|months?|years?|business\s+days?|working\s+days?|weekdays?)\b`, []string{" next ", " coming ", " following "}), readNextSpan},
	{preAll(`(?i)\b(?:the\s+)?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|next)\s+(`+weekdayWord+`)\s+(after|before)\b`, []string{" after ", " before "}, needWeekday), readWeekdayAfter},
	{preAll(`(?i)\b(`+weekdayWord+`)\s+after\s+next\b`, []string{" after "}, []string{" next "}), readAfterNext},
	{preAll(`(?i)\bthe\s+(`+weekdayWord+`)\s+(after|before)\b`, []string{" after ", " before "}, needWeekday), readTheWeekdayAfter},
	{preAll(`(?i)\b(`+amountPat+`)\s+(`+weekdayWord+`)s\s+(?:from\s+(?:now|today)|hence|later)\b`, []string{" from ", " hence ", " later "}, needWeekday), readWeekdaysFromNow},
	{preAll(`(?i)\b(`+weekdayWord+`)\s+(?:of\s+)?(?:the\s+)?(next|this|last|following|coming|previous)\s+week\b`, []string{" week "}, needWeekday), readWeekdayOfWeek},
	{preAll(`(?i)\b(?:from\s+)?(`+weekdayWord+`)\s*(?:-|–|through|thru)\s*(`+weekdayWord+`)\b`, []string{"-", "–", " through ", " thru "}, needWeekday), readWeekdayRange},
	{preAll(`(?i)\b(?:the\s+)?(day|week|fortnight)\s+(after|before)\b`, []string{" day ", " week ", " fortnight "}, []string{" after ", " before "}), readDayAfterDate},
	{preAll(`(?i)\b(?:the\s+)?(morning|afternoon|evening|night)\s+(after|before)\b`, []string{" after ", " before "}, []string{"morning", "afternoon", "evening", "night"}), readPeriodAfterDate},
	{preAll(`(?i)\b(?:this\s+)?(?:coming|upcoming)\s+(`+weekdayWord+`)\b`, []string{" coming ", " upcoming "}), readComingWeekday},
	{preAll(`(?i)\b(?:in|by|during|until|till|before)\s+((?:19|20|21)\d\d)\b`, []string{"####"}, []string{" in ", " by ", " during ", " until ", " till ", " before "}), readYear},
	{preAll(`(?i)\bright\s+now\b`, []string{" right now "}), readNow},
	{preAll(`(?i)^\s*now\s*$`, []string{" now "}), readNow},
}

// fromRef is ref moved by sh: a date for whole calendar amounts ("in 3
// days" is a due date), an instant when a clock amount is in it or the
// phrase counts from the moment ("a day from right now").
func fromRef(ref time.Time, sh Shift, exact bool) piece {
	if sh.Clock == 0 && !exact {
		return dayPiece(dayOf(ref).addMonths(sh.Months).addDays(sh.Days))
	}
	return instantPiece(sh.Apply(ref))
}

// An amount's meaning comes from the words around it, read once per
// amount instead of one big pattern per reading (Go's regexp pays for
// each pass over durPat).
var (
	amountBefore = regexp.MustCompile(`(?:\b(in|within|after)\s+|(\bnow\s*)?(\+)\s*|\b(?:the\s+)?(next)\s+)$`)
	amountAfter  = regexp.MustCompile(`^\s+(from\s+(?:right\s+)?now|from\s+today|hence|later|out|from\s+this\s+moment|ago|after|from|before)\b`)
	// timeTail is the "time" of "in ten days' time", "in a week's time",
	// "in 2 weeks time": part of the phrase, not the title.
	timeTail = regexp.MustCompile(`^(?:['’]s?)?\s+time\b`)
)

// readAmount reads an amount of time by its context: "in 3 days", "+15
// min", "next 2 weeks 3 days" before it; "from now", "hence", "later",
// "ago", or "after"/"before" a date after it.
func readAmount(text string, g []int, ref time.Time) (piece, bool) {
	lower := lowerASCII(text[:g[0]])
	var p piece
	var ok bool
	end := g[1]
	if b := amountBefore.FindStringSubmatchIndex(lower); b != nil {
		start := b[0]
		switch {
		case b[2] >= 0:
			p, ok = readIn(text, g, ref)
			if t := timeTail.FindStringIndex(lowerASCII(text[g[1]:])); t != nil {
				end = g[1] + t[1]
			}
		case b[6] >= 0:
			p, ok = readPlus(text, []int{start, g[1], g[2], g[3]}, ref, b[4] >= 0)
		default:
			p, ok = readNextCompound(text, g, ref)
		}
		p.start, p.end = start, end
		return p, ok
	}
	a := amountAfter.FindStringSubmatchIndex(lowerASCII(text[g[1]:]))
	if a == nil {
		return piece{}, false
	}
	word := strings.ToLower(text[g[1]+a[2] : g[1]+a[3]])
	end = g[1] + a[1]
	switch word {
	case "ago":
		p, ok = readAgo(text, g, ref)
	case "after", "from", "before":
		p, ok = readDurationAfter(text, []int{g[0], end, g[2], g[3], g[1] + a[2], g[1] + a[3]}, ref)
	default:
		p, ok = readFromNow(text, []int{g[0], end, g[2], g[3], g[1] + a[2], g[1] + a[3]}, ref)
	}
	p.start, p.end = g[0], end
	return p, ok
}

func readIn(text string, g []int, ref time.Time) (piece, bool) {
	sh, _, ok := readDuration(sub(text, g, 1))
	if !ok {
		return piece{}, false
	}
	return fromRef(ref, sh, false), true
}

func readFromNow(text string, g []int, ref time.Time) (piece, bool) {
	sh, _, ok := readDuration(sub(text, g, 1))
	if !ok {
		return piece{}, false
	}
	return fromRef(ref, sh, strings.HasSuffix(strings.ToLower(sub(text, g, 2)), "now")), true
}

// readPlus reads "+15 min", "now + 40 minutes"; after a date it moves that
// date ("next tuesday +10 days", see group.add).
func readPlus(text string, g []int, ref time.Time, fromNow bool) (piece, bool) {
	sh, _, ok := readDuration(sub(text, g, 1))
	if !ok {
		return piece{}, false
	}
	p := fromRef(ref, sh, fromNow)
	if sh.Clock == 0 {
		p.plus = &sh
	}
	return p, true
}

// readWeekdayRange reads "monday through wednesday", "mon-fri": from the
// first weekday (read as a bare one) to the end of the second. "from
// friday to monday" stays a move: only "through" and a dash make a range.
func readWeekdayRange(text string, g []int, ref time.Time) (piece, bool) {
	a, ok := weekdayOf(sub(text, g, 1))
	b, ok2 := weekdayOf(sub(text, g, 2))
	if !ok || !ok2 || a == b {
		return piece{}, false
	}
	start := dayOf(ref).onOrAfter(a)
	p := dayPiece(start)
	p.hasEndDay, p.endDay = true, start.onOrAfter(b).addDays(1)
	return p, true
}

// readNow: "right now", or "now" alone, is the reference instant.
func readNow(text string, g []int, ref time.Time) (piece, bool) { return instantPiece(ref), true }

// readAgo reads "an hour and a half ago", "a fortnight ago": ref moved
// back (when's rule reads the simple ones).
func readAgo(text string, g []int, ref time.Time) (piece, bool) {
	sh, _, ok := readDuration(sub(text, g, 1))
	if !ok {
		return piece{}, false
	}
	return fromRef(ref, Shift{-sh.Months, -sh.Days, -sh.Clock}, false), true
}

// readDayAfterDate reads "the day after" a date ("the day after
// christmas"), and "the week before" or "the fortnight after" one; "the
// day after tomorrow" is readDayAfter's.
func readDayAfterDate(text string, g []int, ref time.Time) (piece, bool) {
	n := map[string]int{"day": 1, "week": 7, "fortnight": 14}[strings.ToLower(sub(text, g, 1))]
	if strings.EqualFold(sub(text, g, 2), "before") {
		n = -n
	}
	return piece{weak: true, pending: func(d day) (day, bool) { return d.addDays(n), true }}, true
}

// readPeriodAfterDate reads "the night before", "the morning after": the
// day before or after the date that follows, at that period's hour (night
// 20:00 is the evening before, not the small hours). The period's hour
// stands even when the date after it has a time ("the night before the
// 14th at 3pm" is the 13th, evening): that time is the event's.
func readPeriodAfterDate(text string, g []int, ref time.Time) (piece, bool) {
	n := 1
	if strings.EqualFold(sub(text, g, 2), "before") {
		n = -1
	}
	p := periods[strings.ToLower(sub(text, g, 1))]
	return piece{weak: true, hasClock: true, hour: p.hour, soft: true, hint: p.hint, keepClock: true,
		pending: func(d day) (day, bool) { return d.addDays(n), true }}, true
}

// readComingWeekday: "this coming friday" is the next Friday after today.
func readComingWeekday(text string, g []int, ref time.Time) (piece, bool) {
	wd, ok := weekdayOf(sub(text, g, 1))
	if !ok {
		return piece{}, false
	}
	return dayPiece(dayOf(ref).addDays(1).onOrAfter(wd)), true
}

// readYear reads "in 2031", "by 2031": its Jan 1, or today in the current
// year.
func readYear(text string, g []int, ref time.Time) (piece, bool) {
	y, _ := strconv.Atoi(sub(text, g, 1))
	today := dayOf(ref)
	if rest := strings.TrimLeft(text[g[1]:], " "); rest != "" && (isDigit(rest[0]) || rest[0] == '%') {
		return piece{}, false
	}
	switch {
	case y < today.y:
		return dayPiece(day{y, time.January, 1}), true
	case y == today.y:
		return dayPiece(today), true
	}
	return dayPiece(day{y, time.January, 1}), true
}

// readNextSpan reads the span ahead: "the next 3 days" starts tomorrow and
// ends 3 days on, "the next 2 hours" starts at the next full hour; "next
// day" is tomorrow, "next hour" an hour from now, "next business day" the
// next Monday to Friday. "next week/month/year" alone are readNextUnit's.
func readNextSpan(text string, g []int, ref time.Time) (piece, bool) {
	num := sub(text, g, 1)
	unit := strings.ToLower(strings.Join(strings.Fields(sub(text, g, 2)), " "))
	unit = strings.TrimSuffix(unit, "s")
	n := 1
	if num != "" {
		var ok bool
		if n, ok = amount(num); !ok || n < 1 {
			return piece{}, false
		}
	}
	today := dayOf(ref)
	switch unit {
	case "week", "month", "year":
		if num == "" {
			return piece{}, false
		}
	case "business day", "working day", "weekday":
		d := today
		for i := 0; i < n; {
			d = d.addDays(1)
			if wd := d.weekday(); wd != time.Saturday && wd != time.Sunday {
				i++
			}
		}
		if num == "" {
			return dayPiece(d), true
		}
		p := dayPiece(nextWeekday(today.addDays(1)))
		p.hasEndDay, p.endDay = true, d.addDays(1)
		return p, true
	}
	switch unit {
	case "minute", "hour":
		step := time.Minute
		if unit == "hour" {
			step = time.Hour
		}
		start := ref.Truncate(step).Add(step)
		if num == "" && unit == "hour" {
			start = ref.Add(time.Hour)
		}
		p := instantPiece(start)
		p.endAt = start.Add(time.Duration(n) * step)
		return p, true
	case "day":
		p := dayPiece(today.addDays(1))
		if num != "" {
			p.hasEndDay, p.endDay = true, today.addDays(1+n)
		}
		return p, true
	case "week":
		p := dayPiece(today.addDays(1))
		p.hasEndDay, p.endDay = true, today.addDays(1+7*n)
		return p, true
	case "month":
		p := dayPiece(today.addDays(1))
		p.hasEndDay, p.endDay = true, today.addMonths(n).addDays(1)
		return p, true
	}
	p := dayPiece(today.addDays(1))
	p.hasEndDay, p.endDay = true, today.addMonths(12*n).addDays(1)
	return p, true
}

func nextWeekday(d day) day {
	for d.weekday() == time.Saturday || d.weekday() == time.Sunday {
		d = d.addDays(1)
	}
	return d
}

// readNextCompound reads "next 2 weeks 3 days" as an offset: a span ahead
// has one amount.
func readNextCompound(text string, g []int, ref time.Time) (piece, bool) {
	sh, parts, ok := readDuration(sub(text, g, 1))
	if !ok || parts < 2 {
		return piece{}, false
	}
	return fromRef(ref, sh, false), true
}

// readDurationAfter reads "2 weeks after", "3 days before": an operator
// waiting for the date that follows ("2 weeks after friday").
func readDurationAfter(text string, g []int, ref time.Time) (piece, bool) {
	sh, _, ok := readDuration(sub(text, g, 1))
	if !ok || sh.Clock != 0 {
		return piece{}, false
	}
	if strings.EqualFold(sub(text, g, 2), "before") {
		sh = Shift{Months: -sh.Months, Days: -sh.Days}
	}
	return piece{weak: true, pending: func(d day) (day, bool) {
		return d.addMonths(sh.Months).addDays(sh.Days), true
	}}, true
}

// mealAfter: a meal, work or school said after "after"/"before" is a time
// of the day before it, not a date to count from.
var mealAfter = regexp.MustCompile(`(?i)^\s+(?:breakfast|brunch|lunch(?:time)?|dinner(?:time)?|supper(?:time)?|school|work)\b`)

var nthWords = map[string]int{"first": 1, "1st": 1, "next": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3,
	"fourth": 4, "4th": 4, "fifth": 5, "5th": 5}

// readWeekdayAfter reads "the third tuesday after" a date.
func readWeekdayAfter(text string, g []int, ref time.Time) (piece, bool) {
	return weekdayAfter(text, g, nthWords[strings.ToLower(sub(text, g, 1))], sub(text, g, 2), sub(text, g, 3))
}

// readTheWeekdayAfter reads "the monday after" a date ("… christmas"):
// the first.
func readTheWeekdayAfter(text string, g []int, ref time.Time) (piece, bool) {
	return weekdayAfter(text, g, 1, sub(text, g, 1), sub(text, g, 2))
}

// weekdayAfter is the n-th weekday named before or after (dir) the date
// that follows the match g in text.
func weekdayAfter(text string, g []int, n int, weekday, dir string) (piece, bool) {
	wd, ok := weekdayOf(weekday)
	if !ok || n == 0 || mealAfter.MatchString(text[g[1]:]) {
		// "next tuesday after work": the day, then a time of it
		return piece{}, false
	}
	if strings.EqualFold(dir, "before") {
		return piece{weak: true, pending: func(d day) (day, bool) {
			d = d.addDays(-1)
			d = d.addDays(-((int(d.weekday()) - int(wd) + 7) % 7))
			return d.addDays(-7 * (n - 1)), true
		}}, true
	}
	return piece{weak: true, pending: func(d day) (day, bool) {
		return d.addDays(1).onOrAfter(wd).addDays(7 * (n - 1)), true
	}}, true
}

func weekdayOf(s string) (time.Weekday, bool) {
	s = strings.ToLower(s)
	if len(s) < 3 {
		return 0, false
	}
	c, ok := byday[s[:3]]
	if !ok {
		return 0, false
	}
	return time.Weekday((weekOrder[c] + 1) % 7), true
}

// readAfterNext: "monday after next" is the Monday after the coming one.
func readAfterNext(text string, g []int, ref time.Time) (piece, bool) {
	wd, ok := weekdayOf(sub(text, g, 1))
	if !ok {
		return piece{}, false
	}
	return dayPiece(dayOf(ref).addDays(1).onOrAfter(wd).addDays(7)), true
}

// readWeekdaysFromNow: "3 mondays from now" is the third Monday after
// today.
func readWeekdaysFromNow(text string, g []int, ref time.Time) (piece, bool) {
	n, ok := amount(sub(text, g, 1))
	wd, ok2 := weekdayOf(sub(text, g, 2))
	if !ok || !ok2 || n < 1 || n > 520 {
		return piece{}, false
	}
	return dayPiece(dayOf(ref).addDays(1).onOrAfter(wd).addDays(7 * (n - 1))), true
}

// readWeekdayOfWeek: "thursday of next week", "friday of this week".
func readWeekdayOfWeek(text string, g []int, ref time.Time) (piece, bool) {
	wd, ok := weekdayOf(sub(text, g, 1))
	if !ok {
		return piece{}, false
	}
	shift := 0
	switch strings.ToLower(sub(text, g, 2)) {
	case "next", "following", "coming":
		shift = 1
	case "last", "previous":
		shift = -1
	}
	return dayPiece(dayOf(ref).relWeek().addDays(7*shift + (int(wd)+6)%7)), true
}
