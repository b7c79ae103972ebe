package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-ical"
	"github.com/emersion/go-webdav"
	wdcaldav "github.com/emersion/go-webdav/caldav"

	"pace/caldav"
	"pace/caldav/caldavtest"
)

// runPaceEnv runs `pace ARGS...` on dir with the environment env (besides
// PACE_DATA), on the fixed clock of runPace.
func runPaceEnv(t *testing.T, dir string, env map[string]string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	e := Env{Stdout: &out, Stderr: &errb, Now: func() time.Time { return time.Date(2026, 11, 26, 15, 0, 0, 0, time.UTC) },
		Getenv: func(k string) string {
			if k == "PACE_DATA" {
				return dir
			}
			return env[k]
		}}
	code := Run(args, e)
	return code, out.String(), errb.String()
}

func TestCalDAVCommands(t *testing.T) {
	srv := caldavtest.Start(t)
	srv.MakeCalendar("alice", "tasks", "Tasks", "VTODO")
	work := srv.MakeCalendar("alice", "work", "Work", "VEVENT")
	srv.MakeCalendar("alice", "reminders", "Reminders", "VTODO")
	env := map[string]string{"PACE_CALDAV_URL": srv.URL, "PACE_CALDAV_USER": "alice", "PACE_CALDAV_PASSWORD": caldavtest.Users["alice"],
		"PACE_CALDAV_SYNC": "Tasks", "PACE_CALDAV_REMINDERS": "Reminders"}
	dir := t.TempDir()

	code, out, errs := runPaceEnv(t, dir, env, "caldav", "test")
	if code != 0 || !strings.Contains(out, "- Tasks (task list) /alice/tasks/") || !strings.Contains(out, "- Work (calendar) /alice/work/") {
		t.Fatalf("caldav test = %d %q %q", code, out, errs)
	}

	// A meeting on the fixed day (Thu 26 Nov 2026, the test clock's 15:00 UTC).
	hc := webdav.HTTPClientWithBasicAuth(&http.Client{Timeout: 10 * time.Second}, "alice", caldavtest.Users["alice"])
	dc, _ := wdcaldav.NewClient(hc, srv.URL)
	cal := ical.NewCalendar()
	cal.Props.SetText(ical.PropVersion, "2.0")
	cal.Props.SetText(ical.PropProductID, "-//test//EN")
	ev := ical.NewEvent()
	ev.Props.SetText(ical.PropUID, "review")
	ev.Props.SetText(ical.PropSummary, "Design review")
	ev.Props.SetDateTime(ical.PropDateTimeStamp, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))
	ev.Props.SetDateTime(ical.PropDateTimeStart, time.Date(2026, 11, 26, 16, 0, 0, 0, time.UTC))
	ev.Props.SetDateTime(ical.PropDateTimeEnd, time.Date(2026, 11, 26, 17, 0, 0, 0, time.UTC))
	cal.Children = append(cal.Children, ev.Component)
	if _, err := dc.PutCalendarObject(context.Background(), work+"review.ics", cal); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runPaceEnv(t, dir, env, "calendar", "--json", "today")
	var ag calendarJSON
	if code != 0 || json.Unmarshal([]byte(out), &ag) != nil || len(ag.Events) != 1 || ag.Events[0].Title != "Design review" ||
		ag.Events[0].Calendar != "Work" || ag.Events[0].AllDay || len(ag.Free) == 0 || ag.Tasks == nil {
		t.Errorf("calendar --json = %d %s %q", code, out, errs)
	}
	// The same question in words reads the calendar, and without an account
	// the task agenda answers it.
	code, out, errs = runPaceEnv(t, dir, env, "ask", "--json", "what's on my calendar today?")
	var aj askJSON
	if code != 0 || json.Unmarshal([]byte(out), &aj) != nil || len(aj.Steps) != 1 || aj.Steps[0].Tool != "calendarAgenda" ||
		!strings.Contains(aj.Reply, "Design review") {
		t.Errorf("ask about the calendar = %d %s %q", code, out, errs)
	}
	code, out, errs = runPaceEnv(t, t.TempDir(), nil, "ask", "--json", "am I free this afternoon?")
	if code != 0 || json.Unmarshal([]byte(out), &aj) != nil || len(aj.Steps) != 1 || aj.Steps[0].Tool != "agenda" {
		t.Errorf("ask about the calendar without one = %d %s %q", code, out, errs)
	}
	if code, _, errs := runPaceEnv(t, dir, env, "calendar", "the colour blue"); code != exitUsage || !strings.Contains(errs, "couldn't read") {
		t.Errorf("calendar with a bad window = %d %q", code, errs)
	}

	// Tasks go up with sync, and a second folder gets them.
	runTools(t, dir, "g1", [2]string{"createTask", `{"title":"Renew the passport","due":"2026-11-30"}`})
	code, out, errs = runPaceEnv(t, dir, env, "sync", "--json")
	var rep caldav.Report
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || len(rep.Lists) != 1 || len(rep.Lists[0].Pushed.Created) != 1 {
		t.Fatalf("sync --json = %d %s %q", code, out, errs)
	}
	other := t.TempDir()
	if code, out, errs := runPaceEnv(t, other, env, "sync"); code != 0 || !strings.Contains(out, "Tasks: 1 new from the server, nothing to the server") {
		t.Errorf("sync in a second folder = %d %q %q", code, out, errs)
	}
	if code, out, _ := runPaceEnv(t, other, env, "tasks"); code != 0 || !strings.Contains(out, "Renew the passport") {
		t.Errorf("second folder tasks = %q", out)
	}

	// .ics out of one folder and into a fresh one, once.
	file := filepath.Join(t.TempDir(), "tasks.ics")
	if code, out, errs := runPaceEnv(t, dir, nil, "export", "--ics", file); code != 0 || !strings.Contains(out, "Wrote 1 tasks") {
		t.Fatalf("export = %d %q %q", code, out, errs)
	}
	fresh := t.TempDir()
	if code, out, errs := runPaceEnv(t, fresh, nil, "import", file); code != 0 || !strings.Contains(out, "Imported 1 tasks") {
		t.Errorf("import = %d %q %q", code, out, errs)
	}
	if code, out, _ := runPaceEnv(t, fresh, nil, "import", file); code != 0 || !strings.Contains(out, "Imported 0 tasks (1 already here)") {
		t.Errorf("second import = %d %q", code, out)
	}
	// "export my tasks to the reminders list", the grammar's words, runs
	// exportToReminders (after approval) against the real server
	if code, out, errs := runPaceEnv(t, dir, env, "ask", "--yes", "export my tasks to the reminders list"); code != 0 || !strings.Contains(out, "Exported 1 task to Reminders") {
		t.Errorf("export to reminders = %d %q %q", code, out, errs)
	}
	if code, out, _ := runPaceEnv(t, t.TempDir(), nil, "ask", "export today's tasks to my reminders"); code != 0 || !strings.Contains(out, "No reminders list is connected") {
		t.Errorf("export without a server = %d %q", code, out)
	}
	junk := filepath.Join(t.TempDir(), "junk.ics")
	os.WriteFile(junk, []byte("not a calendar\xff"), 0o600)
	if code, _, errs := runPaceEnv(t, fresh, nil, "import", junk); code != exitFail || !strings.Contains(errs, "nothing was imported") {
		t.Errorf("import junk = %d %q", code, errs)
	}
}

