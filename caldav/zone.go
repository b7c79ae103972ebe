package caldav

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/emersion/go-ical"
	"github.com/teambition/rrule-go"
)

// A zone turns a wall-clock reading (carried as a time.Time in UTC whose
// fields are the wall clock) into the instant it names.
type zone interface {
	instant(wall time.Time) time.Time
}

// ianaZone is a zone the Go time database knows.
type ianaZone struct{ loc *time.Location }

func (z ianaZone) instant(w time.Time) time.Time {
	return time.Date(w.Year(), w.Month(), w.Day(), w.Hour(), w.Minute(), w.Second(), 0, z.loc)
}

// vtimezone is a VTIMEZONE (RFC 5545 §3.6.5) read from the object itself,
// for TZIDs the time database does not know ("W. Europe Standard Time").
type vtimezone struct {
	name string
	obs  []observance
}

// observance is one STANDARD or DAYLIGHT part: from its onset (wall clock
// in the offset before it, repeated by rule) the offset is to.
type observance struct {
	start    time.Time // wall clock, UTC-labelled
	rule     *rrule.RRule
	from, to int // seconds east of UTC
}

// onsetBefore is the latest onset of o at or before wall w; ok false if none.
func (o observance) onsetBefore(w time.Time) (time.Time, bool) {
	if o.rule == nil {
		return o.start, !o.start.After(w)
	}
	t := o.rule.Before(w, true)
	return t, !t.IsZero()
}

func (z vtimezone) instant(w time.Time) time.Time {
	var best time.Time
	off, found := 0, false
	for _, o := range z.obs {
		if t, ok := o.onsetBefore(w); ok && (!found || t.After(best)) {
			best, off, found = t, o.to, true
		}
	}
	if !found && len(z.obs) > 0 { // before the first onset: the offset it came from
		first := z.obs[0]
		for _, o := range z.obs[1:] {
			if o.start.Before(first.start) {
				first = o
			}
		}
		off = first.from
	}
	return time.Date(w.Year(), w.Month(), w.Day(), w.Hour(), w.Minute(), w.Second(), 0, time.FixedZone(z.name, off))
}

// zones resolves the TZIDs of one calendar object.
type zones struct {
	user  *time.Location
	vtz   map[string]vtimezone
	cache map[string]zone
}

func zonesOf(cal *ical.Calendar, user *time.Location) *zones {
	z := &zones{user: user, vtz: map[string]vtimezone{}, cache: map[string]zone{}}
	for _, c := range cal.Children {
		if c.Name != ical.CompTimezone {
			continue
		}
		id, _ := c.Props.Text(ical.PropTimezoneID)
		if v, err := parseVTimezone(id, c); err == nil {
			z.vtz[id] = v
		}
	}
	return z
}

// of returns the zone a TZID names: the time database's when it knows the
// name (or the VTIMEZONE's X-LIC-LOCATION), else the object's VTIMEZONE,
// else the user's zone (a floating reading is the best guess left).
func (z *zones) of(tzid string) zone {
	if tzid == "" {
		return ianaZone{z.user}
	}
	if c, ok := z.cache[tzid]; ok {
		return c
	}
	var out zone = ianaZone{z.user}
	if loc, err := time.LoadLocation(strings.Trim(tzid, "/")); err == nil {
		out = ianaZone{loc}
	} else if v, ok := z.vtz[tzid]; ok {
		out = v
	}
	z.cache[tzid] = out
	return out
}

