package rag

import (
	"context"
	"slices"
	"testing"

	"pace/store"
)

func TestQuestionNames(t *testing.T) {
	tests := []struct {
		q    string
		want []string
	}{
		{"Who designed the new St Paul's in 1711?", []string{"st", "paul", "1711"}},
		{"What did I say about Greg?", []string{"greg"}},
		{"when is the bin day on tuesday?", []string{"tuesday"}},
		{"how much is the rent?", nil},
		{"What time is the flight?", nil},
	}
	for _, tt := range tests {
		if got := questionNames(tt.q); !slices.Equal(got, tt.want) {
			t.Errorf("questionNames(%q) = %q, want %q", tt.q, got, tt.want)
		}
	}
}

func TestNegated(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"Which bees do not sting?", true},
		{"The boiler wasn't serviced.", true},
		{"He never replied", true},
		{"No running for six weeks.", true},
		{"Nobody knows", true},
		{"The note says nothing more", true},
		{"Who noticed the mould?", false},
		{"Where is Norway?", false},
	}
	for _, tt := range tests {
		if got := negated(tt.text); got != tt.want {
			t.Errorf("negated(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestWhNoun(t *testing.T) {
	tests := []struct{ q, want string }{
		{"which garage looks after the car?", "garage"},
		{"What variety is the apple tree?", "variety"},
		{"whose bike is in the hall?", "bike"},
		{"what is my passport number?", ""},
		{"what's the wifi password?", ""},
		{"when is the dentist?", ""},
		{"which", ""},
	}
	for _, tt := range tests {
		if got := whNoun(tt.q); got != tt.want {
			t.Errorf("whNoun(%q) = %q, want %q", tt.q, got, tt.want)
		}
	}
}

func TestAcronyms(t *testing.T) {
	got := acronyms("He later led the United Nations and the Bank of England, then moved to New York City.")
	for _, want := range []string{"un", "be", "nyc", "ny", "yc"} {
		if !got[want] {
			t.Errorf("acronyms lack %q: %v", want, got)
		}
	}
	for _, not := range []string{"hl", "ub"} {
		if got[not] {
			t.Errorf("acronyms hold %q", not)
		}
	}
}

// featureVault is a small vault of our own for the feature tests.
func featureVault(t *testing.T) *Engine {
	t.Helper()
	db, err := store.OpenMemory(store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"lighthouse.md": "# Lighthouse\n\nThe lighthouse on Skerry Point was first lit in 1852 by keeper Aldous Penrose. Its lamp burned whale oil until 1904, when paraffin replaced it. The tower is the tallest on the northern coast.\n",
		"bakery.md":     "# Bakery order\n\nThe birthday cake is ordered from Crumb & Co for Saturday. It is a chocolate sponge without nuts, and it costs 42 pounds.\n",
		"allotment.md":  "# Allotment\n\nPlot 14 is ours from April. The water trough is by the north gate and the shed key hangs inside the porch.\n",
	})
	if _, err := NewImporter(db).Import(context.Background(), []string{dir}, nil); err != nil {
		t.Fatal(err)
	}
	e := NewEngine(db, nil)
	t.Cleanup(func() { e.Close() })
	e.MinAnswerability = -1
	return e
}

// TestAnswerFeatures: each family of the SQuAD 2.0 adversarial questions
// sets the feature meant for it, and a plain question sets none of them.
func TestAnswerFeatures(t *testing.T) {
	e := featureVault(t)
	tests := []struct {
		q       string
		set     []int
		notSet  []int
		comment string
	}{
		{"Who first lit the lighthouse on Skerry Point?", nil, []int{fNameAbsent, fNegAdded, fAntonym, fTypeMissing}, "answerable"},
		{"Who last lit the lighthouse on Skerry Point?", []int{fAntonym}, nil, "antonym swap"},
		{"Which tower is the shortest on the southern coast?", []int{fAntonym}, nil, "antonym swap"},
		{"Who did not light the lighthouse on Skerry Point?", []int{fNegAdded}, nil, "negation inserted"},
		{"Is the chocolate sponge made with nuts?", []int{fNegDropped}, nil, "negation removed"},
		{"Who lit the lighthouse on Skerry Point in 1920?", []int{fNameAbsent}, nil, "date swap"},
		{"When did keeper Aldous Penrose switch the lamp to Tallow?", []int{fNameAbsent}, nil, "entity swap"},
		{"When did whale oil replace paraffin in 1852?", []int{fNameElsewhere}, nil, "year paired with another fact"},
		{"How much does the tallest tower on the coast measure?", []int{fTypeMissing}, nil, "no date in the best sentence"},
	}
	for _, tt := range tests {
		t.Run(tt.comment+"/"+tt.q, func(t *testing.T) {
			a, err := e.Ask(context.Background(), tt.q)
			if err != nil {
				t.Fatal(err)
			}
			if !a.Found {
				t.Fatalf("nothing matched: %+v", a)
			}
			for _, f := range tt.set {
				if a.features[f] == 0 {
					t.Errorf("%s not set: %v", featureNames[f], a.features)
				}
			}
			for _, f := range tt.notSet {
				if a.features[f] != 0 {
					t.Errorf("%s set: %v", featureNames[f], a.features)
				}
			}
		})
	}
}

// TestAnswerabilityDecision: with the shipped weights and threshold, plain
// questions about the vault are answered and questions it does not answer
// are refused.
func TestAnswerabilityDecision(t *testing.T) {
	e := featureVault(t)
	e.MinAnswerability = 0
	tests := []struct {
		q      string
		answer bool
	}{
		{"When was the lighthouse first lit?", true},
		{"What did the lamp burn until 1904?", true},
		{"How much does the birthday cake cost?", true},
		{"Where is the water trough?", true},
		{"where does the shed key hang?", true},
		{"Who did not light the lighthouse on Skerry Point in 1920?", false},
		{"Which tower is the shortest on the southern coast?", false},
		{"What is my passport number?", false},
		{"Who won the chess tournament?", false},
	}
	for _, tt := range tests {
		a, err := e.Ask(context.Background(), tt.q)
		if err != nil {
			t.Fatal(err)
		}
		if a.Found != tt.answer {
			t.Errorf("%q: found %v (answerability %.2f, features %v), want %v", tt.q, a.Found, a.Answerability, a.features, tt.answer)
		}
	}
}

// TestAnswerProbMonotone: each mismatch lowers the answerability the
// shipped model gives a question its best sentence covers well. Features
// that move together (the unseen shares) move together here.
func TestAnswerProbMonotone(t *testing.T) {
	var base [nFeatures]float64
	base[fCoverage], base[fSeenCoverage], base[fSentMiss], base[fSentMissMax] = 0.9, 0.9, 0.1, 0.3
	p0 := answerProb(base)
	tests := []struct {
		name string
		set  func(x *[nFeatures]float64)
	}{
		{"name absent", func(x *[nFeatures]float64) { x[fNameAbsent] = 1 }},
		{"name elsewhere", func(x *[nFeatures]float64) { x[fNameElsewhere] = 1 }},
		{"negation added", func(x *[nFeatures]float64) { x[fNegAdded] = 1 }},
		{"antonym", func(x *[nFeatures]float64) { x[fAntonym] = 1 }},
		{"answer type missing", func(x *[nFeatures]float64) { x[fTypeMissing] = 1 }},
		{"sentence misses the rarest word", func(x *[nFeatures]float64) { x[fSentMiss], x[fSentMissMax] = 0.5, 1 }},
		{"a topic word no note holds", func(x *[nFeatures]float64) {
			x[fCoverage], x[fUnseen], x[fUnseenMax], x[fUnseenTopic] = 0.45, 0.5, 1, 0.5
			x[fSentMiss], x[fSentMissMax], x[fNoteMissMax] = 0.55, 1, 1
		}},
	}
	for _, tt := range tests {
		x := base
		tt.set(&x)
		if p := answerProb(x); p >= p0 {
			t.Errorf("%s: answerability %.3f, not below %.3f", tt.name, p, p0)
		}
	}
}
