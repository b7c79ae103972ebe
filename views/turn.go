package views

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"pace/assets"
)

// align says where a part of a turn sits in the row.
type align int

const (
	alignFull  align = iota // the row's width
	alignLeft               // Pace's side, up to maxBubble of the width
	alignRight              // the user's side
)

const (
	maxUserBubble = 0.72
	maxPaceBubble = 0.82
	rowGap        = 6
	rowPadX       = 16
	rowPadY       = 8
)

type part struct {
	obj     fyne.CanvasObject
	align   align
	natural float32 // preferred width of a bubble (its text on one line)
}

// turnRow renders one Turn: the user's bubble, the plan and tool cards,
// Pace's reply, citation chips and the footer with Undo / Retry.
type turnRow struct {
	widget.BaseWidget
	v     *ThreadView
	turn  Turn
	ver   int
	parts []part

	undoBtn  *widget.Button
	retryBtn *widget.Button
	// choiceBtns are the clarifying question's readings, in order.
	choiceBtns []*widget.Button
	chips      []*chip
}

func newTurnRow(v *ThreadView) *turnRow {
	r := &turnRow{v: v, ver: -1}
	r.ExtendBaseWidget(r)
	return r
}

func (r *turnRow) set(t Turn, ver int) {
	if t.ID == r.turn.ID && ver == r.ver && r.parts != nil {
		return
	}
	r.turn, r.ver = t, ver
	r.build()
	r.Refresh()
}

func (r *turnRow) build() {
	t := r.turn
	r.parts = r.parts[:0]
	r.undoBtn, r.retryBtn, r.chips, r.choiceBtns = nil, nil, nil, nil
	if t.Direct && t.Request != "" {
		r.add(container.NewHBox(layout.NewSpacer(), caption(t.Request)), alignFull, 0)
	} else if t.Request != "" {
		lbl := wrapped(t.Request)
		r.add(surface(ColorUserBubble, 14, lbl), alignRight, textWidth(t.Request))
		if t.Status == StatusQueued {
			c := caption("Queued")
			r.add(container.NewHBox(layout.NewSpacer(), c), alignFull, 0)
		}
	}
	if len(t.Outline) > 0 {
		r.add(r.planCard(), alignLeft, 10000)
	} else {
		for _, rec := range t.Records {
			r.add(recordCard(rec), alignLeft, 10000)
		}
	}
	switch {
	case t.Reply != "" && repeats(t.Reply, t):
	case t.Reply != "":
		r.add(surface(ColorPaceBubble, 14, wrapped(t.Reply)), alignLeft, textWidth(t.Reply))
	case t.Status == StatusRunning:
		msg := "Thinking…"
		if t.Total > 0 {
			msg = fmt.Sprintf("Working %d/%d…", t.Step, t.Total)
		}
		r.add(container.NewHBox(caption(msg)), alignFull, 0)
	}
	if len(t.Choices) > 0 {
		r.add(r.choiceBox(), alignLeft, 10000)
	}
	if cits := turnCitations(t); len(cits) > 0 {
		var objs []fyne.CanvasObject
		for _, c := range cits {
			ch := newChip(fmt.Sprintf("%d · %s", c.N, c.Title), func() {
				if r.v.OnCitation != nil {
					r.v.OnCitation(c)
				}
			})
			r.chips = append(r.chips, ch)
			objs = append(objs, ch)
		}
		r.add(newFlow(objs...), alignLeft, 10000)
	}
	if f := r.footer(); f != nil {
		r.add(f, alignFull, 0)
	}
}

// choiceBox shows one button per reading; a reading runs as this same
// turn when the conversation is a Chooser, else its text is sent as a
// request; "do nothing" only removes the buttons.
func (r *turnRow) choiceBox() fyne.CanvasObject {
	box := container.NewVBox()
	for _, ch := range r.turn.Choices {
		ch := ch
		b := widget.NewButton(ch.Label, func() {
			for _, o := range r.choiceBtns {
				o.Disable()
			}
			if c, ok := r.v.conv.(Chooser); ok {
				c.Choose(r.turn.ID, ch.Option)
			} else if ch.Text != "" {
				r.v.SendOffered(ch.Text)
			}
		})
		b.Alignment = widget.ButtonAlignLeading
		r.choiceBtns = append(r.choiceBtns, b)
		box.Add(b)
	}
	return box
}

func (r *turnRow) add(o fyne.CanvasObject, a align, natural float32) {
	r.parts = append(r.parts, part{obj: o, align: a, natural: natural})
}

