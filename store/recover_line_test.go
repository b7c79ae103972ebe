package store

import "testing"

func TestLogLine(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"plain", "plain"},
		{"quick_check: *** in database main ***\nPage 5: btree", `quick_check: *** in database main ***\nPage 5: btree`},
		{"a\r\nb\tc", `a\r\nb\tc`},
		{"esc\x1b[31m nul\x00 del\x7f", `esc\x1b[31m nul\x00 del\x7f`},
		{"ls\u2028ps\u2029nel\u0085", `ls\u2028ps\u2029nel\u0085`},
		{"bad \xff utf-8", "bad \ufffd utf-8"},
		{`C:\Users\pace`, `C:\Users\pace`},
	} {
		if got := logLine(c.in); got != c.want {
			t.Errorf("logLine(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
