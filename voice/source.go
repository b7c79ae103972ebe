package voice

import (
	"fmt"
	"os"
)

// Source is where push-to-talk audio comes from: device.Mic for the microphone, FileSource for a
// file or a test fixture.
type Source interface {
	// Start begins capturing. level, if not nil, is called with Level (0..1) of each chunk as it
	// arrives, possibly from an audio thread: keep it short and hand off to the UI goroutine.
	Start(level func(float64)) error
	// Stop ends capturing and returns what was heard, mono 16-bit at any rate.
	Stop() (Audio, error)
}

var _ Source = (*FileSource)(nil)

// FileSource is a Source that "captures" fixed audio: `pace listen --file` and tests feed a WAV
// file through the same Session as the microphone.
type FileSource struct {
	Audio Audio
}

// OpenWAV reads a WAV file (see DecodeWAV) into a FileSource.
func OpenWAV(path string) (*FileSource, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("open wav: %w", err)
	}
	a, err := DecodeWAV(b)
	if err != nil {
		return nil, fmt.Errorf("open wav %s: %w", path, err)
	}
	return &FileSource{Audio: a}, nil
}

// Start reports the file's level once.
func (f *FileSource) Start(level func(float64)) error {
	if level != nil {
		level(Level(f.Audio.Samples))
	}
	return nil
}

// Stop returns the file's audio.
func (f *FileSource) Stop() (Audio, error) { return f.Audio, nil }
