package voice

import (
	"reflect"
	"testing"
)

func TestSpokenText(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Done — **water the plants** is due *tomorrow*.", "Done — water the plants is due tomorrow."},
		{"The budget was approved [1] and signed [2, 3].", "The budget was approved and signed."},
		{"<think>The user wants a task.</think>Added it.", "Added it."},
		{"<think>still reasoning about", ""},
		{"Sure.<think>hmm", "Sure."},
		{"# Today\n- Call the bank\n- [ ] Water the plants\n1. Dentist", "Today. Call the bank. Water the plants. Dentist."},
		{"See [the note](pace://note/42) and `rrule`.", "See the note and rrule."},
		{"Run this:\n```sh\nrm -rf /\n```\nThen rest.", "Run this: Then rest."},
		{"> quoted line\n\n---\nAfter", "quoted line. After."},
		{"| Task | Due |\n|---|---|\n| Call the bank | Friday |", "Task, Due. Call the bank, Friday."},
		{"snake_case_name stays", "snake_case_name stays."},
		{"an _important_ and __bold__ word", "an important and bold word."},
	} {
		t.Run(tc.in, func(t *testing.T) {
			if got := SpokenText(tc.in); got != tc.want {
				t.Errorf("SpokenText(%q)\n got %q\nwant %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestSentences(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"One sentence", []string{"One sentence"}},
		{"Done. Anything else?", []string{"Done.", "Anything else?"}},
		{"It costs 3.50 today. Ok!", []string{"It costs 3.50 today.", "Ok!"}},
		{"Ask Dr. Smith tomorrow. Then rest.", []string{"Ask Dr. Smith tomorrow.", "Then rest."}},
		{"Wait... What? \"Yes.\" Fine", []string{"Wait...", "What?", "\"Yes.\"", "Fine"}},
		{"lower case. after a stop", []string{"lower case. after a stop"}},
	} {
		t.Run(tc.in, func(t *testing.T) {
			if got := Sentences(tc.in); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Sentences(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}
