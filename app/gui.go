package app

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"sync/atomic"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"

	"pace/assets"
	"pace/brief"
	"pace/caldav"
	"pace/notch"
	"pace/thread"
	"pace/views"
)

// AppID is the desktop app's id; it equals FyneApp.toml's so preferences
// and storage land in the same place.
const AppID = "app.pace.desktop"

// pollEvery is how often the window asks SQLite whether another process
// (the CLI) committed: PRAGMA data_version is one cheap read, and a turn
// made elsewhere shows within a second.
const pollEvery = 250 * time.Millisecond

// gui is the running desktop app: one window with the thread and spaces,
// the quick panel and, where a tray host exists, the tray icon.
type gui struct {
	c     *cli
	w     *wiring
	ctx   context.Context
	app   fyne.App
	win   fyne.Window
	main  *views.Main
	conv  *conversation
	panel *notch.Panel
	pwin  fyne.Window
	desk  desktop.App // nil without a tray
	// replay re-speaks the last reply (the voice speaker); nil without voice.
	replay notch.Replayer
	// voice is push-to-talk (voice_gui.go).
	voice *guiVoice
	// sync is the background CalDAV sync (gui_caldav.go); nil when off.
	sync *caldav.Runner
	// ready closes when the window is built; hand-overs wait for it.
	ready chan struct{}
	// notes shows desktop notifications; calendar feeds the brief (nil: none).
	notes    *notifier
	calendar brief.Calendar
	// listening is true while push-to-talk has the microphone open.
	listening atomic.Bool
}

// runGUI opens the window. It returns when the app quits.
func (c *cli) runGUI() int {
	launched := time.Now()
	g := &gui{c: c, ready: make(chan struct{})}
	// One window per data folder: a second launch hands over and exits.
	srv, handed, code := c.claimInstance(g.serve)
	if handed {
		return code
	}
	if srv != nil {
		defer srv.Close()
	}
	// Before anything touches Fyne: without a display GLFW panics.
	if !hasDisplay(c.env.Getenv) {
		fmt.Fprintln(c.env.Stderr, noDisplay)
		return exitUsage
	}
	if !displayAnswers(c.env.Getenv) {
		fmt.Fprintf(c.env.Stderr, deadDisplay+"\n", "DISPLAY="+strconv.Quote(c.env.Getenv("DISPLAY")))
		return exitUsage
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	w, err := c.wire(ctx, brainChoice{lenient: true})
	if err != nil {
		fmt.Fprintf(c.env.Stderr, "pace: %v\n", err)
		return exitFail
	}
	w.thread.Start(ctx)
	wired := time.Since(launched)

	a := fyneapp.NewWithID(AppID)
	a.SetIcon(assets.App)
	g.w, g.ctx, g.app = w, ctx, a
	// The saved look before any widget exists: Fyne re-themes the window
	// only once it runs, so a widget drawn while building kept the system
	// variant's colours (a dark rail and cards under a Light choice).
	g.applyTheme(a.Settings().SetTheme)
	if w.caldav != nil { // the brief reads the account the tools already use
		g.calendar = briefCalendar{w.caldav}
	}
	g.notes = newNotifier(a, c.env.Now)
	defer g.notes.close()
	g.build()
	close(g.ready)
	g.startSchedulers()
	built := time.Since(launched)
	a.Lifecycle().SetOnStarted(func() {
		if l := c.startLink; l != nil {
			go g.openLink(*l)
		}
		go g.checkStore()
		go warmText(ctx)
		if c.env.Getenv("PACE_TRIM") != "off" {
			go trimMemory(ctx, trimEvery, trimSlack, g.w.db.ReleaseIdle)
		}
		if c.env.Getenv("PACE_MEASURE") != "" {
			fmt.Fprintf(c.env.Stderr, "pace: first frame after %d ms (store, tools and brains ready after %d ms, window built after %d ms)\n",
				time.Since(launched).Milliseconds(), wired.Milliseconds(), built.Milliseconds())
			go watchStalls(ctx, c.env.Stderr)
		}
		if c.env.Getenv("PACE_MEMSTATS") != "" {
			go logMemory(ctx, c.env.Stderr, 5*time.Second, c.env.Getenv("PACE_HEAPPROFILE"))
		}
	})
	a.Lifecycle().SetOnStopped(func() {
		if srv != nil {
			srv.Close() // a launch from now on starts its own window
		}
		g.main.Stop()
		g.voice.Close() // the hotkey, speech and the speech sidecars
		w.thread.Cancel()
		cancel()
		// A summary being written may finish before the store closes, but
		// quitting never waits on a slow model for more than a moment.
		waited := make(chan struct{})
		go func() { w.mem.Wait(); close(waited) }()
		select {
		case <-waited:
		case <-time.After(3 * time.Second):
		}
	})
	// SIGINT/SIGTERM quit through Fyne so the store closes cleanly.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		if _, ok := <-sigs; ok {
			fyne.Do(a.Quit)
		}
	}()
	defer signal.Stop(sigs)
	g.win.ShowAndRun()
	return exitOK
}

