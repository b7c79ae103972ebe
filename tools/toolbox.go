package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync/atomic"
	"time"

	"pace/store"
	"pace/tools/dates"
	"pace/undo"
)

// DefaultSnooze is how far "later" (or an empty until) pushes a snoozed task
// when Options.SnoozeDefault is zero.
const DefaultSnooze = 3 * time.Hour

// Options configure a ToolBox. Zero values take the defaults.
type Options struct {
	// Now is the clock every relative date resolves against; defaults to
	// time.Now.
	Now func() time.Time
	// Location is the user's time zone for dates and day boundaries;
	// defaults to time.Local.
	Location *time.Location
	// Notes answers askNotes and searchNotes (the rag engine, through
	// RAGIndex). When nil, searchNotes falls back to matching note words
	// and askNotes fails with a plain message.
	Notes NotesIndex
	// SnoozeDefault is the snooze of "later": the task becomes due now +
	// SnoozeDefault (default DefaultSnooze, three hours), rounded up to the
	// next quarter hour; a result after 21:00 or before 08:00 becomes 09:00
	// of the next morning instead.
	SnoozeDefault time.Duration
	// Undo is the engine the undo tool uses; defaults to undo.NewEngine(db).
	// Pass the process's shared engine so every undo goes through one place.
	Undo *undo.Engine
	// Calendar is the CalDAV account; nil leaves calendarAgenda and
	// exportToReminders out of the registry.
	Calendar Calendar
	// DateOrder reads numeric dates ("3/4"): dates.MDY or dates.DMY (the
	// zero value); app sets it from the dates.order setting or the locale,
	// and ToolBox.SetDateOrder when the setting changes.
	DateOrder dates.Order
}

// ToolBox executes every tool on the store. It is safe for concurrent use:
// each call is one store transaction.
//
// Semantics shared by the tools:
//   - References ("task", "project", "note", "from", "to") resolve by the
//     store's rules (id:<uuid>, verbatim title, stemmed words; open items
//     first). Nothing found or several equally good matches fail the call
//     with the candidates in Result.Candidates; nothing changes.
//   - Dates are RFC 3339 or a tools/dates phrase resolved against Now in
//     Location; a date without a time of day is due at 00:00 with HasTime
//     false. Recurrences are RFC 5545 RRULE values or phrases.
//   - Priorities: none 0, low 1, normal 2, high 3, urgent 4 (p1 = urgent …
//     p4 = low).
//   - Summary is one plain line for the card; Detail is the summary followed
//     by the full list or answer, readable by a person and a model alike;
//     Ref is "id:<uuid>" of the main item; Outputs carry "title",
//     "project", "due" (RFC 3339), "rrule" and tool-specific values
//     ("next" after a recurring completion, "link", "blockedBy", "answer").
type ToolBox struct {
	db   *store.DB
	opt  Options
	reg  *Registry
	undo *undo.Engine
	// order is the numeric date order (a dates.Order), first
	// Options.DateOrder; SetDateOrder changes it while tools run.
	order atomic.Int32
	// learn: no setting or locale chose the order, so it follows the
	// dates the person writes (SetDateOrderLearned).
	learn   atomic.Bool
	learned func(dates.Order)
}

// NewToolBox builds the ToolBox with every tool registered. Registration
// checks each spec (lowerCamelCase unique name, compiling schema, example
// valid against it); a failure is a programming error and panics, so a
// broken registry never starts.
func NewToolBox(db *store.DB, opt Options) *ToolBox {
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Location == nil {
		opt.Location = time.Local
	}
	if opt.SnoozeDefault <= 0 {
		opt.SnoozeDefault = DefaultSnooze
	}
	if opt.Undo == nil {
		opt.Undo = undo.NewEngine(db)
	}
	tb := &ToolBox{db: db, opt: opt, reg: NewRegistry(), undo: opt.Undo}
	tb.SetDateOrder(opt.DateOrder)
	for _, t := range append(tb.tools(), tb.calendarTools()...) {
		if err := tb.reg.Register(t); err != nil {
			panic(err)
		}
	}
	if err := tb.reg.Check(); err != nil {
		panic(err)
	}
	return tb
}

// Registry is the registry of the ToolBox's tools.
func (tb *ToolBox) Registry() *Registry { return tb.reg }

// Undo is the undo engine over the same store.
func (tb *ToolBox) Undo() *undo.Engine { return tb.undo }

// Run validates inv.Args against the tool's schema and executes it. An
// unknown tool, arguments that do not match the schema, a reference that
// names nothing or several items, or an invalid value give a Result with
// OK false and a message saying why; nothing is changed then. The error is
// for infrastructure failures only (store error, cancelled context).
// Mutating tools journal their change with its inverse in the same
// transaction, under inv.Group (a fresh group when empty).
func (tb *ToolBox) Run(ctx context.Context, inv Invocation) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	t, ok := tb.reg.Lookup(inv.Tool)
	if !ok {
		return Fail(fmt.Sprintf("There is no tool called %q.", inv.Tool)), nil
	}
	if err := t.validate(inv.Args); err != nil {
		return Fail(fmt.Sprintf("%s got invalid arguments: %s", inv.Tool, schemaMessage(err))), nil
	}
	return t.Handler(ctx, inv)
}

