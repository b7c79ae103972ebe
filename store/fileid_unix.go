//go:build unix

package store

import (
	"os"
	"syscall"
)

// fileID is the file's inode: a file restored or put in its place has
// another one.
func fileID(fi os.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Ino)
	}
	return uint64(fi.Size())
}
