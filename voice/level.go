package voice

import (
	"errors"
	"math"
	"time"
)

// ErrNothingHeard means a push-to-talk press was too short or too quiet to hold speech, or the
// recognizer heard only its own artefacts. The app answers "I didn't catch that"; the recognizer is
// not called for audio that fails Heard.
var ErrNothingHeard = errors.New("nothing heard")

// Silence detection defaults, as RMS of full scale (1.0 = a full-scale square wave).
const (
	// DefaultSilenceRMS is -40 dBFS: above a quiet room's noise floor, below soft speech.
	DefaultSilenceRMS = 0.01
	// MinSpeech is the shortest voiced stretch worth sending to the recognizer.
	MinSpeech = 250 * time.Millisecond
	// nearSilentRMS is -34 dBFS over the trimmed clip; below it recognizers tend to hallucinate.
	nearSilentRMS = 0.02

	frameDur = 20 * time.Millisecond  // analysis frame for trimming
	trimPad  = 150 * time.Millisecond // kept around speech so soft consonants survive
)

// RMS is the root mean square of samples scaled to 0..1 of full scale; 0 for no samples.
func RMS(samples []int16) float64 {
	if len(samples) == 0 {
		return 0
	}
	var sum float64
	for _, s := range samples {
		v := float64(s) / 32768
		sum += v * v
	}
	return math.Sqrt(sum / float64(len(samples)))
}

// Level maps samples to 0..1 for a level meter: RMS in dBFS from -60 dB (0) to 0 dB (1), so that
// ordinary speech (about -30 to -15 dBFS) fills half the meter or more.
func Level(samples []int16) float64 {
	r := RMS(samples)
	if r <= 0 {
		return 0
	}
	db := 20 * math.Log10(r)
	return math.Max(0, math.Min(1, (db+60)/60))
}

// Trim drops leading and trailing silence: 20 ms frames whose RMS is below threshold (0..1 of full
// scale; DefaultSilenceRMS when 0), keeping 150 ms of padding on each side. It returns an empty
// Audio when no frame reaches the threshold.
func Trim(a Audio, threshold float64) Audio {
	if threshold <= 0 {
		threshold = DefaultSilenceRMS
	}
	frame := max(1, int(int64(a.Rate)*int64(frameDur)/int64(time.Second)))
	first, last := -1, -1
	for i := 0; i < len(a.Samples); i += frame {
		end := min(len(a.Samples), i+frame)
		if RMS(a.Samples[i:end]) >= threshold {
			if first < 0 {
				first = i
			}
			last = end
		}
	}
	if first < 0 {
		return Audio{Rate: a.Rate}
	}
	pad := int(int64(a.Rate) * int64(trimPad) / int64(time.Second))
	return Audio{Rate: a.Rate, Samples: a.Samples[max(0, first-pad):min(len(a.Samples), last+pad)]}
}

// Heard returns ErrNothingHeard unless a holds at least MinSpeech of 20 ms frames at or above
// DefaultSilenceRMS: a tap of the key, a click or room noise is not worth a recognizer call.
func Heard(a Audio) error {
	if voiced(a) < MinSpeech {
		return ErrNothingHeard
	}
	return nil
}

// voiced is the total length of frames at or above DefaultSilenceRMS.
func voiced(a Audio) time.Duration {
	frame := max(1, int(int64(a.Rate)*int64(frameDur)/int64(time.Second)))
	var n int
	for i := 0; i < len(a.Samples); i += frame {
		end := min(len(a.Samples), i+frame)
		if RMS(a.Samples[i:end]) >= DefaultSilenceRMS {
			n += end - i
		}
	}
	if a.Rate <= 0 {
		return 0
	}
	return time.Duration(n) * time.Second / time.Duration(a.Rate)
}

// NearSilent reports whether a is so quiet overall that a recognizer's output is likely an
// artefact ("[BLANK_AUDIO]", "Thank you."); see FilterTranscript.
func NearSilent(a Audio) bool {
	return RMS(a.Samples) < nearSilentRMS
}
