// Package app is Pace's composition root: it opens the store, wires the
// brains, tools and voice together, runs the command-line subcommands and
// starts the Fyne desktop app. Nothing imports app.
package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"pace/deeplink"
	"pace/store"
)

// Version is the release version, kept equal to FyneApp.toml's.
const Version = "0.1.0"

// Env is everything a command reads from the outside world. Tests build one
// with buffers, a fixed clock and a temporary data folder.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	Getenv func(string) string
	Now    func() time.Time
}

// StdEnv is the process's real environment.
func StdEnv() Env {
	return Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv, Now: time.Now}
}

// exit codes shared by every subcommand.
const (
	exitOK    = 0
	exitFail  = 1
	exitUsage = 2
)

// errUsage marks a mistake in how a command was called; Run prints usage and exits 2.
var errUsage = errors.New("usage")

// command is one `pace NAME` subcommand.
type command struct {
	name    string
	args    string // argument synopsis for usage
	summary string
	run     func(c *cli, args []string) error
}

// cli is one invocation: the environment, the global flags and the lazily
// opened store.
type cli struct {
	env     Env
	dataDir string
	// readOnly (--read-only) opens the store read-only even when writable.
	readOnly bool
	db       *store.DB
	// recovered is set when the store file could not be opened and an
	// in-memory store stands in for it.
	recovered *store.Recovery
	// closers run before the store closes (the rag engine's connection, sidecars).
	closers []func()
	// gui is the running window when this command was handed over to it
	// (instance.go); db is then the window's store, not closed here.
	gui      *gui
	borrowed bool
	// ctx, when set, bounds the command (a hand-over: the other process's
	// connection); nil means context.Background.
	ctx context.Context
	// startLink is a link to open once the window is up (pace open pace://panel
	// with no window running).
	startLink *deeplink.Link
	// unapproved holds the approval questions this command declined
	// (no --yes): printed with the reply, answered by the next `pace ask yes`.
	unapproved []string
	// approvedOnly are the sentences a "yes" approved (see cliApprover);
	// nil: whatever --yes allows.
	approvedOnly []string
}

func commands() []command {
	return []command{
		{"version", "", "print the version", cmdVersion},
		{"help", "[COMMAND]", "show help", cmdHelp},
		{"projects", "[--json] [--all]", "list projects with their tasks counted and milestones (archived ones with --all)", cmdProjects},
		{"tasks", "[--json] [--all]", "list tasks (open ones unless --all; --all includes archived projects' tasks)", cmdTasks},
		{"notes", "[--json] | import PATH... [--json] | status [--json]", "list, import or inspect notes", cmdNotes},
		{"ask", "[--json] [--yes] [--brain auto|grammar|llm] [--endpoint URL] [--model M] [--choose N] TEXT", "run one request and print the reply, tool cards and undo group", cmdAsk},
		{"dates", "[--ref RFC3339] [--order mdy|dmy] [--json] TEXT", "show the date and recurrence found in TEXT", cmdDates},
		{"undo", "[--json] [--group ID]", "revert everything the last turn did (--group: the turn with that id, as printed after each change)", cmdUndo},
		{"import", "[--replace] [--json] FILE.json | [--json] FILE.ics", "bring an export back (merge, or --replace existing items), or add the tasks (VTODOs) of an iCalendar file; undo with pace undo", cmdImport},
		{"route", "[--json] TEXT", "show how the grammar reads TEXT, executing nothing", cmdRoute},
		{"eval", "router [--cases FILE [--brain both|rules|classifier] [-v]] | notes [--dir DIR] | dates --cases FILE [--misses] | llm [--endpoint URL] [--model M] [--split NAME] [--limit N] [--allow-remote]; each [--json]", "run an eval and print its scores", cmdEval},
		{"calendar", "[--json] [--allow-remote] [WINDOW]", "show the calendar's events, free stretches and tasks due (today, tomorrow, this week, …)", cmdCalendar},
		{"sync", "[--list NAME] [--json] [--allow-remote]", "run one two-way task sync with the CalDAV server", cmdSync},
		{"caldav", "test [--json] [--allow-remote]", "connect to the CalDAV server and list its calendars and task lists", cmdCalDAV},
		{"export", "--ics FILE", "write every task to an iCalendar file", cmdExport},
		{"listen", "--file audio.wav [--stt URL] [--json] [--yes] [--brain auto|grammar|llm]", "transcribe a recording and run it as a request (JSON as ask, plus \"transcript\")", cmdListen},
		{"say", "[--tts URL] [--out file.wav] TEXT", "speak TEXT (or write it as a WAV file)", cmdSay},
		{"open", "URL", "run a pace:// link (in the running window, else here)", cmdOpen},
		{"brief", "[--json] [--notify]", "print today's brief (--notify: show it through the running window)", cmdBrief},
		{"install-url-handler", "", "register Pace as the handler of pace:// links for this user", cmdInstallURLHandler},
	}
}

