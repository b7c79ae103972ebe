package tools

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"pace/store"
	"pace/tools/dates"
	"pace/undo"
)

// taskResult is the common OK result about one task.
func (tb *ToolBox) taskResult(t store.Task, summary string) Result {
	return Result{
		OK:      true,
		Summary: summary,
		Detail:  summary + "\n" + tb.taskDetail(t),
		Ref:     store.Ref(t.ID),
		Outputs: map[string]string{"title": t.Title, "project": t.ProjectName, "due": dueOut(t), "due_end": dueEndOut(t), "rrule": t.RRule, "priority": PriorityName(t.Priority)},
		Items:   []Item{tb.taskItem(t)},
	}
}

// withoutNameTail drops from title the rest of a project's name that the
// reference left off: "#Kitchen Reno" reads as the tag #Kitchen and a
// title word "Reno"; filed in "Kitchen Reno", the word is the project's.
// The rest counts at the title's end, or capitalised before it; a
// lower-case word inside the title is the title's own.
func withoutNameTail(title, ref, name string) string {
	if len(name) <= len(ref)+1 || !strings.EqualFold(name[:len(ref)+1], ref+" ") {
		return title
	}
	tail := strings.Fields(name[len(ref)+1:])
	words := strings.Fields(title)
	for i := 0; i+len(tail) <= len(words); i++ {
		if !slices.EqualFunc(words[i:i+len(tail)], tail, strings.EqualFold) {
			continue
		}
		if i+len(tail) < len(words) && !capitalised(words[i]) {
			continue // "pay the club jersey" filed in "Cycling club" keeps its "club"
		}
		if rest := slices.Concat(words[:i], words[i+len(tail):]); len(rest) > 0 {
			return strings.Join(rest, " ")
		}
	}
	return title
}

// fileIn resolves a project reference for a task, creating the project
// when nothing matches; created reports that it is new.
func (tb *ToolBox) fileIn(tx *store.Tx, rec *undo.Recorder, ref string) (p store.Project, created bool, err error) {
	p, err = tx.Projects().Resolve(ref)
	if q, ok := projectByInitials(tx, ref); ok && errors.Is(err, store.ErrNotFound) {
		return q, false, nil // "add to CNY project: …" files under Chinese New Year menu
	}
	if errors.Is(err, store.ErrNotFound) {
		p, err = tx.Projects().Insert(store.Project{Name: ref})
		if err != nil {
			return store.Project{}, false, err
		}
		rec.Add(undo.DeleteProject(p.ID))
		return p, true, nil
	}
	if err != nil {
		return store.Project{}, false, lookupFailure(store.KindProject, ref, err)
	}
	return p, false, nil
}

// maxTitle is the longest task title in characters (runes), the store's
// rule for every path; a longer text belongs in the notes.
const maxTitle = store.MaxTitle

// checkTitle refuses a title over maxTitle characters.
func checkTitle(title string) error {
	n := utf8.RuneCountInString(title)
	if n <= maxTitle {
		return nil
	}
	return failf("That title is %s characters long; keep it under %d — put the rest in the notes.", Thousands(n), maxTitle)
}

// shortTitleRunes is the length a title cut from a long text keeps.
const shortTitleRunes = 80

// shortened is a title for a text too long to be one: its first sentence
// when that is short, else its first words up to shortTitleRunes runes,
// cut at a space, with "…".
func shortened(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	if i := strings.IndexAny(text, ".!?"); i > 0 && utf8.RuneCountInString(text[:i]) <= shortTitleRunes {
		return text[:i]
	}
	r := []rune(text)
	if len(r) <= shortTitleRunes {
		return text
	}
	cut := string(r[:shortTitleRunes])
	if i := strings.LastIndex(cut, " "); i > shortTitleRunes/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:-") + "…"
}

