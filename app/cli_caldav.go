package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"pace/caldav"
	"pace/store"
	"pace/tools"
)

// personError carries the sentence a person reads and the typed cause.
type personError struct {
	msg string
	err error
}

func (e *personError) Error() string { return e.msg }
func (e *personError) Unwrap() error { return e.err }

func calendarErr(err error) error { return &personError{calendarProblem(err), err} }

// caldavService opens the store and builds the configured account.
func (c *cli) caldavService(ctx context.Context, allowRemote bool) (*caldav.Service, *store.DB, error) {
	db, err := c.open()
	if err != nil {
		return nil, nil, err
	}
	s, err := readCalDAVSettings(ctx, db, c.env.Getenv)
	if err != nil {
		return nil, nil, err
	}
	svc, err := newCalDAVService(s, db, c.dataDir, c.env.Now, allowRemote)
	if err != nil {
		return nil, nil, calendarErr(err)
	}
	return svc, db, nil
}

// calendarJSON is the stable `pace calendar --json` shape (see README).
type calendarJSON struct {
	Window string                `json:"window"`
	From   time.Time             `json:"from"`
	To     time.Time             `json:"to"`
	Events []tools.CalendarEvent `json:"events"`
	Free   []tools.Stretch       `json:"free"`
	Tasks  []tools.AgendaTask    `json:"tasks"`
}

func cmdCalendar(c *cli, args []string) error {
	fs := c.flags("calendar")
	asJSON := fs.Bool("json", false, "print JSON")
	allow := fs.Bool("allow-remote", false, "consent to an off-device calendar server for this run")
	rest, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	ctx := context.Background()
	svc, db, err := c.caldavService(ctx, *allow)
	if err != nil {
		return err
	}
	window := joinArgs(rest)
	if _, _, _, err := tools.Window(window, c.env.Now().In(time.Local)); err != nil {
		return usageErr("%v", err)
	}
	box := tools.NewToolBox(db, tools.Options{Now: c.env.Now, Location: time.Local, Calendar: calendarAdapter{svc}})
	ag, err := box.CalendarAgenda(ctx, window)
	if err != nil {
		return calendarErr(err)
	}
	if *asJSON {
		return writeJSON(c.env.Stdout, calendarJSON(ag))
	}
	fmt.Fprintln(c.env.Stdout, ag.Text(c.env.Now()))
	return nil
}

func cmdSync(c *cli, args []string) error {
	fs := c.flags("sync")
	asJSON := fs.Bool("json", false, "print JSON")
	list := fs.String("list", "", "sync only this task list")
	allow := fs.Bool("allow-remote", false, "consent to an off-device calendar server for this run")
	if err := c.parseFlagsOnly(fs, args); err != nil {
		return err
	}
	ctx := context.Background()
	svc, _, err := c.caldavService(ctx, *allow)
	if err != nil {
		return err
	}
	if err := c.mustPersist(); err != nil {
		return err
	}
	rep, err := svc.Sync(ctx, *list)
	if err != nil {
		if *asJSON {
			writeJSON(c.env.Stdout, rep)
		}
		return calendarErr(err)
	}
	if *asJSON {
		return writeJSON(c.env.Stdout, rep)
	}
	for _, l := range rep.Lists {
		fmt.Fprintf(c.env.Stdout, "%s: %s from the server, %s to the server\n", l.List, movesText(l.Pulled), movesText(l.Pushed))
		for _, n := range l.Notes {
			fmt.Fprintln(c.env.Stdout, "  "+n)
		}
	}
	return nil
}

func movesText(m caldav.Moves) string {
	var parts []string
	for _, p := range []struct {
		n    int
		what string
	}{{len(m.Created), "new"}, {len(m.Updated), "changed"}, {len(m.Deleted), "deleted"}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.what))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

