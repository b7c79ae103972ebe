package dates

import (
	"strconv"
	"strings"
	"time"
)

// Parts of the day said with meals, school and work, and their edges:
// "at lunch", "before dinner", "after school", "by close of business",
// "EOD", "late tonight", "early morning", "the morning of" a date. Each is
// a period default (see piece.soft): an explicit time beside it wins.
var daypartRules = []ownRule{
	{preAll(`(?i)\b(at|for|before|after|by|around|until|till|during|over)\s+(breakfast|brunch|lunch(?:time)?|dinner(?:time)?|supper(?:time)?|school|work)\b`, []string{" at ", " for ", " before ", " after ", " by ", " around ", " until ", " till ", " during ", " over "}, []string{"breakfast", "brunch", "lunch", "dinner", "supper", "school", "work"}), readMeal},
	{preAll(`(?i)\b(?:today|tomorrow|tmr|tonight)\s+(breakfast|brunch|lunch|dinner|supper)\b`, []string{" today ", " tomorrow ", " tmr ", " tonight "}, []string{"breakfast", "brunch", "lunch", "dinner", "supper"}), readDayMeal},
	{preAll(`(?i)\b(?:(?:by|before|at|until|till)\s+)?(?:the\s+)?(close\s+of\s+(?:business|play)|cob|eod|eob|end\s+of\s+(?:the\s+)?(?:business\s+|work(?:ing)?\s+)?day)\b`, []string{" close ", " cob ", " eod ", " eob ", " end "}), readCloseOfBusiness},
	{preAll(`(?i)\b(?:by\s+)?(eow|eom|eoy)\b`, []string{" eow ", " eom ", " eoy "}), readEndAbbrev},
	{pre(`(?i)\b(?:(late|early)\s+)?(tonite|tonight)\b`, "toni"), readTonight},
	{preAll(`(?i)\b(late|early)\s+(?:in\s+the\s+)?(morning|afternoon|evening|night)\b`, []string{" late ", " early "}), readLateEarly},
	{preAll(`(?i)\b(?:the\s+|in\s+the\s+)?(morning|afternoon|evening|night)\s+of\b(?:\s+the\s+(`+ordinal+`)\b)?`, []string{" of "}, []string{"morning", "afternoon", "evening", "night"}), readPeriodOf},
}

// meals: the default clock for each preposition (at, before, after).
var meals = map[string][3][2]int{
	"breakfast": {{8, 0}, {7, 30}, {9, 0}},
	"brunch":    {{11, 0}, {10, 30}, {12, 30}},
	"lunch":     {{12, 0}, {11, 30}, {13, 0}},
	"dinner":    {{19, 0}, {18, 0}, {20, 0}},
	"supper":    {{19, 0}, {18, 0}, {20, 0}},
	"school":    {{0, 0}, {7, 30}, {15, 30}},
	"work":      {{0, 0}, {8, 0}, {17, 30}},
}

func softClock(h, m int) piece {
	hf := am
	if h >= 12 {
		hf = pm
	}
	return piece{hasClock: true, hour: h, min: m, soft: true, hint: hf}
}

func readMeal(text string, g []int, ref time.Time) (piece, bool) {
	w := strings.TrimSuffix(strings.ToLower(sub(text, g, 2)), "time") // "lunchtime"
	c, ok := meals[w]
	if !ok {
		return piece{}, false
	}
	i := 0
	switch strings.ToLower(sub(text, g, 1)) {
	case "before", "by", "until", "till":
		i = 1
	case "after":
		i = 2
	}
	if c[i] == [2]int{} {
		return piece{}, false // "at work", "for school": places
	}
	return softClock(c[i][0], c[i][1]), true
}

// readDayMeal reads the meal in "tomorrow lunch": right after a day word
// it is a time of that day (alone, "lunch with Sam", it is a title word).
func readDayMeal(text string, g []int, ref time.Time) (piece, bool) {
	c := meals[strings.ToLower(sub(text, g, 1))][0]
	p := softClock(c[0], c[1])
	p.start, p.end = g[2], g[3]
	return p, true
}

// readCloseOfBusiness: close of business, COB, EOD and end of the
// (business) day are 17:00.
func readCloseOfBusiness(text string, g []int, ref time.Time) (piece, bool) {
	return softClock(17, 0), true
}

// readEndAbbrev: EOW, EOM, EOY read like "end of the week/month/year".
func readEndAbbrev(text string, g []int, ref time.Time) (piece, bool) {
	unit := map[string]string{"eow": "week", "eom": "month", "eoy": "year"}[strings.ToLower(sub(text, g, 1))]
	phrase := "end of " + unit
	return readEndOf(phrase, []int{0, len(phrase), -1, -1, 7, 7 + len(unit)}, ref)
}

// readTonight reads "tonight", "tonite", "late tonight" (22:00) and "early
// tonight" (19:00).
func readTonight(text string, g []int, ref time.Time) (piece, bool) {
	p := periodPiece(dayOf(ref), "tonight")
	switch strings.ToLower(sub(text, g, 1)) {
	case "late":
		p.hour = 22
	case "early":
		p.hour = 19
	}
	return p, true
}

// lateEarly shifts a part of the day: early morning 07:00, late morning
// 11:00, early afternoon 13:00, late afternoon 17:00, early evening 18:00,
// late evening 21:00, late night 23:00.
var lateEarly = map[string]int{
	"early morning": 7, "late morning": 11, "early afternoon": 13, "late afternoon": 17,
	"early evening": 18, "late evening": 21, "early night": 20, "late night": 23,
}

func readLateEarly(text string, g []int, ref time.Time) (piece, bool) {
	w := strings.ToLower(sub(text, g, 1) + " " + sub(text, g, 2))
	p := periods[strings.ToLower(sub(text, g, 2))]
	pp := piece{hasClock: true, hour: lateEarly[w], soft: true, hint: p.hint, weak: true}
	return pp, true
}

// readPeriodOf reads "the morning of" before a date ("the morning of
// christmas"); alone it is nothing.
func readPeriodOf(text string, g []int, ref time.Time) (piece, bool) {
	p := periods[strings.ToLower(sub(text, g, 1))]
	pp := piece{hasClock: true, hour: p.hour, soft: true, hint: p.hint, weak: true}
	if ord := sub(text, g, 2); ord != "" {
		// "the afternoon of the 15th": the next 15th, today included
		n, ok := ordinalDay(ord)
		d, ok2 := nextDayOfMonth(dayOf(ref), n)
		if !ok || !ok2 {
			return piece{}, false
		}
		pp.hasDay, pp.day, pp.weak = true, d, false
	}
	return pp, true
}

func parseFloat(s string) (float64, error) { return strconv.ParseFloat(s, 64) }
