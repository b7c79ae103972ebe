package tools

import (
	"errors"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"pace/store"
)

// exactSlots settles the slots of a new task against the store before it is
// created, where the brain could not see the user's projects:
//
//   - a project slot stops at a date or priority phrase ("Q3 Planning due
//     tomorrow" files under Q3 Planning, due tomorrow);
//   - a one-word #Project followed in the title by the rest of an existing
//     project's name ("#Website" + "… Redesign") files under that project
//     (Todoist's rule: an existing full name wins);
//   - with no project, a title ending "to/for/in X" where X is exactly an
//     existing project's name files under X ("buy lights to Christmas");
//   - FileUnder files under the project of that exact name, if there is one
//     ("add A and B to Side Hustle" gives A the B's "to Side Hustle"), or
//     under the one active project whose name starts with those words
//     ("to Spanish" with only "Spanish lessons");
//   - a project no project has (or resolves to) that is exactly a label
//     some task has is that label ("…, both under bills" beside @bills);
//   - a trailing ", high priority" becomes the priority, and a repetition's
//     leftover words (", repeating") leave a repeating task's title.
//
// Each rewrite happens only when its evidence is exact; otherwise the
// arguments pass unchanged.
func (tb *ToolBox) exactSlots(tx *store.Tx, a CreateTaskArgs) (CreateTaskArgs, error) {
	a.Title = strings.TrimSpace(a.Title)
	if pr := strings.TrimSpace(a.Project); pr != "" && !strings.EqualFold(pr, "none") {
		a = tb.projectStops(a)
	}
	ps, err := tx.Projects().ListAll()
	if err != nil {
		return a, err
	}
	if fu := strings.TrimSpace(a.FileUnder); fu != "" && strings.TrimSpace(a.Project) == "" {
		p, found := activeProjectNamed(ps, fu)
		if !found {
			// "for the anniversary party" with a project Golden
			// Anniversary about the party: the one project its words name
			if q, err := tx.Projects().Resolve(fu); err == nil && q.ArchivedAt == nil && !q.Done {
				p, found = q, true
			}
		}
		a.Project = p.Name
		if said := strings.TrimSpace(a.FileUnderSaid); !found && said != "" {
			if !strings.HasPrefix(said, ",") {
				said = " " + said
			}
			a.Title += said // "buy a cake, it's for mum": no project Mum
		}
	}
	a.FileUnder, a.FileUnderSaid = "", ""
	if pr := strings.TrimSpace(a.Project); !hasProjectNamed(ps, pr) {
		if bare, ok := cutSuffixFold(pr, " project"); ok {
			a.Project = strings.TrimSpace(bare) // "in the hen project": the project "hen…"
		} else if bare, ok := cutPrefixFold(pr, "project "); ok {
			a.Project = strings.TrimSpace(bare) // "under a project Wedding prep": "Wedding prep"
		}
	}
	switch pr := strings.TrimSpace(a.Project); {
	case pr == "":
		a = fileByTitle(a, ps)
	case !strings.EqualFold(pr, "none") && !hasProjectNamed(ps, pr):
		if name, ok := projectSquashed(ps, pr); ok {
			a.Project = name // "#KitchenReno" for "Kitchen Reno"
			break
		}
		a = completeProjectName(a, ps)
	}
	if pr := strings.TrimSpace(a.Project); pr != "" && !strings.EqualFold(pr, "none") && !hasProjectNamed(ps, pr) {
		// "…, both under bills" with no project bills but tasks labelled
		// @bills: the label, not a second place of the same name
		if _, err := tx.Projects().Resolve(pr); errors.Is(err, store.ErrNotFound) {
			g, ok, err := labelNamed(tx, pr)
			if err != nil {
				return a, err
			}
			if ok {
				a.Project = ""
				if !slices.Contains(NormLabels(a.Tags), g) {
					a.Tags = append(slices.Clone(a.Tags), g)
				}
			}
		}
	}
	if a.Priority == "" {
		if m := trailingPriority.FindStringSubmatchIndex(a.Title); m != nil && m[0] > 0 {
			a.Priority, a.Title = a.Title[m[2]:m[3]], strings.TrimSpace(a.Title[:m[0]])
		}
	}
	if a.Repeats != "" || tb.dueRepeats(a.Due) {
		if m := ruleLeftover.FindStringIndex(a.Title); m != nil && m[0] > 0 {
			a.Title = strings.TrimSpace(a.Title[:m[0]])
		}
	}
	return a, nil
}

