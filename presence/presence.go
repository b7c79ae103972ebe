// Package presence tells whether the user is in the middle of something the
// brief should not interrupt, as far as the OS can tell: on X11 whether the
// focused window is full screen (EWMH: _NET_ACTIVE_WINDOW and
// _NET_WM_STATE_FULLSCREEN, freedesktop Extended Window Manager Hints 1.5).
package presence

import "errors"

// ErrUnsupported: this desktop cannot tell (Wayland, macOS, Windows, no display).
var ErrUnsupported = errors.New("presence: cannot tell on this desktop")
