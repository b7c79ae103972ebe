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

// TextWarmups are the one-time costs of showing a note's text, one per
// function, for the app to run on the UI goroutine one at a time while the
// window is idle after start: the font faces of bold, italic, bold italic
// and monospace text at the sizes notes use (each loaded on its first
// measure), and the first Markdown parse. Without them the first open of a
// note paid all of them at once, on top of laying the note out.
func TextWarmups() []func() {
	var out []func()
	sizes := []float32{sizeBody, sizeCaption, theme.TextHeadingSize(), theme.TextSubHeadingSize()}
	for _, st := range []fyne.TextStyle{{}, {Bold: true}, {Italic: true}, {Bold: true, Italic: true}, {Monospace: true}} {
		out = append(out, func() {
			for _, sz := range sizes {
				fyne.MeasureText(warmSample, sz, st)
			}
		})
	}
	out = append(out, func() {
		rt := widget.NewRichTextFromMarkdown("# Title\n\n## Part\n\nSome *emphasis*, **strong**, `code` and a [link](https://example.org).\n\n- one\n- two\n\n> quoted\n\n```\nblock\n```\n")
		rt.Wrapping = fyne.TextWrapWord
		rt.Resize(fyne.NewSize(400, rt.MinSize().Height))
		rt.MinSize()
	})
	return out
}
