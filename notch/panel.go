package notch

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"pace/assets"
)

// UndoWindow is how long the quick panel offers Undo after a change: as
// long as the change's reply stays fresh. (Five seconds ran out while
// people read the reply, so their click on Undo landed on nothing.)
const UndoWindow = ReplyFresh

// ReplyFresh is how long a reply stays on the quick panel: opened later,
// the panel shows an empty prompt rather than an answer to an old turn.
const ReplyFresh = 10 * time.Minute

// PanelSize is the quick panel's size.
var PanelSize = fyne.NewSize(480, 160)

// Sender queues a request as a turn and returns its id.
type Sender interface {
	Submit(text string) (turnID string)
}

// Undoer reverts everything a turn changed.
type Undoer interface {
	UndoTurn(turnID string)
}

// Replayer speaks the last reply again.
type Replayer interface {
	Replay()
}

// PanelUpdate is what the quick panel needs to know about the newest turn.
type PanelUpdate struct {
	TurnID string
	Reply  string
	// At is when the turn was made; a reply older than ReplyFresh is not
	// shown. Zero means now.
	At time.Time
	// Done: the turn finished; Changed: it changed something undoable.
	Done, Changed, Undone bool
	Signal                Signal
}

// Panel is the quick panel: the signal, an input, the last reply (two
// lines, expandable), a replay button and, for UndoWindow after a change,
// an undo banner. Esc closes it. All methods run on the UI goroutine.
type Panel struct {
	send   Sender
	undo   Undoer
	replay Replayer

	// OnClose hides the panel's window.
	OnClose func()
	// OnTalk is push-to-talk (the microphone button, Ctrl+T in the input).
	OnTalk func()
	// OnResize asks for a new window size (expanding the reply).
	OnResize func(fyne.Size)
	// Clock defaults to RealClock.
	Clock Clock
	// Now defaults to time.Now.
	Now func() time.Time

	Signal    *SignalView
	Input     *PanelInput
	Reply     *widget.Label
	MoreBtn   *widget.Button
	ReplayBtn *widget.Button
	TalkBtn   *widget.Button
	CloseBtn  *widget.Button
	UndoBtn   *widget.Button
	UndoText  *canvas.Text
	UndoBar   *fyne.Container
	undoBG    *canvas.Rectangle

	// Background runs a lookup off the UI goroutine, then shows it there
	// (fyne.Do); tests make it synchronous.
	Background func(work, show func())

	finder    Finder
	onOpen    func(Match)
	findGen   int
	matchBtns []*widget.Button
	// matches are the rows shown, found for matchesFor.
	matches    []Match
	matchesFor string
	matchBox   *fyne.Container
	replyBox   *fyne.Container
	expanded   bool
	lastTurn   string
	replyAt    time.Time
	undoTurn   string
	stopUndo   func() bool
	content    fyne.CanvasObject
}

