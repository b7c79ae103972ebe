package store_test

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"

	"pace/store"
)

func TestResolveTask(t *testing.T) {
	db, _ := newDB(t)
	ids := map[string]string{}
	add := func(key, title string, done bool) {
		ids[key] = mustTask(t, db, store.Task{Title: title, Done: done}).ID
	}
	add("bank", "Call the bank", false)
	add("mom", "Call Mom", false)
	add("milk", "Buy milk", false)
	add("oatmilk", "Buy oat milk", false)
	add("plants-done", "Water the plants", true)
	add("plants", "Water the plants", false)
	add("report-a", "Send report", false)
	add("report-b", "send REPORT", false)
	add("tax-done", "File taxes", true)
	add("dentist", "Book dentist appointment for Anna", false)
	add("call", "Call", false)
	add("garage-done", "Clean garage", true)
	add("garage-done2", "Clean the garage", true)
	add("power", "Pay electricty bill", false)
	add("window-a", "Clean the windows", false)
	add("window-b", "Fix the window", false)
	add("summary-a", "Finish quarterly summary", false)
	add("summary-b", "write the summary for Ana tonight", false)
	add("laptop", "back up the laptop", false)
	add("boiler", "Boiler checkup", false)
	add("grout", "regrout the shower tiles", true)
	add("vet", "Biscuit is due at the vet for his jabs", false)
	add("scrubs", "pick up scrubs from the laundry", false)
	add("deposit", "pay the trip deposit", false)
	add("heater", "check the greenhouse heater", false)
	add("council", "write to the council about the hedge", false)

	cases := []struct {
		ref  string
		want string   // key of the expected task; "" when an error is expected
		err  error    // ErrNotFound, or nil
		amb  []string // keys of the candidates of an *AmbiguousError
	}{
		// id: resolves first, exactly.
		{ref: "id:" + ids["mom"], want: "mom"},
		{ref: "ID: " + ids["mom"] + " ", want: "mom"},
		{ref: "id:00000000-0000-0000-0000-000000000000", err: store.ErrNotFound},
		{ref: "id:", err: store.ErrNotFound},
		// verbatim, case-insensitive
		// a verb said as another of its sense, or as what was done; a
		// task called by when it happens
		{ref: "collect scrubs", want: "scrubs"},
		{ref: "trip deposit paid", want: "deposit"},
		{ref: "the Sunday greenhouse", want: "heater"},
		{ref: "call the bank", want: "bank"},
		{ref: "  CALL MOM ", want: "mom"},
		{ref: "Call", want: "call"},               // verbatim beats the word overlap with "Call the bank" and "Call Mom"
		{ref: "water the plants", want: "plants"}, // the open one of two
		{ref: "send report", amb: []string{"report-a", "report-b"}},
		{ref: "file taxes", want: "tax-done"}, // only a done one: still found
		{ref: "clean garage", want: "garage-done"},
		// a phrasal verb said as its noun, or the other way round
		{ref: "the laptop backup", want: "laptop"},
		{ref: "check up on the boiler", want: "boiler"},
		{ref: "the laptop checkup", err: store.ErrNotFound},
		// a chore said as its noun, or with a word for any chore
		{ref: "the electricty payment", want: "power"},
		{ref: "the boiler job", want: "boiler"},
		{ref: "the letter to the council", want: "council"},
		{ref: "the grout in the shower", want: "grout"}, // a verb said without the title's "re"
		{ref: "the dentist run", want: "dentist"},
		{ref: "the milk run", want: "milk"}, // as "milk" alone
		// a verb said as another of the same sense
		{ref: "ring mom", want: "mom"},
		{ref: "the mom phone call", want: "mom"},
		{ref: "get oat milk", want: "oatmilk"},
		// stemmed overlap, every query word
		{ref: "banks calling", want: "bank"},
		{ref: "bank", want: "bank"},
		{ref: "milk", want: "milk"},           // fewer extra title words wins
		{ref: "oat milk", want: "oatmilk"},    // more shared words wins
		{ref: "plants water", want: "plants"}, // the open one
		{ref: "taxes", want: "tax-done"},
		{ref: "mom's", want: "mom"},
		{ref: "call dentist", err: store.ErrNotFound}, // two words: both must match one title
		{ref: "garage", amb: []string{"garage-done", "garage-done2"}},
		// all but one word for three or more
		{ref: "call the bank tomorrow", want: "bank"},
		{ref: "dentist appointment Anna tomorrow", want: "dentist"},
		{ref: "call bank regarding loan", err: store.ErrNotFound}, // two of four missing
		// a typo of a word some title holds
		{ref: "dentst appointment", want: "dentist"},
		{ref: "the plamts", want: "plants"},
		{ref: "the plans", err: store.ErrNotFound}, // short words are not corrected
		// a typo on either side that stemming hides, matched as written
		{ref: "electricity bill", want: "power"},
		{ref: "pay the electricity", want: "power"},
		{ref: "electrcity", want: "power"},
		{ref: "the windws", amb: []string{"window-a", "window-b"}}, // close to two: asked
		{ref: "electricity meter", err: store.ErrNotFound},         // one word of two
		// how people point at an item
		{ref: "the dentist thing", want: "dentist"},
		{ref: "the bank one", want: "bank"},
		{ref: "the vet appointment", want: "vet"}, // "appointment" is any appointment, as "job" is any chore
		{ref: "the dentist appointment", want: "dentist"},
		// ambiguous, never a guess
		{ref: "milk", want: "milk"},                    // "Buy milk" has fewer extra words than "Buy oat milk"
		{ref: "buy", amb: []string{"milk", "oatmilk"}}, // a to-do verb alone names neither: asked
		{ref: "the buy task", amb: []string{"milk", "oatmilk"}},
		{ref: "report", amb: []string{"report-a", "report-b"}},
		// two titles that each say much more than the word: asked, not
		// decided by which says a little less
		{ref: "the summary", amb: []string{"summary-a", "summary-b"}},
		{ref: "quarterly summary", want: "summary-a"},
		// not found
		{ref: "feed the cat", err: store.ErrNotFound},
		{ref: "the", err: store.ErrNotFound},
		{ref: "", err: store.ErrNotFound},
		{ref: "   ", err: store.ErrNotFound},
		{ref: "%", err: store.ErrNotFound},
	}
	for _, c := range cases {
		t.Run(c.ref, func(t *testing.T) {
			read(t, db, func(tx *store.Tx) error {
				got, err := tx.Tasks().Resolve(c.ref)
				checkResolved(t, c.ref, got.ID, err, ids, c.want, c.err, c.amb)
				return nil
			})
		})
	}
}

