// Package instance keeps one Pace running per data folder. The first process
// listens on a local endpoint — a Unix socket "pace.sock" in the data folder
// (mode 0600) on Linux and macOS, a named pipe on Windows — and every later
// process hands its request over with Send and exits.
//
// Each request carries the random token the listener wrote to
// "instance.token" (mode 0600) in the data folder, so only a process that can
// read the user's data folder is heard. A socket left behind by a crashed
// process is detected (its lock is free) and replaced.
//
// The wire protocol is one JSON object per line each way: a Request, then
// any number of interim notes ({"note":"approval"}, see Notify), then a
// Response, then the connection closes. A client that closes the connection
// early (given up, or killed) cancels the handler's context.
package instance

import (
	"bufio"
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// File names inside the data folder.
const (
	SocketName = "pace.sock"
	TokenName  = "instance.token"
	lockName   = "instance.lock"
)

// maxMessage bounds one request or response line (a link is at most a few
// KB; a forwarded command's output can be longer).
const maxMessage = 4 << 20

// readTimeout is how long the listener waits for a connected client to send
// its request before dropping it.
const readTimeout = 5 * time.Second

// Errors.
var (
	// ErrRunning: another process already listens for this data folder.
	ErrRunning = errors.New("another Pace is running for this data folder")
	// ErrNotRunning: nothing listens (no endpoint, or a stale one).
	ErrNotRunning = errors.New("no running Pace for this data folder")
	// ErrToken: the listener refused the request's token.
	ErrToken = errors.New("the running Pace refused the instance token")
)

// Request is one hand-over from a second process.
type Request struct {
	Token string `json:"token"`
	// Kind is "show" (bring the window forward) or "cli" (run Args as
	// `pace ARGS...` in the running process).
	Kind string   `json:"kind"`
	Args []string `json:"args,omitempty"`
}

// Response is what the running process answers: the command's output and
// exit code, or Error when the request itself was refused.
type Response struct {
	Stdout string `json:"stdout,omitempty"`
	Stderr string `json:"stderr,omitempty"`
	Code   int    `json:"code"`
	Error  string `json:"error,omitempty"`
}

// Handler answers one request; ctx ends when the server closes or the
// client hangs up. It may report progress with Notify(ctx, …).
type Handler func(ctx context.Context, req Request) Response

// Notes a handler sends with Notify.
const (
	// NoteApproval: the request waits for the user's approval in the window.
	NoteApproval = "approval"
)

// interim is a note line before the Response.
type interim struct {
	Note string `json:"note"`
}

type notifyKey struct{}

// Notify sends note to the client waiting on the request ctx belongs to
// (a Handler's ctx); elsewhere it does nothing.
func Notify(ctx context.Context, note string) {
	if f, ok := ctx.Value(notifyKey{}).(func(string)); ok {
		f(note)
	}
}

// Server is the listening endpoint of the running process.
type Server struct {
	ln     net.Listener
	dir    string
	token  string
	h      Handler
	unlock func()
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
	once   sync.Once
}

// Listen claims the data folder dir for this process and serves h on its
// endpoint until Close. Errors: ErrRunning when another live process holds
// it; otherwise the OS error (e.g. a socket path over the 104–108 byte
// sun_path limit).
func Listen(dir string, h Handler) (*Server, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("instance: %w", err)
	}
	unlock, err := lock(filepath.Join(dir, lockName))
	if err != nil {
		return nil, err
	}
	// Listen before writing the token: on Windows the pipe is the lock, and
	// a second process must not replace the first one's token.
	ln, err := listen(dir)
	if err != nil {
		unlock()
		return nil, fmt.Errorf("instance: listen: %w", err)
	}
	token, err := writeToken(filepath.Join(dir, TokenName))
	if err != nil {
		ln.Close()
		unlock()
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Server{ln: ln, dir: dir, token: token, h: h, unlock: unlock, ctx: ctx, cancel: cancel}
	s.wg.Add(1)
	go s.serve()
	return s, nil
}

// Close stops listening, waits for requests being answered, removes the
// endpoint and the token and releases the folder.
func (s *Server) Close() error {
	var err error
	s.once.Do(func() {
		err = s.ln.Close()
		s.cancel()
		s.wg.Wait()
		cleanup(s.dir)
		os.Remove(filepath.Join(s.dir, TokenName))
		s.unlock()
	})
	return err
}

func (s *Server) serve() {
	defer s.wg.Done()
	for {
		conn, err := s.ln.Accept()
		if err != nil {
			if s.ctx.Err() != nil || errors.Is(err, net.ErrClosed) {
				return
			}
			continue
		}
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			defer conn.Close()
			s.answer(conn)
		}()
	}
}

