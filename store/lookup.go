package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hbollon/go-edlib"
	"github.com/kljensen/snowball/english"
)

// Entity kinds used in links, lookup and journal records.
const (
	KindTask    = "task"
	KindProject = "project"
	KindNote    = "note"
)

// Candidate is one of several equally good matches for a reference; Kind is
// KindTask, KindProject or KindNote, Title a task or note title or a
// project name, Done always false for notes.
type Candidate struct {
	Kind  string `json:"kind"`
	ID    string `json:"id"`
	Title string `json:"title"`
	Done  bool   `json:"done"`
	// Detail tells candidates with the same title apart ("in Home, due 3
	// Dec 2026", "created 1 Dec 2026", "done"); see Tx.Distinguish and Label.
	Detail string `json:"detail,omitempty"`
}

// AmbiguousError is returned by Resolve when several items match a reference
// equally well; nothing is guessed.
type AmbiguousError struct {
	// Ref is the reference as given, trimmed.
	Ref string
	// Candidates are the equally good matches (open ones only when any is
	// open), by title, at most 10; always two or more.
	Candidates []Candidate
}

// Error lists the candidates' labels: `"ref" matches several items: "a", "b (done)"`.
func (e *AmbiguousError) Error() string {
	names := make([]string, len(e.Candidates))
	for i, c := range e.Candidates {
		names[i] = fmt.Sprintf("%q", c.Label())
	}
	return fmt.Sprintf("%q matches several items: %s", e.Ref, strings.Join(names, ", "))
}

// IDPrefix marks an exact id reference: "id:<uuid>".
const IDPrefix = "id:"

// Ref formats an exact reference to id: "id:" + id.
func Ref(id string) string { return IDPrefix + id }

// table per kind for lookup; title and done are expressions over the
// table aliased x (notes are never done).
var lookupTable = map[string]struct{ table, title, done string }{
	KindTask:    {"tasks", "x.title", "x.done"},
	KindProject: {"projects", "x.name", "x.done"},
	KindNote:    {"notes", "x.title", "0"},
}

