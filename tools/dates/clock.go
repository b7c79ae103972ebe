package dates

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Clock times said in words or loosely written: "quarter to noon", "20
// past 3pm", "half three" (15:30, British), "three twenty", "nine
// fifty-nine a m", "at 1030", "845 in the morning", "3ish pm", "9a", and
// time windows: "2-3pm", "from 10 to noon", "9:30 till 11:00".
var clockRules = []ownRule{
	// "14h30", "at 10h", "from 8h": the hour written with an h, as in
	// French and much of Europe (24-hour); a bare "2h" with no cue before
	// it is a duration ("in 2h"), never a time.
	{pre(`(?i)(?:\b(?:at|from|to|until|till|before|after|around|by)\s*|@\s*)?\b(\d{1,2})h(\d{2})?\b`, "#h"), readHourH},
	{preAll(`(?i)\b(?:(a\s+)?(quarter)|(half)|(\d{1,2}|`+minWord+`|five)(\s+(?:minutes?|mins?))?)\s+(past|after|to|till|before|of)\s+(\d{1,2}|`+hourWord+`|noon|midnight)(?:\s*o'?\s?clock)?(ish)?(?:\s*`+mer+`)?`, []string{" past ", " after ", " to ", " till ", " before ", " of "}, []string{"#", "noon", "midnight", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}), readRelClock},
	{pre(`(?i)\bhalf\s+(\d{1,2}|`+hourWord+`)\b`, "half"), readHalfHour},
	{preAll(`(?i)\b(`+hourWord+`)[\s-]+(`+minWord+`)(?:\s*`+mer+`)?`, []string{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}, []string{" at ", " around ", " about ", " approximately ", " approx ", " until ", " till ", " by ", " in ", " tonight ", " this ", "am", "pm", " a m ", " p m "}), readWordClock},
	{preAll(`(?i)(?:\bat|@)\s*(\d{1,2})\s+(\d{2})\b(?:\s*`+mer+`)?`, []string{" at ", "@"}), readWordClock},
	{preAll(`(?i)\b(\d{1,2}|`+hourWord+`)(?:\s*o'?\s?clock)?(ish)?\s*`+mer, []string{"#", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}, []string{"am", "pm", " a m ", " p m "}), readHourMer},
	{preAll(`(?i)\b(\d{1,2})(?::(\d{2}))?([ap])\b`, []string{"#a", "#p"}), readGluedMer},
	{pre(`(?i)\b(\d{1,2})ish\b`, "ish"), readHourMer},
	{pre(`(?i)(?:\b(?:at|around|about)\s*|@\s*)?\b(\d{1,2})\.(\d{2})(?:\s*`+mer+`)?`, "#.##"), readDotClock},
	// "1300-1700", "0800 to 1600 hrs": a window in 24-hour clock figures
	{pre(`(?i)\b((?:[01]\d|2[0-3])[0-5]\d)\s*(?:-|–|—|to|till|til|until)\s*((?:[01]\d|2[0-3])[0-5]\d)\b(?:\s*(?:hrs|hours|h)\b)?`, "####"), readMilitaryRange},
	{pre(`(?i)(?:\b(?:at|around|about|approximately|approx\.?)\s*|@\s*)?\b(\d{3,4})\b(?:\s*`+mer+`)?`, "###"), readHHMM},
	{preAll(`(?i)(?:\bat|@)\s*(`+hourWord+`)\b`, []string{" at ", "@"}, []string{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}), readAtWordHour},
	{preAll(`(?i)\b(\d{1,2}(?::\d{2})?|`+hourWord+`)(?:\s*o'?\s?clock)?\s+(?:in\s+the\s+(?:morning|afternoon|evening|am|pm|a\.m\.|p\.m\.)|at\s+night|tonight|tomorrow|today)\b`, []string{" in ", " night ", " tonight ", " tomorrow ", " today "}), readNumberBefore},
	{preAll(`(?i)\b(?:(from|between)\s+)?(`+clockTok+`)\s*(?:-|–|—|to|till|til|until|thru|through|and)\s*(`+clockTok+`)`, []string{"-", "–", "—", " to ", " til ", " till ", " until ", " thru ", " through ", " and "}, []string{"#", "noon", "midnight", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}), readClockRange},
}

