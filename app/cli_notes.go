package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"pace/rag"
	"pace/store"
	"pace/thread"
	"pace/undo"
)

// noteJSON is the stable `pace notes --json` shape: one object per note.
type noteJSON struct {
	ID    string   `json:"id"`
	Title string   `json:"title"`
	Path  string   `json:"path"`  // the file it was imported from, "" if typed
	Tags  []string `json:"tags"`  // lowercase, without '#'
	Links []string `json:"links"` // titles of the notes it links to
}

// cmdNotes is `pace notes [--json]` (list), `pace notes import PATH...
// [--json]` and `pace notes status [--json]`.
func cmdNotes(c *cli, args []string) error {
	if len(args) > 0 {
		switch args[0] {
		case "import":
			return cmdNotesImport(c, args[1:])
		case "status":
			return cmdNotesStatus(c, args[1:])
		}
	}
	fs := c.flags("notes")
	asJSON := fs.Bool("json", false, "print JSON")
	rest, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageErr("unexpected argument %q (want import or status)", rest[0])
	}
	db, err := c.openForRead(*asJSON)
	if err != nil {
		return err
	}
	notes, err := listNotes(context.Background(), db)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(c.env.Stdout, notes)
	}
	if len(notes) == 0 {
		fmt.Fprintln(c.env.Stdout, "No notes yet. Import some with: pace notes import PATH...")
		return nil
	}
	for _, n := range notes {
		line := n.Title
		if len(n.Tags) > 0 {
			line += "  #" + strings.Join(n.Tags, " #")
		}
		if len(n.Links) > 0 {
			line += "  → " + strings.Join(n.Links, ", ")
		}
		fmt.Fprintln(c.env.Stdout, line)
	}
	return nil
}

