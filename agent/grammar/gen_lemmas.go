//go:build ignore

// gen_lemmas writes lemmas.tsv: every word of golem's English dictionary
// whose lemma (golem's Lemma) differs from the word, as "word\tlemma"
// lines sorted by word. Run with go generate ./agent/grammar.
package main

import (
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/aaaton/golem/v4"
	"github.com/aaaton/golem/v4/dicts/en"
)

func main() {
	raw, err := en.New().GetResource()
	if err != nil {
		panic(err)
	}
	l, err := golem.New(en.New())
	if err != nil {
		panic(err)
	}
	seen := map[string]bool{}
	var lines []string
	for _, line := range strings.Split(string(raw), "\n") {
		for _, w := range strings.Split(line, "\t") {
			w = strings.ToLower(w)
			if w == "" || seen[w] {
				continue
			}
			seen[w] = true
			if base := strings.ToLower(l.Lemma(w)); base != w {
				if strings.ContainsAny(w+base, "\t\n") {
					panic(fmt.Sprintf("%q: separator in the dictionary", w))
				}
				lines = append(lines, w+"\t"+base+"\n")
			}
		}
	}
	sort.Strings(lines)
	if err := os.WriteFile("lemmas.tsv", []byte(strings.Join(lines, "")), 0o644); err != nil {
		panic(err)
	}
}