// clockTok is one end of a time window.
const clockTok = `(?:\d{1,2}(?::\d{2})?(?:\s*[ap]\.?\s?m\b\.?|[ap]\b)?|noon|midnight|` + hourWord + `(?:\s*[ap]\.?\s?m\b\.?)?)`

// clockAt is a parsed clock time: h is 0-23 when !bare (am/pm given, or a
// 24-hour or named time), 1-12 when bare.
type clockAt struct {
	h, m  int
	bare  bool
	half  half
	named bool // noon, midnight
}

var tokRe = regexp.MustCompile(`(?i)^(\d{1,2}|` + hourWord + `)(?::(\d{2}))?\s*(?:([ap])\.?\s?m\b\.?|([ap]))?$`)

// readClockTok reads "9", "9:30", "9:30pm", "9a", "noon", "three pm".
func readClockTok(s string) (clockAt, bool) {
	s = strings.TrimSpace(strings.ToLower(s))
	switch s {
	case "noon":
		return clockAt{h: 12, named: true}, true
	case "midnight":
		return clockAt{h: 0, named: true}, true
	}
	g := tokRe.FindStringSubmatch(s)
	if g == nil {
		return clockAt{}, false
	}
	h, ok := cardinal(g[1])
	if !ok {
		return clockAt{}, false
	}
	m := 0
	if g[2] != "" {
		m, _ = strconv.Atoi(g[2])
	}
	if m > 59 {
		return clockAt{}, false
	}
	hf := anyHalf
	switch g[3] + g[4] {
	case "a":
		hf = am
	case "p":
		hf = pm
	}
	return makeClock(h, m, hf, len(g[1]) == 2 && g[1][0] == '0' || h > 12 || h == 0)
}

// makeClock builds a clock from an hour in 0-23 (exact) or 1-12.
func makeClock(h, m int, hf half, exact bool) (clockAt, bool) {
	if m < 0 || m > 59 || h < 0 || h > 23 {
		return clockAt{}, false
	}
	if hf != anyHalf {
		h24, ok := to24(h, hf)
		return clockAt{h: h24, m: m, half: hf}, ok
	}
	if exact || h == 0 {
		return clockAt{h: h, m: m}, true
	}
	return clockAt{h: h, m: m, bare: true}, true
}

func (c clockAt) piece() piece { return clockPiece(c.h, c.m, c.bare) }