// listNotes returns every note, most recently updated first, with the
// titles of the notes it links to.
func listNotes(ctx context.Context, db *store.DB) ([]noteJSON, error) {
	out := []noteJSON{}
	err := db.Read(ctx, func(tx *store.Tx) error {
		notes, err := tx.Notes().List()
		if err != nil {
			return err
		}
		links, err := tx.Graph().All()
		if err != nil {
			return err
		}
		title := map[string]string{}
		for _, n := range notes {
			title[n.ID] = n.Title
		}
		to := map[string][]string{}
		for _, l := range links {
			if l.FromKind == store.KindNote && l.ToKind == store.KindNote {
				to[l.FromID] = append(to[l.FromID], title[l.ToID])
			}
		}
		for _, n := range notes {
			j := noteJSON{ID: n.ID, Title: n.Title, Path: n.SourcePath, Tags: n.Tags, Links: to[n.ID]}
			if j.Tags == nil {
				j.Tags = []string{}
			}
			if j.Links == nil {
				j.Links = []string{}
			}
			out = append(out, j)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list notes: %w", err)
	}
	return out, nil
}

// notesImportJSON is `pace notes import --json`: the import's report, whose
// "skipped" lists the files unchanged since their last import, and the undo
// group of what it changed ("" when nothing changed).
type notesImportJSON struct {
	rag.ImportReport
	UndoGroup string `json:"undo_group"`
}

// errNothingImported ends `pace notes import` with exit 1 after the report
// was printed, when no file could be imported.
var errNothingImported = exitError{code: exitFail}

func cmdNotesImport(c *cli, args []string) error {
	fs := c.flags("notes import")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	paths, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(paths) == 0 {
		return usageErr("name the files or folders to import")
	}
	db, err := c.open()
	if err != nil {
		return err
	}
	if err := c.mustPersist(); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	progress := func(done, total int, path string) {
		if !*asJSON && total >= 100 && (done%100 == 0 || done == total) {
			fmt.Fprintf(c.env.Stderr, "imported %d/%d files\n", done, total)
		}
	}
	im, group := rag.NewImporter(db), db.NewID()
	im.Journal = journalImport(group)
	rep, err := im.Import(ctx, paths, progress)
	// What a cancelled run committed is journaled too.
	journaled := importJournaled(context.WithoutCancel(ctx), db, group)
	if journaled {
		tr := thread.Turn{Group: group, Changed: true}
		if rerr := recordTurn(context.WithoutCancel(ctx), db, surfaceCLI, tr); rerr != nil {
			fmt.Fprintf(c.env.Stderr, "pace: could not note this import for `pace undo`: %v\n", rerr)
		}
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	cancelled := err != nil
	if !cancelled {
		// Index now so that status is fresh and the first question is quick.
		if _, err := rag.NewEngine(db, nil).Sync(ctx); err != nil && !errors.Is(err, context.Canceled) {
			return err
		}
	}
	if *asJSON {
		out := notesImportJSON{ImportReport: rep}
		if journaled {
			out.UndoGroup = group
		}
		if err := writeJSON(c.env.Stdout, out); err != nil {
			return err
		}
	} else {
		printImport(c, rep, cancelled)
		if journaled {
			fmt.Fprintf(c.env.Stdout, "Undo it all with: pace undo   (group %s)\n", group)
		}
	}
	if cancelled || (rep.Total() > 0 && len(rep.Added)+len(rep.Updated)+len(rep.Skipped) == 0) {
		return errNothingImported
	}
	if rep.Total() == 0 {
		fmt.Fprintln(c.env.Stderr, "pace notes import: no .md, .markdown or .txt files found")
		return errNothingImported
	}
	return nil
}

// importNotesTool names the journal entries of a note import.
const importNotesTool = "importNotes"

// journalImport is a rag.Importer.Journal for `pace notes import` and the
// window's drops: it journals each change in group, one entry per note,
// with its inverse — undo.DeleteNote for a note the import added,
// undo.RestoreNote (the whole note before) for one it updated, and the
// "mentions" links it changed put back (undo.InsertLink, undo.DeleteLink).
// The links of a note the import added are not journaled: deleting the
// note deletes them, in both directions.
func journalImport(group string) func(*store.Tx, rag.NoteChange) error {
	added := map[string]bool{}
	return func(tx *store.Tx, c rag.NoteChange) error {
		rec := undo.NewRecorder(tx, group, importNotesTool)
		var summary string
		switch {
		case c.After != nil && c.Before == nil:
			added[c.NoteID] = true
			rec.Add(undo.DeleteNote(c.NoteID))
			_, _, err := rec.Commit("Imported the note “" + c.After.Title + "”")
			return err
		case added[c.NoteID]:
			return nil
		case c.After != nil:
			rec.Add(undo.RestoreNote(*c.Before))
			summary = "Updated the note “" + c.Before.Title + "” from its file"
		default:
			title, err := tx.Graph().TitleOf(store.KindNote, c.NoteID)
			if err != nil {
				return err
			}
			summary = "Linked the note “" + title + "” to the notes it names"
		}
		// Undo applies an entry's steps last first: the links go back
		// before the note does.
		for _, l := range c.Unlinked {
			rec.Add(undo.InsertLink(l))
		}
		for _, l := range c.Linked {
			rec.Add(undo.DeleteLink(l.ID))
		}
		_, _, err := rec.Commit(summary)
		return err
	}
}

// importJournaled reports whether group holds journal entries not undone:
// whether the import that journaled in it changed anything undo can take
// back (a batch rolled back leaves none). False too when the journal cannot
// be read: only the offer to undo depends on it.
func importJournaled(ctx context.Context, db *store.DB, group string) bool {
	var n int
	db.Read(ctx, func(tx *store.Tx) error {
		es, err := tx.Journal().Group(group)
		n = len(es)
		return err
	})
	return n > 0
}

func printImport(c *cli, rep rag.ImportReport, cancelled bool) {
	w := c.env.Stdout
	fmt.Fprintf(w, "%d added, %d updated, %d unchanged, %d rejected", len(rep.Added), len(rep.Updated), len(rep.Skipped), len(rep.Rejected))
	if len(rep.Conflicts) > 0 {
		fmt.Fprintf(w, ", %d changed both in the app and on disk", len(rep.Conflicts))
	}
	fmt.Fprintf(w, "; %d links", rep.Links)
	if rep.Unresolved > 0 {
		fmt.Fprintf(w, " (%d naming no note)", rep.Unresolved)
	}
	fmt.Fprintln(w)
	for _, r := range rep.Rejected {
		fmt.Fprintf(w, "  rejected %s: %s\n", r.Path, r.Reason)
	}
	for _, c := range rep.Conflicts {
		fmt.Fprintf(w, "  not imported %s: %s\n", c.Path, c.Reason)
	}
	if cancelled {
		fmt.Fprintln(w, "Interrupted: the notes above are complete; run the import again to finish.")
	}
}

func cmdNotesStatus(c *cli, args []string) error {
	fs := c.flags("notes status")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := c.parseFlagsOnly(fs, args); err != nil {
		return err
	}
	db, err := c.openForRead(*asJSON)
	if err != nil {
		return err
	}
	ctx := context.Background()
	e := rag.NewEngine(db, c.embedder(ctx, db))
	e.CheckEmbedder(ctx) // the outcome shows in Status
	st, err := e.Status(ctx)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(c.env.Stdout, st)
	}
	w := c.env.Stdout
	fmt.Fprintf(w, "notes:    %d\npassages: %d\n", st.Notes, st.Chunks)
	if st.Stale == 0 {
		fmt.Fprintln(w, "index:    up to date")
	} else {
		fmt.Fprintf(w, "index:    %d notes changed since indexing (re-indexed before the next question)\n", st.Stale)
	}
	fmt.Fprintf(w, "semantic: %s\n", st.SemanticWhy)
	if st.Semantic && st.Unembedded > 0 {
		fmt.Fprintf(w, "          %d passages still waiting for embeddings\n", st.Unembedded)
	}
	return nil
}
