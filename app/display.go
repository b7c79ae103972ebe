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
// an X11 (DISPLAY) or Wayland (WAYLAND_DISPLAY) session must be there —
// without one GLFW fails to initialise and Fyne panics. macOS and Windows
// always have one.
func hasDisplay(getenv func(string) string) bool {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		return getenv("DISPLAY") != "" || getenv("WAYLAND_DISPLAY") != ""
	}
	return true
}

// deadDisplay is what bare `pace` says when DISPLAY names an X server
// that does not answer (a stale variable after logging out, a closed SSH
// forward).
const deadDisplay = "The display %s does not answer: the window needs a running graphical session. Use `pace help` for the command-line commands."

// displayAnswers reports whether the X server DISPLAY names accepts a
// connection (within a second); a Wayland session, or a DISPLAY form it
// cannot read, counts as answering and is left to the toolkit.
func displayAnswers(getenv func(string) string) bool {
	d := getenv("DISPLAY")
	if getenv("WAYLAND_DISPLAY") != "" || d == "" || runtime.GOOS == "darwin" || runtime.GOOS == "windows" {
		return true
	}
	host, num, ok := strings.Cut(d, ":")
	if !ok {
		return true
	}
	num, _, _ = strings.Cut(num, ".")
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 {
		return true
	}
	network, addr := "unix", "/tmp/.X11-unix/X"+num
	if host != "" && host != "unix" {
		network, addr = "tcp", net.JoinHostPort(host, strconv.Itoa(6000+n))
	}
	conn, err := net.DialTimeout(network, addr, time.Second)
	if err != nil && network == "unix" && runtime.GOOS == "linux" {
		// Linux X servers also listen on an abstract socket, which is all
		// some containers share.
		conn, err = net.DialTimeout(network, "@"+addr, time.Second)
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
