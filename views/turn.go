package views

import (
	"fmt"
	"regexp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"pace/assets"
	"pace/store"
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
	// itemLinks are the card lines that open their task or note.
	itemLinks []*itemLink
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
	r.undoBtn, r.retryBtn, r.chips, r.choiceBtns, r.itemLinks = nil, nil, nil, nil, nil
	cards, reply := sayOnce(t)
	cits := turnCitations(t)
	if len(cits) > 0 {
		reply = plainEmphasis(reply) // quoted note text: "*Sabores do Douro*" reads as the name
	}
	switch {
	case t.Direct && t.Request != "" && cards && t.Status == StatusDone && allOK(t.Records):
		// a button's label ("Complete “Milk”") and its card ("Completed
		// “Milk”") say one thing: the card says it
	case t.Direct && t.Request != "":
		r.add(container.NewHBox(layout.NewSpacer(), caption(t.Request)), alignFull, 0)
	case t.Request != "":
		lbl := wrapped(t.Request)
		r.add(surface(ColorUserBubble, 14, lbl), alignRight, textWidth(t.Request))
		if t.Status == StatusQueued {
			c := caption("Queued")
			r.add(container.NewHBox(layout.NewSpacer(), c), alignFull, 0)
		}
	}
	if len(t.Outline) > 0 {
		r.add(r.planCard(), alignLeft, 10000)
	} else if cards {
		for _, rec := range t.Records {
			r.add(r.recordCard(rec), alignLeft, 10000)
		}
	}
	switch {
	case reply != "":
		r.add(surface(ColorPaceBubble, 14, wrapped(reply)), alignLeft, textWidth(reply))
	case t.Reply == "" && t.Status == StatusRunning:
		msg := "Thinking…"
		if t.Total > 0 {
			msg = fmt.Sprintf("Working %d/%d…", t.Step, t.Total)
		}
		r.add(container.NewHBox(caption(msg)), alignFull, 0)
	}
	if len(t.Choices) > 0 {
		r.add(r.choiceBox(), alignLeft, 10000)
	}
	if len(cits) > 0 {
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

// recordCard is a tool call's card: its summary and the items it lists;
// a listed task or note opens it when tapped (ThreadView.OnItem).
func (r *turnRow) recordCard(rec Record) fyne.CanvasObject {
	icon := widget.NewIcon(assets.Colored(assets.Family(rec.Family), ColorMuted))
	summary := wrapped(rec.Summary)
	if rec.Summary == "" {
		summary.SetText(rec.Tool)
	}
	top := container.NewBorder(nil, nil, container.NewCenter(icon), container.NewCenter(statusMark(rec.Status)), summary)
	body := []fyne.CanvasObject{top}
	for _, l := range cardLines(rec) {
		if !opens(l.item) || r.v.OnItem == nil {
			body = append(body, detailLine("    "+l.text))
			continue
		}
		it := l.item
		link := newItemLink("    "+l.text, func() { r.v.OnItem(it) })
		r.itemLinks = append(r.itemLinks, link)
		body = append(body, link)
	}
	return surface(ColorCard, 10, container.NewVBox(body...))
}

// opens reports whether a card's item is one the window can open: a task,
// note or project with its id.
func opens(it Item) bool {
	switch it.Kind {
	case store.KindTask, store.KindNote, store.KindProject:
		return it.ID != ""
	}
	return false
}

// maxCardItems bounds the items a card lists.
const maxCardItems = 8

// cardItems are the lines a card lists under its summary: each item not
// already named by the summary (“Created “Milk”, due today” needs no
// “Milk · due today” under it), at most maxCardItems, then "and N more".
func cardItems(rec Record) []string {
	var out []string
	for _, l := range cardLines(rec) {
		out = append(out, l.text)
	}
	return out
}

// cardLine is one line a card lists: its text and the item it names (none
// for "and N more").
type cardLine struct {
	text string
	item Item
}

// cardLines are cardItems with the item each line names.
func cardLines(rec Record) []cardLine {
	var out []cardLine
	sum := norm(rec.Summary)
	shown := 0
	for i, it := range rec.Items {
		if strings.Contains(sum, norm(it.Title)) && (it.Line == "" || strings.Contains(sum, norm(it.Line))) {
			continue
		}
		if shown == maxCardItems {
			out = append(out, cardLine{text: fmt.Sprintf("and %d more", len(rec.Items)-i)})
			break
		}
		line := it.Title
		if it.Done {
			line = "✓ " + it.Title
		}
		if it.Line != "" {
			line += " · " + it.Line
		}
		out = append(out, cardLine{text: line, item: it})
		shown++
	}
	return out
}

// itemLink is a card's line naming a task or note: link-coloured, with a
// pointing hand, and a tap opens the item.
type itemLink struct {
	widget.BaseWidget
	text  *widget.RichText
	onTap func()
}

var (
	_ fyne.Tappable      = (*itemLink)(nil)
	_ desktop.Cursorable = (*itemLink)(nil)
)

func newItemLink(text string, tap func()) *itemLink {
	rt := widget.NewRichText(&widget.TextSegment{Text: text, Style: widget.RichTextStyle{
		ColorName: theme.ColorNameHyperlink, SizeName: theme.SizeNameCaptionText}})
	rt.Wrapping = fyne.TextWrapWord
	l := &itemLink{text: rt, onTap: tap}
	l.ExtendBaseWidget(l)
	return l
}

// Tapped opens the item.
func (l *itemLink) Tapped(*fyne.PointEvent) { l.onTap() }

// Cursor is the pointing hand.
func (l *itemLink) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (l *itemLink) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(l.text) }

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

// sayOnce decides how turn t says each thing once (a card or a reply, not
// both): whether its cards show, and the part of its reply they do not
// already say. An answer from the notes is its reply with the source chips,
// and a step you did not approve is the reply that says so, without a card;
// otherwise the cards stay and the reply keeps only what they do not say
// ("Created “Milk”" twice, a list's items twice, a plan's steps twice).
func sayOnce(t Turn) (cards bool, reply string) {
	if len(t.Records) == 0 {
		if t.Status == StatusCancelled && norm(t.Reply) == "cancelled" {
			return false, "" // the footer says it
		}
		return false, t.Reply
	}
	if len(t.Outline) == 0 && len(t.Records) == 1 && t.Reply != "" {
		rec := t.Records[0]
		if (rec.Status == RecordOK && len(rec.Citations) > 0) || rec.Status == RecordSkipped {
			return false, t.Reply
		}
	}
	said := map[string]bool{}
	for _, rec := range t.Records {
		said[norm(rec.Summary)] = true
		for _, sent := range sentences(rec.Summary) {
			// "“buy” matches several tasks: …. Which one?" is said sentence
			// by sentence by the reply too
			said[norm(sent)] = true
		}
		if len(t.Outline) > 0 {
			continue // a plan card shows each step's summary, not its items
		}
		for _, line := range cardItems(rec) {
			said[norm(line)] = true
		}
	}
	if t.Status == StatusCancelled {
		said["cancelled"] = true
	}
	return true, unsaid(t.Reply, said)
}

// allOK reports whether every card went well.
func allOK(rs []Record) bool {
	for _, r := range rs {
		if r.Status != RecordOK {
			return false
		}
	}
	return true
}

// unsaid is reply without the sentences said holds (by norm), line by
// line; a heading line ("Added 4 tasks:") goes when every line under it
// went.
func unsaid(reply string, said map[string]bool) string {
	covered := func(s string) bool {
		s = strings.TrimPrefix(strings.TrimSpace(s), "- ")
		if said[norm(s)] {
			return true
		}
		// "That didn't work: No task matches “x”." says the card's line
		i := strings.Index(s, ": ")
		return i >= 0 && said[norm(s[i+2:])]
	}
	type line struct {
		text    string
		heading bool
		kept    bool
	}
	var lines []line
	for _, l := range strings.Split(reply, "\n") {
		var keep []string
		for _, sent := range sentences(l) {
			if !covered(sent) {
				keep = append(keep, sent)
			}
		}
		lines = append(lines, line{text: strings.Join(keep, " "), heading: strings.HasSuffix(strings.TrimSpace(l), ":"), kept: len(keep) > 0})
	}
	var out []string
	for i, l := range lines {
		if !l.kept {
			continue
		}
		if l.heading {
			under, gone := 0, 0
			for _, u := range lines[i+1:] {
				if u.heading {
					break
				}
				under++
				if !u.kept {
					gone++
				}
			}
			if under > 0 && gone == under {
				continue
			}
		}
		out = append(out, l.text)
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}

// sentences cuts a line after each ".", "!" or "?" (and a closing quote)
// that a space follows.
func sentences(l string) []string {
	var out []string
	rs := []rune(l)
	start := 0
	for i := 0; i < len(rs); i++ {
		if !strings.ContainsRune(".!?", rs[i]) {
			continue
		}
		j := i + 1
		for j < len(rs) && strings.ContainsRune("”\"’)", rs[j]) {
			j++
		}
		if j < len(rs) && rs[j] == ' ' {
			if s := strings.TrimSpace(string(rs[start:j])); s != "" {
				out = append(out, s)
			}
			start, i = j+1, j
		}
	}
	if s := strings.TrimSpace(string(rs[start:])); s != "" {
		out = append(out, s)
	}
	return out
}

// norm is a sentence for comparing: lower case, without punctuation,
// quotes, a leading "Done." or "OK", and extra spaces.
func norm(s string) string {
	s = strings.ToLower(s)
	s = strings.Map(func(r rune) rune {
		if strings.ContainsRune(".,;:!?“”\"'’()…·✓", r) {
			return -1
		}
		return r
	}, s)
	for _, filler := range []string{"done ", "ok ", "okay "} {
		s = strings.TrimPrefix(s, filler)
	}
	return strings.Join(strings.Fields(s), " ")
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
	case t.UndoErr != "":
		left = append(left, newRoleText("✗ "+t.UndoErr, theme.ColorNameError, sizeCaption, false))
	case t.Status == StatusFailed:
		msg := t.Err
		if _, reply := sayOnce(t); reply != "" {
			msg = "Failed" // the reply above says why, in plain words
		} else if msg == "" {
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
	if r.v.canUndo(t) {
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

// emphasisMarks: Markdown's inline emphasis and code around a run of text
// ("**bold**", "*it*", "_it_", "`code`"), not a lone "*" or "2 * 3".
var emphasisMarks = regexp.MustCompile("(\\*\\*|__|\\*|_|`)([^\\s*_`](?:[^*_`\\n]*[^\\s*_`])?)(\\*\\*|__|\\*|_|`)")

// plainEmphasis shows quoted note text without its Markdown emphasis
// marks; an opening mark is dropped only with its matching close, and "_"
// only at a word's edge (snake_case stays).
func plainEmphasis(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range emphasisMarks.FindAllStringSubmatchIndex(s, -1) {
		open, inner, close := s[m[2]:m[3]], s[m[4]:m[5]], s[m[6]:m[7]]
		if open != close || open[0] == '_' && (wordByteAt(s, m[0]-1) || wordByteAt(s, m[1])) {
			continue
		}
		b.WriteString(s[last:m[0]])
		b.WriteString(inner)
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// wordByteAt reports whether s[i] is an ASCII letter or digit (false
// outside s).
func wordByteAt(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return false
	}
	c := s[i]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
