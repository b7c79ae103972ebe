package voice

import (
	"context"
	"sync"
	"time"
)

// Player plays audio. Play blocks until a has been played or ctx is done; on ctx done it stops
// at once and returns ctx.Err(). Implementations: device.Oto for speakers, Recorder for tests and
// for writing a file.
type Player interface {
	Play(ctx context.Context, a Audio) error
}

var _ Player = (*Recorder)(nil)

// Clip is audio handed to a Recorder and when.
type Clip struct {
	At    time.Time
	Audio Audio
}

// Recorder is a Player that keeps what it is handed instead of playing it, returning at once.
// The zero value is ready; Now defaults to time.Now.
type Recorder struct {
	Now func() time.Time

	mu    sync.Mutex
	clips []Clip
}

// Play records a.
func (r *Recorder) Play(ctx context.Context, a Audio) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	now := time.Now
	if r.Now != nil {
		now = r.Now
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.clips = append(r.clips, Clip{At: now(), Audio: a})
	return nil
}

// Clips returns the clips handed to Play so far, oldest first.
func (r *Recorder) Clips() []Clip {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Clip(nil), r.clips...)
}

// Audio returns all clips joined at the rate of the first, resampling others to it.
func (r *Recorder) Audio() Audio {
	clips := r.Clips()
	if len(clips) == 0 {
		return Audio{}
	}
	out := Audio{Rate: clips[0].Audio.Rate}
	for _, c := range clips {
		out.Samples = append(out.Samples, Resample(c.Audio, out.Rate).Samples...)
	}
	return out
}

// WAV returns Audio encoded with EncodeWAV, for `pace say --out file.wav`.
func (r *Recorder) WAV() []byte {
	a := r.Audio()
	if a.Rate == 0 {
		a.Rate = SampleRate
	}
	return EncodeWAV(a)
}
