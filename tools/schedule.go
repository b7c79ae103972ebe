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
	"pace/tools/dates"
	"pace/undo"
)

// unchanged is an edit's plain answer when the task already is as asked
// ("“call dad” is already due tomorrow"); nothing is written.
type unchanged string

func (u unchanged) Error() string { return string(u) }

// changeTask resolves ref, lets edit change a copy, updates the store and
// journals the snapshot taken before; edit returns the summary, or "" when
// nothing needs to change (then the result says so and nothing is written).
//
// A reference no task matches that lists several tasks ("buy milk and call
// mom"), each naming one, changes each of them in the same write (one
// undo); a part that names none fails the whole change.
func (tb *ToolBox) changeTask(ctx context.Context, inv Invocation, ref string, edit func(t *store.Task) (string, error)) (Result, error) {
	return tb.write(ctx, inv, func(tx *store.Tx, rec *undo.Recorder) (Result, error) {
		var amb *store.AmbiguousError
		one, err := tx.Tasks().Resolve(ref)
		if errors.Is(err, store.ErrNotFound) || errors.As(err, &amb) {
			// "buy stamps and buy envelopes": no task, or several at once,
			// answer to the whole; each part names one.
			if ts, missing, ok := tb.eachTask(tx, ref); ok && len(missing) == 0 {
				return tb.changeEach(tx, rec, ts, edit)
			} else if ok && len(ts) > 0 {
				return Result{}, partNamesNone(missing[0])
			}
		} else if ts, ok := tb.partsOverLooseWhole(tx, ref, one, err); ok {
			return tb.changeEach(tx, rec, ts, edit)
		} else if missing := tb.partsMissing(tx, ref, one, err); len(missing) > 0 {
			return Result{}, partNamesNone(missing[0])
		}
		t, err := tb.task(tx, ref)
		if err != nil {
			return Result{}, err
		}
		return tb.changeOne(tx, rec, t, edit)
	})
}

// changeOne applies edit to t inside tx and journals the change.
func (tb *ToolBox) changeOne(tx *store.Tx, rec *undo.Recorder, t store.Task, edit func(t *store.Task) (string, error)) (Result, error) {
	before := t
	s, err := edit(&t)
	var u unchanged
	if errors.As(err, &u) {
		return tb.taskResult(t, string(u)), nil
	}
	if err != nil {
		return Result{}, err
	}
	if s == "" {
		return tb.taskResult(t, quote(t.Title)+" is already like that; nothing changed."), nil
	}
	if t, err = tx.Tasks().Update(t); err != nil {
		return Result{}, err
	}
	rec.Add(undo.RestoreTask(before))
	return tb.taskResult(t, s), nil
}

// changeEach applies edit to each of ts in one write; the summaries join.
func (tb *ToolBox) changeEach(tx *store.Tx, rec *undo.Recorder, ts []store.Task, edit func(t *store.Task) (string, error)) (Result, error) {
	var out Result
	var sums []string
	for i, t := range ts {
		r, err := tb.changeOne(tx, rec, t, edit)
		if err != nil {
			return Result{}, err
		}
		if i == 0 {
			out = r
		} else {
			out.Items = append(out.Items, r.Items...)
		}
		sums = append(sums, r.Summary)
	}
	out.Summary, out.Detail = strings.Join(sums, "; "), strings.Join(sums, "\n")
	return out, nil
}

// noDate: the To of rescheduleTask that removes the due date.
var noDate = map[string]bool{"none": true, "no date": true, "no due date": true, "undated": true}

