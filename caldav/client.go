package caldav

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"pace/egress"
	"slices"
	"strings"
	"time"

	"github.com/emersion/go-ical"
	"github.com/emersion/go-webdav"
	"github.com/emersion/go-webdav/caldav"
	"github.com/emersion/go-webdav/carddav"
)

// List is one calendar collection on the server: a calendar (VEVENT), a
// task list (VTODO), or both.
type List struct {
	Path   string `json:"path"`
	Name   string `json:"name"`
	Events bool   `json:"events"`
	Todos  bool   `json:"todos"`
}

// Account is what discovery found: the principal, its calendar home set
// and the collections in it, by path.
type Account struct {
	Principal string `json:"principal"`
	HomeSet   string `json:"home_set"`
	Lists     []List `json:"lists"`
}

// Object is one calendar object resource: its path, ETag (unquoted) and
// parsed iCalendar data (nil when only the ETag was asked for).
type Object struct {
	Path string
	ETag string
	Cal  *ical.Calendar
}

// Client speaks CalDAV to one account. It is safe for concurrent use.
type Client struct {
	cfg  Config
	hc   *http.Client
	tr   *transport
	dav  *caldav.Client
	sync *carddav.Client // RFC 6578 sync-collection, which go-webdav exposes there
}

// New returns a client for cfg over hc (the one HTTP client app builds;
// nil means a client with a 30 s timeout). It contacts nothing. Errors: a
// URL that is not http(s).
func New(cfg Config, hc *http.Client) (*Client, error) {
	if strings.TrimSpace(cfg.URL) == "" {
		return nil, ErrNotConfigured
	}
	u, err := url.Parse(strings.TrimSpace(cfg.URL))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("caldav: server URL %q is not an http(s) URL", cfg.URL)
	}
	if hc == nil {
		hc = egress.NewClient(egress.Policy{Timeout: 30 * time.Second})
	}
	c := &Client{cfg: cfg, hc: hc, tr: &transport{hc: hc, user: cfg.User, pass: cfg.Password}}
	if err := c.point(u.String()); err != nil {
		return nil, err
	}
	return c, nil
}

func (c *Client) point(endpoint string) error {
	dav, err := caldav.NewClient(c.tr, endpoint)
	if err != nil {
		return fmt.Errorf("caldav: %w", err)
	}
	sc, err := carddav.NewClient(c.tr, endpoint)
	if err != nil {
		return fmt.Errorf("caldav: %w", err)
	}
	c.dav, c.sync = dav, sc
	return nil
}

// Discover finds the principal (RFC 5397), the calendar home set (RFC
// 4791 §6.2.1) and its collections, falling back to /.well-known/caldav
// (RFC 6764 §5) when the URL itself is not a DAV endpoint. Errors: ErrAuth,
// ErrUnreachable, ErrNotCalDAV (the server answers but not as CalDAV).
func (c *Client) Discover(ctx context.Context) (Account, error) {
	principal, err := c.dav.FindCurrentUserPrincipal(ctx)
	if err != nil && !errors.Is(err, ErrAuth) && !errors.Is(classify("", err), ErrUnreachable) && ctx.Err() == nil {
		if loc, ok := c.wellKnown(ctx); ok {
			if perr := c.point(loc); perr == nil {
				principal, err = c.dav.FindCurrentUserPrincipal(ctx)
			}
		}
	}
	if err != nil {
		return Account{}, notCalDAV("find principal", err)
	}
	if principal == "" {
		return Account{}, fmt.Errorf("find principal: %w: no current-user-principal", ErrNotCalDAV)
	}
	home, err := c.dav.FindCalendarHomeSet(ctx, principal)
	if err != nil {
		return Account{}, notCalDAV("find calendar home set", err)
	}
	cals, err := c.dav.FindCalendars(ctx, home)
	if err != nil {
		return Account{}, notCalDAV("list calendars", err)
	}
	acc := Account{Principal: principal, HomeSet: home, Lists: []List{}}
	for _, cal := range cals {
		l := List{Path: cal.Path, Name: cal.Name}
		if l.Name == "" {
			l.Name = strings.Trim(pathBase(cal.Path), "/")
		}
		// An empty supported-calendar-component-set means every component.
		l.Events = len(cal.SupportedComponentSet) == 0 || slices.Contains(cal.SupportedComponentSet, ical.CompEvent)
		l.Todos = len(cal.SupportedComponentSet) == 0 || slices.Contains(cal.SupportedComponentSet, ical.CompToDo)
		acc.Lists = append(acc.Lists, l)
	}
	slices.SortFunc(acc.Lists, func(a, b List) int { return strings.Compare(a.Path, b.Path) })
	return acc, nil
}

