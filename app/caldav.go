package app

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httputil"
	"net/url"
	"pace/egress"
	"path/filepath"
	"strings"
	"time"

	"github.com/zalando/go-keyring"

	"pace/agent/openai"
	"pace/caldav"
	"pace/store"
	"pace/tools"
)

// Settings keys of the CalDAV integration (Settings → Integrations). The
// password never is a setting: it lives in the OS keychain under
// caldavKeyring, account user@host.
const (
	SettingCalDAVURL       = "caldav.url"       // string: server or context URL
	SettingCalDAVUser      = "caldav.user"      // string
	SettingCalDAVSync      = "caldav.sync"      // string: task lists to sync, comma-separated
	SettingCalDAVReminders = "caldav.reminders" // string: the list exportToReminders writes to
)

// Environment overrides for headless use and tests.
const (
	envCalDAVURL       = "PACE_CALDAV_URL"
	envCalDAVUser      = "PACE_CALDAV_USER"
	envCalDAVPassword  = "PACE_CALDAV_PASSWORD"
	envCalDAVSync      = "PACE_CALDAV_SYNC"
	envCalDAVReminders = "PACE_CALDAV_REMINDERS"
)

const caldavKeyring = "Pace CalDAV"

// caldavSettings is the integration's configuration, environment first.
type caldavSettings struct {
	URL, User, Password string
	Sync                []string
	Reminders           string
	// AllowRemote is the one off-device consent (shared with the LLM).
	AllowRemote bool
}

func readCalDAVSettings(ctx context.Context, db *store.DB, getenv func(string) string) (caldavSettings, error) {
	var s caldavSettings
	var syncList string
	err := db.Read(ctx, func(tx *store.Tx) error {
		st := tx.Settings()
		for key, dst := range map[string]*string{SettingCalDAVURL: &s.URL, SettingCalDAVUser: &s.User,
			SettingCalDAVSync: &syncList, SettingCalDAVReminders: &s.Reminders} {
			if _, err := st.Get(key, dst); err != nil {
				return err
			}
		}
		_, err := st.Get(SettingLLMAllowRemote, &s.AllowRemote)
		return err
	})
	if err != nil {
		return s, err
	}
	for env, dst := range map[string]*string{envCalDAVURL: &s.URL, envCalDAVUser: &s.User, envCalDAVSync: &syncList, envCalDAVReminders: &s.Reminders} {
		if v := strings.TrimSpace(getenv(env)); v != "" {
			*dst = v
		}
	}
	s.Password = getenv(envCalDAVPassword)
	if s.Password == "" {
		s.Password = keyringPassword(s.URL, s.User)
	}
	for _, l := range strings.Split(syncList, ",") {
		if l = strings.TrimSpace(l); l != "" {
			s.Sync = append(s.Sync, l)
		}
	}
	return s, nil
}

// keyringPassword is the stored password of user at rawURL ("" if none or
// no keychain).
func keyringPassword(rawURL, user string) string {
	if rawURL == "" || user == "" {
		return ""
	}
	pw, _ := keyring.Get(caldavKeyring, keyringAccount(rawURL, user))
	return pw
}

func keyringAccount(rawURL, user string) string {
	if u, err := url.Parse(rawURL); err == nil && u.Host != "" {
		return user + "@" + u.Host
	}
	return user + "@" + rawURL
}

// SetCalDAVPassword stores the password (or app token) in the OS keychain;
// empty deletes it.
func SetCalDAVPassword(rawURL, user, password string) error {
	acct := keyringAccount(rawURL, user)
	if password == "" {
		if err := keyring.Delete(caldavKeyring, acct); err != nil && !errors.Is(err, keyring.ErrNotFound) {
			return err
		}
		return nil
	}
	return keyring.Set(caldavKeyring, acct, password)
}

// newCalDAVService builds the account's service, or errNoCalDAV when no
// URL is set. A non-loopback server needs the off-device consent
// (openai.ErrRemoteNotAllowed otherwise) and is audited like the LLM.
func newCalDAVService(s caldavSettings, db *store.DB, dataDir string, now func() time.Time, allowRemote bool) (*caldav.Service, error) {
	if s.URL == "" {
		return nil, errNoCalDAV
	}
	remote := !caldav.IsLoopback(s.URL)
	if remote && !s.AllowRemote && !allowRemote {
		return nil, fmt.Errorf("calendar server %s: %w (allow off-device servers in Settings → Brain, or pass --allow-remote)", s.URL, openai.ErrRemoteNotAllowed)
	}
	cl, err := caldav.New(caldav.Config{URL: s.URL, User: s.User, Password: s.Password}, caldavHTTPClient(s.URL, remote, dataDir, now))
	if err != nil {
		return nil, err
	}
	return caldav.NewService(cl, db, caldav.Options{Sync: s.Sync, Reminders: s.Reminders, Location: time.Local, Now: now}), nil
}

// errNoCalDAV: the integration is off.
var errNoCalDAV = errors.New("no calendar server is configured: set one in Settings → Integrations or PACE_CALDAV_URL")

