package tools

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"

	"pace/store"
	"pace/tools/dates"
)

// lookupFailure turns a store lookup error into a user-level failure:
// ErrNotFound names what was looked for, *AmbiguousError lists the
// candidates (in Result.Candidates) and asks which one. Other errors pass.
func lookupFailure(kind, ref string, err error) error {
	var amb *store.AmbiguousError
	switch {
	case errors.As(err, &amb):
		names := make([]string, len(amb.Candidates))
		for i, c := range amb.Candidates {
			names[i] = quote(c.Title)
			if c.Detail != "" {
				names[i] += " (" + c.Detail + ")"
			}
		}
		what := kind + "s"
		if kind == "" {
			what = "items"
		}
		r := Fail(fmt.Sprintf("%s matches several %s: %s. Which one?", quote(ref), what, strings.Join(names, ", ")))
		r.Candidates = amb.Candidates
		return &userError{r}
	case errors.Is(err, store.ErrNotFound):
		if kind == "" {
			kind = "task, project or note"
		}
		if strings.TrimSpace(ref) == "" {
			return failf("Which %s? None was named.", kind)
		}
		if strings.HasPrefix(strings.TrimSpace(ref), store.IDPrefix) {
			// an id is no words of the user's: say what it is not
			return failf("That item is not a %s, or it is gone.", kind)
		}
		return failf("No %s matches %s.", kind, quote(ref))
	}
	return err
}

func (tb *ToolBox) task(tx *store.Tx, ref string) (store.Task, error) {
	if setLead.MatchString(ref) {
		// "everything that's down": a set, never the one task its other
		// words happen to match
		return store.Task{}, failf("%s names several tasks, not one; say which, or say it as “move everything due saturday to sunday”.", quote(strings.TrimSpace(ref)))
	}
	t, err := tx.Tasks().Resolve(ref)
	if errors.Is(err, store.ErrNotFound) {
		if named, ok := taskNamedFirst(tx, ref); ok {
			return named, nil
		}
	}
	if err != nil {
		if byDay, _, ok := tb.taskOnDay(tx, ref); ok {
			return byDay, nil
		}
		return store.Task{}, lookupFailure(store.KindTask, ref, err)
	}
	if d := dayLed.FindStringSubmatch(ref); d != nil && t.Due != nil && !strings.Contains(strings.ToLower(t.Title), strings.ToLower(d[1])) {
		// "the sat shift" found the open Sunday shift: the day said must
		// be the task's own
		byDay, day, ok := tb.taskOnDay(tx, ref)
		if ok {
			return byDay, nil
		}
		if !day.IsZero() && !sameDay(*t.Due, day) {
			return store.Task{}, failf("No open task called %s is due on %s; %s is due %s.", quote(strings.TrimSpace(ref)), d[1], quote(t.Title), tb.dueText(*t.Due, t.HasTime))
		}
	}
	return t, nil
}

// dayLed: a reference that opens with a weekday before the task's noun
// ("the sat shift", "my sunday shift"; group 1 the weekday).
var dayLed = regexp.MustCompile(`(?i)^\s*(?:(?:my|the|our|this|that)\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\s+\p{L}`)

// dayAbbrev and dayNames: a weekday's short form in a reference ("my sun
// shift"), said in full before the date is read ("sun" alone reads as the
// word).
var (
	dayAbbrev = regexp.MustCompile(`(?i)\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\b`)
	dayNames  = map[string]string{"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "weds": "wednesday",
		"thu": "thursday", "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday"}
)

