// Package notify shows desktop notifications through the freedesktop
// Desktop Notifications Specification (org.freedesktop.Notifications on the
// D-Bus session bus, spec 1.2) with action buttons where the server offers
// them. app uses it on Linux; elsewhere it falls back to Fyne's
// SendNotification, and with no notification service to the card alone.
package notify

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/godbus/dbus/v5"
)

// D-Bus names from the specification.
const (
	Service = "org.freedesktop.Notifications"
	Path    = dbus.ObjectPath("/org/freedesktop/Notifications")
	iface   = Service
)

// ErrNoService: no session bus, or nothing owns org.freedesktop.Notifications.
var ErrNoService = errors.New("no desktop notification service")

// Action is one button on a notification: Key comes back when it is pressed.
type Action struct{ Key, Label string }

// Notice is one notification.
type Notice struct {
	Title, Body string
	Actions     []Action
}

// DBus sends notifications over a session-bus connection.
type DBus struct {
	conn    *dbus.Conn
	name    string // shown by servers as the sender
	app     string // the app ID: the icon name and the desktop entry
	actions bool
	mu      sync.Mutex
	on      map[uint32]func(key string)
	signals chan *dbus.Signal
}

// SessionDBus connects to the session bus and checks that a notification
// server is there. name is the application name servers show, app the app
// ID (icon and desktop entry). Errors: ErrNoService (wrapping the cause).
func SessionDBus(name, app string) (*DBus, error) {
	conn, err := dbus.ConnectSessionBus()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoService, err)
	}
	d, err := New(conn, name, app)
	if err != nil {
		conn.Close()
		return nil, err
	}
	return d, nil
}

// New uses an open connection (tests pass a private bus). Errors: ErrNoService.
func New(conn *dbus.Conn, name, app string) (*DBus, error) {
	var has bool
	if err := conn.BusObject().Call("org.freedesktop.DBus.NameHasOwner", 0, Service).Store(&has); err != nil || !has {
		// Servers may be D-Bus-activated: GetCapabilities starts one if so.
		if err2 := conn.Object(Service, Path).Call(iface+".GetCapabilities", 0).Err; err2 != nil {
			return nil, fmt.Errorf("%w: %v", ErrNoService, err2)
		}
	}
	var caps []string
	conn.Object(Service, Path).Call(iface+".GetCapabilities", 0).Store(&caps)
	d := &DBus{conn: conn, name: name, app: app, actions: slices.Contains(caps, "actions"), on: map[uint32]func(string){},
		signals: make(chan *dbus.Signal, 16)}
	if err := conn.AddMatchSignal(dbus.WithMatchInterface(iface), dbus.WithMatchObjectPath(Path)); err != nil {
		return nil, fmt.Errorf("notify: subscribe: %w", err)
	}
	conn.Signal(d.signals)
	go d.listen()
	return d, nil
}

// Actions reports whether the server shows action buttons.
func (d *DBus) Actions() bool { return d.actions }

// Send shows n and returns its id. on, if not nil, hears the key of the
// action pressed (only when the server supports actions; "default" is a
// click on the notification itself).
func (d *DBus) Send(n Notice, on func(key string)) (uint32, error) {
	var acts []string
	if d.actions {
		for _, a := range n.Actions {
			acts = append(acts, a.Key, a.Label)
		}
	}
	// desktop-entry is the desktop file's name without ".desktop".
	hints := map[string]dbus.Variant{"desktop-entry": dbus.MakeVariant(d.app)}
	var id uint32
	// expire_timeout -1: the server's default.
	call := d.conn.Object(Service, Path).Call(iface+".Notify", 0, d.name, uint32(0), d.app, n.Title, n.Body, acts, hints, int32(-1))
	if err := call.Store(&id); err != nil {
		return 0, fmt.Errorf("notify: %w", err)
	}
	if on != nil && d.actions {
		d.mu.Lock()
		d.on[id] = on
		d.mu.Unlock()
	}
	return id, nil
}

func (d *DBus) listen() {
	for s := range d.signals {
		switch s.Name {
		case iface + ".ActionInvoked":
			if len(s.Body) != 2 {
				continue
			}
			id, _ := s.Body[0].(uint32)
			key, _ := s.Body[1].(string)
			d.mu.Lock()
			fn := d.on[id]
			d.mu.Unlock()
			if fn != nil {
				fn(key)
			}
		case iface + ".NotificationClosed":
			if len(s.Body) >= 1 {
				id, _ := s.Body[0].(uint32)
				d.mu.Lock()
				delete(d.on, id)
				d.mu.Unlock()
			}
		}
	}
}

// Close ends the connection.
func (d *DBus) Close() error {
	d.conn.RemoveSignal(d.signals)
	close(d.signals)
	return d.conn.Close()
}
