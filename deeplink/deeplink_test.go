package deeplink

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

var cases = []struct {
	in     string
	want   Link
	reason string // substring of the rejection reason; "" means accepted
}{
	{in: "pace://chat?text=what%20is%20due%20today", want: Link{Action: Chat, Text: "what is due today"}},
	{in: "pace://chat?text=water+the+ferns", want: Link{Action: Chat, Text: "water the ferns"}},
	{in: "pace://chat/?text=hi%20there", want: Link{Action: Chat, Text: "hi there"}},
	{in: "PACE://Chat?text=ok", want: Link{Action: Chat, Text: "ok"}},
	{in: "pace://capture?text=buy%20oat%20milk&title=Groceries", want: Link{Action: Capture, Text: "buy oat milk", Title: "Groceries"}},
	{in: "pace://capture?title=Idea&text=a%20tiny%20garden%20shed", want: Link{Action: Capture, Text: "a tiny garden shed", Title: "Idea"}},
	{in: "pace://capture?text=plain", want: Link{Action: Capture, Text: "plain"}},
	{in: "pace://add?text=renew%20passport%20friday", want: Link{Action: Add, Text: "renew passport friday"}},
	{in: "pace://add?text=caf%C3%A9%20%E2%98%95%20with%20Zo%C3%AB", want: Link{Action: Add, Text: "café ☕ with Zoë"}},
	{in: "pace://listen", want: Link{Action: Listen}},
	{in: "pace://panel", want: Link{Action: Panel}},
	{in: "pace://today/", want: Link{Action: Today}},
	{in: "pace://note?title=Trip%20to%20Lisbon", want: Link{Action: Note, Title: "Trip to Lisbon"}},
	{in: "pace://chat?text=" + strings.Repeat("a", MaxText), want: Link{Action: Chat, Text: strings.Repeat("a", MaxText)}},
	{in: "pace://chat?text=" + strings.Repeat("%C3%A9", MaxText), want: Link{Action: Chat, Text: strings.Repeat("é", MaxText)}},

	{in: "pace://chat?text=" + strings.Repeat("a", MaxText+1), reason: "limit is 500"},
	{in: "pace://launch?text=x", reason: "unknown action"},
	{in: "pace://?text=x", reason: "names no action"},
	{in: "pace://chat?text=a&text=b", reason: "given twice"},
	{in: "pace://chat?text=a&mode=b", reason: `does not take "mode"`},
	{in: "pace://listen?text=a", reason: "takes no parameters"},
	{in: "pace://chat?text", reason: "has no value"},
	{in: "pace://chat?text=a&&", reason: "empty key=value"},
	{in: "pace://chat?=a", reason: "empty key=value"},
	{in: "pace://chat?text=%zz", reason: "bad percent-escape"},
	{in: "pace://chat?text=50%", reason: "bad percent-escape"},
	{in: "pace://chat?text=%FF%FE", reason: "not valid UTF-8"},
	{in: "pace://chat?text=line%0Abreak", reason: "control character U+000A"},
	{in: "pace://chat?text=null%00byte", reason: "control character U+0000"},
	{in: "pace://chat?text=%E2%80%AEevil", reason: "control character U+202E"},
	{in: "pace://chat?text=tab\there", reason: "control character U+0009"},
	{in: "pace://chat?text=\xff", reason: "not valid UTF-8"},
	{in: "pace://chat?text=%20%20", reason: "non-empty text"},
	{in: "pace://chat", reason: "non-empty text"},
	{in: "pace://note", reason: "non-empty title"},
	{in: "pace://capture?title=only", reason: "non-empty text"},
	{in: "http://chat?text=x", reason: "does not start with pace://"},
	{in: "pacex://chat?text=x", reason: "does not start with pace://"},
	{in: "chat?text=x", reason: "does not start with pace://"},
	{in: "pace:chat?text=x", reason: "must be pace://ACTION"},
	{in: "pace://chat?text=x#frag", reason: "fragment"},
	{in: "pace://chat/extra?text=x", reason: "has a path"},
	{in: "pace://user@chat?text=x", reason: "not a plain name"},
	{in: "pace://chat:80?text=x", reason: "not a plain name"},
	{in: "pace://ch%61t?text=x", reason: "not a plain name"},
	{in: "pace://chat?text=a;b=c", want: Link{Action: Chat, Text: "a;b=c"}},
	{in: "pace://" + strings.Repeat("a", maxRaw), reason: "longer than"},
}

func TestParse(t *testing.T) {
	for _, tc := range cases {
		name := tc.in
		if len(name) > 60 {
			name = name[:60]
		}
		t.Run(name, func(t *testing.T) {
			got, err := Parse(tc.in)
			if tc.reason == "" {
				if err != nil {
					t.Fatalf("Parse: %v", err)
				}
				if got != tc.want {
					t.Fatalf("Parse = %+v, want %+v", got, tc.want)
				}
				return
			}
			if err == nil {
				t.Fatalf("Parse = %+v, want rejection containing %q", got, tc.reason)
			}
			var e *Error
			if !errors.As(err, &e) || !errors.Is(err, ErrRejected) {
				t.Fatalf("error %v is not a *Error wrapping ErrRejected", err)
			}
			if !strings.Contains(e.Reason, tc.reason) {
				t.Fatalf("reason %q does not contain %q", e.Reason, tc.reason)
			}
			if got != (Link{}) {
				t.Fatalf("a rejected link returned %+v", got)
			}
		})
	}
}

func TestStringRoundTrip(t *testing.T) {
	for _, l := range []Link{
		{Action: Chat, Text: "what's on 50% & more? a=b"},
		{Action: Capture, Text: "x + y", Title: "Maths/notes #1"},
		{Action: Note, Title: "Ünïcödé 📝"},
		{Action: Panel},
	} {
		got, err := Parse(l.String())
		if err != nil || got != l {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", l.String(), got, err, l)
		}
	}
}

// FuzzParse: never panics; an accepted link holds every promise of Link
// and survives a round trip through String.
func FuzzParse(f *testing.F) {
	for _, tc := range cases {
		f.Add(tc.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		l, err := Parse(in)
		if err != nil {
			if !errors.Is(err, ErrRejected) {
				t.Fatalf("error %v does not wrap ErrRejected", err)
			}
			return
		}
		if _, ok := keys[l.Action]; !ok {
			t.Fatalf("accepted unknown action %q", l.Action)
		}
		for _, v := range []string{l.Text, l.Title} {
			if !utf8.ValidString(v) || utf8.RuneCountInString(v) > MaxText {
				t.Fatalf("accepted bad value %q", v)
			}
			if _, bad := badRune(v); bad {
				t.Fatalf("accepted control character in %q", v)
			}
		}
		again, err := Parse(l.String())
		if err != nil || again != l {
			t.Fatalf("round trip of %q: %+v, %v; want %+v", l.String(), again, err, l)
		}
	})
}
