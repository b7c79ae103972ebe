package rag

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kljensen/snowball/english"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// maxQueryTerms bounds the number of terms a question turns into.
const maxQueryTerms = 24

// stopwords carry no topic: articles, pronouns, auxiliaries and question
// words. Negations ("not", "no", "never") are kept on purpose.
var stopwords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a an the and or but if then else of to in on at by for with about from into onto
		over under as than so that this these those there here it its it's i me my mine we us our ours you your yours
		he him his she her hers they them their theirs is are was were be been being am do does did doing done have has
		had having will would shall should can could may might must what when where which who whom whose why how
		any some all each every much many more most other such own same just also too very s t d ll m re ve
		again further once up down out off only both few nor tell say said know let get got give
		please anything something thing things ever`) {
		m[w] = true
	}
	// Filler and question-frame words: how people phrase a question, not
	// what it is about ("who was the locksmith again?", "what kind of
	// flour", "exactly when"). Absent from the notes they would weigh most
	// in the relevance floor and make an answerable question fail.
	for _, w := range strings.Fields(`again now exactly actually really still basically precisely currently
		remind recall wondering wonder kind sort type example examples name named called
		typically usually generally commonly often ok okay hey supposed meant want wants wanted
		whats wheres whos hows whens whys thats theres`) {
		m[w] = true
	}
	return m
}()

// notesFrame is how people point at their notes rather than at a topic
// ("what do my notes say about Greg", "did I write anything down about the
// boiler", "in my notes"): the frame is dropped, the topic kept.
var notesFrame = regexp.MustCompile(`(?i)\b(?:(?:what|anything)\s+(?:do|does|did|have)\s+(?:my|the|our|i)\s+(?:notes?|written|jotted|noted)\s*(?:say|said|says|mention|mentioned|have|got|down)?|(?:did|have)\s+i\s+(?:ever\s+)?(?:write|written|wrote|note|noted|jot|jotted|save|saved)(?:\s+down)?(?:\s+anything)?|(?:(?:as\s+)?per|according\s+to|based\s+on)\s+(?:my|the|our)\s+notes?|(?:in|from|on)\s+(?:my|the|our)\s+notes?|(?:search|check|look through|look in)\s+(?:my|the|our)\s+notes?(?:\s+for)?|my\s+notes?\s+(?:say|said|mention|on))\b`)

// whHead is a generic noun naming the kind of answer right after the
// question word ("what year", "which country", "what individual"): the
// answer sentence holds the answer (1636, France, John Harvard), seldom the
// noun, so it is dropped like a question-frame word.
var whHead = regexp.MustCompile(`(?i)\b(what|which|whose)\s+(individual|individuals|person|persons|people|year|years|country|countries|city|cities|place|places|group|groups|amount|number|date|dates|time|times|day|days|month|century|decade|organization|organisation|organizations|organisations|company|companies|entity)\b`)

// phoneAsked: "phone number", "mobile no.", "telephone number" name the
// kind of answer (digits, see answerType), seldom words the note holds:
// "garage: Kirkstall Motors, 0113 496 0321" answers "what's the garage
// phone number"; "the contractor's number" asks for one too.
var phoneAsked = regexp.MustCompile(`(?i)\b(?:(?:tele)?phone|mobile|cell|contact|landline)\s+(?:number|no\b\.?|num\b|#)|\b(?:tele)?phone\s+(?:for|of)\b|\b(?:'s|’s)\s+(?:number|no\b\.?|num\b|#)`)

// queryWords splits text into lowercased words the way FTS5's unicode61
// tokenizer does (runs of letters, digits and combining marks) and drops
// stopwords and duplicates, keeping at most maxQueryTerms.
func queryWords(text string) []string {
	text = notesFrame.ReplaceAllString(strings.ToValidUTF8(text, " "), " ")
	text = whHead.ReplaceAllString(text, "$1")
	text = phoneAsked.ReplaceAllString(text, " ")
	seen := map[string]bool{}
	var out []string
	for _, f := range ftsWords(text) {
		if stopwords[f] || seen[f] {
			continue
		}
		seen[f] = true
		out = append(out, f)
		if len(out) == maxQueryTerms {
			break
		}
	}
	return out
}

// ftsWords splits text into lowercased words the way FTS5's unicode61
// tokenizer does: runs of letters, digits and combining marks.
func ftsWords(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r)
	})
}

// contentStems is the Porter2 stems of text's words (ftsWords) that are
// no stopwords, in order: what a heading or label says of a topic.
func contentStems(text string) []string {
	var out []string
	for _, w := range ftsWords(text) {
		if !stopwords[w] {
			out = append(out, stemWord(w))
		}
	}
	return out
}

// termStems is the set of the stems of a question's terms.
func termStems(ts []term) map[string]bool {
	m := make(map[string]bool, len(ts))
	for _, t := range ts {
		m[t.stem] = true
	}
	return m
}

// MatchQuery turns any user text into a safe FTS5 MATCH expression: each
// content word becomes a double-quoted string (so AND, OR, NOT, NEAR, *, :,
// ^, parentheses and quotes lose their meaning) and the strings are joined
// by OR, leaving BM25 to rank passages by how many rare terms they share.
// It returns "" when the text has no content words (match nothing).
func MatchQuery(text string) string {
	return orQuery(queryWords(text))
}

func orQuery(words []string) string {
	parts := make([]string, len(words))
	for i, w := range words {
		parts[i] = quote(w)
	}
	return strings.Join(parts, " OR ")
}

// quote makes w one FTS5 string: embedded double quotes are doubled.
func quote(w string) string { return `"` + strings.ReplaceAll(w, `"`, `""`) + `"` }

// stemWord is the Porter2 stem used to compare question and sentence words
// in Go (FTS5's porter tokenizer does the same inside SQLite).
func stemWord(w string) string {
	w = foldMarks(w)
	if len(w) < 3 {
		return w
	}
	if n := ordinalDay(w); n != "" {
		return n // "the 20th" and "20 December" name one day
	}
	return english.Stem(w, false)
}

// foldMarks drops w's diacritics ("clínica" → "clinica"), as FTS5's
// unicode61 tokenizer does to the passages it indexes; ASCII w is returned
// as it is.
func foldMarks(w string) string {
	ascii := true
	for i := 0; i < len(w) && ascii; i++ {
		ascii = w[i] < utf8.RuneSelf
	}
	if ascii {
		return w
	}
	// a chain keeps state, so each call makes its own
	out, _, err := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), w)
	if err != nil {
		return w
	}
	return out
}

// ordinalDay is the bare number of a day said as an ordinal ("20th",
// "1st"), "" for any other word.
func ordinalDay(w string) string {
	if len(w) < 3 || len(w) > 4 {
		return ""
	}
	num, suf := w[:len(w)-2], w[len(w)-2:]
	if suf != "st" && suf != "nd" && suf != "rd" && suf != "th" {
		return ""
	}
	for _, r := range num {
		if r < '0' || r > '9' {
			return ""
		}
	}
	return num
}

// stems returns the Porter2 stems of all words of text, in order.
func stems(text string) []string { return stemmer{}.stems(text) }

// stemmer memoizes stems within one question's work (nil map: no memo).
type stemmer map[string]string

func (m stemmer) stems(text string) []string {
	fields := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r)
	})
	out := make([]string, 0, len(fields))
	for _, f := range fields {
		st, ok := m[f]
		if !ok {
			st = stemWord(f)
			if m != nil {
				m[f] = st
			}
		}
		out = append(out, st)
	}
	return out
}
