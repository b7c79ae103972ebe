package tools

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	"pace/store"
)

// taskItem is a task as a query row: "due tomorrow 17:00 · Garden · p2 · blocked".
func (tb *ToolBox) taskItem(t store.Task) Item {
	var parts []string
	if t.Due != nil {
		d := "due " + tb.taskDueText(t)
		if tb.overdue(t) {
			d = "overdue, " + d
		}
		parts = append(parts, d)
	}
	if t.ProjectName != "" {
		parts = append(parts, t.ProjectName)
	}
	if t.Priority > 0 {
		parts = append(parts, PriorityName(t.Priority)+" priority")
	}
	if t.RRule != "" {
		parts = append(parts, "repeats "+RuleText(t.RRule))
	}
	if len(t.Tags) > 0 {
		parts = append(parts, "@"+strings.Join(t.Tags, " @"))
	}
	if t.Done {
		parts = append(parts, "done")
	}
	return Item{Kind: store.KindTask, ID: t.ID, Title: t.Title, Line: strings.Join(parts, " · "), Done: t.Done}
}

// taskDetail is one line with everything a model or a person may need about
// a task — its repeat in plain words, never the raw RRULE (people read it).
func (tb *ToolBox) taskDetail(t store.Task) string {
	it := tb.taskItem(t)
	s := "- " + t.Title
	if it.Line != "" {
		s += " — " + it.Line
	}
	if len(t.DependsOn) > 0 {
		s += fmt.Sprintf(" (waits for %d task(s))", len(t.DependsOn))
	}
	return s
}

// listResult renders a list of tasks.
func (tb *ToolBox) listResult(summary string, ts []store.Task) Result {
	r := Result{OK: true, Summary: summary}
	lines := []string{summary}
	for _, t := range ts {
		r.Items = append(r.Items, tb.taskItem(t))
		lines = append(lines, tb.taskDetail(t))
	}
	r.Detail = strings.Join(lines, "\n")
	return r
}

// blocked reports an open task that waits for at least one open task.
func blocked(t store.Task, open map[string]bool) bool {
	if t.Done {
		return false
	}
	for _, d := range t.DependsOn {
		if open[d] {
			return true
		}
	}
	return false
}

// queryFilters are queryTasks' filters. "" and "all" (and "open") list every
// open task; "done" lists completed ones, most recently completed first.
var queryFilters = []string{"today", "tomorrow", "overdue", "blocked", "repeating", "undated", "upcoming", "this week", "next week", "this weekend", "next weekend", "done", "all", "open"}

// upcomingDays is the window of the "upcoming" filter: due after today and
// within this many days.
const upcomingDays = 7

