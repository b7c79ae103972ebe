package caldav

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-ical"
)

func parseICS(t *testing.T, body string) *ical.Calendar {
	t.Helper()
	s := "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + strings.ReplaceAll(strings.TrimSpace(body), "\n", "\r\n") + "\r\nEND:VCALENDAR\r\n"
	cal, err := ical.NewDecoder(strings.NewReader(s)).Decode()
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	return cal
}

var berlin, _ = time.LoadLocation("Europe/Berlin")

func TestExpand(t *testing.T) {
	// Window: the week of Monday 2 March 2026 … Monday 9 March, in Berlin.
	from := time.Date(2026, 3, 2, 0, 0, 0, 0, berlin)
	to := from.AddDate(0, 0, 7)
	cases := []struct {
		name string
		ics  string
		want []string // "start–end title" in Berlin time, all-day as dates
	}{
		{"timed event in a named zone", `
BEGIN:VEVENT
UID:a
DTSTAMP:20260101T000000Z
DTSTART;TZID=America/New_York:20260303T090000
DTEND;TZID=America/New_York:20260303T100000
SUMMARY:Call with Ada
END:VEVENT`, []string{"Tue 15:00–16:00 Call with Ada"}},
		{"utc event with a duration", `
BEGIN:VEVENT
UID:b
DTSTAMP:20260101T000000Z
DTSTART:20260304T120000Z
DURATION:PT45M
SUMMARY:Standup
END:VEVENT`, []string{"Wed 13:00–13:45 Standup"}},
		{"all-day event without DTEND lasts a day", `
BEGIN:VEVENT
UID:c
DTSTAMP:20260101T000000Z
DTSTART;VALUE=DATE:20260305
SUMMARY:Conference
END:VEVENT`, []string{"Thu all day Conference"}},
		{"multi-day all-day event that began before the window", `
BEGIN:VEVENT
UID:d
DTSTAMP:20260101T000000Z
DTSTART;VALUE=DATE:20260228
DTEND;VALUE=DATE:20260303
SUMMARY:Trip
END:VEVENT`, []string{"Sat all day Trip"}},
		{"daily rule with EXDATE and an override", `
BEGIN:VEVENT
UID:e
DTSTAMP:20260101T000000Z
DTSTART;TZID=Europe/Berlin:20260302T080000
DTEND;TZID=Europe/Berlin:20260302T083000
RRULE:FREQ=DAILY;COUNT=4
EXDATE;TZID=Europe/Berlin:20260303T080000
SUMMARY:Swim
END:VEVENT
BEGIN:VEVENT
UID:e
DTSTAMP:20260101T000000Z
RECURRENCE-ID;TZID=Europe/Berlin:20260304T080000
DTSTART;TZID=Europe/Berlin:20260304T180000
DTEND;TZID=Europe/Berlin:20260304T183000
SUMMARY:Swim (evening)
END:VEVENT`, []string{"Mon 08:00–08:30 Swim", "Wed 18:00–18:30 Swim (evening)", "Thu 08:00–08:30 Swim"}},
		{"weekly rule keeps its wall clock across New York's DST change", `
BEGIN:VEVENT
UID:f
DTSTAMP:20260101T000000Z
DTSTART;TZID=America/New_York:20260223T090000
DTEND;TZID=America/New_York:20260223T093000
RRULE:FREQ=WEEKLY;BYDAY=MO,FR
SUMMARY:Sync
END:VEVENT`, []string{"Mon 15:00–15:30 Sync", "Fri 15:00–15:30 Sync"}},
		{"a zone only its VTIMEZONE defines", `
BEGIN:VTIMEZONE
TZID:Custom Standard Time
BEGIN:STANDARD
DTSTART:16010101T030000
TZOFFSETFROM:+0300
TZOFFSETTO:+0200
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:16010101T020000
TZOFFSETFROM:+0200
TZOFFSETTO:+0300
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
END:VTIMEZONE
BEGIN:VEVENT
UID:g
DTSTAMP:20260101T000000Z
DTSTART;TZID=Custom Standard Time:20260306T110000
DTEND;TZID=Custom Standard Time:20260306T120000
SUMMARY:Review
END:VEVENT`, []string{"Fri 10:00–11:00 Review"}},
		{"cancelled and out-of-window events are left out", `
BEGIN:VEVENT
UID:h
DTSTAMP:20260101T000000Z
DTSTART:20260303T100000Z
DTEND:20260303T110000Z
STATUS:CANCELLED
SUMMARY:Gone
END:VEVENT
BEGIN:VEVENT
UID:i
DTSTAMP:20260101T000000Z
DTSTART:20260310T100000Z
DTEND:20260310T110000Z
SUMMARY:Next week
END:VEVENT`, nil},
		{"weekly rule ending with UNTIL", `
BEGIN:VEVENT
UID:j
DTSTAMP:20260101T000000Z
DTSTART;TZID=Europe/Berlin:20260216T190000
DTEND;TZID=Europe/Berlin:20260216T200000
RRULE:FREQ=WEEKLY;UNTIL=20260302T180000Z
SUMMARY:Choir
END:VEVENT`, []string{"Mon 19:00–20:00 Choir"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			evs, err := Expand(parseICS(t, c.ics), "Work", from, to, berlin)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range evs {
				if e.Calendar != "Work" {
					t.Errorf("calendar %q", e.Calendar)
				}
				if e.AllDay {
					got = append(got, e.Start.Format("Mon")+" all day "+e.Title)
					if e.Busy {
						t.Errorf("%s: all-day event counted busy", e.Title)
					}
					continue
				}
				got = append(got, fmt.Sprintf("%s–%s %s", e.Start.Format("Mon 15:04"), e.End.Format("15:04"), e.Title))
			}
			if strings.Join(got, "; ") != strings.Join(c.want, "; ") {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
}

func TestExpandBadRule(t *testing.T) {
	cal := parseICS(t, `
BEGIN:VEVENT
UID:x
DTSTAMP:20260101T000000Z
DTSTART:20260303T100000Z
RRULE:FREQ=SOMETIMES
SUMMARY:Broken
END:VEVENT`)
	if _, err := Expand(cal, "", time.Now(), time.Now().Add(time.Hour), time.UTC); err == nil {
		t.Error("a bad RRULE gave no error")
	}
}

func ptr(t time.Time) *time.Time { return &t }

func TestTodoRoundTrip(t *testing.T) {
	mod := time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)
	cases := []struct {
		name string
		f    Fields
	}{
		{"plain", Fields{Title: "Pay rent"}},
		{"date due, high, tagged", Fields{Title: "Water plants", Due: ptr(time.Date(2026, 3, 6, 0, 0, 0, 0, berlin)), Priority: 3, Tags: []string{"garden", "home"}}},
		{"timed due, urgent, notes with commas and newlines", Fields{Title: "Call; the bank", Notes: "Ask: rate, fees\nand the form", Due: ptr(time.Date(2026, 3, 3, 17, 30, 0, 0, berlin)), HasTime: true, Priority: 4}},
		{"done with a completion time", Fields{Title: "File taxes", Done: true, Completed: ptr(time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)), Priority: 1}},
		{"repeating with dependencies", Fields{Title: "Bins out", Due: ptr(time.Date(2026, 3, 5, 0, 0, 0, 0, berlin)), RRule: "FREQ=WEEKLY;BYDAY=TH", DependsOn: []string{"u-1", "u-2"}}},
		{"normal priority, odd Unicode", Fields{Title: "Café ☕ — naïve résumé", Priority: 2}},
		{"time window", Fields{Title: "Call Bob", Due: ptr(time.Date(2026, 3, 6, 14, 0, 0, 0, berlin)), End: ptr(time.Date(2026, 3, 6, 15, 0, 0, 0, berlin)), HasTime: true}},
		{"date window", Fields{Title: "Conference", Due: ptr(time.Date(2026, 3, 9, 0, 0, 0, 0, berlin)), End: ptr(time.Date(2026, 3, 12, 0, 0, 0, 0, berlin))}},
		{"repeating time window", Fields{Title: "Stand-up", Due: ptr(time.Date(2026, 3, 2, 9, 0, 0, 0, berlin)), End: ptr(time.Date(2026, 3, 2, 9, 15, 0, 0, berlin)), HasTime: true, RRule: "FREQ=WEEKLY;BYDAY=MO"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cal := CalendarOf("uid-1", c.f, mod, nil)
			var sb strings.Builder
			if err := ical.NewEncoder(&sb).Encode(cal); err != nil {
				t.Fatalf("encode: %v", err)
			}
			back, err := ical.NewDecoder(strings.NewReader(sb.String())).Decode()
			if err != nil {
				t.Fatalf("decode: %v\n%s", err, sb.String())
			}
			td, err := TodoOf(back, berlin)
			if err != nil {
				t.Fatal(err)
			}
			if td.UID != "uid-1" || !td.Modified.Equal(mod) {
				t.Errorf("uid %q modified %v", td.UID, td.Modified)
			}
			for _, n := range fieldNames {
				if !same(n, td.Fields, c.f) {
					t.Errorf("%s: got %s, want %s\n%s", n, td.Fields.Show(n, berlin), c.f.Show(n, berlin), sb.String())
				}
			}
		})
	}
}

// TestTodoWindowProps: a window is written as DTSTART = start and DUE =
// end (a DATE DUE is the last day), marked; the same DTSTART and DUE
// without the mark read as before windows existed (the due date is DUE);
// a marked window whose start is not before its end is no window.
func TestTodoWindowProps(t *testing.T) {
	f := Fields{Title: "Call Bob", Due: ptr(time.Date(2026, 3, 6, 14, 0, 0, 0, berlin)), End: ptr(time.Date(2026, 3, 6, 15, 0, 0, 0, berlin)), HasTime: true}
	comp := CalendarOf("w-1", f, time.Now(), nil).Children[0]
	if v := comp.Props.Get(ical.PropDateTimeStart); v == nil || v.Value != "20260306T130000Z" {
		t.Errorf("DTSTART = %+v, want the start", v)
	}
	if v := comp.Props.Get(ical.PropDue); v == nil || v.Value != "20260306T140000Z" {
		t.Errorf("DUE = %+v, want the end", v)
	}
	if comp.Props.Get(windowProp) == nil {
		t.Error("no window mark")
	}
	days := Fields{Title: "Conference", Due: ptr(time.Date(2026, 3, 9, 0, 0, 0, 0, berlin)), End: ptr(time.Date(2026, 3, 12, 0, 0, 0, 0, berlin))}
	comp = CalendarOf("w-2", days, time.Now(), nil).Children[0]
	if v := comp.Props.Get(ical.PropDue); v == nil || v.Value != "20260311" {
		t.Errorf("date window DUE = %+v, want its last day 20260311", v)
	}
	// Back to a single due: DTSTART and the mark go.
	f.End = nil
	comp = CalendarOf("w-1", f, time.Now(), comp).Children[0]
	if comp.Props.Get(ical.PropDateTimeStart) != nil || comp.Props.Get(windowProp) != nil {
		t.Errorf("single due keeps DTSTART or the mark: %+v", comp.Props)
	}
	for _, c := range []struct{ name, body, due, end string }{
		{"unmarked start date", "DTSTART;VALUE=DATE:20260302\nDUE;VALUE=DATE:20260306", "2026-03-06", ""},
		{"marked", "DTSTART:20260306T130000Z\nDUE:20260306T140000Z\nX-PACE-WINDOW:TRUE", "2026-03-06 14:00", "2026-03-06 15:00"},
		{"marked, end before start", "DTSTART:20260306T150000Z\nDUE:20260306T140000Z\nX-PACE-WINDOW:TRUE", "2026-03-06 15:00", ""},
		{"marked, date and date-time", "DTSTART;VALUE=DATE:20260306\nDUE:20260306T140000Z\nX-PACE-WINDOW:TRUE", "2026-03-06 15:00", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			body := "BEGIN:VTODO\nUID:x\nSUMMARY:x\n" + c.body + "\nEND:VTODO"
			td, err := TodoOf(parseICS(t, body), berlin)
			if err != nil {
				t.Fatal(err)
			}
			layout := "2006-01-02 15:04"
			if !td.Fields.HasTime {
				layout = time.DateOnly
			}
			got, end := td.Fields.Due.Format(layout), ""
			if td.Fields.End != nil {
				end = td.Fields.End.Format(layout)
			}
			if got != c.due || end != c.end {
				t.Errorf("due %s end %q, want %s %q", got, end, c.due, c.end)
			}
		})
	}
}

func TestTodoOfForeign(t *testing.T) {
	// A VTODO written by another client: iCalendar priorities, CANCELLED,
	// a parent RELATED-TO Pace does not model, an alarm.
	cal := parseICS(t, `
BEGIN:VTODO
UID:foreign-1
DTSTAMP:20260301T080000Z
SUMMARY:Book flights
PRIORITY:2
STATUS:CANCELLED
CATEGORIES:Travel,Family
RELATED-TO;RELTYPE=PARENT:trip-1
RELATED-TO;RELTYPE=DEPENDS-ON:passport-1
DUE;VALUE=DATE:20260310
BEGIN:VALARM
ACTION:DISPLAY
TRIGGER:-PT1H
DESCRIPTION:Book flights
END:VALARM
END:VTODO`)
	td, err := TodoOf(cal, berlin)
	if err != nil {
		t.Fatal(err)
	}
	f := td.Fields
	if f.Priority != 3 || !f.Done || strings.Join(f.Tags, ",") != "family,travel" ||
		strings.Join(f.DependsOn, ",") != "passport-1" || f.HasTime || f.Due.Format(time.DateOnly) != "2026-03-10" {
		t.Errorf("fields = %+v", f)
	}
	if !td.Modified.Equal(time.Date(2026, 3, 1, 8, 0, 0, 0, time.UTC)) {
		t.Errorf("modified from DTSTAMP = %v", td.Modified)
	}
	// Writing back keeps what Pace does not model.
	f.Title = "Book flights and hotel"
	out := CalendarOf(td.UID, f, time.Now(), td.Comp)
	comp := out.Children[0]
	if s, _ := comp.Props.Text(ical.PropStatus); s != "CANCELLED" {
		t.Errorf("status = %q, want CANCELLED kept", s)
	}
	if len(comp.Children) != 1 || comp.Children[0].Name != ical.CompAlarm {
		t.Errorf("alarm lost: %+v", comp.Children)
	}
	var rel []string
	for _, r := range comp.Props.Values(ical.PropRelatedTo) {
		rel = append(rel, r.Params.Get("RELTYPE")+":"+r.Value)
	}
	if strings.Join(rel, " ") != "PARENT:trip-1 DEPENDS-ON:passport-1" {
		t.Errorf("RELATED-TO = %v", rel)
	}
	if _, err := TodoOf(parseICS(t, "BEGIN:VTODO\nSUMMARY:no uid\nEND:VTODO"), berlin); err == nil {
		t.Error("VTODO without UID gave no error")
	}
}

func TestPriorityMapping(t *testing.T) {
	for ical, pace := range map[int]int{0: 0, 1: 4, 2: 3, 3: 3, 4: 3, 5: 2, 6: 1, 9: 1, 10: 0} {
		if got := priorityOfICal(ical); got != pace {
			t.Errorf("iCalendar %d → %d, want %d", ical, got, pace)
		}
	}
	for pace := 1; pace <= 4; pace++ {
		if back := priorityOfICal(toICalPriority[pace]); back != pace {
			t.Errorf("Pace %d → %d → %d", pace, toICalPriority[pace], back)
		}
	}
}
