package store_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"pace/store"
)

// Each kind of due date lands in its Today section (t0 is Monday 09:00
// UTC), and the pages of a section put together are the section.
func TestAgendaSections(t *testing.T) {
	db, _ := newDB(t)
	at := func(days, h, m int, zone *time.Location) *time.Time {
		v := time.Date(2026, 3, 2+days, h, m, 0, 0, zone)
		return &v
	}
	plus1 := time.FixedZone("+01", 3600)
	archived := mustProject(t, db, store.Project{Name: "Old"})
	write(t, db, func(tx *store.Tx) error { _, err := tx.Projects().Archive(archived.ID); return err })
	cases := []struct {
		title string
		task  store.Task
		want  store.Section
	}{
		{"undated", store.Task{}, store.SectionUndated},
		{"yesterday", store.Task{Due: at(-1, 0, 0, time.UTC)}, store.SectionOverdue},
		{"today, no time", store.Task{Due: at(0, 0, 0, time.UTC)}, store.SectionToday},
		{"today 08:00", store.Task{Due: at(0, 8, 0, time.UTC), HasTime: true}, store.SectionOverdue},
		{"today 17:00", store.Task{Due: at(0, 17, 0, time.UTC), HasTime: true}, store.SectionToday},
		{"window 08:30-09:30 open now", store.Task{Due: at(0, 8, 30, time.UTC), DueEnd: at(0, 9, 30, time.UTC), HasTime: true}, store.SectionToday},
		{"window ended 09:00 in +01", store.Task{Due: at(0, 8, 0, plus1), DueEnd: at(0, 10, 0, plus1), HasTime: true}, store.SectionOverdue},
		{"date window from yesterday to tomorrow", store.Task{Due: at(-1, 0, 0, time.UTC), DueEnd: at(1, 0, 0, time.UTC)}, store.SectionToday},
		{"date window that ended today", store.Task{Due: at(-2, 0, 0, time.UTC), DueEnd: at(0, 0, 0, time.UTC)}, store.SectionOverdue},
		{"tomorrow 09:00", store.Task{Due: at(1, 9, 0, time.UTC), HasTime: true}, store.SectionTomorrow},
		{"thursday", store.Task{Due: at(3, 0, 0, time.UTC)}, store.SectionWeek},
		{"sunday 23:30", store.Task{Due: at(6, 23, 30, time.UTC), HasTime: true}, store.SectionWeek},
		{"next monday", store.Task{Due: at(7, 0, 0, time.UTC)}, store.SectionLater},
		{"done yesterday", store.Task{Due: at(-1, 0, 0, time.UTC), Done: true}, -1},
		{"in an archived project", store.Task{Due: at(-1, 0, 0, time.UTC), ProjectID: archived.ID}, -1},
	}
	want := map[store.Section][]string{}
	for _, c := range cases {
		c.task.Title = c.title
		mustTask(t, db, c.task)
		if c.want >= 0 {
			want[c.want] = append(want[c.want], c.title)
		}
	}
	b := store.BoundsAt(t0)
	read(t, db, func(tx *store.Tx) error {
		counts, done, err := tx.Tasks().AgendaCounts(b)
		if err != nil {
			return err
		}
		if done != 1 { // the done task was completed at t0, which is today
			t.Errorf("done today = %d, want 1", done)
		}
		for sec := store.Section(0); sec < store.Sections; sec++ {
			var got []string
			for off := 0; ; off += 2 {
				page, err := tx.Tasks().AgendaPage(b, sec, off, 2)
				if err != nil {
					return err
				}
				for _, task := range page {
					got = append(got, task.Title)
				}
				if len(page) < 2 {
					break
				}
			}
			slices.Sort(got)
			slices.Sort(want[sec])
			if !slices.Equal(got, want[sec]) || counts[sec] != len(want[sec]) {
				t.Errorf("section %d: count %d, tasks %q; want %q", sec, counts[sec], got, want[sec])
			}
		}
		_, err = tx.Tasks().AgendaPage(b, store.Sections, 0, 10)
		if err == nil {
			t.Error("an unknown section is not an error")
		}
		return nil
	})
}

