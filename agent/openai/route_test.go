package openai

import (
	"context"
	"errors"
	"testing"
)

func TestRouteDecodesWithoutExecuting(t *testing.T) {
	t.Parallel()
	r := newRig(t, nil,
		toolCalls(tc{0, "c1", "createTask", split(`{"title":"renew the passport","due":"friday"}`, 4)}),
		text(`<tool_call>{"name":"agenda","arguments":{}}</tool_call>`),
		text("I can't order pizza."),
		toolCalls(tc{0, "c1", "createTask", []string{`{"nope":1}`}}))
	steps, err := r.b.Route(context.Background(), "renew the passport by friday")
	if err != nil || len(steps) != 1 || steps[0].Tool != "createTask" || steps[0].Args["due"] != "friday" {
		t.Fatalf("steps = %+v, %v", steps, err)
	}
	if got := r.tasks(); len(got) != 0 {
		t.Errorf("Route executed something: %q", got)
	}
	if steps, err := r.b.Route(context.Background(), "what's on today"); err != nil || len(steps) != 1 || steps[0].Tool != "agenda" {
		t.Errorf("content call: %+v, %v", steps, err)
	}
	if steps, err := r.b.Route(context.Background(), "order a pizza"); err != nil || len(steps) != 0 {
		t.Errorf("words only: %+v, %v", steps, err)
	}
	if _, err := r.b.Route(context.Background(), "add"); !errors.Is(err, ErrBadArgs) {
		t.Errorf("bad args: %v", err)
	}
}

func TestRoutePlansCompoundRequests(t *testing.T) {
	t.Parallel()
	r := newRig(t, compound, text(`{"steps":[{"tool":"createProject","args":{"name":"Garden"}},{"tool":"createTask","args":{"title":"buy soil","project":"$1"}}]}`))
	steps, err := r.b.Route(context.Background(), "create Garden and add buy soil")
	if err != nil || len(steps) != 2 || steps[1].Args["project"] != "$1" {
		t.Fatalf("steps = %+v, %v", steps, err)
	}
}
