//go:build !windows

package app

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

// installURLHandler: Linux and the BSDs get a desktop entry in
// $XDG_DATA_HOME/applications and xdg-mime's default for
// x-scheme-handler/pace; macOS registers the scheme from the app bundle's
// Info.plist (CFBundleURLTypes), so there is nothing to write here.
func installURLHandler(exe string, getenv func(string) string) (string, error) {
	if runtime.GOOS == "darwin" {
		return "macOS registers pace:// from Pace.app's Info.plist (CFBundleURLTypes, added by `make package-darwin`) when the app is first opened; nothing to do here.\nFrom Shortcuts or a launcher, run: " + exe + " open 'pace://chat?text=…'", nil
	}
	data := getenv("XDG_DATA_HOME")
	if data == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("find the home folder: %w", err)
		}
		data = filepath.Join(home, ".local", "share")
	}
	dir := filepath.Join(data, "applications")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("install the URL handler: %w", err)
	}
	path := filepath.Join(dir, desktopFile)
	if err := os.WriteFile(path, []byte(desktopEntry(exe)), 0o644); err != nil {
		return "", fmt.Errorf("install the URL handler: %w", err)
	}
	msg := "Wrote " + path + "."
	if xm, err := exec.LookPath("xdg-mime"); err == nil {
		if out, err := exec.Command(xm, "default", desktopFile, "x-scheme-handler/pace").CombinedOutput(); err != nil {
			return "", fmt.Errorf("xdg-mime default: %v: %s", err, out)
		}
		msg += " pace:// links now open Pace (xdg-mime default " + desktopFile + " x-scheme-handler/pace)."
	} else {
		msg += " xdg-mime is not installed; your desktop picks the handler up from the MimeType line."
	}
	if udd, err := exec.LookPath("update-desktop-database"); err == nil {
		exec.Command(udd, dir).Run() // a stale cache only delays the menu entry
	}
	return msg, nil
}
