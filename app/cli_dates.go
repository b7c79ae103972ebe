package app

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"pace/store"
	"pace/tools"
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
	// End is a range's exclusive end, RFC 3339 ("2-3pm" ends at 15:00);
	// absent when the phrase is not a range.
	End string `json:"end,omitempty"`
}

// SettingDateOrder is how numeric dates read: "dmy", "mdy", or "" for the
// OS locale (LC_ALL, LC_TIME, LANG; M/D for en-US, D/M elsewhere).
const SettingDateOrder = "dates.order"

// dateOrder picks the numeric date order: the --order flag, else the
// dates.order setting, else the locale from the environment.
func (c *cli) dateOrder(flagValue string) (dates.Order, error) {
	if flagValue != "" {
		o, err := dates.ParseOrder(flagValue)
		if err != nil {
			return 0, usageErr("--order %q: want mdy or dmy", flagValue)
		}
		return o, nil
	}
	if db, err := c.open(); err == nil {
		var s string
		db.Read(context.Background(), func(tx *store.Tx) error {
			tx.Settings().Get(SettingDateOrder, &s)
			return nil
		})
		if o, err := dates.ParseOrder(s); err == nil {
			return o, nil
		}
	}
	return localeOrder(c.env.Getenv), nil
}

// SettingDateOrderSeen is the numeric date order learned from the dates
// the person wrote ("12/15" can only be M/D), used when neither the
// dates.order setting nor the locale says one.
const SettingDateOrderSeen = "dates.order.seen"

// dateOrderLearned reports whether nothing chose the date order (no
// setting, no locale with a region): then the ToolBox learns it from the
// dates written, starting from what it learned before (dates.order.seen).
func (c *cli) dateOrderLearned(db *store.DB) (dates.Order, bool) {
	var set, seen string
	db.Read(context.Background(), func(tx *store.Tx) error {
		tx.Settings().Get(SettingDateOrder, &set)
		tx.Settings().Get(SettingDateOrderSeen, &seen)
		return nil
	})
	if _, err := dates.ParseOrder(set); err == nil || localeHasRegion(c.env.Getenv) {
		return 0, false
	}
	if o, err := dates.ParseOrder(seen); err == nil {
		return o, false
	}
	return dates.DMY, true
}

// localeHasRegion: a POSIX locale variable names a region ("en_GB.UTF-8"),
// not only "C", "POSIX" or a bare language.
func localeHasRegion(getenv func(string) string) bool {
	for _, k := range []string{"LC_ALL", "LC_TIME", "LANG"} {
		if v := getenv(k); v != "" {
			v, _, _ = strings.Cut(v, ".")
			return strings.ContainsAny(v, "_-")
		}
	}
	return false
}

// applyDateOrder gives w's tools the date order the settings now say
// (Settings → Dates changed it): the next parse reads it, no restart.
func (c *cli) applyDateOrder(w *wiring) {
	order, _ := c.dateOrder("")
	learned, learn := c.dateOrderLearned(w.db)
	if learned != 0 {
		order = learned
	}
	w.box.SetDateOrder(order)
	if !learn {
		w.box.SetDateOrderLearned(false, nil) // a setting chose it now
	}
}

// localeOrder reads the POSIX locale variables in their precedence order.
func localeOrder(getenv func(string) string) dates.Order {
	for _, k := range []string{"LC_ALL", "LC_TIME", "LANG"} {
		if v := getenv(k); v != "" {
			return dates.OrderForLocale(v)
		}
	}
	return dates.OrderForLocale("")
}

// fixedRef reads an RFC 3339 --ref as an instant in its own fixed offset.
func fixedRef(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}, err
	}
	// time.Parse picks the local zone when the offset matches it; the
	// flag promises the offset itself, with no daylight-saving rules.
	_, off := t.Zone()
	return t.In(time.FixedZone(t.Format("-07:00"), off)), nil
}

type datesErrJSON struct {
	Error string `json:"error"`
}

// cmdDates prints the date and recurrence dates.Parse finds in TEXT.
// --ref sets the reference instant and, as a fixed offset, the time zone;
// without it the reference is now in the local zone.
// maxDatesText is the longest TEXT `pace dates` reads, in characters
// (runes): a date sits in a sentence, and a longer text would only be
// echoed back.
const maxDatesText = 1000

// checkDatesText refuses TEXT that is not valid UTF-8 or is over
// maxDatesText characters, without echoing it.
func checkDatesText(text string) error {
	if !utf8.ValidString(text) {
		return errors.New("TEXT is not valid UTF-8")
	}
	if n := utf8.RuneCountInString(text); n > maxDatesText {
		return fmt.Errorf("TEXT is %s characters long; pace dates reads at most %s (one sentence)", tools.Thousands(n), tools.Thousands(maxDatesText))
	}
	return nil
}

func cmdDates(c *cli, args []string) error {
	fs := c.flags("dates")
	asJSON := fs.Bool("json", false, "print JSON")
	refFlag := fs.String("ref", "", "reference instant, RFC 3339")
	orderFlag := fs.String("order", "", "numeric dates: mdy (3/4 = March 4) or dmy (4 March); default: the dates.order setting, else the locale")
	rest, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	text := joinArgs(rest)
	if text == "" {
		return usageErr("missing TEXT")
	}
	if err := checkDatesText(text); err != nil {
		if *asJSON {
			if werr := writeJSON(c.env.Stdout, datesErrJSON{Error: err.Error()}); werr != nil {
				return werr
			}
			fmt.Fprintf(c.env.Stderr, "pace dates: %v\n", err)
			return exitError{exitUsage}
		}
		return usageErr("%v", err)
	}
	ref := c.env.Now().Local()
	if *refFlag != "" {
		t, err := fixedRef(*refFlag)
		if err != nil {
			return usageErr("--ref %q is not RFC 3339 (like 2026-11-26T10:00:00-05:00)", *refFlag)
		}
		ref = t
	}
	order, err := c.dateOrder(*orderFlag)
	if err != nil {
		return err
	}
	if *orderFlag == "" {
		// No flag, setting or regional locale: the order learned from
		// the dates this folder's person wrote, as `pace ask` reads them.
		if db, err := c.open(); err == nil {
			if learned, _ := c.dateOrderLearned(db); learned != 0 {
				order = learned
			}
		}
	}
	r, err := dates.ParseWith(text, ref, dates.Options{Order: order})
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
	if !r.End.IsZero() {
		out.End = r.End.Format(time.RFC3339)
	}
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
	if !r.End.IsZero() {
		fmt.Fprintf(w, "until:   %s\n", r.End.Format("Mon 2 Jan 2006 15:04 -07:00"))
	}
	if r.RRule != "" {
		fmt.Fprintf(w, "repeats: %s  from %q\n", r.RRule, text[r.RuleSpan[0]:r.RuleSpan[1]])
	}
	fmt.Fprintf(w, "title:   %q\n", dates.Strip(text, r))
}