func TestCalDAVCommandErrors(t *testing.T) {
	srv := caldavtest.Start(t)
	web := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "<html>hello</html>") }))
	defer web.Close()
	cases := []struct {
		name string
		env  map[string]string
		want string
	}{
		{"nothing configured", nil, "No calendar server is set up"},
		{"bad password", map[string]string{"PACE_CALDAV_URL": srv.URL, "PACE_CALDAV_USER": "alice", "PACE_CALDAV_PASSWORD": "nope"}, "refused the user name or password"},
		{"not CalDAV", map[string]string{"PACE_CALDAV_URL": web.URL, "PACE_CALDAV_USER": "alice", "PACE_CALDAV_PASSWORD": "x"}, "not as a CalDAV server"},
		{"off-device without consent", map[string]string{"PACE_CALDAV_URL": "https://192.0.2.1/dav", "PACE_CALDAV_USER": "alice", "PACE_CALDAV_PASSWORD": "x"}, "off-device servers are not allowed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, errs := runPaceEnv(t, t.TempDir(), c.env, "caldav", "test")
			if code != exitFail || !strings.Contains(errs, c.want) {
				t.Errorf("caldav test = %d %q, want %q", code, errs, c.want)
			}
		})
	}
	env := map[string]string{"PACE_CALDAV_URL": srv.URL, "PACE_CALDAV_USER": "alice", "PACE_CALDAV_PASSWORD": caldavtest.Users["alice"], "PACE_CALDAV_SYNC": "Nope"}
	if code, _, errs := runPaceEnv(t, t.TempDir(), env, "sync"); code != exitFail || !strings.Contains(errs, `No task list called "Nope"`) {
		t.Errorf("sync of a missing list = %d %q", code, errs)
	}
}
