//go:build !linux && !freebsd

package presence

// FullScreen cannot tell on this OS yet; it returns ErrUnsupported.
func FullScreen() (bool, error) { return false, ErrUnsupported }
