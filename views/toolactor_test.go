package views

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"pace/store"
	"pace/tools"
)

// toolActor runs a space's direct calls through the real ToolBox, each as
// its own journal group (the turn id), and undoes a turn's group the way
// the thread's Undo does; follow hears each finished turn.
type toolActor struct {
	t      testing.TB
	tb     *tools.ToolBox
	n      int
	follow func(Update)
	calls  []toolCall
}

type toolCall struct {
	tool string
	args map[string]any
	res  tools.Result
}

func newToolActor(t testing.TB, db *store.DB) *toolActor {
	return &toolActor{t: t, tb: tools.NewToolBox(db, tools.Options{Now: func() time.Time { return demoNow }, Location: time.UTC})}
}

func (a *toolActor) Do(tool string, args json.RawMessage, label string) string {
	a.n++
	id := fmt.Sprintf("turn-%d", a.n)
	res, err := a.tb.Run(context.Background(), tools.Invocation{Tool: tool, Args: args, Group: id})
	if err != nil {
		a.t.Fatalf("%s: %v", tool, err)
	}
	var m map[string]any
	json.Unmarshal(args, &m)
	a.calls = append(a.calls, toolCall{tool, m, res})
	status := RecordOK
	if !res.OK {
		status = RecordFailed
	}
	spec, _ := a.tb.Registry().Lookup(tool)
	tr := Turn{ID: id, Request: label, Direct: true, Status: StatusDone, Changed: res.OK && spec.Mutates,
		Records: []Record{{Tool: tool, Summary: res.Summary, Status: status}}}
	for _, it := range res.Items {
		tr.Records[0].Items = append(tr.Records[0].Items, Item{Kind: it.Kind, ID: it.ID, Title: it.Title, Line: it.Line, Done: it.Done})
	}
	if a.follow != nil {
		a.follow(Update{Turn: tr})
	}
	return id
}

func (a *toolActor) UndoTurn(id string) {
	if _, err := a.tb.Undo().UndoGroup(context.Background(), id); err != nil {
		a.t.Fatalf("undo %s: %v", id, err)
	}
}

// last is the last call; it fails the test when there is none or it failed.
func (a *toolActor) last() toolCall {
	a.t.Helper()
	if len(a.calls) == 0 {
		a.t.Fatal("no tool was called")
	}
	c := a.calls[len(a.calls)-1]
	if !c.res.OK {
		a.t.Fatalf("%s failed: %s", c.tool, c.res.Summary)
	}
	return c
}

// manualClock fires its timers when the test says.
type manualClock struct {
	pending []*func()
	last    time.Duration // the last timer's duration
}

func (c *manualClock) AfterFunc(d time.Duration, f func()) func() bool {
	c.last = d
	p := &f
	c.pending = append(c.pending, p)
	return func() bool { *p = nil; return true }
}

func (c *manualClock) fire() {
	ps := c.pending
	c.pending = nil
	for _, p := range ps {
		if f := *p; f != nil {
			f()
		}
	}
}
