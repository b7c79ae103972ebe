package views

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The scale tests and benchmarks (issue 19) run on data they generate from
// a fixed seed: nothing is checked in.

var scaleWords = strings.Fields(`garden budget meeting invoice pump gate ledger seeds tomato roof plumber
	insurance contract energy bank travel passport dentist school recipe bread bicycle library paint fence`)

// genTurns is n turns of a years-long conversation, oldest first.
func genTurns(n int) []Turn {
	r := rand.New(rand.NewPCG(19, 15))
	out := make([]Turn, n)
	for i := range out {
		w1, w2 := scaleWords[r.IntN(len(scaleWords))], scaleWords[r.IntN(len(scaleWords))]
		t := Turn{ID: fmt.Sprintf("t%05d", i), Request: fmt.Sprintf("remind me about the %s and the %s", w1, w2),
			Reply: fmt.Sprintf("Added “%s %s” for tomorrow.", w1, w2), Status: StatusDone}
		if i%5 == 0 {
			t.Records = []Record{{Tool: "createTask", Family: "task", Summary: "Created “" + w1 + "”", Status: RecordOK}}
			t.Changed = true
		}
		out[i] = t
	}
	return out
}

// pagedConv is a conversation of many turns that, like the thread, hands
// out the newest page and reads older pages on request (Pager).
type pagedConv struct {
	*fakeConv
	mu     sync.Mutex
	all    []Turn
	oldest int // index in all of the oldest turn handed out
	reads  int // Older calls
}

func newPagedConv(t testing.TB, turns []Turn) *pagedConv {
	p := &pagedConv{fakeConv: newFakeConv(t, nil), all: turns, oldest: max(len(turns)-olderPage, 0)}
	return p
}

func (p *pagedConv) Turns() []Turn {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]Turn(nil), p.all[p.oldest:]...)
}

func (p *pagedConv) Older(n int) ([]Turn, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.reads++
	from := max(p.oldest-n, 0)
	page := append([]Turn(nil), p.all[from:p.oldest]...)
	p.oldest = from
	return page, from > 0
}

// later holds the page reads a thread view started, to run when the test
// says (no goroutine outlives a test).
var later []func()

func runLater() {
	for len(later) > 0 {
		f := later[0]
		later = later[1:]
		f()
	}
}

// openThread shows conv in a fresh window of the usual size.
func openThread(tb testing.TB, conv Conversation) (*ThreadView, fyne.Window) {
	tv := NewThreadView(conv)
	tv.Signal.Clock = stopped{}
	tv.Background = func(work, show func()) { later = append(later, work, show) }
	w := test.NewTempWindow(tb, tv.Content())
	w.Resize(fyne.NewSize(900, 700))
	w.Canvas().Refresh(tv.Content())
	return tv, w
}

// A 20,000-turn thread opens on its newest turn with one page held and a
// screenful of rows built; scrolling to the top reads the page above and
// keeps the rows that were on screen where they were.
func TestThread20kOpensOnTheNewestPage(t *testing.T) {
	newTestApp(t)
	conv := newPagedConv(t, genTurns(20000))
	tv, w := openThread(t, conv)
	if n := len(tv.Turns()); n > olderPage {
		t.Fatalf("the view holds %d turns on opening, want one page (≤ %d)", n, olderPage)
	}
	if got := last(tv).ID; got != "t19999" {
		t.Fatalf("newest turn %s", got)
	}
	rows := 0
	for _, o := range test.WidgetRenderer(tv.List).Objects() {
		rows += countRows(o)
	}
	if rows == 0 || rows > 40 {
		t.Fatalf("%d rows built on opening", rows)
	}
	if !tv.atBottom() {
		t.Fatalf("opened at offset %v, not at the newest turn", tv.List.GetScrollOffset())
	}
	if conv.reads != 0 {
		t.Fatalf("opening at the bottom read %d older pages", conv.reads)
	}

	tv.List.ScrollToTop()
	w.Canvas().Refresh(tv.Content())
	runLater()
	if len(tv.Turns()) != 2*olderPage {
		t.Fatalf("after scrolling to the top the view holds %d turns", len(tv.Turns()))
	}
	if tv.Turns()[0].ID != "t19800" || tv.Turns()[olderPage].ID != "t19900" {
		t.Fatalf("after one page up: first %s, then %s", tv.Turns()[0].ID, tv.Turns()[olderPage].ID)
	}
	// the turn that was at the top (t19900) is still at the top of the view
	var above float32
	for i := range olderPage {
		above += tv.heights[i] + tv.List.Theme().Size("padding")
	}
	if off := tv.List.GetScrollOffset(); off < above-1 || off > above+1 {
		t.Fatalf("after the page above came in the view is at %v, want %v (where t19900 now starts)", off, above)
	}
	if i := tv.index["t19900"]; i != olderPage {
		t.Fatalf("index of t19900 = %d", i)
	}
}

// BenchmarkThread20k opens a 20,000-turn thread in a fresh window: paged
// (the thread hands out the newest page) against every turn at once (as
// before).
func BenchmarkThread20k(b *testing.B) {
	newTestApp(b)
	turns := genTurns(20000)
	b.Run("paged", func(b *testing.B) {
		for range b.N {
			b.StopTimer()
			conv := newPagedConv(b, turns)
			b.StartTimer()
			openThread(b, conv)
			later = nil
		}
	})
	b.Run("whole", func(b *testing.B) {
		for range b.N {
			b.StopTimer()
			conv := newFakeConv(b, nil)
			conv.turns = turns
			b.StartTimer()
			openThread(b, conv)
		}
	})
}
