package rag

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"

	"pace/store"
)

// NotFound is the answer when the notes hold nothing relevant.
const NotFound = "I couldn't find anything about that in your notes."

// Answer is a cited, extractive answer composed from the user's notes.
type Answer struct {
	// Text is the answer with inline [n] markers naming Citations.
	Text      string     `json:"text"`
	Citations []Citation `json:"citations"`
	// Found is false when nothing relevant was found (Text is NotFound).
	Found bool `json:"found"`
	// Semantic says whether embeddings took part in ranking.
	Semantic bool `json:"semantic"`
	// Relevance is the share of the question's IDF weight the best note
	// covers, in [0, 1] (1 when a semantic match stood in for it); 0 when
	// nothing matched.
	Relevance float64 `json:"relevance"`
	// Unseen is the share of the question's IDF weight on words no note
	// holds, in [0, 1].
	Unseen float64 `json:"unseen"`
	// Answerability is the answerability model's probability that the
	// notes answer the question (see answerProb); Ask refuses below
	// AnswerThreshold. 0 when nothing matched or the notes are not about
	// the question (see offTopic).
	Answerability float64 `json:"answerability"`
	// Reading is what the Reader (Engine.SetReader) made of the answer;
	// ReadingNone without one.
	Reading Reading `json:"reading,omitempty"`
	// features are the model's inputs, for training and tests.
	features [nFeatures]float64
}

// Tunables of the composer.
const (
	// answerPassages is how many top passages the composer reads.
	answerPassages = 6
	// maxAnswerSentences bounds the answer's length.
	maxAnswerSentences = 3
	// MinCoverage is the relevance floor, the first stage of the
	// answerability decision (the model is the second): a question whose
	// best note (the passages of its chosen sentences and its title) holds
	// less than this share of its IDF-weighted content words is about
	// something the notes never mention. Whether a question covered more
	// thinly, or with words no note holds, is answered is the model's call
	// (coverage and unseen are among its features).
	MinCoverage = 0.2
	// otherNoteCoverage: another note is cited beside the lead only when
	// its passage covers this share of what the lead's covers.
	otherNoteCoverage = 0.7
	// answerCosine lets a semantic match stand in for the keyword floor.
	answerCosine = 0.6
	bm25K1       = 1.2
	bm25B        = 0.75
)

// noteLead: a question that opens by naming the note it is about ("In my
// medications note, …", "from the garden club notes:"); group 1 is the
// note's name.
var noteLead = regexp.MustCompile(`(?i)^\s*(?:in|from|on|according\s+to|per)\s+(?:my|the|our)\s+((?:[\p{L}\d'’-]+\s+){1,4}?)notes?\s*[,:;-]\s*`)

// Ask syncs the index, finds the answerPassages passages that best match
// question (see Search) and composes an extractive answer from their
// sentences (see compose). Found is false, with Text NotFound and no
// citations, when the answerability model (see answerProb) gives less than
// the engine's threshold (AnswerThreshold by default), or when the
// engine's Reader (SetReader) finds no answer in the cited passages. Errors
// are store errors and ctx's; embedder failures only turn semantic off.
func (e *Engine) Ask(ctx context.Context, question string) (Answer, error) {
	if _, err := e.Sync(ctx); err != nil {
		return Answer{}, err
	}
	question = numberShort.ReplaceAllString(question, "$1 number$2")
	named := ""
	if m := noteLead.FindStringSubmatchIndex(question); m != nil {
		// "In my medications note, at what time …": the question, then
		// the note's name as words of its topic
		named = question[m[2]:m[3]]
		question = strings.TrimSpace(question[m[1]:]) + " (" + named + ")"
	} else if m := noteLeadBare.FindStringSubmatchIndex(question); m != nil {
		named = question[m[2]:m[3]] // "in my gym note what do i do on fridays?"
		question = strings.TrimSpace(question[m[4]:]) + " (" + named + ")"
	}
	hits, terms, semOn, err := e.search(ctx, question, answerPassages)
	if err != nil {
		return Answer{}, err
	}
	hits = inNamedNote(hits, named)
	threshold := e.MinAnswerability
	if threshold == 0 {
		threshold = AnswerThreshold
	}
	a := compose(question, terms, hits, threshold, func(id string) (string, bool) {
		var body string
		err := e.db.Read(ctx, func(tx *store.Tx) error {
			n, err := tx.Notes().Get(id)
			body = n.Body
			return err
		})
		return body, err == nil
	})
	a.Semantic = semOn
	return e.read(ctx, question, a), nil
}

// noteLeadBare is noteLead said with no comma before the question ("in my
// gym note what do i do on fridays?"; group 2 the question).
var noteLeadBare = regexp.MustCompile(`(?i)^\s*(?:in|from|on|according\s+to|per)\s+(?:my|the|our)\s+((?:[\p{L}\d'’-]+\s+){1,4}?)notes?\s+((?:what|when|where|who|whom|which|how|is|are|was|were|do|does|did|can|should)\b)`)

// inNamedNote keeps the hits of the notes whose title holds every word of
// name ("in my gym note": the note "gym plan dec"), when any does; other
// notes' passages answer only when none is so named.
func inNamedNote(hits []Hit, name string) []Hit {
	words := stems(name)
	if len(words) == 0 {
		return hits
	}
	var in []Hit
	for _, h := range hits {
		title := stemSet(h.Title)
		all := true
		for _, w := range words {
			all = all && title[w]
		}
		if all {
			in = append(in, h)
		}
	}
	if len(in) == 0 {
		return hits
	}
	return in
}

// term is a question word with its stem and IDF weight.
type term struct {
	word, stem string
	idf        float64
	// df is the number of passages holding the word.
	df int
	// unseen: no passage holds the word.
	unseen bool
}

