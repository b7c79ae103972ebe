// Package device opens the machine's audio hardware for package voice: the microphone through
// miniaudio (github.com/gen2brain/malgo) and the speakers through Oto (github.com/ebitengine/oto/v3).
// It is the only voice package that needs cgo and audio libraries at run time.
package device

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/gen2brain/malgo"

	"pace/voice"
)

// NullBackend selects miniaudio's null backend, a clock-driven device that captures silence and
// discards playback, for tests on machines without sound hardware. malgo v0.11.24's own
// malgo.BackendNull is 13, which is ma_backend_custom in miniaudio.h's ma_backend enum (malgo's Go
// list leaves out ma_backend_custom); ma_backend_null is 14.
const NullBackend = malgo.Backend(malgo.BackendNull + 1)

// DefaultMaxDuration caps one push-to-talk capture.
const DefaultMaxDuration = 60 * time.Second

// ErrNoInputDevice means no microphone could be opened; the error wraps miniaudio's reason.
var ErrNoInputDevice = errors.New("no audio input device")

var _ voice.Source = (*Mic)(nil)

// Mic captures the default microphone at voice.SampleRate (16 kHz), mono, signed 16-bit, with
// miniaudio converting from whatever the hardware gives. Capture stops growing at MaxDuration;
// OnFull is then called once so the app can end the press as if the key were released.
type Mic struct {
	// Backends to try in order; nil uses miniaudio's platform order. Tests use NullBackend.
	Backends    []malgo.Backend
	MaxDuration time.Duration // DefaultMaxDuration when 0
	OnFull      func()        // called from the audio thread; must not block

	mu      sync.Mutex
	ctx     *malgo.AllocatedContext
	dev     *malgo.Device
	samples []int16
	full    bool
}

// Start opens the microphone and begins capturing. level, if set, is called from the audio thread
// with voice.Level of each chunk (about every 10 ms). It returns an error wrapping
// ErrNoInputDevice when no capture device opens.
func (m *Mic) Start(level func(float64)) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.dev != nil {
		return nil
	}
	ctx, err := malgo.InitContext(m.Backends, malgo.ContextConfig{}, nil)
	if err != nil {
		return fmt.Errorf("open microphone: %w: %v", ErrNoInputDevice, err)
	}
	limit := int((m.maxDuration() * voice.SampleRate) / time.Second)
	m.samples = make([]int16, 0, min(limit, 10*voice.SampleRate))
	m.full = false

	cfg := malgo.DefaultDeviceConfig(malgo.Capture)
	cfg.Capture.Format = malgo.FormatS16
	cfg.Capture.Channels = 1
	cfg.SampleRate = voice.SampleRate
	onData := func(_, in []byte, frames uint32) {
		chunk := voice.DecodePCM(in, voice.SampleRate).Samples
		m.mu.Lock()
		room := limit - len(m.samples)
		fill := !m.full && room <= len(chunk)
		if room > 0 {
			m.samples = append(m.samples, chunk[:min(room, len(chunk))]...)
		}
		if fill {
			m.full = true
		}
		m.mu.Unlock()
		if level != nil {
			level(voice.Level(chunk))
		}
		if fill && m.OnFull != nil {
			m.OnFull()
		}
	}
	dev, err := malgo.InitDevice(ctx.Context, cfg, malgo.DeviceCallbacks{Data: onData})
	if err != nil {
		freeContext(ctx)
		return fmt.Errorf("open microphone: %w: %v", ErrNoInputDevice, err)
	}
	if err := dev.Start(); err != nil {
		dev.Uninit()
		freeContext(ctx)
		return fmt.Errorf("start microphone: %w: %v", ErrNoInputDevice, err)
	}
	m.ctx, m.dev = ctx, dev
	return nil
}

// Stop closes the microphone and returns what it captured (16 kHz mono), at most MaxDuration.
func (m *Mic) Stop() (voice.Audio, error) {
	m.mu.Lock()
	dev, ctx := m.dev, m.ctx
	m.dev, m.ctx = nil, nil
	m.mu.Unlock()
	if dev == nil {
		return voice.Audio{Rate: voice.SampleRate}, nil
	}
	// Uninit waits for the audio thread, so it runs without m.mu held: the data callback takes it.
	dev.Uninit()
	freeContext(ctx)
	m.mu.Lock()
	defer m.mu.Unlock()
	a := voice.Audio{Rate: voice.SampleRate, Samples: m.samples}
	m.samples = nil
	return a, nil
}

func (m *Mic) maxDuration() time.Duration {
	if m.MaxDuration > 0 {
		return m.MaxDuration
	}
	return DefaultMaxDuration
}

func freeContext(ctx *malgo.AllocatedContext) {
	_ = ctx.Uninit()
	ctx.Free()
}
