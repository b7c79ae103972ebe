package views

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"pace/assets"
	"pace/notch"
)

// Examples are the first-run requests the empty thread offers.
var Examples = []string{
	"Remind me to call the bank tomorrow at 5pm",
	"What's due this week?",
	"What did we decide in the budget meeting?",
}

// ThreadView is the conversation: a virtualized list of turns (smooth with
// thousands), the composer, the signal and the queue. All methods run on the
// UI goroutine; Start subscribes to the conversation and hops there itself.
type ThreadView struct {
	conv Conversation

	turns []Turn
	vers  []int
	index map[string]int
	// heights are the measured row heights (0: not bound yet), kept so
	// rows keep theirs when older turns are put above them.
	heights []float32

	// pager reads older turns as the person scrolls up; more says whether
	// there are any, loading that a page is being read.
	pager         Pager
	more, loading bool
	// opened: the first layout put the view on the newest turn; rows
	// bound before that are no sign of scrolling up.
	opened bool
	// Background reads a page off the UI goroutine, then shows it
	// (fyne.Do); tests run the two steps themselves.
	Background func(work, show func())

	// OnCitation opens a cited note at its passage.
	OnCitation func(Citation)
	// OnItem opens a task, note or project a card lists (nil: the lines
	// are plain text).
	OnItem func(Item)
	// Listeners hear every applied update (quick panel, tray, spaces).
	Listeners []func(Update)
	// Shortcuts routes window shortcuts typed in the composer.
	Shortcuts func(fyne.Shortcut) bool
	// UndoLocal reverts a Local card's journal group (Main wires it to
	// Deps.UndoGroup); nil: Local cards have no Undo.
	UndoLocal func(Turn)
	// OnTalk is push-to-talk (the microphone button, Ctrl+T); OnEscape is Esc in the composer
	// (speech stops). The app sets them.
	OnTalk, OnEscape func()

	List     *widget.List
	Input    *Composer
	SendBtn  *widget.Button
	TalkBtn  *widget.Button
	Signal   *notch.SignalView
	Examples []*widget.Button

	queue    *roleText
	clearBtn *widget.Button
	stopBtn  *widget.Button
	empty    *fyne.Container
	body     *fyne.Container
	content  fyne.CanvasObject
	width    float32
	cancel   func()
	pending  int
	// offered are the turns sent from a text Pace offered, for a
	// conversation that does not keep Turn.Offered itself.
	offered map[string]bool
	// follow is the turn the person just sent: its updates keep it in
	// view until it finishes, wherever the view was scrolled.
	follow string
}

// NewThreadView builds the view over conv and loads its history.
func NewThreadView(conv Conversation) *ThreadView {
	v := &ThreadView{conv: conv, index: map[string]int{}, offered: map[string]bool{}, Background: inBackground}
	v.Signal = notch.NewSignalView(true)
	v.Input = NewComposer()
	v.Input.OnSend = v.Send
	v.Input.History = v.requests
	v.Input.Shortcuts = func(s fyne.Shortcut) bool { return v.Shortcuts != nil && v.Shortcuts(s) }
	v.SendBtn = widget.NewButtonWithIcon("", assets.Colored(assets.Send, theme.ColorNameForegroundOnPrimary), v.Input.Send)
	v.SendBtn.Importance = widget.HighImportance
	v.TalkBtn = widget.NewButtonWithIcon("", assets.Themed(assets.Mic), v.Talk)
	v.TalkBtn.Importance = widget.LowImportance
	v.Input.OnEscape = func() {
		if v.OnEscape != nil {
			v.OnEscape()
		}
	}

	v.List = widget.NewList(
		func() int { return len(v.turns) },
		func() fyne.CanvasObject { return newTurnRow(v) },
		v.updateItem,
	)
	v.List.HideSeparators = true
	v.List.OnSelected = func(id widget.ListItemID) { v.List.Unselect(id) }

	v.queue = caption("")
	v.clearBtn = widget.NewButton("Clear queue", func() { v.conv.ClearPending() })
	v.clearBtn.Importance = widget.LowImportance
	v.stopBtn = widget.NewButton("Stop", func() { v.conv.Cancel() })
	v.stopBtn.Importance = widget.LowImportance
	v.clearBtn.Hide()
	v.stopBtn.Hide()

	v.empty = v.buildEmpty()
	v.body = container.New(&widthWatch{v: v}, v.List)
	status := container.NewHBox(v.Signal, layout.NewSpacer(), v.queue, v.clearBtn, v.stopBtn)
	input := container.NewBorder(nil, nil, nil, container.NewVBox(layout.NewSpacer(), container.NewHBox(v.TalkBtn, v.SendBtn)), v.Input)
	bottom := container.NewVBox(widget.NewSeparator(),
		container.New(layout.NewCustomPaddedLayout(4, 8, 16, 16), container.NewVBox(status, input)))
	v.content = container.NewBorder(nil, bottom, nil, nil, container.NewStack(v.body, v.empty))

	v.followInput()
	if p, ok := conv.(Pager); ok {
		v.pager, v.more = p, p.HasOlder()
	}
	for _, t := range conv.Turns() {
		v.put(t)
	}
	v.syncEmpty()
	return v
}

