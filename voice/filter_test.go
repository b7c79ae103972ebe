package voice

import "testing"

func TestFilterTranscript(t *testing.T) {
	for _, tc := range []struct {
		in         string
		nearSilent bool
		want       string
	}{
		{" add a task to water the plants tomorrow\n", false, "add a task to water the plants tomorrow"},
		{" [BLANK_AUDIO]\n", true, ""},
		{"[BLANK_AUDIO]", false, "[BLANK_AUDIO]"},
		{" Thank you.", true, ""},
		{"Thank you.", false, "Thank you."},
		{" you", true, ""},
		{"(music)", true, ""},
		{"[Music]", true, ""},
		{"♪ ♪", true, ""},
		{"*sigh*", true, "*sigh*"},
		{" Thanks for watching!", true, ""},
		{"[BLANK_AUDIO] call mum", true, "call mum"},
		{"Call the bank. Call the bank. Call the bank. Call the bank.", false, "Call the bank."},
		{"Call the bank. Call the bank.", false, "Call the bank. Call the bank."},
		{"Remind me. I'm going. I'm going. I'm going.", false, "Remind me. I'm going."},
		{"you you you", true, "you you you"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			if got := FilterTranscript(tc.in, tc.nearSilent); got != tc.want {
				t.Errorf("FilterTranscript(%q, %v) = %q, want %q", tc.in, tc.nearSilent, got, tc.want)
			}
		})
	}
}
