package agent

import (
	"context"
	"encoding/json"
	"maps"
	"regexp"
	"strconv"
	"strings"

	"pace/agent/grammar"
	"pace/plan"
	"pace/tools"
	"pace/tools/dates"
	"pace/undo"
)

// GrammarBackend is the deterministic brain: the intent grammar reads the
// request into a plan, the plan executor runs it through the ToolBox, and
// the reply is composed from the results. No model, no server.
type GrammarBackend struct {
	box  *tools.ToolBox
	exec *plan.Executor
}

var _ Backend = (*GrammarBackend)(nil)

// NewGrammarBackend runs plans on box, rolling back failed steps with eng.
func NewGrammarBackend(box *tools.ToolBox, eng *undo.Engine) *GrammarBackend {
	return &GrammarBackend{box: box, exec: &plan.Executor{Box: box, Undo: eng}}
}

// Name implements Backend.
func (g *GrammarBackend) Name() string { return "grammar" }

// OffDevice implements Backend: the grammar never leaves the machine.
func (g *GrammarBackend) OffDevice() bool { return false }

// Stream implements Backend.
func (g *GrammarBackend) Stream(ctx context.Context, req Request, emit func(Event)) error {
	if text, ok, err := SameDayAs(ctx, g.box, req.Text, req.Focus, req.FocusFamily); err != nil {
		return err
	} else if ok {
		req.Text = text // "and football boots also, same day"
	}
	p := grammar.Plan(req.Text)
	if q, ok, err := AnswerWhich(ctx, req, g.box); err != nil {
		return err
	} else if ok {
		p = q // "Coach Trip, please." after "Which project do you mean?"
	}
	if q, ok := AndThatToo(p, req); ok {
		p = q // "and the PE kit thing" after "put the swimming one in Family"
	}
	if q, ok := AnotherOne(req); ok {
		p = q // "and another one, itinerary sent home by 20th March" after a milestone
	}
	SameAsBefore(&p, req)
	AndSameProject(&p, req)
	if onlyAsks(p) {
		// "and tomorrow?" after "what's due today?"
		if fp, ok := grammar.FollowUp(req.Previous.Recent, req.Text); ok {
			p = fp
		}
	}
	if err := OwnTaskInstead(ctx, &p, g.box); err != nil {
		return err
	}
	if err := MoveNotDuplicate(ctx, &p, g.box, req.Text); err != nil {
		return err
	}
	if err := MilestoneOfOpen(ctx, &p, g.box); err != nil {
		return err
	}
	focus := req.Focus
	if req.FocusFamily != "" && req.FocusFamily != "task" {
		focus = ""
	}
	if err := EachNamed(ctx, &p, g.box, focus); err != nil {
		return err
	}
	if err := DayOfFocus(ctx, &p, g.box, req); err != nil {
		return err
	}
	if err := NamedOrFocus(ctx, &p, g.box, req); err != nil {
		return err
	}
	if err := WithoutAside(ctx, &p, g.box); err != nil {
		return err
	}
	NoteVerbatim(&p, req.Text)
	AnotherMilestone(&p, req.Text, req.Previous)
	if err := MilestoneAtProjectName(ctx, &p, g.box); err != nil {
		return err
	}
	if err := RenameAtProjectName(ctx, &p, g.box, req.Text); err != nil {
		return err
	}
	if err := CancelIsToDo(ctx, &p, g.box, req.Text); err != nil {
		return err
	}
	ProjectWordKept(&p, req.Text)
	if err := RelativeDueCut(ctx, &p, g.box, req.Focus); err != nil {
		return err
	}
	if err := WeeklyRuleMoved(ctx, &p, g.box, req.Text); err != nil {
		return err
	}
	if err := ProjectsByName(ctx, &p, g.box); err != nil {
		return err
	}
	if err := ProjectNameInDate(ctx, &p, g.box); err != nil {
		return err
	}
	if err := PriorityOfExisting(ctx, &p, g.box, req.Text); err != nil {
		return err
	}
	if err := MakeItWhenOfExisting(ctx, &p, g.box); err != nil {
		return err
	}
	if err := EventNotYetKept(ctx, &p, g.box, req.Text); err != nil {
		return err
	}
	if err := ExistingIntoNewProject(ctx, &p, g.box); err != nil {
		return err
	}
	if err := DoneWithCircumstance(ctx, &p, g.box); err != nil {
		return err
	}
	if err := FileUnderNamedProject(ctx, &p, g.box, req.Text); err != nil {
		return err
	}
	if err := PutExistingUnder(ctx, &p, g.box, req.Text); err != nil {
		return err
	}
	NamedEventWithoutCalendar(&p, g.box.Registry(), req.Text)
	WithoutCalendar(&p, g.box.Registry())
	MeantOther(&p, req.Previous)
	RepeatCorrected(&p, req.Previous)
	UndoThat(&p, req.Previous)
	if err := ResolveDemonstratives(ctx, &p, g.box, req.Focus, req.FocusFamily); err != nil {
		return err
	}
	BothSaid(&p, req.Text)
	if !themNamed.MatchString(req.Text) {
		ResolveThem(&p, req.FocusAll, req.Recent)
	}
	ResolveOrdinal(&p, req.FocusAll, req.Listed)
	ResolvePronouns(&p, req.Focus, req.FocusFamily)
	ResolveProjectPronouns(&p, req.FocusProject)
	AskWhich(&p)
	p = grammar.AskJunk(p) // a new task whose title shows a misread request is asked about, never made
	return RunPlan(ctx, g.box, g.exec, p, req, emit, nil)
}

// OwnTaskInstead runs p.IfOwn, the change the words ask of one of the
// user's tasks, instead of p's refusal when its reference names exactly
// one open task (or, for a move or a tick, one milestone): "move the dr
// patel email to tuesday" moves the task "email dr patel about the
// referral", while "move my alarm to 7:15" with no such task is still
// declined. Errors: store errors only.
func OwnTaskInstead(ctx context.Context, p *plan.Plan, box *tools.ToolBox) error {
	if len(p.Steps) > 0 || p.Clarify != nil || p.IfOwn == nil {
		return nil
	}
	ref, _ := p.IfOwn.Args["task"].(string)
	ok, err := box.OpenTaskNamed(ctx, ref)
	if err == nil && !ok && (p.IfOwn.Tool == "rescheduleTask" || p.IfOwn.Tool == "completeTask") {
		// "move the kitchen delivery to the 29th": a milestone of the
		// user's, which those tools move or mark done as well
		ok, err = box.Names(ctx, tools.KindMilestone, ref)
	}
	if err != nil || !ok {
		return err
	}
	*p = plan.Plan{Understood: true, Steps: []plan.Step{*p.IfOwn}}
	return nil
}

// eachTools change one task each; a reference naming two with "and" is
// the same change to both.
var eachTools = map[string]bool{"tagTask": true, "untagTask": true, "completeTask": true, "setPriority": true, "deleteTask": true,
	"rescheduleTask": true, "snoozeTask": true, "reopenTask": true, "updateTask": true}

// andParts: " and " or ", " between the tasks a reference names.
var andParts = regexp.MustCompile(`(?i)\s*,\s*(?:and\s+)?(?:to\s+)?|\s+and\s+(?:to\s+|also\s+)?`)

// EachNamed makes a one-task change whose reference names no task but
// whose parts each name one ("tag the wing mirror task and the master
// cylinder task with parts", "put the tag casa to clean the room and to
// the electricity bill") the same change to each, one step apiece. A part
// that is "it" or "that" ("mark that done and the paint too") is focus,
// the task in focus ("id:<uuid>"; "" when there is none).
// Errors: store errors only.
func EachNamed(ctx context.Context, p *plan.Plan, box *tools.ToolBox, focus string) error {
	last := len(p.Steps) - 1 // the last step: no step after it points at its number
	if last < 0 || p.Clarify != nil || !eachTools[p.Steps[last].Tool] {
		return nil
	}
	ref, ok := p.Steps[last].Args["task"].(string)
	if !ok || !strings.Contains(ref, " and ") && !strings.Contains(ref, ",") {
		return nil
	}
	whole, err := box.OpenTaskID(ctx, ref)
	if err != nil {
		return err
	}
	parts := andParts.Split(ref, -1)
	if len(parts) < 2 || len(parts) > 6 {
		return nil
	}
	focus = strings.TrimPrefix(focus, "id:") // compared with OpenTaskID's ids
	ids := map[string]bool{}
	for i, part := range parts {
		if onePronoun[strings.ToLower(strings.TrimSpace(part))] {
			if focus == "" || ids[focus] {
				return nil
			}
			ids[focus] = true
			parts[i] = "it"
			continue
		}
		id, err := box.OpenTaskID(ctx, strings.TrimSpace(part))
		if err != nil || id == "" || ids[id] {
			return err // a part naming no task, or two parts the same one
		}
		ids[id] = true
	}
	if whole != "" && !ids[whole] {
		return nil // the words name one task of their own ("fish and chips night")
	}
	steps := append([]plan.Step{}, p.Steps[:last]...)
	for _, part := range parts {
		args := maps.Clone(p.Steps[last].Args)
		args["task"] = strings.TrimSpace(part)
		steps = append(steps, plan.Step{Tool: p.Steps[last].Tool, Args: args})
	}
	p.Steps = steps
	return nil
}

// onePronoun: the words that stand for the one item in focus.
var onePronoun = map[string]bool{"it": true, "that": true, "this": true, "that one": true, "this one": true, "that task": true, "this task": true, "that job": true}

// pronounSaid: "it", "that" or "that one" said as an object in a request.
var pronounSaid = regexp.MustCompile(`(?i)\b(?:reopen|complete|finish|move|delete|remove|tick|mark|untick|undo|put|make|change|push)\s+(?:it|that(?:\s+one)?|this(?:\s+one)?)\b`)

// NamedOrFocus reads a one-task change whose reference names no item at
// all as said of the item in focus, when the request also says "it" or
// "that one": in "not yet, the photographer was closed. Reopen it please"
// the photographer is the reason, and "it" the task just completed.
// Errors: store errors only.
func NamedOrFocus(ctx context.Context, p *plan.Plan, box *tools.ToolBox, req Request) error {
	if len(p.Steps) != 1 || p.Clarify != nil || req.Focus == "" || !pronounSaid.MatchString(req.Text) {
		return nil
	}
	if p.Steps[0].Args["orCreate"] == true {
		return nil // "remind me about the tractor oil change this Saturday": a new one when none is called so
	}
	ref, ok := p.Steps[0].Args["task"].(string)
	if !ok || pronouns[strings.ToLower(strings.TrimSpace(ref))] || grammar.StartsWithTaskVerb(ref) {
		// a to-do said outright ("I have bought Oliver's present, so tick
		// that off") is the one meant, even when no task is called that
		return nil
	}
	none, err := box.NamesNothing(ctx, ref)
	if err != nil || !none {
		return err
	}
	if p.Steps[0].Tool == "rescheduleTask" && headThenIt.MatchString(req.Text) {
		// "The meeting with the teacher of Adam, put it 15/12 at 16h30":
		// "it" is the thing named before the comma, which is new
		p.Steps[0].Args["orCreate"] = true
		return nil
	}
	p.Steps[0].Args["task"] = "it"
	return nil
}

// headThenIt: a thing named first, then "put it / make it / set it" and
// its day ("The meeting with the teacher, put it 15/12").
var headThenIt = regexp.MustCompile(`(?i)^\s*(?:the\s+|my\s+|a\s+)?[^,]+,\s*(?:please\s+|pls\s+)?(?:put|make|set|schedule|pencil)\s+it\s+(?:in\s+|down\s+|for\s+|on\s+)?\S`)

// relativeDay: a due date said only relative to another day ("the day
// before", "two days after").
var relativeDay = regexp.MustCompile(`(?i)^(?:the\s+)?(?:day|(?:\d+|two|three|four|five|six|seven)\s+days|(?:a|one|two)\s+weeks?)\s+(?:before|after|earlier|later)$`)

// relativeDayLast: a relative day said last in a title (group 1).
var relativeDayLast = regexp.MustCompile(`(?i)\s*,?\s+(?:due\s+)?((?:the\s+)?(?:day|(?:\d+|two|three|four|five|six|seven)\s+days)\s+(?:before|after))\s*$`)

