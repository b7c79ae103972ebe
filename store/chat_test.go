package store_test

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"pace/store"
)

func TestChatAppendRecent(t *testing.T) {
	db, clk := newDB(t)
	texts := []string{"hello", "hi, how can I help?", "remind me to call mom", "done"}
	roles := []string{store.RoleUser, store.RoleAssistant, store.RoleUser, store.RoleAssistant}
	for i, text := range texts {
		clk.Advance(time.Second)
		write(t, db, func(tx *store.Tx) error {
			m, err := tx.Chat().Append(store.ChatMessage{Role: roles[i], Text: text, TurnID: "t1"})
			if err != nil || m.Seq != int64(i+1) || m.ID == "" || !m.CreatedAt.Equal(clk.T) || string(m.Tools) != "[]" {
				t.Errorf("Append #%d = %+v %v", i, m, err)
			}
			return err
		})
	}
	write(t, db, func(tx *store.Tx) error {
		_, err := tx.Chat().Append(store.ChatMessage{Role: store.RoleSystem, Text: "tools", Tools: json.RawMessage(`[{"tool":"add_task"}]`)})
		return err
	})
	for _, c := range []struct {
		n    int
		want []string
	}{
		{2, []string{"done", "tools"}},
		{0, append(append([]string{}, texts...), "tools")},
		{-1, append(append([]string{}, texts...), "tools")},
		{99, append(append([]string{}, texts...), "tools")},
	} {
		read(t, db, func(tx *store.Tx) error {
			ms, err := tx.Chat().Recent(c.n)
			if err != nil || !equalStrings(msgTexts(ms), c.want) {
				t.Errorf("Recent(%d) = %q %v, want %q (oldest first)", c.n, msgTexts(ms), err, c.want)
			}
			return nil
		})
	}
	read(t, db, func(tx *store.Tx) error {
		ms, _ := tx.Chat().Recent(1)
		if string(ms[0].Tools) != `[{"tool":"add_task"}]` {
			t.Errorf("tools round trip: %s", ms[0].Tools)
		}
		if n, _ := tx.Chat().Count(); n != 5 {
			t.Errorf("Count = %d", n)
		}
		return nil
	})
	err := db.Write(ctx, func(tx *store.Tx) error {
		_, err := tx.Chat().Append(store.ChatMessage{Role: "robot", Text: "x"})
		return err
	})
	if !errors.Is(err, store.ErrInvalid) {
		t.Errorf("unknown role: %v, want ErrInvalid", err)
	}
	write(t, db, func(tx *store.Tx) error { return tx.Chat().Clear() })
	write(t, db, func(tx *store.Tx) error {
		m, err := tx.Chat().Append(store.ChatMessage{Role: store.RoleUser, Text: "again"})
		if m.Seq != 1 {
			t.Errorf("first message after Clear has seq %d", m.Seq)
		}
		return err
	})
}

func msgTexts(ms []store.ChatMessage) []string {
	out := []string{}
	for _, m := range ms {
		out = append(out, m.Text)
	}
	return out
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestChatSearch(t *testing.T) {
	db, _ := newDB(t)
	for _, text := range []string{
		"the discount is 50% today",
		"the discount is 50 percent",
		"file_name.txt is ready",
		"filename.txt is ready",
		`saved to C:\temp\notes`,
		"Call Mom about the trip",
		"mom called back",
	} {
		write(t, db, func(tx *store.Tx) error {
			_, err := tx.Chat().Append(store.ChatMessage{Role: store.RoleUser, Text: text})
			return err
		})
	}
	for _, c := range []struct {
		query string
		limit int
		want  []string
	}{
		{"50%", 0, []string{"the discount is 50% today"}},
		{"file_name", 0, []string{"file_name.txt is ready"}},
		{`C:\temp`, 0, []string{`saved to C:\temp\notes`}},
		{"%", 0, []string{"the discount is 50% today"}},
		{"_", 0, []string{"file_name.txt is ready"}},
		{"MOM", 0, []string{"mom called back", "Call Mom about the trip"}},
		{"mom trip", 0, []string{"Call Mom about the trip"}},
		{"mom", 1, []string{"mom called back"}},
		{"  ", 0, []string{}},
		{"nothing like this", 0, []string{}},
	} {
		t.Run(c.query, func(t *testing.T) {
			read(t, db, func(tx *store.Tx) error {
				ms, err := tx.Chat().Search(c.query, c.limit)
				if err != nil || !equalStrings(msgTexts(ms), c.want) {
					t.Errorf("Search(%q, %d) = %q %v, want %q", c.query, c.limit, msgTexts(ms), err, c.want)
				}
				return nil
			})
		})
	}
}
