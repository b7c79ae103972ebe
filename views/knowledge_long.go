package views

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// blockRow is one row of a long note: a block of Markdown, highlighted when
// it holds the cited passage.
type blockRow struct {
	id   int // the block bound, -1 before the first
	bg   *roleRect
	body *fyne.Container // holds the block's rendering (markdown)
	box  *fyne.Container
}

// buildLong makes the virtualized viewer for notes over pageBytes: a list
// whose rows are blocks of the body, so opening or scrolling a 5 MB note
// lays out and paints only the rows on screen.
func (k *Knowledge) buildLong() {
	k.blockH, k.pendingH, k.anchor = map[int]float32{}, map[int]float32{}, -1
	rows := map[fyne.CanvasObject]*blockRow{}
	k.longRows = rows
	k.Long = widget.NewList(
		func() int { return len(k.blocks) },
		func() fyne.CanvasObject {
			r := newBlockRow()
			rows[r.box] = r
			return r.box
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			r := rows[o]
			if r == nil || id >= len(k.blocks) {
				return
			}
			k.bindBlock(id, r)
		},
	)
	k.Long.HideSeparators = true
	k.Long.OnSelected = func(id widget.ListItemID) { k.Long.Unselect(id) }
	k.longMeta = container.NewVBox()
	k.longBox = container.NewBorder(container.New(layout.NewCustomPaddedLayout(0, 4, 20, 20), k.longMeta), nil, nil, nil, k.Long)
	k.longBox.Hide()
}

// newBlockRow is an empty row of the long viewer. A row not measured yet
// counts as a full block's height, so the first layout of a note binds
// (wraps, measures, paints) only the blocks that fit on screen, not a
// screenful of one-line guesses.
func newBlockRow() *blockRow {
	r := &blockRow{id: -1, bg: newRoleRect(ColorHighlight, 6, false), body: container.NewStack()}
	guess := canvas.NewRectangle(color.Transparent)
	guess.SetMinSize(fyne.NewSize(0, blockGuess()))
	r.box = container.NewStack(guess, r.bg, container.New(layout.NewCustomPaddedLayout(0, 0, 20, 20), r.body))
	return r
}

// bindBlock fills row r with block id and measures its height at the
// list's width (once per block). The list learns the height after its
// layout pass (flushHeights): List.SetItemHeight lays the list out again
// at once, and doing so from inside the list's own binding loop gave the
// same row to two blocks, leaving one of them a blank band.
func (k *Knowledge) bindBlock(id widget.ListItemID, r *blockRow) {
	b := k.blocks[id]
	r.id = id
	md := k.markdown(k.body[b.start:b.end])
	r.body.Objects = []fyne.CanvasObject{md}
	if id >= k.citeBlock && id <= k.citeLast {
		r.bg.Show()
	} else {
		r.bg.Hide()
	}
	w := k.Long.Size().Width - 12 // the scroll bar
	if w <= 0 {
		w = 600
	}
	md.Resize(fyne.NewSize(w-40, md.MinSize().Height)) // the row's padding
	h := md.MinSize().Height
	r.box.Resize(fyne.NewSize(w, h))
	r.body.Refresh()
	if k.blockH[id] == h {
		delete(k.pendingH, id)
		return
	}
	k.pendingH[id] = h
	if !k.flushing {
		k.flushing = true
		k.Later(k.flushHeights)
	}
}

// flushHeights gives the list the heights measured since its last layout
// and, while a note opens at a cited block, keeps that block at the top.
func (k *Knowledge) flushHeights() {
	for range 20 { // each pass measures the rows it brought on screen
		if k.anchor >= 0 {
			k.Long.ScrollToOffset(k.offsetOf(k.anchor))
		}
		if len(k.pendingH) == 0 {
			k.flushing, k.anchor = false, -1
			return
		}
		p := k.pendingH
		k.pendingH = map[int]float32{}
		for id, h := range p {
			if id < len(k.blocks) {
				k.blockH[id] = h
				k.Long.SetItemHeight(id, h)
			}
		}
	}
	k.Later(k.flushHeights) // not settled yet: go on after the next frame
}

// offsetOf is where block id starts in the list: the heights above it,
// measured or guessed, as the list adds them up. A row not measured is
// as high as a new row's MinSize, which on screen can be a fraction of a
// pixel off blockGuess: over thousands of rows, a block's height.
func (k *Knowledge) offsetOf(id int) float32 {
	gap := k.Long.Theme().Size(theme.SizeNamePadding)
	y, guess := float32(0), newBlockRow().box.MinSize().Height
	for i := range id {
		h, ok := k.blockH[i]
		if !ok {
			h = guess
		}
		y += h + gap
	}
	return y
}

// blockGuess is the height of a full block of prose (blockBytes) at a
// usual viewer width: its lines at the body text's mean character width,
// one blank line per paragraph of about 120 bytes.
func blockGuess() float32 {
	const width, sample = 640, "the pump ran and the gate was oiled, "
	em := fyne.MeasureText(sample, sizeBody, fyne.TextStyle{})
	lines := float32(blockBytes)*em.Width/float32(len(sample))/width + blockBytes/120
	return lines * em.Height
}

// showBlocks shows a long note as blocks, scrolled to the cited one.
func (k *Knowledge) showBlocks() {
	n := k.current
	k.pendingH = map[int]float32{}
	k.citeBlock, k.citeLast, k.anchor = -1, -1, -1
	if start, end, ok := k.citeRange(); ok {
		k.citeBlock, k.citeLast = pageAt(k.blocks, start), pageAt(k.blocks, end-1)
		k.highlighted = k.body[k.blocks[k.citeBlock].start:k.blocks[k.citeLast].end]
		k.anchor = k.citeBlock
	}
	k.longMeta.Objects = k.longHeader(n)
	k.longMeta.Refresh()
	k.Viewer.Objects = nil
	k.Viewer.Refresh()
	k.showLong(true)
	k.longBox.Refresh() // the header's height changed: lay the box out again
	k.Long.Refresh()
	if k.citeBlock >= 0 {
		k.Long.ScrollToOffset(k.offsetOf(k.citeBlock))
	} else {
		k.Long.ScrollToTop()
	}
}

// longHeader is the lines over a long note: its size, tags and the notes
// linking to it. Plain lines, not the chip rows: a flow has no height
// before its first layout, and the list under it would be drawn over it.
func (k *Knowledge) longHeader(n *store.Note) []fyne.CanvasObject {
	meta := []fyne.CanvasObject{caption(sizeText(len(n.Body)) + " · long notes show part by part as you scroll")}
	if len(n.Tags) > 0 {
		meta = append(meta, caption("Tags: #"+strings.Join(n.Tags, "  #")))
	}
	from := backlinksOf(n.ID, k.links, k.titles)
	k.shownFrom = from
	if len(from) > 0 {
		var names []string
		for _, f := range from {
			names = append(names, k.titles[f])
		}
		meta = append(meta, caption("Linked from: "+strings.Join(names, ", ")))
	}
	return meta
}

// Blocks is how many rows the shown note has in the long viewer (0 for a
// note short enough to show whole).
func (k *Knowledge) Blocks() int { return len(k.blocks) }

// showLong switches the Note tab between the whole-note view and the list.
func (k *Knowledge) showLong(long bool) {
	if long {
		k.scroll.Hide()
		k.longBox.Show()
	} else {
		k.longBox.Hide()
		k.scroll.Show()
	}
}