// notCalDAV keeps auth and transport failures as they are and calls
// anything else during discovery "not CalDAV": the server answered, but
// not with the properties a CalDAV server must have.
func notCalDAV(op string, err error) error {
	err = classify(op, err)
	if errors.Is(err, ErrAuth) || errors.Is(err, ErrUnreachable) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return fmt.Errorf("%w (%v)", ErrNotCalDAV, err)
}

// wellKnown asks /.well-known/caldav where the service lives. The
// redirect is read, not followed: Go would turn a redirected PROPFIND into
// a GET.
func (c *Client) wellKnown(ctx context.Context) (string, bool) {
	base, _ := url.Parse(c.cfg.URL)
	wk := base.ResolveReference(&url.URL{Path: "/.well-known/caldav"})
	req, err := http.NewRequestWithContext(ctx, "PROPFIND", wk.String(), nil)
	if err != nil {
		return "", false
	}
	req.Header.Set("Depth", "0")
	req.SetBasicAuth(c.cfg.User, c.cfg.Password)
	nc := *c.hc
	nc.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := nc.Do(req)
	if err != nil {
		return "", false
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
	resp.Body.Close()
	if resp.StatusCode < 300 || resp.StatusCode > 399 {
		return "", false
	}
	loc, err := resp.Location()
	if err != nil {
		return "", false
	}
	return loc.String(), true
}

func pathBase(p string) string {
	p = strings.TrimSuffix(p, "/")
	if i := strings.LastIndex(p, "/"); i >= 0 {
		return p[i+1:]
	}
	return p
}

// Events returns the objects of list holding a VEVENT that overlaps
// [from, to) (the server applies the RFC 4791 §9.9 time-range, recurrences
// included); the caller expands them with Expand.
func (c *Client) Events(ctx context.Context, list string, from, to time.Time) ([]Object, error) {
	q := &caldav.CalendarQuery{
		CompRequest: caldav.CalendarCompRequest{Name: ical.CompCalendar, AllProps: true, AllComps: true},
		CompFilter: caldav.CompFilter{Name: ical.CompCalendar, Comps: []caldav.CompFilter{
			{Name: ical.CompEvent, Start: from.UTC(), End: to.UTC()}}},
	}
	objs, err := c.dav.QueryCalendar(ctx, list, q)
	if err != nil {
		return nil, classify("query events", err)
	}
	return objects(objs), nil
}

// Todos returns every object of list holding a VTODO, with its data.
func (c *Client) Todos(ctx context.Context, list string) ([]Object, error) {
	q := &caldav.CalendarQuery{
		CompRequest: caldav.CalendarCompRequest{Name: ical.CompCalendar, AllProps: true, AllComps: true},
		CompFilter:  caldav.CompFilter{Name: ical.CompCalendar, Comps: []caldav.CompFilter{{Name: ical.CompToDo}}},
	}
	objs, err := c.dav.QueryCalendar(ctx, list, q)
	if err != nil {
		return nil, classify("query tasks", err)
	}
	return objects(objs), nil
}

// Get fetches the objects at paths (all in list) with one
// calendar-multiget REPORT; paths the server no longer has are left out.
func (c *Client) Get(ctx context.Context, list string, paths []string) ([]Object, error) {
	if len(paths) == 0 {
		return nil, nil
	}
	objs, err := c.dav.MultiGetCalendar(ctx, list, &caldav.CalendarMultiGet{Paths: paths,
		CompRequest: caldav.CalendarCompRequest{Name: ical.CompCalendar, AllProps: true, AllComps: true}})
	if err != nil {
		return nil, classify("fetch tasks", err)
	}
	return objects(objs), nil
}

func objects(in []caldav.CalendarObject) []Object {
	out := make([]Object, 0, len(in))
	for _, o := range in {
		out = append(out, Object{Path: o.Path, ETag: o.ETag, Cal: o.Data})
	}
	return out
}

// Create writes cal at path only if nothing is there yet (If-None-Match: *)
// and returns the new ETag. Errors: ErrPrecondition when path exists.
func (c *Client) Create(ctx context.Context, path string, cal *ical.Calendar) (string, error) {
	return c.put(withCond(ctx, "If-None-Match", "*"), path, cal)
}

// Update replaces the object at path only if it still has etag (If-Match)
// and returns the new ETag. Errors: ErrPrecondition when it changed or went.
func (c *Client) Update(ctx context.Context, path, etag string, cal *ical.Calendar) (string, error) {
	return c.put(withCond(ctx, "If-Match", quoteETag(etag)), path, cal)
}

func (c *Client) put(ctx context.Context, path string, cal *ical.Calendar) (string, error) {
	obj, err := c.dav.PutCalendarObject(ctx, path, cal)
	if err != nil {
		return "", classify("write "+path, err)
	}
	if obj.ETag != "" {
		return obj.ETag, nil
	}
	// Some servers send no ETag on PUT (RFC 4791 §5.3.4 allows it).
	fi, err := c.dav.Stat(withCond(ctx, "", ""), path)
	if err != nil {
		return "", classify("stat "+path, err)
	}
	return strings.Trim(fi.ETag, `"`), nil
}

// Delete removes the object at path if it still has etag ("" removes
// whatever is there). A path already gone counts as done. Errors:
// ErrPrecondition when it changed since.
func (c *Client) Delete(ctx context.Context, path, etag string) error {
	if etag != "" {
		ctx = withCond(ctx, "If-Match", quoteETag(etag))
	}
	err := c.dav.RemoveAll(ctx, path)
	if isStatus(err, 404, 410) {
		return nil
	}
	return classify("delete "+path, err)
}

// Changes is what moved in a collection since a sync-token (RFC 6578):
// paths added or changed with their new ETags, paths deleted, and the
// token to pass next time.
type Changes struct {
	Token   string
	Updated []Object // Path and ETag only
	Deleted []string
}

// ErrNoSyncCollection: the server does not offer sync-collection on this
// collection, or refused the token (RFC 6578 §3.2 valid-sync-token); the
// caller falls back to comparing ETags.
var ErrNoSyncCollection = errors.New("caldav: sync-collection not available")

// Changes asks for what changed in list since token ("" = everything).
func (c *Client) Changes(ctx context.Context, list, token string) (Changes, error) {
	// go-webdav offers the generic RFC 6578 REPORT on its CardDAV client; the
	// report is not specific to address books, and the address-data it also
	// asks for simply comes back as not found.
	resp, err := c.sync.SyncCollection(ctx, list, &carddav.SyncQuery{SyncToken: token})
	if err != nil {
		err = classify("sync-collection", err)
		if errors.Is(err, ErrAuth) || errors.Is(err, ErrUnreachable) || ctx.Err() != nil {
			return Changes{}, err
		}
		return Changes{}, fmt.Errorf("%w: %v", ErrNoSyncCollection, err)
	}
	if resp.SyncToken == "" {
		return Changes{}, ErrNoSyncCollection
	}
	ch := Changes{Token: resp.SyncToken}
	for _, o := range resp.Updated {
		ch.Updated = append(ch.Updated, Object{Path: o.Path, ETag: o.ETag})
	}
	ch.Deleted = resp.Deleted
	return ch, nil
}

func quoteETag(e string) string {
	if strings.HasPrefix(e, `"`) || strings.HasPrefix(e, "W/") {
		return e
	}
	return `"` + e + `"`
}

type condKey struct{}

type cond struct{ header, value string }

// withCond attaches a conditional-request header for the transport: go-webdav
// v0.6 has no If-Match on PUT and DELETE, so it travels in the context.
func withCond(ctx context.Context, header, value string) context.Context {
	return context.WithValue(ctx, condKey{}, cond{header, value})
}

// transport adds basic auth and conditional headers to every request and
// turns a non-2xx answer into a *StatusError before go-webdav reads it.
type transport struct {
	hc         *http.Client
	user, pass string
}

func (t *transport) Do(req *http.Request) (*http.Response, error) {
	if t.user != "" || t.pass != "" {
		req.SetBasicAuth(t.user, t.pass)
	}
	if c, ok := req.Context().Value(condKey{}).(cond); ok && c.header != "" && (req.Method == http.MethodPut || req.Method == http.MethodDelete) {
		req.Header.Set(c.header, c.value)
	}
	resp, err := t.hc.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode/100 != 2 {
		io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
		resp.Body.Close()
		return nil, &StatusError{Code: resp.StatusCode, Method: req.Method, Path: req.URL.Path}
	}
	return resp, nil
}

var _ webdav.HTTPClient = (*transport)(nil)
