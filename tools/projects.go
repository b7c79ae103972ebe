package tools

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"pace/store"
	"pace/undo"
)

// recentDays is the window of projectStatus' recent activity.
const recentDays = 7

func (tb *ToolBox) createProject(ctx context.Context, inv Invocation, a CreateProjectArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		name, notes := splitDescription(strings.TrimSpace(a.Name), a.Notes)
		if name == "" {
			return Result{}, failf("A project needs a name.")
		}
		ps, err := tx.Projects().ListAll()
		if err != nil {
			return Result{}, err
		}
		for _, p := range ps {
			if strings.EqualFold(p.Name, name) {
				r := Fail("A project called " + quote(p.Name) + " already exists.")
				r.Ref = store.Ref(p.ID)
				return r, nil
			}
		}
		p, err := tx.Projects().Insert(store.Project{Name: name, Notes: notes})
		if err != nil {
			return Result{}, err
		}
		rec.Add(undo.DeleteProject(p.ID))
		s := "Created the project " + quote(p.Name)
		if p.Notes != "" {
			s += ", described as " + quote(p.Notes)
		}
		return Result{OK: true, Summary: s, Detail: s, Ref: store.Ref(p.ID),
			Outputs: map[string]string{"title": p.Name, "project": p.Name},
			Items:   []Item{{Kind: store.KindProject, ID: p.ID, Title: p.Name}}}, nil
	})
}

// status is what projectStatus found about one project.
type status struct {
	p                    store.Project
	open, done           int
	overdue, blk, recent []store.Task
	next                 *store.Milestone
	openIDs              map[string]bool
	// tasks are the open tasks; milestones every milestone, in order.
	tasks      []store.Task
	milestones []store.Milestone
}

// statusTasks is how many open tasks a project's status lists by name.
const statusTasks = 15

// projectStatus answers "how is X going" and "what's blocking X": open and
// done counts, overdue tasks, the next open milestone, blocked tasks with
// what blocks them, and tasks completed in the last 7 days.
func (tb *ToolBox) projectStatus(ctx context.Context, inv Invocation, a ProjectRef) (Result, error) {
	return tb.read(ctx, func(tx *store.Tx) (Result, error) {
		p, err := tb.project(tx, a.Project)
		if err != nil {
			return Result{}, err
		}
		st := status{p: p}
		ts, err := tx.Tasks().List(store.TaskFilter{ProjectID: p.ID})
		if err != nil {
			return Result{}, err
		}
		if st.openIDs, err = tb.openIDs(tx); err != nil {
			return Result{}, err
		}
		since := tb.today().AddDate(0, 0, -recentDays)
		for _, t := range ts {
			switch {
			case t.Done:
				st.done++
				if t.CompletedAt != nil && !t.CompletedAt.Before(since) {
					st.recent = append(st.recent, t)
				}
				continue
			case tb.overdue(t):
				st.overdue = append(st.overdue, t)
			}
			st.open++
			st.tasks = append(st.tasks, t)
			if blocked(t, st.openIDs) {
				st.blk = append(st.blk, t)
			}
		}
		ms, err := tx.Projects().Milestones(p.ID)
		if err != nil {
			return Result{}, err
		}
		st.milestones = ms
		for i := range ms {
			if !ms[i].Done {
				st.next = &ms[i]
				break
			}
		}
		return tb.statusResult(tx, st), nil
	})
}

