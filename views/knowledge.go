package views

import (
	"context"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// NoteSearcher ranks the notes for a query: the ids of the notes holding
// the best passages (BM25, fused with embeddings when on), best first,
// each once. The app backs it with rag.Engine.Search.
type NoteSearcher interface {
	SearchNotes(ctx context.Context, query string, k int) ([]string, error)
}

// shortQuery is the longest query (in runes) matched against titles only.
const shortQuery = 2

// searchK is how many ranked notes the search shows.
const searchK = 30

// Knowledge is the notes space: a searchable list, the note rendered as
// Markdown (a cited passage highlighted), an editor whose saves go through
// the thread, and the graph around the focused note.
type Knowledge struct {
	db  *store.DB
	act Actor

	// CanEdit enables whole-note editing (the updateNote tool exists);
	// without it the editor appends text through appendNote.
	CanEdit bool
	// Searcher ranks notes for queries longer than shortQuery; nil keeps
	// the word filter.
	Searcher NoteSearcher
	// Background runs a search off the UI goroutine, then shows it (fyne.Do);
	// tests make it synchronous.
	Background func(work, show func())
	// Debounce runs f on the UI goroutine once typing pauses, dropping
	// the f of an earlier key (bigVault); nil matches at every key.
	Debounce func(f func())
	// Later runs f on the UI goroutine after the present layout pass
	// (fyne.Do); tests queue it and run the queue as the event loop would.
	Later func(f func())
	// Load reads and cuts a note being opened off the UI goroutine, then
	// shows it (fyne.Do); tests make it synchronous or queue it.
	Load func(work, show func())

	Search *entry
	Notes  *widget.List
	Title  *widget.Label
	Viewer *fyne.Container
	Editor *entry
	// Save (or Ctrl+S) saves the editor's text; Discard puts the saved
	// text back. Unsaved, beside the title, and a "•" on the Edit tab
	// show while the editor holds text that is not saved.
	Save, Discard *widget.Button
	Unsaved       *roleText
	Graph         *Graph
	Tabs          *container.AppTabs
	// Conflict is the bar shown when the open note changed under unsaved
	// text; KeepMine, TakeTheirs and ShowBoth settle it.
	Conflict                       *fyne.Container
	KeepMine, TakeTheirs, ShowBoth *widget.Button

	// NoMatch shows under the search when it lists nothing, with
	// CreateFromSearch, which makes a note of the search's words.
	NoMatch          *fyne.Container
	CreateFromSearch *widget.Button
	// TagFilter narrows the list to one tag; NewNoteBtn starts a note.
	TagFilter  *widget.Select
	NewNoteBtn *widget.Button
	// DeleteNoteBtn asks, then deletes the open note (knowledge_delete.go);
	// LastConfirm is the last question it asked (tests answer it).
	DeleteNoteBtn *widget.Button
	LastConfirm   *Confirm
	// Drafts keeps unsaved text on disk across runs (knowledge_drafts.go);
	// nil keeps it in memory only.
	Drafts *NoteDrafts
	// RenameNoteBtn asks the open note's new title (knowledge_rename.go);
	// LastName is the last form it showed (tests fill it).
	RenameNoteBtn *widget.Button
	LastName      *NameSheet
	// LastNoteForm is the last New note form built (tests fill it).
	LastNoteForm *NewNoteForm
	// pendingOpen is the title of a note being created, opened when it
	// arrives.
	pendingOpen string
	// editTitle is the title of a note just created: it opens on the Edit
	// tab (its Note tab is empty), the keyboard in the editor.
	editTitle string

	edit   editState
	drafts map[string]draft
	// wasDirty: the editor held unsaved text at the last syncDirty.
	wasDirty bool
	// selecting: the list selection is being moved to match the shown
	// note, so its OnSelected must not open the note again.
	selecting bool
	selRow    widget.ListItemID

	// all holds every note's header, shown those the search and tag let
	// through; the open note alone is read whole (current).
	all     []noteHead
	shown   []noteHead
	links   []store.Link
	titles  map[string]string // id → title of every linked item
	kinds   map[string]string // id → kind
	current *store.Note
	cite    *Citation
	scroll  *container.Scroll
	passage fyne.CanvasObject
	// metaBox holds the rows under a short note (tags, "Linked from");
	// shownFrom are the notes its "Linked from" names.
	metaBox   *fyne.Container
	shownFrom []string
	// highlighted is the Markdown source shown highlighted, "" if none.
	highlighted string
	// body is the shown note without front matter and title; a long one
	// shows as blocks in Long (citeBlock to citeLast hold the cited
	// passage, or -1).
	body                string
	blocks              []notePage
	citeBlock, citeLast int
	// blockH are the heights the list holds by row id: the list keeps them
	// from note to note, and so does blockH, or the offsets worked out for
	// scrolling to a block would not be the list's. pendingH are heights
	// measured since, given to the list after its layout pass.
	blockH, pendingH map[int]float32
	// flushing: a call of flushHeights is queued or running; anchor is the
	// block scrolled to the top while the rows around it settle, or -1.
	flushing  bool
	anchor    int
	longRows  map[fyne.CanvasObject]*blockRow // the list's rows, by their object
	Long      *widget.List
	longMeta  *fyne.Container
	longBox   *fyne.Container
	editTab   *container.TabItem
	content   fyne.CanvasObject
	editHint  *widget.Label
	searchGen int
	// openGen counts the notes asked to open: a read that finishes after a
	// later open is dropped.
	openGen int
	// loading is the id of the note being read to open, "" when none.
	loading string
}

// NewKnowledge builds the Knowledge space.
func NewKnowledge(db *store.DB, act Actor, shortcuts func(fyne.Shortcut) bool) *Knowledge {
	k := &Knowledge{db: db, act: act, titles: map[string]string{}, kinds: map[string]string{}, Background: inBackground,
		drafts: map[string]draft{}, Debounce: debouncer(searchDelay), Later: fyne.Do, Load: inBackground}
	k.Search = newEntry(shortcuts, false)
	k.Search.SetPlaceHolder("Search notes")
	k.Search.OnChanged = func(string) { k.typed() }
	k.Search.OnSubmitted = func(string) { k.OpenTopHit() }
	k.Notes = widget.NewList(
		func() int { return len(k.shown) },
		func() fyne.CanvasObject {
			t := widget.NewLabel("")
			t.Truncation = fyne.TextTruncateEllipsis
			t.TextStyle = fyne.TextStyle{Bold: true}
			sn := widget.NewRichText(&widget.TextSegment{Style: widget.RichTextStyle{ColorName: ColorMuted, SizeName: theme.SizeNameCaptionText, Inline: true}})
			sn.Truncation = fyne.TextTruncateEllipsis
			return container.New(layout.NewCustomPaddedLayout(2, 6, 0, 0), container.New(&tightVBox{}, t, sn))
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			n := k.shown[id]
			box := o.(*fyne.Container).Objects[0].(*fyne.Container)
			title := n.Title
			if k.hasDraft(n.ID) {
				title = "• " + title // unsaved text waits in it
			}
			box.Objects[0].(*widget.Label).SetText(title)
			sn := box.Objects[1].(*widget.RichText)
			sn.Segments[0].(*widget.TextSegment).Text = n.Snippet
			sn.Refresh()
		},
	)
	k.selRow = -1
	k.Notes.OnUnselected = func(widget.ListItemID) { k.selRow = -1 }
	k.Notes.OnSelected = func(id widget.ListItemID) {
		k.selRow = id
		if id < len(k.shown) && !k.selecting {
			k.openHead(k.shown[id])
		}
	}
	k.Title = heading("")
	k.Title.Truncation = fyne.TextTruncateEllipsis
	k.Viewer = container.NewVBox()
	k.scroll = container.NewVScroll(container.New(layout.NewCustomPaddedLayout(4, 16, 20, 20), k.Viewer))
	k.Editor = newEntry(func(sc fyne.Shortcut) bool { return k.saveKey(sc) || shortcuts != nil && shortcuts(sc) }, true)
	k.Editor.OnChanged = func(string) { k.syncDirty() }
	k.Save = widget.NewButton("Save", k.save)
	k.Save.Importance = widget.HighImportance
	k.Discard = widget.NewButton("Discard changes", k.discard)
	k.Discard.Importance = widget.LowImportance
	k.Discard.Hide()
	k.Unsaved = newRoleText("• Unsaved", theme.ColorNameWarning, sizeCaption, true)
	k.Unsaved.Hide()
	k.editHint = widget.NewLabel("")
	k.editHint.Wrapping = fyne.TextWrapWord
	k.Graph = NewGraph(func(id string) {
		if k.kinds[id] == store.KindNote {
			k.open(id, nil)
		} else {
			k.Graph.Focus(id)
		}
	})
	k.Conflict = k.buildConflict()
	k.editTab = container.NewTabItem("Edit", container.NewBorder(k.Conflict, container.NewPadded(container.NewBorder(nil, nil, nil, container.NewHBox(k.Discard, k.Save), k.editHint)), nil, nil, k.Editor))
	k.buildLong()
	k.Tabs = container.NewAppTabs(
		container.NewTabItem("Note", container.NewStack(k.scroll, k.longBox)),
		k.editTab,
		container.NewTabItem("Graph", k.Graph),
	)
	k.Tabs.OnSelected = func(t *container.TabItem) {
		if t == k.editTab {
			k.loadEditor()
		}
	}
	k.TagFilter = k.newTagFilter()
	k.NewNoteBtn = k.newNoteButton()
	noMatch := widget.NewLabel("")
	noMatch.Wrapping = fyne.TextWrapWord
	k.CreateFromSearch = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { k.NewNote(strings.TrimSpace(k.Search.Text)) })
	k.CreateFromSearch.Importance = widget.LowImportance
	k.NoMatch = container.NewVBox(noMatch, k.CreateFromSearch)
	k.NoMatch.Hide()
	top := container.NewVBox(container.NewBorder(nil, nil, nil, k.NewNoteBtn, k.Search), k.TagFilter, k.NoMatch)
	left := container.NewBorder(container.NewPadded(top), nil, nil, nil, k.Notes)
	k.DeleteNoteBtn = k.newDeleteButton()
	k.RenameNoteBtn = k.newRenameButton()
	right := container.NewBorder(container.New(layout.NewCustomPaddedLayout(8, 0, 16, 16), container.NewBorder(nil, nil, nil, container.NewHBox(container.NewCenter(k.Unsaved), k.RenameNoteBtn, k.DeleteNoteBtn), k.Title)), nil, nil, nil, k.Tabs)
	split := container.NewHSplit(left, right)
	split.Offset = 0.3
	k.content = split
	return k
}

