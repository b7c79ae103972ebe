package egress

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/http/httpproxy"
)

// recorder is an HTTP server on 127.0.0.1 that records the requests it gets
// (as an origin server or, for absolute-form request lines, as a proxy).
type recorder struct {
	*httptest.Server
	mu   sync.Mutex
	got  []string // "METHOD URL body"
	then http.HandlerFunc
}

func newRecorder(t *testing.T, then http.HandlerFunc) *recorder {
	t.Helper()
	r := &recorder{then: then}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		b, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		r.got = append(r.got, req.Method+" "+req.URL.String()+" "+string(b))
		r.mu.Unlock()
		if r.then != nil {
			r.then(w, req)
			return
		}
		io.WriteString(w, "ok")
	}))
	t.Cleanup(r.Close)
	return r
}

func (r *recorder) requests() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.got...)
}

// port is the recorder's port on 127.0.0.1.
func (r *recorder) port() string {
	u, _ := url.Parse(r.URL)
	return u.Port()
}

// lookupTo resolves every name to ip.
func lookupTo(ip string) func(context.Context, string) ([]net.IPAddr, error) {
	return func(context.Context, string) ([]net.IPAddr, error) {
		return []net.IPAddr{{IP: net.ParseIP(ip)}}, nil
	}
}

func post(t *testing.T, c *http.Client, u, body string) (string, error) {
	t.Helper()
	res, err := c.Post(u, "text/plain", strings.NewReader(body))
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return string(b), nil
}

// A loopback server that redirects elsewhere must not carry the request off
// the machine: without consent the next hop is refused by name, with
// consent because it changes origin. The other server hears nothing.
func TestRedirectOffOrigin(t *testing.T) {
	elsewhere := newRecorder(t, nil)
	for _, c := range []struct {
		name   string
		target string
		policy Policy
		want   error
	}{
		{"to a remote name without consent", "http://notes.example:" + elsewhere.port() + "/v1/embeddings",
			Policy{Lookup: lookupTo("127.0.0.1")}, ErrRedirect},
		{"to a remote name with consent", "http://notes.example:" + elsewhere.port() + "/v1/embeddings",
			Policy{AllowRemote: true, Lookup: lookupTo("127.0.0.1"), Proxy: &httpproxy.Config{}}, ErrRedirect},
		{"to another loopback port", elsewhere.URL + "/v1/embeddings", Policy{}, ErrRedirect},
		{"from http to https on the same host", strings.Replace(elsewhere.URL, "http:", "https:", 1), Policy{}, ErrRedirect},
	} {
		t.Run(c.name, func(t *testing.T) {
			redirector := newRecorder(t, func(w http.ResponseWriter, r *http.Request) {
				http.Redirect(w, r, c.target, http.StatusTemporaryRedirect)
			})
			_, err := post(t, NewClient(c.policy), redirector.URL+"/v1/embeddings", "secret note text")
			if !errors.Is(err, c.want) {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
			if got := elsewhere.requests(); len(got) != 0 {
				t.Fatalf("the redirect target heard %q", got)
			}
		})
	}
}

func TestRedirectSameOriginFollowed(t *testing.T) {
	var srv *recorder
	srv = newRecorder(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/old" {
			http.Redirect(w, r, srv.URL+"/new", http.StatusTemporaryRedirect)
			return
		}
		io.WriteString(w, "moved here")
	})
	got, err := post(t, NewClient(Policy{}), srv.URL+"/old", "x")
	if err != nil || got != "moved here" {
		t.Fatalf("got %q, %v", got, err)
	}
}

// A "*.localhost" name is loopback: it is dialled on 127.0.0.1 directly,
// never through a proxy or DNS, with or without consent.
func TestLocalhostNamesSkipProxyAndDNS(t *testing.T) {
	proxy := newRecorder(t, nil)
	target := newRecorder(t, func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "direct") })
	noDNS := func(_ context.Context, host string) ([]net.IPAddr, error) {
		t.Errorf("DNS asked for %q", host)
		return nil, errors.New("no DNS in this test")
	}
	for _, allow := range []bool{false, true} {
		p := Policy{AllowRemote: allow, Lookup: noDNS,
			Proxy: &httpproxy.Config{HTTPProxy: proxy.URL, HTTPSProxy: proxy.URL}}
		for _, host := range []string{"anything.localhost", "localhost", "LOCALHOST.", "127.0.0.1"} {
			got, err := post(t, NewClient(p), "http://"+host+":"+target.port()+"/v1/chat/completions", "the whole prompt")
			if err != nil || got != "direct" {
				t.Errorf("allow=%v %s: got %q, %v", allow, host, got, err)
			}
		}
	}
	if got := proxy.requests(); len(got) != 0 {
		t.Fatalf("the proxy heard %q", got)
	}
}

// With consent, an off-device request may use the configured proxy.
func TestRemoteUsesProxyOnlyWithConsent(t *testing.T) {
	proxy := newRecorder(t, nil)
	p := Policy{AllowRemote: true, Proxy: &httpproxy.Config{HTTPProxy: proxy.URL}}
	if _, err := post(t, NewClient(p), "http://models.example/v1/models", "hi"); err != nil {
		t.Fatal(err)
	}
	if got := proxy.requests(); len(got) != 1 || !strings.Contains(got[0], "models.example") {
		t.Fatalf("proxy heard %q", got)
	}
	p.AllowRemote = false
	if _, err := post(t, NewClient(p), "http://models.example/v1/models", "hi"); !errors.Is(err, ErrNotConsented) {
		t.Fatalf("without consent: %v", err)
	}
	if got := proxy.requests(); len(got) != 1 {
		t.Fatalf("proxy heard %q without consent", got)
	}
}

