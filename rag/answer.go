package rag

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"

	"pace/store"
)

// NotFound is the answer when the notes hold nothing relevant.
const NotFound = "I couldn't find anything about that in your notes."

// Answer is a cited, extractive answer composed from the user's notes.
type Answer struct {
	// Text is the answer with inline [n] markers naming Citations.
	Text      string     `json:"text"`
	Citations []Citation `json:"citations"`
	// Found is false when nothing relevant was found (Text is NotFound).
	Found bool `json:"found"`
	// Semantic says whether embeddings took part in ranking.
	Semantic bool `json:"semantic"`
}

// Tunables of the composer.
const (
	// answerPassages is how many top passages the composer reads.
	answerPassages = 6
	// maxAnswerSentences bounds the answer's length.
	maxAnswerSentences = 3
	// MinCoverage is the relevance floor: the chosen sentences (with their
	// notes' titles) must hold this share of the question's IDF-weighted
	// content words, or the answer is NotFound. Words absent from every note
	// weigh most, so a question about something never written down fails.
	MinCoverage = 0.5
	// answerCosine lets a semantic match stand in for the keyword floor.
	answerCosine = 0.6
	bm25K1       = 1.2
	bm25B        = 0.75
)

// Ask syncs the index, finds the passages that best match question and
// composes an extractive answer from their sentences (see Compose).
func (e *Engine) Ask(ctx context.Context, question string) (Answer, error) {
	if _, err := e.Sync(ctx); err != nil {
		return Answer{}, err
	}
	hits, semOn, err := e.search(ctx, question, answerPassages)
	if err != nil {
		return Answer{}, err
	}
	terms, err := e.weighTerms(ctx, question)
	if err != nil {
		return Answer{}, err
	}
	a := compose(terms, hits)
	a.Semantic = semOn
	return a, nil
}

// term is a question word with its stem and IDF weight.
type term struct {
	word, stem string
	idf        float64
}

// weighTerms gives each content word of the question its BM25 IDF,
// ln(1 + (N − df + 0.5)/(df + 0.5)), over the store's passages.
func (e *Engine) weighTerms(ctx context.Context, question string) ([]term, error) {
	words := queryWords(question)
	var ts []term
	seen := map[string]bool{}
	for _, w := range words {
		s := stemWord(w)
		if !seen[s] {
			seen[s] = true
			ts = append(ts, term{word: w, stem: s})
		}
	}
	if len(ts) == 0 {
		return nil, nil
	}
	exprs := make([]string, len(ts))
	for i, t := range ts {
		exprs[i] = quote(t.word)
	}
	var df []int
	var n int
	err := e.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		df, n, err = tx.Chunks().DocFreq(exprs)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("ask: %w", err)
	}
	for i := range ts {
		ts[i].idf = math.Log(1 + (float64(n)-float64(df[i])+0.5)/(float64(df[i])+0.5))
	}
	return ts, nil
}

// sentence is a candidate answer sentence.
type sentence struct {
	hit        int // index into hits
	start, end int // in the note body
	text       string
	matched    map[string]bool // stems of question terms it holds
	score      float64
}

// compose picks the sentences of hits that best answer the question whose
// weighted terms are ts: each sentence is scored like a BM25 document over
// the question's terms; the best one leads, and others join when they add
// uncovered terms or score nearly as well. Sources are numbered by first
// use, one number per note.
func compose(ts []term, hits []Hit) Answer {
	notFound := Answer{Text: NotFound, Citations: []Citation{}}
	cands := candidates(ts, hits)
	if len(cands) == 0 {
		return notFound
	}
	total := 0.0
	for _, t := range ts {
		total += t.idf
	}
	best := cands[0]
	chosen := []*sentence{best}
	covered := map[string]bool{}
	for s := range best.matched {
		covered[s] = true
	}
	for _, c := range cands[1:] {
		if len(chosen) == maxAnswerSentences {
			break
		}
		gain := 0.0
		for s := range c.matched {
			if !covered[s] {
				gain += idfOf(ts, s)
			}
		}
		if gain > 0.15*total || c.score >= 0.8*best.score {
			chosen = append(chosen, c)
			for s := range c.matched {
				covered[s] = true
			}
		}
	}
	// Title words count as covered: "the budget meeting" is answered by a
	// sentence in the note titled "Budget meeting".
	for _, c := range chosen {
		for _, s := range stems(hits[c.hit].Title) {
			covered[s] = true
		}
	}
	cov := 0.0
	for _, t := range ts {
		if covered[t.stem] {
			cov += t.idf
		}
	}
	if total == 0 || (cov/total < MinCoverage && hits[best.hit].Cosine < answerCosine) {
		return notFound
	}
	return cite(chosen, hits)
}

