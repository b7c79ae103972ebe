package views

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"pace/notch"
	"pace/store"
)

func newThread(t *testing.T) (*ThreadView, *fakeConv, fyne.Window) {
	newTestApp(t)
	db := mustStore(t)
	conv := newFakeConv(t, db)
	tv := NewThreadView(conv)
	tv.Signal.Clock = stopped{}
	tv.Start()
	t.Cleanup(tv.Stop)
	w := test.NewTempWindow(t, tv.Content())
	w.Resize(fyne.NewSize(800, 600))
	return tv, conv, w
}

func last(tv *ThreadView) Turn { return tv.Turns()[len(tv.Turns())-1] }

func TestTypingARequestProducesCardsAndStoreChanges(t *testing.T) {
	tv, conv, w := newThread(t)
	w.Canvas().Focus(tv.Input)
	test.Type(tv.Input, "add task Call the bank")
	tv.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})

	if tv.Input.Text != "" {
		t.Errorf("input not cleared: %q", tv.Input.Text)
	}
	tr := last(tv)
	if tr.Request != "add task Call the bank" || tr.Status != StatusDone {
		t.Fatalf("turn = %+v", tr)
	}
	if len(tr.Records) != 1 || !strings.Contains(tr.Records[0].Summary, "Call the bank") {
		t.Fatalf("cards = %+v", tr.Records)
	}
	ts := tasks(t, conv.db, "open")
	if len(ts) != 1 || ts[0].Title != "Call the bank" {
		t.Fatalf("store tasks = %+v", ts)
	}
	row := tv.RowFor(tr.ID)
	if row.undoBtn == nil {
		t.Fatal("a turn that changed something has no Undo button")
	}
	if tv.Signal.Signal().State != "completed" {
		t.Errorf("signal = %v, want completed", tv.Signal.Signal().State)
	}
}

func TestUndoButtonRevertsTheTurn(t *testing.T) {
	tv, conv, _ := newThread(t)
	tv.Send("add task Water the plants")
	id := last(tv).ID
	test.Tap(tv.RowFor(id).undoBtn)

	if len(conv.undone) != 1 || conv.undone[0] != id {
		t.Fatalf("UndoTurn calls = %v", conv.undone)
	}
	if n := len(tasks(t, conv.db, "")); n != 0 {
		t.Fatalf("%d tasks left after undo", n)
	}
	row := tv.RowFor(id)
	if row.undoBtn != nil {
		t.Error("Undo still offered after undoing")
	}
	if tr, _ := tv.Turn(id); !tr.Undone || !strings.Contains(undoneSummary(tr), "created “water the plants”") && !strings.Contains(undoneSummary(tr), "Water the plants") {
		t.Errorf("undone summary = %q", undoneSummary(tr))
	}
}

func TestShiftEnterBreaksTheLineAndEnterSends(t *testing.T) {
	tv, conv, w := newThread(t)
	w.Canvas().Focus(tv.Input)
	test.Type(tv.Input, "first line")
	tv.Input.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	tv.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tv.Input.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	test.Type(tv.Input, "second")
	if tv.Input.Text != "first line\nsecond" {
		t.Fatalf("text = %q", tv.Input.Text)
	}
	if conv.n != 0 {
		t.Fatal("Shift+Enter sent the request")
	}
	tv.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnter})
	if conv.n != 1 || last(tv).Request != "first line\nsecond" {
		t.Fatalf("Enter did not send: %d turns", conv.n)
	}
}

func TestUpRecallsEarlierRequests(t *testing.T) {
	tv, _, w := newThread(t)
	tv.Send("add task One")
	tv.Send("what's due")
	w.Canvas().Focus(tv.Input)
	up := &fyne.KeyEvent{Name: fyne.KeyUp}
	tv.Input.TypedKey(up)
	if tv.Input.Text != "what's due" {
		t.Fatalf("first ↑ = %q", tv.Input.Text)
	}
	tv.Input.TypedKey(up)
	if tv.Input.Text != "add task One" {
		t.Fatalf("second ↑ = %q", tv.Input.Text)
	}
	tv.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	tv.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if tv.Input.Text != "" {
		t.Fatalf("↓ past the newest = %q", tv.Input.Text)
	}
}

func TestFirstRunOffersThreeExamples(t *testing.T) {
	tv, conv, _ := newThread(t)
	if !tv.empty.Visible() || len(tv.Examples) != 3 {
		t.Fatalf("empty state visible=%v examples=%d", tv.empty.Visible(), len(tv.Examples))
	}
	test.Tap(tv.Examples[1])
	if conv.n != 1 || last(tv).Request != Examples[1] {
		t.Fatalf("tapping an example sent %d turns", conv.n)
	}
	if tv.empty.Visible() {
		t.Error("empty state still shown after the first turn")
	}
}

