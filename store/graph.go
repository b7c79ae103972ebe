package store

import (
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Link types of a KnowledgeLink.
const (
	LinkRelatesTo = "relates-to"
	LinkBlocks    = "blocks"
	LinkPartOf    = "part-of"
	LinkMentions  = "mentions"
)

// LinkTypes lists the valid link types.
var LinkTypes = []string{LinkRelatesTo, LinkBlocks, LinkPartOf, LinkMentions}

// Link is a KnowledgeLink: a typed, directed edge between any two entities
// (task, project or note).
type Link struct {
	ID        string    `json:"id"`
	FromKind  string    `json:"from_kind"`
	FromID    string    `json:"from_id"`
	ToKind    string    `json:"to_kind"`
	ToID      string    `json:"to_id"`
	Type      string    `json:"type"`
	CreatedAt time.Time `json:"created_at"`
}

// GraphService reads and writes links in one transaction.
type GraphService struct{ tx *Tx }

// Graph is the link service of this transaction.
func (tx *Tx) Graph() GraphService { return GraphService{tx} }

// ValidLinkType reports whether t is one of LinkTypes.
func ValidLinkType(t string) bool {
	for _, x := range LinkTypes {
		if x == t {
			return true
		}
	}
	return false
}

// Insert stores a link (or restores one when l.ID is set). Linking the same
// pair with the same type twice returns the existing link and created=false.
// Links are directed: A blocks B and B blocks A are two links. Errors:
// ErrInvalid (unknown type or kind, self link, an endpoint that is not a
// stored item of its kind). Deleting either endpoint deletes the link.
func (s GraphService) Insert(l Link) (link Link, created bool, err error) {
	if !ValidLinkType(l.Type) {
		return Link{}, false, fmt.Errorf("%w: link type %q (want one of %v)", ErrInvalid, l.Type, LinkTypes)
	}
	if l.FromID == l.ToID {
		return Link{}, false, fmt.Errorf("%w: an item cannot link to itself", ErrInvalid)
	}
	for _, end := range [][2]string{{l.FromKind, l.FromID}, {l.ToKind, l.ToID}} {
		lt, ok := lookupTable[end[0]]
		if !ok {
			return Link{}, false, fmt.Errorf("%w: kind %q", ErrInvalid, end[0])
		}
		var x int
		if err := s.tx.queryRow(`SELECT 1 FROM `+lt.table+` WHERE id=?`, end[1]).Scan(&x); err != nil {
			return Link{}, false, fmt.Errorf("%w: %s %s does not exist", ErrInvalid, end[0], end[1])
		}
	}
	if existing, err := s.find(l.FromID, l.ToID, l.Type); err == nil {
		return existing, false, nil
	}
	if l.ID == "" {
		l.ID = s.tx.NewID()
	}
	if l.CreatedAt.IsZero() {
		l.CreatedAt = s.tx.Now()
	}
	_, err = s.tx.exec(`INSERT INTO links(id, from_kind, from_id, to_kind, to_id, type, created_at) VALUES (?,?,?,?,?,?,?)`,
		l.ID, l.FromKind, l.FromID, l.ToKind, l.ToID, l.Type, fmtTime(l.CreatedAt))
	if err != nil {
		return Link{}, false, fmt.Errorf("insert link: %w", err)
	}
	return l, true, nil
}

func (s GraphService) find(from, to, typ string) (Link, error) {
	ls, err := s.list(`WHERE from_id=? AND to_id=? AND type=?`, from, to, typ)
	if err != nil {
		return Link{}, err
	}
	if len(ls) == 0 {
		return Link{}, ErrNotFound
	}
	return ls[0], nil
}

// Get returns link id. Errors: ErrNotFound.
func (s GraphService) Get(id string) (Link, error) {
	ls, err := s.list(`WHERE id=?`, id)
	if err != nil {
		return Link{}, err
	}
	if len(ls) == 0 {
		return Link{}, fmt.Errorf("link %s: %w", id, ErrNotFound)
	}
	return ls[0], nil
}

// Delete removes link id. Errors: ErrNotFound.
func (s GraphService) Delete(id string) error {
	res, err := s.tx.exec(`DELETE FROM links WHERE id=?`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("link %s: %w", id, ErrNotFound)
	}
	return nil
}

// DeleteFrom removes every link leaving id with type typ ("" = any type);
// note import uses it to rewrite a note's wikilinks.
func (s GraphService) DeleteFrom(id, typ string) error {
	_, err := s.tx.exec(`DELETE FROM links WHERE from_id=? AND (?='' OR type=?)`, id, typ, typ)
	return err
}

// Of returns every link touching id, in either direction, oldest first.
func (s GraphService) Of(id string) ([]Link, error) {
	return s.list(`WHERE from_id=? OR to_id=? ORDER BY created_at`, id, id)
}

// All returns every link, oldest first.
func (s GraphService) All() ([]Link, error) { return s.list(`ORDER BY created_at`) }

func (s GraphService) list(where string, args ...any) ([]Link, error) {
	rows, err := s.tx.query(`SELECT id, from_kind, from_id, to_kind, to_id, type, created_at FROM links `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Link{}
	for rows.Next() {
		var l Link
		var c string
		if err := rows.Scan(&l.ID, &l.FromKind, &l.FromID, &l.ToKind, &l.ToID, &l.Type, &c); err != nil {
			return nil, err
		}
		l.CreatedAt = parseStamp(c)
		out = append(out, l)
	}
	return out, rows.Err()
}

// TitleOf returns the title (or project name) of an entity of kind
// KindTask, KindProject or KindNote. Errors: ErrInvalid (other kind),
// ErrNotFound.
func (s GraphService) TitleOf(kind, id string) (string, error) {
	lt, ok := lookupTable[kind]
	if !ok {
		return "", fmt.Errorf("%w: kind %q", ErrInvalid, kind)
	}
	var t string
	err := s.tx.queryRow(`SELECT `+lt.title+` FROM `+lt.table+` x WHERE id=?`, id).Scan(&t)
	if errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("%s %s: %w", kind, id, ErrNotFound)
	}
	return t, err
}