// checkStore runs the store's full integrity check in the background after
// the first frame (store.Open no longer scans the file, so start-up does not
// grow with it); a damaged file gets the failed-open recovery and its banner.
func (g *gui) checkStore() {
	rec, err := g.w.db.CheckAndRecover(g.ctx)
	switch {
	case err != nil && g.ctx.Err() == nil:
		fmt.Fprintf(g.c.env.Stderr, "pace: integrity check did not run: %v\n", err)
	case rec != nil:
		fmt.Fprintf(g.c.env.Stderr, "pace: WARNING: %s\n", rec.Message())
		fyne.Do(func() { g.main.ShowBanner(rec.Message()) })
	}
}

// build creates the window, the quick panel and the tray.
func (g *gui) build() {
	g.win = g.app.NewWindow("Pace")
	// Closing the window with unsaved note text asks first (the tray, when
	// there is one on macOS, hides it instead: installTray).
	g.win.SetCloseIntercept(func() { g.main.ConfirmLeave(g.win.Close) })
	g.win.SetIcon(assets.App)
	g.conv = &conversation{t: g.w.thread, ctx: g.ctx}
	if g.c.env.Getenv("PACE_MEASURE") != "" {
		g.conv.measure = g.c.env.Stderr
	}
	recovery := ""
	switch {
	case g.c.recovered != nil:
		recovery = g.c.recovered.Message()
	case g.w.db.ReadOnly():
		recovery = "Your data file " + g.w.db.Path() + " (or its folder) is read-only: Pace shows it as it is, and changes will fail until it is writable again."
	}
	_, canEdit := g.w.box.Registry().Lookup("updateNote")
	g.main = views.NewMain(views.Deps{
		DB:           g.w.db,
		Conv:         g.conv,
		Importer:     importer{g.w},
		Prefs:        prefs{g.w.db},
		Tester:       tester{g.c},
		Maint:        maintenance{g.c, g.w},
		Now:          g.c.env.Now,
		DataDir:      g.c.dataDir,
		Recovery:     recovery,
		CanEditNotes: canEdit,
		Brains:       brains{c: g.c, w: g.w},
		Search:       noteSearch{g.w.rag},
		UndoGroup:    importer{g.w}.UndoGroup,
	})
	g.conv.onError = func(msg string) {
		fyne.Do(func() {
			g.main.Thread.AddLocal(views.Turn{ID: fmt.Sprintf("undo-error-%d", time.Now().UnixNano()), Request: "Undo",
				Direct: true, Status: views.StatusFailed, Err: msg})
			// said where the Undo was pressed too (Today's or Projects' bar)
			g.main.Today.Say(msg)
			g.main.Projects.Say(msg)
		})
	}
	g.main.OnQuickPanel = g.openPanel
	g.main.Install(g.win)
	g.win.Resize(fyne.NewSize(1040, 720))
	g.win.CenterOnScreen()
	g.startCalDAV()
	g.main.Settings.Load()
	if err := g.main.Reload(); err != nil {
		fmt.Fprintf(g.c.env.Stderr, "pace: %v\n", err)
	}

	g.voice = newGUIVoice(g)
	g.replay = g.voice
	g.panel = notch.NewPanel(g.conv, g.conv, g.replay)
	g.panel.Now = g.c.env.Now
	var search views.NoteSearcher
	if g.w.rag != nil {
		search = noteSearch{g.w.rag}
	}
	g.panel.SetFinder(finder{db: g.w.db, search: search, now: g.c.env.Now}, g.openMatch)
	g.main.Thread.Listeners = append(g.main.Thread.Listeners, g.follow)
	// A call that cannot run as asked is refused by its tool, whose card
	// says why; nothing is put to the person.
	g.w.thread.SetApprover(approvalGate(g.w.box, g.approve, nil))
	// The window's turns are noted so that `pace undo` leaves them alone.
	g.w.thread.Subscribe(func(u thread.Update) {
		if (u.Turn.Status == thread.Done || u.Turn.Status == thread.FailedSt) && u.Turn.Changed {
			go recordTurn(context.Background(), g.c.db, surfaceWindow, u.Turn)
		}
	})
	g.main.Start(pollEvery)
	// Motion stops when the user asks for reduced motion (Settings).
	motion := func() {
		rm := g.main.Settings.Motion.Checked
		g.main.Thread.Signal.ReducedMotion, g.panel.Signal.ReducedMotion = rm, rm
	}
	motion()
	onChanged := g.main.Settings.OnChanged
	g.main.Settings.OnChanged = func(key string) {
		onChanged(key)
		if key == views.SettingReducedMotion {
			motion()
		}
		if key == views.SettingTheme {
			// The choice shows at once; the new look follows a frame
			// later, so the click is never left without an answer.
			time.AfterFunc(themeDelay, func() { fyne.Do(func() { g.applyTheme(g.main.ApplyTheme) }) })
		}
		if key == views.SettingDateOrder {
			g.c.applyDateOrder(g.w)
		}
	}
	g.applyTheme(g.app.Settings().SetTheme) // before the first frame: every space at once
	g.installSettings()
	g.hookVoice()
	g.installTray()
	g.main.Thread.FocusInput(g.win.Canvas())
}

