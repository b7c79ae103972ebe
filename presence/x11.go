//go:build linux || freebsd

package presence

import (
	"fmt"
	"os"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// FullScreen reports whether the focused window is full screen. It opens
// a short X11 connection to $DISPLAY each time (a few round trips; the
// brief looks once a minute at most). Errors: ErrUnsupported without an X
// display (a Wayland session without XWayland, a headless run).
func FullScreen() (bool, error) {
	if os.Getenv("DISPLAY") == "" {
		return false, ErrUnsupported
	}
	c, err := xgb.NewConn()
	if err != nil {
		return false, fmt.Errorf("%w: %v", ErrUnsupported, err)
	}
	defer c.Close()
	root := xproto.Setup(c).DefaultScreen(c).Root
	active, err := atom(c, "_NET_ACTIVE_WINDOW")
	if err != nil {
		return false, err
	}
	prop, err := xproto.GetProperty(c, false, root, active, xproto.AtomWindow, 0, 1).Reply()
	if err != nil || prop.ValueLen == 0 || len(prop.Value) < 4 {
		return false, nil // no active window
	}
	win := xproto.Window(xgb.Get32(prop.Value))
	state, err := atom(c, "_NET_WM_STATE")
	if err != nil {
		return false, err
	}
	full, err := atom(c, "_NET_WM_STATE_FULLSCREEN")
	if err != nil {
		return false, err
	}
	st, err := xproto.GetProperty(c, false, win, state, xproto.AtomAtom, 0, 32).Reply()
	if err != nil {
		return false, nil // the window went away
	}
	for i := 0; i+4 <= len(st.Value); i += 4 {
		if xproto.Atom(xgb.Get32(st.Value[i:])) == full {
			return true, nil
		}
	}
	return false, nil
}

func atom(c *xgb.Conn, name string) (xproto.Atom, error) {
	r, err := xproto.InternAtom(c, true, uint16(len(name)), name).Reply()
	if err != nil {
		return 0, fmt.Errorf("presence: %w", err)
	}
	return r.Atom, nil
}
