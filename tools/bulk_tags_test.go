package tools_test

import (
	"context"
	"strings"
	"testing"
)

// TestBulkTags: several tasks labelled or unlabelled at once, asked first
// with every task named, one undo; tasks already so are not counted.
func TestBulkTags(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"buy bulbs","tags":["garden"]}`)
	f.must("createTask", `{"title":"rake leaves","tags":["garden","weekend"]}`)
	f.must("createTask", `{"title":"call mum"}`)
	for _, tc := range []struct {
		args, summary string
		want          map[string]string // title -> tags joined
	}{
		{`{"action":"tag","tag":"garden","tags":["weekend"]}`, "Labelled 1 task @weekend: “buy bulbs” (1 already so)",
			map[string]string{"buy bulbs": "garden weekend", "rake leaves": "garden weekend", "call mum": ""}},
		{`{"action":"untag","tag":"garden","tags":["garden"]}`, "Took @garden off 2 tasks: ",
			map[string]string{"buy bulbs": "", "rake leaves": "weekend", "call mum": ""}},
		{`{"action":"untag","tag":"garden"}`, "Took every label off 2 tasks",
			map[string]string{"buy bulbs": "", "rake leaves": "", "call mum": ""}},
	} {
		t.Run(tc.args, func(t *testing.T) {
			f.turn("bulk")
			before := f.state()
			r := f.must("bulkTasks", tc.args)
			if !strings.HasPrefix(r.Summary, tc.summary) {
				t.Errorf("summary %q, want %q", r.Summary, tc.summary)
			}
			f.labelsThenUndo(t, tc.want, before)
		})
	}
	if r := f.run("bulkTasks", `{"action":"tag","tag":"garden"}`); r.OK {
		t.Errorf("tag without a label: %+v", r)
	}
}

// TestBulkExcept: a bulk change leaves out the tasks Except names, asks
// about the rest only, and fails changing nothing when one it names is not
// among them.
func TestBulkExcept(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"buy bulbs","project":"Garden"}`)
	f.must("createTask", `{"title":"trim the hedge","project":"Garden"}`)
	f.must("createTask", `{"title":"fix the shed door","project":"Garden"}`)
	f.must("createTask", `{"title":"call mum"}`)
	if q, err := f.tb.Preview(context.Background(), inv("bulkTasks", `{"action":"complete","project":"Garden","except":["the hedge"]}`)); err != nil || strings.Contains(q, "hedge") || !strings.Contains(q, "buy bulbs") || !strings.Contains(q, "shed door") {
		t.Errorf("the question: %q, %v", q, err)
	}
	r := f.must("bulkTasks", `{"action":"complete","project":"Garden","except":["the hedge"]}`)
	if len(r.Items) != 2 || f.task("trim the hedge").Done || !f.task("buy bulbs").Done || !f.task("fix the shed door").Done {
		t.Errorf("except the hedge: %s", r.Detail)
	}
	before := f.state()
	for _, args := range []string{
		`{"action":"reschedule","project":"Garden","to":"friday","except":["call mum"]}`, // not among them
		`{"action":"reschedule","project":"Garden","to":"friday","except":["the greenhouse"]}`,
	} {
		if r := f.run("bulkTasks", args); r.OK {
			t.Errorf("%s: %+v", args, r)
		}
		if f.state() != before {
			t.Fatalf("%s changed something", args)
		}
	}
}

// TestBulkRelabel: a label renamed on every open task that has it, in its
// place and once, one undo; a label no task has, the same name or a
// missing new name change nothing and say why.
func TestBulkRelabel(t *testing.T) {
	f := newFixture(t)
	f.must("createTask", `{"title":"buy stamps","tags":["errands","town"]}`)
	f.must("createTask", `{"title":"post parcel","tags":["errands","personal"]}`)
	f.must("createTask", `{"title":"call mum","tags":["family"]}`)
	f.turn("relabel")
	before := f.state()
	r := f.must("bulkTasks", `{"action":"relabel","tags":["@Errands"],"as":"personal"}`)
	if !strings.HasPrefix(r.Summary, "Renamed @errands to @personal on 2 tasks: ") || !strings.Contains(r.Summary, "“buy stamps”") || !strings.Contains(r.Summary, "“post parcel”") {
		t.Errorf("summary %q, want both tasks renamed", r.Summary)
	}
	f.labelsThenUndo(t, map[string]string{"buy stamps": "personal town", "post parcel": "personal", "call mum": "family"}, before)
	if r := f.must("bulkTasks", `{"action":"relabel","tags":["gym"],"as":"fitness"}`); !strings.Contains(r.Summary, "No open task has the label @gym") {
		t.Errorf("unknown label: %q", r.Summary)
	}
	for _, args := range []string{`{"action":"relabel","tags":["family"],"as":"Family"}`, `{"action":"relabel","tags":["family"]}`, `{"action":"relabel","tags":["family","town"],"as":"x"}`} {
		if r := f.run("bulkTasks", args); r.OK {
			t.Errorf("%s: %+v, want refused", args, r)
		}
	}
	if f.state() != before {
		t.Fatal("a refused relabel changed something")
	}
}

// labelsThenUndo checks each task's labels (title -> labels joined by
// spaces), then undoes the turn and checks the state is before again.
func (f *fixture) labelsThenUndo(t *testing.T, want map[string]string, before string) {
	t.Helper()
	for title, tags := range want {
		if got := strings.Join(f.task(title).Tags, " "); got != tags {
			t.Errorf("%s: tags %q, want %q", title, got, tags)
		}
	}
	f.turn("undo")
	f.must("undo", `{}`)
	if f.state() != before {
		t.Fatal("undo did not restore the labels")
	}
}

// TestBulkThisMonthByName: "due in november" said in November is this
// month's days, though "1 november" alone reads as the next one.
func TestBulkThisMonthByName(t *testing.T) {
	f := newFixture(t) // the clock is 25 November 2026
	f.must("createTask", `{"title":"raffle tickets","due":"27 november"}`)
	f.must("createTask", `{"title":"old invoice","due":"30 november"}`)
	f.must("createTask", `{"title":"banner","due":"4 december"}`)
	r := f.must("bulkTasks", `{"action":"priority","level":"high","from":"1 november","before":"the last day of november"}`)
	if len(r.Items) != 2 || f.task("banner").Priority != 0 || f.task("raffle tickets").Priority == 0 || f.task("old invoice").Priority != f.task("raffle tickets").Priority {
		t.Errorf("this month by name: %s", r.Detail)
	}
}
