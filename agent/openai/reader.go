package openai

import (
	"context"
	"fmt"
	"strings"
	"unicode"

	oai "github.com/openai/openai-go"

	"pace/agent"
	"pace/rag"
)

var _ rag.Reader = (*Backend)(nil)

const readerPrompt = `You check answers drawn from a user's notes. You get a question and numbered passages from the notes. Reply "yes" if the passages state the answer to the question, "no" if they do not — for example when they mention the same people, places or things but not the fact the question asks for, or when the question's premise is not what the passages say. Reply with the single word yes or no.`

// errVerdict: the model's reply was neither yes nor no.
var errVerdict = fmt.Errorf("%w: the reply was not yes or no", agent.ErrBadOutput)

// Answers is the LLM's reading check of an answer composed from the notes
// (rag.Reader): one tool-less model call that replies yes or no to whether
// passages (best first) state the answer to question. A reply that is
// neither ("Yes.", "**No**" and a <think> block are read) is ErrBadOutput;
// every error wraps an agent sentinel, and the caller keeps its own
// decision then. A remote endpoint's call is audited like a turn.
func (b *Backend) Answers(ctx context.Context, question string, passages []string) (ok bool, err error) {
	ctx, done := b.audited(ctx, "notes check")
	defer func() {
		if aerr := done(); aerr != nil && err == nil {
			err = aerr
		}
	}()
	var u strings.Builder
	u.WriteString("Question: " + strings.TrimSpace(question) + "\n\nPassages:\n")
	for i, p := range passages {
		fmt.Fprintf(&u, "[%d] %s\n", i+1, strings.TrimSpace(p))
	}
	p := oai.ChatCompletionNewParams{
		Messages: []oai.ChatCompletionMessageParamUnion{oai.SystemMessage(readerPrompt), oai.UserMessage(u.String())},
		// A verdict is one word; a reasoning model's <think> block needs room.
		Temperature: oai.Float(0),
	}
	r, err := b.complete(ctx, p, nil)
	if err != nil {
		return false, fmt.Errorf("check the answer: %w", err)
	}
	return verdict(Visible(r.Content))
}

// verdict reads a yes/no reply: its first word, without case, punctuation
// or markdown emphasis.
func verdict(s string) (bool, error) {
	w := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) })
	if len(w) > 0 {
		switch w[0] {
		case "yes":
			return true, nil
		case "no":
			return false, nil
		}
	}
	return false, errVerdict
}