// activeProjectNamed is the active project called name (any case), or the one
// active project whose name starts with name's words ("to Spanish" with
// only "Spanish lessons"); ok is false for none or several.
func activeProjectNamed(ps []store.Project, name string) (store.Project, bool) {
	var starts []store.Project
	for _, p := range ps {
		if p.ArchivedAt != nil {
			continue
		}
		if strings.EqualFold(p.Name, name) {
			return p, true
		}
		if n := strings.ToLower(p.Name); strings.HasPrefix(n, strings.ToLower(name)+" ") {
			starts = append(starts, p)
		}
	}
	if len(starts) == 1 {
		return starts[0], true
	}
	return store.Project{}, false
}

func hasProjectNamed(ps []store.Project, name string) bool {
	for _, p := range ps {
		if strings.EqualFold(p.Name, name) {
			return true
		}
	}
	return false
}

// projectByLead finds the one active project whose name starts with
// words, two words or more, whole words only ("brand refresh" for "Brand
// Refresh for Holt & Co"); ok is false when none or several do.
func projectByLead(ps []store.Project, words string) (string, bool) {
	lead := strings.ToLower(strings.Join(strings.Fields(words), " "))
	if len(strings.Fields(lead)) < 2 {
		return "", false
	}
	found := ""
	for _, p := range ps {
		name := strings.ToLower(strings.Join(strings.Fields(p.Name), " "))
		if p.ArchivedAt != nil || !strings.HasPrefix(name, lead+" ") {
			continue
		}
		if found != "" {
			return "", false
		}
		found = p.Name
	}
	return found, found != ""
}

// projectSquashed finds the one active project whose name, without its
// spaces, punctuation and case, is name's ("#KitchenReno", "#kitchen-reno"
// for "Kitchen Reno"; "#mums70th" for "Mum's 70th").
func projectSquashed(ps []store.Project, name string) (string, bool) {
	want := squash(name)
	found := ""
	for _, p := range ps {
		if p.ArchivedAt == nil && squash(p.Name) == want && want != "" {
			if found != "" {
				return "", false
			}
			found = p.Name
		}
	}
	return found, found != ""
}

// squash is s lowered with only its letters and digits.
func squash(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

var (
	trailingPriority = regexp.MustCompile(`(?i)[\s,;]+(?:with\s+|at\s+|as\s+)?(?:a\s+)?(low|normal|medium|high|urgent|top)\s+priority$`)
	ruleLeftover     = regexp.MustCompile(`(?i)[\s,;]+(?:repeating|repeats|recurring|recurs|on repeat)$`)
	projectPriority  = regexp.MustCompile(`(?i)[\s,;]+(?:with\s+)?(?:a\s+)?(low|normal|medium|high|urgent|top)\s+priority$|[\s,;]+(p[1-4])$`)
	titlePrep        = regexp.MustCompile(`(?i)\s+(?:to|for|in|under|into)\s+(?:the\s+|my\s+)?`)
)

// dueRepeats reports a due phrase that carries a repetition ("every friday").
func (tb *ToolBox) dueRepeats(due string) bool {
	if strings.TrimSpace(due) == "" {
		return false
	}
	r, err := tb.parseDate(due)
	return err == nil && r.RRule != ""
}

// projectStops cuts a label, date or priority phrase off the end of the
// project slot; a cut label is added to the tags, a cut date becomes the due
// date when none was given.
func (tb *ToolBox) projectStops(a CreateTaskArgs) CreateTaskArgs {
	pr := strings.TrimSpace(a.Project)
	for m := projectLabel.FindStringSubmatchIndex(pr); m != nil && m[0] > 0; m = projectLabel.FindStringSubmatchIndex(pr) {
		// "Month-end Dec @closing": a label said after the name is no
		// word of it
		if l := pr[m[2]:m[3]]; !slices.ContainsFunc(a.Tags, func(t string) bool { return strings.EqualFold(t, l) }) {
			a.Tags = append(a.Tags, l)
		}
		pr = strings.TrimSpace(pr[:m[0]])
	}
	if m := projectPriority.FindStringSubmatchIndex(pr); m != nil && m[0] > 0 {
		if a.Priority == "" {
			for g := 2; g < len(m); g += 2 {
				if m[g] >= 0 {
					a.Priority = pr[m[g]:m[g+1]]
				}
			}
		}
		pr = strings.TrimSpace(pr[:m[0]])
	}
	r, err := tb.parseDate(pr)
	if err == nil && r.HasDate && r.Span[0] > 0 && r.Span[1] >= len(strings.TrimRight(pr, " .,;")) && slotDate(pr[:r.Span[0]], pr[r.Span[0]:r.Span[1]]) {
		phrase := pr[r.Span[0]:r.Span[1]]
		rest := strings.TrimRight(strings.TrimSpace(pr[:r.Span[0]]), " ,;")
		rest = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(rest, " due"), " by"))
		if rest != "" {
			pr = rest
			if strings.TrimSpace(a.Due) == "" {
				a.Due = phrase
			}
		}
	}
	a.Project = pr
	return a
}

