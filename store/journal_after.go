package store

// After returns the entries not yet undone whose Seq is greater than seq,
// oldest first; empty when there are none.
func (s JournalService) After(seq int64) ([]JournalEntry, error) {
	return s.list(`WHERE undone_at IS NULL AND seq > ? ORDER BY seq`, seq)
}
