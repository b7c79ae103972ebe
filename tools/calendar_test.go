package tools_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/tools"
)

func TestWindow(t *testing.T) {
	// Wednesday 4 March 2026, 14:30.
	now := time.Date(2026, 3, 4, 14, 30, 0, 0, zone)
	cases := []struct {
		phrase, from, to string
	}{
		{"", "Wed 4 00:00", "Thu 5 00:00"},
		{"today", "Wed 4 00:00", "Thu 5 00:00"},
		{"this afternoon", "Wed 4 14:30", "Wed 4 18:00"},
		{"this morning", "Wed 4 08:00", "Wed 4 12:00"},
		{"this evening", "Wed 4 18:00", "Wed 4 23:00"},
		{"tonight", "Wed 4 18:00", "Wed 4 23:00"},
		{"tomorrow", "Thu 5 00:00", "Fri 6 00:00"},
		{"tomorrow morning", "Thu 5 08:00", "Thu 5 12:00"},
		{"on friday", "Fri 6 00:00", "Sat 7 00:00"},
		{"Friday  Afternoon", "Fri 6 12:00", "Fri 6 18:00"},
		{"this week", "Wed 4 00:00", "Mon 9 00:00"},
		{"next week", "Mon 9 00:00", "Mon 16 00:00"},
		{"this weekend", "Sat 7 00:00", "Mon 9 00:00"},
		{"the weekend", "Sat 7 00:00", "Mon 9 00:00"},
		{"next weekend", "Sat 14 00:00", "Mon 16 00:00"},
	}
	for _, c := range cases {
		t.Run(c.phrase, func(t *testing.T) {
			from, to, _, err := tools.Window(c.phrase, now)
			if err != nil {
				t.Fatal(err)
			}
			if got := from.Format("Mon 2 15:04"); got != c.from {
				t.Errorf("from %s, want %s", got, c.from)
			}
			if got := to.Format("Mon 2 15:04"); got != c.to {
				t.Errorf("to %s, want %s", got, c.to)
			}
		})
	}
	// On a Sunday "this weekend" is what is left of today.
	sunday := time.Date(2026, 3, 8, 10, 0, 0, 0, zone)
	if from, to, _, _ := tools.Window("this weekend", sunday); from.Format("Mon 2 15:04") != "Sun 8 00:00" || to.Format("Mon 2 15:04") != "Mon 9 00:00" {
		t.Errorf("this weekend on a Sunday: %s–%s", from.Format("Mon 2 15:04"), to.Format("Mon 2 15:04"))
	}
	for _, bad := range []string{"banana", "the colour blue afternoon", "\xff\xfe"} {
		if _, _, _, err := tools.Window(bad, now); err == nil {
			t.Errorf("Window(%q) gave no error", bad)
		}
	}
}

func TestFreeStretches(t *testing.T) {
	at := func(h, m int) time.Time { return time.Date(2026, 3, 5, h, m, 0, 0, zone) }
	ev := func(h1, m1, h2, m2 int) tools.CalendarEvent {
		return tools.CalendarEvent{Title: "x", Start: at(h1, m1), End: at(h2, m2), Busy: true}
	}
	day0, day1 := at(0, 0), at(0, 0).AddDate(0, 0, 1)
	cases := []struct {
		name string
		evs  []tools.CalendarEvent
		now  time.Time
		want string
	}{
		{"empty day", nil, day0, "08:00–20:00"},
		{"two meetings", []tools.CalendarEvent{ev(9, 0, 10, 0), ev(13, 0, 14, 30)}, day0, "08:00–09:00 10:00–13:00 14:30–20:00"},
		{"overlapping meetings merge", []tools.CalendarEvent{ev(9, 0, 11, 0), ev(10, 0, 12, 0)}, day0, "08:00–09:00 12:00–20:00"},
		{"a 10-minute gap is not free time", []tools.CalendarEvent{ev(8, 0, 9, 0), ev(9, 10, 20, 0)}, day0, ""},
		{"all-day events do not block", []tools.CalendarEvent{{Start: day0, End: day1, AllDay: true}}, day0, "08:00–20:00"},
		{"never before now", []tools.CalendarEvent{ev(15, 0, 16, 0)}, at(14, 40), "14:40–15:00 16:00–20:00"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, s := range tools.FreeStretches(c.evs, day0, day1, c.now) {
				got = append(got, s.Start.Format("15:04")+"–"+s.End.Format("15:04"))
			}
			if strings.Join(got, " ") != c.want {
				t.Errorf("free %q, want %q", strings.Join(got, " "), c.want)
			}
		})
	}
}

