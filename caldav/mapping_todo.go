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
// RFC 9253), sorted. End is the exclusive end of a time window that starts
// at Due (store.Task.DueEnd), nil without one; it travels as DTSTART =
// Due and DUE = End (for dates the last day, DUE being inclusive), marked
// with windowProp.
type Fields struct {
	Title     string     `json:"title"`
	Notes     string     `json:"notes"`
	Due       *time.Time `json:"due"`
	End       *time.Time `json:"due_end,omitempty"`
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
		return sameStamp(a.Due, b.Due, a.HasTime, b.HasTime) && sameStamp(a.End, b.End, a.HasTime, b.HasTime)
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

// sameStamp compares two optional dues: instants when timed, calendar
// dates otherwise.
func sameStamp(a, b *time.Time, aTime, bTime bool) bool {
	switch {
	case (a == nil) != (b == nil):
		return false
	case a == nil:
		return true
	case aTime != bTime:
		return false
	case aTime:
		return a.Equal(*b)
	}
	return a.Format(time.DateOnly) == b.Format(time.DateOnly)
}

// take copies field name from src into dst.
func take(name string, dst *Fields, src Fields) {
	switch name {
	case FieldTitle:
		dst.Title = src.Title
	case FieldNotes:
		dst.Notes = src.Notes
	case FieldDue:
		dst.Due, dst.End, dst.HasTime = src.Due, src.End, src.HasTime
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
			s := f.Due.In(loc).Format("Monday 2 January 15:04")
			if f.End != nil {
				s += " to " + f.End.In(loc).Format("Monday 2 January 15:04")
			}
			return s
		}
		s := f.Due.Format("Monday 2 January")
		if f.End != nil {
			s += " to " + f.End.AddDate(0, 0, -1).Format("Monday 2 January")
		}
		return s
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
	f := Fields{Title: t.Title, Notes: t.Notes, Due: t.Due, End: t.DueEnd, HasTime: t.HasTime, Priority: t.Priority,
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
		if err := z.readWindow(comp, f, ss[0]); err != nil {
			return Todo{}, err
		}
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

// windowProp marks a VTODO whose DTSTART and DUE are a Pace time window
// (start and end). Without it a DTSTART before DUE stays what it was to
// Pace before windows existed, a start date beside the due date, so that
// tasks other clients wrote keep their due dates.
const windowProp = "X-PACE-WINDOW"

// readWindow reads a marked VTODO's DTSTART as f.Due and its DUE (due, the
// stamp already read into f.Due) as f.End, exclusive: a DATE DUE ends at
// the next midnight. A window whose start is not before its end, or whose
// start and end differ in kind (date and date-time), is not one.
func (z *zones) readWindow(comp *ical.Component, f *Fields, due stamp) error {
	p := comp.Props.Get(ical.PropDateTimeStart)
	if p == nil || comp.Props.Get(windowProp) == nil {
		return nil
	}
	ss, err := z.stampsOf(p)
	if err != nil {
		return err
	}
	if ss[0].date != due.date {
		return nil
	}
	start, end := ss[0].instant().In(f.Due.Location()), *f.Due
	if due.date {
		end = end.AddDate(0, 0, 1)
	}
	if !start.Before(end) {
		return nil
	}
	f.Due, f.End = &start, &end
	return nil
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
	p.Del(windowProp)
	switch {
	case f.Due != nil && f.End != nil:
		setStamp(p, ical.PropDateTimeStart, *f.Due, f.HasTime)
		end := *f.End
		if !f.HasTime {
			end = end.AddDate(0, 0, -1) // a DATE DUE is the last day
		}
		setStamp(p, ical.PropDue, end, f.HasTime)
		wp := ical.NewProp(windowProp)
		wp.Value = "TRUE"
		p.Set(wp)
	case f.Due != nil:
		setStamp(p, ical.PropDue, *f.Due, f.HasTime)
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
		// RFC 5545 §3.8.5.3: a recurring VTODO needs DTSTART (a window
		// has set it already).
		if f.Due != nil && f.End == nil {
			setStamp(p, ical.PropDateTimeStart, *f.Due, f.HasTime)
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

// setStamp writes a date-time in UTC, or a DATE.
func setStamp(p ical.Props, name string, t time.Time, hasTime bool) {
	if hasTime {
		p.SetDateTime(name, t.UTC())
		return
	}
	p.SetDate(name, t)
}

func setOrDel(p ical.Props, name, v string) {
	if v == "" {
		p.Del(name)
		return
	}
	p.SetText(name, v)
}
