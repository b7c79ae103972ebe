package app

import (
	"encoding/json"
	"net"
	"strings"
	"testing"
)

func TestEvalLLMScoresDecodedToolCalls(t *testing.T) {
	srv := llmFake(t)
	c, out := llmCLI(t, nil)
	if err := cmdEvalLLM(c, []string{"--endpoint", srv.URL + "/v1", "--split", "canonical", "--json"}); err != nil {
		t.Fatal(err)
	}
	var s llmSplitScore
	if err := json.Unmarshal(out.Bytes(), &s); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	// The fake always creates "call the bank": right tool for some
	// captures, wrong arguments for all of them, so nothing is correct.
	if s.Split != "canonical" || s.Total == 0 || s.Model != "fake-7b" || s.Correct != 0 {
		t.Errorf("score = %+v", s)
	}
	c2, out2 := llmCLI(t, nil)
	if err := cmdEvalLLM(c2, []string{"--endpoint", srv.URL, "--split", "not_tasks", "--limit", "3"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out2.String(), "model fake-7b at ") || !strings.Contains(out2.String(), "not_tasks") {
		t.Errorf("table:\n%s", out2)
	}
}

func TestEvalLLMSkipsWhenNothingAnswers(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	c, out := llmCLI(t, nil)
	if err := cmdEvalLLM(c, []string{"--endpoint", "http://" + addr + "/v1", "--model", "m"}); err != nil {
		t.Fatalf("err = %v, want a skip with exit 0", err)
	}
	if !strings.HasPrefix(out.String(), "pace eval llm: skipped: ") {
		t.Errorf("output = %q", out)
	}
}

func TestEvalLLMRemoteNeedsConsent(t *testing.T) {
	c, _ := llmCLI(t, nil)
	err := cmdEvalLLM(c, []string{"--endpoint", "https://llm.example.net/v1", "--model", "m"})
	if err == nil || !strings.Contains(err.Error(), "--allow-remote") {
		t.Errorf("err = %v", err)
	}
}
