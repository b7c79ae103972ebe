package notch

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

type fakeFinder struct{ queries []string }

func (f *fakeFinder) Find(q string, k int) []Match {
	f.queries = append(f.queries, q)
	all := []Match{{Kind: "task", ID: "t1", Title: "Call the bank", Detail: "due tomorrow"}, {Kind: "note", ID: "n1", Title: "Bank call notes"}}
	var out []Match
	for _, m := range all {
		if strings.Contains(strings.ToLower(m.Title), strings.ToLower(q)) && len(out) < k {
			out = append(out, m)
		}
	}
	return out
}

type nopSender struct{ got []string }

func (s *nopSender) Submit(text string) string { s.got = append(s.got, text); return "turn-1" }

type nopUndo struct{}

func (nopUndo) UndoTurn(string) {}

// The quick panel lists matching tasks and notes as the person types;
// choosing one opens it; Enter still runs the request and clears the list.
func TestPanelShowsMatchesAsYouType(t *testing.T) {
	test.NewTempApp(t)
	send := &nopSender{}
	p := NewPanel(send, nopUndo{}, nil)
	p.Background = func(work, show func()) { work(); show() }
	f := &fakeFinder{}
	var opened []Match
	p.SetFinder(f, func(m Match) { opened = append(opened, m) })
	test.NewTempWindow(t, p.Content())

	test.Type(p.Input, "b")
	if len(p.Matches()) != 0 || len(f.queries) != 0 {
		t.Fatalf("one letter looked up %v", f.queries)
	}
	test.Type(p.Input, "ank")
	if len(p.Matches()) != 2 || !strings.Contains(p.Matches()[0].Text, "Task: Call the bank") || !strings.Contains(p.Matches()[1].Text, "Note: Bank call notes") {
		var texts []string
		for _, b := range p.Matches() {
			texts = append(texts, b.Text)
		}
		t.Fatalf("matches %q", texts)
	}
	test.Tap(p.Matches()[1])
	if len(opened) != 1 || opened[0].ID != "n1" {
		t.Fatalf("opened %v", opened)
	}
	// a request (not a name) still runs on Enter, and the list goes
	p.SetFinder(finderOf{{Kind: "task", ID: "t1", Title: "Call the bank"}, {Kind: "note", ID: "n1", Title: "Bank call notes"}},
		func(m Match) { opened = append(opened, m) })
	p.Input.SetText("remind me to call the bank")
	if len(p.Matches()) != 2 {
		t.Fatalf("%d matches for the request", len(p.Matches()))
	}
	p.Input.OnSubmitted(p.Input.Text)
	if len(send.got) != 1 || send.got[0] != "remind me to call the bank" || len(p.Matches()) != 0 || len(opened) != 1 {
		t.Fatalf("Enter sent %v, opened %d and left %d matches", send.got, len(opened), len(p.Matches()))
	}
}

// Typing a new query clears the answer to the previous one, so the
// matches are not shown above an unrelated reply; a reply that comes
// after the query shows.
func TestPanelQueryClearsTheOldAnswer(t *testing.T) {
	for _, finder := range []bool{true, false} {
		t.Run(map[bool]string{true: "with finder", false: "without finder"}[finder], func(t *testing.T) {
			test.NewTempApp(t)
			p := NewPanel(&nopSender{}, nopUndo{}, nil)
			p.Background = func(work, show func()) { work(); show() }
			if finder {
				p.SetFinder(&fakeFinder{}, func(Match) {})
			}
			test.NewTempWindow(t, p.Content())
			long := strings.Repeat("You have 3 tasks due today and nothing overdue. ", 4)
			p.Apply(PanelUpdate{TurnID: "turn-1", Reply: long, Done: true})
			p.toggle() // expanded
			test.Type(p.Input, "bank")
			if p.Reply.Text != "" || p.MoreBtn.Visible() || p.expanded {
				t.Fatalf("after a new query the answer area shows %q (more %v, expanded %v)", p.Reply.Text, p.MoreBtn.Visible(), p.expanded)
			}
			if finder && len(p.Matches()) != 2 {
				t.Fatalf("%d matches, want 2", len(p.Matches()))
			}
			p.Apply(PanelUpdate{TurnID: "turn-2", Reply: "Found it."})
			if p.Reply.Text != "Found it." {
				t.Fatalf("a new answer shows %q", p.Reply.Text)
			}
		})
	}
}

