package rag

import (
	"context"
	"strings"
	"testing"
	"time"

	"pace/store"
	"pace/store/storetest"
)

func TestSyncIncremental(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	a := writeNote(t, db, "Budget", "We capped the offsite budget at 4,000 euros.")
	b := writeNote(t, db, "Garden", "Plant the tomatoes in May.")
	e := NewEngine(db, nil)
	st, _ := e.Status(ctx)
	if st.Notes != 2 || st.Stale != 2 || st.Chunks != 0 {
		t.Fatalf("before sync: %+v", st)
	}
	rep, err := e.Sync(ctx)
	if err != nil || rep.Recut != 2 || rep.Chunks != 2 {
		t.Fatalf("first sync: %+v %v", rep, err)
	}
	if rep, _ := e.Sync(ctx); rep != (SyncReport{}) {
		t.Fatalf("nothing changed, yet: %+v", rep)
	}
	// Edit one note: only it is re-cut, and the new text is found.
	a.Body = "We capped the offsite budget at 5,500 euros."
	db.Write(ctx, func(tx *store.Tx) error { _, err := tx.Notes().Update(a); return err })
	if rep, _ := e.Sync(ctx); rep.Recut != 1 {
		t.Fatalf("after edit: %+v", rep)
	}
	ans, _ := e.Ask(ctx, "what is the offsite budget?")
	if !strings.Contains(ans.Text, "5,500") || strings.Contains(ans.Text, "4,000") {
		t.Errorf("answer after edit: %q", ans.Text)
	}
	// Delete the other: its chunks leave the FTS index too.
	db.Write(ctx, func(tx *store.Tx) error { return tx.Notes().Delete(b.ID) })
	if rep, _ := e.Sync(ctx); rep.Dropped != 1 {
		t.Fatalf("after delete: %+v", rep)
	}
	if hits, _ := e.Search(ctx, "tomatoes", 5); len(hits) != 0 {
		t.Errorf("deleted note still found: %+v", hits)
	}
	st, _ = e.Status(ctx)
	if st.Notes != 1 || st.Chunks != 1 || st.Stale != 0 || st.Semantic || !strings.Contains(st.SemanticWhy, "no embedding server") {
		t.Errorf("status: %+v", st)
	}
}

// A new engine on a synced store (the CLI's one-question process) finds
// the position the last sync reached in the store: nothing to cut when
// nothing changed, one note when one was added.
func TestSyncResumesFromStoredPosition(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Bike", "The chain needs oil every 300 km.")
	writeNote(t, db, "Kettle", "Descale with citric acid monthly.")
	if rep, err := NewEngine(db, nil).Sync(ctx); err != nil || rep.Recut != 2 {
		t.Fatalf("first sync: %+v %v", rep, err)
	}
	if rep, err := NewEngine(db, nil).Sync(ctx); err != nil || rep != (SyncReport{}) {
		t.Fatalf("a new engine on an unchanged store: %+v %v", rep, err)
	}
	writeNote(t, db, "Boiler", "Service is due in October.")
	e := NewEngine(db, nil)
	if rep, err := e.Sync(ctx); err != nil || rep.Recut != 1 || rep.Chunks != 1 {
		t.Fatalf("after one new note: %+v %v", rep, err)
	}
	if hits, _ := e.Search(ctx, "boiler service", 5); len(hits) == 0 {
		t.Error("the new note is not found")
	}
}

