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
// types (a launcher); Enter still runs the request. open is told which
// match was chosen.
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
		}
	})
}

func (p *Panel) showMatches(ms []Match) {
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
		b := widget.NewButton(icon+": "+shorten(label, 70), func() {
			if p.onOpen != nil {
				p.onOpen(m)
			}
		})
		b.Alignment = widget.ButtonAlignLeading
		b.Importance = widget.LowImportance
		p.matchBtns = append(p.matchBtns, b)
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

// newMatchBox is the list under the input.
func newMatchBox() *fyne.Container { return container.NewVBox() }