func (s *Server) answer(conn net.Conn) {
	conn.SetReadDeadline(time.Now().Add(readTimeout))
	var req Request
	line, err := bufio.NewReaderSize(io.LimitReader(conn, maxMessage), 64<<10).ReadBytes('\n')
	if err != nil && !(errors.Is(err, io.EOF) && len(line) > 0) {
		return
	}
	conn.SetReadDeadline(time.Time{})
	// The client sends nothing after its request: a read that returns
	// means it hung up (gave up, or was killed), and the handler stops.
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	go func() {
		var b [1]byte
		conn.Read(b[:])
		cancel()
	}()
	var mu sync.Mutex // notes and the response share the connection
	write := func(v any) {
		b, _ := json.Marshal(v)
		mu.Lock()
		defer mu.Unlock()
		conn.Write(append(b, '\n'))
	}
	ctx = context.WithValue(ctx, notifyKey{}, func(note string) { write(interim{Note: note}) })
	var resp Response
	switch {
	case json.Unmarshal(line, &req) != nil:
		resp = Response{Code: 2, Error: "malformed request"}
	case subtle.ConstantTimeCompare([]byte(req.Token), []byte(s.token)) != 1:
		resp = Response{Code: 1, Error: ErrToken.Error()}
	default:
		resp = s.h(ctx, req)
	}
	write(resp)
}

// Send hands req to the process running for dir (filling in the token) and
// returns its answer. Errors: ErrNotRunning when nobody listens (including a
// stale socket); ErrToken when the listener refuses the token; ctx's error.
func Send(ctx context.Context, dir string, req Request) (Response, error) {
	return SendWatch(ctx, dir, req, nil)
}

// SendWatch is Send that hands each interim note (NoteApproval, …) to
// onNote as it arrives. Cancelling ctx closes the connection, which cancels
// the request in the running process.
func SendWatch(ctx context.Context, dir string, req Request, onNote func(string)) (Response, error) {
	tok, err := os.ReadFile(filepath.Join(dir, TokenName))
	if err != nil {
		return Response{}, ErrNotRunning
	}
	conn, err := dial(ctx, dir)
	if err != nil {
		return Response{}, ErrNotRunning
	}
	defer conn.Close()
	stop := context.AfterFunc(ctx, func() { conn.SetDeadline(time.Unix(1, 0)) })
	defer stop()
	req.Token = strings.TrimSpace(string(tok))
	b, err := json.Marshal(req)
	if err != nil {
		return Response{}, fmt.Errorf("instance: %w", err)
	}
	if _, err := conn.Write(append(b, '\n')); err != nil {
		return Response{}, sendErr(ctx, err)
	}
	rd := bufio.NewReaderSize(io.LimitReader(conn, maxMessage), 64<<10)
	var resp Response
	for {
		line, err := rd.ReadBytes('\n')
		if err != nil && len(line) == 0 {
			return Response{}, sendErr(ctx, err)
		}
		var msg struct {
			interim
			Response
		}
		if err := json.Unmarshal(line, &msg); err != nil {
			return Response{}, fmt.Errorf("instance: malformed answer: %w", err)
		}
		if msg.Note == "" {
			resp = msg.Response
			break
		}
		if onNote != nil {
			onNote(msg.Note)
		}
	}
	if resp.Error == ErrToken.Error() {
		return resp, ErrToken
	}
	return resp, nil
}

func sendErr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return fmt.Errorf("instance: %w", err)
}

// writeToken writes a fresh 256-bit token, readable by the user only.
func writeToken(path string) (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("instance: token: %w", err)
	}
	tok := hex.EncodeToString(b)
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(tok+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("instance: token: %w", err)
	}
	if err := os.Chmod(tmp, 0o600); err != nil { // WriteFile keeps an existing file's mode
		return "", fmt.Errorf("instance: token: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return "", fmt.Errorf("instance: token: %w", err)
	}
	return tok, nil
}
