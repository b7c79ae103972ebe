package store_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"pace/store"
)

func TestTaskInsertGet(t *testing.T) {
	db, clk := newDB(t)
	p := mustProject(t, db, store.Project{Name: "Garden"})
	var m store.Milestone
	write(t, db, func(tx *store.Tx) (err error) {
		m, err = tx.Projects().InsertMilestone(store.Milestone{ProjectID: p.ID, Title: "Spring"})
		return err
	})
	blocker := mustTask(t, db, store.Task{Title: "Buy seeds"})
	berlin := time.FixedZone("CET", 3600)
	due := time.Date(2026, 3, 6, 17, 30, 0, 0, berlin)
	clk.Advance(time.Minute)
	got := mustTask(t, db, store.Task{
		Title: "  Sow tomatoes ", Notes: "in the greenhouse", Due: &due, HasTime: true, Priority: 3,
		ProjectID: p.ID, MilestoneID: m.ID, Tags: []string{"@Garden", " home ", "garden", "", "@"},
		DependsOn: []string{blocker.ID}, RRule: "RRULE:FREQ=WEEKLY;BYDAY=FR",
	})
	want := store.Task{
		ID: got.ID, Title: "Sow tomatoes", Notes: "in the greenhouse", Due: &due, HasTime: true, Priority: 3,
		ProjectID: p.ID, ProjectName: "Garden", MilestoneID: m.ID, Tags: []string{"garden", "home"},
		DependsOn: []string{blocker.ID}, RRule: "FREQ=WEEKLY;BYDAY=FR", DTStart: &due,
	}
	if got.ID == "" || !got.CreatedAt.Equal(clk.T) || !got.UpdatedAt.Equal(clk.T) {
		t.Errorf("id %q created %v updated %v, want clock %v", got.ID, got.CreatedAt, got.UpdatedAt, clk.T)
	}
	if !got.Due.Equal(due) || got.Due.Format(time.RFC3339) != "2026-03-06T17:30:00+01:00" {
		t.Errorf("due %v, want %v in its own zone", got.Due, due)
	}
	if !got.DTStart.Equal(due) {
		t.Errorf("dtstart %v, want due %v", got.DTStart, due)
	}
	got.Due, got.DTStart, got.CreatedAt, got.UpdatedAt = want.Due, want.DTStart, time.Time{}, time.Time{}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("stored\n%+v\nwant\n%+v", got, want)
	}
	read(t, db, func(tx *store.Tx) error {
		again, err := tx.Tasks().Get(want.ID)
		if err != nil || again.Title != want.Title || !reflect.DeepEqual(again.Tags, want.Tags) {
			t.Errorf("get: %+v %v", again, err)
		}
		deps, err := tx.Tasks().Dependents(blocker.ID)
		if err != nil || !reflect.DeepEqual(deps, []string{want.ID}) {
			t.Errorf("dependents of blocker = %v %v, want [%s]", deps, err, want.ID)
		}
		if _, err := tx.Tasks().Get("no-such-id"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("get unknown: %v, want ErrNotFound", err)
		}
		return nil
	})
}

func TestTaskInsertMinimal(t *testing.T) {
	db, _ := newDB(t)
	got := mustTask(t, db, store.Task{Title: "Call mom"})
	if got.Due != nil || got.CompletedAt != nil || got.DTStart != nil || got.Tags == nil || got.DependsOn == nil ||
		got.ProjectID != "" || got.RRule != "" || got.Done {
		t.Errorf("minimal task stored as %+v", got)
	}
}

func TestTaskInsertRestoresID(t *testing.T) {
	db, clk := newDB(t)
	created := t0.Add(-48 * time.Hour)
	got := mustTask(t, db, store.Task{ID: "fixed-id", Title: "Restored", CreatedAt: created, Done: true, CompletedAt: &created})
	if got.ID != "fixed-id" || !got.CreatedAt.Equal(created) || !got.UpdatedAt.Equal(clk.T) || !got.CompletedAt.Equal(created) {
		t.Errorf("restored %+v", got)
	}
	err := db.Write(ctx, func(tx *store.Tx) error {
		_, err := tx.Tasks().Insert(store.Task{ID: "fixed-id", Title: "Twice"})
		return err
	})
	if err == nil {
		t.Error("inserting a duplicate id succeeded")
	}
}