// taskOnDay resolves a reference that names a task by its day as well as
// its words ("my sunday shift", "the friday meeting" when "cafe shift" is
// due Saturday and Sunday): the day said, cut from the reference, picks
// the one task its other words match that is due that day; when the other
// words name one task, that task if it is due that day or has no date.
// day is the day the reference says (zero when it says none); ok is false
// when it says no day or no single task fits.
func (tb *ToolBox) taskOnDay(tx *store.Tx, ref string) (t store.Task, day time.Time, ok bool) {
	ref = dayAbbrev.ReplaceAllStringFunc(ref, func(w string) string { return dayNames[strings.ToLower(w)] })
	r, err := tb.parseDate(ref)
	if err != nil || !r.HasDate || !r.HasDay || r.RRule != "" || r.Span[0] >= r.Span[1] {
		return store.Task{}, time.Time{}, false
	}
	rest := strings.TrimSpace(dates.Strip(ref, r))
	if rest == "" || strings.EqualFold(rest, ref) {
		return store.Task{}, r.Value, false
	}
	var cands []store.Candidate
	if t, err := tx.Tasks().Resolve(rest); err == nil {
		// "lunch with Ana on friday": the one task so named, on that day
		// or with none ("the sat shift" is never Sunday's)
		return t, r.Value, t.Due == nil || sameDay(*t.Due, r.Value)
	} else if ae := (*store.AmbiguousError)(nil); errors.As(err, &ae) {
		cands = ae.Candidates
	}
	var hit store.Task
	n := 0
	for _, c := range cands {
		t, err := tx.Tasks().Get(c.ID)
		if err != nil || t.Due == nil || !sameDay(*t.Due, r.Value) {
			continue
		}
		hit, n = t, n+1
	}
	return hit, r.Value, n == 1
}

// setLead: a reference that opens with a word for a set ("everything
// that's down", "anything left", "all the ones for friday").
var setLead = regexp.MustCompile(`(?i)^\s*(?:everything|anything|all\s+(?:the|my|of\s+the)\s+(?:tasks|things|ones|jobs|stuff))\b`)

// taskNamedFirst resolves a reference that names one task in full and
// then goes on with a reason said without a comma ("little league
// practice season is over", "rough plumbing inspector didnt sign off"):
// the longest run of opening words that resolves to exactly one task whose
// title's content words it holds every one of. At least two words of the
// reference are left over; the task's title has at least two.
func taskNamedFirst(tx *store.Tx, ref string) (store.Task, bool) {
	if listedRef.MatchString(ref) {
		return store.Task{}, false // "call the bank, draft report and feed the llama": several named
	}
	f := strings.Fields(ref)
	for k := len(f) - 2; k >= 2; k-- {
		head := strings.Join(f[:k], " ")
		t, err := tx.Tasks().Resolve(head)
		if err != nil {
			continue
		}
		words := store.ContentWords(t.Title)
		if len(words) >= 2 && containsWords(head, words) {
			return t, true
		}
		return store.Task{}, false // the head names a task only in part
	}
	return store.Task{}, false
}

// listedRef: a reference that lists several items.
var listedRef = regexp.MustCompile(`(?i),|;|&|\+|\s(?:and|or|plus)\s`)

func (tb *ToolBox) project(tx *store.Tx, ref string) (store.Project, error) {
	p, err := tx.Projects().Resolve(ref)
	if q, ok := projectAlias(tx, ref); ok && errors.Is(err, store.ErrNotFound) {
		return q, nil
	}
	if err != nil {
		return store.Project{}, lookupFailure(store.KindProject, ref, err)
	}
	return p, nil
}

// projectAlias resolves a reference no project's name matches to the one
// it stands for: its initials typed in capitals ("CNY"), or its name with a
// word for its contents after it ("the christmas list", "the henderson
// stuff"). ok is false when it stands for none.
func projectAlias(tx *store.Tx, ref string) (store.Project, bool) {
	if q, ok := projectByInitials(tx, ref); ok {
		return q, true
	}
	if head, ok := cutSuffixWord(bareProjectWords(ref), projectNouns); ok {
		if q, err := tx.Projects().Resolve(head); err == nil {
			return q, true
		}
	}
	return store.Project{}, false
}

// acronym: a name typed as capital letters ("CNY", "PTA").
var acronym = regexp.MustCompile(`^[A-Z]{2,6}$`)

