package store_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"pace/store"
)

var textCases = []struct {
	name, in    string
	title, body string // after CleanTitle / CleanBody
	tooLong     bool
}{
	{"plain", "Buy milk", "Buy milk", "Buy milk", false},
	{"NUL", "Buy\x00milk", "Buy milk", "Buymilk", false},
	{"escape sequence", "Pay \x1b[31mrent", "Pay  [31mrent", "Pay [31mrent", false},
	{"line breaks", "line one\r\nline two\rthree\n", "line one  line two three", "line one\nline two\nthree\n", false},
	{"tab", "a\tb", "a b", "a\tb", false},
	{"DEL and C1", "a\x7fb\u0085c\u009bd", "a b c d", "abcd", false},
	{"line separator", "a\u2028b", "a b", "a\u2028b", false},
	{"invalid UTF-8", "caf\xe9 \xff", "caf\ufffd \ufffd", "caf\ufffd \ufffd", false},
	{"bidi override kept", "abc\u202edef", "abc\u202edef", "abc\u202edef", false},
	{"500 four-byte runes", strings.Repeat("𝄞", 500), strings.Repeat("𝄞", 500), strings.Repeat("𝄞", 500), false},
	{"501 characters", strings.Repeat("é", 501), "", strings.Repeat("é", 501), true},
	{"long but short after trimming", "  " + strings.Repeat("x", 500) + "\n\n", strings.Repeat("x", 500), "  " + strings.Repeat("x", 500) + "\n\n", false},
}

func TestCleanTitleAndBody(t *testing.T) {
	for _, c := range textCases {
		t.Run(c.name, func(t *testing.T) {
			got, err := store.CleanTitle(c.in)
			var long *store.TitleTooLongError
			if c.tooLong != errors.As(err, &long) || (c.tooLong && !errors.Is(err, store.ErrInvalid)) {
				t.Fatalf("CleanTitle error = %v, want too long: %v", err, c.tooLong)
			}
			if !c.tooLong && got != c.title {
				t.Errorf("CleanTitle = %q, want %q", got, c.title)
			}
			if b := store.CleanBody(c.in); b != c.body {
				t.Errorf("CleanBody = %q, want %q", b, c.body)
			}
			if s := store.ShortenTitle(c.in); len([]rune(s)) > store.MaxTitle || (!c.tooLong && s != c.title) {
				t.Errorf("ShortenTitle = %q (%d runes)", s, len([]rune(s)))
			}
		})
	}
}

