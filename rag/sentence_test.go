package rag

import (
	"reflect"
	"strings"
	"testing"

	"github.com/neurosnap/sentences"
	"github.com/neurosnap/sentences/data"
)

func TestSentences(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Dr. Smith arrived at 5 p.m. on Jan. 3.", []string{"Dr. Smith arrived at 5 p.m. on Jan. 3."}},
		{"Dr. Smith arrived at 5 p.m. on Jan. 3. He left at six.", []string{"Dr. Smith arrived at 5 p.m. on Jan. 3.", "He left at six."}},
		{"We paid $1,200 for the U.S. trip. It was fine!  Was it? Yes.", []string{"We paid $1,200 for the U.S. trip.", "It was fine!", "Was it?", "Yes."}},
		{"# Budget\n\nThe cap is 4000. We agreed.\n- buy paper\n- call Mr. Jones", []string{"# Budget", "The cap is 4000.", "We agreed.", "- buy paper", "- call Mr. Jones"}},
		{"```\ncode. More code.\n```\nAfter.", []string{"```\ncode. More code.\n```", "After."}},
		{"Café crème — naïve résumé. Second 句子。", []string{"Café crème — naïve résumé.", "Second 句子。"}},
		{"#garden\nThe soil pH is 6.5.", []string{"#garden", "The soil pH is 6.5."}},
		{"# Soil\n#garden #soil/ph\nThe soil pH is 6.5.\n#later", []string{"# Soil", "#garden #soil/ph", "The soil pH is 6.5.", "#later"}},
		{"#12 is the issue.", []string{"#12 is the issue."}},
		{"", nil},
		{"   \n\n  ", nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			var got []string
			for _, s := range Sentences(tt.in) {
				got = append(got, tt.in[s.Start:s.End])
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("got %q\nwant %q", got, tt.want)
			}
		})
	}
}

func TestSentencesHeading(t *testing.T) {
	s := Sentences("## Decisions\nWe chose Acme.")
	if len(s) != 2 || !s[0].Heading || s[1].Heading {
		t.Fatalf("%+v", s)
	}
}

func TestChunk(t *testing.T) {
	var b strings.Builder
	for i := range 40 {
		b.WriteString("Sentence number ")
		b.WriteString(strings.Repeat("word ", i%7+3))
		b.WriteString("ends here. ")
	}
	body := b.String()
	cs := Chunk("T", body)
	if len(cs) < 3 {
		t.Fatalf("want several chunks, got %d", len(cs))
	}
	for i, c := range cs {
		if body[c.Start:c.End] != c.Text {
			t.Fatalf("chunk %d offsets do not match its text", i)
		}
		n := len(strings.Fields(c.Text))
		if i < len(cs)-1 && (n < PassageWords/2 || n > PassageWords*3/2) {
			t.Errorf("chunk %d has %d words", i, n)
		}
		if i > 0 {
			prev := Sentences(cs[i-1].Text)
			last := cs[i-1].Text[prev[len(prev)-1].Start:prev[len(prev)-1].End]
			if !strings.HasPrefix(c.Text, last) {
				t.Errorf("chunk %d does not repeat the previous last sentence %q", i, last)
			}
		}
		if c.ContentHash == "" || c.Ord != i {
			t.Errorf("chunk %d: %+v", i, c)
		}
	}
	if cs[len(cs)-1].End != strings.LastIndex(body, ".")+1 {
		t.Errorf("last chunk ends at %d", cs[len(cs)-1].End)
	}
}

func TestChunkLongSentenceAndEmpty(t *testing.T) {
	if cs := Chunk("T", ""); len(cs) != 0 {
		t.Fatalf("empty body: %v", cs)
	}
	body := strings.Repeat("word ", 500)
	cs := Chunk("T", body)
	if len(cs) < 5 {
		t.Fatalf("a 500-word sentence should be cut, got %d chunks", len(cs))
	}
	for _, c := range cs {
		if n := len(strings.Fields(c.Text)); n > 2*PassageWords {
			t.Errorf("chunk of %d words", n)
		}
	}
}

func TestChunkShortNote(t *testing.T) {
	cs := Chunk("Milk", "Buy milk.")
	if len(cs) != 1 || cs[0].Text != "Buy milk." || cs[0].Start != 0 || cs[0].End != 9 {
		t.Fatalf("%+v", cs)
	}
}

func TestSentencesTagLine(t *testing.T) {
	s := Sentences("#garden #soil\nThe soil pH is 6.5. #garden")
	if len(s) != 2 || !s[0].Tags || s[0].Heading || s[1].Tags {
		t.Fatalf("%+v", s)
	}
}

func TestSentencesMeta(t *testing.T) {
	text := "---\ntags: [home]\n---\n| Room | Paint |\n|------|:-----:|\n| Hall | Oat white |\n\nThe hall took two coats."
	var meta, plain []string
	for _, s := range Sentences(text) {
		if s.Meta {
			meta = append(meta, text[s.Start:s.End])
		} else {
			plain = append(plain, text[s.Start:s.End])
		}
	}
	if strings.Join(meta, "|") != "---\ntags: [home]\n---|| Room | Paint ||"+"|------|:-----:|" {
		t.Errorf("meta %q", meta)
	}
	if strings.Join(plain, "|") != "| Hall | Oat white ||The hall took two coats." {
		t.Errorf("plain %q", plain)
	}
}

// TestPunktTableMatchesTheLibrary checks the embedded training data
// against the library's own (data/english.json).
func TestPunktTableMatchesTheLibrary(t *testing.T) {
	b, err := data.Asset("data/english.json")
	if err != nil {
		t.Fatal(err)
	}
	want, err := sentences.LoadTraining(b)
	if err != nil {
		t.Fatal(err)
	}
	got, err := punktStorage(punktEnglish)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("the embedded Punkt table differs from data/english.json (run go generate ./rag)")
	}
	for _, bad := range []string{"X\ta\t1\n", "A\ta\n", "O\ta\tx\n"} {
		if _, err := punktStorage(bad); err == nil {
			t.Errorf("punktStorage(%q) took a bad line", bad)
		}
	}
}
