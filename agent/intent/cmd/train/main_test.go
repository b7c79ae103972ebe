package main

import (
	"bytes"
	"os"
	"testing"

	"pace/agent/intent"
)

// TestRegenerate: training on the committed corpus gives the committed
// weights byte for byte (run `go generate ./agent/intent` after changing
// the corpus, the features or the grammar's cues), and the held-out
// accuracy recorded in the report is what training measures.
func TestRegenerate(t *testing.T) {
	if testing.Short() {
		t.Skip("trains the model (seconds)")
	}
	exs, err := Load("../../testdata/corpus")
	if err != nil {
		t.Fatal(err)
	}
	m, rep := intent.Train(exs, intent.DefaultOptions)
	want, err := os.ReadFile("../../weights.bin")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(m.Encode(), want) {
		t.Fatal("weights.bin is stale or training is not deterministic: run go generate ./agent/intent")
	}
	var b bytes.Buffer
	rep.Write(&b)
	report, err := os.ReadFile("../../testdata/report.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), report) {
		t.Errorf("testdata/report.txt is stale:\n%s", b.String())
	}
	if rep.Accuracy() < 0.8 {
		t.Errorf("held-out accuracy %.3f, want ≥ 0.80", rep.Accuracy())
	}
}

func TestLoadSkipsDuplicates(t *testing.T) {
	dir := t.TempDir()
	data := `{"text":"buy eggs","intent":"createTask"}
{"text":"Buy eggs ","intent":"other"}

{"text":"play jazz","intent":"other","domain":"music"}
`
	if err := os.WriteFile(dir+"/a.jsonl", []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	exs, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(exs) != 2 || exs[0].Label != "createTask" || len(exs[0].Cues) == 0 {
		t.Errorf("got %+v", exs)
	}
	if err := os.WriteFile(dir+"/b.jsonl", []byte("{bad\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir); err == nil {
		t.Error("a bad line loaded")
	}
}
