package views

import (
	"context"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"pace/rag"
	"pace/store"
)

// tagRow shows a note's tags as chips; tapping one filters the list by it.
func (k *Knowledge) tagRow(tags []string) fyne.CanvasObject {
	objs := []fyne.CanvasObject{caption("Tags")}
	for _, t := range tags {
		objs = append(objs, newChip("#"+t, func() { k.SetTag(t) }))
	}
	return newFlow(objs...)
}

// backlinksOf lists the notes that link to id, by title.
func backlinksOf(id string, links []store.Link, titles map[string]string) []string {
	seen := map[string]bool{}
	var out []string
	for _, l := range links {
		if l.ToID == id && l.FromKind == store.KindNote && l.FromID != id && !seen[l.FromID] {
			seen[l.FromID] = true
			out = append(out, l.FromID)
		}
	}
	sort.Slice(out, func(i, j int) bool { return strings.ToLower(titles[out[i]]) < strings.ToLower(titles[out[j]]) })
	return out
}

// backlinks is the "Linked from" row under a note: one chip per note that
// links to it, which opens that note; nil when nothing links here.
func (k *Knowledge) backlinks(id string) fyne.CanvasObject {
	from := backlinksOf(id, k.links, k.titles)
	k.shownFrom = from
	if len(from) == 0 {
		return nil
	}
	objs := []fyne.CanvasObject{caption("Linked from")}
	for _, f := range from {
		objs = append(objs, newChip(k.titles[f], func() { k.open(f, nil) }))
	}
	return newFlow(objs...)
}