// NewPanel builds the quick panel; replay may be nil (no voice).
func NewPanel(s Sender, u Undoer, r Replayer) *Panel {
	p := &Panel{send: s, undo: u, replay: r}
	p.Signal = NewSignalView(true)
	p.Input = newPanelInput(p)
	p.Input.OnChanged = func(string) { p.queryChanged() }
	p.Reply = widget.NewLabel("")
	p.Reply.Wrapping = fyne.TextWrapWord
	p.Reply.Truncation = fyne.TextTruncateEllipsis
	p.MoreBtn = widget.NewButton("More", p.toggle)
	p.MoreBtn.Importance = widget.LowImportance
	p.MoreBtn.Hide()
	p.ReplayBtn = widget.NewButtonWithIcon("", assets.Themed(assets.Replay), func() {
		if p.replay != nil {
			p.replay.Replay()
		}
	})
	p.ReplayBtn.Importance = widget.LowImportance
	p.TalkBtn = widget.NewButtonWithIcon("", assets.Themed(assets.Mic), p.talk)
	p.TalkBtn.Importance = widget.LowImportance
	if r == nil {
		p.ReplayBtn.Disable()
	}
	p.CloseBtn = widget.NewButtonWithIcon("", assets.Themed(assets.Close), p.Close)
	p.CloseBtn.Importance = widget.LowImportance
	p.UndoText = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	p.UndoText.TextSize = theme.CaptionTextSize()
	p.UndoBtn = widget.NewButtonWithIcon("Undo", assets.Themed(assets.Undo), p.doUndo)
	p.UndoBtn.Importance = widget.LowImportance
	p.undoBG = canvas.NewRectangle(theme.Color(theme.ColorNameHover))
	p.undoBG.CornerRadius = 6
	p.UndoBar = container.NewStack(p.undoBG, container.NewHBox(layout.NewSpacer(), container.NewCenter(p.UndoText), p.UndoBtn))
	p.UndoBar.Hide()

	lineH := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height + theme.LineSpacing()
	p.replyBox = container.New(&clampLayout{height: 2*lineH + 2*theme.InnerPadding()}, p.Reply)
	// The undo banner sits in the top row so the panel keeps its size.
	top := container.NewBorder(nil, nil, p.Signal, container.NewHBox(p.UndoBar, p.TalkBtn, p.ReplayBtn, p.CloseBtn))
	reply := container.NewBorder(nil, nil, nil, container.NewVBox(p.MoreBtn, layout.NewSpacer()), p.replyBox)
	p.matchBox = newMatchBox()
	p.content = container.New(layout.NewCustomPaddedLayout(6, 8, 12, 12), container.NewVBox(top, p.Input, p.matchBox, reply))
	return p
}

// Content is the panel's canvas object.
func (p *Panel) Content() fyne.CanvasObject { return p.content }

// Close hides the panel (Esc, the close button).
func (p *Panel) Close() {
	if p.OnClose != nil {
		p.OnClose()
	}
}

// Focus puts the keyboard focus in the input with its old text selected,
// so typing replaces the last query rather than extending it.
func (p *Panel) Focus(c fyne.Canvas) {
	c.Focus(p.Input)
	p.Input.TypedShortcut(&fyne.ShortcutSelectAll{})
}

func (p *Panel) submit() {
	text := strings.TrimSpace(p.Input.Text)
	if text == "" {
		return
	}
	if m, ok := p.onlyMatch(text); ok {
		p.onOpen(m)
		return
	}
	p.Input.SetText("")
	p.showMatches(nil)
	p.lastTurn = p.send.Submit(text)
	p.setReply("")
	p.hideUndo()
}

// queryChanged: a new query makes the last answer stale, so the answer
// area is cleared (folded back if expanded) before matches are looked up.
func (p *Panel) queryChanged() {
	if strings.TrimSpace(p.Input.Text) != "" && p.Reply.Text != "" {
		if p.expanded {
			p.toggle()
		}
		p.setReply("")
	}
	p.find()
}

// Apply shows an update about a turn. Replies of any turn show (the panel
// follows the thread); the undo banner appears when a turn finishes with a
// change and stays for UndoWindow, or until another turn's reply or a new
// request replaces the reply it belongs to.
func (p *Panel) Apply(u PanelUpdate) {
	at := u.At
	if at.IsZero() {
		at = p.now()
	}
	shown := u.TurnID != "" && u.Reply != "" && p.fresh(at)
	if u.Signal.State != "" {
		sig := u.Signal
		if shown {
			sig.Reason = "" // the reply under it says why: said once
		}
		p.Signal.Set(sig)
	}
	if u.TurnID == "" {
		return
	}
	p.lastTurn = u.TurnID
	if shown {
		p.replyAt = at
		p.setReply(u.Reply)
		if u.TurnID != p.undoTurn {
			p.hideUndo()
		}
	}
	switch {
	case u.Done && u.Changed && !u.Undone:
		p.showUndo(u.TurnID)
	case u.Undone && u.TurnID == p.undoTurn:
		p.hideUndo()
	}
}

// Opened is called each time the panel's window is shown: a reply that is
// no longer fresh gives way to the empty prompt.
func (p *Panel) Opened() {
	if p.Reply.Text != "" && !p.fresh(p.replyAt) {
		p.setReply("")
	}
}

