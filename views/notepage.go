package views

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// pageBytes is the longest note body the viewer lays out whole. Fyne wraps
// a RichText word by word and paints every line of a scroll's content,
// seen or not, on the UI goroutine, so a 5 MB note rendered whole froze
// the window for minutes. Longer notes show in a virtualized list of
// blocks of at most blockBytes: only the rows on screen are laid out and
// painted (BenchmarkOpenLargeNote).
const pageBytes = 8 << 10

// blockBytes is the most Markdown one row of a long note holds.
const blockBytes = 1 << 10

// editLimit is the largest note (bytes) the whole-note editor loads: a
// multi-line Entry re-measures every line on each keystroke, so bigger
// notes are edited in another editor and imported again.
const editLimit = 256 << 10

// notePage is one page of a note body: text[start:end] of the string it was
// cut from (byte offsets).
type notePage struct{ start, end int }

// pagesOf cuts text into pages of at most max bytes, each ending at a
// paragraph break when there is one in its second half, else at a line
// break, else at a rune boundary, so Markdown blocks rarely split.
// Offsets index text itself. An empty text is one empty page.
func pagesOf(text string, max int) []notePage {
	if len(text) <= max {
		return []notePage{{0, len(text)}}
	}
	var out []notePage
	for start := 0; start < len(text); {
		end := start + max
		if end >= len(text) {
			out = append(out, notePage{start, len(text)})
			break
		}
		window := text[start:end]
		half := len(window) / 2
		switch {
		case strings.LastIndex(window, "\n\n") > half:
			end = start + strings.LastIndex(window, "\n\n") + 2
		case strings.LastIndexByte(window, '\n') > half:
			end = start + strings.LastIndexByte(window, '\n') + 1
		default:
			for end > start && !utf8.RuneStart(text[end]) {
				end--
			}
			if end == start { // not UTF-8 at all: cut anywhere
				end = start + max
			}
		}
		out = append(out, notePage{start, end})
		start = end
	}
	return out
}

// pageAt is the index of the page (or block) holding byte offset off (the last page
// for an offset at or past the end).
func pageAt(pages []notePage, off int) int {
	for i, p := range pages {
		if off < p.end {
			return i
		}
	}
	return len(pages) - 1
}

// sizeText says a byte count the way people read file sizes ("5.1 MB").
func sizeText(n int) string {
	switch {
	case n >= 1<<20:
		return trimZero(float64(n)/(1<<20)) + " MB"
	case n >= 1<<10:
		return trimZero(float64(n)/(1<<10)) + " KB"
	}
	return plural(n, "byte", "bytes")
}

func trimZero(f float64) string {
	return strings.TrimSuffix(fmt.Sprintf("%.1f", f), ".0")
}