// DayOfFocus reads a new task's due date said only relative to another day
// ("and remind me to fill in the form the day before") as relative to the
// due day of the task in focus. Errors: store errors only.
func DayOfFocus(ctx context.Context, p *plan.Plan, box *tools.ToolBox, req Request) error {
	if req.Focus == "" {
		return nil
	}
	focusDay, read := "", false
	dayOf := func() (string, bool, error) {
		// the focus task's day, read once for the whole plan
		if !read {
			d, ok, err := box.DueDay(ctx, req.Focus)
			if err != nil || !ok {
				return "", false, err
			}
			focusDay, read = d, true
		}
		return focusDay, true, nil
	}
	for _, st := range p.Steps {
		due, _ := st.Args["due"].(string)
		title, _ := st.Args["title"].(string)
		if m := relativeDayLast.FindStringSubmatchIndex(title); st.Tool == "createTask" && due == "" && m != nil && m[0] > 0 {
			// "fill in the bloods form the day before": the words are its
			// day, not its title
			due, title = title[m[2]:m[3]], strings.TrimSpace(title[:m[0]])
			if _, ok, err := dayOf(); err != nil || !ok {
				return err
			}
			st.Args["title"] = title
		}
		if st.Tool != "createTask" || !relativeDay.MatchString(strings.TrimSpace(due)) {
			continue
		}
		day, ok, err := dayOf()
		if err != nil || !ok {
			return err
		}
		w := strings.Fields(strings.TrimSpace(due))
		rel := strings.ToLower(w[len(w)-1])
		rel = map[string]string{"earlier": "before", "later": "after"}[rel] + map[bool]string{true: rel}[rel == "before" || rel == "after"]
		st.Args["due"] = strings.Join(w[:len(w)-1], " ") + " " + rel + " " + day
	}
	return nil
}

// onlyAsks: p changes nothing and only asks the notes (or nothing) — the
// reading a follow-up like "and tomorrow?" gets on its own.
func onlyAsks(p plan.Plan) bool {
	for _, s := range p.Steps {
		if s.Tool != "askNotes" && s.Tool != "searchEverything" {
			return false
		}
	}
	return true
}

// NotApproved is the summary of a step not run because the request was not
// approved.
const NotApproved = "not done: you didn't approve it"

// RunPlan executes p for req through exec, emitting the plan outline, a
// started and a finished event per step (records carry the full tool result:
// citations, items) and the reply. Risky steps are put to req.Approve first;
// if any is declined nothing runs. compose, if not nil, writes the reply
// from the outcome (the LLM brain narrates); otherwise grammar.Reply.
func RunPlan(ctx context.Context, box *tools.ToolBox, exec *plan.Executor, p plan.Plan, req Request, emit func(Event), compose func(plan.Outcome) (string, error)) error {
	total := len(p.Steps)
	if total == 0 {
		text := p.Note
		if text == "" {
			text = "I'm not sure what to do with that."
		}
		emit(Event{Kind: EventText, Text: text})
		emit(Event{Kind: EventDone, Text: text, Clarify: p.Clarify})
		return nil
	}
	outline := Outline(p)
	if total > 1 {
		emit(Event{Kind: EventPlan, Outline: outline, Total: total})
	}
	for _, s := range p.Steps {
		t, ok := box.Registry().Lookup(s.Tool)
		if !ok || t.Risk != tools.NeedsApproval {
			continue
		}
		args, _ := json.Marshal(s.Args)
		if req.Approve == nil || !req.Approve(ctx, t.Spec, args) {
			for i, st := range p.Steps {
				// the step's arguments kept: "yes" runs what was asked about
				stArgs, _ := json.Marshal(st.Args)
				emit(Event{Kind: EventToolFinished, Index: i + 1, Total: total, Tool: st.Tool,
					Record: ToolRecord{Tool: st.Tool, Family: family(box, st.Tool), Args: stArgs, Summary: NotApproved, Status: StatusSkipped}})
			}
			text := FailureMessage(ErrDenied)
			emit(Event{Kind: EventDone, Text: text})
			return nil
		}
	}
	if err := freezeApproved(ctx, box, p, req); err != nil {
		return err
	}
	cap := &capture{Box: box}
	ex := *exec
	ex.Box = cap
	out, err := ex.Execute(ctx, p, req.Group, func(e plan.StepEvent) {
		switch e.Phase {
		case plan.PhaseStarted:
			emit(Event{Kind: EventToolStarted, Index: e.Index, Total: e.Total, Tool: e.Tool})
		case plan.PhaseFinished:
			rec := ToolRecord{Tool: e.Tool, Family: family(box, e.Tool), Summary: e.Summary, Status: string(e.Status)}
			if e.Status != plan.StatusSkipped && cap.ran {
				rec = RecordOf(box, cap.inv, cap.res)
				rec.Status, rec.Summary = string(e.Status), e.Summary
				cap.ran = false
			} else if e.Index >= 1 && e.Index <= len(p.Steps) {
				// a step not run keeps what it would have done, so an
				// answer to the question that stopped the plan runs it too
				rec.Args, _ = json.Marshal(p.Steps[e.Index-1].Args)
			}
			emit(Event{Kind: EventToolFinished, Index: e.Index, Total: e.Total, Tool: e.Tool, Record: rec})
		}
	})
	if err != nil {
		return err
	}
	text := grammar.Reply(out)
	if compose != nil {
		if t, err := compose(out); err == nil && strings.TrimSpace(t) != "" {
			text = t
		}
	}
	emit(Event{Kind: EventText, Text: text})
	emit(Event{Kind: EventDone, Text: text})
	return nil
}

// selectionKeys are a bulkTasks call's selection arguments.
var selectionKeys = []string{"filter", "project", "tag", "priority", "day", "since", "before", "week", "from", "except"}

// freezeApproved turns each approved bulkTasks step of p that selects its
// tasks (by day, project, label …) into one naming them, the tasks its
// approval named: a step before it in the plan (a task just made "due
// Friday") never adds to a change the user approved. Nothing is frozen
// without an approver (no one was asked). err is a store error.
func freezeApproved(ctx context.Context, box *tools.ToolBox, p plan.Plan, req Request) error {
	if req.Approve == nil {
		return nil
	}
	for _, s := range p.Steps {
		if s.Tool != "bulkTasks" {
			continue
		}
		args, _ := json.Marshal(s.Args)
		refs, ok, err := box.BulkTargets(ctx, args)
		if err != nil {
			return err
		}
		if !ok {
			continue
		}
		for _, k := range selectionKeys {
			delete(s.Args, k)
		}
		s.Args["tasks"] = refs
	}
	return nil
}

// ProjectsByName rewrites a deleteTask step whose reference names no task
// but exactly a project ("ok just delete garden altogether") into
// deleteProject: the grammar cannot see which projects exist; the approval
// then names the project and its tasks. Errors: store errors only.
//
// A completion whose reference is exactly a project's name ("spare room is
// done, archive it") archives the project: no task is completed on a
// loose match, and a following "archive it" is that same archive. A rename
// ("rename side gig to Craft Shop") renames the project, a reopen ("bring
// Spanish lessons back") restores it. A project's deadline moved where no
// project but a task has that name moves the task.
func ProjectsByName(ctx context.Context, p *plan.Plan, box *tools.ToolBox) error {
	for i := 0; i < len(p.Steps); i++ {
		s := p.Steps[i]
		if pr, _ := s.Args["project"].(string); s.Tool == "updateMilestone" && s.Args["milestone"] == "Deadline" && s.Args["orCreate"] == true && s.Args["due"] != nil {
			// "change the Adeyemi return deadline to the 28th" with no
			// project of that name but a task: the task's date
			ok, err := box.TaskInsteadOfProject(ctx, pr)
			if err != nil {
				return err
			}
			if ok {
				p.Steps[i] = plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": pr, "to": s.Args["due"]}}
			}
			continue
		}
		ref, _ := s.Args["task"].(string)
		to, ok := projectTools[s.Tool]
		if !ok || ref == "" {
			continue
		}
		if s.Tool == "updateTask" && (len(s.Args) != 2 || s.Args["title"] == nil) {
			continue // only a rename: "rename side gig to Craft Shop"
		}
		name, ok, err := box.ProjectInsteadOfTask(ctx, ref, s.Tool != "deleteTask")
		if err != nil {
			return err
		}
		if !ok && s.Tool == "reopenTask" {
			// "actually reopen lumen" after "Lumen app promo" was archived
			if name, ok, err = box.ArchivedProjectInsteadOfTask(ctx, ref); err != nil {
				return err
			}
		}
		if !ok {
			continue
		}
		args := map[string]any{"project": name}
		if s.Tool == "updateTask" {
			args["name"] = s.Args["title"]
		}
		p.Steps[i] = plan.Step{Tool: to, Args: args}
		if i+1 < len(p.Steps) && p.Steps[i+1].Tool == to && p.Steps[i+1].Args["project"] == "$"+strconv.Itoa(i+1) {
			dropStep(p, i+1) // "…, archive it": the same archive
		}
	}
	return nil
}

// ProjectNameInDate reads a new task's project and the last word of its
// date as one project name when a project has that name ("… both
// thursday #Jess 30th" with a project "Jess 30th" is due thursday in that
// project, not on a Thursday the 30th), and a selection's day that is
// exactly a project's name as that project ("all the christmas stuff"
// with a project Christmas). Errors: store errors only.
func ProjectNameInDate(ctx context.Context, p *plan.Plan, box *tools.ToolBox) error {
	for _, s := range p.Steps {
		if day, _ := s.Args["day"].(string); (s.Tool == "bulkTasks" || s.Tool == "queryTasks") && day != "" && s.Args["project"] == nil {
			// "make all the christmas stuff p2" with a project Christmas:
			// that project's tasks, not those due on Christmas day
			name, ok, err := box.ProjectNamed(ctx, day)
			if err != nil {
				return err
			}
			if ok {
				delete(s.Args, "day")
				s.Args["project"] = name
			}
			continue
		}
		proj, _ := s.Args["project"].(string)
		due, _ := s.Args["due"].(string)
		if s.Tool != "createTask" || proj == "" || strings.HasPrefix(proj, "$") || due == "" {
			continue
		}
		ws := strings.Fields(due)
		last := ws[len(ws)-1]
		name, ok, err := box.ProjectNamed(ctx, proj+" "+last)
		if err != nil {
			return err
		}
		if !ok || !strings.EqualFold(name, proj+" "+last) {
			continue
		}
		s.Args["project"] = name
		if len(ws) == 1 {
			delete(s.Args, "due")
		} else {
			s.Args["due"] = strings.Join(ws[:len(ws)-1], " ")
		}
	}
	return nil
}

// eventStatement: "the kids' swimming gala is next friday 6 to 8pm": a
// thing and when it is.
var eventStatement = regexp.MustCompile(`(?i)^(?:the\s+|my\s+|our\s+)?(.+?)(?:\s+(?:is|are|was\s+moved\s+to)|'s|'re)\s+(?:on\s+|at\s+|now\s+)?\S`)

// firstSentence: the first of several sentences.
var firstSentence = regexp.MustCompile(`^\s*([^.!?]+[.!?])\s+\S`)

// anyStepRef reports whether an argument of steps is a step reference
// ("$1", "$1.title", "$last"; plan.IsRef).
func anyStepRef(steps []plan.Step) bool {
	for _, st := range steps {
		for _, v := range st.Args {
			if s, ok := v.(string); ok && plan.IsRef(s) {
				return true
			}
		}
	}
	return false
}

// EventNotYetKept reads a lone move of a thing said with its date ("the
// swimming gala is next friday 6 to 8pm"), or one said in a first sentence
// before a request, as a new task when no task has that name: the statement
// tells Pace of the event, it does not move one Pace never kept. A thing that names a task is still moved. Errors: store
// errors only.
func EventNotYetKept(ctx context.Context, p *plan.Plan, box *tools.ToolBox, text string) error {
	if len(p.Steps) == 0 || p.Steps[0].Tool != "rescheduleTask" {
		return nil
	}
	if len(p.Steps) > 1 {
		// "Emily's birthday is on the 22nd. Remind me to call her on the
		// 21st.": the first sentence tells of the event, the rest asks
		m := firstSentence.FindStringSubmatch(text)
		if m == nil || anyStepRef(p.Steps[1:]) {
			return nil
		}
		text = m[1]
	}
	a := p.Steps[0].Args
	ref, _ := a["task"].(string)
	to, _ := a["to"].(string)
	if ref == "" || to == "" || strings.HasPrefix(ref, "$") || strings.HasPrefix(ref, "id:") || pronouns[strings.ToLower(strings.TrimSpace(ref))] {
		return nil // "make it for thursday instead, the machine is busy": "it" is the task in focus
	}
	s := strings.TrimSpace(text)
	if !eventStatement.MatchString(s) {
		return nil
	}
	ref = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(ref, " is"), " are"))
	if named, err := box.Names(ctx, "task", ref); err != nil || named {
		return err
	}
	if named, err := box.Names(ctx, tools.KindMilestone, ref); err != nil || named {
		return err // "the contract signing is moved to 22 December": the milestone moves
	}
	if tools.ProjectDateSaid(ref) {
		return nil // "move the wedding project's date …": its deadline
	}
	title := ref
	if m := eventStatement.FindStringSubmatch(s); m != nil && strings.HasSuffix(strings.ToLower(m[1]), strings.ToLower(ref)) {
		title = strings.TrimSpace(s[:strings.Index(strings.ToLower(s), strings.ToLower(ref))+len(ref)])
	}
	p.Steps[0] = plan.Step{Tool: "createTask", Args: map[string]any{"title": title, "due": to}}
	return nil
}

