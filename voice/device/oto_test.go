package device

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"pace/voice"
)

// Oto allows one context per process and opens the device once, so each case runs this test
// binary again with its own ALSA configuration: the null PCM plays to nowhere, and a configuration
// without PCMs has no device at all.
func TestSpeakers(t *testing.T) {
	if mode := os.Getenv("PACE_OTO_CASE"); mode != "" {
		speakersChild(t, mode)
		return
	}
	if runtime.GOOS != "linux" {
		t.Skip("the device cases steer ALSA through ALSA_CONFIG_PATH, which exists on Linux only")
	}
	for _, tc := range []struct{ mode, conf string }{
		{"plays", "pcm.!default { type null }\nctl.!default { type hw card 0 }\n"},
		{"nodevice", "pcm.!default { type hw card 99 }\n"},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			conf := filepath.Join(t.TempDir(), "asound.conf")
			if err := os.WriteFile(conf, []byte(tc.conf), 0o600); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(os.Args[0], "-test.run=^TestSpeakers$", "-test.v")
			cmd.Env = append(os.Environ(), "PACE_OTO_CASE="+tc.mode, "ALSA_CONFIG_PATH="+conf)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			t.Logf("%s", out)
		})
	}
}

func speakersChild(t *testing.T, mode string) {
	s, err := OpenSpeakers()
	switch mode {
	case "nodevice":
		if !errors.Is(err, ErrNoOutputDevice) {
			t.Fatalf("OpenSpeakers = %v, want ErrNoOutputDevice", err)
		}
		t.Logf("reported: %v", err)
		if _, again := OpenSpeakers(); !errors.Is(again, ErrNoOutputDevice) {
			t.Fatalf("second OpenSpeakers = %v", again)
		}
	case "plays":
		if err != nil {
			t.Skipf("ALSA null PCM unavailable: %v", err)
		}
		clip := voice.Audio{Rate: 22050, Samples: make([]int16, 22050/10)} // 100 ms
		// ALSA's null PCM takes frames as fast as they come, so only completion is checked.
		if err := s.Play(context.Background(), clip); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if err := s.Play(ctx, clip); !errors.Is(err, context.Canceled) {
			t.Errorf("cancelled Play = %v", err)
		}
	}
}
