//go:build !linux && !windows && !(darwin && cgo)

package hotkey

import "runtime"

// Available reports that this platform has no global hotkeys.
func Available() error {
	return &UnavailableError{Reason: "global hotkeys are not supported on " + runtime.GOOS}
}

// Register returns an *UnavailableError.
func Register(b Binding) (*Hotkey, error) { return nil, Available() }