// Content is the thread's canvas object.
func (v *ThreadView) Content() fyne.CanvasObject { return v.content }

// Start subscribes to live updates; Stop ends the subscription.
func (v *ThreadView) Start() {
	v.cancel = v.conv.Subscribe(func(u Update) { fyne.Do(func() { v.Apply(u) }) })
}

// Stop ends the subscription started by Start.
func (v *ThreadView) Stop() {
	if v.cancel != nil {
		v.cancel()
		v.cancel = nil
	}
}

func (v *ThreadView) buildEmpty() *fyne.Container {
	title := heading("What can I help with?")
	title.Alignment = fyne.TextAlignCenter
	sub := widget.NewLabel("Type a request below, or start with one of these:")
	sub.Alignment = fyne.TextAlignCenter
	rows := []fyne.CanvasObject{container.NewCenter(widget.NewIcon(assets.App)), title, sub}
	for _, ex := range Examples {
		b := widget.NewButton(ex, func() { v.SendOffered(ex) })
		v.Examples = append(v.Examples, b)
		rows = append(rows, container.NewCenter(b))
	}
	icon := rows[0].(*fyne.Container)
	icon.Layout = layout.NewCenterLayout()
	icon.Objects[0] = container.NewGridWrap(fyne.NewSquareSize(72), widget.NewIcon(assets.App))
	return container.NewCenter(container.NewVBox(rows...))
}

func (v *ThreadView) syncEmpty() {
	if len(v.turns) == 0 {
		v.empty.Show()
		v.body.Hide()
	} else {
		v.empty.Hide()
		v.body.Show()
	}
}

// Turns is what the view shows, oldest first.
func (v *ThreadView) Turns() []Turn { return v.turns }

// Turn returns the shown turn with id.
func (v *ThreadView) Turn(id string) (Turn, bool) {
	i, ok := v.index[id]
	if !ok {
		return Turn{}, false
	}
	return v.turns[i], true
}

// requests are what the person typed or said, oldest first (the
// composer's ↑): not the labels of buttons (Direct), the window's own
// cards (Local) or the texts Pace offered (Offered).
func (v *ThreadView) requests() []string {
	var out []string
	for _, t := range v.turns {
		if t.Request != "" && !t.Local && !t.Direct && !t.Offered && !v.offered[t.ID] {
			out = append(out, t.Request)
		}
	}
	return out
}

// put inserts or replaces t and returns its index and whether it was new.
func (v *ThreadView) put(t Turn) (int, bool) {
	if i, ok := v.index[t.ID]; ok {
		v.turns[i] = t
		v.vers[i]++
		return i, false
	}
	v.index[t.ID] = len(v.turns)
	v.turns = append(v.turns, t)
	v.vers = append(v.vers, 0)
	v.heights = append(v.heights, 0)
	return len(v.turns) - 1, true
}

// Send queues text as a turn; it shows at once as a queued bubble.
func (v *ThreadView) Send(text string) {
	v.send(v.conv.Submit(text), text, false)
}

// SendOffered queues a text Pace offered and the person picked (an
// example, a reading) as a turn that ↑ in the composer will not recall.
func (v *ThreadView) SendOffered(text string) {
	var id string
	if o, ok := v.conv.(OfferSender); ok {
		id = o.SubmitOffered(text)
	} else {
		id = v.conv.Submit(text)
	}
	if id != "" {
		v.offered[id] = true
	}
	v.send(id, text, true)
}

func (v *ThreadView) send(id, text string, offered bool) {
	v.follow = id
	if _, ok := v.index[id]; !ok && id != "" {
		v.Apply(Update{Turn: Turn{ID: id, Request: text, Status: StatusQueued, Offered: offered}, Pending: v.pending + 1, Signal: v.Signal.Signal()})
	}
	if n := len(v.turns); n > 0 {
		v.measure(n - 1)
	}
	v.List.ScrollToBottom()
}

