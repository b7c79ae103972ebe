package app

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestNeutralize(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"plain title\n", "plain title\n"},
		{"pay \x1b[2Jrent", `pay \u001b[2Jrent`},
		{"invoice\rPAID", `invoice\u000dPAID`},
		{"abc\u202eexe.txt", `abc\u202eexe.txt`},
		{"\u2066isolate\u2069 and \u200fmark", `\u2066isolate\u2069 and \u200fmark`},
		{"bad \xff byte", "bad \uFFFD byte"},
		{"Ⱥ café\tok", "Ⱥ café\tok"},
		{"c1 \u009b31m", `c1 \u009b31m`},
	} {
		if got := string(neutralize([]byte(c.in))); got != c.want {
			t.Errorf("neutralize(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A rune split across writes survives; JSON stays valid and decodes back.
func TestTermWriter(t *testing.T) {
	var b bytes.Buffer
	w := newTermWriter(&b)
	s := "Ⱥ\u202e"
	w.Write([]byte(s[:1]))
	w.Write([]byte(s[1:]))
	if got := b.String(); got != `Ⱥ\u202e` {
		t.Fatalf("got %q", got)
	}
	b.Reset()
	writeJSON(w, map[string]string{"title": "evil\u202etxt.exe \x1b[31m"})
	var back map[string]string
	if err := json.Unmarshal(b.Bytes(), &back); err != nil || back["title"] != "evil\u202etxt.exe \x1b[31m" {
		t.Fatalf("JSON %q → %q, %v", b.String(), back["title"], err)
	}
	if strings.ContainsRune(b.String(), 0x202e) {
		t.Fatal("the raw bidi override reached the output")
	}
}

// Titles with escapes print neutralised from pace tasks (the store already
// turned the escape into a space; the bidi override is kept and shown as
// \u202e).
func TestTasksPrintNeutralised(t *testing.T) {
	env, dir, out, _ := undoEnv(t)
	runTools(t, dir, "t", [2]string{"createTask", `{"title":"pay rent \u001b[8m hidden \u202e gpj.exe"}`})
	if code := Run([]string{"tasks"}, env); code != exitOK {
		t.Fatal(code)
	}
	if strings.ContainsAny(out.String(), "\x1b\u202e") || !strings.Contains(out.String(), `\u202e`) {
		t.Fatalf("pace tasks printed %q", out)
	}
}
