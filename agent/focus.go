package agent

import (
	"regexp"
	"sort"
	"strings"

	"pace/agent/grammar"
)

// DefaultFocusSize is how many tools a focused list offers at most.
const DefaultFocusSize = 8

// AlwaysOffered are in every focused list: capture, search, the agenda and
// undo are the safe answers to almost anything.
var AlwaysOffered = []string{"createTask", "searchEverything", "agenda", "undo"}

// Focus picks the few tools offered to a model for one request, so a small
// local model chooses among 8 instead of 25. A tool's score adds up votes
// from the grammar's own reading of the request (its tool, fallbacks and
// plan steps, best first), a lexicon of verbs per tool, cue words
// (questions, "note", "project", …) and date phrases; AlwaysOffered come
// first, the best-scoring others fill the remaining places.
type Focus struct {
	// Read is the grammar's reading: the tools it would use for text, best
	// first (grammar.Parse's tool and fallbacks, grammar.Plan's steps).
	// GrammarReading is the usual one; nil means the lexicon alone decides.
	Read func(text string) []string
	// Size is the list's length (default DefaultFocusSize).
	Size int
}

// Vote weights: the grammar's reading outweighs any single cue.
const (
	voteReadFirst = 10
	voteRead      = 6
	voteVerb      = 4
	voteCue       = 2
	voteDate      = 2
)