// caldavHTTPClient is the one place the CalDAV *http.Client is made: an
// egress client (loopback only unless remote, the user's consent), whose
// requests to an off-device server are written to the off-device audit
// log, sizes only.
func caldavHTTPClient(endpoint string, remote bool, dataDir string, now func() time.Time) *http.Client {
	hc := egress.NewClient(egress.Policy{AllowRemote: remote, Timeout: 30 * time.Second})
	if remote {
		hc.Transport = &auditTransport{base: hc.Transport, log: openai.NewAuditLog(filepath.Join(dataDir, openai.AuditFileName)), endpoint: endpoint, now: now}
	}
	return hc
}

// auditTransport appends one off-device audit entry per CalDAV request.
type auditTransport struct {
	base     http.RoundTripper
	log      *openai.AuditLog
	endpoint string
	now      func() time.Time
}

func (t *auditTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	var sent, recv int64
	if dump, err := httputil.DumpRequestOut(req, false); err == nil {
		sent = int64(len(dump))
	}
	if req.ContentLength > 0 {
		sent += req.ContentLength
	}
	res, err := t.base.RoundTrip(req)
	if err == nil {
		if dump, derr := httputil.DumpResponse(res, false); derr == nil {
			recv = int64(len(dump))
		}
		if res.ContentLength > 0 {
			recv += res.ContentLength
		}
	}
	t.log.Append(openai.AuditEntry{At: t.now(), Endpoint: t.endpoint, Purpose: "caldav", Sent: sent, Received: recv})
	return res, err
}

// calendarAdapter gives the ToolBox the CalDAV account.
type calendarAdapter struct{ svc *caldav.Service }

var _ tools.Calendar = calendarAdapter{}

func (a calendarAdapter) Events(ctx context.Context, from, to time.Time) ([]tools.CalendarEvent, error) {
	evs, err := a.svc.Events(ctx, from, to)
	out := make([]tools.CalendarEvent, 0, len(evs))
	for _, e := range evs {
		out = append(out, tools.CalendarEvent{Title: e.Title, Start: e.Start, End: e.End, AllDay: e.AllDay, Calendar: e.Calendar, Busy: e.Busy})
	}
	return out, err
}

func (a calendarAdapter) ExportReminders(ctx context.Context, group string, ts []store.Task) ([]string, []string, string, error) {
	l, err := a.svc.ReminderList(ctx)
	if err != nil {
		return nil, nil, "", err
	}
	done, skipped, err := a.svc.Export(ctx, group, ts)
	titles := make([]string, 0, len(done))
	for _, d := range done {
		titles = append(titles, d.Title)
	}
	return titles, skipped, l.Name, err
}

func (a calendarAdapter) FlushReminders(ctx context.Context) error {
	_, err := a.svc.Flush(ctx)
	return err
}

// calendarProblem is the sentence a person reads for a CalDAV error, and
// what to do about it.
func calendarProblem(err error) string {
	switch {
	case errors.Is(err, errNoCalDAV):
		return "No calendar server is set up. Add one in Settings → Integrations (or set PACE_CALDAV_URL, PACE_CALDAV_USER and PACE_CALDAV_PASSWORD)."
	case errors.Is(err, openai.ErrRemoteNotAllowed):
		return "The calendar server is not on this machine, and off-device servers are not allowed. Allow them in Settings → Brain, or pass --allow-remote."
	case errors.Is(err, caldav.ErrAuth):
		return "The calendar server refused the user name or password. Check them; Fastmail and iCloud need an app password."
	case errors.Is(err, caldav.ErrNotCalDAV):
		return "That address answers, but not as a CalDAV server. Check the URL (Nextcloud: https://HOST/remote.php/dav)."
	case errors.Is(err, caldav.ErrUnreachable):
		return "The calendar server could not be reached. Check the address and the network; sync retries on its own."
	case errors.Is(err, caldav.ErrNoList):
		return sentenceOf(strings.TrimPrefix(err.Error(), caldav.ErrNoList.Error()+": ")) + " Check PACE_CALDAV_SYNC / PACE_CALDAV_REMINDERS or Settings → Integrations."
	case errors.Is(err, caldav.ErrNotConfigured):
		return "No calendar server URL is set."
	}
	return "The calendar server failed: " + err.Error()
}

func sentenceOf(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// wireCalDAV builds the account for a turn's tools when it is configured
// and allowed; otherwise errNoCalDAV or the consent error (the tools then
// go without a calendar, and `pace caldav test` says why).
func (c *cli) wireCalDAV(ctx context.Context, db *store.DB) (*caldav.Service, error) {
	s, err := readCalDAVSettings(ctx, db, c.env.Getenv)
	if err != nil {
		return nil, err
	}
	return newCalDAVService(s, db, c.dataDir, c.env.Now, false)
}

// flushCalDAV deletes on the server the VTODOs of exports just undone,
// when the integration is on; a failure waits for the next sync.
func (c *cli) flushCalDAV(db *store.DB) {
	ctx := context.Background()
	if svc, err := c.wireCalDAV(ctx, db); err == nil {
		if _, err := svc.Flush(ctx); err != nil {
			fmt.Fprintf(c.env.Stderr, "pace: %s The calendar server copy goes at the next sync.\n", calendarProblem(err))
		}
	}
}