// oldValueTail: the old value said after the new one, left at the end of a
// title once the date parser took the new ("… not 7", "… instead of 2").
var oldValueTail = regexp.MustCompile(`(?i),?\s+(?:not|instead\s+of|rather\s+than)\s+(?:at\s+|on\s+)?\S+$`)

// CancelIsToDo reads a delete said with "cancel" whose words name no
// task, project or milestone ("book movers and cancel the internet",
// "cancel the broadband") as the to-do to cancel that thing: there was
// nothing of Pace's to delete, and a service to cancel is the user's
// errand. A cancel that names an item stays a delete (asked first).
// Errors: store errors only.
func CancelIsToDo(ctx context.Context, p *plan.Plan, box *tools.ToolBox, text string) error {
	for i, s := range p.Steps {
		ref, _ := s.Args["task"].(string)
		if s.Tool != "deleteTask" || ref == "" {
			continue
		}
		said := regexp.MustCompile(`(?i)\bcancel\s+(` + regexp.QuoteMeta(ref) + `)`).FindStringSubmatch(text)
		if said == nil {
			continue
		}
		none, err := box.NamesNothing(ctx, ref)
		if err != nil {
			return err
		}
		if none {
			p.Steps[i] = plan.Step{Tool: "createTask", Args: map[string]any{"title": "cancel " + said[1]}}
		}
	}
	return nil
}

// ruleMoved: words saying a repeating thing's day changed for good ("the
// bins are thursday now", "… from now on", "… not friday"); oneOff: words
// saying only this time ("this week", "just this once").
var (
	ruleMoved = regexp.MustCompile(`(?i)\bnow\b|\bfrom\s+now\s+on\b|\bgoing\s+forward\b|\bany\s*more\b|\bnot\s+(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\binstead\s+of\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b`)
	oneOff    = regexp.MustCompile(`(?i)\bthis\s+(?:week|time|once)\b|\bjust\s+(?:this|the\s+once|once)\b|\bonly\s+this\b|\bnext\s+week\b|\bthis\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`)
)

// bareRelative: a day counted from no item said ("… the day before, early
// in the morning"): from the item in focus (group 1 the count).
var bareRelative = regexp.MustCompile(`(?i)\s+((?:the\s+)?day\s+(?:before|after)|(?:\d+|two|three|four|five|six|seven)\s+days\s+(?:before|after)|(?:a|one|two|\d+)\s+weeks?\s+(?:before|after))(?:\s*[,;]\s*[^,;]*?)?\s*[,.;]?\s*$`)

// onItemDay: "on prod release day", "on the launch day" closing a title
// (group 1 the item).
var onItemDay = regexp.MustCompile(`(?i)\s+on\s+(?:the\s+)?([\p{L}\d][\p{L}\d '’&-]*?)\s+day\s*$`)

// lastBeforeAfter is the offset in title of the last " before " or
// " after ", or -1.
func lastBeforeAfter(title string) int {
	l := strings.ToLower(title) // ASCII words: offsets as in title
	return max(strings.LastIndex(l, " before "), strings.LastIndex(l, " after "))
}

// namesItem reports whether item names one of the user's tasks or, if
// none, milestones. Errors: store errors only.
func namesItem(ctx context.Context, box *tools.ToolBox, item string) (bool, error) {
	named, err := box.Names(ctx, "task", item)
	if err == nil && !named {
		named, err = box.Names(ctx, tools.KindMilestone, item)
	}
	return named, err
}

// weekdayFromItem reads a new task whose due the capture took as a bare
// weekday while "before/after X" stayed in its title ("book the van the
// saturday after show day") as due that weekday counted from item X, when
// X names a task or milestone; st is changed in place, anything else is
// left as it is. Errors: store errors only.
func weekdayFromItem(ctx context.Context, st plan.Step, title string, box *tools.ToolBox) error {
	due, _ := st.Args["due"].(string)
	if st.Tool != "createTask" || due == "" {
		return nil
	}
	wd, bare := dates.BareWeekday(strings.TrimPrefix(strings.TrimSpace(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(due)), "on ")), "the "))
	i := lastBeforeAfter(title)
	if !bare || i <= 0 {
		return nil
	}
	head, phrase, item, ok := tools.RelativeDueTail(title[:i] + " the " + strings.ToLower(wd.String()) + title[i:])
	if !ok || head == "" {
		return nil
	}
	named, err := namesItem(ctx, box, item)
	if named {
		st.Args["title"], st.Args["due"] = head, phrase
	}
	return err
}

// dueWordLast: the word that opened a due said after a title ("\"…\" due").
var dueWordLast = regexp.MustCompile(`(?i)[\s,]+(?:due|by|for|on)$`)

// beforeItem: a new task's title that ends by naming the item it must be
// done before ("… before parol making day"); group 1 the item.
var beforeItem = regexp.MustCompile(`(?i)\s+(?:before|ahead\s+of|in\s+time\s+for)\s+(?:the\s+)?([^,.;]{3,60}?)\s*$`)

// itemDays: a new task's title that ends by naming one of the user's
// items, and the due each reads: "… on prod release day" that item's day,
// "… before parol making day" the day before it (not after words that count
// the days themselves, countedBack).
var itemDays = []struct {
	re  *regexp.Regexp
	due string
}{{onItemDay, "same day as "}, {beforeItem, "the day before "}}

// dayOfNamedItem gives st (a new task with no due) the day of the item its
// title ends by naming (itemDays), when that names a task or milestone, and
// cuts the words from its title; it reports whether it did. Errors: store
// errors only.
func dayOfNamedItem(ctx context.Context, box *tools.ToolBox, st plan.Step, title string) (bool, error) {
	if st.Tool != "createTask" || st.Args["due"] != nil {
		return false, nil
	}
	for _, d := range itemDays {
		m := d.re.FindStringSubmatchIndex(title)
		if m == nil || m[0] == 0 || d.re == beforeItem && countedBack.MatchString(title[:m[0]]) {
			continue
		}
		item := title[m[2]:m[3]]
		named, err := namesItem(ctx, box, item)
		if err != nil {
			return false, err
		}
		if !named {
			continue
		}
		st.Args["title"], st.Args["due"] = strings.TrimSpace(title[:m[0]]), d.due+item
		return true, nil
	}
	return false, nil
}

// countedBack: words before "before" that count the day themselves ("2
// days", "the friday", "the night"), read by RelativeDueTail.
var countedBack = regexp.MustCompile(`(?i)\b(?:\d+|a|an|one|two|three|four|five|the|that)\s+(?:days?|weeks?|nights?|mornings?|evenings?|afternoons?|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$`)

// RelativeDueCut reads a new task whose title ends with a day counted from
// another of the user's items ("buy balloons 2 days before the party",
// "ask PT about the knee, same day as the PT appt") as due that day: the
// phrase leaves the title and becomes the due (createTask resolves it);
// "buy the kits before parol making day" is due the day before that item.
// A list item that is only such a phrase is the day of the item before
// it. Only an item that exists (a task or a milestone) is counted from —
// "that meeting", "this deadline" is the item in focus (focus, its Ref) —
// otherwise the words stay. Errors: store errors only.
func RelativeDueCut(ctx context.Context, p *plan.Plan, box *tools.ToolBox, focus string) error {
	var out []plan.Step
	for _, st := range p.Steps {
		title, _ := st.Args["title"].(string)
		if m := bareRelative.FindStringSubmatchIndex(title); m != nil && focus != "" && st.Tool == "createTask" && st.Args["due"] == nil {
			// "remind me to take her for bloods the day before, early in
			// the morning": the day before the item just named
			head := strings.TrimRight(title[:m[0]], " ,;")
			if tail := strings.TrimSpace(title[m[3]:]); strings.Trim(tail, " ,.;") != "" {
				head += ", " + strings.Trim(tail, " ,.;")
			}
			if head != "" {
				st.Args["title"], st.Args["due"] = head, title[m[2]:m[3]]+" "+focus
				out = append(out, st)
				continue
			}
		}
		if done, err := dayOfNamedItem(ctx, box, st, title); err != nil {
			return err
		} else if done {
			out = append(out, st)
			continue
		}
		if err := weekdayFromItem(ctx, st, title, box); err != nil {
			return err
		}
		head, phrase, item, ok := tools.RelativeDueTail(title)
		if st.Tool != "createTask" || st.Args["due"] != nil || !ok {
			out = append(out, st)
			continue
		}
		var named bool
		var err error
		if l := strings.ToLower(item); focus != "" && (strings.HasPrefix(l, "that ") || strings.HasPrefix(l, "this ")) {
			// "the day before that meeting": the item just named
			phrase, named = strings.TrimSpace(phrase[:len(phrase)-len(item)])+" "+focus, true
		} else {
			named, err = namesItem(ctx, box, item)
		}
		if err != nil {
			return err
		}
		head = strings.TrimSpace(dueWordLast.ReplaceAllString(head, ""))
		if q := strings.Trim(head, `"“”`); len(q)+2 <= len(head) && !strings.ContainsAny(q, `"“”`) {
			head = q // "\"write abstract draft\", due …": the title said in quotes
		}
		if !named {
			out = append(out, st)
			continue
		}
		if head == "" && len(out) > 0 && out[len(out)-1].Tool == "createTask" && out[len(out)-1].Args["due"] == nil {
			out[len(out)-1].Args["due"] = phrase // "X, same day as the PT appt": X's day
			continue
		}
		if head == "" {
			out = append(out, st)
			continue
		}
		st.Args["title"], st.Args["due"] = head, phrase
		out = append(out, st)
	}
	p.Steps = out
	return nil
}

// ProjectWordKept puts back "project" on a selection's project
// (queryTasks, bulkTasks) when the request called it one ("what tasks are
// in the wedding project?"): the tools then read the words as a project —
// "Chiamaka's Wedding" — never as the label @wedding of the same word.
func ProjectWordKept(p *plan.Plan, text string) {
	l := strings.ToLower(text)
	for _, st := range p.Steps {
		if st.Tool != "queryTasks" && st.Tool != "bulkTasks" {
			continue
		}
		v, ok := st.Args["project"].(string)
		w := strings.ToLower(strings.TrimSpace(v))
		if !ok || w == "" || strings.HasSuffix(w, " project") || pronouns[w] {
			continue
		}
		if i := strings.Index(l, w+" project"); i >= 0 && (i == 0 || l[i-1] == ' ') {
			st.Args["project"] = strings.TrimSpace(v) + " project"
		}
	}
}

// WeeklyRuleMoved reads "the recycling bin is thursday now not friday" of
// a task that repeats weekly as a new rule ("every thursday") rather than
// one occurrence moved: only a one-step rescheduleTask to a bare weekday,
// with words saying the change holds from now on and none saying only this
// time. Errors: store errors only.
func WeeklyRuleMoved(ctx context.Context, p *plan.Plan, box *tools.ToolBox, text string) error {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "rescheduleTask" || !ruleMoved.MatchString(text) || oneOff.MatchString(text) {
		return nil
	}
	to, _ := p.Steps[0].Args["to"].(string)
	ref, _ := p.Steps[0].Args["task"].(string)
	day, bare := dates.BareWeekday(to)
	if !bare {
		return nil
	}
	ok, err := box.RepeatsWeekly(ctx, ref)
	if err != nil || !ok {
		return err
	}
	p.Steps[0] = plan.Step{Tool: "setRecurrence", Args: map[string]any{"task": ref, "repeats": "every " + strings.ToLower(day.String())}}
	return nil
}

// renameTo: "rename (the project) <old> to <new>", both names still
// joined (group 1).
var renameTo = regexp.MustCompile(`(?i)^\s*(?:please\s+)?(?:rename|call)\s+(?:the\s+project\s+|project\s+|the\s+)?(.+?)(?:\s+project)?\s*[.!]*$`)

