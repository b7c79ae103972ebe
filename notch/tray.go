package notch

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"pace/assets"
)

// TrayTask is one of the next tasks listed in the tray menu.
type TrayTask struct {
	ID    string
	Title string
	// When is a short due text ("today 17:00"); "" when undated.
	When string
}

// TrayActions are what the tray menu's items do.
type TrayActions struct {
	Ask, AddTask, Open, Quit func()
	// OpenTask shows a task (the Today space).
	OpenTask func(id string)
}

// TrayMenu is the tray's menu: Ask…, Add task…, the next three tasks, Open
// Pace and Quit. Rebuild it after every change.
func TrayMenu(next []TrayTask, a TrayActions) *fyne.Menu {
	items := []*fyne.MenuItem{
		fyne.NewMenuItem("Ask…", a.Ask),
		fyne.NewMenuItem("Add task…", a.AddTask),
		fyne.NewMenuItemSeparator(),
	}
	if len(next) == 0 {
		none := fyne.NewMenuItem("Nothing due", nil)
		none.Disabled = true
		items = append(items, none)
	}
	for i, t := range next {
		if i == 3 {
			break
		}
		label := t.Title
		if t.When != "" {
			label += " · " + t.When
		}
		id := t.ID
		items = append(items, fyne.NewMenuItem(shorten(label, 48), func() {
			if a.OpenTask != nil {
				a.OpenTask(id)
			}
		}))
	}
	quit := fyne.NewMenuItem("Quit", a.Quit)
	quit.IsQuit = true
	items = append(items, fyne.NewMenuItemSeparator(), fyne.NewMenuItem("Open Pace", a.Open), quit)
	return fyne.NewMenu("Pace", items...)
}

// TrayIcon is the monochrome tray mark for a signal: the mark in the
// variant's foreground colour (so it reads on light and dark menu bars),
// with a dot in the state's colour unless ready — amber when off-device.
func TrayIcon(s Signal, v fyne.ThemeVariant) fyne.Resource {
	fg := color.Color(color.Black)
	if v == theme.VariantDark {
		fg = color.White
	}
	var badge color.Color
	if s.OffDevice {
		badge, _ = SignalColor(ColorOffDevice, v)
	} else if s.State != Ready && s.State != "" {
		badge, _ = SignalColor(ColorName(s.State), v)
	}
	return assets.TrayIcon(fg, badge)
}
