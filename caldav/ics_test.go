package caldav_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"pace/caldav"
	"pace/store"
	"pace/store/storetest"
	"pace/undo"
)

func TestICSExportImport(t *testing.T) {
	src := storetest.MustOpen(t, store.Options{})
	var a, b store.Task
	src.Write(ctx, func(tx *store.Tx) (err error) {
		if a, err = tx.Tasks().Insert(store.Task{Title: "Buy seeds", Due: day(2026, 3, 7), Tags: []string{"garden"}}); err != nil {
			return err
		}
		b, err = tx.Tasks().Insert(store.Task{Title: "Sow tomatoes, finally", RRule: "FREQ=WEEKLY;BYDAY=SA", Due: day(2026, 3, 7), DependsOn: []string{a.ID}, Priority: 3})
		return err
	})
	var buf bytes.Buffer
	if err := caldav.WriteICS(&buf, []store.Task{a, b}); err != nil {
		t.Fatal(err)
	}
	// An event in the same file is counted, not imported.
	file := strings.Replace(buf.String(), "END:VCALENDAR", "BEGIN:VEVENT\r\nUID:ev\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260301T100000Z\r\nSUMMARY:Party\r\nEND:VEVENT\r\nEND:VCALENDAR", 1)

	dst := storetest.MustOpen(t, store.Options{})
	rep, err := caldav.ImportICS(ctx, dst, strings.NewReader(file), berlin)
	if err != nil || len(rep.Created) != 2 || rep.Events != 1 {
		t.Fatalf("import = %+v %v", rep, err)
	}
	dst.Read(ctx, func(tx *store.Tx) error {
		got, err := tx.Tasks().Get(b.ID)
		if err != nil || got.RRule != b.RRule || got.Priority != 3 || len(got.DependsOn) != 1 || got.DependsOn[0] != a.ID {
			t.Errorf("imported %+v %v", got, err)
		}
		return nil
	})
	// Twice is once.
	if rep, err := caldav.ImportICS(ctx, dst, strings.NewReader(file), berlin); err != nil || len(rep.Created) != 0 || len(rep.Skipped) != 2 {
		t.Errorf("second import = %+v %v", rep, err)
	}
	// Undo takes the first import back... after the empty second one.
	if _, err := undo.NewEngine(dst).UndoLastTurn(ctx); err != nil {
		t.Fatalf("undo: %v", err)
	}
	dst.Read(ctx, func(tx *store.Tx) error {
		if ts, _ := tx.Tasks().List(store.TaskFilter{}); len(ts) != 0 {
			t.Errorf("after undo %d tasks remain", len(ts))
		}
		return nil
	})
	for _, bad := range []string{"", "hello world", "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:x\r\n", "\xff\xfe\x00garbage"} {
		if _, err := caldav.ImportICS(ctx, dst, strings.NewReader(bad), berlin); err == nil {
			t.Errorf("import of %q gave no error", bad)
		}
	}
}

// vtodo is a one-VTODO calendar with summary and description as given.
func vtodo(uid, summary, description string) string {
	return "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VTODO\r\nUID:" + uid +
		"\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:" + summary + "\r\nDESCRIPTION:" + description + "\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
}

// An iCalendar file meets the store's text rules like every other path:
// control characters never reach the store, and a title over 500
// characters is refused with nothing imported.
func TestICSImportTextRules(t *testing.T) {
	for _, c := range []struct {
		name, summary, description string
		title, notes               string
		fails                      bool
	}{
		{"NUL and escape", "Pay\x00 rent\x1b[2J", "first\x00 line\\nsecond\x07", "Pay  rent [2J", "first line\nsecond", false},
		{"invalid UTF-8", "caf\xe9", "x", "caf\ufffd", "x", false},
		{"600-character title", strings.Repeat("a", 600), "x", "", "", true},
		{"500-character title", strings.Repeat("ä", 500), "x", strings.Repeat("ä", 500), "x", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			db := storetest.MustOpen(t, store.Options{})
			rep, err := caldav.ImportICS(ctx, db, strings.NewReader(vtodo("u-1", c.summary, c.description)), berlin)
			var ts []store.Task
			db.Read(ctx, func(tx *store.Tx) (err error) {
				ts, err = tx.Tasks().List(store.TaskFilter{})
				return err
			})
			if c.fails {
				if !errors.Is(err, store.ErrTitleTooLong) || len(ts) != 0 {
					t.Fatalf("import = %+v, %v; %d tasks stored", rep, err, len(ts))
				}
				return
			}
			if err != nil || len(ts) != 1 {
				t.Fatalf("import = %+v, %v; %d tasks", rep, err, len(ts))
			}
			if ts[0].Title != c.title || ts[0].Notes != c.notes {
				t.Errorf("stored %q / %q, want %q / %q", ts[0].Title, ts[0].Notes, c.title, c.notes)
			}
		})
	}
}