// queryTasks lists the tasks of a Selection: a status filter (today,
// tomorrow, overdue, blocked, upcoming, done, all open by default) narrowed
// by project, tag, priority (at least), one due day, or a past range of
// completion ("the past week").
func (tb *ToolBox) queryTasks(ctx context.Context, inv Invocation, a QueryTasksArgs) (Result, error) {
	none := false
	undated := false     // every task found is about it but has no date
	saidAbout := a.About // before a project's name said as the topic is taken as the project
	res, err := tb.read(ctx, func(tx *store.Tx) (Result, error) {
		if ab := strings.TrimSpace(a.About); ab != "" && strings.TrimSpace(a.Project) == "" {
			// "what's in japan 2027?": a project's exact name lists its tasks.
			ps, err := tx.Projects().ListAll()
			if err != nil {
				return Result{}, err
			}
			if hasProjectNamed(ps, ab) {
				a.Project, a.About = ab, ""
			} else if bare, said := cutSuffixFold(ab, " project"); said && bare != "" && projectResolves(tx, bareProjectWords(bare)) {
				// "what have I got left on the roster project?" for "Ward
				// Roster": a project said as one, named by its words
				a.Project, a.About = bare+" project", ""
			} else if ms, ok := milestoneSaid(ab); ok && !askedWhen(a.Question) {
				// "what is in the spring clean milestone?": its tasks
				if _, err := tb.milestone(tx, ms, ""); err == nil {
					a.Project, a.About = ab, ""
				}
			} else if name, ok := projectByLead(ps, ab); ok {
				// "what's in brand refresh?" for "Brand Refresh for Holt & Co"
				a.Project, a.About = name, ""
			}
		}
		if tag, ok := labelAbout(tx, a.About); ok && a.Tag == "" {
			// "which client deadlines are coming in January?": the
			// label's tasks
			a.Tag, a.About = tag, ""
		}
		a.occurrences = true
		pk, err := tb.selectTasks(tx, a.Selection)
		if err != nil {
			return Result{}, err
		}
		if words := store.ContentWords(a.About); len(words) > 0 {
			all := pk.tasks
			pk.tasks = titled(pk.tasks, words)
			if tag, ok := labelWord(tx, a.About); ok {
				// "how many exam tasks do i have?": the tasks whose titles
				// say it and those labelled so
				have := map[string]bool{}
				for _, t := range pk.tasks {
					have[t.ID] = true
				}
				for _, t := range all {
					if !have[t.ID] && slices.ContainsFunc(t.Tags, func(g string) bool { return strings.EqualFold(g, tag) }) {
						pk.tasks = append(pk.tasks, t)
					}
				}
			}
			pk.scope += " about " + quote(strings.TrimSpace(a.About))
		}
		none = len(pk.tasks) == 0
		if words := store.ContentWords(a.About); none && len(words) > 0 && openFilter(a.Filter) {
			// "is the report done?": no open task is about it; a done one may be.
			sel := a.Selection
			sel.Filter = "done"
			dk, err := tb.selectTasks(tx, sel)
			if err != nil {
				return Result{}, err
			}
			if done := titled(dk.tasks, words); len(done) > 0 {
				none = false
				return tb.listResult(fmt.Sprintf("No open task about %s; done: %s", quote(strings.TrimSpace(a.About)), countTasks(len(done))), done), nil
			}
		}
		if len(pk.tasks) == 0 && strings.TrimSpace(a.Priority) != "" && strings.TrimSpace(a.About) == "" && !strings.EqualFold(strings.TrimSpace(a.Filter), "done") && a.Since == "" {
			// "what's the most urgent thing I have this week?" with nothing
			// marked urgent: say so, and what is due soonest instead
			sel := a.Selection
			sel.Priority = ""
			if rest, err := tb.selectTasks(tx, sel); err == nil {
				if soon := soonestDue(rest.tasks, 3); len(soon) > 0 {
					return tb.listResult(fmt.Sprintf("No tasks %s%s; due soonest%s:", pk.label, pk.scope, rest.scope), soon), nil
				}
			} else {
				return Result{}, err
			}
		}
		if len(pk.tasks) == 0 {
			return tb.windowMilestones(tx, a, pk, tb.withMilestones(tx, a, tb.listResult(fmt.Sprintf("No tasks %s%s.", pk.label, pk.scope), nil))), nil
		}
		if a.Busiest {
			scope := strings.TrimPrefix(pk.label, "due ")
			if scope == "open" {
				scope = ""
			} else if scope == "coming up this week" {
				scope = "in the coming week"
			}
			return tb.busiestDay(pk.tasks, strings.TrimSpace(scope+pk.scope)), nil
		}
		undated = true
		for _, t := range pk.tasks {
			undated = undated && t.Due == nil
		}
		if t := pk.tasks[0]; len(pk.tasks) == 1 && t.Due != nil && strings.TrimSpace(a.About) != "" && !t.Done {
			// "when is the MOT?", "how many days till the MOT?": the one
			// task named, when it is due and how far off that is
			when, away := tb.dueText(*t.Due, t.HasTime), tb.daysAway(*t.Due)
			if !strings.Contains(when, away) {
				when += " (" + away + ")" // "Mon 7 Dec (in 12 days)"; "tomorrow" says it already
			}
			return tb.withMilestones(tx, a, tb.listResult(fmt.Sprintf("%s is due %s.", quote(t.Title), when), pk.tasks)), nil
		}
		return tb.windowMilestones(tx, a, pk, tb.withMilestones(tx, a, tb.listResult(fmt.Sprintf("%s %s%s", countTasks(len(pk.tasks)), pk.label, pk.scope), pk.tasks))), nil
	})
	if about := strings.TrimSpace(saidAbout); err == nil && none && about != "" {
		// "when's the flat move milestone?", "how long until the art
		// fair?": no task is about it, a milestone (or a project's) is
		if r, ok, merr := tb.milestoneAnswer(ctx, about); merr != nil || ok {
			return r, merr
		}
	}
	if err == nil && none && strings.TrimSpace(a.Question) != "" {
		// No task is about it: the notes may know ("when is the green bin
		// emptied?").
		return tb.askNotes(ctx, inv, AskNotesArgs{Question: a.Question})
	}
	if err == nil && undated && timeAsked.MatchString(a.Question) {
		// "what time is my train home?" with a task "buy train tickets
		// home" and no date on it: a note that says when answers better
		if n, nerr := tb.askNotes(ctx, inv, AskNotesArgs{Question: a.Question}); nerr == nil && len(n.Citations) > 0 {
			return n, nil
		}
	}
	return res, err
}