// resolve finds the id of the item of kind that ref names:
//  1. "id:<uuid>" resolves exactly (ErrNotFound if absent);
//  2. a verbatim, case-insensitive title match;
//  3. stemmed content-word overlap: every query word must appear in the
//     title, all but one for queries of three or more words; more shared
//     words win, then fewer extra title words — except for a reference
//     that is only a to-do verb ("buy"), which is ambiguous among them.
//
// Open items are preferred to done ones at every step. Several equally good
// matches return *AmbiguousError; none returns ErrNotFound.
func (tx *Tx) resolve(kind, ref string) (string, error) {
	lt := lookupTable[kind]
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return "", fmt.Errorf("empty reference: %w", ErrNotFound)
	}
	if len(ref) >= len(IDPrefix) && strings.EqualFold(ref[:len(IDPrefix)], IDPrefix) {
		id := ref[len(IDPrefix):]
		var got string
		err := tx.queryRow(`SELECT id FROM `+lt.table+` WHERE id = ?`, strings.TrimSpace(id)).Scan(&got)
		if err != nil {
			return "", fmt.Errorf("%s %s: %w", kind, ref, ErrNotFound)
		}
		return got, nil
	}
	exact, err := tx.candidates(kind, `SELECT x.id, `+lt.title+`, `+lt.done+` FROM `+lt.table+` x WHERE `+lt.title+` = ? COLLATE NOCASE`, ref)
	if err != nil {
		return "", err
	}
	if id, err := tx.pick(ref, preferOpen(exact)); err == nil || len(exact) > 0 {
		return id, err
	}
	words := ContentWords(ref)
	if len(words) == 0 {
		return "", fmt.Errorf("%s %q: %w", kind, ref, ErrNotFound)
	}
	id, err := tx.overlap(kind, ref, words)
	if !errors.Is(err, ErrNotFound) {
		return id, err
	}
	// Nothing shares the words as typed: read a typo as the word it
	// stands for ("dentst") and look once more. Only then — the fuzzy
	// path needs no spelling when a title matches.
	fixed, serr := tx.spellWords(kind, words)
	if serr != nil {
		return "", serr
	}
	if !slices.Equal(fixed, words) {
		if id, err = tx.overlap(kind, ref, fixed); !errors.Is(err, ErrNotFound) {
			return id, err
		}
	}
	// An acronym's plural said without it or the other way round ("the VM
	// inventory" for "inventory of all VMs"): stems have no vowel to cut
	// the "s" by.
	if alt := acronymVariant(words); !slices.Equal(alt, words) {
		if id, err = tx.overlap(kind, ref, alt); !errors.Is(err, ErrNotFound) {
			return id, err
		}
	}
	// A phrasal verb said as its noun or the other way round ("the laptop
	// backup" for "back up the laptop", "check up on the boiler" for
	// "boiler checkup").
	if alt := phrasalVariant(ref); alt != ref {
		if id, err = tx.overlap(kind, ref, ContentWords(alt)); !errors.Is(err, ErrNotFound) {
			return id, err
		}
	}
	// A chore said as its noun ("the mooring payment" for "pay the mooring
	// fees"), or with a word for a chore in general ("the recycling run"
	// for "take the recycling to the tip").
	if alt := choreVariant(words); len(alt) > 0 && !slices.Equal(alt, words) {
		if id, err = tx.overlap(kind, ref, alt); !errors.Is(err, ErrNotFound) {
			return id, err
		}
	}
	// A task called by when it happens ("the Sunday greenhouse reminder"
	// for "check the greenhouse heater", repeating every Sunday): the
	// other words name it.
	if kind == KindTask {
		if alt := withoutWhenWords(words); len(alt) > 0 && len(alt) < len(words) {
			if id, err = tx.overlap(kind, ref, alt); !errors.Is(err, ErrNotFound) {
				return id, err
			}
		}
	}
	// A verb said as another of the same sense ("the landlord call" for
	// "ring the landlord", "get stamps" for "buy stamps").
	for i, w := range words {
		for _, alt := range sameVerb[w] {
			v := append(append(append([]string(nil), words[:i]...), alt), words[i+1:]...)
			if id, err = tx.overlap(kind, ref, v); !errors.Is(err, ErrNotFound) {
				return id, err
			}
		}
	}
	// A field said as its specialist or the other way round ("the
	// cardiology appointment" for "cardiologist appointment").
	for i, w := range words {
		k := strings.Index(w, "olog")
		if k < 2 {
			continue
		}
		for _, form := range []string{"y", "ist", "ical"} {
			alt := english.Stem(w[:k+4]+form, false)
			if alt == w {
				continue
			}
			v := append(append(append([]string(nil), words[:i]...), alt), words[i+1:]...)
			if id, err = tx.overlap(kind, ref, v); !errors.Is(err, ErrNotFound) {
				return id, err
			}
		}
	}
	// A verb said without the "re" of the title's ("the glue on the
	// soundboard" for "reglue the soundboard crack").
	for i, w := range words {
		if len(w) < 3 || strings.HasPrefix(w, "re") {
			continue
		}
		v := append(append(append([]string(nil), words[:i]...), english.Stem("re"+w, false)), words[i+1:]...)
		if id, err = tx.overlap(kind, ref, v); !errors.Is(err, ErrNotFound) {
			return id, err
		}
	}
	// Stems hide some typos ("electricty" stems apart from "electricity"):
	// compare the words as written.
	id, err = tx.typoTitles(kind, ref)
	if kind == KindProject && errors.Is(err, ErrNotFound) {
		// "kitchen reno" for "Kitchen Renovation": each word the start of
		// one of the name's
		if id, err = tx.projectAbbreviated(ref); !errors.Is(err, ErrNotFound) {
			return id, err
		}
	}
	if kind == KindProject && errors.Is(err, ErrNotFound) {
		// "mum's party" for "Mum's 70th", described as a surprise party
		return tx.projectByDescription(ref, words)
	}
	return id, err
}

