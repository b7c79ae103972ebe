package tools

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/teambition/rrule-go"

	"pace/store"
	"pace/tools/dates"
)

// Selection is which tasks a query or a bulk change covers: a status
// filter narrowed by project, tag, priority, one day or a past range.
// queryTasks and bulkTasks share it, so "show X" and "do Y to X" always
// mean the same tasks.
type Selection struct {
	Filter   string `json:"filter,omitempty" jsonschema:"today, tomorrow, overdue, blocked, repeating, undated (no due date), upcoming (the next 7 days), this week (today to Sunday), next week (Monday to Sunday), this weekend or next weekend (Saturday and Sunday), done or all (default all open)"`
	Project  string `json:"project,omitempty" jsonschema:"only this project's tasks"`
	Tag      string `json:"tag,omitempty" jsonschema:"only tasks with this label (without @)"`
	Priority string `json:"priority,omitempty" jsonschema:"only tasks of this priority: low, normal, high (with urgent ones) or urgent"`
	Day      string `json:"day,omitempty" jsonschema:"only tasks due on this one day (a date phrase such as 'sunday'); with filter done, completed that day"`
	Since    string `json:"since,omitempty" jsonschema:"only tasks completed since then: 'the past week', 'the last 3 days' or a date phrase; implies done"`
	Before   string `json:"before,omitempty" jsonschema:"only tasks due on or before this day (a date phrase such as 'christmas'), overdue ones included"`
	Week     string `json:"week,omitempty" jsonschema:"only tasks due in the week (Monday to Sunday) that holds this day, a date phrase such as 'the 14th'"`
	// From opens a span of days that Before closes ("from the 21st to
	// the 27th"); alone, everything due from that day on.
	From string `json:"from,omitempty" jsonschema:"only tasks due on or after this day (a date phrase); with before, a span of days"`
	// occurrences: a repeating task whose next due day is before a span
	// of days asked about is shown at its occurrence inside it ("what do
	// I have on thursday?" names Tuesday-and-Thursday practice). Only
	// questions set it: a change acts on the task's own due day.
	occurrences bool
}

// nameBegins reports whether name begins with the words of ref, whole
// words, case folded: "chapel" begins "Chapel committee", so "everything
// in chapel" is that project's even when a label @chapel exists; "work"
// does not begin "Lab Work".
func nameBegins(name, ref string) bool {
	n, r := strings.Fields(strings.ToLower(name)), strings.Fields(strings.ToLower(ref))
	if len(r) == 0 || len(r) > len(n) {
		return false
	}
	return slices.Equal(n[:len(r)], r)
}

// bareProjectWords is a project reference without "the", "my" or a
// closing "project": "the Lab Work project" is "Lab Work".
func bareProjectWords(ref string) string {
	r := strings.TrimSpace(ref)
	for _, p := range []string{"the ", "my ", "our "} {
		if len(r) > len(p) && strings.EqualFold(r[:len(p)], p) {
			r = r[len(p):]
		}
	}
	if n, ok := cutSuffixFold(r, " project"); ok {
		r = n
	}
	return strings.TrimSpace(r)
}

// empty reports a selection that narrows nothing (every open task).
func (s Selection) empty() bool {
	f := strings.ToLower(strings.TrimSpace(s.Filter))
	return (f == "" || f == "all" || f == "open") && strings.TrimSpace(s.Project+s.Tag+s.Priority+s.Day+s.Since+s.Before+s.Week+s.From) == ""
}

// pastRange reads "the past week", "the last 3 days", "past fortnight",
// "this week": the start of the range, counted back from today in whole days.
var pastRange = regexp.MustCompile(`^(?:over |in |during )?(?:the )?(?:past|last|previous)\s+(?:(\d+|a|one|two|three|four|five|six|seven)\s+)?(day|days|week|weeks|fortnight|month|months)$`)

