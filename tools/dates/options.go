package dates

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Order is how a numeric date with two small numbers reads: "3/4/2027" is
// 3 April under DMY and March 4 under MDY. Either order falls back to the
// other when its reading cannot be a date ("12/25" is 25 December under
// DMY too).
type Order int

// The numeric date orders. The zero Order reads as DMY.
const (
	DMY Order = iota + 1 // day/month/year, most of the world and when's common rule
	MDY                  // month/day/year, en-US
)

// String is "dmy" or "mdy".
func (o Order) String() string {
	if o == MDY {
		return "mdy"
	}
	return "dmy"
}

// ParseOrder reads "dmy" or "mdy" (any case).
func ParseOrder(s string) (Order, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "dmy":
		return DMY, nil
	case "mdy":
		return MDY, nil
	}
	return 0, fmt.Errorf("date order %q: want dmy or mdy", s)
}

// OrderForLocale is the numeric date order of a POSIX or BCP 47 locale
// name ("en_US.UTF-8", "en-US"): MDY for the United States and the few
// regions that write month first (Philippines, Micronesia, Marshall
// Islands, Palau, American Samoa, Guam, Puerto Rico, US Virgin Islands,
// Northern Marianas, Belize), DMY for every other region and for "" or
// "C"/"POSIX".
func OrderForLocale(name string) Order {
	name, _, _ = strings.Cut(name, ".")
	name, _, _ = strings.Cut(name, "@")
	name = strings.ReplaceAll(name, "-", "_")
	parts := strings.Split(name, "_")
	if len(parts) < 2 {
		return DMY
	}
	switch strings.ToUpper(parts[len(parts)-1]) {
	case "US", "PH", "FM", "MH", "PW", "AS", "GU", "PR", "VI", "MP", "BZ", "UM":
		return MDY
	}
	return DMY
}

// Options tune ParseWith.
type Options struct {
	// Order reads ambiguous numeric dates; zero is DMY.
	Order Order
}

// rulesFor is every own rule in the order they run, with the numeric
// date rules of one order.
func rulesFor(o Order) []ownRule {
	if o == MDY {
		return mdyRules
	}
	return dmyRules
}

// numericPair: a day and a month written as numbers with a slash ("12/15",
// "15/12/26"; a dot is also a clock time, "10.30").
var numericPair = regexp.MustCompile(`\b(\d{1,2})/(\d{1,2})(?:/(\d{2}|\d{4}))?\b`)

// OrderEvidence reports the order text's numeric dates must be written in:
// "12/15" can only be MDY and "15/12" only DMY; ok is false when text has
// no such date, or dates that disagree.
func OrderEvidence(text string) (o Order, ok bool) {
	for _, m := range numericPair.FindAllStringSubmatch(text, -1) {
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		var got Order
		switch {
		case a > 12 && a <= 31 && b >= 1 && b <= 12:
			got = DMY
		case b > 12 && b <= 31 && a >= 1 && a <= 12:
			got = MDY
		default:
			continue
		}
		if ok && got != o {
			return 0, false
		}
		o, ok = got, true
	}
	return o, ok
}

// Ambiguous reports whether text holds a numeric date that reads
// differently in the two orders ("12/10", "3/4/2027").
func Ambiguous(text string) bool {
	for _, m := range numericPair.FindAllStringSubmatch(text, -1) {
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		if a >= 1 && a <= 12 && b >= 1 && b <= 12 && a != b {
			return true
		}
	}
	return false
}
