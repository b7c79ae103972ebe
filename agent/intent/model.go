// Package intent is Pace's statistical intent layer: a multinomial logistic
// regression (softmax) over hashed word and character n-grams plus the
// grammar's cue features, in the spirit of Snips NLU's probabilistic
// intent classifier. It scores every label of /work/corpus/LABELS.md
// (tools, "cancel" and "other") with a probability calibrated by
// temperature scaling (Guo et al. 2017) on cross-validated predictions.
//
// The weights are built by `go generate` (cmd/train) from the team-written
// corpus in testdata/corpus, deterministically, and committed as
// weights.bin. The package never imports the grammar: the grammar passes
// its cues in.
package intent

//go:generate go run ./cmd/train -corpus testdata/corpus -out weights.bin -report testdata/report.txt

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sort"
	"sync"
)

//go:embed weights.bin
var weights []byte

// magic starts a weights file; the digit is the format version.
const magic = "PACEINT1"

// ErrFormat reports a weights file that is not one this package wrote.
var ErrFormat = errors.New("intent: not a weights file")

// Model is a trained classifier. Weights are stored feature-major
// (W[f*K+k]) so scoring a clause touches one contiguous row per feature.
type Model struct {
	Labels []string
	// Temperature divides the logits before the softmax (calibration).
	Temperature float64
	Bias        []float32
	W           []float32
}

// Score is one label's calibrated probability.
type Score struct {
	Label string
	P     float64
}

var (
	defaultOnce  sync.Once
	defaultModel *Model
	defaultErr   error
)

// Default returns the committed model, decoded once.
func Default() (*Model, error) {
	defaultOnce.Do(func() { defaultModel, defaultErr = Decode(weights) })
	return defaultModel, defaultErr
}

// Predict returns every label's probability for text with the grammar's
// cues, most likely first (ties by label).
func (m *Model) Predict(text string, cues []string) []Score {
	p := m.Probs(Features(text, cues))
	out := make([]Score, len(p))
	for k := range p {
		out[k] = Score{m.Labels[k], p[k]}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].P != out[j].P {
			return out[i].P > out[j].P
		}
		return out[i].Label < out[j].Label
	})
	return out
}

// Probs returns the calibrated softmax over labels for feature indices.
func (m *Model) Probs(feats []uint32) []float64 {
	return softmax(m.logits(feats), m.Temperature)
}

func (m *Model) logits(feats []uint32) []float64 {
	k := len(m.Labels)
	z := make([]float64, k)
	for i, b := range m.Bias {
		z[i] = float64(b)
	}
	for _, f := range feats {
		row := m.W[int(f)*k : int(f)*k+k]
		for i, w := range row {
			z[i] += float64(w)
		}
	}
	return z
}

func softmax(z []float64, t float64) []float64 {
	if t <= 0 {
		t = 1
	}
	max := math.Inf(-1)
	for _, v := range z {
		max = math.Max(max, v)
	}
	p := make([]float64, len(z))
	sum := 0.0
	for i, v := range z {
		p[i] = math.Exp((v - max) / t)
		sum += p[i]
	}
	for i := range p {
		p[i] /= sum
	}
	return p
}

// Encode writes the model: magic, bucket count, label count, labels
// (uint16 length + bytes), temperature (float64), biases and weights
// (float32 each, weights quantized to int16 with one float32 scale), all
// little-endian.
func (m *Model) Encode() []byte {
	k := len(m.Labels)
	var b []byte
	b = append(b, magic...)
	b = binary.LittleEndian.AppendUint32(b, Buckets)
	b = binary.LittleEndian.AppendUint32(b, uint32(k))
	for _, l := range m.Labels {
		b = binary.LittleEndian.AppendUint16(b, uint16(len(l)))
		b = append(b, l...)
	}
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(m.Temperature))
	for _, v := range m.Bias {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
	}
	maxAbs := float32(0)
	for _, v := range m.W {
		if v < 0 {
			v = -v
		}
		if v > maxAbs {
			maxAbs = v
		}
	}
	scale := maxAbs / 32767
	if scale == 0 {
		scale = 1
	}
	b = binary.LittleEndian.AppendUint32(b, math.Float32bits(scale))
	for _, v := range m.W {
		q := int16(math.Round(float64(v / scale)))
		b = binary.LittleEndian.AppendUint16(b, uint16(q))
	}
	return b
}

// Decode reads a model written by Encode; it returns ErrFormat (wrapped)
// for anything else.
func Decode(b []byte) (*Model, error) {
	r := reader{b: b}
	if string(r.next(len(magic))) != magic {
		return nil, fmt.Errorf("decode weights: %w", ErrFormat)
	}
	if n := r.u32(); n != Buckets {
		return nil, fmt.Errorf("decode weights: %d buckets, want %d: %w", n, Buckets, ErrFormat)
	}
	k := int(r.u32())
	if k <= 0 || k > 256 {
		return nil, fmt.Errorf("decode weights: %d labels: %w", k, ErrFormat)
	}
	m := &Model{Labels: make([]string, k), Bias: make([]float32, k), W: make([]float32, Buckets*k)}
	for i := range m.Labels {
		m.Labels[i] = string(r.next(int(r.u16())))
	}
	m.Temperature = math.Float64frombits(r.u64())
	for i := range m.Bias {
		m.Bias[i] = math.Float32frombits(r.u32())
	}
	scale := math.Float32frombits(r.u32())
	raw := r.next(2 * len(m.W))
	if r.err || len(r.b) != 0 {
		return nil, fmt.Errorf("decode weights: bad length: %w", ErrFormat)
	}
	for i := range m.W {
		m.W[i] = float32(int16(binary.LittleEndian.Uint16(raw[2*i:]))) * scale
	}
	return m, nil
}

type reader struct {
	b   []byte
	err bool
}

func (r *reader) next(n int) []byte {
	if r.err || n > len(r.b) {
		r.err = true
		return make([]byte, n)
	}
	v := r.b[:n]
	r.b = r.b[n:]
	return v
}

func (r *reader) u16() uint16 { return binary.LittleEndian.Uint16(r.next(2)) }
func (r *reader) u32() uint32 { return binary.LittleEndian.Uint32(r.next(4)) }
func (r *reader) u64() uint64 { return binary.LittleEndian.Uint64(r.next(8)) }
