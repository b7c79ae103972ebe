package rag

import (
	"regexp"
	"strings"
)

// answerTypeBoost multiplies the score of a sentence holding the kind of
// answer the question word asks for (a date for "when", a number for "how
// much", a reason for "why") — the answer-type matching of classic
// extractive question answering.
const answerTypeBoost = 1.25

var (
	reDate   = regexp.MustCompile(`(?i)\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\b\d{1,2}(st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?[ap]\.?m\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight)\b|\b(19|20)\d{2}\b`)
	reNumber = regexp.MustCompile(`\d`)
	rePhone  = regexp.MustCompile(`(?:\+|\b)\d[\d\s().-]{5,}\d\b`)
	reReason = regexp.MustCompile(`(?i)\b(because|since|so that|due to|as a result|reason|caused|so)\b`)
)

// dayWord: the noun after "what" or "which" that asks for a day or a
// time ("which days is the tuition", "what times are the classes").
var dayWord = map[string]bool{"date": true, "dates": true, "time": true, "times": true, "day": true, "days": true}

// answerType returns a test for the kind of answer a question's words ask
// for ("when" → a date or time, "why" → a reason, "how much" → a number),
// or nil when it cannot tell.
func answerType(q string) func(string) bool {
	w := strings.FieldsFunc(strings.ToLower(q), func(r rune) bool {
		return !(r >= 'a' && r <= 'z')
	})
	if len(w) == 0 {
		return nil
	}
	second := ""
	if len(w) > 1 {
		second = w[1]
	}
	if phoneAsked.MatchString(q) {
		return rePhone.MatchString
	}
	switch {
	case w[0] == "when", (w[0] == "what" || w[0] == "which") && dayWord[second]:
		return reDate.MatchString
	case w[0] == "why":
		return reReason.MatchString
	case w[0] == "how" && (second == "much" || second == "many" || second == "long" || second == "far" || second == "old"):
		return reNumber.MatchString
	}
	return nil
}
