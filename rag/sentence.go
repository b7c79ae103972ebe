package rag

import (
	_ "embed"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/neurosnap/sentences"
	"github.com/neurosnap/sentences/english"
)

// Span is a sentence (or a heading, list item or code block) of a text:
// byte offsets [Start, End) into it, trimmed of surrounding space.
type Span struct {
	Start, End int
	// Heading marks a Markdown heading line; it indexes well but makes a
	// poor answer sentence.
	Heading bool
	// Tags marks a line of only #tags ("#garden #soil"): kept apart so it
	// does not run into the sentence below, and never quoted.
	Tags bool
	// Meta marks front matter, a table's header row and its |---| rule:
	// structure, never quoted as an answer.
	Meta bool
}

var tokenizer = sync.OnceValues(func() (*sentences.DefaultSentenceTokenizer, error) {
	st, err := punktStorage(punktEnglish)
	if err != nil {
		return nil, err
	}
	return newPunkt(st), nil
})

// newPunkt is english.NewSentenceTokenizer(st) with two of its hot spots
// made cheap, the decisions unchanged (TestPunktSameAsTheLibrary compares
// the two on every test text): the word tokenizer's end-character checks
// without building their lists per token, and the multi-punctuation
// annotation without its regexp (see multiPunct). Sentence splitting was
// a quarter of a large import's CPU time, half of it in that regexp.
func newPunkt(st *sentences.Storage) *sentences.DefaultSentenceTokenizer {
	for _, abbr := range []string{"sgt", "gov", "no"} { // as english.NewSentenceTokenizer
		st.AbbrevTypes.Add(abbr)
	}
	lang := sentences.NewPunctStrings()
	word := &punktWords{english.NewWordTokenizer(lang)}
	annotations := sentences.NewAnnotations(st, lang, word)
	ortho := &sentences.OrthoContext{Storage: st, PunctStrings: lang, TokenType: word, TokenFirst: word}
	annotations = append(annotations, &multiPunct{english.MultiPunctWordAnnotation{
		Storage: st, TokenParser: word, TokenGrouper: &sentences.DefaultTokenGrouper{}, Ortho: ortho,
	}})
	return &sentences.DefaultSentenceTokenizer{Storage: st, PunctStrings: lang, WordTokenizer: word, Annotations: annotations}
}

// punktWords is english.WordTokenizer with its end-character lists built
// once instead of at every call.
type punktWords struct{ *english.WordTokenizer }

var (
	unreliableEnders = []string{
		`."`, `.'`, `.)`, `.’`, `.”`,
		`?"`, `?'`, `?)`, `?’`, `?”`,
		`!"`, `!'`, `!)`, `!’`, `!”`,
	}
	sentEnders = []string{
		`."`, `.'`, `.)`, `.’`, `.”`,
		`?`, `?"`, `?'`, `?)`, `?’`, `?”`,
		`!`, `!"`, `!'`, `!)`, `!’`, `!”`,
	}
	sentEndParens = []string{
		`.[`, `.(`, `."`, `.'`,
		`?[`, `?(`,
		`![`, `!(`,
	}
)

// The token tests below are the library's regexps (sentences/token.go) as
// plain scans; TestPunktTokenTestsAreTheRegexps compares them.

// IsListNumber is ^\d+.?\)?$: digits, then at most one rune other than a
// newline, then at most one ')'.
func (w *punktWords) IsListNumber(t *sentences.Token) bool {
	s := t.Tok
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	if i == 0 {
		return false
	}
	rest := s[i:]
	if rest == "" || rest == ")" {
		return true
	}
	_, n := utf8.DecodeRuneInString(rest)
	return rest[0] != '\n' && (n == len(rest) || rest[n:] == ")")
}

// IsCoordinatePartTwo is ^[0-9]*\.[0-9]*\.[0-9]*\.$.
func (w *punktWords) IsCoordinatePartTwo(t *sentences.Token) bool {
	s, dots := t.Tok, 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '.':
			dots++
		case !isDigit(s[i]):
			return false
		}
	}
	return dots == 3 && strings.HasSuffix(s, ".")
}

// IsEllipsis is \.\.+$.
func (w *punktWords) IsEllipsis(t *sentences.Token) bool { return strings.HasSuffix(t.Tok, "..") }