// weighTerms gives each content word of the question (words, from
// queryWords) its BM25 IDF, ln(1 + (N − df + 0.5)/(df + 0.5)), over the
// store's passages.
func weighTerms(tx *store.Tx, words []string) ([]term, error) {
	var ts []term
	seen := map[string]bool{}
	for _, w := range words {
		s := stemWord(w)
		if !seen[s] {
			seen[s] = true
			ts = append(ts, term{word: w, stem: s})
		}
	}
	if len(ts) == 0 {
		return nil, nil
	}
	said := make([]string, len(ts))
	for i, t := range ts {
		said[i] = t.word
	}
	df, n, err := tx.Chunks().DocFreq(quoteAll(said))
	if err != nil {
		return nil, err
	}
	for i := range ts {
		if rs := dayPartWords[ts[i].stem]; df[i] == 0 && len(rs) > 0 {
			// "what colour …" over notes that say "red": the word's other
			// words stand for it, as they do in the sentences (compose)
			sdf, _, err := tx.Chunks().DocFreq(quoteAll(rs))
			if err != nil {
				return nil, err
			}
			df[i] = slices.Max(sdf)
		}
		ts[i].df = df[i]
		ts[i].idf = math.Log(1 + (float64(n)-float64(df[i])+0.5)/(float64(df[i])+0.5))
		ts[i].unseen = df[i] == 0
	}
	return ts, nil
}

// quoteAll is each of words quoted for an FTS5 query.
func quoteAll(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = quote(w)
	}
	return out
}

// sentence is a candidate answer sentence.
type sentence struct {
	hit        int // index into hits
	start, end int // in the note body
	text       string
	matched    map[string]bool // stems of question terms it holds
	score      float64
	// heading is the section heading above it in its passage ("" when
	// none shows there); since counts the sentences between them.
	heading string
	since   int
	// header is the header row of the table it is a row of ("" when it is
	// none): "| Sunday | Who |" over "| 20 December | Pamela Hart |".
	header string
}

// compose picks the sentences of hits that best answer the question whose
// weighted terms are ts. Each sentence is scored like a BM25 document over
// the question's terms, with its note's title as context (see candidates);
// the best one leads. Another note's best sentence joins when it scores at
// least half as well (so up to three notes carrying relevant passages are
// cited, in rank order); a further sentence of a cited note joins when it
// adds uncovered terms and scores 0.3 as well, or scores nearly as well.
// The answer stands when the best note is about the question (offTopic is
// false) and the answerability model, over features of the question
// against the best sentence and its note (answerFeatures), gives at least
// threshold.
// Sources are numbered by first use, one number per note; bodyOf gives a
// note's text when a citation must span several passages.
func compose(question string, ts []term, hits []Hit, threshold float64, bodyOf func(noteID string) (string, bool)) Answer {
	notFound := Answer{Text: NotFound, Citations: []Citation{}}
	want := answerType(question)
	cands := candidates(ts, hits, want, answerField(question))
	if len(cands) == 0 {
		return notFound
	}
	total := 0.0
	for _, t := range ts {
		total += t.idf
	}
	ps := newPassageStems(hits)
	best := cands[0]
	nearestFirst(cands, best)
	chosen := []*sentence{best}
	// Terms the chosen notes' titles hold count as covered too.
	covered := map[string]bool{}
	cover := func(c *sentence) {
		for st := range c.matched {
			covered[st] = true
		}
		for _, st := range stems(hits[c.hit].Title) {
			covered[st] = true
		}
	}
	cover(best)
	notes := map[string]bool{hits[best.hit].NoteID: true}
	tried := map[string]bool{}
	lead := noteCoverage(ts, chosen, ps)
	for _, c := range cands[1:] {
		if len(chosen) == maxAnswerSentences || c.score < 0.5*best.score {
			break
		}
		gain := 0.0
		for st := range c.matched {
			if !covered[st] {
				gain += idfOf(ts, st)
			}
		}
		// A sentence of a note already cited is context: it joins when it
		// adds terms or scores nearly as well. Another note's best sentence
		// (the first of that note met, as candidates come best first) joins
		// when it scores at least half as well as the best and its passage
		// covers nearly as much of the question as the lead's: several
		// notes carrying relevant passages are all cited, up to three.
		same := notes[hits[c.hit].NoteID]
		other := !same && !tried[hits[c.hit].NoteID] && noteCoverage(ts, []*sentence{c}, ps) >= otherNoteCoverage*lead
		if (same && ((gain >= 0.15*total && c.score >= 0.3*best.score) || c.score >= 0.85*best.score)) || other {
			chosen = append(chosen, c)
			notes[hits[c.hit].NoteID] = true
			cover(c)
		}
		tried[hits[c.hit].NoteID] = true
	}
	if total == 0 {
		return notFound
	}
	if want != nil && !slices.ContainsFunc(chosen, func(c *sentence) bool { return want(c.text) }) {
		// the kind of thing asked for ("a contact number") said in the
		// best sentence's section, not in the best sentence itself
		for _, c := range cands[1:] {
			if c.hit == best.hit && c.heading == best.heading && c.score >= 0.5*best.score && want(c.text) && len(chosen) < maxAnswerSentences {
				chosen = append(chosen, c)
				break
			}
		}
	}
	if want != nil && !slices.ContainsFunc(chosen, func(c *sentence) bool { return want(c.text) }) && len(chosen) < maxAnswerSentences &&
		len(best.matched)+unseenTerms(ts) >= len(ts) {
		// "Moulin Abénakis — flour. Phone: 819-…": the kind asked for said
		// just after a best sentence that holds every other word of the
		// question, in the same list item or paragraph
		if c := wantAfter(hits, best, want); c != nil {
			chosen = append(chosen, c)
		}
	}
	chosen = fuseNotes(ts, chosen, cands, hits, ps)
	rel := noteCoverage(ts, chosen, ps) / total
	if hits[best.hit].Cosine >= answerCosine {
		rel = 1
	}
	unseen := unseenShare(ts, total)
	x := answerFeatures(question, ts, total, best, hits, rel, unseen)
	// Rounded to three places: it is shown and compared, never summed. A
	// note not about the question (offTopic) gets 0, so it is refused at
	// every threshold above 0; a negative threshold answers whatever
	// matched (the eval's probe, which draws the trade-off curve).
	p := math.Round(answerProb(x)*1000) / 1000
	if offTopic(rel, unseen) || noPhoneIn(question, chosen) {
		p = 0
	}
	if p < threshold {
		notFound.Relevance, notFound.Unseen, notFound.Answerability, notFound.features = rel, unseen, p, x
		return notFound
	}
	if len(chosen) == 1 {
		// "- standard deviation: … from the mean. for sample divide by n-1
		// not n!!": a list item said in several sentences is answered whole
		chosen = append(chosen, itemRest(hits, best)...)
	}
	if before := lineBefore(hits, best); before != nil && backPronoun.MatchString(best.text) && chosen[0] == best {
		// "… contact Sarah Whitely, 0113 …. The partners liked them
		// best.": the sentence "them" points back to, on its line
		chosen = append([]*sentence{before}, chosen...)
	}
	if item := ordinalItem(question, ts, hits, best); item != nil {
		// "what is the third piece of the programme?": that item of the
		// list the best sentence stands in
		chosen = []*sentence{item}
	} else if items := listItemsOf(question, ts, hits, best); len(items) >= 2 {
		// "which documents do I need for the visa?": the list the note
		// keeps, item by item, rather than its best sentence
		chosen = items
	} else if sec := sectionAsked(ts, hits, best); sec != nil {
		// "what was lab 5 about?": the short section the question names
		// by its heading, whole and in order
		chosen = sec
	} else if l := labelList(ts, hits, best); l != nil {
		// "Areas for improvement the inspectors gave us:": the label and
		// the list it opens
		chosen = l
	}
	a := cite(chosen, hits, bodyOf)
	a.Relevance, a.Unseen, a.Answerability, a.features = rel, unseen, p, x
	return a
}

