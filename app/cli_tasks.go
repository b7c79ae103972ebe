package app

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"pace/store"
	"pace/tools"
)

// taskJSON is the stable `pace tasks --json` shape (see README).
type taskJSON struct {
	ID       string   `json:"id"`
	Title    string   `json:"title"`
	Due      *string  `json:"due"`      // RFC 3339 with offset, or null
	DueEnd   *string  `json:"due_end"`  // the time window's exclusive end (RFC 3339), or null
	HasTime  bool     `json:"has_time"` // a due time rather than a due date
	Priority int      `json:"priority"` // 0 none … 4 highest
	Done     bool     `json:"done"`
	Project  *string  `json:"project"` // name or null
	Tags     []string `json:"tags"`
	RRule    string   `json:"rrule"` // RFC 5545 or ""
	Blocked  []string `json:"blocked_by"`
	Notes    string   `json:"notes"` // the task's notes field, "" when none
}

func toTaskJSON(t store.Task) taskJSON {
	j := taskJSON{ID: t.ID, Title: t.Title, HasTime: t.HasTime, Priority: t.Priority, Done: t.Done, Tags: t.Tags, RRule: t.RRule, Blocked: t.DependsOn, Notes: t.Notes}
	if t.Due != nil {
		s := t.Due.Format(time.RFC3339)
		j.Due = &s
	}
	if t.DueEnd != nil {
		s := t.DueEnd.Format(time.RFC3339)
		j.DueEnd = &s
	}
	if t.ProjectName != "" {
		p := t.ProjectName
		j.Project = &p
	}
	if j.Tags == nil {
		j.Tags = []string{}
	}
	if j.Blocked == nil {
		j.Blocked = []string{}
	}
	return j
}

func cmdTasks(c *cli, args []string) error {
	fs := c.flags("tasks")
	asJSON := fs.Bool("json", false, "print JSON")
	all := fs.Bool("all", false, "include done tasks")
	if err := c.parseFlagsOnly(fs, args); err != nil {
		return err
	}
	db, err := c.openForRead(*asJSON)
	if err != nil {
		return err
	}
	f := store.TaskFilter{Status: "open"}
	if *all {
		f.Status, f.Archived = "", true
	}
	var ts []store.Task
	if err := db.Read(context.Background(), func(tx *store.Tx) error {
		ts, err = tx.Tasks().List(f)
		return err
	}); err != nil {
		if store.IsDamaged(err) {
			err = fmt.Errorf("your data file is damaged (%v); a copy was set aside beside it and nothing more will be written to it — see recovery.log, then restore a backup or move the file away", err)
		}
		return c.jsonError(*asJSON, err)
	}
	if *asJSON {
		out := make([]taskJSON, len(ts))
		for i, t := range ts {
			out[i] = toTaskJSON(t)
		}
		return writeJSON(c.env.Stdout, out)
	}
	if len(ts) == 0 {
		fmt.Fprintln(c.env.Stdout, "No tasks.")
		return nil
	}
	for i, l := range taskLines(ts) {
		fmt.Fprintln(c.env.Stdout, l)
		if n := notesPreview(ts[i].Notes); n != "" {
			fmt.Fprintln(c.env.Stdout, "    notes: "+n)
		}
	}
	return nil
}

// notesPreview is a task's notes on one line for the list: lines joined
// with " / ", cut at 100 characters (runes) with "…".
func notesPreview(notes string) string {
	s := strings.Join(strings.Fields(strings.ReplaceAll(strings.TrimSpace(notes), "\n", " / ")), " ")
	if r := []rune(s); len(r) > 100 {
		s = string(r[:99]) + "…"
	}
	return s
}

// taskLines is taskLine for each task, told apart where two would read the
// same ("buy milk" twice): those get "created 2 Dec 2026", and, when that
// is the same too, the id's first eight characters.
func taskLines(ts []store.Task) []string {
	lines := make([]string, len(ts))
	for i, t := range ts {
		lines[i] = taskLine(t)
	}
	for _, extra := range []func(store.Task) string{
		func(t store.Task) string { return "created " + t.CreatedAt.Local().Format("2 Jan 2006") },
		func(t store.Task) string { return "id " + t.ID[:min(8, len(t.ID))] },
	} {
		n := map[string]int{}
		for _, l := range lines {
			n[l]++
		}
		for i, l := range lines {
			if n[l] > 1 {
				lines[i] = l + " · " + extra(ts[i])
			}
		}
	}
	return lines
}

// taskLine is one human-readable line: "[ ] Call the bank · due Fri 27 Nov 17:00 · p3 · Garden";
// a time window reads "due Fri 27 Nov 2026 14:00–15:00" (see dueSpan).
func taskLine(t store.Task) string {
	box := "[ ]"
	if t.Done {
		box = "[x]"
	}
	parts := []string{box + " " + t.Title}
	if t.Due != nil {
		parts = append(parts, "due "+dueSpan(t))
	}
	if t.Priority > 0 {
		parts = append(parts, tools.PriorityName(t.Priority)+" priority") // the words replies use, not p1–p4
	}
	if t.ProjectName != "" {
		parts = append(parts, "#"+t.ProjectName)
	}
	for _, tag := range t.Tags {
		parts = append(parts, "@"+tag)
	}
	if t.RRule != "" {
		parts = append(parts, "repeats "+tools.RuleText(t.RRule))
	}
	return strings.Join(parts, " · ")
}

// dueSpan is a task's due date and time, with its window's end: "Fri 27
// Nov 2026 14:00–15:00", "Thu 26 Nov 2026 22:00 – Fri 27 Nov 2026 01:00",
// "Mon 14 Dec 2026 – Wed 16 Dec 2026" (a date window's end is exclusive,
// its last day is shown).
func dueSpan(t store.Task) string {
	layout := "Mon 2 Jan 2006"
	if t.HasTime {
		layout += " 15:04"
	}
	s := t.Due.Format(layout)
	if t.DueEnd == nil {
		return s
	}
	end := t.DueEnd.In(t.Due.Location())
	if !t.HasTime {
		end = end.AddDate(0, 0, -1) // the last day
		if end.Format(time.DateOnly) <= t.Due.Format(time.DateOnly) {
			return s
		}
	}
	if t.HasTime && end.Format(time.DateOnly) == t.Due.Format(time.DateOnly) {
		return s + "–" + end.Format("15:04")
	}
	return s + " – " + end.Format(layout)
}

func writeJSON(w interface{ Write([]byte) (int, error) }, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
