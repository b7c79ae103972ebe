package plan

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"

	"pace/tools"
)

// ErrBadRef: an argument refers to a step that did not run before it or
// produced no such value.
var ErrBadRef = errors.New("bad step reference")

var refRE = regexp.MustCompile(`^\$(\d+|last)(?:\.([A-Za-z_][A-Za-z0-9_]*))?$`)

// IsRef reports whether v is a step reference ("$1", "$2.title", "$last").
func IsRef(v string) bool { return refRE.MatchString(v) }

// Resolve returns args with every reference replaced by the value it points
// at in done, the results of the steps before this one (done[0] is step 1):
// "$N" is step N's Ref, "$N.name" its Outputs[name] ("$N.ref" is Ref too),
// "$last" the latest Ref. References are resolved before the ToolBox sees
// the arguments, so they win over any fuzzy title match. Errors wrap ErrBadRef.
func Resolve(args map[string]any, done []tools.Result) (map[string]any, error) {
	out := make(map[string]any, len(args))
	for k, v := range args {
		switch v := v.(type) {
		case string:
			r, err := resolveOne(v, done)
			if err != nil {
				return nil, fmt.Errorf("argument %s: %w", k, err)
			}
			out[k] = r
		case []string:
			rs := make([]string, len(v))
			for i, s := range v {
				r, err := resolveOne(s, done)
				if err != nil {
					return nil, fmt.Errorf("argument %s: %w", k, err)
				}
				rs[i] = r
			}
			out[k] = rs
		default:
			out[k] = v
		}
	}
	return out, nil
}

func resolveOne(v string, done []tools.Result) (string, error) {
	m := refRE.FindStringSubmatch(v)
	if m == nil {
		return v, nil
	}
	var res tools.Result
	if m[1] == "last" {
		i := len(done) - 1
		for i >= 0 && done[i].Ref == "" {
			i--
		}
		if i < 0 {
			return "", fmt.Errorf("%w: %s: no earlier step produced an item", ErrBadRef, v)
		}
		res = done[i]
	} else {
		n, _ := strconv.Atoi(m[1])
		if n < 1 || n > len(done) {
			return "", fmt.Errorf("%w: %s: step %d has not run before this one", ErrBadRef, v, n)
		}
		res = done[n-1]
	}
	if m[2] == "" || m[2] == "ref" {
		if res.Ref == "" {
			return "", fmt.Errorf("%w: %s: that step produced no item", ErrBadRef, v)
		}
		return res.Ref, nil
	}
	out, ok := res.Outputs[m[2]]
	if !ok {
		return "", fmt.Errorf("%w: %s: that step has no output %q", ErrBadRef, v, m[2])
	}
	return out, nil
}

// Without returns steps without those at drop (0-based indexes), with the
// kept steps' references renumbered ("$3" becomes "$2" when step 2 is
// dropped; "$3.title" likewise). ok is false when a kept step refers to a
// dropped one, or says "$last" after one (it could have meant it).
func Without(steps []Step, drop []int) (kept []Step, ok bool) {
	dropped := map[int]bool{}
	for _, i := range drop {
		dropped[i+1] = true // references count from 1
	}
	renum := func(v string, at int) (string, bool) {
		m := refRE.FindStringSubmatch(v)
		if m == nil {
			return v, true
		}
		if m[1] == "last" {
			for d := range dropped {
				if d < at {
					return "", false
				}
			}
			return v, true
		}
		n, _ := strconv.Atoi(m[1])
		if dropped[n] {
			return "", false
		}
		k := n
		for d := range dropped {
			if d < n {
				k--
			}
		}
		out := "$" + strconv.Itoa(k)
		if m[2] != "" {
			out += "." + m[2]
		}
		return out, true
	}
	for i, st := range steps {
		if dropped[i+1] {
			continue
		}
		args := make(map[string]any, len(st.Args))
		for k, v := range st.Args {
			switch v := v.(type) {
			case string:
				r, ok := renum(v, i+1)
				if !ok {
					return nil, false
				}
				args[k] = r
			case []string:
				rs := make([]string, len(v))
				for j, s := range v {
					r, ok := renum(s, i+1)
					if !ok {
						return nil, false
					}
					rs[j] = r
				}
				args[k] = rs
			default:
				args[k] = v
			}
		}
		kept = append(kept, Step{Tool: st.Tool, Args: args})
	}
	return kept, true
}

func sortedKeys(m map[string]any) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
