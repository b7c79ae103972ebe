package dates

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/olebedev/when/rules/en"
)

// ruleSpec is an RFC 5545 recurrence rule as far as our phrases need it.
type ruleSpec struct {
	freq       string // DAILY, WEEKLY, MONTHLY, YEARLY
	interval   int    // 0 or 1: every one
	bymonth    int
	bymonthday int // -1 is the month's last day
	byday      []string
	until      string // UNTIL, "20261217T225959Z"; "" when the rule runs on
}

// String renders the RRULE value: FREQ first, then INTERVAL, BYMONTH,
// BYMONTHDAY, BYDAY, UNTIL.
func (r ruleSpec) String() string {
	s := "FREQ=" + r.freq
	if r.interval > 1 {
		s += ";INTERVAL=" + strconv.Itoa(r.interval)
	}
	if r.bymonth != 0 {
		s += ";BYMONTH=" + strconv.Itoa(r.bymonth)
	}
	if r.bymonthday != 0 {
		s += ";BYMONTHDAY=" + strconv.Itoa(r.bymonthday)
	}
	if len(r.byday) > 0 {
		s += ";BYDAY=" + strings.Join(r.byday, ",")
	}
	if r.until != "" {
		s += ";UNTIL=" + r.until
	}
	return s
}

// recurrence is a recurrence phrase found in a text.
type recurrence struct {
	start, end int
	rule       ruleSpec
	hasClock   bool // "every morning": a time of day comes with the rule
	hour       int
}

const (
	weekdayWord = `(?:monday|mon|tuesday|tues|tue|wednesday|weds|wed|thursday|thurs|thur|thu|friday|fri|saturday|sat|sunday|sun)`
	// "monday, wednesday and friday", "mon wed fri", "mon/wed/fri"
	weekdayList = weekdayWord + `(?:(?:\s*(?:,\s*and|,|and|&|/)\s*|\s+)` + weekdayWord + `)*`
	pluralDays  = `(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)`
	every       = `(?:every|each)\s+`
)

// onDays is an optional "on Monday and Wednesday" after a weekly unit
// ("every other week on …"); it is the rule's last group.
var onDays = `(?:\s+on\s+(` + weekdayList + `))?`

var monthDay = `(?:` + en.ORDINAL_WORDS_PATTERN + `|\d{1,2}(?:st|nd|rd|th)?|last\s+day)`

type recurRule struct {
	re   *rx
	read func(text string, g []int) (recurrence, bool)
}

