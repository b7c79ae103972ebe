package openai

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	oai "github.com/openai/openai-go"
	"github.com/openai/openai-go/shared"

	"pace/agent"
	"pace/tools"
)

// SystemPrompt is the system message of the tool loop for a turn at now
// with memory's summary (the recent turns go as chat messages).
func SystemPrompt(now time.Time, mem agent.Memory) string {
	var b strings.Builder
	b.WriteString(`You are Pace, a private assistant that runs on the user's own computer. You keep their tasks, projects and notes.

Now: ` + now.Format("Monday 2 January 2006, 15:04 MST") + `.

How to work:
- To change or look up anything, call a tool. Never say you did something unless a tool result says so.
- Refer to an existing task, project or note by its title in the user's words, or by an "id:…" reference a tool gave you. Never invent ids.
- Put dates in the user's words ("tomorrow at 5pm", "next friday"); the tools understand them.
- If a tool fails or finds several matches, say so plainly and name the choices; do not guess.
- If the request is not something your tools do, say what you can do instead: tasks, projects, notes, search, the agenda, undo.
- Answer in one or two short plain sentences without markdown: replies are shown in a small window and spoken aloud.`)
	if s := strings.TrimSpace(mem.Summary); s != "" {
		b.WriteString("\n\nEarlier in this conversation (summary):\n" + s)
	}
	return b.String()
}

// plannerPrompt is the system message asking for a JSON plan.
func plannerPrompt(now time.Time, mem agent.Memory, specs []tools.Spec) string {
	var b strings.Builder
	b.WriteString(`You are Pace's planner. Turn the user's request into a plan: the tool calls that do it, in order. Do not answer the user.

Now: ` + now.Format("Monday 2 January 2006, 15:04 MST") + `.

Reply with one JSON object: {"steps": [{"tool": NAME, "args": {…}}, …], "note": "…"}.
- One step per action, in the order the user wants them done.
- Arguments follow each tool's schema below. Dates stay in the user's words.
- To use what an earlier step made, write "$N" (the item step N created or acted on), "$N.title" or "$N.project" (its named outputs), or "$last" (the latest step that produced an item). N counts from 1 and must be an earlier step.
- Use only the tools listed. If nothing fits, return {"steps": [], "note": "why"}.

Tools:
`)
	for _, s := range specs {
		schema, _ := json.Marshal(s.Schema)
		fmt.Fprintf(&b, "- %s: %s\n  args: %s\n", s.Name, s.Description, schema)
	}
	if s := strings.TrimSpace(mem.Summary); s != "" {
		b.WriteString("\nEarlier in this conversation (summary):\n" + s + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// narratorPrompt is the system message of the tool-less call that reports
// what a plan did.
const narratorPrompt = `You are Pace, a private assistant on the user's computer. The actions below have already been carried out by the app; you cannot run anything. Tell the user what happened in one to three short plain sentences without markdown (it is spoken aloud). Mention failures and skipped steps honestly and say whether anything was changed. Do not claim anything the results do not say.`

// citePrompt is added when notes passages back the answer.
const citePrompt = `Answer the question only from the numbered passages below and cite them as [n] after the sentence they support. If they do not contain the answer, say that your notes do not say.`

// history turns the memory's recent turns into chat messages.
func history(mem agent.Memory) []oai.ChatCompletionMessageParamUnion {
	var out []oai.ChatCompletionMessageParamUnion
	for _, m := range mem.Recent {
		if strings.TrimSpace(m.Text) == "" {
			continue
		}
		if m.Role == "assistant" {
			out = append(out, oai.AssistantMessage(m.Text))
		} else {
			out = append(out, oai.UserMessage(m.Text))
		}
	}
	return out
}

// toolParams converts registry specs to the wire's function tools.
func toolParams(specs []tools.Spec) []oai.ChatCompletionToolParam {
	out := make([]oai.ChatCompletionToolParam, 0, len(specs))
	for _, s := range specs {
		out = append(out, oai.ChatCompletionToolParam{Function: shared.FunctionDefinitionParam{
			Name: s.Name, Description: oai.String(s.Description), Parameters: schemaMap(s.Schema)}})
	}
	return out
}

// schemaMap renders a schema as a plain JSON object; tools without
// arguments get the empty object schema servers expect.
func schemaMap(s any) map[string]any {
	m := map[string]any{}
	if b, err := json.Marshal(s); err == nil {
		_ = json.Unmarshal(b, &m)
	}
	delete(m, "$schema")
	if len(m) == 0 || m["type"] == nil {
		m["type"] = "object"
	}
	if m["properties"] == nil {
		m["properties"] = map[string]any{}
	}
	return m
}

// planSchema is the response_format schema of a plan; tool names are
// constrained to the registry's.
func planSchema(names []string) map[string]any {
	return map[string]any{
		"type": "object",
		"properties": map[string]any{
			"steps": map[string]any{
				"type": "array",
				"items": map[string]any{
					"type": "object",
					"properties": map[string]any{
						"tool": map[string]any{"type": "string", "enum": names},
						"args": map[string]any{"type": "object"},
					},
					"required":             []string{"tool", "args"},
					"additionalProperties": false,
				},
			},
			"note": map[string]any{"type": "string"},
		},
		"required":             []string{"steps"},
		"additionalProperties": false,
	}
}
