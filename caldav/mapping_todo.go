package caldav

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/emersion/go-ical"

	"pace/store"
)

// Fields are the task fields that travel between a Pace task and a VTODO
// (RFC 5545 §3.6.2), the unit of the three-way merge. Due is nil when
// there is none; with HasTime false only its date counts. DependsOn holds
// the UIDs of the VTODOs this one depends on (RELATED-TO;RELTYPE=DEPENDS-ON,
// RFC 9253), sorted.
type Fields struct {
	Title     string     `json:"title"`
	Notes     string     `json:"notes"`
	Due       *time.Time `json:"due"`
	HasTime   bool       `json:"has_time"`
	Priority  int        `json:"priority"`
	Done      bool       `json:"done"`
	Completed *time.Time `json:"completed"`
	RRule     string     `json:"rrule"`
	Tags      []string   `json:"tags"`
	DependsOn []string   `json:"depends_on"`
}

// Field names, as the merge reports them.
const (
	FieldTitle     = "title"
	FieldNotes     = "notes"
	FieldDue       = "due date"
	FieldPriority  = "priority"
	FieldDone      = "status"
	FieldRRule     = "repetition"
	FieldTags      = "tags"
	FieldDependsOn = "dependencies"
)

// fieldNames lists every field in merge order.
var fieldNames = []string{FieldTitle, FieldNotes, FieldDue, FieldPriority, FieldDone, FieldRRule, FieldTags, FieldDependsOn}

// same reports whether a and b agree on field name. Due compares instants
// for timed dues and calendar dates otherwise; Completed only travels with Done.
func same(name string, a, b Fields) bool {
	switch name {
	case FieldTitle:
		return a.Title == b.Title
	case FieldNotes:
		return strings.TrimSpace(a.Notes) == strings.TrimSpace(b.Notes)
	case FieldDue:
		if (a.Due == nil) != (b.Due == nil) {
			return false
		}
		if a.Due == nil {
			return true
		}
		if a.HasTime != b.HasTime {
			return false
		}
		if a.HasTime {
			return a.Due.Equal(*b.Due)
		}
		return a.Due.Format(time.DateOnly) == b.Due.Format(time.DateOnly)
	case FieldPriority:
		return a.Priority == b.Priority
	case FieldDone:
		return a.Done == b.Done
	case FieldRRule:
		return a.RRule == b.RRule
	case FieldTags:
		return slices.Equal(norm(a.Tags), norm(b.Tags))
	case FieldDependsOn:
		return slices.Equal(norm(a.DependsOn), norm(b.DependsOn))
	}
	return true
}

// take copies field name from src into dst.
func take(name string, dst *Fields, src Fields) {
	switch name {
	case FieldTitle:
		dst.Title = src.Title
	case FieldNotes:
		dst.Notes = src.Notes
	case FieldDue:
		dst.Due, dst.HasTime = src.Due, src.HasTime
	case FieldPriority:
		dst.Priority = src.Priority
	case FieldDone:
		dst.Done, dst.Completed = src.Done, src.Completed
	case FieldRRule:
		dst.RRule = src.RRule
	case FieldTags:
		dst.Tags = src.Tags
	case FieldDependsOn:
		dst.DependsOn = src.DependsOn
	}
}

// Show renders field name of f for a person ("Friday 6 March", "high").
func (f Fields) Show(name string, loc *time.Location) string {
	switch name {
	case FieldTitle:
		return quoteText(f.Title)
	case FieldNotes:
		if f.Notes == "" {
			return "no notes"
		}
		return quoteText(f.Notes)
	case FieldDue:
		if f.Due == nil {
			return "no due date"
		}
		if f.HasTime {
			return f.Due.In(loc).Format("Monday 2 January 15:04")
		}
		return f.Due.Format("Monday 2 January")
	case FieldPriority:
		return []string{"no priority", "low", "normal", "high", "urgent"}[min(max(f.Priority, 0), 4)]
	case FieldDone:
		if f.Done {
			return "done"
		}
		return "open"
	case FieldRRule:
		if f.RRule == "" {
			return "no repetition"
		}
		return f.RRule
	case FieldTags:
		return strings.Join(f.Tags, ", ")
	case FieldDependsOn:
		return fmt.Sprintf("%d dependencies", len(f.DependsOn))
	}
	return ""
}

func quoteText(s string) string { return "“" + s + "”" }

func norm(xs []string) []string {
	out := slices.Clone(xs)
	for i := range out {
		out[i] = strings.ToLower(strings.TrimSpace(out[i]))
	}
	slices.Sort(out)
	return slices.Compact(slices.DeleteFunc(out, func(s string) bool { return s == "" }))
}

