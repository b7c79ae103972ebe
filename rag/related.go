package rag

import (
	"strconv"
	"strings"

	"pace/store"
)

// related maps a question word people use about a personal fact to the
// words a note usually states that fact with: "what are Sam's interests?"
// over "Sam is very keen on trains", "what is the asking price?" over "on
// the market at offers over …". A question word no passage holds stands
// in for the first of its related words one does (relatedWords), so the
// note that states the fact is found, ranked and cited like any keyword
// match. Keys and values are lower case, as queryWords gives them.
var related = map[string][]string{
	"interests": {"keen", "loves", "likes", "enjoys", "into", "fan", "favourite", "favorite", "hobby", "hobbies"},
	"interest":  {"keen", "loves", "likes", "enjoys", "into", "fan", "favourite", "favorite", "hobby", "hobbies"},
	"hobbies":   {"keen", "loves", "likes", "enjoys", "fan", "plays", "hobby", "interests"},
	"hobby":     {"keen", "loves", "likes", "enjoys", "fan", "plays", "hobbies", "interests"},
	"like":      {"keen", "loves", "likes", "enjoys", "fan", "favourite", "favorite"},
	"likes":     {"keen", "loves", "like", "enjoys", "fan", "favourite", "favorite"},
	"price":     {"offers", "costs", "cost", "market", "priced", "asking", "paid", "fee", "quoted", "quote"},
	"cost":      {"price", "costs", "priced", "offers", "paid", "fee", "charge", "quoted", "quote"},
	"costs":     {"price", "cost", "priced", "offers", "paid", "fee", "charge"},
	"asking":    {"offers", "market", "price"},
	"worth":     {"valued", "valuation", "price", "offers"},
	"phone":     {"telephone", "tel", "mobile", "contact", "contacted", "call", "ring"},
	"telephone": {"phone", "tel", "mobile"},
	"mobile":    {"phone", "telephone", "tel"},
	"allergies": {"allergic", "allergy", "intolerant", "intolerance"},
	"allergic":  {"allergy", "allergies", "intolerant"},
	"password":  {"code", "pin", "passcode", "passphrase"},
	"code":      {"password", "pin", "passcode"},
	"pin":       {"code", "password", "passcode"},
	// being away: "which day is Daniel usually off?" over "absences nearly
	// all on Mondays"
	"off":     {"absent", "absence", "absences", "away", "missing"},
	"away":    {"absent", "absence", "absences", "off"},
	"absent":  {"absence", "absences", "off", "away", "missing"},
	"missing": {"absent", "absence", "absences", "missed"},
	// where something is held: "which room is it in?" over "Venue: Main Hall"
	"room":     {"venue", "hall", "location", "held"},
	"location": {"venue", "address", "held", "room"},
	"venue":    {"location", "held", "room", "hall"},
	// getting in touch: "can I phone her dad?" over "not to be contacted"
	"contact":   {"contacted", "phone", "call", "ring", "speak"},
	"call":      {"phone", "contact", "contacted", "ring", "telephone"},
	"ring":      {"phone", "call", "contact", "contacted", "telephone"},
	"contacted": {"contact", "phone", "call", "ring"},
	"number":    {"contact", "phone", "tel", "mobile"},
	// days written short in a rota: "what time is my duty on thursday?"
	// over "- Thu: 3pm - 11pm mid shift"
	"monday":    {"mon"},
	"tuesday":   {"tue", "tues"},
	"wednesday": {"wed", "weds"},
	"thursday":  {"thu", "thur", "thurs"},
	"friday":    {"fri"},
	"saturday":  {"sat"},
	"sunday":    {"sun"},
	// work by the hour: "my duty" over "night shift", "my shift" over "on duty"
	"duty":  {"shift", "rota", "working"},
	"shift": {"duty", "rota", "working"},
}

// relatedWords returns words with each word no passage holds (by ts, from
// weighTerms) replaced by the first of its related words that some passage
// does hold; changed reports whether any was. Errors are store errors.
func relatedWords(tx *store.Tx, words []string, ts []term) (out []string, changed bool, err error) {
	unseen := make(map[string]bool, len(ts))
	for _, t := range ts {
		if t.unseen {
			unseen[t.word] = true
		}
	}
	out = words
	for i, w := range words {
		rel := related[w]
		if len(rel) == 0 {
			rel = numberForms(w)
		}
		if !unseen[w] || len(rel) == 0 {
			continue
		}
		exprs := make([]string, len(rel))
		for j, r := range rel {
			exprs[j] = quote(r)
		}
		df, _, err := tx.Chunks().DocFreq(exprs)
		if err != nil {
			return nil, false, err
		}
		for j, n := range df {
			if n > 0 {
				if !changed {
					out = append([]string(nil), words...)
				}
				out[i], changed = rel[j], true
				break
			}
		}
	}
	return out, changed, nil
}

// numberForms: a day number said as an ordinal the notes write bare ("the
// 20th" over "| 20 December |"), or bare where the notes write the
// ordinal; nil for any other word.
func numberForms(w string) []string {
	bare := w
	if o := ordinalDay(w); o != "" {
		bare = o
	}
	n, err := strconv.Atoi(bare)
	if err != nil || n < 1 || n > 31 || strings.HasPrefix(bare, "0") {
		return nil
	}
	if bare != w {
		return []string{bare}
	}
	suffix := "th"
	switch {
	case n%10 == 1 && n != 11:
		suffix = "st"
	case n%10 == 2 && n != 12:
		suffix = "nd"
	case n%10 == 3 && n != 13:
		suffix = "rd"
	}
	return []string{w + suffix}
}