func (p *Panel) now() time.Time {
	if p.Now != nil {
		return p.Now()
	}
	return time.Now()
}

func (p *Panel) fresh(at time.Time) bool { return p.now().Sub(at) < ReplyFresh }

func (p *Panel) setReply(s string) {
	p.Reply.SetText(s)
	long := len(s) > 110 || strings.Contains(s, "\n")
	if long {
		p.MoreBtn.Show()
	} else {
		p.MoreBtn.Hide()
	}
}

func (p *Panel) toggle() {
	p.expanded = !p.expanded
	cl := p.replyBox.Layout.(*clampLayout)
	cl.open = p.expanded
	if p.expanded {
		p.MoreBtn.SetText("Less")
		p.Reply.Truncation = fyne.TextTruncateOff
	} else {
		p.MoreBtn.SetText("More")
		p.Reply.Truncation = fyne.TextTruncateEllipsis
	}
	p.Reply.Refresh()
	p.replyBox.Refresh()
	if p.OnResize != nil {
		s := PanelSize
		if p.expanded {
			s.Height = max(s.Height, p.content.MinSize().Height)
		}
		p.OnResize(s)
	}
}

func (p *Panel) showUndo(turnID string) {
	p.undoTurn = turnID
	p.UndoText.Text = "  Changed"
	p.UndoText.Color = theme.Color(theme.ColorNameForeground)
	p.UndoText.Refresh()
	p.undoBG.FillColor = theme.Color(theme.ColorNameHover) // the theme may have changed
	p.undoBG.Refresh()
	p.UndoBar.Show()
	if p.stopUndo != nil {
		p.stopUndo()
	}
	clk := p.Clock
	if clk == nil {
		clk = RealClock{}
	}
	p.stopUndo = clk.AfterFunc(UndoWindow, p.hideUndo)
}

func (p *Panel) hideUndo() {
	p.UndoBar.Hide()
	p.undoTurn = ""
	if p.stopUndo != nil {
		p.stopUndo()
		p.stopUndo = nil
	}
}

func (p *Panel) doUndo() {
	if p.undoTurn != "" {
		p.undo.UndoTurn(p.undoTurn)
	}
	p.hideUndo()
}

// UndoVisible reports whether the undo banner shows.
func (p *Panel) UndoVisible() bool { return p.UndoBar.Visible() }

func shorten(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// clampLayout limits its child's height unless open.
type clampLayout struct {
	height float32
	open   bool
}

func (c *clampLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		o.Resize(s)
	}
}

func (c *clampLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if c.open && len(objs) > 0 {
		return fyne.NewSize(0, objs[0].MinSize().Height)
	}
	return fyne.NewSize(0, c.height)
}

// PanelInput is the quick panel's one-line input: Enter sends, Esc closes.
type PanelInput struct {
	widget.Entry
	p *Panel
}

func newPanelInput(p *Panel) *PanelInput {
	in := &PanelInput{p: p}
	in.SetPlaceHolder("Ask Pace…")
	in.OnSubmitted = func(string) { p.submit() }
	in.ExtendBaseWidget(in)
	return in
}

// TypedKey closes the panel on Esc; ↓ goes to the first match.
func (in *PanelInput) TypedKey(k *fyne.KeyEvent) {
	switch {
	case k.Name == fyne.KeyEscape:
		in.p.Close()
	case k.Name == fyne.KeyDown && len(in.p.matchBox.Objects) > 0:
		in.p.moveFocus(in, true)
	default:
		in.Entry.TypedKey(k)
	}
}

func (p *Panel) talk() {
	if p.OnTalk != nil {
		p.OnTalk()
	}
}

// TypedShortcut sends Ctrl+T (Cmd+T on macOS) to push-to-talk, as in the window.
func (in *PanelInput) TypedShortcut(s fyne.Shortcut) {
	if cs, ok := s.(*desktop.CustomShortcut); ok && cs.KeyName == fyne.KeyT && cs.Modifier == fyne.KeyModifierShortcutDefault {
		in.p.talk()
		return
	}
	in.Entry.TypedShortcut(s)
}
