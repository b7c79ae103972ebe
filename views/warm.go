package views

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// warmSample holds the letters and the punctuation notes often use beyond
// ASCII (dashes, quotes, ellipsis, bullets, accents), so the first measure
// also resolves the fallback faces those need.
const warmSample = "The quick brown fox 0123456789 — “quoted” ‘single’ … • → é ü ñ ß ç"

// warmStyles are the text styles the window draws from the start (labels,
// headings, the data folder's path). Italic and bold italic are left out:
// Fyne 2.7 parses a set of faces for each style the first time it is drawn
// and keeps them (the theme's font, its bundled emoji font and a system
// font for the language: ≈ 8 MB resident per style), so loading them
// before a note shows emphasis cost ≈ 17 MB for good (issue 19); a note
// that does show it pays ≈ 8–10 ms per style, once.
var warmStyles = []fyne.TextStyle{{}, {Bold: true}, {Monospace: true}}

// warmMarkdown exercises the Markdown parser and the RichText layout of
// headings, strong text, code and links, all in warmStyles.
const warmMarkdown = "# Title\n\n## Part\n\nSome **strong** text, `code` and a [link](https://example.org).\n\n- one\n- two\n\n```\nblock\n```\n"

// TextWarmups are the one-time costs of showing a note's text, one per
// function, for the app to run on the UI goroutine one at a time while the
// window is idle after start: the fallback faces of warmStyles at the
// sizes notes use (each loaded on its first measure), and the first
// Markdown parse. Without them the first open of a note paid all of them
// at once, on top of laying the note out.
func TextWarmups() []func() {
	var out []func()
	sizes := []float32{sizeBody, sizeCaption, theme.TextHeadingSize(), theme.TextSubHeadingSize()}
	for _, st := range warmStyles {
		out = append(out, func() {
			for _, sz := range sizes {
				fyne.MeasureText(warmSample, sz, st)
			}
		})
	}
	out = append(out, func() {
		rt := widget.NewRichTextFromMarkdown(warmMarkdown)
		rt.Wrapping = fyne.TextWrapWord
		rt.Resize(fyne.NewSize(400, rt.MinSize().Height))
		rt.MinSize()
	})
	return out
}
