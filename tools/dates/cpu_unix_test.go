//go:build unix

package dates

import (
	"syscall"
	"time"
)

// cpuTime is the process's user and system CPU time so far (every
// thread, the garbage collector's too), for a CPU-per-phrase figure that a
// loaded machine does not skew the way it skews wall time.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
