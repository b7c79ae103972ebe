package views

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"pace/store"
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

func (p *pagedConv) HasOlder() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.oldest > 0
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

// genVault writes n notes of about 600 bytes, each linking two others
// and every tenth the first (an index note), in one transaction (seeded:
// the same vault every run).
func genVault(tb testing.TB, db *store.DB, n int) {
	tb.Helper()
	r := rand.New(rand.NewPCG(20, 0))
	err := db.Write(context.Background(), func(tx *store.Tx) error {
		ids := make([]string, n)
		for i := range n {
			var b strings.Builder
			for b.Len() < 600 {
				b.WriteString(scaleWords[r.IntN(len(scaleWords))] + " ")
			}
			fmt.Fprintf(&b, "\n\nSee [[Note %d]] and [[Note %d]].\n", r.IntN(n), r.IntN(n))
			note, err := tx.Notes().Insert(store.Note{Title: fmt.Sprintf("Note %d", i), Body: b.String(),
				Tags: []string{scaleWords[i%len(scaleWords)]}})
			if err != nil {
				return err
			}
			ids[i] = note.ID
		}
		for i, id := range ids {
			targets := []int{r.IntN(n), r.IntN(n)}
			if i%10 == 0 {
				targets = append(targets, 0)
			}
			for _, to := range targets {
				if to == i {
					continue
				}
				l := store.Link{FromKind: store.KindNote, FromID: id, ToKind: store.KindNote, ToID: ids[to], Type: store.LinkMentions}
				if _, _, err := tx.Graph().Insert(l); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
}

var vault20k struct {
	once sync.Once
	db   *store.DB
}

// knowledge20k is a Knowledge space over a 20,000-note vault, shown in a
// window; the vault is made once per test binary.
func knowledge20k(tb testing.TB) (*Knowledge, fyne.Window) {
	vault20k.once.Do(func() {
		db, err := store.OpenMemory(store.Options{})
		if err != nil {
			tb.Fatal(err)
		}
		genVault(tb, db, 20000)
		vault20k.db = db
	})
	k := NewKnowledge(vault20k.db, newFakeConv(tb, vault20k.db), nil)
	k.Background, k.Load = synchronous, synchronous
	w := test.NewTempWindow(tb, k.Content())
	w.Resize(fyne.NewSize(1000, 700))
	return k, w
}

// BenchmarkKnowledge20k over 20,000 notes: read is the space's read of
// the store (off the UI goroutine in the app), show what the UI goroutine
// pays to show it (a big vault's list is matched off it); key is what
// the UI goroutine pays for one key typed in the search (the match waits
// for a pause); match is that match, run off the UI goroutine; graph is
// focusing the graph on the most linked note.
func BenchmarkKnowledge20k(b *testing.B) {
	newTestApp(b)
	k, w := knowledge20k(b)
	var d knowledgeData
	b.Run("read", func(b *testing.B) {
		for range b.N {
			var err error
			if d, err = k.load(context.Background()); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("show", func(b *testing.B) {
		k.Background = func(work, show func()) {}
		for range b.N {
			k.current = nil
			k.render(d)
			w.Canvas().Refresh(k.Content())
		}
		k.Background = func(work, show func()) { work(); show() }
	})
	keys := []string{"g", "ga", "gar"}
	b.Run("key", func(b *testing.B) {
		k.Debounce = func(func()) {}
		for i := range b.N {
			k.Search.SetText(keys[i%3])
			w.Canvas().Refresh(k.Content())
		}
	})
	b.Run("match", func(b *testing.B) {
		for i := range b.N {
			k.Search.Text = keys[i%3]
			k.filter()
		}
	})
	b.Run("graph", func(b *testing.B) {
		hub, most := "", 0
		for id, ls := range k.Graph.adj {
			if len(ls) > most {
				hub, most = id, len(ls)
			}
		}
		for range b.N {
			k.Graph.Focus(hub)
			w.Canvas().Refresh(k.Graph)
		}
	})
}

// Over 20,000 notes the list builds a screenful of rows, typing is matched
// only after a pause and off the UI goroutine (the last key wins), and the
// graph draws a bounded neighbourhood of a hub note.
func TestKnowledge20kStaysBounded(t *testing.T) {
	newTestApp(t)
	k, w := knowledge20k(t)
	var paused []func()
	k.Debounce = func(f func()) { paused = append(paused, f) }
	var off []func()
	k.Background = func(work, show func()) { off = append(off, work, show) }
	if err := k.Reload(); err != nil {
		t.Fatal(err)
	}
	for len(off) > 0 { // the first listing, read off the UI goroutine
		f := off[0]
		off = off[1:]
		f()
	}
	w.Canvas().Refresh(k.Content())
	if len(k.shown) != 20000 {
		t.Fatalf("%d notes listed", len(k.shown))
	}
	if rows := len(listRows(k.Notes)); rows == 0 || rows > 40 {
		t.Fatalf("%d list rows built for 20,000 notes", rows)
	}

	for _, key := range []string{"N", "o", "t", "e", " ", "1", "9", "9", "9", "9"} {
		test.Type(k.Search, key)
	}
	if len(off) != 0 || len(k.shown) != 20000 {
		t.Fatalf("typing matched at once: %d matches, %d jobs", len(k.shown), len(off))
	}
	for _, f := range paused[:len(paused)-1] { // earlier keys: superseded
		f()
		for len(off) > 0 {
			f := off[0]
			off = off[1:]
			f()
		}
	}
	paused[len(paused)-1]()
	if len(off) != 2 {
		t.Fatalf("the last key did not go off the UI goroutine (%d jobs)", len(off))
	}
	off[0]()
	off[1]()
	found := false
	for _, n := range k.shown {
		found = found || n.Title == "Note 19999"
		if !strings.Contains(n.Title+n.Snippet, "Note 19999") {
			t.Fatalf("search “Note 19999” lists %q", n.Title)
		}
	}
	if !found || len(k.shown) > 10 {
		t.Fatalf("search “Note 19999” lists %d notes, the note itself: %v", len(k.shown), found)
	}

	// the most linked note: its rings would hold hundreds of notes
	hub, most := "", 0
	for id, ls := range k.Graph.adj {
		if len(ls) > most && k.kinds[id] == store.KindNote {
			hub, most = id, len(ls)
		}
	}
	k.Graph.Focus(hub)
	if n := len(k.Graph.Nodes()); n != MaxGraphNodes || k.Graph.Left() == 0 {
		t.Fatalf("graph of a hub: %d nodes, %d left out", n, k.Graph.Left())
	}
	if len(k.Graph.edges) > 4*MaxGraphNodes {
		t.Fatalf("%d edges drawn", len(k.Graph.edges))
	}
}

// listRows are the note rows the Knowledge list has built (each a padded
// box around a title and a snippet).
func listRows(l fyne.Widget) []fyne.CanvasObject {
	var rows []fyne.CanvasObject
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *fyne.Container:
			if _, ok := x.Layout.(*tightVBox); ok {
				rows = append(rows, x)
				return
			}
			for _, c := range x.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(l)
	return rows
}
