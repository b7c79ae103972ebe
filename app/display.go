package app

import (
	"net"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"pace/agent/openai"
)

// noDisplay is what bare `pace` says when there is no graphical session to
// open the window in (an SSH login, a container, cron).
const noDisplay = "No display found: the window needs a graphical session. Use `pace help` for the command-line commands."

// hasDisplay reports whether a window can be opened: on Linux and the BSDs
// an X11 display (DISPLAY; XWayland under Wayland) must be there — without
// one GLFW fails to initialise and Fyne panics. macOS and Windows
// always have one.
func hasDisplay(getenv func(string) string) bool {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		// The window's toolkit is built for X11 (GLFW without the wayland
		// tag): a Wayland session serves it through XWayland's DISPLAY.
		return getenv("DISPLAY") != ""
	}
	return true
}

// deadDisplay is what bare `pace` says when DISPLAY names an X server
// that does not answer (a stale variable after logging out, a closed SSH
// forward).
const deadDisplay = "The display %s does not answer: the window needs a running graphical session. Use `pace help` for the command-line commands."

// displayAnswers reports whether the X server DISPLAY names accepts a
// connection (within a second); a DISPLAY that names no X display at all
// does not answer either.
func displayAnswers(getenv func(string) string) bool {
	d := getenv("DISPLAY")
	if d == "" || runtime.GOOS == "darwin" || runtime.GOOS == "windows" {
		return true
	}
	host, num, ok := strings.Cut(d, ":")
	if !ok {
		return false // not a display name X would accept either
	}
	num, _, _ = strings.Cut(num, ".")
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 {
		return false
	}
	if host != "" && host != "unix" {
		// A display over the network (SSH forwarding, a remote X server) is
		// the toolkit's to reach; only local sockets are checked here.
		return true
	}
	// The X server's own socket; Linux servers also listen on an abstract
	// one, which is all some containers share. A local socket, not an
	// outgoing connection (egress is for those).
	addr := "/tmp/.X11-unix/X" + num
	var dialer net.Dialer
	dialer.Timeout = time.Second
	conn, err := dialer.Dial("unix", addr)
	if err != nil && runtime.GOOS == "linux" {
		conn, err = dialer.Dial("unix", "@"+addr)
	}
	if err != nil {
		return false
	}
	conn.Close()
	return true
}

// noBusAutolaunch keeps every library in this process (Fyne's settings
// portal and notifications, the tray, the keychain) from starting a
// dbus-daemon: godbus runs `dbus-launch` when DBUS_SESSION_BUS_ADDRESS is
// unset and no $XDG_RUNTIME_DIR/bus exists, and that daemon outlives Pace.
// With no bus running, the address is set to D-Bus's "disabled:" transport,
// which godbus refuses to dial; those features then report that they are
// unavailable. It changes the process environment, so it runs once, first.
func noBusAutolaunch() {
	if !openai.SessionBusRunning(os.Getenv) {
		os.Setenv("DBUS_SESSION_BUS_ADDRESS", openai.NoBusAddress)
	}
}
