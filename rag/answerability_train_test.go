package rag

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"go/format"
	"math"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"pace/store"
)

// answerTrainDirs hold the notes and questions the answerability model is
// trained on: all written by us (testdata/heldout stays out, to check it).
var answerTrainDirs = []string{"testdata/eval", "testdata/answerability"}

// Training: logistic regression by full-batch gradient descent from zero
// weights (deterministic), classes weighted to equal total weight, L2
// penalty trainL2 on the weights (not the bias). The threshold is the
// highest on a 0.01 grid whose false refusals on the answerable questions,
// scored out of fold, stay at or under maxTrainFalseRefusals: refusing a
// question the notes answer costs a person more than citing a topical note.
const (
	trainFolds            = 5
	trainSteps            = 4000
	trainRate             = 0.5
	trainL2               = 0.002
	maxTrainFalseRefusals = 0.03
)

type labelled struct {
	x          [nFeatures]float64
	answerable bool
	kind, q    string
}

// answerExamples asks every question of dirs with refusal off and returns
// the features of those the composer found a sentence for in a note about
// the question (the others are refused whatever the model says).
func answerExamples(t *testing.T, dirs []string) []labelled {
	t.Helper()
	ctx := context.Background()
	var out []labelled
	for _, dir := range dirs {
		raw, err := os.ReadFile(filepath.Join(dir, "questions.json"))
		if err != nil {
			t.Fatal(err)
		}
		var qs []EvalQuestion
		if err := json.Unmarshal(raw, &qs); err != nil {
			t.Fatal(err)
		}
		db, err := store.OpenMemory(store.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := NewImporter(db).Import(ctx, []string{filepath.Join(dir, "notes")}, nil); err != nil {
			t.Fatal(err)
		}
		e := NewEngine(db, nil)
		e.MinAnswerability = -1
		for _, q := range qs {
			a, err := e.Ask(ctx, q.Q)
			if err != nil {
				t.Fatal(err)
			}
			if a.Found && !offTopic(a.Relevance, a.Unseen) {
				out = append(out, labelled{a.features, len(q.Notes) > 0, q.Kind, q.Q})
			}
		}
		e.Close()
		db.Close()
	}
	return out
}

// trainAnswerability fits the model on ex and picks its threshold on
// out-of-fold predictions (trainFolds-fold cross-validation, example i in
// fold i mod trainFolds), so the threshold is not chosen on the very
// examples the weights were fitted to.
func trainAnswerability(ex []labelled) (bias float64, w [nFeatures]float64, threshold float64) {
	bias, w = fitLogistic(ex)
	oof := make([]labelled, 0, len(ex))
	for f := 0; f < trainFolds; f++ {
		var in, out []labelled
		for i, e := range ex {
			if i%trainFolds == f {
				out = append(out, e)
			} else {
				in = append(in, e)
			}
		}
		fb, fw := fitLogistic(in)
		for _, e := range out {
			// The fold's probability, encoded as a one-feature example
			// scored by an identity model below.
			p := probOf(fb, fw, e.x)
			var x [nFeatures]float64
			x[0] = p
			oof = append(oof, labelled{x: x, answerable: e.answerable})
		}
	}
	threshold = 0.01
	for c := 0.01; c < 1; c += 0.01 {
		c = math.Round(c*100) / 100
		if fr, _ := oofRates(oof, c); fr <= maxTrainFalseRefusals {
			threshold = c
		}
	}
	return bias, w, threshold
}

func probOf(bias float64, w [nFeatures]float64, x [nFeatures]float64) float64 {
	z := bias
	for i, v := range x {
		z += w[i] * v
	}
	return 1 / (1 + math.Exp(-z))
}

// oofRates are rates over out-of-fold probabilities (held in x[0]).
func oofRates(oof []labelled, threshold float64) (falseRef, refused float64) {
	var pos, neg, fr, cr float64
	for _, e := range oof {
		if e.answerable {
			pos++
			if e.x[0] < threshold {
				fr++
			}
		} else {
			neg++
			if e.x[0] < threshold {
				cr++
			}
		}
	}
	return fr / max(pos, 1), cr / max(neg, 1)
}

// fitLogistic is the gradient descent described at trainSteps, its result
// rounded as the generated file writes it.
func fitLogistic(ex []labelled) (bias float64, w [nFeatures]float64) {
	var nPos, nNeg float64
	for _, e := range ex {
		if e.answerable {
			nPos++
		} else {
			nNeg++
		}
	}
	n := nPos + nNeg
	for step := 0; step < trainSteps; step++ {
		var gb float64
		var gw [nFeatures]float64
		for _, e := range ex {
			p := probOf(bias, w, e.x)
			y, cw := 0.0, n/(2*nNeg)
			if e.answerable {
				y, cw = 1, n/(2*nPos)
			}
			d := cw * (p - y) / n
			gb += d
			for i, v := range e.x {
				gw[i] += d * v
			}
		}
		bias -= trainRate * gb
		for i := range w {
			w[i] -= trainRate * (gw[i] + trainL2*w[i])
		}
	}
	bias = math.Round(bias*1e4) / 1e4
	for i := range w {
		w[i] = math.Round(w[i]*1e4) / 1e4
	}
	return bias, w
}

// rates are the false refusals (answerable refused) and correct refusals
// of ex at threshold.
func rates(ex []labelled, bias float64, w [nFeatures]float64, threshold float64) (falseRef, refused float64) {
	var pos, neg, fr, cr float64
	for _, e := range ex {
		p := probOf(bias, w, e.x)
		if e.answerable {
			pos++
			if p < threshold {
				fr++
			}
		} else {
			neg++
			if p < threshold {
				cr++
			}
		}
	}
	return fr / max(pos, 1), cr / max(neg, 1)
}

func weightsFile(bias float64, w [nFeatures]float64, threshold float64) []byte {
	var b bytes.Buffer
	b.WriteString("// Code generated by TestAnswerabilityWeights (go test -run TestAnswerabilityWeights ./rag -args -update); DO NOT EDIT.\n\n")
	b.WriteString("package rag\n\n")
	b.WriteString("// answerBias, answerWeights (in the order of featureNames) and\n// AnswerThreshold of the answerability model.\n")
	fmt.Fprintf(&b, "const answerBias = %.4f\n\n", bias)
	b.WriteString("var answerWeights = [nFeatures]float64{\n")
	for i, v := range w {
		fmt.Fprintf(&b, "\t%.4f, // %s\n", v, featureNames[i])
	}
	b.WriteString("}\n\n")
	b.WriteString("// AnswerThreshold is the least answerability (answerProb) at which Ask answers.\n")
	fmt.Fprintf(&b, "const AnswerThreshold = %.2f\n", threshold)
	out, err := format.Source(b.Bytes())
	if err != nil {
		panic(err)
	}
	return out
}

// TestAnswerabilityWeights retrains the answerability model on
// answerTrainDirs and fails when answerability_weights.go differs: run it
// with -args -update after changing the features, the ranking or the data.
func TestAnswerabilityWeights(t *testing.T) {
	ex := answerExamples(t, answerTrainDirs)
	bias, w, threshold := trainAnswerability(ex)
	got := weightsFile(bias, w, threshold)
	fr, cr := rates(ex, bias, w, threshold)
	t.Logf("%d examples; at threshold %.2f: false refusals %.3f, correct refusals %.3f", len(ex), threshold, fr, cr)
	// A degenerate fit (refusing nothing, or everything) fails here.
	if fr > 2*maxTrainFalseRefusals || cr < 0.2 {
		t.Errorf("on its training data the model refuses %.3f of the answerable and %.3f of the unanswerable questions", fr, cr)
	}
	if testing.Verbose() {
		byKind := map[string][2]int{}
		for _, e := range ex {
			z := bias
			for i, v := range e.x {
				z += w[i] * v
			}
			refused := 1/(1+math.Exp(-z)) < threshold
			k := byKind[e.kind]
			k[1]++
			if refused {
				k[0]++
			}
			byKind[e.kind] = k
		}
		kinds := make([]string, 0, len(byKind))
		for k := range byKind {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		for _, k := range kinds {
			t.Logf("  %-22s refused %d of %d", k, byKind[k][0], byKind[k][1])
		}
	}
	if *update {
		if err := os.WriteFile("answerability_weights.go", got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile("answerability_weights.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, got) {
		t.Errorf("answerability_weights.go is stale: run go test -run TestAnswerabilityWeights ./rag -args -update\n%s", got)
	}
}