// RenameAtProjectName reads a project rename whose old or new name holds
// "to" ("rename the project Trip to Valencia to Christmas in Valencia") by
// the user's projects: of the places "to" could cut the words, the one
// whose left side is exactly an existing project's name is the cut. A
// rename whose project exists as read, or with no cut or several that
// fit, is left alone. Errors: store errors only.
func RenameAtProjectName(ctx context.Context, p *plan.Plan, box *tools.ToolBox, text string) error {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "renameProject" {
		return nil
	}
	old, _ := p.Steps[0].Args["project"].(string)
	if _, ok, err := box.ProjectNamed(ctx, old); err != nil || ok {
		return err
	}
	m := renameTo.FindStringSubmatch(text)
	if m == nil {
		return nil
	}
	words := m[1]
	var from, to string
	fits := 0
	for i := 0; ; {
		j := strings.Index(strings.ToLower(words[i:]), " to ")
		if j < 0 {
			break
		}
		at := i + j
		i = at + 1
		left, right := strings.TrimSpace(words[:at]), strings.TrimSpace(words[at+len(" to "):])
		name, ok, err := box.ProjectNamed(ctx, left)
		if err != nil {
			return err
		}
		if ok && right != "" {
			from, to = name, strings.Trim(right, `"“”' `)
			fits++
		}
	}
	if fits == 1 {
		p.Steps[0].Args["project"], p.Steps[0].Args["name"] = from, to
	}
	return nil
}

// captureLead: a request that says it adds something new.
var captureLead = regexp.MustCompile(`(?i)^\s*(?:please\s+)?(?:add|remind|create|new|put|note|jot|capture|make|set\s+up|todo|to-do|task)\b`)

// PriorityOfExisting reads a lone capture with only a priority ("van
// service low priority") as that open task's new priority when its title
// names exactly one open task and the request does not say it adds
// something ("add …", "remind me …"); otherwise the capture stands ("call
// mum high priority" with no such task). Errors: store errors only.
func PriorityOfExisting(ctx context.Context, p *plan.Plan, box *tools.ToolBox, text string) error {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" || captureLead.MatchString(text) {
		return nil
	}
	a := p.Steps[0].Args
	title, _ := a["title"].(string)
	prio, _ := a["priority"].(string)
	if prio == "" || title == "" || a["due"] != nil || a["repeats"] != nil || a["project"] != nil || a["fileUnder"] != nil || a["tags"] != nil || a["notes"] != nil {
		return nil
	}
	ok, err := box.OpenTaskNamed(ctx, title)
	if err != nil || !ok {
		return err
	}
	p.Steps[0] = plan.Step{Tool: "setPriority", Args: map[string]any{"task": title, "priority": prio}}
	return nil
}

// MakeItWhenOfExisting reads a lone capture "make <X> <when>" ("actually
// make the dentist call monday", "make the invoice friday the 11th") as
// moving X when X names one open task on its own: a correction, not a new
// task called "make the dentist call"; "make <X> every <day>" sets X's
// repetition. With no such task (or several) the capture stands ("make
// the bed tomorrow").
func MakeItWhenOfExisting(ctx context.Context, p *plan.Plan, box *tools.ToolBox) error {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" {
		return nil
	}
	a := p.Steps[0].Args
	title, _ := a["title"].(string)
	due, _ := a["due"].(string)
	ref, isMake := cutPrefixFold(title, "make ")
	if m := oldValueTail.FindStringIndex(ref); m != nil && m[0] > 0 {
		ref = ref[:m[0]] // "make the mulch pickup 8am not 7": the old time
	}
	repeats, _ := a["repeats"].(string)
	if !isMake || (due == "") == (repeats == "") || a["project"] != nil || a["tags"] != nil || a["priority"] != nil {
		return nil
	}
	if ok, err := box.OpenTaskNamed(ctx, ref); err != nil || !ok {
		return err
	}
	if repeats != "" {
		// "make the orchid watering every saturday"
		p.Steps[0] = plan.Step{Tool: "setRecurrence", Args: map[string]any{"task": strings.TrimSpace(ref), "repeats": repeats}}
		return nil
	}
	p.Steps[0] = plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": strings.TrimSpace(ref), "to": due}}
	return nil
}

// refOf maps a tool to the argument holding its one item and the kind of
// that item.
var refOf = map[string][2]string{
	"completeTask": {"task", "task"}, "reopenTask": {"task", "task"}, "deleteTask": {"task", "task"},
	"rescheduleTask": {"task", "task"}, "snoozeTask": {"task", "task"}, "setPriority": {"task", "task"},
	"tagTask": {"task", "task"}, "untagTask": {"task", "task"}, "setRecurrence": {"task", "task"},
	"updateTask": {"task", "task"}, "setTaskNotes": {"task", "task"},
	"deleteProject": {"project", "project"}, "archiveProject": {"project", "project"},
	"restoreProject": {"project", "project"}, "describeProject": {"project", "project"}, "renameProject": {"project", "project"},
	"completeMilestone": {"milestone", "milestone"}, "reopenMilestone": {"milestone", "milestone"},
	"deleteMilestone": {"milestone", "milestone"}, "updateMilestone": {"milestone", "milestone"},
}

var (
	// asideCut: where a remark after an item's name begins ("the packing
	// tape, found a roll in the drawer", "the work project - ill keep …").
	asideCut = regexp.MustCompile(`\s*(?:[,;]|\.\s|\s[-–—]\s|\s+(?:cos|coz|cause|because|since|as)\s)`)
	// fillerTail: words said after a name that are no part of it ("bought
	// the present tho").
	fillerTail = regexp.MustCompile(`(?i)(?:\s+(?:tho|though|too|as\s+well|then|anyway|anyways|lol|haha|already|now|again|finally|at\s+last|btw|innit|mate|pls|please|thanks|cheers|x+|yay|woo+|phew|!+))+[.!]*$`)
)

// WithoutAside reads a reference with a remark after it ("delete the
// packing tape, found a roll in the drawer", "archive the work project,
// ill keep that stuff on the work app", "bought the present tho") as the
// item its head names: when the whole reference names no item of its kind
// (task, project or milestone), the words after its first comma, dash or
// "because", or filler words at its end, are left out, and the result is
// kept only when it names exactly one item. Only a one-step plan is read.
// Errors: store errors only.
func WithoutAside(ctx context.Context, p *plan.Plan, box *tools.ToolBox) error {
	if len(p.Steps) != 1 {
		return nil
	}
	ro, ok := refOf[p.Steps[0].Tool]
	if !ok {
		return nil
	}
	key, kind := ro[0], ro[1]
	ref, _ := p.Steps[0].Args[key].(string)
	if strings.TrimSpace(ref) == "" {
		return nil
	}
	if named, err := box.Names(ctx, kind, ref); err != nil || named {
		return err
	}
	if kind == "task" {
		// "the van one, the landlord one and the broadband": a list whose
		// every part names an open task is no head with an aside
		if refs, err := box.OpenTasksIn(ctx, ref); err != nil || len(refs) > 1 {
			return err
		}
		// "the jumpers, the present for Mam and the raffle prizes": a
		// later part that names a task makes it a list, no aside (the
		// tools then name the part that names none)
		if parts := andParts.Split(ref, -1); len(parts) > 1 {
			for _, part := range parts[1:] {
				if named, err := box.Names(ctx, kind, strings.TrimSpace(part)); err != nil || named {
					return err
				}
			}
		}
	}
	var tries []string
	if loc := asideCut.FindStringIndex(ref); loc != nil && loc[0] > 0 {
		tries = append(tries, strings.TrimSpace(ref[:loc[0]]))
	}
	for _, t := range append([]string{ref}, tries...) {
		if loc := fillerTail.FindStringIndex(t); loc != nil && loc[0] > 0 {
			tries = append(tries, strings.TrimSpace(t[:loc[0]]))
		}
	}
	if kind == "project" {
		// "work project, ill keep …": the cut head still says "project"
		for _, t := range tries {
			if l := strings.ToLower(t); strings.HasSuffix(l, " project") {
				tries = append(tries, strings.TrimSpace(t[:len(t)-len(" project")]))
			}
		}
	}
	for _, t := range tries {
		if t == "" || t == ref {
			continue
		}
		named, err := box.Names(ctx, kind, t)
		if err == nil && !named && kind == "task" {
			// "bin the van signwriting project, can't afford it": the head
			// names a project (ProjectsByName reads it so)
			_, named, err = box.ProjectInsteadOfTask(ctx, t, false)
		}
		if err != nil {
			return err
		}
		if named {
			p.Steps[0].Args[key] = t
			return nil
		}
	}
	return nil
}

// circumstance: where a phrase saying where, how or with whom something
// was done begins ("… at the post office", "… on the way home").
var circumstance = regexp.MustCompile(`(?i)\s+(?:at|in|from|on the way|on my way|while|with|via|through|thru|by|over|during|after|before|outside|near|down at|up at)\s`)

// DoneWithCircumstance reads "returned the amazon parcel at the post
// office" as completing "return the Amazon parcel" when no open task is
// named by the whole phrase: the words after its last circumstance
// preposition are cut, then the next, until what is left names exactly one
// open task. What is left keeps at least two words ("met" alone never
// names a task); a phrase that never names one task stays as said, so the
// step fails and changes nothing. Only a one-step completeTask plan is
// read. Errors: store errors only.
func DoneWithCircumstance(ctx context.Context, p *plan.Plan, box *tools.ToolBox) error {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "completeTask" {
		return nil
	}
	ref, _ := p.Steps[0].Args["task"].(string)
	if ok, err := box.OpenTaskNamed(ctx, ref); err != nil || ok {
		return err
	}
	locs := circumstance.FindAllStringIndex(ref, -1)
	for i := len(locs) - 1; i >= 0; i-- {
		head := strings.TrimSpace(ref[:locs[i][0]])
		if len(strings.Fields(head)) < 2 {
			break
		}
		ok, err := box.OpenTaskNamed(ctx, head)
		if err != nil {
			return err
		}
		if ok {
			p.Steps[0].Args["task"] = head
			return nil
		}
	}
	return nil
}

// clockSaid: a clock time in a date phrase ("at 3pm", "15:00", "noon").
var clockSaid = regexp.MustCompile(`(?i)(?:\bat\s+|\bfrom\s+|\bbetween\s+)?\b(?:` + clockRange + `|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}[:.]\d{2}|noon|midday|midnight)\b`)

// clockRange: a time window ("2-3pm", "10am to 11:30", "9 and 5").
const clockRange = `\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*(?:-|–|to|until|till|and)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?`

// endPlace: "to P", "in P" ending a new task's title ("to the roundhay
// job": a tradesman's project said as the job).
var endPlace = regexp.MustCompile(`(?i)\s+(?:to|in|into|under)\s+(?:the\s+|my\s+)?(\S.*?)(?:\s+(?:project|job|site))?$`)

// commaSegments are the words after each of a message's commas, the
// last first, each as lastAfterComma reads it ("for", "in", "the", a
// closing "project" and "pls" aside).
func commaSegments(text string) []string {
	var out []string
	for t := text; ; {
		m := lastAfterComma.FindStringSubmatchIndex(t)
		if m == nil {
			return out
		}
		out = append(out, t[m[2]:m[3]])
		t = t[:m[0]]
	}
}

// lastAfterComma: the words after a message's last comma ("…, bloom
// rebrand pls").
var lastAfterComma = regexp.MustCompile(`(?i),\s*(?:for\s+|in\s+)?(?:the\s+)?([^,]+?)(?:\s+project)?(?:\s+(?:pls|plz|please|thx|ty))?\s*[.!]*\s*$`)

// itsForThe: a comma part that says what the task is for ("its for the
// church roof").
var itsForThe = regexp.MustCompile(`(?i)^(?:it'?s|its|it’s|it\s+is|this\s+is|that'?s)\s+(?:for|part\s+of)\s+the\s+(.+?)(?:\s+(?:project|appeal|job))?$`)