// rescheduleTask moves the due date to a new date (To) or by an amount
// (By, dates.ParseShift: calendar days and months keep the wall-clock time);
// To "none" removes it.
func (tb *ToolBox) rescheduleTask(ctx context.Context, inv Invocation, a RescheduleTaskArgs) (Result, error) {
	to, by := strings.TrimSpace(a.To), strings.TrimSpace(a.By)
	if RelativeDueSaid(to) {
		// "move the balloons to 2 days before the party"
		var d string
		var ok bool
		err := tb.db.Read(ctx, func(tx *store.Tx) error {
			var err error
			d, ok, err = tb.relativeDay(tx, to)
			return err
		})
		if err != nil {
			return settle(Result{}, err)
		}
		if ok {
			to = d
		}
	}
	if (to == "") == (by == "") {
		return Fail("Say either when to move the task to, or by how much (for example '2 days')."), nil
	}
	if m := projectDateRef.FindStringSubmatch(strings.TrimSpace(a.Task)); m != nil && to != "" && !strings.EqualFold(to, "none") {
		// "move the wedding project's date to 27th June": its deadline,
		// added when it has none
		if r, ok, err := tb.projectDateMoved(ctx, inv, a.Task, m[1]+m[2], to); err != nil || ok {
			return settle(r, err)
		}
	}
	if a.OrCreate && to != "" && !strings.EqualFold(to, "none") {
		if missing, err := tb.noSuchTask(ctx, a.Task); err != nil {
			return Result{}, err
		} else if missing {
			if _, isMilestone, err := tb.milestoneInsteadOfTask(ctx, a.Task); err != nil || !isMilestone {
				if err != nil {
					return settle(Result{}, err)
				}
				title := strings.TrimSpace(a.Task)
				if l := strings.ToLower(title); strings.HasPrefix(l, "the ") && len(strings.Fields(title)) > 1 {
					title = title[len("the "):] // "the costume needs doing": the costume is the to-do
				}
				return tb.createTask(ctx, inv, CreateTaskArgs{Title: title, Due: to})
			}
		}
	}
	if h, ok, err := tb.milestoneInsteadOfTask(ctx, a.Task); err != nil {
		return settle(Result{}, err)
	} else if ok {
		// "push beta launch back a week": no task is called that, a
		// milestone is (a task and a milestone of one name are asked about).
		due := to
		if by != "" {
			if h.m.Due == nil {
				return Fail("The milestone " + quote(h.m.Title) + " has no date to move; say the new date."), nil
			}
			sh, err := parseShift(by)
			if err != nil {
				return settle(Result{}, err)
			}
			due = sh.Apply(h.m.Due.In(tb.opt.Location)).Format(time.RFC3339)
		}
		return tb.updateMilestone(ctx, inv, UpdateMilestoneArgs{Milestone: store.Ref(h.m.ID), Due: due})
	}
	if to != "" && !strings.EqualFold(to, "none") {
		if id, ok, err := tb.deadlineInsteadOfTask(ctx, a.Task); err != nil {
			return settle(Result{}, err)
		} else if ok {
			// "the bake sale got moved to the 19th": no task is called
			// that, a project is, and its deadline moves
			return tb.updateMilestone(ctx, inv, UpdateMilestoneArgs{Milestone: store.Ref(id), Due: to})
		}
	}
	return tb.changeTask(ctx, inv, a.Task, func(t *store.Task) (string, error) {
		if strings.EqualFold(to, NextOccurrence) {
			return tb.skipOccurrence(t, a.On)
		}
		if noDate[strings.ToLower(to)] {
			// "remove the due date from X": the task stays, undated.
			if t.Due == nil {
				return "", nil
			}
			t.Due, t.DueEnd, t.HasTime = nil, nil, false
			return "Removed the due date from " + quote(t.Title), nil
		}
		if rule, ok := movedRuleDay(*t, a.From, to, tb.opt.Location); ok {
			// "change the parents call from Saturday to Sunday": the
			// day it repeats on moves, not this week's one
			return tb.reRule(t, rule), nil
		}
		var due time.Time
		var end *time.Time
		hasTime := t.HasTime
		if to != "" {
			w, err := tb.parseWhen(to)
			if err != nil {
				return "", err
			}
			due, hasTime = tb.moveTo(*t, w)
			if wd, bare := dates.BareWeekday(strings.TrimPrefix(strings.ToLower(to), "the ")); a.SameWeek && bare && t.Due != nil {
				// "for the friday, not saturday": the Friday of the task's week
				day := weekStart(startOfDay(t.Due.In(tb.opt.Location))).AddDate(0, 0, (int(wd)+6)%7)
				due = time.Date(day.Year(), day.Month(), day.Day(), due.Hour(), due.Minute(), 0, 0, tb.opt.Location)
			}
			if m := bareMonthDay.FindStringSubmatch(strings.TrimSpace(to)); a.SameMonth && m != nil && t.Due != nil {
				// "make it the 24th instead" of a task due 20 January: the
				// 24th of January, when that month has one and it is not past
				old := t.Due.In(tb.opt.Location)
				n, _ := strconv.Atoi(m[1])
				if d := time.Date(old.Year(), old.Month(), n, due.Hour(), due.Minute(), 0, 0, tb.opt.Location); d.Day() == n && !d.Before(tb.today()) {
					due = d
				}
			}
			if _, bare := dates.BareWeekday(laterDay(to)); a.Later && !a.SameWeek && bare && t.Due != nil {
				// "push the report to monday" when it is due Wednesday: the
				// Monday after, as "push" puts it off
				for old := startOfDay(t.Due.In(tb.opt.Location)); !startOfDay(due.In(tb.opt.Location)).After(old); {
					due = due.AddDate(0, 0, 7)
				}
			}
			end = endAfterMove(*t, w, due)
		} else {
			sh, err := dates.ParseShift(by)
			if err != nil {
				return "", failf("I couldn't read %s as an amount of time (try '2 days' or '-1 week').", quote(by))
			}
			if t.Due == nil {
				return "", failf("%s has no due date to move; say when it is due instead.", quote(t.Title))
			}
			due, end = sh.Apply(t.Due.In(tb.opt.Location)), tb.shiftEnd(*t, sh)
			if sh.Clock != 0 {
				hasTime = true
			}
		}
		if !setDue(t, due, hasTime, end) {
			return "", nil
		}
		return "Moved " + quote(t.Title) + " to " + tb.taskDueText(*t), nil
	})
}