var smallNumbers = map[string]int{"": 1, "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}

// since resolves a Since argument to an instant: a past range counts whole
// days back from today ("the past week" is the last 7 days and today);
// "this week" and "this month" start on their first day; anything else is
// a date phrase, taken from the start of its day.
func (tb *ToolBox) since(text string) (time.Time, error) {
	s := strings.ToLower(strings.TrimSpace(text))
	today := tb.today()
	if s == "this week" {
		wd := (int(today.Weekday()) + 6) % 7 // Monday first
		return today.AddDate(0, 0, -wd), nil
	}
	if s == "this month" {
		return today.AddDate(0, 0, 1-today.Day()), nil
	}
	if m := pastRange.FindStringSubmatch(s); m != nil {
		n, ok := smallNumbers[m[1]]
		if !ok {
			n, _ = strconv.Atoi(m[1])
		}
		switch m[2] {
		case "week", "weeks":
			return today.AddDate(0, 0, -7*n), nil
		case "fortnight":
			return today.AddDate(0, 0, -14), nil
		case "month", "months":
			return today.AddDate(0, -n, 0), nil
		}
		return today.AddDate(0, 0, -n), nil
	}
	w, err := tb.parseWhen(text)
	if err != nil {
		return time.Time{}, err
	}
	at := startOfDay(w.at.In(tb.opt.Location))
	if at.After(today) {
		return time.Time{}, failf("%s is in the future; say how far back to look, such as 'the past week'.", quote(text))
	}
	return at, nil
}

// picked is a resolved selection: the tasks and how to name them.
type picked struct {
	tasks []store.Task
	// label says what they are ("due today", "done since Mon 16 Nov"); scope
	// where (" in Garden", " tagged @errands").
	label, scope string
	// window: for a selection of days ("next week", "on thursday"),
	// whether a due day (of a task, or a milestone's as one) falls in it
	// and passes its status filter; nil otherwise.
	window func(store.Task) bool
	// projectID is the project the selection keeps to ("" for all).
	projectID string
}

// windowFilters are the filters that name a span of days.
var windowFilters = []string{"today", "tomorrow", "upcoming", "this week", "next week", "this weekend", "next weekend"}

// occurrenceIn is t at its first occurrence after its due day that in
// says yes to — looked for up to a year ahead — and ok false when none
// does. The task's id is kept: a change to it acts on the task.
func (tb *ToolBox) occurrenceIn(t store.Task, in func(store.Task) bool) (store.Task, bool) {
	limit := tb.today().AddDate(1, 0, 1)
	cur := t
	moved := movedOffWeekday(t)
	for range 400 {
		n, err := tb.nextOccurrence(cur)
		if err != nil || n == nil || n.After(limit) {
			return store.Task{}, false
		}
		cur.Due = n
		if moved && weekStart(startOfDay(n.In(tb.opt.Location))).Equal(weekStart(startOfDay(t.Due.In(tb.opt.Location)))) {
			continue // this week's one was moved to the task's own day ("Thursday's meeting on Wednesday this week")
		}
		if in(cur) {
			return cur, true
		}
	}
	return store.Task{}, false
}

// movedOffWeekday reports a weekly task of one weekday due on another: that
// week's one was moved ("FREQ=WEEKLY;BYDAY=TH" due on a Wednesday).
func movedOffWeekday(t store.Task) bool {
	if t.Due == nil {
		return false
	}
	o, err := rrule.StrToROption(strings.TrimPrefix(t.RRule, "RRULE:"))
	if err != nil || o.Freq != rrule.WEEKLY || len(o.Byweekday) != 1 {
		return false
	}
	return o.Byweekday[0].Day() != (int(t.Due.Weekday())+6)%7 // rrule counts from Monday
}

// selectTasks resolves sel inside tx. Tasks of archived projects stay out
// unless the selection names the project. Errors are user failures (an
// unknown filter, project, priority or date).
func (tb *ToolBox) selectTasks(tx *store.Tx, sel Selection) (picked, error) {
	f := strings.ToLower(strings.TrimSpace(sel.Filter))
	if f == "open" {
		f = "all"
	}
	if f != "" && !slices.Contains(queryFilters, f) {
		return picked{}, failf("I don't know the filter %s: use today, tomorrow, overdue, blocked, upcoming, this week, next week, this weekend, next weekend, done or all.", quote(sel.Filter))
	}
	var pk picked
	filter := store.TaskFilter{Status: "open"}
	tag := strings.ToLower(strings.TrimPrefix(strings.TrimSpace(sel.Tag), "@"))
	var about []string // title words the tasks hold ("all the acme tasks")
	var milestoneID string
	if ms, ok := milestoneSaid(sel.Project); ok {
		// "what's in the spring clean milestone": that milestone's tasks
		// when no project has those words
		if _, err := tx.Projects().Resolve(bareProjectWords(sel.Project)); errors.Is(err, store.ErrNotFound) {
			h, err := tb.milestone(tx, ms, "")
			if err != nil {
				return picked{}, err
			}
			milestoneID, filter.ProjectID, pk.scope = h.m.ID, h.p.ID, " under the milestone "+quote(h.m.Title)+" of "+h.p.Name
			sel.Project = ""
		}
	}
	if strings.TrimSpace(sel.Project) != "" {
		// "everything in the chapel project": a project said as one is
		// never a label of the same word
		_, projectSaid := cutSuffixFold(strings.TrimSpace(sel.Project), " project")
		p, err := tx.Projects().Resolve(sel.Project)
		if projectSaid && errors.Is(err, store.ErrNotFound) {
			p, err = tx.Projects().Resolve(bareProjectWords(sel.Project))
		}
		if q, ok := projectAlias(tx, sel.Project); ok && errors.Is(err, store.ErrNotFound) {
			p, err = q, nil // "what's left on the christmas list", "… in CNY"
		}
		switch {
		case errors.Is(err, store.ErrNotFound) && tag == "":
			// "my work tasks": no project is called work; a label may be.
			if g, ok, lerr := labelNamed(tx, bareProjectWords(sel.Project)); lerr != nil {
				return picked{}, lerr
			} else if ok {
				tag = g
				break
			}
			// "all the cycling club tasks": no project or label of those
			// words, but exactly one of them is a label (@cycling); the
			// approval names each task
			if g, ok, lerr := labelOfOneWord(tx, bareProjectWords(sel.Project)); lerr != nil {
				return picked{}, lerr
			} else if ok {
				tag = g
				break
			}
			// "all the acme tasks": no project or label, the tasks whose
			// titles say it (the approval names each one)
			if words := store.ContentWords(bareProjectWords(sel.Project)); len(words) > 0 && len(words) <= 2 {
				if hit, herr := titlesHold(tx, words); herr != nil {
					return picked{}, herr
				} else if hit {
					about, pk.scope = words, " about "+quote(bareProjectWords(sel.Project))
					break
				}
			}
			return picked{}, lookupFailure(store.KindProject, sel.Project, err)
		case err != nil:
			return picked{}, lookupFailure(store.KindProject, sel.Project, err)
		default:
			if strings.EqualFold(p.Name, bareProjectWords(sel.Project)) || tag != "" || projectSaid || nameBegins(p.Name, bareProjectWords(sel.Project)) {
				filter.ProjectID, pk.scope = p.ID, " in "+p.Name
				break
			}
			if g, ok, lerr := labelNamed(tx, bareProjectWords(sel.Project)); lerr != nil {
				return picked{}, lerr
			} else if ok {
				// "my work tasks" with a label @work and a project Lab
				// Work: the label is named whole, the project only in part
				tag = g
				break
			}
			filter.ProjectID, pk.scope = p.ID, " in "+p.Name
		}
	}
	if tag != "" {
		pk.scope += " tagged @" + tag
	}
	minPrio, maxPrio := 0, prioUrgent
	if strings.TrimSpace(sel.Priority) != "" {
		var err error
		if minPrio, err = parsePriority(sel.Priority); err != nil {
			return picked{}, err
		}
		if minPrio == 0 {
			return picked{}, failf("Say which priority to look for: low, normal, high or urgent.")
		}
		// "my high priority tasks" are the pressing ones, high and above;
		// "my low priority tasks" are the low ones, not every prioritised one.
		pk.scope += " of " + PriorityName(minPrio) + " priority"
		if minPrio >= prioHigh {
			pk.scope += " or above"
		} else {
			maxPrio = minPrio
		}
	}
	var day, from *time.Time
	var spanFrom, spanTo *time.Time
	if strings.TrimSpace(sel.Day) != "" {
		w, err := tb.parseWhen(sel.Day)
		if err != nil {
			return picked{}, err
		}
		d := startOfDay(w.at.In(tb.opt.Location))
		if from, to, ok := daySpan(d, w.end.In(tb.opt.Location), tb.today()); ok && !w.hasTime {
			spanFrom, spanTo = &from, &to // "the next three days": all of it
		} else {
			day = &d
		}
	}
	var before *time.Time
	if strings.TrimSpace(sel.Before) != "" {
		w, err := tb.parseWhen(sel.Before)
		if err != nil {
			return picked{}, err
		}
		end := startOfDay(w.at.In(tb.opt.Location)).AddDate(0, 0, 1)
		before = &end
		pk.scope += " due by " + tb.dueText(end.AddDate(0, 0, -1), false)
	}
	var after *time.Time
	if spanFrom != nil && before == nil && strings.TrimSpace(sel.From) == "" {
		after, before = spanFrom, spanTo
		pk.scope += " due from " + tb.dueText(*spanFrom, false) + " to " + tb.dueText(spanTo.AddDate(0, 0, -1), false)
	}
	if strings.TrimSpace(sel.From) != "" {
		w, err := tb.parseWhen(sel.From)
		if err != nil {
			return picked{}, err
		}
		start := startOfDay(w.at.In(tb.opt.Location))
		if last := before; last != nil && !start.Before(*last) && sameMonth(start.AddDate(-1, 0, 0), last.AddDate(0, 0, -1)) {
			// "due in december" said in December: "1 december" read as
			// the next one, the month's last day as this one's
			start = start.AddDate(-1, 0, 0)
		}
		if before != nil && !start.Before(*before) {
			return picked{}, failf("The span ends (%s) before it starts (%s); say the earlier day first.", tb.dueText(before.AddDate(0, 0, -1), false), tb.dueText(start, false))
		}
		after = &start
		if before != nil {
			pk.scope = strings.Replace(pk.scope, " due by ", " due from "+tb.dueText(start, false)+" to ", 1)
		} else {
			pk.scope += " due from " + tb.dueText(start, false)
		}
	}
	var weekFrom, weekTo *time.Time
	if strings.TrimSpace(sel.Week) != "" {
		w, err := tb.parseWhen(sel.Week)
		if err != nil {
			return picked{}, err
		}
		mon := weekStart(startOfDay(w.at.In(tb.opt.Location)))
		sun := mon.AddDate(0, 0, 7)
		weekFrom, weekTo = &mon, &sun
		pk.scope += " in the week of " + tb.dueText(mon, false)
	}
	if strings.TrimSpace(sel.Since) != "" {
		s, err := tb.since(sel.Since)
		if err != nil {
			return picked{}, err
		}
		from, f = &s, "done"
	}
	if f == "done" {
		filter.Status = "done"
		filter.CompletedSince = from
		// what was done stays done when its project is archived after
		filter.Archived = filter.ProjectID == ""
	}
	ts, err := tx.Tasks().List(filter)
	if err != nil {
		return picked{}, err
	}
	open, err := tb.openIDs(tx)
	if err != nil {
		return picked{}, err
	}
	keep := tb.keeper(f, open)
	// dated: the status and the days asked about
	dated := func(t store.Task) bool {
		switch {
		case !keep(t):
		case day != nil && f == "done" && (t.CompletedAt == nil || !sameDay(t.CompletedAt.In(tb.opt.Location), *day)):
		case day != nil && f != "done" && !tb.dueOn(t, *day):
		case before != nil && (t.Due == nil || !t.Due.Before(*before)):
		case after != nil && (t.Due == nil || t.Due.Before(*after)):
		case weekFrom != nil && (t.Due == nil || t.Due.Before(*weekFrom) || !t.Due.Before(*weekTo)):
		default:
			return true
		}
		return false
	}
	windowed := f != "done" && (day != nil || before != nil || after != nil || weekFrom != nil || slices.Contains(windowFilters, f))
	projected := false
	for _, t := range ts {
		switch {
		case tag != "" && !slices.Contains(t.Tags, tag), t.Priority < minPrio, t.Priority > maxPrio:
		case milestoneID != "" && t.MilestoneID != milestoneID:
		case len(about) > 0 && !holdsWords(t.Title, about):
		case dated(t):
			pk.tasks = append(pk.tasks, t)
		case sel.occurrences && windowed && t.RRule != "" && t.Due != nil:
			if o, ok := tb.occurrenceIn(t, dated); ok {
				pk.tasks, projected = append(pk.tasks, o), true
			}
		}
	}
	if windowed {
		pk.window = dated
	}
	pk.projectID = filter.ProjectID
	if projected {
		slices.SortStableFunc(pk.tasks, func(a, b store.Task) int { return a.Due.Compare(*b.Due) })
	}
	if f == "done" {
		sortByCompletion(pk.tasks)
	}
	if minPrio >= prioHigh && maxPrio > minPrio {
		// "what's the most urgent thing?": urgent ones first, each level
		// in the order it had
		slices.SortStableFunc(pk.tasks, func(a, b store.Task) int { return b.Priority - a.Priority })
	}
	pk.label = tb.selectionLabel(f, day, from)
	return pk, nil
}

// milestoneSaid is the milestone a project reference names by the word
// ("the spring clean milestone", "milestone spring clean"): its title
// words, ok false when ref does not say "milestone".
func milestoneSaid(ref string) (string, bool) {
	r := strings.TrimSpace(ref)
	for _, lead := range []string{"the ", "my ", "our "} {
		if len(r) > len(lead) && strings.EqualFold(r[:len(lead)], lead) {
			r = r[len(lead):]
		}
	}
	if t, ok := cutSuffixFold(r, " milestone"); ok && strings.TrimSpace(t) != "" {
		return strings.TrimSpace(t), true
	}
	if len(r) > len("milestone ") && strings.EqualFold(r[:len("milestone ")], "milestone ") {
		return strings.TrimSpace(r[len("milestone "):]), true
	}
	return "", false
}

// holdsWords reports whether title holds every one of words (stemmed
// content words, as store.ContentWords gives them).
func holdsWords(title string, words []string) bool {
	have := store.ContentWords(title)
	for _, w := range words {
		if !slices.Contains(have, w) {
			return false
		}
	}
	return true
}

// titlesHold reports whether some task's title holds every one of words.
func titlesHold(tx *store.Tx, words []string) (bool, error) {
	ts, err := tx.Tasks().List(store.TaskFilter{})
	if err != nil {
		return false, err
	}
	for _, t := range ts {
		if holdsWords(t.Title, words) {
			return true, nil
		}
	}
	return false, nil
}

// keeper is the status filter f as a predicate.
func (tb *ToolBox) keeper(f string, open map[string]bool) func(store.Task) bool {
	today := tb.today()
	return func(t store.Task) bool {
		switch f {
		case "today":
			return tb.dueOn(t, today)
		case "tomorrow":
			return tb.dueOn(t, today.AddDate(0, 0, 1))
		case "overdue":
			return tb.overdue(t)
		case "blocked":
			return blocked(t, open)
		case "repeating":
			return t.RRule != ""
		case "undated":
			return t.Due == nil
		case "upcoming":
			return t.Due != nil && !t.Due.Before(today.AddDate(0, 0, 1)) && t.Due.Before(today.AddDate(0, 0, upcomingDays+1))
		case "this week":
			// today to the end of Sunday; at the weekend, to the end of
			// the coming week's Sunday (what "this week" means on a
			// Saturday, and the span the agenda's week shows)
			end := today.AddDate(0, 0, 7-(int(today.Weekday())+6)%7)
			if wd := today.Weekday(); wd == time.Saturday || wd == time.Sunday {
				end = end.AddDate(0, 0, 7)
			}
			return t.Due != nil && !t.Due.Before(today) && t.Due.Before(end)
		case "next week":
			// Monday to Sunday of the coming week; said on a Sunday, when
			// "this week" is the one starting tomorrow, the week after it
			// (dates.RelWeekStart, as the agenda's windows count)
			monday := dates.RelWeekStart(today).AddDate(0, 0, 7)
			return t.Due != nil && !t.Due.Before(monday) && t.Due.Before(monday.AddDate(0, 0, 7))
		case "this weekend", "next weekend":
			// Saturday and Sunday of this week (on a Sunday, today); next
			// weekend is the one after it
			monday := today.AddDate(0, 0, -((int(today.Weekday()) + 6) % 7))
			sat := monday.AddDate(0, 0, 5)
			if f == "next weekend" {
				sat = sat.AddDate(0, 0, 7)
			}
			from := sat
			if today.After(from) {
				from = today
			}
			return t.Due != nil && !t.Due.Before(from) && t.Due.Before(sat.AddDate(0, 0, 2))
		}
		return true
	}
}

func (tb *ToolBox) selectionLabel(f string, day, from *time.Time) string {
	switch {
	case day != nil && f == "done":
		return "done " + tb.dayName(*day)
	case day != nil:
		return "due " + tb.dayName(*day)
	case from != nil:
		return "done since " + tb.dueText(*from, false)
	}
	label := map[string]string{"today": "due today", "tomorrow": "due tomorrow", "overdue": "overdue", "blocked": "blocked",
		"repeating": "repeating", "undated": "with no date", "upcoming": "coming up this week", "this week": "due this week", "next week": "due next week",
		"this weekend": "due this weekend", "next weekend": "due next weekend", "done": "done"}[f]
	if label == "" {
		label = "open"
	}
	return label
}

// dayName is "today", "tomorrow", "yesterday" or "on Sun 29 Nov".
func (tb *ToolBox) dayName(d time.Time) string {
	s := tb.dueText(d, false)
	switch s {
	case "today", "tomorrow", "yesterday":
		return s
	}
	return "on " + s
}

// countTasks is "1 task" or "3 tasks".
func countTasks(n int) string {
	if n == 1 {
		return "1 task"
	}
	return fmt.Sprintf("%d tasks", n)
}

// tasksStay is "1 task stays", "2 tasks stay".
func tasksStay(n int) string {
	if n == 1 {
		return countTasks(n) + " stays"
	}
	return countTasks(n) + " stay"
}

// labelOfOneWord is the label named by exactly one word of a reference
// of two or three words ("cycling club" with @cycling); false when none
// or several words are labels.
func labelOfOneWord(tx *store.Tx, ref string) (string, bool, error) {
	words := strings.Fields(ref)
	if len(words) < 2 || len(words) > 3 {
		return "", false, nil
	}
	found := ""
	for _, w := range words {
		g, ok, err := labelNamed(tx, w)
		if err != nil {
			return "", false, err
		}
		if ok {
			if found != "" {
				return "", false, nil
			}
			found = g
		}
	}
	return found, found != "", nil
}

// labelNamed reports whether some task carries the label name (as the
// store keeps labels: lowercase, without @), archived projects' included.
func labelNamed(tx *store.Tx, name string) (string, bool, error) {
	g := strings.ToLower(strings.TrimPrefix(strings.TrimSpace(name), "@"))
	if g == "" || strings.ContainsAny(g, " \t") {
		return "", false, nil
	}
	ts, err := tx.Tasks().List(store.TaskFilter{Archived: true})
	if err != nil {
		return "", false, err
	}
	for _, t := range ts {
		if slices.Contains(t.Tags, g) {
			return g, true, nil
		}
	}
	return "", false, nil
}

// sameMonth reports whether a and b fall in one month of one year.
func sameMonth(a, b time.Time) bool { return a.Year() == b.Year() && a.Month() == b.Month() }