var recurRules = []recurRule{
	{preAll(`(?i)\b`+every+`other\s+(day|week|month|year|`+weekdayList+`)`+onDays+`\b`, []string{" every ", " each "}), readEveryOther},
	// "every second Wednesday", "every alternate week": every other; "every
	// third Sunday", "every fourth week": every three or four weeks — unless
	// "of the month" follows (the month's second Wednesday)
	{preAll(`(?i)\b`+every+`(second|2nd|alternate|third|3rd|fourth|4th)\s+(day|week|month|year|`+weekdayList+`)`+onDays+`\b`, []string{" every ", " each "}), func(text string, g []int) (recurrence, bool) {
		if ofMonth.MatchString(text[g[1]:]) {
			return recurrence{}, false
		}
		n := everyNth[strings.ToLower(sub(text, g, 1))]
		w := strings.ToLower(sub(text, g, 2))
		if f, ok := unitFreq[w]; ok {
			return withDays(recurrence{rule: ruleSpec{freq: f, interval: n}}, text, g)
		}
		return recurrence{rule: ruleSpec{freq: "WEEKLY", interval: n, byday: days(w)}}, true
	}},
	{preAll(`(?i)\b`+every+`(\d{1,3}|`+en.INTEGER_WORDS_PATTERN[3:]+`\s+(days?|weeks?|months?|years?)`+onDays+`\b`, []string{" every ", " each "}), readEveryN},
	{preAll(`(?i)\b`+every+`(day|weekday|weekend|week|fortnight|quarter|month|year|morning|afternoon|evening|night)(?:\s+on\s+(?:the\s+)?(`+monthDay+`))?`+onDays+`\b`, []string{" every ", " each "}), readEveryUnit},
	{preAll(`(?i)\b(?:(?:every|each|on)\s+)?(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+(`+weekdayWord+`)\s+of\s+(?:every|each|the)\s+month\b`, []string{" month "}), readNthWeekday},
	{preAll(`(?i)\b`+every+`(`+weekdayList+`)\b`, []string{" every ", " each "}), readEveryWeekday},
	// "gym mon wed fri 7am": two or more weekdays listed are the days it repeats on
	{preAll(`(?i)\b(`+weekdayWord+`(?:(?:\s*(?:,\s*and|,|and|&|/)\s*|\s+)`+weekdayWord+`)+)\b`, []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}), readEveryWeekday},
	// "gym MWF 7am", "tutoring T/Th": the class-timetable letters for days
	{preAll(`(?i)\b(mwf|m/w/f|m-w-f|tth|t/th|tuth|tu/th|tr)\b`, []string{"mwf", "m/w/f", "m-w-f", "tth", "t/th", "tuth", "tu/th", "tr"}), readLetterDays},
	{preAll(`(?i)\bon\s+(weekdays|weekends|`+pluralDays+`(?:\s*(?:,\s*and|,|and|&)\s*`+pluralDays+`)*)\b`, []string{" on "}), readOnDays},
	{preAll(`(?i)\b(daily|weekly|fortnightly|biweekly|monthly|quarterly|yearly|annually)(?:\s+on\s+(?:the\s+)?(`+monthDay+`))?\b`, []string{" daily ", " weekly ", " fortnightly ", " biweekly ", " monthly ", " quarterly ", " yearly ", " annually "}), readAdverb},
	{preAll(`(?i)\b(?:on\s+)?(?:the\s+)?(`+monthDay+`)\s+of\s+(?:every|each)\s+month\b`, []string{" month "}), readDayOfMonth},
	{preAll(`(?i)\b`+every+`(`+monthDay+`)\s+of\s+the\s+month\b`, []string{" every ", " each "}), readDayOfMonth},
	{preAll(`(?i)\b`+every+`(?:year\s+on\s+)?(`+en.MONTH_OFFSET_PATTERN[3:]+`\s+(`+monthDay+`)\b`, []string{" every ", " each "}), readEveryDate},
	// "every year on 2nd feb", "every 2 february", "yearly on the 14th of
	// march": the day said before its month
	{preAll(`(?i)\b(?:(?:every|each)\s+year\s+on\s+|(?:yearly|annually)\s+on\s+)(?:the\s+)?(`+monthDay+`)\s+(?:of\s+)?(`+en.MONTH_OFFSET_PATTERN[3:]+`\b`, []string{" every ", " each ", " yearly ", " annually "}), dayFirstDate},
	// "every 2nd feb" (with its ordinal; "every 3 December" stays no rule)
	{preAll(`(?i)\b`+every+`(?:the\s+)?(\d{1,2}(?:st|nd|rd|th))\s+(?:of\s+)?(`+en.MONTH_OFFSET_PATTERN[3:]+`\b`, []string{" every ", " each "}), dayFirstDate},
}

// findRecurrence returns the leftmost recurrence phrase (the longest when
// two start together); t is text read by readText.
func findRecurrence(text string, t *texts) (recurrence, bool) {
	var best recurrence
	found := false
	for _, r := range recurRules {
		if !r.re.need.in(t) {
			continue
		}
		for _, g := range r.re.findAll(t.lower) {
			rec, ok := r.read(text, g)
			if !ok {
				continue
			}
			rec.start = g[0]
			if rec.end == 0 { // a reader may end the phrase early
				rec.end = g[1]
			}
			if !found || rec.start < best.start || rec.start == best.start && rec.end > best.end {
				best, found = rec, true
			}
			break
		}
	}
	return best, found
}

var letters = regexp.MustCompile(`[A-Za-z]+`)

var byday = map[string]string{
	"mon": "MO", "tue": "TU", "wed": "WE", "thu": "TH", "fri": "FR", "sat": "SA", "sun": "SU",
}

var weekOrder = map[string]int{"MO": 0, "TU": 1, "WE": 2, "TH": 3, "FR": 4, "SA": 5, "SU": 6}

// days reads a list of weekday names into RFC 5545 BYDAY codes, Monday
// first and without repeats.
func days(list string) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range letters.FindAllString(list, -1) {
		w = strings.ToLower(w)
		if len(w) < 3 || w == "and" {
			continue
		}
		if c, ok := byday[w[:3]]; ok && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	sort.Slice(out, func(i, j int) bool { return weekOrder[out[i]] < weekOrder[out[j]] })
	return out
}

