package rag

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"unicode/utf8"

	"pace/store"
)

// MaxFileSize is the default per-file import limit: 5 MB (5 × 2^20 bytes).
// Larger files are rejected from their size alone, before any read.
const MaxFileSize = 5 << 20

// Rejection codes, stable for scripts reading `pace notes import --json`.
const (
	RejectNotUTF8     = "not-utf8"
	RejectBinary      = "binary"
	RejectTooLarge    = "too-large"
	RejectUnreadable  = "unreadable"
	RejectSymlinkLoop = "symlink-loop"
	RejectUnsupported = "unsupported"
	// RejectInvalid: the store refused the note (store.ErrInvalid), e.g. a
	// title over store.MaxTitle characters; the other files still import.
	RejectInvalid = "invalid"
)

// Rejection is a file that was not imported, and why.
type Rejection struct {
	Path   string `json:"path"`
	Code   string `json:"code"`
	Reason string `json:"reason"`
}

// Conflict is a file not imported because both it and its note changed
// since the last import; the note keeps the app's version.
type Conflict struct {
	Path   string `json:"path"`
	NoteID string `json:"note_id"`
	Reason string `json:"reason"`
}

// ImportReport says what an import did with each file it saw.
type ImportReport struct {
	Added    []string    `json:"added"`
	Updated  []string    `json:"updated"`
	Skipped  []string    `json:"skipped"` // the file is as last imported (or holds the note's content)
	Rejected []Rejection `json:"rejected"`
	// Conflicts are files changed on disk since their last import whose
	// notes were also edited in the app; the app's version was kept.
	Conflicts []Conflict `json:"conflicts"`
	// Links is the number of "mentions" links this run wrote for
	// [[wikilinks]]; Unresolved counts link targets naming no known note.
	Links      int `json:"links"`
	Unresolved int `json:"unresolved_links"`
}

// Total is the number of files the import looked at.
func (r ImportReport) Total() int {
	return len(r.Added) + len(r.Updated) + len(r.Skipped) + len(r.Rejected) + len(r.Conflicts)
}

// Importer turns files and folders into notes. The CLI and the GUI's
// drag-and-drop share it.
type Importer struct {
	db *store.DB
	// MaxSize is the per-file limit in bytes; 0 means MaxFileSize.
	MaxSize int64
	// Journal, if not nil, is called once for every note the import
	// inserts or updates, and once for every note whose "mentions" links
	// alone it changes (the second pass), inside the write transaction that
	// makes the change, after it and before the commit: the caller records
	// the inverse there (app journals it with pace/undo), so the change and
	// its record commit or roll back together. An error from it rolls that
	// transaction back (a batch of notes, or one note's links) and Import
	// returns it wrapped; batches committed before stay, with their
	// records. Nil: nothing is recorded.
	Journal func(tx *store.Tx, c NoteChange) error
}

// NoteChange is one change an import made to a note, as Importer.Journal
// sees it. An insert has After and no Before; an update has both; a change
// of links only has neither.
type NoteChange struct {
	// NoteID is the note changed.
	NoteID string
	// After is the note as the import wrote it.
	After *store.Note
	// Before is the note as it was before the import updated it, read
	// whole (body, tags, aliases, stamps) in the same transaction.
	Before *store.Note
	// Unlinked are the note's "mentions" links the import deleted, as they
	// were; Linked are those it inserted, as stored (with their ids).
	// Deleting a note deletes its links too, in both directions.
	Unlinked, Linked []store.Link
}

// NewImporter returns an Importer writing into db.
func NewImporter(db *store.DB) *Importer { return &Importer{db: db} }

// noteExts are the file name extensions imported from folders.
var noteExts = []string{".md", ".markdown", ".txt"}

type candidate struct{ path string }