// checkResolved compares a Resolve result with the expected key, sentinel
// error or ambiguity candidates.
func checkResolved(t *testing.T, ref, gotID string, err error, ids map[string]string, want string, wantErr error, amb []string) {
	t.Helper()
	switch {
	case amb != nil:
		var ae *store.AmbiguousError
		if !errors.As(err, &ae) {
			t.Fatalf("Resolve(%q) = %s %v, want ambiguous %v", ref, gotID, err, amb)
		}
		var got, wantIDs []string
		for _, c := range ae.Candidates {
			got = append(got, c.ID)
		}
		for _, k := range amb {
			wantIDs = append(wantIDs, ids[k])
		}
		sort.Strings(got)
		sort.Strings(wantIDs)
		if strings.Join(got, ",") != strings.Join(wantIDs, ",") {
			t.Errorf("candidates %+v, want %v", ae.Candidates, amb)
		}
		if gotID != "" {
			t.Errorf("an ambiguous reference returned %s", gotID)
		}
		if !strings.Contains(ae.Error(), "matches several items") {
			t.Errorf("message %q", ae.Error())
		}
	case wantErr != nil:
		if !errors.Is(err, wantErr) {
			t.Errorf("Resolve(%q) = %s %v, want %v", ref, gotID, err, wantErr)
		}
	default:
		if err != nil || gotID != ids[want] {
			t.Errorf("Resolve(%q) = %s %v, want %s (%s)", ref, gotID, err, want, ids[want])
		}
	}
}

