// Command pace is a local-first personal assistant for the desktop.
//
// With no arguments it opens the window; with a subcommand it runs headless
// against the same store (see `pace help`).
package main

import (
	"os"

	"pace/app"
	_ "pace/app/fynelocale" // before Fyne's init reads the locale
)

func main() {
	os.Exit(app.Run(os.Args[1:], app.StdEnv()))
}
