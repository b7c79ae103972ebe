package views

import (
	"context"
	"errors"
	"io/fs"
	"net"
	"strings"
	"syscall"

	"pace/egress"
	"pace/store"
	"pace/undo"
)

// plainError is one row of the table: how to recognise an error, and the
// sentence and action a person reads instead of Go's text.
type plainError struct {
	match func(err error, low string) bool
	say   string
}

// plainErrors maps every error the window can show to a sentence with an
// action; the first match wins. Typed errors come first; the text checks
// catch driver errors that arrive only as text (SQLite's, ALSA's).
var plainErrors = []plainError{
	{func(err error, low string) bool {
		return errors.Is(err, egress.ErrNotConsented) || strings.Contains(low, "not on this machine")
	}, "That server is not on this machine, and sending data off it is not allowed. Allow it in Settings → Brain, or use a server on this machine."},
	{func(err error, _ string) bool { return errors.Is(err, egress.ErrRedirect) },
		"That server sent Pace to another address, which Pace does not follow. Enter the address it really answers on in Settings."},
	{func(err error, _ string) bool { return errors.Is(err, egress.ErrCredentialsInURL) },
		"That address holds a user name or password. Enter the address without them; keys go in the API key field."},
	{func(err error, _ string) bool { return errors.Is(err, egress.ErrBadURL) },
		"That is not a web address Pace can use. Enter one that starts with http:// or https://."},
	{func(err error, low string) bool {
		return errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS) || strings.Contains(low, "readonly") ||
			strings.Contains(low, "read-only") || strings.Contains(low, "permission denied")
	}, "Pace cannot write to its data folder: it is read-only or belongs to another user. Choose another folder (pace --data), or fix the folder's permissions; what is already there can still be read."},
	{func(err error, low string) bool {
		return errors.Is(err, store.ErrForeignFile) || errors.Is(err, store.ErrNotDatabase) || strings.Contains(low, "unable to open database") ||
			strings.Contains(low, "malformed") || strings.Contains(low, "not a database")
	}, "Pace could not open its data file. Choose another data folder, or restore the backup from the data folder."},
	{func(err error, _ string) bool { return errors.Is(err, store.ErrTooNew) },
		"The data file was written by a newer version of Pace. Update Pace to open it."},
	{func(err error, _ string) bool { return errors.Is(err, fs.ErrNotExist) },
		"That file or folder is not there any more. Choose it again."},
	{func(err error, low string) bool {
		return strings.Contains(low, "database is locked") || strings.Contains(low, "busy")
	},
		"The data file is busy with another Pace (the command line, say). Retry in a moment."},
	{func(err error, _ string) bool { return errors.Is(err, undo.ErrNothingToUndo) },
		"There was nothing left to undo for that turn."},
	{func(err error, _ string) bool { var c *undo.ConflictError; return errors.As(err, &c) },
		"That can no longer be undone: something changed it since. Undo the later change first, or change it back by hand."},
	{func(err error, low string) bool {
		var op *net.OpError
		var dns *net.DNSError
		return errors.As(err, &op) || errors.As(err, &dns) || strings.Contains(low, "dial tcp") || strings.Contains(low, "connection refused") ||
			strings.Contains(low, "no such host")
	}, "The server is not answering. Check that it is running and that its address in Settings is right, then retry."},
	{func(err error, low string) bool {
		return errors.Is(err, context.DeadlineExceeded) || strings.Contains(low, "timeout")
	}, "That took too long and was stopped. Retry in a moment."},
	{func(err error, _ string) bool { return errors.Is(err, context.Canceled) }, "Stopped."},
	{func(_ error, low string) bool {
		return strings.Contains(low, "alsa") || strings.Contains(low, "audio device") || strings.Contains(low, "microphone")
	},
		"The microphone or speaker could not be opened. Check that one is connected and not used by another app, then retry."},
	{func(_ error, low string) bool {
		return strings.Contains(low, "keychain") || strings.Contains(low, "secret service") || strings.Contains(low, "dbus")
	},
		"The system keychain is not available, so keys cannot be saved. Sign in to a desktop session with a keychain, then retry."},
	{func(_ error, low string) bool { return strings.Contains(low, "no space left") },
		"The disk is full. Free some space, then retry."},
}

// Plain is what a person reads for err: a sentence and an action, never
// Go's or a driver's own text. Unknown errors get a general sentence.
func Plain(err error) string {
	if err == nil {
		return ""
	}
	low := strings.ToLower(err.Error())
	for _, p := range plainErrors {
		if p.match(err, low) {
			return p.say
		}
	}
	return "Something went wrong. Retry, and if it keeps happening, restart Pace."
}

// PlainWhile prefixes Plain(err) with what was being done ("Export failed.").
func PlainWhile(doing string, err error) string {
	return doing + " " + Plain(err)
}