// commaProject files one new task under the project a message names after
// its last comma ("send marta the revisions tmrw, high priority, bloom
// rebrand pls"), when those words are exactly a project's name and end the
// task's title; the words leave the title. Errors: store errors only.
func commaProject(ctx context.Context, p *plan.Plan, box *tools.ToolBox, text string) error {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" || p.Steps[0].Args["project"] != nil || p.Steps[0].Args["fileUnder"] != nil {
		return nil
	}
	title, _ := p.Steps[0].Args["title"].(string)
	var name string
	if base, cut := cutSuffixFold(title, " project"); cut {
		title = base // "…, work project": the words before "project" name it
	}
	for _, seg := range commaSegments(text) {
		// the last comma's words first, then the ones before it ("…, rugby
		// club, tag shopping"; "…, monday, Work project")
		if m := itsForThe.FindStringSubmatch(strings.TrimSpace(seg)); m != nil {
			seg = m[1] // "…, its for the church roof, on friday": the grammar kept "church roof"
		}
		head, ok := cutSuffixFold(title, " "+strings.TrimSpace(seg))
		if !ok {
			continue
		}
		n, ok, err := box.ProjectNamed(ctx, strings.TrimSpace(seg))
		if err == nil && !ok && len(strings.Fields(seg)) >= 2 {
			// "…, church roof, by the 1st of april" for "church roof
			// appeal": a project's name said by its first words
			n, ok, err = box.ProjectCalled(ctx, strings.TrimSpace(seg))
		}
		if err != nil {
			return err
		}
		if ok {
			name, title = n, strings.TrimRight(strings.TrimSpace(head), " ,")
			break
		}
	}
	if name == "" {
		return commaLabel(ctx, p, box, text)
	}
	if t := strings.Trim(title, `"“”`); len(t) == len(title)-2 && t != "" && !strings.ContainsAny(t, `"“”`) {
		title = t // `"send the report" …, work project`: the quoted title
	}
	if loc := danglingPlace.FindStringIndex(title); loc != nil && loc[0] > 0 {
		title = title[:loc[0]] // "…, in Kitchen and Utility Room": the "in" was the comma's
	}
	p.Steps[0].Args["title"] = title
	p.Steps[0].Args["fileUnder"] = name
	return nil
}

// commaLabel reads a new task's last comma word as its label when a task
// already carries that label ("add staff party 12/23 6pm, restaurant"
// after "…, tag restaurant"; "…, work as well"): the word leaves the
// title. Errors: store
// errors only.
func commaLabel(ctx context.Context, p *plan.Plan, box *tools.ToolBox, text string) error {
	title, _ := p.Steps[0].Args["title"].(string)
	i := strings.LastIndex(text, ",")
	if i < 0 || p.Steps[0].Args["tags"] != nil {
		return nil
	}
	word := strings.TrimRight(strings.TrimSpace(text[i+1:]), ".!")
	word = strings.TrimSpace(labelAlso.ReplaceAllString(word, "")) // "…, work as well"
	if strings.ContainsAny(word, " \t") || word == "" {
		return nil
	}
	head, ok := cutSuffixFold(title, " "+word)
	if !ok || strings.TrimSpace(head) == "" {
		return nil
	}
	label, ok, err := box.LabelNamed(ctx, word)
	if err != nil || !ok {
		return err
	}
	p.Steps[0].Args["title"] = strings.TrimRight(strings.TrimSpace(head), " ,")
	p.Steps[0].Args["tags"] = []string{label}
	return nil
}

// labelAlso: "as well", "too" after a comma word that is a label.
var labelAlso = regexp.MustCompile(`(?i)\s+(?:as\s+well|too|also)$`)

// addLed: a request that adds or files, so a "to P" at its end may be
// where the thing goes.
var addLed = regexp.MustCompile(`(?i)^\s*(?:please\s+)?(?:add|put|file|move|stick|pop|shift|transfer)\b`)

// FileUnderNamedProject reads a new task whose title ends "to P" or "in P",
// where P is an existing project's whole name, as filed under P ("add
// order mincemeat to christmas menu for friday"); a title that starts
// with a filing verb and names an open task files that task instead
// ("move the descaler to health inspection"). A question whose one
// reading was such a task (the rules could not tell P was a project) is
// answered by it. Only a request that adds or files is read so ("send the
// invoices to the clients" keeps its words). Titles naming no project are
// left alone. Errors: store errors only.
func FileUnderNamedProject(ctx context.Context, p *plan.Plan, box *tools.ToolBox, text string) error {
	if err := commaProject(ctx, p, box, text); err != nil {
		return err
	}
	if !addLed.MatchString(text) {
		return nil // "send my invoices to the clients": "to" is the verb's
	}
	if err := dueNamesProject(ctx, p, box, text); err != nil {
		return err
	}
	steps, asked := p.Steps, false
	if len(steps) == 0 && p.Clarify != nil {
		for _, o := range p.Clarify.Options {
			if len(o.Steps) == 1 && o.Steps[0].Tool == "createTask" {
				steps, asked = []plan.Step{{Tool: "createTask", Args: maps.Clone(o.Steps[0].Args)}}, true
				break
			}
		}
	}
	filed := false
	for i, s := range steps {
		title, _ := s.Args["title"].(string)
		if s.Tool != "createTask" || s.Args["project"] != nil || s.Args["fileUnder"] != nil {
			continue
		}
		// the place words: after the first "to/in" that names a project
		// ("pay deposit to caterer £500 in the wedding project": not
		// "caterer £500 in the wedding", then "wedding")
		var what, name string
		for from := 0; from < len(title); {
			m := endPlace.FindStringSubmatchIndex(title[from:])
			if m == nil {
				break
			}
			n, ok, err := box.ProjectCalled(ctx, title[from+m[2]:from+m[3]])
			if err != nil {
				return err
			}
			if ok {
				what, name = strings.TrimSpace(title[:from+m[0]]), n
				break
			}
			from += m[2]
		}
		if name == "" {
			continue
		}
		where := name
		if w := strings.Fields(what); len(w) > 1 && putVerbs[strings.ToLower(w[0])] {
			ref := strings.TrimSpace(what[len(w[0]):])
			ok, err := box.OpenTaskNamed(ctx, ref)
			if err != nil {
				return err
			}
			if ok {
				steps[i] = plan.Step{Tool: "updateTask", Args: map[string]any{"task": ref, "fileUnder": where}}
				filed = true
				continue
			}
		}
		s.Args["title"], s.Args["fileUnder"] = what, where
		filed = true
		if i == len(steps)-1 && i > 0 {
			listFiled(steps, where)
		}
	}
	if asked && filed {
		*p = plan.Plan{Understood: true, Steps: steps}
	}
	return nil
}

// listFiled files every new task of a list under where when the place was
// said after the list's last item ("add a, b and c to bathroom reno"):
// only when each step adds a task with no place of its own.
func listFiled(steps []plan.Step, where string) {
	for _, s := range steps {
		if s.Tool != "createTask" {
			return
		}
	}
	for _, s := range steps[:len(steps)-1] {
		if s.Args["project"] != nil || s.Args["fileUnder"] != nil {
			return
		}
	}
	for _, s := range steps[:len(steps)-1] {
		s.Args["fileUnder"] = where
	}
}

// danglingPlace: a title left ending on the preposition whose object the
// date parser took ("order turkey to" from "… to xmas").
var danglingPlace = regexp.MustCompile(`(?i)\s+(?:to|in|into|under)$`)

// dueNamesProject reads the due words of new tasks as the project they go
// in when those words are said after "to/in/into" and are exactly an
// existing project's name: with a project Xmas, "add wrap presents and
// order turkey to xmas" files both under Xmas, undated, where the date
// parser had read Christmas day and left "to" in the last title. Every
// new task of the plan with those same due words is filed so. With no
// such project the date stands and only the dangling "to" goes. Errors:
// store errors only.
func dueNamesProject(ctx context.Context, p *plan.Plan, box *tools.ToolBox, text string) error {
	var due string
	for _, s := range p.Steps {
		title, _ := s.Args["title"].(string)
		d, _ := s.Args["due"].(string)
		if s.Tool == "createTask" && d != "" && s.Args["project"] == nil && s.Args["fileUnder"] == nil && danglingPlace.MatchString(title) {
			due = d
			break
		}
	}
	if due == "" || !regexp.MustCompile(`(?i)\b(?:to|in|into|under)\s+(?:the\s+|my\s+)?`+regexp.QuoteMeta(due)+`(?:\s+project)?\W*$`).MatchString(text) {
		return nil
	}
	name, ok, err := box.ProjectNamed(ctx, due)
	if err != nil {
		return err
	}
	for _, s := range p.Steps {
		if d, _ := s.Args["due"].(string); s.Tool == "createTask" && d == due && s.Args["project"] == nil && s.Args["fileUnder"] == nil {
			title, _ := s.Args["title"].(string)
			if m := danglingPlace.FindStringIndex(title); m != nil {
				title = title[:m[0]]
			}
			s.Args["title"] = title // no such project: the day it is, without the "to"
			if ok {
				delete(s.Args, "due")
				s.Args["fileUnder"] = name
			}
		}
	}
	return nil
}

// putPlace: where a put says a thing goes, at the end of its words.
var putPlace = regexp.MustCompile(`(?i)\s+(?:in|into|under|in\s+with)\s+(?:the\s+|my\s+)?(.+?)(?:\s+project)?$`)

// putVerbs file a thing somewhere rather than make it.
var putVerbs = map[string]bool{"put": true, "move": true, "file": true, "stick": true, "shift": true, "pop": true, "transfer": true}

// PutExistingUnder reads "put buy towels under the van project" as filing
// the open task "buy towels" there when one exists: a lone capture said
// with a filing verb (put, move, file, stick) and nothing but a title and
// a project becomes updateTask on the task its title names. A title that
// names no open task, or several, stays a new task. Errors: store errors
// only.
func PutExistingUnder(ctx context.Context, p *plan.Plan, box *tools.ToolBox, text string) error {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" {
		return nil
	}
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 || !putVerbs[f[0]] {
		return nil
	}
	a := p.Steps[0].Args
	title, _ := a["title"].(string)
	key := "project"
	if a["fileUnder"] != nil {
		key = "fileUnder"
	}
	where, _ := a[key].(string)
	if where == "" && len(a) == 1 {
		// "put the bee suit in beekeeping": the place is still in the title
		if loc := putPlace.FindStringSubmatchIndex(title); loc != nil {
			title, where, key = title[:loc[0]], title[loc[2]:loc[3]], "fileUnder"
			a = map[string]any{"title": title, key: where}
		}
	}
	if title == "" || where == "" || len(a) != 2 {
		return nil
	}
	if t := strings.Fields(title); len(t) > 1 && putVerbs[strings.ToLower(t[0])] {
		title = strings.TrimSpace(title[len(t[0]):]) // "put the bee suit" kept its verb
	}
	ok, err := box.OpenTaskNamed(ctx, title)
	if err != nil || !ok {
		return err
	}
	p.Steps[0] = plan.Step{Tool: "updateTask", Args: map[string]any{"task": title, key: where}}
	return nil
}

// ExistingIntoNewProject reads "create a project Choir and put collect
// dues and reconcile the statement in it" as filing tasks that exist: a
// plan that creates one project and then only new tasks in it ("$1"), each
// said with nothing but a title, files every title that names one open task
// (each part of "A and B" on its own) instead of creating a task of that
// name. A title that names no open task, or several, stays a new task,
// unless it is said as a reference ("the tournament one"): then it is a
// move that fails, so nothing is done, rather than a task of that name.
// Errors: store errors only.
func ExistingIntoNewProject(ctx context.Context, p *plan.Plan, box *tools.ToolBox) error {
	if len(p.Steps) < 2 || p.Steps[0].Tool != "createProject" {
		return nil
	}
	var steps []plan.Step
	for _, s := range p.Steps[1:] {
		title, _ := s.Args["title"].(string)
		if s.Tool != "createTask" || s.Args["project"] != "$1" || title == "" || len(s.Args) != 2 {
			return nil
		}
		parts, err := box.OpenTasksIn(ctx, title)
		if err != nil {
			return err
		}
		if len(parts) == 0 && refTitle.MatchString(title) {
			// "the tournament one" names a task, never a new one: moved
			// (or failing, so nothing is done) rather than added as junk
			parts = []string{title}
		}
		if len(parts) == 0 {
			steps = append(steps, s)
			continue
		}
		for _, part := range parts {
			steps = append(steps, plan.Step{Tool: "updateTask", Args: map[string]any{"task": part, "project": "$1"}})
		}
	}
	p.Steps = append(p.Steps[:1], steps...)
	return nil
}

// refTitle: a title said as a reference to a task ("the tournament one",
// "the fees task").
var refTitle = regexp.MustCompile(`(?i)^(?:the|my)\s+.+\s+(?:one|task|job|thing)$`)

// cutPrefixFold is strings.CutPrefix ignoring ASCII case.
func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}

// cutSuffixFold is strings.CutSuffix ignoring case; the cut is at s's own
// byte offset.
func cutSuffixFold(s, suffix string) (string, bool) {
	if len(s) > len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix) {
		return s[:len(s)-len(suffix)], true
	}
	return s, false
}

// dropStep removes step k (0-based) from p, which repeats step k-1: later
// references to it ($k+1) point at step k-1, later ones shift down by one.
func dropStep(p *plan.Plan, k int) {
	p.Steps = append(p.Steps[:k], p.Steps[k+1:]...)
	for _, s := range p.Steps[k:] {
		for key, v := range s.Args {
			str, ok := v.(string)
			if !ok || !strings.HasPrefix(str, "$") {
				continue
			}
			if n, err := strconv.Atoi(str[1:]); err == nil && n > k {
				s.Args[key] = "$" + strconv.Itoa(n-1)
			}
		}
	}
}

