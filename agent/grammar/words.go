package grammar

import (
	_ "embed"
	"strings"
)

// taskVerbs are verbs a to-do usually starts with. A clause that begins
// with one of them (and is no question) is a capture even without "remind
// me to"; the planner also cuts a compound request where one begins.
var taskVerbs = set(`
add answer apply arrange ask assemble attend back bake book bring brush build buy call cancel change charge
check choose clean clear collect confirm contact cook copy cut deal deliver deposit design discuss do download
draft drink drive drop email empty fetch file fill find finish fix fold follow get give go grab hand hang have
hire hoover invite iron learn leave lock look mail make meet message mop mow move number order organise organize
pack paint pay phone pick plan plant plug post practice practise prepare print prune pull put read rebook
recycle register renew rent repair replace reply research reserve return review ring run schedule scrub
see sell send set sew share shop sign sort start study submit sweep take talk tell test text throw tidy top
train transfer trim try tune unpack update upload vacuum visit wash water weed wipe write ship courier watch
approve bathe chop declutter defrost descale donate dust enrol enroll feed finalise finalize fertilise fertilize harvest hem
install knit laminate mend notarise notarize photocopy polish proofread rake reconcile refill rehearse reinstall repot restock
revise rsvp sharpen shovel sow staple translate unclog unsubscribe varnish verify walk withdraw
feed walk rake dust polish mend refill restock defrost descale shovel groom bathe declutter donate service inspect
measure install mount unclog sharpen varnish sanitise sanitize disinfect hem stitch knit sketch proofread translate
marinate prep stretch jog swim wrap hoover defrag backup fit sand oil drill
chase strip glue seal tile grout invoice claim insure grease bleed scan shred label tighten unblock vaccinate shear
redo rewrite repack repaint reglue reseal reorder rehang resend resubmit reprint replant rewire retile restring regrout
dig mulch grit stack deworm wallpaper plaster memorise memorize edit grade freeze thaw soak knead quote haul spread aerate plough plow`)

// irregularPast maps past forms the lemmatizer misses or that must not be
// read as anything else.
var irregularPast = map[string]string{
	"did": "do", "got": "get", "paid": "pay", "sent": "send", "bought": "buy", "brought": "bring",
	"took": "take", "wrote": "write", "gave": "give", "found": "find", "fed": "feed", "left": "leave",
	"met": "meet", "sold": "sell", "told": "tell", "ran": "run", "drove": "drive", "caught": "catch",
	"taught": "teach", "rang": "ring", "swept": "sweep", "hung": "hang", "built": "build", "spent": "spend",
	"made": "make", "went": "go", "read": "read", "put": "put", "set": "set", "cut": "cut", "sorted": "sort",
	"done": "do", "written": "write", "taken": "take", "given": "give", "shut": "shut", "lent": "lend",
	"ate": "eat", "threw": "throw", "thrown": "throw", "gone": "go", "spoke": "speak", "chose": "choose", "froze": "freeze",
	"chosen": "choose", "spoken": "speak", "eaten": "eat", "driven": "drive", "frozen": "freeze", "sung": "sing", "sang": "sing",
	"swum": "swim", "swam": "swim", "drawn": "draw", "drew": "draw", "shown": "show", "seen": "see", "saw": "see", "forgotten": "forget",
	"forgot": "forget", "hidden": "hide", "hid": "hide", "worn": "wear", "wore": "wear", "torn": "tear", "tore": "tear",
	"woken": "wake", "woke": "wake", "begun": "begin", "began": "begin", "flown": "fly", "flew": "fly", "grown": "grow", "grew": "grow",
	"known": "know", "knew": "know", "thought": "think", "sought": "seek", "fought": "fight", "dealt": "deal", "kept": "keep",
	"slept": "sleep", "swapped": "swap", "stuck": "stick", "struck": "strike", "sewn": "sew", "shook": "shake", "shaken": "shake",
	"tidied": "tidy", "emptied": "empty", "copied": "copy", "replied": "reply", "applied": "apply", "carried": "carry",
}

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// lemmaTable is golem's English dictionary (github.com/aaaton/golem,
// dicts/en) reduced to the words whose lemma is another word, one
// "word\tlemma" line each, sorted by word (gen_lemmas.go writes it;
// TestLemmaTableMatchesGolem checks it against golem). Looked up in
// place by binary search: nothing is decoded or built at start-up, where
// golem's own loader cost every process ~70 ms.
//
//go:generate go run gen_lemmas.go
//go:embed lemmas.tsv
var lemmaTable string

// lemma returns the dictionary form of word (lower case) from golem's
// English dictionary. A to-do verb of the grammar's own is its own
// dictionary form ("weed the beds" is no past of "wee").
func lemma(word string) string {
	w := strings.ToLower(word)
	if taskVerbs[w] {
		return w
	}
	if base, ok := irregularPast[w]; ok {
		return base
	}
	if base, ok := lookupLemma(lemmaTable, w); ok {
		return base
	}
	return w
}

// lookupLemma binary-searches table (sorted "word\tlemma\n" lines) for w.
func lookupLemma(table, w string) (string, bool) {
	lo, hi := 0, len(table) // lo and hi are line starts (or the end)
	for lo < hi {
		mid := lo + (hi-lo)/2
		start := lo + strings.LastIndexByte(table[lo:mid], '\n') + 1
		end := start + strings.IndexByte(table[start:], '\n')
		line := table[start:end]
		tab := strings.IndexByte(line, '\t')
		switch key := line[:tab]; {
		case key == w:
			return line[tab+1:], true
		case key < w:
			lo = end + 1
		default:
			hi = start
		}
	}
	return "", false
}

