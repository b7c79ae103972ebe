// Package notifytest is a fake notification server speaking the real
// org.freedesktop.Notifications protocol on a D-Bus connection, for tests
// and the GUI smoke test (fakenotifyd).
package notifytest

import (
	"fmt"
	"sync"

	"github.com/godbus/dbus/v5"
)

// Received is one Notify call as the server saw it.
type Received struct {
	ID      uint32   `json:"id"`
	App     string   `json:"app"`
	Summary string   `json:"summary"`
	Body    string   `json:"body"`
	Actions []string `json:"actions"`
}

// Server is the fake. OnNotify, if set, hears every notification.
type Server struct {
	conn     *dbus.Conn
	mu       sync.Mutex
	next     uint32
	got      []Received
	OnNotify func(Received)
}

// Serve claims org.freedesktop.Notifications on conn and answers it.
func Serve(conn *dbus.Conn) (*Server, error) {
	s := &Server{conn: conn}
	if err := conn.Export(server{s}, "/org/freedesktop/Notifications", "org.freedesktop.Notifications"); err != nil {
		return nil, err
	}
	reply, err := conn.RequestName("org.freedesktop.Notifications", dbus.NameFlagDoNotQueue)
	if err != nil {
		return nil, err
	}
	if reply != dbus.RequestNameReplyPrimaryOwner {
		return nil, fmt.Errorf("org.freedesktop.Notifications is taken")
	}
	return s, nil
}

// Got returns every notification received so far.
func (s *Server) Got() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Received(nil), s.got...)
}

// Invoke presses action key on notification id, as a user would.
func (s *Server) Invoke(id uint32, key string) error {
	return s.conn.Emit("/org/freedesktop/Notifications", "org.freedesktop.Notifications.ActionInvoked", id, key)
}

// server holds the exported methods (kept off Server so only these are on the bus).
type server struct{ s *Server }

func (f server) Notify(app string, replaces uint32, icon, summary, body string, actions []string, hints map[string]dbus.Variant, timeout int32) (uint32, *dbus.Error) {
	f.s.mu.Lock()
	f.s.next++
	r := Received{ID: f.s.next, App: app, Summary: summary, Body: body, Actions: actions}
	f.s.got = append(f.s.got, r)
	fn := f.s.OnNotify
	f.s.mu.Unlock()
	if fn != nil {
		fn(r)
	}
	return r.ID, nil
}

func (server) GetCapabilities() ([]string, *dbus.Error) {
	return []string{"actions", "body"}, nil
}

func (server) GetServerInformation() (string, string, string, string, *dbus.Error) {
	return "fakenotifyd", "pace", "1", "1.2", nil
}

func (f server) CloseNotification(id uint32) *dbus.Error {
	if err := f.s.conn.Emit("/org/freedesktop/Notifications", "org.freedesktop.Notifications.NotificationClosed", id, uint32(3)); err != nil {
		return dbus.MakeFailedError(err)
	}
	return nil
}
