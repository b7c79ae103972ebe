package app

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pace/instance"
	"pace/store"
)

// startWiring wires c with the grammar brain and starts its thread's
// worker until the test ends.
func startWiring(t *testing.T, c *cli) (*wiring, context.Context) {
	t.Helper()
	t.Cleanup(c.close)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	w, err := c.wire(ctx, brainChoice{mode: BrainGrammar})
	if err != nil {
		t.Fatal(err)
	}
	w.thread.Start(ctx)
	return w, ctx
}

// windowStub is a running "window" for the data folder: the real wiring,
// thread worker and instance endpoint, without Fyne (no UI action is used).
func windowStub(t *testing.T, dir string) *gui {
	t.Helper()
	env, _, _, _ := undoEnv(t)
	env.Getenv = func(k string) string { return "" }
	c := &cli{env: env, dataDir: dir}
	w, ctx := startWiring(t, c)
	g := &gui{c: c, w: w, ctx: ctx, ready: make(chan struct{})}
	close(g.ready)
	srv, err := instance.Listen(dir, g.serve)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	return g
}

// With a window running, write commands run in its thread: the turns land
// in the window's conversation, once, and undo marks them there.
func TestHandOverToTheWindow(t *testing.T) {
	dir := t.TempDir()
	g := windowStub(t, dir)
	code, out, errs := runPace(t, dir, "ask", "--json", "remind me to feed the cat tomorrow at 8am")
	if code != 0 || !strings.Contains(out, `"undo_group"`) {
		t.Fatalf("ask: %d %q %q", code, out, errs)
	}
	code, out, errs = runPace(t, dir, "open", "pace://add?text=buy%20stamps%20friday")
	if code != 0 || !strings.Contains(out, "Queued in the Pace window") {
		t.Fatalf("open: %d %q %q", code, out, errs)
	}
	turns := g.w.thread.Turns()
	if len(turns) != 2 || turns[0].Request != "remind me to feed the cat tomorrow at 8am" {
		t.Fatalf("window thread: %+v", turns)
	}
	// Risky and not approved with --yes: the window's approver (none here) refuses.
	runPace(t, dir, "ask", "delete the feed the cat task")
	if n := openTasks(t, g); n != 2 {
		t.Fatalf("%d open tasks after an unapproved delete, want 2", n)
	}
	if code, out, errs = runPace(t, dir, "ask", "--yes", "delete the feed the cat task"); code != 0 || openTasks(t, g) != 1 {
		t.Fatalf("ask --yes: %d %q %q", code, out, errs)
	}
	// The window notes every turn its thread runs (as its GUI does); a
	// turn handed over from the command line is still the command line's
	// to undo with `pace undo`.
	handed := g.w.thread.Turns()[len(g.w.thread.Turns())-1]
	if err := recordTurn(context.Background(), g.w.db, surfaceWindow, handed); err != nil {
		t.Fatal(err)
	}
	if code, _, errs = runPace(t, dir, "undo"); code != 0 {
		t.Fatalf("undo: %d %q", code, errs)
	}
	last := g.w.thread.Turns()[len(g.w.thread.Turns())-1]
	if !last.Undone || openTasks(t, g) != 2 {
		t.Fatalf("after undo: last turn %+v, %d open tasks", last, openTasks(t, g))
	}
	// Read-only commands still run here.
	if code, out, _ = runPace(t, dir, "tasks"); code != 0 || !strings.Contains(out, "buy stamps") {
		t.Fatalf("tasks: %d %q", code, out)
	}
}

func openTasks(t *testing.T, g *gui) int {
	t.Helper()
	var n int
	g.w.db.Read(context.Background(), func(tx *store.Tx) error {
		ts, err := tx.Tasks().List(store.TaskFilter{Status: "open"})
		n = len(ts)
		return err
	})
	return n
}

func TestOpenRejectsAndRunsNothing(t *testing.T) {
	dir := t.TempDir()
	for _, link := range []string{"pace://chat?text=a&text=b", "pace://delete?text=x", "pace://chat?text=%ZZ"} {
		code, out, errs := runPace(t, dir, "open", link)
		if code != exitUsage || out != "" || !strings.Contains(errs, "nothing was run") {
			t.Errorf("%s: %d %q %q", link, code, out, errs)
		}
	}
	code, out, _ := runPace(t, dir, "tasks", "--json")
	if code != 0 || strings.TrimSpace(out) != "[]" {
		t.Fatalf("something was written: %q", out)
	}
}

func TestOpenHeadless(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runPace(t, dir, "open", "pace://add?text=water%20the%20ferns%20tomorrow%20at%209am")
	if code != 0 || !strings.Contains(out, "“water the ferns”") {
		t.Fatalf("add: %d %q %q", code, out, errs)
	}
	code, out, errs = runPace(t, dir, "open", "pace://capture?text=ideas%20for%20the%20garden")
	if code != 0 || !strings.Contains(out, "ideas for the garden") {
		t.Fatalf("capture: %d %q %q", code, out, errs)
	}
	// A link never approves a risky step by itself.
	code, _, errs = runPace(t, dir, "open", "pace://chat?text=delete%20the%20ferns%20task")
	if code == 0 || !strings.Contains(errs, "a link cannot give it") {
		t.Fatalf("risky link: %d %q", code, errs)
	}
	if _, out, _ = runPace(t, dir, "tasks"); !strings.Contains(out, "water the ferns") {
		t.Fatalf("the task was deleted by a link: %q", out)
	}
	if code, out, _ = runPace(t, dir, "brief", "--json"); code != 0 || !strings.Contains(out, `"due_today"`) {
		t.Fatalf("brief --json: %d %q", code, out)
	}
}

func TestDesktopEntry(t *testing.T) {
	e := desktopEntry("/opt/my apps/pace")
	for _, want := range []string{`Exec="/opt/my apps/pace" %u`, "MimeType=x-scheme-handler/pace;", "Icon=app.pace.desktop"} {
		if !strings.Contains(e, want) {
			t.Errorf("desktop entry lacks %q:\n%s", want, e)
		}
	}
	// make install's copy is the same entry with Exec=pace.
	installed, err := os.ReadFile(filepath.Join("..", "assets", "linux", desktopFile))
	if err != nil || string(installed) != desktopEntry("pace") {
		t.Errorf("assets/linux/%s differs from desktopEntry(\"pace\") (%v):\n%s", desktopFile, err, installed)
	}
	if got := desktopQuote("/usr/bin/pace"); got != "/usr/bin/pace" {
		t.Errorf("plain path quoted: %q", got)
	}
	if got := desktopQuote(`/a"b$c`); got != `"/a\"b\$c"` {
		t.Errorf("quote: %q", got)
	}
}

// `pace URL` (how the OS hands a link over) refuses a bad link before any
// window starts.
func TestLinkArgumentRejected(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{{"pace://chat?text=a&text=b"}, {"PACE://nope"}, {"pace://panel", "extra"}} {
		code, out, errs := runPace(t, dir, args...)
		if code != exitUsage || out != "" || errs == "" {
			t.Errorf("%q: %d %q %q", args, code, out, errs)
		}
	}
	if !isLink("Pace://today") || isLink("pace") || isLink("space://x") {
		t.Error("isLink")
	}
}
