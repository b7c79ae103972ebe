package voice

import (
	"strings"
	"unicode"
)

// artefacts are what Whisper-family recognizers are known to emit on silence or noise: whisper.cpp's
// special tokens and the subtitle credits and pleasantries that dominate their training data.
var artefacts = map[string]bool{
	"blank_audio": true, "blank audio": true, "silence": true, "music": true, "music playing": true,
	"applause": true, "laughter": true, "noise": true, "inaudible": true, "no speech": true,
	"sound": true, "background noise": true,
	"you": true, "thank you": true, "thanks": true, "thank you very much": true,
	"thanks for watching": true, "thank you for watching": true, "thank you so much for watching": true,
	"please subscribe": true, "subscribe": true, "bye": true, "okay": true, "so": true, "the end": true,
	"subtitles by the amaraorg community": true, "subtitles by amaraorg": true,
}

// FilterTranscript cleans a recognizer's text. It always trims whitespace and collapses a phrase
// repeated three or more times in a row (a Whisper decoding loop) to one. When nearSilent is true
// (see NearSilent) it also drops bracketed or parenthesised tags such as "[BLANK_AUDIO]" and
// "(music)" and returns "" if what remains is only a known artefact such as "Thank you." or "you".
// An empty result means nothing was heard.
func FilterTranscript(text string, nearSilent bool) string {
	text = collapseRepeats(strings.Join(strings.Fields(text), " "))
	if !nearSilent {
		return text
	}
	text = strings.Join(strings.Fields(stripTags(text)), " ")
	if artefacts[normalize(text)] || normalize(text) == "" {
		return ""
	}
	return text
}

// stripTags removes [..], (..) and *..* spans, how whisper.cpp marks non-speech.
func stripTags(s string) string {
	var b strings.Builder
	var close rune
	for _, r := range s {
		switch {
		case close != 0:
			if r == close {
				close = 0
			}
		case r == '[':
			close = ']'
		case r == '(':
			close = ')'
		case r == '♪':
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// normalize lower-cases s and keeps letters, digits, spaces and underscores.
func normalize(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == ' ' || r == '_' {
			b.WriteRune(r)
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// collapseRepeats keeps one copy of a sentence repeated three or more times in a row.
func collapseRepeats(s string) string {
	parts := Sentences(s)
	if len(parts) < 3 {
		return s
	}
	var out []string
	for i := 0; i < len(parts); {
		j := i + 1
		for j < len(parts) && normalize(parts[j]) == normalize(parts[i]) {
			j++
		}
		if j-i >= 3 {
			out = append(out, parts[i])
		} else {
			out = append(out, parts[i:j]...)
		}
		i = j
	}
	return strings.Join(out, " ")
}
