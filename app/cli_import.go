package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"pace/tools"
)

// importJSON is the `pace import --json` shape.
type importJSON struct {
	Mode    string         `json:"mode"` // "merge" or "replace"
	Added   map[string]int `json:"added"`
	Updated map[string]int `json:"updated"`
	Kept    map[string]int `json:"kept"`
	Skipped int            `json:"skipped_links"`
	Group   string         `json:"group"` // the journal group `pace undo` reverts
}

// cmdImport is `pace import [--replace] [--json] FILE.json`: bring an export
// (an .ics file goes to importICS instead)
// (Settings → Export) back. Merge (the default) adds what is missing and
// keeps what exists; --replace also overwrites tasks, projects and notes
// that exist in both with the file's version. Nothing is deleted, and one
// `pace undo` takes the whole import back.
func cmdImport(c *cli, args []string) error {
	fs := c.flags("import")
	replace := fs.Bool("replace", false, "overwrite items that exist in both with the file's version")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErr("give one file: pace import [--replace] FILE.json, or pace import FILE.ics")
	}
	if strings.EqualFold(filepath.Ext(pos[0]), ".ics") {
		if *replace {
			return usageErr("--replace is for Pace exports (FILE.json), not iCalendar files")
		}
		return importICS(c, pos, asJSON)
	}
	f, err := os.Open(pos[0])
	if err != nil {
		return c.jsonError(*asJSON, fmt.Errorf("import: %w", err))
	}
	defer f.Close()
	b, err := tools.ReadBackup(f)
	if errors.Is(err, tools.ErrNotBackup) {
		return c.jsonError(*asJSON, fmt.Errorf("%s is not a Pace export (make one in Settings → Export): %w", pos[0], err))
	} else if err != nil {
		return c.jsonError(*asJSON, err)
	}
	db, err := c.open()
	if err != nil {
		return c.jsonError(*asJSON, err)
	}
	if err := c.mustPersist(); err != nil {
		return c.jsonError(*asJSON, err)
	}
	mode, name := tools.ImportMerge, "merge"
	if *replace {
		mode, name = tools.ImportReplace, "replace"
	}
	rep, err := tools.ImportBackup(context.Background(), db, b, mode, db.NewID())
	if err != nil {
		return c.jsonError(*asJSON, err)
	}
	if *asJSON {
		return writeJSON(c.env.Stdout, importJSON{Mode: name, Added: rep.Added, Updated: rep.Updated, Kept: rep.Kept,
			Skipped: rep.Skipped, Group: rep.Journal.GroupID})
	}
	fmt.Fprintf(c.env.Stdout, "Imported %s from %s.\n", rep.Summary(), pos[0])
	if n := sum(rep.Kept); n > 0 {
		verb := "kept as they were (use --replace to take the file's version)"
		fmt.Fprintf(c.env.Stdout, "%d items were already here and %s.\n", n, verb)
	}
	if rep.Skipped > 0 {
		fmt.Fprintf(c.env.Stdout, "%d links were left out: an end is in neither the file nor this folder.\n", rep.Skipped)
	}
	if rep.Journal.GroupID != "" {
		fmt.Fprintln(c.env.Stdout, "Undo it all with: pace undo")
	}
	return nil
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