// unseenTerms counts the question's words no passage holds ("clinic"
// asked of notes that write "Clínica"): no sentence can be held to them.
func unseenTerms(ts []term) int {
	n := 0
	for _, t := range ts {
		if t.unseen {
			n++
		}
	}
	return n
}

// wantAfter is the first of the wantReach sentences after best in its
// list item, paragraph or run of lines ("Contractor: …" over "Phone: …";
// not the next list item, not past a blank line) that holds the kind of answer asked
// for; nil when none does.
func wantAfter(hits []Hit, best *sentence, want func(string) bool) *sentence {
	h := hits[best.hit]
	n := 0
	for _, sp := range Sentences(h.Passage) {
		if h.Start+sp.Start < best.end || sp.Tags || sp.Meta {
			continue
		}
		if gap := h.Passage[best.end-h.Start : sp.Start]; sp.Heading || n == wantReach || strings.Count(gap, "\n") > 1 ||
			strings.Contains(gap, "\n") && isListItem(strings.TrimLeft(h.Passage[sp.Start:sp.End], " ")) {
			return nil // only the best sentence's own item, paragraph or run of lines
		}
		n++
		if text := h.Passage[sp.Start:sp.End]; want(text) {
			return nextTo(best, h, sp)
		}
	}
	return nil
}

// itemRest is the rest of best's list item when best opens one and the
// item goes on, on the same line, for at most maxAnswerSentences-1 more
// sentences and itemRestChars bytes; nil otherwise.
func itemRest(hits []Hit, best *sentence) []*sentence {
	h := hits[best.hit]
	at, end := best.start-h.Start, best.end-h.Start
	if at < 0 || end > len(h.Passage) || at > end {
		return nil
	}
	lineStart := strings.LastIndexByte(h.Passage[:at], '\n') + 1
	lead := strings.TrimSpace(h.Passage[lineStart:at])
	if lead != "" && !isListItem(lead+" x") {
		return nil // not the first sentence of a list item
	}
	if lead == "" && !isListItem(strings.TrimLeft(h.Passage[lineStart:end], " ")) {
		return nil
	}
	var out []*sentence
	for _, sp := range Sentences(h.Passage) {
		if sp.Start < end || sp.Tags || sp.Meta || sp.Heading {
			continue
		}
		if strings.Contains(h.Passage[end:sp.Start], "\n") || len(out) == maxAnswerSentences-1 || sp.End-at > itemRestChars {
			break
		}
		out = append(out, nextTo(best, h, sp))
		end = sp.End
	}
	return out
}

// nextTo is the sentence sp of best's passage h, read as context of best:
// no question term counted, under best's heading.
func nextTo(best *sentence, h Hit, sp Span) *sentence {
	return &sentence{hit: best.hit, start: h.Start + sp.Start, end: h.Start + sp.End, text: h.Passage[sp.Start:sp.End], matched: map[string]bool{}, heading: best.heading}
}

// backPronoun: a sentence that names its subject only by pointing back
// ("The partners liked them best.").
var backPronoun = regexp.MustCompile(`(?i)\b(?:they|them|he|she|him|it|its|their|theirs)\b`)

