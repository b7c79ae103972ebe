package voice

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

// ErrNoSystemVoice means the platform's speech command is missing (espeak-ng on Linux, say on
// macOS, PowerShell on Windows) or the platform has none.
var ErrNoSystemVoice = errors.New("no system voice")

var _ Synthesizer = (*SystemVoice)(nil)

// SystemVoice speaks with the operating system's own voice: espeak-ng --stdout on Linux and BSD
// (WAV on stdout), say -o file.wav --data-format=LEI16@22050 on macOS, System.Speech through
// PowerShell on Windows. Text goes in on stdin, never as an argument.
type SystemVoice struct {
	// GOOS selects the command; runtime.GOOS when empty.
	GOOS string
	// Voice is passed to the command when set (espeak-ng -v, say -v, SelectVoice).
	Voice string
}

// Synthesize returns text spoken by the system voice, or an error wrapping ErrNoSystemVoice.
func (v *SystemVoice) Synthesize(ctx context.Context, text string) (Audio, error) {
	goos := v.GOOS
	if goos == "" {
		goos = runtime.GOOS
	}
	dir, err := os.MkdirTemp("", "pace-voice-")
	if err != nil {
		return Audio{}, fmt.Errorf("system voice: %w", err)
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "speech.wav")

	var cmd *exec.Cmd
	switch goos {
	case "darwin":
		args := []string{"-o", out, "--data-format=LEI16@22050", "-f", "-"}
		if v.Voice != "" {
			args = append(args, "-v", v.Voice)
		}
		cmd = exec.CommandContext(ctx, "say", args...)
	case "windows":
		script := `Add-Type -AssemblyName System.Speech;` +
			`$s = New-Object System.Speech.Synthesis.SpeechSynthesizer;` +
			`if ($env:PACE_VOICE) { $s.SelectVoice($env:PACE_VOICE) };` +
			`$s.SetOutputToWaveFile($env:PACE_OUT); $s.Speak([Console]::In.ReadToEnd()); $s.Dispose()`
		cmd = exec.CommandContext(ctx, "powershell", "-NoProfile", "-NonInteractive", "-Command", script)
		cmd.Env = append(os.Environ(), "PACE_OUT="+out, "PACE_VOICE="+v.Voice)
	case "js", "wasip1", "ios", "android":
		return Audio{}, fmt.Errorf("system voice on %s: %w", goos, ErrNoSystemVoice)
	default:
		args := []string{"--stdout"}
		if v.Voice != "" {
			args = append(args, "-v", v.Voice)
		}
		cmd = exec.CommandContext(ctx, "espeak-ng", args...)
		out = ""
	}
	cmd.Stdin = strings.NewReader(text)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return Audio{}, ctx.Err()
		}
		if errors.Is(err, exec.ErrNotFound) {
			return Audio{}, fmt.Errorf("system voice: %w: %v", ErrNoSystemVoice, err)
		}
		return Audio{}, fmt.Errorf("system voice: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
	wav := stdout.Bytes()
	if out != "" {
		if wav, err = os.ReadFile(out); err != nil {
			return Audio{}, fmt.Errorf("system voice: %w", err)
		}
	}
	a, err := DecodeWAV(wav)
	if err != nil {
		return Audio{}, fmt.Errorf("system voice: %w", err)
	}
	return a, nil
}
