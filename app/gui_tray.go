package app

import (
	"context"
	"os"
	"runtime"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"github.com/godbus/dbus/v5"

	"pace/notch"
	"pace/store"
	"pace/views"
)

// trayHostAvailable reports whether a tray can be installed. On Linux and
// the BSDs Fyne's tray talks D-Bus; without a session bus that answers it
// panics on every quit path, so the tray is only installed when one does.
func trayHostAvailable() bool {
	switch runtime.GOOS {
	case "darwin", "windows":
		return true
	}
	if os.Getenv("DBUS_SESSION_BUS_ADDRESS") == "" {
		return false
	}
	conn, err := dbus.SessionBusPrivate()
	if err != nil {
		return false
	}
	defer conn.Close()
	if err := conn.Auth(nil); err != nil {
		return false
	}
	if err := conn.Hello(); err != nil {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	var id string
	return conn.BusObject().CallWithContext(ctx, "org.freedesktop.DBus.GetId", 0).Store(&id) == nil
}

// installTray adds the tray icon and menu when a tray host exists. Without
// one the app works the same, minus the icon.
func (g *gui) installTray() {
	desk, ok := g.app.(desktop.App)
	if !ok || !trayHostAvailable() {
		return
	}
	g.desk = desk
	desk.SetSystemTrayIcon(notch.TrayIcon(notch.Signal{State: notch.Ready}, g.app.Settings().ThemeVariant()))
	desk.SetSystemTrayMenu(g.trayMenu(nil))
	if trayFirst() {
		g.win.SetCloseIntercept(func() { g.main.ConfirmLeave(g.win.Hide) })
	}
	g.refreshTray()
}

func (g *gui) trayMenu(next []notch.TrayTask) *fyne.Menu {
	return notch.TrayMenu(next, notch.TrayActions{
		Ask: g.openPanel,
		AddTask: func() {
			g.showWindow()
			g.main.Show(views.SpaceToday)
			g.main.Today.FocusAdd(g.win.Canvas())
		},
		Open:     g.showWindow,
		Quit:     g.quit,
		OpenTask: func(string) { g.showWindow(); g.main.Show(views.SpaceToday) },
	})
}

// refreshTray reads the next three open tasks off the UI goroutine and
// rebuilds the menu on it.
func (g *gui) refreshTray() {
	if g.desk == nil {
		return
	}
	go func() {
		var next []notch.TrayTask
		now := g.c.env.Now()
		g.w.db.Read(context.Background(), func(tx *store.Tx) error {
			ts, err := tx.Tasks().List(store.TaskFilter{Status: "open", Limit: 3})
			for _, t := range ts {
				tt := notch.TrayTask{ID: t.ID, Title: t.Title}
				if t.Due != nil {
					tt.When = views.DueText(t, now)
				}
				next = append(next, tt)
			}
			return err
		})
		fyne.Do(func() { g.desk.SetSystemTrayMenu(g.trayMenu(next)) })
	}()
}
