package rag

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"pace/store"
)

// importState is what an import run knows about the notes already stored:
// notes by source path, the names wikilinks resolve by, and the existing
// "mentions" links.
type importState struct {
	byPath map[string]store.Note
	// names maps a lowercased file stem, title or alias to note ids, in
	// that order of preference.
	stems, titles, aliases map[string][]string
	keys                   map[string][3]string // note id → its stem, title and aliases (joined by \x00)
	links                  map[string]map[string]bool
	// before is how many notes were stored when the run began; added are
	// the notes the run has added, in order.
	before int
	added  []string
}

// pendingLinks are a note's link targets, resolved once every file is in.
// outside: the note is not one of the run's files (it may link to one by
// name), so its targets naming no note are not the run's to report.
type pendingLinks struct {
	noteID  string
	targets []string
	outside bool
}

func newImportState() *importState {
	return &importState{byPath: map[string]store.Note{}, stems: map[string][]string{}, titles: map[string][]string{},
		aliases: map[string][]string{}, keys: map[string][3]string{}, links: map[string]map[string]bool{}}
}

func (im *Importer) loadState(ctx context.Context) (*importState, error) {
	st := newImportState()
	err := im.db.Read(ctx, func(tx *store.Tx) error {
		if err := st.indexNotes(tx); err != nil {
			return err
		}
		st.before = len(st.keys)
		links, err := tx.Graph().All()
		if err != nil {
			return err
		}
		for _, l := range links {
			if l.Type == store.LinkMentions {
				st.addLink(l.FromID, l.ToID)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("import: load notes: %w", err)
	}
	return st, nil
}

// indexNotes registers the names of every stored note, oldest first so
// the first of several same-named notes wins; without bodies, which keeps
// a large store's read small.
func (st *importState) indexNotes(tx *store.Tx) error {
	notes, err := tx.Notes().Headers()
	if err != nil {
		return err
	}
	sort.SliceStable(notes, func(i, j int) bool { return notes[i].CreatedAt.Before(notes[j].CreatedAt) })
	for _, n := range notes {
		if n.SourcePath != "" {
			st.byPath[n.SourcePath] = n
		}
		st.index(n)
	}
	return nil
}

func (st *importState) addLink(from, to string) {
	if st.links[from] == nil {
		st.links[from] = map[string]bool{}
	}
	st.links[from][to] = true
}

func stem(path string) string {
	return strings.ToLower(strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)))
}

// index (re)registers the names note n resolves by.
func (st *importState) index(n store.Note) {
	if old, ok := st.keys[n.ID]; ok {
		drop := func(m map[string][]string, k string) {
			m[k] = slices.DeleteFunc(m[k], func(id string) bool { return id == n.ID })
		}
		drop(st.stems, old[0])
		drop(st.titles, old[1])
		for _, a := range strings.Split(old[2], "\x00") {
			drop(st.aliases, a)
		}
	}
	k := [3]string{"", strings.ToLower(n.Title), ""}
	if n.SourcePath != "" {
		k[0] = stem(n.SourcePath)
		st.stems[k[0]] = append(st.stems[k[0]], n.ID)
	}
	st.titles[k[1]] = append(st.titles[k[1]], n.ID)
	var al []string
	for _, a := range n.Aliases {
		a = strings.ToLower(a)
		al = append(al, a)
		st.aliases[a] = append(st.aliases[a], n.ID)
	}
	k[2] = strings.Join(al, "\x00")
	st.keys[n.ID] = k
}

// resolve finds the note a wikilink target names: by file name (as
// Obsidian does, ignoring folders and a .md extension), then title, then
// alias, case-insensitively. "" if none.
func (st *importState) resolve(target string) string {
	t := strings.ToLower(strings.TrimSpace(target))
	base := t
	if i := strings.LastIndexByte(base, '/'); i >= 0 {
		base = base[i+1:]
	}
	for _, ext := range noteExts {
		base = strings.TrimSuffix(base, ext)
	}
	for _, cand := range [][]string{st.stems[base], st.titles[t], st.titles[base], st.aliases[t], st.aliases[base]} {
		if len(cand) > 0 {
			return cand[0]
		}
	}
	return ""
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	sort.Strings(a)
	sort.Strings(b)
	return slices.Equal(a, b)
}

// fileWrite is a note an import is about to write: new (exists false) or
// an update of old.
type fileWrite struct {
	path     string
	note     store.Note
	old      store.Note
	exists   bool
	fileHash string
	targets  []string
}

// prepareFile reads and parses one file and decides what to do with it:
// nothing (as last imported, a rejection or a conflict, reported at once),
// or a write for writeBatch. It returns the note's link targets for the
// second pass when the note is kept as it is.
func (im *Importer) prepareFile(ctx context.Context, st *importState, path string, rep *ImportReport) (*fileWrite, pendingLinks, error) {
	text, rej := im.read(path)
	if rej != nil {
		rep.Rejected = append(rep.Rejected, *rej)
		return nil, pendingLinks{}, nil
	}
	sum := sha256.Sum256([]byte(text))
	fileHash := hex.EncodeToString(sum[:])
	old, exists := st.byPath[path]
	if exists && old.SourceHash == fileHash {
		// The file is as last imported: nothing to bring in, and an edit
		// made in the app since stays. Only its links are read again.
		rep.Skipped = append(rep.Skipped, path)
		return nil, pendingLinks{noteID: old.ID, targets: linkTargets(MarkdownLinks(path, text))}, nil
	}
	d := ParseMarkdown(path, text)
	targets := linkTargets(d.Links)
	switch {
	case !exists:
	case old.SourceHash != "" && old.ContentHash != old.ImportHash:
		// Changed on disk and in the app: overwriting would lose the app's
		// edit, and nothing else keeps it.
		rep.Conflicts = append(rep.Conflicts, Conflict{Path: path, NoteID: old.ID,
			Reason: "changed both in the app and on disk; kept the app's version"})
		return nil, pendingLinks{}, nil
	case old.ContentHash == store.ContentHash(strings.TrimSpace(d.Title), d.Body) &&
		sameSet(old.Tags, d.Tags) && sameSet(old.Aliases, d.Aliases):
		// Imported before file hashes were kept (or edited to match): same
		// content, so only the file's hash is recorded.
		if err := im.db.Write(ctx, func(tx *store.Tx) error { return tx.Notes().MarkImported(old.ID, fileHash) }); err != nil {
			return nil, pendingLinks{}, fmt.Errorf("import %s: %w", path, err)
		}
		rep.Skipped = append(rep.Skipped, path)
		return nil, pendingLinks{noteID: old.ID, targets: targets}, nil
	}
	n := store.Note{ID: old.ID, Title: d.Title, Body: d.Body, Tags: d.Tags, Aliases: d.Aliases, SourcePath: path}
	return &fileWrite{path: path, note: n, old: old, exists: exists, fileHash: fileHash, targets: targets}, pendingLinks{}, nil
}

// writeBatch writes the notes of batch in one transaction, each with its
// tags and the "mentions" links its targets resolve to so far, and returns
// their link targets for the second pass. On an error nothing of the batch
// is written.
func (im *Importer) writeBatch(ctx context.Context, st *importState, batch []fileWrite, rep *ImportReport) ([]pendingLinks, error) {
	if len(batch) == 0 {
		return nil, nil
	}
	written := make([]store.Note, len(batch))
	links := make([]int, len(batch))
	invalid := make([]string, len(batch))
	err := im.db.Write(ctx, func(tx *store.Tx) error {
		for i, w := range batch {
			n, c, err := im.writeNote(tx, st, w, &links[i])
			if errors.Is(err, store.ErrInvalid) {
				// This file's fault (the store checks before it writes):
				// reject it, import the rest.
				invalid[i] = strings.TrimPrefix(err.Error(), store.ErrInvalid.Error()+": ")
				if w.exists {
					st.index(w.old)
				}
				continue
			}
			if err != nil {
				return fmt.Errorf("import %s: %w", w.path, err)
			}
			// After the ErrInvalid check: a journal's error is not the file's.
			if im.Journal != nil {
				if err := im.Journal(tx, c); err != nil {
					return fmt.Errorf("import %s: journal: %w", w.path, err)
				}
			}
			written[i] = n
		}
		return nil
	})
	if err != nil {
		// The names the batch registered are not in the store.
		for _, w := range batch {
			if w.exists {
				st.index(w.old)
			}
		}
		return nil, err
	}
	out := make([]pendingLinks, 0, len(batch))
	for i, w := range batch {
		if invalid[i] != "" {
			im.reject(rep, w.path, RejectInvalid, invalid[i])
			continue
		}
		n := written[i]
		st.byPath[w.path] = n
		rep.Links += links[i]
		if w.exists {
			rep.Updated = append(rep.Updated, w.path)
		} else {
			rep.Added = append(rep.Added, w.path)
			st.added = append(st.added, n.ID)
		}
		if len(w.targets) > 0 {
			out = append(out, pendingLinks{noteID: n.ID, targets: w.targets})
		}
	}
	return out, nil
}

// writeNote inserts or updates one note of a batch, records its file hash
// and rewrites its "mentions" links; *links counts those written. With a
// Journal it also returns the change for it (the note before, the links
// deleted and inserted).
func (im *Importer) writeNote(tx *store.Tx, st *importState, w fileWrite, links *int) (store.Note, NoteChange, error) {
	n := w.note
	var c NoteChange
	journal := im.Journal != nil
	var err error
	if w.exists && journal {
		// w.old is a header (no body): the inverse needs the whole note.
		before, err := tx.Notes().Get(n.ID)
		if err != nil {
			return n, c, err
		}
		c.Before = &before
		if c.Unlinked, err = mentionsFrom(tx, n.ID); err != nil {
			return n, c, err
		}
	}
	if w.exists {
		n, err = tx.Notes().Update(n)
	} else {
		n, err = tx.Notes().Insert(n)
	}
	if err != nil {
		return n, c, err
	}
	if err := tx.Notes().MarkImported(n.ID, w.fileHash); err != nil {
		return n, c, err
	}
	n.SourceHash, n.ImportHash = w.fileHash, n.ContentHash
	if err := tx.Graph().DeleteFrom(n.ID, store.LinkMentions); err != nil {
		return n, c, err
	}
	st.index(n) // so a link to itself by name is recognised below
	*links = 0
	delete(st.links, n.ID)
	for _, t := range w.targets {
		id := st.resolve(t)
		if id == "" || id == n.ID || st.links[n.ID][id] {
			continue
		}
		l, created, err := tx.Graph().Insert(store.Link{FromKind: store.KindNote, FromID: n.ID, ToKind: store.KindNote, ToID: id, Type: store.LinkMentions})
		if err != nil {
			return n, c, err
		}
		if created && journal {
			c.Linked = append(c.Linked, l)
		}
		st.addLink(n.ID, id)
		*links++
	}
	after := n
	c.NoteID, c.After = n.ID, &after
	return n, c, nil
}

// mentionsFrom is the "mentions" links leaving note id.
func mentionsFrom(tx *store.Tx, id string) ([]store.Link, error) {
	ls, err := tx.Graph().Of(id)
	if err != nil {
		return nil, err
	}
	out := ls[:0]
	for _, l := range ls {
		if l.FromID == id && l.Type == store.LinkMentions {
			out = append(out, l)
		}
	}
	return out, nil
}

// linkTargets is the distinct link targets in first-use order; a set keeps
// it linear (a note with 100,000 wikilinks took 19 s with a list scan).
func linkTargets(ls []WikiLink) []string {
	var out []string
	seen := make(map[string]bool, len(ls))
	for _, l := range ls {
		if !seen[l.Target] {
			seen[l.Target] = true
			out = append(out, l.Target)
		}
	}
	return out
}

// manyNames is the most names of added notes looked for one by one in the
// stored notes' text; past it every stored note with a link is read.
const manyNames = 64

// linkingIn adds to pending the stored notes outside the run whose
// [[links]] name a note the run added: a link written before its note
// existed becomes a link once the note is imported.
func (im *Importer) linkingIn(ctx context.Context, st *importState, pending []pendingLinks) ([]pendingLinks, error) {
	if len(st.added) == 0 || st.before == 0 {
		return pending, nil
	}
	added := make(map[string]bool, len(st.added))
	var names []string
	for _, id := range st.added {
		added[id] = true
		names = append(names, st.names(id)...)
	}
	if len(names) > manyNames {
		names = nil
	}
	in := make(map[string]bool, len(pending))
	for _, p := range pending {
		in[p.noteID] = true
	}
	err := im.db.Read(ctx, func(tx *store.Tx) error {
		ns, err := tx.Notes().Linking(names)
		if err != nil {
			return err
		}
		for _, n := range ns {
			if in[n.ID] || added[n.ID] {
				continue
			}
			targets := noteLinkTargets(n)
			if slices.ContainsFunc(targets, func(t string) bool { return added[st.resolve(t)] }) {
				pending = append(pending, pendingLinks{noteID: n.ID, targets: targets, outside: true})
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("import: notes linking in: %w", err)
	}
	return pending, nil
}

// resolvePending is the second pass: once every file is in, it resolves
// each note's link targets again and brings its "mentions" links in line —
// links to notes imported after the note naming them appear, links whose
// target no longer answers to that name go.
func (im *Importer) resolvePending(ctx context.Context, st *importState, pending []pendingLinks, rep *ImportReport) error {
	for _, p := range pending {
		want := map[string]bool{}
		for _, t := range p.targets {
			switch id := st.resolve(t); id {
			case "":
				if !p.outside {
					rep.Unresolved++
				}
			case p.noteID:
			default:
				want[id] = true
			}
		}
		var add, drop []string
		for id := range want {
			if !st.links[p.noteID][id] {
				add = append(add, id)
			}
		}
		for id := range st.links[p.noteID] {
			if !want[id] && !p.outside { // a note outside the run only gains links
				drop = append(drop, id)
			}
		}
		if len(add)+len(drop) == 0 {
			continue
		}
		sort.Strings(add)
		err := im.db.Write(ctx, func(tx *store.Tx) error {
			c := NoteChange{NoteID: p.noteID}
			if len(drop) > 0 {
				if im.Journal != nil {
					var err error
					if c.Unlinked, err = mentionsFrom(tx, p.noteID); err != nil {
						return err
					}
				}
				if err := tx.Graph().DeleteFrom(p.noteID, store.LinkMentions); err != nil {
					return err
				}
				add = add[:0]
				for id := range want {
					add = append(add, id)
				}
				sort.Strings(add)
			}
			for _, id := range add {
				l, created, err := tx.Graph().Insert(store.Link{FromKind: store.KindNote, FromID: p.noteID, ToKind: store.KindNote, ToID: id, Type: store.LinkMentions})
				if err != nil {
					return err
				}
				if created {
					c.Linked = append(c.Linked, l)
				}
			}
			if im.Journal != nil {
				if err := im.Journal(tx, c); err != nil {
					return fmt.Errorf("journal: %w", err)
				}
			}
			return nil
		})
		if err != nil {
			return fmt.Errorf("import: link notes: %w", err)
		}
		if len(drop) == 0 {
			rep.Links += len(add)
		}
		if p.outside {
			for _, id := range add {
				st.addLink(p.noteID, id)
			}
			continue
		}
		st.links[p.noteID] = want
	}
	return nil
}