var unitFreq = map[string]string{"day": "DAILY", "week": "WEEKLY", "month": "MONTHLY", "year": "YEARLY"}

// ofMonth: "of the month" after a weekday.
var ofMonth = regexp.MustCompile(`(?i)^\s+of\s+(?:the|every|each)\s+month\b`)

func readEveryOther(text string, g []int) (recurrence, bool) {
	w := strings.ToLower(sub(text, g, 1))
	if f, ok := unitFreq[w]; ok {
		return withDays(recurrence{rule: ruleSpec{freq: f, interval: 2}}, text, g)
	}
	return recurrence{rule: ruleSpec{freq: "WEEKLY", interval: 2, byday: days(w)}}, true
}

func readEveryN(text string, g []int) (recurrence, bool) {
	n, ok := amount(sub(text, g, 1))
	if !ok || n < 1 || n > 999 {
		return recurrence{}, false
	}
	unit := strings.TrimSuffix(strings.ToLower(sub(text, g, 2)), "s")
	return withDays(recurrence{rule: ruleSpec{freq: unitFreq[unit], interval: n}}, text, g)
}

// withDays adds the days of a trailing "on Monday and Wednesday" (the
// match's last group) to a weekly rule; with another frequency the rule
// ends before "on", which stays a date ("every 3 days on friday").
func withDays(rec recurrence, text string, g []int) (recurrence, bool) {
	last := len(g)/2 - 1
	list := sub(text, g, last)
	if list == "" {
		return rec, true
	}
	if rec.rule.freq != "WEEKLY" || len(rec.rule.byday) > 0 {
		head := strings.TrimRight(text[:g[2*last]], " \t")
		rec.end = len(strings.TrimRight(head[:len(head)-len("on")], " \t"))
		return rec, true
	}
	rec.rule.byday = days(list)
	return rec, true
}

// everyNth: the interval of "every second / third / fourth …".
var everyNth = map[string]int{"second": 2, "2nd": 2, "alternate": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}

var nth = map[string]string{"first": "1", "1st": "1", "second": "2", "2nd": "2", "third": "3", "3rd": "3",
	"fourth": "4", "4th": "4", "last": "-1"}

// readNthWeekday reads "the last Friday of every month" (BYDAY=-1FR).
func readNthWeekday(text string, g []int) (recurrence, bool) {
	d := days(sub(text, g, 2))
	if len(d) != 1 {
		return recurrence{}, false
	}
	n := nth[strings.ToLower(sub(text, g, 1))]
	return recurrence{rule: ruleSpec{freq: "MONTHLY", byday: []string{n + d[0]}}}, true
}

func readEveryUnit(text string, g []int) (recurrence, bool) {
	rec, ok := everyUnit(strings.ToLower(sub(text, g, 1)), sub(text, g, 2))
	if !ok {
		return rec, false
	}
	return withDays(rec, text, g)
}

// everyUnit reads "every <unit>" with an optional day of the month (md).
func everyUnit(w, md string) (recurrence, bool) {
	switch w {
	case "weekday":
		return recurrence{rule: ruleSpec{freq: "WEEKLY", byday: days("mon tue wed thu fri")}}, true
	case "weekend":
		return recurrence{rule: ruleSpec{freq: "WEEKLY", byday: days("sat sun")}}, true
	case "fortnight":
		return recurrence{rule: ruleSpec{freq: "WEEKLY", interval: 2}}, true
	case "quarter":
		return recurrence{rule: ruleSpec{freq: "MONTHLY", interval: 3}}, true
	case "morning", "afternoon", "evening", "night":
		return recurrence{rule: ruleSpec{freq: "DAILY"}, hasClock: true, hour: periods[w].hour}, true
	}
	rec := recurrence{rule: ruleSpec{freq: unitFreq[w]}}
	if md != "" {
		if w != "month" {
			return recurrence{}, false
		}
		d, ok := dayOfMonth(md)
		rec.rule.bymonthday = d
		return rec, ok
	}
	return rec, true
}

