package caldav_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-ical"

	"pace/caldav/caldavtest"
	"pace/store"
	"pace/undo"
)

func (d *direct) putICS(path, body string) {
	d.t.Helper()
	s := "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + strings.ReplaceAll(strings.TrimSpace(body), "\n", "\r\n") + "\r\nEND:VCALENDAR\r\n"
	cal, err := ical.NewDecoder(strings.NewReader(s)).Decode()
	if err != nil {
		d.t.Fatal(err)
	}
	if _, err := d.c.PutCalendarObject(ctx, path, cal); err != nil {
		d.t.Fatalf("put %s: %v", path, err)
	}
}

func TestAgendaEvents(t *testing.T) {
	srv := caldavtest.Start(t)
	work := srv.MakeCalendar("alice", "work", "Work", "VEVENT")
	home := srv.MakeCalendar("alice", "home", "Home", "VEVENT", "VTODO")
	d := newDirect(t, srv)
	d.putICS(work+"standup.ics", `
BEGIN:VEVENT
UID:standup
DTSTAMP:20260101T000000Z
DTSTART;TZID=America/New_York:20260223T040000
DTEND;TZID=America/New_York:20260223T041500
RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR
EXDATE;TZID=America/New_York:20260303T040000
SUMMARY:Standup
END:VEVENT`)
	d.putICS(home+"holiday.ics", `
BEGIN:VEVENT
UID:holiday
DTSTAMP:20260101T000000Z
DTSTART;VALUE=DATE:20260303
DTEND;VALUE=DATE:20260304
SUMMARY:Day off
END:VEVENT`)
	d.putICS(home+"dentist.ics", `
BEGIN:VEVENT
UID:dentist
DTSTAMP:20260101T000000Z
DTSTART:20260303T130000Z
DTEND:20260303T140000Z
SUMMARY:Dentist
END:VEVENT`)
	d.putICS(home+"later.ics", `
BEGIN:VEVENT
UID:later
DTSTAMP:20260101T000000Z
DTSTART:20260320T130000Z
DTEND:20260320T140000Z
SUMMARY:Far away
END:VEVENT`)
	a := newMachine(t, srv, nil)
	from := time.Date(2026, 3, 2, 0, 0, 0, 0, berlin)
	evs, err := a.svc.Events(ctx, from, from.AddDate(0, 0, 2))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range evs {
		got = append(got, fmt.Sprintf("%s %s %s %v", e.Start.Format("Mon 15:04"), e.Title, e.Calendar, e.AllDay))
	}
	want := []string{"Mon 10:00 Standup Work false", "Tue 00:00 Day off Home true", "Tue 14:00 Dentist Home false"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("events\n got %q\nwant %q", got, want)
	}
}

func TestExportAndUndo(t *testing.T) {
	srv := caldavtest.Start(t)
	rem := srv.MakeCalendar("alice", "reminders", "Reminders", "VTODO")
	a := newMachine(t, srv, nil)
	d := newDirect(t, srv)
	x := a.add(t, store.Task{Title: "Book the vet", Due: day(2026, 3, 4)})
	y := a.add(t, store.Task{Title: "Return library books"})
	done, skipped, err := a.svc.Export(ctx, "turn-1", []store.Task{x, y})
	if err != nil || len(done) != 2 || len(skipped) != 0 {
		t.Fatalf("export = %+v %v %v", done, skipped, err)
	}
	if got := d.todos(rem); len(got) != 2 || got["Book the vet"] == nil {
		t.Fatalf("server has %d reminders", len(got))
	}
	// Never twice.
	done, skipped, err = a.svc.Export(ctx, "turn-2", []store.Task{x})
	if err != nil || len(done) != 0 || len(skipped) != 1 {
		t.Errorf("second export = %+v %v %v", done, skipped, err)
	}
	// A third VTODO made by someone else must survive the undo.
	d.putICS(rem+"mine.ics", "BEGIN:VTODO\nUID:mine\nDTSTAMP:20260101T000000Z\nSUMMARY:Someone else's\nEND:VTODO")
	rep, err := undo.NewEngine(a.db).UndoLastTurn(ctx)
	if err != nil || len(rep.Entries) != 2 {
		t.Fatalf("undo = %+v %v", rep, err)
	}
	if n, err := a.svc.Flush(ctx); err != nil || n != 2 {
		t.Errorf("flush = %d %v", n, err)
	}
	got := d.todos(rem)
	if len(got) != 1 || got["Someone else's"] == nil {
		t.Errorf("after undo the server holds %v", got)
	}
	// Undone, the task may be exported again.
	if done, _, err := a.svc.Export(ctx, "turn-3", []store.Task{x}); err != nil || len(done) != 1 {
		t.Errorf("export after undo = %+v %v", done, err)
	}
}

func TestExportIntoASyncedList(t *testing.T) {
	srv := caldavtest.Start(t)
	rem := srv.MakeCalendar("alice", "reminders", "Reminders", "VTODO")
	a := newMachine(t, srv, nil, "Reminders")
	x := a.add(t, store.Task{Title: "Call the garage"})
	if done, _, err := a.svc.Export(ctx, "g", []store.Task{x}); err != nil || len(done) != 1 {
		t.Fatalf("export = %v %v", done, err)
	}
	a.sync(t)
	y := a.add(t, store.Task{Title: "Pick up the parcel"})
	a.sync(t)
	if done, skipped, err := a.svc.Export(ctx, "g2", []store.Task{y}); err != nil || len(done) != 0 || len(skipped) != 1 {
		t.Errorf("export of a synced task = %v %v %v", done, skipped, err)
	}
	if got := newDirect(t, srv).todos(rem); len(got) != 2 {
		t.Errorf("server holds %d VTODOs, want one per task", len(got))
	}
	if got := len(a.tasks(t)); got != 2 {
		t.Errorf("Pace holds %d tasks, want 2 (the export did not come back as a new task)", got)
	}
}