// projectByDescription finds the one open project whose name holds at
// least one of words and whose name and description together hold them all
// ("mum's party" for "Mum's 70th", "a surprise party for mum"); when no
// name holds any, the one project whose description holds them all ("the
// kitchen project" for "Reforma da Cozinha", "the renovation of the
// kitchen"). Several such projects are *AmbiguousError, none ErrNotFound.
func (tx *Tx) projectByDescription(ref string, words []string) (string, error) {
	rows, err := tx.query(`SELECT id, name, notes FROM projects WHERE done = 0 AND notes != '' AND archived_at IS NULL`)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	var found, described []Candidate
	for rows.Next() {
		var c Candidate
		var notes string
		if err := rows.Scan(&c.ID, &c.Title, &notes); err != nil {
			return "", err
		}
		name := ContentWords(c.Title)
		all := append(slices.Clone(name), ContentWords(notes)...)
		inName := false
		for _, w := range words {
			inName = inName || slices.Contains(name, w)
		}
		if !slices.ContainsFunc(words, func(w string) bool { return !slices.Contains(all, w) }) {
			c.Kind = KindProject
			if inName {
				found = append(found, c)
			} else {
				described = append(described, c)
			}
		}
	}
	if err := rows.Err(); err != nil {
		return "", err
	}
	if len(found) == 0 && len(described) == 1 {
		// "the kitchen project" for "Reforma da Cozinha", described as
		// "the renovation of the kitchen": the one project its own
		// description names so
		return described[0].ID, nil
	}
	switch len(found) {
	case 0:
		return "", fmt.Errorf("%s %q: %w", KindProject, ref, ErrNotFound)
	case 1:
		return found[0].ID, nil
	}
	return "", &AmbiguousError{Ref: ref, Candidates: found}
}

// whenWords: stems of words that say when a task happens, not what it is.
var whenWords = ContentWords("monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun weekly daily monthly yearly nightly morning evening afternoon night weekend fortnightly annual")

// withoutWhenWords is words without whenWords.
func withoutWhenWords(words []string) []string {
	var out []string
	for _, w := range words {
		if !slices.Contains(whenWords, w) {
			out = append(out, w)
		}
	}
	return out
}

// sameVerb: stems of to-do verbs said for one another.
var sameVerb = map[string][]string{
	"call": {"ring", "phone"}, "ring": {"call", "phone"}, "phone": {"call", "ring"},
	"buy": {"get", "purchas"}, "get": {"buy"}, "purchas": {"buy"},
	"collect": {"pick", "fetch"}, "pick": {"collect", "fetch"}, "fetch": {"collect", "pick"},
	"paid": {"pay"}, "sent": {"send"}, "bought": {"buy"}, "brought": {"bring"}, "wrote": {"write"}, "written": {"write"},
	"email": {"mail", "messag"}, "text": {"messag"}, "messag": {"text", "email"},
}

// choreNouns maps the stem of a noun naming a chore to the stem of its
// verb; choreWords are stems of words for any chore, no part of a title's
// sense ("run", "trip", "job", "appointment": "the vet appointment" for
// "Marmalade is due at the vet"); "the letter to the council" is the to-do
// of writing to it.
var (
	choreNouns = map[string]string{"payment": "pay", "deliveri": "deliv", "applic": "appli", "registr": "regist",
		"submiss": "submit", "pickup": "pick", "dropoff": "drop", "letter": "write"}
	choreWords = map[string]bool{"run": true, "trip": true, "job": true, "thing": true, "stuff": true, "errand": true,
		"task": true, "bit": true, "session": true, "chore": true, "appoint": true}
)

// choreVariant is words with each chore noun as its verb and the words for
// any chore left out; nil when that leaves nothing.
func choreVariant(words []string) []string {
	var out []string
	for _, w := range words {
		if choreWords[w] {
			continue
		}
		if v, ok := choreNouns[w]; ok {
			w = v
		}
		out = append(out, w)
	}
	return out
}

// phrasalVerbs take a particle that is also written joined to them as a
// noun ("back up" / "backup", "check in" / "checkin").
const phrasalVerbs = `back|cash|catch|check|clean|drop|fit|follow|hand|hook|lay|log|look|make|mix|pick|print|round|run|set|sign|take|tidy|top|touch|walk|warm|work|write`

var (
	phrasalApart  = regexp.MustCompile(`(?i)\b(` + phrasalVerbs + `)\s+(up|out|off|over|in)\b`)
	phrasalJoined = regexp.MustCompile(`(?i)\b(` + phrasalVerbs + `)(up|out|off|over|in)\b`)
)

// phrasalVariant swaps each phrasal verb of ref between its two spellings:
// "back up the laptop" ↔ "the laptop backup", "the work out" ↔ "workout".
// A ref without one comes back unchanged.
func phrasalVariant(ref string) string {
	if phrasalJoined.MatchString(ref) {
		return phrasalJoined.ReplaceAllString(ref, "$1 $2")
	}
	return phrasalApart.ReplaceAllString(ref, "$1$2")
}

