package app

import (
	"encoding/json"
	"testing"
)

// TestEvalNotesReferenceShape: `pace eval notes --dir` on a folder shaped
// like the reference scorer's counts hits by the "# " title among the first
// citations and refusals as replies citing nothing.
func TestEvalNotesReferenceShape(t *testing.T) {
	dir := writeVault(t, map[string]string{
		"notes/kiln.md":   "# Kiln log (3)\n\nThe kiln was fired to 1,240 degrees for the stoneware glaze batch.\n",
		"notes/choir.md":  "# Choir (7)\n\nChoir rehearsals moved to Wednesday evenings in the church hall.\n",
		"notes/garden.md": "# Garden plan\n\nThe raspberry canes go along the south fence, spaced half a metre apart.\n",
		"questions.jsonl": `{"q": "How far was the kiln fired for the stoneware glaze?", "gold_note": "kiln.md"}
{"q": "When are choir rehearsals now?", "gold_note": "choir.md"}
{"q": "Where do the raspberry canes go?", "gold_note": "garden.md"}
`,
		"questions_unanswerable.jsonl": `{"q": "What did the piano tuner charge?", "gold_note": null}
`,
	})
	code, out, errs := runPace(t, t.TempDir(), "eval", "notes", "--json", "--dir", dir)
	var rep DevEvalReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 {
		t.Fatalf("exit %d, %v\n%s\n%s", code, err, out, errs)
	}
	if rep.Answerable != 3 || rep.Unanswerable != 1 || rep.RecallAt1 != 1 || rep.RecallAt3 != 1 || rep.FalseRefusals != 0 || rep.Refusals != 1 {
		t.Errorf("report %+v", rep)
	}
	if len(rep.Curve) != 21 || rep.Curve[0].FalseRefusals != 0 || rep.Curve[20].Refusals != 1 {
		t.Errorf("curve %+v", rep.Curve)
	}
}