// projectTools: the task change a project name turns into.
var projectTools = map[string]string{"deleteTask": "deleteProject", "completeTask": "archiveProject", "updateTask": "renameProject", "reopenTask": "restoreProject"}

// noRemindersList: the reply to an export to reminders when no CalDAV
// server is set up.
const noRemindersList = "No reminders list is connected, so nothing was exported. Set up a CalDAV server in Settings → Integrations (or PACE_CALDAV_URL, PACE_CALDAV_USER and PACE_CALDAV_PASSWORD; see docs/caldav.md), then ask again."

// namedEvent: a question after one named event ("when's my next
// supervisor meeting again?", "what time is the dentist appointment?");
// group 1 is what it is called.
var namedEvent = regexp.MustCompile(`(?i)^\s*(?:when(?:'s|’s|\s+is|\s+are)?|what\s+time(?:'s|\s+is)?|what\s+day(?:'s|\s+is)?)\s+(?:my|the|our)\s+(?:next\s+)?((?:[\p{L}][\p{L}'’-]*\s+){1,3}(?:meeting|appointment|appt|call|session|event|visit|class|lesson|check-?up|review))\b`)

// NamedEventWithoutCalendar reads a calendar question that names one
// event ("when's my next supervisor meeting?") as a question about the
// tasks that say it, which the notes answer when none does (queryTasks
// asks them), when no calendar is connected; with one, or a question of a
// window ("any meetings tomorrow?"), p is left as it is.
func NamedEventWithoutCalendar(p *plan.Plan, reg *tools.Registry, text string) {
	if _, ok := reg.Lookup("calendarAgenda"); ok || len(p.Steps) != 1 || p.Steps[0].Tool != "calendarAgenda" {
		return
	}
	m := namedEvent.FindStringSubmatch(text)
	if m == nil {
		return
	}
	p.Steps[0] = plan.Step{Tool: "queryTasks", Args: map[string]any{"about": strings.TrimSpace(m[1]), "question": strings.TrimSpace(text)}}
}

// WithoutCalendar rewrites calendarAgenda steps when no calendar is
// connected (the tool is not registered) into what the task list can
// answer for the same window: the agenda for today or this week, the tasks
// due on a named day otherwise.
func WithoutCalendar(p *plan.Plan, reg *tools.Registry) {
	if _, ok := reg.Lookup("exportToReminders"); !ok && len(p.Steps) == 1 && p.Steps[0].Tool == "exportToReminders" {
		// "export today's tasks to my reminders" with no calendar set up:
		// say how to connect one; nothing runs
		*p = plan.Plan{Understood: true, Steps: []plan.Step{}, Note: noRemindersList}
		return
	}
	if _, ok := reg.Lookup("calendarAgenda"); ok {
		return
	}
	for i, s := range p.Steps {
		if s.Tool != "calendarAgenda" {
			continue
		}
		w, _ := s.Args["window"].(string)
		switch w = strings.ToLower(strings.TrimSpace(w)); w {
		case "", "today", "this morning", "this afternoon", "this evening", "tonight":
			p.Steps[i] = plan.Step{Tool: "agenda", Args: map[string]any{}}
		case "this week", "the week", "week", "next week", "this weekend", "the weekend", "next weekend":
			p.Steps[i] = plan.Step{Tool: "agenda", Args: map[string]any{"scope": "week"}}
		default:
			p.Steps[i] = plan.Step{Tool: "queryTasks", Args: map[string]any{"day": dayOfWindow(w)}}
		}
	}
}

// MeantOther reads "no, I meant the airbnb one" (an undo step carrying
// "meant") as taking back the previous turn and making the same change to
// the item named now: the previous request is read again, and its one step
// that names a task gets the new reference, after an undo of its group;
// "sorry, I meant thursday" (meantDate) gives its date ("to" or "due")
// the day said now instead.
// Without a previous change of one item, nothing runs and the reply asks
// for the change in full.
func MeantOther(p *plan.Plan, prev PreviousTurn) {
	if len(p.Steps) > 1 && p.Steps[0].Tool == "undo" {
		// "no, I mean a milestone, not a task: please add the milestone
		// …": the request after the correction says it in full; the
		// correction only takes back the previous turn (UndoThat)
		delete(p.Steps[0].Args, "meant")
		delete(p.Steps[0].Args, "meantDate")
		return
	}
	if len(p.Steps) != 1 || p.Steps[0].Tool != "undo" {
		return
	}
	meant, isItem := p.Steps[0].Args["meant"].(string)
	day, isDay := p.Steps[0].Args["meantDate"].(string)
	if !isItem && !isDay {
		return
	}
	ask := plan.Plan{Steps: []plan.Step{}, Understood: true,
		Note: "Which change do you mean? Say it in full, for example “move the airbnb to sunday”. Nothing was changed."}
	if !prev.Known || !prev.Changed || prev.Group == "" || strings.TrimSpace(meant+day) == "" {
		*p = ask
		return
	}
	q := grammar.Plan(prev.Request)
	if len(q.Steps) == 0 && q.Clarify != nil {
		// the previous request was asked about ("which of these?") and
		// answered: its one reading of one step is what ran
		var one []plan.Step
		for _, o := range q.Clarify.Options {
			if len(o.Steps) == 1 {
				if one != nil {
					one = nil
					break
				}
				one = o.Steps
			}
		}
		q.Steps = one
	}
	if len(q.Steps) != 1 {
		*p = ask
		return
	}
	st := q.Steps[0]
	if isDay {
		// "sorry, i meant thursday": the same change on that day
		key := ""
		for _, k := range []string{"to", "due", "until"} {
			if _, has := st.Args[k]; has {
				key = k // "until": a snooze said again for another day
			}
		}
		if key == "" {
			if _, named := st.Args["task"].(string); named && (st.Tool == "setPriority" || st.Tool == "tagTask" || st.Tool == "untagTask") {
				// "actually make it the 17th" after "make it high
				// priority": the task just changed gets that day as well
				*p = plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": "it", "to": day}}}}
				return
			}
			*p = ask
			return
		}
		if old, _ := st.Args[key].(string); (key == "due" || key == "until") && !clockSaid.MatchString(day) {
			if c := clockSaid.FindString(old); c != "" {
				day += " " + strings.TrimSpace(c) // "no wait sunday not saturday": the time stays
			}
		} else if loc := clockSaid.FindStringIndex(old); loc != nil && strings.TrimSpace(clockSaid.ReplaceAllString(day, "")) == "" {
			if rest := strings.TrimSpace(old[:loc[0]] + " " + old[loc[1]:]); rest != "" {
				day = rest + " " + day // "sorry, I meant 10am": the day stays
			}
		}
		old, _ := st.Args[key].(string)
		day = grammar.WithMonthOf(day, old) // "make it 4th" after "on 3rd January": the 4th of January
		st.Args[key] = day
		switch st.Tool {
		case "createTask":
			// "Actually make it 4th" after adding a task: the task just
			// added moves (one change, undone on its own); taking the
			// capture back and adding it again could not be undone whole
			*p = plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": "it", "to": day}}}}
			return
		case "rescheduleTask", "snoozeTask":
			// "no wait, thursday" after a move: moved again from where it is
			*p = plan.Plan{Understood: true, Steps: []plan.Step{st}}
			return
		}
	} else if _, repeats := st.Args["repeats"]; repeats && repeatSaid.MatchString(meant) {
		// "no i mean every day starting tomorrow" after "make studying
		// repeat every day": the same task, that repetition
		st.Args["repeats"] = meant
	} else {
		if ref, isRef := st.Args["task"].(string); !isRef || strings.HasPrefix(ref, "$") {
			*p = ask
			return
		}
		st.Args["task"] = meant
	}
	*p = plan.Plan{Understood: true, Steps: []plan.Step{
		{Tool: "undo", Args: map[string]any{"group": prev.Group}},
		st,
	}}
}

// repeatSaid: words that say a repetition ("every day starting tomorrow",
// "weekly", "on weekdays").
var repeatSaid = regexp.MustCompile(`(?i)^(?:(?:every|each)\s|daily\b|weekly\b|monthly\b|yearly\b|fortnightly\b|annually\b|on\s+weekdays\b|weekdays\b|twice\s+a\s)`)

// UndoThat makes "undo that" mean the previous turn: its journal group when
// it changed something still in place, else no step and a reply saying it
// changed nothing (an older change is never taken back by surprise; its
// card's Undo, or `pace undo --group`, still can).
func UndoThat(p *plan.Plan, prev PreviousTurn) {
	if len(p.Steps) > 1 && p.Steps[0].Tool == "undo" {
		// "scratch that, delete make dinner": the undo is of the last
		// request only; when it changed nothing, there is nothing to take
		// back and an older change stays.
		if scope, _ := p.Steps[0].Args["scope"].(string); scope == "" || scope == "turn" {
			if prev.Known && prev.Changed && prev.Group != "" {
				p.Steps[0].Args["group"] = prev.Group
			} else {
				dropStep(p, 0)
			}
		}
		return
	}
	if !prev.Known || len(p.Steps) != 1 || p.Steps[0].Tool != "undo" {
		return
	}
	scope, _ := p.Steps[0].Args["scope"].(string)
	if scope == "change" {
		// "undo the last change": the newest change, the previous turn's
		// when it made one, else the newest turn that did
		p.Steps[0].Args["scope"] = "turn"
		if prev.Changed && prev.Group != "" {
			p.Steps[0].Args["group"] = prev.Group
		}
		return
	}
	if scope != "" && scope != "turn" {
		return
	}
	req := strings.TrimSpace(prev.Request)
	if r := []rune(req); len(r) > 60 {
		req = string(r[:59]) + "…"
	}
	described, _ := p.Steps[0].Args["described"].(string)
	delete(p.Steps[0].Args, "described")
	if prev.Changed && prev.Group != "" {
		if described != "" && !madeKind(prev.Request, described) {
			// "undo the move to sunday" when the last change was no move:
			// an older change is never taken back by surprise
			*p = plan.Plan{Steps: []plan.Step{}, Understood: true, Note: "Your last change (“" + req + "”) was not a " + described +
				", so I left everything as it is. To take back an older change, use Undo on its card or `pace undo --group`."}
			return
		}
		p.Steps[0].Args["group"] = prev.Group
		return
	}
	if undoAsked.MatchString(prev.Request) && !isUndo(prev.Request) {
		// "undo that the cheque bounced" was not understood, then "undo
		// that": the same undo asked again, of the newest change
		return
	}
	note := "Your last request changed nothing, so there is nothing to undo."
	if isUndo(prev.Request) {
		// "undo", "undo": the second is no surprise undo of an older change
		done := "Your last request was an undo"
		if undid, ok := strings.CutPrefix(prev.Reply, "Undid: "); ok {
			undid, _, _ = strings.Cut(undid, "\n")
			done = "That is already undone (" + strings.TrimSpace(undid) + ")"
		}
		*p = plan.Plan{Steps: []plan.Step{}, Understood: true, Note: done +
			". I take back one request at a time, so nothing else changed; an older change has its own Undo on its card (or `pace undo --group`)."}
		return
	}
	if req != "" {
		note = "Your last request (“" + req + "”) changed nothing, so there is nothing to undo."
	}
	*p = plan.Plan{Steps: []plan.Step{}, Understood: true, Note: note + " To take back an older change, use Undo on its card (or `pace undo --group`)."}
}

// undoAsked: a request that asked for an undo in its words, whether or not
// it was read as one.
var undoAsked = regexp.MustCompile(`(?i)\b(?:undo|take\s+(?:that|it)\s+back|reverse\s+(?:that|it))\b`)

// isUndo reports a request read as an undo of the turn before it.
func isUndo(request string) bool {
	st := grammar.Plan(request).Steps
	return len(st) == 1 && st[0].Tool == "undo"
}

// madeKind reports whether request, read again, makes a change of kind
// (see grammar.ChangeKind), or may have: a request whose reading says no
// kind ("yes" to an approval, a choice) is given the benefit.
func madeKind(request, kind string) bool {
	known := false
	for _, st := range grammar.Plan(request).Steps {
		switch grammar.ChangeKind(st.Tool, st.Args) {
		case kind:
			return true
		case "":
		default:
			known = true
		}
	}
	return !known
}

// dayOfWindow drops a part of the day from a window phrase ("thursday
// afternoon" → "thursday"): the task list is read by whole days.
func dayOfWindow(w string) string {
	for _, part := range []string{" morning", " afternoon", " evening", " night"} {
		w = strings.TrimSuffix(w, part)
	}
	return w
}