// Like a launcher: ↓ from the input reaches the matches, ↑ and ↓ move
// through them and back, Enter opens the focused one, Esc closes.
func TestPanelMatchesByKeyboard(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel(&nopSender{}, nopUndo{}, nil)
	p.Background = func(work, show func()) { work(); show() }
	var opened []Match
	p.SetFinder(&fakeFinder{}, func(m Match) { opened = append(opened, m) })
	closed := 0
	p.OnClose = func() { closed++ }
	w := test.NewTempWindow(t, p.Content())
	c := w.Canvas()
	c.Focus(p.Input)
	test.Type(p.Input, "bank")
	down := &fyne.KeyEvent{Name: fyne.KeyDown}
	p.Input.TypedKey(down)
	if c.Focused() != p.matchBox.Objects[0].(fyne.Focusable) {
		t.Fatalf("↓ from the input focused %T", c.Focused())
	}
	c.Focused().TypedKey(down)
	if c.Focused() != p.matchBox.Objects[1].(fyne.Focusable) {
		t.Fatal("↓ did not move to the second match")
	}
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(opened) != 1 || opened[0].ID != "n1" {
		t.Fatalf("Enter opened %v", opened)
	}
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	if c.Focused() != p.Input {
		t.Fatal("↑ from the first match did not return to the input")
	}
	p.Input.TypedKey(down)
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if closed != 1 {
		t.Error("Esc on a match did not close the panel")
	}
}

// A failed turn's reason is said once: by the reply, not also by the
// signal line above it.
func TestPanelSaysAFailureOnce(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel(&nopSender{}, nopUndo{}, nil)
	p.Signal.ReducedMotion = true
	test.NewTempWindow(t, p.Content())
	why := "the local model is not answering"
	p.Apply(PanelUpdate{TurnID: "t", Signal: Signal{State: Failed, Reason: why}})
	if !strings.Contains(p.Signal.Signal().Label(), why) {
		t.Fatalf("without a reply the signal says %q", p.Signal.Signal().Label())
	}
	p.Apply(PanelUpdate{TurnID: "t", Reply: "I couldn't reach the local model. Start it, then try again.", Signal: Signal{State: Failed, Reason: why}})
	if strings.Contains(p.Signal.Signal().Label(), why) {
		t.Errorf("the signal repeats the reply: %q", p.Signal.Signal().Label())
	}
}

// finderOf finds ms for every query.
type finderOf []Match

func (f finderOf) Find(string, int) []Match { return f }

// Enter opens the match when the list shows one whose title holds the
// text typed, or several of which the first does and the text is a name
// of up to three words (a launcher's top hit); with none, a longer text
// the titles do not hold, one the ranking found for a question, or a list
// of an earlier query, Enter runs the request.
func TestPanelEnterOpensTheOnlyMatch(t *testing.T) {
	search := Match{Kind: "note", ID: "n2", Title: "Guest wifi"}
	for _, c := range []struct {
		name, typed string
		finder      Finder
		stale       bool
		open        string // the match Enter opens, "" when it sends
	}{
		{"one task", "call the", &fakeFinder{}, false, "t1"},
		{"one note", "bank call", &fakeFinder{}, false, "n1"},
		{"two matches: the top hit", "bank", &fakeFinder{}, false, "t1"},
		{"two matches, a request", "remind me about the bank", finderOf{{Kind: "task", ID: "t1", Title: "Call the bank"}, {Kind: "note", ID: "n1", Title: "Bank call notes"}}, false, ""},
		{"no match", "buy milk", &fakeFinder{}, false, ""},
		{"a ranked note for a question", "what's the password", finderOf{search}, false, ""},
		{"the list of an earlier query", "ca", &fakeFinder{}, true, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			test.NewTempApp(t)
			send := &nopSender{}
			p := NewPanel(send, nopUndo{}, nil)
			p.Background = func(work, show func()) {
				if c.stale && p.Input.Text != "call the" {
					return // the lookups of the later keys are still running
				}
				work()
				show()
			}
			var opened []string
			p.SetFinder(c.finder, func(m Match) { opened = append(opened, m.ID) })
			test.NewTempWindow(t, p.Content())
			if c.stale { // "call the" listed one match, then erased back to "ca"
				test.Type(p.Input, "call the")
				p.Input.SetText(c.typed)
			} else {
				test.Type(p.Input, c.typed)
			}
			p.Input.OnSubmitted(p.Input.Text)
			if c.open != "" {
				if len(opened) != 1 || opened[0] != c.open || len(send.got) != 0 {
					t.Fatalf("Enter opened %v and sent %v, want %s opened", opened, send.got, c.open)
				}
				return
			}
			if len(opened) != 0 || len(send.got) != 1 || send.got[0] != c.typed {
				t.Fatalf("Enter opened %v and sent %v, want %q sent", opened, send.got, c.typed)
			}
		})
	}
}
