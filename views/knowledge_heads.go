package views

import (
	"context"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"pace/store"
)

// noteHead is what the Knowledge list holds of a note: never its body,
// which is read by id when the note opens (a 20,000-note vault's list is
// a few MB, not the 40 MB of its text).
type noteHead struct {
	ID, Title string
	// Hash is the note's content hash: a refresh re-reads the open note
	// only when it changed.
	Hash string
	Tags []string
	// Snippet is the row's second line: the note's opening words, or for a
	// body hit the passage that matched.
	Snippet string
	// hit is set for a body hit: opening the note scrolls to the first
	// match inside it.
	hit *NotePassage
}

// headChars is how much of each body the list reads for its snippet.
const headChars = 600

// snippetRunes is the longest snippet a row shows.
const snippetRunes = 90

// headOfNote is the list's view of h. A head cut inside a front matter
// block longer than headChars previews nothing rather than the YAML.
func headOfNote(h store.NoteHead) noteHead {
	sn := ""
	if !cutInFrontMatter(h.Head) {
		sn = snippet(h.Head, snippetRunes)
	}
	return noteHead{ID: h.ID, Title: h.Title, Hash: h.ContentHash, Tags: h.Tags, Snippet: sn}
}

// cutInFrontMatter reports whether head, the first headChars characters of
// a body, opens a front matter block that does not close within it.
func cutInFrontMatter(head string) bool {
	return utf8.RuneCountInString(head) >= headChars && strings.HasPrefix(strings.TrimLeft(head, " \n"), "---\n") &&
		stripFrontMatter(head) == head
}

// NotePassage is a passage of a note that matched a search: Text, found at
// bytes [Start, End) of the note's body (Start < 0 when not known).
type NotePassage struct {
	NoteID, Text string
	Start, End   int
}

// PassageSearcher is a NoteSearcher that also tells which passage of each
// note matched: the list shows it as the row's snippet, and opening the
// note scrolls to the match inside it. The app's rag engine is one.
type PassageSearcher interface {
	SearchPassages(ctx context.Context, query string, k int) ([]NotePassage, error)
}

// passageChars is how much text around a match the store fallback returns.
const passageChars = 240

// bodyHits ranks the notes whose bodies match raw: through the Searcher
// (the notes index), or, without one or when it fails, the store's scan
// of the bodies (first occurrence, newest notes first). It runs off the
// UI goroutine.
func (k *Knowledge) bodyHits(raw string) []NotePassage {
	ctx := context.Background()
	if ps, ok := k.Searcher.(PassageSearcher); ok {
		if hits, err := ps.SearchPassages(ctx, raw, searchK); err == nil {
			return hits
		}
	} else if k.Searcher != nil {
		if ids, err := k.Searcher.SearchNotes(ctx, raw, searchK); err == nil {
			hits := make([]NotePassage, len(ids))
			for i, id := range ids {
				hits[i] = NotePassage{NoteID: id, Start: -1}
			}
			return hits
		}
	}
	var ms []store.BodyMatch
	k.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		ms, err = tx.Notes().Containing(raw, searchK, passageChars)
		return err
	})
	hits := make([]NotePassage, len(ms))
	for i, m := range ms {
		hits[i] = NotePassage{NoteID: m.ID, Text: m.Passage, Start: -1}
	}
	return hits
}

// titleMatches is every head of all carrying tag whose title holds q
// (every one for an empty q). With nothing to filter it is all itself, not
// a copy (20,000 heads are 2 MB; the list only reads them).
func titleMatches(all []noteHead, q, tag string) []noteHead {
	if q == "" && tagged(nil, tag) {
		return all
	}
	out := []noteHead{}
	for _, n := range all {
		if tagged(n.Tags, tag) && (q == "" || strings.Contains(strings.ToLower(n.Title), q)) {
			out = append(out, n)
		}
	}
	return out
}