// Every service that writes a title or a text applies the same rules, so no
// path (chat, CLI, imports, CalDAV, deeplinks) can store what another
// refuses. Checked on a real file, read back after reopening.
func TestServicesApplyTextRules(t *testing.T) {
	path := filepath.Join(t.TempDir(), store.FileName)
	db, err := store.Open(path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	var pid string
	write(t, db, func(tx *store.Tx) error {
		p, err := tx.Projects().Insert(store.Project{Name: "Home"})
		pid = p.ID
		return err
	})
	type written struct{ title, body string }
	services := []struct {
		name  string
		write func(tx *store.Tx, in string) (string, error) // returns the id
		read  func(tx *store.Tx, id string) (written, error)
	}{
		{"task insert", func(tx *store.Tx, in string) (string, error) {
			x, err := tx.Tasks().Insert(store.Task{Title: in, Notes: in})
			return x.ID, err
		}, func(tx *store.Tx, id string) (written, error) {
			x, err := tx.Tasks().Get(id)
			return written{x.Title, x.Notes}, err
		}},
		{"task update", func(tx *store.Tx, in string) (string, error) {
			x, err := tx.Tasks().Insert(store.Task{Title: "placeholder"})
			if err != nil {
				return "", err
			}
			x.Title, x.Notes = in, in
			x, err = tx.Tasks().Update(x)
			return x.ID, err
		}, func(tx *store.Tx, id string) (written, error) {
			x, err := tx.Tasks().Get(id)
			return written{x.Title, x.Notes}, err
		}},
		{"note insert", func(tx *store.Tx, in string) (string, error) {
			x, err := tx.Notes().Insert(store.Note{Title: in, Body: in})
			return x.ID, err
		}, func(tx *store.Tx, id string) (written, error) {
			x, err := tx.Notes().Get(id)
			return written{x.Title, x.Body}, err
		}},
		{"note update", func(tx *store.Tx, in string) (string, error) {
			x, err := tx.Notes().Insert(store.Note{Title: "placeholder"})
			if err != nil {
				return "", err
			}
			x.Title, x.Body = in, in
			x, err = tx.Notes().Update(x)
			return x.ID, err
		}, func(tx *store.Tx, id string) (written, error) {
			x, err := tx.Notes().Get(id)
			return written{x.Title, x.Body}, err
		}},
		{"project", func(tx *store.Tx, in string) (string, error) {
			x, err := tx.Projects().Insert(store.Project{Name: in, Notes: in})
			return x.ID, err
		}, func(tx *store.Tx, id string) (written, error) {
			x, err := tx.Projects().Get(id)
			return written{x.Name, x.Notes}, err
		}},
		{"milestone", func(tx *store.Tx, in string) (string, error) {
			x, err := tx.Projects().InsertMilestone(store.Milestone{ProjectID: pid, Title: in})
			return x.ID, err
		}, nil},
	}
	for _, svc := range services {
		for _, c := range textCases {
			if strings.TrimSpace(c.title) == "" && !c.tooLong {
				continue
			}
			t.Run(svc.name+"/"+c.name, func(t *testing.T) {
				var id string
				err := db.Write(ctx, func(tx *store.Tx) error {
					var err error
					id, err = svc.write(tx, c.in)
					return err
				})
				if c.tooLong {
					if !errors.Is(err, store.ErrTitleTooLong) {
						t.Fatalf("write = %v, want ErrTitleTooLong", err)
					}
					return
				}
				if err != nil || svc.read == nil {
					if err != nil {
						t.Fatal(err)
					}
					return
				}
				var got written
				if err := db.Read(ctx, func(tx *store.Tx) error {
					var err error
					got, err = svc.read(tx, id)
					return err
				}); err != nil {
					t.Fatal(err)
				}
				if got.title != c.title || got.body != c.body {
					t.Errorf("stored %q / %q, want %q / %q", got.title, got.body, c.title, c.body)
				}
			})
		}
	}
	write(t, db, func(tx *store.Tx) error {
		m, err := tx.Chat().Append(store.ChatMessage{TurnID: "t1", Role: store.RoleAssistant, Text: "ok\x00\x1b[2J\xff"})
		if err == nil && m.Text != "ok[2J\ufffd" {
			t.Errorf("chat text stored as %q", m.Text)
		}
		return err
	})
	db.Close()
}

// FuzzCleanText: whatever the input, a title comes out valid UTF-8, without
// control characters, trimmed and at most MaxTitle characters (or the
// error says how long it was), and both rules are idempotent.
func FuzzCleanText(f *testing.F) {
	for _, c := range textCases {
		f.Add(c.in)
	}
	for _, s := range []string{"Ⱥ\x00Ⱦ", "\r\n\r", "\xed\xa0\x80", "a\u0085\u2028b", strings.Repeat("ǅ", 501)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		title, err := store.CleanTitle(in)
		var long *store.TitleTooLongError
		switch {
		case errors.As(err, &long):
			if long.Len <= store.MaxTitle {
				t.Fatalf("refused a %d-character title", long.Len)
			}
		case err != nil:
			t.Fatal(err)
		default:
			if !utf8.ValidString(title) || strings.TrimSpace(title) != title || utf8.RuneCountInString(title) > store.MaxTitle {
				t.Fatalf("CleanTitle(%q) = %q", in, title)
			}
			for _, r := range title {
				if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
					t.Fatalf("CleanTitle(%q) kept %U", in, r)
				}
			}
			if again, _ := store.CleanTitle(title); again != title {
				t.Fatalf("CleanTitle not idempotent: %q → %q", title, again)
			}
		}
		if s := store.ShortenTitle(in); !utf8.ValidString(s) || utf8.RuneCountInString(s) > store.MaxTitle {
			t.Fatalf("ShortenTitle(%q) = %q", in, s)
		}
		body := store.CleanBody(in)
		if !utf8.ValidString(body) || store.CleanBody(body) != body {
			t.Fatalf("CleanBody(%q) = %q (not valid or not idempotent)", in, body)
		}
		for _, r := range body {
			if unicode.IsControl(r) && r != '\n' && r != '\t' {
				t.Fatalf("CleanBody(%q) kept %U", in, r)
			}
		}
	})
}
