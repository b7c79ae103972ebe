package views

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
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
	"pace/store"
	"pace/undo"
)

// ImportResult is what a drop imported, for the report card.
type ImportResult struct {
	Added, Updated, Skipped []string // paths
	Rejected                []string // "path: reason"
	Links                   int
	// Group is the journal group the import's changes were recorded in,
	// which Deps.UndoGroup reverts; "" when nothing was journaled.
	Group string
}

// Importer imports files and folders as notes (the `pace notes import`
// code); progress is called from its goroutine.
type Importer interface {
	Import(ctx context.Context, paths []string, progress func(done, total int, path string)) (ImportResult, error)
}

// Deps is everything the window needs. Conv and DB are required.
type Deps struct {
	DB       *store.DB
	Conv     Conversation
	Importer Importer
	Prefs    Prefs
	Tester   ConnectionTester
	Maint    Maintenance
	Now      func() time.Time
	DataDir  string
	// Recovery is the banner shown when the data file could not be opened.
	Recovery string
	// CanEditNotes: the updateNote tool exists.
	CanEditNotes bool
	// Brains backs Settings → Brain (servers, keychain, memory, audit); may be nil.
	Brains BrainAdmin
	// Search ranks notes for the Knowledge search; nil filters by words.
	Search NoteSearcher
	// UndoGroup reverts a journal group (an import's), all or nothing; it
	// blocks, so it is called off the UI goroutine. Errors:
	// undo.ErrNothingToUndo, *undo.ConflictError, store errors. Nil:
	// import cards have no Undo.
	UndoGroup func(group string) error
}

// Space is one of the window's places.
type Space int

// The spaces, in rail order (Ctrl+1 … Ctrl+5).
const (
	SpaceThread Space = iota
	SpaceToday
	SpaceProjects
	SpaceKnowledge
	SpaceSettings
)

var spaceNames = []string{"Thread", "Today", "Projects", "Knowledge", "Settings"}

// Main is Pace's window content: the rail, the spaces, the recovery banner,
// keyboard shortcuts and drag-and-drop import.
type Main struct {
	d Deps

	Thread    *ThreadView
	Today     *Today
	Projects  *Projects
	Knowledge *Knowledge
	Settings  *Settings
	Nav       []*navItem

	// OnQuickPanel opens the quick panel (Ctrl+K).
	OnQuickPanel func()
	// LastLeave is the last "unsaved changes" question (ConfirmLeave), for
	// tests.
	LastLeave *Confirm
	// OnImported is called on the UI goroutine after a drop's import.
	OnImported func()
	// OnImportUndone is called on the UI goroutine after an import card's
	// Undo finished, whether it reverted the import or not.
	OnImportUndone func()
	// Refresher re-reads the spaces after a change; Refresh (in the
	// background) unless a test makes it synchronous.
	Refresher func()

	Banner      *fyne.Container
	ImportBar   *widget.ProgressBar
	ImportLabel *widget.Label
	importBox   *fyne.Container

	win   fyne.Window
	stack []fyne.CanvasObject
	// center shows one space; stale marks the spaces that missed a theme
	// change since they were last shown.
	center  *spaceStack
	stale   []bool
	current Space
	content fyne.CanvasObject
	imports int
	// undoing holds the import cards whose Undo is running.
	undoing map[string]bool

	stopCh chan struct{}
}

