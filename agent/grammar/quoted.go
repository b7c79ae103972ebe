package grammar

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"pace/plan"
)

// quotedSpan: a title said in double quotes, straight or curly.
var quotedSpan = regexp.MustCompile(`"([^"\n]+)"|“([^”\n]+)”`)

// singleQuotesAsDouble rewrites titles said in single quotes ('mark the
// books', ‘buy tape’) as double-quoted ones, which the rules read as the
// exact words of a title; an apostrophe inside a word ("Maya's", "don't")
// is no quote. Text with an odd number of quote marks is left alone.
func singleQuotesAsDouble(text string) string {
	if !strings.ContainsAny(text, "'‘’") {
		return text
	}
	type mark struct{ at, size int }
	var opens, closes []mark
	runes := []rune(text)
	byteAt := make([]int, len(runes)+1)
	for i, n := 0, 0; i < len(runes); i++ {
		byteAt[i] = n
		n += utf8.RuneLen(runes[i])
		byteAt[i+1] = n
	}
	isWord := func(i int) bool {
		return i >= 0 && i < len(runes) && (unicode.IsLetter(runes[i]) || unicode.IsDigit(runes[i]))
	}
	for i, r := range runes {
		if r != '\'' && r != '‘' && r != '’' {
			continue
		}
		before, after := isWord(i-1), isWord(i+1)
		switch {
		case before && after:
			// "Maya's", "don't": an apostrophe
		case !before && (after || i+1 < len(runes) && !unicode.IsSpace(runes[i+1])) && r != '’':
			opens = append(opens, mark{byteAt[i], utf8.RuneLen(r)})
		case before || i > 0 && !unicode.IsSpace(runes[i-1]):
			if runes[i-1] == 's' && i+2 < len(runes) && runes[i+1] == ' ' && unicode.IsUpper(runes[i+2]) && len(opens) > len(closes) && closesLater(runes, i+1) {
				// "'Y9 Parents' Evening - Dec'": a plural's apostrophe
				// inside the quote, which closes later
				continue
			}
			if r != '‘' && (i+1 == len(runes) || !isWord(i+1)) {
				closes = append(closes, mark{byteAt[i], utf8.RuneLen(r)})
			}
		}
	}
	// pair each opening mark with the first closing mark after it
	var pairs [][2]mark
	ci := 0
	for _, o := range opens {
		for ci < len(closes) && closes[ci].at <= o.at {
			ci++
		}
		if ci == len(closes) {
			break
		}
		if len(pairs) > 0 && o.at < pairs[len(pairs)-1][1].at {
			continue
		}
		pairs = append(pairs, [2]mark{o, closes[ci]})
		ci++
	}
	if len(pairs) == 0 {
		return text
	}
	var b strings.Builder
	last := 0
	for _, p := range pairs {
		if inner := text[p[0].at+p[0].size : p[1].at]; strings.TrimSpace(inner) == "" || strings.ContainsAny(inner, "\"“”") {
			continue // 'Return "The Secret Garden" to the library': quotes inside
		}
		b.WriteString(text[last:p[0].at])
		b.WriteString(`"`)
		b.WriteString(text[p[0].at+p[0].size : p[1].at])
		b.WriteString(`"`)
		last = p[1].at + p[1].size
	}
	b.WriteString(text[last:])
	return b.String()
}

// closesLater reports a single quote mark at or after from that can close
// a quote (a word or mark before it, no word after it).
func closesLater(runes []rune, from int) bool {
	for j := from; j < len(runes); j++ {
		if (runes[j] == '\'' || runes[j] == '’') && j > 0 && !unicode.IsSpace(runes[j-1]) &&
			(j+1 == len(runes) || !unicode.IsLetter(runes[j+1]) && !unicode.IsDigit(runes[j+1])) {
			return true
		}
	}
	return false
}

// quotedSlotKeys are the arguments a quoted title can fill.
var quotedSlotKeys = []string{"title", "task", "name", "milestone", "note"}

// quotedSlots makes a title, name or reference that holds a quoted span of
// the request among other words the quoted words alone ("quickly add
// \"mark the books\" for sunday" is the task "mark the books"); a plan of
// one step whose slot holds several spans becomes one step for each
// ("add \"A\" and \"B\" both for friday", "move \"A\" and \"B\" into P").
func quotedSlots(p plan.Plan, text string) plan.Plan {
	var spans []string
	for _, m := range quotedSpan.FindAllStringSubmatch(text, -1) {
		if s := strings.TrimSpace(m[1] + m[2]); s != "" {
			spans = append(spans, s)
		}
	}
	if len(spans) == 0 {
		return p
	}
	for i := 0; i < len(p.Steps); i++ {
		st := p.Steps[i]
		for _, k := range quotedSlotKeys {
			v, ok := st.Args[k].(string)
			if !ok || strings.HasPrefix(v, "$") {
				continue
			}
			var in []string
			for _, s := range spans {
				if strings.Contains(v, s) {
					in = append(in, s)
				}
			}
			if len(in) == 0 && (k == "name" || k == "title") && len(spans) == 1 && v != "" && strings.HasSuffix(spans[0], v) && len(spans[0]) > len(v) {
				st.Args[k] = spans[0] // "rename P to 'Our Wedding'": the whole quoted name
				continue
			}
			if overlapping(in) {
				continue // "rename \"A\" to \"A B\"": one holds the other
			}
			switch {
			case len(in) == 1 && (k == "title" || k == "name") && strings.TrimSpace(strings.Trim(v, `"“” `)) != in[0] && onlyFrameAround(v, in[0]):
				st.Args[k] = in[0]
			case len(in) > 1 && len(p.Steps) == 1 && (k == "title" || k == "task"):
				steps := make([]plan.Step, 0, len(in))
				for _, s := range in {
					args := map[string]any{}
					for ak, av := range st.Args {
						args[ak] = av
					}
					args[k] = s
					steps = append(steps, plan.Step{Tool: st.Tool, Args: args})
				}
				p.Steps = steps
				return p
			}
		}
	}
	return p
}

// overlapping reports spans of which one holds another.
func overlapping(spans []string) bool {
	for i, a := range spans {
		for j, b := range spans {
			if i != j && strings.Contains(a, b) {
				return true
			}
		}
	}
	return false
}

// quoteFrame say how a title is asked for, never what it is ("quickly add
// \"X\"", "can you put \"X\" in").
var quoteFrame = set(`quickly just add put please pls can could would you a an the task new reminder remind me to in for also and then so pop stick
chuck set create make called named titled my list our project rename it as one milestone with another second`)

// onlyFrameAround reports whether the words of v around the quoted span
// are all quoteFrame: 'Return "The Secret Garden" to the library' keeps
// its words, "quickly add \"mark the books\"" is the quoted words.
func onlyFrameAround(v, span string) bool {
	i := strings.Index(v, span)
	if i < 0 {
		return false
	}
	for _, w := range strings.Fields(v[:i] + " " + v[i+len(span):]) {
		if w = strings.ToLower(strings.Trim(w, `"“”'‘’,.!?:;`)); w != "" && !quoteFrame[w] {
			return false
		}
	}
	return true
}
