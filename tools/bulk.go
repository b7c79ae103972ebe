package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"

	"pace/store"
	"pace/tools/dates"
	"pace/undo"
)

// maxBulk bounds one bulk change; a larger selection fails with a message
// asking to narrow it, and nothing changes.
const maxBulk = 200

// BulkTasksArgs: bulkTasks. The tasks are Tasks when given, else the
// Selection (queryTasks' filters); a Selection that narrows nothing needs
// filter "all" said outright.
type BulkTasksArgs struct {
	Action string `json:"action" jsonschema:"complete, reschedule, delete, priority, tag, untag, relabel (rename a label) or file (move into a project)"`
	Selection
	Tasks []string `json:"tasks,omitempty" jsonschema:"the tasks by reference, instead of a selection"`
	// To and By are the new date of reschedule (one of them); Level the
	// priority of priority.
	To    string `json:"to,omitempty" jsonschema:"reschedule: the new day or date phrase"`
	By    string `json:"by,omitempty" jsonschema:"reschedule: shift by an amount such as '1 day'"`
	Level string `json:"level,omitempty" jsonschema:"priority: none, low, normal, high or urgent"`
	// Later: a reschedule to a bare weekday said with a verb that puts
	// the tasks off ("push everything tagged kids to monday"): each to the
	// first such day after its own due date, never earlier.
	Later bool `json:"later,omitempty" jsonschema:"reschedule to a weekday: the first such day after each task's due date (push, postpone)"`
	// Tags are the labels of tag and untag (untag with none removes all),
	// and relabel's one old label; As is relabel's new name for it.
	Tags []string `json:"tags,omitempty" jsonschema:"tag/untag: the labels, without @; relabel: the one label to rename"`
	As   string   `json:"as,omitempty" jsonschema:"relabel: the label's new name, without @"`
	// Except are tasks of the selection left out ("all the garden tasks
	// except the hedge"), by reference; each must name one of them.
	Except []string `json:"except,omitempty" jsonschema:"tasks of the selection to leave out, by reference"`
	// Into is the project file moves the tasks into: one that exists, or
	// "a new project called X", made in the same change.
	Into string `json:"into,omitempty" jsonschema:"file: the project to move the tasks into; \"a new project called X\" makes X when no project has that name"`
	// into is Into resolved (by withInto) inside the transaction; newInto
	// reports that it is a project the change makes.
	into    store.Project
	newInto bool
}

// bulkActions and bulkAsks are the verbs of a done bulk change and of its
// approval question.
var (
	bulkActions = map[string]string{"complete": "Marked done", "reschedule": "Moved", "delete": "Deleted", "priority": "Set the priority of",
		"tag": "Labelled", "untag": "Took", "file": "Moved", "relabel": "Renamed"}
	bulkAsks = map[string]string{"complete": "Mark done", "reschedule": "Move", "delete": "Delete", "priority": "Set the priority of",
		"tag": "Label", "untag": "Take", "file": "Move", "relabel": "Rename"}
)

// bulkTargets resolves the tasks of a bulk call inside tx.
func (tb *ToolBox) bulkTargets(tx *store.Tx, a BulkTasksArgs) ([]store.Task, error) {
	if _, ok := bulkActions[strings.ToLower(strings.TrimSpace(a.Action))]; !ok {
		return nil, failf("I can complete, reschedule, delete, label, unlabel, file into a project or set the priority of several tasks at once, not %s.", quote(a.Action))
	}
	if err := relabelSelection(&a); err != nil {
		return nil, err
	}
	if p := strings.TrimSpace(a.Project); p != "" && len(a.Tasks) == 0 && a.Tag == "" {
		if _, err := tx.Projects().Resolve(p); errors.Is(err, store.ErrNotFound) {
			// "every invoice task …", "all the baseball stuff": no project
			// is called so; the tasks with that label (or its plural) and
			// those whose titles say it are meant
			sel := a.Selection
			sel.Project = ""
			pk, err := tb.selectTasks(tx, sel)
			if err != nil {
				return nil, err
			}
			tag, _ := labelAbout(tx, p+" tasks")
			words := store.ContentWords(p)
			var named []store.Task
			for _, t := range pk.tasks {
				if hasLabel(t, tag) || len(words) > 0 && len(titled([]store.Task{t}, words)) == 1 {
					named = append(named, t)
				}
			}
			if len(named) > 0 {
				return tb.leaveOut(tx, named, a.Except)
			}
		}
	}
	var ts []store.Task
	if len(a.Tasks) > 0 {
		seen := map[string]bool{}
		for _, ref := range a.Tasks {
			t, err := tb.task(tx, ref)
			if err != nil {
				return nil, err
			}
			if !seen[t.ID] {
				seen[t.ID] = true
				ts = append(ts, t)
			}
		}
	} else {
		if a.Selection.empty() && !strings.EqualFold(strings.TrimSpace(a.Filter), "all") {
			return nil, failf("Say which tasks: for example those due today, in a project, or with a label.")
		}
		pk, err := tb.selectTasks(tx, a.Selection)
		if err != nil {
			return nil, err
		}
		ts = pk.tasks
	}
	if len(ts) > maxBulk {
		return nil, failf("That is %s; one change covers at most %d. Narrow it down (by project, label or day).", countTasks(len(ts)), maxBulk)
	}
	return tb.leaveOut(tx, ts, a.Except)
}