// TestICSWindow: a task's time window goes out as DTSTART and DUE and
// comes back as the same window; a task without one gets no DTSTART.
func TestICSWindow(t *testing.T) {
	src := storetest.MustOpen(t, store.Options{})
	start := time.Date(2026, 3, 6, 14, 0, 0, 0, berlin)
	end := start.Add(time.Hour)
	var w, plain store.Task
	src.Write(ctx, func(tx *store.Tx) (err error) {
		if w, err = tx.Tasks().Insert(store.Task{Title: "Call Bob", Due: &start, DueEnd: &end, HasTime: true}); err != nil {
			return err
		}
		plain, err = tx.Tasks().Insert(store.Task{Title: "Pay rent", Due: &start, HasTime: true})
		return err
	})
	var buf bytes.Buffer
	if err := caldav.WriteICS(&buf, []store.Task{w, plain}); err != nil {
		t.Fatal(err)
	}
	file := buf.String()
	if !strings.Contains(file, "DTSTART:20260306T130000Z") || !strings.Contains(file, "DUE:20260306T140000Z") ||
		strings.Count(file, "DTSTART") != 1 {
		t.Fatalf("export:\n%s", file)
	}
	dst := storetest.MustOpen(t, store.Options{})
	if _, err := caldav.ImportICS(ctx, dst, strings.NewReader(file), berlin); err != nil {
		t.Fatal(err)
	}
	dst.Read(ctx, func(tx *store.Tx) error {
		got, err := tx.Tasks().Get(w.ID)
		if err != nil || got.Due == nil || !got.Due.Equal(start) || got.DueEnd == nil || !got.DueEnd.Equal(end) || !got.HasTime {
			t.Errorf("imported window %v – %v, %v", got.Due, got.DueEnd, err)
		}
		if got, err := tx.Tasks().Get(plain.ID); err != nil || got.DueEnd != nil || !got.Due.Equal(start) {
			t.Errorf("imported single due %v – %v, %v", got.Due, got.DueEnd, err)
		}
		return nil
	})
}

// A VTODO whose RRULE Pace cannot read is imported as a one-off task, and
// the report says so by name; a readable rule is kept with no warning.
func TestICSImportBadRRule(t *testing.T) {
	for _, c := range []struct {
		name, rule string
		kept       bool
	}{
		{"unreadable", "FREQ=SOMETIMES;BYDAY=XX", false},
		{"readable", "FREQ=WEEKLY;BYDAY=TU", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			db := storetest.MustOpen(t, store.Options{})
			ics := strings.Replace(vtodo("u-1", "Water plants", "x"), "END:VTODO", "DUE;VALUE=DATE:20261208\r\nRRULE:"+c.rule+"\r\nEND:VTODO", 1)
			rep, err := caldav.ImportICS(ctx, db, strings.NewReader(ics), berlin)
			if err != nil || len(rep.Created) != 1 {
				t.Fatalf("import = %+v, %v", rep, err)
			}
			var ts []store.Task
			db.Read(ctx, func(tx *store.Tx) (err error) {
				ts, err = tx.Tasks().List(store.TaskFilter{})
				return err
			})
			if kept := ts[0].RRule != ""; kept != c.kept {
				t.Errorf("rule kept = %v (%q), want %v", kept, ts[0].RRule, c.kept)
			}
			if warned := len(rep.Warnings) == 1 && strings.Contains(rep.Warnings[0], `"Water plants"`) && strings.Contains(rep.Warnings[0], "one-off"); warned == c.kept {
				t.Errorf("warnings %q", rep.Warnings)
			}
		})
	}
}