// typoScan bounds how many titles typoTitles reads.
const typoScan = 20000

// typoTitles is resolve's last step: the items whose title words match the
// reference's words as written within a small edit distance (none for
// words under 6 letters, 1 up to 8, 2 from 9; same first letter), every
// word or all but one of three or more. The best match wins: open before
// done, more words matched, fewer edits; another within one edit of it
// makes the reference ambiguous.
func (tx *Tx) typoTitles(kind, ref string) (string, error) {
	want := plainWords(ref)
	if len(want) == 0 {
		return "", fmt.Errorf("%s %q: %w", kind, ref, ErrNotFound)
	}
	need := len(want)
	if need >= 3 {
		need--
	}
	lt := lookupTable[kind]
	rows, err := tx.query(`SELECT x.id, `+lt.title+`, `+lt.done+` FROM `+lt.table+` x LIMIT ?`, typoScan)
	if err != nil {
		return "", err
	}
	type hit struct {
		c           Candidate
		n, distance int
	}
	var hits []hit
	for rows.Next() {
		c := Candidate{Kind: kind}
		if err := rows.Scan(&c.ID, &c.Title, &c.Done); err != nil {
			rows.Close()
			return "", err
		}
		if n, d := typoMatch(want, plainWords(c.Title)); n >= need {
			hits = append(hits, hit{c, n, d})
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return "", err
	}
	if len(hits) == 0 {
		return "", fmt.Errorf("%s %q: %w", kind, ref, ErrNotFound)
	}
	sort.SliceStable(hits, func(i, j int) bool {
		a, b := hits[i], hits[j]
		if a.c.Done != b.c.Done {
			return !a.c.Done
		}
		if a.n != b.n {
			return a.n > b.n
		}
		return a.distance < b.distance
	})
	best := []Candidate{hits[0].c}
	for _, h := range hits[1:] {
		if h.c.Done == hits[0].c.Done && h.n == hits[0].n && h.distance <= hits[0].distance+1 {
			best = append(best, h.c)
		}
	}
	return tx.pick(ref, best)
}

// typoMatch counts the words of want that a word of have spells within
// typoLimit, and the edits that took.
func typoMatch(want, have []string) (n, edits int) {
	for _, w := range want {
		best := -1
		for _, h := range have {
			if h == w {
				best = 0
				break
			}
			if shortFor(h, w) {
				best = 1 // a title's "diss" for "dissertation", "info" for "information"
				continue
			}
			lim := typoLimit(w)
			if lim == 0 || h[0] != w[0] || len(h) < len(w)-lim || len(h) > len(w)+lim {
				continue
			}
			if d := edlib.OSADamerauLevenshteinDistance(w, h); d <= lim && (best < 0 || d < best) {
				best = d
			}
		}
		if best >= 0 {
			n++
			edits += best
		}
	}
	return n, edits
}

// shortFor reports whether short is an abbreviation of long by its first
// letters: at least 4 of them, and at least 3 fewer than long has ("diss"
// for "dissertation"; "plan" is no short form of "plants").
func shortFor(short, long string) bool {
	return len(short) >= 4 && len(long) >= len(short)+3 && strings.HasPrefix(long, short)
}

func typoLimit(w string) int {
	switch n := len([]rune(w)); {
	case n < 6:
		return 0 // "plans" is not "plants"
	case n < 9:
		return 1
	}
	return 2
}

// plainWords are the lower-case words of s that are not stopwords, unstemmed.
func plainWords(s string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	}) {
		if f = strings.TrimSuffix(strings.Trim(f, "'"), "'s"); f != "" && !stopwords[f] {
			out = append(out, f)
		}
	}
	return out
}

