package rag

import (
	"embed"
	"io/fs"
	"os"
	"path/filepath"
)

// evalCorpus is the notes eval (27 synthetic notes, 64 questions) built into
// the binary, so `pace eval notes` runs outside the source tree too.
//
//go:embed testdata/eval
var evalCorpus embed.FS

// WriteEvalCorpus copies the built-in notes eval into a new temporary folder
// (questions.json and notes/) and returns it with a function that removes it.
func WriteEvalCorpus() (dir string, cleanup func(), err error) {
	dir, err = os.MkdirTemp("", "pace-notes-eval-")
	if err != nil {
		return "", nil, err
	}
	cleanup = func() { os.RemoveAll(dir) }
	err = fs.WalkDir(evalCorpus, "testdata/eval", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("testdata/eval", p)
		dst := filepath.Join(dir, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		b, err := evalCorpus.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		cleanup()
		return "", nil, err
	}
	return dir, cleanup, nil
}