// projectByInitials resolves an acronym typed in capitals ("CNY") to the
// one open project whose words' initials begin with it ("Chinese New Year
// menu"); ok is false when none or several do.
func projectByInitials(tx *store.Tx, ref string) (store.Project, bool) {
	ref = strings.TrimSpace(ref)
	if !acronym.MatchString(ref) {
		return store.Project{}, false
	}
	ps, err := tx.Projects().List()
	if err != nil {
		return store.Project{}, false
	}
	var found []store.Project
	for _, p := range ps {
		var initials strings.Builder
		for _, w := range strings.Fields(p.Name) {
			r := []rune(w)[0]
			if unicode.IsLetter(r) {
				initials.WriteRune(unicode.ToUpper(r))
			}
		}
		if !p.Done && p.ArchivedAt == nil && strings.HasPrefix(initials.String(), ref) {
			found = append(found, p)
		}
	}
	if len(found) != 1 {
		return store.Project{}, false
	}
	return found[0], true
}

// projectNouns: words after a project's name that say what is in it.
var projectNouns = map[string]bool{"list": true, "stuff": true, "things": true, "tasks": true, "jobs": true, "bits": true, "items": true, "to-dos": true, "todos": true}

// cutSuffixWord is ref without its last word when that word is in words.
func cutSuffixWord(ref string, words map[string]bool) (string, bool) {
	f := strings.Fields(ref)
	if len(f) < 2 || !words[strings.ToLower(f[len(f)-1])] {
		return ref, false
	}
	return strings.Join(f[:len(f)-1], " "), true
}

func (tb *ToolBox) note(tx *store.Tx, ref string) (store.Note, error) {
	n, err := tx.Notes().Resolve(ref)
	if err != nil {
		return store.Note{}, lookupFailure(store.KindNote, ref, err)
	}
	return n, nil
}

// item is a resolved reference of any kind.
type item struct {
	Kind, ID, Title string
}

// anyItem resolves ref across tasks, projects and notes. An id resolves
// wherever it exists. A title matching exactly one item verbatim
// (case-insensitive) wins; otherwise the kinds' fuzzy matches are pooled, and
// more than one is ambiguous.
func (tb *ToolBox) anyItem(tx *store.Tx, ref string) (item, error) {
	var found []store.Candidate
	var amb []store.Candidate
	for _, kind := range []string{store.KindTask, store.KindProject, store.KindNote} {
		var c store.Candidate
		var err error
		switch kind {
		case store.KindTask:
			var t store.Task
			t, err = tx.Tasks().Resolve(ref)
			c = store.Candidate{Kind: kind, ID: t.ID, Title: t.Title, Done: t.Done}
		case store.KindProject:
			var p store.Project
			p, err = tx.Projects().Resolve(ref)
			c = store.Candidate{Kind: kind, ID: p.ID, Title: p.Name, Done: p.Done}
		default:
			var n store.Note
			n, err = tx.Notes().Resolve(ref)
			c = store.Candidate{Kind: kind, ID: n.ID, Title: n.Title}
		}
		var ae *store.AmbiguousError
		switch {
		case err == nil:
			found = append(found, c)
		case errors.As(err, &ae):
			amb = append(amb, ae.Candidates...)
		case !errors.Is(err, store.ErrNotFound):
			return item{}, err
		}
	}
	var exact []store.Candidate
	for _, c := range append(append([]store.Candidate(nil), found...), amb...) {
		if strings.EqualFold(strings.TrimSpace(c.Title), strings.TrimSpace(ref)) {
			exact = append(exact, c)
		}
	}
	switch {
	case len(exact) == 1:
		return item{exact[0].Kind, exact[0].ID, exact[0].Title}, nil
	case len(exact) > 1:
		return item{}, lookupFailure("", ref, &store.AmbiguousError{Ref: ref, Candidates: tx.Distinguish(exact)})
	case len(found) == 1 && len(amb) == 0:
		return item{found[0].Kind, found[0].ID, found[0].Title}, nil
	case len(found)+len(amb) == 0:
		return item{}, lookupFailure("", ref, store.ErrNotFound)
	}
	cands := append(found, amb...)
	if len(cands) > 10 {
		cands = cands[:10]
	}
	return item{}, lookupFailure("", ref, &store.AmbiguousError{Ref: ref, Candidates: tx.Distinguish(cands)})
}

