package views

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Settings keys of the CalDAV integration; app.SettingCalDAV… read them.
const (
	SettingCalDAVURL       = "caldav.url"
	SettingCalDAVUser      = "caldav.user"
	SettingCalDAVSync      = "caldav.sync"      // task lists to sync, comma-separated
	SettingCalDAVReminders = "caldav.reminders" // the list exports go to
)

// CalDAVAdmin keeps the CalDAV password in the OS keychain and says how
// background sync stands. Its methods may block; Settings calls them off
// the UI goroutine.
type CalDAVAdmin interface {
	SetCalDAVPassword(url, user, password string) error
	// SyncStatus is one line: "Last synced 14:05: 2 from the server." or why not.
	SyncStatus() string
}

// integrations holds Settings → Integrations' widgets (named for tests).
type integrations struct {
	CalDAVURL, CalDAVUser, CalDAVSync, CalDAVReminders *entry
	CalDAVPassword                                     *entry
	SavePassword, TestCalDAV                           *widget.Button
	CalDAVResult, SyncState                            *widget.Label
}

// buildIntegrations makes the CalDAV section: server, user, password (to
// the keychain), the lists to sync and to export to, and Test connection,
// which lists the calendars and task lists found.
func (s *Settings) buildIntegrations(text func(key, hint string) *entry) fyne.CanvasObject {
	in := &s.Integrations
	in.CalDAVURL = text(SettingCalDAVURL, "e.g. https://dav.example.com (Radicale, Nextcloud …/remote.php/dav, Fastmail, iCloud)")
	in.CalDAVUser = text(SettingCalDAVUser, "user name")
	in.CalDAVSync = text(SettingCalDAVSync, "task lists to keep in step, e.g. Tasks, Garden")
	in.CalDAVReminders = text(SettingCalDAVReminders, "list that exports go to, e.g. Reminders")
	in.CalDAVPassword = s.passwordEntry("password or app password")
	in.CalDAVResult, in.SyncState = wrapped(""), wrapped("")
	in.SavePassword = widget.NewButton("Save password", func() {
		url, user, pw := strings.TrimSpace(in.CalDAVURL.Text), strings.TrimSpace(in.CalDAVUser.Text), in.CalDAVPassword.Text
		if s.CalDAV == nil {
			in.CalDAVResult.SetText("The keychain is not available in this build.")
			return
		}
		var err error
		s.Background(func() { err = s.CalDAV.SetCalDAVPassword(url, user, pw) }, func() {
			if err != nil {
				in.CalDAVResult.SetText("Could not save the password in the system keychain: " + err.Error())
				return
			}
			in.CalDAVPassword.SetText("")
			in.CalDAVResult.SetText("Saved in the system keychain.")
			s.changed(SettingCalDAVURL)
		})
	})
	in.TestCalDAV = widget.NewButton("Test connection", func() {
		s.test("caldav", in.CalDAVURL.Text, in.CalDAVUser.Text, in.CalDAVResult, in.TestCalDAV)
	})
	return container.NewVBox(
		widget.NewForm(widget.NewFormItem("Server", in.CalDAVURL), widget.NewFormItem("User", in.CalDAVUser),
			widget.NewFormItem("Password", container.NewBorder(nil, nil, nil, in.SavePassword, in.CalDAVPassword)),
			widget.NewFormItem("Sync task lists", in.CalDAVSync), widget.NewFormItem("Export to", in.CalDAVReminders)),
		hint("Nothing is contacted until a server is set. A server not on this computer needs the off-device consent (under Advanced)."),
		hint("Test connection works at once; a new server or list is used from Pace's next start."),
		container.NewBorder(nil, nil, in.TestCalDAV, nil, in.CalDAVResult),
		in.SyncState)
}

// loadIntegrations shows the stored values and the sync state.
func (s *Settings) loadIntegrations() {
	in := &s.Integrations
	for key, e := range map[string]*entry{SettingCalDAVURL: in.CalDAVURL, SettingCalDAVUser: in.CalDAVUser,
		SettingCalDAVSync: in.CalDAVSync, SettingCalDAVReminders: in.CalDAVReminders} {
		e.SetText(s.str(key))
	}
	if s.CalDAV == nil {
		return
	}
	var st string
	s.Background(func() { st = s.CalDAV.SyncStatus() }, func() { in.SyncState.SetText(st) })
}
