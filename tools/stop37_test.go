package tools_test

import (
	"strings"
	"testing"
)

// TestStatusSaysRepeatInWords: a project's status names a repeating task's
// rule in plain words, never as a raw RRULE.
func TestStatusSaysRepeatInWords(t *testing.T) {
	f := newFixture(t)
	f.must("createProject", `{"name":"Marathon"}`)
	f.must("createTask", `{"title":"long run","project":"Marathon","due":"saturday 7am","repeats":"every saturday"}`)
	r := f.must("projectStatus", `{"project":"Marathon"}`)
	text := r.Summary + "\n" + r.Detail
	if strings.Contains(text, "RRULE") || strings.Contains(text, "FREQ=") || !strings.Contains(text, "repeats every Saturday") {
		t.Errorf("status: %q", text)
	}
}
