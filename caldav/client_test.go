package caldav_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"pace/caldav"
	"pace/caldav/caldavtest"
)

var ctx = context.Background()

func dial(t *testing.T, srv *caldavtest.Server, user, pass string) *caldav.Client {
	t.Helper()
	c, err := caldav.New(caldav.Config{URL: srv.URL, User: user, Password: pass}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestDiscoverRadicale(t *testing.T) {
	srv := caldavtest.Start(t)
	srv.MakeCalendar("alice", "work", "Work", "VEVENT")
	srv.MakeCalendar("alice", "tasks", "Tasks", "VTODO")
	acc, err := dial(t, srv, "alice", caldavtest.Users["alice"]).Discover(ctx)
	if err != nil {
		t.Fatalf("Discover: %v", err)
	}
	if acc.Principal != "/alice/" || acc.HomeSet != "/alice/" {
		t.Errorf("principal %q home %q", acc.Principal, acc.HomeSet)
	}
	want := []caldav.List{{Path: "/alice/tasks/", Name: "Tasks", Todos: true}, {Path: "/alice/work/", Name: "Work", Events: true}}
	if fmt.Sprint(acc.Lists) != fmt.Sprint(want) {
		t.Errorf("lists = %+v, want %+v", acc.Lists, want)
	}
}

func TestDiscoverErrors(t *testing.T) {
	srv := caldavtest.Start(t)
	plain := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<html><body>Welcome to my blog</body></html>")
	}))
	defer plain.Close()
	gone := httptest.NewServer(http.NotFoundHandler())
	gone.Close() // nothing listens there any more
	cases := []struct {
		name, url, user, pass string
		want                  error
	}{
		{"wrong password", srv.URL, "alice", "not-it", caldav.ErrAuth},
		{"unknown user", srv.URL, "mallory", "x", caldav.ErrAuth},
		{"a web page, not CalDAV", plain.URL, "alice", "x", caldav.ErrNotCalDAV},
		{"nothing listening", gone.URL, "alice", "x", caldav.ErrUnreachable},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cl, err := caldav.New(caldav.Config{URL: c.url, User: c.user, Password: c.pass}, nil)
			if err != nil {
				t.Fatal(err)
			}
			_, err = cl.Discover(ctx)
			if !errors.Is(err, c.want) {
				t.Errorf("Discover = %v, want %v", err, c.want)
			}
		})
	}
	if _, err := caldav.New(caldav.Config{URL: "ftp://example.com"}, nil); err == nil {
		t.Error("New(ftp URL) gave no error")
	}
}
