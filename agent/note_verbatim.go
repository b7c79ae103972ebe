package agent

import (
	"regexp"
	"strings"

	"pace/plan"
)

// noteLead: a request that says it is a note before a colon ("note: …",
// "note to self: …", "pls save a quick note: …").
var noteLead = regexp.MustCompile(`(?is)^\s*[^:\n]{0,40}?\bnotes?(?:\s+(?:to|for)\s+(?:self|myself|me))?\s*:\s*(\S.*?)\s*$`)

// NoteVerbatim keeps a note said after "note:" exactly as typed: the
// grammar reads a request through rewrites ("every October" becomes
// "every year in October"), which must not reach the note's text. Only a
// plan of one createNote step is changed, and only its body.
func NoteVerbatim(p *plan.Plan, text string) {
	if len(p.Steps) != 1 || p.Clarify != nil || p.Steps[0].Tool != "createNote" {
		return
	}
	m := noteLead.FindStringSubmatch(text)
	if m == nil {
		return
	}
	if body := strings.TrimSpace(m[1]); body != "" {
		p.Steps[0].Args["body"] = body
	}
}
