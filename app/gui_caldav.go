package app

import (
	"context"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"pace/caldav"
	"pace/views"
)

// caldavAdmin backs Settings → Integrations: the keychain and the state of
// the window's background sync.
type caldavAdmin struct{ g *gui }

var _ views.CalDAVAdmin = caldavAdmin{}

func (a caldavAdmin) SetCalDAVPassword(url, user, pw string) error {
	return SetCalDAVPassword(url, user, pw)
}

func (a caldavAdmin) SyncStatus() string {
	r := a.g.sync
	if r == nil {
		if a.g.w.caldav == nil {
			return "Calendar sync is off: no server set (or an off-device one without consent). Changes here apply from Pace's next start."
		}
		return "Calendar on; no task list is set to sync."
	}
	st := r.Status()
	switch {
	case st.Running:
		return "Syncing…"
	case st.LastErr != nil:
		return fmt.Sprintf("%s Next try %s.", calendarProblem(st.LastErr), st.Next.Local().Format("15:04"))
	case st.LastOK.IsZero():
		return "Waiting for the first sync."
	}
	in, out := 0, 0
	for _, l := range st.Report.Lists {
		in += len(l.Pulled.Created) + len(l.Pulled.Updated) + len(l.Pulled.Deleted)
		out += len(l.Pushed.Created) + len(l.Pushed.Updated) + len(l.Pushed.Deleted)
	}
	return fmt.Sprintf("Last synced %s: %d from the server, %d to it.", st.LastOK.Local().Format("15:04"), in, out)
}

// startCalDAV gives Settings its CalDAV admin and, when task lists are set
// to sync, runs the background sync: at start, every five minutes, soon
// after a turn changed something, with back-off when the server is away.
// Notes (conflicts, kept tasks) appear in the thread; nothing blocks the UI.
func (g *gui) startCalDAV() {
	g.main.Settings.CalDAV = caldavAdmin{g}
	svc := g.w.caldav
	if svc == nil {
		return
	}
	// An undone export leaves VTODOs to delete on the server.
	g.main.Thread.Listeners = append(g.main.Thread.Listeners, func(u views.Update) {
		if u.Turn.Undone {
			go svc.Flush(g.ctx)
		}
	})
	s, err := readCalDAVSettings(g.ctx, g.w.db, g.c.env.Getenv)
	if err != nil || len(s.Sync) == 0 {
		return
	}
	r := &caldav.Runner{Sync: func(ctx context.Context) (caldav.Report, error) { return svc.Sync(ctx, "") }}
	r.OnPass = func(rep caldav.Report, err error) {
		notes := rep.Notes()
		fyne.Do(func() {
			g.main.Settings.Integrations.SyncState.SetText(caldavAdmin{g}.SyncStatus())
			if len(notes) > 0 {
				g.main.Thread.AddLocal(views.Turn{ID: fmt.Sprintf("sync-%d", time.Now().UnixNano()), Request: "Calendar sync",
					Direct: true, Local: true, Status: views.StatusDone, Reply: strings.Join(notes, "\n"), At: rep.At})
			}
			if rep.Changed() {
				g.main.Reload()
			}
		})
	}
	g.sync = r
	r.Start(g.ctx)
	g.main.Thread.Listeners = append(g.main.Thread.Listeners, func(u views.Update) {
		if u.Turn.Status == views.StatusDone && u.Turn.Changed {
			r.Kick()
		}
	})
}

// testCalDAV backs Settings' Test connection for CalDAV: the stored
// configuration with the URL and user typed, discovery, and the lists found.
func (c *cli) testCalDAV(ctx context.Context, url, user string) string {
	db, err := c.open()
	if err != nil {
		return "Could not open the data folder: " + err.Error()
	}
	s, err := readCalDAVSettings(ctx, db, c.env.Getenv)
	if err != nil {
		return "Could not read the settings: " + err.Error()
	}
	if u := strings.TrimSpace(url); u != "" && u != s.URL {
		s.URL, s.Password = u, ""
	}
	if u := strings.TrimSpace(user); u != "" {
		s.User = u
	}
	if s.Password == "" {
		s2 := s
		s2.Password = c.env.Getenv(envCalDAVPassword)
		if s2.Password == "" {
			s2.Password = keyringPassword(s.URL, s.User)
		}
		s = s2
	}
	svc, err := newCalDAVService(s, db, c.dataDir, c.env.Now, false)
	if err != nil {
		return calendarProblem(err)
	}
	acc, err := svc.Account(ctx, true)
	if err != nil {
		return calendarProblem(err)
	}
	return "Connected. Found:\n" + listsText(acc.Lists)
}
