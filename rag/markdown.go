package rag

import (
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// Doc is a Markdown or text file parsed as a note.
type Doc struct {
	Title   string
	Body    string // the text after any front matter, CRLF turned into LF
	Tags    []string
	Aliases []string
	Links   []WikiLink
}

// WikiLink is an Obsidian-style [[Target#Heading|Alias]] link.
type WikiLink struct {
	Target, Heading, Alias string
}

// frontMatter holds the YAML keys Pace reads; Obsidian also accepts the
// singular forms and a comma- or space-separated string for lists.
type frontMatter struct {
	Title   string    `yaml:"title"`
	Tags    yaml.Node `yaml:"tags"`
	Tag     yaml.Node `yaml:"tag"`
	Aliases yaml.Node `yaml:"aliases"`
	Alias   yaml.Node `yaml:"alias"`
}

// ParseMarkdown reads a note out of a file's text. The title is the front
// matter's title, else the first level-1 "# heading", else the file name
// without extension. Tags come from the front matter and from #tags in the
// text outside code, links and mid-word positions; links from [[wikilinks]]
// outside code. Invalid YAML front matter is kept as body text.
func ParseMarkdown(name, text string) Doc {
	text = strings.TrimPrefix(strings.ReplaceAll(text, "\r\n", "\n"), "\ufeff")
	var d Doc
	if fm, body, ok := splitFrontMatter(text); ok {
		var m frontMatter
		if err := yaml.Unmarshal([]byte(fm), &m); err == nil {
			text = body
			d.Title = strings.TrimSpace(m.Title)
			d.Tags = append(yamlList(&m.Tags), yamlList(&m.Tag)...)
			d.Aliases = append(yamlList(&m.Aliases), yamlList(&m.Alias)...)
		}
	}
	d.Body = text
	code := codeRanges(text)
	if d.Title == "" {
		d.Title = firstHeading(text, code)
	}
	if d.Title == "" {
		d.Title = strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))
	}
	d.Tags = normList(append(d.Tags, bodyTags(text, code)...), true)
	d.Aliases = normList(d.Aliases, false)
	d.Links = wikiLinks(text, code)
	return d
}

// MarkdownLinks is ParseMarkdown(name, text).Links, without reading the
// front matter's YAML when it cannot matter: a re-import needs only the
// links of the files it skips. Front matter holding "[[" or a code fence
// character takes the full parse (invalid YAML would make it body text).
func MarkdownLinks(name, text string) []WikiLink {
	norm := strings.TrimPrefix(strings.ReplaceAll(text, "\r\n", "\n"), "\ufeff")
	body := norm
	if fm, rest, ok := splitFrontMatter(norm); ok {
		if strings.Contains(fm, "[[") || strings.ContainsAny(fm, "`~") {
			return ParseMarkdown(name, text).Links
		}
		body = rest
	}
	return wikiLinks(body, codeRanges(body))
}

func splitFrontMatter(text string) (fm, body string, ok bool) {
	if !strings.HasPrefix(text, "---\n") {
		return "", "", false
	}
	rest := text[4:]
	for pos := 0; pos <= len(rest); {
		nl := strings.IndexByte(rest[pos:], '\n')
		end := len(rest)
		if nl >= 0 {
			end = pos + nl
		}
		if l := strings.TrimRight(rest[pos:end], " \t"); l == "---" || l == "..." {
			body = ""
			if end < len(rest) {
				body = rest[end+1:]
			}
			return rest[:pos], body, true
		}
		if nl < 0 {
			break
		}
		pos = end + 1
	}
	return "", "", false
}

// yamlList reads a YAML sequence, or a string of comma- or space-separated items.
func yamlList(n *yaml.Node) []string {
	switch n.Kind {
	case yaml.SequenceNode:
		var out []string
		for _, c := range n.Content {
			if c.Kind == yaml.ScalarNode {
				out = append(out, c.Value)
			}
		}
		return out
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return nil
		}
		return strings.FieldsFunc(n.Value, func(r rune) bool { return r == ',' || (r == ' ' && !strings.Contains(n.Value, ",")) })
	}
	return nil
}

