package tools

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"pace/store"
	"pace/tools/dates"
)

// relativeDue: a day said by another item's day ("same day as the PT
// appointment", "2 days before the party", "the day after the move", "the
// friday before the show"): groups 1 "same", 2 the count, 3 its unit, 4
// "day"/"week" or a weekday alone, 5 before/after, 6 the item.
var relativeDue = regexp.MustCompile(`(?i)^(?:on\s+|for\s+)?(?:the\s+)?(?:(same)\s+day\s+as|(?:(\d{1,2}|a|an|one|two|three|four|five|six|seven)\s+(days?|weeks?)|(?:the\s+)?(day|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\s+(before|after|ahead\s+of|prior\s+to))\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+)?(.+?)\s*$`)

// RelativeDueTail splits text before the longest trailing phrase that
// counts a day from another item ("buy balloons 2 days before the party":
// "buy balloons", "2 days before the party", "party"); offsets come from
// text. ok is false when text ends in no such phrase.
func RelativeDueTail(text string) (head, phrase, item string, ok bool) {
	for i := 0; i < len(text); i++ {
		if i > 0 && text[i-1] != ' ' {
			continue
		}
		if m := relativeDue.FindStringSubmatch(text[i:]); m != nil {
			return strings.TrimRight(text[:i], " ,;:-"), strings.TrimRight(strings.TrimSpace(text[i:]), ".!"), strings.TrimRight(m[6], ".!"), true
		}
	}
	return "", "", "", false
}

// RelativeDueSaid reports a due phrase that counts from another item's day
// ("2 days before the party"): createTask and rescheduleTask resolve it.
func RelativeDueSaid(phrase string) bool {
	return relativeDue.MatchString(strings.TrimSpace(phrase))
}

// relativeDay resolves phrase when it counts from another item's day: the
// task (open or done) or milestone it names, moved by the days or weeks
// said, as a date with no time ("2006-01-02"). ok is false when phrase is
// no such phrase. Errors (as the user's): no item of that name, several,
// or one with no date.
func (tb *ToolBox) relativeDay(tx *store.Tx, phrase string) (string, bool, error) {
	m := relativeDue.FindStringSubmatch(strings.TrimSpace(phrase))
	if m == nil {
		return "", false, nil
	}
	ref := m[6]
	var base *time.Time
	var name string
	if t, err := tx.Tasks().Resolve(ref); err == nil {
		base, name = t.Due, t.Title
	} else if h, herr := tb.milestone(tx, ref, ""); herr == nil {
		base, name = h.m.Due, h.m.Title
	} else if tb.isDate(ref) || tb.isDate("the "+ref) || tb.isDate(phrase) {
		return "", false, nil // "the day before 22 March", "… the 15th", "the friday after next": a date, read as one
	} else {
		return "", true, failf("I couldn't find %s to count the day from; say the date instead.", quote(ref))
	}
	if base == nil {
		return "", true, failf("%s has no date to count from; say the date instead.", quote(name))
	}
	d := base.In(tb.opt.Location)
	if wd, ok := dates.BareWeekday(m[4]); ok {
		// "the friday before the show": the nearest such weekday strictly
		// before (after) the item's day
		step := -1
		if strings.ToLower(m[5]) == "after" {
			step = 1
		}
		for d = d.AddDate(0, 0, step); d.Weekday() != wd; d = d.AddDate(0, 0, step) {
		}
		return d.Format("2006-01-02"), true, nil
	}
	n := 0
	if m[1] == "" {
		unit := strings.ToLower(m[3] + m[4])
		n = 1
		if c := strings.ToLower(m[2]); c != "" {
			if v, ok := smallNumbers[c]; ok {
				n = v
			} else if c == "an" {
				n = 1
			} else {
				n, _ = strconv.Atoi(c)
			}
		}
		if strings.HasPrefix(unit, "week") {
			n *= 7
		}
		if dir := strings.ToLower(m[5]); dir != "after" {
			n = -n
		}
	}
	return d.AddDate(0, 0, n).Format("2006-01-02"), true, nil
}

// isDate reports that phrase reads as a date on its own ("22 March",
// "the 15th").
func (tb *ToolBox) isDate(phrase string) bool {
	r, err := tb.parseDate(phrase)
	return err == nil && r.HasDate
}