// lineBefore is the sentence just before best on best's own line (the
// same list item or line of a note), nil when best opens its line.
func lineBefore(hits []Hit, best *sentence) *sentence {
	h := hits[best.hit]
	at := best.start - h.Start
	if at <= 0 || at > len(h.Passage) {
		return nil
	}
	var prev *Span
	for _, sp := range Sentences(h.Passage) {
		if sp.End > at {
			break
		}
		if sp.Tags || sp.Meta || sp.Heading {
			prev = nil
			continue
		}
		s := sp
		prev = &s
	}
	if prev == nil || strings.Contains(h.Passage[prev.Start:at], "\n") {
		return nil
	}
	return nextTo(best, h, *prev)
}

// itemRestChars bounds the list item itemRest answers whole (bytes).
const itemRestChars = 400

// wantReach is how many sentences after the best one wantAfter looks at.
const wantReach = 3

// nearestFirst orders the sentences after best that score the same by
// their distance from best in its note, the ones that follow it first: "the decorator's contact" is the "Contact:" line under
// "Decorator:", not the caterer's above it. Sentences of other notes keep
// their place.
func nearestFirst(cands []*sentence, best *sentence) {
	dist := func(c *sentence) int {
		if c.hit != best.hit {
			return math.MaxInt
		}
		if d := c.start - best.end; d >= 0 {
			return d
		}
		return best.start - c.end + 1<<20 // before it: after every one that follows
	}
	rest := cands[1:]
	sort.SliceStable(rest, func(i, j int) bool {
		if rest[i].score != rest[j].score {
			return rest[i].score > rest[j].score
		}
		return dist(rest[i]) < dist(rest[j])
	})
}

// listAsked: a question after several things of a kind ("which documents
// do I need", "what do I have to bring", "list the steps").
var listAsked = regexp.MustCompile(`(?i)^(?:what(?:'s|\s+is)\s+on\s+(?:the|my)\s+(?:\w+\s+){0,3}(?:check)?list\b|(?:which|what)\s+(?:\w+\s+){0,3}(?:documents|papers|things|items|steps|ingredients|parts|books|tools|places|people|jobs|tasks|tips|rules|questions|points|options|bits|stuff|topics|subjects|chapters|units|modules)\b|(?:what|which)\s+(?:do|did|should|must)\s+(?:i|we)\s+(?:need|have)\s+to\s+(?:bring|take|pack|buy|do|get|prepare)\b|(?:what|which)\s+(?:do|did|should|must)\s+(?:i|we)\s+(?:need|bring|take|pack|buy)\b|list\s+(?:the|my|all)\b|(?:which|what)\s+[a-z]{3,}s\s+(?:do|does|did|should|must|have|has|are|were|am|is|was)\b|(?:what|which)\s+(?:are|were|r)\s+(?:the|my|our|all\s+the)\s+(?:\w+\s+){0,2}(?:ideas|games|shifts|pieces|songs|names|dates|days|suggestions|options|guests|dishes|recipes|films|titles|works|activities|items|things|steps|stops|rooms|tasks|jobs|points|places)\b)`)

// listItemsOf is the list under which the best sentence stands, when the
// question asks for several things (listAsked) and the list's heading,
// label or note title shares a question word: its items, in order, at
// most maxListItems.
func listItemsOf(question string, ts []term, hits []Hit, best *sentence) []*sentence {
	if !listAsked.MatchString(strings.TrimSpace(question)) {
		return nil
	}
	return listOf(ts, hits, best)
}

// ordinals are the places in a list a question can ask for; 0 is the last.
var ordinals = map[string]int{"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
	"fifth": 5, "5th": 5, "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "eighth": 8, "8th": 8, "ninth": 9, "9th": 9,
	"tenth": 10, "10th": 10, "last": 0, "final": 0}

// ordinalQuestion: "what is the third piece …", "which is the last song …".
var ordinalQuestion = regexp.MustCompile(`(?i)^(?:what|which|who)(?:'s|\s+is|\s+was|\s+are|\s+comes)\s+(?:the\s+)?([a-z0-9]+)\s+(?:piece|song|item|one|thing|step|point|name|entry|stop|act|number|track|dish|course|game|speaker|task)\b`)

// ordinalAsked is the place in a list a question asks for ("the third
// piece": 3, "the last song": 0); ok is false for any other question.
func ordinalAsked(question string) (int, bool) {
	m := ordinalQuestion.FindStringSubmatch(strings.TrimSpace(question))
	if m == nil {
		return 0, false
	}
	n, ok := ordinals[strings.ToLower(m[1])]
	return n, ok
}

// ordinalItem is the item of the list under which the best sentence stands
// that an ordinal question asks for ("the third piece": its third, "the
// last song": its last); nil for any other question, or no such item.
func ordinalItem(question string, ts []term, hits []Hit, best *sentence) *sentence {
	n, ok := ordinalAsked(question)
	if !ok {
		return nil
	}
	items := listOf(ts, hits, best)
	if len(items) < 2 || n > len(items) {
		return nil
	}
	return items[(n+len(items)-1)%len(items)] // 0, "the last", is the last item
}

