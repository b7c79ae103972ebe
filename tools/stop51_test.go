package tools_test

import (
	"context"
	"strings"
	"testing"
)

// TestFigureInTitleChanged: updateTask's figure changes the one figure in a
// title, keeping the sign or unit the title had when none is said; the
// postcondition holds and one undo puts the title back. A title with no
// figure, with several in no unit said, or with a figure of another kind
// fails and changes nothing.
func TestFigureInTitleChanged(t *testing.T) {
	for _, tc := range []struct{ title, figure, want, fail string }{
		{"order 20kg coffee beans", "25kg", "order 25kg coffee beans", ""},
		{"send the Patel invoice $1,850", "1950", "send the Patel invoice $1950", ""},
		{"buy 6 boxes of gloves", "10 boxes", "buy 10 boxes of gloves", ""},
		{"run 5 km", "8", "run 8 km", ""},
		{"print 40 flyers and 3 posters", "60", "", "more than one figure"},
		{"buy 2kg flour and 6 eggs", "3kg", "buy 3kg flour and 6 eggs", ""},
		{"invoice the Greens", "400", "", "no figure"},
		{"pay the deposit £200", "3 bags", "", "not “3 bags”"},
		{"plan Q3 roadmap", "4", "", "no figure"},
	} {
		t.Run(tc.title, func(t *testing.T) {
			f := newFixture(t)
			f.must("createTask", `{"title":"`+tc.title+`"}`)
			f.turn("figure")
			before := f.state()
			args := `{"task":"` + tc.title + `","figure":"` + tc.figure + `"}`
			r := f.run("updateTask", args)
			if tc.fail != "" {
				if r.OK || !strings.Contains(r.Summary, tc.fail) {
					t.Fatalf("want a failure saying %q, got %+v", tc.fail, r)
				}
				if f.state() != before {
					t.Fatal("a failed figure change changed data")
				}
				return
			}
			if !r.OK {
				t.Fatalf("failed: %s", r.Summary)
			}
			if got := f.task(r.Ref).Title; got != tc.want {
				t.Fatalf("title %q, want %q", got, tc.want)
			}
			if err := f.tb.Verify(context.Background(), inv("updateTask", args), r); err != nil {
				t.Errorf("postcondition: %v", err)
			}
			f.turn("undo")
			f.must("undo", `{}`)
			if f.state() != before {
				t.Fatal("undo did not restore the title")
			}
		})
	}
}

// TestRemindAboutNewThing: "remind me about the tractor oil change this
// Saturday" with no such task adds "tractor oil change" (the reference's
// "the" is no part of the title) and leaves every other task alone.
func TestRemindAboutNewThing(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"call Marv about the hog panels"}`)
	r := f.must("snoozeTask", `{"task":"the tractor oil change","until":"saturday","orCreate":true}`)
	if got := f.task(r.Ref).Title; got != "tractor oil change" {
		t.Errorf("title %q, want %q", got, "tractor oil change")
	}
	if f.task("call Marv about the hog panels").Due != nil {
		t.Error("another task was moved")
	}
}
