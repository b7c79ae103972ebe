//go:build !windows

package instance

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"syscall"
)

// lock takes an exclusive flock(2) on path for the life of the process; the
// kernel drops it when the process dies, which is what makes a leftover
// socket recognisably stale.
func lock(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("instance: lock: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if err == syscall.EWOULDBLOCK {
			return nil, ErrRunning
		}
		return nil, fmt.Errorf("instance: lock: %w", err)
	}
	return func() { syscall.Flock(int(f.Fd()), syscall.LOCK_UN); f.Close() }, nil
}

// listen replaces any socket left by a dead process (the lock is ours, so
// nobody else serves it) and creates a new one that only the user may open.
func listen(dir string) (net.Listener, error) {
	path := filepath.Join(dir, SocketName)
	if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	// The umask makes the socket 0600 from birth, with no window between
	// bind(2) and chmod(2) in which another user could connect.
	old := syscall.Umask(0o177)
	ln, err := net.Listen("unix", path)
	syscall.Umask(old)
	if err != nil {
		return nil, err
	}
	ln.(*net.UnixListener).SetUnlinkOnClose(true)
	if err := os.Chmod(path, 0o600); err != nil {
		ln.Close()
		return nil, err
	}
	return ln, nil
}

func dial(ctx context.Context, dir string) (net.Conn, error) {
	var d net.Dialer
	return d.DialContext(ctx, "unix", filepath.Join(dir, SocketName))
}

func cleanup(dir string) { os.Remove(filepath.Join(dir, SocketName)) }
