// Command fakenotifyd is a fake desktop notification server for the GUI
// smoke test: it owns org.freedesktop.Notifications on the session bus and
// prints each notification it receives as one JSON line on stdout.
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/godbus/dbus/v5"

	"pace/notify/notifytest"
)

func main() {
	conn, err := dbus.ConnectSessionBus()
	if err != nil {
		fmt.Fprintln(os.Stderr, "fakenotifyd:", err)
		os.Exit(1)
	}
	s, err := notifytest.Serve(conn)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fakenotifyd:", err)
		os.Exit(1)
	}
	enc := json.NewEncoder(os.Stdout)
	s.OnNotify = func(r notifytest.Received) { enc.Encode(r) }
	fmt.Fprintln(os.Stderr, "fakenotifyd: ready")
	select {}
}
