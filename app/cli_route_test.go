package app

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"pace/eval/router"
)

// runCmd runs `pace ARGS...` on a fresh temporary data folder.
func runCmd(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runPace(t, t.TempDir(), args...)
}

func TestRouteJSON(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string
	}{
		{"remind me to call the bank tomorrow at 5pm",
			`{"steps":[{"tool":"createTask","args":{"due":"tomorrow at 5pm","title":"call the bank"}}],"understood":true}`},
		{"create a project called Garden, then add a task to buy soil",
			`{"steps":[{"tool":"createProject","args":{"name":"Garden"}},{"tool":"createTask","args":{"project":"$1","title":"buy soil"}}],"understood":true}`},
		{"the garden", `"understood":false`},
		{"turn on the lights", `{"steps":[],"note":`},
	} {
		t.Run(tc.text, func(t *testing.T) {
			code, out, errOut := runCmd(t, "route", "--json", tc.text)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			var compact bytes.Buffer
			if err := json.Compact(&compact, []byte(out)); err != nil {
				t.Fatalf("not JSON: %q", out)
			}
			if !strings.Contains(compact.String(), tc.want) {
				t.Errorf("got %s\nwant %s", compact.String(), tc.want)
			}
		})
	}
}

func TestRouteText(t *testing.T) {
	code, out, _ := runCmd(t, "route", "add", "a", "task", "to", "water", "the", "ferns")
	if code != 0 || !strings.Contains(out, "1. createTask") || !strings.Contains(out, "title: water the ferns") {
		t.Errorf("exit %d, out %q", code, out)
	}
	if code, _, _ := runCmd(t, "route"); code != exitUsage {
		t.Errorf("route without TEXT: exit %d", code)
	}
}

func TestEvalRouter(t *testing.T) {
	code, out, errOut := runCmd(t, "eval", "router", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if n := strings.Count(strings.TrimSpace(out), "\n") + 1; n != len(router.Splits) {
		t.Errorf("want %d JSON lines (one a split), got %d:\n%s", len(router.Splits), n, out)
	}
	if code, _, _ := runCmd(t, "eval", "bogus"); code != exitUsage {
		t.Errorf("unknown eval: exit %d", code)
	}
}