// NewMain builds every space over d; call Install to put it in a window.
func NewMain(d Deps) *Main {
	if d.Now == nil {
		d.Now = time.Now
	}
	m := &Main{d: d, undoing: map[string]bool{}}
	m.Refresher = m.Refresh
	sc := m.Shortcut
	m.Thread = NewThreadView(d.Conv)
	if d.UndoGroup != nil {
		m.Thread.UndoLocal = m.undoImport
	}
	m.Thread.Shortcuts = sc
	m.Thread.OnCitation = func(c Citation) {
		m.Show(SpaceKnowledge)
		m.Knowledge.Open(c.NoteID, &c)
	}
	m.Thread.OnItem = m.OpenItem
	m.Today = NewToday(d.DB, d.Conv, d.Now, sc)
	m.Today.Sender = d.Conv
	m.Projects = NewProjects(d.DB, d.Conv, d.Now)
	m.Projects.Shortcuts = sc
	m.Knowledge = NewKnowledge(d.DB, d.Conv, sc)
	m.Knowledge.CanEdit = d.CanEditNotes
	m.Knowledge.Searcher = d.Search
	if d.DataDir != "" {
		// unsaved note text survives a crash or a kill
		m.Knowledge.Drafts = NewNoteDrafts(filepath.Join(d.DataDir, "drafts.json"))
		m.Knowledge.drafts, _ = m.Knowledge.Drafts.Load() // an unreadable file is moved aside
	}
	m.Settings = NewSettings(d.Prefs, d.Tester, d.Maint, d.DataDir, sc)
	m.Settings.Admin = d.Brains
	m.Settings.OnImport = func(paths []string) { m.Import(paths, m.OnImported) }

	m.ImportBar = widget.NewProgressBar()
	m.ImportLabel = widget.NewLabel("")
	m.ImportLabel.Truncation = fyne.TextTruncateEllipsis
	m.importBox = container.New(layout.NewCustomPaddedLayout(4, 4, 16, 16), container.NewVBox(m.ImportLabel, m.ImportBar))
	m.importBox.Hide()

	m.Banner = container.NewStack()
	m.Banner.Hide()
	m.ShowBanner(d.Recovery)

	m.stack = []fyne.CanvasObject{m.Thread.Content(), m.Today.Content(), m.Projects.Content(), m.Knowledge.Content(), m.Settings.Content()}
	m.stale = make([]bool, len(m.stack))
	m.center = newSpaceStack(m.stack)
	m.current = -1
	m.Thread.Listeners = append(m.Thread.Listeners, m.Today.Follow, m.Projects.Follow)
	rail := container.NewVBox()
	icons := []fyne.Resource{assets.Thread, assets.Today, assets.Project, assets.Knowledge, assets.Settings}
	for i, name := range spaceNames {
		sp := Space(i)
		n := newNavItem(icons[i], name, fmt.Sprintf("Ctrl+%d", i+1), func() { m.Show(sp) })
		m.Nav = append(m.Nav, n)
		rail.Add(n)
	}
	railBG := newRoleRect(ColorRail, 0, false)
	railBox := container.NewStack(railBG, container.New(layout.NewCustomPaddedLayout(12, 12, 8, 8), rail))
	main := container.NewBorder(nil, m.importBox, nil, nil, m.center)
	m.content = container.NewBorder(m.Banner, nil, railBox, nil, main)
	m.Show(SpaceThread)
	return m
}

// Content is the window's canvas object.
func (m *Main) Content() fyne.CanvasObject { return m.content }

// ShowBanner shows msg in the recovery banner above the spaces (a data
// file found damaged after start gets the banner a failed open gets); ""
// leaves the banner as it is.
func (m *Main) ShowBanner(msg string) {
	if msg == "" {
		return
	}
	bg := newRoleRect(ColorBanner, 0, false)
	m.Banner.Objects = []fyne.CanvasObject{bg, container.New(layout.NewCustomPaddedLayout(4, 4, 12, 12), wrapped(msg))}
	m.Banner.Show()
	m.Banner.Refresh()
}

// Install puts Main in w: content, shortcuts, the drop handler and the
// Settings dialogs' parent.
func (m *Main) Install(w fyne.Window) {
	m.win = w
	w.SetContent(m.content)
	m.Settings.SetWindow(w)
	for _, s := range m.shortcuts() {
		w.Canvas().AddShortcut(s.sc, func(fyne.Shortcut) { s.fn() })
	}
	w.SetOnDropped(m.Drop)
}

