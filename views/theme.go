// Package views holds Pace's window: the conversational thread, the Today,
// Projects, Knowledge and Settings spaces, and the theme they share. Views
// read the store to render; every change goes through the thread (the
// interfaces declared here) so it lands in the journal and the undo history.
package views

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"pace/notch"
)

// Role colour names used by Pace's widgets; Theme resolves them per variant.
const (
	ColorUserBubble fyne.ThemeColorName = "pace.bubble.user"
	ColorPaceBubble fyne.ThemeColorName = "pace.bubble.pace"
	ColorCard       fyne.ThemeColorName = "pace.card"
	ColorMuted      fyne.ThemeColorName = "pace.muted"
	ColorChip       fyne.ThemeColorName = "pace.chip"
	ColorOverdue    fyne.ThemeColorName = "pace.overdue"
	ColorHighlight  fyne.ThemeColorName = "pace.highlight"
	ColorBanner     fyne.ThemeColorName = "pace.banner"
	ColorRail       fyne.ThemeColorName = "pace.rail"
)

// Theme is Pace's look: neutral surfaces, one calm blue accent, an 8-px
// grid and three text sizes. Light and dark follow the system variant
// unless Variant is "light" or "dark" (Settings → Appearance). Text colours
// keep at least 4.5:1 contrast on their surfaces in both variants.
type Theme struct {
	// Variant is "", "system", "light" or "dark".
	Variant string
}

var _ fyne.Theme = Theme{}

type pair [2]color.NRGBA // light, dark

func c(r, g, b uint8) color.NRGBA { return color.NRGBA{R: r, G: g, B: b, A: 0xFF} }

