package agent

import (
	"context"
	"regexp"
	"strings"

	"pace/tools"
)

// sameDayPhrase: "same day", "on the same day", "same day and time",
// "same time" said of a new task, meaning the due date of the task the
// conversation is about ("buy football shirt saturday" then "and football
// boots also, same day").
var sameDayPhrase = regexp.MustCompile(`(?i)(?:\s*,\s*|\s+)(?:(?:on|for|at|by|due)\s+)?(?:the\s+)?same\s+(day|date|time|hour)(\s+and\s+(?:time|day))?(?:\s+as\s+(?:that|it|this|before|the\s+(?:last|other|first)\s+one))?\b`)

// sameAsOther: "same day as the dentist" names another item.
var sameAsOther = regexp.MustCompile(`(?i)^\s+as\s`)

// SameDayAs is text with "same day" (or "same day and time") put as the
// due date of focus, the task the conversation is about, so the grammar
// reads a date it knows. ok is false — text unchanged — when text says
// no such phrase or focus is no task with a due date. "same time" alone
// takes the time too; after a day already said ("moved to Monday, same
// time") the phrase is dropped, as a move keeps the task's own time. err
// is a store error.
func SameDayAs(ctx context.Context, box *tools.ToolBox, text, focus, family string) (out string, ok bool, err error) {
	m := sameDayPhrase.FindStringSubmatchIndex(text)
	if m == nil || sameAsOther.MatchString(text[m[1]:]) {
		return text, false, nil
	}
	kind := strings.ToLower(text[m[2]:m[3]])
	withTime := kind == "time" || kind == "hour" || m[4] >= 0
	dated := dateSaid.MatchString(text[:m[0]])
	switch {
	case dated && withTime && !movedSaid.MatchString(text) && focus != "" && (family == "" || family == "task"):
		// "and the budget review next mon, same time": a new task on that
		// day at the clock time of the task in focus
		phrase, ok, err := box.DueOf(ctx, focus, true)
		if err != nil {
			return text, false, err
		}
		if at := strings.LastIndex(phrase, " at "); ok && at >= 0 {
			return text[:m[0]] + phrase[at:] + text[m[1]:], true, nil
		}
		return text[:m[0]] + text[m[1]:], true, nil
	case dated && withTime:
		// "preponed to 8th December same time": a move to a day keeps the
		// moved task's own clock time, whichever task is in focus
		return text[:m[0]] + text[m[1]:], true, nil
	case dated, focus == "", family != "" && family != "task":
		return text, false, nil // "moved to the 8th, same day": nothing to take
	}
	phrase, ok, err := box.DueOf(ctx, focus, withTime)
	if err != nil || !ok {
		return text, false, err
	}
	return text[:m[0]] + " on " + phrase + text[m[1]:], true, nil
}

// movedSaid: a move said with "same time" ("moved to Monday, same time").
var movedSaid = regexp.MustCompile(`(?i)\b(?:move|moved|moving|push|pushed|change|changed|reschedul\w*|shift|shifted|prepone|preponed|bring|brought|put\s+back|postpone|postponed|delay|delayed|make\s+it|make\s+that)\b`)

// dateSaid: a day already said before "same time" ("to 8th December",
// "to friday", "to next mon", "21 january", "to 17.12", "to 12/18").
var dateSaid = regexp.MustCompile(`(?i)\b(?:\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)|tomorrow|tmrw|tmr|today|tonight|next\s+(?:week|month)|the\s+\d{1,2}(?:st|nd|rd|th)|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?)\b`)
