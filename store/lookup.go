package store

import (
	"fmt"
	"sort"
	"strings"
)

// Entity kinds used in links, lookup and journal records.
const (
	KindTask    = "task"
	KindProject = "project"
	KindNote    = "note"
)

// Candidate is one of several equally good matches for a reference; Kind is
// KindTask, KindProject or KindNote, Title a task or note title or a
// project name, Done always false for notes.
type Candidate struct {
	Kind  string `json:"kind"`
	ID    string `json:"id"`
	Title string `json:"title"`
	Done  bool   `json:"done"`
}

// AmbiguousError is returned by Resolve when several items match a reference
// equally well; nothing is guessed.
type AmbiguousError struct {
	// Ref is the reference as given, trimmed.
	Ref string
	// Candidates are the equally good matches (open ones only when any is
	// open), by title, at most 10; always two or more.
	Candidates []Candidate
}

func (e *AmbiguousError) Error() string {
	names := make([]string, len(e.Candidates))
	for i, c := range e.Candidates {
		names[i] = fmt.Sprintf("%q", c.Title)
	}
	return fmt.Sprintf("%q matches several items: %s", e.Ref, strings.Join(names, ", "))
}

// IDPrefix marks an exact id reference: "id:<uuid>".
const IDPrefix = "id:"

// Ref formats an exact reference to id: "id:" + id.
func Ref(id string) string { return IDPrefix + id }

// table per kind for lookup; title and done are expressions over the
// table aliased x (notes are never done).
var lookupTable = map[string]struct{ table, title, done string }{
	KindTask:    {"tasks", "x.title", "x.done"},
	KindProject: {"projects", "x.name", "x.done"},
	KindNote:    {"notes", "x.title", "0"},
}

// resolve finds the id of the item of kind that ref names:
//  1. "id:<uuid>" resolves exactly (ErrNotFound if absent);
//  2. a verbatim, case-insensitive title match;
//  3. stemmed content-word overlap: every query word must appear in the
//     title, all but one for queries of three or more words; more shared
//     words win, then fewer extra title words.
//
// Open items are preferred to done ones at every step. Several equally good
// matches return *AmbiguousError; none returns ErrNotFound.
func (tx *Tx) resolve(kind, ref string) (string, error) {
	lt := lookupTable[kind]
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return "", fmt.Errorf("empty reference: %w", ErrNotFound)
	}
	if len(ref) >= len(IDPrefix) && strings.EqualFold(ref[:len(IDPrefix)], IDPrefix) {
		id := ref[len(IDPrefix):]
		var got string
		err := tx.queryRow(`SELECT id FROM `+lt.table+` WHERE id = ?`, strings.TrimSpace(id)).Scan(&got)
		if err != nil {
			return "", fmt.Errorf("%s %s: %w", kind, ref, ErrNotFound)
		}
		return got, nil
	}
	exact, err := tx.candidates(kind, `SELECT x.id, `+lt.title+`, `+lt.done+` FROM `+lt.table+` x WHERE `+lt.title+` = ? COLLATE NOCASE`, ref)
	if err != nil {
		return "", err
	}
	if id, err := pick(ref, preferOpen(exact)); err == nil || len(exact) > 0 {
		return id, err
	}
	words := ContentWords(ref)
	if len(words) == 0 {
		return "", fmt.Errorf("%s %q: %w", kind, ref, ErrNotFound)
	}
	need := len(words)
	if need >= 3 {
		need--
	}
	ph := strings.TrimSuffix(strings.Repeat("?,", len(words)), ",")
	args := []any{kind}
	for _, w := range words {
		args = append(args, w)
	}
	args = append(args, need)
	// total counts the item's indexed words (title, and aliases for notes),
	// so rest = total - shared is never negative.
	q := `SELECT x.id, ` + lt.title + `, ` + lt.done + `, m.n,
		(SELECT count(*) FROM ref_words r WHERE r.item_id = m.item_id) FROM (
		SELECT item_id, count(*) AS n FROM ref_words WHERE kind = ? AND word IN (` + ph + `)
		GROUP BY item_id HAVING count(*) >= ?) m JOIN ` + lt.table + ` x ON x.id = m.item_id`
	rows, err := tx.query(q, args...)
	if err != nil {
		return "", err
	}
	type scored struct {
		c            Candidate
		shared, rest int
	}
	var all []scored
	for rows.Next() {
		var s scored
		s.c.Kind = kind
		var total int
		if err := rows.Scan(&s.c.ID, &s.c.Title, &s.c.Done, &s.shared, &total); err != nil {
			rows.Close()
			return "", err
		}
		s.rest = total - s.shared
		all = append(all, s)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return "", err
	}
	if len(all) == 0 {
		return "", fmt.Errorf("%s %q: %w", kind, ref, ErrNotFound)
	}
	if hasOpen(all, func(s scored) bool { return !s.c.Done }) {
		all = filter(all, func(s scored) bool { return !s.c.Done })
	}
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].shared != all[j].shared {
			return all[i].shared > all[j].shared
		}
		if all[i].rest != all[j].rest {
			return all[i].rest < all[j].rest
		}
		return all[i].c.Title < all[j].c.Title
	})
	best := []Candidate{all[0].c}
	for _, s := range all[1:] {
		if s.shared == all[0].shared && s.rest == all[0].rest {
			best = append(best, s.c)
		}
	}
	return pick(ref, best)
}

func (tx *Tx) candidates(kind, q string, args ...any) ([]Candidate, error) {
	rows, err := tx.query(q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Candidate
	for rows.Next() {
		c := Candidate{Kind: kind}
		if err := rows.Scan(&c.ID, &c.Title, &c.Done); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

func preferOpen(cs []Candidate) []Candidate {
	if hasOpen(cs, func(c Candidate) bool { return !c.Done }) {
		return filter(cs, func(c Candidate) bool { return !c.Done })
	}
	return cs
}

func pick(ref string, cs []Candidate) (string, error) {
	switch len(cs) {
	case 0:
		return "", ErrNotFound
	case 1:
		return cs[0].ID, nil
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].Title < cs[j].Title })
	if len(cs) > 10 {
		cs = cs[:10]
	}
	return "", &AmbiguousError{Ref: ref, Candidates: cs}
}

func hasOpen[T any](xs []T, ok func(T) bool) bool {
	for _, x := range xs {
		if ok(x) {
			return true
		}
	}
	return false
}

func filter[T any](xs []T, keep func(T) bool) []T {
	out := xs[:0:0]
	for _, x := range xs {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}
