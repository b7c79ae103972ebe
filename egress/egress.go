// Package egress is Pace's one way out to the network. It builds every
// *http.Client Pace uses (the LLM, model discovery, embeddings, speech to
// text, text to speech and the Settings tests), so the privacy promise is
// kept where requests actually go, not where their URLs say they go:
//
//   - every request's URL is checked before anything is sent: http or https
//     only, no user name or password in it, and a host off this machine only
//     with the user's consent (ErrNotConsented otherwise);
//   - the dialer checks the resolved address of every connection (a name that
//     resolves off this machine is refused without consent), and the
//     localhost names of RFC 6761 ("localhost", "*.localhost") are dialled on
//     127.0.0.1/::1 without asking DNS;
//   - proxies ($HTTP_PROXY, $HTTPS_PROXY) are never used for loopback, and not
//     at all without consent;
//   - redirects are followed only within the same scheme, host and port
//     (ErrRedirect otherwise), so a loopback server cannot forward a request
//     off the machine behind the caller's back.
//
// Errors never carry a URL's password: Redact is used for every address
// that ends up in a message.
package egress

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"golang.org/x/net/http/httpproxy"
)

// Errors of this package; the edge turns them into sentences.
var (
	// ErrNotConsented: the address is not on this machine and the user has
	// not allowed sending data off it (Settings → Brain, llm.allow_remote).
	ErrNotConsented = errors.New("the address is not on this machine and sending data off it is not allowed")
	// ErrCredentialsInURL: the address carries a user name or password;
	// keys belong in the keychain.
	ErrCredentialsInURL = errors.New("the address carries a user name or password")
	// ErrRedirect: the server redirected the request to another scheme, host
	// or port, which is not followed.
	ErrRedirect = errors.New("the server redirected the request to another address")
	// ErrBadURL: not an http(s) address with a host.
	ErrBadURL = errors.New("not an http or https address")
)

// maxRedirects bounds same-origin redirects.
const maxRedirects = 5

// Policy is what a client may do. The zero value reaches only this machine.
type Policy struct {
	// AllowRemote is the user's consent to send data off this machine.
	AllowRemote bool
	// Timeout bounds each request as a whole (http.Client.Timeout); zero
	// means none.
	Timeout time.Duration
	// Lookup resolves a host name; nil uses net.DefaultResolver. Tests use
	// it to make a name resolve where they want.
	Lookup func(ctx context.Context, host string) ([]net.IPAddr, error)
	// Proxy is the proxy configuration for off-device requests; nil reads
	// $HTTP_PROXY, $HTTPS_PROXY and $NO_PROXY when the client is made.
	Proxy *httpproxy.Config
}

// NewClient returns a client that keeps p (see the package comment). Each
// call makes a fresh transport; callers keep the client for reuse.
func NewClient(p Policy) *http.Client {
	if p.Lookup == nil {
		p.Lookup = net.DefaultResolver.LookupIPAddr
	}
	proxy := p.Proxy
	if proxy == nil {
		proxy = httpproxy.FromEnvironment()
	}
	proxyFor := proxy.ProxyFunc()
	d := &net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}
	t := &http.Transport{
		Proxy: func(req *http.Request) (*url.URL, error) {
			if !p.AllowRemote || IsLoopbackHost(req.URL.Hostname()) {
				return nil, nil
			}
			return proxyFor(req.URL)
		},
		DialContext:           p.dialer(d),
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          16,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ExpectContinueTimeout: time.Second,
	}
	return &http.Client{Transport: &guard{p: p, base: t}, Timeout: p.Timeout, CheckRedirect: checkRedirect}
}

// guard refuses a request whose URL breaks the policy before the transport
// sees it; it runs for every hop of a redirect chain.
type guard struct {
	p    Policy
	base http.RoundTripper
}

func (g *guard) RoundTrip(req *http.Request) (*http.Response, error) {
	if err := g.p.Allowed(req.URL); err != nil {
		if req.Body != nil {
			req.Body.Close()
		}
		return nil, err
	}
	return g.base.RoundTrip(req)
}

// Allowed reports whether p lets a request go to u: nil, or an error
// wrapping ErrBadURL, ErrCredentialsInURL or ErrNotConsented.
func (p Policy) Allowed(u *url.URL) error {
	switch {
	case u == nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https"):
		return fmt.Errorf("%s: %w", redactURL(u), ErrBadURL)
	case u.User != nil:
		return fmt.Errorf("%s: %w", redactURL(u), ErrCredentialsInURL)
	case !p.AllowRemote && !IsLoopbackHost(u.Hostname()):
		return fmt.Errorf("%s: %w", redactURL(u), ErrNotConsented)
	}
	return nil
}

