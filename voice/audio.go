// Package voice turns speech into text and text into speech for Pace: WAV and PCM handling, silence
// trimming and levels, clients for the whisper.cpp server and OpenAI-compatible audio APIs, the
// system-voice fallback, a sentence-by-sentence Speaker and the push-to-talk Session that ties them
// together. Devices (microphone, speakers) live in voice/device, the global hotkey in voice/hotkey and
// the sidecar process supervisor in voice/sidecar, so that this package stays free of cgo and display
// dependencies.
package voice

import "time"

// SampleRate is the capture and speech-to-text rate in Hz: whisper.cpp expects 16 kHz mono.
const SampleRate = 16000

// Audio is mono signed 16-bit PCM: Samples[i] is one frame, Rate is in Hz.
type Audio struct {
	Rate    int
	Samples []int16
}

// Duration is the playing time of a.
func (a Audio) Duration() time.Duration {
	if a.Rate <= 0 {
		return 0
	}
	return time.Duration(len(a.Samples)) * time.Second / time.Duration(a.Rate)
}

// Resample returns a at rate Hz using linear interpolation; good enough for speech going to a
// recognizer or a speaker, not for music. It returns a unchanged when the rates match.
func Resample(a Audio, rate int) Audio {
	if a.Rate == rate || a.Rate <= 0 || rate <= 0 || len(a.Samples) == 0 {
		if a.Rate <= 0 || len(a.Samples) == 0 {
			return Audio{Rate: rate, Samples: a.Samples}
		}
		return a
	}
	n := int(int64(len(a.Samples)) * int64(rate) / int64(a.Rate))
	out := make([]int16, n)
	step := float64(a.Rate) / float64(rate)
	last := len(a.Samples) - 1
	for i := range out {
		pos := float64(i) * step
		j := int(pos)
		if j >= last {
			out[i] = a.Samples[last]
			continue
		}
		frac := pos - float64(j)
		out[i] = int16(float64(a.Samples[j])*(1-frac) + float64(a.Samples[j+1])*frac)
	}
	return Audio{Rate: rate, Samples: out}
}

// DecodePCM reads raw little-endian signed 16-bit mono PCM at rate Hz (the "pcm" response format of
// OpenAI-compatible speech servers; Kokoro-FastAPI sends 24 kHz). A trailing odd byte is dropped.
func DecodePCM(b []byte, rate int) Audio {
	s := make([]int16, len(b)/2)
	for i := range s {
		s[i] = int16(uint16(b[2*i]) | uint16(b[2*i+1])<<8)
	}
	return Audio{Rate: rate, Samples: s}
}

// EncodePCM writes a's samples as raw little-endian signed 16-bit bytes.
func EncodePCM(a Audio) []byte {
	b := make([]byte, 2*len(a.Samples))
	for i, v := range a.Samples {
		b[2*i] = byte(v)
		b[2*i+1] = byte(uint16(v) >> 8)
	}
	return b
}