// ProjectInsteadOfTask reports the name of the project a task reference
// means when no task answers to it but a project's name is exactly it
// (case-insensitive, "the" and "project" aside): "delete garden" with a
// Garden project and no garden task. It reads the store and changes nothing;
// ok is false for a step reference, an id, or any other case.
//
// With loose true, a task that answers only loosely (its title is not ref)
// does not stand in the way: "spare room is done" names the project Spare
// Room, not the task "paint the spare room".
func (tb *ToolBox) ProjectInsteadOfTask(ctx context.Context, ref string, loose bool) (name string, ok bool, err error) {
	ref = strings.TrimSpace(ref)
	if ref == "" || strings.HasPrefix(ref, "$") || strings.HasPrefix(ref, store.IDPrefix) {
		return "", false, nil
	}
	bare := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(strings.ToLower(ref), "the ")), " project"))
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		t, terr := tx.Tasks().Resolve(ref)
		var amb *store.AmbiguousError
		switch {
		case errors.Is(terr, store.ErrNotFound):
		case loose && terr == nil && !strings.EqualFold(strings.TrimSpace(t.Title), strings.TrimSpace(ref)):
		case loose && errors.As(terr, &amb):
		default:
			return nil // a task answers, or several do: the task path decides
		}
		p, perr := tx.Projects().Resolve(bare)
		if perr == nil && strings.EqualFold(strings.TrimSpace(p.Name), bare) {
			name, ok = p.Name, true
		}
		return nil
	})
	return name, ok, err
}

// ArchivedProjectInsteadOfTask reports the one archived project whose
// name starts with ref's words ("reopen lumen" for an archived "Lumen app
// promo") when ref names no task by its exact title: bringing a project
// back is what a reopen of its name asks. It changes nothing; ok is false
// for a step reference, an id, an exact task title, or no single archived
// project; err is a store error.
func (tb *ToolBox) ArchivedProjectInsteadOfTask(ctx context.Context, ref string) (name string, ok bool, err error) {
	ref = strings.TrimSpace(ref)
	if ref == "" || strings.HasPrefix(ref, "$") || strings.HasPrefix(ref, store.IDPrefix) {
		return "", false, nil
	}
	lead := strings.ToLower(strings.Join(strings.Fields(bareProjectWords(strings.TrimPrefix(strings.ToLower(ref), "the "))), " "))
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		if t, terr := tx.Tasks().Resolve(ref); terr == nil && strings.EqualFold(strings.TrimSpace(t.Title), ref) {
			return nil
		}
		ps, err := tx.Projects().ListAll()
		if err != nil {
			return err
		}
		for _, p := range ps {
			n := strings.ToLower(strings.Join(strings.Fields(p.Name), " "))
			if p.ArchivedAt == nil || lead == "" || n != lead && !strings.HasPrefix(n, lead+" ") {
				continue
			}
			if ok {
				name, ok = "", false
				return nil // two archived projects start so: ask the task path
			}
			name, ok = p.Name, true
		}
		return nil
	})
	return name, ok, err
}

