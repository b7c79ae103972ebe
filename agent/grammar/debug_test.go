package grammar

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestDebug prints how PACE_DEBUG's lines (|-separated) are read.
func TestDebug(t *testing.T) {
	in := os.Getenv("PACE_DEBUG")
	if in == "" {
		t.Skip("set PACE_DEBUG")
	}
	for _, u := range strings.Split(in, "|") {
		p := Parse(u)
		b, _ := json.Marshal(Plan(u))
		t.Logf("%q -> rule %s tool %s %v\n\tplan %s", u, p.Rule, p.Tool, p.Args, b)
	}
}
