package intent

import (
	"fmt"
	"io"
	"math"
	"sort"
)

// Example is one labelled clause with the grammar's cues for it.
type Example struct {
	Text  string
	Label string
	Cues  []string
}

// Options steer training; the zero value is not useful, use DefaultOptions.
type Options struct {
	Epochs int
	// Rate is the initial SGD step; it decays as Rate/(1+epoch/2).
	Rate float64
	// L2 shrinks the rows an example touches by Rate·L2 per step.
	L2    float64
	Folds int
	Seed  uint64
}

// DefaultOptions are the settings the committed weights were trained with.
var DefaultOptions = Options{Epochs: 12, Rate: 0.2, L2: 1e-4, Folds: 5, Seed: 20261201}

type encoded struct {
	feats []uint32
	y     int
}

// labelsOf returns the sorted distinct labels.
func labelsOf(exs []Example) []string {
	seen := map[string]bool{}
	var out []string
	for _, e := range exs {
		if !seen[e.Label] {
			seen[e.Label] = true
			out = append(out, e.Label)
		}
	}
	sort.Strings(out)
	return out
}

func encode(exs []Example, labels []string) []encoded {
	idx := map[string]int{}
	for i, l := range labels {
		idx[l] = i
	}
	out := make([]encoded, len(exs))
	for i, e := range exs {
		out[i] = encoded{Features(e.Text, e.Cues), idx[e.Label]}
	}
	return out
}

// pcg is a fixed PCG-style generator so shuffles never depend on the
// standard library's sources.
type pcg struct{ s uint64 }

func (p *pcg) next() uint64 {
	p.s = p.s*6364136223846793005 + 1442695040888963407
	x := p.s
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	return x
}

// fit runs averaged SGD on the softmax cross-entropy; it is deterministic
// for the same data, labels and options (one goroutine, fixed order).
func fit(data []encoded, k int, o Options) (w, bias []float64) {
	w = make([]float64, Buckets*k)
	bias = make([]float64, k)
	// averaged SGD (Polyak–Ruppert) via the running-sum trick: avg = w - u/c.
	u := make([]float64, Buckets*k)
	ub := make([]float64, k)
	c := 1.0
	order := make([]int, len(data))
	for i := range order {
		order[i] = i
	}
	rng := pcg{o.Seed}
	z := make([]float64, k)
	for ep := 0; ep < o.Epochs; ep++ {
		for i := len(order) - 1; i > 0; i-- {
			j := int(rng.next() % uint64(i+1))
			order[i], order[j] = order[j], order[i]
		}
		lr := o.Rate / (1 + float64(ep)/2)
		for _, n := range order {
			d := data[n]
			copy(z, bias)
			for _, f := range d.feats {
				row := w[int(f)*k : int(f)*k+k]
				for j := range z {
					z[j] += row[j]
				}
			}
			p := softmax(z, 1)
			for j := range p {
				g := p[j]
				if j == d.y {
					g--
				}
				bias[j] -= lr * g
				ub[j] -= c * lr * g
				p[j] = g
			}
			for _, f := range d.feats {
				base := int(f) * k
				for j, g := range p {
					step := lr * (g + o.L2*w[base+j])
					w[base+j] -= step
					u[base+j] -= c * step
				}
			}
			c++
		}
	}
	for i := range w {
		w[i] -= u[i] / c
	}
	for i := range bias {
		bias[i] -= ub[i] / c
	}
	return w, bias
}

func toModel(labels []string, w, bias []float64, t float64) *Model {
	m := &Model{Labels: labels, Temperature: t, Bias: make([]float32, len(bias)), W: make([]float32, len(w))}
	for i, v := range bias {
		m.Bias[i] = float32(v)
	}
	for i, v := range w {
		m.W[i] = float32(v)
	}
	return m
}

// Report is the held-out evaluation made while training: k-fold
// cross-validation, each example scored by the model that did not see it.
type Report struct {
	Examples    int
	Folds       int
	Correct     int
	Temperature float64
	// NLL and ECE (expected calibration error, 10 equal-width bins) of the
	// held-out predictions before and after temperature scaling.
	NLLRaw, NLLCal, ECERaw, ECECal float64
	PerLabel                       map[string][2]int // label → {correct, total}
}

