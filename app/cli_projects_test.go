package app

import (
	"encoding/json"
	"strings"
	"testing"
)

// `pace projects` lists projects with counts, description and milestones;
// archived ones only with --all, as `pace tasks --all` includes their tasks.
func TestProjectsCommand(t *testing.T) {
	dir := t.TempDir()
	for _, req := range []string{
		"make two new projects: Attic (sort the boxes) and Choir",
		"Attic milestone: boxes sorted on 2026-12-20",
		"add sell the bike to the attic project",
		"add learn the alto part to the choir project",
	} {
		if code, out, errOut := runPace(t, dir, "ask", "--yes", req); code != 0 {
			t.Fatalf("%s: exit %d %s %s", req, code, out, errOut)
		}
	}
	if code, out, errOut := runPace(t, dir, "ask", "--yes", "archive the choir project"); code != 0 {
		t.Fatalf("archive: %d %s %s", code, out, errOut)
	}
	_, out, _ := runPace(t, dir, "projects")
	if !strings.Contains(out, "Attic — 1 open, 0 done — sort the boxes") || !strings.Contains(out, "milestone boxes sorted") || strings.Contains(out, "Choir") {
		t.Fatalf("projects:\n%s", out)
	}
	_, out, _ = runPace(t, dir, "projects", "--all", "--json")
	var ps []projectJSON
	if err := json.Unmarshal([]byte(out), &ps); err != nil || len(ps) != 2 {
		t.Fatalf("--all --json: %v\n%s", err, out)
	}
	archived := 0
	for _, p := range ps {
		if p.Archived {
			archived++
		}
	}
	if archived != 1 {
		t.Errorf("archived projects: %d, want 1", archived)
	}
	if _, out, _ = runPace(t, dir, "tasks", "--all"); !strings.Contains(out, "learn the alto part") {
		t.Errorf("tasks --all leaves out an archived project's task:\n%s", out)
	}
	if _, out, _ = runPace(t, dir, "tasks"); strings.Contains(out, "learn the alto part") {
		t.Errorf("tasks shows an archived project's task:\n%s", out)
	}
}

// `pace tasks` says a repetition in words, never as a raw RRULE.
func TestTasksSayRepetitionInWords(t *testing.T) {
	dir := t.TempDir()
	if code, out, errOut := runPace(t, dir, "ask", "--yes", "pay the studio rent on the 1st of every month"); code != 0 {
		t.Fatalf("exit %d %s %s", code, out, errOut)
	}
	_, out, _ := runPace(t, dir, "tasks")
	if !strings.Contains(out, "repeats every month on the 1st") || strings.Contains(out, "FREQ=") {
		t.Errorf("tasks:\n%s", out)
	}
}

// TestTasksSayPriorityInWords: `pace tasks` names a priority as replies do
// ("high priority"), not as p1–p4.
func TestTasksSayPriorityInWords(t *testing.T) {
	dir := t.TempDir()
	for _, req := range []string{"add ring the council, high priority", "add sort the loft, low priority"} {
		if code, out, errOut := runPace(t, dir, "ask", req); code != 0 {
			t.Fatalf("%q: exit %d %s %s", req, code, out, errOut)
		}
	}
	_, out, _ := runPace(t, dir, "tasks")
	if !strings.Contains(out, "ring the council · high priority") || !strings.Contains(out, "sort the loft · low priority") || strings.Contains(out, " · p2") {
		t.Errorf("tasks:\n%s", out)
	}
}