// bareMonthDay: a day of the month said alone ("the 24th", "24th").
var bareMonthDay = regexp.MustCompile(`(?i)^(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)$`)

// laterDay is To as a bare weekday for Later: "the monday", "next monday"
// "this monday" and "monday next week" are all the Monday the put-off
// starts from.
func laterDay(to string) string {
	l := strings.ToLower(strings.TrimSpace(to))
	for _, p := range []string{"the ", "next ", "this ", "on "} {
		l = strings.TrimPrefix(l, p)
	}
	if w, ok := strings.CutSuffix(l, " next week"); ok {
		return w // "monday next week"
	}
	return l
}

// NextOccurrence as rescheduleTask's To skips one occurrence of a
// repeating task: "skip the football training this monday".
const NextOccurrence = "next occurrence"

// skipOccurrence moves the repeating task t to its rule's next occurrence
// after its due date, keeping its time and window length, without marking
// anything done. on, when said ("the 21st"), must name the day t is due:
// only the next occurrence can be skipped. Errors (as the user's): t does
// not repeat, on is another day, or its series has ended.
func (tb *ToolBox) skipOccurrence(t *store.Task, on string) (string, error) {
	if t.RRule == "" {
		return "", failf("%s doesn't repeat, so there is no next one to skip to; say when to move it instead.", quote(t.Title))
	}
	if on = strings.TrimSpace(on); on != "" && t.Due != nil {
		w, err := tb.parseWhen(on)
		if err != nil || !w.hasDay {
			return "", failf("I couldn't read %s as a day; nothing was skipped.", quote(on))
		}
		if !sameDay(w.at.In(tb.opt.Location), t.Due.In(tb.opt.Location)) {
			return "", failf("%s is next due %s; I can only skip that one (say “skip %s”), or move the one you mean with “move”.", quote(t.Title), tb.taskDueText(*t), t.Title)
		}
	}
	n, err := tb.nextOccurrence(*t)
	if err != nil {
		return "", err
	}
	if n == nil {
		return "", failf("%s has no next occurrence: its series has ended.", quote(t.Title))
	}
	win := *t
	moveWindow(&win, t.Due, n) // the window keeps its length
	if !setDue(t, *n, t.HasTime, win.DueEnd) {
		return "", nil
	}
	return "Skipped one: " + quote(t.Title) + " is now due " + tb.taskDueText(*t), nil
}

// shiftEnd is t's window end moved by sh like its start; nil without one.
func (tb *ToolBox) shiftEnd(t store.Task, sh dates.Shift) *time.Time {
	if t.DueEnd == nil {
		return nil
	}
	e := sh.Apply(t.DueEnd.In(tb.opt.Location))
	return &e
}

// moveTo is where rescheduling t to w puts it. A phrase with a day but no
// time keeps t's clock time (in the zone t's due was given in); one with
// only a time of day keeps t's due date and sets the time.
func (tb *ToolBox) moveTo(t store.Task, w when) (time.Time, bool) {
	switch {
	case t.Due == nil:
		return w.at, w.hasTime
	case w.hasDay && !w.hasTime && t.HasTime:
		old := *t.Due
		y, m, d := w.at.Date()
		return time.Date(y, m, d, old.Hour(), old.Minute(), old.Second(), 0, old.Location()), true
	case !w.hasDay && w.hasTime:
		day := *t.Due // a date-only due counts by its own calendar date
		if t.HasTime {
			day = day.In(tb.opt.Location)
		}
		y, m, d := day.Date()
		at := w.at.In(tb.opt.Location)
		h := at.Hour()
		if old := t.Due.In(tb.opt.Location); w.bareClock && t.HasTime && h <= 23 {
			// "change the meeting to half past seven" when it was at 7pm:
			// the evening still; "10:30" for a 2pm order is the morning;
			// "gym should be 6:30 not 7" when it was at 7am is 06:30 — the
			// half of the day nearer the old time (a tie keeps the reading)
			am := (h%12)*60 + at.Minute()
			was := old.Hour()*60 + old.Minute()
			switch dAM, dPM := abs(am-was), abs(am+12*60-was); {
			case dAM < dPM:
				h = h % 12
			case dPM < dAM:
				h = h%12 + 12
			}
		}
		return time.Date(y, m, d, h, at.Minute(), 0, 0, tb.opt.Location), true
	}
	return w.at, w.hasTime
}

