package device

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"

	"pace/voice"
)

// OutputRate is the rate in Hz of the shared output stream; Kokoro and OpenAI speech is 24 kHz,
// other audio is resampled to it.
const OutputRate = 24000

// ErrNoOutputDevice means no speaker could be opened. Oto's NewContext can succeed while the
// device fails to open in the background; OpenSpeakers waits for it and reports that here so the
// caller can fall back (write a file, show the text) or say so.
var ErrNoOutputDevice = errors.New("no audio output device")

// Oto allows one context per process, so every Speakers shares it.
var shared struct {
	once sync.Once
	ctx  *oto.Context
	err  error
}

var _ voice.Player = (*Speakers)(nil)

// Speakers plays audio on the default output device through Oto.
type Speakers struct {
	ctx *oto.Context
}

// OpenSpeakers opens the default output device (once per process; later calls return the same
// result) and waits until it is ready. Errors wrap ErrNoOutputDevice with Oto's reason.
func OpenSpeakers() (*Speakers, error) {
	shared.once.Do(func() {
		ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
			SampleRate:   OutputRate,
			ChannelCount: 1,
			Format:       oto.FormatSignedInt16LE,
			BufferSize:   50 * time.Millisecond,
		})
		if err != nil {
			shared.err = fmt.Errorf("open speakers: %w: %v", ErrNoOutputDevice, err)
			return
		}
		<-ready
		if err := ctx.Err(); err != nil {
			shared.err = fmt.Errorf("open speakers: %w: %v", ErrNoOutputDevice, err)
			return
		}
		shared.ctx = ctx
	})
	if shared.err != nil {
		return nil, shared.err
	}
	return &Speakers{ctx: shared.ctx}, nil
}

// pollInterval is how often Play checks whether Oto has drained the clip; Oto has no completion
// callback.
const pollInterval = 10 * time.Millisecond

// Play plays a (resampled to OutputRate) and returns when it has been played. When ctx is done it
// pauses at once and returns ctx.Err(). A device failure during playback is returned wrapped in
// ErrNoOutputDevice.
func (s *Speakers) Play(ctx context.Context, a voice.Audio) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	p := s.ctx.NewPlayer(bytes.NewReader(voice.EncodePCM(voice.Resample(a, OutputRate))))
	p.Play()
	t := time.NewTicker(pollInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			p.Pause()
			return ctx.Err()
		case <-t.C:
		}
		if err := s.ctx.Err(); err != nil {
			p.Pause()
			return fmt.Errorf("play: %w: %v", ErrNoOutputDevice, err)
		}
		if !p.IsPlaying() {
			return p.Err()
		}
	}
}
