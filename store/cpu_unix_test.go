//go:build unix

package store_test

import (
	"syscall"
	"time"
)

// processCPU is the CPU time (user + system) this process has used: on a
// loaded machine it measures a benchmark's cost where wall time measures
// the queue for the CPU.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