// Show switches to space s; one that missed a theme change (ApplyTheme)
// gets it now.
func (m *Main) Show(s Space) {
	if s != m.current && m.current >= 0 {
		m.Thread.ClearStaleSignal()
		if m.win != nil {
			// A box ticked in Today keeps the keyboard otherwise: Space
			// typed in another space would tick it again, unseen.
			m.win.Canvas().Unfocus()
		}
	}
	if s == SpaceToday && m.current != SpaceToday {
		// Coming back, Today opens at its top (Overdue first), not where
		// it was left; a refresh while it shows keeps the scroll.
		m.Today.List.ScrollToTop()
	}
	m.current = s
	for i, o := range m.stack {
		if Space(i) == s {
			o.Show()
		} else {
			o.Hide()
		}
	}
	m.center.show(int(s))
	if m.stale[s] {
		m.stale[s] = false
		m.center.narrowed(func() { a := fyne.CurrentApp(); a.Settings().SetTheme(a.Settings().Theme()) })
	}
	for i, n := range m.Nav {
		n.setSelected(Space(i) == s)
	}
	switch s {
	case SpaceThread:
		if m.win != nil {
			m.Thread.FocusInput(m.win.Canvas())
		}
	case SpaceSettings:
		m.Settings.Load()
	}
}

// ApplyTheme makes th the app's theme. Fyne then refreshes, lays out and
// re-measures every object in the window, hidden or not: with five spaces
// that took seconds. Here it sees the shown space only; the others get the
// theme when next shown.
func (m *Main) ApplyTheme(th fyne.Theme) {
	m.center.narrowed(func() { fyne.CurrentApp().Settings().SetTheme(th) })
	for i := range m.stale {
		m.stale[i] = Space(i) != m.current
	}
}

// spaceStack shows one space of several, all laid out at its size; while
// narrow, it says its content is the shown space only (ApplyTheme).
type spaceStack struct {
	widget.BaseWidget
	spaces []fyne.CanvasObject
	shown  int
	narrow bool
}

func newSpaceStack(spaces []fyne.CanvasObject) *spaceStack {
	s := &spaceStack{spaces: spaces}
	s.ExtendBaseWidget(s)
	return s
}

func (s *spaceStack) show(i int) {
	if i != s.shown {
		s.shown = i
		s.Refresh()
	}
}

// narrowed runs f (a theme change) with the hidden spaces out of sight.
func (s *spaceStack) narrowed(f func()) {
	s.narrow = true
	defer func() { s.narrow = false }()
	f()
}

func (s *spaceStack) CreateRenderer() fyne.WidgetRenderer { return &spaceRenderer{s} }

type spaceRenderer struct{ s *spaceStack }

