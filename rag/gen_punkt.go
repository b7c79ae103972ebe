//go:build ignore

// gen_punkt writes punkt_english.tsv: the English training data of the
// Punkt sentence tokenizer (github.com/neurosnap/sentences, data/english.json)
// as "table\tkey\tvalue" lines, table one of A (abbreviation types),
// C (collocations), S (sentence starters), O (orthographic context), sorted.
// Run with go generate ./rag.
package main

import (
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/neurosnap/sentences"
	"github.com/neurosnap/sentences/data"
)

func main() {
	b, err := data.Asset("data/english.json")
	if err != nil {
		panic(err)
	}
	st, err := sentences.LoadTraining(b)
	if err != nil {
		panic(err)
	}
	var lines []string
	for _, t := range []struct {
		name string
		set  sentences.SetString
	}{{"A", st.AbbrevTypes}, {"C", st.Collocations}, {"S", st.SentStarters}, {"O", st.OrthoContext}} {
		for k, v := range t.set {
			if strings.ContainsAny(k, "\t\n") {
				panic(fmt.Sprintf("%q: separator in the data", k))
			}
			lines = append(lines, fmt.Sprintf("%s\t%s\t%d\n", t.name, k, v))
		}
	}
	sort.Strings(lines)
	if err := os.WriteFile("punkt_english.tsv", []byte(strings.Join(lines, "")), 0o644); err != nil {
		panic(err)
	}
}