// Content is the space's canvas object.
func (k *Knowledge) Content() fyne.CanvasObject { return k.content }

// snippet is a note's one-line preview: its text without front matter,
// without the leading "# Title" heading the list already shows, and with
// wikilinks as their plain text.
func snippet(body string, n int) string {
	return cut(cleanLine(stripLeadingHeading(stripFrontMatter(headOf(body, 8<<10)))), n)
}

// headOf is at most n bytes from the start of s, cut at a rune boundary:
// list rows preview a note without scanning all of a 5 MB body.
func headOf(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

type knowledgeData struct {
	notes  []noteHead
	links  []store.Link
	adj    map[string][]store.Link
	titles map[string]string
	kinds  map[string]string
}

func (k *Knowledge) load(ctx context.Context) (knowledgeData, error) {
	d := knowledgeData{titles: map[string]string{}, kinds: map[string]string{}}
	err := k.db.Read(ctx, func(tx *store.Tx) error {
		d.notes = []noteHead{}
		if err := tx.Notes().EachHead(headChars, func(h store.NoteHead) error {
			d.notes = append(d.notes, headOfNote(h))
			return nil
		}); err != nil {
			return err
		}
		var err error
		if d.links, err = tx.Graph().All(); err != nil {
			return err
		}
		d.adj = LinkIndex(d.links)
		for _, n := range d.notes {
			d.titles[n.ID], d.kinds[n.ID] = n.Title, store.KindNote
		}
		for _, l := range d.links {
			for _, end := range [][2]string{{l.FromKind, l.FromID}, {l.ToKind, l.ToID}} {
				if _, ok := d.titles[end[1]]; ok {
					continue
				}
				if t, err := tx.Graph().TitleOf(end[0], end[1]); err == nil {
					d.titles[end[1]], d.kinds[end[1]] = t, end[0]
				}
			}
		}
		return nil
	})
	return d, err
}

// Reload reads the store and renders at once.
func (k *Knowledge) Reload() error {
	d, err := k.load(context.Background())
	if err != nil {
		return err
	}
	k.render(d)
	return nil
}

// Refresh reads off the UI goroutine and renders on it.
func (k *Knowledge) Refresh() {
	go func() {
		d, err := k.load(context.Background())
		if err == nil {
			fyne.Do(func() { k.render(d) })
		}
	}()
}

func (k *Knowledge) render(d knowledgeData) {
	k.all, k.links, k.titles, k.kinds = d.notes, d.links, d.titles, d.kinds
	k.syncTags()
	k.filter()
	k.Graph.SetData(d.adj, k.titles, k.kinds)
	if k.pendingOpen != "" {
		k.editTitle = k.pendingOpen
		if k.OpenTitle(k.pendingOpen) {
			k.pendingOpen = ""
			return
		}
		k.editTitle = ""
	}
	if k.current != nil {
		for _, n := range k.all {
			if n.ID != k.current.ID {
				continue
			}
			// Not while another note is read to open: that read shows.
			if k.loading == "" && (n.Hash != k.current.ContentHash || n.Title != k.current.Title) {
				k.fetch(n.ID, nil, false)
			} else if k.loading == "" {
				k.syncBacklinks()
			}
			return
		}
		k.current = nil // deleted: the first note left opens, as at start-up
	}
	if len(k.all) > 0 && k.loading == "" {
		k.open(k.all[0].ID, nil)
	} else {
		k.show()
	}
}

// bigVault is the number of notes above which the list is matched off the
// UI goroutine and typing is debounced (searchDelay): below it a match is
// quicker than a frame and shows at once.
const (
	bigVault    = 2000
	searchDelay = 150 * time.Millisecond
)

// typed is the search's OnChanged: a big vault waits for a pause in the
// typing (Debounce), so only the last of a burst of keys is matched.
func (k *Knowledge) typed() {
	if len(k.all) <= bigVault || k.Debounce == nil {
		k.filter()
		return
	}
	k.searchGen++ // a match still running for an earlier key is dropped
	k.Debounce(k.filter)
}

// filter shows the notes matching the search: every note for an empty
// query, title matches for a very short one (with a Searcher), else the
// title matches followed by the notes whose bodies match, found through
// the notes index (Searcher) or the store, off the UI goroutine. A small
// vault shows its title matches at once while the bodies are searched;
// a big one matches its titles off the UI goroutine too.
func (k *Knowledge) filter() {
	raw := strings.TrimSpace(k.Search.Text)
	q := strings.ToLower(raw)
	k.searchGen++
	gen, all, tag := k.searchGen, k.all, k.TagFilter.Selected
	titlesOnly := q == "" || (k.Searcher != nil && len([]rune(q)) <= shortQuery)
	var out []noteHead
	show := func() {
		if gen == k.searchGen { // else a newer query is on its way
			k.showList(out)
		}
	}
	if len(all) <= bigVault {
		out = titleMatches(all, q, tag)
		show()
		if titlesOnly {
			return
		}
	}
	k.Background(func() {
		if titlesOnly {
			out = titleMatches(all, q, tag)
			return
		}
		out = rankHeads(all, q, tag, k.bodyHits(raw))
	}, show)
}

// showList makes ns the list and keeps the shown note selected. A search
// that matches nothing says so and offers to make the note.
func (k *Knowledge) showList(ns []noteHead) {
	k.shown = ns
	k.Notes.Refresh()
	k.syncSelection()
	q := strings.TrimSpace(k.Search.Text)
	if len(ns) > 0 || q == "" {
		k.NoMatch.Hide()
		return
	}
	k.NoMatch.Objects[0].(*widget.Label).SetText("No note matches “" + q + "”.")
	k.CreateFromSearch.SetText("New note “" + cut(q, 40) + "”")
	k.NoMatch.Show()
}

// OpenTopHit opens the first note the search lists (Enter in the search
// box); with none listed it does nothing.
func (k *Knowledge) OpenTopHit() {
	if len(k.shown) > 0 {
		k.openHead(k.shown[0])
	}
}

// Open shows note id; with c it scrolls to the cited passage and
// highlights it.
func (k *Knowledge) Open(id string, c *Citation) { k.open(id, c) }

func (k *Knowledge) open(id string, c *Citation) {
	k.fetch(id, func(store.Note) *Citation { return c }, true)
}

// openHead opens a note of the list; a body hit opens at its first match.
func (k *Knowledge) openHead(h noteHead) {
	q := strings.TrimSpace(k.Search.Text)
	k.fetch(h.ID, func(n store.Note) *Citation { return hitCitation(n, h.hit, q) }, true)
}

// openedNote is a note read and made ready to show off the UI goroutine:
// its body without front matter and title, cut into blocks when long,
// and the passage to highlight.
type openedNote struct {
	note   store.Note
	body   string
	blocks []notePage
	cite   *Citation
}

// prepare reads note id and cuts its body into blocks; cite, when not
// nil, says where to highlight. It runs off the UI goroutine: a 5 MB body
// takes tens of milliseconds to read and cut.
func (k *Knowledge) prepare(id string, cite func(store.Note) *Citation) (openedNote, error) {
	n, err := k.read(id)
	if err != nil {
		return openedNote{}, err
	}
	p := openedNote{note: n, body: stripTitle(stripFrontMatter(n.Body), n.Title)}
	if len(p.body) > pageBytes {
		p.blocks = pagesOf(p.body, blockBytes)
	}
	if cite != nil {
		p.cite = cite(n)
	}
	return p, nil
}

// fetch reads note id off the UI goroutine (Load) and shows it when read.
// Opening (a list row, a link, a citation) says "Loading…" meanwhile and
// then selects the note at its cited passage; otherwise (a refresh of the
// open note) the citation shown stays. Of overlapping fetches the last
// one asked shows.
func (k *Knowledge) fetch(id string, cite func(store.Note) *Citation, opening bool) {
	k.openGen++
	gen := k.openGen
	if opening {
		k.loading = id
		if k.current == nil || k.current.ID != id {
			k.showLoading(id)
		}
	}
	var p openedNote
	var err error
	k.Load(func() { p, err = k.prepare(id, cite) }, func() {
		if gen != k.openGen {
			return // a later open is on its way
		}
		k.loading = ""
		if err != nil {
			if opening { // the note that stays open shows again (or none)
				k.show()
			}
			return
		}
		if !opening {
			p.cite = k.cite
		}
		k.showOpened(p)
		if opening {
			k.Graph.Focus(id)
			k.openTab(p.note.Title)
			k.syncSelection()
		}
	})
}

// openTab shows a note just opened on its Note tab, or, when it was just
// created (editTitle), on the Edit tab with the keyboard in the editor.
func (k *Knowledge) openTab(title string) {
	if k.editTitle == "" || !strings.EqualFold(strings.TrimSpace(title), strings.TrimSpace(k.editTitle)) {
		k.Tabs.SelectIndex(0)
		return
	}
	k.editTitle = ""
	k.Tabs.Select(k.editTab) // loads the editor
	focus := func() {
		if c := fyne.CurrentApp().Driver().CanvasForObject(k.Editor); c != nil && !k.Editor.Disabled() && k.Tabs.Selected() == k.editTab {
			c.Focus(k.Editor)
		}
	}
	focus()
	// The Edit tab's content is laid out on the next pass; until then the
	// editor may have no canvas (a first note), so focus it again then.
	k.Later(focus)
}

// showLoading is the Note tab while note id is read.
func (k *Knowledge) showLoading(id string) {
	title := ""
	for _, n := range k.all {
		if n.ID == id {
			title = n.Title
			break
		}
	}
	k.Title.SetText(title)
	k.Viewer.Objects = []fyne.CanvasObject{caption("Loading…")}
	k.Viewer.Refresh()
	k.showLong(false)
}

// Loading is the id of the note being read to open, "" when none.
func (k *Knowledge) Loading() string { return k.loading }

// read is note id, whole: only the open note's body is held. One row by
// its key, read off the UI goroutine (prepare).
func (k *Knowledge) read(id string) (n store.Note, err error) {
	err = k.db.Read(context.Background(), func(tx *store.Tx) error {
		n, err = tx.Notes().Get(id)
		return err
	})
	return n, err
}

// syncSelection makes the list's selection the shown note (none when the
// search hides it), whichever way the note was opened: the list, a
// wikilink, the graph, a citation chip, start-up. A body hit stays
// unselected until the note shows at its match: a click on a selected
// row does nothing, so the hit of the note already open must be one the
// user can click to jump there.
func (k *Knowledge) syncSelection() {
	k.selecting = true
	defer func() { k.selecting = false }()
	if k.current != nil {
		for i, n := range k.shown {
			if n.ID == k.current.ID && k.showsHit(n) {
				k.Notes.Select(i)
				return
			}
		}
	}
	k.Notes.UnselectAll()
}

// showsHit reports whether the shown note is at h's match: h is no body
// hit, or the note opened at it.
func (k *Knowledge) showsHit(h noteHead) bool {
	if h.hit == nil {
		return true
	}
	c := hitCitation(*k.current, h.hit, strings.TrimSpace(k.Search.Text))
	return c == nil || (k.cite != nil && k.cite.NoteID == c.NoteID && k.cite.Start == c.Start && k.cite.End == c.End)
}

// SelectedNote is the id of the note selected in the list, "" for none.
func (k *Knowledge) SelectedNote() string {
	if k.selRow < 0 || k.selRow >= len(k.shown) {
		return ""
	}
	return k.shown[k.selRow].ID
}

// Current is the note shown, or nil.
func (k *Knowledge) Current() *store.Note { return k.current }

// show shows the open note as it is held, or says there is none. The
// note was cut when read (prepare): a note held whole is not cut again.
func (k *Knowledge) show() {
	k.syncDelete()
	if k.current != nil {
		k.showOpened(openedNote{note: *k.current, body: k.body, blocks: k.blocks, cite: k.cite})
		return
	}
	k.passage, k.highlighted = nil, ""
	k.body, k.blocks, k.citeBlock, k.citeLast = "", nil, -1, -1
	k.Title.SetText("No notes yet")
	k.Viewer.Objects = []fyne.CanvasObject{wrapped("Drop Markdown files or a folder on the window to import them, press New note, or ask “make a note called Ideas”.")}
	k.Viewer.Refresh()
	k.showLong(false)
	k.syncEditor()
}

// showOpened shows p, a note read and cut by prepare.
func (k *Knowledge) showOpened(p openedNote) {
	k.passage, k.highlighted = nil, ""
	k.citeBlock, k.citeLast = -1, -1
	k.current, k.cite = &p.note, p.cite
	k.syncDelete()
	k.Title.SetText(p.note.Title)
	// body is a suffix of the note's body, so offsets into it shift by off.
	k.body, k.blocks = p.body, p.blocks
	if len(k.blocks) > 0 {
		k.showBlocks()
	} else {
		k.renderShort()
	}
	k.syncEditor()
}

// citeRange is the cited passage as offsets into k.body, ok false when the
// citation is not about the shown note or out of range.
func (k *Knowledge) citeRange() (start, end int, ok bool) {
	n, c := k.current, k.cite
	if c == nil || n == nil || c.NoteID != n.ID {
		return 0, 0, false
	}
	from, to := c.Start, c.End
	// The cited sentences are what the answer rests on: the passage around
	// them can start with the last sentence of the paragraph before (the
	// index's passages overlap by a sentence).
	if s, e, ok := sentencesSpan(c.Sentences, len(n.Body)); ok {
		from, to = s, e
	}
	if from < 0 || to > len(n.Body) || from >= to {
		return 0, 0, false
	}
	off := len(n.Body) - len(k.body)
	start, end = max(from-off, 0), max(to-off, 0)
	return start, end, start < end
}

// sentencesSpan is [first start, last end) of spans, each inside [0, n);
// ok false when there are none or one is out of range.
func sentencesSpan(spans [][2]int, n int) (start, end int, ok bool) {
	for i, s := range spans {
		if s[0] < 0 || s[1] > n || s[0] >= s[1] {
			return 0, 0, false
		}
		if i == 0 || s[0] < start {
			start = s[0]
		}
		end = max(end, s[1])
	}
	return start, end, len(spans) > 0
}

// renderShort lays out a note of at most pageBytes whole; a cited passage
// is highlighted (whole lines, so Markdown blocks such as a list item stay
// intact) and scrolled to.
func (k *Knowledge) renderShort() {
	n := k.current
	text := k.body
	var objs []fyne.CanvasObject
	if start, end, ok := k.citeRange(); ok {
		start, end = lineSpan(text, start, end)
		before, mid, after := text[:start], text[start:end], text[end:]
		if strings.TrimSpace(before) != "" {
			objs = append(objs, k.markdown(before))
		}
		k.passage, k.highlighted = surface(ColorHighlight, 6, k.markdown(mid)), mid
		objs = append(objs, k.passage)
		if strings.TrimSpace(after) != "" {
			objs = append(objs, k.markdown(after))
		}
	} else {
		objs = append(objs, k.markdown(text))
	}
	k.metaBox = container.NewVBox(k.meta(n)...)
	objs = append(objs, k.metaBox)
	k.Viewer.Objects = objs
	k.Viewer.Refresh()
	k.showLong(false)
	if k.passage != nil {
		k.scroll.Offset = fyne.NewPos(0, 0)
		k.scroll.Refresh()
		fyne.Do(k.scrollToPassage)
	} else {
		k.scroll.ScrollToTop()
	}
}

// lineSpan widens [start, end) of text to whole lines.
func lineSpan(text string, start, end int) (int, int) {
	start, end = min(start, len(text)), min(end, len(text))
	if i := strings.LastIndex(text[:start], "\n"); i >= 0 {
		start = i + 1
	} else {
		start = 0
	}
	if i := strings.Index(text[end:], "\n"); i >= 0 {
		end += i
	} else {
		end = len(text)
	}
	return start, end
}

// meta is what follows a note: its tags and the notes linking to it.
func (k *Knowledge) meta(n *store.Note) []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	if len(n.Tags) > 0 {
		objs = append(objs, k.tagRow(n.Tags))
	}
	if bl := k.backlinks(n.ID); bl != nil {
		objs = append(objs, bl)
	}
	return objs
}