// Thousands writes n with comma separators: 102400 is "102,400".
func Thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func (tb *ToolBox) createTask(ctx context.Context, inv Invocation, a CreateTaskArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		a, err := tb.exactSlots(tx, a)
		if err != nil {
			return Result{}, err
		}
		if d, ok, err := tb.relativeDay(tx, a.Due); err != nil {
			return Result{}, err
		} else if ok {
			a.Due = d // "same day as the PT appointment"
		}
		t := store.Task{Title: unquoteTitle(a.Title), Notes: a.Notes, Tags: a.Tags}
		if t.Title == "" {
			return Result{}, failf("A task needs a title.")
		}
		said := utf8.RuneCountInString(t.Title)
		long := checkTitle(t.Title) != nil
		if long {
			// a pasted paragraph: a short title, the whole text in the notes
			t.Notes = strings.TrimSpace(t.Title + "\n\n" + t.Notes)
			t.Title = shortened(t.Title)
		}
		if err := tb.schedule(&t, a); err != nil {
			return Result{}, err
		}
		var newProject bool
		var p store.Project
		if pr := strings.TrimSpace(a.Project); pr != "" && !strings.EqualFold(pr, "none") {
			if p, newProject, err = tb.fileIn(tx, rec, strings.TrimSpace(a.Project)); err != nil {
				return Result{}, err
			}
			t.ProjectID = p.ID
			if !newProject {
				t.Title = withoutNameTail(t.Title, pr, p.Name)
			}
		}
		if strings.TrimSpace(a.Milestone) != "" {
			if p.ID == "" {
				// "add fix gate to the spring clean milestone": the
				// milestone of any project, the task filed in it
				if _, err := tb.underMilestone(tx, &t, a.Milestone); err != nil {
					return Result{}, err
				}
				if t.ProjectID != "" { // "none": no milestone, no project
					if p, err = tx.Projects().Get(t.ProjectID); err != nil {
						return Result{}, err
					}
				}
			} else if t.MilestoneID, err = milestoneIn(tx, p, a.Milestone); err != nil {
				// "the prizes milestone" for "lucky draw prizes": the one
				// milestone of the project its words name
				h, herr := tb.milestone(tx, a.Milestone, store.Ref(p.ID))
				if herr != nil || h.p.ID != p.ID {
					return Result{}, err
				}
				t.MilestoneID = h.m.ID
			}
		}
		t, err = tx.Tasks().Insert(t)
		if err != nil {
			return Result{}, err
		}
		rec.Add(undo.DeleteTask(t.ID))
		s := "Created " + quote(t.Title)
		if t.Due != nil {
			s += ", due " + tb.taskDueText(t)
		}
		if t.RRule != "" {
			s += ", repeating " + RuleText(t.RRule)
		}
		if t.Priority != 0 {
			s += ", " + PriorityName(t.Priority) + " priority"
		}
		if len(t.Tags) > 0 {
			s += ", @" + strings.Join(t.Tags, " @")
		}
		if p.ID != "" {
			s += ", in " + p.Name
			if newProject {
				s += " (new project)"
			}
			if p.ArchivedAt != nil {
				s += " (archived: “restore " + p.Name + "” shows it in your lists again)"
			}
			if m, err := tx.Projects().GetMilestone(t.MilestoneID); t.MilestoneID != "" && err == nil {
				s += ", under the milestone " + quote(m.Title)
			}
		}
		if long {
			s += fmt.Sprintf(" (the whole text, %s characters, is in its notes)", Thousands(said))
		}
		return tb.taskResult(t, s), nil
	})
}

// schedule sets priority, due date and recurrence of a new task from a.
// A due phrase that holds a recurrence ("every friday") sets the rule too,
// unless Repeats says otherwise; a recurring task is due at the rule's first
// occurrence on or after the due date (or today).
func (tb *ToolBox) schedule(t *store.Task, a CreateTaskArgs) error {
	var err error
	if t.Priority, err = parsePriority(a.Priority); err != nil {
		return err
	}
	if strings.TrimSpace(a.Due) != "" {
		w, err := tb.parseWhen(a.Due)
		if err != nil {
			return err
		}
		t.Due, t.HasTime = &w.at, w.hasTime
		if !w.end.IsZero() {
			t.DueEnd = &w.end
		}
		if a.Repeats == "" && w.rrule != "" {
			t.RRule = w.rrule
		}
	}
	if strings.TrimSpace(a.Repeats) != "" {
		w, err := tb.parseRule(a.Repeats)
		if err != nil {
			return err
		}
		t.RRule = w.rrule
		if t.Due == nil {
			t.Due, t.HasTime = &w.at, w.hasTime
		}
	}
	if t.RRule != "" {
		if t.DueEnd != nil && t.DueEnd.Sub(*t.Due) >= 24*time.Hour {
			// "every sunday 8am starting next week": a span of days says
			// when the series starts, not how long each time lasts
			t.DueEnd = nil
		}
		old := t.Due
		t.Due = tb.alignDue(t.RRule, *t.Due)
		moveWindow(t, old, t.Due)
	}
	return nil
}

// alignDue moves a due date onto its rule: the first occurrence at or after
// due, keeping its time of day ("due monday, every friday" is due friday).
func (tb *ToolBox) alignDue(rule string, due time.Time) *time.Time {
	first, err := dates.FirstOccurrence(rule, due.In(tb.opt.Location))
	if err != nil {
		return &due
	}
	return &first
}

func milestoneIn(tx *store.Tx, p store.Project, ref string) (string, error) {
	ms, err := tx.Projects().Milestones(p.ID)
	if err != nil {
		return "", err
	}
	for _, m := range ms {
		if store.Ref(m.ID) == ref || strings.EqualFold(m.Title, strings.TrimSpace(ref)) {
			return m.ID, nil
		}
	}
	return "", failf("%s has no milestone %s.", p.Name, quote(ref))
}

// oneDoneNamed is the one task of done whose title holds every content
// word of ref (holdsWords); nil when none or several do.
func oneDoneNamed(done []store.Task, ref string) *store.Task {
	words := store.ContentWords(ref)
	if len(words) == 0 {
		return nil
	}
	var hit *store.Task
	for i, d := range done {
		if holdsWords(d.Title, words) {
			if hit != nil {
				return nil
			}
			hit = &done[i]
		}
	}
	return hit
}

