package app

import (
	"testing"
	"time"
)

// The quick panel's finder lists open tasks, then notes whose title
// matches, from the real store.
func TestFinderFindsTasksThenNotes(t *testing.T) {
	h := newGUIHarness(t)
	h.main.Thread.Send("remind me to call the bank tomorrow")
	h.wait(t)
	h.main.Thread.Send("make a note called Bank letters")
	h.wait(t)
	f := finder{db: h.w.db, now: time.Now}
	ms := f.Find("bank", 5)
	if len(ms) != 2 || ms[0].Kind != "task" || ms[0].Title != "call the bank" || ms[0].Detail == "" || ms[1].Kind != "note" || ms[1].Title != "Bank letters" {
		t.Fatalf("matches %+v", ms)
	}
	if got := f.Find("zebra", 5); len(got) != 0 {
		t.Errorf("nothing matches, found %+v", got)
	}
}
