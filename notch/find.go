package notch

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Match is one thing the quick panel found as the person types: a task or
// a note, by title, with a short detail ("due tomorrow", a snippet).
type Match struct {
	Kind, ID, Title, Detail string
}

// Finder finds the tasks and notes matching a query, best first, at most
// k; the app backs it with the store and the notes ranking. It is called
// off the UI goroutine.
type Finder interface {
	Find(query string, k int) []Match
}

// findK is how many matches the panel lists.
const findK = 5

// findMin is the shortest query (in runes) the panel looks up.
const findMin = 2

// rowH is the height one match adds to the panel.
const rowH = 36

// SetFinder makes the panel list matches under the input as the person
// types (a launcher). Enter opens the match when the list shows exactly
// one whose title holds the text typed, and otherwise runs the request.
// open is told which match was chosen.
func (p *Panel) SetFinder(f Finder, open func(Match)) {
	p.finder, p.onOpen = f, open
	if p.Background == nil {
		p.Background = func(work, show func()) {
			go func() {
				work()
				fyne.Do(show)
			}()
		}
	}
}

// Matches are the rows shown now (tests).
func (p *Panel) Matches() []*widget.Button { return p.matchBtns }

func (p *Panel) find() {
	if p.finder == nil {
		return
	}
	q := strings.TrimSpace(p.Input.Text)
	p.findGen++
	gen := p.findGen
	if len([]rune(q)) < findMin {
		p.showMatches(nil)
		return
	}
	var ms []Match
	p.Background(func() { ms = p.finder.Find(q, findK) }, func() {
		if gen == p.findGen { // else a newer query is on its way
			p.showMatches(ms)
			p.matchesFor = q
		}
	})
}

// onlyMatch is the match Enter opens for text: the one match shown (or
// the first of several, for a name of up to three words), found
// for text itself (not for a query typed before it), whose title holds
// text. A match of the notes ranking alone ("what's the wifi password?"
// finding a note) does not take Enter: the question runs and is answered.
func (p *Panel) onlyMatch(text string) (Match, bool) {
	if p.onOpen == nil || len(p.matches) == 0 || p.matchesFor != text {
		return Match{}, false
	}
	l := strings.ToLower(text)
	if len(p.matches) == 1 {
		m := p.matches[0]
		return m, strings.Contains(strings.ToLower(m.Title), l)
	}
	// Several: a launcher opens the top hit when what was typed is a
	// name, not a request ("vendor" → “Vendor list”): a few words that
	// the first match's title holds.
	if len(strings.Fields(text)) > 3 {
		return Match{}, false
	}
	m := p.matches[0]
	return m, strings.Contains(strings.ToLower(m.Title), l)
}

func (p *Panel) showMatches(ms []Match) {
	p.matches, p.matchesFor = ms, ""
	p.matchBtns = nil
	var rows []fyne.CanvasObject
	for _, m := range ms {
		label := m.Title
		if m.Detail != "" {
			label += "  ·  " + shorten(m.Detail, 48)
		}
		icon := "Task"
		if m.Kind == "note" {
			icon = "Note"
		}
		b := newMatchButton(p, icon+": "+shorten(label, 70), func() {
			if p.onOpen != nil {
				p.onOpen(m)
			}
		})
		p.matchBtns = append(p.matchBtns, &b.Button)
		rows = append(rows, b)
	}
	p.matchBox.Objects = rows
	p.matchBox.Refresh()
	if p.OnResize != nil && !p.expanded {
		s := PanelSize
		s.Height += float32(len(rows)) * rowH
		p.OnResize(s)
	}
}

// matchButton is one match: Enter (or Space) opens it, ↑ and ↓ move
// through the list and back to the input, Esc closes the panel — the
// keys of a launcher.
type matchButton struct {
	widget.Button
	p *Panel
}

func newMatchButton(p *Panel, label string, open func()) *matchButton {
	b := &matchButton{p: p}
	b.Text, b.OnTapped = label, open
	b.Alignment = widget.ButtonAlignLeading
	b.Importance = widget.LowImportance
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey handles the launcher keys.
func (b *matchButton) TypedKey(k *fyne.KeyEvent) {
	switch k.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		b.Tapped(nil)
	case fyne.KeyDown, fyne.KeyUp:
		b.p.moveFocus(b, k.Name == fyne.KeyDown)
	case fyne.KeyEscape:
		b.p.Close()
	default:
		b.Button.TypedKey(k)
	}
}

// moveFocus puts the keyboard on the match after (or before) from; before
// the first is the input. from nil is the input.
func (p *Panel) moveFocus(from fyne.Focusable, down bool) {
	c := fyne.CurrentApp().Driver().CanvasForObject(p.Input)
	if c == nil {
		return
	}
	items := []fyne.Focusable{p.Input}
	for _, o := range p.matchBox.Objects {
		items = append(items, o.(*matchButton))
	}
	for i, it := range items {
		if it != from {
			continue
		}
		switch {
		case down && i+1 < len(items):
			c.Focus(items[i+1])
		case !down && i > 0:
			c.Focus(items[i-1])
		}
		return
	}
}

// newMatchBox is the list under the input.
func newMatchBox() *fyne.Container { return container.NewVBox() }
