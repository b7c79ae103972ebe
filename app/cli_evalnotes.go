package app

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"pace/rag"
)

// devQuestion is one line of questions.jsonl / questions_unanswerable.jsonl
// in the reference scorer's folder shape (score_notes.py).
type devQuestion struct {
	Q        string `json:"q"`
	GoldNote string `json:"gold_note"`
}

// DevEvalReport is `pace eval notes --dir DIR` over a folder shaped like the
// reference scorer's: notes/*.md whose first "# " line is the title,
// questions.jsonl ({"q", "gold_note"}) and optionally
// questions_unanswerable.jsonl. Every question runs as a `pace ask` turn on
// a fresh data folder; a hit at k is the gold note's title (case-folded)
// among the first k citations, in the order the reply gives them.
type DevEvalReport struct {
	// Semantic: an embeddings server took part in ranking.
	Semantic     bool    `json:"semantic"`
	Answerable   int     `json:"answerable"`
	Unanswerable int     `json:"unanswerable"`
	RecallAt1    float64 `json:"recall_at_1"`
	RecallAt3    float64 `json:"recall_at_3"`
	// FalseRefusals: answerable questions answered with no citation;
	// Refusals: unanswerable ones answered with no citation.
	FalseRefusals float64 `json:"false_refusals"`
	Refusals      float64 `json:"correct_refusals"`
	// Curve is the refusal trade-off over the answerability threshold
	// (rag.Answer Answerability), measured on the notes index alone;
	// Threshold is the one Ask uses.
	Threshold float64      `json:"threshold"`
	Curve     []CurvePoint `json:"curve"`
	Misses    []DevMiss    `json:"misses"`
}

// CurvePoint is the share of unanswerable questions refused and of
// answerable ones refused at one answerability threshold.
type CurvePoint struct {
	Threshold     float64 `json:"threshold"`
	Refusals      float64 `json:"correct_refusals"`
	FalseRefusals float64 `json:"false_refusals"`
}

// DevMiss is an answerable question whose gold note is not among the first
// three citations.
type DevMiss struct {
	Q    string   `json:"q"`
	Gold string   `json:"gold"`
	Got  []string `json:"got"`
}

// isDevEvalDir reports whether dir has the reference scorer's shape.
func isDevEvalDir(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, "questions.jsonl"))
	return err == nil
}

func readJSONL(path string) ([]devQuestion, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []devQuestion
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var q devQuestion
		if err := json.Unmarshal([]byte(line), &q); err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Base(path), err)
		}
		out = append(out, q)
	}
	return out, sc.Err()
}

// devTitle is the note file's first "# " line, case-folded (the file name
// when it has none), as score_notes.py reads it.
func devTitle(dir, file string) string {
	b, err := os.ReadFile(filepath.Join(dir, "notes", file))
	if err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(line, "# ") {
				return strings.ToLower(strings.TrimSpace(line[2:]))
			}
		}
	}
	return strings.ToLower(file)
}