func (r *spaceRenderer) Layout(size fyne.Size) {
	for _, o := range r.s.spaces {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

func (r *spaceRenderer) MinSize() fyne.Size { return r.s.spaces[r.s.shown].MinSize() }

// Refresh lays the spaces out: the shown one is drawn as it stands (a
// theme it missed is given by Main.Show).
func (r *spaceRenderer) Refresh() { r.Layout(r.s.Size()) }

func (r *spaceRenderer) Objects() []fyne.CanvasObject {
	if r.s.narrow {
		return r.s.spaces[r.s.shown : r.s.shown+1]
	}
	return r.s.spaces
}

func (r *spaceRenderer) Destroy() {}

// OpenTask shows Today with task id's Edit sheet open.
func (m *Main) OpenTask(id string) {
	m.Show(SpaceToday)
	if m.win != nil {
		m.Today.OpenTask(id, m.win.Canvas())
	}
}

// OpenItem shows an item a card lists where it lives: a task in Today with
// its Edit sheet open, a note in Knowledge, a project in Projects.
func (m *Main) OpenItem(it Item) {
	switch it.Kind {
	case store.KindTask:
		m.OpenTask(it.ID)
	case store.KindNote:
		m.Show(SpaceKnowledge)
		m.Knowledge.Open(it.ID, nil)
	case store.KindProject:
		m.Show(SpaceProjects)
		m.Projects.Select(it.ID)
	}
}

// Current is the space shown.
func (m *Main) Current() Space { return m.current }

type shortcut struct {
	sc fyne.Shortcut
	fn func()
}

func (m *Main) shortcuts() []shortcut {
	mod := fyne.KeyModifierShortcutDefault
	key := func(k fyne.KeyName, fn func()) shortcut {
		return shortcut{&desktop.CustomShortcut{KeyName: k, Modifier: mod}, fn}
	}
	out := []shortcut{
		key(fyne.KeyL, func() { m.Show(SpaceThread); m.focusInput() }),
		key(fyne.KeyK, func() {
			if m.OnQuickPanel != nil {
				m.OnQuickPanel()
			}
		}),
		key(fyne.KeyU, func() { m.Thread.UndoLast() }),
		key(fyne.KeyT, func() { m.Thread.Talk() }),
		key(fyne.KeyN, func() {
			m.Show(SpaceToday)
			if m.win != nil {
				m.Today.FocusAdd(m.win.Canvas())
			}
		}),
		key(fyne.KeyS, func() {
			if m.current == SpaceKnowledge {
				m.Knowledge.SaveShortcut()
			}
		}),
		key(fyne.KeyF, func() {
			m.Show(SpaceKnowledge)
			if m.win != nil {
				// The last search is selected: typing starts a new one.
				m.win.Canvas().Focus(m.Knowledge.Search)
				m.Knowledge.Search.TypedShortcut(&fyne.ShortcutSelectAll{})
			}
		}),
	}
	for i := range spaceNames {
		sp := Space(i)
		out = append(out, key(fyne.KeyName(fmt.Sprint(i+1)), func() { m.Show(sp) }))
	}
	return out
}

func (m *Main) focusInput() {
	if m.win != nil {
		m.Thread.FocusInput(m.win.Canvas())
	}
}

// Shortcut runs the window shortcut s if it is one; entries call it first.
func (m *Main) Shortcut(s fyne.Shortcut) bool {
	for _, x := range m.shortcuts() {
		if x.sc.ShortcutName() == s.ShortcutName() {
			x.fn()
			return true
		}
	}
	return false
}

// Refresh re-reads every space from the store, off the UI goroutine.
func (m *Main) Refresh() {
	m.Today.Refresh()
	m.Projects.Refresh()
	m.Knowledge.Refresh()
}

// Reload re-reads every space at once (first frame, tests).
func (m *Main) Reload() error {
	for _, f := range []func() error{m.Today.Reload, m.Projects.Reload, m.Knowledge.Reload} {
		if err := f(); err != nil {
			return err
		}
	}
	return nil
}

// Start subscribes the thread and refreshes the spaces after every turn;
// with poll > 0 it also checks the store every poll for commits made
// elsewhere (the CLI, a second window) and brings every view up to date
// through Changed.
func (m *Main) Start(poll time.Duration) {
	m.Thread.Listeners = append(m.Thread.Listeners, func(u Update) {
		switch u.Turn.Status {
		case StatusDone, StatusFailed, StatusCancelled:
			m.Refresher()
		}
	})
	m.Thread.Start()
	m.Settings.OnChanged = func(key string) {
		if key == SettingReducedMotion {
			m.Thread.Signal.ReducedMotion = m.Settings.Motion.Checked
		}
	}
	if poll <= 0 {
		return
	}
	m.stopCh = make(chan struct{})
	w := m.d.DB.NewChangeWatcher()
	go m.poll(w, poll, m.stopCh)
}

// poll asks SQLite's PRAGMA data_version, which moves whenever another
// connection commits; a change runs Changed. It runs on its own goroutine.
func (m *Main) poll(w *store.ChangeWatcher, every time.Duration, stop chan struct{}) {
	defer w.Close()
	t := time.NewTicker(every)
	defer t.Stop()
	last, _ := w.Version(context.Background())
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			v, err := w.Version(context.Background())
			if err != nil || v == last {
				continue
			}
			last = v
			m.Changed()
		}
	}
}

// Syncer is a conversation that can pull in turns another process made;
// they arrive through the Feed's subscription like any other update.
type Syncer interface {
	Sync(ctx context.Context) error
}

// Changed is the one path by which a change made elsewhere reaches the
// window: the thread pulls the new turns (off the UI goroutine; call
// Changed from any goroutine but the UI one), then every space re-reads.
func (m *Main) Changed() {
	if s, ok := m.d.Conv.(Syncer); ok {
		s.Sync(context.Background())
	}
	fyne.Do(m.Refresher)
}

