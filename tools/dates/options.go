package dates

import (
	"fmt"
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