// snoozeTask pushes a task to Until, or to the "later" default
// (Options.SnoozeDefault).
func (tb *ToolBox) snoozeTask(ctx context.Context, inv Invocation, a SnoozeTaskArgs) (Result, error) {
	if a.OrCreate {
		if missing, err := tb.noSuchTask(ctx, a.Task); err != nil {
			return Result{}, err
		} else if missing {
			due := strings.TrimSpace(a.Until)
			if due == "" || strings.EqualFold(due, "later") {
				due = tb.snoozeUntil().Format(time.RFC3339)
			}
			res, err := tb.createTask(ctx, inv, CreateTaskArgs{Title: withoutThe(a.Task), Due: due})
			if err == nil && res.OK {
				res.Summary = "Nothing on your list matched " + quote(a.Task) + ". " + res.Summary
			}
			return res, err
		}
	}
	if by := strings.TrimSpace(a.By); by != "" {
		return tb.changeTask(ctx, inv, a.Task, func(t *store.Task) (string, error) {
			return tb.snoozeBy(t, by)
		})
	}
	return tb.changeTask(ctx, inv, a.Task, func(t *store.Task) (string, error) {
		until := strings.TrimSpace(a.Until)
		w := when{at: tb.snoozeUntil(), hasTime: true}
		due, hasTime := w.at, w.hasTime
		if until != "" && !strings.EqualFold(until, "later") {
			var err error
			if w, err = tb.parseWhen(until); err != nil {
				return "", err
			}
			// a snooze hides the task until a moment: "until next week" is
			// its Monday, not a window (the task's own window moves along)
			w.end = time.Time{}
			due, hasTime = w.at, w.hasTime
			// "until friday" keeps the task's clock time, as moving it does.
			if w.hasDay && !w.hasTime && t.HasTime {
				due, hasTime = tb.moveTo(*t, w)
			}
		}
		if !setDue(t, due, hasTime, endAfterMove(*t, w, due)) {
			return "", unchanged(quote(t.Title) + " is already due " + tb.taskDueText(*t) + "; nothing changed.")
		}
		return "Snoozed " + quote(t.Title) + " until " + tb.taskDueText(*t), nil
	})
}

// snoozeBy puts t off by an amount ("2 days", "an hour"). It counts from
// t's due date, as pushing a date back does, keeping its clock time; when
// that still leaves t overdue, or t has no due date, it counts from now
// (a day amount then keeps t's clock time on the day it lands on).
func (tb *ToolBox) snoozeBy(t *store.Task, by string) (string, error) {
	sh, err := dates.ParseShift(by)
	if err != nil || sh.Months < 0 || sh.Days < 0 || sh.Clock < 0 {
		return "", failf("I couldn't read %s as an amount of time (try '2 days' or 'an hour').", quote(by))
	}
	now := tb.now().In(tb.opt.Location)
	hasTime := t.HasTime || sh.Clock != 0
	var due time.Time
	switch {
	case t.Due != nil && sh.Apply(t.Due.In(tb.opt.Location)).After(now):
		due = sh.Apply(t.Due.In(tb.opt.Location))
	case t.Due != nil && t.HasTime && sh.Clock == 0:
		old := t.Due.In(tb.opt.Location)
		d := sh.Apply(now)
		due = time.Date(d.Year(), d.Month(), d.Day(), old.Hour(), old.Minute(), 0, 0, tb.opt.Location)
	case sh.Clock == 0 && !t.HasTime:
		due = sh.Apply(startOfDay(now))
	default:
		due, hasTime = sh.Apply(now), true
	}
	w := when{at: due, hasTime: hasTime, hasDay: true}
	if !setDue(t, due, hasTime, endAfterMove(*t, w, due)) {
		return "", unchanged(quote(t.Title) + " is already due " + tb.taskDueText(*t) + "; nothing changed.")
	}
	return "Snoozed " + quote(t.Title) + " until " + tb.taskDueText(*t), nil
}

// noSuchTask reports whether ref names no task at all (an ambiguous
// reference names some).
func (tb *ToolBox) noSuchTask(ctx context.Context, ref string) (bool, error) {
	missing := false
	err := tb.db.Read(ctx, func(tx *store.Tx) error {
		_, err := tx.Tasks().Resolve(ref)
		missing = errors.Is(err, store.ErrNotFound)
		return nil
	})
	return missing, err
}

// priorityLabels: labels that say a priority ("@urgent"), which clearing
// the priority of a task with none takes off instead.
var priorityLabels = map[string]bool{"urgent": true, "important": true, "asap": true, "priority": true, "high": true, "highpriority": true, "high-priority": true}

func (tb *ToolBox) setPriority(ctx context.Context, inv Invocation, a SetPriorityArgs) (Result, error) {
	step := relativePriority[strings.ToLower(strings.TrimSpace(a.Priority))]
	p, err := parsePriority(a.Priority)
	if err != nil && step == 0 {
		return settle(Result{}, err)
	}
	if strings.TrimSpace(a.Priority) == "" {
		return Fail("Say which priority: none, low, normal, high or urgent."), nil
	}
	return tb.changeTask(ctx, inv, a.Task, func(t *store.Task) (string, error) {
		if step != 0 {
			p = steppedPriority(t.Priority, step) // "lower the priority of X"
		}
		if t.Priority == p && p == 0 {
			// "remove urgent from the vendor meeting" of a task with no
			// priority but the label @urgent: the label is what was meant
			var kept, gone []string
			for _, g := range t.Tags {
				if priorityLabels[strings.ToLower(g)] {
					gone = append(gone, g)
				} else {
					kept = append(kept, g)
				}
			}
			if len(gone) > 0 {
				t.Tags = kept
				return "Removed the label @" + strings.Join(gone, " @") + " from " + quote(t.Title) + " (it had no priority)", nil
			}
		}
		if t.Priority == p {
			return "", nil
		}
		t.Priority = p
		if p == 0 {
			return "Cleared the priority of " + quote(t.Title), nil
		}
		return fmt.Sprintf("Set %s to %s priority", quote(t.Title), PriorityName(p)), nil
	})
}

