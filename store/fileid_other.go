//go:build !unix

package store

import "os"

// fileID stands in for an inode where the OS offers none in os.FileInfo:
// the file's size when the damage was found.
func fileID(fi os.FileInfo) uint64 { return uint64(fi.Size()) }
