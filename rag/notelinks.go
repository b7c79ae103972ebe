package rag

import (
	"path/filepath"
	"slices"
	"sort"
	"strings"

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
	want := map[string]bool{}
	var order []string
	for _, t := range noteLinkTargets(n) {
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

// noteLinkTargets is the distinct wikilink targets of a stored note's text,
// read as an import reads its file.
func noteLinkTargets(n store.Note) []string {
	name := n.SourcePath
	if name == "" {
		name = n.Title + ".md"
	}
	return linkTargets(MarkdownLinks(filepath.Base(name), n.Body))
}

// names is every name a wikilink can reach note id by: its file stem,
// title and aliases.
func (st *importState) names(id string) []string {
	k := st.keys[id]
	out := []string{k[0], k[1]}
	if k[2] != "" {
		out = append(out, strings.Split(k[2], "\x00")...)
	}
	return out
}

// LinkInbound adds the "mentions" links that notes already stored hold
// for note n by name: a [[Vendor list]] written before the note Vendor
// list existed links to it once it is added (or renamed to that name).
// The links come from the other notes' text, resolved as an import
// resolves them, in tx; it returns the links it added, for the inverse.
func LinkInbound(tx *store.Tx, n store.Note) (added []store.Link, err error) {
	st := newImportState()
	st.index(n)
	cands, err := tx.Notes().Linking(st.names(n.ID))
	if err != nil || len(cands) == 0 || len(cands) == 1 && cands[0].ID == n.ID {
		// nothing names it: the other notes' heads are never read (this
		// runs on every note created)
		return nil, err
	}
	// Every note's names, to resolve the candidates' links as an import
	// does (another note may answer to the same name first).
	if err := st.indexNotes(tx); err != nil {
		return nil, err
	}
	st.index(n)
	have, err := tx.Graph().Of(n.ID)
	if err != nil {
		return nil, err
	}
	linked := map[string]bool{}
	for _, l := range have {
		if l.ToID == n.ID && l.Type == store.LinkMentions {
			linked[l.FromID] = true
		}
	}
	for _, c := range cands {
		if c.ID == n.ID || linked[c.ID] || !slices.ContainsFunc(noteLinkTargets(c), func(t string) bool { return st.resolve(t) == n.ID }) {
			continue
		}
		l, _, err := tx.Graph().Insert(store.Link{FromKind: store.KindNote, FromID: c.ID, ToKind: store.KindNote, ToID: n.ID, Type: store.LinkMentions})
		if err != nil {
			return nil, err
		}
		added = append(added, l)
	}
	return added, nil
}

// Resolve is the id of the note a wikilink target names, found as an
// import finds it (file name, title, then alias, without case); "" when
// no note answers to it.
func Resolve(tx *store.Tx, target string) (string, error) {
	st := newImportState()
	if err := st.indexNotes(tx); err != nil {
		return "", err
	}
	return st.resolve(target), nil
}
