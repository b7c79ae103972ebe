package agent

import (
	"context"
	"regexp"
	"strings"

	"pace/plan"
	"pace/tools"
)

// putItSaid: a thing named, then "put it on" a day ("fix the leaking tap,
// please put it on Wednesday 2 pm"): the words that make a new task, or
// move the task of that name when one is open.
var putItSaid = regexp.MustCompile(`(?i)^\s*[^,]+?\s*,\s*(?:(?:please|pls|plz|can\s+you|could\s+you|kindly|just|and)\s+)*(?:put|move|set|schedule|push|change|make|stick|pop)\s+(?:it|that|this)\s+(?:on|for|to|at|till|until|in\s+for|due)\b`)

// dueAfterTitle: what follows a task's title said first when only its day
// is asked ("buy gifts due 19-12", "buy gifts, by friday", "book the hall
// needs doing by wednesday", "interview round 2 is at 2pm": a task of
// that name is there, so its time is news, not a second task).
var dueAfterTitle = regexp.MustCompile(`(?i)^\s*[,:;\-–—]?\s*(?:(?:is\s+|should\s+be\s+|now\s+)?(?:due|by)|needs\s+(?:doing|to\s+be\s+done)\s+(?:by|before|on)|(?:is|'s|’s|will\s+be)\s+(?:now\s+|actually\s+|really\s+)?(?:at|on))\s+\S`)

// titleThenDue reports text that opens with title, no verb before it, and
// goes on with only its day ("buy gifts due 19-12").
func titleThenDue(text, title string) bool {
	t := strings.TrimSpace(text)
	if title == "" || len(t) <= len(title) || !strings.EqualFold(t[:len(title)], title) {
		return false
	}
	return dueAfterTitle.MatchString(t[len(title):])
}

// MoveNotDuplicate turns a new task made by "<title>, put it on <day>" or
// "<title> due <day>" (a priority may be said too) into moving the open task of that title when exactly one is (the user
// names a task they have and asks for a new day; a second "fix the
// leaking tap" would be a duplicate). Any other plan is left as it is.
// Errors: store errors only.
func MoveNotDuplicate(ctx context.Context, p *plan.Plan, box *tools.ToolBox, text string) error {
	if len(p.Steps) != 1 || p.Clarify != nil || p.Steps[0].Tool != "createTask" {
		return nil
	}
	args := p.Steps[0].Args
	title, _ := args["title"].(string)
	if !putItSaid.MatchString(text) && !titleThenDue(text, title) {
		return nil
	}
	due, _ := args["due"].(string)
	if title == "" || due == "" {
		return nil
	}
	for k := range args {
		if k != "title" && k != "due" && k != "priority" {
			return nil // a project or repeat said too: a new task
		}
	}
	ok, err := box.OpenTaskNamed(ctx, title)
	if err != nil || !ok {
		return err
	}
	p.Steps = []plan.Step{{Tool: "rescheduleTask", Args: map[string]any{"task": title, "to": due}}}
	if pr, _ := args["priority"].(string); pr != "" {
		// "find a caterer - due next tue, and high priority": its day and
		// its priority
		p.Steps = append(p.Steps, plan.Step{Tool: "setPriority", Args: map[string]any{"task": "$1", "priority": pr}})
	}
	return nil
}

// MilestoneOfOpen turns each new task a plan files under a milestone
// ("put A and B under the spring clean milestone") into moving the task
// the title names when the user has one: an open task named, or several
// alike (the tool then asks which). A title that names nothing stays a new
// task. Steps that say more than a title, a milestone and a project are
// left as they are. Errors: store errors only.
func MilestoneOfOpen(ctx context.Context, p *plan.Plan, box *tools.ToolBox) error {
	for i, st := range p.Steps {
		ms, _ := st.Args["milestone"].(string)
		title, _ := st.Args["title"].(string)
		if st.Tool != "createTask" || ms == "" || title == "" {
			continue
		}
		other := false
		for k := range st.Args {
			other = other || k != "title" && k != "milestone" && k != "project"
		}
		if other {
			continue
		}
		if named, err := box.NamesATask(ctx, title); err != nil || !named {
			if err != nil {
				return err
			}
			continue
		}
		p.Steps[i] = plan.Step{Tool: "updateTask", Args: map[string]any{"task": title, "milestone": ms}}
	}
	return nil
}
