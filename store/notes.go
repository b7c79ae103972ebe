package store

import (
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Note is a piece of the user's knowledge: typed, dropped or imported.
type Note struct {
	ID      string   `json:"id"`
	Title   string   `json:"title"`
	Body    string   `json:"body"`
	Tags    []string `json:"tags"`
	Aliases []string `json:"aliases"`
	// SourcePath is the file it was imported from, "" for typed notes.
	SourcePath string `json:"path"`
	// ContentHash is ContentHash(Title, Body), set on every write.
	ContentHash string `json:"content_hash"`
	// SourceHash is the hex SHA-256 of the file's bytes as last imported,
	// and ImportHash the ContentHash that import wrote; both "" for typed
	// notes. Set only by MarkImported: Insert and Update leave them alone,
	// so ContentHash != ImportHash means the note was edited since.
	SourceHash string    `json:"-"`
	ImportHash string    `json:"-"`
	CreatedAt  time.Time `json:"created_at"`
	UpdatedAt  time.Time `json:"updated_at"`
}

// ContentHash is the hex SHA-256 of a note's title and body; chunking and
// incremental import compare it to skip unchanged notes.
func ContentHash(title, body string) string {
	h := sha256.New()
	h.Write([]byte(title))
	h.Write([]byte{0})
	h.Write([]byte(body))
	return hex.EncodeToString(h.Sum(nil))
}

// cleanNote applies the text rules (CleanTitle, CleanBody) to a note about
// to be written. Errors: ErrInvalid (empty title), *TitleTooLongError.
func cleanNote(n *Note) error {
	title, err := CleanTitle(n.Title)
	if err != nil {
		return err
	}
	if title == "" {
		return fmt.Errorf("%w: a note needs a title", ErrInvalid)
	}
	n.Title, n.Body = title, CleanBody(n.Body)
	for i, a := range n.Aliases {
		n.Aliases[i] = cleanLine(a)
	}
	return nil
}

// NoteService reads and writes notes in one transaction.
type NoteService struct{ tx *Tx }

// Notes is the note service of this transaction.
func (tx *Tx) Notes() NoteService { return NoteService{tx} }

// Insert stores a new note (or restores one when n.ID is set) and returns it
// with ID, ContentHash, timestamps and normalised tags (as tasks) filled.
// Errors: ErrInvalid (empty title); on error nothing is written.
func (s NoteService) Insert(n Note) (out Note, err error) {
	err = s.tx.atomic(func() error {
		out, err = s.insert(n)
		return err
	})
	return out, err
}

func (s NoteService) insert(n Note) (Note, error) {
	if err := cleanNote(&n); err != nil {
		return Note{}, err
	}
	if n.ID == "" {
		n.ID = s.tx.NewID()
	}
	now := s.tx.Now()
	if n.CreatedAt.IsZero() {
		n.CreatedAt = now
	}
	n.UpdatedAt = now
	n.ContentHash = ContentHash(n.Title, n.Body)
	n.Tags = normTags(n.Tags)
	if n.Aliases == nil {
		n.Aliases = []string{}
	}
	al, _ := json.Marshal(n.Aliases)
	if _, err := s.tx.exec(`INSERT INTO notes(id, title, body, aliases, source_path, content_hash, created_at, updated_at)
		VALUES (?,?,?,?,?,?,?,?)`, n.ID, n.Title, n.Body, string(al), n.SourcePath, n.ContentHash,
		fmtTime(n.CreatedAt), fmtTime(n.UpdatedAt)); err != nil {
		return Note{}, fmt.Errorf("insert note: %w", err)
	}
	return n, s.writeTags(n, true)
}

// Update replaces title, body, tags, aliases and source path of note n.ID,
// recomputes ContentHash and returns the note as stored. Errors:
// ErrNotFound, ErrInvalid; on error nothing is written.
func (s NoteService) Update(n Note) (out Note, err error) {
	err = s.tx.atomic(func() error {
		out, err = s.update(n)
		return err
	})
	return out, err
}

func (s NoteService) update(n Note) (Note, error) {
	if err := cleanNote(&n); err != nil {
		return Note{}, err
	}
	n.ContentHash = ContentHash(n.Title, n.Body)
	n.Tags = normTags(n.Tags)
	if n.Aliases == nil {
		n.Aliases = []string{}
	}
	al, _ := json.Marshal(n.Aliases)
	res, err := s.tx.exec(`UPDATE notes SET title=?, body=?, aliases=?, source_path=?, content_hash=?, updated_at=? WHERE id=?`,
		n.Title, n.Body, string(al), n.SourcePath, n.ContentHash, fmtTime(s.tx.Now()), n.ID)
	if err != nil {
		return Note{}, fmt.Errorf("update note: %w", err)
	}
	if k, _ := res.RowsAffected(); k == 0 {
		return Note{}, fmt.Errorf("note %s: %w", n.ID, ErrNotFound)
	}
	if _, err := s.tx.exec(`DELETE FROM note_tags WHERE note_id=?`, n.ID); err != nil {
		return Note{}, err
	}
	if err := s.writeTags(n, false); err != nil {
		return Note{}, err
	}
	return s.Get(n.ID)
}

// MarkImported records that note id now holds what the file with bytes
// hashing to sourceHash (hex SHA-256) imported: SourceHash = sourceHash and
// ImportHash = its current ContentHash. Errors: ErrNotFound.
func (s NoteService) MarkImported(id, sourceHash string) error {
	res, err := s.tx.exec(`UPDATE notes SET source_hash=?, import_hash=content_hash WHERE id=?`, sourceHash, id)
	if err != nil {
		return fmt.Errorf("mark note imported: %w", err)
	}
	if k, _ := res.RowsAffected(); k == 0 {
		return fmt.Errorf("note %s: %w", id, ErrNotFound)
	}
	return nil
}

// SetImportHashes puts back note id's import record (an undo of an
// import's update): SourceHash and ImportHash as they were. Errors:
// ErrNotFound.
func (s NoteService) SetImportHashes(id, sourceHash, importHash string) error {
	res, err := s.tx.exec(`UPDATE notes SET source_hash=?, import_hash=? WHERE id=?`, sourceHash, importHash, id)
	if err != nil {
		return fmt.Errorf("set note import hashes: %w", err)
	}
	if k, _ := res.RowsAffected(); k == 0 {
		return fmt.Errorf("note %s: %w", id, ErrNotFound)
	}
	return nil
}

// writeTags writes the tags and the reference words of note n, whose old
// ones are gone (or, when isNew, never were): one statement each, as an
// import writes thousands of notes.
func (s NoteService) writeTags(n Note, isNew bool) error {
	if len(n.Tags) > 0 {
		if _, err := s.tx.exec(`INSERT INTO note_tags(note_id, tag) SELECT ?1, value FROM json_each(?2)`, n.ID, jsonArray(n.Tags)); err != nil {
			return err
		}
	}
	words := n.Title + " " + strings.Join(n.Aliases, " ")
	if isNew {
		return s.tx.addWords(KindNote, n.ID, words)
	}
	return s.tx.indexWords(KindNote, n.ID, words)
}

// Delete removes a note, its tags, chunks and knowledge links.
// Errors: ErrNotFound.
func (s NoteService) Delete(id string) error {
	return s.tx.atomic(func() error {
		res, err := s.tx.exec(`DELETE FROM notes WHERE id=?`, id)
		if err != nil {
			return fmt.Errorf("delete note: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("note %s: %w", id, ErrNotFound)
		}
		return s.tx.forget(id)
	})
}

// Restore puts a deleted note back exactly as it was read: its id, title,
// body, tags, aliases, source path, import hashes (SourceHash, ImportHash)
// and both stamps; Insert would stamp it updated now. The change counter
// counts it as an insert, so the notes index cuts it again at its next
// sync. Errors: ErrInvalid (no id, an empty title, or a note with that id
// exists); on error nothing is written.
func (s NoteService) Restore(n Note) (out Note, err error) {
	if n.ID == "" {
		return Note{}, fmt.Errorf("%w: a restored note needs its id", ErrInvalid)
	}
	err = s.tx.atomic(func() error {
		if _, err := s.Get(n.ID); err == nil {
			return fmt.Errorf("%w: a note with id %s exists", ErrInvalid, n.ID)
		} else if !errors.Is(err, ErrNotFound) {
			return err
		}
		if out, err = s.insert(n); err != nil {
			return err
		}
		if !n.UpdatedAt.IsZero() {
			out.UpdatedAt = n.UpdatedAt
		}
		out.SourceHash, out.ImportHash = n.SourceHash, n.ImportHash
		_, err := s.tx.exec(`UPDATE notes SET updated_at=?, source_hash=?, import_hash=? WHERE id=?`,
			fmtTime(out.UpdatedAt), out.SourceHash, out.ImportHash, out.ID)
		if err != nil {
			return fmt.Errorf("restore note: %w", err)
		}
		return nil
	})
	return out, err
}

const noteSelect = `SELECT n.id, n.title, n.body, ` + noteRest

// noteRest is noteSelect after the body column.
const noteRest = `n.aliases, n.source_path, n.content_hash, n.source_hash, n.import_hash, n.created_at, n.updated_at,
	(SELECT json_group_array(tag) FROM (SELECT tag FROM note_tags WHERE note_id = n.id ORDER BY tag)) FROM notes n`

func scanNote(sc interface{ Scan(...any) error }) (Note, error) {
	var n Note
	var al, c, u, tags string
	if err := sc.Scan(&n.ID, &n.Title, &n.Body, &al, &n.SourcePath, &n.ContentHash, &n.SourceHash, &n.ImportHash, &c, &u, &tags); err != nil {
		return n, err
	}
	n.CreatedAt, n.UpdatedAt = parseStamp(c), parseStamp(u)
	n.Tags, n.Aliases = []string{}, []string{}
	json.Unmarshal([]byte(tags), &n.Tags)
	json.Unmarshal([]byte(al), &n.Aliases)
	return n, nil
}

// Get returns note id. Errors: ErrNotFound.
func (s NoteService) Get(id string) (Note, error) {
	n, err := scanNote(s.tx.queryRow(noteSelect+` WHERE n.id=?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Note{}, fmt.Errorf("note %s: %w", id, ErrNotFound)
	}
	return n, err
}

// ByPath returns the note imported from path (exact match). Errors: ErrNotFound.
func (s NoteService) ByPath(path string) (Note, error) {
	n, err := scanNote(s.tx.queryRow(noteSelect+` WHERE n.source_path=? LIMIT 1`, path))
	if errors.Is(err, sql.ErrNoRows) {
		return Note{}, fmt.Errorf("note from %s: %w", path, ErrNotFound)
	}
	return n, err
}

// List returns every note, most recently updated first. Never nil.
func (s NoteService) List() ([]Note, error) {
	return s.list(` ORDER BY n.updated_at DESC`)
}

// Headers returns every note without its body (Body ""), in the order
// they were stored: what an import compares files with, without reading
// 40 MB of text for a 20,000-note vault. Never nil.
func (s NoteService) Headers() ([]Note, error) {
	rows, err := s.tx.query(`SELECT n.id, n.title, '', ` + noteRest + ` ORDER BY n.rowid`)
	if err != nil {
		return nil, fmt.Errorf("list notes: %w", err)
	}
	return scanNotes(rows)
}

// CreatedBetween returns notes created or updated in [from, to), oldest
// (by creation) first. Never nil.
func (s NoteService) CreatedBetween(from, to time.Time) ([]Note, error) {
	f, t := fmtTime(from), fmtTime(to)
	return s.list(` WHERE (n.created_at >= ? AND n.created_at < ?)
		OR (n.updated_at >= ? AND n.updated_at < ?) ORDER BY n.created_at`, f, t, f, t)
}

func (s NoteService) list(tail string, args ...any) ([]Note, error) {
	rows, err := s.tx.query(noteSelect+tail, args...)
	if err != nil {
		return nil, fmt.Errorf("list notes: %w", err)
	}
	return scanNotes(rows)
}

func scanNotes(rows *sql.Rows) ([]Note, error) {
	defer rows.Close()
	out := []Note{}
	for rows.Next() {
		n, err := scanNote(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}

// Resolve finds the note a reference names by title or alias (same rules as
// tasks). Errors: ErrNotFound, *AmbiguousError.
func (s NoteService) Resolve(ref string) (Note, error) {
	id, err := s.tx.resolve(KindNote, ref)
	if err != nil {
		return Note{}, err
	}
	return s.Get(id)
}

// Count returns the number of notes.
func (s NoteService) Count() (int, error) {
	var n int
	err := s.tx.queryRow(`SELECT count(*) FROM notes`).Scan(&n)
	return n, err
}
