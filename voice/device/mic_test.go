package device

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/gen2brain/malgo"

	"pace/voice"
)

// The Go constant malgo.BackendNull is not miniaudio's null backend; NullBackend is.
func TestNullBackendConstant(t *testing.T) {
	if malgo.BackendNull != 13 || NullBackend != 14 {
		t.Fatalf("malgo.BackendNull = %d, NullBackend = %d; re-check miniaudio.h's ma_backend enum", malgo.BackendNull, NullBackend)
	}
	// Asking for malgo.BackendNull selects ma_backend_custom, which has no callbacks here.
	if ctx, err := malgo.InitContext([]malgo.Backend{malgo.BackendNull}, malgo.ContextConfig{}, nil); err == nil {
		freeContext(ctx)
		t.Error("malgo.BackendNull opened a context; expected ma_backend_custom to fail without callbacks")
	}
}

func TestMicCapturesFromNullBackend(t *testing.T) {
	chunks := make(chan float64, 1000)
	m := &Mic{Backends: []malgo.Backend{NullBackend}}
	if err := m.Start(func(l float64) { chunks <- l }); err != nil {
		t.Skipf("miniaudio null backend unavailable: %v", err)
	}
	for range 10 { // ten chunks, about 100 ms
		if l := <-chunks; l != 0 {
			t.Errorf("level %v from a silent device", l)
		}
	}
	a, err := m.Stop()
	if err != nil {
		t.Fatal(err)
	}
	if a.Rate != voice.SampleRate || len(a.Samples) < 800 {
		t.Errorf("captured %d samples at %d Hz", len(a.Samples), a.Rate)
	}
	if voice.Heard(voice.Trim(a, 0)) == nil {
		t.Error("silence from the null device was heard as speech")
	}
}

func TestMicStopsGrowingAtMaxDuration(t *testing.T) {
	full := make(chan struct{})
	var calls atomic.Int32
	m := &Mic{Backends: []malgo.Backend{NullBackend}, MaxDuration: 50 * time.Millisecond,
		OnFull: func() {
			if calls.Add(1) == 1 {
				close(full)
			}
		}}
	if err := m.Start(nil); err != nil {
		t.Skipf("miniaudio null backend unavailable: %v", err)
	}
	<-full
	a, _ := m.Stop()
	if len(a.Samples) != 800 {
		t.Errorf("captured %d samples, want 800 (50 ms at 16 kHz)", len(a.Samples))
	}
	if calls.Load() != 1 {
		t.Errorf("OnFull called %d times", calls.Load())
	}
	// A stopped mic can be stopped again and started again.
	if a, _ := m.Stop(); len(a.Samples) != 0 {
		t.Error("second Stop returned audio")
	}
}