// follow mirrors every thread update on the quick panel and the tray.
func (g *gui) follow(u views.Update) {
	t := u.Turn
	g.panel.Apply(notch.PanelUpdate{TurnID: t.ID, Reply: t.Reply, At: t.At, Done: t.Status == views.StatusDone,
		Changed: t.Changed, Undone: t.Undone, Signal: u.Signal})
	if g.desk != nil {
		g.desk.SetSystemTrayIcon(notch.TrayIcon(u.Signal, g.app.Settings().ThemeVariant()))
		switch t.Status {
		case views.StatusDone, views.StatusFailed, views.StatusCancelled:
			g.refreshTray()
		}
	}
}

// openPanel shows the quick panel: a small borderless window, centred, with
// the focus in its input.
func (g *gui) openPanel() {
	if g.pwin == nil {
		var w fyne.Window
		if d, ok := g.app.Driver().(desktop.Driver); ok {
			w = d.CreateSplashWindow()
			w.SetTitle("Pace") // a splash window is otherwise "Fyne Application"
		} else {
			w = g.app.NewWindow("Pace")
		}
		w.SetContent(g.panel.Content())
		w.Resize(notch.PanelSize)
		w.Canvas().SetOnTypedKey(func(k *fyne.KeyEvent) {
			if k.Name == fyne.KeyEscape {
				g.panel.Close()
			}
		})
		g.panel.OnClose = func() {
			g.voice.Stop() // Esc also stops speech
			w.Hide()
		}
		g.panel.OnResize = w.Resize
		g.pwin = w
	}
	g.panel.Opened()
	g.pwin.CenterOnScreen()
	g.pwin.Show()
	g.panel.Focus(g.pwin.Canvas())
}

// approve asks the user, on the UI goroutine, whether a risky tool may run.
func (g *gui) approve(ctx context.Context, sentence string) bool {
	detail := sentence
	ch := make(chan bool, 1)
	g.signal(notch.Signal{State: notch.Approval})
	shown := make(chan *dialog.ConfirmDialog, 1)
	fyne.Do(func() {
		d := dialog.NewConfirm("Allow this?", detail, func(ok bool) { ch <- ok }, g.win)
		d.SetConfirmText("Allow")
		d.SetDismissText("Cancel")
		d.Show()
		views.AnswerByKeys(g.win, d)
		g.win.RequestFocus()
		shown <- d
	})
	select {
	case ok := <-ch:
		return ok
	case <-ctx.Done():
		// Withdrawn (the command line that asked gave up or quit, or the
		// turn was cancelled): the question closes, nothing is approved.
		go func() {
			d := <-shown
			fyne.Do(d.Hide)
		}()
		return false
	}
}

// signal shows s on every surface (window, quick panel, tray) from any
// goroutine: voice sessions report Listening, Understanding and Speaking here.
func (g *gui) signal(s notch.Signal) {
	g.listening.Store(s.State == notch.Listening)
	fyne.Do(func() { g.main.Thread.Apply(views.Update{Signal: s, Pending: g.w.thread.Pending()}) })
}

// showWindow brings the main window forward.
func (g *gui) showWindow() {
	g.win.Show()
	g.win.RequestFocus()
}

// trayFirst: on macOS the app lives in the menu bar, so closing the window
// hides it instead of quitting.
func trayFirst() bool { return runtime.GOOS == "darwin" }

func (g *gui) quit() { g.main.ConfirmLeave(g.app.Quit) }

// applyTheme sets the look chosen in Settings → Appearance (system, light
// or dark) through set.
func (g *gui) applyTheme(set func(fyne.Theme)) {
	var v string
	prefs{g.w.db}.Get(views.SettingTheme, &v)
	start := time.Now()
	set(views.Theme{Variant: v})
	if g.c.env.Getenv("PACE_MEASURE") != "" {
		fmt.Fprintf(g.c.env.Stderr, "pace: theme %q applied in %d ms\n", v, time.Since(start).Milliseconds())
	}
}

// themeDelay lets the frame that shows the new choice be drawn before the
// window is re-drawn in the new theme.
const themeDelay = 30 * time.Millisecond
