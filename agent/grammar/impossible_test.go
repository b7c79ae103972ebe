package grammar

import (
	"strings"
	"testing"
)

// TestAskImpossibleDate: a day its month does not have is asked about,
// never dropped nor read from a part of the phrase; the options are the
// request with the month's last day and with the next month's first, and
// nothing. A possible day is read as ever.
func TestAskImpossibleDate(t *testing.T) {
	for _, tc := range []struct {
		text, question string
		dues           []string
	}{
		{"remind me to phone the vet on the 31st of february", "There is no 31 February", []string{"28 February", "1 March"}},
		{"pay the window cleaner april 31 at 10am", "There is no 31 April", []string{"30 April at 10am", "1 May at 10am"}},
		{"renew the parking permit by 29 feb 2031", "There is no 29 February 2031", []string{"28 February 2031", "1 March 2031"}},
	} {
		p := Plan(tc.text)
		if len(p.Steps) != 0 || p.Clarify == nil || !strings.HasPrefix(p.Clarify.Question, tc.question) {
			t.Errorf("%q: %+v, want the question %q", tc.text, p, tc.question)
			continue
		}
		if len(p.Clarify.Options) != len(tc.dues)+1 {
			t.Errorf("%q: options %+v", tc.text, p.Clarify.Options)
			continue
		}
		for i, due := range tc.dues {
			o := p.Clarify.Options[i]
			if len(o.Steps) != 1 || o.Steps[0].Tool != "createTask" || o.Steps[0].Args["due"] != due ||
				strings.Contains(o.Steps[0].Args["title"].(string), "feb") {
				t.Errorf("%q option %d: %+v, want a task due %q", tc.text, i+1, o, due)
			}
		}
		if last := p.Clarify.Options[len(tc.dues)]; len(last.Steps) != 0 {
			t.Errorf("%q: the last option changes something: %+v", tc.text, last)
		}
	}
	if p := Plan("remind me to phone the vet on feb 29"); p.Clarify != nil || len(p.Steps) != 1 || p.Steps[0].Args["due"] != "feb 29" {
		t.Errorf("feb 29: %+v", p)
	}
}
