package voice

import (
	"testing"
	"unicode/utf8"
)

// FuzzDecodeWAV feeds DecodeWAV what servers might send: it must return audio or an error, never
// panic, whatever the sizes and formats claim.
func FuzzDecodeWAV(f *testing.F) {
	f.Add(EncodeWAV(Audio{Rate: 16000, Samples: []int16{1, -1, 300}}))
	f.Add(EncodeWAV(Audio{Rate: 24000})[:44])
	f.Add([]byte("RIFF\xff\xff\xff\xffWAVEfmt \x28\x00\x00\x00\xfe\xff\x02\x00"))
	f.Add([]byte("RIFF\x00\x00\x00\x00WAVEdata\xff\xff\xff\x7f"))
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := DecodeWAV(b)
		if err == nil && a.Rate <= 0 {
			t.Errorf("decoded audio with rate %d", a.Rate)
		}
	})
}

// FuzzSpokenText checks that cleaning never panics and yields valid UTF-8 split into sentences
// that are never empty.
func FuzzSpokenText(f *testing.F) {
	for _, s := range []string{"**Done** [1].", "<think>x", "| a | b |\n|---|", "Dr. Who? 3.5! ok…", "```go\nx\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := SpokenText(s)
		if utf8.ValidString(s) && !utf8.ValidString(out) {
			t.Errorf("SpokenText(%q) = %q, not UTF-8", s, out)
		}
		for _, p := range Sentences(out) {
			if p == "" {
				t.Errorf("empty sentence from %q", s)
			}
		}
		FilterTranscript(s, true)
	})
}
