package tools_test

import (
	"context"
	"encoding/json"
	"testing"

	"pace/tools"
)

// BenchmarkCreateTask measures one createTask call end to end: schema
// validation, the due phrase through tools/dates, project resolution, the
// insert and its journal entry committed in one SQLite transaction (a real
// WAL file, synchronous=NORMAL).
func BenchmarkCreateTask(b *testing.B) {
	f := newFixture(b)
	f.must("createProject", `{"name":"Errands"}`)
	ctx := context.Background()
	inv := tools.Invocation{Tool: "createTask", Group: "bench",
		Args: json.RawMessage(`{"title":"call the bank","due":"tomorrow at 5pm","priority":"high","project":"Errands","tags":["phone"]}`)}
	for b.Loop() {
		res, err := f.tb.Run(ctx, inv)
		if err != nil || !res.OK || len(res.JournalIDs) != 1 {
			b.Fatalf("%+v %v", res, err)
		}
	}
}
