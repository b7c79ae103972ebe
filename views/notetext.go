package views

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Why a note's text needed more than widget.RichText (Fyne 2.7):
//
//   - RichText wraps each inline text segment on its own, starting in the
//     width left on the row by the segments before it. When the first word
//     of a segment does not fit there and the rest of the segment is longer
//     than a row, lineBounds cuts the word where the width runs out (its
//     fallback), so "some **bold** words" could show "wo" / "rds".
//   - A link (HyperlinkSegment) is a widget, never wrapped: it is put on the
//     current row whatever its width, and the width left for the text after
//     it can go below zero, when lineBounds lays that text out one
//     character per row.
//
//   - Nor can a paragraph be cut into one segment per word: a word that
//     meets a row with less than a character's width left is laid out one
//     character per row (lineBounds' "even a character won't fit" case).
//
// So RichText shows only paragraphs of one piece of text (and headings,
// code, separators), and a paragraph or list holding a link or mixing
// styles is laid out by wordFlow, which breaks lines only where the text
// has a space.

// markdown renders a piece of a note: one RichText, or a column of them
// and wordFlows when it holds links; its wikilinks open their notes.
func (k *Knowledge) markdown(s string) fyne.CanvasObject {
	rt := widget.NewRichTextFromMarkdown(linkWikilinks(forDisplay(s)))
	k.wireLinks(rt.Segments)
	rt.Wrapping = fyne.TextWrapWord
	var parts []fyne.CanvasObject
	var run []widget.RichTextSegment
	flush := func() {
		if len(run) > 0 {
			r := widget.NewRichText(run...)
			r.Wrapping = fyne.TextWrapWord
			parts = append(parts, r)
			run = nil
		}
	}
	for _, group := range paragraphs(rt.Segments) {
		if !needsFlow(group...) {
			run = append(run, group...)
			continue
		}
		flush()
		if len(group) == 1 {
			parts = append(parts, flowsOf(group[0], 0)...)
		} else {
			parts = append(parts, flowsOf(&widget.ParagraphSegment{Texts: group}, 0)...)
		}
	}
	if len(parts) == 0 {
		rt.Segments = run
		return rt
	}
	flush()
	if len(parts) == 1 {
		return parts[0]
	}
	return container.NewVBox(parts...)
}