// textWidth is the width a bubble needs to show text without wrapping.
func textWidth(s string) float32 {
	var w float32
	for _, line := range strings.Split(s, "\n") {
		w = max(w, fyne.MeasureText(line, sizeBody, fyne.TextStyle{}).Width)
	}
	return w + 2*8 + 2*10 + 2 // label inner padding, bubble padding, rounding
}

func recordCard(rec Record) fyne.CanvasObject {
	icon := widget.NewIcon(assets.Colored(assets.Family(rec.Family), ColorMuted))
	summary := wrapped(rec.Summary)
	if rec.Summary == "" {
		summary.SetText(rec.Tool)
	}
	top := container.NewBorder(nil, nil, container.NewCenter(icon), container.NewCenter(statusMark(rec.Status)), summary)
	body := []fyne.CanvasObject{top}
	const maxItems = 8
	for i, it := range rec.Items {
		if i == maxItems {
			body = append(body, caption(fmt.Sprintf("    and %d more", len(rec.Items)-maxItems)))
			break
		}
		line := "    " + it.Title
		if it.Done {
			line = "    ✓ " + it.Title
		}
		if it.Line != "" {
			line += " · " + it.Line
		}
		body = append(body, detailLine(line))
	}
	return surface(ColorCard, 10, container.NewVBox(body...))
}

// detailLine is a card's muted caption line that wraps at the card's edge
// instead of running past it.
func detailLine(text string) *widget.RichText {
	rt := widget.NewRichText(&widget.TextSegment{Text: text, Style: widget.RichTextStyle{
		ColorName: ColorMuted, SizeName: theme.SizeNameCaptionText}})
	rt.Wrapping = fyne.TextWrapWord
	return rt
}

func (r *turnRow) planCard() fyne.CanvasObject {
	t := r.turn
	head := "Plan · " + planCounts(t)
	if t.Status == StatusRunning && t.Step > 0 {
		head = fmt.Sprintf("Plan · step %d/%d", t.Step, max(t.Total, len(t.Outline)))
	}
	rows := []fyne.CanvasObject{caption(head)}
	for i, step := range t.Outline {
		text := fmt.Sprintf("%d. %s", i+1, step)
		family := ""
		var mark fyne.CanvasObject = caption("·")
		if i < len(t.Records) {
			rec := t.Records[i]
			family = rec.Family
			if rec.Summary != "" {
				text = fmt.Sprintf("%d. %s", i+1, rec.Summary)
			}
			if rec.Status == RecordSkipped {
				text = fmt.Sprintf("%d. %s — skipped: %s", i+1, step, skipReason(rec))
			}
			mark = statusMark(rec.Status)
		} else if t.Status == StatusRunning && i == t.Step-1 {
			mark = caption("…")
		}
		icon := widget.NewIcon(assets.Colored(assets.Family(family), ColorMuted))
		rows = append(rows, container.NewBorder(nil, nil, container.NewCenter(icon), container.NewCenter(mark), wrapped(text)))
	}
	return surface(ColorCard, 10, container.NewVBox(rows...))
}

// planCounts is a plan card's header: "2 of 4 done, 1 failed, 1 skipped"
// (steps not reached yet are neither).
func planCounts(t Turn) string {
	var done, failed, skipped int
	for i, rec := range t.Records {
		if i >= len(t.Outline) {
			break
		}
		switch rec.Status {
		case RecordOK:
			done++
		case RecordFailed:
			failed++
		case RecordSkipped:
			skipped++
		}
	}
	s := fmt.Sprintf("%d of %d done", done, len(t.Outline))
	if failed > 0 {
		s += fmt.Sprintf(", %d failed", failed)
	}
	if skipped > 0 {
		s += fmt.Sprintf(", %d skipped", skipped)
	}
	return s
}

// skipReason says why a plan step did not run: the executor's own words
// when it gave some, else the usual cause.
func skipReason(rec Record) string {
	if why := strings.TrimSpace(rec.Summary); why != "" {
		return strings.TrimSuffix(why, ".")
	}
	return "a step it depends on did not succeed"
}

// repeats reports whether reply only says again what the one card says
// ("Created “Milk”, due today." twice): the card stays, the reply goes.
func repeats(reply string, t Turn) bool {
	if len(t.Records) != 1 || len(t.Outline) > 0 || t.Records[0].Summary == "" {
		return false
	}
	norm := func(s string) string {
		s = strings.ToLower(s)
		s = strings.Map(func(r rune) rune {
			if strings.ContainsRune(".,;:!?“”\"'’", r) {
				return -1
			}
			return r
		}, s)
		for _, filler := range []string{"done ", "ok ", "okay "} {
			s = strings.TrimPrefix(s, filler)
		}
		return strings.Join(strings.Fields(s), " ")
	}
	return norm(reply) == norm(t.Records[0].Summary)
}

