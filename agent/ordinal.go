package agent

import (
	"regexp"
	"strconv"
	"strings"

	"pace/plan"
)

// ordinalRef: a task named by its place in the list the previous turn
// showed ("the second one", "the 3rd task", "number 2", "the last one").
var ordinalRef = regexp.MustCompile(`(?i)^(?:the\s+)?(?:(first|second|third|fourth|fifth|sixth|seventh|eighth|last|1st|2nd|3rd|4th|5th|6th|7th|8th)(?:\s+(?:one|task|item|thing|entry))?|(?:number|no\.?|#)\s*([1-8]))$`)

var ordinalPlace = map[string]int{"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
	"fifth": 5, "5th": 5, "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "eighth": 8, "8th": 8}

// ResolveOrdinal puts, in a step whose task is named by its place ("make
// the second one high priority"), the task at that place of all (the
// previous turn's tasks in the order it showed them, Request.FocusAll,
// else listed, Request.Listed; "the last one" is the last). A place beyond the list, or no list, is
// left as said, so the step fails with "No task matches" and nothing
// changes.
func ResolveOrdinal(p *plan.Plan, all, listed []string) {
	if len(all) < 2 {
		all = listed
	}
	if len(all) < 2 {
		return
	}
	for _, s := range p.Steps {
		r, ok := refOf[s.Tool]
		if !ok || r[1] != "task" {
			continue
		}
		key := r[0]
		v, _ := s.Args[key].(string)
		m := ordinalRef.FindStringSubmatch(strings.TrimSpace(v))
		if m == nil {
			continue
		}
		n := ordinalPlace[strings.ToLower(m[1])]
		switch {
		case strings.EqualFold(m[1], "last"):
			n = len(all)
		case m[2] != "":
			n, _ = strconv.Atoi(m[2])
		}
		if n >= 1 && n <= len(all) {
			s.Args[key] = all[n-1]
		}
	}
}