// Stop ends the subscription and the polling.
func (m *Main) Stop() {
	m.Thread.Stop()
	if m.stopCh != nil {
		close(m.stopCh)
		m.stopCh = nil
	}
}

// Drop is the window's drop handler: files and folders become notes.
func (m *Main) Drop(_ fyne.Position, uris []fyne.URI) {
	var paths []string
	for _, u := range uris {
		if u.Scheme() == "file" {
			paths = append(paths, u.Path())
		}
	}
	if len(paths) > 0 {
		m.Import(paths, m.OnImported)
	}
}

// Import imports paths in the background with a progress bar, then adds a
// report card to the thread and refreshes Knowledge; done (if not nil) is
// called on the UI goroutine afterwards.
func (m *Main) Import(paths []string, done func()) {
	if m.d.Importer == nil {
		return
	}
	m.imports++
	n := m.imports
	m.ImportBar.SetValue(0)
	m.ImportLabel.SetText("Importing " + plural(len(paths), "item", "items") + "…")
	m.importBox.Show()
	go func() {
		res, err := m.d.Importer.Import(context.Background(), paths, func(d, total int, path string) {
			// A 20,000-note vault reports 20,000 files: redraw every 25th.
			if d%25 != 1 && d != total {
				return
			}
			fyne.Do(func() {
				if total > 0 {
					m.ImportBar.SetValue(float64(d) / float64(total))
				}
				m.ImportLabel.SetText(fmt.Sprintf("Importing %d of %d: %s", d, total, shortPath(path)))
			})
		})
		fyne.Do(func() {
			m.importBox.Hide()
			m.Thread.AddLocal(importCard(n, paths, res, err))
			m.Show(SpaceThread)
			m.Refresher()
			if done != nil {
				done()
			}
		})
	}()
}

