// Package caldav connects Pace to a CalDAV server (RFC 4791): discovery of
// the principal, calendar home set and collections (RFC 6764 well-known
// URLs), reading events for the agenda, exporting tasks as VTODOs and the
// two-way task sync. The wire protocol is github.com/emersion/go-webdav and
// the iCalendar objects github.com/emersion/go-ical; recurrences expand
// through teambition/rrule-go. The pure VEVENT/VTODO mapping lives in
// mapping.go, the sync engine in sync.go.
package caldav

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
)

// Config names the account. Password may be an app password or token.
type Config struct {
	// URL is the server's base or context URL ("https://dav.example.com",
	// "https://cloud.example.com/remote.php/dav").
	URL      string
	User     string
	Password string
}

// Typed errors; user-facing wording is made at the edge from these.
var (
	// ErrAuth: the server refused the user name or password (HTTP 401/403).
	ErrAuth = errors.New("caldav: the server refused the credentials")
	// ErrNotCalDAV: the URL answers but is not a CalDAV server (no
	// principal, no calendar home set, no multistatus answers).
	ErrNotCalDAV = errors.New("caldav: not a CalDAV server")
	// ErrUnreachable: the server could not be reached (DNS, refused, timeout).
	ErrUnreachable = errors.New("caldav: server unreachable")
	// ErrPrecondition: the object changed on the server since we read it
	// (HTTP 412 on an If-Match or If-None-Match write).
	ErrPrecondition = errors.New("caldav: the object changed on the server")
	// ErrNoList: no task list or calendar has that name.
	ErrNoList = errors.New("caldav: no such list")
	// ErrNotConfigured: no server URL is set.
	ErrNotConfigured = errors.New("caldav: no server configured")
)

// IsLoopback reports whether rawURL's host is this machine (localhost,
// 127.0.0.0/8, ::1): such a server is on-device and needs no consent.
func IsLoopback(rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil {
		return false
	}
	h := u.Hostname()
	if strings.EqualFold(h, "localhost") {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}

// StatusError is a non-2xx answer from the server, with its HTTP status.
type StatusError struct {
	Code   int
	Method string
	Path   string
}

func (e *StatusError) Error() string { return fmt.Sprintf("%s %s: HTTP %d", e.Method, e.Path, e.Code) }

// Is lets errors.Is see 401/403 as ErrAuth and 412 as ErrPrecondition.
func (e *StatusError) Is(target error) bool {
	switch target {
	case ErrAuth:
		return e.Code == 401 || e.Code == 403
	case ErrPrecondition:
		return e.Code == 412
	}
	return false
}

// isStatus reports whether err is a StatusError with one of codes.
func isStatus(err error, codes ...int) bool {
	var se *StatusError
	if !errors.As(err, &se) {
		return false
	}
	for _, c := range codes {
		if se.Code == c {
			return true
		}
	}
	return false
}

// classify wraps err with op and, for a transport failure, ErrUnreachable.
func classify(op string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("%s: %w", op, err)
	}
	var se *StatusError
	if errors.As(err, &se) {
		return fmt.Errorf("%s: %w", op, err)
	}
	var ne net.Error
	var ue *url.Error
	if errors.As(err, &ne) || errors.As(err, &ue) {
		return fmt.Errorf("%s: %w: %v", op, ErrUnreachable, err)
	}
	return fmt.Errorf("%s: %w", op, err)
}
