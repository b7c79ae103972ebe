package grammar

import (
	"os"
	"syscall"
	"testing"
	"time"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestCPUPerParse reports CPU time (not wall time, which a loaded machine
// inflates) per Parse; set PACE_CPUTIME=1.
func TestCPUPerParse(t *testing.T) {
	if os.Getenv("PACE_CPUTIME") == "" {
		t.Skip("set PACE_CPUTIME=1")
	}
	Parse("warm up")
	for _, u := range []string{"remind me to call the bank tomorrow at 5pm #finance p2", "the windows are washed", "buy milk", "what's on today?"} {
		const n = 3000
		start := cpuTime()
		for i := 0; i < n; i++ {
			Parse(u)
		}
		t.Logf("%-60q %v CPU per Parse", u, (cpuTime()-start)/n)
	}
	evalSet := evalSeeds(t)
	start := cpuTime()
	for _, u := range evalSet {
		Plan(u)
	}
	t.Logf("eval utterances: %d, %v CPU per Plan on average", len(evalSet), (cpuTime()-start)/time.Duration(len(evalSet)))
}
