package grammar

import "testing"

func TestDescribeProject(t *testing.T) {
	for _, c := range []struct{ in, project, desc string }{
		{"set the description of Garden to the spring planting", "Garden", "the spring planting"},
		{"change the Website project's description to: the spring relaunch", "Website", "the spring relaunch"},
		{"describe the kitchen reno project as new cabinets and a floor", "kitchen reno", "new cabinets and a floor"},
		{"Garden description - beds, bulbs and a shed", "Garden", "beds, bulbs and a shed"},
		{"clear the description of the Garden project", "Garden", ""},
	} {
		p := Plan(c.in)
		if len(p.Steps) != 1 || p.Steps[0].Tool != "describeProject" || p.Steps[0].Args["project"] != c.project || p.Steps[0].Args["description"] != c.desc {
			t.Errorf("Plan(%q) = %+v, want describeProject %q %q", c.in, p.Steps, c.project, c.desc)
		}
	}
	for _, in := range []string{"describe the weather in lisbon", "what's the description of Garden?"} {
		if p := Plan(in); len(p.Steps) == 1 && p.Steps[0].Tool == "describeProject" {
			t.Errorf("Plan(%q) describes a project", in)
		}
	}
}