func normList(in []string, tag bool) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, s := range in {
		s = strings.TrimSpace(s)
		if tag {
			s = strings.ToLower(strings.TrimPrefix(s, "#"))
		}
		if s != "" && !seen[strings.ToLower(s)] {
			seen[strings.ToLower(s)] = true
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

// codeRanges returns the byte ranges of fenced code blocks and inline code
// spans, where neither #tags nor [[links]] count.
func codeRanges(text string) [][2]int {
	var out [][2]int
	for _, b := range blocks(text) {
		if b.code {
			out = append(out, [2]int{b.start, b.end})
		}
	}
	inFence := func(i int) int {
		for _, r := range out {
			if i >= r[0] && i < r[1] {
				return r[1]
			}
		}
		return -1
	}
	var inline [][2]int
	for i := 0; i < len(text); {
		if e := inFence(i); e >= 0 {
			i = e
			continue
		}
		if text[i] != '`' {
			i++
			continue
		}
		n := 0
		for i+n < len(text) && text[i+n] == '`' {
			n++
		}
		closeAt := findRun(text, i+n, n)
		if closeAt < 0 {
			i += n
			continue
		}
		inline = append(inline, [2]int{i, closeAt + n})
		i = closeAt + n
	}
	return append(out, inline...)
}

// findRun finds the next run of exactly n backticks at or after from.
func findRun(text string, from, n int) int {
	for i := from; i < len(text); {
		if text[i] != '`' {
			i++
			continue
		}
		m := 0
		for i+m < len(text) && text[i+m] == '`' {
			m++
		}
		if m == n {
			return i
		}
		i += m
	}
	return -1
}

func inRanges(rs [][2]int, i int) bool {
	for _, r := range rs {
		if i >= r[0] && i < r[1] {
			return true
		}
	}
	return false
}

func firstHeading(text string, code [][2]int) string {
	for pos := 0; pos < len(text); {
		end := strings.IndexByte(text[pos:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += pos
		}
		if line := text[pos:end]; strings.HasPrefix(line, "# ") && !inRanges(code, pos) {
			return strings.TrimSpace(strings.TrimRight(strings.TrimSpace(line[2:]), "#"))
		}
		pos = end + 1
	}
	return ""
}

func isTagRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-' || r == '/'
}

// bodyTags finds #tags: '#' at the start of a line or after a space or an
// opening bracket, followed by letters, digits, '_', '-' or '/' with at
// least one non-digit (so "#12" stays an issue number). URLs and words such
// as "C#" never match because their '#' follows a non-space.
func bodyTags(text string, code [][2]int) []string {
	var out []string
	for i := 0; i < len(text); i++ {
		if text[i] != '#' || inRanges(code, i) {
			continue
		}
		if i > 0 {
			p, _ := utf8.DecodeLastRuneInString(text[:i])
			if !unicode.IsSpace(p) && p != '(' && p != '[' && p != ',' {
				continue
			}
			// A link to a heading: [text](#heading), [[#heading]].
			if strings.HasSuffix(text[:i], "](") || strings.HasSuffix(text[:i], "[[") {
				continue
			}
		}
		j := i + 1
		for j < len(text) {
			r, n := utf8.DecodeRuneInString(text[j:])
			if !isTagRune(r) {
				break
			}
			j += n
		}
		tag := strings.TrimRight(text[i+1:j], "-/")
		if tag != "" && strings.IndexFunc(tag, func(r rune) bool { return !unicode.IsDigit(r) }) >= 0 {
			out = append(out, tag)
		}
		i = j - 1
	}
	return out
}

// TextTags is the tags a note's text carries, read as an import reads
// them (ParseMarkdown): its front matter's and its inline #tags outside
// code, URLs and headings, lower case, sorted, each once.
func TextTags(text string) []string { return ParseMarkdown("", text).Tags }

// EditedTags is the tags of a note holding tags whose text went from old
// to new: the tags its text did not carry stay (an import keeps the front
// matter's tags but not the front matter; tags given when it was made),
// those of the old text go, and those of the new text come.
func EditedTags(tags []string, old, new string) []string {
	had := map[string]bool{}
	for _, t := range TextTags(old) {
		had[t] = true
	}
	var out []string
	for _, t := range tags {
		if !had[strings.ToLower(strings.TrimPrefix(strings.TrimSpace(t), "#"))] {
			out = append(out, t)
		}
	}
	return normList(append(out, TextTags(new)...), true)
}

// wikiLinks finds [[Target]], [[Target|alias]], [[Target#heading]] and
// embeds ![[...]] outside code.
func wikiLinks(text string, code [][2]int) []WikiLink {
	var out []WikiLink
	for i := 0; i+1 < len(text); i++ {
		if text[i] != '[' || text[i+1] != '[' || inRanges(code, i) {
			continue
		}
		end := strings.Index(text[i+2:], "]]")
		if end < 0 {
			break
		}
		inner := text[i+2 : i+2+end]
		if strings.ContainsAny(inner, "\n[") {
			continue
		}
		var l WikiLink
		inner, l.Alias, _ = strings.Cut(inner, "|")
		l.Target, l.Heading, _ = strings.Cut(inner, "#")
		l.Target, l.Heading, l.Alias = strings.TrimSpace(l.Target), strings.TrimSpace(l.Heading), strings.TrimSpace(l.Alias)
		if l.Target != "" {
			out = append(out, l)
		}
		i += 2 + end + 1
	}
	return out
}
