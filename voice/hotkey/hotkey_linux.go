package hotkey

import (
	"errors"
	"fmt"
	"io"
	"log"
	"os"
	"strings"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// X11 keysyms (X11/keysymdef.h) for the named keys; letters and digits are their ASCII codes.
var keysyms = map[string]xproto.Keysym{
	"space": 0x20, "return": 0xff0d, "escape": 0xff1b, "tab": 0xff09, "delete": 0xffff,
	"insert": 0xff63, "home": 0xff50, "end": 0xff57, "pageup": 0xff55, "pagedown": 0xff56,
	"left": 0xff51, "up": 0xff52, "right": 0xff53, "down": 0xff54, "pause": 0xff13, "scrolllock": 0xff14,
}

func init() {
	for i := range 20 {
		keysyms[fmt.Sprintf("f%d", i+1)] = xproto.Keysym(0xffbe + i)
	}
	// xgb logs protocol errors to stderr by default; Register reports them as errors instead.
	xgb.Logger = log.New(io.Discard, "", 0)
}

const (
	connectTimeout = 2 * time.Second
	// repeatWindow is how long a release waits for the press that follows it when the key is
	// auto-repeating; X sends the pair back to back with the same timestamp.
	repeatWindow = 30 * time.Millisecond
)

// Available reports whether a global hotkey can be registered here, without grabbing anything:
// nil, or an *UnavailableError.
func Available() error {
	c, err := connect()
	if err != nil {
		return err
	}
	c.Close()
	return nil
}

func connect() (*xgb.Conn, error) {
	if os.Getenv("WAYLAND_DISPLAY") != "" || os.Getenv("XDG_SESSION_TYPE") == "wayland" {
		// XWayland accepts the grab but only sees keys while an X11 window has focus.
		return nil, &UnavailableError{Reason: "global hotkeys are not available on Wayland; use the in-app button or shortcut"}
	}
	display := os.Getenv("DISPLAY")
	if display == "" {
		return nil, &UnavailableError{Reason: "global hotkeys need an X display (DISPLAY is not set)"}
	}
	type result struct {
		c   *xgb.Conn
		err error
	}
	ch := make(chan result, 1)
	go func() {
		c, err := xgb.NewConnDisplay(display)
		ch <- result{c, err}
	}()
	t := time.NewTimer(connectTimeout)
	defer t.Stop()
	select {
	case r := <-ch:
		if r.err != nil {
			return nil, &UnavailableError{Reason: fmt.Sprintf("the X server at %s does not answer", display), Err: r.err}
		}
		return r.c, nil
	case <-t.C:
		go func() { // close the connection if it ever completes
			if r := <-ch; r.c != nil {
				r.c.Close()
			}
		}()
		return nil, &UnavailableError{Reason: fmt.Sprintf("the X server at %s does not answer", display)}
	}
}

// Register grabs b on the X root window. Errors: *UnavailableError (no display, Wayland, the
// combination grabbed by another program, a key this keyboard lacks) or a parse error.
func Register(b Binding) (*Hotkey, error) {
	c, err := connect()
	if err != nil {
		return nil, err
	}
	root := xproto.Setup(c).DefaultScreen(c).Root
	code, err := keycode(c, b.Key)
	if err != nil {
		c.Close()
		return nil, err
	}
	var mods uint16
	for m, x := range map[Mod]uint16{Ctrl: xproto.ModMaskControl, Shift: xproto.ModMaskShift, Alt: xproto.ModMask1, Super: xproto.ModMask4} {
		if b.Mods&m != 0 {
			mods |= x
		}
	}
	// Grab with and without Caps Lock and Num Lock (Mod2), or the key dies when either is on.
	locks := []uint16{0, xproto.ModMaskLock, xproto.ModMask2, xproto.ModMaskLock | xproto.ModMask2}
	for _, extra := range locks {
		err := xproto.GrabKeyChecked(c, true, root, mods|extra, code, xproto.GrabModeAsync, xproto.GrabModeAsync).Check()
		if err != nil {
			c.Close()
			var access xproto.AccessError
			if errors.As(err, &access) {
				return nil, &UnavailableError{Reason: fmt.Sprintf("%s is already taken by another program; choose another key", b)}
			}
			return nil, &UnavailableError{Reason: fmt.Sprintf("cannot grab %s", b), Err: err}
		}
	}
	h := newHotkey(b)
	h.stop = func() {
		// Closing the connection would release the grabs too, but only once the server notices;
		// ungrabbing and waiting for a reply means the key is free when Close returns.
		for _, extra := range locks {
			xproto.UngrabKey(c, code, root, mods|extra)
		}
		_, _ = xproto.GetInputFocus(c).Reply()
		c.Close() // ends listen
	}
	go listen(c, code, h)
	return h, nil
}

func keycode(c *xgb.Conn, key string) (xproto.Keycode, error) {
	sym, ok := keysyms[key]
	if !ok && len(key) == 1 {
		sym, ok = xproto.Keysym(key[0]), true
	}
	if !ok {
		return 0, fmt.Errorf("hotkey: unknown key %q", key)
	}
	setup := xproto.Setup(c)
	first, n := setup.MinKeycode, int(setup.MaxKeycode-setup.MinKeycode)+1
	m, err := xproto.GetKeyboardMapping(c, first, byte(n)).Reply()
	if err != nil {
		return 0, &UnavailableError{Reason: "cannot read the keyboard mapping", Err: err}
	}
	per := int(m.KeysymsPerKeycode)
	for i := 0; i*per < len(m.Keysyms); i++ {
		for _, s := range m.Keysyms[i*per : (i+1)*per] {
			if s == sym {
				return first + xproto.Keycode(i), nil
			}
		}
	}
	return 0, &UnavailableError{Reason: fmt.Sprintf("this keyboard has no %q key", strings.ToUpper(key))}
}

type keyEvent struct {
	press bool
	time  xproto.Timestamp
}

// listen turns X key events into Down and Up, dropping auto-repeat's release-press pairs, until
// the connection is closed.
func listen(c *xgb.Conn, code xproto.Keycode, h *Hotkey) {
	events := make(chan keyEvent, 64)
	go func() {
		defer close(events)
		for {
			ev, err := c.WaitForEvent()
			if ev == nil && err == nil {
				return // connection closed
			}
			switch e := ev.(type) {
			case xproto.KeyPressEvent:
				if e.Detail == code {
					events <- keyEvent{true, e.Time}
				}
			case xproto.KeyReleaseEvent:
				if e.Detail == code {
					events <- keyEvent{false, e.Time}
				}
			}
		}
	}()
	debounce(events, h)
}

// debounce sends Down on the first press and Up on a release that is not followed, at the same
// timestamp, by another press: X reports a held key's auto-repeat as release-press pairs.
func debounce(events <-chan keyEvent, h *Hotkey) {
	held := false
	var release *keyEvent
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	for {
		var fire <-chan time.Time
		if release != nil {
			fire = timer.C
		}
		select {
		case e, ok := <-events:
			if !ok {
				return
			}
			switch {
			case e.press && release != nil && e.time == release.time:
				release = nil // auto-repeat: the key is still held
				timer.Stop()
			case e.press:
				if release != nil { // a real release, then a new press
					send(h.up)
					held = false
					release = nil
					timer.Stop()
				}
				if !held {
					held = true
					send(h.down)
				}
			default:
				ev := e
				release = &ev
				timer.Reset(repeatWindow)
			}
		case <-fire:
			release = nil
			if held {
				held = false
				send(h.up)
			}
		}
	}
}