// Summaries count each project's tasks in SQL, name its next milestone
// and page through the projects in List's order; Blockers and CountTasks
// agree with the tasks.
func TestProjectSummariesAndBlockers(t *testing.T) {
	db, _ := newDB(t)
	var ids []string
	for i := 0; i < 5; i++ {
		p := mustProject(t, db, store.Project{Name: fmt.Sprintf("Project %d", i)})
		ids = append(ids, p.ID)
	}
	due := t0.AddDate(0, 1, 0)
	var first store.Task
	write(t, db, func(tx *store.Tx) error {
		if _, err := tx.Projects().InsertMilestone(store.Milestone{ProjectID: ids[1], Title: "Reached", Done: true}); err != nil {
			return err
		}
		if _, err := tx.Projects().InsertMilestone(store.Milestone{ProjectID: ids[1], Title: "Later one"}); err != nil {
			return err
		}
		if _, err := tx.Projects().InsertMilestone(store.Milestone{ProjectID: ids[1], Title: "Next one", Due: &due}); err != nil {
			return err
		}
		var err error
		first, err = tx.Tasks().Insert(store.Task{Title: "Buy paint", ProjectID: ids[1]})
		if err != nil {
			return err
		}
		for i := 0; i < 3; i++ {
			if _, err := tx.Tasks().Insert(store.Task{Title: fmt.Sprintf("Paint wall %d", i), ProjectID: ids[1], DependsOn: []string{first.ID}, Done: i == 2}); err != nil {
				return err
			}
		}
		return nil
	})
	read(t, db, func(tx *store.Tx) error {
		n, err := tx.Projects().CountActive()
		if err != nil || n != 5 {
			t.Errorf("CountActive = %d, %v", n, err)
		}
		var names []string
		for off := 0; off < 5; off += 2 {
			page, err := tx.Projects().Summaries(off, 2)
			if err != nil {
				return err
			}
			for _, ps := range page {
				names = append(names, ps.Name)
				if ps.ID != ids[1] {
					continue
				}
				if ps.All != 4 || ps.Done != 1 || ps.Next == nil || ps.Next.Title != "Next one" || ps.Next.Due == nil || !ps.Next.Due.Equal(due) {
					t.Errorf("summary of Project 1: %d/%d, next %+v", ps.Done, ps.All, ps.Next)
				}
			}
		}
		if len(names) != 5 || names[0] != "Project 0" || names[4] != "Project 4" {
			t.Errorf("pages: %q", names)
		}
		bs, total, err := tx.Projects().Blockers(ids[1], 1)
		if err != nil {
			return err
		}
		if total != 2 || len(bs) != 1 || !slices.Equal(bs[0].Waiting, []string{"Buy paint"}) {
			t.Errorf("blockers %+v of %d", bs, total)
		}
		open, err := tx.Tasks().CountTasks(store.TaskFilter{Status: "open", ProjectID: ids[1]})
		if err != nil || open != 3 {
			t.Errorf("CountTasks = %d, %v", open, err)
		}
		page, err := tx.Tasks().List(store.TaskFilter{Status: "open", ProjectID: ids[1], Offset: 1})
		if err != nil || len(page) != 2 {
			t.Errorf("List with Offset 1: %d tasks, %v", len(page), err)
		}
		return nil
	})
}

// The week ends at midnight after its Sunday, in the time's own zone.
func TestWeekEnd(t *testing.T) {
	zone := time.FixedZone("+09", 9*3600)
	monday := time.Date(2026, 3, 9, 0, 0, 0, 0, zone)
	for d := 0; d < 7; d++ {
		now := time.Date(2026, 3, 2+d, 21, 30, 0, 0, zone)
		if got := store.WeekEnd(now); !got.Equal(monday) {
			t.Errorf("%s: week ends %s, want %s", now.Weekday(), got, monday)
		}
	}
}

// The agenda's week is the calendar week from Monday to Friday and the week
// ahead on Saturday and Sunday, so a weekend agenda is never empty of the
// coming days.
func TestAgendaWeekEnd(t *testing.T) {
	zone := time.FixedZone("-05", -5*3600)
	for _, c := range []struct {
		day  int // of March 2026; the 2nd is a Monday
		want int // the day of the exclusive end
	}{
		{2, 9}, {4, 9}, {6, 9}, // Monday, Wednesday, Friday: midnight after Sunday the 8th
		{7, 16}, {8, 16}, // Saturday, Sunday: the week ahead to its Sunday the 15th
	} {
		now := time.Date(2026, 3, c.day, 23, 15, 0, 0, zone)
		want := time.Date(2026, 3, c.want, 0, 0, 0, 0, zone)
		if got := store.AgendaWeekEnd(now); !got.Equal(want) {
			t.Errorf("%s the %d: agenda week ends %s, want %s", now.Weekday(), c.day, got, want)
		}
		if got := store.BoundsAt(now).EndWeek; !got.Equal(want) {
			t.Errorf("%s the %d: Today's week ends %s, want %s", now.Weekday(), c.day, got, want)
		}
	}
}

// Archived lists archived projects only, the latest archived first, at
// most limit of them, with the count of all.
func TestProjectsArchived(t *testing.T) {
	db, _ := newDB(t)
	mustProject(t, db, store.Project{Name: "Active"})
	for i, name := range []string{"Old", "Newer", "Newest"} {
		at := t0.Add(time.Duration(i) * time.Hour)
		mustProject(t, db, store.Project{Name: name, ArchivedAt: &at})
	}
	read(t, db, func(tx *store.Tx) error {
		got, n, err := tx.Projects().Archived(2)
		if err != nil {
			return err
		}
		var names []string
		for _, p := range got {
			names = append(names, p.Name)
		}
		if n != 3 || strings.Join(names, ",") != "Newest,Newer" {
			t.Errorf("Archived(2) = %v, %d; want Newest,Newer of 3", names, n)
		}
		return nil
	})
}