// rankHeads lists the notes whose title holds q first (in the hits'
// order, then the ones the hits missed), then the rest of the hits, each
// showing the passage that matched and marked to open at it. Only notes
// carrying tag.
func rankHeads(all []noteHead, q, tag string, hits []NotePassage) []noteHead {
	byID := make(map[string]int, len(all))
	for i, n := range all {
		byID[n.ID] = i
	}
	out := []noteHead{}
	seen := map[string]bool{}
	inTitle := func(n noteHead) bool { return strings.Contains(strings.ToLower(n.Title), q) }
	add := func(n noteHead) {
		if !seen[n.ID] && tagged(n.Tags, tag) {
			seen[n.ID] = true
			out = append(out, n)
		}
	}
	for _, h := range hits {
		if i, ok := byID[h.NoteID]; ok && inTitle(all[i]) {
			add(all[i])
		}
	}
	for _, n := range all {
		if inTitle(n) {
			add(n)
		}
	}
	for _, h := range hits {
		i, ok := byID[h.NoteID]
		if !ok {
			continue
		}
		n := all[i]
		h := h
		n.hit = &h
		if s := passageSnippet(h.Text, q, snippetRunes); s != "" {
			n.Snippet = s
		}
		add(n)
	}
	return out
}

// matcher finds q in text without regard to case: the whole query first,
// else the first of its words (words of three letters or more when it has
// any). Nil for a query with no words.
func matcher(q string) (phrase, word *regexp.Regexp) {
	words := strings.FieldsFunc(q, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if len(words) == 0 {
		return nil, nil
	}
	var long []string
	for _, w := range words {
		if len([]rune(w)) >= 3 {
			long = append(long, regexp.QuoteMeta(w))
		}
	}
	if len(long) == 0 {
		for _, w := range words {
			long = append(long, regexp.QuoteMeta(w))
		}
	}
	phrase = regexp.MustCompile(`(?i)` + regexp.QuoteMeta(strings.TrimSpace(q)))
	return phrase, regexp.MustCompile(`(?i)(?:` + strings.Join(long, "|") + `)`)
}

// firstMatch is the byte range of the first match of q in text (the
// whole query, else its first word), ok false when there is none.
func firstMatch(text, q string) (start, end int, ok bool) {
	phrase, word := matcher(q)
	if phrase == nil {
		return 0, 0, false
	}
	for _, re := range []*regexp.Regexp{phrase, word} {
		if loc := re.FindStringIndex(text); loc != nil {
			return loc[0], loc[1], true
		}
	}
	return 0, 0, false
}

// passageSnippet is a one-line preview of a matched passage that starts a
// few words before the match: "" when text is empty.
func passageSnippet(text, q string, n int) string {
	s := cleanLine(text)
	if s == "" {
		return ""
	}
	if start, _, ok := firstMatch(s, q); ok {
		lead := []rune(s[:start])
		from := max(len(lead)-24, 0)
		for from > 0 && from < len(lead) && !unicode.IsSpace(lead[from-1]) {
			from++ // start at a word
		}
		if from > 0 {
			s = "…" + string(lead[from:]) + s[start:]
		}
	}
	return cut(s, n)
}

// cleanLine is Markdown text as one plain line: wikilinks as their text,
// no heading or emphasis marks, runs of space as one.
func cleanLine(s string) string {
	s = wikilink.ReplaceAllStringFunc(s, func(m string) string { _, text := wikiParts(m); return text })
	return strings.Join(strings.Fields(strings.NewReplacer("#", "", "*", "").Replace(s)), " ")
}

// cut is s at most n runes long, an ellipsis marking a cut.
func cut(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// hitCitation is where a note opened from a search hit is highlighted:
// the first match of q inside the matched passage (else the passage
// itself), or in the whole body when the passage's place is not known;
// nil when the body holds no match.
func hitCitation(n store.Note, hit *NotePassage, q string) *Citation {
	if hit == nil {
		return nil
	}
	from, to := 0, len(n.Body)
	known := hit.Start >= 0 && hit.Start < hit.End && hit.End <= len(n.Body)
	if known {
		from, to = hit.Start, hit.End
	}
	if s, e, ok := firstMatch(n.Body[from:to], q); ok {
		return &Citation{NoteID: n.ID, Title: n.Title, Start: from + s, End: from + e}
	}
	if known {
		return &Citation{NoteID: n.ID, Title: n.Title, Start: from, End: to}
	}
	return nil
}