func TestAskRefusesAndCites(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Budget meeting", "Attendees: Priya and Marco.\n\nWe agreed to cap the offsite at $4,000. Marco books the venue.")
	writeNote(t, db, "Offsite planning", "The offsite is at the Lakeview Lodge. Marco booked the Lakeview Lodge on March 20.")
	e := NewEngine(db, nil)
	for _, q := range []string{"What is my passport number?", "", "🎉", "Who won the chess tournament?"} {
		a, err := e.Ask(ctx, q)
		if err != nil || a.Found || a.Text != NotFound || len(a.Citations) != 0 {
			t.Errorf("Ask(%q) = %+v, %v", q, a, err)
		}
	}
	a, err := e.Ask(ctx, "Which lodge is the offsite at, and what is the cap?")
	if err != nil || !a.Found {
		t.Fatalf("%+v %v", a, err)
	}
	bodies := map[string]string{}
	db.Read(ctx, func(tx *store.Tx) error {
		ns, _ := tx.Notes().List()
		for _, n := range ns {
			bodies[n.ID] = n.Body
		}
		return nil
	})
	seen := map[string]bool{}
	for i, c := range a.Citations {
		if c.N != i+1 || seen[c.NoteID] {
			t.Errorf("citation %d: %+v", i, c)
		}
		seen[c.NoteID] = true
		body := bodies[c.NoteID]
		if body[c.Start:c.End] != c.Passage {
			t.Errorf("passage offsets of [%d]", c.N)
		}
		for _, s := range c.Sentences {
			if !strings.Contains(a.Text, body[s[0]:s[1]]+" ["+string(rune('0'+c.N))+"]") {
				t.Errorf("sentence %q of [%d] not cited in %q", body[s[0]:s[1]], c.N, a.Text)
			}
		}
	}
	if !strings.Contains(a.Text, "$4,000") || !strings.Contains(a.Text, "Lakeview Lodge") {
		t.Errorf("answer %q", a.Text)
	}
}

func TestHybridSearch(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Offsite", "The offsite budget is capped at 4,000 euros.")
	writeNote(t, db, "Garden", "Plant the tomatoes in May.")
	srv := newFakeEmbedServer(t)
	e := NewEngine(db, NewEmbedClient(srv.URL, "fake-minilm", srv.Client()))
	if _, err := e.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	st, _ := e.Status(ctx)
	if !st.Semantic || st.Unembedded != 0 || !strings.Contains(st.SemanticWhy, "fake-minilm") {
		t.Fatalf("status: %+v", st)
	}
	// No keyword in common: only the embeddings find it.
	hits, err := e.Search(ctx, "retreat money", 5)
	if err != nil || len(hits) != 1 || hits[0].Title != "Offsite" || hits[0].BM25 != 0 || hits[0].Cosine < CosineThreshold {
		t.Fatalf("semantic hits: %+v %v", hits, err)
	}
	// Vectors are cached by content hash: a second engine embeds nothing new.
	before := srv.inputs.Load()
	e2 := NewEngine(db, NewEmbedClient(srv.URL, "fake-minilm", srv.Client()))
	if rep, _ := e2.Sync(ctx); rep.Embedded != 0 {
		t.Errorf("re-embedded %d chunks", rep.Embedded)
	}
	if srv.inputs.Load() != before {
		t.Errorf("cache missed: %d more inputs", srv.inputs.Load()-before)
	}
	// Both lists agree on the offsite note: fused score beats either alone.
	hits, _ = e.Search(ctx, "offsite budget", 5)
	if len(hits) == 0 || hits[0].Title != "Offsite" || hits[0].BM25 >= 0 || hits[0].Cosine == 0 || hits[0].Score <= 1.0/(RRFK+1) {
		t.Errorf("fused: %+v", hits)
	}
}