// pronouns are references that mean "the thing we are talking about".
var pronouns = map[string]bool{"it": true, "that": true, "this": true, "that one": true, "this one": true, "them": true,
	"that task": true, "this task": true, "that reminder": true, "this reminder": true, "that job": true, "that item": true,
	"that milestone": true, "this milestone": true}

// projectPronouns: "rename the project to …", "archive this project": a
// project slot that names no project but the one we are talking about.
var projectPronouns = map[string]bool{"the": true, "the project": true, "this project": true, "that project": true,
	"our project": true, "my project": true, "this": true, "that": true}

// isPronoun reports whether v, in argument k, stands for the item we are
// talking about.
func isPronoun(k, v string) bool {
	v = strings.ToLower(strings.TrimSpace(v))
	return pronouns[v] || k == "project" && projectPronouns[v]
}

// refArgs are the arguments that name an existing item.
var refArgs = []string{"task", "project", "note", "milestone", "from", "to", "blockedBy"}

// milestoneAware: task tools that act on a milestone named by its id.
var milestoneAware = map[string]bool{"completeTask": true, "reopenTask": true, "rescheduleTask": true}

// ResolvePronouns replaces "it"/"that" in reference arguments with focus
// (the item the previous turn acted on), named by a tool of family ("" when
// unknown). A task, project or note slot takes focus only when family is
// that kind; other slots take any. Plan-internal references ($N) were
// already made by the planner; a pronoun left over is asked about
// (AskWhich).
func ResolvePronouns(p *plan.Plan, focus, family string) {
	if focus == "" {
		return
	}
	for _, s := range p.Steps {
		for _, k := range refArgs {
			switch {
			case family == "milestone" && (k == "milestone" || k == "task" && milestoneAware[s.Tool]):
				// "tick off that milestone", "reopen it" after a milestone:
				// the task tools act on a milestone's id (the ToolBox's
				// milestoneInsteadOfTask).
			case k == "milestone" && family != "":
				continue
			case k == "note" && s.Tool == "appendNote" && family == "task":
				// "add a note to it: …" after a task: the task's notes
			case kindSlot[k] && family != "" && family != k:
				continue
			}
			if v, ok := s.Args[k].(string); ok && isPronoun(k, v) {
				s.Args[k] = focus
			}
		}
	}
}

// demonstrative: "that call", "this dentist one": a task pointed at, with
// the words that say which.
var demonstrative = regexp.MustCompile(`(?i)^(?:that|this|the\s+same)\s+(.+?)(?:\s+(?:one|task|thing))?$`)

// ResolveDemonstratives makes "move that call to monday" mean the task the
// conversation is about (focus, "id:<uuid>", of family "task") when its
// title holds the words after "that": "that call" after the mortgage call
// was reopened is that call, not a question between every call. A
// reference the focus does not fit is left for the ToolBox. Errors: store
// errors only.
func ResolveDemonstratives(ctx context.Context, p *plan.Plan, box *tools.ToolBox, focus, family string) error {
	if focus == "" || family != "task" {
		return nil
	}
	for _, s := range p.Steps {
		v, ok := s.Args["task"].(string)
		m := demonstrative.FindStringSubmatch(strings.TrimSpace(v))
		if !ok || m == nil {
			continue
		}
		fits, err := box.Fits(ctx, focus, m[1])
		if err != nil {
			return err
		}
		if fits {
			s.Args["task"] = focus
		}
	}
	return nil
}

// ResolveProjectPronouns puts the project the conversation last named in
// a project slot still saying "that" ("add X to that project" after the
// project's tasks were the focus).
func ResolveProjectPronouns(p *plan.Plan, project string) {
	if project == "" {
		return
	}
	for _, s := range p.Steps {
		for _, k := range []string{"project", "fileUnder"} {
			if v, ok := s.Args[k].(string); ok && isPronoun("project", v) {
				s.Args[k] = project
			}
		}
	}
}

// kindSlot: reference arguments that take one kind of item, named as the
// tool family of that kind.
var kindSlot = map[string]bool{tools.FamilyTask: true, tools.FamilyProject: true, tools.FamilyNote: true}

// whichAsked is the question AskWhich asks, and the kind of item it asks
// for.
var whichAsked = regexp.MustCompile(`^Which (task|project|note|milestone) do you mean\?`)

// answerWords: what is said round a name given as an answer ("it's the
// Coach Trip project, please", "I mean English Course").
var (
	answerLead = regexp.MustCompile(`(?i)^(?:(?:oh|ah|sorry|yes|yeah|no|well|ok|okay)[,!.\s]+)*(?:(?:i\s+mean|i\s+meant|i\s+said|it'?s|it\s+is|that'?s|that\s+is|the\s+one\s+called|in|into|to|under|for)\s+)*(?:the\s+|my\s+)?`)
	answerTail = regexp.MustCompile(`(?i)(?:[,\s]+(?:please|thanks|thank\s+you|one))*[\s.!?]*$`)
)

// AnswerWhich reads req.Text as the answer to the question the previous
// turn asked instead of acting ("Which project do you mean? Say its
// name."): when the text names exactly one item of that kind, the
// previous request is planned again with that name where it said "it" or
// "the same project". ok is false when the previous turn asked no such
// question, changed something, or the text names no such item — the text
// is then a request of its own. err is a store error.
func AnswerWhich(ctx context.Context, req Request, box *tools.ToolBox) (plan.Plan, bool, error) {
	prev := req.Previous
	m := whichAsked.FindStringSubmatch(prev.Reply)
	if !prev.Known || prev.Changed || m == nil || len(req.Text) > 80 {
		return plan.Plan{}, false, nil
	}
	kind := m[1]
	name := strings.TrimSpace(answerLead.ReplaceAllString(req.Text, ""))
	name = strings.TrimSpace(answerTail.ReplaceAllString(name, ""))
	if l := strings.ToLower(name); strings.HasSuffix(l, " "+kind) {
		name = strings.TrimSpace(name[:len(name)-len(kind)-1])
	}
	if name == "" {
		return plan.Plan{}, false, nil
	}
	ok, err := box.Names(ctx, kind, name)
	if err != nil || !ok {
		return plan.Plan{}, false, err
	}
	q := grammar.Plan(prev.Request)
	filled := false
	for _, s := range q.Steps {
		for _, k := range []string{kind, "fileUnder"} {
			if k == "fileUnder" && kind != "project" {
				continue
			}
			if v, isStr := s.Args[k].(string); isStr && isPronoun(kind, v) {
				s.Args[k] = name
				filled = true
			}
		}
	}
	if !filled {
		return plan.Plan{}, false, nil
	}
	return q, true, nil
}

// andLead: a request that carries on the one before ("and …", "also …").
var andLead = regexp.MustCompile(`(?i)^\s*(?:and|also|plus|oh\s+and|and\s+also)\b`)

// newTopic: "also I must remember to …", "and we need to …": a thing of
// its own, said with its subject, not the list carried on.
var newTopic = regexp.MustCompile(`(?i)^\s*(?:and|also|plus|oh\s+and|and\s+also)\s*,?\s+(?:i|we)\s+(?:must|need|have|should|want|gotta|got|'ve|'d|also|will|am|'m)\b`)

// AndSameProject files new tasks said as a carrying-on ("and rewrite the
// CV in english and french, due 20 déc" right after "add update the
// portfolio site to Portfolio") in the project the previous request filed
// its new tasks in, when that request added tasks all to one project and
// the new ones name no place of their own.
func AndSameProject(p *plan.Plan, req Request) {
	if !req.Previous.Known || !req.Previous.Changed || !andLead.MatchString(req.Text) || len(p.Steps) == 0 || newTopic.MatchString(req.Text) {
		return
	}
	for _, s := range p.Steps {
		if s.Tool != "createTask" || s.Args["project"] != nil || s.Args["fileUnder"] != nil || s.Args["repeats"] != nil {
			return // a chore that comes round is the user's own, not the project's
		}
	}
	var key, where string
	for _, s := range grammar.Plan(req.Previous.Request).Steps {
		if s.Tool != "createTask" {
			return
		}
		k, v := "project", s.Args["project"]
		if v == nil {
			k, v = "fileUnder", s.Args["fileUnder"]
		}
		if v == nil && req.FocusProject != "" && !strings.HasPrefix(req.FocusProject, "id:") &&
			strings.Contains(strings.ToLower(req.Previous.Request), strings.ToLower(req.FocusProject)) {
			k, v = "fileUnder", req.FocusProject // the tools filed it there ("… to Portfolio")
		}
		w, _ := v.(string)
		if w == "" || strings.HasPrefix(w, "$") || where != "" && !strings.EqualFold(w, where) {
			return
		}
		key, where = k, w
	}
	if where == "" {
		return
	}
	for _, s := range p.Steps {
		s.Args[key] = where
	}
}

// sameAs: "…, same date, same label": a slot of the task the previous
// request added, said again by "same".
var sameAs = regexp.MustCompile(`(?i)\s*[,;]?\s*(?:and\s+)?(?:the\s+|with\s+the\s+|on\s+the\s+|in\s+the\s+)?same\s+(date|day|time|deadline|due\s+date|label|labels|tag|tags|project|priority)\b(?:\s+as\s+(?:before|that|the\s+last\s+one))?`)

// SameAsBefore fills a new task's slots that the request says are "the
// same" ("add \"prepare the report\", same date, same label") from the
// task the previous request added, and cuts those words from its title.
// With no previous request that added a task, the words stay and nothing
// is filled.
func SameAsBefore(p *plan.Plan, req Request) {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" || !req.Previous.Known {
		return
	}
	said := sameAs.FindAllStringSubmatch(req.Text, -1)
	if said == nil {
		return
	}
	var prev map[string]any
	for _, s := range grammar.Plan(req.Previous.Request).Steps {
		if s.Tool == "createTask" {
			prev = s.Args
		}
	}
	if prev == nil {
		return
	}
	args := p.Steps[0].Args
	for _, m := range said {
		switch strings.ToLower(strings.Fields(m[1])[0]) {
		case "date", "day", "time", "deadline", "due":
			if v, ok := prev["due"]; ok {
				args["due"] = v
			}
		case "label", "labels", "tag", "tags":
			if v, ok := prev["tags"]; ok {
				args["tags"] = v
			}
		case "project":
			for _, k := range []string{"project", "fileUnder"} {
				if v, ok := prev[k]; ok {
					args[k] = v
				}
			}
		case "priority":
			if v, ok := prev["priority"]; ok {
				args["priority"] = v
			}
		}
	}
	if title, ok := args["title"].(string); ok {
		t := strings.Trim(strings.TrimSpace(sameAs.ReplaceAllString(title, "")), ",;. ")
		t = strings.NewReplacer(`"`, "", "“", "", "”", "").Replace(t)
		if t != "" {
			args["title"] = t
		}
	}
}

// andToo: "and the PE kit thing", "also the dentist one", "same for the
// gym": one more item for the change just made.
var andToo = regexp.MustCompile(`(?i)^\s*(?:and|also|plus|same\s+(?:for|with))\s+(?:also\s+)?(?:the\s+|my\s+)?(.+?)(?:\s+(?:thing|one|task|stuff))?(?:\s+(?:too|as\s+well|also))?\s*[.!?]?\s*$`)

// andTooTools: the changes "and the X too" repeats for X.
var andTooTools = map[string]bool{"updateTask": true, "rescheduleTask": true, "completeTask": true, "reopenTask": true, "tagTask": true,
	"untagTask": true, "setPriority": true, "snoozeTask": true, "deleteTask": true, "createTask": true}

// anotherOne: "and another one, X", "one more: X", "and another one first
// trip 02/04" — one more of what the last turn added.
var anotherOne = regexp.MustCompile(`(?i)^\s*(?:and\s+|also\s+|plus\s+|oh\s+and\s+)?(?:another(?:\s+one)?|one\s+more)(?:\s*[,:;-]\s*|\s+)(\S.*?)\s*[.!]*$`)