// slotDate reports whether phrase, said after before in a project slot, is
// the task's date and no word of the name: after "due", "by", "on", a comma
// or the like, or a day said relatively ("tomorrow", "next friday");
// "Valencia Christmas", "Mum's 70th" and "Spring May" stay names.
func slotDate(before, phrase string) bool {
	return dateConnector.MatchString(before) || relativeDay.MatchString(phrase)
}

// projectLabel: a label ending a project slot ("Month-end Dec @closing";
// group 1 the label without @).
var projectLabel = regexp.MustCompile(`\s+@([\p{L}\d_-]+)\s*$`)

var (
	dateConnector = regexp.MustCompile(`(?i)(?:\bdue|\bby|\bon|\bfor|\bat|\bbefore|\buntil|\btill|[,;])\s*$`)
	relativeDay   = regexp.MustCompile(`(?i)^(?:due\s+|by\s+|on\s+|at\s+)?(?:today|tonight|tomorrow|tmrw|this\s+|next\s+|in\s+\d|in\s+a\s|in\s+an\s|mon|tue|wed|thu|fri|sat|sun|\d{1,2}(?::\d\d)?\s*(?:am|pm))`)
)

// completeProjectName finishes a one-word project whose existing full name
// continues in the title: project "Website", title "buy a domain Redesign"
// and a project "Website Redesign" give that project and the title
// "buy a domain". The longest such name wins.
func completeProjectName(a CreateTaskArgs, ps []store.Project) CreateTaskArgs {
	pr := strings.TrimSpace(a.Project)
	best, cut := "", -1
	for _, p := range ps {
		if len(p.Name) <= len(pr)+1 || !strings.EqualFold(p.Name[:len(pr)], pr) || p.Name[len(pr)] != ' ' {
			continue
		}
		rest := p.Name[len(pr)+1:]
		if i := nameRestIndex(a.Title, rest); i >= 0 && len(p.Name) > len(best) {
			best, cut = p.Name, i
		}
	}
	if best == "" {
		return a
	}
	end := cut + len(best) - len(pr) - 1
	a.Title = strings.Join(strings.Fields(a.Title[:cut]+" "+a.Title[end:]), " ")
	a.Project = best
	return a
}

// nameRestIndex is where the rest of a project's name stands in a title
// whose hashtag held only its first word: at the title's end ("get roof
// sheets Roof" for "… #Barn Roof"), else its last whole-word match after
// the title's first word, capitalised as a name's rest is; -1 when it is
// not there.
func nameRestIndex(title, rest string) int {
	if n := len(title) - len(rest); n > 0 && title[n-1] == ' ' && wordIndexFrom(title, rest, n) == n {
		return n
	}
	last := -1
	for i := wordIndexFrom(title, rest, 1); i >= 0; i = wordIndexFrom(title, rest, i+1) {
		if capitalised(title[i:]) {
			last = i // "… Planning …" as the hashtag's rest; "pay the club jersey" keeps its "club"
		}
	}
	return last
}

