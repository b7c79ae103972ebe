package app

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"pace/notch"
)

// "Which one?" in the window can be answered: the turn whose reference
// matched several tasks shows one button per task, and a typed answer
// ("the venue one", "2") runs as that same turn; nothing changes before.
func TestGUIWhichOneIsAnsweredByButtonOrWords(t *testing.T) {
	h := newGUIHarness(t)
	for _, s := range []string{"remind me to email Ana about the venue", "remind me to email Ana about the menu", "remind me to email Ana about the cake"} {
		h.main.Thread.Send(s)
		h.wait(t)
	}
	h.main.Thread.Send("I emailed Ana")
	asked := h.wait(t)
	if len(asked.Choices) != 3 || asked.Changed {
		t.Fatalf("the ambiguous turn offers %d choices (changed %v): %+v", len(asked.Choices), asked.Changed, asked)
	}
	if done := h.tasks(t, "done"); len(done) != 0 {
		t.Fatalf("a task was completed before the answer: %v", done)
	}
	if st := h.main.Thread.Signal.Signal().State; st == notch.Blocked || st == notch.Failed {
		t.Errorf("a question back shows the signal %q", st)
	}

	// typed words pick the one task whose title holds them
	h.main.Thread.Send("the venue one")
	got := h.wait(t)
	if got.ID != asked.ID || !got.Changed {
		t.Fatalf("the answer ran as turn %q (changed %v), want the asking turn %q", got.ID, got.Changed, asked.ID)
	}
	done := h.tasks(t, "done")
	if len(done) != 1 || done[0].Title != "email Ana about the venue" {
		t.Fatalf("done after “the venue one”: %v", done)
	}

	// a button runs its task
	h.main.Thread.Send("I emailed Ana")
	asked = h.wait(t)
	if len(asked.Choices) != 2 {
		t.Fatalf("second question offers %d choices: %+v", len(asked.Choices), asked.Choices)
	}
	btn := findButton(h.win.Content(), asked.Choices[1].Label)
	if btn == nil {
		t.Fatalf("no button %q on screen", asked.Choices[1].Label)
	}
	test.Tap(btn)
	h.wait(t)
	if done := h.tasks(t, "done"); len(done) != 2 {
		t.Fatalf("done after the button: %v", done)
	}
}
