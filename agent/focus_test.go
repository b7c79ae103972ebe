package agent_test

import (
	"strings"
	"testing"

	"pace/agent"
	"pace/eval/router"
	"pace/store"
	"pace/store/storetest"
	"pace/tools"
)

func registryNames(t *testing.T) []string {
	db := storetest.MustOpen(t, store.Options{})
	var names []string
	for _, s := range tools.NewToolBox(db, tools.Options{}).Registry().Specs() {
		names = append(names, s.Name)
	}
	return names
}

func TestFocusAlwaysOffersTheSafeTools(t *testing.T) {
	names := registryNames(t)
	for _, text := range []string{"", "delete the old report", "what did I write about the fence?", "hmm"} {
		got := agent.Focus{Read: agent.GrammarReading}.Pick(text, names)
		if len(got) != agent.DefaultFocusSize {
			t.Errorf("%q: %d tools", text, len(got))
		}
		for i, n := range agent.AlwaysOffered {
			if got[i] != n {
				t.Errorf("%q: %v does not start with %v", text, got, agent.AlwaysOffered)
			}
		}
	}
	got := agent.Focus{Read: agent.GrammarReading}.Pick("delete the old report", names)
	if !strings.Contains(strings.Join(got, " "), "deleteTask") {
		t.Errorf("delete request: %v", got)
	}
}

// TestFocusRecallAt8 measures, on the router eval, how often every tool an
// utterance needs is among the 8 offered (recall@8 per utterance), overall
// and per split. Held-out splits are reported, never itemized.
func TestFocusRecallAt8(t *testing.T) {
	names := registryNames(t)
	f := agent.Focus{Read: agent.GrammarReading}
	var hit, total int
	for _, sp := range router.Splits {
		items, err := router.Load(sp.Name)
		if err != nil {
			t.Fatal(err)
		}
		var h, n int
		for _, it := range items {
			if it.Want == nil || len(*it.Want) == 0 {
				continue
			}
			n++
			offered := strings.Join(f.Pick(it.U, names), " ") + " "
			ok := true
			for _, w := range *it.Want {
				if !strings.Contains(" "+offered, " "+w.Tool+" ") {
					ok = false
					if !sp.HeldOut {
						t.Logf("miss %s: %q needs %s; offered %s", sp.Name, it.U, w.Tool, offered)
					}
				}
			}
			if ok {
				h++
			}
		}
		if n > 0 {
			t.Logf("recall@8 %-10s %3d/%-3d = %.3f", sp.Name, h, n, float64(h)/float64(n))
		}
		hit, total = hit+h, total+n
	}
	r := float64(hit) / float64(total)
	t.Logf("recall@8 overall %d/%d = %.3f", hit, total, r)
	if r < 0.95 {
		t.Errorf("recall@8 = %.3f, want ≥ 0.95", r)
	}
	// Without the grammar's reading (lexicon, cues and dates alone).
	var lh int
	for _, sp := range router.Splits {
		items, _ := router.Load(sp.Name)
		for _, it := range items {
			if it.Want == nil || len(*it.Want) == 0 {
				continue
			}
			offered := " " + strings.Join(agent.Focus{}.Pick(it.U, names), " ") + " "
			ok := true
			for _, w := range *it.Want {
				ok = ok && strings.Contains(offered, " "+w.Tool+" ")
			}
			if ok {
				lh++
			}
		}
	}
	t.Logf("recall@8 lexicon only %d/%d = %.3f", lh, total, float64(lh)/float64(total))
}

func BenchmarkFocusPick(b *testing.B) {
	names := []string{"createTask", "completeTask", "reopenTask", "rescheduleTask", "snoozeTask", "setPriority",
		"setRecurrence", "updateTask", "deleteTask", "addDependency", "queryTasks", "createProject", "projectStatus",
		"addMilestone", "listMilestones", "createNote", "appendNote", "linkItems", "searchEverything", "searchNotes",
		"askNotes", "notesFrom", "agenda", "recall", "undo"}
	f := agent.Focus{Read: agent.GrammarReading}
	for b.Loop() {
		f.Pick("move the dentist appointment to next tuesday and mark the invoice as paid", names)
	}
}