// relativePriority: the words of a change of priority by one step ("lower"
// -1, "higher" +1).
var relativePriority = map[string]int{"lower": -1, "lower priority": -1, "down": -1, "higher": 1, "higher priority": 1, "up": 1, "raise": 1}

// steppedPriority is store priority p (0 none … 4 urgent) one step lower
// (step -1: never below low, and none becomes low) or higher (step +1:
// none becomes high, never above urgent).
func steppedPriority(p, step int) int {
	switch {
	case step < 0 && p <= 1:
		return 1
	case step < 0:
		return p - 1
	case p == 0:
		return 3
	case p >= 4:
		return 4
	}
	return p + 1
}

// setRecurrence sets or removes ("none") a task's RFC 5545 RRULE. The task
// becomes due at the rule's first occurrence on or after its due date (or
// today when it has none; or today, at the task's time, when an old rule
// had put its due date ahead — tomorrow when that time has passed), and the
// series is anchored (DTSTART) there.
func (tb *ToolBox) setRecurrence(ctx context.Context, inv Invocation, a SetRecurrenceArgs) (Result, error) {
	rep := strings.TrimSpace(a.Repeats)
	off := rep == "" || strings.EqualFold(rep, "none") || strings.EqualFold(rep, "never") || strings.EqualFold(rep, "no")
	if m := untilOnly.FindStringSubmatch(rep); m != nil {
		return tb.endSeries(ctx, inv, a.Task, m[1])
	}
	var w when
	if !off {
		var err error
		if w, err = tb.parseRule(rep); err != nil {
			return settle(Result{}, err)
		}
	}
	return tb.changeTask(ctx, inv, a.Task, func(t *store.Task) (string, error) {
		if off {
			if t.RRule == "" {
				return "", nil
			}
			t.RRule, t.DTStart = "", nil
			return quote(t.Title) + " no longer repeats", nil
		}
		w.rrule = keepDays(t.RRule, w.rrule)
		if t.RRule == w.rrule && (!w.hasDay || t.Due != nil && sameDay(t.Due.In(tb.opt.Location), w.at.In(tb.opt.Location))) {
			return "", nil
		}
		if t.Due == nil {
			t.Due, t.HasTime = &w.at, w.hasTime
			start := *t.Due
			t.RRule, t.DTStart = w.rrule, &start
			return quote(t.Title) + " now repeats " + RuleText(w.rrule) + ", next due " + tb.taskDueText(*t), nil
		}
		if w.hasDay {
			// "every day starting tomorrow": from the day said, at the
			// task's time unless one is said
			start, hasTime := tb.moveTo(*t, w)
			old := t.Due
			t.Due, t.HasTime = tb.alignDue(w.rrule, start), hasTime
			moveWindow(t, old, t.Due)
			first := *t.Due
			t.RRule, t.DTStart = w.rrule, &first
			return quote(t.Title) + " now repeats " + RuleText(w.rrule) + ", next due " + tb.taskDueText(*t), nil
		}
		return tb.reRule(t, w.rrule), nil
	})
}

// reRule gives the dated task t the RRULE rule: its due date becomes the
// rule's first occurrence from its old due date — or from today, at its
// time, when the old rule chose a later date or the new rule is daily
// ("make studying for calc repeat every day" of a task due at the exam:
// every day from today) — and its window keeps its length. The reply says the rule in words and the next due date.
func (tb *ToolBox) reRule(t *store.Task, rule string) string {
	old, from := t.Due, *t.Due
	if today := tb.today(); (t.RRule != "" && !bareInterval(rule) || daily(rule)) && from.After(today) {
		// The old rule chose that date, not the user: the new rule
		// counts from today, at the task's time ("change the rent
		// to every 28th" on 3 Dec, due 1 Jan: 28 Dec).
		from = time.Date(today.Year(), today.Month(), today.Day(), from.Hour(), from.Minute(), 0, 0, today.Location())
		if t.HasTime && from.Before(tb.now()) {
			// today's time has gone ("make it sunday" on a
			// Sunday afternoon, 7 am): the next one
			from = from.AddDate(0, 0, 1)
		}
	}
	t.Due = tb.alignDue(rule, from)
	moveWindow(t, old, t.Due)
	start := *t.Due
	t.RRule, t.DTStart = rule, &start
	return quote(t.Title) + " now repeats " + RuleText(rule) + ", next due " + tb.taskDueText(*t)
}