// relabelSelection makes a relabel call select the tasks with the label it
// renames (one old label and a new name, different, are needed); it
// leaves other actions as they are.
func relabelSelection(a *BulkTasksArgs) error {
	if !strings.EqualFold(strings.TrimSpace(a.Action), "relabel") {
		return nil
	}
	from, to, err := relabelPair(*a)
	if err != nil {
		return err
	}
	if from == to {
		return failf("The label is already called @%s; nothing changed.", from)
	}
	if a.Tag == "" {
		a.Tag = from
	}
	return nil
}

// relabelPair is a relabel call's old label and new name, normalized
// (NormLabels); the error says both are needed.
func relabelPair(a BulkTasksArgs) (from, to string, err error) {
	f, t := NormLabels(a.Tags), NormLabels([]string{a.As})
	if len(f) != 1 || len(t) != 1 {
		return "", "", failf("Say the label and its new name, for example “rename the errands label to personal”.")
	}
	return f[0], t[0], nil
}

// leaveOut drops from ts the task each reference in except names, among
// ts only (a reference to a task outside them, or to none, fails: the
// change would not be the one asked for).
func (tb *ToolBox) leaveOut(tx *store.Tx, ts []store.Task, except []string) ([]store.Task, error) {
	for _, ref := range except {
		if strings.TrimSpace(ref) == "" {
			continue
		}
		t, err := tb.task(tx, ref)
		if err != nil {
			return nil, err
		}
		i := slices.IndexFunc(ts, func(x store.Task) bool { return x.ID == t.ID })
		if i < 0 {
			return nil, failf("%s is not among those tasks, so nothing was changed.", quote(t.Title))
		}
		ts = slices.Delete(ts, i, i+1)
	}
	return ts, nil
}

// BulkTargets is the tasks a bulkTasks call with args would act on now,
// as "id:<uuid>" references, in the order it would: what its approval
// named. The agent freezes an approved call to them, so a step before it
// in the same plan (a task made "due Friday") never widens the change.
// ok is false when args name tasks outright, select none, or are refused
// (the call then fails with its reason when it runs). It changes nothing;
// err is a store error.
func (tb *ToolBox) BulkTargets(ctx context.Context, args json.RawMessage) (refs []string, ok bool, err error) {
	var a BulkTasksArgs
	if err := json.Unmarshal(args, &a); err != nil || len(a.Tasks) > 0 {
		return nil, false, nil
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		ts, terr := tb.bulkTargets(tx, a)
		var refusal *userError
		if errors.As(terr, &refusal) {
			return nil // the call fails with its own reason when it runs
		}
		if terr != nil {
			return terr
		}
		for _, t := range ts {
			refs = append(refs, store.Ref(t.ID))
		}
		return nil
	})
	return refs, err == nil && len(refs) > 0, err
}

// newProjectCalled: a file call's Into that asks for a project of its own
// ("a project called Church", "a new project named GAA U14s").
var newProjectCalled = regexp.MustCompile(`(?i)^\s*(?:(?:a|an|the)\s+)?(?:new\s+)?project\s+(?:called|named)\s+["“]?(.+?)["”]?\s*$`)