func merHalf(s string) half {
	switch strings.ToLower(s) {
	case "a":
		return am
	case "p":
		return pm
	}
	return anyHalf
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// readRelClock reads "quarter past 3", "20 minutes to noon", "10 after 5pm".
// "N to H" without "minutes" or a named hour would read a range ("10 to
// 11") as a time, so it needs one of them — or minutes in words that no
// hour has ("twenty to eleven"), or "at" before ("at five to six").
func readRelClock(text string, g []int, ref time.Time) (piece, bool) {
	if prev := wordBefore(text, g[0]); prev == "from" || prev == "between" {
		return piece{}, false
	}
	m := 0
	switch {
	case sub(text, g, 2) != "":
		m = 15
	case sub(text, g, 3) != "":
		m = 30
	default:
		n, ok := cardinal(sub(text, g, 4))
		if !ok || n < 1 || n > 59 {
			return piece{}, false
		}
		m = n
	}
	hs := strings.ToLower(sub(text, g, 7))
	c, ok := readClockTok(hs)
	if !ok {
		return piece{}, false
	}
	if hf := merHalf(sub(text, g, 9)); hf != anyHalf {
		if c.named || !c.bare {
			return piece{}, false
		}
		if c, ok = makeClock(c.h, 0, hf, false); !ok {
			return piece{}, false
		}
	}
	rel := strings.ToLower(sub(text, g, 6))
	before := rel != "past" && rel != "after"
	if n4 := sub(text, g, 4); before && sub(text, g, 5) == "" && sub(text, g, 9) != "" && n4 != "" && isDigit(n4[0]) && m <= 12 && m < c.h%12+boolInt(c.h%12 == 0)*12 {
		return piece{}, false // "6 to 8pm" is a window (the range rule's), not 7:54pm
	}
	if before {
		named := sub(text, g, 2) != "" || sub(text, g, 5) != "" || c.named || sub(text, g, 9) != ""
		if n4 := sub(text, g, 4); n4 != "" && !isDigit(n4[0]) && (m > 12 && !hourSaid(wordBefore(text, g[0])) || wordBefore(text, g[0]) == "at") {
			// "twenty to eleven", "at five to six": minutes in words that
			// no hour has, or said after "at", are a clock time
			named = true
		}
		if !named || sub(text, g, 3) != "" {
			return piece{}, false
		}
		c.h, c.m = c.h-1, 60-m
		if c.h < 0 {
			c.h = 23
		}
		if c.bare && c.h == 0 {
			c.h = 12
		}
	} else {
		c.m = m
	}
	return c.piece(), true
}

// hourSaid reports a word that is an hour ("nine", "9"): "nine thirty to
// eleven" is 9:30, then "to eleven", not twenty… to eleven.
func hourSaid(w string) bool {
	if w == "" {
		return false
	}
	if _, err := strconv.Atoi(w); err == nil {
		return true
	}
	switch strings.ToLower(w) {
	case "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve":
		return true
	}
	return false
}

// readHalfHour reads the British "half three" (half past three); "half an
// hour", "half 3 hours" and "two and half" are not times.
func readHalfHour(text string, g []int, ref time.Time) (piece, bool) {
	if w := wordBefore(text, g[0]); w == "and" || w == "a" || w == "in" {
		return piece{}, false
	}
	if next, _ := wordAt(strings.TrimLeft(text[g[1]:], " "), 0); unitWords[strings.ToLower(next)] {
		return piece{}, false
	}
	h, ok := cardinal(sub(text, g, 1))
	if !ok || h < 1 || h > 12 {
		return piece{}, false
	}
	return clockPiece(h, 30, true), true
}

var unitWords = map[string]bool{
	"minute": true, "minutes": true, "min": true, "mins": true, "hour": true, "hours": true, "hr": true,
	"hrs": true, "day": true, "days": true, "week": true, "weeks": true, "month": true, "months": true,
	"year": true, "years": true, "second": true, "seconds": true, "dozen": true, "of": true,
	"past": true, "to": true, "after": true, "percent": true,
}

// readWordClock reads "three twenty", "eleven fifteen pm" and "at 3 15":
// an hour then its minutes. Without am/pm it needs "at" (or a like word)
// before it or a part of the day after it: "three twenty-dollar bills" is
// no time.
func readWordClock(text string, g []int, ref time.Time) (piece, bool) {
	h, ok := cardinal(sub(text, g, 1))
	m, ok2 := cardinal(sub(text, g, 2))
	if !ok || !ok2 || m > 59 {
		return piece{}, false
	}
	if len(g) > 6 && g[6] >= 0 {
		c, ok := makeClock(h, m, merHalf(sub(text, g, 3)), false)
		return c.piece(), ok && h >= 1 && h <= 12
	}
	if next, _ := wordAt(strings.TrimLeft(text[g[1]:], " "), 0); unitWords[strings.ToLower(next)] {
		return piece{}, false
	}
	if !clockCue(text, g[0], g[1]) {
		return piece{}, false
	}
	c, ok := makeClock(h, m, anyHalf, false)
	return c.piece(), ok && h >= 1 && h <= 12 || ok && h <= 23 && len(sub(text, g, 1)) == 2
}

// clockCue reports whether a bare number at text[i:j] reads as a time: it
// comes after "at" (or "around", "about", "@"), starts with it, or a part
// of the day follows ("in the morning", "tonight").
func clockCue(text string, i, j int) bool {
	if strings.HasPrefix(strings.ToLower(text[i:j]), "at") || strings.HasPrefix(text[i:j], "@") {
		return true
	}
	switch wordBefore(text, i) {
	case "at", "around", "about", "approximately", "approx", "until", "till", "by":
		return true
	}
	if strings.HasSuffix(strings.TrimRight(text[:i], " "), "@") {
		return true
	}
	return periodAfter.MatchString(text[j:])
}

var periodAfter = regexp.MustCompile(`(?i)^\s*(?:in\s+the\s+(?:morning|afternoon|evening|am|pm|a\.m\.|p\.m\.)|at\s+night|tonight|this\s+(?:morning|afternoon|evening))\b`)

// wordBefore is the lower-cased word that ends just before offset i
// (spaces skipped), "" at the start of the text.
func wordBefore(text string, i int) string {
	s := strings.TrimRight(text[:i], " \t")
	j := len(s)
	for j > 0 && (s[j-1] >= 'a' && s[j-1] <= 'z' || s[j-1] >= 'A' && s[j-1] <= 'Z') {
		j--
	}
	return strings.ToLower(s[j:])
}

// readHourMer reads "three am", "3 oclock pm", "9 a m", "3ish pm", "3ish".
func readHourMer(text string, g []int, ref time.Time) (piece, bool) {
	h, ok := cardinal(sub(text, g, 1))
	if !ok {
		return piece{}, false
	}
	hf := anyHalf
	if len(g) > 6 {
		hf = merHalf(sub(text, g, 3))
	}
	if hf == anyHalf && !strings.HasSuffix(strings.ToLower(text[g[0]:g[1]]), "ish") {
		return piece{}, false
	}
	c, ok := makeClock(h, 0, hf, false)
	return c.piece(), ok && h >= 1 && h <= 12
}

// readGluedMer reads "9a", "11:30p": am/pm cut to its first letter.
func readGluedMer(text string, g []int, ref time.Time) (piece, bool) {
	h, _ := strconv.Atoi(sub(text, g, 1))
	m := 0
	if s := sub(text, g, 2); s != "" {
		m, _ = strconv.Atoi(s)
	}
	c, ok := makeClock(h, m, merHalf(sub(text, g, 3)), false)
	return c.piece(), ok && h >= 1 && h <= 12
}

// readHHMM reads a clock written without a colon, "1030" or "845", after
// "at", "around" or "about", before am/pm, or before a part of the day
// ("845 in the morning"). A bare four-digit number is more likely a year.
func readHHMM(text string, g []int, ref time.Time) (piece, bool) {
	ds := sub(text, g, 1)
	n, _ := strconv.Atoi(ds)
	h, m := n/100, n%100
	hf := merHalf(sub(text, g, 2))
	cued := g[2] > g[0] || hf != anyHalf || periodAfter.MatchString(text[g[1]:])
	if !cued && len(ds) == 4 && hf == anyHalf {
		// 24-hour figures: "0930", "1300 hrs", "thursday 1830", "12/24
		// 2300" (after a calendar date a year is likelier: "dec 16 2027")
		cued = ds[0] == '0' || hoursAfter.MatchString(text[g[1]:]) || dayJustBefore.MatchString(text[:g[0]]) || numericDayBefore.MatchString(text[:g[0]]) ||
			calendarDayBefore.MatchString(text[:g[0]]) && (n < 1900 || n >= 2100)
	}
	if !cued || m > 59 || h > 23 || (hf != anyHalf && (h < 1 || h > 12)) {
		return piece{}, false
	}
	if rest := text[g[1]:]; len(rest) > 0 && strings.ContainsRune(":./-%", rune(rest[0])) {
		return piece{}, false
	}
	if hf == anyHalf && hedgeCue.MatchString(text[g[0]:g[2]]) && quantityNoun(text[g[1]:]) {
		return piece{}, false // "about 200 flyers", "around 150 people": an amount
	}
	c, ok := makeClock(h, m, hf, ds[0] == '0' || h > 12)
	return c.piece(), ok
}

// hoursAfter: "hrs" after 24-hour figures ("1300 hrs").
var hoursAfter = regexp.MustCompile(`(?i)^\s*(?:hrs|hours|h)\b`)

// numericDayBefore: a date in figures ending the text before a number
// ("12/24 "), whose year, if any, is said inside it; calendarDayBefore:
// one in words ("dec 16 ", "the 12th "), which a year may follow.
var (
	numericDayBefore  = regexp.MustCompile(`\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\s*,?\s+$`)
	calendarDayBefore = regexp.MustCompile(`(?i)(?:\b\d{1,2}(?:st|nd|rd|th)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?)\s*,?\s+$`)
)

// readMilitaryRange reads a window in 24-hour figures, "1300-1700"; two
// years ("2026-2027") are no window.
func readMilitaryRange(text string, g []int, ref time.Time) (piece, bool) {
	a, _ := strconv.Atoi(sub(text, g, 1))
	b, _ := strconv.Atoi(sub(text, g, 2))
	if a >= 1900 && a < 2100 && b >= 1900 && b < 2100 || a >= b {
		return piece{}, false
	}
	c, ok := makeClock(a/100, a%100, anyHalf, true)
	if !ok {
		return piece{}, false
	}
	p := c.piece()
	p.hasEnd, p.endHour, p.endMin, p.endBare = true, b/100, b%100, false
	return p, true
}

// hedgeCue: "about", "around", "approximately" before a number.
var hedgeCue = regexp.MustCompile(`(?i)^(?:about|around|approximately|approx\.?)\s*$`)

// afterTime: words besides clockFollower's that may follow a clock time
// ("around 930 hrs", "about 1500 or so").
var afterTime = map[string]bool{"hrs": true, "hours": true, "h": true, "o'clock": true, "oclock": true,
	"or": true, "till": true, "until": true, "then": true, "the": true, "every": true, "each": true, "at": true,
	"please": true, "ish": true, "latest": true}

// quantityNoun reports whether rest (the text after a number) begins with
// a word no time is followed by, so the number counts something ("200
// flyers") — a day's name, "tomorrow" or "sharp" leave it a time.
func quantityNoun(rest string) bool {
	f := strings.Fields(strings.ToLower(rest))
	if len(f) == 0 {
		return false
	}
	w := strings.Trim(f[0], ",.;:!?")
	if w == "" || afterTime[w] || clockFollower[w] || !isWordByte(w[0]) || isDigit(w[0]) {
		return false
	}
	return len(w) < 3 || !dayPrefix[w[:3]]
}

// dayPrefix: the first three letters of the days' names.
var dayPrefix = map[string]bool{"mon": true, "tue": true, "wed": true, "thu": true, "fri": true, "sat": true, "sun": true}

// readDotClock reads "3.30pm" and "at 3.30": a dot between hour and
// minutes; without am/pm or "at" ("sat 10.30") the piece is weak, a time
// only beside a day ("version 2.50" and "£10.30" are none).
func readDotClock(text string, g []int, ref time.Time) (piece, bool) {
	h, _ := strconv.Atoi(sub(text, g, 1))
	m, _ := strconv.Atoi(sub(text, g, 2))
	hf := merHalf(sub(text, g, 3))
	if hf == anyHalf && g[1] < len(text) && (isWordByte(text[g[1]]) || strings.ContainsRune("%,", rune(text[g[1]]))) {
		return piece{}, false
	}
	if before := strings.TrimRight(text[:g[2]], " "); strings.HasSuffix(before, "£") || strings.HasSuffix(before, "$") || strings.HasSuffix(before, "€") {
		return piece{}, false // a price
	}
	if rest := text[g[1]:]; len(rest) > 1 && rest[0] == '.' && isDigit(rest[1]) {
		return piece{}, false // "2.10.2027"
	}
	c, ok := makeClock(h, m, hf, h > 12 || sub(text, g, 1)[0] == '0')
	p := c.piece()
	// without am/pm or "at" ("sat 10.30") it is a time only beside a day
	p.weak = hf == anyHalf && g[2] == g[0]
	if mm := sub(text, g, 2); p.weak && validDay(2024, time.Month(m), h) && (mm[0] == '0' && mm != "00" || bareDotDate(sub(text, g, 1), m, prevWord(text, g[0]))) {
		return piece{}, false // "insurance 15.01", "inspection 15.12": the 15th of January, of December (dottedBare)
	}
	return p, ok && (hf == anyHalf || h >= 1 && h <= 12)
}

// readAtWordHour reads "at eight", "at eleven" when the hour ends the
// phrase: "at one point" is no time.
func readAtWordHour(text string, g []int, ref time.Time) (piece, bool) {
	rest := strings.TrimLeft(text[g[1]:], " \t")
	next, _ := wordAt(rest, 0)
	if rest != "" && !strings.ContainsAny(rest[:1], ",.;:!?)") && !clockFollower[strings.ToLower(next)] {
		return piece{}, false
	}
	h, _ := cardinal(sub(text, g, 1))
	return clockPiece(h, 0, true), true
}

var clockFollower = map[string]bool{
	"tomorrow": true, "today": true, "tonight": true, "on": true, "in": true, "this": true, "next": true,
	"sharp": true, "and": true, "for": true, "with": true, "to": true,
	"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true, "sunday": true,
}

// readNumberBefore reads a bare hour before a part of the day or a day
// word: "3 in the AM", "845 in the morning" (see readHHMM), "9 tomorrow".
// Before a day word it must open the text or a sentence ("buy 2 tomorrow"
// has no time).
func readNumberBefore(text string, g []int, ref time.Time) (piece, bool) {
	tail := strings.ToLower(text[g[3]:g[1]])
	if strings.HasSuffix(tail, "tomorrow") || strings.HasSuffix(tail, "today") {
		if !sentenceStart(text, g[0]) {
			return piece{}, false
		}
	}
	c, ok := readClockTok(sub(text, g, 1))
	if !ok || c.named || !c.bare && c.h > 23 {
		return piece{}, false
	}
	p := c.piece()
	p.start, p.end = g[2], g[3]
	return p, true
}

// readClockRange reads a time window, "2-3pm", "from 10 to noon", "9:30
// till 11:00", "between 1 and 3". Bare numbers ("meet at 10-11", "pages
// 7-10") need "from"/"between", am/pm, a colon on both ends or a part of
// the day after them. An end's am/pm carries to the start when the start
// fits before it in that half ("9-11am", but "11-1pm" starts at 11am).
func readClockRange(text string, g []int, ref time.Time) (piece, bool) {
	lead := strings.ToLower(sub(text, g, 1))
	a, ok1 := readClockTok(sub(text, g, 2))
	b, ok2 := readClockTok(sub(text, g, 3))
	if !ok1 || !ok2 {
		return piece{}, false
	}
	if strings.Contains(strings.ToLower(text[g[5]:g[6]]), "and") && lead != "between" {
		return piece{}, false // "2 and 3" is a range only after "between"
	}
	colons := strings.Contains(sub(text, g, 2), ":") && strings.Contains(sub(text, g, 3), ":")
	marked := a.half != anyHalf || b.half != anyHalf || a.named || b.named
	afterDay := false
	if lead == "" && !marked && !colons && !periodAfter.MatchString(text[g[1]:]) {
		// "sat 11-5", "tomorrow 9-3": bare hours right after a day are its
		// hours; anywhere else ("pages 7-10") they are no time
		if !dayJustBefore.MatchString(text[:g[0]]) || a.h > 12 || b.h > 12 {
			return piece{}, false
		}
		afterDay = true
	}
	rest := strings.TrimLeft(text[g[1]:], " ")
	if next, _ := wordAt(rest, 0); unitWords[strings.ToLower(next)] || monthStart(rest) {
		return piece{}, false // "from 2 to 3 hours", "from 13 to 15 July"
	}
	if a.bare && b.half != anyHalf {
		h := a.h
		if b.half == pm && h < 12 && h+12 <= b.h {
			h += 12
		} else if b.half == pm && h == 12 {
			h = 12
		} else if b.half == am && h == 12 {
			h = 0
		}
		a = clockAt{h: h, m: a.m}
	}
	p := a.piece()
	p.hasEnd, p.endHour, p.endMin, p.endBare = true, b.h, b.m, b.bare
	if a.bare && b.bare && b.h < a.h {
		// "from 11 to 1": 11am to 1pm
		p.endHour += 12
	}
	p.weak = p.weak || afterDay
	if m := oclockAfter.FindStringIndex(text[g[1]:]); m != nil {
		// "from 1 to 4 o'clock": the words close the window
		p.start, p.end = g[0], g[1]+m[1]
	}
	return p, true
}

// oclockAfter: "o'clock" right after a window's end.
var oclockAfter = regexp.MustCompile(`(?i)^\s*o['’]?\s?clock\b`)

// dayJustBefore: a weekday or a relative day ending the text before a bare
// range ("sat ", "tomorrow ").
var dayJustBefore = regexp.MustCompile(`(?i)\b(?:mon|monday|tue|tues|tuesday|wed|weds|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday|today|tomorrow|tmrw|tonight)\s+$`)

// hourCue: a word that says a clock time follows ("at", "from", "@").
var hourCue = regexp.MustCompile(`(?i)^(?:at|from|to|until|till|before|after|around|by|@)`)

// readHourH reads "14h30" anywhere, and "10h" after a cue word ("at 10h",
// "from 8h"): a 24-hour clock time.
func readHourH(text string, g []int, ref time.Time) (piece, bool) {
	h, _ := strconv.Atoi(sub(text, g, 1))
	m := 0
	if ms := sub(text, g, 2); ms != "" {
		m, _ = strconv.Atoi(ms)
	} else if !hourCue.MatchString(strings.TrimSpace(text[g[0]:g[2]])) {
		return piece{}, false // "in 2h", "24h support": no time of day
	}
	if h > 23 || m > 59 {
		return piece{}, false
	}
	c, ok := makeClock(h, m, anyHalf, true)
	return c.piece(), ok
}