// daysAway says how far a due day is from today: "today", "tomorrow",
// "in 12 days", "yesterday", "3 days ago" (calendar days in the ToolBox's
// zone).
func (tb *ToolBox) daysAway(due time.Time) string {
	n := int(math.Round(startOfDay(due.In(tb.opt.Location)).Sub(tb.today()).Hours() / 24))
	switch {
	case n == 0:
		return "today"
	case n == 1:
		return "tomorrow"
	case n == -1:
		return "yesterday"
	case n < 0:
		return fmt.Sprintf("%d days ago", -n)
	}
	return fmt.Sprintf("in %d days", n)
}

// milestoneAnswer says when the milestone about names is due ("flat
// move milestone", "the AGM"), with its project; ok is false when no one
// milestone is named. err is a store error.
func (tb *ToolBox) milestoneAnswer(ctx context.Context, about string) (Result, bool, error) {
	ref := strings.TrimSpace(about)
	if r, cut := cutSuffixFold(ref, " milestone"); cut {
		ref = strings.TrimSpace(r)
	}
	var r Result
	ok := false
	err := tb.db.Read(ctx, func(tx *store.Tx) error {
		h, err := tb.milestone(tx, ref, "")
		if err == nil {
			ok = true
			when := "has no date"
			if h.m.Due != nil {
				when = "is due " + tb.dueText(*h.m.Due, false)
				if away := tb.daysAway(*h.m.Due); !h.m.Done && !strings.Contains(when, away) {
					when += " (" + away + ")" // "how many days until the roof milestone?"
				}
			}
			state := ""
			if h.m.Done {
				state = " (reached)"
			}
			s := fmt.Sprintf("The milestone %s in %s %s%s.", quote(h.m.Title), h.p.Name, when, state)
			r = Result{OK: true, Summary: s, Detail: s, Ref: store.Ref(h.m.ID)}
			return nil
		}
		// "the flat move milestone": the project's milestones ahead
		p, perr := tb.project(tx, ref)
		if perr != nil {
			return nil // none, or several: the notes may know
		}
		ms, merr := tx.Projects().Milestones(p.ID)
		if merr != nil {
			return merr
		}
		ahead := tb.milestonesAhead(ms)
		pk, err := tb.selectTasks(tx, Selection{Project: p.Name})
		if err != nil {
			return err
		}
		if len(ahead) == 0 && len(pk.tasks) == 0 {
			return nil
		}
		ok = true
		if len(pk.tasks) > 0 {
			// "what do I still have to do for the bday party?": the
			// project's open tasks, then its milestones
			r = tb.withMilestones(tx, QueryTasksArgs{Selection: Selection{Project: p.Name}}, tb.listResult(fmt.Sprintf("%s open in %s", countTasks(len(pk.tasks)), p.Name), pk.tasks))
			r.Ref = store.Ref(p.ID)
			return nil
		}
		if next := nextDated(ms); next != nil {
			// "how long until the art fair?": the first of them, how far off
			var rest []store.Milestone
			for _, m := range ms {
				if m.ID != next.ID {
					rest = append(rest, m)
				}
			}
			s := fmt.Sprintf("%s's next milestone, %s, is due %s (%s)", p.Name, quote(next.Title), tb.dueText(*next.Due, false), tb.daysAway(*next.Due))
			if later := tb.milestonesAhead(rest); len(later) > 0 {
				s += "; then " + strings.Join(later, ", ")
			}
			s += "."
			r = Result{OK: true, Summary: s, Detail: s, Ref: store.Ref(p.ID)}
			return nil
		}
		s := fmt.Sprintf("%s's milestones ahead: %s.", p.Name, strings.Join(ahead, ", "))
		r = Result{OK: true, Summary: s, Detail: s, Ref: store.Ref(p.ID)}
		return nil
	})
	return r, ok, err
}

