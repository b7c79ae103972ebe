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
	// reColour: a colour's name.
	reColour = regexp.MustCompile(`(?i)\b(?:red|white|black|blue|green|yellow|pink|purple|orange|grey|gray|brown|navy|gold|silver|beige|cream|maroon|turquoise|teal)\b`)
	// reClock: a time of day, in figures or in words ("5:30", "7pm", "half
	// past five", "at 7", "noon").
	reClock  = regexp.MustCompile(`(?i)\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?[ap]\.?m\b|\b(?:half|quarter)\s+(?:past|to)\s+\w+|\b(?:at|by|from|until|till|before|after|starts?\s+at)\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|\bo'?\s?clock\b|\b(?:noon|midday|midnight)\b`)
	rePhone  = regexp.MustCompile(`(?:\+|\b)\d[\d\s().-]{5,}\d\b`)
	reReason = regexp.MustCompile(`(?i)\b(because|since|so that|due to|as a result|reason|caused|so)\b`)
)

// answerFieldBoost multiplies the score of a sentence opening with a label
// that names the kind of answer asked for ("Dates:", "Location:"): in a
// note of labelled lines the label is the field's name, and the question
// seldom repeats the value's words.
const answerFieldBoost = 1.6

var (
	fieldWhen  = regexp.MustCompile(`(?i)^\W*(?:dates?|when|times?|days?|schedule|timings?|hours|opening\s+hours)\s*[:\-–—]`)
	fieldWhere = regexp.MustCompile(`(?i)^\W*(?:location|venue|where|address|place|meeting\s+point)\s*[:\-–—]`)
)

// answerField is the label a sentence answering q opens with, for "when"
// ("what date", "what time") and "where" questions; nil for others (a
// "who" label — "Contact:" — heads every supplier's line alike).
func answerField(q string) *regexp.Regexp {
	first, second := questionHead(notesFrame.ReplaceAllString(q, " "))
	switch {
	case first == "when", (first == "what" || first == "which") && dayWord[second]:
		return fieldWhen
	case first == "where":
		return fieldWhere
	}
	return nil
}

// questionHead is q's question word and the word after it, lower-cased
// ASCII letters only, a preposition before them skipped ("at what time" →
// "what", "time"); "" for a word q does not have.
func questionHead(q string) (first, second string) {
	w := strings.FieldsFunc(strings.ToLower(q), func(r rune) bool {
		return !(r >= 'a' && r <= 'z')
	})
	if len(w) > 1 && leadPrep[w[0]] {
		w = w[1:] // "at what time", "on which day"
	}
	if len(w) > 0 {
		first = w[0]
	}
	if len(w) > 1 {
		second = w[1]
	}
	return first, second
}

// dayPartWeight discounts a word that says a part of the day another way
// ("supper" for "evening") against the question's own word.
const dayPartWeight = 0.8

// dayPartWords maps the stem of a part of the day to the stems of the
// words notes say it with: the meals, bedtime, am/pm; and a few question
// words notes answer in other words (what to "wear" is the "dress"; a
// "colour" is said by its name).
var dayPartWords = func() map[string][]string {
	m := map[string][]string{}
	for part, words := range map[string]string{
		"evening":   "supper dinner dinnertime teatime bedtime night nightly pm",
		"night":     "bedtime nightly evening supper",
		"bedtime":   "night nightly bed",
		"morning":   "breakfast am waking wake mornings",
		"afternoon": "lunch lunchtime midday",
		"lunchtime": "lunch midday noon",
		// a weekday is written short in a timetable ("fri - pull")
		"monday": "mon", "tuesday": "tue tues", "wednesday": "wed weds", "thursday": "thu thur thurs",
		"friday": "fri", "saturday": "sat", "sunday": "sun",
		// what to take somewhere is what to bring
		"take": "bring",
		// what is worn is said as the dress, and a colour by its name
		"wear":   "dress clothes outfit uniform wearing worn",
		"colour": "red white black blue green yellow pink purple orange grey gray brown navy gold silver",
		"color":  "red white black blue green yellow pink purple orange grey gray brown navy gold silver",
	} {
		k := stemWord(part)
		for _, w := range strings.Fields(words) {
			m[k] = append(m[k], stemWord(w))
		}
	}
	return m
}()

// leadPrep: a preposition before the question word ("at what time …").
var leadPrep = map[string]bool{"at": true, "on": true, "by": true, "in": true, "from": true, "until": true, "till": true, "for": true, "since": true}

// dayWord: the noun after "what" or "which" that asks for a day or a
// time ("which days is the tuition", "what times are the classes").
var dayWord = map[string]bool{"date": true, "dates": true, "time": true, "times": true, "day": true, "days": true}

// answerType returns a test for the kind of answer a question's words ask
// for ("when" → a date or time, "why" → a reason, "how much" → a number),
// or nil when it cannot tell.
func answerType(q string) func(string) bool {
	first, second := questionHead(q)
	if first == "" {
		return nil
	}
	if phoneAsked.MatchString(q) {
		return rePhone.MatchString
	}
	switch {
	case (first == "what" || first == "which") && (second == "colour" || second == "color" || second == "colours" || second == "colors"):
		return reColour.MatchString // "what colour …": a colour's name
	case (first == "what" || first == "which") && (second == "time" || second == "times"):
		// "what time have we got to be there?": a clock time, not a day
		return reClock.MatchString
	case first == "when", (first == "what" || first == "which") && dayWord[second]:
		return reDate.MatchString
	case first == "why":
		return reReason.MatchString
	case first == "how" && (second == "much" || second == "many" || second == "long" || second == "far" || second == "old"):
		return reNumber.MatchString
	case (first == "what" || first == "which") && moneyAsked.MatchString(q) && !strings.Contains(strings.ToLower(q), "about"):
		// "what are the visa fees?", "what's the deposit amount?": a figure
		return reNumber.MatchString
	}
	return nil
}

// moneyAsked: a question that names a sum of money ("the visa fees", "the
// late fee", "the deposit amount").
var moneyAsked = regexp.MustCompile(`(?i)\b(?:fees?|costs?|price|prices|amount|charges?|deposit|rent|rate|salary|budget|total)\b`)
