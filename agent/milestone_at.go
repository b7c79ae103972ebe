package agent

import (
	"context"
	"regexp"
	"strings"
	"unicode"

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