// capitalised reports whether s opens with an upper-case letter, as the
// rest of a project's name said after its hashtag does ("Planning").
func capitalised(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// wordIndexFrom is the byte offset of phrase in s as whole words
// (case-insensitive) at or after byte offset from, or -1. The offset indexes s itself: the match is
// compared rune by rune on s, never on a lowered copy.
func wordIndexFrom(s, phrase string, from int) int {
	n := len(phrase)
	for i := from; i+n <= len(s); i++ {
		if (i == 0 || s[i-1] == ' ') && (i+n == len(s) || s[i+n] == ' ' || s[i+n] == ',') && strings.EqualFold(s[i:i+n], phrase) && utf8.RuneStart(s[i]) {
			return i
		}
	}
	return -1
}

// recipientVerbs take "to" for whom a thing goes ("send X to the
// clients"), never for the project a task is filed under.
var recipientVerbs = map[string]bool{"send": true, "give": true, "take": true, "bring": true, "post": true, "email": true,
	"e-mail": true, "deliver": true, "return": true, "write": true, "lend": true, "show": true, "hand": true, "pass": true,
	"forward": true, "mail": true, "pay": true, "sell": true, "ship": true, "text": true, "explain": true, "read": true}

// fileByTitle files a task with no project under the existing project its
// title ends with ("buy lights to Christmas", "send the brief for Q3
// Planning"), keeping the date slots; "to" after a verb of giving says to
// whom ("send the invoices to the clients" stays as said).
func fileByTitle(a CreateTaskArgs, ps []store.Project) CreateTaskArgs {
	first := strings.ToLower(strings.SplitN(a.Title, " ", 2)[0])
	for _, m := range titlePrep.FindAllStringIndex(a.Title, -1) {
		if m[0] == 0 {
			continue
		}
		if recipientVerbs[first] && strings.EqualFold(strings.Fields(a.Title[m[0]:m[1]])[0], "to") {
			continue // "send my invoices to the clients": to whom, not where
		}
		name := strings.TrimSpace(a.Title[m[1]:])
		if n, ok := cutSuffixFold(name, " project"); ok {
			name = n
		}
		for _, p := range ps {
			if strings.EqualFold(p.Name, name) && p.ArchivedAt == nil {
				return filedAt(a, p.Name, m[0])
			}
		}
	}
	// "buy red packets, D&D": a project's name said last after a comma
	if i := strings.LastIndex(a.Title, ", "); i > 0 && len(strings.Fields(a.Title[i+2:])) <= 4 {
		said := strings.TrimSpace(a.Title[i+2:])
		for _, p := range ps {
			if strings.EqualFold(p.Name, said) && p.ArchivedAt == nil && !p.Done {
				return filedAt(a, p.Name, i)
			}
		}
		if name, ok := projectByEnds(ps, said); ok {
			return filedAt(a, name, i)
		}
	}
	// "book venue for D&D" beside the project D&D 2027, "chase the tiler
	// for reno" beside Condo Reno: the one open project whose name starts
	// or ends with the last such words
	if ms := titlePrep.FindAllStringIndex(a.Title, -1); len(ms) > 0 {
		m := ms[len(ms)-1]
		if m[0] > 0 && !(recipientVerbs[first] && strings.EqualFold(strings.Fields(a.Title[m[0]:m[1]])[0], "to")) {
			if name, ok := projectByEnds(ps, a.Title[m[1]:]); ok {
				return filedAt(a, name, m[0])
			}
		}
	}
	return a
}

// filedAt is a filed under the project name, its title cut at byte offset
// cut (where "for P" began) when more than one word stays.
func filedAt(a CreateTaskArgs, name string, cut int) CreateTaskArgs {
	a.Project = name
	if rest := strings.TrimSpace(a.Title[:cut]); len(strings.Fields(rest)) > 1 {
		a.Title = rest // "register" alone would lose what for: the title stays whole
	}
	return a
}

// projectByEnds is the one open, unarchived project of ps whose name
// starts or ends with ref's words as whole words ("mrcp" for "MRCP Part 1
// Jan 27", "wedding" for "Priya & Sam wedding"); ok is false when none or
// several do.
func projectByEnds(ps []store.Project, ref string) (name string, ok bool) {
	bare := strings.ToLower(bareProjectWords(ref))
	if bare == "" || strings.HasPrefix(bare, "$") || strings.HasPrefix(bare, store.IDPrefix) {
		return "", false
	}
	var hits []string
	for _, p := range ps {
		if n := strings.ToLower(p.Name); !p.Done && p.ArchivedAt == nil && (strings.HasPrefix(n, bare+" ") || strings.HasSuffix(n, " "+bare)) {
			hits = append(hits, p.Name)
		}
	}
	if len(hits) != 1 {
		return "", false
	}
	return hits[0], true
}

// cutSuffixFold is strings.CutSuffix ignoring ASCII case.
func cutSuffixFold(s, suffix string) (string, bool) {
	if len(s) > len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix) {
		return s[:len(s)-len(suffix)], true
	}
	return s, false
}

// cutPrefixFold is strings.CutPrefix ignoring ASCII case; the rest must
// not be empty.
func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) > len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}

// splitDescription reads "Website Redesign: the spring relaunch" as a
// project name and its description, when no description was given.
func splitDescription(name, notes string) (string, string) {
	if strings.TrimSpace(notes) != "" {
		return name, notes
	}
	n, d, ok := strings.Cut(name, ": ")
	if !ok || strings.TrimSpace(n) == "" || strings.TrimSpace(d) == "" {
		return name, notes
	}
	return strings.TrimSpace(n), strings.TrimSpace(d)
}

// wordsWithin reports whether every word of short occurs in long, in order.
func wordsWithin(short, long string) bool {
	lw := strings.Fields(long)
	i := 0
	for _, w := range strings.Fields(short) {
		for i < len(lw) && !strings.EqualFold(strings.Trim(lw[i], ",;"), strings.Trim(w, ",;")) {
			i++
		}
		if i == len(lw) {
			return false
		}
		i++
	}
	return short != ""
}
