package openai

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
)

// Reasoning models (Qwen3, DeepSeek-R1 distills) wrap their thinking in
// <think>…</think>; some servers leave it in the content and some streams end
// inside it. Hermes-style templates (Qwen2.5 on llama.cpp or LM Studio
// without a tool parser) write tool calls into the content as
// <tool_call>{…}</tool_call>.
const (
	thinkOpen     = "<think>"
	thinkClose    = "</think>"
	toolCallOpen  = "<tool_call>"
	toolCallClose = "</tool_call>"
)

// Visible returns what of a model's raw content may be shown and spoken:
// <think> blocks (also an unterminated one at the end) and <tool_call>
// blocks removed, surrounding space trimmed.
func Visible(raw string) string {
	s := cutBlocks(raw, thinkOpen, thinkClose)
	s = cutBlocks(s, toolCallOpen, toolCallClose)
	// A lone closing tag means the server dropped the opening one (some
	// templates put "<think>" in the prompt): everything before it is thinking.
	if i := strings.LastIndex(s, thinkClose); i >= 0 {
		s = s[i+len(thinkClose):]
	}
	return strings.TrimSpace(s)
}

// visibleSoFar is Visible for content still streaming: a trailing partial
// tag ("<thi") is held back so it never flickers on screen.
func visibleSoFar(raw string) string {
	return Visible(holdPartialTag(raw))
}

// cutBlocks removes every open…close block; an unterminated block runs to
// the end of s.
func cutBlocks(s, open, close string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, open)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		rest := s[i+len(open):]
		j := strings.Index(rest, close)
		if j < 0 {
			return b.String()
		}
		s = rest[j+len(close):]
	}
}

func holdPartialTag(s string) string {
	i := strings.LastIndexByte(s, '<')
	if i < 0 {
		return s
	}
	tail := s[i:]
	for _, tag := range []string{thinkOpen, thinkClose, toolCallOpen, toolCallClose} {
		if len(tail) < len(tag) && strings.HasPrefix(tag, tail) {
			return s[:i]
		}
	}
	return s
}

// mayBeToolCall reports whether visible content so far could still turn
// out to be a tool call written as text (bare JSON or a fenced block), so
// the backend waits before showing it.
func mayBeToolCall(visible string) bool {
	v := strings.TrimSpace(visible)
	return v == "" || v[0] == '{' || v[0] == '[' || strings.HasPrefix(v, "```") || strings.HasPrefix("```", v)
}

// call is one tool call the model asked for, however it was written.
type call struct {
	ID   string
	Name string
	Args string // raw JSON text as the model wrote it
}

var fenceRE = regexp.MustCompile("(?s)^```[a-zA-Z]*\\s*(.*?)\\s*```$")

// contentCalls extracts tool calls written into the content: every
// <tool_call>{…}</tool_call> block, or content that is, as a whole, a JSON
// object or array of objects naming a tool (optionally fenced). known
// reports whether a name is a registered tool, so prose that happens to be
// JSON is not mistaken for a call.
func contentCalls(raw string, known func(string) bool) []call {
	s := cutBlocks(raw, thinkOpen, thinkClose)
	if i := strings.LastIndex(s, thinkClose); i >= 0 {
		s = s[i+len(thinkClose):]
	}
	var out []call
	if strings.Contains(s, toolCallOpen) {
		rest := s
		for {
			i := strings.Index(rest, toolCallOpen)
			if i < 0 {
				break
			}
			rest = rest[i+len(toolCallOpen):]
			body := rest
			if j := strings.Index(rest, toolCallClose); j >= 0 {
				body, rest = rest[:j], rest[j+len(toolCallClose):]
			} else {
				rest = ""
			}
			out = append(out, jsonCalls(strings.TrimSpace(body), known)...)
		}
		return out
	}
	t := strings.TrimSpace(s)
	if m := fenceRE.FindStringSubmatch(t); m != nil {
		t = m[1]
	}
	if t == "" || (t[0] != '{' && t[0] != '[') {
		return nil
	}
	return jsonCalls(t, known)
}

// jsonCalls decodes one call object or an array of them. Accepted shapes:
// {"name", "arguments"}, {"name", "parameters"}, {"tool", "args"},
// {"function": {"name", "arguments"}} and {"tool_calls": [...]}; arguments
// may be an object or a JSON string holding one.
func jsonCalls(t string, known func(string) bool) []call {
	t = strings.TrimSpace(t)
	if strings.HasPrefix(t, "[") {
		var arr []json.RawMessage
		if json.Unmarshal([]byte(t), &arr) != nil {
			return nil
		}
		var out []call
		for _, a := range arr {
			out = append(out, jsonCalls(string(a), known)...)
		}
		return out
	}
	var obj struct {
		Name       string            `json:"name"`
		Tool       string            `json:"tool"`
		Arguments  json.RawMessage   `json:"arguments"`
		Parameters json.RawMessage   `json:"parameters"`
		Args       json.RawMessage   `json:"args"`
		Function   *json.RawMessage  `json:"function"`
		ToolCalls  []json.RawMessage `json:"tool_calls"`
	}
	if json.Unmarshal([]byte(t), &obj) != nil {
		return nil
	}
	if len(obj.ToolCalls) > 0 {
		var out []call
		for _, c := range obj.ToolCalls {
			out = append(out, jsonCalls(string(c), known)...)
		}
		return out
	}
	if obj.Function != nil {
		return jsonCalls(string(*obj.Function), known)
	}
	name := obj.Name
	if name == "" {
		name = obj.Tool
	}
	if name == "" || !known(name) {
		return nil
	}
	args := obj.Arguments
	if len(args) == 0 {
		args = obj.Parameters
	}
	if len(args) == 0 {
		args = obj.Args
	}
	return []call{{Name: name, Args: argText(args)}}
}

// argText turns an arguments value into JSON object text: a JSON string is
// unwrapped (OpenAI's wire form), null or absent becomes "{}".
func argText(a json.RawMessage) string {
	a = bytes.TrimSpace(a)
	if len(a) == 0 || string(a) == "null" {
		return "{}"
	}
	if a[0] == '"' {
		var s string
		if json.Unmarshal(a, &s) == nil {
			if strings.TrimSpace(s) == "" {
				return "{}"
			}
			return s
		}
	}
	return string(a)
}
