package grammar

import (
	"slices"
	"strings"

	"github.com/hbollon/go-edlib"
)

// Spelling tolerance for the grammar's own vocabulary ("remnd me to call
// the plumber tomorow"): a misspelt command word at the start of a request,
// a misspelt frame noun ("projct", "remider") near it, and a misspelt date
// word anywhere become the word the grammar knows, so the rules and the
// date parser read them. Everything else, titles above all, stays as typed.
//
// A word is corrected only when it is at least minFix letters, is not a
// word the grammar knows, shares its first letter with exactly one known
// word within optimal-string-alignment distance 1 (2 from 8 letters), and
// is not a real word that merely looks like one (keepAsTyped), a plural, or a
// capitalised name after the first word.
const minFix = 5

// commandWords start a request.
var commandWords = set(`remind delete remove complete finish reschedule postpone snooze schedule create rename archive
restore cancel search reopen prioritise prioritize repeat start`)

// frameWords name what a request is about, near its start.
var frameWords = set(`reminder project milestone priority urgent important calendar appointment meeting everything`)

// dateWords are the date parser's words.
var dateWords = set(`today tonight tomorrow yesterday monday tuesday wednesday thursday friday saturday sunday
morning afternoon evening weekend january february april august september october november december fortnight
midnight`)

// reportWords report a task done at the start of a request ("finshed the
// palette").
var reportWords = set(`finished completed cancelled`)

// levelWords come before the word "priority".
var levelWords = set(`high low top medium normal med hi urgent`)

// keepAsTyped are real words one edit away from a known one.
var keepAsTyped = set(`finnish sundae remains remained starts started starting reminds minder mundane creates
cancels searches fridays mornings evenings todays remainder projector`)

// fixSpelling returns text with its misspelt vocabulary corrected (see
// above); byte offsets into the result come from the result.
func fixSpelling(text string) string {
	if !strings.ContainsFunc(text, isLowerASCII) {
		return text
	}
	var b strings.Builder
	changed := false
	word := 0
	prev := ""
	i := 0
	for i < len(text) {
		j := i
		for j < len(text) && isLetterASCII(text[j]) {
			j++
		}
		if j == i {
			b.WriteByte(text[i])
			i++
			continue
		}
		w := text[i:j]
		if labelLead[prev] || i > 0 && (text[i-1] == '@' || text[i-1] == '#') {
			// a label is the user's own word ("tagged urgente")
			b.WriteString(w)
		} else if nameLead[prev] && frameTypos[strings.ToLower(w)] != "" {
			// "new project projet integrateur": the name, as typed
			b.WriteString(w)
		} else if fix := fixWord(w, word); fix != "" {
			b.WriteString(fix)
			changed = true
		} else if l := strings.ToLower(w); levelWords[prev] && l != "priority" && len(l) >= 6 && edlib.OSADamerauLevenshteinDistance(l, "priority") <= 2 {
			// "high prioirty" anywhere in the request
			b.WriteString("priority")
			changed = true
		} else {
			b.WriteString(w)
		}
		prev = strings.ToLower(w)
		word++
		i = j
	}
	if !changed {
		return text
	}
	return b.String()
}

// nameLead: words a name follows ("project projet integrateur").
var nameLead = set(`project called named`)

// labelLead: words a label follows, never corrected.
var labelLead = set(`tagged labelled labeled tag label tags labels`)

// fixWord is the known word w stands for at word position pos, or "".
// questionTypos are the question words' common short misspellings, at
// the start of a request.
var questionTypos = map[string]string{"wht": "what", "wat": "what", "waht": "what", "whta": "what", "wha": "what",
	"whn": "when", "wen": "when", "hwo": "how", "whats": "what's", "wats": "what's", "whens": "when's",
	"whos": "who's", "wheres": "where's", "hows": "how's", "whys": "why's"}

// dateTypos are date words' common short misspellings and slang, below
// minFix letters, read anywhere ("evry tuesday", "tmrw", "tomorrow arvo").
var dateTypos = map[string]string{"evry": "every", "evey": "every", "evrey": "every", "eveyr": "every",
	"tmrw": "tomorrow", "tmr": "tomorrow", "tmw": "tomorrow", "tdy": "today", "tonite": "tonight", "2day": "today",
	"wk": "week", "wks": "weeks", "wek": "week", "weke": "week", "2moro": "tomorrow", "2morrow": "tomorrow", "tmoz": "tomorrow", "tomoz": "tomorrow", "2moz": "tomorrow", "tmoro": "tomorrow", "tomoro": "tomorrow", "arvo": "afternoon", "avo": "afternoon", "2nite": "tonight"}

// frameTypos are frame nouns' misspellings read anywhere in a request
// ("the garden projet", "what projets have I got"): words no title means
// as typed.
var frameTypos = map[string]string{"projet": "project", "projets": "projects", "projct": "project", "prject": "project",
	"projekt": "project", "porject": "project", "proejct": "project", "projcet": "project", "projec": "project",
	"milstone": "milestone", "milestne": "milestone", "milestome": "milestone", "milesone": "milestone",
	"importent": "important", "importnat": "important", "improtant": "important", "priorty": "priority", "prority": "priority"}

// calendarNames: the days and months a capitalised misspelling may be.
var calendarNames = strings.Fields("monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december")

func fixWord(w string, pos int) string {
	if q, ok := questionTypos[strings.ToLower(w)]; ok && pos == 0 {
		return q
	}
	if f := frameTypos[strings.ToLower(w)]; f != "" {
		return f
	}
	if d := dateTypos[strings.ToLower(w)]; d != "" {
		return d
	}
	if len(w) >= 6 && w[0] >= 'A' && w[0] <= 'Z' {
		// "Wendesday", "Febuary": a day or month is written with a capital
		// as names are, and misspelt as often as the rest
		l := strings.ToLower(w)
		if slices.Contains(calendarNames, l) || dateWords[l] {
			return "" // "Tuesday" is no misspelt "Thursday"
		}
		for _, d := range calendarNames {
			if limit := 1 + len(d)/8; !strings.HasPrefix(l, d) && l[0] == d[0] && edlib.OSADamerauLevenshteinDistance(l, d) <= limit {
				return strings.ToUpper(d[:1]) + d[1:]
			}
		}
	}
	if len(w) < minFix || pos > 0 && w[0] >= 'A' && w[0] <= 'Z' {
		return "" // short, or a name ("Frida")
	}
	l := strings.ToLower(w)
	if commandWords[l] || frameWords[l] || dateWords[l] || keepAsTyped[l] || pos == 0 && lemma(l) != l {
		// Known, or an English word's inflection leading the request:
		// "finished the report" reports it done; it is not a misspelt
		// "finish".
		return ""
	}
	var lexicons []map[string]bool
	if pos == 0 {
		lexicons = append(lexicons, commandWords, reportWords)
	}
	if pos <= 4 {
		lexicons = append(lexicons, frameWords)
	}
	lexicons = append(lexicons, dateWords)
	limit := 1
	if len(l) >= 8 {
		limit = 2
	}
	best, n := "", 0
	for _, lex := range lexicons {
		for k := range lex {
			if k[0] != l[0] || abs(len(k)-len(l)) > limit || l == k+"s" || k == l+"s" {
				continue // too far, or a plural ("meetings")
			}
			if d := edlib.OSADamerauLevenshteinDistance(l, k); d <= limit {
				if k != best {
					n++
				}
				best = k
			}
		}
	}
	if n != 1 {
		return ""
	}
	return best
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func isLetterASCII(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isLowerASCII(r rune) bool { return r >= 'a' && r <= 'z' }
