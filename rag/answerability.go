package rag

import (
	"math"
	"strings"
	"unicode"
)

// Answerability: whether the notes answer a question, not only whether they
// are about it. A question written against a note can share nearly all its
// words and still ask something the note does not say — the adversarial
// unanswerable questions of SQuAD 2.0 (Rajpurkar, Jia & Liang 2018): a
// negation inserted or removed, an antonym swapped in, an entity, number or
// date the note does not pair with that fact, mutually exclusive terms, an
// impossible condition. No keyword floor separates them, so the decision is
// a logistic regression over features of the question against its best
// sentence and the note that holds it (answerFeatures), trained on notes
// and questions we wrote (testdata/eval and testdata/answerability; see
// TestAnswerabilityWeights, which fails when the weights in
// answerability_weights.go are stale) with the threshold chosen on the
// same data.

// Features of the answerability model, in the order of answerWeights.
const (
	fCoverage        = iota // share of the question's IDF weight the best note covers (Relevance)
	fUnseen                 // share on words no note holds
	fSentMiss               // share not held by the best sentence nor its note's title
	fSentMissMax            // largest IDF the best sentence misses ÷ the question's largest IDF
	fNoteMissMax            // largest IDF the best note misses ÷ the question's largest IDF
	fNameAbsent             // a name, number, year, weekday or month of the question is not in the note
	fNameElsewhere          // … is in the note but not in the best sentence (paired with another fact)
	fNegAdded               // the question is negated, the best sentence is not
	fNegDropped             // the best sentence is negated, the question is not
	fAntonym                // a question word missing from the best sentence whose antonym it holds
	fTypeMissing            // the question asks for a date / number / reason the best sentence lacks
	fMargin                 // BM25 margin of the best note over the next note, in [0, 1]
	fSeenCoverage           // coverage of the words some note holds: coverage ÷ (1 − unseen)
	fUnseenMax              // largest IDF of a word no note holds ÷ the question's largest IDF
	fUnseenUncovered        // unseen_max × (1 − seen_coverage): a missing word and little else matched
	fUnseenTopic            // share on words no note holds, not counting the noun right after which/what (“which garage”: the kind of answer)
	nFeatures
)

// featureNames name the features for reports and the generated weights.
var featureNames = [nFeatures]string{"coverage", "unseen", "sentence_miss", "sentence_miss_max", "note_miss_max",
	"name_absent", "name_elsewhere", "negation_added", "negation_dropped", "antonym", "answer_type_missing", "bm25_margin",
	"seen_coverage", "unseen_max", "unseen_uncovered", "unseen_topic"}

// answerProb is the model's probability that the question is answerable
// from the notes: σ(answerBias + Σ answerWeights[i]·x[i]).
func answerProb(x [nFeatures]float64) float64 {
	z := answerBias
	for i, v := range x {
		z += answerWeights[i] * v
	}
	return 1 / (1 + math.Exp(-z))
}

// negations mark a negated question or sentence ("n't" is tested apart).
var negations = map[string]bool{"not": true, "no": true, "never": true, "without": true, "none": true, "nor": true,
	"neither": true, "nobody": true, "nothing": true, "cannot": true, "fail": true, "failed": true, "unable": true}

