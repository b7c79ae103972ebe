package views

import (
	"image/color"
	"math"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// maxRing is the farthest graph distance drawn; farther items are left out.
const maxRing = 3

// MaxGraphNodes bounds the neighbourhood drawn: the focused item and its
// nearest neighbours up to this many nodes, so a hub note of a 20,000-note
// vault draws as fast as a leaf; the rest are counted (Left).
const MaxGraphNodes = 48

// GraphNode is an item placed on the graph: its ring is its distance from
// the focused item, Via the link type that reached it.
type GraphNode struct {
	ID, Title, Kind string
	Ring            int
	Via             string
	pos             fyne.Position
}

// Graph draws the focused item in the centre and its neighbours on rings by
// graph distance (1, 2, 3). Tapping a node refocuses it; hovering shows the
// type of the link that reached it.
type Graph struct {
	widget.BaseWidget

	// adj indexes links by either end (SetData), edges are the links
	// among the nodes drawn and left the neighbours not drawn (compute).
	adj    map[string][]store.Link
	edges  []store.Link
	left   int
	titles map[string]string
	kinds  map[string]string
	focus  string
	nodes  []GraphNode
	hover  int
	onTap  func(id string)
}

// NewGraph returns an empty graph; onTap is called with a tapped node's id.
func NewGraph(onTap func(id string)) *Graph {
	g := &Graph{hover: -1, onTap: onTap}
	g.ExtendBaseWidget(g)
	return g
}

// SetData replaces the links (adj: by either end, from LinkIndex, which a
// big vault builds off the UI goroutine) and titles and recomputes the rings.
func (g *Graph) SetData(adj map[string][]store.Link, titles, kinds map[string]string) {
	g.adj, g.titles, g.kinds = adj, titles, kinds
	g.compute()
	g.Refresh()
}

// Focus puts id in the centre.
func (g *Graph) Focus(id string) {
	g.focus = id
	g.compute()
	g.Refresh()
}

// Nodes is the layout computed for the focused item, centre first.
func (g *Graph) Nodes() []GraphNode { return g.nodes }

// Left is how many linked items within maxRing are not drawn (beyond
// MaxGraphNodes).
func (g *Graph) Left() int { return g.left }

// LinkIndex indexes links by either end, for SetData.
func LinkIndex(links []store.Link) map[string][]store.Link {
	adj := make(map[string][]store.Link)
	for _, l := range links {
		adj[l.FromID] = append(adj[l.FromID], l)
		adj[l.ToID] = append(adj[l.ToID], l)
	}
	return adj
}

// compute runs a breadth-first search from the focus over links in both
// directions and assigns rings, nearest first, up to MaxGraphNodes nodes;
// it reads only the links of the nodes it reaches.
func (g *Graph) compute() {
	g.nodes, g.edges, g.left = g.nodes[:0], g.edges[:0], 0
	g.hover = -1
	if g.focus == "" {
		return
	}
	adj := g.adj
	dist := map[string]int{g.focus: 0}
	g.nodes = append(g.nodes, GraphNode{ID: g.focus, Title: g.titles[g.focus], Kind: g.kinds[g.focus]})
	frontier := []string{g.focus}
	for ring := 1; ring <= maxRing && len(frontier) > 0; ring++ {
		var next []string
		for _, id := range frontier {
			ls := adj[id]
			sort.SliceStable(ls, func(i, j int) bool { return g.titles[other(ls[i], id)] < g.titles[other(ls[j], id)] })
			for _, l := range ls {
				o := other(l, id)
				if _, seen := dist[o]; seen {
					continue
				}
				dist[o] = ring
				if len(g.nodes) >= MaxGraphNodes {
					g.left++
					continue
				}
				next = append(next, o)
				g.nodes = append(g.nodes, GraphNode{ID: o, Title: g.titles[o], Kind: g.kinds[o], Ring: ring, Via: l.Type + " · " + g.titles[id]})
			}
		}
		frontier = next
	}
	shown := make(map[string]bool, len(g.nodes))
	for _, n := range g.nodes {
		shown[n.ID] = true
	}
	for _, n := range g.nodes {
		for _, l := range adj[n.ID] {
			if l.FromID == n.ID && shown[l.ToID] { // each link once, from its source
				g.edges = append(g.edges, l)
			}
		}
	}
}

func other(l store.Link, id string) string {
	if l.FromID == id {
		return l.ToID
	}
	return l.FromID
}

// place positions the nodes for size s: ring k at radius k·R, evenly spread.
func (g *Graph) place(s fyne.Size) {
	c := fyne.NewPos(s.Width/2, s.Height/2)
	R := float32(math.Min(float64(s.Width), float64(s.Height))) / 2 / (maxRing + 0.6)
	count := map[int]int{}
	for _, n := range g.nodes {
		count[n.Ring]++
	}
	idx := map[int]int{}
	for i := range g.nodes {
		n := &g.nodes[i]
		if n.Ring == 0 {
			n.pos = c
			continue
		}
		k := idx[n.Ring]
		idx[n.Ring]++
		a := 2*math.Pi*float64(k)/float64(count[n.Ring]) - math.Pi/2 + float64(n.Ring)*0.35
		r := float64(R) * float64(n.Ring)
		n.pos = fyne.NewPos(c.X+float32(r*math.Cos(a)), c.Y+float32(r*math.Sin(a)))
	}
}

// nodeAt is the index of the node under p, or -1.
func (g *Graph) nodeAt(p fyne.Position) int {
	for i, n := range g.nodes {
		dx, dy := n.pos.X-p.X, n.pos.Y-p.Y
		if dx*dx+dy*dy <= 14*14 {
			return i
		}
	}
	return -1
}

// Tapped refocuses on the tapped node.
func (g *Graph) Tapped(e *fyne.PointEvent) {
	if i := g.nodeAt(e.Position); i >= 0 && g.onTap != nil {
		g.onTap(g.nodes[i].ID)
	}
}

// MouseIn implements desktop.Hoverable.
func (g *Graph) MouseIn(e *desktop.MouseEvent) { g.MouseMoved(e) }

// MouseMoved shows the link type of the node under the pointer.
func (g *Graph) MouseMoved(e *desktop.MouseEvent) {
	if i := g.nodeAt(e.Position); i != g.hover {
		g.hover = i
		g.Refresh()
	}
}

// MouseOut implements desktop.Hoverable.
func (g *Graph) MouseOut() {
	if g.hover >= 0 {
		g.hover = -1
		g.Refresh()
	}
}

// CreateRenderer implements fyne.Widget.
func (g *Graph) CreateRenderer() fyne.WidgetRenderer {
	return &graphRenderer{g: g}
}

type graphRenderer struct {
	g    *Graph
	objs []fyne.CanvasObject
}

func (r *graphRenderer) MinSize() fyne.Size           { return fyne.NewSize(240, 240) }
func (r *graphRenderer) Layout(fyne.Size)             { r.build() }
func (r *graphRenderer) Refresh()                     { r.build(); canvas.Refresh(r.g) }
func (r *graphRenderer) Destroy()                     {}
func (r *graphRenderer) Objects() []fyne.CanvasObject { return r.objs }

// build redraws everything; graphs here are small (tens of nodes).
func (r *graphRenderer) build() {
	g := r.g
	s := g.Size()
	g.place(s)
	r.objs = r.objs[:0]
	muted := roleColor(ColorMuted)
	sep := roleColor(theme.ColorNameSeparator)
	accent := roleColor(theme.ColorNamePrimary)
	if len(g.nodes) == 0 {
		t := canvas.NewText("Open a note to see what it links to.", muted)
		t.TextSize = sizeCaption
		ts := t.MinSize()
		t.Move(fyne.NewPos((s.Width-ts.Width)/2, (s.Height-ts.Height)/2))
		r.objs = append(r.objs, t)
		return
	}
	c := g.nodes[0].pos
	R := float32(math.Min(float64(s.Width), float64(s.Height))) / 2 / (maxRing + 0.6)
	for k := 1; k <= maxRing; k++ {
		ring := canvas.NewCircle(color.Transparent)
		ring.StrokeColor = sep
		ring.StrokeWidth = 1
		rr := R * float32(k)
		ring.Move(fyne.NewPos(c.X-rr, c.Y-rr))
		ring.Resize(fyne.NewSquareSize(2 * rr))
		r.objs = append(r.objs, ring)
	}
	pos := map[string]fyne.Position{}
	for _, n := range g.nodes {
		pos[n.ID] = n.pos
	}
	for _, l := range g.edges {
		a, okA := pos[l.FromID]
		b, okB := pos[l.ToID]
		if !okA || !okB {
			continue
		}
		ln := canvas.NewLine(muted)
		ln.StrokeWidth = 1
		ln.Position1, ln.Position2 = a, b
		r.objs = append(r.objs, ln)
	}
	for i, n := range g.nodes {
		rad := float32(7)
		fill := kindColor(n.Kind)
		if n.Ring == 0 {
			rad = 11
			fill = accent
		}
		dot := canvas.NewCircle(fill)
		if i == g.hover {
			dot.StrokeColor = accent
			dot.StrokeWidth = 2
		}
		dot.Move(fyne.NewPos(n.pos.X-rad, n.pos.Y-rad))
		dot.Resize(fyne.NewSquareSize(2 * rad))
		r.objs = append(r.objs, dot)
		label := canvas.NewText(shorten(n.Title, 28), roleColor(theme.ColorNameForeground))
		label.TextSize = sizeCaption
		if n.Ring == 0 {
			label.TextStyle = fyne.TextStyle{Bold: true}
		}
		ls := label.MinSize()
		label.Move(fyne.NewPos(n.pos.X-ls.Width/2, n.pos.Y+rad+2))
		r.objs = append(r.objs, label)
	}
	if g.left > 0 {
		t := canvas.NewText(plural(g.left, "more linked item", "more linked items")+" not shown: tap a neighbour to centre it", muted)
		t.TextSize = sizeCaption
		t.Move(fyne.NewPos(8, s.Height-t.MinSize().Height-4))
		r.objs = append(r.objs, t)
	}
	if g.hover > 0 {
		n := g.nodes[g.hover]
		tip := canvas.NewText(n.Via, accent)
		tip.TextSize = sizeCaption
		ts := tip.MinSize()
		bg := canvas.NewRectangle(roleColor(theme.ColorNameOverlayBackground))
		bg.CornerRadius = 4
		bg.StrokeColor, bg.StrokeWidth = sep, 1
		p := fyne.NewPos(n.pos.X-ts.Width/2, n.pos.Y-30)
		bg.Move(p.SubtractXY(6, 3))
		bg.Resize(ts.AddWidthHeight(12, 6))
		tip.Move(p)
		r.objs = append(r.objs, bg, tip)
	}
}

func kindColor(kind string) color.Color {
	switch kind {
	case store.KindTask:
		return roleColor("pace.signal.acting")
	case store.KindProject:
		return roleColor("pace.signal.understanding")
	}
	return roleColor(ColorMuted)
}

func shorten(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
