// Package tools holds Pace's one implementation of every capability: a
// registry of backend-neutral tool specs (name, description, JSON Schema,
// mutation and risk, example) and the ToolBox that executes them on the
// store. The grammar brain, the LLM brain, the GUI, the CLI and deeplinks
// all call tools through here.
package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"sort"

	"github.com/google/jsonschema-go/jsonschema"
)

// Risk says whether a tool may run on its own or needs the user's approval.
type Risk int

const (
	// Routine tools just run.
	Routine Risk = iota
	// NeedsApproval tools (deleting, bulk or external actions) ask first.
	NeedsApproval
)

func (r Risk) String() string {
	if r == NeedsApproval {
		return "needs approval"
	}
	return "routine"
}

// Families group tools for their card icon.
const (
	FamilyTask    = "task"
	FamilyProject = "project"
	FamilyNote    = "note"
	FamilySearch  = "search"
	FamilyAgenda  = "agenda"
	FamilyUndo    = "undo"
)

// Spec describes one tool to every brain: its stable lowerCamelCase name,
// a one-line description, the JSON Schema (2020-12) of its arguments, whether
// it mutates the store, its risk, and an example argument object.
type Spec struct {
	Name        string             `json:"name"`
	Description string             `json:"description"`
	Schema      *jsonschema.Schema `json:"parameters"`
	Mutates     bool               `json:"mutates"`
	Risk        Risk               `json:"risk"`
	Family      string             `json:"family"`
	Example     json.RawMessage    `json:"example"`
}

// Handler executes a tool call. args has already been validated against the
// tool's schema. A tool's own failure (not found, ambiguous, invalid value)
// is a Result with OK false; the error return is for infrastructure failures
// (store error, cancelled context) that abort the turn.
type Handler func(ctx context.Context, inv Invocation) (Result, error)

// Tool is a Spec with its implementation.
type Tool struct {
	Spec
	Handler Handler
	// resolved is the schema compiled for validation.
	resolved *jsonschema.Resolved
}

// Registry holds the tools available to this process, in registration
// order. It is an explicit value, never a global, and accepts tools that are
// not compiled in (e.g. discovered at run time from an MCP server).
type Registry struct {
	tools map[string]*Tool
	order []string
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{tools: map[string]*Tool{}} }

var nameRE = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)

// Errors from the registry.
var (
	// ErrUnknownTool: no tool has that name.
	ErrUnknownTool = errors.New("unknown tool")
	// ErrBadArgs: the arguments do not match the tool's JSON Schema.
	ErrBadArgs = errors.New("invalid arguments")
)

// Register adds t after checking that its name is lowerCamelCase and unused,
// its schema compiles, and its example validates against the schema.
func (r *Registry) Register(t Tool) error {
	if !nameRE.MatchString(t.Name) {
		return fmt.Errorf("register %q: name must be lowerCamelCase", t.Name)
	}
	if _, dup := r.tools[t.Name]; dup {
		return fmt.Errorf("register %q: name already registered", t.Name)
	}
	if t.Description == "" || t.Schema == nil || t.Handler == nil {
		return fmt.Errorf("register %q: description, schema and handler are required", t.Name)
	}
	res, err := t.Schema.Resolve(nil)
	if err != nil {
		return fmt.Errorf("register %q: schema: %w", t.Name, err)
	}
	t.resolved = res
	if len(t.Example) == 0 {
		return fmt.Errorf("register %q: an example is required", t.Name)
	}
	if err := t.validate(t.Example); err != nil {
		return fmt.Errorf("register %q: example: %w", t.Name, err)
	}
	r.tools[t.Name] = &t
	r.order = append(r.order, t.Name)
	return nil
}

func (t *Tool) validate(args json.RawMessage) error {
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	var v any
	if err := json.Unmarshal(args, &v); err != nil {
		return fmt.Errorf("%w: not JSON: %v", ErrBadArgs, err)
	}
	if err := t.resolved.Validate(v); err != nil {
		return fmt.Errorf("%w: %v", ErrBadArgs, err)
	}
	return nil
}

// Validate checks args (a JSON object) against tool name's schema.
// Errors: ErrUnknownTool, ErrBadArgs.
func (r *Registry) Validate(name string, args json.RawMessage) error {
	t, ok := r.tools[name]
	if !ok {
		return fmt.Errorf("%w %q", ErrUnknownTool, name)
	}
	return t.validate(args)
}

// Lookup returns the tool called name.
func (r *Registry) Lookup(name string) (*Tool, bool) {
	t, ok := r.tools[name]
	return t, ok
}

// Specs returns every tool's spec in registration order.
func (r *Registry) Specs() []Spec {
	out := make([]Spec, 0, len(r.order))
	for _, n := range r.order {
		out = append(out, r.tools[n].Spec)
	}
	return out
}

// Names returns the tool names, sorted.
func (r *Registry) Names() []string {
	out := append([]string(nil), r.order...)
	sort.Strings(out)
	return out
}

// SchemaFor derives the JSON Schema of an argument struct T from its Go type
// and `json`/`jsonschema` tags (github.com/google/jsonschema-go); fields
// without omitempty are required.
func SchemaFor[T any]() *jsonschema.Schema {
	s, err := jsonschema.For[T](nil)
	if err != nil {
		panic(fmt.Sprintf("schema for %T: %v", *new(T), err)) // argument types are compile-time constants
	}
	return s
}
