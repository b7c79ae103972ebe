package tools_test

import (
	"strings"
	"testing"
)

// A new task's title that ends with the first or last words of one
// project's name after "for/to/in", or with that name after a comma, is
// filed there and the words leave the title; a name two projects share,
// a word no project's name starts or ends with, an archived project, and
// "to" after a verb of giving file nothing.
func TestFiledByPartOfAProjectName(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Gala Dinner 2027"}`)
	f.must("createProject", `{"name":"Condo Reno"}`)
	f.must("createProject", `{"name":"Spring Fair"}`)
	f.must("createProject", `{"name":"Spring Clean"}`)
	f.must("createProject", `{"name":"Old Garage Sale"}`)
	f.must("archiveProject", `{"project":"Old Garage Sale"}`)
	for _, tc := range []struct{ title, wantTitle, wantProject string }{
		{"book the band for Gala", "book the band", "Gala Dinner 2027"},
		{"chase the tiler for reno", "chase the tiler", "Condo Reno"},
		{"buy raffle tickets, gala", "buy raffle tickets", "Gala Dinner 2027"},
		{"order the skip, Condo Reno", "order the skip", "Condo Reno"},
		{"buy bunting for spring", "buy bunting for spring", ""},             // two projects start so
		{"print posters for the garage", "print posters for the garage", ""}, // archived
		{"send the invoice to reno", "send the invoice to reno", ""},         // to whom
		{"buy paint for the lounge", "buy paint for the lounge", ""},         // no project
	} {
		r := f.must("createTask", `{"title":"`+tc.title+`"}`)
		got := f.task(tc.wantTitle)
		if got.ProjectName != tc.wantProject {
			t.Errorf("%q: filed in %q, want %q (%s)", tc.title, got.ProjectName, tc.wantProject, r.Summary)
		}
		f.must("deleteTask", `{"task":"`+tc.wantTitle+`"}`)
	}
}

// A capture put under a milestone of its project by the milestone's last
// words ("the prizes milestone" for "lucky draw prizes") lands there; a
// word no milestone of that project has fails and changes nothing.
func TestMilestoneByItsWordsInAProject(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Gala Dinner 2027"}`)
	f.must("addMilestone", `{"project":"Gala Dinner 2027","title":"lucky draw prizes","due":"2027-01-10"}`)
	f.must("createTask", `{"title":"get 3 quotes","fileUnder":"Gala","fileUnderSaid":"under Gala","milestone":"prizes"}`)
	got := f.task("get 3 quotes")
	if got.ProjectName != "Gala Dinner 2027" || got.MilestoneID == "" {
		t.Fatalf("filed %+v", got)
	}
	before := f.state()
	if r := f.run("createTask", `{"title":"book the DJ","project":"Gala Dinner 2027","milestone":"music"}`); r.OK {
		t.Fatalf("a milestone no one has: %s", r.Summary)
	}
	if f.state() != before {
		t.Error("a failed capture changed data")
	}
}

// A project's status names its next milestone once.
func TestStatusNamesNextMilestoneOnce(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Bowls Club"}`)
	f.must("addMilestone", `{"project":"Bowls Club","title":"AGM agenda","due":"2026-12-15"}`)
	r := f.must("projectStatus", `{"project":"Bowls Club"}`)
	text := r.Detail
	if n := strings.Count(strings.ToLower(text), "next milestone"); n != 1 {
		t.Errorf("the next milestone said %d times:\n%s", n, text)
	}
}