func parseVTimezone(id string, c *ical.Component) (vtimezone, error) {
	v := vtimezone{name: id}
	for _, ch := range c.Children {
		if ch.Name != ical.CompTimezoneStandard && ch.Name != ical.CompTimezoneDaylight {
			continue
		}
		var o observance
		var err error
		p := ch.Props.Get(ical.PropDateTimeStart)
		if p == nil {
			return v, fmt.Errorf("VTIMEZONE %s: observance without DTSTART", id)
		}
		if o.start, err = wallOf(p.Value); err != nil {
			return v, err
		}
		if o.from, err = utcOffset(ch.Props.Get(ical.PropTimezoneOffsetFrom)); err != nil {
			return v, err
		}
		if o.to, err = utcOffset(ch.Props.Get(ical.PropTimezoneOffsetTo)); err != nil {
			return v, err
		}
		if rp := ch.Props.Get(ical.PropRecurrenceRule); rp != nil {
			opt, err := rrule.StrToROption(rp.Value)
			if err != nil {
				return v, fmt.Errorf("VTIMEZONE %s: %w", id, err)
			}
			if !opt.Until.IsZero() { // UNTIL is UTC; the wall frame is close enough for onsets
				opt.Until = opt.Until.Add(time.Duration(o.from) * time.Second)
			}
			opt.Dtstart = o.start
			// rrule-go gives up a few centuries after DTSTART, and Windows
			// zones start in 1601: a yearly rule without COUNT may start later.
			if opt.Freq == rrule.YEARLY && opt.Count == 0 && o.start.Year() < 1970 {
				opt.Dtstart = time.Date(1970, o.start.Month(), o.start.Day(), o.start.Hour(), o.start.Minute(), o.start.Second(), 0, time.UTC)
			}
			if o.rule, err = rrule.NewRRule(*opt); err != nil {
				return v, err
			}
		}
		v.obs = append(v.obs, o)
	}
	if len(v.obs) == 0 {
		return v, fmt.Errorf("VTIMEZONE %s has no observances", id)
	}
	return v, nil
}

// utcOffset reads a UTC-OFFSET value ("+0100", "-0530", "+013045").
func utcOffset(p *ical.Prop) (int, error) {
	if p == nil {
		return 0, fmt.Errorf("missing UTC offset")
	}
	s := strings.TrimSpace(p.Value)
	if len(s) != 5 && len(s) != 7 || (s[0] != '+' && s[0] != '-') {
		return 0, fmt.Errorf("UTC offset %q", s)
	}
	n := 0
	for i, mul := range []int{3600, 60, 1} {
		if 1+2*i+2 > len(s) {
			break
		}
		v, err := strconv.Atoi(s[1+2*i : 3+2*i])
		if err != nil {
			return 0, fmt.Errorf("UTC offset %q", s)
		}
		n += v * mul
	}
	if s[0] == '-' {
		n = -n
	}
	return n, nil
}

// wallOf reads a DATE ("20260301") or a local DATE-TIME ("20260301T090000")
// as a wall-clock reading; a trailing Z is dropped (the caller handles UTC).
func wallOf(v string) (time.Time, error) {
	v = strings.TrimSuffix(strings.TrimSpace(v), "Z")
	if len(v) == 8 {
		return time.ParseInLocation("20060102", v, time.UTC)
	}
	return time.ParseInLocation("20060102T150405", v, time.UTC)
}

// stamp is one DATE or DATE-TIME value: its wall clock, whether it is a
// date, and the zone that turns it into an instant.
type stamp struct {
	wall time.Time
	date bool
	z    zone
}

func (s stamp) instant() time.Time { return s.z.instant(s.wall) }

// stampsOf reads a property's value, which may be a comma-separated list
// (EXDATE and RDATE may be), in its TZID or UTC.
func (z *zones) stampsOf(p *ical.Prop) ([]stamp, error) {
	var out []stamp
	date := p.ValueType() == ical.ValueDate || (p.ValueType() == ical.ValueDefault && len(p.Value) == 8)
	for _, v := range strings.Split(p.Value, ",") {
		v = strings.TrimSpace(v)
		if v == "" {
			continue
		}
		w, err := wallOf(v)
		if err != nil {
			return nil, fmt.Errorf("%s %q: %w", p.Name, v, err)
		}
		s := stamp{wall: w, date: date || len(v) == 8}
		switch {
		case strings.HasSuffix(v, "Z"):
			s.z = ianaZone{time.UTC}
		case s.date:
			s.z = ianaZone{z.user}
		default:
			s.z = z.of(p.Params.Get(ical.PropTimezoneID))
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: empty value", p.Name)
	}
	return out, nil
}
