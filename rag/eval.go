package rag

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"pace/store"
)

// EvalQuestion is one question of the notes eval (questions.json).
type EvalQuestion struct {
	Q    string `json:"q"`
	Kind string `json:"kind"` // lookup, number, date, paraphrase, multi, negation, unanswerable
	// Notes are the file names of the notes that answer it; none for an
	// unanswerable question.
	Notes []string `json:"notes"`
	// Answer holds strings that must all appear in the answer text.
	Answer []string `json:"answer"`
}

// EvalMiss records a question that missed a metric, for the report.
type EvalMiss struct {
	Q      string `json:"q"`
	Kind   string `json:"kind"`
	Metric string `json:"metric"`
	Got    string `json:"got"`
}

// EvalReport holds the notes-eval metrics, each a fraction in [0, 1].
type EvalReport struct {
	Questions    int  `json:"questions"`
	Unanswerable int  `json:"unanswerable"`
	Semantic     bool `json:"semantic"`
	// RecallAt1 and RecallAt3 are the mean share of a question's gold notes
	// among the first 1 and 3 distinct notes Search returns (a two-note
	// question scores 0.5 at k=1 when either is first). Both divide by the
	// number of gold notes, so RecallAt3 ≥ RecallAt1 by construction.
	RecallAt1 float64 `json:"recall_at_1"`
	RecallAt3 float64 `json:"recall_at_3"`
	// AnswerHit is the share of answerable questions whose answer text holds
	// every expected span.
	AnswerHit float64 `json:"answer_hit"`
	// Faithfulness is the share of cited sentences that are exactly the
	// note body at their offsets, inside the cited passage, and quoted in
	// the answer.
	Faithfulness float64 `json:"citation_faithfulness"`
	// Cited is how many cited sentences Faithfulness checked.
	Cited int `json:"cited_sentences"`
	// Refusals is the share of unanswerable questions answered NotFound;
	// FalseRefusals the share of answerable ones answered NotFound.
	Refusals      float64    `json:"correct_refusals"`
	FalseRefusals float64    `json:"false_refusals"`
	Misses        []EvalMiss `json:"misses"`
}

// RunEval imports dir/notes into a fresh in-memory store, asks every
// question of dir/questions.json keyword-only and measures the answers.
func RunEval(ctx context.Context, dir string) (EvalReport, error) {
	return RunEvalWith(ctx, dir, nil)
}

// RunEvalWith is RunEval with an Embedder (nil: keyword-only).
func RunEvalWith(ctx context.Context, dir string, emb Embedder) (EvalReport, error) {
	var rep EvalReport
	raw, err := os.ReadFile(filepath.Join(dir, "questions.json"))
	if err != nil {
		return rep, fmt.Errorf("eval: %w", err)
	}
	var qs []EvalQuestion
	if err := json.Unmarshal(raw, &qs); err != nil {
		return rep, fmt.Errorf("eval: questions.json: %w", err)
	}
	db, err := store.OpenMemory(store.Options{})
	if err != nil {
		return rep, fmt.Errorf("eval: %w", err)
	}
	defer db.Close()
	if _, err := NewImporter(db).Import(ctx, []string{filepath.Join(dir, "notes")}, nil); err != nil {
		return rep, fmt.Errorf("eval: import: %w", err)
	}
	fileOf, bodies := map[string]string{}, map[string]string{}
	err = db.Read(ctx, func(tx *store.Tx) error {
		ns, err := tx.Notes().List()
		for _, n := range ns {
			fileOf[n.ID] = filepath.Base(n.SourcePath)
			bodies[n.ID] = n.Body
		}
		return err
	})
	if err != nil {
		return rep, fmt.Errorf("eval: %w", err)
	}
	e := NewEngine(db, emb)
	var ev evalSums
	for _, q := range qs {
		if err := ev.ask(ctx, e, q, fileOf, bodies, &rep); err != nil {
			return rep, err
		}
	}
	ev.finish(&rep)
	return rep, nil
}

type evalSums struct {
	r1, r3, hit, refused, falseRef float64
	answerable, spans              int
	cited, faithful                int
}