// completeTask marks a task done. A recurring task moves its rule to a new
// task due at the next occurrence: Next(rule, DTStart, after) with after the
// later of its due and the start of today, so an overdue daily task
// completed today comes back tomorrow, not in the past. The journal entry
// restores the completed task (rule included) and deletes the spawned one.
func (tb *ToolBox) completeTask(ctx context.Context, inv Invocation, a TaskRef) (Result, error) {
	if h, ok, err := tb.milestoneInsteadOfTask(ctx, a.Task); err != nil {
		return settle(Result{}, err)
	} else if ok {
		return tb.completeMilestone(ctx, inv, MilestoneRef{Milestone: store.Ref(h.m.ID)})
	}
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		if one, err := tx.Tasks().Resolve(a.Task); errors.Is(err, store.ErrNotFound) {
			// "I finished the report and the slides": no task is called
			// that, but each part names one.
			if ts, missing, ok := tb.eachTask(tx, a.Task); ok {
				return tb.completeEach(tx, rec, ts, missing)
			}
		} else if ts, ok := tb.partsOverLooseWhole(tx, a.Task, one, err); ok {
			return tb.completeEach(tx, rec, ts, nil)
		}
		t, err := tb.task(tx, reportRef(tx, a.Task))
		if err != nil {
			return Result{}, err
		}
		if t.Done {
			r := tb.taskResult(t, quote(t.Title)+" is already done.")
			return r, nil
		}
		before := t
		t, spawned, err := tb.completeIn(tx, rec, t)
		if err != nil {
			return Result{}, err
		}
		s := "Completed " + quote(t.Title)
		if spawned.ID != "" {
			s += "; next one due " + tb.taskDueText(spawned)
		} else if before.RRule != "" {
			s += "; that was the last of the series"
		}
		r := tb.taskResult(t, s)
		if spawned.ID != "" {
			r.Outputs["next"] = store.Ref(spawned.ID)
			r.Outputs["nextDue"] = dueOut(spawned)
			r.Items = append(r.Items, tb.taskItem(spawned))
		}
		if deps, _ := tx.Tasks().Dependents(t.ID); len(deps) > 0 {
			r.Detail += fmt.Sprintf("\n%d task(s) waiting on it may now go ahead.", len(deps))
		}
		return r, nil
	})
}

// partSep cuts "the report and the slides", "gym, laundry & bins" into
// their parts.
var partSep = regexp.MustCompile(`(?i)\s*(?:,\s*(?:and\s+|then\s+)?|\s+(?:and(?:\s+then)?|&|as well as|plus)\s+)`)

// eachTask resolves every part of a reference that lists several tasks
// ("the report and the slides"). ok is false unless there are two parts or
// more, each names a different task of its own or none at all (a part that
// could mean several tasks is asked about, never guessed) and at least one
// names a task; missing holds, as said, the parts that name none.
func (tb *ToolBox) eachTask(tx *store.Tx, ref string) (ts []store.Task, missing []string, ok bool) {
	ref = strings.TrimSpace(ref)
	all := partSep.Split(ref, -1)
	ts, missing, ok = tb.eachPart(tx, all)
	if !ok || len(missing) > 0 {
		// "the flour order and the sugar and yeast one": an item with "and"
		// in its own title, the parts told apart by their articles
		if parts := itemSep.Split(ref, -1); len(parts) > 1 && len(parts) < len(all) {
			if ts2, missing2, ok2 := tb.eachPart(tx, parts); ok2 && len(missing2) == 0 {
				return ts2, nil, true
			}
		}
	}
	return ts, missing, ok
}

// itemSep cuts a list whose items each open with an article or "my" ("the
// flour order and the sugar and yeast one") where such an item begins.
var itemSep = regexp.MustCompile(`(?i)\s*(?:,\s*(?:and\s+)?|\s+(?:and|&|plus)\s+)(?:the|my|our)\s+`)

// eachPart resolves each of parts as eachTask does.
func (tb *ToolBox) eachPart(tx *store.Tx, parts []string) (ts []store.Task, missing []string, ok bool) {
	if len(parts) < 2 {
		return nil, nil, false
	}
	seen := map[string]bool{}
	for _, p := range parts {
		p = strings.TrimSpace(p)
		t, err := tx.Tasks().Resolve(reportRef(tx, p))
		if errors.Is(err, store.ErrNotFound) && p != "" {
			if each := wordTasks(tx, p, seen); len(each) > 0 {
				ts = append(ts, each...) // "the milk eggs and bread": a list said without commas
				continue
			}
			missing = append(missing, p)
			continue
		}
		if err != nil || seen[t.ID] {
			return nil, nil, false
		}
		seen[t.ID] = true
		ts = append(ts, t)
	}
	return ts, missing, len(ts) > 0
}

// wordTasks reads a part no task matches ("the milk eggs") as one thing
// per word, when every word (articles aside) names exactly one open task
// of its own, one word long, not in seen; nil otherwise. It marks those
// it returns in seen.
func wordTasks(tx *store.Tx, part string, seen map[string]bool) []store.Task {
	var words []string
	for _, w := range strings.Fields(strings.ToLower(part)) {
		if w != "the" && w != "my" && w != "a" && w != "an" && w != "some" {
			words = append(words, strings.Trim(w, ",.;!?"))
		}
	}
	if len(words) < 2 || len(words) > 6 {
		return nil
	}
	var out []store.Task
	got := map[string]bool{}
	for _, w := range words {
		t, err := tx.Tasks().Resolve(w)
		if err != nil || t.Done || seen[t.ID] || got[t.ID] || len(strings.Fields(t.Title)) != 1 || !strings.EqualFold(t.Title, w) {
			return nil
		}
		got[t.ID] = true
		out = append(out, t)
	}
	for id := range got {
		seen[id] = true
	}
	return out
}