func cmdCalDAV(c *cli, args []string) error {
	if len(args) == 0 || args[0] != "test" {
		return usageErr("want: pace caldav test [--json] [--allow-remote]")
	}
	fs := c.flags("caldav test")
	asJSON := fs.Bool("json", false, "print JSON")
	allow := fs.Bool("allow-remote", false, "consent to an off-device calendar server for this run")
	if err := c.parseFlagsOnly(fs, args[1:]); err != nil {
		return err
	}
	ctx := context.Background()
	svc, _, err := c.caldavService(ctx, *allow)
	if err != nil {
		return err
	}
	acc, err := svc.Account(ctx, true)
	if err != nil {
		return calendarErr(err)
	}
	if *asJSON {
		return writeJSON(c.env.Stdout, acc)
	}
	fmt.Fprintf(c.env.Stdout, "Connected as %s (calendar home %s).\n", acc.Principal, acc.HomeSet)
	fmt.Fprintln(c.env.Stdout, listsText(acc.Lists))
	return nil
}

// listsText names the calendars and task lists found, one a line.
func listsText(ls []caldav.List) string {
	if len(ls) == 0 {
		return "No calendars or task lists found."
	}
	var lines []string
	for _, l := range ls {
		var kinds []string
		if l.Events {
			kinds = append(kinds, "calendar")
		}
		if l.Todos {
			kinds = append(kinds, "task list")
		}
		lines = append(lines, fmt.Sprintf("- %s (%s) %s", l.Name, strings.Join(kinds, " and "), l.Path))
	}
	return strings.Join(lines, "\n")
}

func cmdExport(c *cli, args []string) error {
	fs := c.flags("export")
	file := fs.String("ics", "", "write the tasks to this iCalendar file")
	all := fs.Bool("all", true, "include done tasks")
	if err := c.parseFlagsOnly(fs, args); err != nil {
		return err
	}
	if *file == "" {
		return usageErr("--ics FILE is required")
	}
	db, err := c.open()
	if err != nil {
		return err
	}
	var ts []store.Task
	f := store.TaskFilter{}
	if !*all {
		f.Status = "open"
	}
	if err := db.Read(context.Background(), func(tx *store.Tx) (err error) { ts, err = tx.Tasks().List(f); return err }); err != nil {
		return err
	}
	// Write beside the target and rename, so a failure never leaves half a file.
	tmp, err := os.CreateTemp(filepath.Dir(*file), ".pace-export-*.ics")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := caldav.WriteICS(tmp, ts); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), *file); err != nil {
		return err
	}
	fmt.Fprintf(c.env.Stdout, "Wrote %d tasks to %s.\n", len(ts), *file)
	return nil
}

// importICS is `pace import [--json] FILE.ics` (cmdImport sends .ics files
// here): the VTODOs of an iCalendar file become tasks.
func importICS(c *cli, rest []string, asJSON *bool) error {
	db, err := c.open()
	if err != nil {
		return err
	}
	if err := c.mustPersist(); err != nil {
		return err
	}
	f, err := os.Open(rest[0])
	if err != nil {
		return err
	}
	defer f.Close()
	rep, err := caldav.ImportICS(context.Background(), db, f, time.Local)
	if err != nil {
		return fmt.Errorf("%s is not an iCalendar file Pace can read (nothing was imported): %w", rest[0], err)
	}
	if *asJSON {
		return writeJSON(c.env.Stdout, rep)
	}
	fmt.Fprintf(c.env.Stdout, "Imported %d tasks", len(rep.Created))
	if len(rep.Skipped) > 0 {
		fmt.Fprintf(c.env.Stdout, " (%d already here)", len(rep.Skipped))
	}
	if rep.Events > 0 {
		fmt.Fprintf(c.env.Stdout, "; left out %d events (Pace reads events from the calendar server)", rep.Events)
	}
	fmt.Fprintln(c.env.Stdout, ". `pace undo` takes the import back.")
	for _, w := range rep.Warnings {
		fmt.Fprintln(c.env.Stdout, "Note: "+w+".")
	}
	return nil
}