func TestResolveProjectAndNote(t *testing.T) {
	db, _ := newDB(t)
	ids := map[string]string{
		"garden":   mustProject(t, db, store.Project{Name: "Garden"}).ID,
		"garden25": mustProject(t, db, store.Project{Name: "Garden 2025", Done: true}).ID,
		"house":    mustProject(t, db, store.Project{Name: "House renovation"}).ID,
		"kitchen":  mustProject(t, db, store.Project{Name: "Kitchen renovation"}).ID,
		"gran":     mustProject(t, db, store.Project{Name: "Gran's 90th", Notes: "a surprise party at the golf club"}).ID,
		"grandad":  mustProject(t, db, store.Project{Name: "Grandad's 80th", Notes: "lunch out"}).ID,
		"bday1":    mustProject(t, db, store.Project{Name: "Sam birthday", Notes: "a party with a cake"}).ID,
		"bday2":    mustProject(t, db, store.Project{Name: "Sam christening", Notes: "a party after church"}).ID,
		"obra":     mustProject(t, db, store.Project{Name: "Obra Nova", Notes: "the new studio for the pottery"}).ID,
	}
	for _, c := range []struct {
		ref, want string
		err       error
		amb       []string
	}{
		{ref: "id:" + ids["house"], want: "house"},
		{ref: "garden", want: "garden"},
		{ref: "garden 2025", want: "garden25"},
		{ref: "renovating the house", want: "house"},
		{ref: "renovation", amb: []string{"house", "kitchen"}},
		{ref: "bathroom", err: store.ErrNotFound},
		{ref: "id:" + ids["garden"][:8], err: store.ErrNotFound},
		// a word of the name and the rest from the description
		{ref: "gran's party", want: "gran"},
		{ref: "grandad's party", err: store.ErrNotFound},
		{ref: "party", err: store.ErrNotFound}, // no word of any name
		{ref: "sam's party", amb: []string{"bday1", "bday2"}},
		// no name holds a word: the one project whose description holds
		// them all ("the pottery studio" for "Obra Nova")
		{ref: "pottery studio", want: "obra"},
		{ref: "pottery", want: "obra"},
		{ref: "studio for the bakery", err: store.ErrNotFound},
		// each word the start of one of the name's ("kitchen reno")
		{ref: "kitchen reno", want: "kitchen"},
		{ref: "the kitchen reno project", want: "kitchen"},
		{ref: "reno", amb: []string{"house", "kitchen"}},
		{ref: "kit reno", want: "kitchen"},
		{ref: "ki reno", err: store.ErrNotFound},      // two letters start too much
		{ref: "reno kitchen", err: store.ErrNotFound}, // in the name's order
	} {
		t.Run("project "+c.ref, func(t *testing.T) {
			read(t, db, func(tx *store.Tx) error {
				got, err := tx.Projects().Resolve(c.ref)
				checkResolved(t, c.ref, got.ID, err, ids, c.want, c.err, c.amb)
				return nil
			})
		})
	}
	nids := map[string]string{
		"kube":   mustNote(t, db, store.Note{Title: "Kubernetes", Aliases: []string{"k8s", "kube cluster"}}).ID,
		"docker": mustNote(t, db, store.Note{Title: "Docker tips"}).ID,
		"podman": mustNote(t, db, store.Note{Title: "Podman tips"}).ID,
	}
	taskID := mustTask(t, db, store.Task{Title: "Docker tips"}).ID
	for _, c := range []struct {
		ref, want string
		err       error
		amb       []string
	}{
		{ref: "kubernetes", want: "kube"},
		{ref: "k8s", want: "kube"},
		{ref: "kube clusters", want: "kube"},
		{ref: "docker tips", want: "docker"}, // notes only: the task of the same title does not count
		{ref: "tips", amb: []string{"docker", "podman"}},
		{ref: "id:" + taskID, err: store.ErrNotFound}, // a task's id is not a note's
		{ref: "terraform", err: store.ErrNotFound},
	} {
		t.Run("note "+c.ref, func(t *testing.T) {
			read(t, db, func(tx *store.Tx) error {
				got, err := tx.Notes().Resolve(c.ref)
				checkResolved(t, c.ref, got.ID, err, nids, c.want, c.err, c.amb)
				return nil
			})
		})
	}
}