func shortPath(p string) string {
	parts := strings.Split(strings.ReplaceAll(p, "\\", "/"), "/")
	if len(parts) > 2 {
		return "…/" + strings.Join(parts[len(parts)-2:], "/")
	}
	return p
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// importCard is the thread's report of one drop.
func importCard(n int, paths []string, r ImportResult, err error) Turn {
	var parts []string
	if len(r.Added) > 0 {
		parts = append(parts, "imported "+plural(len(r.Added), "note", "notes"))
	}
	if len(r.Updated) > 0 {
		parts = append(parts, "updated "+fmt.Sprint(len(r.Updated)))
	}
	if len(r.Skipped) > 0 {
		parts = append(parts, fmt.Sprintf("%d unchanged", len(r.Skipped)))
	}
	if len(r.Rejected) > 0 {
		parts = append(parts, fmt.Sprintf("%d not imported", len(r.Rejected)))
	}
	if r.Links > 0 {
		parts = append(parts, plural(r.Links, "link", "links"))
	}
	sum := "Nothing to import"
	if len(parts) > 0 {
		sum = strings.Join(parts, ", ")
		sum = strings.ToUpper(sum[:1]) + sum[1:]
	}
	rec := Record{Tool: "importNotes", Family: "import", Summary: sum, Status: RecordOK}
	for _, p := range append(append([]string{}, r.Added...), r.Updated...) {
		rec.Items = append(rec.Items, Item{Kind: store.KindNote, Title: shortPath(p)})
	}
	for _, p := range r.Rejected {
		rec.Items = append(rec.Items, Item{Title: p})
	}
	t := Turn{ID: fmt.Sprintf("import-%d", n), Request: "Dropped " + plural(len(paths), "item", "items"), Direct: true,
		Records: []Record{rec}, Status: StatusDone}
	if r.Group != "" && len(r.Added)+len(r.Updated)+r.Links > 0 {
		t.Changed, t.Group = true, r.Group
	}
	if err != nil {
		t.Status = StatusFailed
		t.Err = PlainWhile("The import stopped.", err)
		rec.Status = RecordFailed
		t.Records[0] = rec
	}
	return t
}

// undoImport reverts import card t's journal group off the UI goroutine
// (Deps.UndoGroup), then shows the card undone and refreshes the spaces, or
// shows on the card why it was not undone (nothing changed then). A second
// tap while one runs does nothing.
func (m *Main) undoImport(t Turn) {
	if t.Group == "" || m.undoing[t.ID] {
		return
	}
	m.undoing[t.ID] = true
	go func() {
		err := m.d.UndoGroup(t.Group)
		fyne.Do(func() {
			delete(m.undoing, t.ID)
			if errors.Is(err, undo.ErrNothingToUndo) {
				err = nil // taken back already (pace undo --group in a terminal)
			}
			if cur, ok := m.Thread.Turn(t.ID); ok {
				cur.UndoErr = ""
				if err != nil {
					cur.UndoErr = undoImportError(err)
				} else {
					cur.Undone = true
				}
				m.Thread.AddLocal(cur)
			}
			if err == nil {
				m.Refresher()
			}
			if m.OnImportUndone != nil {
				m.OnImportUndone()
			}
		})
	}()
}

// undoImportError says why an import was not undone. The engine's conflict
// reason is plain words already ("the note “Trip” was deleted since, …").
func undoImportError(err error) string {
	var c *undo.ConflictError
	if errors.As(err, &c) {
		return "Not undone, nothing was changed: " + strings.TrimSuffix(c.Reason, ".") + "."
	}
	return PlainWhile("Not undone, nothing was changed.", err)
}

// navItem is one entry of the space rail: icon and name, highlighted when
// selected.
type navItem struct {
	widget.BaseWidget
	icon     fyne.Resource
	label    string
	tip      string
	selected bool
	hovered  bool
	onTap    func()
}

func newNavItem(icon fyne.Resource, label, tip string, tap func()) *navItem {
	n := &navItem{icon: icon, label: label, tip: tip, onTap: tap}
	n.ExtendBaseWidget(n)
	return n
}

func (n *navItem) setSelected(b bool) { n.selected = b; n.Refresh() }

func (n *navItem) Tapped(*fyne.PointEvent)        { n.onTap() }
func (n *navItem) MouseIn(*desktop.MouseEvent)    { n.hovered = true; n.Refresh() }
func (n *navItem) MouseMoved(*desktop.MouseEvent) {}
func (n *navItem) MouseOut()                      { n.hovered = false; n.Refresh() }
func (n *navItem) Cursor() desktop.Cursor         { return desktop.PointerCursor }

func (n *navItem) CreateRenderer() fyne.WidgetRenderer {
	r := &navRenderer{n: n, bg: canvas.NewRectangle(nil), txt: canvas.NewText(n.label, nil)}
	r.bg.CornerRadius = 8
	r.txt.TextSize = sizeCaption
	r.txt.Alignment = fyne.TextAlignCenter
	r.icon = canvas.NewImageFromResource(nil)
	r.icon.FillMode = canvas.ImageFillContain
	r.Refresh()
	return r
}

type navRenderer struct {
	n    *navItem
	bg   *canvas.Rectangle
	icon *canvas.Image
	txt  *canvas.Text
}

func (r *navRenderer) MinSize() fyne.Size { return fyne.NewSize(72, 56) }
func (r *navRenderer) Layout(s fyne.Size) {
	r.bg.Resize(s)
	r.icon.Move(fyne.NewPos((s.Width-22)/2, 8))
	r.icon.Resize(fyne.NewSquareSize(22))
	ts := r.txt.MinSize()
	r.txt.Move(fyne.NewPos(0, 34))
	r.txt.Resize(fyne.NewSize(s.Width, ts.Height))
}
func (r *navRenderer) Refresh() {
	col := ColorMuted
	r.bg.FillColor = roleColor(ColorRail)
	if r.n.hovered {
		r.bg.FillColor = roleColor(theme.ColorNameHover)
	}
	if r.n.selected {
		col = theme.ColorNamePrimary
		r.bg.FillColor = roleColor(ColorChip)
	}
	r.icon.Resource = assets.Colored(r.n.icon, col)
	r.txt.Color = roleColor(col)
	r.bg.Refresh()
	r.icon.Refresh()
	r.txt.Refresh()
}
func (r *navRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.icon, r.txt} }
func (r *navRenderer) Destroy()                     {}