// bareInterval reports an RRULE that says only how often ("every six
// months": FREQ and INTERVAL, no day of the week or month): it keeps the
// task's date as its first occurrence, which names no day the old rule
// chose for it.
func bareInterval(rule string) bool {
	for _, kv := range strings.Split(strings.TrimPrefix(strings.ToUpper(rule), "RRULE:"), ";") {
		if k, _, _ := strings.Cut(kv, "="); k != "FREQ" && k != "INTERVAL" && k != "" {
			return false
		}
	}
	return true
}

// daily reports an RRULE of FREQ=DAILY.
func daily(rule string) bool {
	for _, kv := range strings.Split(strings.TrimPrefix(strings.ToUpper(rule), "RRULE:"), ";") {
		if kv == "FREQ=DAILY" {
			return true
		}
	}
	return false
}

// movedMonthDay is t's RRULE with its day of the month from replaced by
// to, when t repeats monthly on from (BYMONTHDAY, or none and due that
// day) and both are days of the month said alone ("the 1st", "15th"):
// "the heartworm pill should be on the 15th, not the 1st".
func movedMonthDay(t store.Task, from, to string, loc *time.Location) (string, bool) {
	fm, tm := bareMonthDay.FindStringSubmatch(strings.TrimSpace(from)), bareMonthDay.FindStringSubmatch(strings.TrimSpace(to))
	if fm == nil || tm == nil || fm[1] == tm[1] || t.RRule == "" || t.Due == nil {
		return "", false
	}
	fd, _ := strconv.Atoi(fm[1])
	td, _ := strconv.Atoi(tm[1])
	parts, freq, at := ruleParts(t.RRule)
	if freq != "MONTHLY" || at["BYDAY"] >= 0 || at["BYSETPOS"] >= 0 || td < 1 || td > 31 {
		return "", false
	}
	if i := at["BYMONTHDAY"]; i >= 0 {
		if _, v, _ := strings.Cut(parts[i], "="); v != strconv.Itoa(fd) {
			return "", false
		}
	}
	if at["BYMONTHDAY"] < 0 {
		if t.Due.In(loc).Day() != fd {
			return "", false
		}
		return strings.Join(append(parts, "BYMONTHDAY="+strconv.Itoa(td)), ";"), true
	}
	parts[at["BYMONTHDAY"]] = "BYMONTHDAY=" + strconv.Itoa(td)
	return strings.Join(parts, ";"), true
}

// ruleParts splits an RRULE into its KEY=VALUE parts, its FREQ (upper
// case) and the index of each BY part it holds (-1 for one it lacks, as
// the map's lookups of BYDAY, BYMONTHDAY and BYSETPOS give).
func ruleParts(rule string) (parts []string, freq string, at map[string]int) {
	parts = strings.Split(strings.TrimPrefix(rule, "RRULE:"), ";")
	at = map[string]int{"BYDAY": -1, "BYMONTHDAY": -1, "BYSETPOS": -1}
	for i, kv := range parts {
		k, v, _ := strings.Cut(kv, "=")
		switch k = strings.ToUpper(k); k {
		case "FREQ":
			freq = strings.ToUpper(v)
		case "BYDAY", "BYMONTHDAY", "BYSETPOS":
			at[k] = i
		}
	}
	return parts, freq, at
}

// movedRuleDay is t's RRULE with the weekday from replaced by the weekday
// to, when t repeats weekly on from (its BYDAY holds it, or it has no
// BYDAY and is due on that weekday) and both are bare weekdays
// ("saturday", "on sundays"). ok is false otherwise: the move is of one
// occurrence, or of a task that does not repeat.
func movedRuleDay(t store.Task, from, to string, loc *time.Location) (string, bool) {
	if r, ok := movedMonthDay(t, from, to, loc); ok {
		return r, true
	}
	fw, ok1 := dates.BareWeekday(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(from)), "the "))
	tw, ok2 := dates.BareWeekday(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(to)), "the "))
	if !ok1 || !ok2 || fw == tw || t.RRule == "" || t.Due == nil {
		return "", false
	}
	code := func(d time.Weekday) string { return strings.ToUpper(d.String()[:2]) }
	parts, freq, at := ruleParts(t.RRule)
	found := at["BYDAY"]
	if freq != "WEEKLY" {
		return "", false
	}
	if found < 0 {
		if t.Due.In(loc).Weekday() != fw {
			return "", false
		}
		return strings.Join(append(parts, "BYDAY="+code(tw)), ";"), true
	}
	_, v, _ := strings.Cut(parts[found], "=")
	days := strings.Split(v, ",")
	hit := false
	for i, d := range days {
		if strings.EqualFold(d, code(fw)) {
			days[i], hit = code(tw), true
		} else if strings.EqualFold(d, code(tw)) {
			return "", false // it already repeats on the new day too
		}
	}
	if !hit {
		return "", false
	}
	parts[found] = "BYDAY=" + strings.Join(days, ",")
	return strings.Join(parts, ";"), true
}

