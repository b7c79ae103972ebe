package rag

// Citation is one numbered source of a cited answer: the passage of a note
// that backs one or more sentences of the answer. N is numbered by first use,
// one number per note. Start and End are the passage's byte offsets in the
// note body; Sentences holds the byte offsets [start, end) of the cited
// sentences in the note body, so a view can open the note at the passage and
// highlight them.
type Citation struct {
	N         int      `json:"n"`
	NoteID    string   `json:"note_id"`
	Title     string   `json:"title"`
	Passage   string   `json:"passage"`
	Start     int      `json:"start"`
	End       int      `json:"end"`
	Sentences [][2]int `json:"sentences"`
}
