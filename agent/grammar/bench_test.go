package grammar

import (
	"sort"
	"testing"
	"time"
)

// routeInputs are our own requests across the tools and out of scope.
var routeInputs = []string{
	"remind me to call the bank tomorrow at 5pm #finance p2", "the windows are washed", "buy milk", "what's on today?",
	"strike the batteries from my shopping list", "have I got light bulbs down", "cancel my haircut on thursday",
	"scrap that", "play something relaxing", "what's the weather like in Porto", "move the dentist to next friday",
	"create a project called Garden, then add tasks to buy soil and plant bulbs", "what did I write yesterday",
	"could you maybe sort the garage out at some point", "the piano lesson can go, I won't need it",
}

// BenchmarkRoute reports the p95 latency of Plan (rules and classifier)
// over routeInputs; the target is p95 < 1 ms.
func BenchmarkRoute(b *testing.B) {
	Plan("warm up")
	var d []time.Duration
	i := 0
	for b.Loop() {
		in := routeInputs[i%len(routeInputs)]
		i++
		rewrittenMemo.reset() // each request new, as a user's is
		t0 := time.Now()
		Plan(in)
		d = append(d, time.Since(t0))
	}
	sort.Slice(d, func(a, c int) bool { return d[a] < d[c] })
	if len(d) > 0 {
		b.ReportMetric(float64(d[len(d)*95/100].Microseconds()), "p95-µs")
	}
}

// BenchmarkRouteCPU reports CPU time per Plan, which a loaded machine does
// not inflate as it does wall time.
func BenchmarkRouteCPU(b *testing.B) {
	Plan("warm up")
	n := 0
	start := cpuTime()
	for b.Loop() {
		rewrittenMemo.reset()
		Plan(routeInputs[n%len(routeInputs)])
		n++
	}
	b.ReportMetric(float64((cpuTime()-start).Microseconds())/float64(max(n, 1)), "cpu-µs/op")
}