// milestoneWordless is ref without a leading "the milestone" or a
// trailing "milestone" ("the roof on milestone" → "roof on"); ref itself
// when it says neither.
func milestoneWordless(ref string) string {
	r := strings.TrimSpace(ref)
	l := strings.ToLower(r)
	for _, p := range []string{"the milestone ", "milestone ", "that milestone ", "this milestone "} {
		if strings.HasPrefix(l, p) {
			return strings.TrimSpace(r[len(p):])
		}
	}
	if strings.HasSuffix(l, " milestone") {
		r = strings.TrimSpace(r[:len(r)-len(" milestone")])
		for _, a := range []string{"the ", "that ", "this ", "my ", "our "} {
			if strings.HasPrefix(strings.ToLower(r), a) {
				return strings.TrimSpace(r[len(a):])
			}
		}
		return r
	}
	return ref
}

// setWords: the words of a reference to a set or to what was just said
// ("all of it", "the lot", "everything").
var setWords = map[string]bool{"all": true, "of": true, "it": true, "them": true, "those": true, "these": true, "everything": true,
	"both": true, "the": true, "lot": true, "whole": true, "stuff": true, "things": true, "that": true, "this": true}

// onlySetWords reports whether every word of ref is a setWords word: such
// a reference names no item by its title.
func onlySetWords(ref string) bool {
	f := strings.Fields(strings.ToLower(ref))
	for _, w := range f {
		if !setWords[strings.Trim(w, ".,!?")] {
			return false
		}
	}
	return len(f) > 0
}

// milestoneInsteadOfTask reports the milestone ref names when no task
// matches it ("design finalized is done"): ok is true then. When a task and
// a milestone are both called ref, or a milestone is called ref and a task
// only matches it loosely, it asks which one (the error lists both).
func (tb *ToolBox) milestoneInsteadOfTask(ctx context.Context, ref string) (h milestoneHit, ok bool, err error) {
	ref = strings.TrimSpace(ref)
	if ref == "" || onlySetWords(ref) {
		return h, false, nil // "all of it" names no milestone "All seedlings potted"
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		if id, isID := strings.CutPrefix(ref, store.IDPrefix); isID {
			// "reopen it" after a milestone was completed
			if _, err := tx.Projects().GetMilestone(id); err == nil {
				h, err = tb.milestone(tx, ref, "")
				ok = err == nil
				return err
			}
			return nil
		}
		hit, merr := tb.milestone(tx, ref, "")
		if merr != nil {
			if t, terr := tx.Tasks().Resolve(ref); terr == nil && strings.EqualFold(strings.TrimSpace(t.Title), ref) {
				return nil // a task called "a bathroom milestone": that task, never the milestone "bathroom"
			}
		}
		if bare := milestoneWordless(ref); merr != nil && bare != ref {
			// "reopen the foundations done milestone": the word says what
			// it is, no part of its name — and a milestone it is, even
			// when a task's title holds those words too
			if hit, merr = tb.milestone(tx, bare, ""); merr == nil {
				h, ok = hit, true
				return nil
			}
		}
		if f := strings.Fields(ref); merr != nil && len(f) > 1 && reachVerbs[strings.ToLower(f[0])] {
			// "reach launch day": the verb says the milestone was reached.
			hit, merr = tb.milestone(tx, strings.Join(f[1:], " "), "")
		}
		if merr != nil {
			return nil // no milestone, or several: the task path decides
		}
		t, terr := tx.Tasks().Resolve(reportRef(tx, ref))
		words := store.ContentWords(ref)
		switch {
		case errors.Is(terr, store.ErrNotFound):
			h, ok = hit, true
		case terr == nil && len(words) > 1 && !containsWords(t.Title, words) && containsWords(hit.m.Title+" "+hit.p.Name, words):
			// "Patel sneak peeks are done": the milestone "sneak peeks" of
			// Patel & Shah Wedding holds every word, the task "send
			// Garcia-Lopez sneak peeks" only some
			h, ok = hit, true
		case terr == nil && strings.EqualFold(strings.TrimSpace(hit.m.Title), ref):
			amb := &store.AmbiguousError{Ref: ref, Candidates: []store.Candidate{
				{Kind: store.KindTask, ID: t.ID, Title: t.Title, Done: t.Done, Detail: "task"},
				{Kind: "milestone", ID: hit.m.ID, Title: hit.m.Title, Done: hit.m.Done, Detail: "milestone of " + hit.p.Name},
			}}
			return lookupFailure("", ref, amb)
		}
		return nil
	})
	return h, ok, err
}

// renameSplit reads "rename go to gym to go to the gym", cut at its first
// "to" (task "go", title "gym to go to the gym"), again: of the cuts at each
// " to ", from the left, the first whose left side is an item's exact
// title wins, else the cut given when its left side names one task ("the
// email to head of department task" cut at "so it says"), else the first
// whose left side names one task; with none, the cut stays as given.
func (tb *ToolBox) renameSplit(ctx context.Context, task, title string) (string, string, error) {
	whole := strings.TrimSpace(task) + " to " + strings.TrimSpace(title)
	low := strings.ToLower(whole)
	var cuts []int
	for i := 0; ; {
		j := strings.Index(low[i:], " to ")
		if j < 0 {
			break
		}
		cuts = append(cuts, i+j)
		i += j + len(" to ")
	}
	if len(cuts) < 2 || strings.HasPrefix(task, store.IDPrefix) {
		return task, title, nil
	}
	best := -1
	err := tb.db.Read(ctx, func(tx *store.Tx) error {
		for _, c := range cuts { // an exact title, or a project's name
			left := whole[:c]
			if t, err := tx.Tasks().Resolve(left); err == nil && strings.EqualFold(t.Title, left) || projectNamed(tx, left) {
				best = c
				return nil
			}
		}
		given := len(strings.TrimSpace(task))
		if _, err := tx.Tasks().Resolve(whole[:given]); err == nil {
			best = given // the cut given names a task
			return nil
		}
		for _, c := range cuts {
			if _, err := tx.Tasks().Resolve(whole[:c]); err == nil {
				best = c
				return nil
			}
		}
		return nil
	})
	if err != nil || best < 0 {
		return task, title, err
	}
	return whole[:best], strings.TrimSpace(whole[best+len(" to "):]), nil
}

