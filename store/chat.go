package store

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// Chat roles.
const (
	RoleUser      = "user"
	RoleAssistant = "assistant"
	RoleSystem    = "system"
)

// ChatMessage is one message of the conversation thread.
type ChatMessage struct {
	ID     string `json:"id"`
	Seq    int64  `json:"seq"` // order in the thread, 1-based, assigned on append
	TurnID string `json:"turn_id"`
	Role   string `json:"role"`
	Text   string `json:"text"`
	// Tools holds the turn's tool records as JSON (an array; the thread
	// package defines its shape).
	Tools     json.RawMessage `json:"tools"`
	CreatedAt time.Time       `json:"created_at"`
}

// ChatService reads and writes the conversation in one transaction.
type ChatService struct{ tx *Tx }

// Chat is the conversation service of this transaction.
func (tx *Tx) Chat() ChatService { return ChatService{tx} }

// Append adds m at the end of the thread and returns it with ID, Seq and
// CreatedAt filled. Errors: ErrInvalid (unknown role).
func (s ChatService) Append(m ChatMessage) (ChatMessage, error) {
	if m.Role != RoleUser && m.Role != RoleAssistant && m.Role != RoleSystem {
		return ChatMessage{}, fmt.Errorf("%w: role %q", ErrInvalid, m.Role)
	}
	m.Text = CleanBody(m.Text) // replies are always valid UTF-8, without NUL or escapes
	if m.ID == "" {
		m.ID = s.tx.NewID()
	}
	if m.CreatedAt.IsZero() {
		m.CreatedAt = s.tx.Now()
	}
	if len(m.Tools) == 0 {
		m.Tools = json.RawMessage("[]")
	}
	if err := s.tx.queryRow(`SELECT coalesce(max(seq), 0) + 1 FROM chat_messages`).Scan(&m.Seq); err != nil {
		return ChatMessage{}, err
	}
	_, err := s.tx.exec(`INSERT INTO chat_messages(id, seq, turn_id, role, text, tools, created_at) VALUES (?,?,?,?,?,?,?)`,
		m.ID, m.Seq, m.TurnID, m.Role, m.Text, string(m.Tools), fmtTime(m.CreatedAt))
	if err != nil {
		return ChatMessage{}, fmt.Errorf("append message: %w", err)
	}
	return m, nil
}

// Recent returns the last n messages (all when n <= 0), oldest first.
func (s ChatService) Recent(n int) ([]ChatMessage, error) {
	q := `SELECT * FROM (SELECT id, seq, turn_id, role, text, tools, created_at FROM chat_messages ORDER BY seq DESC`
	if n > 0 {
		q += fmt.Sprintf(" LIMIT %d", n)
	}
	return s.list(q + `) ORDER BY seq`)
}

// Search returns up to limit (20 when limit <= 0) messages whose text
// contains every whitespace-separated word of query as a substring, ASCII
// case-insensitively (SQLite LIKE; "%", "_" and "\" match themselves),
// newest first; empty, not an error, for a blank query. recall uses it.
func (s ChatService) Search(query string, limit int) ([]ChatMessage, error) {
	var where []string
	var args []any
	for _, w := range strings.Fields(query) {
		where = append(where, `text LIKE ? ESCAPE '\'`)
		args = append(args, "%"+likeEscape(w)+"%")
	}
	if len(where) == 0 {
		return []ChatMessage{}, nil
	}
	if limit <= 0 {
		limit = 20
	}
	return s.list(`SELECT id, seq, turn_id, role, text, tools, created_at FROM chat_messages WHERE `+
		strings.Join(where, " AND ")+fmt.Sprintf(` ORDER BY seq DESC LIMIT %d`, limit), args...)
}

func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// Clear deletes the whole conversation (Settings → reset the thread); the
// next message appended gets Seq 1.
func (s ChatService) Clear() error {
	_, err := s.tx.exec(`DELETE FROM chat_messages`)
	return err
}

// Count returns the number of messages.
func (s ChatService) Count() (int, error) {
	var n int
	err := s.tx.queryRow(`SELECT count(*) FROM chat_messages`).Scan(&n)
	return n, err
}

func (s ChatService) list(q string, args ...any) ([]ChatMessage, error) {
	rows, err := s.tx.query(q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ChatMessage{}
	for rows.Next() {
		var m ChatMessage
		var tools, c string
		if err := rows.Scan(&m.ID, &m.Seq, &m.TurnID, &m.Role, &m.Text, &tools, &c); err != nil {
			return nil, err
		}
		m.Tools, m.CreatedAt = json.RawMessage(tools), parseStamp(c)
		out = append(out, m)
	}
	return out, rows.Err()
}
