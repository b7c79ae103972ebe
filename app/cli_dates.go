package app

import (
	"errors"
	"fmt"
	"time"

	"pace/tools/dates"
)

// datesJSON is the stable `pace dates --json` shape.
type datesJSON struct {
	Text    string `json:"text"`
	Value   string `json:"value"`    // RFC 3339 with offset
	HasTime bool   `json:"has_time"` // a due time rather than a due date
	// Span is the [start, end) byte range of the phrase that set Value in
	// Text: the date phrase, or the recurrence phrase when there is no
	// separate date ("every Friday").
	Span     [2]int `json:"span"`
	Matched  string `json:"matched"`
	RRule    string `json:"rrule"`     // RFC 5545 RRULE value or ""
	RuleSpan [2]int `json:"rule_span"` // the recurrence phrase, [0,0] when none
}

type datesErrJSON struct {
	Error string `json:"error"`
}

// cmdDates prints the date and recurrence dates.Parse finds in TEXT.
// --ref sets the reference instant and, as a fixed offset, the time zone;
// without it the reference is now in the local zone.
func cmdDates(c *cli, args []string) error {
	fs := c.flags("dates")
	asJSON := fs.Bool("json", false, "print JSON")
	refFlag := fs.String("ref", "", "reference instant, RFC 3339")
	rest, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	text := joinArgs(rest)
	if text == "" {
		return usageErr("missing TEXT")
	}
	ref := c.env.Now().Local()
	if *refFlag != "" {
		t, err := time.Parse(time.RFC3339, *refFlag)
		if err != nil {
			return usageErr("--ref %q is not RFC 3339 (like 2026-11-26T10:00:00-05:00)", *refFlag)
		}
		// time.Parse picks the local zone when the offset matches it; the
		// flag promises the offset itself, with no daylight-saving rules.
		_, off := t.Zone()
		ref = t.In(time.FixedZone(t.Format("-07:00"), off))
	}
	r, err := dates.Parse(text, ref)
	switch {
	case errors.Is(err, dates.ErrNoDate) && *asJSON:
		if err := writeJSON(c.env.Stdout, datesErrJSON{Error: "no date or recurrence found"}); err != nil {
			return err
		}
		return exitError{exitFail}
	case errors.Is(err, dates.ErrNoDate):
		return fmt.Errorf("no date or recurrence found in %q", text)
	case err != nil:
		return err
	}
	out := datesJSON{Text: text, Value: r.Value.Format(time.RFC3339), HasTime: r.HasTime,
		Span: r.Span, Matched: r.Matched, RRule: r.RRule, RuleSpan: r.RuleSpan}
	if r.Matched == "" && r.RRule != "" {
		out.Span, out.Matched = r.RuleSpan, text[r.RuleSpan[0]:r.RuleSpan[1]]
	}
	if *asJSON {
		return writeJSON(c.env.Stdout, out)
	}
	printDates(c, text, r, out.Matched)
	return nil
}

// printDates writes what was understood for people: the due date or time,
// the repeat rule, and the text left once the phrases are cut.
func printDates(c *cli, text string, r dates.Result, matched string) {
	w := c.env.Stdout
	if r.HasTime {
		fmt.Fprintf(w, "due:     %s", r.Value.Format("Mon 2 Jan 2006 15:04 -07:00"))
	} else {
		fmt.Fprintf(w, "due:     %s (a date, no time)", r.Value.Format("Mon 2 Jan 2006"))
	}
	fmt.Fprintf(w, "  from %q\n", matched)
	if r.RRule != "" {
		fmt.Fprintf(w, "repeats: %s  from %q\n", r.RRule, text[r.RuleSpan[0]:r.RuleSpan[1]])
	}
	fmt.Fprintf(w, "title:   %q\n", dates.Strip(text, r))
}
