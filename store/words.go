package store

import (
	"encoding/json"
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
	// "the dentist thing", "the passport one": how people point at an item.
	"thing": true, "things": true, "stuff": true, "one": true, "deadline": true,
	"reminder": true,
}

// ContentWords returns the distinct Snowball-stemmed (Porter2, English),
// lowercased content words of s in order of first appearance, stopwords
// removed: "Calling the Banks" → ["call", "bank"].
func ContentWords(s string) []string {
	// Greek final sigma is the same letter as σ: "ΟΔΟΣ" lowers to "οδοσ".
	fields := strings.FieldsFunc(strings.ReplaceAll(strings.ToLower(s), "ς", "σ"), func(r rune) bool {
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
	return tx.addWords(kind, id, title)
}

// addWords indexes the words of a new item, which has none yet.
func (tx *Tx) addWords(kind, id, title string) error {
	words := ContentWords(title)
	if len(words) == 0 {
		return nil
	}
	// One statement for all words: each statement is a trip into the
	// WebAssembly SQLite.
	_, err := tx.exec(`INSERT OR IGNORE INTO ref_words(word, kind, item_id) SELECT value, ?2, ?3 FROM json_each(?1)`,
		jsonArray(words), kind, id)
	return err
}

// jsonArray encodes a string slice as a JSON array for json_each.
func jsonArray(xs []string) string {
	b, err := json.Marshal(xs)
	if err != nil {
		panic(err) // strings always encode
	}
	return string(b)
}