var (
	winStart = time.Date(2026, 3, 6, 14, 0, 0, 0, time.FixedZone("CET", 3600))
	winEnd   = winStart.Add(90 * time.Minute)
)

// TestTaskWindow stores a time window, reads it back in its zone, keeps it
// through an update of another field and clears it.
func TestTaskWindow(t *testing.T) {
	db, _ := newDB(t)
	task := mustTask(t, db, store.Task{Title: "Call Bob", Due: &winStart, DueEnd: &winEnd, HasTime: true})
	if task.DueEnd == nil || !task.DueEnd.Equal(winEnd) || task.DueEnd.Format(time.RFC3339) != "2026-03-06T15:30:00+01:00" {
		t.Fatalf("due_end %v, want %v in its own zone", task.DueEnd, winEnd)
	}
	plain := mustTask(t, db, store.Task{Title: "No window", Due: &winStart, HasTime: true})
	if plain.DueEnd != nil {
		t.Errorf("a single due time reads back with an end %v", plain.DueEnd)
	}
	write(t, db, func(tx *store.Tx) error {
		task.Title = "Call Bob back"
		got, err := tx.Tasks().Update(task)
		if err != nil || got.DueEnd == nil || !got.DueEnd.Equal(winEnd) {
			t.Errorf("update of the title: end %v, %v; want it kept", got.DueEnd, err)
		}
		got.DueEnd = nil
		if got, err = tx.Tasks().Update(got); err != nil || got.DueEnd != nil {
			t.Errorf("clearing the window: end %v, %v", got.DueEnd, err)
		}
		return nil
	})
}

func TestTaskInsertInvalid(t *testing.T) {
	db, _ := newDB(t)
	p := mustProject(t, db, store.Project{Name: "Home"})
	other := mustTask(t, db, store.Task{Title: "Other"})
	cases := []struct {
		name string
		task store.Task
	}{
		{"empty title", store.Task{}},
		{"blank title", store.Task{Title: " \t\n"}},
		{"priority -1", store.Task{Title: "x", Priority: -1}},
		{"priority 5", store.Task{Title: "x", Priority: 5}},
		{"rrule FREQ=SOMETIMES", store.Task{Title: "x", RRule: "FREQ=SOMETIMES"}},
		{"rrule BYDAY=XX", store.Task{Title: "x", RRule: "FREQ=WEEKLY;BYDAY=XX"}},
		{"depends on itself", store.Task{ID: "me", Title: "x", DependsOn: []string{"me"}}},
		{"unknown dependency", store.Task{Title: "x", DependsOn: []string{other.ID, "ghost"}}},
		{"unknown project", store.Task{Title: "x", ProjectID: "ghost"}},
		{"unknown milestone", store.Task{Title: "x", ProjectID: p.ID, MilestoneID: "ghost"}},
		{"window without a due start", store.Task{Title: "x", DueEnd: &winEnd}},
		{"window ending at its start", store.Task{Title: "x", Due: &winEnd, DueEnd: &winEnd, HasTime: true}},
		{"window ending before its start", store.Task{Title: "x", Due: &winEnd, DueEnd: &winStart, HasTime: true}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// The caller swallows the error and commits: still nothing may be written.
			write(t, db, func(tx *store.Tx) error {
				_, err := tx.Tasks().Insert(c.task)
				if !errors.Is(err, store.ErrInvalid) {
					t.Errorf("Insert(%+v) = %v, want ErrInvalid", c.task, err)
				}
				return nil
			})
			if n := taskCount(t, db); n != 1 {
				t.Errorf("%d tasks after a failed insert, want 1", n)
			}
			read(t, db, func(tx *store.Tx) error {
				if _, err := tx.Tasks().Resolve("x"); !errors.Is(err, store.ErrNotFound) {
					t.Errorf("a failed insert left lookup words: %v", err)
				}
				return nil
			})
		})
	}
}

