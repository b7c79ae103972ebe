//go:build unix

package sidecar

import (
	"os"
	"syscall"
)

// ownedByUser reports whether fi belongs to this user or to root.
func ownedByUser(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && (int(st.Uid) == os.Getuid() || st.Uid == 0)
}
