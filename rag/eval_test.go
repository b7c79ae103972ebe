package rag

import (
	"context"
	"os"
	"testing"
)

// TestEvalNotes gates the keyword-only notes eval (see testdata/eval).
func TestEvalNotes(t *testing.T) {
	rep, err := RunEval(context.Background(), "testdata/eval")
	if err != nil {
		t.Fatal(err)
	}
	if testing.Verbose() {
		rep.Print(os.Stdout)
		for _, m := range rep.Misses {
			t.Logf("miss %-13s %-12s %q → %q", m.Metric, m.Kind, m.Q, m.Got)
		}
	}
	if rep.Questions < 60 || rep.Semantic {
		t.Fatalf("%d questions, semantic %v", rep.Questions, rep.Semantic)
	}
	if rep.Cited == 0 || rep.Faithfulness < 1 {
		t.Errorf("citation faithfulness %.3f over %d cited sentences, want 1 over some", rep.Faithfulness, rep.Cited)
	}
	if rep.RecallAt3 < 0.9 {
		t.Errorf("recall@3 = %.3f, want ≥ 0.9", rep.RecallAt3)
	}
	if rep.Faithfulness < 1 {
		t.Errorf("citation faithfulness = %.3f, want 1", rep.Faithfulness)
	}
}

// The eval also runs hybrid; with the fake embedder (hashed words, a few
// synonyms) the figures mean little, but the semantic path must not lose
// keyword recall.
func TestEvalNotesHybrid(t *testing.T) {
	srv := newFakeEmbedServer(t)
	emb := NewEmbedClient(srv.URL, "fake", srv.Client())
	rep, err := RunEvalWith(context.Background(), "testdata/eval", emb)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Semantic || rep.RecallAt3 < 0.9 || rep.Faithfulness < 1 {
		t.Errorf("hybrid eval: semantic %v, recall@3 %.3f, faithfulness %.3f", rep.Semantic, rep.RecallAt3, rep.Faithfulness)
	}
}