// TaskInsteadOfProject reports whether ref, said as a project ("change the
// Adeyemi return deadline to the 28th"), names no project but one task:
// the task's date is what was meant. It changes nothing; ok is false for a
// step reference, an id, a project that answers, or no single task; err is
// a store error.
func (tb *ToolBox) TaskInsteadOfProject(ctx context.Context, ref string) (ok bool, err error) {
	ref = strings.TrimSpace(ref)
	if ref == "" || strings.HasPrefix(ref, "$") || strings.HasPrefix(ref, store.IDPrefix) {
		return false, nil
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		if _, perr := tx.Projects().Resolve(bareProjectWords(ref)); !errors.Is(perr, store.ErrNotFound) {
			return nil // a project answers (or several do): the project path decides
		}
		_, terr := tx.Tasks().Resolve(ref)
		ok = terr == nil
		return nil
	})
	return ok, err
}

// ProjectNamed reports the name of the project whose name is exactly ref
// (case-insensitive, "the" and "project" aside), so "… to christmas menu"
// files under Christmas Menu but "… to the committee" is not read as the
// Village Hall Committee. It reads the store and changes nothing; ok is
// false for a step reference, an id, or no such project. err is a store
// error.
func (tb *ToolBox) ProjectNamed(ctx context.Context, ref string) (name string, ok bool, err error) {
	ref = strings.TrimSpace(ref)
	if ref == "" || strings.HasPrefix(ref, "$") || strings.HasPrefix(ref, store.IDPrefix) {
		return "", false, nil
	}
	bare := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(strings.ToLower(ref), "the ")), " project"))
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		p, perr := tx.Projects().Resolve(bare)
		if perr == nil && strings.EqualFold(strings.TrimSpace(p.Name), bare) {
			name, ok = p.Name, true
		}
		return nil
	})
	return name, ok, err
}

// ProjectCalled is ProjectNamed, or else the one open project whose name
// starts or ends with ref's words ("mrcp" for "MRCP Part 1 Jan 27",
// "wedding" for "Priya & Sam wedding"), as FileUnder reads a name: a place
// a new task is filed in. It changes nothing; err is a store error.
func (tb *ToolBox) ProjectCalled(ctx context.Context, ref string) (name string, ok bool, err error) {
	if name, ok, err = tb.ProjectNamed(ctx, ref); ok || err != nil {
		return name, ok, err
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		ps, err := tx.Projects().List()
		if err != nil {
			return err
		}
		name, ok = projectByEnds(ps, ref)
		return nil
	})
	return name, ok, err
}

// LabelNamed reports whether some task already carries the label name
// ("restaurant", "@restaurant"), and the label as the store keeps it.
// Errors: store errors only.
func (tb *ToolBox) LabelNamed(ctx context.Context, name string) (label string, ok bool, err error) {
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		label, ok, err = labelNamed(tx, name)
		return err
	})
	return label, ok, err
}

// OpenTaskNamed reports whether ref names one open task on its own — one
// task answers it, not ambiguously — so "make the dentist call monday" can
// be read as a change to that task rather than a new one. It reads the
// store and changes nothing; ok is false for a step reference, an id, a
// done task, no match or several. err is a store error.
func (tb *ToolBox) OpenTaskNamed(ctx context.Context, ref string) (ok bool, err error) {
	id, err := tb.OpenTaskID(ctx, ref)
	return id != "", err
}

// OpenTaskID is the id of the one open task ref names ("" when it names
// none, several, a done task, or ref is a step reference or an id), as
// OpenTaskNamed decides. It changes nothing; err is a store error.
func (tb *ToolBox) OpenTaskID(ctx context.Context, ref string) (id string, err error) {
	ref = strings.TrimSpace(ref)
	if !plainRef(ref) {
		return "", nil
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		if t, ok := openTaskOf(tx, ref); ok {
			id = t.ID
		}
		return nil
	})
	return id, err
}

// NamesNothing reports whether ref matches no task, project or milestone
// at all (not even ambiguously), so "cancel the broadband" can be read as
// a to-do rather than a delete. A step reference or an id never names
// nothing. It changes nothing; err is a store error.
func (tb *ToolBox) NamesNothing(ctx context.Context, ref string) (none bool, err error) {
	ref = strings.TrimSpace(ref)
	if !plainRef(ref) {
		return false, nil
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		_, terr := tx.Tasks().Resolve(ref)
		_, perr := tx.Projects().Resolve(ref)
		none = errors.Is(terr, store.ErrNotFound) && errors.Is(perr, store.ErrNotFound)
		return nil
	})
	if err != nil || !none {
		return false, err
	}
	if _, isMilestone, err := tb.milestoneInsteadOfTask(ctx, ref); err != nil || isMilestone {
		return false, err
	}
	return true, nil
}

