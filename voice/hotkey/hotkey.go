// Package hotkey registers Pace's global push-to-talk key: Down when it is pressed anywhere on the
// desktop, Up when it is let go. Register never panics or ends the process: where a global hotkey
// cannot work (no X display, Wayland, a key combination another program has grabbed) it returns
// an *UnavailableError whose Reason Settings can show, and the in-app button still works.
//
// On Linux it speaks the X11 protocol itself (github.com/jezek/xgb) rather than through
// golang.design/x/hotkey, whose init panics without a display, whose key grab exits the process
// when the combination is taken, and whose Unregister blocks until the next key press. On macOS and
// Windows it uses golang.design/x/hotkey.
package hotkey

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
)

// ErrUnavailable matches every *UnavailableError with errors.Is.
var ErrUnavailable = errors.New("global hotkey unavailable")

// UnavailableError says why a global hotkey cannot be registered, in words for Settings.
type UnavailableError struct {
	Reason string // e.g. "global hotkeys are not available on Wayland"
	Err    error  // the underlying error, if any
}

func (e *UnavailableError) Error() string {
	if e.Err != nil {
		return e.Reason + ": " + e.Err.Error()
	}
	return e.Reason
}

// Is makes errors.Is(err, ErrUnavailable) true.
func (e *UnavailableError) Is(target error) bool { return target == ErrUnavailable }

func (e *UnavailableError) Unwrap() error { return e.Err }

// Mod is a set of modifier keys.
type Mod uint8

// Modifiers. Alt is Option on macOS; Super is Command on macOS and the Windows key on Windows.
const (
	Ctrl Mod = 1 << iota
	Shift
	Alt
	Super
)

var modNames = []struct {
	mod   Mod
	names []string
}{
	{Ctrl, []string{"ctrl", "control"}},
	{Shift, []string{"shift"}},
	{Alt, []string{"alt", "option", "opt"}},
	{Super, []string{"super", "cmd", "command", "win", "meta"}},
}

// Binding is a key with modifiers, such as ctrl+shift+space.
type Binding struct {
	Mods Mod
	Key  string // a name from Keys
}

// Keys are the key names a Binding accepts besides "a"…"z" and "0"…"9".
var Keys = []string{
	"space", "return", "escape", "tab", "delete", "insert", "home", "end", "pageup", "pagedown",
	"left", "right", "up", "down", "pause", "scrolllock",
	"f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12",
	"f13", "f14", "f15", "f16", "f17", "f18", "f19", "f20",
}

// Parse reads a binding such as "ctrl+shift+space" or "Alt+F9" (case and spaces ignored). A
// binding needs a key; modifiers are optional.
func Parse(s string) (Binding, error) {
	var b Binding
	parts := strings.Split(strings.ToLower(strings.ReplaceAll(s, " ", "")), "+")
	for i, p := range parts {
		if i < len(parts)-1 {
			m, ok := modByName(p)
			if !ok {
				return Binding{}, fmt.Errorf("parse hotkey %q: unknown modifier %q", s, p)
			}
			b.Mods |= m
			continue
		}
		if !validKey(p) {
			return Binding{}, fmt.Errorf("parse hotkey %q: unknown key %q", s, p)
		}
		b.Key = p
	}
	return b, nil
}

// String is the canonical form Parse reads, e.g. "ctrl+shift+space".
func (b Binding) String() string {
	var parts []string
	for _, m := range modNames {
		if b.Mods&m.mod != 0 {
			parts = append(parts, m.names[0])
		}
	}
	return strings.Join(append(parts, b.Key), "+")
}

func modByName(name string) (Mod, bool) {
	for _, m := range modNames {
		if slices.Contains(m.names, name) {
			return m.mod, true
		}
	}
	return 0, false
}

func validKey(k string) bool {
	if len(k) == 1 && (k[0] >= 'a' && k[0] <= 'z' || k[0] >= '0' && k[0] <= '9') {
		return true
	}
	return slices.Contains(Keys, k)
}

// Hotkey is a registered global key. Read Down and Up from any goroutine.
type Hotkey struct {
	Binding Binding

	down, up chan struct{}
	stop     func() // platform unregistration; may block (golang.design/x/hotkey on Linux would)
	once     sync.Once
}

// ErrCloseTimeout is returned by Close when the platform did not confirm unregistration in time;
// the key is released as soon as it does.
var ErrCloseTimeout = errors.New("hotkey: unregister did not finish in time")

const closeTimeout = time.Second

func newHotkey(b Binding) *Hotkey {
	return &Hotkey{Binding: b, down: make(chan struct{}, 16), up: make(chan struct{}, 16)}
}

// Down delivers one value per press (auto-repeat is filtered out).
func (h *Hotkey) Down() <-chan struct{} { return h.down }

// Up delivers one value per release.
func (h *Hotkey) Up() <-chan struct{} { return h.up }

// Close unregisters the key. It never blocks for more than a second, so it may be called from the
// UI goroutine; the unregistration itself runs in its own goroutine. Closing twice is harmless.
func (h *Hotkey) Close() error {
	var err error
	h.once.Do(func() {
		done := make(chan struct{})
		go func() {
			defer close(done)
			h.stop()
		}()
		t := time.NewTimer(closeTimeout)
		defer t.Stop()
		select {
		case <-done:
		case <-t.C:
			err = ErrCloseTimeout
		}
	})
	return err
}

// send delivers an event without ever blocking the platform's event loop: a UI that has fallen
// 16 presses behind loses the oldest surplus, not the process.
func send(ch chan struct{}) {
	select {
	case ch <- struct{}{}:
	default:
	}
}