var colors = map[fyne.ThemeColorName]pair{
	theme.ColorNameBackground:          {c(0xF6, 0xF7, 0xF9), c(0x16, 0x19, 0x1D)},
	theme.ColorNameForeground:          {c(0x1B, 0x1F, 0x24), c(0xE6, 0xE9, 0xED)},
	theme.ColorNamePrimary:             {c(0x1F, 0x5F, 0xCC), c(0x7A, 0xAE, 0xFF)},
	theme.ColorNameForegroundOnPrimary: {c(0xFF, 0xFF, 0xFF), c(0x0E, 0x1A, 0x2E)},
	theme.ColorNameFocus:               {c(0x1F, 0x5F, 0xCC), c(0x7A, 0xAE, 0xFF)},
	theme.ColorNameButton:              {c(0xE9, 0xEC, 0xF0), c(0x2A, 0x2F, 0x36)},
	theme.ColorNameDisabledButton:      {c(0xEE, 0xF0, 0xF3), c(0x23, 0x27, 0x2D)},
	theme.ColorNameDisabled:            {c(0x8A, 0x92, 0x9C), c(0x6E, 0x76, 0x80)},
	theme.ColorNameInputBackground:     {c(0xFF, 0xFF, 0xFF), c(0x1F, 0x23, 0x28)},
	theme.ColorNameInputBorder:         {c(0xD3, 0xD8, 0xDE), c(0x38, 0x3E, 0x46)},
	theme.ColorNameMenuBackground:      {c(0xFF, 0xFF, 0xFF), c(0x22, 0x26, 0x2C)},
	theme.ColorNameOverlayBackground:   {c(0xFF, 0xFF, 0xFF), c(0x1F, 0x23, 0x28)},
	theme.ColorNameHeaderBackground:    {c(0xEE, 0xF0, 0xF3), c(0x1E, 0x22, 0x27)},
	theme.ColorNamePlaceHolder:         {c(0x6B, 0x74, 0x80), c(0x8E, 0x97, 0xA2)},
	theme.ColorNameScrollBar:           {c(0xB8, 0xBF, 0xC8), c(0x4A, 0x51, 0x5A)},
	theme.ColorNameSeparator:           {c(0xE1, 0xE5, 0xEA), c(0x2C, 0x31, 0x38)},
	theme.ColorNameShadow:              {color.NRGBA{A: 0x22}, color.NRGBA{A: 0x66}},
	theme.ColorNameSuccess:             {c(0x23, 0x8A, 0x4E), c(0x5F, 0xCF, 0x8C)},
	theme.ColorNameError:               {c(0xC8, 0x3A, 0x32), c(0xF2, 0x7B, 0x72)},
	// Warning is not amber: amber belongs to the off-device signal only.
	theme.ColorNameWarning:   {c(0xC2, 0x5E, 0x0A), c(0xF0, 0x9A, 0x4A)},
	theme.ColorNameHover:     {color.NRGBA{R: 0x1F, G: 0x5F, B: 0xCC, A: 0x14}, color.NRGBA{R: 0x7A, G: 0xAE, B: 0xFF, A: 0x1C}},
	theme.ColorNamePressed:   {color.NRGBA{R: 0x1F, G: 0x5F, B: 0xCC, A: 0x26}, color.NRGBA{R: 0x7A, G: 0xAE, B: 0xFF, A: 0x30}},
	theme.ColorNameSelection: {color.NRGBA{R: 0x1F, G: 0x5F, B: 0xCC, A: 0x33}, color.NRGBA{R: 0x7A, G: 0xAE, B: 0xFF, A: 0x44}},
	theme.ColorNameHyperlink: {c(0x1F, 0x5F, 0xCC), c(0x7A, 0xAE, 0xFF)},

	ColorUserBubble: {c(0xDD, 0xE8, 0xFA), c(0x23, 0x3B, 0x61)},
	ColorPaceBubble: {c(0xFF, 0xFF, 0xFF), c(0x20, 0x24, 0x2A)},
	ColorCard:       {c(0xFF, 0xFF, 0xFF), c(0x1E, 0x22, 0x27)},
	ColorMuted:      {c(0x56, 0x5F, 0x6B), c(0xA4, 0xAC, 0xB6)},
	ColorChip:       {c(0xE6, 0xEE, 0xFB), c(0x25, 0x33, 0x48)},
	ColorOverdue:    {c(0xC0, 0x36, 0x2E), c(0xF2, 0x7B, 0x72)},
	ColorHighlight:  {c(0xFF, 0xF1, 0xB8), c(0x4A, 0x42, 0x1C)},
	ColorBanner:     {c(0xFB, 0xE6, 0xE4), c(0x4A, 0x24, 0x22)},
	ColorRail:       {c(0xEE, 0xF0, 0xF3), c(0x1B, 0x1E, 0x23)},
}

// Color implements fyne.Theme.
func (t Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch t.Variant {
	case "light":
		v = theme.VariantLight
	case "dark":
		v = theme.VariantDark
	}
	if p, ok := colors[n]; ok {
		if v == theme.VariantDark {
			return p[1]
		}
		return p[0]
	}
	if sc, ok := notch.SignalColor(n, v); ok {
		return sc
	}
	return theme.DefaultTheme().Color(n, v)
}

// Font implements fyne.Theme with Fyne's bundled fonts.
func (Theme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

// Icon implements fyne.Theme.
func (Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

// Text sizes: body, caption and heading only.
const (
	sizeBody    = 14
	sizeCaption = 12
	sizeHeading = 20
	// sizeSubHeading is a note's second-level heading ("## Bins").
	sizeSubHeading = 17
)

// Size implements fyne.Theme on an 8-px grid (padding 4 on each side of a
// gap makes 8).
func (Theme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNamePadding:
		return 4
	case theme.SizeNameInnerPadding:
		return 8
	case theme.SizeNameLineSpacing:
		return 4
	case theme.SizeNameText:
		return sizeBody
	case theme.SizeNameCaptionText:
		return sizeCaption
	case theme.SizeNameHeadingText:
		return sizeHeading
	case theme.SizeNameSubHeadingText:
		// a note's "## Heading" stands out from its text, below "# Title"
		return sizeSubHeading
	case theme.SizeNameInputRadius, theme.SizeNameSelectionRadius:
		return 8
	case theme.SizeNameScrollBarSmall:
		return 4
	}
	return theme.DefaultTheme().Size(n)
}