// AddLocal shows a card the window made itself (an import report), or its
// new state.
func (v *ThreadView) AddLocal(t Turn) {
	t.Local = true
	v.follow = t.ID // the person's own action made it: it comes into view
	v.Apply(Update{Turn: t, Pending: v.pending, Signal: v.Signal.Signal()})
}

// Apply shows one update: the turn's new state, the queue and the signal.
func (v *ThreadView) Apply(u Update) {
	if u.Removed {
		v.turns, v.vers, v.heights, v.index = nil, nil, nil, map[string]int{}
		v.more = false
		v.List.Refresh()
		v.syncEmpty()
	}
	if u.Turn.ID != "" {
		mine := u.Turn.ID == v.follow
		atEnd := mine || v.atBottom()
		i, added := v.put(u.Turn)
		last := i == len(v.turns)-1
		if mine && u.Turn.Status != StatusQueued && u.Turn.Status != StatusRunning {
			v.follow = ""
		}
		if atEnd && last {
			v.measure(i) // the bottom is reckoned with its real height
		}
		if added {
			v.syncEmpty()
			v.List.Refresh()
		} else {
			v.List.RefreshItem(i)
		}
		// A turn from elsewhere (pace ask beside the window) follows only
		// a view at the bottom; one scrolled up to read stays put (send
		// scrolls for the person's own requests).
		if atEnd && last {
			v.List.ScrollToBottom()
		}
	}
	v.pending = u.Pending
	if u.Signal.State != "" {
		v.Signal.Set(u.Signal)
	}
	v.syncQueue()
	for _, l := range v.Listeners {
		l(u)
	}
}

func (v *ThreadView) syncQueue() {
	running := false
	for i := len(v.turns) - 1; i >= 0 && i >= len(v.turns)-8; i-- {
		if v.turns[i].Status == StatusRunning {
			running = true
		}
	}
	if v.pending > 0 {
		v.queue.Text = fmt.Sprintf("%d waiting", v.pending)
		v.clearBtn.Show()
	} else {
		v.queue.Text = ""
		v.clearBtn.Hide()
	}
	if running {
		v.stopBtn.Show()
	} else {
		v.stopBtn.Hide()
	}
	v.queue.Refresh()
}

// atBottom says whether the view shows the end of the thread (or is
// within 64 px of it).
func (v *ThreadView) atBottom() bool {
	if len(v.turns) == 0 {
		return true
	}
	return v.List.GetScrollOffset()+v.List.Size().Height >= v.contentHeight()-64
}

// contentHeight is the list's height as the list reckons it: the measured
// rows, the template row's height for the others, padding between them.
func (v *ThreadView) contentHeight() float32 {
	tmpl := newTurnRow(v).MinSize().Height // the template row's, as the list reckons unmeasured rows
	pad := v.List.Theme().Size(theme.SizeNamePadding)
	var h float32
	for _, x := range v.heights {
		if x == 0 {
			x = tmpl
		}
		h += x + pad
	}
	return h - pad
}

// measure sets turn i's row height at the list's width before its row is
// bound, so a scroll to the bottom lands on the real end.
func (v *ThreadView) measure(i int) float32 {
	w := v.List.Size().Width
	if w <= 0 {
		return 0
	}
	r := newTurnRow(v)
	r.set(v.turns[i], -1-i)
	v.heights[i] = r.heightFor(w, false)
	v.List.SetItemHeight(i, v.heights[i])
	return v.heights[i]
}

// measureTail measures the newest turns that fill the view: the rows a
// scroll to the bottom shows are then placed with their real heights
// (with the template's, the thread opened mid-history).
func (v *ThreadView) measureTail() {
	var got float32
	for i := len(v.turns) - 1; i >= 0 && got < v.List.Size().Height; i-- {
		got += v.measure(i)
	}
}

func (v *ThreadView) updateItem(id widget.ListItemID, o fyne.CanvasObject) {
	if id < 0 || id >= len(v.turns) {
		return
	}
	r := o.(*turnRow)
	r.set(v.turns[id], v.vers[id])
	w := r.Size().Width
	if w <= 0 {
		w = v.List.Size().Width
	}
	h := r.heightFor(w, false)
	v.heights[id] = h
	v.List.SetItemHeight(id, h)
	if id < olderAhead && v.opened {
		v.loadOlder()
	}
}

// A thread shows the newest page of turns at first; when a row within
// olderAhead of the top is shown, the next olderPage turns above are read
// (off the UI goroutine) and put above it, the view staying where it was.
const (
	olderAhead = 10
	olderPage  = 100
)

