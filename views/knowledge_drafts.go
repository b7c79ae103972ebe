package views

import (
	"encoding/json"
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// draftDelay is how long typing pauses before the drafts are written.
const draftDelay = 400 * time.Millisecond

// NoteDrafts keeps the editor's unsaved text on disk (one JSON file, written
// whole to a temporary file and renamed over the old one), so a crash, a
// kill or a power cut loses nothing typed: the next start shows the text
// again, marked unsaved. Writes run off the UI goroutine, the latest state
// after typing pauses for draftDelay.
type NoteDrafts struct {
	path string

	mu      sync.Mutex
	pending map[string]savedDraft // the state to write; nil when written
	written map[string]savedDraft // the state the file holds (nil: none)
	timer   *time.Timer
	// wrote counts finished writes (tests wait for them).
	wrote int
}

// savedDraft is a draft as the file holds it: the unsaved text and the body
// it was typed over (a different body at the next start raises the
// conflict bar, as an edit underneath does).
type savedDraft struct {
	Text string `json:"text"`
	Base string `json:"base"`
}

// NewNoteDrafts keeps drafts in the file at path (created on the first
// draft; its folder must exist).
func NewNoteDrafts(path string) *NoteDrafts { return &NoteDrafts{path: path} }

// Load reads the drafts kept by an earlier run. A missing file is no
// drafts; an unreadable one is moved aside to path+".corrupt" (never
// deleted) and reads as none.
func (d *NoteDrafts) Load() (map[string]draft, error) {
	out := map[string]draft{}
	b, err := os.ReadFile(d.path)
	if errors.Is(err, fs.ErrNotExist) {
		return out, nil
	}
	if err != nil {
		return out, err
	}
	var saved map[string]savedDraft
	if err := json.Unmarshal(b, &saved); err != nil {
		return out, errors.Join(err, os.Rename(d.path, d.path+".corrupt"))
	}
	for id, s := range saved {
		out[id] = draft{text: s.Text, base: s.Base}
	}
	d.mu.Lock()
	d.written = saved
	d.mu.Unlock()
	return out, nil
}

// Put makes all the drafts to keep (replacing the ones kept before); the
// write happens once typing pauses.
func (d *NoteDrafts) Put(all map[string]draft) {
	saved := make(map[string]savedDraft, len(all))
	for id, x := range all {
		saved[id] = savedDraft{Text: x.text, Base: x.base}
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.pending == nil && maps.Equal(saved, d.written) {
		return // what the file holds: opening a note or a keystroke that undoes one writes nothing
	}
	d.pending = saved
	if d.timer == nil {
		d.timer = time.AfterFunc(draftDelay, func() { d.Flush() })
	} else {
		d.timer.Reset(draftDelay)
	}
}

// Flush writes the latest drafts now (quitting, tests). It returns the
// write's error, if any; the drafts stay pending then.
func (d *NoteDrafts) Flush() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.pending == nil {
		return nil
	}
	if err := d.write(d.pending); err != nil {
		return err
	}
	d.written, d.pending = d.pending, nil
	d.wrote++
	return nil
}

// write replaces the file with saved; no drafts removes it.
func (d *NoteDrafts) write(saved map[string]savedDraft) error {
	if len(saved) == 0 {
		if err := os.Remove(d.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		return nil
	}
	b, err := json.Marshal(saved)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(d.path), ".drafts-*")
	if err != nil {
		return err
	}
	if _, err = tmp.Write(b); err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), d.path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// keepDrafts hands every unsaved text — the open note's and those left on
// other notes — to Drafts (nothing when Drafts is nil).
func (k *Knowledge) keepDrafts() {
	if k.Drafts == nil {
		return
	}
	all := make(map[string]draft, len(k.drafts)+1)
	for id, x := range k.drafts {
		all[id] = x
	}
	if k.dirty() {
		all[k.edit.id] = draft{text: k.Editor.Text, base: k.edit.base}
	}
	k.Drafts.Put(all)
}

// flushDrafts writes the kept drafts now (quitting).
func (k *Knowledge) flushDrafts() {
	if k.Drafts != nil {
		k.Drafts.Flush()
	}
}

// hasDraft reports whether note id holds unsaved text (the list marks it).
func (k *Knowledge) hasDraft(id string) bool {
	if _, ok := k.drafts[id]; ok {
		return true
	}
	return k.edit.id == id && k.dirty()
}
