package store

import (
	"strings"
	"unicode"

	"github.com/kljensen/snowball/english"
)

// stopwords are left out of reference lookup: they carry no identity.
var stopwords = map[string]bool{
	"a": true, "an": true, "the": true, "to": true, "of": true, "for": true, "and": true, "or": true,
	"in": true, "on": true, "at": true, "by": true, "with": true, "about": true, "from": true,
	"my": true, "our": true, "your": true, "me": true, "i": true, "it": true, "is": true, "be": true,
	"this": true, "that": true, "up": true, "some": true, "any": true, "task": true, "todo": true,
}

// ContentWords returns the distinct Snowball-stemmed (Porter2, English),
// lowercased content words of s in order of first appearance, stopwords
// removed: "Calling the Banks" → ["call", "bank"].
func ContentWords(s string) []string {
	fields := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
	seen := make(map[string]bool, len(fields))
	out := make([]string, 0, len(fields))
	for _, f := range fields {
		f = strings.Trim(f, "'")
		f = strings.TrimSuffix(f, "'s")
		if f == "" || stopwords[f] {
			continue
		}
		w := english.Stem(f, false)
		if w == "" || seen[w] {
			continue
		}
		seen[w] = true
		out = append(out, w)
	}
	return out
}

// indexWords replaces the word index of one item.
func (tx *Tx) indexWords(kind, id, title string) error {
	if _, err := tx.exec(`DELETE FROM ref_words WHERE item_id = ?`, id); err != nil {
		return err
	}
	for _, w := range ContentWords(title) {
		if _, err := tx.exec(`INSERT OR IGNORE INTO ref_words(word, kind, item_id) VALUES (?, ?, ?)`, w, kind, id); err != nil {
			return err
		}
	}
	return nil
}
