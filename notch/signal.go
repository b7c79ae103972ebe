// Package notch is Pace's small surfaces around the main window: the signal
// language every surface shares (ready, listening, understanding, approval,
// acting, speaking, completed, blocked, failed, and the amber off-device
// override), the quick panel and the tray menu. It talks to the rest of Pace
// through the small interfaces declared here.
package notch

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// State is what the assistant is doing, shown the same way on every surface.
type State string

// The signal states (DESIGN.md, "Signal states").
const (
	Ready         State = "ready"         // idle
	Listening     State = "listening"     // microphone open
	Understanding State = "understanding" // speech-to-text or the brain is thinking
	Approval      State = "approval"      // waiting for the user to allow a risky action
	Acting        State = "acting"        // tools running
	Speaking      State = "speaking"      // reply being spoken
	Completed     State = "completed"     // done, something changed (undo available)
	Blocked       State = "blocked"       // cannot proceed
	Failed        State = "failed"        // something broke
)

// States lists every state in the order a turn passes through them.
var States = []State{Ready, Listening, Understanding, Approval, Acting, Speaking, Completed, Blocked, Failed}

// Signal is one moment of the signal: the state plus what it needs to draw
// itself (step counter, microphone level, the plain-language reason).
type Signal struct {
	State State
	// OffDevice is set while the turn's data leaves the machine: an amber
	// ring on top of whatever the state is.
	OffDevice bool
	// Step and Total drive the "2/5" counter while acting.
	Step, Total int
	// Level is the microphone level 0…1 while listening.
	Level float32
	// Reason explains blocked and failed states in plain language.
	Reason string
}

// Label is the signal in words, as a screen reader or a tooltip says it.
func (s Signal) Label() string {
	var l string
	switch s.State {
	case Listening:
		l = "Listening"
	case Understanding:
		l = "Thinking"
	case Approval:
		l = "Waiting for your approval"
	case Acting:
		l = "Working"
		if s.Total > 0 {
			l = fmt.Sprintf("Working %d/%d", s.Step, s.Total)
		}
	case Speaking:
		l = "Speaking"
	case Completed:
		l = "Done"
	case Blocked:
		l = "Blocked"
	case Failed:
		l = "Failed"
	default:
		l = "Ready"
	}
	if (s.State == Blocked || s.State == Failed) && s.Reason != "" {
		l += ": " + s.Reason
	}
	if s.OffDevice {
		l += " · off-device"
	}
	return l
}

// Theme colour names of the signal. The view theme resolves them through
// SignalColor so every surface uses the same values.
const (
	ColorReady         fyne.ThemeColorName = "pace.signal.ready"
	ColorListening     fyne.ThemeColorName = "pace.signal.listening"
	ColorUnderstanding fyne.ThemeColorName = "pace.signal.understanding"
	ColorApproval      fyne.ThemeColorName = "pace.signal.approval"
	ColorActing        fyne.ThemeColorName = "pace.signal.acting"
	ColorSpeaking      fyne.ThemeColorName = "pace.signal.speaking"
	ColorCompleted     fyne.ThemeColorName = "pace.signal.completed"
	ColorBlocked       fyne.ThemeColorName = "pace.signal.blocked"
	ColorFailed        fyne.ThemeColorName = "pace.signal.failed"
	// ColorOffDevice is amber, reserved for turns that leave the machine.
	ColorOffDevice fyne.ThemeColorName = "pace.signal.offdevice"
)

// ColorName is the theme colour name of a state.
func ColorName(s State) fyne.ThemeColorName {
	switch s {
	case Listening:
		return ColorListening
	case Understanding:
		return ColorUnderstanding
	case Approval:
		return ColorApproval
	case Acting:
		return ColorActing
	case Speaking:
		return ColorSpeaking
	case Completed:
		return ColorCompleted
	case Blocked:
		return ColorBlocked
	case Failed:
		return ColorFailed
	}
	return ColorReady
}

// palette holds the signal colours for light and dark surfaces; the dark
// ones are lighter so they keep their contrast.
var palette = map[fyne.ThemeColorName][2]color.NRGBA{
	ColorReady:         {rgb(0x6B, 0x74, 0x80), rgb(0x9A, 0xA3, 0xAE)},
	ColorListening:     {rgb(0x1F, 0x6F, 0xE0), rgb(0x5C, 0x9D, 0xFF)},
	ColorUnderstanding: {rgb(0x6E, 0x4F, 0xD0), rgb(0xA8, 0x90, 0xF5)},
	ColorApproval:      {rgb(0xB8, 0x2E, 0x78), rgb(0xEE, 0x77, 0xB6)},
	ColorActing:        {rgb(0x0E, 0x84, 0x7D), rgb(0x3F, 0xC4, 0xB9)},
	ColorSpeaking:      {rgb(0x23, 0x8A, 0x4E), rgb(0x5F, 0xCF, 0x8C)},
	ColorCompleted:     {rgb(0x23, 0x8A, 0x4E), rgb(0x5F, 0xCF, 0x8C)},
	ColorBlocked:       {rgb(0xC2, 0x5E, 0x0A), rgb(0xF0, 0x9A, 0x4A)},
	ColorFailed:        {rgb(0xC8, 0x3A, 0x32), rgb(0xF2, 0x7B, 0x72)},
	ColorOffDevice:     {rgb(0xE0, 0x9B, 0x00), rgb(0xF5, 0xB8, 0x2E)},
}

func rgb(r, g, b uint8) color.NRGBA { return color.NRGBA{R: r, G: g, B: b, A: 0xFF} }

// SignalColor resolves a signal colour name for a theme variant; ok is false
// for names that are not signal colours.
func SignalColor(name fyne.ThemeColorName, v fyne.ThemeVariant) (c color.Color, ok bool) {
	p, ok := palette[name]
	if !ok {
		return nil, false
	}
	if v == theme.VariantDark {
		return p[1], true
	}
	return p[0], true
}

// color looks a signal colour up in the theme in force for obj, falling
// back to the palette when the theme does not know it (Fyne's default).
func signalColor(name fyne.ThemeColorName) color.Color {
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := fyne.CurrentApp().Settings().Theme()
	if c := th.Color(name, v); c != nil {
		if _, _, _, a := c.RGBA(); a != 0 {
			return c
		}
	}
	c, _ := SignalColor(name, v)
	return c
}
