package rag

import (
	"crypto/sha256"
	"encoding/hex"
	"unicode"
	"unicode/utf8"

	"pace/store"
)

// PassageWords is the passage length the chunker aims at, in words.
const PassageWords = 80

// Chunk cuts a note body into passages of about PassageWords words made of
// whole sentences (see Sentences). Each passage after the first starts with
// the previous passage's last sentence, so an answer that straddles a cut is
// still found whole. A sentence over twice PassageWords is cut at word
// boundaries. Offsets are bytes into body; ContentHash keys the embedding of
// title plus passage.
func Chunk(title, body string) []store.Chunk {
	spans := splitLong(body, Sentences(body), 2*PassageWords)
	words := make([]int, len(spans))
	for i, s := range spans {
		words[i] = countFields(body[s.Start:s.End])
	}
	var out []store.Chunk
	for i := 0; i < len(spans); {
		j, n := i, 0
		for j < len(spans) {
			if j > i && n+words[j] > PassageWords*5/4 && n >= PassageWords/2 {
				break
			}
			n += words[j]
			j++
			if n >= PassageWords {
				break
			}
		}
		start, end := spans[i].Start, spans[j-1].End
		text := body[start:end]
		out = append(out, store.Chunk{Ord: len(out), Text: text, Start: start, End: end, ContentHash: chunkHash(title, text)})
		if j >= len(spans) {
			break
		}
		if j-1 > i {
			i = j - 1 // overlap: repeat the last sentence
		} else {
			i = j
		}
	}
	return out
}

// embedText is what an Embedder sees for a passage.
func embedText(title, passage string) string { return title + "\n" + passage }

func chunkHash(title, text string) string {
	h := sha256.Sum256([]byte(embedText(title, text)))
	return hex.EncodeToString(h[:])
}

// countFields is len(strings.Fields(s)) without building the fields: the
// chunker counts the words of every sentence.
func countFields(s string) int {
	n, inField := 0, false
	for i := 0; i < len(s); {
		c := s[i]
		var space bool
		if c < utf8.RuneSelf {
			space = asciiSpace[c]
			i++
		} else {
			r, w := utf8.DecodeRuneInString(s[i:])
			space = unicode.IsSpace(r)
			i += w
		}
		if !space && !inField {
			n++
		}
		inField = !space
	}
	return n
}

// asciiSpace is unicode.IsSpace for ASCII bytes, as strings.Fields reads it.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// splitLong cuts spans longer than max words into pieces of max/2 words.
func splitLong(text string, spans []Span, max int) []Span {
	var out []Span
	for _, s := range spans {
		if countFields(text[s.Start:s.End]) <= max {
			out = append(out, s)
			continue
		}
		n, pieceStart, inWord := 0, s.Start, false
		for i := s.Start; i < s.End; i++ {
			sp := isSpace(text[i])
			if !sp && !inWord {
				if n == max/2 {
					if p, ok := trimSpan(text, pieceStart, i); ok {
						out = append(out, p)
					}
					pieceStart, n = i, 0
				}
				n++
			}
			inWord = !sp
		}
		if p, ok := trimSpan(text, pieceStart, s.End); ok {
			out = append(out, p)
		}
	}
	return out
}