// untilOnly: a repetition said as its end alone ("until 17 dec", "stop
// after the 20th"): the task's rule stays, ending that day.
var untilOnly = regexp.MustCompile(`(?i)^(?:until|till|til|'til|through|thru|up\s+to|ending(?:\s+on)?|ends?(?:\s+on)?|stop(?:s|ping)?(?:\s+repeating)?\s+(?:on|after|from)|and\s+stop\s+(?:on|after))\s+(.+)$`)

// endSeries ends the series of the repeating task ref on the day said
// (inclusive): its RRULE gets UNTIL at that day's end in the user's
// location, in UTC, replacing any COUNT or UNTIL. A task that does not
// repeat, or a day already past, fails with a message; nothing changes.
func (tb *ToolBox) endSeries(ctx context.Context, inv Invocation, ref, day string) (Result, error) {
	r, err := tb.parseDate(day)
	if err != nil || !r.HasDate || r.RRule != "" {
		return settle(Result{}, failf("I couldn't read %s as the day the repeats end.", quote(day)))
	}
	loc := tb.opt.Location
	last := r.Value.In(loc)
	end := time.Date(last.Year(), last.Month(), last.Day()+1, 0, 0, 0, 0, loc).Add(-time.Second)
	if end.Before(tb.today()) {
		return settle(Result{}, failf("%s has already passed; say a day from today on.", quote(day)))
	}
	until := end.UTC().Format("20060102T150405Z")
	return tb.changeTask(ctx, inv, ref, func(t *store.Task) (string, error) {
		if t.RRule == "" {
			return "", failf("%s doesn't repeat, so there is no series to end; say how often it repeats (“every monday until %s”).", quote(t.Title), strings.TrimSpace(day))
		}
		rule := withUntil(t.RRule, until)
		if rule == t.RRule {
			return "", nil
		}
		t.RRule = rule
		return quote(t.Title) + " now repeats " + RuleText(rule), nil
	})
}

// withUntil is rule with UNTIL=until in place of any COUNT or UNTIL.
func withUntil(rule, until string) string {
	var keep []string
	for _, kv := range strings.Split(strings.TrimPrefix(rule, "RRULE:"), ";") {
		k, _, _ := strings.Cut(kv, "=")
		if kv != "" && !strings.EqualFold(k, "UNTIL") && !strings.EqualFold(k, "COUNT") {
			keep = append(keep, kv)
		}
	}
	return strings.Join(append(keep, "UNTIL="+until), ";")
}

// keepDays is rule with the days of old kept when rule only changes how
// often old repeats: "every 2 weeks" said of a task repeating every Monday
// is every other Monday (FREQ=WEEKLY;BYDAY=MO becomes
// FREQ=WEEKLY;INTERVAL=2;BYDAY=MO), not every two weeks from today. A rule
// of another frequency, or one that names its own days, is kept as it is.
func keepDays(old, rule string) string {
	parts := func(r string) (map[string]string, []string) {
		m := map[string]string{}
		var keys []string
		for _, kv := range strings.Split(strings.TrimPrefix(r, "RRULE:"), ";") {
			if k, v, ok := strings.Cut(kv, "="); ok {
				m[strings.ToUpper(k)] = v
				keys = append(keys, strings.ToUpper(k))
			}
		}
		return m, keys
	}
	o, okeys := parts(old)
	n, _ := parts(rule)
	if old == "" || o["FREQ"] != n["FREQ"] {
		return rule
	}
	for k := range n {
		if strings.HasPrefix(k, "BY") {
			return rule
		}
	}
	out := rule
	for _, k := range okeys {
		if strings.HasPrefix(k, "BY") {
			out += ";" + k + "=" + o[k]
		}
	}
	return out
}

// partsOverLooseWhole is the tasks the parts of ref name ("the dentist and
// the landlord email") when one task, whole, answers ref (its Resolve gave
// one and err nil) only loosely — its title does not hold ref — and each
// part names a different task: the parts win, so no named task is silently
// left out. ok is false otherwise.
func (tb *ToolBox) partsOverLooseWhole(tx *store.Tx, ref string, one store.Task, err error) ([]store.Task, bool) {
	if err != nil || containsFold(one.Title, ref) {
		return nil, false
	}
	ts, missing, ok := tb.eachTask(tx, ref)
	return ts, ok && len(missing) == 0 && len(ts) > 1
}

// partNamesNone is the failure of a change to a list one of whose parts
// names no task: nothing is changed, and that part is named.
func partNamesNone(part string) error {
	return failf("No task matches %s (the others do); say that one with words from its title.", quote(part))
}