// indexFold is the byte offset in s of the first substring of s that
// equals sub ignoring case (same byte length), or -1; the offset indexes s.
func indexFold(s, sub string) int {
	for i := range s {
		if i+len(sub) <= len(s) && strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// projectNamed reports whether a project is called name exactly.
func projectNamed(tx *store.Tx, name string) bool {
	p, err := tx.Projects().Resolve(name)
	return err == nil && strings.EqualFold(p.Name, strings.TrimSpace(name))
}

// reachVerbs say a milestone was reached ("reached beta", "hit launch day").
var reachVerbs = map[string]bool{"reach": true, "reached": true, "hit": true, "meet": true, "met": true, "achieve": true,
	"achieved": true, "pass": true, "passed": true, "finish": true, "finished": true, "complete": true, "completed": true}

// projectInsteadOfTask reports the project ref names verbatim when no task
// matches ref at all.
func (tb *ToolBox) projectInsteadOfTask(ctx context.Context, ref string) (store.Project, bool, error) {
	var p store.Project
	ok := false
	err := tb.db.Read(ctx, func(tx *store.Tx) error {
		if _, err := tx.Tasks().Resolve(ref); !errors.Is(err, store.ErrNotFound) {
			return nil
		}
		name := strings.TrimSpace(ref)
		for _, pre := range []string{"the ", "my ", "project "} {
			if len(name) > len(pre) && strings.EqualFold(name[:len(pre)], pre) {
				name = name[len(pre):]
			}
		}
		name, _ = cutSuffixFold(name, " project")
		ps, err := tx.Projects().List()
		for _, q := range ps {
			if strings.EqualFold(q.Name, strings.TrimSpace(name)) {
				p, ok = q, true
			}
		}
		return err
	})
	return p, ok, err
}

// reportVerbs say that something was done without naming how ("did the
// plants", "bought the milk", "sorted the bins").
var reportVerbs = map[string]bool{"do": true, "did": true, "done": true, "bought": true, "buy": true, "got": true,
	"get": true, "made": true, "make": true, "took": true, "take": true, "sent": true, "send": true, "paid": true,
	"pay": true, "had": true, "have": true, "gave": true, "give": true, "sorted": true, "sort": true, "went": true}

// withoutReportVerb is ref without its first word when that word is a
// report verb and something is left.
func withoutReportVerb(ref string) (string, bool) {
	f := strings.Fields(ref)
	if len(f) < 2 || !reportVerbs[strings.ToLower(f[0])] {
		return "", false
	}
	return strings.Join(f[1:], " "), true
}

// reportRef is ref, or ref without its report verb when only that form
// names a task ("did the plants" → "the plants", "haven't sent the
// invoice" → "the invoice"): the report's verb is not the task's.
func reportRef(tx *store.Tx, ref string) string {
	if _, err := tx.Tasks().Resolve(ref); !errors.Is(err, store.ErrNotFound) {
		return ref
	}
	if obj, ok := withoutReportVerb(ref); ok {
		if _, err := tx.Tasks().Resolve(obj); err == nil {
			return obj
		}
	}
	return ref
}

// completeEach completes ts in one write (one undo) and says which parts
// of the report (missing) matched no task.
func (tb *ToolBox) completeEach(tx *store.Tx, rec *undo.Recorder, ts []store.Task, missing []string) (Result, error) {
	var names []string
	var items []Item
	for _, t := range ts {
		if !t.Done {
			var err error
			if t, _, err = tb.completeIn(tx, rec, t); err != nil {
				return Result{}, err
			}
		}
		names = append(names, quote(t.Title))
		items = append(items, tb.taskItem(t))
	}
	s := "Completed " + andList(names)
	if len(missing) > 0 {
		var qs []string
		for _, m := range missing {
			qs = append(qs, quote(m))
		}
		s += ". Nothing on your list matched " + strings.Join(qs, " or ") + ", so that part changed nothing"
	}
	r := tb.taskResult(ts[0], s)
	r.Items = items
	return r, nil
}

// completeIn marks open task t done inside tx and journals it; a recurring
// task's rule moves to a spawned task due at the next occurrence (zero
// when the series ended).
func (tb *ToolBox) completeIn(tx *store.Tx, rec *undo.Recorder, t store.Task) (done, spawned store.Task, err error) {
	before := t
	now := tb.now()
	t.Done, t.CompletedAt = true, &now
	var next *time.Time
	if t.RRule != "" {
		next, err = tb.nextOccurrence(t)
		if err != nil {
			return t, spawned, err
		}
		t.RRule, t.DTStart = "", nil
	}
	if t, err = tx.Tasks().Update(t); err != nil {
		return t, spawned, err
	}
	rec.Add(undo.RestoreTask(before))
	if next != nil {
		win := before // the next one keeps the window's length
		moveWindow(&win, before.Due, next)
		spawned, err = tx.Tasks().Insert(store.Task{
			Title: before.Title, Notes: before.Notes, Priority: before.Priority, ProjectID: before.ProjectID,
			MilestoneID: before.MilestoneID, Tags: before.Tags, RRule: before.RRule, DTStart: before.DTStart,
			Due: next, HasTime: before.HasTime, DueEnd: win.DueEnd,
		})
		if err != nil {
			return t, spawned, err
		}
		rec.Add(undo.DeleteTask(spawned.ID))
	}
	return t, spawned, nil
}

func (tb *ToolBox) nextOccurrence(t store.Task) (*time.Time, error) {
	start := tb.now()
	if t.DTStart != nil {
		start = *t.DTStart
	} else if t.Due != nil {
		start = *t.Due
	}
	start = start.In(tb.opt.Location)
	after := tb.today()
	if t.Due != nil && t.Due.After(after) {
		after = t.Due.In(tb.opt.Location)
	}
	byDay := !strings.Contains(t.RRule, "FREQ=HOURLY") && !strings.Contains(t.RRule, "FREQ=MINUTELY") && !strings.Contains(t.RRule, "FREQ=SECONDLY")
	if t.Due != nil && byDay {
		// the next one falls on a later day than this one, even when this
		// one was moved earlier in its day than the rule's time
		if end := startOfDay(t.Due.In(tb.opt.Location)).AddDate(0, 0, 1).Add(-time.Second); end.After(after) {
			after = end
		}
	}
	n, err := dates.Next(t.RRule, start, after)
	if errors.Is(err, dates.ErrNoOccurrence) {
		return nil, nil
	}
	if err != nil {
		return nil, failf("The repetition of %s (%s) cannot be computed: %v.", quote(t.Title), t.RRule, err)
	}
	if t.Due != nil && t.HasTime && byDay {
		// the time of day last set ("move the egg order to 10:30") holds
		// for the ones after it
		d := t.Due.In(tb.opt.Location)
		n = time.Date(n.Year(), n.Month(), n.Day(), d.Hour(), d.Minute(), 0, 0, tb.opt.Location)
	}
	return &n, nil
}

// reopenTask marks a done task open again. A title prefers the most
// recently completed task with that title, since the open namesake (say,
// the next occurrence of a recurring task) is never what "reopen" means.
func (tb *ToolBox) reopenTask(ctx context.Context, inv Invocation, a TaskRef) (Result, error) {
	if h, ok, err := tb.milestoneInsteadOfTask(ctx, a.Task); err != nil {
		return settle(Result{}, err)
	} else if ok {
		return tb.reopenMilestone(ctx, inv, MilestoneRef{Milestone: store.Ref(h.m.ID)})
	}
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		a.Task = reportRef(tx, a.Task)
		t, err := tb.task(tx, a.Task)
		if err != nil {
			return Result{}, err
		}
		if !t.Done && !strings.HasPrefix(a.Task, store.IDPrefix) {
			done, err := tx.Tasks().List(store.TaskFilter{Status: "done", Archived: true})
			if err != nil {
				return Result{}, err
			}
			var best *store.Task
			for i, d := range done {
				if strings.EqualFold(d.Title, t.Title) && (best == nil || d.CompletedAt != nil && best.CompletedAt != nil && d.CompletedAt.After(*best.CompletedAt)) {
					best = &done[i]
				}
			}
			if best == nil {
				// "reopen the van one" with an open "fill up the church van"
				// and a done "book the church van": the one done task
				// its words name
				best = oneDoneNamed(done, a.Task)
			}
			if best != nil {
				t = *best
			}
		}
		if !t.Done {
			return tb.taskResult(t, quote(t.Title)+" is not done."), nil
		}
		before := t
		t.Done, t.CompletedAt = false, nil
		if t, err = tx.Tasks().Update(t); err != nil {
			return Result{}, err
		}
		rec.Add(undo.RestoreTask(before))
		return tb.taskResult(t, "Reopened "+quote(t.Title)), nil
	})
}