// syncBacklinks shows the open note's "Linked from" as the links now
// stand: a note created or imported since may link to it. Only the rows
// under the note are rebuilt; the text and its scroll stay.
func (k *Knowledge) syncBacklinks() {
	n := k.current
	from := backlinksOf(n.ID, k.links, k.titles)
	if slices.Equal(from, k.shownFrom) {
		return
	}
	if len(k.blocks) > 0 {
		k.longMeta.Objects = k.longHeader(n)
		k.longMeta.Refresh()
		k.longBox.Refresh()
		return
	}
	if k.metaBox != nil {
		k.metaBox.Objects = k.meta(n)
		k.metaBox.Refresh()
	}
}

func (k *Knowledge) scrollToPassage() {
	if k.passage == nil {
		return
	}
	y := k.passage.Position().Y
	k.scroll.Offset = fyne.NewPos(0, max(0, y-24))
	k.scroll.Refresh()
}

// stripFrontMatter drops a leading YAML front matter block (--- … ---).
func stripFrontMatter(body string) string {
	trimmed := strings.TrimLeft(body, " \n")
	if !strings.HasPrefix(trimmed, "---\n") {
		return body
	}
	rest := trimmed[len("---\n"):]
	for _, end := range []string{"\n---\n", "\n...\n"} {
		if i := strings.Index(rest, end); i >= 0 {
			return rest[i+len(end):]
		}
	}
	if strings.HasSuffix(rest, "\n---") {
		return ""
	}
	return body
}

