package tools

import "testing"

func TestUnquoteTitle(t *testing.T) {
	for in, want := range map[string]string{
		"'submit expense report'": "submit expense report",
		"“renew passport”":        "renew passport",
		`"call Bo"`:               "call Bo",
		"read 'Dune' again":       "read 'Dune' again",
		"'tis the season":         "'tis the season",
		"''":                      "''",
		"  plain  ":               "plain",
		"'a' and 'b'":             "'a' and 'b'",
	} {
		if got := unquoteTitle(in); got != want {
			t.Errorf("unquoteTitle(%q) = %q, want %q", in, got, want)
		}
	}
}
