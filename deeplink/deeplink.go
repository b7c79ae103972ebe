// Package deeplink parses pace:// links from launchers, scripts and the OS
// URL handler into a Link, rejecting anything ambiguous with a reason.
//
// The scheme (see docs/notes-deeplink.md):
//
//	pace://chat?text=…              a turn, as if typed
//	pace://capture?text=…&title=…   a note (title optional)
//	pace://add?text=…               a task through quick-add
//	pace://listen                   start push-to-talk
//	pace://panel                    open the quick panel
//	pace://today                    show the Today space
//	pace://note?title=…             open a note by title
//
// Parse is pure: it runs nothing and touches nothing. A link is either read
// exactly one way or rejected, so a launcher typo never turns into an action
// the user did not mean.
package deeplink

import (
	"errors"
	"fmt"
	"net/url"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Scheme is the URL scheme Pace registers with the OS.
const Scheme = "pace"

// MaxText is the longest value (text or title) a link may carry, in
// characters (Unicode code points). Longer input is rejected, not cut.
const MaxText = 500

// maxRaw bounds the whole link before any decoding (a fully percent-encoded
// 500-character value in four-byte UTF-8 is 500×4×3 = 6000 bytes, plus keys).
const maxRaw = 16 << 10

// Action is what a link asks for: the host part of the URL.
type Action string

// Actions, one per host.
const (
	Chat    Action = "chat"
	Capture Action = "capture"
	Add     Action = "add"
	Listen  Action = "listen"
	Panel   Action = "panel"
	Today   Action = "today"
	Note    Action = "note"
)

// keys lists, per action, the query keys it takes and whether each is required.
var keys = map[Action]map[string]bool{
	Chat:    {"text": true},
	Capture: {"text": true, "title": false},
	Add:     {"text": true},
	Listen:  {},
	Panel:   {},
	Today:   {},
	Note:    {"title": true},
}

// Link is one parsed link. Text and Title are decoded, valid UTF-8, free of
// control characters, at most MaxText characters, and empty when the action
// does not take them.
type Link struct {
	Action Action `json:"action"`
	Text   string `json:"text,omitempty"`
	Title  string `json:"title,omitempty"`
}

// ErrRejected is wrapped by every Parse error; errors.As gives the *Error.
var ErrRejected = errors.New("link rejected")

// Error says why a link was rejected, in words a person can act on.
type Error struct{ Reason string }

func (e *Error) Error() string { return "link rejected: " + e.Reason }

// Is makes errors.Is(err, ErrRejected) true.
func (e *Error) Is(target error) bool { return target == ErrRejected }

func reject(format string, a ...any) error { return &Error{Reason: fmt.Sprintf(format, a...)} }

// Parse reads a pace:// link. Errors (all *Error, wrapping ErrRejected):
// not valid UTF-8 or too long; a scheme other than pace; user info, port,
// path or fragment; an unknown action; an unknown, repeated, empty-named or
// valueless key; a bad percent-escape; a value that decodes to invalid UTF-8,
// contains a control or bidirectional-override character, or is longer than
// MaxText characters; a required value missing or blank.
func Parse(raw string) (Link, error) {
	if len(raw) > maxRaw {
		return Link{}, reject("the link is longer than %d bytes", maxRaw)
	}
	if !utf8.ValidString(raw) {
		return Link{}, reject("the link is not valid UTF-8")
	}
	if r, ok := badRune(raw); ok {
		return Link{}, reject("the link contains the control character %U", r)
	}
	scheme, rest, ok := strings.Cut(raw, ":")
	if !ok || !strings.EqualFold(scheme, Scheme) {
		return Link{}, reject("the link does not start with %s://", Scheme)
	}
	if !strings.HasPrefix(rest, "//") {
		return Link{}, reject("the link must be %s://ACTION", Scheme)
	}
	rest = rest[2:]
	if strings.Contains(rest, "#") {
		return Link{}, reject("the link has a #fragment")
	}
	authority, query, _ := strings.Cut(rest, "?")
	host, path := authority, ""
	if i := strings.IndexByte(authority, '/'); i >= 0 {
		host, path = authority[:i], authority[i:]
	}
	// Some launchers and browsers add a slash before the query (pace://chat/?text=…).
	if path != "" && path != "/" {
		return Link{}, reject("the link has a path %q; only %s://ACTION?key=value is understood", path, Scheme)
	}
	if strings.ContainsAny(host, "@:%") {
		return Link{}, reject("the link's action %q is not a plain name", host)
	}
	act := Action(strings.ToLower(host))
	want, ok := keys[act]
	if !ok {
		if host == "" {
			return Link{}, reject("the link names no action")
		}
		return Link{}, reject("unknown action %q (known: %s)", host, known())
	}
	vals, err := parseQuery(query, act, want)
	if err != nil {
		return Link{}, err
	}
	for k, required := range want {
		if required && strings.TrimSpace(vals[k]) == "" {
			return Link{}, reject("%s needs a non-empty %s", act, k)
		}
	}
	return Link{Action: act, Text: vals["text"], Title: vals["title"]}, nil
}

// parseQuery splits a query into key=value pairs by hand, because
// net/url.ParseQuery keeps the last of duplicate keys, accepts valueless
// keys and drops bad pairs silently — each of those is an ambiguity here.
func parseQuery(query string, act Action, want map[string]bool) (map[string]string, error) {
	vals := map[string]string{}
	if query == "" {
		return vals, nil
	}
	for _, pair := range strings.Split(query, "&") {
		k, v, hasEq := strings.Cut(pair, "=")
		if k == "" {
			return nil, reject("the link has an empty key=value pair")
		}
		key, err := url.QueryUnescape(k)
		if err != nil {
			return nil, reject("the key %q has a bad percent-escape", k)
		}
		if _, ok := want[key]; !ok {
			if len(want) == 0 {
				return nil, reject("%s takes no parameters, got %q", act, key)
			}
			return nil, reject("%s does not take %q (it takes %s)", act, key, strings.Join(sortedKeys(want), ", "))
		}
		if !hasEq {
			return nil, reject("%s has no value (write %s=…)", key, key)
		}
		if _, dup := vals[key]; dup {
			return nil, reject("%s is given twice", key)
		}
		val, err := url.QueryUnescape(v)
		if err != nil {
			return nil, reject("the value of %s has a bad percent-escape", key)
		}
		if err := checkValue(key, val); err != nil {
			return nil, err
		}
		vals[key] = val
	}
	return vals, nil
}

func checkValue(key, val string) error {
	if !utf8.ValidString(val) {
		return reject("the value of %s is not valid UTF-8", key)
	}
	if r, ok := badRune(val); ok {
		return reject("the value of %s contains the control character %U", key, r)
	}
	if n := utf8.RuneCountInString(val); n > MaxText {
		return reject("the value of %s is %d characters; the limit is %d", key, n, MaxText)
	}
	return nil
}

// badRune finds a control character (Unicode Cc) or a bidirectional
// embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), which can
// make the text shown differ from the text run.
func badRune(s string) (rune, bool) {
	for _, r := range s {
		if unicode.IsControl(r) || (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069) {
			return r, true
		}
	}
	return 0, false
}

func known() string {
	names := make([]string, 0, len(keys))
	for a := range keys {
		names = append(names, string(a))
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// String is the link in canonical form (keys in a fixed order, values
// percent-encoded with %20 for spaces); Parse(l.String()) returns l.
func (l Link) String() string {
	var b strings.Builder
	b.WriteString(Scheme + "://" + string(l.Action))
	sep := "?"
	for _, kv := range [][2]string{{"text", l.Text}, {"title", l.Title}} {
		if kv[1] == "" {
			continue
		}
		b.WriteString(sep + kv[0] + "=" + strings.ReplaceAll(url.QueryEscape(kv[1]), "+", "%20"))
		sep = "&"
	}
	return b.String()
}
