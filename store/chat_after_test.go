package store_test

import (
	"strings"
	"testing"

	"pace/store"
)

func TestChatAfter(t *testing.T) {
	db, _ := newDB(t)
	for _, text := range []string{"one", "two", "three", "four"} {
		write(t, db, func(tx *store.Tx) error {
			_, err := tx.Chat().Append(store.ChatMessage{Role: store.RoleUser, Text: text, TurnID: "t-" + text})
			return err
		})
	}
	for _, c := range []struct {
		name  string
		after int64
		limit int
		want  string
	}{
		{"from the start", 0, 0, "one two three four"},
		{"after two", 2, 0, "three four"},
		{"limited", 1, 2, "two three"},
		{"nothing new", 4, 0, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []store.ChatMessage
			read(t, db, func(tx *store.Tx) error {
				var err error
				got, err = tx.Chat().After(c.after, c.limit)
				return err
			})
			var texts []string
			for _, m := range got {
				texts = append(texts, m.Text)
			}
			if s := strings.Join(texts, " "); s != c.want {
				t.Errorf("After(%d, %d) = %q, want %q", c.after, c.limit, s, c.want)
			}
		})
	}
}
