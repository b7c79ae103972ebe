package openai

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httputil"
	"sync"
	"sync/atomic"
	"time"

	"pace/agent"
	"pace/egress"
)

// counter totals the bytes of the requests made under one context: what a
// turn sent (request line, headers and body as written on the wire) and
// received (status line, headers and body as read).
type counter struct{ sent, recv atomic.Int64 }

type counterKey struct{}

func withCounter(ctx context.Context, c *counter) context.Context {
	return context.WithValue(ctx, counterKey{}, c)
}

// meteredTransport counts bytes into the request context's counter and
// bounds the connect phase: if response headers have not arrived within
// connect, the request fails with ErrTimeout.
type meteredTransport struct {
	base    http.RoundTripper
	connect time.Duration
}

// A nil hc, or one without a Transport, gets egress's: loopback only unless
// allowRemote, redirects kept to the endpoint's origin.
func meteredClient(hc *http.Client, connect time.Duration, allowRemote bool) *http.Client {
	if hc == nil {
		hc = egress.NewClient(egress.Policy{AllowRemote: allowRemote})
	}
	c := *hc
	base := c.Transport
	if base == nil {
		base = egress.NewClient(egress.Policy{AllowRemote: allowRemote}).Transport
	}
	c.Transport = &meteredTransport{base: base, connect: connect}
	return &c
}

var errConnect = fmt.Errorf("%w: no response from the server within the connect limit", agent.ErrTimeout)

func (t *meteredTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	c, _ := req.Context().Value(counterKey{}).(*counter)
	if c != nil {
		// Headers and body as the wire would carry them (close enough: the
		// transport may add a few hop headers).
		if dump, err := httputil.DumpRequestOut(req, false); err == nil {
			c.sent.Add(int64(len(dump)))
		}
		if req.ContentLength > 0 {
			c.sent.Add(req.ContentLength)
		}
	}
	ctx, cancel := context.WithCancelCause(req.Context())
	var stop func() bool
	if t.connect > 0 {
		timer := time.AfterFunc(t.connect, func() { cancel(errConnect) })
		stop = timer.Stop
	}
	res, err := t.base.RoundTrip(req.WithContext(ctx))
	if stop != nil {
		stop()
	}
	if err != nil {
		if cause := context.Cause(ctx); cause == errConnect {
			err = fmt.Errorf("%w (%v)", errConnect, err)
		}
		cancel(nil)
		return nil, err
	}
	if c != nil {
		if dump, derr := httputil.DumpResponse(res, false); derr == nil {
			c.recv.Add(int64(len(dump)))
		}
	}
	res.Body = &meteredBody{rc: res.Body, c: c, cancel: cancel}
	return res, nil
}

// meteredBody counts what is read and releases the request's context on Close.
type meteredBody struct {
	rc     io.ReadCloser
	c      *counter
	cancel context.CancelCauseFunc
	once   sync.Once
}

func (b *meteredBody) Read(p []byte) (int, error) {
	n, err := b.rc.Read(p)
	if b.c != nil {
		b.c.recv.Add(int64(n))
	}
	return n, err
}

func (b *meteredBody) Close() error {
	err := b.rc.Close()
	b.once.Do(func() { b.cancel(nil) })
	return err
}