// antonymPairs are words a question swaps for their opposite. Both
// directions are used; comparison is by stem.
var antonymPairs = [][2]string{
	{"first", "last"}, {"largest", "smallest"}, {"biggest", "smallest"}, {"large", "small"}, {"big", "small"},
	{"highest", "lowest"}, {"high", "low"}, {"most", "least"}, {"more", "less"}, {"more", "fewer"},
	{"earliest", "latest"}, {"early", "late"}, {"before", "after"}, {"begin", "end"}, {"start", "end"},
	{"start", "finish"}, {"increase", "decrease"}, {"rise", "fall"}, {"raise", "lower"}, {"gain", "lose"},
	{"win", "lose"}, {"won", "lost"}, {"defeat", "lose"}, {"accept", "reject"}, {"allow", "forbid"}, {"allow", "ban"},
	{"open", "close"}, {"opened", "closed"}, {"major", "minor"}, {"maximum", "minimum"}, {"north", "south"},
	{"northern", "southern"}, {"east", "west"}, {"eastern", "western"}, {"easterly", "westerly"}, {"upper", "lower"},
	{"inner", "outer"}, {"front", "rear"}, {"front", "back"}, {"old", "new"}, {"older", "newer"}, {"oldest", "newest"},
	{"young", "old"}, {"long", "short"}, {"longest", "shortest"}, {"wide", "narrow"}, {"wider", "narrower"},
	{"strong", "weak"}, {"stronger", "weaker"}, {"hot", "cold"}, {"warm", "cool"}, {"heat", "cold"}, {"wet", "dry"},
	{"summer", "winter"}, {"spring", "autumn"}, {"day", "night"}, {"morning", "evening"}, {"buy", "sell"},
	{"bought", "sold"}, {"import", "export"}, {"public", "private"}, {"success", "failure"}, {"succeed", "fail"},
	{"praised", "criticised"}, {"praise", "criticise"}, {"support", "oppose"}, {"supported", "opposed"},
	{"include", "exclude"}, {"inside", "outside"}, {"internal", "external"}, {"above", "below"}, {"over", "under"},
	{"positive", "negative"}, {"male", "female"}, {"father", "mother"}, {"son", "daughter"}, {"king", "queen"},
	{"best", "worst"}, {"better", "worse"}, {"good", "bad"}, {"rich", "poor"}, {"cheap", "expensive"},
	{"busiest", "quietest"}, {"busy", "quiet"}, {"fast", "slow"}, {"faster", "slower"}, {"steep", "gentle"},
	{"heavy", "light"}, {"thick", "thin"}, {"deep", "shallow"}, {"full", "empty"}, {"arrive", "leave"},
	{"arrived", "left"}, {"entered", "left"}, {"raised", "lowered"}, {"add", "remove"}, {"added", "removed"},
	{"same", "different"}, {"agree", "disagree"}, {"legal", "illegal"}, {"true", "false"}, {"modern", "ancient"},
	{"local", "foreign"}, {"domestic", "foreign"}, {"urban", "rural"}, {"attack", "defend"}, {"dead", "alive"},
	{"birth", "death"}, {"born", "died"}, {"rich", "poor"}, {"earlier", "later"}, {"previous", "next"},
}

var antonyms = func() map[string][]string {
	m := map[string][]string{}
	for _, p := range antonymPairs {
		a, b := stemWord(p[0]), stemWord(p[1])
		m[a] = append(m[a], b)
		m[b] = append(m[b], a)
	}
	return m
}()

var monthsDays = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`january february march april may june july august september october november december
		monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays saturday saturdays sunday sundays`) {
		m[w] = true
	}
	return m
}()

// rawWords splits text into words (letters, digits, marks, keeping case).
func rawWords(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) && r != '\''
	})
}

// questionNames are the words of a question that name a particular thing:
// capitalised words after the first (not "I"), numbers and years, weekdays
// and months, lowercased.
func questionNames(question string) []string {
	var out []string
	for i, w := range rawWords(question) {
		w = strings.Trim(w, "'")
		if w == "" {
			continue
		}
		lw := strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s"))
		r := []rune(w)
		switch {
		case strings.ContainsFunc(w, unicode.IsDigit), monthsDays[lw]:
			out = append(out, lw)
		case i > 0 && unicode.IsUpper(r[0]) && w != "I" && !stopwords[lw]:
			out = append(out, lw)
		}
	}
	return out
}

// acronyms are the lowercased initials of each run of two or more
// capitalised words in texts ("United Nations" → "un", "New York City" →
// "nyc", and every shorter run inside it), so a question's "UN" is found in
// a note that spells the name out. Lowercase joining words ("of", "and")
// inside a run are skipped as they usually are in acronyms.
func acronyms(texts ...string) map[string]bool {
	out := map[string]bool{}
	for _, t := range texts {
		var run []rune
		flush := func() {
			for i := 0; i < len(run); i++ {
				for j := i + 2; j <= len(run); j++ {
					out[strings.ToLower(string(run[i:j]))] = true
				}
			}
			run = run[:0]
		}
		for _, w := range rawWords(t) {
			r := []rune(w)
			switch {
			case unicode.IsUpper(r[0]):
				run = append(run, r[0])
			case w == "of" || w == "and" || w == "the" || w == "for":
			default:
				flush()
			}
		}
		flush()
	}
	return out
}

// whNoun is the word right after a leading "which", "what" or "whose"
// ("which garage looks after the car?" → "garage"), lowercased; "" when
// the question word is followed by a verb or contraction ("what is", "what's")
// or is not there. It names the kind of answer, which a note holding the
// answer need not contain.
func whNoun(question string) string {
	w := rawWords(strings.ToLower(question))
	if len(w) < 2 || (w[0] != "which" && w[0] != "what" && w[0] != "whose") || stopwords[w[1]] || strings.ContainsRune(w[1], '\'') {
		return ""
	}
	return w[1]
}