func TestPlanCardShowsOutlineAndProgress(t *testing.T) {
	tv, _, _ := newThread(t)
	tv.Apply(Update{Turn: Turn{ID: "p", Request: "plan it", Status: StatusRunning, Step: 2, Total: 3,
		Outline: []string{"Create project Garden", "Add milestone Seedlings", "Add task Buy seeds"},
		Records: []Record{{Tool: "createProject", Family: "project", Summary: "Created project Garden", Status: RecordOK}}}})
	row := tv.RowFor("p")
	if len(row.parts) < 2 {
		t.Fatalf("parts = %d", len(row.parts))
	}
	if got := findText(row.parts[1].obj); !strings.Contains(got, "Plan · step 2/3") || !strings.Contains(got, "3. Add task Buy seeds") {
		t.Errorf("plan card text = %q", got)
	}
}

func TestFailedTurnOffersRetry(t *testing.T) {
	tv, _, _ := newThread(t)
	tv.Apply(Update{Turn: Turn{ID: "f", Request: "do something", Status: StatusFailed, Err: "The local model is not running."}})
	row := tv.RowFor("f")
	if row.retryBtn == nil {
		t.Fatal("failed turn has no Retry")
	}
	if !strings.Contains(findText(row.parts[len(row.parts)-1].obj), "The local model is not running.") {
		t.Error("failure reason not shown")
	}
}

func TestThousandTurnsStayVirtualized(t *testing.T) {
	tv, _, w := newThread(t)
	for i := 0; i < 1000; i++ {
		tv.Apply(Update{Turn: Turn{ID: fmt.Sprint(i), Request: fmt.Sprintf("request %d", i), Reply: "ok", Status: StatusDone}})
	}
	w.Canvas().Refresh(tv.Content())
	rows := 0
	for _, o := range test.WidgetRenderer(tv.List).Objects() {
		rows += countRows(o)
	}
	if rows == 0 || rows > 60 {
		t.Fatalf("%d row widgets for 1000 turns; the list is not virtualized", rows)
	}
}

func countRows(o fyne.CanvasObject) int {
	switch x := o.(type) {
	case *turnRow:
		return 1
	case *fyne.Container:
		n := 0
		for _, c := range x.Objects {
			n += countRows(c)
		}
		return n
	case fyne.Widget:
		n := 0
		for _, c := range test.WidgetRenderer(x).Objects() {
			n += countRows(c)
		}
		return n
	}
	return 0
}

// findText concatenates the text of every label and canvas text under o.
func findText(o fyne.CanvasObject) string {
	var b strings.Builder
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case interface{ String() string }:
			b.WriteString(x.String() + "\n")
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
		if t, ok := o.(*canvas.Text); ok {
			b.WriteString(t.Text + "\n")
		}
	}
	walk(o)
	return b.String()
}

func BenchmarkAppendTurnTo1000(b *testing.B) {
	newTestApp(b)
	db := mustStore(b)
	tv := NewThreadView(newFakeConv(b, db))
	tv.Signal.Clock = stopped{}
	w := test.NewTempWindow(b, tv.Content())
	w.Resize(fyne.NewSize(900, 700))
	for i := 0; i < 1000; i++ {
		tv.Apply(Update{Turn: Turn{ID: fmt.Sprint(i), Request: fmt.Sprintf("request %d", i), Reply: "Done: created a task for tomorrow.", Status: StatusDone}})
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tv.Apply(Update{Turn: Turn{ID: fmt.Sprintf("n%d", i), Request: "add task Call the bank", Reply: "Added.", Status: StatusDone,
			Records: []Record{{Tool: "createTask", Family: "task", Summary: "Created “Call the bank”", Status: RecordOK}}}})
		w.Canvas().Refresh(tv.Content())
	}
}

// A card's detail lines wrap at the card's edge: a long item title does not
// make the card wider than the thread.
func TestRecordCardDetailLineWraps(t *testing.T) {
	newTestApp(t)
	long := strings.Repeat("Prepare the quarterly launch review with finance ", 4)
	for name, open := range map[string]func(Item){"plain": nil, "link": func(Item) {}} {
		r := newTurnRow(&ThreadView{OnItem: open})
		card := r.recordCard(Record{Tool: "listTasks", Family: "task", Summary: "1 task", Status: RecordOK,
			Items: []Item{{Kind: "task", ID: "t1", Title: long, Line: "due Friday 17:00"}}})
		w := test.NewTempWindow(t, card)
		w.Resize(fyne.NewSize(360, 400))
		if got := card.MinSize().Width; got > 360 {
			t.Errorf("%s: the card needs %v px for a %d-character title", name, got, len(long))
		}
	}
}

