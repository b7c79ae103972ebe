package grammar

import (
	"fmt"
	"strings"

	"pace/plan"
	"pace/tools"
)

// listTools answer with a list the user wants to read.
var listTools = set(`agenda queryTasks listProjects projectStatus listMilestones searchEverything searchNotes recall notesFrom listNotes`)

// maxItems bounds the items a reply lists for one step.
const maxItems = 8

// maxAllItems: how many items a reply lists when every open task was
// asked for ("show all my open tasks").
const maxAllItems = 40

// Reply composes the plain-language reply to an executed plan, without a
// model: for a plan with no steps, its note; for askNotes, the answer text
// with its [n] citation markers; for lists (agenda, queries, search), the
// summary and up to 8 items; for changes, each step's summary. When a step
// failed, the executor's account (which step, why, whether anything was
// changed) comes last. A not-understood plan's note comes first.
func Reply(o plan.Outcome) string {
	if len(o.Steps) == 0 {
		if o.Plan.Note != "" {
			return o.Plan.Note
		}
		return "Nothing to do."
	}
	var parts []string
	if !o.Plan.Understood && o.Plan.Note != "" {
		parts = append(parts, o.Plan.Note)
	}
	if n := createdTasks(o); n >= batchHeading {
		// "add these: a, b, c, d, e": a batch of new tasks needs no
		// approval (nothing that exists changes), but the reply names
		// every one and says how to take them all back.
		parts = append(parts, fmt.Sprintf("Added %d tasks (one undo takes them all back):", n))
	}
	for _, s := range o.Steps {
		if s.Status != plan.StatusOK {
			continue
		}
		if r := stepReply(s); r != "" {
			parts = append(parts, r)
		}
	}
	if o.Failed > 0 {
		f := o.Steps[o.Failed-1]
		// Plain words only: tool names are for cards and logs, not replies.
		reason := strings.TrimSuffix(f.Reason, ".")
		if !strings.HasSuffix(reason, "?") {
			reason += "."
		}
		msg := "That didn't work: " + reason
		if strings.Contains(reason, "Did you mean") && len(o.Steps) == 1 {
			// a question back ("Did you mean the task “sunday ride”? Say
			// yes …") is no failure to report
			msg = reason
		}
		if len(o.Steps) > 1 {
			msg = "I couldn't do all of that: " + reason
		}
		if skipped := len(o.Steps) - o.Failed; skipped > 0 {
			msg += " I stopped there, so the rest wasn't done."
		}
		if len(f.Result.Candidates) > 1 && !strings.Contains(f.Reason, "matches several") {
			names := make([]string, 0, len(f.Result.Candidates))
			for _, c := range f.Result.Candidates {
				name := "“" + c.Title + "”"
				if c.Detail != "" {
					name += " (" + c.Detail + ")"
				}
				names = append(names, name)
			}
			msg += " Did you mean " + strings.Join(names, " or ") + "?"
		}
		undid := false
		for _, s := range o.Steps {
			undid = undid || s.Status == plan.StatusOK && s.Step.Tool == "undo"
		}
		switch {
		case o.Changed:
			msg += " The steps before it were kept; “undo” takes them back."
		case undid:
			msg += " What I undid stays undone."
		default:
			msg += " Nothing was changed."
		}
		parts = append(parts, msg)
	}
	return strings.Join(parts, "\n")
}

// batchHeading: this many new tasks in one turn get a heading line.
const batchHeading = 3

// createdTasks counts o's steps when every one created a task, else 0.
func createdTasks(o plan.Outcome) int {
	for _, s := range o.Steps {
		if s.Step.Tool != "createTask" || s.Status != plan.StatusOK {
			return 0
		}
	}
	return len(o.Steps)
}

func stepReply(s plan.StepOutcome) string {
	r := s.Result
	switch {
	case s.Step.Tool == "askNotes", r.Outputs["answer"] != "":
		// queryTasks answers "when is X?" from the notes when no task is
		// about X: the answer is what to say.
		return answerText(r)
	case s.Step.Tool == "recall" && r.OK && r.Detail != "":
		// What was said, quoted, not only counted.
		return strings.TrimSpace(r.Detail)
	case s.Step.Tool == "projectStatus" && r.OK && r.Detail != "":
		// "show the kitchen project": its tasks, milestones and state, as
		// the ToolBox words them.
		return strings.TrimSpace(r.Detail)
	case listTools[s.Step.Tool]:
		lines := []string{r.Summary}
		most := ShownItems(s.Step.Tool, s.Step.Args, len(r.Items))
		for i, it := range r.Items {
			if i == most {
				lines = append(lines, fmt.Sprintf("…and %d more", len(r.Items)-most))
				break
			}
			l := "- " + it.Title
			if it.Line != "" {
				l += " (" + it.Line + ")"
			}
			lines = append(lines, l)
		}
		return strings.TrimSpace(strings.Join(lines, "\n"))
	}
	return r.Summary
}

// answerText is an askNotes answer without the passage list the ToolBox
// appends for models: the text with its [n] markers.
func answerText(r tools.Result) string {
	d := r.Detail
	if d == "" {
		return r.Summary
	}
	if i := strings.Index(d, "\n[1] "); i >= 0 {
		d = d[:i]
	}
	return strings.TrimSpace(d)
}

// ShownItems is how many of a list tool's total items the reply shows (the
// rest are "…and N more"): maxItems, or maxAllItems for "show all my open
// tasks" — all of them when no more than three would be left out. "The last one" and "the second one" count in what was
// shown.
func ShownItems(tool string, args map[string]any, total int) int {
	most := maxItems
	if tool == "queryTasks" && (len(args) == 0 || args["filter"] == "all" && len(args) == 1) {
		most = maxAllItems // "show all my open tasks": all of them, within reason
	}
	if total <= most+hiddenAtLeast-1 {
		return total // "…and 1 more" hides what a line or two would show
	}
	return most
}

// hiddenAtLeast: a list's tail is cut to "…and N more" only when N is at
// least this.
const hiddenAtLeast = 4
