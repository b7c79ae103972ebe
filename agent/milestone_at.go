package agent

import (
	"context"
	"regexp"
	"strings"
	"unicode"

	"pace/agent/grammar"
	"pace/plan"
	"pace/tools"
)

// milestoneLead: a new milestone's title that begins with the place it
// goes ("to the wedding final dress fitting").
var milestoneLead = regexp.MustCompile(`(?i)^(?:to|in|into|for|on|under)\s+(?:the\s+|my\s+|our\s+)?`)

// milestoneFiller: words between a project and its milestone's name
// ("that's like", "called", a dash or colon).
var milestoneFiller = regexp.MustCompile(`(?i)^(?:\s*(?:[—–:-]|that'?s|thats|which\s+is|called|named|like)\s*)+`)

// MilestoneAtProjectName reads a new milestone whose title begins with a
// project ("add a milestone to the wedding final dress fitting on the
// 10th") by the user's projects: of the places the words after "to the"
// could be cut, the one whose left side names exactly one project (a
// closing "project" aside) gives the project, the rest the title (of cuts
// that name the same project, the longest: "house reno kitchen fitted").
// A milestone whose project is already said by name, or with no cut or
// cuts that name several projects, is left alone. Errors: store errors
// only.
func MilestoneAtProjectName(ctx context.Context, p *plan.Plan, box *tools.ToolBox) error {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "addMilestone" {
		return nil
	}
	args := p.Steps[0].Args
	title, _ := args["title"].(string)
	proj, _ := args["project"].(string)
	if proj != "" && proj != "it" && !strings.HasPrefix(proj, "$") {
		if _, ok, err := box.ProjectResolved(ctx, proj); err != nil || ok {
			return err
		}
	}
	m := milestoneLead.FindStringIndex(title)
	if m == nil {
		return nil
	}
	words := strings.Fields(title[m[1]:])
	var name, rest string
	fits := 0
	for k := 1; k < len(words); k++ {
		left := strings.Join(words[:k], " ")
		if strings.EqualFold(words[k-1], "project") || !strings.ContainsFunc(words[k-1], unicode.IsLetter) && !strings.ContainsFunc(words[k-1], unicode.IsDigit) {
			continue // "wedding project", "wedding —" are tried as "wedding"
		}
		right := words[k:]
		if strings.EqualFold(right[0], "project") {
			right = right[1:]
		}
		if len(right) == 0 {
			continue
		}
		n, ok, err := box.ProjectResolved(ctx, left)
		if err != nil {
			return err
		}
		if ok {
			if fits > 0 && n == name {
				// "house", "house reno" and "house reno kitchen" all name
				// House Reno: the longest cut whose words are all the name's
				if !wordsOf(left, n) {
					continue
				}
				fits--
			}
			name, rest = n, strings.Join(right, " ")
			fits++
		}
	}
	if fits != 1 {
		return nil
	}
	if t := strings.TrimSpace(milestoneFiller.ReplaceAllString(rest, "")); t != "" {
		rest = t // "… thats like final draft done": the milestone is what follows
	}
	args["project"], args["title"] = name, rest
	return nil
}

// wordsOf reports whether every word of left is a word of name (case
// folded).
func wordsOf(left, name string) bool {
	have := map[string]bool{}
	for _, w := range strings.Fields(strings.ToLower(name)) {
		have[w] = true
	}
	for _, w := range strings.Fields(strings.ToLower(left)) {
		if !have[w] {
			return false
		}
	}
	return true
}

// andAnother: a message that carries on from the one before ("and …",
// "also …", "plus …", "another one: …").
var andAnother = regexp.MustCompile(`(?i)^\s*(?:and|also|plus|oh\s+and|and\s+also|another(?:\s+one)?\s*[:,-]?)\s+`)

// AnotherMilestone reads "and cabinets in by feb 1", said right after a
// turn that only added milestones, as one more milestone of the same
// project, not a loose task: a single new dated task, said as a
// continuation, whose previous turn's steps were all addMilestone.
func AnotherMilestone(p *plan.Plan, text string, prev PreviousTurn) {
	if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" || !prev.Known || !andAnother.MatchString(text) {
		return
	}
	args := p.Steps[0].Args
	if due, _ := args["due"].(string); due == "" || args["project"] != nil || args["repeats"] != nil {
		return
	}
	before := grammar.PlanAsTurn(prev.Request)
	project := ""
	for _, st := range before.Steps {
		if st.Tool != "addMilestone" {
			return
		}
		if pr, _ := st.Args["project"].(string); pr != "" && !strings.HasPrefix(pr, "$") {
			project = pr
		}
	}
	if len(before.Steps) == 0 || project == "" {
		return
	}
	title, _ := args["title"].(string)
	if grammar.StartsWithTaskVerb(title) {
		return // "and ring the roofer friday": a thing to do, not a milestone
	}
	project = milestoneLead.ReplaceAllString(project, "")
	p.Steps[0] = plan.Step{Tool: "addMilestone", Args: map[string]any{"title": title, "due": args["due"], "project": project}}
}
