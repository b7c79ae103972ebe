package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEvalRouterCases scores a small case file of our own in-process, as
// a table and as JSON, for each brain.
func TestEvalRouterCases(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cases.jsonl")
	data := `{"id":"a","text":"remind me to water the ferns tomorrow","expect_tool":"createTask"}
{"id":"b","text":"play some sea shanties","expect_tool":"other"}
{"id":"c","text":"forget what I just asked","expect_tool":"cancel","doubt":"ours"}
`
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCmd(t, "eval", "router", "--cases", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"route: in-scope 1/1 = 1.000; out-of-scope safe 2/2 = 1.000", "damage: 0 of 2", "createTask → createTask"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	for _, brain := range []string{"rules", "classifier", "both"} {
		code, out, errOut = runCmd(t, "eval", "router", "--cases", path, "--json", "--brain", brain)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", brain, code, errOut)
		}
		var rep struct {
			InScope struct{ Total int } `json:"in_scope"`
			Safe    struct{ Total int } `json:"out_of_scope_safe"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil || rep.InScope.Total != 1 || rep.Safe.Total != 2 {
			t.Errorf("%s: %v %+v\n%s", brain, err, rep, out)
		}
	}
	if code, _, _ := runCmd(t, "eval", "router", "--cases", path, "--brain", "dice"); code == 0 {
		t.Error("an unknown brain was accepted")
	}
}