// gerundBase is the verb of an "-ing" form ("printing" → "print",
// "restringing" → "restring"), or "" when word is none.
func gerundBase(word string) string {
	w := strings.ToLower(word)
	if !strings.HasSuffix(w, "ing") || len(w) < 6 {
		return ""
	}
	if l := lemma(w); l != w {
		return l
	}
	b := w[:len(w)-3]
	for _, c := range []string{b, b + "e", b[:len(b)-1]} {
		if taskVerbs[c] {
			return c // "printing", "making", "running"
		}
	}
	if strings.HasPrefix(w, "re") {
		if l := lemma(w[2:]); l != w[2:] {
			return "re" + l // "restringing": re + string
		}
	}
	return ""
}

// irregularEnd: endings of irregular past forms ("learnt", "strung",
// "swept", "drew", "wrote").
var irregularEnd = lazy(`(?:[^s]t|ung|ang|ank|unk|ought|aught|ew|own|ode|ote|ove|oke|ore|id|ook|ood|ole)$`)

// irregularByTable reads an irregular past the lemma table knows
// ("learnt" → learn, "strung" → string), and one with "re" before it
// ("restrung" → restring); ok is false for other words.
func irregularByTable(w string) (string, bool) {
	if len(w) < 4 || !irregularEnd.MatchString(w) {
		return "", false
	}
	if l := lemma(w); l != w && (!strings.HasPrefix(w, l) || strings.HasSuffix(w, "t")) {
		return l, true // "strung" → string; "learnt" → learn (its stem kept)
	}
	if strings.HasPrefix(w, "re") && len(w) > 5 {
		if base, ok := irregularPast[w[2:]]; ok {
			return "re" + base, true
		}
		if l := lemma(w[2:]); l != w[2:] {
			return "re" + l, true
		}
	}
	return "", false
}

// pastVerb reports whether word is a past form of a verb ("returned",
// "fed", "did") and returns its base form.
func pastVerb(word string) (string, bool) {
	w := strings.ToLower(word)
	if base, ok := irregularPast[w]; ok {
		return base, w != "read" && w != "put" && w != "set" && w != "cut" && w != "shut"
	}
	if !strings.HasSuffix(w, "ed") || len(w) < 4 {
		return irregularByTable(w)
	}
	base := lemma(w)
	if base == w || base == "" {
		return "", false
	}
	return base, true
}

// Synonym lexicon of the paraphrase layer: the lemma of a clause's first
// verb (or verb + particle) mapped to the verb the slot grammar knows.
var synonyms = map[string]string{
	// reschedule
	"shift": "move", "push": "move", "postpone": "move", "delay": "move", "slide": "move",
	"reschedule": "move", "bump": "move", "put off": "move", "push back": "move", "defer": "move",
	"slip": "move", "nudge": "move",
	// complete
	"tick off": "complete", "check off": "complete", "cross off": "complete", "close": "complete",
	"wrap up": "complete", "knock out": "complete", "finish off": "complete", "polish off": "complete",
	// delete
	"remove": "delete", "trash": "delete", "scrap": "delete", "ditch": "delete", "erase": "delete",
	"bin": "delete", "discard": "delete", "get rid of": "delete", "kill": "delete", "axe": "delete",
	// search
	"look for": "search", "hunt for": "search", "look up": "search", "dig up": "search", "locate": "search",
	"search for": "search", "seek": "search",
	// link
	"connect": "link", "tie": "link", "relate": "link", "associate": "link", "hook up": "link", "attach": "link",
	// priority
	"prioritise": "prioritize", "escalate": "prioritize", "deprioritise": "deprioritize",
	// snooze
	"hide": "snooze", "mute": "snooze",
	// create
	"kick off": "start", "launch": "start", "spin up": "start", "set up": "start", "begin": "start",
	"open": "start",
	// append
	"tack": "append", "tack on": "append",
	// note capture
	"jot": "note", "jot down": "note", "write down": "note", "scribble": "note", "note down": "note",
}

// canonicalVerb returns the canonical verb for the first one or two words
// of s (lemmatized) and how many bytes of s they span.
func canonicalVerb(s string) (string, int) {
	ws := wordSpans(s, 4)
	if len(ws) == 0 {
		return "", 0
	}
	for n := min(3, len(ws)); n >= 1; n-- {
		parts := make([]string, n)
		for i := 0; i < n; i++ {
			parts[i] = s[ws[i][0]:ws[i][1]]
		}
		if l := strings.ToLower(parts[0]); strings.HasSuffix(l, "s") && lemma(l) != l {
			return "", 0 // "bins out every tuesday": a noun, not a command
		}
		parts[0] = lemma(parts[0])
		key := strings.ToLower(strings.Join(parts, " "))
		if v, ok := synonyms[key]; ok {
			return v, ws[n-1][1]
		}
	}
	return "", 0
}

// wordSpans returns the byte ranges of up to n leading words of s.
func wordSpans(s string, n int) [][2]int {
	var out [][2]int
	i := 0
	for i < len(s) && len(out) < n {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' {
			j++
		}
		if j > i {
			out = append(out, [2]int{i, j})
		}
		i = j
	}
	return out
}

// firstWord returns s's first word in lower case without punctuation.
func firstWord(s string) string {
	ws := wordSpans(s, 1)
	if len(ws) == 0 {
		return ""
	}
	return strings.ToLower(strings.Trim(s[ws[0][0]:ws[0][1]], ",.;:!?\"'"))
}

// StartsWithTaskVerb reports whether s begins with a verb a to-do usually
// starts with ("buy Oliver's present"): a thing named as a to-do, not a
// reason or a remark.
func StartsWithTaskVerb(s string) bool {
	return taskVerbs[asciiLower(firstWord(strings.TrimSpace(s)))]
}