// overlap is step 3 of resolve: the item sharing the most of words (all,
// or all but one of three or more). Errors: ErrNotFound, *AmbiguousError.
func (tx *Tx) overlap(kind, ref string, words []string) (string, error) {
	lt := lookupTable[kind]
	need := len(words)
	if need >= 3 {
		need--
	}
	wordsJSON, err := json.Marshal(words)
	if err != nil {
		return "", err
	}
	rare, err := tx.rareWords(kind, wordsJSON, len(words)-need+1)
	if err != nil {
		return "", err
	}
	if rare == nil {
		return "", fmt.Errorf("%s %q: %w", kind, ref, ErrNotFound)
	}
	q := fuzzyQuery(lt.table, lt.title, lt.done)
	if len(rare) > 0 {
		q = fuzzyFromRareQuery(lt.table, lt.title, lt.done)
	}
	rareJSON, err := json.Marshal(rare)
	if err != nil {
		return "", err
	}
	rows, err := tx.query(q, string(wordsJSON), kind, need, string(rareJSON))
	if err != nil {
		return "", err
	}
	// Rows come best first: open before done (open items are preferred
	// whenever there is one), more shared words, fewer other words, title.
	// The best tier is the rows ranking equal to the first.
	type scored struct {
		c             Candidate
		shared, total int
	}
	var best []Candidate
	var first scored
	for rows.Next() {
		s := scored{c: Candidate{Kind: kind}}
		if err := rows.Scan(&s.c.ID, &s.c.Title, &s.c.Done, &s.shared, &s.total); err != nil {
			rows.Close()
			return "", err
		}
		if len(best) == 0 {
			first = s
		} else if s.c.Done != first.c.Done || s.shared != first.shared ||
			s.total-s.shared != first.total-first.shared && first.total-first.shared <= 1 && !onlyVerbs(words) {
			// Fewer extra title words decide when the first has at most
			// one ("milk" is "Buy milk" rather than "Buy oat milk"); two
			// titles that each say much more are a guess, so it is asked
			// ("the report": "Finish quarterly report" or "write the report
			// summary for Ana"?). Never for a reference that is only a
			// to-do verb: "buy" is no more "buy compost" than "buy tulip
			// bulbs".
			break
		}
		best = append(best, s.c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return "", err
	}
	if len(best) == 0 {
		return "", fmt.Errorf("%s %q: %w", kind, ref, ErrNotFound)
	}
	if len(best) > 1 {
		// "the books" of "pack the books" and "book the truck": the one
		// title that says the words as they were typed
		if c, ok := sameForms(ref, best); ok {
			return c.ID, nil
		}
	}
	return tx.pick(ref, best)
}

// sameForms is the one candidate whose title holds every content word of
// ref in the form ref typed it ("books", not only "book"); ok is false when
// none or several do.
func sameForms(ref string, cs []Candidate) (Candidate, bool) {
	typed := wordForms(ref)
	if len(typed) == 0 {
		return Candidate{}, false
	}
	var hit []Candidate
	for _, c := range cs {
		have := map[string]bool{}
		for _, f := range wordForms(c.Title) {
			have[f] = true
		}
		all := true
		for _, f := range typed {
			all = all && have[f]
		}
		if all {
			hit = append(hit, c)
		}
	}
	if len(hit) != 1 {
		return Candidate{}, false
	}
	return hit[0], true
}

// wordForms is the content words of s as written, lower-cased (no stems).
func wordForms(s string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' }) {
		if f = strings.TrimSuffix(strings.Trim(f, "'"), "'s"); f != "" && !stopwords[f] {
			out = append(out, f)
		}
	}
	return out
}

// genericVerbs are to-do verbs that name no item on their own (stems, as
// ContentWords gives them).
var genericVerbs = map[string]bool{"buy": true, "call": true, "email": true, "pay": true, "book": true, "fix": true,
	"clean": true, "get": true, "make": true, "send": true, "write": true, "read": true, "check": true, "order": true,
	"pick": true, "do": true, "text": true, "phone": true, "finish": true, "plan": true, "review": true, "renew": true}

// onlyVerbs reports whether every one of words is a generic to-do verb.
func onlyVerbs(words []string) bool {
	for _, w := range words {
		if !genericVerbs[w] {
			return false
		}
	}
	return len(words) > 0
}

