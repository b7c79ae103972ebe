package app

import (
	"fmt"
	"io"
	"unicode/utf8"
)

// termWriter passes text to a terminal (or a log) with the characters that
// could make it lie neutralised: C0 and C1 controls other than newline and
// tab (ESC starts the sequences that recolour, move the cursor or rewrite a
// line; CR overwrites one), DEL, and the Unicode bidi controls that reorder
// what is shown ("Trojan Source", CVE-2021-42574). Each is written as the
// six characters \uXXXX, which is also a valid escape inside a JSON string,
// so --json output stays valid and decodes to the same text. Invalid UTF-8
// becomes U+FFFD. A rune split across two Writes is held until the second.
type termWriter struct {
	w     io.Writer
	carry []byte
}

func newTermWriter(w io.Writer) io.Writer {
	if w == nil {
		return nil
	}
	return &termWriter{w: w}
}

func (t *termWriter) Write(p []byte) (int, error) {
	buf := append(append([]byte(nil), t.carry...), p...)
	cut := len(buf)
	for i := len(buf) - 1; i >= 0 && i >= len(buf)-utf8.UTFMax; i-- {
		if utf8.RuneStart(buf[i]) {
			if !utf8.FullRune(buf[i:]) {
				cut = i
			}
			break
		}
	}
	t.carry = append(t.carry[:0], buf[cut:]...)
	if _, err := t.w.Write(neutralize(buf[:cut])); err != nil {
		return 0, err
	}
	return len(p), nil
}

// neutralize rewrites b as described on termWriter.
func neutralize(b []byte) []byte {
	clean := true
	for _, c := range b {
		if c < 0x20 && c != '\n' && c != '\t' || c >= 0x7f {
			clean = false
			break
		}
	}
	if clean {
		return b // plain ASCII text: the common case
	}
	out := make([]byte, 0, len(b)+16)
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		switch {
		case r == utf8.RuneError && n == 1:
			out = utf8.AppendRune(out, utf8.RuneError)
		case hidden(r):
			out = fmt.Appendf(out, `\u%04x`, r)
		default:
			out = append(out, b[:n]...)
		}
		b = b[n:]
	}
	return out
}

// hidden reports a control or bidi character that must not reach a
// terminal as itself.
func hidden(r rune) bool {
	switch {
	case r == '\n' || r == '\t':
		return false
	case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
		return true
	case r == 0x061c, r == 0x200e, r == 0x200f, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}
