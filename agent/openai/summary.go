package openai

import (
	"context"
	"fmt"
	"strings"

	oai "github.com/openai/openai-go"

	"pace/agent"
)

const summaryPrompt = `You keep the running summary of a conversation between a user and Pace, their task and notes assistant. Update the summary with the new exchanges. Keep names of tasks, projects, notes, dates and decisions; drop greetings and small talk. At most 120 words, plain sentences, no markdown. Reply with the summary only.`

// Summarize folds msgs into the previous summary with one tool-less model
// call (thread's memory uses it in the background). A remote endpoint's
// call is audited like a turn. Errors wrap the agent sentinels.
func (b *Backend) Summarize(ctx context.Context, previous string, msgs []agent.Message) (s string, err error) {
	ctx, done := b.audited(ctx, "summary")
	defer func() {
		if aerr := done(); aerr != nil && err == nil {
			err = aerr
		}
	}()
	var u strings.Builder
	if previous = strings.TrimSpace(previous); previous != "" {
		u.WriteString("Summary so far:\n" + previous + "\n\n")
	}
	u.WriteString("New exchanges:\n")
	for _, m := range msgs {
		fmt.Fprintf(&u, "%s: %s\n", m.Role, m.Text)
	}
	p := oai.ChatCompletionNewParams{Messages: []oai.ChatCompletionMessageParamUnion{
		oai.SystemMessage(summaryPrompt), oai.UserMessage(u.String())}}
	r, err := b.complete(ctx, p, nil)
	if err != nil {
		return "", fmt.Errorf("summarize: %w", err)
	}
	s = Visible(r.Content)
	if s == "" {
		return "", fmt.Errorf("summarize: %w", errEmpty)
	}
	return s, nil
}
