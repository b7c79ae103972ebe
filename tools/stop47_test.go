package tools_test

import (
	"strings"
	"testing"
	"time"

	"pace/tools"
)

// A span of days asked about ("anything due in the next three days")
// lists all of it, from today when it starts tomorrow; one day asked
// about stays one day.
func TestDaySpanQuestion(t *testing.T) {
	f := newFixture(t) // Wednesday 25 November
	f.must("createTask", `{"title":"water the plants","due":"2026-11-25"}`)
	f.must("createTask", `{"title":"ring the vet","due":"2026-11-28"}`)
	f.must("createTask", `{"title":"clean the oven","due":"2026-11-29"}`)
	for _, tc := range []struct {
		day           string
		want, without []string
	}{
		{"the next three days", []string{"water the plants", "ring the vet"}, []string{"clean the oven"}},
		{"next 3 days", []string{"water the plants", "ring the vet"}, []string{"clean the oven"}},
		{"saturday", []string{"ring the vet"}, []string{"water the plants", "clean the oven"}},
	} {
		r := f.must("queryTasks", `{"day":"`+tc.day+`"}`)
		for _, w := range tc.want {
			if !strings.Contains(r.Detail, w) {
				t.Errorf("%q: %q missing from %q", tc.day, w, r.Detail)
			}
		}
		for _, w := range tc.without {
			if strings.Contains(r.Detail, w) {
				t.Errorf("%q: %q listed in %q", tc.day, w, r.Detail)
			}
		}
	}
	from, to, _, err := tools.Window("the next three days", ref)
	if err != nil || !from.Equal(time.Date(2026, 11, 25, 0, 0, 0, 0, zone)) || !to.Equal(time.Date(2026, 11, 29, 0, 0, 0, 0, zone)) {
		t.Errorf("Window(the next three days) = %v – %v, %v; want 25 to 29 November", from, to, err)
	}
}
