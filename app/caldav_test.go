package app

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"pace/agent/openai"
	"pace/store"
	"pace/store/storetest"
)

func TestCalDAVAuditsOffDeviceRequests(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok")) }))
	defer srv.Close()
	dir := t.TempDir()
	now := func() time.Time { return time.Date(2026, 11, 26, 15, 0, 0, 0, time.UTC) }
	for _, remote := range []bool{false, true} {
		resp, err := caldavHTTPClient("https://dav.example.com/", remote, dir, now).Get(srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	tot, err := openai.NewAuditLog(filepath.Join(dir, openai.AuditFileName)).Totals()
	if err != nil || tot.Requests != 1 || tot.Sent == 0 || tot.Received == 0 || len(tot.Endpoints) != 1 || tot.Endpoints[0] != "https://dav.example.com/" {
		t.Errorf("audit totals %+v %v: want exactly the off-device request", tot, err)
	}
}

func TestCalDAVSettingsFromEnvironment(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	env := map[string]string{envCalDAVURL: "http://127.0.0.1:5232/", envCalDAVUser: "alice", envCalDAVPassword: "pw",
		envCalDAVSync: " Tasks , Garden,, ", envCalDAVReminders: "Reminders"}
	s, err := readCalDAVSettings(t.Context(), db, func(k string) string { return env[k] })
	if err != nil || s.URL != env[envCalDAVURL] || s.User != "alice" || s.Password != "pw" || len(s.Sync) != 2 || s.Sync[1] != "Garden" || s.Reminders != "Reminders" {
		t.Errorf("settings %+v %v", s, err)
	}
	if _, err := newCalDAVService(caldavSettings{URL: "https://dav.example.com/"}, db, t.TempDir(), time.Now, false); err == nil {
		t.Error("an off-device server without consent was accepted")
	}
	if _, err := newCalDAVService(caldavSettings{URL: "https://dav.example.com/", AllowRemote: true}, db, t.TempDir(), time.Now, false); err != nil {
		t.Errorf("with consent: %v", err)
	}
}
