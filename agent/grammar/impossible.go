package grammar

import (
	"fmt"
	"strings"
	"time"

	"pace/plan"
	"pace/tools/dates"
)

// askImpossibleDate asks which day a request meant when it names a day
// its month does not have ("ring mum on the 31st of February"): the date
// would otherwise be dropped or misread from a part of the phrase ("the
// 31st" alone), and a misunderstanding must cost nothing. The options are
// the request read with the month's last day and with the next month's
// first, and doing nothing; a request that changes nothing and asks
// nothing is left as it is read.
func askImpossibleDate(b Brain, text string, d dates.ImpossibleDate) plan.Plan {
	p := planRead(b, text)
	if len(p.Steps) == 0 && p.Clarify == nil {
		return p
	}
	year := ""
	if d.Year != 0 {
		year = fmt.Sprintf(" %d", d.Year)
	}
	next, nextYear := d.Month+1, year
	if d.Month == time.December {
		next = time.January
		if d.Year != 0 {
			nextYear = fmt.Sprintf(" %d", d.Year+1)
		}
	}
	q := &plan.Clarify{Question: fmt.Sprintf("There is no %d %s%s — which day did you mean?", d.Day, d.Month, year)}
	for _, day := range []string{
		fmt.Sprintf("%d %s%s", d.LastDay(), d.Month, year),
		fmt.Sprintf("1 %s%s", next, nextYear),
	} {
		t := text[:d.Span[0]] + day + text[d.Span[1]:]
		r := AskJunk(planRead(b, t))
		if r.Clarify != nil || len(r.Steps) == 0 {
			continue
		}
		var labels []string
		for _, st := range r.Steps {
			labels = append(labels, describe(st))
		}
		label := strings.Join(labels, "; ")
		if !strings.Contains(label, day) {
			label = day + ": " + label // "28 April: Show your tasks"
		}
		q.Options = append(q.Options, plan.Option{Label: label, Text: t, Steps: r.Steps})
	}
	q.Options = append(q.Options, plan.Option{Label: "Neither — do nothing", Steps: []plan.Step{}})
	return plan.Plan{Steps: []plan.Step{}, Understood: true, Clarify: q, Note: q.Question}
}
