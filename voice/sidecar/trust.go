package sidecar

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
)

// ErrUntrusted: the executable is not one Pace will run (see CheckExecutable).
var ErrUntrusted = errors.New("not a program Pace will start")

// CheckExecutable accepts only what a person deliberately chose: an
// absolute path to a regular, executable file owned by this user (or by
// root, for system-wide installs) that neither its group nor others may
// write. A path read from a data file that someone else could have written
// never starts a program from the search path or a shared folder. Errors
// wrap ErrUntrusted and say which rule failed.
func CheckExecutable(path string) error {
	if !filepath.IsAbs(path) {
		return fmt.Errorf("%s: %w: choose it by its full path", path, ErrUntrusted)
	}
	fi, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("%s: %w: %v", path, ErrUntrusted, err)
	}
	switch {
	case !fi.Mode().IsRegular():
		return fmt.Errorf("%s: %w: not a regular file", path, ErrUntrusted)
	case runtime.GOOS != "windows" && fi.Mode().Perm()&0o111 == 0:
		return fmt.Errorf("%s: %w: not executable", path, ErrUntrusted)
	case runtime.GOOS != "windows" && fi.Mode().Perm()&0o022 != 0:
		return fmt.Errorf("%s: %w: others may change it (mode %o)", path, ErrUntrusted, fi.Mode().Perm())
	case !ownedByUser(fi):
		return fmt.Errorf("%s: %w: owned by another user", path, ErrUntrusted)
	}
	return nil
}

// minimalEnv is what a sidecar inherits: enough to find its libraries,
// write temporary files and pick a language, and nothing else (no API keys,
// tokens or proxy settings of Pace's environment).
func minimalEnv(getenv func(string) string) []string {
	var env []string
	for _, k := range []string{"PATH", "HOME", "USER", "LANG", "LC_ALL", "TMPDIR", "TMP", "TEMP",
		"SYSTEMROOT", "WINDIR", "LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH"} {
		if v := getenv(k); v != "" {
			env = append(env, k+"="+v)
		}
	}
	return env
}