// withInto resolves a file call's Into to its project inside tx (an
// existing project; a name no project has fails, and nothing changes).
// Into said as "a (new) project called X" is the project X, made in the
// same change when none has that name (rec journals it; with rec nil, a
// preview, the project is only named).
func (tb *ToolBox) withInto(tx *store.Tx, action string, a *BulkTasksArgs, rec *undo.Recorder) error {
	if action != "file" {
		return nil
	}
	if strings.TrimSpace(a.Into) == "" {
		return failf("Which project should they go into? For example “move everything tagged garden into the Allotment project”.")
	}
	if m := newProjectCalled.FindStringSubmatch(a.Into); m != nil {
		name := strings.TrimSpace(m[1])
		ps, err := tx.Projects().ListAll()
		if err != nil {
			return err
		}
		for _, p := range ps {
			if strings.EqualFold(p.Name, name) {
				a.into = p
				return nil
			}
		}
		if rec == nil {
			a.into, a.newInto = store.Project{ID: "new", Name: name}, true
			return nil
		}
		p, err := tx.Projects().Insert(store.Project{Name: name})
		if err != nil {
			return err
		}
		rec.Add(undo.DeleteProject(p.ID))
		a.into, a.newInto = p, true
		return nil
	}
	p, err := tb.project(tx, bareProjectWords(a.Into))
	if err != nil {
		return err
	}
	a.into = p
	return nil
}

// bulkTasks applies one action to several tasks in one transaction and one
// journal entry, so one undo takes all of it back. It needs approval; its
// result names every task it changed.
func (tb *ToolBox) bulkTasks(ctx context.Context, inv Invocation, a BulkTasksArgs) (Result, error) {
	action := strings.ToLower(strings.TrimSpace(a.Action))
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		ts, err := tb.bulkTargets(tx, a)
		if err != nil {
			return Result{}, err
		}
		if len(ts) == 0 {
			s := "No tasks match, so nothing changed."
			if action == "relabel" {
				s = fmt.Sprintf("No open task has the label %s, so nothing changed.", labelList(NormLabels(a.Tags)))
			}
			return Result{OK: true, Summary: s, Detail: s}, nil
		}
		if err := tb.withInto(tx, action, &a, rec); err != nil {
			return Result{}, err
		}
		edit, err := tb.bulkEdit(action, a)
		if err != nil {
			return Result{}, err
		}
		var changed []store.Task
		for _, t := range ts {
			after, ok, err := edit(tx, rec, t)
			if err != nil {
				return Result{}, err
			}
			if ok {
				changed = append(changed, after)
			}
		}
		return tb.bulkResult(action, a, changed, len(ts)), nil
	})
}

// taskEdit changes one task of a bulk call inside tx, journaling it, and
// returns the task as it now reads; ok is false when it was already so.
type taskEdit func(tx *store.Tx, rec *undo.Recorder, t store.Task) (after store.Task, ok bool, err error)

// bulkEdit is the change of one task for action (a task already done, or
// already due then, is skipped).
func (tb *ToolBox) bulkEdit(action string, a BulkTasksArgs) (taskEdit, error) {
	switch action {
	case "complete":
		return func(tx *store.Tx, rec *undo.Recorder, t store.Task) (store.Task, bool, error) {
			if t.Done {
				return t, false, nil
			}
			done, _, err := tb.completeIn(tx, rec, t)
			return done, err == nil, err
		}, nil
	case "delete":
		return func(tx *store.Tx, rec *undo.Recorder, t store.Task) (store.Task, bool, error) {
			return t, true, deleteIn(tx, rec, t)
		}, nil
	}
	change, err := tb.bulkChange(action, a)
	if err != nil {
		return nil, err
	}
	return tb.bulkUpdate(change), nil
}

// bulkChange is the in-place change of one task for the "priority" and
// "reschedule" actions; it reports false when the task already reads so.
func (tb *ToolBox) bulkChange(action string, a BulkTasksArgs) (func(t *store.Task) bool, error) {
	switch action {
	case "tag", "untag":
		return labeller(action, NormLabels(a.Tags))
	case "relabel":
		from, to, err := relabelPair(a)
		if err != nil {
			return nil, err
		}
		return relabeller(from, to), nil
	case "file":
		id := a.into.ID
		if id == "" {
			return nil, failf("Which project should they go into? For example “move everything tagged garden into the Allotment project”.")
		}
		return func(t *store.Task) bool {
			if t.ProjectID == id {
				return false
			}
			t.ProjectID = id
			return true
		}, nil
	}
	if action == "priority" {
		p, err := parsePriority(a.Level)
		if err != nil {
			return nil, err
		}
		return func(t *store.Task) bool {
			if t.Priority == p {
				return false
			}
			t.Priority = p
			return true
		}, nil
	}
	return tb.mover(a.To, a.By, a.Later)
}

