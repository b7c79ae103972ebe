package voice

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies keeps voice beside the logic: no Fyne, no other Pace package but egress (the
// one way out to the network, at the bottom of the map), and the core
// package free of the audio and display libraries that need cgo or a desktop (those live in
// voice/device and voice/hotkey).
func TestDependencies(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go command not found")
	}
	list := func(pkgs ...string) []string {
		out, err := exec.Command("go", append([]string{"list", "-deps"}, pkgs...)...).Output()
		if err != nil {
			t.Fatalf("go list: %v", err)
		}
		return strings.Fields(string(out))
	}
	for _, dep := range list("pace/voice/...") {
		if strings.HasPrefix(dep, "fyne.io/") || strings.HasPrefix(dep, "pace/") && !strings.HasPrefix(dep, "pace/voice") && dep != "pace/egress" {
			t.Errorf("pace/voice/... depends on %s", dep)
		}
	}
	for _, dep := range list("pace/voice") {
		for _, banned := range []string{"github.com/gen2brain/malgo", "github.com/ebitengine/oto", "golang.design/x/hotkey", "github.com/jezek/xgb"} {
			if strings.HasPrefix(dep, banned) {
				t.Errorf("pace/voice depends on %s; keep it in a subpackage", dep)
			}
		}
	}
}
