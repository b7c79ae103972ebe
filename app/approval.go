package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"pace/tools"
)

// approvalGate is the approval step every surface shares: the call is
// worded by the ToolBox from the item it will really act on ("Delete the
// task “Renew car insurance”, due today?") and put to ask. Tool names and
// JSON never reach a person. A call that cannot run as asked (a weak,
// ambiguous or missing reference) is refused without asking, and refused
// (may be nil) hears the ToolBox's reason ("Did you mean …? Say its full
// title.").
func approvalGate(box *tools.ToolBox, ask func(ctx context.Context, sentence string) bool, refused func(sentence string)) func(context.Context, tools.Spec, json.RawMessage) bool {
	return func(ctx context.Context, spec tools.Spec, args json.RawMessage) bool {
		sentence, ok, err := box.Describe(ctx, spec.Name, args)
		switch {
		case err != nil:
			return false
		case !ok:
			if refused != nil {
				refused(sentence)
			}
			return false
		}
		return ask(ctx, sentence)
	}
}

// cliApprover is the command line's gate: risky calls run only with --yes;
// without it stderr names what was not done.
func cliApprover(box *tools.ToolBox, stderr io.Writer, yes bool) func(context.Context, tools.Spec, json.RawMessage) bool {
	return approvalGate(box, func(_ context.Context, sentence string) bool {
		if !yes {
			fmt.Fprintf(stderr, "pace: not done: %q needs your approval; run again with --yes to allow it.\n", sentence)
		}
		return yes
	}, func(sentence string) { fmt.Fprintf(stderr, "pace: not done: %s\n", sentence) })
}