// Encode is the JSON kept as the merge base (store.CalDAVItem.Base).
func (f Fields) Encode() string {
	b, _ := json.Marshal(f) // plain data: cannot fail
	return string(b)
}

// DecodeFields reads a merge base; a damaged one reads as empty fields,
// which makes both sides look changed and lets last-writer-wins decide.
func DecodeFields(s string) Fields {
	var f Fields
	json.Unmarshal([]byte(s), &f)
	return f
}

// FieldsOfTask takes the travelling fields of t; uidOf maps a dependency's
// task id to its VTODO UID ("" for one that is not synced, which is dropped).
func FieldsOfTask(t store.Task, uidOf func(taskID string) string) Fields {
	f := Fields{Title: t.Title, Notes: t.Notes, Due: t.Due, HasTime: t.HasTime, Priority: t.Priority,
		Done: t.Done, Completed: t.CompletedAt, RRule: t.RRule, Tags: norm(t.Tags)}
	for _, d := range t.DependsOn {
		if u := uidOf(d); u != "" {
			f.DependsOn = append(f.DependsOn, u)
		}
	}
	f.DependsOn = norm(f.DependsOn)
	return f
}

// Pace priorities 0–4 and iCalendar's 1 (highest) – 9 (lowest), 0 undefined
// (RFC 5545 §3.8.1.9): urgent 1, high 3, normal 5, low 9.
var toICalPriority = []int{0, 9, 5, 3, 1}

func priorityOfICal(p int) int {
	switch {
	case p <= 0 || p > 9:
		return 0
	case p == 1:
		return 4
	case p <= 4:
		return 3
	case p == 5:
		return 2
	}
	return 1
}

// Todo is a VTODO read back: its UID, fields and when it was last
// modified (LAST-MODIFIED, else DTSTAMP; zero when it has neither).
type Todo struct {
	UID      string
	Fields   Fields
	Modified time.Time
	// Comp is the VTODO as read, kept so a write-back preserves what Pace
	// does not model (alarms, X- properties, other RELATED-TOs).
	Comp *ical.Component
}

// TodoOf finds the VTODO in cal (the master when it recurs) and reads its
// fields: dates in loc when floating or all-day. Errors: no VTODO, no UID.
func TodoOf(cal *ical.Calendar, loc *time.Location) (Todo, error) {
	var comp *ical.Component
	for _, c := range cal.Children {
		if c.Name == ical.CompToDo && (comp == nil || c.Props.Get(ical.PropRecurrenceID) == nil) {
			comp = c
		}
	}
	if comp == nil {
		return Todo{}, fmt.Errorf("no VTODO in the object")
	}
	z := zonesOf(cal, loc)
	td := Todo{Comp: comp}
	td.UID, _ = comp.Props.Text(ical.PropUID)
	if td.UID == "" {
		return Todo{}, fmt.Errorf("VTODO without UID")
	}
	f := &td.Fields
	f.Title, _ = comp.Props.Text(ical.PropSummary)
	f.Notes, _ = comp.Props.Text(ical.PropDescription)
	if p := comp.Props.Get(ical.PropDue); p != nil {
		ss, err := z.stampsOf(p)
		if err != nil {
			return Todo{}, err
		}
		d := ss[0].instant().In(loc)
		f.Due, f.HasTime = &d, !ss[0].date
	}
	if p := comp.Props.Get(ical.PropPriority); p != nil {
		n, _ := p.Int()
		f.Priority = priorityOfICal(n)
	}
	st, _ := comp.Props.Text(ical.PropStatus)
	f.Done = strings.EqualFold(st, "COMPLETED") || strings.EqualFold(st, "CANCELLED")
	if p := comp.Props.Get(ical.PropCompleted); p != nil {
		if t, err := p.DateTime(time.UTC); err == nil {
			f.Completed = &t
			if st == "" {
				f.Done = true
			}
		}
	}
	if !f.Done {
		f.Completed = nil
	}
	if p := comp.Props.Get(ical.PropRecurrenceRule); p != nil {
		f.RRule = strings.TrimPrefix(p.Value, "RRULE:")
	}
	for _, p := range comp.Props.Values(ical.PropCategories) {
		cats, _ := p.TextList()
		f.Tags = append(f.Tags, cats...)
	}
	f.Tags = norm(f.Tags)
	for _, p := range comp.Props.Values(ical.PropRelatedTo) {
		if strings.EqualFold(p.Params.Get("RELTYPE"), "DEPENDS-ON") {
			f.DependsOn = append(f.DependsOn, strings.TrimSpace(p.Value))
		}
	}
	f.DependsOn = norm(f.DependsOn)
	for _, name := range []string{ical.PropLastModified, ical.PropDateTimeStamp} {
		if p := comp.Props.Get(name); p != nil {
			if t, err := p.DateTime(time.UTC); err == nil {
				td.Modified = t
				break
			}
		}
	}
	return td, nil
}

