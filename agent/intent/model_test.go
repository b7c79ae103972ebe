package intent

import (
	"errors"
	"math"
	"testing"
)

func TestDefaultLoads(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if len(weights) > 2<<20 {
		t.Errorf("weights are %d bytes, want ≤ 2 MB", len(weights))
	}
	for _, l := range []string{"createTask", "deleteTask", "queryTasks", "other", "cancel"} {
		found := false
		for _, ml := range m.Labels {
			found = found || ml == l
		}
		if !found {
			t.Errorf("label %s missing from %v", l, m.Labels)
		}
	}
	if m.Temperature <= 0 {
		t.Errorf("temperature %v", m.Temperature)
	}
}

func TestPredictIsADistribution(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"", "remind me to water the ferns", "ⱥⱦß", "what's the weather in Lyon", "\x86\x86"} {
		sc := m.Predict(in, nil)
		sum := 0.0
		for i, s := range sc {
			sum += s.P
			if i > 0 && s.P > sc[i-1].P {
				t.Errorf("%q: not sorted at %d", in, i)
			}
		}
		if math.Abs(sum-1) > 1e-9 {
			t.Errorf("%q: probabilities sum to %v", in, sum)
		}
	}
}

// TestEncodeDecode: a model survives the file format up to int16
// quantization of the weights.
func TestEncodeDecode(t *testing.T) {
	m := &Model{Labels: []string{"a", "b"}, Temperature: 1.5, Bias: []float32{0.5, -0.5}, W: make([]float32, Buckets*2)}
	m.W[7], m.W[Buckets] = 2, -1
	got, err := Decode(m.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if got.Temperature != 1.5 || got.Labels[1] != "b" || got.Bias[0] != 0.5 || math.Abs(float64(got.W[7]-2)) > 1e-3 || math.Abs(float64(got.W[Buckets]+1)) > 1e-3 {
		t.Errorf("round trip: %+v", got.Labels)
	}
}

func TestDecodeRejects(t *testing.T) {
	good := (&Model{Labels: []string{"a"}, Temperature: 1, Bias: []float32{0}, W: make([]float32, Buckets)}).Encode()
	for name, b := range map[string][]byte{
		"empty": nil, "magic": []byte("NOTPACE1xxxxxxxx"), "short": good[:len(good)-1], "long": append(append([]byte{}, good...), 0),
	} {
		if _, err := Decode(b); !errors.Is(err, ErrFormat) {
			t.Errorf("%s: err = %v, want ErrFormat", name, err)
		}
	}
}

func TestTrainSeparates(t *testing.T) {
	var exs []Example
	for _, s := range []string{"remind me to buy eggs", "remind me to call mum", "remind me to pay rent", "remind me to book the vet", "remind me to fix the tap"} {
		exs = append(exs, Example{Text: s, Label: "createTask"})
	}
	for _, s := range []string{"what's the weather", "play some jazz", "set an alarm", "tell me a joke", "turn on the lights"} {
		exs = append(exs, Example{Text: s, Label: "other"})
	}
	o := DefaultOptions
	o.Folds = 2
	m, rep := Train(exs, o)
	if rep.Examples != 10 {
		t.Errorf("report covers %d examples", rep.Examples)
	}
	if top := m.Predict("remind me to water the plants", nil)[0].Label; top != "createTask" {
		t.Errorf("top = %s", top)
	}
	a, b := m.Encode(), func() []byte { m2, _ := Train(exs, o); return m2.Encode() }()
	if string(a) != string(b) {
		t.Error("training twice gave different bytes")
	}
}

// BenchmarkLoad decodes the committed weights (target < 50 ms).
func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if _, err := Decode(weights); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPredict(b *testing.B) {
	m, err := Default()
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		m.Predict("could you remind me to pick up the dry cleaning on friday", []string{"rule=remind-me", "tool=createTask"})
	}
}