func TestContentWords(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Calling the Banks", "call bank"},
		{"Mom's birthday", "mom birthday"},
		{"buy buy BUY", "buy"},
		{"the a an of", ""},
		{"Q3 report, v2!", "q3 report v2"},
		{"Café crème", "café crème"},
	} {
		t.Run(c.in, func(t *testing.T) {
			if got := strings.Join(store.ContentWords(c.in), " "); got != c.want {
				t.Errorf("ContentWords(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// With many items sharing the query words, lookup groups every item of the
// words instead of starting from rare ones; the ranking must not change.
func TestResolveCommonWords(t *testing.T) {
	db, _ := newDB(t)
	ids := map[string]string{}
	write(t, db, func(tx *store.Tx) error {
		for i := 0; i < 80; i++ {
			task, err := tx.Tasks().Insert(store.Task{Title: fmt.Sprintf("Call the bank about item %d", i), Done: i%2 == 0})
			if err != nil {
				return err
			}
			ids[fmt.Sprint(i)] = task.ID
		}
		for key, title := range map[string]string{"bank": "Call the bank", "bank-done": "Bank call", "mom": "Call mom"} {
			task, err := tx.Tasks().Insert(store.Task{Title: title, Done: key == "bank-done"})
			if err != nil {
				return err
			}
			ids[key] = task.ID
		}
		return nil
	})
	for _, c := range []struct {
		ref, want string
		err       error
		amb       []string
	}{
		{ref: "banks calling", want: "bank"},       // common words only; fewest extra words wins
		{ref: "calling banks today", want: "bank"}, // all but one of three
		{ref: "call mom", want: "mom"},             // one rare word
		{ref: "bank item 7", want: "7"},            // the rare word decides, though item 7 is done... and open ones lack "7"
		{ref: "item", amb: []string{"1", "11", "13", "15", "17", "19", "21", "23", "25", "27"}},
		{ref: "call dentist", err: store.ErrNotFound},
	} {
		t.Run(c.ref, func(t *testing.T) {
			read(t, db, func(tx *store.Tx) error {
				got, err := tx.Tasks().Resolve(c.ref)
				checkResolved(t, c.ref, got.ID, err, ids, c.want, c.err, c.amb)
				return nil
			})
		})
	}
}

// TestResolveAcronymPlural: an acronym's plural has no vowel for the
// stemmer to cut its "s" by; "the VM inventory" still names "inventory of
// all VMs", and "the PCs" names "wipe the old PC".
func TestResolveAcronymPlural(t *testing.T) {
	db, _ := newDB(t)
	vms := mustTask(t, db, store.Task{Title: "inventory of all VMs in the old datacenter"}).ID
	pc := mustTask(t, db, store.Task{Title: "wipe the old PC"}).ID
	for ref, want := range map[string]string{"the VM inventory": vms, "the PCs": pc} {
		var got store.Task
		err := db.Read(context.Background(), func(tx *store.Tx) error {
			var err error
			got, err = tx.Tasks().Resolve(ref)
			return err
		})
		if err != nil || got.ID != want {
			t.Errorf("%q: %+v %v", ref, got, err)
		}
	}
}

// A field said as its specialist, or the other way round, names the task
// ("the cardiology appointment" for "cardiologist appointment"); a word of
// another field names nothing.
func TestResolveFieldAndSpecialist(t *testing.T) {
	db, _ := newDB(t)
	cardio := mustTask(t, db, store.Task{Title: "Margaret's cardiologist appointment with Dr Naidoo"}).ID
	derm := mustTask(t, db, store.Task{Title: "book the dermatology clinic"}).ID
	for ref, want := range map[string]string{"the cardiology appointment": cardio, "the dermatologist clinic": derm, "the neurology appointment": ""} {
		var got store.Task
		err := db.Read(context.Background(), func(tx *store.Tx) error {
			var err error
			got, err = tx.Tasks().Resolve(ref)
			return err
		})
		if want == "" {
			if err == nil {
				t.Errorf("%q named %q", ref, got.Title)
			}
			continue
		}
		if err != nil || got.ID != want {
			t.Errorf("%q: %+v %v", ref, got, err)
		}
	}
}