// labeller is tag's and untag's change of one task: add the labels it
// lacks, or take off those it has (all of them when labels is empty).
func labeller(action string, labels []string) (func(t *store.Task) bool, error) {
	if action == "tag" && len(labels) == 0 {
		return nil, failf("Which label should I add? For example “tag all the garden tasks with weekend”.")
	}
	return func(t *store.Task) bool {
		var out []string
		switch {
		case action == "tag":
			out = slices.Clone(t.Tags)
			for _, g := range labels {
				if !slices.Contains(out, g) {
					out = append(out, g)
				}
			}
		case len(labels) == 0:
			out = []string{}
		default:
			for _, g := range t.Tags {
				if !slices.Contains(labels, g) {
					out = append(out, g)
				}
			}
		}
		if slices.Equal(out, t.Tags) || len(out) == 0 && len(t.Tags) == 0 {
			return false
		}
		t.Tags = out
		return true
	}, nil
}

// relabeller is relabel's change of one task: the label from becomes to,
// in its place, once (a task that had both keeps one).
func relabeller(from, to string) func(t *store.Task) bool {
	return func(t *store.Task) bool {
		i := slices.Index(t.Tags, from)
		if i < 0 {
			return false
		}
		out := slices.Clone(t.Tags)
		if slices.Contains(out, to) {
			out = slices.Delete(out, i, i+1)
		} else {
			out[i] = to
		}
		t.Tags = out
		return true
	}
}

// bulkWouldChange returns the tasks of ts the action would change (a done
// task is not completed again, a task already due then is not moved),
// changing nothing: what an approval prompt names.
func (tb *ToolBox) bulkWouldChange(action string, a BulkTasksArgs, ts []store.Task) ([]store.Task, error) {
	var out []store.Task
	switch action {
	case "delete":
		return ts, nil
	case "complete":
		for _, t := range ts {
			if !t.Done {
				out = append(out, t)
			}
		}
		return out, nil
	}
	change, err := tb.bulkChange(action, a)
	if err != nil {
		return nil, err
	}
	for _, t := range ts {
		if c := t; change(&c) {
			out = append(out, t)
		}
	}
	return out, nil
}

// weekdaySaid is to without a "next", "the" or "on" before a weekday ("to
// next monday" after "everything due friday" is the Monday after that
// Friday), and so is "monday next week"; "this monday" is kept as said.
func weekdaySaid(to string) string {
	to = strings.TrimSpace(to)
	for _, p := range []string{"next ", "the ", "on "} {
		if len(to) > len(p) && strings.EqualFold(to[:len(p)], p) {
			to = strings.TrimSpace(to[len(p):])
		}
	}
	if w, ok := strings.CutSuffix(strings.ToLower(to), " next week"); ok {
		if _, bare := dates.BareWeekday(w); bare {
			return w // "monday next week": the Monday after those tasks
		}
	}
	return to
}

// nextWeekdaySaid: to says "next" of a weekday ("next monday", "monday
// next week"), so a task already due that day moves a week on.
func nextWeekdaySaid(to string) bool {
	l := strings.ToLower(strings.TrimSpace(to))
	return strings.HasPrefix(l, "next ") || strings.HasSuffix(l, " next week")
}

// mover is reschedule's change of one task: to a date phrase (keeping the
// task's clock time, as rescheduleTask does) or by an amount; putOff
// moves to a bare weekday after each task's due day (BulkTasksArgs.Later).
func (tb *ToolBox) mover(to, by string, putOff bool) (func(t *store.Task) bool, error) {
	to, by = strings.TrimSpace(to), strings.TrimSpace(by)
	if (to == "") == (by == "") {
		return nil, failf("Say either when to move the tasks to, or by how much (for example '1 day').")
	}
	if to != "" {
		w, err := tb.parseWhen(to)
		if err != nil {
			return nil, err
		}
		_, later := dates.BareWeekday(weekdaySaid(to))
		next := later && nextWeekdaySaid(to)
		return func(t *store.Task) bool {
			due, hasTime := tb.moveTo(*t, w)
			if later && putOff && t.Due != nil {
				// pushed: the first such day after its due day
				for old := startOfDay(t.Due.In(tb.opt.Location)); !startOfDay(due).After(old); {
					due = due.AddDate(0, 0, 7)
				}
			} else if later && t.Due != nil {
				due = tb.nearestWeekday(due, t.Due.In(tb.opt.Location))
				if next && !startOfDay(due).After(startOfDay(t.Due.In(tb.opt.Location))) {
					due = due.AddDate(0, 0, 7) // "push X due monday to next monday": a week on
				} else if startOfDay(due).Equal(startOfDay(t.Due.In(tb.opt.Location))) {
					// "everything due today move to monday", said on a
					// Monday: the day they are on is not a move; the next one
					due = due.AddDate(0, 0, 7)
				}
			}
			return setDue(t, due, hasTime, endAfterMove(*t, w, due))
		}, nil
	}
	sh, err := parseShift(by)
	if err != nil {
		return nil, err
	}
	return func(t *store.Task) bool {
		if t.Due == nil {
			return false // nothing to shift
		}
		return setDue(t, sh.Apply(t.Due.In(tb.opt.Location)), t.HasTime || sh.Clock != 0, tb.shiftEnd(*t, sh))
	}, nil
}

