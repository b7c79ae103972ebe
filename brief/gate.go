package brief

import (
	"fmt"
	"time"
)

// Settings say when the brief may speak. Times of day are minutes after
// local midnight (0–1439).
type Settings struct {
	Enabled bool
	At      int
	// Days is indexed by time.Weekday (Days[time.Monday]).
	Days [7]bool
	// QuietFrom–QuietTo are quiet hours; they may wrap midnight (22:00–07:00);
	// equal values mean none.
	QuietFrom, QuietTo int
	// Cooldown is the least time since Pace's last notification.
	Cooldown time.Duration
}

// DefaultSettings: off; 08:00 on weekdays; quiet 22:00–07:00; 10-minute cooldown.
func DefaultSettings() Settings {
	s := Settings{At: 8 * 60, QuietFrom: 22 * 60, QuietTo: 7 * 60, Cooldown: 10 * time.Minute}
	for d := time.Monday; d <= time.Friday; d++ {
		s.Days[d] = true
	}
	return s
}

// State is what the gate remembers about one day; persist it between runs.
type State struct {
	Day string `json:"day"` // "2006-01-02", the local day it is about
	// Parked: the brief card is in the thread, its notification held back.
	Parked bool `json:"parked"`
	// Delivered: the brief was notified (or shown, with no notification
	// service) this day; it is never delivered twice.
	Delivered bool `json:"delivered"`
}

// Verdict is what the gate decided.
type Verdict int

// Verdicts.
const (
	Wait    Verdict = iota // nothing now
	Park                   // put the card in the thread quietly, hold the notification
	Deliver                // notify now (and show the card if it is not parked yet)
)

// Decision is a verdict, why, and when to look again (zero: never, the brief is off).
type Decision struct {
	Verdict Verdict
	Reason  string
	Next    time.Time
}

// Decide is the restraint gate: given the time, the settings, today's state,
// why the user is busy ("" when not: a full-screen window has focus, the
// microphone is in use) and when Pace last notified, it says whether the
// brief speaks now. After the chosen time it catches up once the same day —
// a late start or a wake from sleep still gets today's brief — and never
// twice. A brief held by quiet hours, business or the cooldown is parked.
func Decide(now time.Time, s Settings, st State, busy string, lastNotice time.Time) Decision {
	if !s.Enabled {
		return Decision{Verdict: Wait, Reason: "the brief is off"}
	}
	today := DayKey(now)
	if st.Day != today {
		st = State{Day: today}
	}
	if st.Delivered {
		return Decision{Verdict: Wait, Reason: "already delivered today", Next: NextAt(now.Add(time.Minute), s)}
	}
	if !s.Days[now.Weekday()] {
		return Decision{Verdict: Wait, Reason: "no brief on " + now.Weekday().String(), Next: NextAt(now, s)}
	}
	at := clock(now, s.At)
	if now.Before(at) {
		return Decision{Verdict: Wait, Reason: "not yet", Next: at}
	}
	hold := func(reason string, next time.Time) Decision {
		if st.Parked {
			return Decision{Verdict: Wait, Reason: reason + " (parked)", Next: next}
		}
		return Decision{Verdict: Park, Reason: reason, Next: next}
	}
	if end, quiet := quietEnd(now, s); quiet {
		return hold("quiet hours", end)
	}
	if busy != "" {
		return hold(busy, now.Add(time.Minute))
	}
	if s.Cooldown > 0 && !lastNotice.IsZero() && now.Sub(lastNotice) < s.Cooldown {
		return hold(fmt.Sprintf("cooldown (%s since the last notification)", now.Sub(lastNotice).Round(time.Second)), lastNotice.Add(s.Cooldown))
	}
	return Decision{Verdict: Deliver, Reason: "due"}
}

// DayKey is t's local calendar day, "2006-01-02".
func DayKey(t time.Time) string { return t.Format("2006-01-02") }

// NextAt is the first chosen time at or after from on a chosen day (zero
// when no day is chosen).
func NextAt(from time.Time, s Settings) time.Time {
	for i := 0; i < 8; i++ {
		d := midnight(from).AddDate(0, 0, i)
		at := clock(d, s.At)
		if s.Days[d.Weekday()] && !at.Before(from) {
			return at
		}
	}
	return time.Time{}
}

// clock is minutes after day's midnight as a wall-clock time (so 08:00
// stays 08:00 across a daylight-saving change).
func clock(day time.Time, minutes int) time.Time {
	y, m, d := day.Date()
	return time.Date(y, m, d, minutes/60, minutes%60, 0, 0, day.Location())
}

// quietEnd reports whether now is in quiet hours and, if so, when they end.
func quietEnd(now time.Time, s Settings) (time.Time, bool) {
	if s.QuietFrom == s.QuietTo {
		return time.Time{}, false
	}
	m := now.Hour()*60 + now.Minute()
	if s.QuietFrom < s.QuietTo {
		if m >= s.QuietFrom && m < s.QuietTo {
			return clock(now, s.QuietTo), true
		}
		return time.Time{}, false
	}
	// Wrapping midnight: quiet from QuietFrom to 24:00 and 00:00 to QuietTo.
	if m >= s.QuietFrom {
		return clock(now.AddDate(0, 0, 1), s.QuietTo), true
	}
	if m < s.QuietTo {
		return clock(now, s.QuietTo), true
	}
	return time.Time{}, false
}