// listOf is the list under which the best sentence stands, or the first
// list whose heading, label or note title shares a question word: its
// items, in order, at most maxListItems; nil when there is none.
func listOf(ts []term, hits []Hit, best *sentence) []*sentence {
	h := hits[best.hit]
	stem := stemmer{}
	names := map[string]bool{}
	for _, w := range stem.stems(h.Title) {
		names[w] = true
	}
	var lists [][]*sentence
	var cur []*sentence
	heading := ""
	headed := map[*sentence]string{}
	for _, sp := range Sentences(h.Passage) {
		text := h.Passage[sp.Start:sp.End]
		if sp.Heading {
			heading = text
		}
		if !isListItem(strings.TrimLeft(text, " ")) {
			if len(cur) > 0 {
				lists = append(lists, cur)
				cur = nil
			}
			continue
		}
		s := &sentence{hit: best.hit, start: h.Start + sp.Start, end: h.Start + sp.End, text: text}
		headed[s] = heading
		cur = append(cur, s)
	}
	if len(cur) > 0 {
		lists = append(lists, cur)
	}
	// the list whose own heading or label says more of the question's
	// words first ("Still to revise:" over "Done:" for "which topics do I
	// still need to revise"), then the one that holds the best sentence,
	// then the others in order
	said := map[*sentence]int{} // by each list's first item: the question's words its label says
	for _, l := range lists {
		hs := map[string]bool{}
		for _, w := range stem.stems(headed[l[0]]) {
			hs[w] = true
		}
		for _, t := range ts {
			if hs[t.stem] {
				said[l[0]]++
			}
		}
	}
	slices.SortStableFunc(lists, func(a, b []*sentence) int {
		if sa, sb := said[a[0]], said[b[0]]; sa != sb {
			return sb - sa
		}
		return cmpBool(holds(b, best), holds(a, best))
	})
	titleSays := slices.ContainsFunc(ts, func(t term) bool { return names[t.stem] })
	for _, l := range lists {
		if (titleSays || said[l[0]] > 0) && len(l) >= 2 {
			return l[:min(len(l), maxListItems)]
		}
	}
	return nil
}

// holds reports whether list l has the sentence at best's place.
func holds(l []*sentence, best *sentence) bool {
	return slices.ContainsFunc(l, func(s *sentence) bool { return s.start == best.start })
}

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// sectionAsked is the section under best's heading, whole and in order,
// when the question says most of that heading's words ("what was lab 5
// about" of "## lab 5", "the recipe for the lavender oat latte" of "##
// lavender oat latte (secret menu)"): its list items (at most
// maxListItems) or, for prose, its sentences when there are at most
// maxAnswerSentences. nil otherwise: no heading, the note's title as
// heading, a longer section, or a heading the question does not name.
func sectionAsked(ts []term, hits []Hit, best *sentence) []*sentence {
	h := hits[best.hit]
	if strings.TrimSpace(best.heading) == "" || sameWords(best.heading, h.Title) {
		return nil
	}
	asked := termStems(ts)
	words, said := contentStems(best.heading), 0
	for _, w := range words {
		if asked[w] {
			said++
		}
	}
	if len(words) == 0 || said == 0 || 2*said < len(words) {
		return nil
	}
	var sec []*sentence
	in, list := false, true
	for _, sp := range Sentences(h.Passage) {
		text := h.Passage[sp.Start:sp.End]
		if sp.Heading {
			if in {
				break
			}
			in = strings.TrimSpace(strings.TrimLeft(text, "# ")) == strings.TrimSpace(strings.TrimLeft(best.heading, "# "))
			continue
		}
		if !in || sp.Tags || sp.Meta {
			continue
		}
		list = list && isListItem(strings.TrimLeft(text, " "))
		sec = append(sec, nextTo(best, h, sp))
	}
	if len(sec) < 2 || !slices.ContainsFunc(sec, func(s *sentence) bool { return s.start == best.start }) {
		return nil
	}
	if list {
		return sec[:min(len(sec), maxListItems)]
	}
	if len(sec) > maxAnswerSentences {
		return nil
	}
	return sec
}

// sameWords reports a and b made of the same words, case and punctuation
// aside ("# cafe notes" and "Cafe notes").
func sameWords(a, b string) bool {
	return slices.Equal(ftsWords(a), ftsWords(b))
}

// labelList is a label line that opens a list ("Areas for improvement the
// inspectors gave us:") and the list under it (at most maxListItems
// items), when best is that label, or is an item of that list and the
// label says a word of the question ("what did the surveyor flag?" of
// "Things the surveyor flagged:"); nil otherwise.
func labelList(ts []term, hits []Hit, best *sentence) []*sentence {
	h := hits[best.hit]
	asked := termStems(ts)
	var label *sentence
	var items []*sentence
	holdsBest := false
	flush := func() []*sentence {
		if label != nil && len(items) > 0 && (label.start == best.start || holdsBest && slices.ContainsFunc(contentStems(label.text), func(w string) bool { return asked[w] })) {
			return append([]*sentence{label}, items[:min(len(items), maxListItems)]...)
		}
		return nil
	}
	for _, sp := range Sentences(h.Passage) {
		if sp.Tags || sp.Meta {
			continue
		}
		text := h.Passage[sp.Start:sp.End]
		s := nextTo(best, h, sp)
		if !sp.Heading && isListItem(strings.TrimLeft(text, " ")) {
			if label != nil {
				items = append(items, s)
				holdsBest = holdsBest || s.start == best.start
			}
			continue
		}
		if out := flush(); out != nil {
			return out
		}
		label, items, holdsBest = nil, nil, false
		if t := strings.TrimSpace(text); strings.HasSuffix(t, ":") && !strings.HasPrefix(t, "#") {
			label = s // a label line (read as a heading) or a sentence ending in a colon
		}
	}
	return flush()
}

// maxListItems is the most items a list answer quotes.
const maxListItems = 10

// noPhoneIn reports a question asking for a phone number whose chosen
// sentences hold none: the note about the dentist without the dentist's
// number does not answer "what's the dentist's phone number".
func noPhoneIn(question string, chosen []*sentence) bool {
	if !phoneAsked.MatchString(question) {
		return false
	}
	for _, c := range chosen {
		if rePhone.MatchString(c.text) {
			return false
		}
	}
	return true
}

