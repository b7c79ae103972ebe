package router

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"

	"pace/plan"
)

// Case is one line of an external routing set (the shared development set's
// format: {"id","text","expect_tool","expect_steps"?,"doubt"?,…}).
type Case struct {
	ID          string   `json:"id"`
	Text        string   `json:"text"`
	ExpectTool  string   `json:"expect_tool"`
	ExpectSteps []string `json:"expect_steps,omitempty"`
	Doubt       string   `json:"doubt,omitempty"`
}

// LoadCases reads JSON lines; blank lines are skipped, a bad line is an error
// naming its number.
func LoadCases(r io.Reader) ([]Case, error) {
	var out []Case
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var c Case
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			return nil, fmt.Errorf("load cases line %d: %w", n, err)
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("load cases: %w", err)
	}
	return out, nil
}

// mutating is the reference scorer's MUT: a tool whose name starts with a
// verb that changes data.
var mutating = regexp.MustCompile(`(?i)^(create|complete|delete|reschedule|snooze|update|set|add|append|link|reopen|undo|move|rename|remove|export|archive|clear|tag|untag)`)

// accept maps an expected tool to the tools that serve it (the reference
// scorer's ACCEPT); a tool not listed accepts only itself.
var accept = map[string][]string{
	"createTask": {"createTask"}, "createEvent": {"createEvent", "createTask"},
	"listTasks": {"queryTasks", "agenda", "calendarAgenda"}, "agenda": {"agenda", "queryTasks"},
	"deleteTask": {"deleteTask", "completeTask"}, "completeTask": {"completeTask"},
	"rescheduleTask": {"rescheduleTask", "snoozeTask"}, "createNote": {"createNote", "appendNote"},
	"askNotes": {"askNotes", "searchNotes", "searchEverything"},
}

// Verdict is how one case was judged.
type Verdict struct {
	Case  Case
	Tools []string
	// InScope is false for "other" and "cancel" cases.
	InScope bool
	OK      bool
}

// Judge scores one routed plan exactly as score_router.py does: an in-scope
// case is right when some step was routed, the plan is not marked
// not-understood and the first tool is accepted; an out-of-scope case is
// safe when no step mutates ("undo" is safe for "cancel" only); a case with
// expect_steps needs exactly that tool sequence.
func Judge(c Case, p plan.Plan) Verdict {
	tools := make([]string, len(p.Steps))
	for i, s := range p.Steps {
		tools[i] = s.Tool
	}
	v := Verdict{Case: c, Tools: tools, InScope: true}
	exp := c.ExpectTool
	switch {
	case len(c.ExpectSteps) > 0:
		v.OK = strings.Join(tools, "\x00") == strings.Join(c.ExpectSteps, "\x00")
	case exp == "other" || exp == "cancel":
		v.InScope, v.OK = false, true
		for _, t := range tools {
			if (t != "undo" || exp == "other") && mutating.MatchString(t) {
				v.OK = false
			}
		}
	default:
		acc := accept[exp]
		if acc == nil {
			acc = []string{exp}
		}
		v.OK = len(tools) > 0 && p.Understood && contains(acc, tools[0])
	}
	return v
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Rate is correct out of total.
type Rate struct {
	Correct int     `json:"correct"`
	Total   int     `json:"total"`
	Rate    float64 `json:"rate"`
}

func (r *Rate) add(ok bool) {
	r.Total++
	if ok {
		r.Correct++
	}
	r.Rate = float64(r.Correct) / float64(r.Total)
}

// CaseReport is the scoring of a case file.
type CaseReport struct {
	InScope      Rate `json:"in_scope"`
	Safe         Rate `json:"out_of_scope_safe"`
	InScopeClean Rate `json:"in_scope_without_doubt"`
	SafeClean    Rate `json:"out_of_scope_safe_without_doubt"`
	// Damage counts out-of-scope and cancel turns that would change data:
	// Correct is the number of damaging turns, Rate their share.
	Damage  Rate            `json:"damage"`
	PerTool map[string]Rate `json:"per_expected_tool"`
	// Confusion counts expected → first routed tool ("-" for no step) over
	// every case.
	Confusion map[string]int `json:"confusion"`
	Verdicts  []Verdict      `json:"-"`
}

// ScoreCases routes every case with route and scores it with Judge.
func ScoreCases(cases []Case, route func(string) plan.Plan) CaseReport {
	r := CaseReport{PerTool: map[string]Rate{}, Confusion: map[string]int{}}
	for _, c := range cases {
		v := Judge(c, route(c.Text))
		r.Verdicts = append(r.Verdicts, v)
		exp := c.ExpectTool
		if len(c.ExpectSteps) > 0 {
			exp = "steps"
		}
		pt := r.PerTool[exp]
		pt.add(v.OK)
		r.PerTool[exp] = pt
		got := "-"
		if len(v.Tools) > 0 {
			got = v.Tools[0]
		}
		r.Confusion[exp+" → "+got]++
		if v.InScope {
			r.InScope.add(v.OK)
			if c.Doubt == "" {
				r.InScopeClean.add(v.OK)
			}
			continue
		}
		r.Safe.add(v.OK)
		r.Damage.add(!v.OK)
		if c.Doubt == "" {
			r.SafeClean.add(v.OK)
		}
	}
	return r
}

// Print writes the report as a table: the headline in the reference
// scorer's wording, per expected tool, then the confusion counts, most
// frequent first.
func (r CaseReport) Print(w io.Writer) {
	fmt.Fprintf(w, "route: in-scope %d/%d = %.3f; out-of-scope safe %d/%d = %.3f | without doubt: in-scope %d/%d = %.3f; safe %d/%d = %.3f\n",
		r.InScope.Correct, r.InScope.Total, r.InScope.Rate, r.Safe.Correct, r.Safe.Total, r.Safe.Rate,
		r.InScopeClean.Correct, r.InScopeClean.Total, r.InScopeClean.Rate, r.SafeClean.Correct, r.SafeClean.Total, r.SafeClean.Rate)
	fmt.Fprintf(w, "damage: %d of %d out-of-scope/cancel turns would change data (%.3f)\n", r.Damage.Correct, r.Damage.Total, r.Damage.Rate)
	tools := make([]string, 0, len(r.PerTool))
	for t := range r.PerTool {
		tools = append(tools, t)
	}
	sort.Strings(tools)
	fmt.Fprintf(w, "\n%-16s %8s %6s %8s\n", "expected", "correct", "total", "rate")
	for _, t := range tools {
		pt := r.PerTool[t]
		fmt.Fprintf(w, "%-16s %8d %6d %8.3f\n", t, pt.Correct, pt.Total, pt.Rate)
	}
	type kv struct {
		k string
		n int
	}
	var conf []kv
	for k, n := range r.Confusion {
		conf = append(conf, kv{k, n})
	}
	sort.Slice(conf, func(i, j int) bool {
		if conf[i].n != conf[j].n {
			return conf[i].n > conf[j].n
		}
		return conf[i].k < conf[j].k
	})
	fmt.Fprintln(w, "\nconfusion (expected → got first tool):")
	for _, c := range conf {
		fmt.Fprintf(w, "  %-40s %5d\n", c.k, c.n)
	}
}