// dayOfMonth reads "1st", "first", "15", "last day" (-1).
func dayOfMonth(s string) (int, bool) {
	s = strings.Join(strings.Fields(strings.ToLower(s)), " ")
	if s == "last day" {
		return -1, true
	}
	if n, ok := en.ORDINAL_WORDS[strings.ReplaceAll(s, "-", " ")]; ok {
		return n, true
	}
	if n, ok := en.ORDINAL_WORDS[s]; ok {
		return n, true
	}
	n, err := strconv.Atoi(strings.TrimRight(s, "stndrh"))
	return n, err == nil && n >= 1 && n <= 31
}

func readEveryWeekday(text string, g []int) (recurrence, bool) {
	return recurrence{rule: ruleSpec{freq: "WEEKLY", byday: days(sub(text, g, 1))}}, true
}

// readLetterDays reads the timetable letters: "MWF" is Monday, Wednesday
// and Friday; "TTh", "T/Th" and "TR" Tuesday and Thursday. "tr" counts only
// in capitals ("TR"), as it is no word then.
func readLetterDays(text string, g []int) (recurrence, bool) {
	w := sub(text, g, 1)
	if strings.EqualFold(w, "tr") && w != "TR" {
		return recurrence{}, false
	}
	switch strings.ToLower(w) {
	case "mwf", "m/w/f", "m-w-f":
		return recurrence{rule: ruleSpec{freq: "WEEKLY", byday: days("mon wed fri")}}, true
	}
	return recurrence{rule: ruleSpec{freq: "WEEKLY", byday: days("tue thu")}}, true
}

func readOnDays(text string, g []int) (recurrence, bool) {
	switch w := strings.ToLower(sub(text, g, 1)); w {
	case "weekdays", "weekends":
		return everyUnit(strings.TrimSuffix(w, "s"), "")
	default:
		return recurrence{rule: ruleSpec{freq: "WEEKLY", byday: days(w)}}, true
	}
}

// readAdverb reads "daily", "weekly", "monthly on the 15th". Before a noun
// the word is an adjective ("weekly report", "daily standup") and stays in
// the title; it counts at the end of the text or before a comma or a
// preposition.
func readAdverb(text string, g []int) (recurrence, bool) {
	rest := strings.TrimLeft(text[g[1]:], " \t")
	if next, _ := wordAt(rest, 0); rest != "" && !strings.ContainsAny(rest[:1], ",.;:!?)") && !adverbFollower[strings.ToLower(next)] {
		return recurrence{}, false
	}
	w := strings.ToLower(sub(text, g, 1))
	var r ruleSpec
	switch w {
	case "daily":
		r.freq = "DAILY"
	case "weekly":
		r.freq = "WEEKLY"
	case "fortnightly", "biweekly":
		r.freq, r.interval = "WEEKLY", 2
	case "monthly":
		r.freq = "MONTHLY"
	case "quarterly":
		r.freq, r.interval = "MONTHLY", 3
	default:
		r.freq = "YEARLY"
	}
	if md := sub(text, g, 2); md != "" {
		d, ok := dayOfMonth(md)
		if w != "monthly" || !ok {
			return recurrence{}, false
		}
		r.bymonthday = d
	}
	return recurrence{rule: r}, true
}

var adverbFollower = map[string]bool{
	"at": true, "on": true, "from": true, "starting": true, "until": true, "till": true,
	"by": true, "in": true, "before": true, "after": true, "and": true, "every": true,
	"tomorrow": true, "today": true, "tonight": true, "next": true, "this": true,
}

func readDayOfMonth(text string, g []int) (recurrence, bool) {
	d, ok := dayOfMonth(sub(text, g, 1))
	return recurrence{rule: ruleSpec{freq: "MONTHLY", bymonthday: d}}, ok
}

// dayFirstDate is readEveryDate for a day said before its month.
func dayFirstDate(text string, g []int) (recurrence, bool) {
	return readEveryDate(text, []int{g[0], g[1], g[4], g[5], g[2], g[3]})
}

func readEveryDate(text string, g []int) (recurrence, bool) {
	mon := en.MONTH_OFFSET[strings.ToLower(sub(text, g, 1))]
	d, ok := dayOfMonth(sub(text, g, 2))
	if !ok || d < 1 || !validDay(2024, time.Month(mon), d) {
		return recurrence{}, false
	}
	return recurrence{rule: ruleSpec{freq: "YEARLY", bymonth: mon, bymonthday: d}}, true
}
