package caldav

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/emersion/go-ical"
	"github.com/teambition/rrule-go"
)

// Event is one occurrence of a VEVENT in a window. Start and End are
// instants in the user's zone; for an all-day event they are the user's
// midnights (End exclusive). Busy is false for all-day and TRANSP:TRANSPARENT
// events, which do not take time out of the free stretches.
type Event struct {
	UID      string    `json:"uid"`
	Title    string    `json:"title"`
	Location string    `json:"location,omitempty"`
	Start    time.Time `json:"start"`
	End      time.Time `json:"end"`
	AllDay   bool      `json:"all_day"`
	Busy     bool      `json:"-"`
	Calendar string    `json:"calendar"`
}

// maxOccurrences bounds the expansion of one recurring event in one window
// (a FREQ=SECONDLY rule must not eat the machine).
const maxOccurrences = 1000

// Expand returns the occurrences of the VEVENTs in cal that overlap
// [from, to), sorted by start: recurring events expanded with RRULE, RDATE
// and EXDATE (RFC 5545 §3.8.5), overridden occurrences (RECURRENCE-ID)
// replacing the ones they name, cancelled ones left out. TZIDs resolve
// through the Go time database or the object's own VTIMEZONE; floating
// times and dates are read in loc. calendar names the source list.
func Expand(cal *ical.Calendar, calendar string, from, to time.Time, loc *time.Location) ([]Event, error) {
	z := zonesOf(cal, loc)
	masters := map[string]*ical.Component{}
	overrides := map[string][]*ical.Component{}
	var order []string
	for _, c := range cal.Children {
		if c.Name != ical.CompEvent {
			continue
		}
		uid, _ := c.Props.Text(ical.PropUID)
		if c.Props.Get(ical.PropRecurrenceID) != nil {
			overrides[uid] = append(overrides[uid], c)
			continue
		}
		if _, seen := masters[uid]; !seen {
			order = append(order, uid)
		}
		masters[uid] = c
	}
	var out []Event
	for _, uid := range order {
		evs, err := expandOne(z, masters[uid], overrides[uid], calendar, from, to, loc)
		if err != nil {
			return out, fmt.Errorf("event %s: %w", uid, err)
		}
		out = append(out, evs...)
	}
	for uid, ovs := range overrides { // overrides whose master is elsewhere
		if _, ok := masters[uid]; ok {
			continue
		}
		for _, o := range ovs {
			if e, ok, err := single(z, o, calendar, loc); err == nil && ok && overlaps(e, from, to) {
				out = append(out, e)
			}
		}
	}
	SortEvents(out)
	return out, nil
}

// SortEvents orders events by start, then end, then title.
func SortEvents(evs []Event) {
	sort.SliceStable(evs, func(i, j int) bool {
		a, b := evs[i], evs[j]
		if !a.Start.Equal(b.Start) {
			return a.Start.Before(b.Start)
		}
		if !a.End.Equal(b.End) {
			return a.End.Before(b.End)
		}
		return a.Title < b.Title
	})
}

func overlaps(e Event, from, to time.Time) bool {
	if e.End.Equal(e.Start) { // an instant: inside the window
		return !e.Start.Before(from) && e.Start.Before(to)
	}
	return e.Start.Before(to) && e.End.After(from)
}

// single reads one VEVENT's own DTSTART/DTEND; ok false when cancelled.
func single(z *zones, c *ical.Component, calendar string, loc *time.Location) (Event, bool, error) {
	st, dur, err := span(z, c)
	if err != nil {
		return Event{}, false, err
	}
	if s, _ := c.Props.Text(ical.PropStatus); strings.EqualFold(s, "CANCELLED") {
		return Event{}, false, nil
	}
	e := base(c, calendar)
	e.AllDay = st.date
	e.Start = st.instant().In(loc)
	e.End = endOf(st, dur).In(loc)
	e.Busy = busy(c, st.date)
	return e, true, nil
}

func base(c *ical.Component, calendar string) Event {
	var e Event
	e.UID, _ = c.Props.Text(ical.PropUID)
	e.Title, _ = c.Props.Text(ical.PropSummary)
	e.Location, _ = c.Props.Text(ical.PropLocation)
	if e.Title == "" {
		e.Title = "(no title)"
	}
	e.Calendar = calendar
	return e
}

func busy(c *ical.Component, allDay bool) bool {
	t, _ := c.Props.Text(ical.PropTransparency)
	return !allDay && !strings.EqualFold(t, "TRANSPARENT")
}