func TestTaskUpdate(t *testing.T) {
	db, clk := newDB(t)
	a := mustTask(t, db, store.Task{Title: "A"})
	b := mustTask(t, db, store.Task{Title: "B"})
	orig := mustTask(t, db, store.Task{Title: "Write report", Tags: []string{"work"}, DependsOn: []string{a.ID}, RRule: "FREQ=DAILY"})
	clk.Advance(time.Hour)
	done := clk.T
	upd := orig
	upd.Title, upd.Tags, upd.DependsOn, upd.RRule, upd.DTStart = "Write the report", []string{"@Urgent"}, []string{b.ID}, "", nil
	upd.Done, upd.CompletedAt, upd.Priority = true, &done, 4
	var got store.Task
	write(t, db, func(tx *store.Tx) (err error) {
		got, err = tx.Tasks().Update(upd)
		return err
	})
	if got.Title != "Write the report" || !reflect.DeepEqual(got.Tags, []string{"urgent"}) ||
		!reflect.DeepEqual(got.DependsOn, []string{b.ID}) || got.RRule != "" || got.DTStart != nil ||
		!got.Done || !got.CompletedAt.Equal(done) || got.Priority != 4 {
		t.Errorf("updated to %+v", got)
	}
	if !got.CreatedAt.Equal(orig.CreatedAt) || !got.UpdatedAt.Equal(clk.T) {
		t.Errorf("created %v updated %v; want created kept %v and updated %v", got.CreatedAt, got.UpdatedAt, orig.CreatedAt, clk.T)
	}
	read(t, db, func(tx *store.Tx) error {
		if _, err := tx.Tasks().Resolve("write report"); err != nil {
			t.Errorf("resolve new title: %v", err)
		}
		deps, _ := tx.Tasks().Dependents(a.ID)
		if len(deps) != 0 {
			t.Errorf("old dependency kept: %v", deps)
		}
		return nil
	})

	t.Run("not found", func(t *testing.T) {
		err := db.Write(ctx, func(tx *store.Tx) error {
			_, err := tx.Tasks().Update(store.Task{ID: "ghost", Title: "x"})
			return err
		})
		if !errors.Is(err, store.ErrNotFound) {
			t.Errorf("update unknown: %v, want ErrNotFound", err)
		}
	})
	t.Run("invalid leaves it unchanged", func(t *testing.T) {
		bad := got
		bad.Title, bad.Tags, bad.DependsOn = "Changed", []string{"new"}, []string{"ghost"}
		write(t, db, func(tx *store.Tx) error {
			if _, err := tx.Tasks().Update(bad); !errors.Is(err, store.ErrInvalid) {
				t.Errorf("update with unknown dependency: %v, want ErrInvalid", err)
			}
			return nil
		})
		read(t, db, func(tx *store.Tx) error {
			now, _ := tx.Tasks().Get(got.ID)
			if now.Title != got.Title || !reflect.DeepEqual(now.Tags, got.Tags) || !reflect.DeepEqual(now.DependsOn, got.DependsOn) {
				t.Errorf("failed update changed the task: %+v", now)
			}
			return nil
		})
	})
}

func TestTaskDependencyCycle(t *testing.T) {
	db, _ := newDB(t)
	a := mustTask(t, db, store.Task{Title: "A"})
	b := mustTask(t, db, store.Task{Title: "B", DependsOn: []string{a.ID}})
	c := mustTask(t, db, store.Task{Title: "C", DependsOn: []string{b.ID}})
	for _, deps := range [][]string{{b.ID}, {c.ID}} {
		a.DependsOn = deps
		err := db.Write(ctx, func(tx *store.Tx) error {
			_, err := tx.Tasks().Update(a)
			return err
		})
		if !errors.Is(err, store.ErrInvalid) {
			t.Errorf("A depends on %v (a cycle): %v, want ErrInvalid", deps, err)
		}
	}
	// A diamond is not a cycle.
	d := mustTask(t, db, store.Task{Title: "D", DependsOn: []string{b.ID, c.ID, b.ID}})
	if !reflect.DeepEqual(d.DependsOn, sorted(b.ID, c.ID)) {
		t.Errorf("D depends on %v", d.DependsOn)
	}
}