// spellWords replaces each reference word that no item of kind holds by
// the one indexed word it is a typo of ("plumbr" → "plumber"): same first
// letter, at least 5 letters, optimal-string-alignment distance 1 (2 from 8
// letters), a single nearest word. Other words are kept.
func (tx *Tx) spellWords(kind string, words []string) ([]string, error) {
	out := append([]string(nil), words...)
	for i, w := range words {
		if len(w) < 5 || w[0] >= 0x80 || w[0] == 0x7f {
			continue
		}
		// EXISTS stops at the first entry; a common word holds thousands.
		var indexed bool
		if err := tx.queryRow(`SELECT EXISTS (SELECT 1 FROM ref_words WHERE kind = ? AND word = ?)`, kind, w).Scan(&indexed); err != nil {
			return nil, err
		}
		if indexed {
			continue
		}
		limit := 1
		if len(w) >= 8 {
			limit = 2
		}
		rows, err := tx.query(`SELECT DISTINCT word FROM ref_words WHERE kind = ? AND word >= ? AND word < ? AND length(word) BETWEEN ? AND ?`,
			kind, w[:1], string([]byte{w[0] + 1}), len(w)-limit, len(w)+limit)
		if err != nil {
			return nil, err
		}
		best, ties := "", 0
		for rows.Next() {
			var c string
			if err := rows.Scan(&c); err != nil {
				rows.Close()
				return nil, err
			}
			if d := edlib.OSADamerauLevenshteinDistance(w, c); d <= limit {
				best, ties = c, ties+1
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
		if ties == 1 {
			out[i] = best
		}
	}
	return out, nil
}

// fuzzyQuery ranks the items of one kind sharing at least ?3 of the query
// words ?1 (a JSON array of ContentWords), kind ?2: open first, then more
// shared words, then fewer other indexed words (title, and aliases for
// notes), then title; at most 10 rows, as candidates are capped at 10.
func fuzzyQuery(table, title, done string) string {
	return `SELECT x.id, ` + title + `, ` + done + ` AS done, m.n,
		(SELECT count(*) FROM ref_words r WHERE r.item_id = m.item_id) AS total
	FROM (SELECT item_id, count(*) AS n FROM ref_words
		WHERE kind = ?2 AND word IN (SELECT value FROM json_each(?1))
		GROUP BY item_id HAVING count(*) >= ?3) m
	JOIN ` + table + ` x ON x.id = m.item_id
	WHERE ?4 IS NOT NULL
	ORDER BY done, m.n DESC, total - m.n, 2 LIMIT 10`
}

// rareCap bounds how many index entries rareWords reads per word.
const rareCap = 64

// rareWords picks the k rarest of the query words (a JSON array) when
// together they index fewer than rareCap items of kind: an item holding all
// but k-1 of the words holds one of them, so the lookup can start from
// their few items instead of grouping every item of common words ("call",
// "buy"). It returns an empty slice when the words are all common, and nil
// when the k rarest index no item at all (nothing can match).
func (tx *Tx) rareWords(kind string, wordsJSON []byte, k int) ([]string, error) {
	rows, err := tx.query(`SELECT j.value, (SELECT count(*) FROM (SELECT 1 FROM ref_words r
		WHERE r.word = j.value AND r.kind = ?2 LIMIT `+fmt.Sprint(rareCap)+`)) AS n
		FROM json_each(?1) j ORDER BY n, j.key LIMIT ?3`, string(wordsJSON), kind, k)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []string{}
	sum := 0
	for rows.Next() {
		var w string
		var n int
		if err := rows.Scan(&w, &n); err != nil {
			return nil, err
		}
		out = append(out, w)
		sum += n
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	switch {
	case sum == 0:
		return nil, nil
	case sum >= rareCap:
		return []string{}, nil
	}
	return out, nil
}

// fuzzyFromRareQuery ranks like fuzzyQuery, starting from the items of the
// rare words ?4 (a JSON array) and counting their shared words one index
// lookup each.
func fuzzyFromRareQuery(table, title, done string) string {
	return `WITH cand AS (SELECT DISTINCT r.item_id FROM ref_words r
		WHERE r.kind = ?2 AND r.word IN (SELECT value FROM json_each(?4))),
	m AS (SELECT cand.item_id, (SELECT count(*) FROM ref_words r WHERE r.item_id = cand.item_id
		AND r.kind = ?2 AND r.word IN (SELECT value FROM json_each(?1))) AS n FROM cand)
	SELECT x.id, ` + title + `, ` + done + ` AS done, m.n,
		(SELECT count(*) FROM ref_words r WHERE r.item_id = m.item_id) AS total
	FROM m JOIN ` + table + ` x ON x.id = m.item_id
	WHERE m.n >= ?3
	ORDER BY done, m.n DESC, total - m.n, 2 LIMIT 10`
}

func (tx *Tx) candidates(kind, q string, args ...any) ([]Candidate, error) {
	rows, err := tx.query(q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Candidate
	for rows.Next() {
		c := Candidate{Kind: kind}
		if err := rows.Scan(&c.ID, &c.Title, &c.Done); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

func preferOpen(cs []Candidate) []Candidate {
	if hasOpen(cs, func(c Candidate) bool { return !c.Done }) {
		return filter(cs, func(c Candidate) bool { return !c.Done })
	}
	return cs
}

// pick returns the one candidate's id, or an *AmbiguousError listing them
// (by title, at most 10, told apart by Distinguish).
func (tx *Tx) pick(ref string, cs []Candidate) (string, error) {
	switch len(cs) {
	case 0:
		return "", ErrNotFound
	case 1:
		return cs[0].ID, nil
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].Title < cs[j].Title })
	if len(cs) > 10 {
		cs = cs[:10]
	}
	return "", &AmbiguousError{Ref: ref, Candidates: tx.Distinguish(cs)}
}

func hasOpen[T any](xs []T, ok func(T) bool) bool {
	for _, x := range xs {
		if ok(x) {
			return true
		}
	}
	return false
}

func filter[T any](xs []T, keep func(T) bool) []T {
	out := xs[:0:0]
	for _, x := range xs {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}

// abbrevSkip: words a project reference carries that are no part of the
// name ("the kitchen reno project").
var abbrevSkip = map[string]bool{"the": true, "my": true, "our": true, "project": true, "a": true}

// projectAbbreviated finds the one open project whose name has, for each
// word of ref (three letters or more), a word that starts with it, at
// least one of them shortened ("kitchen reno" for "Kitchen Renovation",
// "hall xmas" is not "Hall Christmas"). Several are *AmbiguousError, none
// ErrNotFound.
func (tx *Tx) projectAbbreviated(ref string) (string, error) {
	var words []string
	for _, w := range strings.FieldsFunc(strings.ToLower(ref), notWordRune) {
		if !abbrevSkip[w] {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return "", fmt.Errorf("project %q: %w", ref, ErrNotFound)
	}
	for _, w := range words {
		if utf8.RuneCountInString(w) < 3 {
			return "", fmt.Errorf("project %q: %w", ref, ErrNotFound)
		}
	}
	rows, err := tx.query(`SELECT id, name FROM projects WHERE done = 0 AND archived_at IS NULL`)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	var found []Candidate
	for rows.Next() {
		c := Candidate{Kind: KindProject}
		if err := rows.Scan(&c.ID, &c.Title); err != nil {
			return "", err
		}
		if abbreviates(words, strings.FieldsFunc(strings.ToLower(c.Title), notWordRune)) {
			found = append(found, c)
		}
	}
	if err := rows.Err(); err != nil {
		return "", err
	}
	if len(found) == 0 {
		return "", fmt.Errorf("project %q: %w", ref, ErrNotFound)
	}
	return tx.pick(ref, found)
}

// abbreviates reports whether each of words starts a different word of
// name, in order, and one of them is shorter than the word it starts.
func abbreviates(words, name []string) bool {
	short, at := false, 0
	for _, w := range words {
		for at < len(name) && !strings.HasPrefix(name[at], w) {
			at++
		}
		if at == len(name) {
			return false
		}
		short = short || len(w) < len(name[at])
		at++
	}
	return short
}

func notWordRune(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' }

// acronymVariant is words with each word of no vowel ("vm", "vms", "pcs",
// "2x4s") in its other number: "vms" as "vm", "vm" as "vms", "2x4" as
// "2x4s".
func acronymVariant(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w
		if len(w) < 2 || strings.ContainsAny(w, "aeiouy") || strings.IndexFunc(w, func(r rune) bool { return (r < 'a' || r > 'z') && (r < '0' || r > '9') }) >= 0 || strings.Trim(w, "0123456789") == "" {
			continue
		}
		if strings.HasSuffix(w, "s") && len(w) > 2 {
			out[i] = strings.TrimSuffix(w, "s")
		} else {
			out[i] = w + "s"
		}
	}
	return out
}

// TypoWords reports whether every word of ref that is no stopword is in
// title, or spelt there within a typo's distance (OSA Damerau–Levenshtein, 1
// edit for words of 6–8 letters, 2 from 9; shorter words must be exact):
// "script aproved" names "script approved".
func TypoWords(ref, title string) bool {
	want := plainWords(ref)
	if len(want) == 0 {
		return false
	}
	n, _ := typoMatch(want, plainWords(title))
	return n == len(want)
}