func findCommand(name string) (command, bool) {
	for _, c := range commands() {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// Run executes `pace ARGS...` and returns the process exit code: 0 success,
// 1 failure, 2 usage error. With no subcommand it starts the GUI.
func Run(args []string, env Env) int {
	if env.Now == nil {
		env.Now = time.Now
	}
	if env.Getenv == nil {
		env.Getenv = os.Getenv
	}
	noBusAutolaunch()
	// Titles, replies and errors come from data and models: neutralise what
	// could rewrite the terminal before any of it is printed.
	env.Stdout, env.Stderr = newTermWriter(env.Stdout), newTermWriter(env.Stderr)
	c := &cli{env: env}
	fs := flag.NewFlagSet("pace", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&c.dataDir, "data", "", "data folder (default $PACE_DATA or the OS data dir)")
	fs.BoolVar(&c.readOnly, "read-only", false, "open the data file read-only: show it, change nothing")
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		c.usage(env.Stdout) // `pace --help` asked for it: not an error
		return exitOK
	} else if err != nil {
		fmt.Fprintf(env.Stderr, "pace: %v\n\n", err)
		c.usage(env.Stderr)
		return exitUsage
	}
	if c.dataDir == "" {
		c.dataDir = env.Getenv("PACE_DATA")
	}
	if c.dataDir == "" {
		c.dataDir = DefaultDataDir(env.Getenv)
	}
	defer c.close()
	rest := fs.Args()
	if len(rest) == 0 {
		return c.runGUI()
	}
	// `pace pace://…` is how the OS hands over a link (the desktop entry's
	// Exec=pace %u, the Windows registry's "%1"): the window runs it —
	// the running one, or a new one.
	if isLink(rest[0]) {
		if len(rest) > 1 {
			fmt.Fprintf(env.Stderr, "pace: a link comes alone; got %q after it\n", rest[1])
			return exitUsage
		}
		l, err := deeplink.Parse(rest[0])
		if err != nil {
			fmt.Fprintf(env.Stderr, "pace: nothing was run: %v\n", err)
			return exitUsage
		}
		c.startLink = &l
		return c.runGUI()
	}
	// PACE_HANDOVER=off runs the command here even while a window runs on
	// the folder (the window then shows its turn as one made elsewhere).
	if handedOver[rest[0]] && !c.readOnly && env.Getenv("PACE_HANDOVER") != "off" {
		if code, ok := c.handOver(rest); ok {
			return code
		}
	}
	return c.dispatch(rest)
}

// dispatch runs the subcommand rest[0] and maps its error to an exit code.
func (c *cli) dispatch(rest []string) int {
	env := c.env
	cmd, ok := findCommand(rest[0])
	if !ok {
		fmt.Fprintf(env.Stderr, "pace: unknown command %q\n\n", rest[0])
		c.usage(env.Stderr)
		return exitUsage
	}
	err := cmd.run(c, rest[1:])
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, errUsage), errors.Is(err, flag.ErrHelp):
		if !errors.Is(err, flag.ErrHelp) && err != errUsage {
			fmt.Fprintf(env.Stderr, "pace %s: %v\n", cmd.name, err)
		}
		fmt.Fprintf(env.Stderr, "usage: pace %s %s\n", cmd.name, cmd.args)
		return exitUsage
	default:
		var ex exitError
		if errors.As(err, &ex) {
			return ex.code
		}
		fmt.Fprintf(env.Stderr, "pace %s: %v\n", cmd.name, err)
		return exitFail
	}
}

