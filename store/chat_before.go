package store

// Before returns up to limit messages whose Seq is less than seq (every
// message when seq <= 0), oldest first: the page of the conversation just
// above what a reader holds, so a long thread loads only as far back as
// someone scrolls. It reads through the seq index, never the whole table.
func (s ChatService) Before(seq int64, limit int) ([]ChatMessage, error) {
	if seq <= 0 {
		return s.Recent(limit)
	}
	if limit <= 0 {
		return s.list(`SELECT id, seq, turn_id, role, text, tools, created_at FROM chat_messages WHERE seq < ? ORDER BY seq`, seq)
	}
	return s.list(`SELECT * FROM (SELECT id, seq, turn_id, role, text, tools, created_at FROM chat_messages
		WHERE seq < ? ORDER BY seq DESC LIMIT ?) ORDER BY seq`, seq, limit)
}