// The embedding server dying mid-session costs semantic ranking, never an
// answer; it comes back after RetryAfter.
func TestEmbedderDownFallsBack(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Offsite", "The offsite budget is capped at 4,000 euros.")
	srv := newFakeEmbedServer(t)
	clk := &storetest.Clock{T: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
	e := NewEngine(db, NewEmbedClient(srv.URL, "m", srv.Client()))
	e.Now = clk.Now
	srv.failWith("500", `{"error":{"code":500,"message":"model crashed","type":"server_error"}}`)
	a, err := e.Ask(ctx, "what is the offsite budget?")
	if err != nil || !a.Found || a.Semantic {
		t.Fatalf("answer while down: %+v %v", a, err)
	}
	st, _ := e.Status(ctx)
	if st.Semantic || !strings.Contains(st.SemanticWhy, "model crashed") || st.Unembedded != 1 {
		t.Fatalf("status while down: %+v", st)
	}
	calls := srv.calls.Load()
	e.Ask(ctx, "offsite")
	if srv.calls.Load() != calls {
		t.Errorf("retried before RetryAfter")
	}
	srv.recover()
	clk.Advance(2 * time.Minute)
	a, err = e.Ask(ctx, "what is the offsite budget?")
	if err != nil || !a.Semantic {
		t.Fatalf("after recovery: %+v %v", a, err)
	}
	if st, _ := e.Status(ctx); !st.Semantic || st.Unembedded != 0 {
		t.Errorf("status after recovery: %+v", st)
	}
}

type panicky struct{}

func (panicky) Embed(context.Context, []string) ([][]float32, error) { panic("boom") }

func TestEmbedderPanicIsContained(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	writeNote(t, db, "Offsite", "The offsite budget is capped at 4,000 euros.")
	e := NewEngine(db, panicky{})
	a, err := e.Ask(context.Background(), "offsite budget")
	if err != nil || !a.Found {
		t.Fatalf("%+v %v", a, err)
	}
	if st, _ := e.Status(context.Background()); st.Semantic || !strings.Contains(st.SemanticWhy, "panicked") {
		t.Errorf("status %+v", st)
	}
}

func TestContextForLLM(t *testing.T) {
	hits := []Hit{
		{NoteID: "a", Title: "Budget", Passage: "Cap is 4,000. Marco", Start: 0, End: 19},
		{NoteID: "b", Title: "Offsite", Passage: "At the lodge.", Start: 5, End: 18},
		{NoteID: "a", Title: "Budget", Passage: "Marco books.", Start: 14, End: 26},
		{NoteID: "a", Title: "Budget", Passage: "Later.", Start: 40, End: 46},
	}
	text, cites := Context("Where and how much?", hits)
	if len(cites) != 2 || cites[0].N != 1 || cites[1].NoteID != "b" {
		t.Fatalf("cites %+v", cites)
	}
	for _, want := range []string{"only the numbered passages", "[1] Budget\nCap is 4,000. Marco books.\n…\nLater.\n\n[2] Offsite\nAt the lodge.", NotFound, "Question: Where and how much?"} {
		if !strings.Contains(text, want) {
			t.Errorf("context lacks %q:\n%s", want, text)
		}
	}
}

// An edit committed by another process (here a second handle on the same
// file, as the CLI beside the GUI) is seen by the next question.
func TestSyncSeesOtherProcess(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	open := func() *store.DB {
		db, err := store.Open(dir+"/"+store.FileName, store.Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		return db
	}
	gui, cli := open(), open()
	n := writeNote(t, gui, "Budget", "The offsite budget is 4,000 euros.")
	e := NewEngine(gui, nil)
	defer e.Close()
	if a, _ := e.Ask(ctx, "offsite budget"); !strings.Contains(a.Text, "4,000") {
		t.Fatalf("first answer %q", a.Text)
	}
	e.Ask(ctx, "offsite budget") // steady state: nothing to re-check
	n.Body = "The offsite budget is 6,000 euros."
	if err := cli.Write(ctx, func(tx *store.Tx) error { _, err := tx.Notes().Update(n); return err }); err != nil {
		t.Fatal(err)
	}
	if a, _ := e.Ask(ctx, "offsite budget"); !strings.Contains(a.Text, "6,000") {
		t.Errorf("answer after the other process's edit: %q", a.Text)
	}
	writeNote(t, cli, "Garden", "Plant the tomatoes in May.")
	if a, _ := e.Ask(ctx, "when to plant tomatoes"); !strings.Contains(a.Text, "May") {
		t.Errorf("answer about a note added elsewhere: %q", a.Text)
	}
}

// The in-memory stand-in store (used when the file cannot be opened) sees
// edits too.
func TestSyncInMemoryStore(t *testing.T) {
	db, err := store.OpenMemory(store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	n := writeNote(t, db, "Budget", "The offsite budget is 4,000 euros.")
	e := NewEngine(db, nil)
	defer e.Close()
	e.Ask(ctx, "offsite budget")
	e.Ask(ctx, "offsite budget")
	n.Body = "The offsite budget is 6,000 euros."
	db.Write(ctx, func(tx *store.Tx) error { _, err := tx.Notes().Update(n); return err })
	if a, _ := e.Ask(ctx, "offsite budget"); !strings.Contains(a.Text, "6,000") {
		t.Errorf("answer after edit: %q", a.Text)
	}
}

// A line of #tags used to run into the sentence below it, and the answer
// quoted "#garden The soil pH…".
func TestAskQuotesNoTagLine(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Soil", "# Soil\n#garden #soil\nThe soil pH is 6.5 in the raised beds.\nLime it in autumn.")
	a, err := NewEngine(db, nil).Ask(ctx, "What is the soil pH in the raised beds?")
	if err != nil || !a.Found {
		t.Fatalf("%+v %v", a, err)
	}
	if strings.Contains(a.Text, "#") || !strings.Contains(a.Text, "The soil pH is 6.5") {
		t.Errorf("answer %q, want the sentence without its tag line", a.Text)
	}
	var body string
	db.Read(ctx, func(tx *store.Tx) error {
		ns, _ := tx.Notes().List()
		body = ns[0].Body
		return nil
	})
	for _, c := range a.Citations {
		if body[c.Start:c.End] != c.Passage {
			t.Errorf("passage offsets of [%d]", c.N)
		}
		for _, s := range c.Sentences {
			if q := body[s[0]:s[1]]; strings.HasPrefix(q, "#") || !strings.Contains(a.Text, q) {
				t.Errorf("cited sentence %q (answer %q)", q, a.Text)
			}
		}
	}
}

// TestAskQuotesNoStructure: front matter, a table's header row and rule,
// tag lines and bare headings are never quoted, even when they hold the
// question's words; each note gets one number.
func TestAskQuotesNoStructure(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Paint", "---\npaint: colours rooms\n---\n# Paint colours\n\n| Room | Paint colour |\n|---|---|\n| Hall | Oat white |\n\n#paint #rooms\nThe hall paint colour is oat white, two coats.")
	writeNote(t, db, "Decorating", "## Paint colours for the rooms\n\nThe bedroom paint colour is sage, picked in May.")
	a, err := NewEngine(db, nil).Ask(ctx, "which paint colour for the rooms?")
	if err != nil || !a.Found {
		t.Fatalf("%+v %v", a, err)
	}
	seen := map[string]bool{}
	for _, c := range a.Citations {
		if seen[c.NoteID] {
			t.Errorf("note %s cited twice", c.Title)
		}
		seen[c.NoteID] = true
	}
	for _, bad := range []string{"---", "| Room", "|---", "#paint", "# Paint", "## Paint"} {
		if strings.Contains(a.Text, bad) {
			t.Errorf("answer quotes %q: %q", bad, a.Text)
		}
	}
}

// TestAskAnswersFromASectionHeading: a question whose words only a section
// heading says ("## Catering") is answered by that short section, whole
// and in order (sectionAsked), cited at the sentences' own offsets; the
// next section and the heading line itself are never quoted.
func TestAskAnswersFromASectionHeading(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	body := "# Suppliers\n\nThe printer is Inkwell in Leeds; their quote was 300 pounds.\n\n## Catering\n\n" +
		"For the launch we use Olive Branch Kitchen, deposit paid.\n\nThey need numbers a week before.\n\nParking is at the back.\n\n## Flowers\n\nNone ordered yet."
	writeNote(t, db, "Suppliers", body)
	e := NewEngine(db, nil)
	a, err := e.Ask(ctx, "what do my notes say about catering?")
	if err != nil || !a.Found || !strings.Contains(a.Text, "Olive Branch Kitchen") || !strings.Contains(a.Text, "Parking") || strings.Contains(a.Text, "None ordered") {
		t.Fatalf("answer %+v %v", a, err)
	}
	for _, c := range a.Citations {
		for _, s := range c.Sentences {
			if q := body[s[0]:s[1]]; strings.HasPrefix(q, "#") || !strings.Contains(a.Text, q) {
				t.Errorf("cited sentence %q (answer %q)", q, a.Text)
			}
		}
	}
	if a, _ := e.Ask(ctx, "what did the catering florist charge?"); a.Found && strings.Contains(a.Text, "Olive Branch") {
		t.Errorf("a heading saying one word of three answered: %q", a.Text)
	}
}

// TestAskAnswersFromANoteTitle: a note's title heads its opening sentences
// as a section heading does, so "what did I note about the boiler?" is
// answered by the note titled "Boiler" whose sentences never say the word;
// a sentence further down, or a title saying only some of the words, puts
// nothing forward.
func TestAskAnswersFromANoteTitle(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Boiler", "The engineer wants the pressure valve replaced before winter.\n\nQuote was 120 pounds.\n\nHe also looked at the loft hatch.\n\nThe spare key hangs by the back door.")
	writeNote(t, db, "Allotment", "Plot 14, water butt by the gate.")
	e := NewEngine(db, nil)
	a, err := e.Ask(ctx, "what did I note about the boiler?")
	if err != nil || !a.Found || !strings.Contains(a.Text, "pressure valve") || strings.Contains(a.Text, "spare key") {
		t.Fatalf("answer %+v %v", a, err)
	}
	if a, _ := e.Ask(ctx, "what did the boiler insurance renewal cost?"); a.Found && strings.Contains(a.Text, "pressure valve") {
		t.Errorf("a title saying one word of three answered: %q", a.Text)
	}
}

// TestAskAnswersWithAList: "which documents do I need for the passport?"
// quotes the list the note keeps, item by item under one citation, and a
// "Key: value" line answers alone; a question after one thing is answered
// by its sentence, not the list.
func TestAskAnswersWithAList(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Passport renewal", "Forms from the post office (checked Monday):\n\n- the old passport\n- two photos signed on the back\n- the countersignatory's details\n\nFee: 88 pounds, paid by card.\nCounter: open until 5pm on weekdays.")
	writeNote(t, db, "Allotment", "Plot 14, water butt by the gate.")
	e := NewEngine(db, nil)
	a, err := e.Ask(ctx, "which documents do I need for the passport renewal?")
	if err != nil || !a.Found || !strings.Contains(a.Text, "the old passport; two photos signed on the back; the countersignatory's details [1]") {
		t.Fatalf("list answer %q %v", a.Text, err)
	}
	if a, _ := e.Ask(ctx, "how much is the passport fee?"); !a.Found || !strings.HasPrefix(a.Text, "Fee: 88 pounds, paid by card. [1]") || strings.Contains(a.Text, "Counter") {
		t.Errorf("field answer %q", a.Text)
	}
}

// TestAskATableByItsDay: a row of a Markdown table answers a question that
// names its columns' header ("Saturday", "who") and the day as an ordinal
// ("the 14th") where the table writes it bare ("14 March").
func TestAskATableByItsDay(t *testing.T) {
	db := storetest.MustOpen(t, store.Options{})
	ctx := context.Background()
	writeNote(t, db, "Tea urn rota, spring", "| Saturday | Who | Bring |\n|---|---|---|\n| 7 March | Dilys Morgan | scones |\n| 14 March | Ifor Price | the big urn |\n| 21 March | Myself | milk and sugar |\n\nThe cups are in the hall kitchen.")
	writeNote(t, db, "Allotment", "Plot 14, water butt by the gate.")
	e := NewEngine(db, nil)
	for _, q := range []string{"Who is doing the tea urn on Saturday the 14th of March?", "who is on the rota on the 14th"} {
		a, err := e.Ask(ctx, q)
		if err != nil || !a.Found || !strings.Contains(a.Text, "Ifor Price") || strings.Contains(a.Text, "Dilys") {
			t.Errorf("%q: %q %v", q, a.Text, err)
		}
	}
}