func TestClarifyChoicesRunAsRequests(t *testing.T) {
	tv, conv, _ := newThread(t)
	tv.Apply(Update{Turn: Turn{ID: "c", Request: "the garage thing", Status: StatusDone, Reply: "Which of these?",
		Choices: []Choice{{Label: "Add the task “garage thing”", Text: "add task garage thing"}, {Label: "Neither — do nothing"}}}})
	row := tv.RowFor("c")
	if len(row.choiceBtns) != 2 {
		t.Fatalf("%d choice buttons, want 2", len(row.choiceBtns))
	}
	test.Tap(row.choiceBtns[0])
	conv.mu.Lock()
	n := len(conv.turns)
	var last string
	if n > 0 {
		last = conv.turns[n-1].Request
	}
	conv.mu.Unlock()
	if last != "add task garage thing" {
		t.Errorf("tapping sent %q, want the reading's text", last)
	}
	if !row.choiceBtns[1].Disabled() {
		t.Error("the other choices stay active after one was picked")
	}
}

// choosingConv is a conversation that runs a reading as the same turn.
type choosingConv struct {
	*fakeConv
	chosen []string
}

func (c *choosingConv) Choose(id string, option int) {
	c.chosen = append(c.chosen, fmt.Sprintf("%s/%d", id, option))
}

func TestClarifyChoiceRunsAsTheSameTurn(t *testing.T) {
	newTestApp(t)
	conv := &choosingConv{fakeConv: newFakeConv(t, mustStore(t))}
	tv := NewThreadView(conv)
	tv.Signal.Clock = stopped{}
	tv.Start()
	t.Cleanup(tv.Stop)
	test.NewTempWindow(t, tv.Content())
	tv.Apply(Update{Turn: Turn{ID: "c", Request: "the garage thing", Status: StatusDone, Reply: "Which of these?",
		Choices: []Choice{{Label: "Add the task “garage thing”", Text: "add task garage thing", Option: 0}, {Label: "Neither — do nothing", Option: 2}}}})
	row := tv.RowFor("c")
	test.Tap(row.choiceBtns[1])
	if len(conv.chosen) != 1 || conv.chosen[0] != "c/2" {
		t.Fatalf("chosen %v, want [c/2]", conv.chosen)
	}
	conv.mu.Lock()
	n := len(conv.turns)
	conv.mu.Unlock()
	if n != 0 {
		t.Errorf("a chosen reading also sent %d new requests", n)
	}
}

// The tasks and notes a card lists open where they live: a note in
// Knowledge, selected; a task in Today with its Edit sheet; a line naming
// nothing to open ("and 3 more", a file path) stays plain text.
func TestCardItemsOpenWhereTheyLive(t *testing.T) {
	m, conv, ids := newMain(t)
	m.Today.Background = synchronous
	conv.emit(Turn{ID: "q", Request: "show notes tagged garden", Status: StatusDone, Reply: "You have 2 notes and a task.",
		Records: []Record{{Tool: "listNotes", Family: "note", Summary: "You have 2 notes tagged #garden", Status: RecordOK, Items: []Item{
			{Kind: store.KindNote, ID: ids["seedlist"], Title: "Seed list"},
			{Kind: store.KindTask, ID: ids["seeds"], Title: "Buy seed trays", Line: "due today"},
			{Kind: store.KindNote, Title: "…/vault/file.md"},
		}}}}, notch.Completed)
	m.Show(SpaceThread)
	m.win.Canvas().Refresh(m.Content())
	row := m.Thread.RowFor("q")
	if row == nil || len(row.itemLinks) != 2 {
		t.Fatalf("row %v: want 2 lines that open an item", row)
	}
	for _, c := range []struct {
		name  string
		link  *itemLink
		space Space
		check func() bool
	}{
		{"note", row.itemLinks[0], SpaceKnowledge, func() bool {
			return m.Knowledge.Current() != nil && m.Knowledge.Current().ID == ids["seedlist"] && m.Knowledge.SelectedNote() == ids["seedlist"]
		}},
		{"task", row.itemLinks[1], SpaceToday, func() bool {
			return m.Today.Rows.LastSheet != nil && m.Today.Rows.LastSheet.task.ID == ids["seeds"]
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m.Show(SpaceThread)
			test.Tap(c.link)
			if m.Current() != c.space || !c.check() {
				t.Fatalf("tapping the %s showed space %d", c.name, m.Current())
			}
		})
	}
}
