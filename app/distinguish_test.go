package app

import (
	"strings"
	"testing"
)

// "buy milk" twice: the question, the refusal and the list say which is
// which.
func TestSameTitlesToldApart(t *testing.T) {
	dir := t.TempDir()
	runTools(t, dir, "seed",
		[2]string{"createTask", `{"title":"buy milk","due":"2026-12-03"}`},
		[2]string{"createTask", `{"title":"buy milk","due":"2026-12-05"}`},
		[2]string{"createTask", `{"title":"call the plumber"}`},
		[2]string{"createTask", `{"title":"call the plumber"}`})
	for _, tc := range []struct {
		name string
		args []string
		want []string
	}{
		{"complete", []string{"ask", "mark buy milk as done"}, []string{"“buy milk” (due 3 Dec 2026)", "“buy milk” (due 5 Dec 2026)"}},
		{"delete with --yes", []string{"ask", "--yes", "delete the buy milk task"}, []string{"(due 3 Dec 2026)", "(due 5 Dec 2026)"}},
		{"list", []string{"tasks"}, []string{"[ ] call the plumber · created ", " · id "}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, out, errs := runPace(t, dir, tc.args...)
			for _, w := range tc.want {
				if !strings.Contains(out+errs, w) {
					t.Errorf("missing %q in\n%s%s", w, out, errs)
				}
			}
		})
	}
	if _, out, _ := runPace(t, dir, "tasks"); strings.Count(out, "buy milk") != 2 {
		t.Fatalf("a buy milk task was changed on an ambiguous reference:\n%s", out)
	}
	// The plumber lines differ (created the same second: the ids tell them apart).
	_, out, _ := runPace(t, dir, "tasks")
	var plumber []string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "plumber") {
			plumber = append(plumber, l)
		}
	}
	if len(plumber) != 2 || plumber[0] == plumber[1] {
		t.Fatalf("plumber lines %q", plumber)
	}
}