// runDevEval scores dir like the reference scorer, in-process.
func runDevEval(c *cli, dir string) (DevEvalReport, error) {
	var rep DevEvalReport
	qs, err := readJSONL(filepath.Join(dir, "questions.jsonl"))
	if err != nil {
		return rep, fmt.Errorf("eval notes: %w", err)
	}
	una, err := readJSONL(filepath.Join(dir, "questions_unanswerable.jsonl"))
	if err != nil && !os.IsNotExist(err) {
		return rep, fmt.Errorf("eval notes: %w", err)
	}
	for i := range una {
		una[i].GoldNote = ""
	}
	qs = append(qs, una...)
	data, err := os.MkdirTemp("", "pace-notes-eval-")
	if err != nil {
		return rep, err
	}
	defer os.RemoveAll(data)
	env := c.env
	env.Stdout, env.Stderr = io.Discard, io.Discard
	sub := &cli{env: env, dataDir: data}
	defer sub.close()
	db, err := sub.open()
	if err != nil {
		return rep, err
	}
	ctx := context.Background()
	if _, err := rag.NewImporter(db).Import(ctx, []string{filepath.Join(dir, "notes")}, nil); err != nil {
		return rep, fmt.Errorf("eval notes: import: %w", err)
	}
	probe := rag.NewEngine(db, sub.embedder(ctx, db))
	defer probe.Close()
	probe.MinAnswerability = -1
	// With an embeddings server, embed every passage first (the window does
	// so in the background after an import), so that every question is
	// ranked hybrid rather than only those after the cache filled.
	if _, err := probe.Sync(ctx); err != nil {
		return rep, fmt.Errorf("eval notes: %w", err)
	}
	if _, err := probe.EmbedAll(ctx); err != nil {
		return rep, fmt.Errorf("eval notes: embeddings: %w", err)
	}
	if st, err := probe.Status(ctx); err == nil {
		rep.Semantic = st.Semantic
	}
	var hit1, hit3, falseRef, refused int
	var probAns, probUna []float64
	for _, q := range qs {
		cites, err := sub.devAsk(q.Q)
		if err != nil {
			return rep, fmt.Errorf("eval notes: ask %q: %w", q.Q, err)
		}
		a, err := probe.Ask(ctx, q.Q)
		if err != nil {
			return rep, fmt.Errorf("eval notes: ask %q: %w", q.Q, err)
		}
		if q.GoldNote == "" {
			rep.Unanswerable++
			if len(cites) == 0 {
				refused++
			}
			probUna = append(probUna, a.Answerability)
			continue
		}
		rep.Answerable++
		probAns = append(probAns, a.Answerability)
		gold := devTitle(dir, q.GoldNote)
		if len(cites) > 0 && cites[0] == gold {
			hit1++
		}
		top := cites[:min(3, len(cites))]
		found := false
		for _, t := range top {
			found = found || t == gold
		}
		if found {
			hit3++
		} else {
			rep.Misses = append(rep.Misses, DevMiss{Q: q.Q, Gold: gold, Got: top})
		}
		if len(cites) == 0 {
			falseRef++
		}
	}
	div := func(n, d int) float64 {
		if d == 0 {
			return 1
		}
		return float64(n) / float64(d)
	}
	rep.RecallAt1, rep.RecallAt3 = div(hit1, rep.Answerable), div(hit3, rep.Answerable)
	rep.FalseRefusals, rep.Refusals = div(falseRef, rep.Answerable), div(refused, rep.Unanswerable)
	rep.Curve, rep.Threshold = refusalCurve(probAns, probUna), rag.AnswerThreshold
	return rep, nil
}

// devAsk runs one question as `pace ask` does (a freshly wired thread on the
// same data folder) and returns the cited titles, case-folded, in order.
func (c *cli) devAsk(q string) ([]string, error) {
	ctx := context.Background()
	w, err := c.wire(ctx, brainChoice{})
	if err != nil {
		return nil, err
	}
	defer func() {
		w.rag.Close()
		c.closers = c.closers[:len(c.closers)-1]
	}()
	tr, err := w.thread.Ask(ctx, q)
	if err != nil {
		return nil, err
	}
	out := []string{}
	for _, c := range turnJSON(tr).Citations {
		out = append(out, strings.ToLower(strings.TrimSpace(c.Title)))
	}
	return out, nil
}

// refusalCurve is the share of each set refused (answerability below the
// threshold) at thresholds 0, 0.05, … 1; a question the probe found nothing
// for (answerability 0) is refused at every threshold above 0.
func refusalCurve(ans, una []float64) []CurvePoint {
	share := func(ps []float64, threshold float64) float64 {
		if len(ps) == 0 {
			return 0
		}
		n := 0
		for _, p := range ps {
			if p < threshold {
				n++
			}
		}
		return float64(n) / float64(len(ps))
	}
	var out []CurvePoint
	for i := 0; i <= 20; i++ {
		t := float64(i) / 20
		out = append(out, CurvePoint{Threshold: t, Refusals: share(una, t), FalseRefusals: share(ans, t)})
	}
	return out
}

// Print writes the figures in score_notes.py's wording, then the curve and
// the misses.
func (r DevEvalReport) Print(w io.Writer) {
	fmt.Fprintf(w, "notes: recall@1 %.3f, recall@3 %.3f, false refusals %.3f over %d, correct refusals %.3f over %d\n",
		r.RecallAt1, r.RecallAt3, r.FalseRefusals, r.Answerable, r.Refusals, r.Unanswerable)
	if r.Semantic {
		fmt.Fprintln(w, "ranking: hybrid (BM25 + embeddings, reciprocal rank fusion)")
	} else {
		fmt.Fprintln(w, "ranking: keyword-only (BM25)")
	}
	fmt.Fprintf(w, "\nrefusal trade-off over the answerability threshold (notes index only; Ask uses %.2f):\n", r.Threshold)
	fmt.Fprintf(w, "%9s %16s %15s\n", "threshold", "correct refusals", "false refusals")
	for _, p := range r.Curve {
		fmt.Fprintf(w, "%9.2f %16.3f %15.3f\n", p.Threshold, p.Refusals, p.FalseRefusals)
	}
	for _, m := range r.Misses {
		fmt.Fprintf(w, "MISS %s | gold %s | got %v\n", m.Q, m.Gold, m.Got)
	}
}
