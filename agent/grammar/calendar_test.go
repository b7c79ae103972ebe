package grammar

import "testing"

// TestCalendarQuestions: questions about the calendar read calendarAgenda
// with the window in the user's words; putting, moving or removing
// something on the calendar is never read as a question.
func TestCalendarQuestions(t *testing.T) {
	for _, tc := range []struct {
		in, tool, window string
	}{
		{"what's on my calendar tomorrow", "calendarAgenda", "tomorrow"},
		{"What does my calendar look like on Friday?", "calendarAgenda", "friday"},
		{"am I free on Thursday afternoon", "calendarAgenda", "thursday afternoon"},
		{"when am i free tomorrow", "calendarAgenda", "tomorrow"},
		{"is my morning free", "calendarAgenda", "this morning"},
		{"is the evening clear?", "calendarAgenda", "this evening"},
		{"how busy am I next week", "calendarAgenda", "next week"},
		{"do I have meetings today", "calendarAgenda", ""},
		{"any appointments on the 14th?", "calendarAgenda", "the 14th"},
		{"what meetings have I got this afternoon", "calendarAgenda", "this afternoon"},
		{"how many calls do i have tomorrow morning", "calendarAgenda", "tomorrow morning"},
		{"when's my next appointment", "calendarAgenda", "this week"},
		{"check my calendar for next monday", "calendarAgenda", "next monday"},
		{"show me my diary for the weekend", "calendarAgenda", "the weekend"},
		{"any events this weekend?", "calendarAgenda", "this weekend"},
		{"show my calendar", "calendarAgenda", ""},
		// not questions about the calendar's days
		{"is the vet appointment on my calendar", "queryTasks", ""},
		{"schedule a meeting with Noor tomorrow", "createTask", ""},
		{"cancel my dentist appointment tomorrow", "deleteTask", ""},
		{"I have a meeting with the bank at 3 tomorrow", "createTask", ""},
		{"call the garage tomorrow", "createTask", ""},
	} {
		t.Run(tc.in, func(t *testing.T) {
			p := Plan(tc.in)
			if len(p.Steps) == 0 {
				t.Fatalf("no steps (note %q)", p.Note)
			}
			s := p.Steps[0]
			if s.Tool != tc.tool {
				t.Fatalf("tool %s %v, want %s", s.Tool, s.Args, tc.tool)
			}
			if tc.tool == "calendarAgenda" {
				if w, _ := s.Args["window"].(string); w != tc.window {
					t.Errorf("window %q, want %q", w, tc.window)
				}
			}
		})
	}
}

// TestCalendarTerse: a bare window after a calendar noun is a question.
func TestCalendarTerse(t *testing.T) {
	for in, want := range map[string]string{"meetings tomorrow": "tomorrow", "my appointments this week": "this week", "calendar for friday": "friday", "events today": ""} {
		p := Plan(in)
		if len(p.Steps) != 1 || p.Steps[0].Tool != "calendarAgenda" {
			t.Errorf("%q: %+v", in, p.Steps)
			continue
		}
		if w, _ := p.Steps[0].Args["window"].(string); w != want {
			t.Errorf("%q: window %q, want %q", in, w, want)
		}
	}
	for _, in := range []string{"the team meeting needs to be added to my calendar for friday", "my calendar should be updated with the school holidays"} {
		if p := Plan(in); len(p.Steps) > 0 && p.Steps[0].Tool == "calendarAgenda" {
			t.Errorf("%q read as a calendar question", in)
		}
	}
}

// TestFactQuestions: a question after a fact about a named thing reads the
// tasks about it, with the question kept for the notes when none is; it
// never changes anything.
func TestFactQuestions(t *testing.T) {
	for _, tc := range []struct{ in, about, day string }{
		{"when is my doctor's appointment", "doctor's appointment", ""},
		{"what time is the school play on friday?", "school play", "friday"},
		{"when is the green bin emptied?", "green bin emptied", ""},
	} {
		r := aboutQuestion(newClause(tc.in, true))
		if r.Tool != "queryTasks" || r.Args["about"] != tc.about || r.Args["question"] == nil {
			t.Errorf("%q: %s %v", tc.in, r.Tool, r.Args)
		}
		if d, _ := r.Args["day"].(string); d != tc.day {
			t.Errorf("%q: day %q, want %q", tc.in, d, tc.day)
		}
		if p := Plan(tc.in); len(p.Steps) != 1 || mutates(p.Steps[0].Tool) {
			t.Errorf("%q: %+v", tc.in, p.Steps)
		}
	}
	for in, want := range map[string]bool{"when is the green bin emptied": true, "what's on today": false, "what do I have tomorrow": false} {
		if got := namesSomething(asciiLower(in)); got != want {
			t.Errorf("namesSomething(%q) = %v", in, got)
		}
	}
}