// loadOlder reads the page above the oldest shown turn, once at a time.
func (v *ThreadView) loadOlder() {
	if v.pager == nil || !v.more || v.loading {
		return
	}
	v.loading = true
	var ts []Turn
	var more bool
	v.Background(func() { ts, more = v.pager.Older(olderPage) }, func() { v.prepend(ts, more) })
}

// prepend puts older turns above the shown ones and moves the scroll
// offset down by their height, so the rows on screen stay put.
func (v *ThreadView) prepend(ts []Turn, more bool) {
	v.more = more
	defer func() { v.loading = false }() // rows bound on the way are no sign of scrolling up
	var fresh []Turn
	for _, t := range ts {
		if _, ok := v.index[t.ID]; !ok {
			fresh = append(fresh, t)
		}
	}
	if len(fresh) == 0 {
		return
	}
	k := len(fresh)
	w := v.List.Size().Width
	old := v.heights
	v.turns = append(fresh, v.turns...)
	v.vers = append(make([]int, k), v.vers...)
	v.heights = append(make([]float32, k), v.heights...)
	for i, t := range v.turns {
		v.index[t.ID] = i
	}
	pad := v.List.Theme().Size(theme.SizeNamePadding)
	var added float32
	scratch := newTurnRow(v)
	for i := range v.heights {
		// the list keeps heights by position: every position that had one
		// gets the height of the turn now there
		if v.heights[i] == 0 && (i < k || (i < len(old) && old[i] > 0)) {
			scratch.set(v.turns[i], -1-i)
			v.heights[i] = scratch.heightFor(w, false)
		}
		if i < k {
			added += v.heights[i] + pad
		}
		if v.heights[i] > 0 {
			v.List.SetItemHeight(i, v.heights[i])
		}
	}
	off := v.List.GetScrollOffset()
	v.List.Refresh()
	v.List.ScrollToOffset(off + added)
}

// RowFor builds the row of turn id as the list would show it (tests and
// screenshots use it to reach a turn's buttons and chips).
func (v *ThreadView) RowFor(id string) *turnRow {
	i, ok := v.index[id]
	if !ok {
		return nil
	}
	r := newTurnRow(v)
	r.set(v.turns[i], v.vers[i])
	return r
}

func (v *ThreadView) retry(id string) { v.conv.Retry(id) }

// undo reverts turn id: a Local card through UndoLocal, a turn through
// the conversation.
func (v *ThreadView) undo(id string) {
	if t, ok := v.Turn(id); ok && t.Local {
		if v.UndoLocal != nil {
			v.UndoLocal(t)
		}
		return
	}
	v.conv.UndoTurn(id)
}

// canUndo says whether turn t shows an Undo button: a finished turn that
// changed something and is not undone; a Local card when it has a journal
// group and UndoLocal is set, even when it failed (what it committed
// before the failure is journaled).
func (v *ThreadView) canUndo(t Turn) bool {
	switch {
	case !t.Changed || t.Undone:
		return false
	case t.Local:
		return t.Group != "" && v.UndoLocal != nil && (t.Status == StatusDone || t.Status == StatusFailed)
	}
	return t.Status == StatusDone
}

// UndoLast reverts the newest turn that changed something and is not undone.
func (v *ThreadView) UndoLast() bool {
	for i := len(v.turns) - 1; i >= 0; i-- {
		t := v.turns[i]
		if t.Changed && !t.Undone && !t.Local && t.Status == StatusDone {
			v.undo(t.ID)
			return true
		}
	}
	return false
}

// FocusInput puts the keyboard focus in the composer.
func (v *ThreadView) FocusInput(c fyne.Canvas) {
	if c != nil {
		c.Focus(v.Input)
	}
}

// widthWatch lays the list out and re-measures rows when the width changes,
// because wrapped text changes height with it.
type widthWatch struct{ v *ThreadView }

func (w *widthWatch) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	v := w.v
	// Whether the view is at the end is read before the list takes the new
	// size: a taller list binds (and measures) rows above, which moves the
	// end away from the offset.
	first := v.width == 0
	atEnd := first || (v.List.Size() != s && v.atBottom())
	for _, o := range objs {
		o.Resize(s)
		o.Move(fyne.NewPos(0, 0))
	}
	if atEnd {
		v.measureTail() // at this width
	}
	if s.Width != v.width {
		v.width = s.Width
		v.List.Refresh()
	}
	if atEnd {
		v.List.ScrollToBottom() // open (and stay) on the newest turn
	}
	v.opened = true
}

func (w *widthWatch) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(320, 200)
}

// Talk starts or ends a push-to-talk press (the microphone button, Ctrl+T).
func (v *ThreadView) Talk() {
	if v.OnTalk != nil {
		v.OnTalk()
	}
}
