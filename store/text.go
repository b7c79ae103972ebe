package store

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxTitle is the longest title of a task, note, project or milestone, in
// characters (runes). Every path (chat, CLI, JSON and ICS import, CalDAV,
// deeplinks) meets it here, in the services.
const MaxTitle = 500

// ErrTitleTooLong: a title is over MaxTitle characters; it wraps ErrInvalid
// and comes as a *TitleTooLongError carrying the length.
var ErrTitleTooLong = fmt.Errorf("%w: title too long", ErrInvalid)

// TitleTooLongError is a title over MaxTitle characters (Len, in runes).
type TitleTooLongError struct{ Len int }

func (e *TitleTooLongError) Error() string {
	return fmt.Sprintf("%v: a title is %d characters long; the most is %d", ErrInvalid, e.Len, MaxTitle)
}

func (e *TitleTooLongError) Is(target error) bool {
	return target == ErrTitleTooLong || target == ErrInvalid
}

// CleanTitle is the one rule for titles: bytes that are not UTF-8 become
// U+FFFD, every control character (C0 including line breaks and tabs, DEL,
// C1, and the U+2028/U+2029 separators) becomes a space, and the ends are
// trimmed. A result over MaxTitle characters is refused with a
// *TitleTooLongError (never cut: the caller says what to do with the rest).
func CleanTitle(s string) (string, error) {
	s = cleanLine(s)
	if n := utf8.RuneCountInString(s); n > MaxTitle {
		return "", &TitleTooLongError{Len: n}
	}
	return s, nil
}

// cleanLine is CleanTitle without the length check.
func cleanLine(s string) string {
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if isControl(r) {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, "\uFFFD")))
}

// ShortenTitle is CleanTitle for text Pace must keep even when it is too
// long (a calendar server's item): a title over MaxTitle characters is cut
// at a rune boundary to MaxTitle, the last one "…".
func ShortenTitle(s string) string {
	s = cleanLine(s)
	if r := []rune(s); len(r) > MaxTitle {
		s = strings.TrimSpace(string(r[:MaxTitle-1])) + "…"
	}
	return s
}

// CleanBody is the rule for multi-line text (task notes, note bodies, chat
// messages): bytes that are not UTF-8 become U+FFFD, "\r\n" and a lone "\r"
// become "\n", and every other control character except "\n" and "\t" (NUL,
// escape, DEL, C1) is dropped. Nothing else changes.
func CleanBody(s string) string {
	if !needsCleaning(s) {
		return s
	}
	s = strings.ReplaceAll(strings.ToValidUTF8(s, "\uFFFD"), "\r\n", "\n")
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\r':
			return '\n'
		case r == '\n', r == '\t':
			return r
		case isControl(r) && r != '\u2028' && r != '\u2029':
			return -1
		}
		return r
	}, s)
}

// needsCleaning reports text CleanBody would change (the common case, plain
// text, costs one pass and no allocation).
func needsCleaning(s string) bool {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && n == 1) || (isControl(r) && r != '\n' && r != '\t' && r != '\u2028' && r != '\u2029') {
			return true
		}
		i += n
	}
	return false
}

func isControl(r rune) bool {
	return unicode.IsControl(r) || r == '\u2028' || r == '\u2029'
}
