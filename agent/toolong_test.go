package agent_test

import (
	"context"
	"strings"
	"testing"

	"pace/agent"
)

// TestOrchestratorRefusesAPastedDocument: no brain reads a request over
// MaxRequestRunes; the reply says why and nothing runs.
func TestOrchestratorRefusesAPastedDocument(t *testing.T) {
	box, _ := runBox(t)
	orch := &agent.Orchestrator{Fallback: agent.NewGrammarBackend(box, nil)}
	text := strings.Repeat("é", agent.MaxRequestRunes+1)
	var events int
	out := orch.Run(context.Background(), agent.Request{Text: text, Group: "g"}, func(agent.Event) { events++ })
	if !strings.Contains(out.Reply, "characters long") || len(out.Records) != 0 || events != 2 {
		t.Fatalf("outcome %+v (%d events)", out, events)
	}
}