// IsInitial is ^[A-Za-z]\.$.
func (w *punktWords) IsInitial(t *sentences.Token) bool {
	s := t.Tok
	return len(s) == 2 && s[1] == '.' && (s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z')
}

// HasUnreliableEndChars is english.WordTokenizer's.
func (w *punktWords) HasUnreliableEndChars(t *sentences.Token) bool {
	for _, e := range unreliableEnders {
		if strings.HasSuffix(t.Tok, e) {
			return true
		}
	}
	return false
}

// HasSentEndChars is english.WordTokenizer's.
func (w *punktWords) HasSentEndChars(t *sentences.Token) bool {
	for _, e := range sentEnders {
		if strings.HasSuffix(t.Tok, e) {
			return true
		}
	}
	for _, p := range sentEndParens {
		if strings.Contains(t.Tok, p) {
			return true
		}
	}
	return false
}

// multiPunct is english.MultiPunctWordAnnotation (which tells abbreviations
// such as "F.B.I." from sentence ends) with its test of the regexp
// ((?:[\w]\.)+[\w]*\.) replaced by dottedAbbr.
type multiPunct struct {
	english.MultiPunctWordAnnotation
}

// Annotate is english.MultiPunctWordAnnotation's.
func (a *multiPunct) Annotate(tokens []*sentences.Token) []*sentences.Token {
	for _, pair := range a.TokenGrouper.Group(tokens) {
		if len(pair) < 2 || pair[1] == nil {
			continue
		}
		a.annotate(pair[0], pair[1])
	}
	return tokens
}

// annotate is english.MultiPunctWordAnnotation's tokenAnnotation.
func (a *multiPunct) annotate(one, two *sentences.Token) {
	if a.IsListNumber(one) || a.IsCoordinatePartOne(one) {
		one.SentBreak = false
		return
	}
	if strings.HasSuffix(one.Tok, ".") && two.Tok == "." {
		one.SentBreak = false
		return
	}
	if !dottedAbbr(one.Tok) && one.Tok != "." && !a.HasUnreliableEndChars(one) && !a.IsCoordinatePartTwo(one) {
		return
	}
	if a.IsInitial(one) {
		return
	}
	one.Abbr = true
	one.SentBreak = false
	// Orthographic evidence that the next word starts a sentence.
	if a.Ortho.Heuristic(two) == 1 {
		one.SentBreak = true
		return
	}
	// A capitalised next word that often starts sentences.
	next := a.TokenParser.TypeNoSentPeriod(two)
	if a.TokenParser.FirstUpper(two) && (a.SentStarters[next] != 0 || a.HasUnreliableEndChars(one) || one.Tok == "." || a.IsCoordinatePartTwo(one)) {
		one.SentBreak = true
	}
}

// dottedAbbr reports whether tok holds a match of ((?:[\w]\.)+[\w]*\.),
// which holds exactly when it holds one of \w\.\w*\. (a longer match
// starts with one): a word character, a period, word characters, a period.
func dottedAbbr(tok string) bool {
	for i := 0; i+2 < len(tok); i++ {
		if !isWordByte(tok[i]) || tok[i+1] != '.' {
			continue
		}
		j := i + 2
		for j < len(tok) && isWordByte(tok[j]) {
			j++
		}
		if j < len(tok) && tok[j] == '.' {
			return true
		}
	}
	return false
}

// isWordByte is regexp's ASCII \w.
func isWordByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// punktEnglish is the Punkt tokenizer's English training data (the
// library's data/english.json) as sorted "table\tkey\tvalue" lines
// (gen_punkt.go writes it; TestPunktTableMatchesTheLibrary checks it).
// Reading it costs ~2 ms where decoding the library's JSON cost every
// process that splits a sentence ~20 ms.
//
//go:generate go run gen_punkt.go
//go:embed punkt_english.tsv
var punktEnglish string

// punktStorage reads a table written by gen_punkt.go.
func punktStorage(table string) (*sentences.Storage, error) {
	st := &sentences.Storage{
		AbbrevTypes: sentences.SetString{}, Collocations: sentences.SetString{},
		SentStarters: sentences.SetString{}, OrthoContext: make(sentences.SetString, strings.Count(table, "\nO\t")+1),
	}
	sets := map[string]sentences.SetString{"A": st.AbbrevTypes, "C": st.Collocations, "S": st.SentStarters, "O": st.OrthoContext}
	for line := range strings.Lines(table) {
		f := strings.Split(strings.TrimSuffix(line, "\n"), "\t")
		if len(f) != 3 || sets[f[0]] == nil {
			return nil, fmt.Errorf("punkt table: bad line %q", line)
		}
		v, err := strconv.Atoi(f[2])
		if err != nil {
			return nil, fmt.Errorf("punkt table: bad line %q", line)
		}
		sets[f[0]][f[1]] = v
	}
	return st, nil
}

// Sentences splits Markdown or plain text into sentence spans. Blank lines,
// headings, list items and fenced code blocks bound blocks; inside a block
// the Punkt segmenter (github.com/neurosnap/sentences, English model) finds
// sentence ends, so "Dr. Smith arrived at 5 p.m. on Jan. 3." stays one.
func Sentences(text string) []Span {
	var out []Span
	for _, b := range blocks(text) {
		if b.code || b.heading || b.tags || b.meta {
			if s, ok := trimSpan(text, b.start, b.end); ok {
				s.Heading, s.Tags, s.Meta = b.heading, b.tags, b.meta
				out = append(out, s)
			}
			continue
		}
		out = append(out, splitBlock(text, b.start, b.end)...)
	}
	return out
}

func splitBlock(text string, start, end int) []Span {
	tok, err := tokenizer()
	seg := text[start:end]
	var cuts []int
	if err == nil {
		for _, s := range tok.Tokenize(seg) {
			if bracketAbbrev(seg[:s.End], tok.Storage.AbbrevTypes) || honorific(seg[:s.End]) {
				continue // "(Mr. Chen)": Punkt reads "(mr" as no abbreviation
			}
			cuts = append(cuts, s.End)
		}
	}
	cuts = append(cuts, len(seg))
	var out []Span
	prev := 0
	for _, c := range cuts {
		if c <= prev || c > len(seg) {
			continue
		}
		for _, piece := range numberEnds(seg, prev, c) {
			if s, ok := trimSpan(text, start+piece[0], start+piece[1]); ok {
				out = append(out, s)
			}
		}
		prev = c
	}
	return out
}

// dottedWord splits head, which must end in a word and a full stop
// ("… landlord (Mr."), into the text before that word and the word; ok is
// false when head ends otherwise.
func dottedWord(head string) (before, word string, ok bool) {
	h := strings.TrimRight(head, " \t\r\n")
	if !strings.HasSuffix(h, ".") {
		return "", "", false
	}
	w := h[:len(h)-1]
	i := len(w)
	for i > 0 && (w[i-1] >= 'a' && w[i-1] <= 'z' || w[i-1] >= 'A' && w[i-1] <= 'Z') {
		i--
	}
	return w[:i], w[i:], i < len(w)
}

// bracketAbbrev reports whether head ends in an abbreviation Punkt knows
// opened by a bracket or quote ("to the landlord (Mr."), which its word
// types keep the bracket of and so miss.
func bracketAbbrev(head string, abbrevs sentences.SetString) bool {
	before, word, ok := dottedWord(head)
	i := len(before)
	if !ok || i == 0 || !strings.ContainsRune("([{\"'", rune(before[i-1])) && !strings.HasSuffix(before, "“") && !strings.HasSuffix(before, "‘") {
		return false
	}
	if q := before[i-1]; (q == '\'' || q == '"') && i >= 2 && before[i-2] != ' ' && before[i-2] != '\n' && before[i-2] != '(' {
		return false // "Israel's.": an apostrophe, no opening quote
	}
	return abbrevs.Has(strings.ToLower(word))
}

// honorific reports whether head ends in a title said before a name in
// other languages' notes too ("Dra. Sofia", "Sr. Joaquim"), which the
// English model does not know: never a sentence's end.
func honorific(head string) bool {
	before, word, ok := dottedWord(head)
	if i := len(before); !ok || i > 0 && before[i-1] != ' ' && before[i-1] != '(' && before[i-1] != '\n' {
		return false
	}
	return honorifics[strings.ToLower(word)]
}

// honorifics: titles before a name that other languages abbreviate, and
// church ones ("Sis. Robinson", "Bro. James", "Rev.").
var honorifics = map[string]bool{"sis": true, "bro": true, "br": true, "sr": true, "rev": true, "pr": true, "dra": true, "sra": true, "srta": true, "dr": true, "mme": true, "mlle": true, "hr": true, "fr": true, "frau": true, "sig": true, "sgra": true}

// listNumber reports whether the digits before seg[dot] open their line
// ("1. Set up the suite"): a numbered list item's marker, not a number
// ending a sentence.
func listNumber(seg string, dot int) bool {
	k := dot - 1
	for k >= 0 && isDigit(seg[k]) {
		k--
	}
	for k >= 0 && (seg[k] == ' ' || seg[k] == '\t') {
		k--
	}
	return k < 0 || seg[k] == '\n'
}

// numberEnds splits [from, to) of seg after a number ending a sentence
// ("… on Jan. 3. He left"): Punkt's ordinal rule keeps "3." inside the
// sentence, which suits German dates but not English prose.
func numberEnds(seg string, from, to int) [][2]int {
	var out [][2]int
	start := from
	for i := from + 1; i < to-2; i++ {
		if seg[i] != '.' || !isDigit(seg[i-1]) || seg[i+1] != ' ' || listNumber(seg, i) {
			continue
		}
		j := i + 1
		for j < to && seg[j] == ' ' {
			j++
		}
		r, _ := utf8.DecodeRuneInString(seg[j:])
		if j < to && unicode.IsUpper(r) && !(i >= 2 && seg[i-2] == '.') {
			out = append(out, [2]int{start, i + 1})
			start = i + 1
		}
	}
	return append(out, [2]int{start, to})
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

func trimSpan(text string, start, end int) (Span, bool) {
	for start < end && isSpace(text[start]) {
		start++
	}
	for end > start && isSpace(text[end-1]) {
		end--
	}
	return Span{Start: start, End: end}, end > start
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

type block struct {
	start, end                int
	heading, code, tags, meta bool
}

// frontMatterEnd returns the end of a leading "---" … "---" block (YAML
// front matter left in a typed note), or 0.
func frontMatterEnd(text string) int {
	if !strings.HasPrefix(text, "---\n") && !strings.HasPrefix(text, "---\r\n") {
		return 0
	}
	for pos := strings.IndexByte(text, '\n') + 1; pos < len(text); {
		nl := strings.IndexByte(text[pos:], '\n')
		end := len(text)
		if nl >= 0 {
			end = pos + nl
		}
		if strings.TrimSpace(text[pos:end]) == "---" {
			return end
		}
		if nl < 0 {
			break
		}
		pos = end + 1
	}
	return 0
}

// isTableRule reports whether a line is a Markdown table's |---|:--:| rule.
func isTableRule(trimmed string) bool {
	t := strings.TrimSpace(trimmed)
	return strings.HasPrefix(t, "|") && strings.Contains(t, "-") && strings.Trim(t, "|-: \t") == ""
}

// nextLine returns the line after the one ending at lineEnd.
func nextLine(text string, lineEnd int) string {
	if lineEnd >= len(text) {
		return ""
	}
	rest := text[lineEnd+1:]
	if nl := strings.IndexByte(rest, '\n'); nl >= 0 {
		rest = rest[:nl]
	}
	return rest
}

// blocks cuts Markdown into paragraphs, headings, list items and fenced
// code blocks by lines.
func blocks(text string) []block {
	var out []block
	cur := -1 // start of the open paragraph, -1 if none
	flush := func(end int) {
		if cur >= 0 {
			out = append(out, block{start: cur, end: end})
			cur = -1
		}
	}
	fence := ""
	fenceStart := 0
	pos := 0
	if fm := frontMatterEnd(text); fm > 0 {
		out = append(out, block{start: 0, end: fm, meta: true})
		pos = fm
	}
	for pos < len(text) {
		nl := strings.IndexByte(text[pos:], '\n')
		lineEnd := len(text)
		next := len(text)
		if nl >= 0 {
			lineEnd = pos + nl
			next = lineEnd + 1
		}
		line := text[pos:lineEnd]
		trimmed := strings.TrimLeft(line, " ")
		switch {
		case fence != "":
			if strings.HasPrefix(strings.TrimSpace(line), fence) {
				out = append(out, block{start: fenceStart, end: lineEnd, code: true})
				fence = ""
			}
		case fenceOpen(trimmed) != "":
			flush(pos)
			fence, fenceStart = fenceOpen(trimmed), pos
		case strings.TrimSpace(line) == "":
			flush(pos)
		case isHeading(trimmed):
			flush(pos)
			out = append(out, block{start: pos, end: lineEnd, heading: true})
		case isTagLine(trimmed):
			flush(pos)
			out = append(out, block{start: pos, end: lineEnd, tags: true})
		case strings.HasPrefix(trimmed, "|") && (isTableRule(trimmed) || isTableRule(strings.TrimLeft(nextLine(text, lineEnd), " "))):
			flush(pos)
			out = append(out, block{start: pos, end: lineEnd, meta: true})
		case isLabelLine(trimmed) || isBareLabel(trimmed) && isListItem(strings.TrimLeft(nextLine(text, lineEnd), " \t")):
			// "Old flat:" over a list names what follows, as a heading does;
			// so does "Snack schedule" with no colon, right above its list
			flush(pos)
			out = append(out, block{start: pos, end: lineEnd, heading: true})
		case isListItem(trimmed) || isFieldLine(trimmed) || strings.HasPrefix(trimmed, "|") || strings.HasPrefix(trimmed, ">"):
			flush(pos)
			cur = pos
		default:
			if cur < 0 {
				cur = pos
			}
		}
		pos = next
	}
	if fence != "" {
		out = append(out, block{start: fenceStart, end: len(text), code: true})
	}
	flush(len(text))
	return out
}

func fenceOpen(trimmed string) string {
	for _, f := range []string{"```", "~~~"} {
		if strings.HasPrefix(trimmed, f) {
			return f
		}
	}
	return ""
}

func isHeading(trimmed string) bool {
	n := 0
	for n < len(trimmed) && trimmed[n] == '#' {
		n++
	}
	return n >= 1 && n <= 6 && (n == len(trimmed) || trimmed[n] == ' ' || trimmed[n] == '\t')
}

func isListItem(trimmed string) bool {
	if len(trimmed) >= 2 && strings.ContainsRune("-*+", rune(trimmed[0])) && trimmed[1] == ' ' {
		return true
	}
	i := 0
	for i < len(trimmed) && isDigit(trimmed[i]) {
		i++
	}
	return i > 0 && i < 10 && i+1 < len(trimmed) && (trimmed[i] == '.' || trimmed[i] == ')') && trimmed[i+1] == ' '
}

// fieldLine: a "Key: value" line of a note kept line by line ("Address:
// 42 Oakfield Road", "Landlord: Mr. Okafor, prefers WhatsApp"), a block of
// its own like a list item, so each field is its own sentence.
// A key said in lower case, or set off by a dash ("mon - legs: squat
// 4x6", "fri - pull: deadlift"), makes one as well.
var fieldLine = regexp.MustCompile(`^[\p{L}][\p{L}\d'’ ()/&-]{0,30}:\s+\S|^[\p{L}][\p{L}\d'’]{0,12}(?:\s[\p{L}\d'’]{1,12})?\s[-–—]\s+\S`)

func isFieldLine(trimmed string) bool { return fieldLine.MatchString(trimmed) }

// isLabelLine reports a short line that ends in a colon and names the
// lines after it ("Old flat:", "To bring:"), read as a heading.
func isLabelLine(trimmed string) bool {
	t := strings.TrimSpace(trimmed)
	return strings.HasSuffix(t, ":") && len(strings.Fields(t)) <= 5 && !strings.HasPrefix(t, "http") && !isListItem(t)
}

// isBareLabel: a short line with no closing punctuation that is no list
// item or field ("Snack schedule").
func isBareLabel(trimmed string) bool {
	t := strings.TrimSpace(trimmed)
	n := len(strings.Fields(t))
	return n >= 1 && n <= 4 && !strings.ContainsAny(t[len(t)-1:], ".!?:;,") && !isListItem(t) && !isFieldLine(t) && !strings.HasPrefix(t, "http")
}

// isTagLine reports whether a line holds only #tags (as bodyTags reads
// them: at least one non-digit, so "#12" is not one).
func isTagLine(trimmed string) bool {
	fields := strings.Fields(trimmed)
	for _, f := range fields {
		tag := f[1:]
		if f[0] != '#' || tag == "" || strings.IndexFunc(tag, func(r rune) bool { return !isTagRune(r) }) >= 0 ||
			strings.IndexFunc(tag, func(r rune) bool { return !unicode.IsDigit(r) }) < 0 {
			return false
		}
	}
	return len(fields) > 0
}