// Pick returns at most Size names from available (the registry's), the
// AlwaysOffered ones first, then by score, ties by available's order.
func (f Focus) Pick(text string, available []string) []string {
	size := f.Size
	if size <= 0 {
		size = DefaultFocusSize
	}
	has := map[string]bool{}
	for _, n := range available {
		has[n] = true
	}
	var out []string
	taken := map[string]bool{}
	for _, n := range AlwaysOffered {
		if has[n] && len(out) < size {
			out, taken[n] = append(out, n), true
		}
	}
	score := f.Scores(text)
	rest := make([]string, 0, len(available))
	for _, n := range available {
		if !taken[n] && score[n] > 0 {
			rest = append(rest, n)
		}
	}
	order := map[string]int{}
	for i, n := range priorOrder {
		order[n] = len(priorOrder) - i
	}
	sort.SliceStable(rest, func(i, j int) bool {
		if score[rest[i]] != score[rest[j]] {
			return score[rest[i]] > score[rest[j]]
		}
		return order[rest[i]] > order[rest[j]]
	})
	for _, n := range rest {
		if len(out) >= size {
			break
		}
		out = append(out, n)
	}
	// Fill with the most used tools, so a model still has choices.
	for _, n := range priorOrder {
		if len(out) >= size {
			break
		}
		if has[n] && !taken[n] && !contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// GrammarReading is the grammar's reading of text as tool names, best
// first: its plan's steps, then the parsed intent's tool and fallbacks. A
// request it did not understand reads as nothing (its agenda fallback is
// no evidence).
func GrammarReading(text string) []string {
	var out []string
	p := grammar.Plan(text)
	if p.Understood {
		for _, s := range p.Steps {
			out = append(out, s.Tool)
		}
	}
	if pi := grammar.Parse(text); pi.Understood && pi.Tool != "" {
		out = append(out, pi.Tool)
		out = append(out, pi.Fallbacks...)
	}
	return out
}

// priorOrder breaks ties and fills the list: the tools people use most.
var priorOrder = []string{"completeTask", "rescheduleTask", "queryTasks", "askNotes", "createNote", "snoozeTask",
	"createProject", "projectStatus", "setPriority", "deleteTask", "appendNote", "searchNotes", "recall"}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Scores returns every tool's votes for text.
func (f Focus) Scores(text string) map[string]int {
	score := map[string]int{}
	if f.Read != nil {
		for i, n := range f.Read(text) {
			if i == 0 {
				score[n] += voteReadFirst
			} else {
				score[n] += max(voteRead-i+1, 1)
			}
		}
	}
	l := " " + strings.ToLower(text) + " "
	words := wordRE.FindAllString(l, -1)
	for _, w := range words {
		for _, v := range verbLexicon {
			if matchStem(w, v.stems) {
				for _, t := range v.tools {
					score[t] += voteVerb
				}
			}
		}
	}
	for _, c := range cues {
		if c.re.MatchString(l) {
			for _, t := range c.tools {
				score[t] += voteCue
			}
		}
	}
	if dateRE.MatchString(l) {
		for _, t := range []string{"rescheduleTask", "snoozeTask", "notesFrom", "queryTasks"} {
			score[t] += voteDate
		}
	}
	return score
}

var wordRE = regexp.MustCompile(`[a-z']+`)

func matchStem(w string, stems []string) bool {
	for _, s := range stems {
		if strings.HasSuffix(s, "*") {
			if strings.HasPrefix(w, s[:len(s)-1]) {
				return true
			}
		} else if w == s {
			return true
		}
	}
	return false
}

// verbLexicon: verbs (and their inflections, "stem*") that vote for tools.
var verbLexicon = []struct {
	stems []string
	tools []string
}{
	{[]string{"add*", "remind*", "create*", "capture*", "todo", "need", "must", "have", "forget"}, []string{"createTask"}},
	{[]string{"finish*", "done", "complet*", "tick*", "check*", "wrap*", "did", "handled", "sorted", "cleaned", "washed", "paid", "returned", "sent", "fixed", "booked", "bought", "called"}, []string{"completeTask"}},
	{[]string{"reopen*", "undone", "unfinish*", "uncheck*", "unmark*", "not"}, []string{"reopenTask"}},
	{[]string{"move*", "push*", "postpon*", "reschedul*", "shift*", "bump*", "delay*", "defer*", "due", "wait", "change*"}, []string{"rescheduleTask"}},
	{[]string{"snooz*", "later", "hold", "remind*", "pause*"}, []string{"snoozeTask"}},
	{[]string{"priorit*", "urgent", "important", "matters", "critical", "top", "p1", "p2", "p3", "p4", "deprioriti*", "bump*"}, []string{"setPriority"}},
	{[]string{"every", "each", "daily", "weekly", "monthly", "yearly", "repeat*", "recurr*", "fortnightly", "weekday*"}, []string{"setRecurrence", "createTask"}},
	{[]string{"renam*", "retitl*", "edit*", "updat*", "call", "file", "filed"}, []string{"updateTask"}},
	{[]string{"delet*", "remov*", "drop*", "trash*", "scrap*", "cancel*", "erase*", "ditch*"}, []string{"deleteTask"}},
	{[]string{"block*", "depend*", "waits", "waiting", "before", "after", "first"}, []string{"addDependency"}},
	{[]string{"list*", "show*", "overdue", "open", "pending", "outstanding", "left"}, []string{"queryTasks"}},
	{[]string{"project*", "start*", "kick*", "launch*"}, []string{"createProject", "projectStatus"}},
	{[]string{"progress", "status", "going", "stand*", "far"}, []string{"projectStatus"}},
	{[]string{"milestone*", "phase*", "stage*", "deadline*"}, []string{"addMilestone", "listMilestones"}},
	{[]string{"note*", "jot*", "write*", "idea*", "record*", "log*", "wrote", "written"}, []string{"createNote", "appendNote", "askNotes"}},
	{[]string{"append*", "also", "extend*"}, []string{"appendNote"}},
	{[]string{"link*", "relat*", "connect*", "associat*", "tie*", "mention*"}, []string{"linkItems"}},
	{[]string{"search*", "find*", "look*", "where", "locate*", "anything"}, []string{"searchEverything", "searchNotes"}},
	{[]string{"what", "when", "who", "why", "how", "which", "according"}, []string{"askNotes"}},
	{[]string{"yesterday", "captured", "took"}, []string{"notesFrom"}},
	{[]string{"today", "agenda", "plate", "week", "schedule", "up"}, []string{"agenda"}},
	{[]string{"remember*", "recall*", "mentioned", "said", "told", "discussed"}, []string{"recall"}},
	{[]string{"undo", "revert*", "back", "oops", "rollback"}, []string{"undo"}},
}

// cues are phrases that vote for tools.
var cues = []struct {
	re    *regexp.Regexp
	tools []string
}{
	{regexp.MustCompile(`\?\s*$|^\s*(what|when|where|who|why|how|which|is|are|do|does|did)\b`), []string{"askNotes", "queryTasks", "projectStatus", "searchEverything"}},
	{regexp.MustCompile(`\bmy notes\b|\bnotes say\b|\bi (wrote|noted)\b`), []string{"askNotes", "searchNotes", "notesFrom"}},
	{regexp.MustCompile(`\b(note|idea|journal|memo)\s*:`), []string{"createNote"}},
	{regexp.MustCompile(`\b(to|onto|into) (the|my) [a-z ]*note\b`), []string{"appendNote"}},
	{regexp.MustCompile(`#\w`), []string{"createTask", "createProject"}},
	{regexp.MustCompile(`\b(new|a) project\b`), []string{"createProject"}},
	{regexp.MustCompile(`\b(is|are) (now )?(done|finished|washed|cleaned|sorted|paid|fixed)\b`), []string{"completeTask"}},
	{regexp.MustCompile(`\bwhat did we\b|\bearlier\b|\blast time\b`), []string{"recall"}},
	{regexp.MustCompile(`\bnotes? from\b|\bwrote (yesterday|last|on)\b`), []string{"notesFrom"}},
	{regexp.MustCompile(`\b(blocked|waiting) (on|by|for)\b`), []string{"addDependency", "queryTasks"}},
	{regexp.MustCompile(`\b(this|next) week\b|\btoday\b`), []string{"agenda", "queryTasks"}},
	{regexp.MustCompile(`!!|\bp[1-4]\b`), []string{"setPriority"}},
}

// dateRE finds a date phrase: a weekday, a relative day, a month day or a time.
var dateRE = regexp.MustCompile(`\b(today|tonight|tomorrow|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|next (week|month|year)|in \d+ (minutes?|hours?|days?|weeks?|months?)|(january|february|march|april|may|june|july|august|september|october|november|december)|the \d+(st|nd|rd|th)|\d{1,2}(:\d\d)? ?(am|pm)|\d{1,2}:\d\d|noon|midnight|end of (the )?(day|week|month))\b`)