// Import reads the given files and folders (recursively, following symlinks,
// skipping dot-files and dot-folders such as .obsidian) and writes one note
// per .md, .markdown or .txt file; a file of another type is rejected
// (RejectUnsupported), so the report names every file it did not import.
// A file already imported from the same path with the same title, body,
// tags and aliases is skipped; a changed one updates its note and rewrites
// its links. Notes are written importBatch files (or
// importBatchBytes) to a transaction, each with its tags and links, so a
// crash leaves whole notes only; a cancelled ctx first commits the files
// already reported. [[wikilinks]] to notes imported later in the same run,
// and those of stored notes naming a note the run adds, resolve in a
// second pass. progress, if not nil, is called after each file
// with the number done, the total and the file's path. It returns the
// report so far and ctx.Err() when cancelled, or a store error.
func (im *Importer) Import(ctx context.Context, paths []string, progress func(done, total int, path string)) (ImportReport, error) {
	rep := ImportReport{Added: []string{}, Updated: []string{}, Skipped: []string{}, Rejected: []Rejection{}, Conflicts: []Conflict{}}
	files := im.collect(paths, &rep)
	st, err := im.loadState(ctx)
	if err != nil {
		return rep, err
	}
	var pending []pendingLinks
	var batch []fileWrite
	size := 0
	flush := func(ctx context.Context) error {
		ps, err := im.writeBatch(ctx, st, batch, &rep)
		pending = append(pending, ps...)
		batch, size = batch[:0], 0
		return err
	}
	for i, c := range files {
		if err := ctx.Err(); err != nil {
			// What progress reported as done is committed.
			if ferr := flush(context.WithoutCancel(ctx)); ferr != nil {
				return rep, ferr
			}
			return rep, err
		}
		w, p, err := im.prepareFile(ctx, st, c.path, &rep)
		if err != nil {
			return rep, err
		}
		if len(p.targets) > 0 {
			pending = append(pending, p)
		}
		if w != nil {
			batch = append(batch, *w)
			size += len(w.note.Body)
			if len(batch) == importBatch || size >= importBatchBytes {
				if err := flush(ctx); err != nil {
					return rep, err
				}
			}
		}
		if progress != nil {
			progress(i+1, len(files), c.path)
		}
	}
	if err := flush(ctx); err != nil {
		return rep, err
	}
	if pending, err = im.linkingIn(ctx, st, pending); err != nil {
		return rep, err
	}
	return rep, im.resolvePending(ctx, st, pending, &rep)
}

// importBatch and importBatchBytes bound the notes one import transaction
// writes: one commit per note made 20,000 commits of a vault, a third of
// its import time.
const (
	importBatch      = 200
	importBatchBytes = 4 << 20
)

func (im *Importer) reject(rep *ImportReport, path, code, reason string) {
	rep.Rejected = append(rep.Rejected, Rejection{Path: path, Code: code, Reason: reason})
}

// collect expands paths into the files to import, rejecting what cannot be.
func (im *Importer) collect(paths []string, rep *ImportReport) []candidate {
	var out []candidate
	seen := map[string]bool{}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			im.reject(rep, p, RejectUnreadable, err.Error())
			continue
		}
		fi, err := os.Stat(abs)
		switch {
		case isLoop(err):
			im.reject(rep, abs, RejectSymlinkLoop, "symlink loop")
		case err != nil:
			im.reject(rep, abs, RejectUnreadable, "unreadable: "+errText(err))
		case fi.IsDir():
			out = im.walk(abs, map[string]bool{}, seen, out, rep)
		case !hasNoteExt(abs):
			im.reject(rep, abs, RejectUnsupported, unsupported(abs))
		default:
			out = addFile(abs, seen, out)
		}
	}
	return out
}

func addFile(path string, seen map[string]bool, out []candidate) []candidate {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		real = path
	}
	return addReal(path, real, seen, out)
}

// addReal adds path, whose real path is real, once.
func addReal(path, real string, seen map[string]bool, out []candidate) []candidate {
	if seen[real] {
		return out
	}
	seen[real] = true
	return append(out, candidate{path: path})
}

