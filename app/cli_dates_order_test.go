package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pace/tools/dates"
)

func TestDatesOrderAndRange(t *testing.T) {
	const ny = "2026-11-26T10:00:00-05:00"
	for _, tc := range []struct {
		args       []string
		value, end string
	}{
		{[]string{"--json", "--ref", ny, "--order", "mdy", "pay 3/4/2027"}, "2027-03-04T00:00:00-05:00", ""},
		{[]string{"--json", "--ref", ny, "--order", "dmy", "pay 3/4/2027"}, "2027-04-03T00:00:00-05:00", ""},
		{[]string{"--json", "--ref", ny, "--order", "MDY", "review 2-3pm friday"}, "2026-11-27T14:00:00-05:00", "2026-11-27T15:00:00-05:00"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, stdout, stderr := runDates(t, tc.args...)
			if code != exitOK {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			var got datesJSON
			if err := json.Unmarshal([]byte(stdout), &got); err != nil {
				t.Fatalf("decode %q: %v", stdout, err)
			}
			if got.Value != tc.value || got.End != tc.end {
				t.Errorf("value, end = %q, %q; want %q, %q", got.Value, got.End, tc.value, tc.end)
			}
		})
	}
	if code, _, _ := runDates(t, "--order", "ymd", "--ref", ny, "tomorrow"); code != exitUsage {
		t.Errorf("--order ymd: exit %d, want %d", code, exitUsage)
	}
}

func TestLocaleOrder(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want dates.Order
	}{
		{map[string]string{"LANG": "en_US.UTF-8"}, dates.MDY},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_TIME": "en_GB.UTF-8"}, dates.DMY},
		{map[string]string{"LC_ALL": "en_US", "LC_TIME": "de_DE"}, dates.MDY},
		{map[string]string{}, dates.DMY},
	} {
		if got := localeOrder(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("localeOrder(%v) = %v, want %v", tc.env, got, tc.want)
		}
	}
}

// TestEvalDates scores a small team-written cases file the way
// score_dates.py does: day, minute and range granularity, per family, the
// disputed case apart.
func TestEvalDates(t *testing.T) {
	lines := []string{
		`{"id":"t1","text":"in 2 days","ref":"2030-05-06T09:00:00+02:00","expect":"2030-05-08","granularity":"day","source":"team/alpha@x:a"}`,
		`{"id":"t2","text":"at quarter past 4pm","ref":"2030-05-06T09:00:00+02:00","expect":"2030-05-06T16:15:00+02:00","granularity":"minute","source":"team/alpha@x:a"}`,
		`{"id":"t3","text":"this evening","ref":"2030-05-06T09:00:00Z","expect":"2030-05-06T17:00:00Z","expect_end":"2030-05-07T00:00:00Z","granularity":"range","source":"team/beta@y:b"}`,
		`{"id":"t4","text":"buy milk","ref":"2030-05-06T09:00:00Z","expect":"2030-05-06","granularity":"day","source":"team/beta@y:b"}`,
		`{"id":"t5","text":"4/5/2031","ref":"2030-05-06T09:00:00Z","expect":"2031-05-04","granularity":"day","locale":"dmy","source":"team/beta@y:b"}`,
		`{"id":"t6","text":"next friday","ref":"2030-05-06T09:00:00Z","expect":"2030-05-10","granularity":"day","source":"team/beta@y:b","disputed":true}`,
	}
	path := filepath.Join(t.TempDir(), "cases.jsonl")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCmd(t, "eval", "dates", "--cases", path, "--json", "--misses")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep dates.EvalReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("decode %q: %v", stdout, err)
	}
	want := map[string][2]int{"all": {4, 5}, "day": {2, 3}, "minute": {1, 1}, "range": {1, 1}, "alpha": {2, 2}, "beta": {2, 3}, "disputed": {0, 1}}
	got := map[string]dates.EvalScore{"all": rep.All, "day": rep.ByGranularity["day"], "minute": rep.ByGranularity["minute"],
		"range": rep.ByGranularity["range"], "alpha": rep.ByFamily["alpha"], "beta": rep.ByFamily["beta"], "disputed": rep.Disputed}
	for k, w := range want {
		if g := got[k]; g.Correct != w[0] || g.Total != w[1] {
			t.Errorf("%s = %d/%d, want %d/%d", k, g.Correct, g.Total, w[0], w[1])
		}
	}
	if len(rep.Misses) != 1 || rep.Misses[0].ID != "t4" {
		t.Errorf("misses = %+v, want t4 only", rep.Misses)
	}
	if code, _, _ := runCmd(t, "eval", "dates"); code != exitUsage {
		t.Errorf("eval dates without --cases: exit %d, want %d", code, exitUsage)
	}
}
