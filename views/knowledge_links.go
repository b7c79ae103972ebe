package views

import (
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

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

// NewNote asks the thread to make a note called title and opens it once
// it exists (through the tools and the journal, so Undo covers it).
func (k *Knowledge) NewNote(title string) {
	title = strings.TrimSpace(title)
	if title == "" {
		return
	}
	k.pendingOpen = title
	k.act.Do("createNote", args(map[string]string{"title": title}), "New note “"+title+"”")
}

// newNoteButton opens a small form for the new note's title.
func (k *Knowledge) newNoteButton() *widget.Button {
	b := widget.NewButton("New note", nil)
	b.OnTapped = func() {
		name := newEntry(nil, false)
		name.SetPlaceHolder("Title, e.g. Trip ideas")
		var pop *widget.PopUp
		create := widget.NewButton("Create", func() {
			k.NewNote(name.Text)
			pop.Hide()
		})
		create.Importance = widget.HighImportance
		name.OnSubmitted = func(string) { create.OnTapped() }
		c := fyne.CurrentApp().Driver().CanvasForObject(b)
		if c == nil {
			return
		}
		pop = widget.NewModalPopUp(container.NewVBox(widget.NewLabel("New note"), name,
			container.NewHBox(widget.NewButton("Cancel", func() { pop.Hide() }), create)), c)
		pop.Resize(fyne.NewSize(360, pop.MinSize().Height))
		pop.Show()
		c.Focus(name)
	}
	return b
}
