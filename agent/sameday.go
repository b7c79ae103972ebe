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
var sameDayPhrase = regexp.MustCompile(`(?i)(?:\s*,\s*|\s+)(?:(?:on|for|at|by|due)\s+)?(?:the\s+)?same\s+(day|date|time)(\s+and\s+(?:time|day))?(?:\s+as\s+(?:that|it|this|before|the\s+(?:last|other|first)\s+one))?\b`)

// sameAsOther: "same day as the dentist" names another item.
var sameAsOther = regexp.MustCompile(`(?i)^\s+as\s`)

// SameDayAs is text with "same day" (or "same day and time") put as the
// due date of focus, the task the conversation is about, so the grammar
// reads a date it knows. ok is false — text unchanged — when text says
// no such phrase or focus is no task with a due date. "same time" alone
// takes the time too. err is a store error.
func SameDayAs(ctx context.Context, box *tools.ToolBox, text, focus, family string) (out string, ok bool, err error) {
	m := sameDayPhrase.FindStringSubmatchIndex(text)
	if m == nil || focus == "" || (family != "" && family != "task") || sameAsOther.MatchString(text[m[1]:]) {
		return text, false, nil
	}
	kind := strings.ToLower(text[m[2]:m[3]])
	withTime := kind == "time" || m[4] >= 0
	phrase, ok, err := box.DueOf(ctx, focus, withTime)
	if err != nil || !ok {
		return text, false, err
	}
	return text[:m[0]] + " on " + phrase + text[m[1]:], true, nil
}
