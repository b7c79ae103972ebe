package store_test

import (
	"strings"
	"testing"

	"pace/store"
)

// TestChatPages reads the conversation a page at a time both ways: After
// (what was appended since a reader looked) and Before (the page above
// what a reader holds).
func TestChatPages(t *testing.T) {
	db, _ := newDB(t)
	for _, text := range []string{"one", "two", "three", "four", "five"} {
		write(t, db, func(tx *store.Tx) error {
			_, err := tx.Chat().Append(store.ChatMessage{Role: store.RoleUser, Text: text, TurnID: "t-" + text})
			return err
		})
	}
	after := func(seq int64, limit int) func(store.ChatService) ([]store.ChatMessage, error) {
		return func(c store.ChatService) ([]store.ChatMessage, error) { return c.After(seq, limit) }
	}
	before := func(seq int64, limit int) func(store.ChatService) ([]store.ChatMessage, error) {
		return func(c store.ChatService) ([]store.ChatMessage, error) { return c.Before(seq, limit) }
	}
	for _, c := range []struct {
		name string
		page func(store.ChatService) ([]store.ChatMessage, error)
		want string
	}{
		{"after: from the start", after(0, 0), "one two three four five"},
		{"after two", after(2, 0), "three four five"},
		{"after: limited", after(1, 2), "two three"},
		{"after: nothing new", after(5, 0), ""},
		{"before: the newest page", before(0, 2), "four five"},
		{"before: the page above seq 4", before(4, 2), "two three"},
		{"before: a short first page", before(2, 5), "one"},
		{"before: everything above", before(5, 0), "one two three four"},
		{"before: nothing above the first", before(1, 3), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []store.ChatMessage
			read(t, db, func(tx *store.Tx) error {
				var err error
				got, err = c.page(tx.Chat())
				return err
			})
			var texts []string
			for _, m := range got {
				texts = append(texts, m.Text)
			}
			if s := strings.Join(texts, " "); s != c.want {
				t.Errorf("%s = %q, want %q", c.name, s, c.want)
			}
		})
	}
}
