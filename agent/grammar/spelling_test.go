package grammar

import "testing"

// TestFixSpelling: the grammar's own words are corrected where it expects
// them; titles and real words stay as typed.
func TestFixSpelling(t *testing.T) {
	for in, want := range map[string]string{
		"remnd me to cal the plumbr tomorow": "remind me to cal the plumbr tomorrow",
		"snoze the laundry til frday":        "snooze the laundry til friday",
		"creat a new projct called Garden":   "create a new project called Garden",
		"move the vet to wednsday":           "move the vet to wednesday",
		"any meetings tomorow":               "any meetings tomorrow",
		"buy a sundae on sunday":             "buy a sundae on sunday",
		"finnish lesson on thursday":         "finnish lesson on thursday",
		"call the remainder of the list":     "call the remainder of the list",
		"Tomorow: dentist at 9":              "tomorrow: dentist at 9",
		"pay Frida back":                     "pay Frida back",
		"":                                   "",
	} {
		if got := fixSpelling(in); got != want {
			t.Errorf("fixSpelling(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMisspeltRequests(t *testing.T) {
	for in, tool := range map[string]string{
		"remnd me to cal the plumbr tomorow": "createTask",
		"delte the dentist task":             "deleteTask",
		"reschedual the vet to thursdy":      "rescheduleTask",
	} {
		p := Plan(in)
		if len(p.Steps) != 1 || p.Steps[0].Tool != tool {
			t.Errorf("%q: %+v, want %s", in, p.Steps, tool)
			continue
		}
		if tool == "createTask" && (p.Steps[0].Args["due"] != "tomorrow" || p.Steps[0].Args["title"] != "cal the plumbr") {
			t.Errorf("%q: %v", in, p.Steps[0].Args)
		}
	}
}

func FuzzFixSpelling(f *testing.F) {
	for _, s := range []string{"remnd me tomorow", "Ⱥ tomorow ȿ", "\xff\xfe frday", "snoze 3 dayz"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := fixSpelling(s)
		if fixSpelling(out) != out {
			t.Errorf("not idempotent: %q → %q → %q", s, out, fixSpelling(out))
		}
	})
}

// TestNameAfterProjectKept: the word after "project", "called" or "named"
// is a name, never a misspelt "project" ("new project projet robotique").
func TestNameAfterProjectKept(t *testing.T) {
	if got := fixSpelling("new project projet robotique"); got != "new project projet robotique" {
		t.Errorf("got %q", got)
	}
	if got := fixSpelling("what projets have I got"); got != "what projects have I got" {
		t.Errorf("got %q", got)
	}
}