// Citing several notes: maxCitedNotes bounds them; a note is ranked by
// reciprocal rank fusion of its rank among the passages (Search's order)
// and the rank of its best sentence among the composer's (one per note),
// the latter weighted composerWeight, with k = fuseK (Cormack, Clarke &
// Büttcher 2009); ranks count from 0. The
// passage ranking sees how well a whole passage matches, the composer how
// well one sentence does; either alone drops good notes the other finds.
const (
	maxCitedNotes  = 3
	fuseK          = 1.0
	composerWeight = 1.5
	fillFloor      = 0.5
	fillCoverage   = 0.6
)

// fuseNotes reorders the chosen sentences by their notes' fused rank (see
// maxCitedNotes) and fills up to maxCitedNotes notes with the best
// sentence of the notes the passage ranking puts first, so a note whose
// passage matches best is cited even when another note's sentence scored
// higher. A note's sentences keep their order; notes without a candidate
// sentence (nothing of the question in any sentence) are never cited.
func fuseNotes(ts []term, chosen, cands []*sentence, hits []Hit, ps *passageStems) []*sentence {
	lead := noteCoverage(ts, chosen[:1], ps)
	bestOf := map[string]*sentence{}
	for _, c := range cands {
		if id := hits[c.hit].NoteID; bestOf[id] == nil {
			bestOf[id] = c
		}
	}
	score := map[string]float64{}
	var ids []string
	rank := 0
	byNote := map[string][]*sentence{}
	for _, c := range chosen {
		id := hits[c.hit].NoteID
		byNote[id] = append(byNote[id], c)
	}
	for _, h := range hits {
		b := bestOf[h.NoteID]
		if _, ok := score[h.NoteID]; ok || b == nil || (byNote[h.NoteID] == nil && (b.score < fillFloor*chosen[0].score || noteCoverage(ts, []*sentence{b}, ps) < fillCoverage*lead)) {
			continue
		}
		score[h.NoteID] = 1 / (fuseK + float64(rank))
		ids = append(ids, h.NoteID)
		rank++
	}
	rank = 0
	for _, c := range cands {
		if id := hits[c.hit].NoteID; bestOf[id] == c {
			score[id] += composerWeight / (fuseK + float64(rank))
			rank++
		}
	}
	sort.SliceStable(ids, func(i, j int) bool { return score[ids[i]] > score[ids[j]] })
	var out []*sentence
	for _, id := range ids[:min(maxCitedNotes, len(ids))] {
		if ss := byNote[id]; ss != nil {
			out = append(out, ss...)
		} else {
			out = append(out, bestOf[id])
		}
	}
	return out
}

// passageStems holds the stems of each hit's title and passage, cut once
// per question: the composer asks for them for every candidate note.
type passageStems struct {
	hits []Hit
	sets []map[string]bool
	memo stemmer
}

func newPassageStems(hits []Hit) *passageStems {
	return &passageStems{hits: hits, sets: make([]map[string]bool, len(hits)), memo: stemmer{}}
}

func (p *passageStems) of(i int) map[string]bool {
	if p.sets[i] == nil {
		h := p.hits[i]
		set := map[string]bool{}
		for _, st := range p.memo.stems(h.Title + "\n" + h.Passage) {
			set[st] = true
		}
		p.sets[i] = set
	}
	return p.sets[i]
}

// noteCoverage is the largest IDF weight of question terms that one note
// covers with the passages its chosen sentences come from and its title:
// words spread thinly over unrelated notes do not make an answer.
func noteCoverage(ts []term, chosen []*sentence, ps *passageStems) float64 {
	byNote := map[string][]map[string]bool{}
	for _, c := range chosen {
		id := ps.hits[c.hit].NoteID
		byNote[id] = append(byNote[id], ps.of(c.hit))
	}
	best := 0.0
	for _, sets := range byNote {
		w := 0.0
		for _, t := range ts {
			for _, set := range sets {
				if set[t.stem] {
					w += t.idf
					break
				}
			}
		}
		best = max(best, w)
	}
	return best
}

// offTopic is the first stage of the answerability decision: the best
// note covers less than MinCoverage of the question's IDF weight. The model
// (answerProb) decides the rest.
func offTopic(relevance, unseen float64) bool {
	return relevance < MinCoverage
}

// unseenShare is the share of the question's IDF weight on words no
// passage holds.
func unseenShare(ts []term, total float64) float64 {
	u := 0.0
	for _, t := range ts {
		if t.unseen {
			u += t.idf
		}
	}
	return u / total
}

func idfOf(ts []term, stem string) float64 {
	for _, t := range ts {
		if t.stem == stem {
			return t.idf
		}
	}
	return 0
}

// titleWeight scales the terms a sentence's note title matches: the title
// is context for every sentence of the note (like a BM25F title field).
const titleWeight = 0.5

// headingWeight scales the idf of the terms a section heading holds for
// the sentences it alone puts forward ("## Catering" over "For the launch
// party we use Sabores do Douro"): as the title's, below any sentence that
// says a term itself.
const headingWeight = 0.5

// headingReach is how many sentences after a section heading the heading
// alone may put forward.
const headingReach = 2

// numberShort: "no." for number after what is numbered ("the contact
// no. of the supplier", "policy no"), never the word no.
var numberShort = regexp.MustCompile(`(?i)\b(contact|phone|mobile|tel|cell|account|policy|reference|ref|order|room|flat|house|seat|gate|platform|passport|licence|license|registration|reg|serial|booking|invoice|member|membership|customer|tracking)\s+no\.?(\s|[?!,]|$)`)

// typedReach is how many sentences after a section heading the heading
// may put forward a sentence of the kind the question asks for.
const typedReach = 6