func sorted(s ...string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

func TestTaskDelete(t *testing.T) {
	db, _ := newDB(t)
	a := mustTask(t, db, store.Task{Title: "Pay rent"})
	b := mustTask(t, db, store.Task{Title: "Move out", DependsOn: []string{a.ID}, Tags: []string{"home"}, RRule: "FREQ=MONTHLY"})
	n := mustNote(t, db, store.Note{Title: "Flat"})
	write(t, db, func(tx *store.Tx) error {
		if _, err := tx.Reminders().Upsert(store.ReminderExport{TaskID: a.ID, Target: "caldav", RemoteUID: "u1"}); err != nil {
			return err
		}
		_, _, err := tx.Graph().Insert(store.Link{FromKind: store.KindNote, FromID: n.ID, ToKind: store.KindTask, ToID: a.ID, Type: store.LinkMentions})
		return err
	})
	write(t, db, func(tx *store.Tx) error { return tx.Tasks().Delete(a.ID) })
	read(t, db, func(tx *store.Tx) error {
		if _, err := tx.Tasks().Get(a.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("get deleted: %v", err)
		}
		if _, err := tx.Tasks().Resolve("pay rent"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("resolve deleted: %v", err)
		}
		got, _ := tx.Tasks().Get(b.ID)
		if len(got.DependsOn) != 0 {
			t.Errorf("dependency on a deleted task kept: %v", got.DependsOn)
		}
		if ls, _ := tx.Graph().Of(n.ID); len(ls) != 0 {
			t.Errorf("links to a deleted task kept: %+v", ls)
		}
		if rs, _ := tx.Reminders().For(a.ID); len(rs) != 0 {
			t.Errorf("reminder exports of a deleted task kept: %+v", rs)
		}
		return nil
	})
	err := db.Write(ctx, func(tx *store.Tx) error { return tx.Tasks().Delete(a.ID) })
	if !errors.Is(err, store.ErrNotFound) {
		t.Errorf("delete twice: %v, want ErrNotFound", err)
	}
	// Undo restores a deleted task under its old id.
	mustTask(t, db, store.Task{ID: a.ID, Title: a.Title})
	read(t, db, func(tx *store.Tx) error {
		if got, err := tx.Tasks().Resolve("pay rent"); err != nil || got.ID != a.ID {
			t.Errorf("resolve restored: %+v %v", got, err)
		}
		return nil
	})
}

func TestTaskList(t *testing.T) {
	db, clk := newDB(t)
	p := mustProject(t, db, store.Project{Name: "Work"})
	day := func(d int) *time.Time { x := t0.AddDate(0, 0, d); return &x }
	mk := func(title string, due *time.Time, prio int, done bool, project string) store.Task {
		clk.Advance(time.Second)
		var completed *time.Time
		if done {
			completed = ptr(clk.T)
		}
		return mustTask(t, db, store.Task{Title: title, Due: due, Priority: prio, Done: done, CompletedAt: completed, ProjectID: project})
	}
	undatedLow := mk("undated low", nil, 1, false, "")
	undatedHigh := mk("undated high", nil, 4, false, p.ID)
	soon := mk("soon", day(1), 0, false, p.ID)
	later := mk("later", day(5), 0, false, "")
	soonUrgent := mk("soon urgent", day(1), 4, false, "")
	doneOld := mk("done old", day(-3), 0, true, p.ID)
	clk.Advance(time.Hour)
	doneNew := mk("done new", nil, 0, true, "")

	titles := func(ts []store.Task) string {
		var s []string
		for _, x := range ts {
			s = append(s, x.Title)
		}
		return strings.Join(s, ", ")
	}
	names := func(ts ...store.Task) string { return titles(ts) }
	cases := []struct {
		name string
		f    store.TaskFilter
		want string
	}{
		{"all", store.TaskFilter{}, names(soonUrgent, soon, later, undatedHigh, undatedLow, doneOld, doneNew)},
		{"open", store.TaskFilter{Status: "open"}, names(soonUrgent, soon, later, undatedHigh, undatedLow)},
		{"done", store.TaskFilter{Status: "done"}, names(doneOld, doneNew)},
		{"project", store.TaskFilter{ProjectID: p.ID}, names(soon, undatedHigh, doneOld)},
		{"due before day 2", store.TaskFilter{DueBefore: day(2)}, names(soonUrgent, soon, doneOld)},
		{"open due before day 1", store.TaskFilter{Status: "open", DueBefore: day(1)}, ""},
		{"completed since the hour", store.TaskFilter{CompletedSince: ptr(clk.T.Add(-time.Minute))}, names(doneNew)},
		{"completed since the very instant", store.TaskFilter{CompletedSince: doneNew.CompletedAt}, names(doneNew)},
		{"limit 2", store.TaskFilter{Limit: 2}, names(soonUrgent, soon)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			read(t, db, func(tx *store.Tx) error {
				got, err := tx.Tasks().List(c.f)
				if err != nil {
					t.Fatal(err)
				}
				if titles(got) != c.want {
					t.Errorf("List(%+v)\n got %s\nwant %s", c.f, titles(got), c.want)
				}
				return nil
			})
		})
	}
	for _, f := range []store.TaskFilter{{Status: "closed"}, {Limit: -1}} {
		read(t, db, func(tx *store.Tx) error {
			if _, err := tx.Tasks().List(f); !errors.Is(err, store.ErrInvalid) {
				t.Errorf("List(%+v) = %v, want ErrInvalid", f, err)
			}
			return nil
		})
	}
}