// turnCitations gathers a turn's citations, one chip per number.
func turnCitations(t Turn) []Citation {
	seen := map[int]bool{}
	var out []Citation
	for _, rec := range t.Records {
		for _, c := range rec.Citations {
			if !seen[c.N] {
				seen[c.N] = true
				out = append(out, c)
			}
		}
	}
	return out
}

func (r *turnRow) footer() fyne.CanvasObject {
	t := r.turn
	var left []fyne.CanvasObject
	if t.OffDevice {
		left = append(left, newRoleText("●", "pace.signal.offdevice", sizeCaption, false), caption("Sent off this device"))
	}
	switch {
	case t.Undone:
		left = append(left, caption("Undone — "+undoneSummary(t)))
	case t.Status == StatusFailed:
		msg := t.Err
		if msg == "" {
			msg = "Something went wrong."
		}
		left = append(left, newRoleText("✗ "+msg, theme.ColorNameError, sizeCaption, false))
	case t.Status == StatusCancelled:
		left = append(left, caption("Cancelled"))
	}
	var right []fyne.CanvasObject
	if (t.Status == StatusFailed || t.Status == StatusCancelled) && !t.Local && !t.Direct && t.Request != "" {
		r.retryBtn = widget.NewButtonWithIcon("Retry", theme.ViewRefreshIcon(), func() { r.v.retry(t.ID) })
		r.retryBtn.Importance = widget.LowImportance
		right = append(right, r.retryBtn)
	}
	if t.Changed && !t.Undone && t.Status == StatusDone && !t.Local {
		r.undoBtn = widget.NewButtonWithIcon("Undo", assets.Themed(assets.Undo), func() { r.v.undo(t.ID) })
		r.undoBtn.Importance = widget.LowImportance
		right = append(right, r.undoBtn)
	}
	if len(left) == 0 && len(right) == 0 {
		return nil
	}
	objs := append(left, layout.NewSpacer())
	return container.NewHBox(append(objs, right...)...)
}

// undoneSummary says what an undo reverted, from the turn's own cards.
func undoneSummary(t Turn) string {
	var what []string
	for _, rec := range t.Records {
		if rec.Status == RecordOK && rec.Summary != "" && rec.Family != "search" && rec.Family != "agenda" {
			what = append(what, strings.TrimSuffix(rec.Summary, "."))
		}
	}
	if len(what) == 0 {
		return "reverted this turn's changes."
	}
	s := strings.Join(what, "; ")
	if len(s) > 140 {
		s = s[:137] + "…"
	}
	return "reverted: " + s + "."
}

// partWidth is the width a part gets in a row of width w.
func partWidth(p part, w float32) float32 {
	inner := w - 2*rowPadX
	switch p.align {
	case alignLeft:
		return min(p.natural, inner*maxPaceBubble)
	case alignRight:
		return min(p.natural, inner*maxUserBubble)
	}
	return inner
}

// heightFor lays the parts out for width w and returns the row's height.
func (r *turnRow) heightFor(w float32, move bool) float32 {
	y := float32(rowPadY)
	for i, p := range r.parts {
		pw := partWidth(p, w)
		p.obj.Resize(fyne.NewSize(pw, p.obj.MinSize().Height))
		h := p.obj.MinSize().Height
		if move {
			x := float32(rowPadX)
			if p.align == alignRight {
				x = w - rowPadX - pw
			}
			p.obj.Move(fyne.NewPos(x, y))
			p.obj.Resize(fyne.NewSize(pw, h))
		}
		y += h
		if i < len(r.parts)-1 {
			y += rowGap
		}
	}
	return y + rowPadY
}

func (r *turnRow) CreateRenderer() fyne.WidgetRenderer { return &turnRenderer{r: r} }

type turnRenderer struct{ r *turnRow }

func (tr *turnRenderer) Layout(s fyne.Size) { tr.r.heightFor(s.Width, true) }
func (tr *turnRenderer) MinSize() fyne.Size {
	w := tr.r.Size().Width
	if w <= 0 {
		w = 600
	}
	return fyne.NewSize(200, tr.r.heightFor(w, false))
}
func (tr *turnRenderer) Refresh() {
	tr.Layout(tr.r.Size())
	for _, p := range tr.r.parts {
		p.obj.Refresh()
	}
}
func (tr *turnRenderer) Objects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, len(tr.r.parts))
	for i, p := range tr.r.parts {
		objs[i] = p.obj
	}
	return objs
}
func (tr *turnRenderer) Destroy() {}