// NamesATask reports whether ref names a task at all: one (open or done)
// or several alike, so a title said for a new task can be read as the task
// the user has. A step reference or an id is never one. It changes
// nothing; err is a store error.
func (tb *ToolBox) NamesATask(ctx context.Context, ref string) (ok bool, err error) {
	ref = strings.TrimSpace(ref)
	if !plainRef(ref) {
		return false, nil
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		_, terr := tx.Tasks().Resolve(ref)
		var amb *store.AmbiguousError
		ok = terr == nil || errors.As(terr, &amb)
		return nil
	})
	return ok, err
}

// DueDay is the day (as "2 January 2027") the task ref names is due, for
// a date said relative to it ("the day before"); ok is false when ref
// names no task or the task has no due date. Errors: store errors only.
func (tb *ToolBox) DueDay(ctx context.Context, ref string) (day string, ok bool, err error) {
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		t, terr := tx.Tasks().Resolve(strings.TrimSpace(ref))
		if terr != nil || t.Due == nil {
			return nil
		}
		day, ok = t.Due.In(tb.opt.Location).Format("2 January 2006"), true
		return nil
	})
	return day, ok, err
}

// OpenTasksIn returns the references ref makes to open tasks, read in one
// transaction: ref itself when it names one open task (as OpenTaskNamed),
// else every part of "A and B" / "A, B and C" (the parts eachTask cuts)
// when each names one open task; nil otherwise. It changes nothing; err
// is a store error.
func (tb *ToolBox) OpenTasksIn(ctx context.Context, ref string) (refs []string, err error) {
	ref = strings.TrimSpace(ref)
	if !plainRef(ref) {
		return nil, nil
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		if openTask(tx, ref) {
			refs = []string{ref}
			return nil
		}
		parts := partSep.Split(ref, -1)
		if len(parts) < 2 {
			return nil
		}
		for _, p := range parts {
			if p = strings.TrimSpace(p); p == "" || !openTask(tx, p) {
				refs = nil
				return nil
			}
			refs = append(refs, p)
		}
		return nil
	})
	return refs, err
}

// plainRef: a reference by words, not a step ($N) or an exact id.
func plainRef(ref string) bool {
	return ref != "" && !strings.HasPrefix(ref, "$") && !strings.HasPrefix(ref, store.IDPrefix)
}

// RepeatsWeekly reports whether ref names exactly one open task whose rule
// repeats weekly (FREQ=WEEKLY), so "the bins are thursday now" can move
// its rule rather than one occurrence. It changes nothing; ok is false for
// a step reference, an id, no match or several. err is a store error.
func (tb *ToolBox) RepeatsWeekly(ctx context.Context, ref string) (ok bool, err error) {
	ref = strings.TrimSpace(ref)
	if !plainRef(ref) {
		return false, nil
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		t, rerr := tx.Tasks().Resolve(ref)
		ok = rerr == nil && !t.Done && strings.Contains(t.RRule, "FREQ=WEEKLY")
		return nil
	})
	return ok, err
}

// openTask reports whether ref resolves to one open task inside tx.
func openTask(tx *store.Tx, ref string) bool {
	_, ok := openTaskOf(tx, ref)
	return ok
}

// openTaskOf is the open task ref names on its own (ok false for none,
// several, or a done one).
func openTaskOf(tx *store.Tx, ref string) (store.Task, bool) {
	t, err := tx.Tasks().Resolve(ref)
	return t, err == nil && !t.Done
}

