// Command train builds agent/intent's weights from the team-written corpus:
// every *.jsonl file under -corpus (sorted by name, lines in order, exact
// duplicate texts after the first dropped), one {"text","intent"} object a
// line (see corpus/LABELS.md). It writes the weights to -out and the
// k-fold held-out report to -report. Same corpus, same bytes.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"pace/agent/grammar"
	"pace/agent/intent"
)

func main() {
	corpus := flag.String("corpus", "testdata/corpus", "folder of *.jsonl training files")
	out := flag.String("out", "weights.bin", "weights file to write")
	report := flag.String("report", "", "held-out report file to write (optional)")
	flag.Parse()
	if err := run(*corpus, *out, *report); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
}

func run(corpus, out, report string) error {
	exs, err := Load(corpus)
	if err != nil {
		return err
	}
	m, rep := intent.Train(exs, intent.DefaultOptions)
	if err := os.WriteFile(out, m.Encode(), 0o644); err != nil {
		return err
	}
	var b bytes.Buffer
	rep.Write(&b)
	fmt.Print(b.String())
	if report != "" {
		return os.WriteFile(report, b.Bytes(), 0o644)
	}
	return nil
}

// Load reads the corpus folder into examples with the grammar's cues.
func Load(dir string) ([]intent.Example, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	seen := map[string]bool{}
	var exs []intent.Example
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(bytes.NewReader(b))
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for n := 1; sc.Scan(); n++ {
			line := strings.TrimSpace(sc.Text())
			if line == "" {
				continue
			}
			var r struct {
				Text   string `json:"text"`
				Intent string `json:"intent"`
			}
			if err := json.Unmarshal([]byte(line), &r); err != nil {
				return nil, fmt.Errorf("%s line %d: %w", f, n, err)
			}
			key := strings.ToLower(strings.TrimSpace(r.Text))
			if r.Intent == "" || key == "" || seen[key] {
				continue
			}
			seen[key] = true
			exs = append(exs, intent.Example{Text: r.Text, Label: r.Intent, Cues: grammar.Cues(r.Text)})
		}
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
	}
	if len(exs) == 0 {
		return nil, fmt.Errorf("no examples under %s", dir)
	}
	return exs, nil
}
