package app

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pace/store"
	"pace/tools/dates"
)

// runPace runs `pace ARGS...` on data folder dir with buffers and a fixed
// clock (Thu 26 Nov 2026 15:00 UTC).
func runPace(t *testing.T, dir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runPaceEnv(t, dir, nil, args...)
}

func TestAskExitCodesAndJSON(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name  string
		args  []string
		code  int
		check func(t *testing.T, stdout, stderr string)
	}{
		{"capture succeeds", []string{"ask", "--json", "add a task to water the plants"}, 0, func(t *testing.T, out, _ string) {
			var j askJSON
			if err := json.Unmarshal([]byte(out), &j); err != nil || j.UndoGroup == "" || len(j.Steps) != 1 || j.Steps[0].Status != "ok" {
				t.Errorf("json %q (%v)", out, err)
			}
		}},
		{"a failed step exits 1", []string{"ask", "move the flux capacitor to friday"}, 1, func(t *testing.T, out, _ string) {
			if !strings.Contains(out, "✗") {
				t.Errorf("no failed card: %q", out)
			}
		}},
		{"an unapproved delete exits 1 and asks once", []string{"ask", "delete the task water the plants"}, 1, func(t *testing.T, out, errs string) {
			if !strings.Contains(out, "--yes") || strings.Count(out+errs, "water the plants") != 1 {
				t.Errorf("want the question once with the --yes hint: out %q, stderr %q", out, errs)
			}
		}},
		{"an unapproved delete in JSON names it on stderr", []string{"ask", "--json", "delete the task water the plants"}, 1, func(t *testing.T, _, errs string) {
			if !strings.Contains(errs, "--yes") {
				t.Errorf("no hint about --yes: %q", errs)
			}
		}},
		{"a brain that cannot start still prints JSON", []string{"ask", "--json", "--brain", "llm", "hello"}, 1, func(t *testing.T, out, _ string) {
			var j map[string]string
			if err := json.Unmarshal([]byte(out), &j); err != nil || j["error"] == "" {
				t.Errorf("want {\"error\"}, got %q", out)
			}
		}},
		{"non-UTF-8 text is refused", []string{"ask", "add \xff\xfe task"}, 2, nil},
		{"an empty request in JSON is a JSON error", []string{"ask", "--json", ""}, 2, func(t *testing.T, out, _ string) {
			var j map[string]string
			if err := json.Unmarshal([]byte(out), &j); err != nil || !strings.HasPrefix(j["error"], "say what you want") {
				t.Errorf("want {\"error\"}, got %q", out)
			}
		}},
		{"--help is not an error", []string{"--help"}, 0, func(t *testing.T, out, _ string) {
			if !strings.Contains(out, "undo [--json] [--group ID]") {
				t.Errorf("usage without undo --group: %q", out)
			}
		}},
		{"help for an unknown command", []string{"help", "nosuch"}, 2, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runPace(t, dir, c.args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d\nstdout %s\nstderr %s", code, c.code, out, errs)
			}
			if c.check != nil {
				c.check(t, out, errs)
			}
		})
	}
}

func TestAskRefusesOnTheStandInStore(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.FileName), bytes.Repeat([]byte("not a database "), 100), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runPace(t, dir, "ask", "add a task to x")
	if code != 1 || strings.Contains(out, "Created") || !strings.Contains(errs, "WARNING") {
		t.Fatalf("exit %d\nstdout %s\nstderr %s", code, out, errs)
	}
}

// TestDateOrderLearnedInsideAWrite: a date that shows its order ("due
// 18/12") said inside a tool's own write is learned and kept for the next
// requests; saving it once waited for that write and then failed.
func TestDateOrderLearnedInsideAWrite(t *testing.T) {
	dir := t.TempDir()
	if code, out, errs := runPace(t, dir, "ask", `create a project "Hall" with a milestone "chairs back" due 18/12`); code != 0 {
		t.Fatalf("exit %d %q %q", code, out, errs)
	}
	db, err := store.Open(filepath.Join(dir, store.FileName), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var seen string
	db.Read(context.Background(), func(tx *store.Tx) error { _, err := tx.Settings().Get(SettingDateOrderSeen, &seen); return err })
	if seen != dates.DMY.String() {
		t.Errorf("learned order %q, want %q", seen, dates.DMY.String())
	}
}

// TestAskBulletedText: a request that starts with a dash ("- invoice A\n-
// invoice B") is text, not an unknown flag; real flags still parse, with
// or without a value that holds a space.
func TestAskBulletedText(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runPace(t, dir, "ask", "- invoice Delgado for November\n- invoice Pruitt for the hedges")
	if code != 0 || !strings.Contains(out, "invoice Delgado for November") || !strings.Contains(out, "invoice Pruitt for the hedges") {
		t.Fatalf("bullets: %d %q %q", code, out, errOut)
	}
	for _, tc := range []struct {
		arg  string
		text bool
	}{
		{"- buy milk", true}, {"-buy milk", true}, {"--json", false}, {"-yes", false}, {"--model=big model", false}, {"-", false}, {"--", false},
	} {
		if got := textNotFlag(tc.arg); got != tc.text {
			t.Errorf("textNotFlag(%q) = %v, want %v", tc.arg, got, tc.text)
		}
	}
}

// TestDatesReadsLearnedOrder: once `pace ask` has learned the folder's
// date order from a date only one order reads ("12/15"), `pace dates`
// reads an ambiguous "12/10" the same way; a --order flag still wins.
func TestDatesReadsLearnedOrder(t *testing.T) {
	dir := t.TempDir()
	if code, out, errs := runPace(t, dir, "ask", "add a task to pay the gas bill 12/15"); code != 0 {
		t.Fatalf("exit %d %q %q", code, out, errs)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"dates", "--json", "12/10"}, "2026-12-10"},
		{[]string{"dates", "--json", "--order", "dmy", "12/10"}, "2027-10-12"},
	} {
		code, out, errs := runPace(t, dir, tc.args...)
		if code != 0 || !strings.Contains(out, `"`+tc.want) {
			t.Errorf("%v: exit %d %q %q; want %s", tc.args, code, out, errs, tc.want)
		}
	}
}

// TestAnswerWithNoQuestionWaiting: "1" or "the second one" after the
// question was answered or replaced says so and runs no turn.
func TestAnswerWithNoQuestionWaiting(t *testing.T) {
	dir := t.TempDir()
	if code, out, errs := runPace(t, dir, "ask", "add a task to water the ferns"); code != 0 {
		t.Fatalf("exit %d %q %q", code, out, errs)
	}
	for _, ans := range []string{"1", "the second one", "option 2"} {
		code, out, _ := runPace(t, dir, "ask", ans)
		if code != 0 || !strings.Contains(out, "No question is waiting") {
			t.Errorf("%q: exit %d %q", ans, code, out)
		}
	}
	if _, out, _ := runPace(t, dir, "tasks"); strings.Count(out, "[ ]") != 1 {
		t.Errorf("tasks changed: %q", out)
	}
}