func (tb *ToolBox) statusResult(tx *store.Tx, st status) Result {
	s := fmt.Sprintf("%s: %d open, %d done", st.p.Name, st.open, st.done)
	if len(st.overdue) > 0 {
		s += fmt.Sprintf(", %d overdue", len(st.overdue))
	}
	if len(st.blk) > 0 {
		s += fmt.Sprintf(", %d blocked", len(st.blk))
	}
	lines := []string{""}
	if d := strings.TrimSpace(st.p.Notes); d != "" {
		lines = append(lines, "About: "+d)
	}
	if st.next != nil {
		m := quote(st.next.Title)
		if st.next.Due != nil {
			m += " on " + tb.dueText(*st.next.Due, false)
		}
		s += "; next milestone " + m // (said once: the first line)
	}
	lines[0] = s
	r := Result{OK: true, Summary: s, Ref: store.Ref(st.p.ID), Outputs: map[string]string{"title": st.p.Name, "project": st.p.Name}}
	if len(st.tasks) > 0 {
		// "show the kitchen project": its open tasks and milestones by name.
		lines = append(lines, "Open tasks:")
		for i, t := range st.tasks {
			if i == statusTasks {
				lines = append(lines, fmt.Sprintf("… and %d more", len(st.tasks)-statusTasks))
				break
			}
			lines = append(lines, tb.taskDetail(t))
		}
	}
	if len(st.milestones) > 0 {
		lines = append(lines, "Milestones:")
		for _, m := range st.milestones {
			line := "- " + m.Title
			if m.Due != nil {
				line += " (" + tb.dueText(*m.Due, false) + ")"
			}
			if m.Done {
				line += " — done"
			}
			lines = append(lines, line)
		}
	}
	if len(st.overdue) > 0 {
		lines = append(lines, "Overdue:")
		for _, t := range st.overdue {
			lines = append(lines, tb.taskDetail(t))
			r.Items = append(r.Items, tb.taskItem(t))
		}
	}
	if len(st.blk) == 0 {
		lines = append(lines, "Nothing is blocked.")
	} else {
		lines = append(lines, "Blocked:")
	}
	for _, t := range st.blk {
		var by []string
		for _, d := range t.DependsOn {
			if bt, err := tx.Tasks().Get(d); err == nil && st.openIDs[d] {
				by = append(by, quote(bt.Title))
			}
		}
		lines = append(lines, tb.taskDetail(t)+" — waiting for "+strings.Join(by, ", "))
		r.Items = append(r.Items, tb.taskItem(t))
	}
	if len(st.recent) == 0 {
		lines = append(lines, fmt.Sprintf("Nothing was completed in the last %d days.", recentDays))
	} else {
		lines = append(lines, fmt.Sprintf("Done in the last %d days:", recentDays))
	}
	for _, t := range st.recent {
		lines = append(lines, "- "+t.Title+" ("+tb.dueText(*t.CompletedAt, false)+")")
	}
	r.Detail = strings.Join(lines, "\n")
	return r
}

func (tb *ToolBox) addMilestone(ctx context.Context, inv Invocation, a AddMilestoneArgs) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		p, err := tb.project(tx, a.Project)
		if err != nil {
			return Result{}, err
		}
		m := store.Milestone{ProjectID: p.ID, Title: strings.TrimSpace(a.Title)}
		if m.Title == "" {
			return Result{}, failf("A milestone needs a title.")
		}
		if strings.TrimSpace(a.Due) != "" {
			w, err := tb.parseWhen(a.Due)
			if err != nil {
				return Result{}, err
			}
			m.Due = &w.at
		}
		if m, err = tx.Projects().InsertMilestone(m); err != nil {
			return Result{}, err
		}
		rec.Add(undo.DeleteMilestone(m.ID))
		s := "Added the milestone " + quote(m.Title) + " to " + p.Name
		due := ""
		if m.Due != nil {
			s += ", due " + tb.dueText(*m.Due, false)
			due = m.Due.Format(time.RFC3339)
		}
		return Result{OK: true, Summary: s, Detail: s, Ref: store.Ref(m.ID),
			Outputs: map[string]string{"title": m.Title, "project": p.Name, "due": due, "kind": KindMilestone}}, nil
	})
}

func (tb *ToolBox) listMilestones(ctx context.Context, inv Invocation, a ListMilestonesArgs) (Result, error) {
	if strings.TrimSpace(a.Project) == "" {
		return tb.allMilestones(ctx, a.Within)
	}
	missing := false // no project has that name (not several)
	res, err := tb.read(ctx, func(tx *store.Tx) (Result, error) {
		p, err := tb.project(tx, a.Project)
		if err != nil {
			var ue *userError
			missing = errors.As(err, &ue) && len(ue.res.Candidates) == 0
			return Result{}, err
		}
		ms, err := tx.Projects().Milestones(p.ID)
		if err != nil {
			return Result{}, err
		}
		r := Result{OK: true, Ref: store.Ref(p.ID), Outputs: map[string]string{"project": p.Name}}
		if len(ms) == 0 {
			r.Summary = p.Name + " has no milestones."
			r.Detail = r.Summary
			return r, nil
		}
		r.Summary = fmt.Sprintf("%s has %d milestone(s)", p.Name, len(ms))
		lines := []string{r.Summary}
		for _, m := range ms {
			line := ""
			if m.Due != nil {
				line = tb.dueText(*m.Due, false)
			}
			if m.Done {
				line = strings.TrimPrefix(line+" · done", " · ")
			}
			lines = append(lines, strings.TrimSuffix(fmt.Sprintf("- %s · %s", m.Title, line), " · "))
			r.Items = append(r.Items, Item{Kind: "milestone", ID: m.ID, Title: m.Title, Line: line, Done: m.Done})
		}
		r.Detail = strings.Join(lines, "\n")
		return r, nil
	})
	if q := strings.TrimSpace(a.Question); err == nil && missing && q != "" {
		// "when's the SEB abstract deadline?" with no such project: the
		// notes may say (a meeting note's "abstract due 15 Jan")
		if n, nerr := tb.askNotes(ctx, inv, AskNotesArgs{Question: q}); nerr == nil && len(n.Citations) > 0 {
			return n, nil
		}
	}
	return res, err
}