// paragraphs groups RichText's top-level segments as Fyne lays them out:
// a paragraph is a run of inline segments ended by one that is not
// inline; a list or a separator stands alone.
func paragraphs(segs []widget.RichTextSegment) [][]widget.RichTextSegment {
	var out [][]widget.RichTextSegment
	var cur []widget.RichTextSegment
	for _, seg := range segs {
		cur = append(cur, seg)
		if !seg.Inline() {
			out = append(out, cur)
			cur = nil
		}
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// needsFlow reports whether segs, a paragraph or a list, hold a link or
// more than one piece of text (styles mixed): what RichText cannot wrap
// at whole words.
func needsFlow(segs ...widget.RichTextSegment) bool {
	texts := 0
	for _, seg := range segs {
		switch s := seg.(type) {
		case *widget.HyperlinkSegment:
			return true
		case *widget.TextSegment:
			if strings.TrimSpace(s.Text) != "" {
				texts++
			}
		case *widget.ParagraphSegment:
			if needsFlow(s.Texts...) {
				return true
			}
		case *widget.ListSegment:
			for _, it := range s.Items {
				if needsFlow(it) {
					return true
				}
			}
		}
	}
	return texts > 1
}

// flowsOf lays out a paragraph, or each item of a list, holding links as
// wordFlows; depth indents nested lists.
func flowsOf(seg widget.RichTextSegment, depth int) []fyne.CanvasObject {
	pad := theme.InnerPadding()
	box := func(f *wordFlow, indent float32) fyne.CanvasObject {
		return container.New(layout.NewCustomPaddedLayout(pad/2, pad/2, pad+indent, pad), f)
	}
	switch s := seg.(type) {
	case *widget.ParagraphSegment:
		return []fyne.CanvasObject{box(newWordFlow(s.Texts, ""), float32(depth)*2*pad)}
	case *widget.ListSegment:
		var out []fyne.CanvasObject
		for i, it := range s.Items {
			if sub, ok := it.(*widget.ListSegment); ok {
				out = append(out, flowsOf(sub, depth+1)...)
				continue
			}
			mark := "•"
			if s.Ordered {
				mark = itoa(i+1) + "."
			}
			var texts []widget.RichTextSegment
			if p, ok := it.(*widget.ParagraphSegment); ok {
				texts = p.Texts
			} else {
				texts = []widget.RichTextSegment{it}
			}
			out = append(out, box(newWordFlow(texts, mark), float32(depth+1)*2*pad))
		}
		return out
	}
	return []fyne.CanvasObject{widget.NewRichText(seg)}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// wordFlow is a paragraph laid out word by word: a line breaks only where
// the text has a space, never inside a word (a word wider than the line
// stands alone on its row), and a link's words wrap like any others.
type wordFlow struct {
	widget.BaseWidget
	// words are the paragraph's words; pieces of one word (a link and the
	// comma after it) are kept on one row.
	words [][]fyne.CanvasObject
}

// newWordFlow makes a flow of the inline segments texts, led by mark (a
// list bullet) when not "".
func newWordFlow(texts []widget.RichTextSegment, mark string) *wordFlow {
	f := &wordFlow{}
	f.ExtendBaseWidget(f)
	glue := false // the next piece continues the last word
	add := func(o fyne.CanvasObject) {
		if glue && len(f.words) > 0 {
			f.words[len(f.words)-1] = append(f.words[len(f.words)-1], o)
		} else {
			f.words = append(f.words, []fyne.CanvasObject{o})
		}
	}
	if mark != "" {
		add(newRoleText(mark, theme.ColorNameForeground, sizeBody, false))
	}
	for _, seg := range texts {
		var text string
		var piece func(string) fyne.CanvasObject
		switch s := seg.(type) {
		case *widget.TextSegment:
			text = s.Text
			piece = func(w string) fyne.CanvasObject {
				name := s.Style.ColorName
				if name == "" {
					name = theme.ColorNameForeground
				}
				size := float32(sizeBody)
				if s.Style.SizeName != "" {
					size = theme.Size(s.Style.SizeName)
				}
				rt := newRoleText(w, name, size, false)
				rt.style = s.Style.TextStyle
				return rt
			}
		case *widget.HyperlinkSegment:
			text = s.Text
			piece = func(w string) fyne.CanvasObject { return newLinkWord(w, s) }
		default:
			continue
		}
		for _, w := range strings.FieldsFunc(text, unicode.IsSpace) {
			i := strings.Index(text, w)
			glue = glue && i == 0
			add(piece(w))
			text = text[i+len(w):]
			glue = true
		}
		glue = glue && text == "" // a segment ending in a space ends the word
	}
	return f
}

func (f *wordFlow) CreateRenderer() fyne.WidgetRenderer {
	var objs []fyne.CanvasObject
	for _, w := range f.words {
		objs = append(objs, w...)
	}
	return &wordFlowRenderer{f: f, objs: objs}
}

// Links are the flow's link words (tests).
func (f *wordFlow) Links() []*linkWord {
	var out []*linkWord
	for _, w := range f.words {
		for _, p := range w {
			if l, ok := p.(*linkWord); ok {
				out = append(out, l)
			}
		}
	}
	return out
}

// Rows is the text of each row as laid out at the flow's width (tests).
func (f *wordFlow) Rows() []string {
	var rows []string
	place(f, f.Size().Width, func(row int, word []fyne.CanvasObject, _, _ float32) {
		if row == len(rows) {
			rows = append(rows, "")
		} else {
			rows[row] += " "
		}
		for _, p := range word {
			rows[row] += textOf(p)
		}
	})
	return rows
}

func textOf(o fyne.CanvasObject) string {
	switch p := o.(type) {
	case *roleText:
		return p.Text
	case *linkWord:
		return p.text.Text
	}
	return ""
}

// place walks the words as laid out at width: each word's row, x and y;
// it returns the height.
func place(f *wordFlow, width float32, at func(row int, word []fyne.CanvasObject, x, y float32)) float32 {
	space := fyne.MeasureText(" ", sizeBody, fyne.TextStyle{}).Width
	x, y, rowH, row := float32(0), float32(0), float32(0), 0
	for _, w := range f.words {
		ww, wh := float32(0), float32(0)
		for _, p := range w {
			m := p.MinSize()
			ww += m.Width
			wh = max(wh, m.Height)
		}
		if x > 0 && x+space+ww > width {
			x, y, rowH = 0, y+rowH, 0
			row++
		} else if x > 0 {
			x += space
		}
		if at != nil {
			at(row, w, x, y)
		}
		x += ww
		rowH = max(rowH, wh)
	}
	return y + rowH
}

type wordFlowRenderer struct {
	f    *wordFlow
	objs []fyne.CanvasObject
}

func (r *wordFlowRenderer) Layout(s fyne.Size) {
	var last *linkWord // the link word placed last, nil after other text
	lastRow := -1
	place(r.f, s.Width, func(row int, word []fyne.CanvasObject, x, y float32) {
		if l, ok := word[0].(*linkWord); ok && last != nil && row == lastRow && l.Link == last.Link {
			last.gap = x - last.Position().X - last.Size().Width // underline the space between
		}
		for _, p := range word {
			m := p.MinSize()
			p.Move(fyne.NewPos(x, y))
			p.Resize(m)
			x += m.Width
			last, _ = p.(*linkWord)
			if last != nil {
				last.gap = 0
				last.Refresh()
			}
		}
		lastRow = row
	})
}

// MinSize is the height the words take at the flow's present width (its
// widest word's before the first layout), so the column around it grows
// or shrinks as the window does.
func (r *wordFlowRenderer) MinSize() fyne.Size {
	var widest float32
	for _, w := range r.f.words {
		ww := float32(0)
		for _, p := range w {
			ww += p.MinSize().Width
		}
		widest = max(widest, ww)
	}
	w := max(r.f.Size().Width, widest)
	return fyne.NewSize(min(widest, 120), place(r.f, w, nil))
}

func (r *wordFlowRenderer) Refresh() {
	for _, o := range r.objs {
		o.Refresh()
	}
	r.Layout(r.f.Size())
}
func (r *wordFlowRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *wordFlowRenderer) Destroy()                     {}

// linkWord is one word of a link: tapping it follows the link.
type linkWord struct {
	widget.BaseWidget
	text *canvas.Text
	line *canvas.Rectangle // the underline, drawn here: a TextStyle with
	// Underline set would be a style of its own to Fyne, which parses its
	// fonts once more for it (about 15 MB of Go heap)
	// gap is how far the underline runs past the word: the space to the
	// next word of the same link on the row.
	gap float32
	// Link is the whole link the word belongs to.
	Link *widget.HyperlinkSegment
}

var (
	_ fyne.Tappable      = (*linkWord)(nil)
	_ desktop.Cursorable = (*linkWord)(nil)
)

func newLinkWord(w string, link *widget.HyperlinkSegment) *linkWord {
	c := roleColor(theme.ColorNameHyperlink)
	l := &linkWord{text: canvas.NewText(w, c), line: canvas.NewRectangle(c), Link: link}
	l.text.TextSize = sizeBody
	l.ExtendBaseWidget(l)
	return l
}

// Tapped follows the link: a note link opens the note, another URL opens
// in the system's browser.
func (l *linkWord) Tapped(*fyne.PointEvent) {
	switch {
	case l.Link.OnTapped != nil:
		l.Link.OnTapped()
	case l.Link.URL != nil && fyne.CurrentApp() != nil:
		fyne.CurrentApp().OpenURL(l.Link.URL)
	}
}

// Cursor is the pointing hand.
func (l *linkWord) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (l *linkWord) CreateRenderer() fyne.WidgetRenderer { return &linkWordRenderer{l} }

func (l *linkWord) Refresh() {
	c := roleColor(theme.ColorNameHyperlink)
	l.text.Color, l.line.FillColor = c, c
	l.text.Refresh()
	l.line.Refresh()
}

type linkWordRenderer struct{ l *linkWord }

func (r *linkWordRenderer) Layout(s fyne.Size) {
	r.l.text.Resize(s)
	m := r.l.text.MinSize()
	r.l.line.Move(fyne.NewPos(0, m.Height-3))
	r.l.line.Resize(fyne.NewSize(s.Width+r.l.gap, 1))
}
func (r *linkWordRenderer) MinSize() fyne.Size { return r.l.text.MinSize() }
func (r *linkWordRenderer) Refresh()           { r.Layout(r.l.Size()) }
func (r *linkWordRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.l.text, r.l.line}
}
func (r *linkWordRenderer) Destroy() {}

// taskItem is a Markdown task-list item ("- [ ] buy seeds", "* [x] done").
var taskItem = regexp.MustCompile(`^(\s*)[-*+]\s+\[([ xX])\]\s+`)

// tableDivider is a table's header divider row ("|---|:--:|").
var tableDivider = regexp.MustCompile(`^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$`)

// forDisplay rewrites the Markdown Fyne's renderer shows raw (it knows
// neither GitHub task lists nor tables) into what it can show: a task item
// becomes a list item with a ☐ or ☑ box, and a table becomes a code block
// with its columns lined up. Fenced code is left alone. It is for showing
// only: offsets into the note are never taken from its result.
func forDisplay(s string) string {
	if !strings.Contains(s, "[") && !strings.Contains(s, "|") {
		return s
	}
	lines := strings.Split(s, "\n")
	out := make([]string, 0, len(lines))
	fenced := false
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if t := strings.TrimSpace(l); strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fenced = !fenced
			out = append(out, l)
			continue
		}
		if fenced {
			out = append(out, l)
			continue
		}
		if m := taskItem.FindStringSubmatchIndex(l); m != nil {
			box := "☐ "
			if l[m[4]] != ' ' {
				box = "☑ "
			}
			out = append(out, l[:m[3]]+"- "+box+l[m[1]:])
			continue
		}
		if strings.HasPrefix(strings.TrimSpace(l), "|") && i+1 < len(lines) && tableDivider.MatchString(lines[i+1]) {
			j := i + 2
			for j < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[j]), "|") {
				j++
			}
			out = append(out, alignedTable(lines[i], lines[i+2:j])...)
			i = j - 1
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// alignedTable lays a Markdown table out as a fenced code block: the
// header, a rule, then the rows, each column padded to its widest cell
// (in runes).
func alignedTable(header string, rows []string) []string {
	cells := func(l string) []string {
		l = strings.TrimSpace(l)
		l = strings.TrimSuffix(strings.TrimPrefix(l, "|"), "|")
		cs := strings.Split(l, "|")
		for i := range cs {
			cs[i] = strings.TrimSpace(cs[i])
		}
		return cs
	}
	all := [][]string{cells(header)}
	for _, r := range rows {
		all = append(all, cells(r))
	}
	var width []int
	for _, r := range all {
		for i, c := range r {
			if i >= len(width) {
				width = append(width, 0)
			}
			if n := utf8.RuneCountInString(c); n > width[i] {
				width[i] = n
			}
		}
	}
	line := func(r []string) string {
		var b strings.Builder
		for i, w := range width {
			c := ""
			if i < len(r) {
				c = r[i]
			}
			if i > 0 {
				b.WriteString("  ")
			}
			b.WriteString(c + strings.Repeat(" ", w-utf8.RuneCountInString(c)))
		}
		return strings.TrimRight(b.String(), " ")
	}
	out := []string{"```", line(all[0])}
	var rule []string
	for _, w := range width {
		rule = append(rule, strings.Repeat("─", w))
	}
	out = append(out, strings.Join(rule, "  "))
	for _, r := range all[1:] {
		out = append(out, line(r))
	}
	return append(out, "```")
}