// walk adds dir's note files; ancestors holds the real paths of the folders
// being walked, so a symlink back into one of them is reported as a loop.
func (im *Importer) walk(dir string, ancestors, seen map[string]bool, out []candidate, rep *ImportReport) []candidate {
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		im.reject(rep, dir, RejectUnreadable, "unreadable: "+errText(err))
		return out
	}
	if ancestors[real] {
		im.reject(rep, dir, RejectSymlinkLoop, "symlink loop: leads back to "+real)
		return out
	}
	if seen[real] {
		return out
	}
	seen[real] = true
	ancestors[real] = true
	defer delete(ancestors, real)
	entries, err := os.ReadDir(dir)
	if err != nil {
		im.reject(rep, dir, RejectUnreadable, "unreadable: "+errText(err))
		return out
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		p := filepath.Join(dir, e.Name())
		isDir := e.IsDir()
		if e.Type()&fs.ModeSymlink != 0 {
			fi, err := os.Stat(p)
			if isLoop(err) {
				im.reject(rep, p, RejectSymlinkLoop, "symlink loop")
				continue
			}
			if err != nil {
				if hasNoteExt(p) {
					im.reject(rep, p, RejectUnreadable, "unreadable: "+errText(err))
				}
				continue
			}
			isDir = fi.IsDir()
		}
		switch {
		case isDir:
			out = im.walk(p, ancestors, seen, out, rep)
		case !hasNoteExt(p):
			im.reject(rep, p, RejectUnsupported, unsupported(p))
		case e.Type()&fs.ModeSymlink == 0:
			// A plain file's real path is its real folder's plus its name:
			// no EvalSymlinks (an lstat per path element) per file.
			out = addReal(p, filepath.Join(real, e.Name()), seen, out)
		default:
			out = addFile(p, seen, out)
		}
	}
	return out
}

func isLoop(err error) bool { return errors.Is(err, syscall.ELOOP) }

func errText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// unsupported is the reason a file of another type is not imported.
func unsupported(p string) string {
	ext := strings.ToLower(filepath.Ext(p))
	if ext == "" {
		return "unsupported file type (no extension; want .md, .markdown or .txt)"
	}
	return "unsupported file type " + ext + " (want .md, .markdown or .txt)"
}

func hasNoteExt(p string) bool {
	return slices.Contains(noteExts, strings.ToLower(filepath.Ext(p)))
}

// read returns the file's text or a rejection.
func (im *Importer) read(path string) (string, *Rejection) {
	max := im.MaxSize
	if max <= 0 {
		max = MaxFileSize
	}
	tooLarge := &Rejection{Path: path, Code: RejectTooLarge, Reason: fmt.Sprintf("over the size limit of %d bytes", max)}
	// A named pipe, socket or device named like a note would block or
	// never end: only regular files are opened.
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		return "", &Rejection{Path: path, Code: RejectUnsupported, Reason: "not a regular file (" + store.FileKind(fi.Mode()) + ")"}
	}
	f, err := os.Open(path)
	if err != nil {
		if isLoop(err) {
			return "", &Rejection{Path: path, Code: RejectSymlinkLoop, Reason: "symlink loop"}
		}
		return "", &Rejection{Path: path, Code: RejectUnreadable, Reason: "unreadable: " + errText(err)}
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Size() > max {
		return "", tooLarge
	}
	// The limit also guards a file that grows after Stat.
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	switch {
	case err != nil:
		return "", &Rejection{Path: path, Code: RejectUnreadable, Reason: "unreadable: " + errText(err)}
	case int64(len(b)) > max:
		return "", tooLarge
	case bytes.IndexByte(b, 0) >= 0:
		return "", &Rejection{Path: path, Code: RejectBinary, Reason: "binary file (contains NUL bytes)"}
	case !utf8.Valid(b):
		return "", &Rejection{Path: path, Code: RejectNotUTF8, Reason: "not UTF-8 text"}
	}
	return string(b), nil
}