// AnotherOne reads "and another one, X by D" right after a turn that added
// one milestone or one task as one more of the same kind in the same
// place: a milestone of that project, or a task filed where the last one
// was. ok is false for any other text, or when the last turn changed
// nothing or did something else.
func AnotherOne(req Request) (plan.Plan, bool) {
	m := anotherOne.FindStringSubmatch(req.Text)
	prev := req.Previous
	if m == nil || !prev.Known || !prev.Changed {
		return plan.Plan{}, false
	}
	q := grammar.Plan(prev.Request)
	if len(q.Steps) == 0 {
		return plan.Plan{}, false
	}
	last := q.Steps[len(q.Steps)-1]
	switch last.Tool {
	case "addMilestone":
		project, _ := last.Args["project"].(string)
		if project == "" || strings.HasPrefix(project, "$") {
			if c, ok := q.Steps[0].Args["name"].(string); ok && q.Steps[0].Tool == "createProject" {
				project = c // "new project X with a milestone M": X's
			} else {
				return plan.Plan{}, false
			}
		}
		own := grammar.Plan("add a milestone to " + project + ": " + m[1])
		if len(own.Steps) == 1 && own.Steps[0].Tool == "addMilestone" {
			own.Steps[0].Args["project"] = project
			return own, true
		}
	case "createTask":
		own := grammar.Plan("add " + m[1])
		if len(own.Steps) == 1 && own.Steps[0].Tool == "createTask" {
			for _, k := range []string{"project", "fileUnder"} {
				if v, ok := last.Args[k].(string); ok && !strings.HasPrefix(v, "$") && own.Steps[0].Args[k] == nil {
					own.Steps[0].Args[k] = v
				}
			}
			return own, true
		}
	}
	return plan.Plan{}, false
}

// bareTitle reports a plan that is only a new task named x, nothing else
// said ("and the prescription too" read on its own): the words may as well
// name an item the last change should be made to.
func bareTitle(p plan.Plan, x string) bool {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" || len(p.Steps[0].Args) != 1 {
		return false
	}
	t, _ := p.Steps[0].Args["title"].(string)
	t = strings.TrimPrefix(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(t)), "the "), "my ")
	return t == strings.ToLower(strings.TrimSpace(x))
}

// AndThatToo reads a request that is only "and the X (too)", which the
// rules do not understand on their own, as the previous turn's change made
// to X as well: its one step (the first when it had several alike) with X
// as the task (or, for a new task, as the title). ok is false when p was
// understood, the previous turn changed nothing, or its change is not one
// that can be said again of another item.
func AndThatToo(p plan.Plan, req Request) (plan.Plan, bool) {
	m := andToo.FindStringSubmatch(req.Text)
	prev := req.Previous
	if m == nil || p.Understood && len(p.Steps) > 0 && p.Steps[0].Tool != "agenda" && !bareTitle(p, m[1]) || !prev.Known || !prev.Changed || len(req.Text) > 60 {
		return plan.Plan{}, false
	}
	q := grammar.Plan(prev.Request)
	if andToo.MatchString(prev.Request) {
		// "and the milk too" after "and the prescription too": the change
		// both carry on from
		for _, r := range prev.Recent {
			if rm := andToo.FindStringSubmatch(r); rm == nil {
				q = grammar.Plan(r)
				break
			}
		}
	}
	if len(q.Steps) == 0 || !andTooTools[q.Steps[0].Tool] {
		return plan.Plan{}, false
	}
	st := plan.Step{Tool: q.Steps[0].Tool, Args: maps.Clone(q.Steps[0].Args)}
	for _, o := range q.Steps[1:] {
		if o.Tool != st.Tool {
			return plan.Plan{}, false // "add X and make it p1": which change is meant?
		}
	}
	x := strings.TrimSpace(m[1])
	if st.Tool == "createTask" {
		own := grammar.Plan("add " + x)
		if len(own.Steps) == 1 && own.Steps[0].Tool == "createTask" && own.Steps[0].Args["due"] != nil {
			// "and grocery run sat": a task with its own date is its own;
			// only where the last one went carries over, never its
			// priority or labels ("asap" was said of that one)
			next := own.Steps[0]
			for _, k := range []string{"project", "fileUnder"} {
				if v, ok := st.Args[k]; ok && next.Args[k] == nil {
					next.Args[k] = v
				}
			}
			return plan.Plan{Understood: true, Steps: []plan.Step{next}}, true
		}
		if strings.ContainsAny(x, ",;:") {
			// "and grocery run sat, milk eggs bread": more than one more
			// item's name; read as a request of its own (asked about when
			// unsure), never with the last task's slots unsaid
			return own, true
		}
		st.Args["title"] = x
	} else {
		st.Args["task"] = x
	}
	return plan.Plan{Understood: true, Steps: []plan.Step{st}}, true
}

// weekdayAt: a weekday, and perhaps its part of the day or clock time
// ("Monday evening", "tues 7pm") — no date of the month.
var weekdayAt = regexp.MustCompile(`(?i)^(?:on\s+)?(mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?((?:\s+(?:morning|afternoon|evening|night|at\s+\S+|\d{1,2}(?::\d{2})?\s*(?:am|pm)?))*)$`)

// RepeatCorrected reads "actually make it Monday evening" right after a
// capture that repeats on a weekday ("bins out every sunday evening") as
// a correction of how it repeats: every Monday evening, not one Monday
// and every Sunday after. Other moves, and moves after other turns, are
// left alone.
func RepeatCorrected(p *plan.Plan, prev PreviousTurn) {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "rescheduleTask" || !prev.Known || !prev.Changed {
		return
	}
	st := p.Steps[0]
	ref, _ := st.Args["task"].(string)
	to, _ := st.Args["to"].(string)
	if !isPronoun("task", ref) || !weekdayAt.MatchString(strings.TrimSpace(to)) {
		return
	}
	q := grammar.Plan(prev.Request)
	if len(q.Steps) != 1 || q.Steps[0].Tool != "createTask" {
		return
	}
	if rep, _ := q.Steps[0].Args["repeats"].(string); !weekdayRepeat.MatchString(rep) {
		return
	}
	*p = plan.Plan{Understood: true, Steps: []plan.Step{{Tool: "setRecurrence", Args: map[string]any{"task": ref, "repeats": "every " + strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(to), "on "))}}}}
}

// weekdayRepeat: a repetition on a weekday ("every sunday evening",
// "each Tuesday").
var weekdayRepeat = regexp.MustCompile(`(?i)\b(?:every|each)\s+(?:other\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)`)

// AskWhich replaces a plan whose step still points at "it" (nothing in the
// conversation or the plan says what it is: "I'm swamped, make it p1" as
// the first words) by the question which item is meant; nothing runs.
func AskWhich(p *plan.Plan) {
	for _, s := range p.Steps {
		for _, k := range []string{"task", "project", "note", "milestone"} {
			if v, ok := s.Args[k].(string); ok && isPronoun(k, v) {
				note := "Which " + k + " do you mean? Say its name. Nothing was changed."
				if k == "task" {
					note = "Which task do you mean? Say its name, or say it again with the name in place of “" + v + "”. Nothing was changed."
				}
				*p = plan.Plan{Steps: []plan.Step{}, Understood: true, Note: note}
				return
			}
		}
	}
}

// Outline renders a plan as one line per step: "createTask — title: Buy soil".
func Outline(p plan.Plan) []string {
	out := make([]string, len(p.Steps))
	for i, s := range p.Steps {
		out[i] = s.Tool
		if a := plan.FormatArgs(s.Args); a != "" {
			out[i] += " — " + a
		}
	}
	return out
}

func family(box *tools.ToolBox, name string) string {
	if t, ok := box.Registry().Lookup(name); ok {
		return t.Family
	}
	return ""
}

// RecordOf makes the card record of one tool call: its summary, status
// (ok or failed), the item it named, citations, items and candidate titles.
func RecordOf(box *tools.ToolBox, inv tools.Invocation, res tools.Result) ToolRecord {
	rec := ToolRecord{Tool: inv.Tool, Family: family(box, inv.Tool), Args: inv.Args, Summary: res.Summary, Status: StatusOK,
		Ref: res.Ref, Kind: res.Outputs["kind"], Changed: res.Changed, Citations: res.Citations, Items: res.Items}
	if !res.OK {
		rec.Status = StatusFailed
	}
	for _, c := range res.Candidates {
		rec.Candidates = append(rec.Candidates, c.Label())
	}
	rec.Choices = res.Candidates
	return rec
}

// capture remembers the last call the executor made, so the finished event
// can carry the full result (citations, items) on its card.
type capture struct {
	plan.Box
	ran bool
	inv tools.Invocation
	res tools.Result
}

func (c *capture) Run(ctx context.Context, inv tools.Invocation) (tools.Result, error) {
	res, err := c.Box.Run(ctx, inv)
	c.ran, c.inv, c.res = err == nil, inv, res
	return res, err
}

// themRefs: the words by which a request points at every item the previous
// turn named ("tag them both errands", "move those to friday").
var themRefs = map[string]bool{"them": true, "them both": true, "both of them": true, "both": true, "all of them": true,
	"them all": true, "all them": true, "those": true, "these": true, "those two": true, "these two": true, "the two of them": true,
	"both of those": true, "all three": true, "all 3": true, "those ones": true, "these ones": true}

// themNamed: a request that names a task by a word that could point at a
// set ("delete the task both", "the task called them"): the task of that
// name, never the previous turn's items.
var themNamed = regexp.MustCompile(`(?i)\b(?:task|to-?do|item)\s+(?:called\s+|named\s+|titled\s+)?["“']?(?:both|them|those|these|all|them\s+all|all\s+three)["”']?(?:\s|$|[.,!?])`)

// countSaid: themRefs that say how many.
var countSaid = map[string]int{"them both": 2, "both of them": 2, "both": 2, "those two": 2, "these two": 2, "the two of them": 2,
	"both of those": 2, "all three": 3, "all 3": 3}

// countedThem: a reference that points at the previous turn's items and
// says how many ("those 3", "these three", "all 4 of them", "the three
// tasks"); group 1 is the number in figures or words.
var countedThem = regexp.MustCompile(`(?i)^(?:all\s+)?(?:(?:those|these|the)\s+)?(2|3|4|5|6|two|three|four|five|six)(?:\s+(?:of\s+(?:them|those|these)|ones|tasks|things|items|to-?dos))?$`)

// countWords: the numbers countedThem reads in words.
var countWords = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

// themRef reports whether a step's task v points at the previous turn's
// items (themRefs, countedThem) and how many it says (0 when it does not
// say). A bare number ("3") is not a reference: the "the", "those",
// "these" or "all" must be said.
func themRef(v string) (bool, int) {
	l := strings.ToLower(strings.TrimSpace(v))
	if themRefs[l] {
		return true, countSaid[l]
	}
	m := countedThem.FindStringSubmatch(l)
	if m == nil || l == m[1] {
		return false, 0
	}
	if n, ok := countWords[m[1]]; ok {
		return true, n
	}
	n, _ := strconv.Atoi(m[1])
	return true, n
}

// bothWord: a request that says the set it points at is two ("both of
// those", "the two of them").
var bothWord = regexp.MustCompile(`(?i)\bboth\b|\b(?:those|these|the)\s+two\b`)

// BothSaid keeps the count a request said ("put both of those in Parents
// Visit") on a step the rules left pointing at "them": ResolveThem then
// takes the last two named when the previous turn named one.
func BothSaid(p *plan.Plan, text string) {
	if !bothWord.MatchString(text) {
		return
	}
	for _, s := range p.Steps {
		if v, _ := s.Args["task"].(string); strings.EqualFold(strings.TrimSpace(v), "them") {
			s.Args["task"] = "both of them"
		}
	}
}

// ResolveThem makes a step whose task says "them" (themRefs) act on each
// task in all (the previous turn's tasks, Request.FocusAll): the step is
// repeated once per task, and plan references ("$N") after it are
// renumbered. A reference that says how many ("these two") and finds
// fewer in all takes that many of the latest named, recent (Request.Recent,
// oldest first). A plan with no such step, or all with fewer than two, is
// left as it is ("them" then stands for the one item in focus).
func ResolveThem(p *plan.Plan, all, recent []string) {
	for i := 0; i < len(p.Steps); i++ {
		s := p.Steps[i]
		v, ok := s.Args["task"].(string)
		isThem, n := themRef(v)
		if !ok || !isThem {
			continue
		}
		set := all
		if n > len(set) && n <= len(recent) {
			// "put these two in a new project" after two turns that each
			// added one: the last two named
			set = recent[len(recent)-n:]
		}
		if len(set) < 2 {
			continue
		}
		each := make([]plan.Step, len(set))
		for k, ref := range set {
			args := make(map[string]any, len(s.Args))
			for key, val := range s.Args {
				args[key] = val
			}
			args["task"] = ref
			each[k] = plan.Step{Tool: s.Tool, Args: args}
		}
		shift := len(set) - 1
		rest := append([]plan.Step{}, p.Steps[i+1:]...)
		for _, r := range rest {
			for key, val := range r.Args {
				if ref, ok := val.(string); ok && strings.HasPrefix(ref, "$") {
					if n, err := strconv.Atoi(ref[1:]); err == nil && n > i+1 {
						r.Args[key] = "$" + strconv.Itoa(n+shift)
					}
				}
			}
		}
		p.Steps = append(append(p.Steps[:i], each...), rest...)
		i += shift
	}
}