// timeAsked: a question after a date or a time.
var timeAsked = regexp.MustCompile(`(?i)^\s*(?:when|what\s+(?:time|day|date)|which\s+day|at\s+what\s+time)\b`)

// withMilestones adds a project's open milestones to the answer to "what's
// in P?" — a query that names only the project — so what is left there is
// said whole; any other query's result comes back as it was.
func (tb *ToolBox) withMilestones(tx *store.Tx, a QueryTasksArgs, r Result) Result {
	if strings.TrimSpace(a.Project) == "" || a.Tag != "" || a.Priority != "" || a.Day != "" || a.Since != "" || a.Before != "" || !openFilter(a.Filter) {
		return r
	}
	p, err := tb.project(tx, a.Project)
	if _, said := cutSuffixFold(strings.TrimSpace(a.Project), " project"); err != nil && said {
		// "what's in the henderson project": the project as selectTasks
		// reads it, by its words
		p, err = tx.Projects().Resolve(bareProjectWords(a.Project))
	}
	if err != nil {
		return r
	}
	ms, err := tx.Projects().Milestones(p.ID)
	if err != nil {
		return r
	}
	open := tb.milestonesAhead(ms)
	if len(open) == 0 {
		return r
	}
	return withClause(r, "milestones ahead: "+strings.Join(open, ", "))
}

// withClause adds more ("milestones ahead: …") to r's summary after a
// semicolon and to its detail as a line of its own.
func withClause(r Result, more string) Result {
	r.Summary = strings.TrimRight(r.Summary, ".") + "; " + more
	r.Detail = strings.TrimRight(r.Detail, "\n") + "\n" + strings.ToUpper(more[:1]) + more[1:]
	return r
}

// windowMilestones adds the open milestones due in the days a query asks
// about ("what is due next week?") — in its project when it names one —
// to r; a query of a label, a priority or a topic, or of no span of days,
// comes back as it was.
func (tb *ToolBox) windowMilestones(tx *store.Tx, a QueryTasksArgs, pk picked, r Result) Result {
	if pk.window == nil || a.Tag != "" || a.Priority != "" || strings.TrimSpace(a.About) != "" {
		return r
	}
	ps, err := tx.Projects().ListAll()
	if err != nil {
		return r
	}
	var in []string
	for _, p := range ps {
		if p.ArchivedAt != nil || (pk.projectID != "" && p.ID != pk.projectID) {
			continue
		}
		ms, err := tx.Projects().Milestones(p.ID)
		if err != nil {
			return r
		}
		for _, m := range ms {
			if !m.Done && m.Due != nil && pk.window(store.Task{Due: m.Due}) {
				in = append(in, fmt.Sprintf("%s (%s, %s)", quote(m.Title), tb.dueText(*m.Due, false), p.Name))
			}
		}
	}
	if len(in) == 0 {
		return r
	}
	if len(in) == 1 {
		return withClause(r, "milestone: "+in[0])
	}
	return withClause(r, "milestones: "+strings.Join(in, ", "))
}

// milestonesAhead words the open milestones of ms, each as “title” with
// its due date in brackets when it has one.
func (tb *ToolBox) milestonesAhead(ms []store.Milestone) []string {
	var open []string
	for _, m := range ms {
		if m.Done {
			continue
		}
		line := quote(m.Title)
		if m.Due != nil {
			line += " (" + tb.dueText(*m.Due, false) + ")"
		}
		open = append(open, line)
	}
	return open
}

// openFilter reports a filter that lists every open task.
func openFilter(f string) bool {
	f = strings.ToLower(strings.TrimSpace(f))
	return f == "" || f == "all" || f == "open"
}

// titled keeps the tasks whose title has every one of words (stemmed
// content words, store.ContentWords).
func titled(ts []store.Task, words []string) []store.Task {
	var out []store.Task
	for _, t := range ts {
		have := map[string]bool{}
		for _, w := range store.ContentWords(t.Title) {
			have[w] = true
		}
		all := true
		for _, w := range words {
			all = all && have[w]
		}
		if all {
			out = append(out, t)
		}
	}
	return out
}