// tagsOf is every tag on the notes, sorted, each once.
func tagsOf(notes []noteHead) []string {
	seen := map[string]bool{}
	var out []string
	for _, n := range notes {
		for _, t := range n.Tags {
			if !seen[strings.ToLower(t)] {
				seen[strings.ToLower(t)] = true
				out = append(out, t)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return strings.ToLower(out[i]) < strings.ToLower(out[j]) })
	return out
}

// allTags is the tag filter's first choice.
const allTags = "All tags"

// SetTag filters the list to notes tagged t ("" or allTags: every note).
func (k *Knowledge) SetTag(t string) {
	if t == "" {
		t = allTags
	}
	if k.TagFilter.Selected != t {
		k.TagFilter.SetSelected(t) // calls back into filter
		return
	}
	k.filter()
}

// tagged reports whether a note with tags carries tag t (always, with none).
func tagged(tags []string, t string) bool {
	if t == "" || t == allTags {
		return true
	}
	for _, nt := range tags {
		if strings.EqualFold(nt, t) {
			return true
		}
	}
	return false
}

// syncTags offers the tags the notes carry now.
func (k *Knowledge) syncTags() {
	k.TagFilter.Options = append([]string{allTags}, tagsOf(k.all)...)
	k.TagFilter.Refresh()
}

// newTagFilter is the select above the list.
func (k *Knowledge) newTagFilter() *widget.Select {
	s := widget.NewSelect([]string{allTags}, func(string) { k.filter() })
	s.PlaceHolder = allTags
	return s
}

// noteNamed is the listed note called title (case and the spaces around
// it aside), if there is one.
func (k *Knowledge) noteNamed(title string) (noteHead, bool) {
	for _, n := range k.all {
		if strings.EqualFold(strings.TrimSpace(n.Title), strings.TrimSpace(title)) {
			return n, true
		}
	}
	return noteHead{}, false
}

// NewNote asks the thread to make a note called title and opens it once
// it exists (through the tools and the journal, so Undo covers it). A
// title a note already has makes no second note: Pace says so and offers
// to open that one (the person may pick another title instead). It
// reports whether it asked for a note.
func (k *Knowledge) NewNote(title string) bool {
	title = strings.TrimSpace(title)
	if title == "" {
		return false
	}
	if h, ok := k.noteNamed(title); ok {
		k.offerExisting(h)
		return false
	}
	k.pendingOpen = title
	k.act.Do("createNote", args(map[string]string{"title": title}), "New note “"+title+"”")
	return true
}

// offerExisting says a note called h.Title exists and offers to open it.
func (k *Knowledge) offerExisting(h noteHead) {
	c := &Confirm{Title: "“" + h.Title + "” already exists",
		Message: "A note with this title is already in your notes. Open it, or pick another title for the new note.",
		Safe:    true, yes: func() { k.open(h.ID, nil) }}
	k.LastConfirm = c
	c.show(fyne.CurrentApp().Driver().CanvasForObject(k.content), "Open it")
}

// FollowLink opens the note a wikilink names, found as the link was
// recorded (file name, title, alias); when no note answers to it, it
// offers to create one with that title and open it, as Obsidian does.
func (k *Knowledge) FollowLink(target string) {
	var id string
	k.Background(func() {
		k.db.Read(context.Background(), func(tx *store.Tx) error {
			var err error
			id, err = rag.Resolve(tx, target)
			return err
		})
	}, func() {
		if id != "" {
			k.open(id, nil)
			return
		}
		title := strings.TrimSpace(target)
		c := &Confirm{Title: "Create “" + title + "”?",
			Message: "No note is called “" + title + "” yet. Create it and open it to write in? Undo takes it back.",
			Safe:    true, yes: func() { k.NewNote(title) }}
		k.LastConfirm = c
		c.show(fyne.CurrentApp().Driver().CanvasForObject(k.content), "Create note")
	})
}

// NewNoteForm is the New note button's form: a title, Create, and, while
// the title is one a note has, a line saying so with Open it.
type NewNoteForm struct {
	Name         *entry
	Create, Open *widget.Button
	Exists       *widget.Label
	pop          *widget.PopUp
}

// newNoteButton opens a small form for the new note's title.
func (k *Knowledge) newNoteButton() *widget.Button {
	b := widget.NewButton("New note", nil)
	b.OnTapped = func() {
		c := fyne.CurrentApp().Driver().CanvasForObject(b)
		if c == nil {
			return
		}
		f := k.newNoteForm()
		f.pop = widget.NewModalPopUp(container.NewVBox(widget.NewLabel("New note"), f.Name,
			container.NewBorder(nil, nil, nil, f.Open, f.Exists),
			container.NewHBox(widget.NewButton("Cancel", func() { f.pop.Hide() }), f.Create)), c)
		f.pop.Resize(fyne.NewSize(360, f.pop.MinSize().Height))
		f.pop.Show()
		c.Focus(f.Name)
	}
	return b
}

// newNoteForm builds the New note form (LastNoteForm holds it for tests):
// a title a note has already disables Create and offers that note.
func (k *Knowledge) newNoteForm() *NewNoteForm {
	f := &NewNoteForm{Name: newEntry(nil, false), Exists: widget.NewLabel("")}
	f.Name.SetPlaceHolder("Title, e.g. Trip ideas")
	f.Exists.Importance = widget.WarningImportance
	f.Exists.Wrapping = fyne.TextWrapWord
	hide := func() {
		if f.pop != nil {
			f.pop.Hide()
		}
	}
	var existing noteHead
	f.Open = widget.NewButton("Open it", func() { hide(); k.open(existing.ID, nil) })
	f.Create = widget.NewButton("Create", func() {
		if k.NewNote(f.Name.Text) {
			hide()
		}
	})
	f.Create.Importance = widget.HighImportance
	check := func(text string) {
		h, dup := k.noteNamed(text)
		existing = h
		if dup {
			f.Exists.SetText("A note called “" + h.Title + "” already exists: open it, or pick another title.")
			f.Exists.Show()
			f.Open.Show()
			f.Create.Disable()
			return
		}
		f.Exists.Hide()
		f.Open.Hide()
		f.Create.Enable()
	}
	f.Name.OnChanged = check
	f.Name.OnSubmitted = func(string) {
		if !f.Create.Disabled() {
			f.Create.OnTapped()
		}
	}
	check("")
	k.LastNoteForm = f
	return f
}