// negated reports whether text holds a negation.
func negated(text string) bool {
	lt := strings.ToLower(text)
	if strings.Contains(lt, "n't") || strings.Contains(lt, "n’t") {
		return true
	}
	for _, w := range rawWords(lt) {
		if negations[w] {
			return true
		}
	}
	return false
}

func stemSet(texts ...string) map[string]bool {
	set := map[string]bool{}
	for _, t := range texts {
		for _, st := range stems(t) {
			set[st] = true
		}
	}
	return set
}

// answerFeatures computes the model's features for question (its weighted
// terms ts, total their IDF sum) against best, the composer's best
// sentence, and the note holding it (its passages among hits and its
// title); rel and unseen are the note coverage and unseen shares.
// senseHeld reports whether stems hold stem, or one of the words that say
// it another way (dayPartWords: "supper" for "evening", "dress" for "wear").
func senseHeld(stems map[string]bool, stem string) bool {
	if stems[stem] {
		return true
	}
	for _, r := range dayPartWords[stem] {
		if stems[r] {
			return true
		}
	}
	return false
}

func answerFeatures(question string, ts []term, total float64, best *sentence, hits []Hit, rel, unseen float64) [nFeatures]float64 {
	var x [nFeatures]float64
	x[fCoverage], x[fUnseen] = rel, unseen
	if total == 0 || best == nil {
		return x
	}
	lead := hits[best.hit]
	var noteTexts []string
	noteTexts = append(noteTexts, lead.Title)
	for _, h := range hits {
		if h.NoteID == lead.NoteID {
			noteTexts = append(noteTexts, h.Passage)
		}
	}
	note := stemSet(noteTexts...)
	sent := stemSet(best.text, lead.Title, best.header)
	maxIDF, sentMiss, sentMissMax, noteMissMax, unseenMax := 0.0, 0.0, 0.0, 0.0, 0.0
	for _, t := range ts {
		maxIDF = max(maxIDF, t.idf)
		if t.unseen {
			unseenMax = max(unseenMax, t.idf)
		}
		if !senseHeld(sent, t.stem) {
			sentMiss += t.idf
			sentMissMax = max(sentMissMax, t.idf)
		}
		if !senseHeld(note, t.stem) {
			noteMissMax = max(noteMissMax, t.idf)
		}
	}
	x[fSentMiss] = sentMiss / total
	if maxIDF > 0 {
		x[fSentMissMax], x[fNoteMissMax], x[fUnseenMax] = sentMissMax/maxIDF, noteMissMax/maxIDF, unseenMax/maxIDF
	}
	if unseen < 1 {
		x[fSeenCoverage] = min(1, rel/(1-unseen))
	}
	x[fUnseenUncovered] = x[fUnseenMax] * (1 - x[fSeenCoverage])
	head := stemWord(whNoun(question))
	for _, t := range ts {
		if t.unseen && t.stem != head {
			x[fUnseenTopic] += t.idf / total
		}
	}
	noteAcr, sentAcr := acronyms(noteTexts...), acronyms(best.text, lead.Title, best.header)
	for _, n := range questionNames(question) {
		for _, st := range stems(n) {
			switch {
			case !note[st] && !noteAcr[n]:
				x[fNameAbsent] = 1
			case !sent[st] && !sentAcr[n]:
				x[fNameElsewhere] = 1
			}
		}
	}
	qNeg, sNeg := negated(question), negated(best.text)
	if qNeg && !sNeg {
		x[fNegAdded] = 1
	}
	if sNeg && !qNeg {
		x[fNegDropped] = 1
	}
	for _, st := range stems(question) {
		if sent[st] {
			continue
		}
		for _, a := range antonyms[st] {
			if sent[a] {
				x[fAntonym] = 1
			}
		}
	}
	if want := answerType(question); want != nil && !want(best.text) {
		x[fTypeMissing] = 1
	}
	first, second := 0.0, 0.0
	for _, h := range hits {
		if h.NoteID == lead.NoteID {
			first = min(first, h.BM25)
		} else {
			second = min(second, h.BM25)
		}
	}
	if first < 0 {
		x[fMargin] = max(0, 1-second/first)
	}
	return x
}