// span reads DTSTART and the length: DTEND − DTSTART in wall clock (so a
// day stays a day over a DST change), DURATION, or RFC 5545's defaults
// (one day for a date, nothing for a date-time).
func span(z *zones, c *ical.Component) (stamp, time.Duration, error) {
	p := c.Props.Get(ical.PropDateTimeStart)
	if p == nil {
		return stamp{}, 0, fmt.Errorf("no DTSTART")
	}
	ss, err := z.stampsOf(p)
	if err != nil {
		return stamp{}, 0, err
	}
	st := ss[0]
	if ep := c.Props.Get(ical.PropDateTimeEnd); ep != nil {
		es, err := z.stampsOf(ep)
		if err != nil {
			return stamp{}, 0, err
		}
		if st.date {
			return st, es[0].wall.Sub(st.wall), nil
		}
		return st, es[0].instant().Sub(st.instant()), nil
	}
	if dp := c.Props.Get(ical.PropDuration); dp != nil {
		d, err := dp.Duration()
		if err != nil {
			return stamp{}, 0, err
		}
		return st, d, nil
	}
	if st.date {
		return st, 24 * time.Hour, nil
	}
	return st, 0, nil
}

// endOf is the end instant of an occurrence starting at st lasting d; for
// dates d counts whole days of the wall clock.
func endOf(st stamp, d time.Duration) time.Time {
	if st.date {
		return st.z.instant(st.wall.Add(d))
	}
	return st.instant().Add(d)
}

func expandOne(z *zones, m *ical.Component, ovs []*ical.Component, calendar string, from, to time.Time, loc *time.Location) ([]Event, error) {
	rp := m.Props.Get(ical.PropRecurrenceRule)
	if rp == nil && m.Props.Get(ical.PropRecurrenceDates) == nil {
		e, ok, err := single(z, m, calendar, loc)
		if err != nil || !ok || !overlaps(e, from, to) {
			return nil, err
		}
		return []Event{e}, nil
	}
	if s, _ := m.Props.Text(ical.PropStatus); strings.EqualFold(s, "CANCELLED") {
		return nil, nil
	}
	st, dur, err := span(z, m)
	if err != nil {
		return nil, err
	}
	// Expand in the wall-clock frame of DTSTART's zone, then turn each
	// occurrence into an instant: 09:00 stays 09:00 across a DST change.
	var walls []time.Time
	if rp != nil {
		opt, err := rrule.StrToROption(rp.Value)
		if err != nil {
			return nil, fmt.Errorf("RRULE %q: %w", rp.Value, err)
		}
		if !opt.Until.IsZero() && !st.date {
			// UNTIL is UTC (or a date); compare it in the wall frame.
			u := opt.Until.In(time.UTC)
			off := st.z.instant(u)
			opt.Until = u.Add(u.Sub(off))
		}
		opt.Dtstart = st.wall
		r, err := rrule.NewRRule(*opt)
		if err != nil {
			return nil, fmt.Errorf("RRULE %q: %w", rp.Value, err)
		}
		lo := from.UTC().Add(-dur - 48*time.Hour)
		hi := to.UTC().Add(48 * time.Hour)
		it := r.Iterator()
		for n := 0; n < 100*maxOccurrences; n++ {
			w, ok := it()
			if !ok || w.After(hi) {
				break
			}
			if !w.Before(lo) {
				walls = append(walls, w)
			}
			if len(walls) >= maxOccurrences {
				break
			}
		}
	} else {
		walls = append(walls, st.wall)
	}
	insts := make([]time.Time, 0, len(walls))
	for _, w := range walls {
		insts = append(insts, stamp{wall: w, date: st.date, z: st.z}.instant())
	}
	for _, p := range m.Props.Values(ical.PropRecurrenceDates) {
		rs, err := z.stampsOf(&p)
		if err != nil {
			return nil, err
		}
		for _, r := range rs {
			insts = append(insts, r.instant())
		}
	}
	skip := map[int64]bool{}
	for _, p := range m.Props.Values(ical.PropExceptionDates) {
		xs, err := z.stampsOf(&p)
		if err != nil {
			return nil, err
		}
		for _, x := range xs {
			skip[x.instant().Unix()] = true
		}
	}
	var out []Event
	for _, o := range ovs {
		rp := o.Props.Get(ical.PropRecurrenceID)
		if rs, err := z.stampsOf(rp); err == nil {
			skip[rs[0].instant().Unix()] = true
		}
		if e, ok, err := single(z, o, calendar, loc); err == nil && ok && overlaps(e, from, to) {
			out = append(out, e)
		}
	}
	slices.SortFunc(insts, func(a, b time.Time) int { return a.Compare(b) })
	insts = slices.CompactFunc(insts, func(a, b time.Time) bool { return a.Equal(b) })
	for _, at := range insts {
		if skip[at.Unix()] {
			continue
		}
		e := base(m, calendar)
		e.AllDay, e.Busy = st.date, busy(m, st.date)
		e.Start = at.In(loc)
		if st.date {
			e.End = st.z.instant(time.Date(at.In(loc).Year(), at.In(loc).Month(), at.In(loc).Day(), 0, 0, 0, 0, time.UTC).Add(dur)).In(loc)
		} else {
			e.End = at.Add(dur).In(loc)
		}
		if overlaps(e, from, to) {
			out = append(out, e)
		}
	}
	return out, nil
}
