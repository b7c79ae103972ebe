package caldav

import "time"

// Side names who wrote a value.
type Side string

// The two sides of a sync.
const (
	Local  Side = "pace"
	Remote Side = "server"
)

// Conflict is one field both sides changed since the last sync to
// different values: Winner's value was kept (last writer wins), Lost holds
// the field values the other side had.
type Conflict struct {
	Field  string `json:"field"`
	Winner Side   `json:"winner"`
	Won    Fields `json:"-"`
	Lost   Fields `json:"-"`
}

// Merge is the per-field three-way merge of a task: a field only one side
// changed since base takes that side's value; a field both changed to
// different values goes to the later writer (localAt is the task's
// UpdatedAt, remoteAt the VTODO's LAST-MODIFIED; a tie or an unknown
// remote time goes to the server, the copy every machine shares) and is
// reported as a Conflict.
func Merge(base, local, remote Fields, localAt, remoteAt time.Time) (Fields, []Conflict) {
	out := base
	var cs []Conflict
	for _, n := range fieldNames {
		lc, rc := !same(n, local, base), !same(n, remote, base)
		switch {
		case lc && rc && !same(n, local, remote):
			if !remoteAt.IsZero() && localAt.After(remoteAt) {
				take(n, &out, local)
				cs = append(cs, Conflict{Field: n, Winner: Local, Won: local, Lost: remote})
			} else {
				take(n, &out, remote)
				cs = append(cs, Conflict{Field: n, Winner: Remote, Won: remote, Lost: local})
			}
		case lc:
			take(n, &out, local)
		case rc:
			take(n, &out, remote)
		default:
			take(n, &out, local) // unchanged: keep local's exact form (zone, completion stamp)
		}
	}
	return out, cs
}

// Equal reports whether a and b agree on every travelling field.
func Equal(a, b Fields) bool {
	for _, n := range fieldNames {
		if !same(n, a, b) {
			return false
		}
	}
	return true
}