// updateTask changes title, notes or project; empty fields stay.
func (tb *ToolBox) updateTask(ctx context.Context, inv Invocation, a UpdateTaskArgs) (Result, error) {
	if old := strings.TrimSpace(a.Replace); old != "" {
		// "make it 20k instead of 18k": the title with those words changed
		with := strings.TrimSpace(a.With)
		return tb.changeTask(ctx, inv, a.Task, func(t *store.Task) (string, error) {
			i := indexFold(t.Title, old)
			if i < 0 {
				return "", failf("%s doesn't say %s; say the new title in full.", quote(t.Title), quote(old))
			}
			end := i + len(old)
			if ws := strings.Fields(with); len(ws) > len(strings.Fields(old)) {
				// "6 miles not 4" in "run 4 miles": the unit said once
				unit := " " + ws[len(ws)-1]
				if end+len(unit) <= len(t.Title) && strings.EqualFold(t.Title[end:end+len(unit)], unit) {
					end += len(unit)
				}
			}
			if glued := leadingLetters(t.Title[end:]); glued != "" {
				// "18k not 16" in "long run 16km": the unit glued on once
				if tail := trailingLetters(with); tail != "" && len(tail) < len(with) && strings.HasPrefix(strings.ToLower(glued), strings.ToLower(tail)) {
					with = with[:len(with)-len(tail)]
				}
			}
			title := strings.TrimSpace(t.Title[:i] + with + t.Title[end:])
			if err := checkTitle(title); err != nil {
				return "", err
			}
			before := t.Title
			t.Title = title
			return "Renamed " + quote(before) + " to " + quote(title), nil
		})
	}
	if fig := strings.TrimSpace(a.Figure); fig != "" {
		// "change the coffee beans to 25kg": the title's figure changed
		return tb.changeTask(ctx, inv, a.Task, func(t *store.Task) (string, error) {
			title, err := withFigure(t.Title, fig)
			if err != nil {
				return "", err
			}
			if title == t.Title {
				return "", nil
			}
			before := t.Title
			t.Title = title
			return "Renamed " + quote(before) + " to " + quote(title), nil
		})
	}
	if fu := strings.TrimSpace(a.FileUnder); fu != "" && strings.TrimSpace(a.Project) == "" {
		// "move A and B into Kitchen": only a project that exists, and
		// each task a part of the reference names, in one write
		var p store.Project
		var found bool
		if err := tb.db.Read(ctx, func(tx *store.Tx) error {
			ps, err := tx.Projects().ListAll()
			p, found = activeProjectNamed(ps, fu)
			return err
		}); err != nil {
			return Result{}, err
		}
		if !found {
			return Fail("No project is called " + quote(fu) + "; nothing was changed. Make it first (“new project " + fu + "”), or say “move it to the " + fu + " project”."), nil
		}
		if strings.TrimSpace(a.Title) == "" && a.Notes == "" {
			return tb.changeTask(ctx, inv, a.Task, func(t *store.Task) (string, error) {
				if t.ProjectID == p.ID {
					return "", nil
				}
				t.ProjectID, t.MilestoneID, t.ProjectName = p.ID, "", p.Name
				return "Moved " + quote(t.Title) + " to " + p.Name, nil
			})
		}
		a.Project = p.Name
	}
	if name := strings.TrimSpace(a.Title); name != "" && a.Notes == "" && strings.TrimSpace(a.Project) == "" {
		var err error
		if a.Task, a.Title, err = tb.renameSplit(ctx, a.Task, a.Title); err != nil {
			return Result{}, err
		}
		name = strings.TrimSpace(a.Title)
		// "rename kitchen reno to Kitchen Renovation": no task is called
		// that, but a project is — rename the project.
		if p, ok, err := tb.projectInsteadOfTask(ctx, a.Task); err != nil {
			return Result{}, err
		} else if ok {
			return tb.renameProject(ctx, inv, RenameProjectArgs{Project: store.Ref(p.ID), Name: name})
		}
	}
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		t, err := tb.task(tx, a.Task)
		if err != nil {
			return Result{}, err
		}
		if strings.TrimSpace(a.Title) == "" && a.Notes == "" && strings.TrimSpace(a.Project) == "" && strings.TrimSpace(a.Milestone) == "" {
			return Result{}, failf("Nothing to change: give a new title, notes, project or milestone for %s.", quote(t.Title))
		}
		before := t
		var changes []string
		if title := strings.TrimSpace(a.Title); title != "" && title != t.Title {
			if err := checkTitle(title); err != nil {
				return Result{}, err
			}
			t.Title = title
			changes = append(changes, "renamed to "+quote(title))
		}
		if a.Notes != "" && a.Notes != t.Notes {
			t.Notes = a.Notes
			changes = append(changes, "notes updated")
		}
		switch pr := strings.TrimSpace(a.Project); {
		case pr == "":
		case strings.EqualFold(pr, "none"):
			if t.ProjectID != "" {
				t.ProjectID, t.MilestoneID = "", ""
				changes = append(changes, "removed from "+t.ProjectName)
			}
		default:
			p, created, err := tb.fileIn(tx, rec, pr)
			if err != nil {
				return Result{}, err
			}
			if p.ID != t.ProjectID {
				t.ProjectID, t.MilestoneID = p.ID, ""
				c := "moved to " + p.Name
				if created {
					c += " (new project)"
				}
				changes = append(changes, c)
			}
		}
		if c, err := tb.underMilestone(tx, &t, a.Milestone); err != nil {
			return Result{}, err
		} else if c != "" {
			changes = append(changes, c)
		}
		if len(changes) == 0 {
			return tb.taskResult(t, quote(t.Title)+" already reads that way; nothing changed."), nil
		}
		if t, err = tx.Tasks().Update(t); err != nil {
			return Result{}, err
		}
		rec.Add(undo.RestoreTask(before))
		return tb.taskResult(t, "Updated "+quote(before.Title)+": "+strings.Join(changes, ", ")), nil
	})
}