// candidates splits the hits into sentences (each once, though passages
// overlap) and scores them, best first. A sentence scores
// Σ idf·tf·(k1+1)/(tf + k1·(1 − b + b·len/avglen)) over the question terms
// it holds, plus titleWeight·idf for terms only its note's title holds,
// times answerTypeBoost when it has the kind of answer the question asks
// for (and answerFieldBoost when a label opening it names that kind:
// "Dates: …", "Location: …"), times passageWeight. Sentences matching no term themselves are left
// out, except the first headingReach under a section heading (in the
// passage) that holds every term: they score headingWeight·Σidf.
func candidates(ts []term, hits []Hit, want func(string) bool, field *regexp.Regexp) []*sentence {
	var out []*sentence
	var words [][]string
	seen := map[string]bool{}
	totalLen := 0
	stem := stemmer{}
	titles := make([]map[string]bool, len(hits))
	for i, h := range hits {
		titles[i] = map[string]bool{}
		for _, w := range stem.stems(h.Title) {
			titles[i][w] = true
		}
		// A note's title heads its opening sentences as a section heading
		// heads its own: "what did I note about the boiler?" is answered
		// by the first sentences of the note titled "Boiler".
		heading, since := "", 0
		if h.Start == 0 {
			heading = h.Title
		}
		header, section := "", ""
		for _, sp := range Sentences(h.Passage) {
			key := fmt.Sprintf("%s:%d", h.NoteID, h.Start+sp.Start)
			if sp.Heading {
				heading, since = h.Passage[sp.Start:sp.End], 0
				if strings.HasPrefix(heading, "#") {
					section = heading
				} else if section != "" {
					// "Documents needed for the interview:" under "## Visa":
					// the label line and its section both head the items
					heading += "\n" + section
				}
				continue
			}
			row := strings.HasPrefix(strings.TrimSpace(h.Passage[sp.Start:sp.End]), "|")
			if !row {
				header = ""
			} else if header == "" {
				header = h.Passage[sp.Start:sp.End] // a table's first row names its columns
			}
			if sp.Tags || sp.Meta || seen[key] {
				continue
			}
			seen[key] = true
			s := &sentence{hit: i, start: h.Start + sp.Start, end: h.Start + sp.End, text: h.Passage[sp.Start:sp.End], matched: map[string]bool{},
				heading: heading, since: since}
			if row && header != s.text {
				s.header = header
			}
			since++
			ws := stem.stems(s.text)
			words = append(words, ws)
			totalLen += len(ws)
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return nil
	}
	avg := float64(totalLen) / float64(len(out))
	passages := newPassageStems(hits)
	headStems := map[string]map[string]bool{}
	kept := out[:0]
	for i, s := range out {
		tf := map[string]int{}
		for _, w := range words[i] {
			tf[w]++
		}
		title := titles[s.hit]
		norm := bm25K1 * (1 - bm25B + bm25B*float64(len(words[i]))/avg)
		for _, t := range ts {
			f := float64(tf[t.stem])
			if f == 0 {
				// "take in the evening" is said "with supper", "at bedtime"
				for _, r := range dayPartWords[t.stem] {
					f += dayPartWeight * float64(tf[r])
				}
			}
			if f > 0 {
				s.matched[t.stem] = true
				s.score += t.idf * f * (bm25K1 + 1) / (f + norm)
			}
		}
		head, inHead, inTitle, byHeading := 0.0, 0, 0, false
		if s.heading != "" {
			hs := headStems[s.heading]
			if hs == nil {
				hs = map[string]bool{}
				for _, w := range stem.stems(s.heading) {
					hs[w] = true
				}
				headStems[s.heading] = hs
			}
			for _, t := range ts {
				if !s.matched[t.stem] && hs[t.stem] {
					head += t.idf
					inHead++
				} else if !s.matched[t.stem] && title[t.stem] {
					inTitle++ // "Action items:" in the note "Sprint 41 retrospective"
				}
			}
		}
		if s.header != "" {
			// a row says what its table's header names ("Sunday", "Who")
			for _, w := range stem.stems(s.header) {
				for _, t := range ts {
					if t.stem == w && !s.matched[w] {
						s.matched[w] = true
					}
				}
			}
		}
		if s.score == 0 {
			// A sentence that says none of the words itself stands only
			// under a heading that says them all ("## Catering" for "what
			// do my notes say about catering?"), or says some and the
			// note's title the rest, as its section's opening.
			// A sentence of the kind asked for ("Contact: 0917 …" for a
			// phone number) stands under a heading that says some of the
			// words, further into its section.
			typed := want != nil && inHead > 0 && s.since < typedReach && want(s.text)
			if !typed && (inHead == 0 || inHead+inTitle+absentFrom(ts, s, headStems[s.heading], title, passages) < len(ts) || s.since >= headingReach) {
				continue
			}
			s.score = headingWeight * head
			byHeading = true
		}
		for _, t := range ts {
			if byHeading && headStems[s.heading][t.stem] {
				continue // credited once, by the heading (a note's title heads its opening)
			}
			switch {
			case s.matched[t.stem]:
			case headStems[s.heading][t.stem]:
				// "the deposit for the venue": "Deposit £1,500" under "##
				// Venue", over the caterer's deposit (like the title, a
				// field of its sentences)
				s.score += headingWeight * t.idf
			case title[t.stem]:
				s.score += titleWeight * t.idf
			}
		}
		s.score *= passageWeight(hits, s.hit)
		kept = append(kept, s)
	}
	if want != nil {
		// Only sentences the boost could lift into contention are tested.
		top := 0.0
		for _, s := range kept {
			top = max(top, s.score)
		}
		for _, s := range kept {
			if s.score*answerTypeBoost >= 0.3*top && want(s.text) {
				s.score *= answerTypeBoost
			}
		}
	}
	if field != nil {
		// "Dates: Friday, January 22 …" answers "when is the book sale":
		// a labelled line whose label names the kind of answer asked for
		for _, s := range kept {
			if field.MatchString(s.text) {
				s.score *= answerFieldBoost
			}
		}
	}
	sort.SliceStable(kept, func(i, j int) bool { return kept[i].score > kept[j].score })
	return kept
}

// absentFrom counts the question terms that s's passage (title included)
// does not hold at all: a heading that names the rest ("## Morning
// tablets" in the note "Dad — medication" for "which tablets does Dad
// take in the morning") is not held to words the note never uses.
func absentFrom(ts []term, s *sentence, heading, title map[string]bool, ps *passageStems) int {
	n := 0
	in := ps.of(s.hit)
	for _, t := range ts {
		if !s.matched[t.stem] && !heading[t.stem] && !title[t.stem] && !in[t.stem] {
			n++
		}
	}
	return n
}

// passageWeight scales a sentence by how well its passage matched, from
// 0.75 to 1 by BM25 relative to the best passage's: among sentences that
// match the question alike, the one in the more relevant passage wins.
// Passages found by embeddings alone weigh 0.75.
func passageWeight(hits []Hit, i int) float64 {
	best := 0.0
	for _, h := range hits {
		best = min(best, h.BM25)
	}
	if best == 0 {
		return 0.75
	}
	return 0.75 + 0.25*hits[i].BM25/best
}

// cite numbers the chosen sentences' notes by first use and writes the
// text. A note's citation passage spans all its cited sentences' passages.
func cite(chosen []*sentence, hits []Hit, bodyOf func(string) (string, bool)) Answer {
	a := Answer{Found: true, Citations: []Citation{}}
	num := map[string]int{}
	var parts []string
	lastList := -1 // the note number of a list item ending parts
	for _, s := range chosen {
		h := hits[s.hit]
		n, ok := num[h.NoteID]
		if !ok {
			n = len(a.Citations) + 1
			num[h.NoteID] = n
			a.Citations = append(a.Citations, Citation{N: n, NoteID: h.NoteID, Title: h.Title, Passage: h.Passage, Start: h.Start, End: h.End})
		}
		c := &a.Citations[n-1]
		c.Sentences = append(c.Sentences, [2]int{s.start, s.end})
		if h.Start < c.Start || h.End > c.End {
			body, ok := bodyOf(h.NoteID)
			if ok && len(body) >= max(c.End, h.End) {
				c.Start, c.End = min(c.Start, h.Start), max(c.End, h.End)
				c.Passage = body[c.Start:c.End]
			}
		}
		item := isListItem(strings.TrimLeft(s.text, " "))
		if item && lastList == n {
			// items of one list read as one: "a; b; c [1]"
			last := parts[len(parts)-1]
			parts[len(parts)-1] = strings.TrimSuffix(last, " ["+fmt.Sprint(n)+"]") + "; " + cleanSentence(s.text) + " [" + fmt.Sprint(n) + "]"
			continue
		}
		lastList = -1
		if item {
			lastList = n
		}
		parts = append(parts, cleanSentence(s.text)+" ["+fmt.Sprint(n)+"]")
	}
	a.Text = strings.Join(parts, " ")
	return a
}

// cleanSentence flattens a sentence for display: list markers and
// emphasis go, line breaks become spaces.
func cleanSentence(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for _, p := range []string{"- [ ] ", "- [x] ", "- ", "* ", "+ ", "> "} {
		s = strings.TrimPrefix(s, p)
	}
	s = strings.NewReplacer("**", "", "__", "", "[[", "", "]]", "").Replace(s)
	return s
}

// Context is what an LLM brain gets instead of the extractive answer: the
// passages grouped by note and numbered like citations (one number per
// note, by rank; a note's passages in body order, overlaps merged) and the
// instruction to answer only from them, citing [n]. The citations carry the
// same numbers so the brain's [n] markers can be shown as chips.
func Context(question string, hits []Hit) (string, []Citation) {
	var b strings.Builder
	b.WriteString("Answer the question using only the numbered passages from the user's notes below. ")
	b.WriteString("Cite every sentence of your answer with the number of the passage it comes from, like [1]. ")
	b.WriteString("If the passages do not answer the question, say: \"" + NotFound + "\"\n\n")
	cites := []Citation{}
	byNote := map[string][]Hit{}
	for _, h := range hits {
		if _, ok := byNote[h.NoteID]; !ok {
			cites = append(cites, Citation{N: len(cites) + 1, NoteID: h.NoteID, Title: h.Title, Passage: h.Passage, Start: h.Start, End: h.End, Sentences: [][2]int{}})
		}
		byNote[h.NoteID] = append(byNote[h.NoteID], h)
	}
	for _, c := range cites {
		fmt.Fprintf(&b, "[%d] %s\n", c.N, c.Title)
		for i, p := range mergePassages(byNote[c.NoteID]) {
			if i > 0 {
				b.WriteString("\n…\n")
			}
			b.WriteString(strings.TrimSpace(p))
		}
		b.WriteString("\n\n")
	}
	fmt.Fprintf(&b, "Question: %s\n", strings.TrimSpace(question))
	return b.String(), cites
}

// mergePassages orders one note's passages by offset and joins overlapping
// ones (consecutive chunks share a sentence).
func mergePassages(hs []Hit) []string {
	hs = append([]Hit(nil), hs...)
	sort.Slice(hs, func(i, j int) bool { return hs[i].Start < hs[j].Start })
	var out []string
	end := -1
	for _, h := range hs {
		switch {
		case len(out) > 0 && h.Start <= end && h.End > end:
			out[len(out)-1] += h.Passage[end-h.Start:]
			end = h.End
		case len(out) > 0 && h.End <= end:
		default:
			out = append(out, h.Passage)
			end = h.End
		}
	}
	return out
}
