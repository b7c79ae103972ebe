package app

import (
	"os"
	"runtime"

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