// nearestWeekday is the day of due's weekday (and clock) nearest to old,
// the later one on a tie, never before today: "everything due friday,
// move to monday" is the Monday after that Friday, "… move it to
// thursday" the Thursday before it.
func (tb *ToolBox) nearestWeekday(due, old time.Time) time.Time {
	day := startOfDay(old)
	for due.Before(day) {
		due = due.AddDate(0, 0, 7)
	}
	for due.AddDate(0, 0, -7).After(day) {
		due = due.AddDate(0, 0, -7)
	}
	if prev := due.AddDate(0, 0, -7); !prev.Before(startOfDay(tb.now())) && day.Sub(startOfDay(prev)) < startOfDay(due).Sub(day) {
		return prev
	}
	return due
}

// parseShift reads an amount of time ("1 day", "-1 week"); a phrase it
// cannot read is a user error saying so.
func parseShift(by string) (dates.Shift, error) {
	sh, err := dates.ParseShift(by)
	if err != nil {
		return sh, failf("I couldn't read %s as an amount of time (try '1 day' or '-1 week').", quote(by))
	}
	return sh, nil
}

// bulkUpdate wraps an in-place change as a journaled update.
func (tb *ToolBox) bulkUpdate(change func(t *store.Task) bool) taskEdit {
	return func(tx *store.Tx, rec *undo.Recorder, t store.Task) (store.Task, bool, error) {
		before := t
		if !change(&t) {
			return t, false, nil
		}
		after, err := tx.Tasks().Update(t)
		if err != nil {
			return t, false, err
		}
		rec.Add(undo.RestoreTask(before))
		return after, true, nil
	}
}

// noDateToShift is the reply for shifting tasks by an amount when none of
// ts has a date ("push all the Okafor tasks back a week" of undated
// tasks): there is nothing to count from. "" when some has one, or the
// change is another.
func noDateToShift(action string, a BulkTasksArgs, ts []store.Task) string {
	if action != "reschedule" || strings.TrimSpace(a.By) == "" || strings.TrimSpace(a.To) != "" {
		return ""
	}
	for _, t := range ts {
		if t.Due != nil {
			return ""
		}
	}
	if len(ts) == 1 {
		return fmt.Sprintf("%s has no date to move by %s, so nothing would change. Give it a day first (“move it to friday”).", quote(ts[0].Title), strings.TrimSpace(a.By))
	}
	return fmt.Sprintf("None of the %s (%s) has a date to move by %s, so nothing would change. Give them a day first (“move them to friday”).", countTasks(len(ts)), titles(ts), strings.TrimSpace(a.By))
}

// maxNamed is how many titles a bulk summary names before "and N more";
// Detail and Items always hold every one.
const maxNamed = 100