var propPath = regexp.MustCompile(`validating /properties/([A-Za-z]+): `)

// schemaMessage shortens a validation error to what a reader needs:
// "title: type: 5 has type \"integer\", want \"string\"".
func schemaMessage(err error) string {
	s := strings.TrimPrefix(err.Error(), ErrBadArgs.Error()+": ")
	s = strings.ReplaceAll(s, "validating root: ", "")
	return propPath.ReplaceAllString(s, "$1: ")
}

// userError is a tool failure the user should read; it rolls the
// transaction back and becomes a Result with OK false.
type userError struct{ res Result }

func (e *userError) Error() string { return e.res.Summary }

func failf(format string, a ...any) error {
	return &userError{Fail(fmt.Sprintf(format, a...))}
}

// errRollback ends a write whose handler returned a failed Result.
var errRollback = errors.New("rollback")

// write runs fn in one write transaction with a Recorder for inv's group,
// then journals what it recorded under the result's summary.
func (tb *ToolBox) write(ctx context.Context, inv Invocation, fn func(tx *store.Tx, rec *undo.Recorder) (Result, error)) (Result, error) {
	var res Result
	err := tb.db.Write(ctx, func(tx *store.Tx) error {
		group := inv.Group
		if group == "" {
			group = tx.NewID()
		}
		rec := undo.NewRecorder(tx, group, inv.Tool)
		r, err := fn(tx, rec)
		if err != nil {
			return err
		}
		res = r
		if !r.OK {
			return errRollback
		}
		e, ok, err := rec.Commit(r.Summary)
		if err != nil {
			return err
		}
		if ok {
			res.Changed = true
			res.JournalIDs = []string{e.ID}
		}
		return nil
	})
	return settle(res, err)
}

// read runs fn in one read transaction.
func (tb *ToolBox) read(ctx context.Context, fn func(tx *store.Tx) (Result, error)) (Result, error) {
	var res Result
	err := tb.db.Read(ctx, func(tx *store.Tx) error {
		var err error
		res, err = fn(tx)
		return err
	})
	return settle(res, err)
}

// settle turns user-level failures into failed Results and passes
// infrastructure errors through.
func settle(res Result, err error) (Result, error) {
	var ue *userError
	switch {
	case err == nil:
		return res, nil
	case errors.Is(err, errRollback):
		return res, nil
	case errors.As(err, &ue):
		return ue.res, nil
	case errors.Is(err, store.ErrInvalid):
		return Fail(sentence(strings.TrimPrefix(err.Error(), store.ErrInvalid.Error()+": "))), nil
	}
	return Result{}, err
}

// sentence capitalises s and ends it with a full stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "?") {
		s += "."
	}
	return s
}

// typed adapts a function of a decoded argument struct to a Handler.
func typed[A any](fn func(ctx context.Context, inv Invocation, a A) (Result, error)) Handler {
	return func(ctx context.Context, inv Invocation) (Result, error) {
		var a A
		if len(inv.Args) > 0 {
			if err := json.Unmarshal(inv.Args, &a); err != nil {
				return Fail(fmt.Sprintf("%s got invalid arguments: %v", inv.Tool, err)), nil
			}
		}
		return fn(ctx, inv, a)
	}
}

// now is the current instant in the user's zone.
func (tb *ToolBox) now() time.Time { return tb.opt.Now().In(tb.opt.Location) }

// today is 00:00 of the current day in the user's zone.
func (tb *ToolBox) today() time.Time { return startOfDay(tb.now()) }

func startOfDay(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

func quote(s string) string { return "“" + s + "”" }

// SetDateOrder changes how numeric dates read ("3/4": dates.MDY or
// dates.DMY) from the next parse on, as when the dates.order setting
// changes in the window. Safe while tools run.
func (tb *ToolBox) SetDateOrder(o dates.Order) { tb.order.Store(int32(o)) }

// SetDateOrderLearned says no setting or locale chose the numeric date
// order: then a date that can be read only one way ("12/15") sets the order
// for the ones after it, and onLearn (when not nil) is told so it can be
// kept; until one is seen, an ambiguous date ("12/10") reads as the sooner
// of its two readings. Turning it on must happen before tools run; turning
// it off (a setting chose the order) is safe at any time.
func (tb *ToolBox) SetDateOrderLearned(learn bool, onLearn func(dates.Order)) {
	if learn {
		tb.learned = onLearn
	}
	tb.learn.Store(learn)
}

// dateOrder is the numeric date order now (see SetDateOrder).
func (tb *ToolBox) dateOrder() dates.Order { return dates.Order(tb.order.Load()) }
