package voice

import (
	"errors"
	"os/exec"
	"testing"
	"time"
)

func TestEncodeDecodeWAVRoundTrip(t *testing.T) {
	in := Audio{Rate: SampleRate, Samples: []int16{0, 1, -1, 32767, -32768, 1234}}
	b := EncodeWAV(in)
	if len(b) != 44+2*len(in.Samples) {
		t.Fatalf("len = %d", len(b))
	}
	out, err := DecodeWAV(b)
	if err != nil {
		t.Fatal(err)
	}
	if out.Rate != in.Rate || len(out.Samples) != len(in.Samples) {
		t.Fatalf("got %d Hz × %d, want %d Hz × %d", out.Rate, len(out.Samples), in.Rate, len(in.Samples))
	}
	for i := range in.Samples {
		if out.Samples[i] != in.Samples[i] {
			t.Errorf("sample %d = %d, want %d", i, out.Samples[i], in.Samples[i])
		}
	}
}

// TestDecodeWAVFormats decodes the spoken fixture as sox writes it in the encodings speech servers
// and system voices return. sox writes WAVE_FORMAT_EXTENSIBLE for 24-bit and for >2 channels.
func TestDecodeWAVFormats(t *testing.T) {
	ref := Resample(Trim(mustDecode(t, sox(t, "ref.wav", "-r", "22050", "-c", "1", "-b", "16")), 0), 22050)
	for _, tc := range []struct {
		name string
		opts []string
		rate int
	}{
		{"16-bit mono 16 kHz", []string{"-r", "16000", "-c", "1", "-b", "16"}, 16000},
		{"16-bit stereo 24 kHz", []string{"-r", "24000", "-c", "2", "-b", "16"}, 24000},
		{"8-bit unsigned 22.05 kHz", []string{"-r", "22050", "-c", "1", "-b", "8", "-e", "unsigned"}, 22050},
		{"24-bit extensible 48 kHz", []string{"-r", "48000", "-c", "1", "-b", "24"}, 48000},
		{"32-bit float stereo 44.1 kHz", []string{"-r", "44100", "-c", "2", "-b", "32", "-e", "float"}, 44100},
		{"32-bit int 4 channels", []string{"-r", "16000", "-c", "4", "-b", "32", "-e", "signed"}, 16000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := mustDecode(t, sox(t, "fmt.wav", tc.opts...))
			if a.Rate != tc.rate {
				t.Errorf("rate = %d, want %d", a.Rate, tc.rate)
			}
			if d := a.Duration(); d < 2200*time.Millisecond || d > 2600*time.Millisecond {
				t.Errorf("duration = %v, want about 2.4 s", d)
			}
			// Same speech, same loudness within the resampling and quantisation error.
			if got, want := RMS(a.Samples), RMS(ref.Samples); got < want*0.8 || got > want*1.25 {
				t.Errorf("RMS = %.4f, want about %.4f", got, want)
			}
		})
	}
}

// espeak-ng --stdout cannot seek back, so its RIFF and data sizes are placeholders (0x7ffff000-ish).
func TestDecodeWAVStreamedSizes(t *testing.T) {
	fixtureDir(t)
	out, err := exec.Command("espeak-ng", "--stdout", "hello there").Output()
	if err != nil {
		t.Fatal(err)
	}
	a := mustDecode(t, out)
	if a.Rate != 22050 || len(a.Samples) != (len(out)-44)/2 {
		t.Errorf("got %d Hz × %d samples from %d bytes", a.Rate, len(a.Samples), len(out))
	}
}

func TestDecodeWAVErrors(t *testing.T) {
	good := EncodeWAV(Audio{Rate: 8000, Samples: []int16{1, 2}})
	adpcm := append([]byte(nil), good...)
	adpcm[20] = 2 // Microsoft ADPCM
	noData := append([]byte(nil), good[:36]...)
	for _, tc := range []struct {
		name string
		in   []byte
		want error
	}{
		{"empty", nil, ErrNotWAV},
		{"mp3", []byte("ID3\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00"), ErrNotWAV},
		{"no data chunk", noData, ErrNotWAV},
		{"adpcm", adpcm, ErrUnsupportedWAV},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := DecodeWAV(tc.in); !errors.Is(err, tc.want) {
				t.Errorf("err = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestResample(t *testing.T) {
	a := tone(24000, 1, 440, 0.5)
	b := Resample(a, SampleRate)
	if b.Rate != SampleRate || len(b.Samples) != SampleRate {
		t.Fatalf("got %d Hz × %d", b.Rate, len(b.Samples))
	}
	if got, want := RMS(b.Samples), RMS(a.Samples); got < want*0.97 || got > want*1.03 {
		t.Errorf("RMS %.4f, want %.4f", got, want)
	}
}

func TestPCMRoundTrip(t *testing.T) {
	a := Audio{Rate: PCMRate, Samples: []int16{-32768, -1, 0, 1, 32767}}
	b := DecodePCM(EncodePCM(a), PCMRate)
	for i := range a.Samples {
		if a.Samples[i] != b.Samples[i] {
			t.Fatalf("%v != %v", b.Samples, a.Samples)
		}
	}
}

func mustDecode(tb testing.TB, b []byte) Audio {
	tb.Helper()
	a, err := DecodeWAV(b)
	if err != nil {
		tb.Fatal(err)
	}
	return a
}
