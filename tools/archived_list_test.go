package tools_test

import (
	"strings"
	"testing"
)

// TestListProjectsOnlyArchived: with every project archived, the list says
// so and names them instead of "no projects"; archiving a project with no
// open tasks speaks of the project, not of "them".
func TestListProjectsOnlyArchived(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Attic"}`)
	r := f.must("archiveProject", `{"project":"Attic"}`)
	if !strings.Contains(r.Summary, "it stays searchable") || strings.Contains(r.Summary, "they") {
		t.Errorf("archive: %q", r.Summary)
	}
	r = f.must("listProjects", `{}`)
	if !strings.Contains(r.Summary, "no active projects; 1 archived (“Attic”)") {
		t.Errorf("list: %q", r.Summary)
	}
	if r = f.must("listProjects", `{"archived":true}`); !strings.Contains(r.Summary, "1 archived project") {
		t.Errorf("archived list: %q", r.Summary)
	}
}

// TestListProjectsAll: "all" lists the active and the archived projects
// together, the archived ones marked.
func TestListProjectsAll(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Attic"}`)
	f.must("createProject", `{"name":"Garden Wall"}`)
	f.must("archiveProject", `{"project":"Attic"}`)
	r := f.must("listProjects", `{"all":true}`)
	var titles []string
	for _, it := range r.Items {
		titles = append(titles, it.Title)
	}
	got := strings.Join(titles, "|")
	if len(r.Items) != 2 || !strings.Contains(got, "Attic (archived)") || !strings.Contains(got, "Garden Wall") || strings.Contains(got, "Garden Wall (archived)") {
		t.Errorf("all: %q (%s)", got, r.Summary)
	}
	if r.Summary != "You have 2 projects" {
		t.Errorf("summary %q", r.Summary)
	}
}
