package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"

	"pace/tools"
)

// approvalGate is the approval step every surface shares: the call is
// worded by the ToolBox from the item it will really act on ("Delete the
// task “Renew car insurance”, due today?") and put to ask. Tool names and
// JSON never reach a person. A call that cannot run as asked (a weak,
// ambiguous or missing reference) is not put to the person at all: it is let
// through to the tool, which refuses it with the same reason ("Did you mean
// …? Say its full title.") and changes nothing; refused (may be nil) hears
// that reason first.
func approvalGate(box *tools.ToolBox, ask func(ctx context.Context, sentence string) bool, refused func(sentence string)) func(context.Context, tools.Spec, json.RawMessage) bool {
	return func(ctx context.Context, spec tools.Spec, args json.RawMessage) bool {
		sentence, ok, err := box.Describe(ctx, spec.Name, args)
		switch {
		case err != nil:
			return false
		case !ok:
			// Nothing to approve: the tool refuses the call itself (it
			// checks the same reference) and its reason becomes the reply,
			// rather than "not approved".
			if refused != nil {
				refused(sentence)
			}
			return true
		}
		return ask(ctx, sentence)
	}
}

// cliApprover is the command line's gate: risky calls run only with --yes;
// without it each sentence not approved is added to declined (the turn's
// report asks it once), or, with declined nil, stderr names it.
//
// only, when not nil, is what a "yes" approved (the sentences the question
// named): a sentence outside it is not approved even with yes, so "yes"
// never runs a change nobody was shown (the request may read more tasks
// now than when it asked).
func cliApprover(box *tools.ToolBox, stderr io.Writer, yes bool, only []string, declined *[]string) func(context.Context, tools.Spec, json.RawMessage) bool {
	return approvalGate(box, func(_ context.Context, sentence string) bool {
		ok := yes && (only == nil || slices.Contains(only, sentence))
		if !ok {
			if declined != nil {
				*declined = append(*declined, sentence)
			} else {
				notApprovedNotice(stderr, sentence)
			}
		}
		return ok
	}, nil)
}

// notApprovedNotice tells stderr that sentence was not done for want of
// approval (beside JSON on stdout, which says it too).
func notApprovedNotice(stderr io.Writer, sentence string) {
	fmt.Fprintf(stderr, "pace: not done: %q needs your approval; answer `pace ask yes` or run again with --yes to allow it.\n", sentence)
}
