package views

import (
	"context"
	"testing"

	"fyne.io/fyne/v2/test"
)

type fakeCalDAV struct{ saved map[string]string }

func (f *fakeCalDAV) SetCalDAVPassword(url, user, pw string) error {
	f.saved[user+"@"+url] = pw
	return nil
}
func (f *fakeCalDAV) SyncStatus() string { return "Last synced 14:05: 1 from the server, 0 to it." }

type recordingTester struct{ kind, a, b string }

func (r *recordingTester) TestConnection(_ context.Context, kind, a, b string) (string, error) {
	r.kind, r.a, r.b = kind, a, b
	return "Connected. Found:\n- Tasks (task list) /alice/tasks/", nil
}

func TestSettingsIntegrations(t *testing.T) {
	newTestApp(t)
	p := memPrefs{}
	p.Set(SettingCalDAVURL, "http://127.0.0.1:5232/")
	rt := &recordingTester{}
	s := NewSettings(p, rt, nil, "/data", nil)
	cal := &fakeCalDAV{saved: map[string]string{}}
	s.CalDAV = cal
	s.Background = synchronous
	test.NewTempWindow(t, s.Content())
	s.Load()
	in := s.Integrations
	if in.CalDAVURL.Text != "http://127.0.0.1:5232/" || in.SyncState.Text != cal.SyncStatus() {
		t.Errorf("loaded url %q, sync state %q", in.CalDAVURL.Text, in.SyncState.Text)
	}
	test.Type(in.CalDAVUser, "alice")
	in.CalDAVUser.OnSubmitted(in.CalDAVUser.Text)
	var user string
	p.Get(SettingCalDAVUser, &user)
	if user != "alice" {
		t.Errorf("user saved as %q", user)
	}
	test.Type(in.CalDAVPassword, "s3cret")
	test.Tap(in.SavePassword)
	if cal.saved["alice@http://127.0.0.1:5232/"] != "s3cret" || in.CalDAVPassword.Text != "" {
		t.Errorf("password saved %v, field %q", cal.saved, in.CalDAVPassword.Text)
	}
	test.Tap(in.TestCalDAV)
	if rt.kind != "caldav" || rt.a != "http://127.0.0.1:5232/" || rt.b != "alice" || in.CalDAVResult.Text == "" {
		t.Errorf("test connection called with %+v, shows %q", rt, in.CalDAVResult.Text)
	}
}