// dialer resolves addr itself and dials only the addresses the policy
// allows, so what is checked is what is connected to.
func (p Policy) dialer(d *net.Dialer) func(ctx context.Context, network, addr string) (net.Conn, error) {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		host, port, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, err
		}
		var ips []net.IP
		switch ip := net.ParseIP(host); {
		case ip != nil:
			ips = []net.IP{ip}
		case isLocalhostName(host):
			// RFC 6761 §6.3: localhost names are loopback; DNS is not asked.
			ips = []net.IP{net.IPv4(127, 0, 0, 1), net.IPv6loopback}
		default:
			addrs, err := p.Lookup(ctx, host)
			if err != nil {
				return nil, err
			}
			for _, a := range addrs {
				ips = append(ips, a.IP)
			}
		}
		var firstErr error
		for _, ip := range ips {
			if !ip.IsLoopback() && !p.AllowRemote {
				// One address off the machine refuses the name: it is not local.
				return nil, fmt.Errorf("dial %s (%s): %w", host, ip, ErrNotConsented)
			}
		}
		for _, ip := range ips {
			c, err := d.DialContext(ctx, network, net.JoinHostPort(ip.String(), port))
			if err == nil {
				return c, nil
			}
			if firstErr == nil {
				firstErr = err
			}
		}
		if firstErr == nil {
			firstErr = fmt.Errorf("dial %s: no address", host)
		}
		return nil, firstErr
	}
}

// checkRedirect follows a redirect only to the origin the chain started at.
func checkRedirect(req *http.Request, via []*http.Request) error {
	if len(via) >= maxRedirects {
		return fmt.Errorf("stopped after %d redirects: %w", len(via), ErrRedirect)
	}
	from := via[0].URL
	if origin(req.URL) != origin(from) {
		return fmt.Errorf("%s redirected to %s: %w", redactURL(from), redactURL(req.URL), ErrRedirect)
	}
	return nil
}

// IsLoopback reports whether an endpoint URL points at this machine by its
// host: "localhost", a name under ".localhost", 127.0.0.0/8 or ::1. Any
// other host, this machine's LAN address included, is off the device.
func IsLoopback(endpoint string) bool {
	u, err := url.Parse(endpoint)
	if err != nil {
		return false
	}
	return IsLoopbackHost(u.Hostname())
}

// IsLoopbackHost is IsLoopback for a bare host (no port).
func IsLoopbackHost(host string) bool {
	if isLocalhostName(host) {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func isLocalhostName(host string) bool {
	h := strings.ToLower(strings.TrimSuffix(host, "."))
	return h == "localhost" || strings.HasSuffix(h, ".localhost")
}

// ParseURL reads an address a person typed: surrounding space trimmed,
// "http://" added when there is no scheme, trailing slashes, query and
// fragment dropped. Errors wrap ErrBadURL or ErrCredentialsInURL and show
// the address without its password.
func ParseURL(raw string) (*url.URL, error) {
	raw = strings.TrimSpace(raw)
	if raw != "" && !strings.Contains(raw, "://") {
		raw = "http://" + raw
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("%q: %w", Redact(raw), ErrBadURL)
	}
	if u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, fmt.Errorf("%s: %w", redactURL(u), ErrBadURL)
	}
	if u.User != nil {
		return nil, fmt.Errorf("%s: %w", redactURL(u), ErrCredentialsInURL)
	}
	u.Path = strings.TrimRight(u.Path, "/")
	u.RawPath, u.RawQuery, u.Fragment = "", "", ""
	return u, nil
}

// APIURL joins an OpenAI-style base URL and an API path such as
// "/v1/embeddings". The base may be given with or without its "/v1" and
// with trailing slashes, as servers' docs and SDKs write it:
// "http://127.0.0.1:8080", "http://127.0.0.1:8080/" and
// "http://127.0.0.1:8080/v1/" all give "http://127.0.0.1:8080/v1/embeddings".
// A base that ends in another version ("/api/v2") keeps it and gets the
// path after it.
func APIURL(base, path string) string {
	base = strings.TrimRight(strings.TrimSpace(base), "/")
	if strings.HasSuffix(base, "/v1") && strings.HasPrefix(path, "/v1/") {
		path = strings.TrimPrefix(path, "/v1")
	}
	return base + path
}

// Check is ParseURL followed by the consent check: the address as a string
// (no trailing slash) when p allows it. Errors wrap ErrBadURL,
// ErrCredentialsInURL or ErrNotConsented.
func (p Policy) Check(raw string) (string, error) {
	u, err := ParseURL(raw)
	if err != nil {
		return "", err
	}
	if err := p.Allowed(u); err != nil {
		return "", err
	}
	return u.String(), nil
}

// Origin is the scheme, host and port of an address with the port always
// written ("https://h" → "https://h:443"), so "http://h" and "https://h"
// differ: an API key is bound to one origin.
func Origin(raw string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("%q: %w", Redact(raw), ErrBadURL)
	}
	return origin(u), nil
}

func origin(u *url.URL) string {
	scheme := strings.ToLower(u.Scheme)
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[scheme]
	}
	return scheme + "://" + net.JoinHostPort(strings.ToLower(u.Hostname()), port)
}

// Redact returns raw with any password replaced by "xxxxx" (and a
// user-name-only userinfo dropped), for messages and logs. Text that is not
// a URL is returned with everything before an "@" removed.
func Redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		if i := strings.LastIndex(raw, "@"); i >= 0 {
			return raw[i+1:]
		}
		return raw
	}
	return redactURL(u)
}

func redactURL(u *url.URL) string {
	if u == nil {
		return "(no address)"
	}
	c := *u
	if c.User != nil {
		if _, has := c.User.Password(); has {
			c.User = url.UserPassword("xxxxx", "xxxxx")
		} else {
			c.User = url.User("xxxxx")
		}
	}
	return c.String()
}
