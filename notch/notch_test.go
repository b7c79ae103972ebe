package notch

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// manualClock fires its timers when told to.
type manualClock struct{ timers []*timer }

type timer struct {
	f       func()
	stopped bool
}

func (c *manualClock) AfterFunc(_ time.Duration, f func()) func() bool {
	tm := &timer{f: f}
	c.timers = append(c.timers, tm)
	return func() bool { tm.stopped = true; return true }
}

func (c *manualClock) fire() {
	ts := c.timers
	c.timers = nil
	for _, tm := range ts {
		if !tm.stopped {
			tm.stopped = true
			tm.f()
		}
	}
}

func TestSignalLabels(t *testing.T) {
	for _, tc := range []struct {
		s    Signal
		want string
	}{
		{Signal{State: Ready}, "Ready"},
		{Signal{State: Acting, Step: 2, Total: 5}, "Working 2/5"},
		{Signal{State: Failed, Reason: "the model is not running"}, "Failed: the model is not running"},
		{Signal{State: Understanding, OffDevice: true}, "Thinking · off-device"},
		{Signal{State: Approval}, "Waiting for your approval"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			if got := tc.s.Label(); got != tc.want {
				t.Errorf("Label() = %q", got)
			}
		})
	}
}

func TestEveryStateHasItsOwnColourAndAmberIsReserved(t *testing.T) {
	seen := map[fyne.ThemeColorName]State{}
	for _, s := range States {
		n := ColorName(s)
		if prev, dup := seen[n]; dup && !(s == Completed && prev == Speaking || s == Speaking && prev == Completed) {
			t.Errorf("%s and %s share %s", s, prev, n)
		}
		seen[n] = s
		if n == ColorOffDevice {
			t.Errorf("%s uses the off-device amber", s)
		}
		if _, ok := SignalColor(n, theme.VariantDark); !ok {
			t.Errorf("%s has no dark colour", s)
		}
	}
}

func TestCompletedFadesToReady(t *testing.T) {
	test.NewTempApp(t)
	clk := &manualClock{}
	v := NewSignalView(true)
	v.Clock = clk
	v.Set(Signal{State: Completed})
	if v.Signal().State != Completed {
		t.Fatal("not completed")
	}
	clk.fire()
	if v.Signal().State != Ready {
		t.Fatalf("after the fade: %s", v.Signal().State)
	}
}

type fakeThread struct {
	sent   []string
	undone []string
}

func (f *fakeThread) Submit(text string) string { f.sent = append(f.sent, text); return "turn-1" }
func (f *fakeThread) UndoTurn(id string)        { f.undone = append(f.undone, id) }

type replays struct{ n int }

func (r *replays) Replay() { r.n++ }

func TestQuickPanel(t *testing.T) {
	test.NewTempApp(t)
	ft := &fakeThread{}
	rp := &replays{}
	p := NewPanel(ft, ft, rp)
	clk := &manualClock{}
	p.Clock = clk
	closed := 0
	p.OnClose = func() { closed++ }
	w := test.NewTempWindow(t, p.Content())
	w.Resize(PanelSize)
	p.Focus(w.Canvas())

	test.Type(p.Input, "add task Buy milk")
	p.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(ft.sent) != 1 || ft.sent[0] != "add task Buy milk" || p.Input.Text != "" {
		t.Fatalf("sent %v, input %q", ft.sent, p.Input.Text)
	}

	p.Apply(PanelUpdate{TurnID: "turn-1", Reply: "Added “Buy milk”.", Done: true, Changed: true, Signal: Signal{State: Completed}})
	if p.Reply.Text != "Added “Buy milk”." || !p.UndoVisible() {
		t.Fatalf("reply %q, undo banner %v", p.Reply.Text, p.UndoVisible())
	}
	test.Tap(p.UndoBtn)
	if len(ft.undone) != 1 || ft.undone[0] != "turn-1" || p.UndoVisible() {
		t.Fatalf("undo: %v, banner %v", ft.undone, p.UndoVisible())
	}

	p.Apply(PanelUpdate{TurnID: "turn-2", Reply: "Moved it.", Done: true, Changed: true})
	clk.fire()
	if p.UndoVisible() {
		t.Error("the undo banner outlived its window")
	}

	test.Tap(p.ReplayBtn)
	if rp.n != 1 {
		t.Error("replay not called")
	}
	p.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if closed != 1 {
		t.Error("Esc did not close the panel")
	}
	if s := p.Content().MinSize(); s.Height > PanelSize.Height || s.Width > PanelSize.Width {
		t.Errorf("panel needs %v, more than %v", s, PanelSize)
	}
}

func TestLongReplyExpands(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel(&fakeThread{}, &fakeThread{}, nil)
	w := test.NewTempWindow(t, p.Content())
	w.Resize(PanelSize)
	var sized fyne.Size
	p.OnResize = func(s fyne.Size) { sized = s }
	p.Apply(PanelUpdate{TurnID: "t", Reply: strings.Repeat("A long answer from your notes. ", 12), Done: true})
	if !p.MoreBtn.Visible() {
		t.Fatal("no More for a long reply")
	}
	test.Tap(p.MoreBtn)
	if sized.Height <= PanelSize.Height {
		t.Errorf("expanded to %v", sized)
	}
	if !p.ReplayBtn.Disabled() {
		t.Error("replay enabled without voice")
	}
}