func (tb *ToolBox) bulkResult(action string, a BulkTasksArgs, changed []store.Task, matched int) Result {
	if len(changed) == 0 {
		s := fmt.Sprintf("The %s already read that way; nothing changed.", countTasks(matched))
		if matched == 1 {
			s = "That task already reads that way; nothing changed."
		}
		if action == "reschedule" && strings.TrimSpace(a.By) != "" && strings.TrimSpace(a.To) == "" {
			// undated tasks have nothing to count from (said for one too)
			s = fmt.Sprintf("None of the %s has a date to move by %s; nothing changed. Give them a day first (“move them to friday”).", countTasks(matched), strings.TrimSpace(a.By))
			if matched == 1 {
				s = fmt.Sprintf("That task has no date to move by %s; nothing changed. Give it a day first (“move it to friday”).", strings.TrimSpace(a.By))
			}
		}
		return Result{OK: true, Summary: s, Detail: s}
	}
	each := tb.eachDay(action, changed)
	s := bulkLine(bulkActions[action], action, a, changed, commonDay(a, each), each)
	if skipped := matched - len(changed); skipped > 0 {
		s += fmt.Sprintf(" (%d already so)", skipped)
	}
	r := Result{OK: true, Summary: s, Outputs: map[string]string{"count": fmt.Sprint(len(changed))}}
	lines := []string{s}
	for _, t := range changed {
		r.Items = append(r.Items, tb.taskItem(t))
		lines = append(lines, "- "+t.Title)
	}
	r.Detail = strings.Join(lines, "\n")
	if len(changed) == 1 {
		r.Ref = store.Ref(changed[0].ID)
	}
	return r
}

// bulkLine is "Moved 2 tasks to tomorrow: “a”, “b”", naming up to maxNamed
// tasks and counting the rest.
// When a move's new day is given (day, "" when none), it names that day
// after the words said ("to monday next week (Mon 14 Dec)"); tasks that
// share a title are told apart by their due days.
func bulkLine(verb, action string, a BulkTasksArgs, ts []store.Task, day string, each []string) string {
	names := make([]string, len(ts))
	seen := map[string]int{}
	for _, t := range ts {
		seen[strings.ToLower(t.Title)]++
	}
	for i, t := range ts {
		names[i] = quote(t.Title)
		ownDay := day == "" && i < len(each) && each[i] != ""
		if seen[strings.ToLower(t.Title)] > 1 && t.Due != nil && !ownDay {
			names[i] += " (due " + t.Due.Format("Mon 2 Jan") + ")" // "pharmacy shift" three times: which is which
		}
		if ownDay {
			names[i] += " to " + each[i] // "push to monday": each after its own due day
		}
	}
	if len(names) > maxNamed {
		names = append(names[:maxNamed:maxNamed], fmt.Sprintf("and %d more", len(ts)-maxNamed))
	}
	s := verb + " " + countTasks(len(ts))
	switch action {
	case "reschedule":
		if to := strings.TrimSpace(a.To); to != "" {
			said := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(to, "in "), "on "))
			s += " to " + said
			if day != "" && !strings.EqualFold(said, day) {
				s += " (" + day + ")"
			}
		} else {
			s += " by " + strings.TrimSpace(a.By)
		}
	case "priority":
		p, _ := parsePriority(a.Level)
		s += " to " + PriorityName(p)
	case "file":
		s += " into " + a.into.Name
		if a.newInto {
			s += " (a new project)"
		}
	case "relabel":
		from, to, _ := relabelPair(a)
		s = fmt.Sprintf("%s @%s to @%s on %s", verb, from, to, countTasks(len(ts)))
	case "tag", "untag":
		labels := NormLabels(a.Tags)
		switch {
		case action == "tag":
			s += " " + labelList(labels)
		case len(labels) > 0:
			s = verb + " " + labelList(labels) + " off " + countTasks(len(ts))
		default:
			s = verb + " every label off " + countTasks(len(ts))
		}
	}
	return s + ": " + strings.Join(names, ", ")
}

// commonDay is the day a reschedule to a date phrase put (or puts) every
// task on, from each (eachDay's days, "Mon 14 Dec"); "" when the tasks land
// on different days, one has no day, or the move is by an amount.
func commonDay(a BulkTasksArgs, each []string) string {
	if strings.TrimSpace(a.To) == "" || len(each) == 0 {
		return ""
	}
	for _, d := range each {
		if d == "" || d != each[0] {
			return ""
		}
	}
	return each[0]
}

// eachDay is the day each of ts (moved) falls on, as dueText writes it
// ("" for a task with none), for a reschedule; nil for other actions.
func (tb *ToolBox) eachDay(action string, ts []store.Task) []string {
	if action != "reschedule" {
		return nil
	}
	out := make([]string, len(ts))
	for i, t := range ts {
		if t.Due != nil {
			out[i] = tb.dueText(startOfDay(t.Due.In(tb.opt.Location)), false)
		}
	}
	return out
}

// hasLabel reports whether t carries label (case-insensitive); never for "".
func hasLabel(t store.Task, label string) bool {
	for _, g := range t.Tags {
		if label != "" && strings.EqualFold(g, label) {
			return true
		}
	}
	return false
}
