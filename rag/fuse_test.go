package rag

import (
	"slices"
	"testing"
)

// TestFuseNotes: the composer's pick and the passage ranking's first note
// are both cited, in fused order; a note matching too little of the
// question, or whose best sentence scores too low, is not.
func TestFuseNotes(t *testing.T) {
	ts := []term{{word: "cap", stem: stemWord("cap"), idf: 1}, {word: "offsite", stem: stemWord("offsite"), idf: 1}}
	hits := []Hit{
		{NoteID: "a", Passage: "The offsite cap is firm."},
		{NoteID: "b", Passage: "We set the offsite cap at 4000."},
		{NoteID: "c", Passage: "A cap for the bottle."},
		{NoteID: "d", Passage: "The offsite cap moved once."},
	}
	sent := func(hit int, score float64) *sentence {
		return &sentence{hit: hit, text: hits[hit].Passage, score: score, matched: map[string]bool{}}
	}
	a, b, c, d := sent(0, 1.5), sent(1, 2), sent(2, 1.8), sent(3, 0.5)
	tests := []struct {
		name   string
		chosen []*sentence
		cands  []*sentence
		want   []string
	}{
		{"passage leader joins the composer's pick", []*sentence{b}, []*sentence{b, c, a, d}, []string{"b", "a"}},
		{"chosen notes stay, fused order", []*sentence{b, a}, []*sentence{b, a, c, d}, []string{"b", "a"}},
		{"lone note", []*sentence{c}, []*sentence{c}, []string{"c"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, s := range fuseNotes(ts, tt.chosen, tt.cands, hits, newPassageStems(hits)) {
				got = append(got, hits[s.hit].NoteID)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("cited %v, want %v", got, tt.want)
			}
		})
	}
}
