package rag

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/neurosnap/sentences"
	"github.com/neurosnap/sentences/data"
	"github.com/neurosnap/sentences/english"
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
		// a note kept line by line: each "Key: value" line is a sentence,
		// and a short line ending in a colon heads the list after it
		{"Address: 7 Mill Lane, Leeds\nKeeper: Mrs. Obi, prefers texts\nRent: 700 a month\n\nMoving out:\n- return the keys", []string{"Address: 7 Mill Lane, Leeds", "Keeper: Mrs. Obi, prefers texts", "Rent: 700 a month", "Moving out:", "- return the keys"}},
		{"We met at noon. Note: bring the\nreceipts next time.", []string{"We met at noon.", "Note: bring the\nreceipts next time."}},
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

// TestPunktSameAsTheLibrary checks that the tokenizer Sentences uses
// (newPunkt) cuts every block of every test text exactly where the
// library's english.NewSentenceTokenizer does: the notes under testdata,
// generated notes, and texts full of abbreviations, initials, numbers and
// quoted or bracketed sentence ends.
func TestPunktSameAsTheLibrary(t *testing.T) {
	lib, err := english.NewSentenceTokenizer(nil)
	if err != nil {
		t.Fatal(err)
	}
	ours, err := tokenizer()
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{
		"Dr. Smith arrived at 5 p.m. on Jan. 3. He left at six.", "The F.B.I. agents met the C.I.A. director. Then they left.",
		"See e.g. the U.S. report, i.e. the one from 2020. It is long.", "He said \"stop.\" Then he went. (It was late.) Fine!",
		"Prices rose 3.5% in Q.1. Sales fell.", "A.B.C. is a. b. c. d. Done.", "1. First item. 2. Second item.",
		"Version 1.2.3. was out. 4.5.6. next.", "Wait... what? Really?! Yes!!", "Mr. and Mrs. Jones arrived. No. 5 is ours.",
		"x.y. z.w.v. a_b.c. _._. .a. a.. ..", "Sgt. Pepper and Gov. Brown met. They talked.", "It ended.' Next one.) Then.] Also.[1] Fine.",
		"Café au lait. Crème brûlée. Ünïcödé.A.B. Done.", "See fig. 3. It shows the cat. Vol. 2 is out.",
		"He paid $1,200.50. She paid €3. Both left.", "Meet at 10 a.m. tomorrow. Bring the U.K. forms.",
	}
	for _, dir := range []string{"testdata/eval/notes", "testdata/heldout/notes"} {
		files, err := filepath.Glob(filepath.Join(dir, "*"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			texts = append(texts, string(b))
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 200 {
		texts = append(texts, benchNote(r, i, 1500))
	}
	cuts := func(tok *sentences.DefaultSentenceTokenizer, s string) []int {
		var out []int
		for _, x := range tok.Tokenize(s) {
			out = append(out, x.End)
		}
		return out
	}
	blocksSeen := 0
	for _, text := range texts {
		for _, b := range blocks(text) {
			if b.code || b.heading || b.tags || b.meta {
				continue
			}
			seg := text[b.start:b.end]
			blocksSeen++
			if got, want := cuts(ours, seg), cuts(lib, seg); !reflect.DeepEqual(got, want) {
				t.Fatalf("%q: cut at %v, the library at %v", seg, got, want)
			}
		}
	}
	if blocksSeen < 500 {
		t.Fatalf("only %d blocks compared", blocksSeen)
	}
}

func TestDottedAbbrIsTheRegexp(t *testing.T) {
	re := regexp.MustCompile(`((?:[\w]\.)+[\w]*\.)`)
	for _, s := range []string{"", ".", "a.", "a.b", "a.b.", "a..", "U.S.", "e.g.", "x_y.z.", "1.2.", "é.b.", ".a.", "ab.cd.", "a.bc", "a.b.c", "..a.b.", "a-b.c."} {
		if got, want := dottedAbbr(s), re.MatchString(s); got != want {
			t.Errorf("dottedAbbr(%q) = %v, regexp %v", s, got, want)
		}
	}
	r := rand.New(rand.NewPCG(5, 6))
	alphabet := []byte("ab_1.é-.")
	for range 20000 {
		b := make([]byte, r.IntN(8))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		if got, want := dottedAbbr(string(b)), re.MatchString(string(b)); got != want {
			t.Fatalf("dottedAbbr(%q) = %v, regexp %v", b, got, want)
		}
	}
}

func TestPunktTokenTestsAreTheRegexps(t *testing.T) {
	w := &punktWords{english.NewWordTokenizer(sentences.NewPunctStrings())}
	tests := []struct {
		name string
		re   *regexp.Regexp
		f    func(*sentences.Token) bool
	}{
		{"IsListNumber", regexp.MustCompile(`^\d+.?\)?$`), w.IsListNumber},
		{"IsCoordinatePartTwo", regexp.MustCompile(`^[0-9]*\.[0-9]*\.[0-9]*\.$`), w.IsCoordinatePartTwo},
		{"IsEllipsis", regexp.MustCompile(`\.\.+$`), w.IsEllipsis},
		{"IsInitial", regexp.MustCompile(`^[A-Za-z]\.$`), w.IsInitial},
	}
	words := []string{"", "1", "12", "1.", "1)", "1.)", "12a)", "1ab", "1\n", "1\n)", "1é", "1é)", "1))", "a1", "1.2.3.", "..", "...", ".", "a.", "Z.", "ab.", "1..", "1.2.3", "..1."}
	r := rand.New(rand.NewPCG(7, 9))
	alphabet := []byte("1a.)\nZé")
	for range 30000 {
		b := make([]byte, r.IntN(7))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		words = append(words, string(b))
	}
	for _, tc := range tests {
		for _, s := range words {
			if got, want := tc.f(sentences.NewToken(s)), tc.re.MatchString(s); got != want {
				t.Fatalf("%s(%q) = %v, regexp %v", tc.name, s, got, want)
			}
		}
	}
}

func TestCountFieldsIsLenFields(t *testing.T) {
	words := []string{"", " ", "a", " a ", "a  b\tc\n", "\u00a0x\u0085y\u2003z", "é è", "\xff \xfe", "a\vb\fc\rd"}
	r := rand.New(rand.NewPCG(9, 9))
	alphabet := []string{"a", " ", "\t", "\n", "\u00a0", "\u2003", "é", "\xff", "."}
	for range 20000 {
		var b strings.Builder
		for range r.IntN(10) {
			b.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		words = append(words, b.String())
	}
	for _, s := range words {
		if got, want := countFields(s), len(strings.Fields(s)); got != want {
			t.Fatalf("countFields(%q) = %d, strings.Fields %d", s, got, want)
		}
	}
}
