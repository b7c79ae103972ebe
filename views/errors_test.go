package views

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"strings"
	"testing"

	"pace/store"
	"pace/undo"
)

// No developer text reaches a person: each error the window can show
// becomes a sentence with an action, and none of Go's words survive.
func TestPlainMapsErrorsToASentenceAndAnAction(t *testing.T) {
	for _, c := range []struct {
		name string
		err  error
		want string
	}{
		{"read-only folder", fmt.Errorf("open store: %w", &fs.PathError{Op: "open", Path: "/data/pace.db", Err: fs.ErrPermission}), "read-only"},
		{"sqlite cannot open", errors.New("sqlite3: unable to open database file"), "could not open its data file"},
		{"sqlite read-only", errors.New("sqlite3: attempt to write a readonly database"), "cannot write to its data folder"},
		{"newer file", fmt.Errorf("open: %w", store.ErrTooNew), "Update Pace"},
		{"server down", &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connect: connection refused")}, "not answering"},
		{"dial text", errors.New(`Post "http://127.0.0.1:11434/v1/chat": dial tcp 127.0.0.1:11434: connect: connection refused`), "not answering"},
		{"timeout", fmt.Errorf("ask: %w", context.DeadlineExceeded), "too long"},
		{"undo conflict", &undo.ConflictError{Reason: "the task changed"}, "can no longer be undone"},
		{"nothing to undo", undo.ErrNothingToUndo, "nothing left to undo"},
		{"alsa", errors.New("ALSA lib pcm.c:2664:(snd_pcm_open_noupdate) Unknown PCM default"), "microphone or speaker"},
		{"unknown", errors.New("json: cannot unmarshal number into Go struct field"), "Something went wrong"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := Plain(c.err)
			if !strings.Contains(got, c.want) {
				t.Errorf("Plain = %q, want it to say %q", got, c.want)
			}
			for _, dev := range []string{"sqlite", "dial tcp", "ALSA", "json:", "Go struct", "127.0.0.1", "%!"} {
				if strings.Contains(got, dev) {
					t.Errorf("Plain = %q shows developer text %q", got, dev)
				}
			}
		})
	}
	if Plain(nil) != "" {
		t.Error("no error, no sentence")
	}
}