// stripLeadingHeading drops the first line when it is an H1 ("# Title").
func stripLeadingHeading(body string) string {
	trimmed := strings.TrimLeft(body, " \n")
	first, rest, _ := strings.Cut(trimmed, "\n")
	if strings.HasPrefix(first, "# ") {
		return rest
	}
	return body
}

// wikilink matches [[Target]] and [[Target|alias]].
var wikilink = regexp.MustCompile(`\[\[([^\[\]|]+)(?:\|([^\[\]]+))?\]\]`)

// noteScheme marks a link to another note in a rendered note.
const noteScheme = "pace-note"

// wikiParts splits one wikilink into the note it names and the text shown.
func wikiParts(m string) (target, text string) {
	p := wikilink.FindStringSubmatch(m)
	if p == nil {
		return "", m
	}
	target, text = strings.TrimSpace(p[1]), strings.TrimSpace(p[2])
	if text == "" {
		text = target
	}
	return target, text
}

// linkWikilinks turns wikilinks into Markdown links to noteScheme URLs.
func linkWikilinks(s string) string {
	return wikilink.ReplaceAllStringFunc(s, func(m string) string {
		target, text := wikiParts(m)
		return "[" + text + "](" + noteScheme + ":" + url.PathEscape(target) + ")"
	})
}