// calendar is an in-memory tools.Calendar: the tool-level tests check the
// windowing and wording; caldav's tests cover the server side.
type calendar struct {
	evs      []tools.CalendarEvent
	exported []string
	flushed  int
}

func (c *calendar) Events(_ context.Context, from, to time.Time) ([]tools.CalendarEvent, error) {
	var out []tools.CalendarEvent
	for _, e := range c.evs {
		if e.Start.Before(to) && e.End.After(from) {
			out = append(out, e)
		}
	}
	return out, nil
}

func (c *calendar) ExportReminders(_ context.Context, _ string, ts []store.Task) ([]string, []string, string, error) {
	var done, skipped []string
	for _, t := range ts {
		if strings.Contains(strings.Join(c.exported, "|"), t.Title) {
			skipped = append(skipped, t.Title)
			continue
		}
		c.exported = append(c.exported, t.Title)
		done = append(done, t.Title)
	}
	return done, skipped, "Reminders", nil
}

func (c *calendar) FlushReminders(context.Context) error { c.flushed++; return nil }

func TestCalendarTools(t *testing.T) {
	if _, ok := newFixture(t).tb.Registry().Lookup("calendarAgenda"); ok {
		t.Error("calendarAgenda registered without a calendar")
	}
	cal := &calendar{}
	f := newFixture(t, func(o *tools.Options) { o.Calendar = cal })
	tomorrow := startOfDay(ref).AddDate(0, 0, 1)
	cal.evs = []tools.CalendarEvent{
		{Title: "Dentist", Start: tomorrow.Add(10 * time.Hour), End: tomorrow.Add(11 * time.Hour), Calendar: "Home", Busy: true},
		{Title: "Somewhere else", Start: tomorrow.AddDate(0, 0, 3), End: tomorrow.AddDate(0, 0, 3).Add(time.Hour), Busy: true},
	}
	f.run("createTask", `{"title":"Send the invoice","due":"tomorrow"}`)
	f.run("createTask", `{"title":"Water the plants","due":"today"}`)
	res := f.run("calendarAgenda", `{"window":"tomorrow"}`)
	if !res.OK || !strings.Contains(res.Summary, "1 event (first Dentist, 10:00)") ||
		!strings.Contains(res.Summary, "free 08:00–10:00, 11:00–20:00") || !strings.Contains(res.Summary, "1 task due") {
		t.Errorf("agenda = %+v", res)
	}
	if res := f.run("calendarAgenda", `{"window":"the colour blue"}`); res.OK {
		t.Errorf("bad window = %+v", res)
	}
	// The agenda names the day's first events when the calendar is on.
	cal.evs = append(cal.evs, tools.CalendarEvent{Title: "Lunch with Ana", Start: ref.Add(2 * time.Hour), End: ref.Add(3 * time.Hour), Busy: true})
	if res := f.run("agenda", `{}`); !strings.Contains(res.Summary, "1 event (first Lunch with Ana at 12:00)") {
		t.Errorf("agenda with a calendar = %q", res.Summary)
	}
	// The approval names the tasks the export copies, or says none match.
	for _, tc := range []struct{ args, want string }{
		{`{"which":"today"}`, "Copy 1 task to your reminders list: “Water the plants”?"},
		{`{"which":"all"}`, "Copy 2 tasks to your reminders list: "},
		{`{"title":"invoice"}`, "Copy 1 task to your reminders list: “Send the invoice”?"},
		{`{"title":"dragon"}`, "No open tasks match, so nothing will be exported."},
	} {
		got, ok, err := f.tb.Describe(context.Background(), "exportToReminders", []byte(tc.args))
		if err != nil || !strings.HasPrefix(got, tc.want) || ok != strings.HasPrefix(tc.want, "Copy") {
			t.Errorf("Describe export %s = %q, %v, %v; want %q", tc.args, got, ok, err, tc.want)
		}
	}
	res = f.run("exportToReminders", `{"which":"today"}`)
	if !res.OK || res.Summary != "Exported 1 task to Reminders." || !res.Changed {
		t.Errorf("export = %+v", res)
	}
	res = f.run("exportToReminders", `{"which":"all"}`)
	if !res.OK || res.Summary != "Exported 1 task to Reminders (1 already there)." {
		t.Errorf("second export = %+v", res)
	}
	if res := f.run("exportToReminders", `{"which":"someday"}`); res.OK {
		t.Errorf("unknown selection = %+v", res)
	}
	f.run("undo", `{}`)
	if cal.flushed != 1 {
		t.Errorf("undo flushed %d times", cal.flushed)
	}
}

func startOfDay(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}
