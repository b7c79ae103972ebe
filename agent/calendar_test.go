package agent_test

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"pace/agent"
	"pace/plan"
	"pace/store"
	"pace/store/storetest"
	"pace/tools"
)

type noEvents struct{}

func (noEvents) Events(context.Context, time.Time, time.Time) ([]tools.CalendarEvent, error) {
	return nil, nil
}
func (noEvents) ExportReminders(context.Context, string, []store.Task) ([]string, []string, string, error) {
	return nil, nil, "", nil
}
func (noEvents) FlushReminders(context.Context) error { return nil }

// TestWithoutCalendar: with no calendar connected a calendar question is
// answered from the task list for the same window; with one, it stays.
func TestWithoutCalendar(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	bare := tools.NewToolBox(db, tools.Options{}).Registry()
	withCal := tools.NewToolBox(db, tools.Options{Calendar: noEvents{}}).Registry()
	for _, tc := range []struct {
		window string
		want   plan.Step
	}{
		{"", plan.Step{Tool: "agenda", Args: map[string]any{}}},
		{"this afternoon", plan.Step{Tool: "agenda", Args: map[string]any{}}},
		{"this week", plan.Step{Tool: "agenda", Args: map[string]any{"scope": "week"}}},
		{"tomorrow", plan.Step{Tool: "queryTasks", Args: map[string]any{"day": "tomorrow"}}},
		{"thursday afternoon", plan.Step{Tool: "queryTasks", Args: map[string]any{"day": "thursday"}}},
	} {
		step := func() plan.Plan {
			args := map[string]any{}
			if tc.window != "" {
				args["window"] = tc.window
			}
			return plan.Plan{Steps: []plan.Step{{Tool: "calendarAgenda", Args: args}}, Understood: true}
		}
		p := step()
		agent.WithoutCalendar(&p, bare)
		if !reflect.DeepEqual(p.Steps[0], tc.want) {
			t.Errorf("%q without a calendar: %+v, want %+v", tc.window, p.Steps[0], tc.want)
		}
		p = step()
		agent.WithoutCalendar(&p, withCal)
		if p.Steps[0].Tool != "calendarAgenda" {
			t.Errorf("%q with a calendar became %s", tc.window, p.Steps[0].Tool)
		}
	}
}

// TestExportWithoutRemindersList: "export today's tasks to my reminders"
// with no CalDAV server set up runs nothing and says how to connect one.
func TestExportWithoutRemindersList(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	bare := tools.NewToolBox(db, tools.Options{}).Registry()
	p := plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "exportToReminders", Args: map[string]any{"which": "today"}}}}
	agent.WithoutCalendar(&p, bare)
	if len(p.Steps) != 0 || !strings.Contains(p.Note, "No reminders list is connected") {
		t.Errorf("got %+v", p)
	}
}

// TestNamedEventWithoutCalendar: "when's my next tutor meeting?" with no
// calendar asks the tasks (and so the notes) about that meeting; a
// window's question, or any question with a calendar, is left alone.
func TestNamedEventWithoutCalendar(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	bare := tools.NewToolBox(db, tools.Options{}).Registry()
	for _, tc := range []struct {
		text, tool, about string
	}{
		{"when's my next tutor meeting again?", "queryTasks", "tutor meeting"},
		{"what time is the dentist appointment?", "queryTasks", "dentist appointment"},
		{"any meetings tomorrow?", "calendarAgenda", ""},
	} {
		p := plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "calendarAgenda", Args: map[string]any{}}}}
		agent.NamedEventWithoutCalendar(&p, bare, tc.text)
		if p.Steps[0].Tool != tc.tool || tc.about != "" && p.Steps[0].Args["about"] != tc.about {
			t.Errorf("%q: %+v", tc.text, p.Steps[0])
		}
	}
}