func sortByCompletion(ts []store.Task) {
	at := func(t store.Task) time.Time {
		if t.CompletedAt == nil {
			return time.Time{}
		}
		return *t.CompletedAt
	}
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && at(ts[j]).After(at(ts[j-1])); j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

func (tb *ToolBox) openIDs(tx *store.Tx) (map[string]bool, error) {
	all, err := tx.Tasks().List(store.TaskFilter{Status: "open", Archived: true})
	if err != nil {
		return nil, err
	}
	open := make(map[string]bool, len(all))
	for _, t := range all {
		open[t.ID] = true
	}
	return open, nil
}

// agenda is what needs attention: overdue, due today, blocked, and (scope
// "week") the rest of the week: due within today and the next 6 days, not
// the calendar week (on a Sunday that would end today).
func (tb *ToolBox) agenda(ctx context.Context, inv Invocation, a AgendaArgs) (Result, error) {
	scope := strings.ToLower(strings.TrimSpace(a.Scope))
	if scope != "" && scope != "today" && scope != "week" {
		return Fail(fmt.Sprintf("The agenda covers today or week, not %s.", quote(a.Scope))), nil
	}
	return tb.read(ctx, func(tx *store.Tx) (Result, error) {
		ts, err := tx.Tasks().List(store.TaskFilter{Status: "open"})
		if err != nil {
			return Result{}, err
		}
		open, err := tb.openIDs(tx)
		if err != nil {
			return Result{}, err
		}
		today := tb.today()
		// "This week" ends on Sunday night, as the date parser reads it; at
		// the weekend it is the week ahead, as in Today's sections.
		weekEnd := store.AgendaWeekEnd(today)
		var overdue, due, blk, week []store.Task
		for _, t := range ts {
			switch {
			case tb.overdue(t):
				overdue = append(overdue, t)
			case tb.dueOn(t, today):
				due = append(due, t)
			case blocked(t, open):
				blk = append(blk, t)
			case scope == "week" && t.Due != nil && t.Due.Before(weekEnd):
				week = append(week, t)
			}
		}
		r := Result{OK: true}
		var parts, lines []string
		section := func(name string, ts []store.Task) {
			if len(ts) == 0 {
				return
			}
			parts = append(parts, fmt.Sprintf("%d %s", len(ts), name))
			lines = append(lines, strings.ToUpper(name[:1])+name[1:]+":")
			for _, t := range ts {
				r.Items = append(r.Items, tb.taskItem(t))
				lines = append(lines, tb.taskDetail(t))
			}
		}
		section("overdue", overdue)
		section("due today", due)
		section("blocked", blk)
		section("later this week", week)
		when, head := "today", "Today: "
		if scope == "week" {
			when, head = "this week", "This week: "
		}
		if part, evLines := tb.agendaEvents(ctx, scope == "week"); part != "" {
			parts, lines = append(parts, part), append(lines, evLines...)
		}
		if len(parts) == 0 {
			r.Summary = "Nothing needs attention " + when + "."
			if next := soonestDue(ts, 3); len(next) > 0 {
				// "what should I focus on today?" on a quiet day: what
				// comes next, so the answer is never a dead end
				r.Summary = "Nothing needs attention " + when + "; next due:"
				lines = nil
				for _, t := range next {
					r.Items = append(r.Items, tb.taskItem(t))
					lines = append(lines, tb.taskDetail(t))
				}
				r.Detail = r.Summary + "\n" + strings.Join(lines, "\n")
				return r, nil
			}
			r.Detail = r.Summary
			return r, nil
		}
		r.Summary = head + strings.Join(parts, ", ")
		r.Detail = r.Summary + "\n" + strings.Join(lines, "\n")
		return r, nil
	})
}

// busiestDay answers "what's my busiest day …?" from ts: the day with the
// most tasks due (the earliest of days that tie, the others named), and
// that day's tasks. Undated tasks count for no day.
func (tb *ToolBox) busiestDay(ts []store.Task, scope string) Result {
	byDay := map[time.Time][]store.Task{}
	var days []time.Time
	for _, t := range ts {
		if t.Due == nil {
			continue
		}
		d := startOfDay(t.Due.In(tb.opt.Location))
		if byDay[d] == nil {
			days = append(days, d)
		}
		byDay[d] = append(byDay[d], t)
	}
	if len(days) == 0 {
		return tb.listResult(strings.ReplaceAll(fmt.Sprintf("No tasks with a due date %s, so no day is busier than another.", scope), " ,", ","), nil)
	}
	sort.Slice(days, func(i, j int) bool { return days[i].Before(days[j]) })
	best := days[0]
	for _, d := range days[1:] {
		if len(byDay[d]) > len(byDay[best]) {
			best = d
		}
	}
	var ties []string
	for _, d := range days {
		if d != best && len(byDay[d]) == len(byDay[best]) {
			ties = append(ties, tb.dueText(d, false))
		}
	}
	s := strings.ReplaceAll(fmt.Sprintf("Your busiest day %s is %s, with %s", scope, tb.dueText(best, false), countTasks(len(byDay[best]))), "  ", " ")
	if len(ties) > 0 {
		s += " (as many on " + strings.Join(ties, ", ") + ")"
	}
	return tb.listResult(s, byDay[best])
}

// kindWords say what sort of item a question is about ("client deadlines",
// "hospital appointments"), not which.
var kindWords = map[string]bool{"deadline": true, "deadlines": true, "task": true, "tasks": true, "thing": true, "things": true,
	"stuff": true, "item": true, "items": true, "job": true, "jobs": true, "appointment": true, "appointments": true,
	"todo": true, "todos": true, "to-dos": true, "related": true, "work": true, "ones": true, "one": true}

// labelAbout reads about as a label when it is one word that a label of an
// open task spells (or its plural or singular) with words of kind only
// ("client deadlines" with @clients): ok is false otherwise.
func labelAbout(tx *store.Tx, about string) (string, bool) {
	return labelOf(tx, about, false)
}

// labelWord is labelAbout without its test of titles: the label an open
// task carries that about's one word spells, whether or not titles say
// the word too.
func labelWord(tx *store.Tx, about string) (string, bool) {
	return labelOf(tx, about, true)
}

// labelOf is labelAbout, or labelWord with onlyLabel.
func labelOf(tx *store.Tx, about string, onlyLabel bool) (string, bool) {
	var named []string
	kind := false
	for _, w := range strings.Fields(strings.ToLower(about)) {
		w = strings.Trim(w, ",.;:!?\"'“”")
		switch {
		case w == "" || w == "the" || w == "my" || w == "all" || w == "any":
		case kindWords[w]:
			kind = true
		default:
			named = append(named, strings.TrimPrefix(w, "@"))
		}
	}
	if len(named) != 1 {
		return "", false
	}
	ts, err := tx.Tasks().List(store.TaskFilter{})
	if err != nil {
		return "", false
	}
	w := named[0]
	if !kind && !onlyLabel {
		// "how many school things do i have" reads as "school": the label,
		// when no open task's title says the word itself
		for _, t := range ts {
			if !t.Done && slices.Contains(store.ContentWords(t.Title), w) {
				return "", false
			}
		}
	}
	for _, t := range ts {
		for _, g := range t.Tags {
			if l := strings.ToLower(g); l == w || l == w+"s" || l+"s" == w {
				return g, true
			}
		}
	}
	return "", false
}

// askedWhen reports a question about when something is ("when is the AGM
// milestone?", "how many days until …"), which the milestone's date
// answers rather than its tasks: timeAsked, or how long until it.
func askedWhen(q string) bool {
	return timeAsked.MatchString(q) || howLongAsked.MatchString(q)
}

// howLongAsked: a question after how far off something is, or whether it
// is on a day ("how long until …", "is the fair on …").
var howLongAsked = regexp.MustCompile(`(?i)^\s*(?:how\s+long|how\s+many\s+(?:days|weeks)|is\s+(?:it|the))\b`)

// soonestDue is at most n of ts that have a due date, soonest first; ts
// comes in the store's order (store.TaskService.List: by due date), so the
// first dated ones are the soonest.
func soonestDue(ts []store.Task, n int) []store.Task {
	var dated []store.Task
	for _, t := range ts {
		if t.Due != nil {
			dated = append(dated, t)
		}
	}
	if len(dated) > n {
		dated = dated[:n]
	}
	return dated
}

// projectResolves reports whether ref names exactly one project.
func projectResolves(tx *store.Tx, ref string) bool {
	_, err := tx.Projects().Resolve(ref)
	return err == nil
}

// nextDated is the open milestone of ms due soonest; nil when none has a
// date.
func nextDated(ms []store.Milestone) *store.Milestone {
	var next *store.Milestone
	for i, m := range ms {
		if !m.Done && m.Due != nil && (next == nil || m.Due.Before(*next.Due)) {
			next = &ms[i]
		}
	}
	return next
}