// allMilestones lists the open milestones of every active project, by
// project: "what milestones do I have"; with within, only those due in that
// span ("which milestones are coming in january?"). Errors: a span it
// cannot read.
func (tb *ToolBox) allMilestones(ctx context.Context, within string) (Result, error) {
	from, to, label, err := tb.span(within)
	if err != nil {
		return settle(Result{}, err)
	}
	return tb.read(ctx, func(tx *store.Tx) (Result, error) {
		ps, err := tx.Projects().List()
		if err != nil {
			return Result{}, err
		}
		r := Result{OK: true, Outputs: map[string]string{}}
		var lines []string
		for _, p := range ps {
			ms, err := tx.Projects().Milestones(p.ID)
			if err != nil {
				return Result{}, err
			}
			for _, m := range ms {
				if m.Done || label != "" && (m.Due == nil || m.Due.Before(from) || !m.Due.Before(to)) {
					continue
				}
				line := p.Name
				if m.Due != nil {
					line += " · " + tb.dueText(*m.Due, false)
				}
				lines = append(lines, fmt.Sprintf("- %s · %s", m.Title, line))
				r.Items = append(r.Items, Item{Kind: "milestone", ID: m.ID, Title: m.Title, Line: line})
			}
		}
		switch n := len(r.Items); n {
		case 0:
			r.Summary = "No open milestones."
		case 1:
			r.Summary = "1 open milestone"
		default:
			r.Summary = fmt.Sprintf("%d open milestones", n)
		}
		if label != "" {
			r.Summary = strings.TrimSuffix(r.Summary, ".") + " due " + label
			if len(r.Items) == 0 {
				r.Summary += "."
			}
		}
		r.Detail = strings.Join(append([]string{r.Summary}, lines...), "\n")
		return r, nil
	})
}

// nextDaysRe: "the next 30 days", "next 2 weeks".
var nextDaysRe = regexp.MustCompile(`^(?:the\s+)?next\s+(\d+)\s+(days?|weeks?)$`)

// span reads a span of days said for a list ("january", "the next 30
// days", "next week", "this month"): [from, to) in the ToolBox's zone and
// how to say it; "" gives no span. A month said alone is its next one,
// this month included. Errors: a phrase naming no span.
func (tb *ToolBox) span(said string) (from, to time.Time, label string, err error) {
	p := strings.Join(strings.Fields(strings.ToLower(strings.TrimSpace(said))), " ")
	p = strings.TrimPrefix(strings.TrimPrefix(p, "in "), "during ")
	today := tb.today()
	if p == "" {
		return time.Time{}, time.Time{}, "", nil
	}
	if t, err := time.Parse("January", p); err == nil {
		m := t.Month() // a month said alone (time.Parse reads its name in any case)
		y := today.Year()
		if m < today.Month() {
			y++
		}
		from = time.Date(y, m, 1, 0, 0, 0, 0, tb.opt.Location)
		return from, from.AddDate(0, 1, 0), "in " + from.Format("January 2006"), nil
	}
	if mm := nextDaysRe.FindStringSubmatch(p); mm != nil {
		n, _ := strconv.Atoi(mm[1])
		if strings.HasPrefix(mm[2], "week") {
			n *= 7
		}
		return today, today.AddDate(0, 0, n+1), fmt.Sprintf("in the next %d days", n), nil
	}
	switch p {
	case "this month":
		from = time.Date(today.Year(), today.Month(), 1, 0, 0, 0, 0, tb.opt.Location)
		return today, from.AddDate(0, 1, 0), "this month", nil
	case "next month":
		from = time.Date(today.Year(), today.Month()+1, 1, 0, 0, 0, 0, tb.opt.Location)
		return from, from.AddDate(0, 1, 0), "next month", nil
	}
	f, t, l, werr := Window(p, tb.now())
	if werr != nil {
		return time.Time{}, time.Time{}, "", failf("I couldn't read %s as a span of days (try “january”, “next week” or “the next 30 days”).", quote(said))
	}
	return f, t, l, nil
}