// Names reports whether ref names exactly one item of kind — "task"
// (open or done), "project", "note" or "milestone" — as the tools would
// resolve it, so a reference with words after it ("the packing tape, found
// a roll") can be tried without them. It reads the store and changes
// nothing; ok is false for a step reference, an id, no match or several.
// err is a store error.
func (tb *ToolBox) Names(ctx context.Context, kind, ref string) (ok bool, err error) {
	ref = strings.TrimSpace(ref)
	if !plainRef(ref) {
		return false, nil
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		var rerr error
		switch kind {
		case store.KindTask:
			_, rerr = tx.Tasks().Resolve(ref)
		case store.KindProject:
			_, rerr = tx.Projects().Resolve(ref)
		case store.KindNote:
			_, rerr = tx.Notes().Resolve(ref)
		case KindMilestone:
			_, rerr = tb.milestone(tx, ref, "")
		default:
			return nil
		}
		var amb *store.AmbiguousError
		var ue *userError
		switch {
		case rerr == nil:
			ok = true
		case errors.Is(rerr, store.ErrNotFound), errors.As(rerr, &amb), errors.As(rerr, &ue):
		default:
			return rerr
		}
		return nil
	})
	return ok, err
}

// Fits reports whether the task id ("id:<uuid>") is one that words name
// among others: every content word of words is in its title ("call" for
// "call the mortgage lender"), so "that call" right after that task means
// it even when other calls exist. It reads the store and changes nothing;
// err is a store error.
func (tb *ToolBox) Fits(ctx context.Context, id, words string) (ok bool, err error) {
	want := store.ContentWords(words)
	if !strings.HasPrefix(id, store.IDPrefix) || len(want) == 0 {
		return false, nil
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		t, gerr := tx.Tasks().Get(strings.TrimPrefix(id, store.IDPrefix))
		if errors.Is(gerr, store.ErrNotFound) {
			return nil
		} else if gerr != nil {
			return gerr
		}
		have := store.ContentWords(t.Title)
		ok = true
		for _, w := range want {
			ok = ok && slices.Contains(have, w)
		}
		return nil
	})
	return ok, err
}

// DueOf is the due date of the task ref names (an "id:<uuid>" or a name
// one task answers), as a date phrase the tools read back ("12 Dec
// 2026", or "12 Dec 2026 at 14:00" when withTime and the task has a
// time), so "football boots too, same day" can share it. ok is false when
// ref names no task, several, or a task with no due date. It changes
// nothing; err is a store error.
func (tb *ToolBox) DueOf(ctx context.Context, ref string, withTime bool) (phrase string, ok bool, err error) {
	ref = strings.TrimSpace(ref)
	if ref == "" || strings.HasPrefix(ref, "$") {
		return "", false, nil
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		t, rerr := tx.Tasks().Resolve(ref)
		if rerr != nil || t.Due == nil {
			return nil
		}
		due := t.Due.In(tb.opt.Location)
		phrase, ok = due.Format("2 Jan 2006"), true
		if withTime && t.HasTime {
			phrase += due.Format(" at 15:04")
		}
		return nil
	})
	return phrase, ok, err
}

// ProjectResolved is the name of the one project ref resolves to as every
// tool reads a project reference (its exact name, else the one whose name
// holds ref's words: "wedding" for "Sian's wedding"); ok is false when it
// names none or several, or ref is a step reference or an id. It changes
// nothing; err is a store error.
func (tb *ToolBox) ProjectResolved(ctx context.Context, ref string) (name string, ok bool, err error) {
	bare := bareProjectWords(ref)
	if bare == "" || strings.HasPrefix(bare, "$") || strings.HasPrefix(bare, store.IDPrefix) {
		return "", false, nil
	}
	err = tb.db.Read(ctx, func(tx *store.Tx) error {
		if p, perr := tx.Projects().Resolve(bare); perr == nil {
			name, ok = p.Name, true
		}
		return nil
	})
	return name, ok, err
}