// partsMissing is the parts of ref ("the jumpers, the present for Mam and
// the raffle prizes") that name no one task, when one task answers ref whole
// only loosely (its title does not hold ref) and other parts do name
// tasks: acting on the loose whole would leave the list half done, so the
// change is refused and the missing part named. nil otherwise.
func (tb *ToolBox) partsMissing(tx *store.Tx, ref string, one store.Task, err error) []string {
	if err != nil || containsFold(one.Title, ref) {
		return nil
	}
	parts := partSep.Split(strings.TrimSpace(ref), -1)
	if len(parts) < 2 {
		return nil
	}
	var named int
	var missing []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		if _, err := tx.Tasks().Resolve(reportRef(tx, p)); err != nil {
			missing = append(missing, p) // none, or several: not named
		} else {
			named++
		}
	}
	if named == 0 {
		return nil
	}
	return missing
}

// containsFold reports whether title holds ref, ignoring case and a
// leading article of ref.
func containsFold(title, ref string) bool {
	r := strings.ToLower(strings.TrimSpace(ref))
	for _, a := range []string{"the ", "a ", "an ", "my "} {
		r = strings.TrimPrefix(r, a)
	}
	return strings.Contains(strings.ToLower(title), r)
}

// abs is |n|.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// deadlineInsteadOfTask reports the open "Deadline" milestone of the
// project ref names when no task is named so: a project's date is its
// deadline (createProject's Due makes it). ok is false when a task matches,
// no project or several do, or the project has no open deadline.
func (tb *ToolBox) deadlineInsteadOfTask(ctx context.Context, ref string) (id string, ok bool, err error) {
	if missing, err := tb.noSuchTask(ctx, ref); err != nil || !missing {
		return "", false, err
	}
	_, ds, found, err := tb.projectDeadlines(ctx, ref)
	if err != nil || !found || len(ds) != 1 {
		return "", false, err // none, or two deadlines: say which
	}
	return ds[0].ID, true, nil
}

// projectDeadlines is the project ref names and its open "Deadline"
// milestones; found is false when no one project answers to ref.
func (tb *ToolBox) projectDeadlines(ctx context.Context, ref string) (p store.Project, ds []store.Milestone, found bool, err error) {
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		q, perr := tb.project(tx, ref)
		if perr != nil {
			return nil
		}
		ms, merr := tx.Projects().Milestones(q.ID)
		if merr != nil {
			return merr
		}
		for _, m := range ms {
			if !m.Done && strings.EqualFold(strings.TrimSpace(m.Title), DeadlineTitle) {
				ds = append(ds, m)
			}
		}
		p, found = q, true
		return nil
	})
	return p, ds, found, err
}

// projectDateRef: a project's date said as one ("the wedding project's
// date", "the date of the fete"): group 1 or 2 the project.
var projectDateRef = regexp.MustCompile(`(?i)^(?:the\s+|my\s+|our\s+)?(?:(.+?)(?:'s|’s|s')\s+(?:date|deadline|due\s+date|end\s+date|finish\s+date|target\s+date)|(?:date|deadline|due\s+date|end\s+date|target\s+date)\s+(?:of|for)\s+(?:the\s+|my\s+|our\s+)?(.+?))$`)

// ProjectDateSaid reports words that name a project's date ("the wedding
// project's date", "the deadline of the fete"): rescheduleTask moves that
// project's deadline when no task answers to them.
func ProjectDateSaid(ref string) bool {
	return projectDateRef.MatchString(strings.TrimSpace(ref))
}

// projectDateMoved moves the deadline of the project the words name to
// to (a new Deadline milestone when it has none) when no task answers to
// ref itself. ok is false, with nothing done, when a task does, when no
// project has those words, or when the project has two deadlines (the
// usual lookup then asks).
func (tb *ToolBox) projectDateMoved(ctx context.Context, inv Invocation, ref, words, to string) (Result, bool, error) {
	if missing, err := tb.noSuchTask(ctx, ref); err != nil || !missing {
		return Result{}, false, err
	}
	p, deadlines, found, err := tb.projectDeadlines(ctx, bareProjectWords(words))
	switch {
	case err != nil || !found || len(deadlines) > 1:
		return Result{}, false, err
	case len(deadlines) == 1:
		r, err := tb.updateMilestone(ctx, inv, UpdateMilestoneArgs{Milestone: store.Ref(deadlines[0].ID), Due: to})
		return r, true, err
	}
	r, err := tb.addMilestone(ctx, inv, AddMilestoneArgs{Project: store.Ref(p.ID), Title: DeadlineTitle, Due: to})
	return r, true, err
}

// DeadlineTitle is the title of a project's deadline milestone ("create a
// project Fete due 18 December" adds it).
const DeadlineTitle = "Deadline"

// withoutThe is a reference said as "the X" made a title: "X" ("remind me
// about the tractor oil change" adds "tractor oil change"). A title that
// is only "the …" of one word keeps it.
func withoutThe(ref string) string {
	r := strings.TrimSpace(ref)
	if rest, ok := cutPrefixFold(r, "the "); ok && strings.Contains(strings.TrimSpace(rest), " ") {
		return strings.TrimSpace(rest)
	}
	return r
}
