package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// desktopFile is the desktop entry's name: the app ID plus ".desktop" (the
// AppStream desktop-id; assets/linux has the copy `make install` uses).
const desktopFile = AppID + ".desktop"

// desktopEntry is the Linux launcher: the menu entry and the pace:// handler
// (x-scheme-handler/pace). The OS runs `pace URL` for a link, and `pace`
// for the menu. The Makefile's install target writes the same file with
// Exec=pace; install-url-handler writes it with this binary's path.
func desktopEntry(exe string) string {
	return `[Desktop Entry]
Type=Application
Name=Pace
GenericName=Personal assistant
Comment=A local-first assistant for tasks, projects and notes
Exec=` + desktopQuote(exe) + ` %u
Icon=app.pace.desktop
Terminal=false
Categories=Office;Utility;
Keywords=tasks;notes;assistant;todo;
MimeType=x-scheme-handler/pace;
StartupWMClass=Pace
`
}

// desktopQuote quotes a path for an Exec key (Desktop Entry Specification
// 1.5, "The Exec key"): reserved characters need double quotes, in which
// `"`, "`", "$" and "\" are escaped with a backslash.
func desktopQuote(s string) string {
	if !strings.ContainsAny(s, " \t\n\"'\\><~|&;$*?#()`") {
		return s
	}
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "`", "\\`", `$`, `\$`)
	return `"` + r.Replace(s) + `"`
}

// cmdInstallURLHandler registers this binary as the pace:// handler for the
// current user (no administrator rights needed anywhere).
func cmdInstallURLHandler(c *cli, args []string) error {
	if len(args) > 0 {
		return usageErr("unexpected argument %q", args[0])
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("find this program: %w", err)
	}
	if exe, err = filepath.EvalSymlinks(exe); err != nil {
		return fmt.Errorf("find this program: %w", err)
	}
	msg, err := installURLHandler(exe, c.env.Getenv)
	if err != nil {
		return err
	}
	fmt.Fprintln(c.env.Stdout, msg)
	return nil
}
