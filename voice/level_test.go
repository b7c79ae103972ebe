package voice

import (
	"errors"
	"math"
	"testing"
	"time"
)

func TestRMSAndLevel(t *testing.T) {
	for _, tc := range []struct {
		name      string
		in        []int16
		rms, lvl  float64
		tolerance float64
	}{
		{"no samples", nil, 0, 0, 0},
		{"digital silence", make([]int16, 100), 0, 0, 0},
		{"full-scale square", []int16{32767, -32768, 32767, -32768}, 1, 1, 0.001},
		{"sine at half scale", tone(16000, 1, 440, 0.5).Samples, 0.5 / math.Sqrt2, (20*math.Log10(0.5/math.Sqrt2) + 60) / 60, 0.001},
		{"-60 dBFS floor", tone(16000, 1, 440, 0.001*math.Sqrt2).Samples, 0.001, 0, 0.001},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := RMS(tc.in); math.Abs(got-tc.rms) > tc.tolerance {
				t.Errorf("RMS = %.4f, want %.4f", got, tc.rms)
			}
			if got := Level(tc.in); math.Abs(got-tc.lvl) > tc.tolerance+0.01 || got < 0 || got > 1 {
				t.Errorf("Level = %.4f, want %.4f", got, tc.lvl)
			}
		})
	}
}

func TestTrim(t *testing.T) {
	a := join(silence(16000, 1), tone(16000, 0.5, 300, 0.3), silence(16000, 2))
	got := Trim(a, 0).Duration()
	if want := 800 * time.Millisecond; got < want-30*time.Millisecond || got > want+30*time.Millisecond {
		t.Errorf("trimmed to %v, want %v (0.5 s tone + 2 × 150 ms padding)", got, want)
	}
	if d := Trim(silence(16000, 1), 0).Duration(); d != 0 {
		t.Errorf("silence trimmed to %v, want 0", d)
	}
}

func TestTrimSpokenFixture(t *testing.T) {
	a := phraseAudio(t)
	tr := Trim(a, 0)
	if tr.Duration() >= a.Duration()-800*time.Millisecond || tr.Duration() < 2*time.Second {
		t.Errorf("trimmed %v to %v; want the 2 × 0.5 s padding gone and the speech kept", a.Duration(), tr.Duration())
	}
}

func TestHeard(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   Audio
		want error
	}{
		{"nothing", Audio{Rate: 16000}, ErrNothingHeard},
		{"silence", silence(16000, 2), ErrNothingHeard},
		{"room noise", noise(16000, 2, 0.003), ErrNothingHeard},
		{"key click", join(silence(16000, 0.3), tone(16000, 0.06, 2000, 0.8), silence(16000, 0.3)), ErrNothingHeard},
		{"half a second of voice", join(silence(16000, 0.3), tone(16000, 0.5, 200, 0.2)), nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := Heard(Trim(tc.in, 0)); !errors.Is(err, tc.want) {
				t.Errorf("Heard = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestHeardSpokenFixture(t *testing.T) {
	a := Trim(phraseAudio(t), 0)
	if err := Heard(a); err != nil {
		t.Fatal(err)
	}
	if NearSilent(a) {
		t.Errorf("spoken phrase reported near-silent (RMS %.4f)", RMS(a.Samples))
	}
}

// noise is deterministic uniform noise at the given RMS.
func noise(rate int, d, rms float64) Audio {
	s := make([]int16, int(float64(rate)*d))
	x := uint32(2463534242)
	amp := rms * math.Sqrt(3) * 32767
	for i := range s {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		s[i] = int16(amp * (float64(x)/math.MaxUint32*2 - 1))
	}
	return Audio{Rate: rate, Samples: s}
}
