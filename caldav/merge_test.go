package caldav

import (
	"testing"
	"time"
)

func TestMerge(t *testing.T) {
	fri := ptr(time.Date(2026, 3, 6, 0, 0, 0, 0, time.UTC))
	mon := ptr(time.Date(2026, 3, 9, 0, 0, 0, 0, time.UTC))
	base := Fields{Title: "Pay rent", Due: fri, Priority: 2}
	early, late := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC), time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)
	cases := []struct {
		name           string
		local, remote  Fields
		localAt, remAt time.Time
		want           Fields
		conflictField  string
		conflictWinner Side
	}{
		{"nothing changed", base, base, early, late, base, "", ""},
		{"only local renamed", Fields{Title: "Pay the rent", Due: fri, Priority: 2}, base, early, late,
			Fields{Title: "Pay the rent", Due: fri, Priority: 2}, "", ""},
		{"local renamed, server rescheduled: both kept", Fields{Title: "Pay the rent", Due: fri, Priority: 2},
			Fields{Title: "Pay rent", Due: mon, Priority: 2}, late, early,
			Fields{Title: "Pay the rent", Due: mon, Priority: 2}, "", ""},
		{"both rescheduled, server later", Fields{Title: "Pay rent", Due: mon, Priority: 2},
			Fields{Title: "Pay rent", Due: nil, Priority: 2}, early, late,
			Fields{Title: "Pay rent", Priority: 2}, FieldDue, Remote},
		{"both rescheduled, Pace later", Fields{Title: "Pay rent", Due: mon, Priority: 2},
			Fields{Title: "Pay rent", Due: nil, Priority: 2}, late, early,
			Fields{Title: "Pay rent", Due: mon, Priority: 2}, FieldDue, Local},
		{"both changed to the same value is no conflict", Fields{Title: "Pay rent", Due: fri, Priority: 4},
			Fields{Title: "Pay rent", Due: fri, Priority: 4}, early, late,
			Fields{Title: "Pay rent", Due: fri, Priority: 4}, "", ""},
		{"unknown server time: the server wins", Fields{Title: "A", Due: fri, Priority: 2},
			Fields{Title: "B", Due: fri, Priority: 2}, late, time.Time{},
			Fields{Title: "B", Due: fri, Priority: 2}, FieldTitle, Remote},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, cs := Merge(base, c.local, c.remote, c.localAt, c.remAt)
			if !Equal(got, c.want) {
				t.Errorf("merged %+v, want %+v", got, c.want)
			}
			if c.conflictField == "" {
				if len(cs) != 0 {
					t.Errorf("conflicts %+v, want none", cs)
				}
				return
			}
			if len(cs) != 1 || cs[0].Field != c.conflictField || cs[0].Winner != c.conflictWinner {
				t.Fatalf("conflicts %+v, want %s won by %s", cs, c.conflictField, c.conflictWinner)
			}
			if same(c.conflictField, cs[0].Lost, cs[0].Won) {
				t.Errorf("lost value equals the kept one: %+v", cs[0])
			}
		})
	}
}