// OpenTitle shows the note called title (case-insensitive), as a wikilink
// names it; it reports whether there is one.
func (k *Knowledge) OpenTitle(title string) bool {
	for _, n := range k.all {
		if strings.EqualFold(strings.TrimSpace(n.Title), strings.TrimSpace(title)) {
			k.open(n.ID, nil)
			return true
		}
	}
	return false
}

// wireLinks makes the note links among segs open their note in place.
func (k *Knowledge) wireLinks(segs []widget.RichTextSegment) {
	for _, seg := range segs {
		switch sg := seg.(type) {
		case *widget.HyperlinkSegment:
			if sg.URL != nil && sg.URL.Scheme == noteScheme {
				target, err := url.PathUnescape(sg.URL.Opaque)
				if err != nil {
					target = sg.URL.Opaque
				}
				sg.OnTapped = func() { k.FollowLink(target) }
			}
		case *widget.ParagraphSegment:
			k.wireLinks(sg.Texts)
		case *widget.ListSegment:
			k.wireLinks(sg.Items)
		}
	}
}

// stripTitle drops a leading "# Title" heading that repeats the note's title.
func stripTitle(body, title string) string {
	trimmed := strings.TrimLeft(body, " \n")
	first, rest, _ := strings.Cut(trimmed, "\n")
	if strings.TrimSpace(strings.TrimPrefix(first, "# ")) == strings.TrimSpace(title) && strings.HasPrefix(first, "# ") {
		return strings.TrimLeft(rest, "\n")
	}
	return body
}

// tightVBox stacks rows without padding between them.
type tightVBox struct{}

func (tightVBox) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	y := float32(0)
	for _, o := range objs {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(s.Width, h))
		y += h - 6
	}
}

func (tightVBox) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for _, o := range objs {
		m := o.MinSize()
		w = max(w, m.Width)
		h += m.Height - 6
	}
	return fyne.NewSize(w, h+6)
}

// debouncer returns a Debounce that runs the latest f on the UI goroutine
// d after the last call.
func debouncer(d time.Duration) func(f func()) {
	var mu sync.Mutex
	var t *time.Timer
	return func(f func()) {
		mu.Lock()
		defer mu.Unlock()
		if t != nil {
			t.Stop()
		}
		t = time.AfterFunc(d, func() { fyne.Do(f) })
	}
}