// underMilestone puts t under the milestone ref names — one of t's
// project, else of any project (t then moves to that project) — or takes
// it off its milestone for "none"; it returns what changed ("" when
// nothing did). Errors: no such milestone, or several alike.
func (tb *ToolBox) underMilestone(tx *store.Tx, t *store.Task, ref string) (string, error) {
	ref = strings.TrimSpace(ref)
	switch {
	case ref == "":
		return "", nil
	case strings.EqualFold(ref, "none"):
		if t.MilestoneID == "" {
			return "", nil
		}
		t.MilestoneID = ""
		return "taken off its milestone", nil
	}
	var h milestoneHit
	var err error
	if t.ProjectID != "" {
		h, err = tb.milestone(tx, ref, store.Ref(t.ProjectID))
	}
	if t.ProjectID == "" || err != nil {
		if h, err = tb.milestone(tx, ref, ""); err != nil {
			return "", err
		}
	}
	if t.MilestoneID == h.m.ID {
		return "", nil
	}
	c := "put under the milestone " + quote(h.m.Title)
	if t.ProjectID != h.p.ID {
		c += " in " + h.p.Name
	}
	t.ProjectID, t.ProjectName, t.MilestoneID = h.p.ID, h.p.Name, h.m.ID
	return c, nil
}

