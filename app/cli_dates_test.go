package app

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// runDates runs `pace dates ARGS...` on a fresh temporary data folder.
func runDates(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runCmd(t, append([]string{"dates"}, args...)...)
}

func TestDatesJSON(t *testing.T) {
	const ny = "2026-11-26T10:00:00-05:00"
	for _, tc := range []struct {
		args []string
		want datesJSON
	}{
		{[]string{"--json", "--ref", ny, "call the bank tomorrow at 5pm"},
			datesJSON{Text: "call the bank tomorrow at 5pm", Value: "2026-11-27T17:00:00-05:00", HasTime: true, Span: [2]int{14, 29}, Matched: "tomorrow at 5pm"}},
		{[]string{"--json", "--ref", ny, "buy 2 tickets for friday"},
			datesJSON{Text: "buy 2 tickets for friday", Value: "2026-11-27T00:00:00-05:00", Span: [2]int{18, 24}, Matched: "friday"}},
		{[]string{"--json", "--ref", ny, "water plants every Friday"},
			datesJSON{Text: "water plants every Friday", Value: "2026-11-27T00:00:00-05:00", Span: [2]int{13, 25}, Matched: "every Friday", RRule: "FREQ=WEEKLY;BYDAY=FR", RuleSpan: [2]int{13, 25}}},
		{[]string{"--json", "--ref", ny, "standup every weekday at 9:30"},
			datesJSON{Text: "standup every weekday at 9:30", Value: "2026-11-27T09:30:00-05:00", HasTime: true, Span: [2]int{22, 29}, Matched: "at 9:30", RRule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", RuleSpan: [2]int{8, 21}}},
		{[]string{"--json", "--ref", "2026-10-24T10:00:00+02:00", "sunday evening"},
			datesJSON{Text: "sunday evening", Value: "2026-10-25T18:00:00+02:00", HasTime: true, Span: [2]int{0, 14}, Matched: "sunday evening"}},
		// flags may follow the text, and unquoted words are joined
		{[]string{"pay", "rent", "in", "3", "days", "--ref", ny, "--json"},
			datesJSON{Text: "pay rent in 3 days", Value: "2026-11-29T00:00:00-05:00", Span: [2]int{9, 18}, Matched: "in 3 days"}},
		// a fixed offset from --ref has no daylight-saving rules
		{[]string{"--json", "--ref", "2026-03-07T10:00:00-05:00", "tomorrow at 10am"},
			datesJSON{Text: "tomorrow at 10am", Value: "2026-03-08T10:00:00-05:00", HasTime: true, Span: [2]int{0, 16}, Matched: "tomorrow at 10am"}},
	} {
		name := tc.want.Text
		t.Run(name, func(t *testing.T) {
			code, stdout, stderr := runDates(t, tc.args...)
			if code != exitOK {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			var got datesJSON
			if err := json.Unmarshal([]byte(stdout), &got); err != nil {
				t.Fatalf("decode %q: %v", stdout, err)
			}
			if got != tc.want {
				t.Errorf("got  %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestDatesNoDate(t *testing.T) {
	code, stdout, _ := runDates(t, "--json", "--ref", "2026-11-26T10:00:00-05:00", "read chapters 7-10")
	if code != exitFail {
		t.Errorf("exit %d, want %d", code, exitFail)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatalf("decode %q: %v", stdout, err)
	}
	if msg, ok := got["error"].(string); !ok || msg == "" || len(got) != 1 {
		t.Errorf("got %v, want only a non-empty \"error\"", got)
	}

	code, _, stderr := runDates(t, "read chapters 7-10")
	if code != exitFail || !strings.Contains(stderr, "no date") {
		t.Errorf("without --json: exit %d, stderr %q", code, stderr)
	}
}

func TestDatesText(t *testing.T) {
	code, stdout, stderr := runDates(t, "--ref", "2026-11-26T10:00:00-05:00", "call the bank tomorrow at 5pm")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, want := range []string{"Fri 27 Nov 2026 17:00 -05:00", `"tomorrow at 5pm"`, `"call the bank"`} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output %q lacks %q", stdout, want)
		}
	}
	code, stdout, _ = runDates(t, "--ref", "2026-11-26T10:00:00-05:00", "water plants every Friday")
	if code != exitOK || !strings.Contains(stdout, "FREQ=WEEKLY;BYDAY=FR") || !strings.Contains(stdout, "no time") {
		t.Errorf("exit %d, output %q", code, stdout)
	}
}

// TestDatesDefaultRef: without --ref the reference is the injected clock.
func TestDatesDefaultRef(t *testing.T) {
	code, stdout, stderr := runDates(t, "--json", "in 2 hours")
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	var got datesJSON
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatal(err)
	}
	v, err := time.Parse(time.RFC3339, got.Value)
	if err != nil || !v.Equal(time.Date(2026, 11, 26, 17, 0, 0, 0, time.UTC)) {
		t.Errorf("value %q (%v), want 2026-11-26T17:00Z in the local zone", got.Value, err)
	}
}

func TestDatesUsage(t *testing.T) {
	for _, args := range [][]string{
		{"--json"},
		{"--ref", "tomorrow", "call mom"},
		{"--bogus", "call mom tomorrow"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			if code, _, _ := runDates(t, args...); code != exitUsage {
				t.Errorf("exit %d, want %d", code, exitUsage)
			}
		})
	}
}

// A TEXT past maxDatesText characters (or not UTF-8) is refused with a
// short error, never echoed back.
func TestDatesTextCapped(t *testing.T) {
	long := strings.Repeat("tomorrow ", 100*1024/9)
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string // in stderr (or the JSON error)
	}{
		{"100 KB", []string{long}, exitUsage, "characters long; pace dates reads at most 1,000"},
		{"100 KB --json", []string{"--json", long}, exitUsage, "pace dates reads at most 1,000"},
		{"1,001 characters", []string{strings.Repeat("é", 1001)}, exitUsage, "1,001 characters long"},
		{"not UTF-8", []string{"friday \xff\xfe"}, exitUsage, "not valid UTF-8"},
		{"1,000 characters", []string{"--ref", "2026-11-26T10:00:00-05:00", strings.Repeat("x", 990) + " tomorrow"}, exitOK, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runDates(t, tc.args...)
			if code != tc.code || !strings.Contains(stdout+stderr, tc.want) {
				t.Fatalf("exit %d, stderr %q; want %d and %q", code, stderr, tc.code, tc.want)
			}
			if len(stdout)+len(stderr) > 2000 && tc.code != exitOK {
				t.Fatalf("printed %d bytes: the text was echoed", len(stdout)+len(stderr))
			}
			if strings.HasSuffix(tc.name, "--json") {
				var j map[string]string
				if err := json.Unmarshal([]byte(stdout), &j); err != nil || j["error"] == "" {
					t.Fatalf("--json stdout %q: %v", stdout, err)
				}
			}
		})
	}
}
