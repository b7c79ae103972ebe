//go:build windows

package instance

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"strings"

	"github.com/Microsoft/go-winio"
)

// pipeName is one pipe per data folder: \\.\pipe\pace-<first 16 hex digits
// of SHA-256 of the folder's cleaned, lower-cased absolute path>.
func pipeName(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		abs = dir
	}
	sum := sha256.Sum256([]byte(strings.ToLower(filepath.Clean(abs))))
	return `\\.\pipe\pace-` + hex.EncodeToString(sum[:8])
}

// lock is a no-op on Windows: creating the pipe with
// FILE_FLAG_FIRST_PIPE_INSTANCE (go-winio does) fails while another process
// owns it, and the pipe vanishes with its process, so nothing goes stale.
func lock(string) (func(), error) { return func() {}, nil }

// pipeSDDL lets only the owner (OW) and SYSTEM open the pipe.
const pipeSDDL = "D:P(A;;GA;;;OW)(A;;GA;;;SY)"

func listen(dir string) (net.Listener, error) {
	ln, err := winio.ListenPipe(pipeName(dir), &winio.PipeConfig{SecurityDescriptor: pipeSDDL})
	if err != nil {
		if errors.Is(err, winio.ErrPipeListenerClosed) {
			return nil, err
		}
		// ERROR_ACCESS_DENIED: the first instance of the pipe exists already.
		return nil, fmt.Errorf("%w (%v)", ErrRunning, err)
	}
	return ln, nil
}

func dial(ctx context.Context, dir string) (net.Conn, error) {
	return winio.DialPipeContext(ctx, pipeName(dir))
}

func cleanup(string) {}