// Accuracy is the held-out share of examples whose top label was right.
func (r Report) Accuracy() float64 { return float64(r.Correct) / math.Max(1, float64(r.Examples)) }

// Train fits the model on every example after estimating its held-out
// accuracy and the calibration temperature by k-fold cross-validation
// (fold = example index mod Folds, after a fixed shuffle).
func Train(exs []Example, o Options) (*Model, Report) {
	labels := labelsOf(exs)
	k := len(labels)
	data := encode(exs, labels)
	fold := make([]int, len(data))
	rng := pcg{o.Seed ^ 0x9e3779b97f4a7c15}
	perm := make([]int, len(data))
	for i := range perm {
		perm[i] = i
	}
	for i := len(perm) - 1; i > 0; i-- {
		j := int(rng.next() % uint64(i+1))
		perm[i], perm[j] = perm[j], perm[i]
	}
	for i, n := range perm {
		fold[n] = i % o.Folds
	}
	logits := make([][]float64, len(data))
	for f := 0; f < o.Folds; f++ {
		var tr []encoded
		for i, d := range data {
			if fold[i] != f {
				tr = append(tr, d)
			}
		}
		w, b := fit(tr, k, o)
		m := toModel(labels, w, b, 1)
		for i, d := range data {
			if fold[i] == f {
				logits[i] = m.logits(d.feats)
			}
		}
	}
	rep := Report{Examples: len(data), Folds: o.Folds, PerLabel: map[string][2]int{}}
	rep.Temperature = fitTemperature(logits, data)
	rep.NLLRaw, rep.ECERaw = calibration(logits, data, 1)
	rep.NLLCal, rep.ECECal = calibration(logits, data, rep.Temperature)
	for i, d := range data {
		best := argmax(logits[i])
		pl := rep.PerLabel[labels[d.y]]
		pl[1]++
		if best == d.y {
			pl[0]++
			rep.Correct++
		}
		rep.PerLabel[labels[d.y]] = pl
	}
	w, b := fit(data, k, o)
	return toModel(labels, w, b, rep.Temperature), rep
}

func argmax(z []float64) int {
	best := 0
	for i, v := range z {
		if v > z[best] {
			best = i
		}
	}
	return best
}

// fitTemperature picks T in [0.25, 8] (grid of 0.05) minimising held-out NLL.
func fitTemperature(logits [][]float64, data []encoded) float64 {
	best, bestNLL := 1.0, math.Inf(1)
	for t := 0.25; t <= 8.0001; t += 0.05 {
		t = math.Round(t*100) / 100
		nll, _ := calibration(logits, data, t)
		if nll < bestNLL {
			best, bestNLL = t, nll
		}
	}
	return best
}

func calibration(logits [][]float64, data []encoded, t float64) (nll, ece float64) {
	var conf, acc [10]float64
	var cnt [10]int
	for i, d := range data {
		p := softmax(logits[i], t)
		nll -= math.Log(math.Max(p[d.y], 1e-12))
		b := argmax(p)
		bin := int(p[b] * 10)
		if bin > 9 {
			bin = 9
		}
		cnt[bin]++
		conf[bin] += p[b]
		if b == d.y {
			acc[bin]++
		}
	}
	n := float64(len(data))
	for i := range cnt {
		if cnt[i] > 0 {
			ece += math.Abs(acc[i]-conf[i]) / n
		}
	}
	return nll / n, ece
}

// Write prints the report as plain text, labels sorted.
func (r Report) Write(w io.Writer) {
	fmt.Fprintf(w, "held-out (%d-fold cross-validation) accuracy %d/%d = %.3f\n", r.Folds, r.Correct, r.Examples, r.Accuracy())
	fmt.Fprintf(w, "temperature %.2f; NLL %.3f -> %.3f; ECE %.3f -> %.3f\n", r.Temperature, r.NLLRaw, r.NLLCal, r.ECERaw, r.ECECal)
	labels := make([]string, 0, len(r.PerLabel))
	for l := range r.PerLabel {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	for _, l := range labels {
		v := r.PerLabel[l]
		fmt.Fprintf(w, "  %-18s %4d/%-4d %.3f\n", l, v[0], v[1], float64(v[0])/float64(v[1]))
	}
}
