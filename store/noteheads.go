package store

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// NoteHead is what a list of notes shows of one: everything but the body,
// of which it holds only the first characters (Head).
type NoteHead struct {
	ID, Title   string
	Tags        []string
	ContentHash string
	UpdatedAt   time.Time
	// Head is at most the first headChars characters of the body.
	Head string
}

// EachHead calls fn with every note's header and at most headChars
// characters of its body, most recently updated first: what a list of
// 20,000 notes needs without their 40 MB of text (the bodies never leave
// SQLite, and one head at a time is held here). An error from fn stops.
func (s NoteService) EachHead(headChars int, fn func(NoteHead) error) error {
	rows, err := s.tx.query(`SELECT n.id, n.title, substr(n.body, 1, ?), n.content_hash, n.updated_at,
		(SELECT json_group_array(tag) FROM (SELECT tag FROM note_tags WHERE note_id = n.id ORDER BY tag))
		FROM notes n ORDER BY n.updated_at DESC`, max(headChars, 0))
	if err != nil {
		return fmt.Errorf("list note heads: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var h NoteHead
		var u, tags string
		if err := rows.Scan(&h.ID, &h.Title, &h.Head, &h.ContentHash, &u, &tags); err != nil {
			return err
		}
		h.UpdatedAt = parseStamp(u)
		h.Tags = []string{}
		json.Unmarshal([]byte(tags), &h.Tags)
		if err := fn(h); err != nil {
			return err
		}
	}
	return rows.Err()
}

// BodyMatch is a note whose body holds a searched text: Passage is the
// text around its first occurrence (at most passageChars characters,
// starting up to a fifth of that before it).
type BodyMatch struct {
	ID, Passage string
}

// Containing returns at most limit notes whose body holds text (ASCII
// letters compared without case), most recently updated first, each with
// the passage around the first occurrence. It scans the bodies inside
// SQLite: the fallback for a note search when the retrieval index cannot
// answer. Never nil.
func (s NoteService) Containing(text string, limit, passageChars int) ([]BodyMatch, error) {
	out := []BodyMatch{}
	text = strings.ToLower(strings.TrimSpace(text))
	if text == "" || limit <= 0 {
		return out, nil
	}
	rows, err := s.tx.query(`SELECT id, substr(body, max(p - ?3, 1), ?4) FROM
		(SELECT id, body, updated_at, instr(lower(body), ?1) AS p FROM notes)
		WHERE p > 0 ORDER BY updated_at DESC LIMIT ?2`, text, limit, passageChars/5, passageChars)
	if err != nil {
		return nil, fmt.Errorf("search note bodies: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var m BodyMatch
		if err := rows.Scan(&m.ID, &m.Passage); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// Linking returns the notes whose body holds a wikilink opening ("[[")
// followed somewhere by one of names (ASCII letters compared without
// case), or, with no names, every note holding "[[": the notes whose
// [[links]] may name a note known by those names. It is a filter only;
// the caller reads the links. The bodies are scanned inside SQLite.
// Never nil.
func (s NoteService) Linking(names []string) ([]Note, error) {
	where := `instr(n.body, '[[') > 0`
	var args []any
	var any []string
	for _, name := range names {
		if name = strings.TrimSpace(name); name != "" {
			any = append(any, `instr(lower(n.body), ?) > 0`)
			args = append(args, asciiLower(name))
		}
	}
	if len(any) > 0 {
		where += ` AND (` + strings.Join(any, ` OR `) + `)`
	} else if len(names) > 0 {
		return []Note{}, nil // only blank names: nothing can name them
	}
	return s.list(` WHERE `+where+` ORDER BY n.rowid`, args...)
}

// asciiLower lowers ASCII letters only, as SQLite's lower() does.
func asciiLower(s string) string {
	return strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, s)
}