func TestTrayMenu(t *testing.T) {
	m := TrayMenu([]TrayTask{{ID: "1", Title: "Call the bank", When: "today 17:00"}, {ID: "2", Title: "Book the dentist"},
		{ID: "3", Title: "Buy seeds"}, {ID: "4", Title: "Fourth"}}, TrayActions{})
	var labels []string
	for _, it := range m.Items {
		if !it.IsSeparator {
			labels = append(labels, it.Label)
		}
	}
	want := "Ask…|Add task…|Call the bank · today 17:00|Book the dentist|Buy seeds|Open Pace|Quit"
	if got := strings.Join(labels, "|"); got != want {
		t.Errorf("menu = %s", got)
	}
	if !m.Items[len(m.Items)-1].IsQuit {
		t.Error("Quit is not the quit item")
	}
}

func TestTrayIconShowsState(t *testing.T) {
	ready := TrayIcon(Signal{State: Ready}, theme.VariantLight)
	acting := TrayIcon(Signal{State: Acting}, theme.VariantLight)
	dark := TrayIcon(Signal{State: Ready}, theme.VariantDark)
	if ready.Name() == acting.Name() || ready.Name() == dark.Name() {
		t.Errorf("icons not distinct: %s %s %s", ready.Name(), acting.Name(), dark.Name())
	}
	if !strings.Contains(dark.Name(), "FFFFFF") {
		t.Error("dark menu bars get a dark mark")
	}
	if !strings.HasPrefix(string(ready.Content()), "\x89PNG") {
		t.Error("the tray icon is not a PNG (tray hosts do not read SVG)")
	}
}

// Opened later, the panel shows the empty prompt, not an old turn's reply.
func TestQuickPanelForgetsStaleReply(t *testing.T) {
	test.NewTempApp(t)
	now := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	p := NewPanel(&fakeThread{}, &fakeThread{}, nil)
	p.Now = func() time.Time { return now }
	test.NewTempWindow(t, p.Content())

	p.Apply(PanelUpdate{TurnID: "old", Reply: "Yesterday's answer.", Done: true, At: now.Add(-24 * time.Hour)})
	if p.Reply.Text != "" {
		t.Fatalf("a day-old reply shows: %q", p.Reply.Text)
	}
	p.Apply(PanelUpdate{TurnID: "new", Reply: "Added it.", Done: true, At: now})
	p.Opened()
	if p.Reply.Text != "Added it." {
		t.Fatalf("fresh reply = %q", p.Reply.Text)
	}
	now = now.Add(ReplyFresh + time.Minute)
	p.Opened()
	if p.Reply.Text != "" || p.MoreBtn.Visible() {
		t.Errorf("reopened later, the panel still shows %q", p.Reply.Text)
	}
}

// steppedClock runs its timers when advance passes their deadline.
type steppedClock struct {
	now    time.Duration
	timers []*stepTimer
}

type stepTimer struct {
	at      time.Duration
	f       func()
	stopped bool
}

func (c *steppedClock) AfterFunc(d time.Duration, f func()) func() bool {
	tm := &stepTimer{at: c.now + d, f: f}
	c.timers = append(c.timers, tm)
	return func() bool { was := !tm.stopped; tm.stopped = true; return was }
}

func (c *steppedClock) advance(d time.Duration) {
	c.now += d
	for _, tm := range c.timers {
		if !tm.stopped && tm.at <= c.now {
			tm.stopped = true
			tm.f()
		}
	}
}

// The panel's Undo waits while the person reads the reply (the trial's
// click came some seconds after the change and landed on nothing); a new
// request or another turn's reply takes it away.
func TestQuickPanelUndoOutlastsReading(t *testing.T) {
	test.NewTempApp(t)
	ft := &fakeThread{}
	p := NewPanel(ft, ft, nil)
	clk := &steppedClock{}
	p.Clock = clk
	test.NewTempWindow(t, p.Content())

	p.Apply(PanelUpdate{TurnID: "turn-1", Reply: "Created “buy stamps”, due Fri 4 Dec", Done: true, Changed: true})
	clk.advance(30 * time.Second)
	if !p.UndoVisible() {
		t.Fatal("Undo gone 30 s after the change")
	}
	test.Tap(p.UndoBtn)
	if len(ft.undone) != 1 || ft.undone[0] != "turn-1" {
		t.Fatalf("undone = %v", ft.undone)
	}

	p.Apply(PanelUpdate{TurnID: "turn-2", Reply: "Moved it.", Done: true, Changed: true})
	p.Apply(PanelUpdate{TurnID: "turn-3", Reply: "You have 3 tasks today.", Done: true})
	if p.UndoVisible() {
		t.Error("Undo of turn-2 stays beside turn-3's reply")
	}
	p.Apply(PanelUpdate{TurnID: "turn-4", Reply: "Moved it.", Done: true, Changed: true})
	test.Type(p.Input, "what is next")
	p.Input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if p.UndoVisible() {
		t.Error("Undo stays after a new request")
	}
	p.Apply(PanelUpdate{TurnID: "turn-5", Reply: "Moved it.", Done: true, Changed: true})
	clk.advance(UndoWindow)
	if p.UndoVisible() {
		t.Error("Undo outlived its reply's freshness")
	}
}

// Reopened, the panel selects the old query, so typing replaces it (the
// trial's next request was appended to it and became one task's title).
func TestQuickPanelReopenSelectsOldQuery(t *testing.T) {
	test.NewTempApp(t)
	ft := &fakeThread{}
	p := NewPanel(ft, ft, nil)
	w := test.NewTempWindow(t, p.Content())
	p.Focus(w.Canvas())
	test.Type(p.Input, "tulip")
	w.Canvas().Unfocus()
	p.Focus(w.Canvas())
	test.Type(p.Input, "remind me to take out the recycling")
	if p.Input.Text != "remind me to take out the recycling" {
		t.Errorf("input = %q", p.Input.Text)
	}
}