// prodID names Pace in the objects it writes (RFC 5545 §3.7.3).
const prodID = "-//Pace//Pace CalDAV//EN"

// CalendarOf builds the VCALENDAR holding one VTODO with uid and f,
// stamped modified (UTC). prev, the VTODO as last read, keeps what Pace
// does not model; nil starts fresh.
func CalendarOf(uid string, f Fields, modified time.Time, prev *ical.Component) *ical.Calendar {
	comp := ical.NewComponent(ical.CompToDo)
	if prev != nil {
		for name, ps := range prev.Props {
			comp.Props[name] = slices.Clone(ps)
		}
		comp.Children = append(comp.Children, prev.Children...)
	}
	p := comp.Props
	p.SetText(ical.PropUID, uid)
	p.SetDateTime(ical.PropDateTimeStamp, modified.UTC())
	p.SetDateTime(ical.PropLastModified, modified.UTC())
	p.SetText(ical.PropSummary, f.Title)
	setOrDel(p, ical.PropDescription, f.Notes)
	p.Del(ical.PropDue)
	p.Del(ical.PropDateTimeStart)
	if f.Due != nil {
		if f.HasTime {
			p.SetDateTime(ical.PropDue, f.Due.UTC())
		} else {
			p.SetDate(ical.PropDue, *f.Due)
		}
	}
	p.Del(ical.PropPriority)
	if f.Priority > 0 {
		pp := ical.NewProp(ical.PropPriority)
		pp.Value = fmt.Sprint(toICalPriority[min(f.Priority, 4)])
		p.Set(pp)
	}
	prevStatus, _ := p.Text(ical.PropStatus)
	switch {
	case f.Done && strings.EqualFold(prevStatus, "CANCELLED"):
	case f.Done:
		p.SetText(ical.PropStatus, "COMPLETED")
	default:
		p.SetText(ical.PropStatus, "NEEDS-ACTION")
	}
	p.Del(ical.PropCompleted)
	p.Del(ical.PropPercentComplete)
	if f.Done {
		at := modified
		if f.Completed != nil {
			at = *f.Completed
		}
		p.SetDateTime(ical.PropCompleted, at.UTC())
		pc := ical.NewProp(ical.PropPercentComplete)
		pc.Value = "100"
		p.Set(pc)
	}
	p.Del(ical.PropRecurrenceRule)
	if f.RRule != "" {
		rp := ical.NewProp(ical.PropRecurrenceRule)
		rp.Value = f.RRule
		p.Set(rp)
		// RFC 5545 §3.8.5.3: a recurring VTODO needs DTSTART.
		if f.Due != nil {
			if f.HasTime {
				p.SetDateTime(ical.PropDateTimeStart, f.Due.UTC())
			} else {
				p.SetDate(ical.PropDateTimeStart, *f.Due)
			}
		}
	}
	p.Del(ical.PropCategories)
	if len(f.Tags) > 0 {
		cp := ical.NewProp(ical.PropCategories)
		cp.SetTextList(f.Tags)
		p.Set(cp)
	}
	var keep []ical.Prop
	for _, r := range p.Values(ical.PropRelatedTo) {
		if !strings.EqualFold(r.Params.Get("RELTYPE"), "DEPENDS-ON") {
			keep = append(keep, r)
		}
	}
	p.Del(ical.PropRelatedTo)
	for _, r := range keep {
		p.Add(&r)
	}
	for _, d := range f.DependsOn {
		rp := ical.NewProp(ical.PropRelatedTo)
		rp.Value = d
		rp.Params.Set("RELTYPE", "DEPENDS-ON")
		p.Add(rp)
	}
	cal := ical.NewCalendar()
	cal.Props.SetText(ical.PropVersion, "2.0")
	cal.Props.SetText(ical.PropProductID, prodID)
	cal.Children = append(cal.Children, comp)
	return cal
}

func setOrDel(p ical.Props, name, v string) {
	if v == "" {
		p.Del(name)
		return
	}
	p.SetText(name, v)
}
