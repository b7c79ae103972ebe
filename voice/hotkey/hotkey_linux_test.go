package hotkey

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/jezek/xgb/xproto"
)

// xvfb starts a private X server and points DISPLAY at it. Xvfb writes the display number to
// -displayfd once it accepts connections, so nothing sleeps. Displays start high and per process so
// that parallel test runs and other servers on :0 are left alone; a taken one makes Xvfb exit and
// the next is tried. -noreset keeps the server from resetting, dropping new connections, whenever
// its last client leaves.
func xvfb(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("Xvfb"); err != nil {
		t.Skip("Xvfb is not installed (apt-get install xvfb); the X11 hotkey cannot be tested")
	}
	base := 300 + os.Getpid()%500
	for n := base; n < base+20; n++ {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("Xvfb", fmt.Sprintf(":%d", n), "-displayfd", "3", "-noreset", "-nolisten", "tcp", "-screen", "0", "320x240x24")
		cmd.ExtraFiles = []*os.File{w}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		w.Close()
		got, err := bufio.NewReader(r).ReadString('\n')
		r.Close()
		if err != nil { // Xvfb exited: the display is taken
			cmd.Wait()
			continue
		}
		t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
		t.Setenv("DISPLAY", ":"+strings.TrimSpace(got))
		t.Setenv("WAYLAND_DISPLAY", "")
		t.Setenv("XDG_SESSION_TYPE", "x11")
		return
	}
	t.Fatalf("no free X display in :%d…:%d", base, base+19)
}

func xdotool(t *testing.T, args ...string) {
	t.Helper()
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("xdotool is not installed (apt-get install xdotool); key presses cannot be simulated")
	}
	if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
		t.Fatalf("xdotool %v: %v: %s", args, err, out)
	}
}

func wait(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(5 * time.Second):
		t.Fatalf("no %s event", what)
	}
}

func TestRegisterDownUp(t *testing.T) {
	xvfb(t)
	if err := Available(); err != nil {
		t.Fatalf("Available = %v", err)
	}
	b, _ := Parse("ctrl+shift+f9")
	h, err := Register(b)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		xdotool(t, "keydown", "ctrl+shift+F9")
		wait(t, h.Down(), "key down")
		xdotool(t, "keyup", "F9")
		wait(t, h.Up(), "key up")
		xdotool(t, "keyup", "ctrl+shift")
	}
	// With Num Lock on the grab still fires.
	xdotool(t, "key", "Num_Lock")
	xdotool(t, "keydown", "ctrl+shift+F9")
	wait(t, h.Down(), "key down with Num Lock")
	xdotool(t, "keyup", "ctrl+shift+F9")
	wait(t, h.Up(), "key up with Num Lock")

	start := time.Now()
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > closeTimeout {
		t.Errorf("Close took %v", d)
	}
	// Once closed the combination is free again.
	h2, err := Register(b)
	if err != nil {
		t.Fatalf("register after Close: %v", err)
	}
	h2.Close()
}

// A combination another program holds must be reported, not end the process.
func TestRegisterAlreadyGrabbed(t *testing.T) {
	xvfb(t)
	b, _ := Parse("alt+f10")
	first, err := Register(b) // stands in for the other program: its own X connection
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	_, err = Register(b)
	var ue *UnavailableError
	if !errors.As(err, &ue) || !strings.Contains(ue.Reason, "already taken") {
		t.Fatalf("err = %v, want UnavailableError saying it is taken", err)
	}
}

func TestUnavailable(t *testing.T) {
	for _, tc := range []struct {
		name, display, wayland, want string
	}{
		{"no display", "", "", "DISPLAY is not set"},
		{"wayland", ":0", "wayland-0", "not available on Wayland"},
		{"dead X server", ":4242", "", "does not answer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("DISPLAY", tc.display)
			t.Setenv("WAYLAND_DISPLAY", tc.wayland)
			t.Setenv("XDG_SESSION_TYPE", "")
			_, err := Register(Binding{Mods: Ctrl, Key: "space"})
			var ue *UnavailableError
			if !errors.As(err, &ue) || !strings.Contains(ue.Reason, tc.want) || !errors.Is(err, ErrUnavailable) {
				t.Errorf("err = %v, want reason containing %q", err, tc.want)
			}
			if err := Available(); !errors.Is(err, ErrUnavailable) {
				t.Errorf("Available = %v", err)
			}
		})
	}
}

func TestDebounceDropsAutoRepeat(t *testing.T) {
	events := make(chan keyEvent)
	h := newHotkey(Binding{Key: "space"})
	done := make(chan struct{})
	go func() { debounce(events, h); close(done) }()
	events <- keyEvent{true, 100}
	wait(t, h.Down(), "key down")
	for ts := xproto.Timestamp(600); ts < 1000; ts += 33 { // auto-repeat while held
		events <- keyEvent{false, ts}
		events <- keyEvent{true, ts}
	}
	events <- keyEvent{false, 1200}
	wait(t, h.Up(), "key up")
	events <- keyEvent{true, 1500} // pressed again soon after
	wait(t, h.Down(), "second key down")
	events <- keyEvent{false, 1600}
	events <- keyEvent{true, 1610} // released and pressed quickly: a new press, not a repeat
	wait(t, h.Up(), "second key up")
	wait(t, h.Down(), "third key down")
	close(events)
	<-done
	if len(h.Down())+len(h.Up()) != 0 {
		t.Errorf("extra events: %d down, %d up", len(h.Down()), len(h.Up()))
	}
}
