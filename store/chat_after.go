package store

import "fmt"

// After returns up to limit messages (all when limit <= 0) whose Seq is
// greater than seq, oldest first: what was appended since a reader last
// looked, by this process or another one (the CLI beside the window).
func (s ChatService) After(seq int64, limit int) ([]ChatMessage, error) {
	q := `SELECT id, seq, turn_id, role, text, tools, created_at FROM chat_messages WHERE seq > ? ORDER BY seq`
	if limit > 0 {
		q += fmt.Sprintf(" LIMIT %d", limit)
	}
	return s.list(q, seq)
}
