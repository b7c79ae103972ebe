package voice

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// The spoken fixture is made at test time (never a binary blob in the repository): espeak-ng says
// the phrase, sox converts it to 16 kHz mono 16-bit and pads it with half a second of silence on
// each side, as a push-to-talk press would capture it.
const phrase = "add a task to water the plants tomorrow"

var fixtures struct {
	once sync.Once
	dir  string
	err  string
}

func fixtureDir(tb testing.TB) string {
	tb.Helper()
	fixtures.once.Do(func() {
		for _, tool := range []string{"espeak-ng", "sox"} {
			if _, err := exec.LookPath(tool); err != nil {
				fixtures.err = tool + " is not installed (apt-get install espeak-ng sox); spoken fixtures cannot be generated"
				return
			}
		}
		dir, err := os.MkdirTemp("", "pace-voice-fixtures-")
		if err != nil {
			fixtures.err = err.Error()
			return
		}
		fixtures.dir = dir
		run := func(name string, args ...string) {
			if fixtures.err != "" {
				return
			}
			if out, err := exec.Command(name, args...).CombinedOutput(); err != nil {
				fixtures.err = name + " " + strings.Join(args, " ") + ": " + err.Error() + ": " + string(out)
			}
		}
		p := func(f string) string { return filepath.Join(dir, f) }
		run("espeak-ng", "-w", p("espeak.wav"), phrase)
		run("sox", p("espeak.wav"), "-r", "16000", "-c", "1", "-b", "16", p("phrase.wav"), "pad", "0.5", "0.5")
	})
	if fixtures.err != "" {
		tb.Skip(fixtures.err)
	}
	return fixtures.dir
}

// fixture returns a file generated in fixtureDir, e.g. "phrase.wav".
func fixture(tb testing.TB, name string) []byte {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join(fixtureDir(tb), name))
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// sox converts the phrase fixture with the given output options into name and returns its bytes.
func sox(tb testing.TB, name string, opts ...string) []byte {
	tb.Helper()
	dir := fixtureDir(tb)
	out := filepath.Join(dir, name)
	args := append([]string{filepath.Join(dir, "espeak.wav")}, opts...)
	args = append(args, out)
	if b, err := exec.Command("sox", args...).CombinedOutput(); err != nil {
		tb.Fatalf("sox %v: %v: %s", args, err, b)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

func phraseAudio(tb testing.TB) Audio {
	tb.Helper()
	a, err := DecodeWAV(fixture(tb, "phrase.wav"))
	if err != nil {
		tb.Fatal(err)
	}
	return a
}

// tone is a sine wave of freq Hz at amplitude amp (0..1 of full scale).
func tone(rate int, d float64, freq, amp float64) Audio {
	s := make([]int16, int(float64(rate)*d))
	for i := range s {
		s[i] = int16(amp * 32767 * math.Sin(2*math.Pi*freq*float64(i)/float64(rate)))
	}
	return Audio{Rate: rate, Samples: s}
}

func silence(rate int, d float64) Audio {
	return Audio{Rate: rate, Samples: make([]int16, int(float64(rate)*d))}
}

func join(parts ...Audio) Audio {
	out := Audio{Rate: parts[0].Rate}
	for _, p := range parts {
		out.Samples = append(out.Samples, p.Samples...)
	}
	return out
}

func TestMain(m *testing.M) {
	code := m.Run()
	if fixtures.dir != "" {
		os.RemoveAll(fixtures.dir)
	}
	os.Exit(code)
}