// exitError ends a command with a specific code after it printed its own message.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit %d", e.code) }

func usageErr(format string, a ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{errUsage}, a...)...)
}

func (c *cli) usage(w io.Writer) {
	fmt.Fprintln(w, "usage: pace [--data DIR] [--read-only] [COMMAND] [ARGS]")
	fmt.Fprintln(w, "\nWith no command, pace opens the desktop app. Commands:")
	cmds := commands()
	sort.Slice(cmds, func(i, j int) bool { return cmds[i].name < cmds[j].name })
	for _, cmd := range cmds {
		fmt.Fprintf(w, "  %s %s\n      %s\n", cmd.name, cmd.args, cmd.summary)
	}
	fmt.Fprintln(w, "\nThe data folder is --data DIR, else $PACE_DATA, else the OS data dir.")
}

// flags returns a FlagSet for a subcommand that reports errors as usage errors.
func (c *cli) flags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parse parses a subcommand's flags, allowing flags after positional
// arguments ("pace dates 'tomorrow' --json").
func (c *cli) parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if len(args) > 0 && textNotFlag(args[0]) {
			// "- invoice Delgado $2,450\n- invoice Pruitt": a bulleted
			// request, not a flag
			pos = append(pos, args[0])
			args = args[1:]
			continue
		}
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, usageErr("%v", err)
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if rest[0] == "--" {
			return append(pos, rest[1:]...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// textNotFlag reports an argument that starts with a dash but is words, not
// a flag: its name (before any "=") holds a space or a line break, or it
// is a dash alone before text ("- buy milk").
func textNotFlag(arg string) bool {
	if !strings.HasPrefix(arg, "-") || arg == "-" || arg == "--" {
		return false
	}
	name, _, _ := strings.Cut(arg, "=")
	return strings.ContainsAny(name, " \t\n")
}

// parseFlagsOnly parses a subcommand that takes flags and no positional arguments.
func (c *cli) parseFlagsOnly(fs *flag.FlagSet, args []string) error {
	rest, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageErr("unexpected argument %q", rest[0])
	}
	return nil
}

// DefaultDataDir is Pace's folder in the OS data dir: $XDG_DATA_HOME/pace
// (~/.local/share/pace) on Linux, ~/Library/Application Support/Pace on macOS,
// %AppData%\Pace on Windows.
func DefaultDataDir(getenv func(string) string) string {
	home, _ := os.UserHomeDir()
	switch runtime.GOOS {
	case "darwin":
		return filepath.Join(home, "Library", "Application Support", "Pace")
	case "windows":
		if d := getenv("AppData"); d != "" {
			return filepath.Join(d, "Pace")
		}
		return filepath.Join(home, "AppData", "Roaming", "Pace")
	default:
		if d := getenv("XDG_DATA_HOME"); d != "" {
			return filepath.Join(d, "pace")
		}
		return filepath.Join(home, ".local", "share", "pace")
	}
}

// open opens the store once per invocation. When the file is unusable it
// falls back to an in-memory store and says so on stderr; write commands call
// mustPersist to fail in that case.
func (c *cli) open() (*store.DB, error) {
	if c.db != nil {
		return c.db, nil
	}
	db, rec, err := store.OpenOrRecover(filepath.Join(c.dataDir, store.FileName), store.Options{Now: c.env.Now, ReadOnly: c.readOnly})
	if err != nil {
		return nil, err
	}
	if rec != nil {
		c.recovered = rec
		fmt.Fprintf(c.env.Stderr, "pace: WARNING: %s\n", rec.Message())
	}
	switch {
	case db.ReadOnly() && c.readOnly:
		fmt.Fprintf(c.env.Stderr, "pace: your data file %s is open read-only (--read-only): it is shown as it is, and nothing can be changed.\n", db.Path())
	case db.ReadOnly():
		fmt.Fprintf(c.env.Stderr, "pace: your data file %s (or its folder) is read-only: it is shown as it is, and nothing can be changed until it is writable again.\n", db.Path())
	}
	c.db = db
	return db, nil
}

// errStandIn: a read command would be reading the temporary in-memory
// stand-in, not the user's file.
var errStandIn = errors.New("not showing anything: your data file could not be opened, and the temporary stand-in holds none of your data")

// openForRead opens the store for a read command. On the stand-in it fails
// (exit 1) instead of printing an empty list as if it were the user's:
// with asJSON, stdout carries {"error": …}.
func (c *cli) openForRead(asJSON bool) (*store.DB, error) {
	db, err := c.open()
	if err != nil || c.recovered == nil {
		return db, err
	}
	if asJSON {
		if err := writeJSON(c.env.Stdout, map[string]any{"error": errStandIn.Error(), "recovery": c.recovered.Message()}); err != nil {
			return nil, err
		}
		return nil, exitError{exitFail}
	}
	return nil, errStandIn
}

// mustPersist fails a write command when the store is the in-memory stand-in,
// so a script never believes a write landed on disk when it did not.
func (c *cli) mustPersist() error {
	if c.recovered != nil {
		return fmt.Errorf("refusing to write: the data file could not be opened (%s)", c.recovered.Err)
	}
	if c.db != nil && c.db.ReadOnly() {
		return readOnlyError{dir: c.dataDir, asked: c.readOnly}
	}
	return nil
}

// readOnlyError is a write refused because the data folder (or pace.db in
// it) is read-only, or was opened so (asked: --read-only); it names the
// folder and the fix, and wraps store.ErrReadOnlyFile.
type readOnlyError struct {
	dir   string
	asked bool
}

func (e readOnlyError) Error() string {
	if e.asked {
		return fmt.Sprintf("nothing was changed: your data folder %s was opened with --read-only. Run the command again without it.", e.dir)
	}
	return fmt.Sprintf("nothing was changed: your data folder %s (or pace.db in it) is read-only. Make it writable again (chmod u+w) and run the command again.", e.dir)
}

func (e readOnlyError) Unwrap() error { return store.ErrReadOnlyFile }

func (c *cli) close() {
	for i := len(c.closers) - 1; i >= 0; i-- {
		c.closers[i]()
	}
	c.closers = nil
	if c.db != nil && !c.borrowed {
		c.db.Close()
	}
}

func cmdVersion(c *cli, args []string) error {
	if len(args) > 0 {
		return usageErr("unexpected argument %q", args[0])
	}
	fmt.Fprintf(c.env.Stdout, "pace %s (%s, %s/%s)\n", Version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return nil
}

func cmdHelp(c *cli, args []string) error {
	switch len(args) {
	case 0:
		c.usage(c.env.Stdout)
		return nil
	case 1:
		cmd, ok := findCommand(args[0])
		if !ok {
			return usageErr("unknown command %q", args[0])
		}
		fmt.Fprintf(c.env.Stdout, "usage: pace %s %s\n\n%s\n", cmd.name, cmd.args, cmd.summary)
		return nil
	}
	return usageErr("name one command")
}

// isLink reports an argument that names the pace: scheme.
func isLink(s string) bool {
	return len(s) > len(deeplink.Scheme) && strings.EqualFold(s[:len(deeplink.Scheme)+1], deeplink.Scheme+":")
}

// joinArgs joins positional words into one request text.
func joinArgs(args []string) string { return strings.TrimSpace(strings.Join(args, " ")) }
