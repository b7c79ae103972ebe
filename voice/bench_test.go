package voice

import (
	"context"
	"net/http"
	"testing"
	"time"
)

// BenchmarkKeyUpToRequest measures Pace's own overhead from key-up (Release) to the speech-to-text
// request arriving at an instantly answering whisper.cpp server: stop the source, resample, trim,
// check, encode the WAV, build the multipart body, send. Target: under 50 ms.
func BenchmarkKeyUpToRequest(b *testing.B) {
	arrived := make(chan time.Time, 1)
	srv := serve(b, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		arrived <- time.Now()
		w.Write([]byte(`{"text":" add a task to water the plants tomorrow\n"}`))
	}))
	s := &Session{
		Source:     &FileSource{Audio: phraseAudio(b)}, // 3.4 s as pressed, 2.7 s after trimming
		Recognizer: NewWhisper(srv.URL, srv.Client()),
		Turn:       func(context.Context, string) (string, error) { return "", nil },
	}
	var total time.Duration
	b.ResetTimer()
	for b.Loop() {
		s.Press()
		keyUp := time.Now()
		if _, err := s.Release(context.Background()); err != nil {
			b.Fatal(err)
		}
		total += (<-arrived).Sub(keyUp)
	}
	reportTarget(b, "ms-keyup-to-request", total, 50*time.Millisecond)
}

// BenchmarkReplyToFirstAudio measures from a reply's text to its first sentence's audio being
// handed to the player, with an instantly answering OpenAI-compatible speech server (WAV).
// Target: under 100 ms.
func BenchmarkReplyToFirstAudio(b *testing.B) {
	srv := serve(b, &fakeOpenAI{t: b})
	rec := &Recorder{}
	s := &Speaker{TTS: NewSpeech(srv.URL, srv.Client(), "kokoro", "af_heart"), Player: rec}
	reply := "Added **water the plants** for tomorrow [1]. You have three tasks due then. Say undo to take it back."
	var total time.Duration
	b.ResetTimer()
	for b.Loop() {
		n := len(rec.Clips())
		start := time.Now()
		if err := s.Speak(context.Background(), reply); err != nil {
			b.Fatal(err)
		}
		total += rec.Clips()[n].At.Sub(start)
	}
	reportTarget(b, "ms-reply-to-first-audio", total, 100*time.Millisecond)
}

// BenchmarkReplyToFirstAudioSystemVoice is the same with the speech server down inside its outage
// memo, so the first sentence comes from espeak-ng (a process start per sentence). No target: it
// shows what the fallback costs.
func BenchmarkReplyToFirstAudioSystemVoice(b *testing.B) {
	fixtureDir(b) // skips without espeak-ng
	rec := &Recorder{}
	s := &Speaker{TTS: NewSpeech(downURL(b), nil, "kokoro", "af_heart"), Fallback: &SystemVoice{}, Player: rec}
	reply := "Added **water the plants** for tomorrow [1]. You have three tasks due then. Say undo to take it back."
	var total time.Duration
	b.ResetTimer()
	for b.Loop() {
		n := len(rec.Clips())
		start := time.Now()
		if err := s.Speak(context.Background(), reply); err != nil {
			b.Fatal(err)
		}
		total += rec.Clips()[n].At.Sub(start)
	}
	reportTarget(b, "ms-reply-to-first-audio", total, 0)
}

func reportTarget(b *testing.B, unit string, total, target time.Duration) {
	b.Helper()
	mean := total / time.Duration(b.N)
	b.ReportMetric(float64(mean.Microseconds())/1000, unit)
	if target > 0 && mean > target {
		b.Errorf("mean %v, target under %v", mean, target)
	}
}