func idfOf(ts []term, stem string) float64 {
	for _, t := range ts {
		if t.stem == stem {
			return t.idf
		}
	}
	return 0
}

// candidates splits the hits into sentences (each once, though passages
// overlap) and scores them, best first; sentences matching no term are out.
func candidates(ts []term, hits []Hit) []*sentence {
	var out []*sentence
	seen := map[string]bool{}
	totalLen := 0
	lens := map[*sentence]int{}
	for i, h := range hits {
		for _, sp := range Sentences(h.Passage) {
			if sp.Heading {
				continue
			}
			key := fmt.Sprintf("%s:%d", h.NoteID, h.Start+sp.Start)
			if seen[key] {
				continue
			}
			seen[key] = true
			s := &sentence{hit: i, start: h.Start + sp.Start, end: h.Start + sp.End, text: h.Passage[sp.Start:sp.End], matched: map[string]bool{}}
			words := stems(s.text)
			lens[s] = len(words)
			totalLen += len(words)
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return nil
	}
	avg := float64(totalLen) / float64(len(out))
	kept := out[:0]
	for _, s := range out {
		tf := map[string]int{}
		for _, w := range stems(s.text) {
			tf[w]++
		}
		norm := bm25K1 * (1 - bm25B + bm25B*float64(lens[s])/avg)
		for _, t := range ts {
			if f := float64(tf[t.stem]); f > 0 {
				s.matched[t.stem] = true
				s.score += t.idf * f * (bm25K1 + 1) / (f + norm)
			}
		}
		if s.score > 0 {
			// A small nudge for higher-ranked passages breaks ties.
			s.score *= 1 + 0.05/float64(1+s.hit)
			kept = append(kept, s)
		}
	}
	sort.SliceStable(kept, func(i, j int) bool { return kept[i].score > kept[j].score })
	return kept
}

// cite numbers the chosen sentences' notes by first use and writes the text.
func cite(chosen []*sentence, hits []Hit) Answer {
	a := Answer{Found: true, Citations: []Citation{}}
	num := map[string]int{}
	var parts []string
	for _, s := range chosen {
		h := hits[s.hit]
		n, ok := num[h.NoteID]
		if !ok {
			n = len(a.Citations) + 1
			num[h.NoteID] = n
			a.Citations = append(a.Citations, Citation{N: n, NoteID: h.NoteID, Title: h.Title, Passage: h.Passage, Start: h.Start, End: h.End})
		}
		c := &a.Citations[n-1]
		c.Sentences = append(c.Sentences, [2]int{s.start, s.end})
		parts = append(parts, cleanSentence(s.text)+" ["+fmt.Sprint(n)+"]")
	}
	a.Text = strings.Join(parts, " ")
	return a
}

// cleanSentence flattens a sentence for display: list markers and
// emphasis go, line breaks become spaces.
func cleanSentence(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for _, p := range []string{"- [ ] ", "- [x] ", "- ", "* ", "+ ", "> "} {
		s = strings.TrimPrefix(s, p)
	}
	s = strings.NewReplacer("**", "", "__", "", "[[", "", "]]", "").Replace(s)
	return s
}

// Context is what an LLM brain gets instead of the extractive answer: the
// passages numbered like citations (one number per note, by rank) and the
// instruction to answer only from them, citing [n]. The citations carry the
// same numbers so the brain's [n] markers can be shown as chips.
func Context(question string, hits []Hit) (string, []Citation) {
	var b strings.Builder
	b.WriteString("Answer the question using only the numbered passages from the user's notes below. ")
	b.WriteString("Cite every sentence of your answer with the number of the passage it comes from, like [1]. ")
	b.WriteString("If the passages do not answer the question, say: \"" + NotFound + "\"\n\n")
	cites := []Citation{}
	num := map[string]int{}
	for _, h := range hits {
		n, ok := num[h.NoteID]
		if !ok {
			n = len(cites) + 1
			num[h.NoteID] = n
			cites = append(cites, Citation{N: n, NoteID: h.NoteID, Title: h.Title, Passage: h.Passage, Start: h.Start, End: h.End, Sentences: [][2]int{}})
		}
		fmt.Fprintf(&b, "[%d] %s\n%s\n\n", n, h.Title, strings.TrimSpace(h.Passage))
	}
	fmt.Fprintf(&b, "Question: %s\n", strings.TrimSpace(question))
	return b.String(), cites
}