// deleteTask deletes a task. Its inverse re-inserts the snapshot and puts
// back the edges of tasks that waited on it and the links that touched it.
func (tb *ToolBox) deleteTask(ctx context.Context, inv Invocation, a TaskRef) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		t, err := tb.taskToDelete(tx, a.Task)
		if err != nil {
			return Result{}, err
		}
		if err := deleteIn(tx, rec, t); err != nil {
			return Result{}, err
		}
		r := Result{OK: true, Summary: "Deleted " + quote(t.Title), Ref: store.Ref(t.ID),
			Outputs: map[string]string{"title": t.Title, "project": t.ProjectName}}
		r.Detail = r.Summary + "\n" + tb.taskDetail(t)
		return r, nil
	})
}

// deleteIn deletes task t inside tx and journals its inverse: the
// snapshot, the edges of tasks that waited on it and the links that touched it.
func deleteIn(tx *store.Tx, rec *undo.Recorder, t store.Task) error {
	deps, err := tx.Tasks().Dependents(t.ID)
	if err != nil {
		return err
	}
	links, err := tx.Graph().Of(t.ID)
	if err != nil {
		return err
	}
	// Recorded before the task so that undo, running backwards,
	// re-inserts the task first.
	for _, d := range deps {
		rec.Add(undo.AddDependency(d, t.ID))
	}
	for _, l := range links {
		rec.Add(undo.InsertLink(l))
	}
	rec.Add(undo.InsertTask(t))
	return tx.Tasks().Delete(t.ID)
}

// addDependency records that a task waits for another, refusing a cycle.
func (tb *ToolBox) addDependency(ctx context.Context, inv Invocation, a AddDependencyArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		t, err := tb.task(tx, a.Task)
		if err != nil {
			return Result{}, err
		}
		b, err := tb.task(tx, a.BlockedBy)
		if err != nil {
			return Result{}, err
		}
		if t.ID == b.ID {
			return Result{}, failf("A task cannot wait for itself.")
		}
		r := func(s string, t store.Task) Result {
			res := tb.taskResult(t, s)
			res.Outputs["blockedBy"] = store.Ref(b.ID)
			return res
		}
		if slices.Contains(t.DependsOn, b.ID) {
			return r(quote(t.Title)+" already waits for "+quote(b.Title)+".", t), nil
		}
		if cyc, err := waitsFor(tx, b.ID, t.ID); err != nil {
			return Result{}, err
		} else if cyc {
			return Result{}, failf("That would make a loop: %s already waits (directly or not) for %s.", quote(b.Title), quote(t.Title))
		}
		t.DependsOn = append(t.DependsOn, b.ID)
		if t, err = tx.Tasks().Update(t); err != nil {
			return Result{}, err
		}
		rec.Add(undo.RemoveDependency(t.ID, b.ID))
		return r(quote(t.Title)+" now waits for "+quote(b.Title), t), nil
	})
}

// waitsFor reports whether task from depends, directly or transitively, on
// task to.
func waitsFor(tx *store.Tx, from, to string) (bool, error) {
	seen := map[string]bool{}
	stack := []string{from}
	for len(stack) > 0 {
		id := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if id == to {
			return true, nil
		}
		if seen[id] {
			continue
		}
		seen[id] = true
		t, err := tx.Tasks().Get(id)
		if errors.Is(err, store.ErrNotFound) {
			continue
		} else if err != nil {
			return false, err
		}
		stack = append(stack, t.DependsOn...)
	}
	return false, nil
}

// unquoteTitle trims a title and drops one pair of quotes around the whole
// of it ("put 'submit expense report' on my list"): the quotes mark the
// title, they are not part of it. Quotes inside a title stay.
func unquoteTitle(s string) string {
	s = strings.TrimSpace(s)
	pairs := [][2]string{{"'", "'"}, {`"`, `"`}, {"‘", "’"}, {"“", "”"}}
	for _, p := range pairs {
		if len(s) > len(p[0])+len(p[1]) && strings.HasPrefix(s, p[0]) && strings.HasSuffix(s, p[1]) {
			in := s[len(p[0]) : len(s)-len(p[1])]
			if !strings.Contains(in, p[0]) && !strings.Contains(in, p[1]) {
				return strings.TrimSpace(in)
			}
		}
	}
	return s
}

// leadingLetters is the run of ASCII letters s starts with.
func leadingLetters(s string) string {
	n := 0
	for n < len(s) && (s[n] >= 'a' && s[n] <= 'z' || s[n] >= 'A' && s[n] <= 'Z') {
		n++
	}
	return s[:n]
}

// trailingLetters is the run of ASCII letters s ends with.
func trailingLetters(s string) string {
	n := len(s)
	for n > 0 && (s[n-1] >= 'a' && s[n-1] <= 'z' || s[n-1] >= 'A' && s[n-1] <= 'Z') {
		n--
	}
	return s[n:]
}