func (ev *evalSums) ask(ctx context.Context, e *Engine, q EvalQuestion, fileOf, bodies map[string]string, rep *EvalReport) error {
	rep.Questions++
	miss := func(metric, got string) {
		rep.Misses = append(rep.Misses, EvalMiss{Q: q.Q, Kind: q.Kind, Metric: metric, Got: got})
	}
	ans, err := e.Ask(ctx, q.Q)
	if err != nil {
		return fmt.Errorf("eval: ask %q: %w", q.Q, err)
	}
	rep.Semantic = rep.Semantic || ans.Semantic
	ev.faith(ans, bodies, miss)
	if len(q.Notes) == 0 {
		rep.Unanswerable++
		if !ans.Found {
			ev.refused++
		} else {
			miss("refusal", ans.Text)
		}
		return nil
	}
	ev.answerable++
	hits, err := e.Search(ctx, q.Q, 20)
	if err != nil {
		return fmt.Errorf("eval: search %q: %w", q.Q, err)
	}
	var ranked []string
	seen := map[string]bool{}
	for _, h := range hits {
		if f := fileOf[h.NoteID]; !seen[f] {
			seen[f] = true
			ranked = append(ranked, f)
		}
	}
	r1, r3 := recallAt(ranked, q.Notes, 1), recallAt(ranked, q.Notes, 3)
	ev.r1 += r1
	ev.r3 += r3
	if r3 < 1 {
		miss("recall@3", strings.Join(ranked[:min(3, len(ranked))], ", "))
	}
	if !ans.Found {
		ev.falseRef++
	}
	if len(q.Answer) > 0 {
		ev.spans++
		ok := true
		for _, s := range q.Answer {
			ok = ok && strings.Contains(strings.ToLower(ans.Text), strings.ToLower(s))
		}
		if ok {
			ev.hit++
		} else {
			miss("answer", ans.Text)
		}
	}
	return nil
}

// faith checks each cited sentence against the note body.
func (ev *evalSums) faith(a Answer, bodies map[string]string, miss func(string, string)) {
	for _, c := range a.Citations {
		body := bodies[c.NoteID]
		passageOK := c.Start >= 0 && c.End <= len(body) && c.Start <= c.End && body[c.Start:c.End] == c.Passage
		for _, s := range c.Sentences {
			ev.cited++
			ok := passageOK && s[0] >= c.Start && s[1] <= c.End && s[0] < s[1] && citedAs(a.Text, cleanSentence(body[s[0]:s[1]]), c.N)
			if ok {
				ev.faithful++
			} else {
				miss("faithfulness", fmt.Sprintf("[%d] %v", c.N, s))
			}
		}
	}
}

// recallAt is |gold ∩ first k of ranked| / |gold|. The denominator must not
// depend on k: capping it at k once made recall@3 fall below recall@1 for
// questions with two gold notes.
func recallAt(ranked, gold []string, k int) float64 {
	if len(gold) == 0 {
		return 1
	}
	found := 0
	for _, f := range ranked[:min(k, len(ranked))] {
		if slices.Contains(gold, f) {
			found++
		}
	}
	return float64(found) / float64(len(gold))
}

func (ev *evalSums) finish(rep *EvalReport) {
	div := func(a float64, b int) float64 {
		if b == 0 {
			return 1
		}
		return a / float64(b)
	}
	rep.RecallAt1 = div(ev.r1, ev.answerable)
	rep.RecallAt3 = div(ev.r3, ev.answerable)
	rep.AnswerHit = div(ev.hit, ev.spans)
	rep.Refusals = div(ev.refused, rep.Unanswerable)
	rep.FalseRefusals = div(ev.falseRef, ev.answerable)
	rep.Faithfulness = div(float64(ev.faithful), ev.cited)
	rep.Cited = ev.cited
}

// Print writes the metrics as a table, then one JSON line per metric
// ({"metric":"recall_at_3","value":0.93,"n":52}) for scripts.
func (r EvalReport) Print(w io.Writer) {
	mode := "keyword-only"
	if r.Semantic {
		mode = "hybrid (BM25 + embeddings, RRF)"
	}
	fmt.Fprintf(w, "notes eval: %d questions (%d unanswerable), %s\n\n", r.Questions, r.Unanswerable, mode)
	answerable := r.Questions - r.Unanswerable
	rows := []struct {
		name  string
		value float64
		n     int
	}{
		{"recall_at_1", r.RecallAt1, answerable},
		{"recall_at_3", r.RecallAt3, answerable},
		{"answer_hit", r.AnswerHit, answerable},
		{"citation_faithfulness", r.Faithfulness, r.Cited},
		{"correct_refusals", r.Refusals, r.Unanswerable},
		{"false_refusals", r.FalseRefusals, answerable},
	}
	fmt.Fprintf(w, "%-24s %6s\n", "metric", "value")
	for _, row := range rows {
		fmt.Fprintf(w, "%-24s %6.3f\n", row.name, row.value)
	}
	fmt.Fprintln(w)
	for _, row := range rows {
		b, _ := json.Marshal(map[string]any{"metric": row.name, "value": row.value, "n": row.n})
		fmt.Fprintln(w, string(b))
	}
}

// citedAs reports whether text quotes sentence with citation n after it:
// "sentence [n]", or a list item followed by more of its list, "a; b [n]".
func citedAs(text, sentence string, n int) bool {
	mark := " [" + fmt.Sprint(n) + "]"
	for from := 0; ; {
		i := strings.Index(text[from:], sentence)
		if i < 0 {
			return false
		}
		rest := text[from+i+len(sentence):]
		if strings.HasPrefix(rest, mark) {
			return true
		}
		if strings.HasPrefix(rest, "; ") {
			if j := strings.Index(rest, " ["); j >= 0 && strings.HasPrefix(rest[j:], mark) {
				return true
			}
		}
		from += i + 1
	}
}
