package tools

import (
	"encoding/json"

	"pace/rag"
	"pace/store"
)

// Invocation is one tool call: the tool's name, its JSON arguments, and the
// journal group (one per turn) its changes belong to.
type Invocation struct {
	Tool  string          `json:"tool"`
	Args  json.RawMessage `json:"args"`
	Group string          `json:"group"`
}

// Result is what a tool call produced.
type Result struct {
	// OK is false when the tool failed (not found, ambiguous, invalid value);
	// nothing was changed then.
	OK bool `json:"ok"`
	// Summary is one line for the tool card ("Created “Call the bank”, due tomorrow 17:00").
	Summary string `json:"summary"`
	// Detail is fuller text for a model to read (lists, status, passages).
	Detail string `json:"detail"`
	// Ref is "id:<uuid>" of the main item created or acted on, "" if none;
	// plans refer to it as $N.
	Ref string `json:"ref,omitempty"`
	// Outputs are named values a plan can refer to as $N.name
	// (e.g. "title", "project", "due").
	Outputs map[string]string `json:"outputs,omitempty"`
	// Changed reports that the store was written (and journaled).
	Changed bool `json:"changed"`
	// Candidates lists the matches of an ambiguous reference.
	Candidates []store.Candidate `json:"candidates,omitempty"`
	// Citations back an askNotes answer, numbered by first use.
	Citations []rag.Citation `json:"citations,omitempty"`
	// Items are the tasks, projects or notes a query returned, for views.
	Items []Item `json:"items,omitempty"`
	// JournalIDs are the journal entries this call wrote (one per mutation),
	// so a plan executor can roll back exactly this step.
	JournalIDs []string `json:"journal_ids,omitempty"`
}

// Item is one row of a query result.
type Item struct {
	Kind  string `json:"kind"` // store.KindTask, KindProject, KindNote
	ID    string `json:"id"`
	Title string `json:"title"`
	// Line is a short human description ("due tomorrow · Garden").
	Line string `json:"line,omitempty"`
	Done bool   `json:"done,omitempty"`
}

// Fail builds a failed result whose summary tells the user what happened.
func Fail(summary string) Result { return Result{OK: false, Summary: summary, Detail: summary} }
