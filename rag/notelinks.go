package rag

import (
	"path/filepath"
	"sort"

	"pace/store"
)

// RelinkNote brings note n's "mentions" links in line with the wikilinks
// of its text, read and resolved as an import reads and resolves them
// (MarkdownLinks; file name, title, then alias), in tx. A note saved from
// the editor gets its links this way. It returns the links it removed and
// the ones it added, for the inverse of the edit; links that stay are not
// touched.
func RelinkNote(tx *store.Tx, n store.Note) (removed, added []store.Link, err error) {
	st := newImportState()
	if err := st.indexNotes(tx); err != nil {
		return nil, nil, err
	}
	st.index(n)
	name := n.SourcePath
	if name == "" {
		name = n.Title + ".md"
	}
	want := map[string]bool{}
	var order []string
	for _, t := range linkTargets(MarkdownLinks(filepath.Base(name), n.Body)) {
		if id := st.resolve(t); id != "" && id != n.ID && !want[id] {
			want[id] = true
			order = append(order, id)
		}
	}
	have, err := tx.Graph().Of(n.ID)
	if err != nil {
		return nil, nil, err
	}
	kept := map[string]bool{}
	for _, l := range have {
		if l.FromID != n.ID || l.Type != store.LinkMentions {
			continue
		}
		if want[l.ToID] {
			kept[l.ToID] = true
			continue
		}
		if err := tx.Graph().Delete(l.ID); err != nil {
			return nil, nil, err
		}
		removed = append(removed, l)
	}
	sort.Strings(order)
	for _, id := range order {
		if kept[id] {
			continue
		}
		l, _, err := tx.Graph().Insert(store.Link{FromKind: store.KindNote, FromID: n.ID, ToKind: store.KindNote, ToID: id, Type: store.LinkMentions})
		if err != nil {
			return nil, nil, err
		}
		added = append(added, l)
	}
	return removed, added, nil
}
