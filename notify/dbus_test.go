package notify

import (
	"bufio"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/godbus/dbus/v5"

	"pace/notify/notifytest"
)

// privateBus starts a dbus-daemon of its own for the test (skips when the
// machine has none: scripts/setup.sh test installs dbus).
func privateBus(t *testing.T) string {
	t.Helper()
	bin, err := exec.LookPath("dbus-daemon")
	if err != nil {
		t.Skip("dbus-daemon is not installed")
	}
	cmd := exec.Command(bin, "--session", "--nofork", "--print-address")
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	addr, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(addr)
}

func connect(t *testing.T, addr string) *dbus.Conn {
	t.Helper()
	c, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func TestNoService(t *testing.T) {
	addr := privateBus(t)
	if _, err := New(connect(t, addr), "Pace", "app.pace.desktop"); err == nil {
		t.Fatal("New on a bus without a notification server succeeded")
	}
}

func TestSendAndAction(t *testing.T) {
	addr := privateBus(t)
	fake, err := notifytest.Serve(connect(t, addr))
	if err != nil {
		t.Fatal(err)
	}
	conn, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	d, err := New(conn, "Pace", "app.pace.desktop")
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if !d.Actions() {
		t.Fatal("the fake offers actions")
	}
	pressed := make(chan string, 1)
	id, err := d.Send(Notice{Title: "call the bank", Body: "Due now (17:00)",
		Actions: []Action{{"done", "Done"}, {"snooze", "Snooze"}}}, func(k string) { pressed <- k })
	if err != nil {
		t.Fatal(err)
	}
	got := fake.Got()
	if len(got) != 1 || got[0].Summary != "call the bank" || got[0].App != "Pace" ||
		strings.Join(got[0].Actions, ",") != "done,Done,snooze,Snooze" {
		t.Fatalf("server got %+v", got)
	}
	if err := fake.Invoke(id, "snooze"); err != nil {
		t.Fatal(err)
	}
	select {
	case k := <-pressed:
		if k != "snooze" {
			t.Fatalf("pressed %q", k)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the action never came back")
	}
}
