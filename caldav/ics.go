package caldav

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/emersion/go-ical"
	"github.com/google/uuid"

	"pace/store"
	"pace/undo"
)

// WriteICS writes tasks as one VCALENDAR of VTODOs (RFC 5545), UID = task
// id, dependencies as RELATED-TO;RELTYPE=DEPENDS-ON, project as a category.
func WriteICS(w io.Writer, tasks []store.Task) error {
	out := ical.NewCalendar()
	out.Props.SetText(ical.PropVersion, "2.0")
	out.Props.SetText(ical.PropProductID, prodID)
	for _, t := range tasks {
		f := FieldsOfTask(t, func(id string) string { return id })
		if t.ProjectName != "" {
			f.Tags = norm(append(f.Tags, t.ProjectName))
		}
		out.Children = append(out.Children, CalendarOf(t.ID, f, t.UpdatedAt, nil).Children...)
	}
	if err := ical.NewEncoder(w).Encode(out); err != nil {
		return fmt.Errorf("write ics: %w", err)
	}
	return nil
}

// shortTitle is the start of a title for an error message.
func shortTitle(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:39]) + "…"
	}
	return s
}

// ImportReport says what an import did.
type ImportReport struct {
	Created []string `json:"created"`
	// Skipped are VTODOs whose UID names a task already here.
	Skipped []string `json:"skipped"`
	// Events counts VEVENTs left out: Pace keeps events on the calendar server.
	Events int    `json:"events"`
	Group  string `json:"group"`
	// Warnings name what was read but not kept, one plain sentence each
	// (a repeat rule Pace cannot read: the task is imported as a one-off).
	Warnings []string `json:"warnings"`
}

// ImportICS reads a VCALENDAR and adds its VTODOs as tasks in one
// transaction, journaled under one group (undo removes the whole import).
// A UID that is a UUID becomes the task id, so importing a file twice adds
// nothing the second time. Dates without a zone are read in loc. Errors: a
// file that is not iCalendar (nothing is written), store errors.
func ImportICS(ctx context.Context, db *store.DB, r io.Reader, loc *time.Location) (ImportReport, error) {
	rep := ImportReport{Created: []string{}, Skipped: []string{}, Warnings: []string{}, Group: uuid.NewString()}
	var cals []*ical.Calendar
	dec := ical.NewDecoder(r)
	for {
		cal, err := dec.Decode()
		if err == io.EOF {
			break
		}
		if err != nil {
			return rep, fmt.Errorf("read ics: %w", err)
		}
		cals = append(cals, cal)
	}
	if len(cals) == 0 {
		return rep, fmt.Errorf("read ics: no VCALENDAR in the file")
	}
	var todos []Todo
	for _, cal := range cals {
		for _, c := range cal.Children {
			switch c.Name {
			case ical.CompEvent:
				rep.Events++
			case ical.CompToDo:
				one := &ical.Calendar{Component: &ical.Component{Name: ical.CompCalendar, Props: cal.Props, Children: append(timezones(cal), c)}}
				td, err := TodoOf(one, loc)
				if err != nil {
					return rep, fmt.Errorf("read ics: %w", err)
				}
				todos = append(todos, td)
			}
		}
	}
	err := db.Write(ctx, func(tx *store.Tx) error {
		rec := undo.NewRecorder(tx, rep.Group, "importICS")
		ids := map[string]string{} // UID → task id, for dependencies within the file
		var made []store.Task
		for _, td := range todos {
			t := store.Task{}
			if _, err := uuid.Parse(td.UID); err == nil {
				if old, err := tx.Tasks().Get(td.UID); err == nil {
					rep.Skipped = append(rep.Skipped, old.Title)
					ids[td.UID] = old.ID
					continue
				}
				t.ID = td.UID
			}
			f := td.Fields
			if f.RRule != "" {
				if err := store.ValidateRRule(f.RRule); err != nil {
					rep.Warnings = append(rep.Warnings, fmt.Sprintf("%q repeats by a rule Pace cannot read (RRULE:%s: %v), so it was imported as a one-off task", shortTitle(f.Title), f.RRule, err))
					f.RRule = ""
				}
			}
			setFields(&t, f)
			nt, err := tx.Tasks().Insert(t)
			if err != nil {
				return fmt.Errorf("VTODO %q: %w", shortTitle(t.Title), err)
			}
			ids[td.UID] = nt.ID
			made = append(made, nt)
			rec.Add(undo.DeleteTask(nt.ID))
			rep.Created = append(rep.Created, nt.Title)
		}
		for i, td := range todos { // dependencies once every task exists
			if len(td.Fields.DependsOn) == 0 {
				continue
			}
			for _, nt := range made {
				if nt.ID != ids[todos[i].UID] {
					continue
				}
				for _, u := range td.Fields.DependsOn {
					if id, ok := ids[u]; ok && id != nt.ID {
						nt.DependsOn = append(nt.DependsOn, id)
					}
				}
				if _, err := tx.Tasks().Update(nt); err != nil {
					return err
				}
			}
		}
		_, _, err := rec.Commit(fmt.Sprintf("Imported %d tasks", len(rep.Created)))
		return err
	})
	return rep, err
}

func timezones(cal *ical.Calendar) []*ical.Component {
	var out []*ical.Component
	for _, c := range cal.Children {
		if c.Name == ical.CompTimezone {
			out = append(out, c)
		}
	}
	return out
}