func TestValidateRRule(t *testing.T) {
	for _, c := range []struct {
		rule string
		ok   bool
	}{
		{"FREQ=DAILY", true},
		{"FREQ=WEEKLY;BYDAY=MO,WE,FR", true},
		{"FREQ=MONTHLY;BYMONTHDAY=-1", true},
		{"FREQ=YEARLY;COUNT=3", true},
		{"FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T000000Z", true},
		{"", false},
		{"FREQ=SOMETIMES", false},
		{"BYDAY=MO", false},
		{"FREQ=WEEKLY;BYDAY=XX", false},
		{"FREQ=DAILY;COUNT=many", false},
		{"every monday", false},
	} {
		t.Run(c.rule, func(t *testing.T) {
			err := store.ValidateRRule(c.rule)
			if c.ok && err != nil {
				t.Errorf("ValidateRRule(%q) = %v, want nil", c.rule, err)
			}
			if !c.ok && !errors.Is(err, store.ErrInvalid) {
				t.Errorf("ValidateRRule(%q) = %v, want ErrInvalid", c.rule, err)
			}
		})
	}
}

func TestTaskCompletedAtFollowsDone(t *testing.T) {
	db, clk := newDB(t)
	task := mustTask(t, db, store.Task{Title: "x", Done: true})
	if task.CompletedAt == nil || !task.CompletedAt.Equal(clk.T) {
		t.Errorf("done without completedAt: stored %v, want the clock %v", task.CompletedAt, clk.T)
	}
	clk.Advance(time.Hour)
	task.Done = false
	write(t, db, func(tx *store.Tx) (err error) { task, err = tx.Tasks().Update(task); return err })
	if task.CompletedAt != nil {
		t.Errorf("reopened task keeps completedAt %v", task.CompletedAt)
	}
	earlier := t0.Add(-time.Hour)
	task.Done, task.CompletedAt = true, &earlier
	write(t, db, func(tx *store.Tx) (err error) { task, err = tx.Tasks().Update(task); return err })
	if !task.CompletedAt.Equal(earlier) {
		t.Errorf("given completedAt %v not kept: %v", earlier, task.CompletedAt)
	}
}