// The dialer checks what a name resolves to, not what it looks like.
func TestDialerChecksResolvedAddress(t *testing.T) {
	target := newRecorder(t, nil)
	for _, c := range []struct {
		addr, resolves string
		allow          bool
		want           error
	}{
		{"intranet.test:" + target.port(), "10.1.2.3", false, ErrNotConsented},
		{"10.1.2.3:80", "", false, ErrNotConsented},
		{"[fd00::1]:80", "", false, ErrNotConsented},
		{"intranet.test:" + target.port(), "127.0.0.1", false, nil},
	} {
		p := Policy{AllowRemote: c.allow, Lookup: lookupTo(c.resolves)}
		conn, err := p.dialer(&net.Dialer{})(context.Background(), "tcp", c.addr)
		if conn != nil {
			conn.Close()
		}
		if !errors.Is(err, c.want) && !(c.want == nil && err == nil) {
			t.Errorf("dial %s → %s: err = %v, want %v", c.addr, c.resolves, err, c.want)
		}
	}
}

// Credentials never travel in a URL, and never reach an error message.
func TestCredentialsInURL(t *testing.T) {
	srv := newRecorder(t, nil)
	withCreds := "http://alice:hunter2@127.0.0.1:" + srv.port() + "/inference"
	_, err := post(t, NewClient(Policy{}), withCreds, "audio")
	if !errors.Is(err, ErrCredentialsInURL) {
		t.Fatalf("err = %v", err)
	}
	if strings.Contains(err.Error(), "hunter2") {
		t.Fatalf("the error shows the password: %v", err)
	}
	if len(srv.requests()) != 0 {
		t.Fatal("the server heard the request")
	}
	if _, err := ParseURL(withCreds); !errors.Is(err, ErrCredentialsInURL) || strings.Contains(err.Error(), "hunter2") ||
		strings.Contains(err.Error(), "alice") {
		t.Fatalf("ParseURL: %v", err)
	}
	if got := Redact("https://tok3n@api.example/v1"); strings.Contains(got, "tok3n") {
		t.Fatalf("Redact = %q", got)
	}
}

func TestCheck(t *testing.T) {
	for _, c := range []struct {
		raw   string
		allow bool
		want  string
		err   error
	}{
		{"127.0.0.1:8081/", false, "http://127.0.0.1:8081", nil},
		{" http://speech.localhost:8880/v1/ ", false, "http://speech.localhost:8880/v1", nil},
		{"http://[::1]:8178", false, "http://[::1]:8178", nil},
		{"http://192.168.1.20:8178", false, "", ErrNotConsented},
		{"https://stt.example/v1", false, "", ErrNotConsented},
		{"https://stt.example/v1", true, "https://stt.example/v1", nil},
		{"ftp://127.0.0.1/", false, "", ErrBadURL},
		{"http://u:p@127.0.0.1", true, "", ErrCredentialsInURL},
	} {
		got, err := Policy{AllowRemote: c.allow}.Check(c.raw)
		if got != c.want || !errors.Is(err, c.err) {
			t.Errorf("Check(%q, allow=%v) = %q, %v; want %q, %v", c.raw, c.allow, got, err, c.want, c.err)
		}
	}
}

func TestOriginBindsScheme(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"https://h/v1", "https://H:443/v2"},
		{"http://h", "http://h:80/v1"},
	} {
		oa, _ := Origin(c.a)
		ob, _ := Origin(c.b)
		if oa != ob {
			t.Errorf("Origin(%q) = %q, Origin(%q) = %q; want equal", c.a, oa, c.b, ob)
		}
	}
	s, _ := Origin("https://h")
	p, _ := Origin("http://h")
	if s == p {
		t.Fatalf("https://h and http://h share the origin %q", s)
	}
}

func TestAPIURL(t *testing.T) {
	for _, c := range []struct{ base, path, want string }{
		{"http://127.0.0.1:8080", "/v1/embeddings", "http://127.0.0.1:8080/v1/embeddings"},
		{"http://127.0.0.1:8080/", "/v1/embeddings", "http://127.0.0.1:8080/v1/embeddings"},
		{"http://127.0.0.1:8080/v1", "/v1/embeddings", "http://127.0.0.1:8080/v1/embeddings"},
		{"http://127.0.0.1:8080/v1/", "/v1/audio/speech", "http://127.0.0.1:8080/v1/audio/speech"},
		{"http://127.0.0.1:8080/v1//", "/v1/audio/speech", "http://127.0.0.1:8080/v1/audio/speech"},
		{" http://127.0.0.1:8080/v1 ", "/v1/embeddings", "http://127.0.0.1:8080/v1/embeddings"},
		{"https://h.example/openai/v1", "/v1/embeddings", "https://h.example/openai/v1/embeddings"},
		{"https://h.example/api/v2", "/v1/embeddings", "https://h.example/api/v2/v1/embeddings"},
		{"http://127.0.0.1:8080/v1", "/inference", "http://127.0.0.1:8080/v1/inference"},
	} {
		if got := APIURL(c.base, c.path); got != c.want {
			t.Errorf("APIURL(%q, %q) = %q, want %q", c.base, c.path, got, c.want)
		}
	}
}
