package views

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"pace/notch"
	"pace/store"
)

// fakeConv is a Conversation over a real store that understands two
// requests ("add task X", "what's due") and the space tools, synchronously.
// It stands in for the thread so views can be tested on their own; app's
// tests run the real thread.
type fakeConv struct {
	t     testing.TB
	db    *store.DB
	mu    sync.Mutex
	turns []Turn
	subs  []func(Update)
	n     int
	// created remembers what each turn created, for UndoTurn.
	created map[string]string
	did     []string // tool calls from Do, in order
	undone  []string
}

func newFakeConv(t testing.TB, db *store.DB) *fakeConv {
	return &fakeConv{t: t, db: db, created: map[string]string{}}
}

func (f *fakeConv) emit(tr Turn, sig notch.State) {
	f.mu.Lock()
	found := false
	for i := range f.turns {
		if f.turns[i].ID == tr.ID {
			f.turns[i], found = tr, true
		}
	}
	if !found {
		f.turns = append(f.turns, tr)
	}
	subs := append([]func(Update){}, f.subs...)
	f.mu.Unlock()
	for _, s := range subs {
		s(Update{Turn: tr, Signal: notch.Signal{State: sig}})
	}
}

func (f *fakeConv) Submit(text string) string {
	f.n++
	id := fmt.Sprintf("turn-%d", f.n)
	tr := Turn{ID: id, Request: text, Status: StatusRunning}
	f.emit(tr, notch.Acting)
	low := strings.ToLower(text)
	switch {
	case strings.HasPrefix(low, "add task "):
		title := strings.TrimSpace(text[len("add task "):])
		var task store.Task
		err := f.db.Write(context.Background(), func(tx *store.Tx) error {
			var err error
			now := time.Now()
			task, err = tx.Tasks().Insert(store.Task{Title: title, Due: &now})
			return err
		})
		if err != nil {
			f.t.Fatalf("insert: %v", err)
		}
		f.created[id] = task.ID
		tr.Records = []Record{{Tool: "createTask", Family: "task", Summary: "Created “" + title + "”, due today", Status: RecordOK}}
		tr.Reply, tr.Changed = "Added “"+title+"” for today.", true
	default:
		tr.Records = []Record{{Tool: "agenda", Family: "agenda", Summary: "Nothing due", Status: RecordOK}}
		tr.Reply = "Nothing is due."
	}
	tr.Status = StatusDone
	f.emit(tr, notch.Completed)
	return id
}

func (f *fakeConv) Do(tool string, args json.RawMessage, label string) string {
	f.n++
	id := fmt.Sprintf("turn-%d", f.n)
	f.did = append(f.did, tool)
	var a map[string]string
	json.Unmarshal(args, &a)
	tr := Turn{ID: id, Request: label, Direct: true, Status: StatusDone}
	switch tool {
	case "completeTask", "reopenTask":
		taskID := strings.TrimPrefix(a["task"], "id:")
		f.db.Write(context.Background(), func(tx *store.Tx) error {
			task, err := tx.Tasks().Get(taskID)
			if err != nil {
				return err
			}
			task.Done = tool == "completeTask"
			if task.Done {
				task.CompletedAt = &demoNow
			}
			_, err = tx.Tasks().Update(task)
			return err
		})
		tr.Records = []Record{{Tool: tool, Family: "task", Summary: label, Status: RecordOK}}
		tr.Changed = true
	case "createNote":
		f.db.Write(context.Background(), func(tx *store.Tx) error {
			_, err := tx.Notes().Insert(store.Note{Title: a["title"], Body: a["body"]})
			return err
		})
		tr.Records, tr.Changed = []Record{{Tool: tool, Family: "note", Summary: label, Status: RecordOK}}, true
	case "updateNote":
		f.db.Write(context.Background(), func(tx *store.Tx) error {
			n, err := tx.Notes().Get(strings.TrimPrefix(a["note"], "id:"))
			if err != nil {
				return err
			}
			n.Body = a["body"]
			_, err = tx.Notes().Update(n)
			return err
		})
		tr.Records, tr.Changed = []Record{{Tool: tool, Family: "note", Summary: label, Status: RecordOK}}, true
	default:
		tr.Records = []Record{{Tool: tool, Family: "note", Summary: label, Status: RecordOK}}
	}
	f.emit(tr, notch.Completed)
	return id
}

func (f *fakeConv) UndoTurn(id string) {
	f.undone = append(f.undone, id)
	taskID := f.created[id]
	if taskID != "" {
		f.db.Write(context.Background(), func(tx *store.Tx) error { return tx.Tasks().Delete(taskID) })
	}
	for _, tr := range f.turns {
		if tr.ID == id {
			tr.Undone = true
			f.emit(tr, notch.Ready)
		}
	}
}

func (f *fakeConv) Retry(string)  {}
func (f *fakeConv) Cancel()       {}
func (f *fakeConv) ClearPending() {}

func (f *fakeConv) Turns() []Turn {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Turn(nil), f.turns...)
}

func (f *fakeConv) Subscribe(fn func(Update)) func() {
	f.mu.Lock()
	f.subs = append(f.subs, fn)
	f.mu.Unlock()
	return func() {}
}

// newTestApp starts Fyne's test app with Pace's theme.
func newTestApp(t testing.TB) fyne.App {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(Theme{})
	return a
}

func mustStore(t testing.TB) *store.DB {
	t.Helper()
	db, err := store.OpenMemory(store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func tasks(t testing.TB, db *store.DB, status string) []store.Task {
	t.Helper()
	var ts []store.Task
	if err := db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		ts, err = tx.Tasks().List(store.TaskFilter{Status: status})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return ts
}

// stopped is a Clock whose timers never fire (tests never wait on time).
type stopped struct{}

func (stopped) AfterFunc(time.Duration, func()) func() bool { return func() bool { return true } }
