package tools

import "testing"

func TestRuleText(t *testing.T) {
	for _, c := range []struct{ rule, want string }{
		{"FREQ=DAILY", "every day"},
		{"FREQ=WEEKLY;BYDAY=TU,FR", "every Tuesday and Friday"},
		{"RRULE:FREQ=WEEKLY;BYDAY=SA", "every Saturday"},
		{"FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "every weekday"},
		{"FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "every 2 weeks on Monday"},
		{"FREQ=WEEKLY;INTERVAL=3", "every 3 weeks"},
		{"FREQ=MONTHLY;BYMONTHDAY=15", "every month on the 15th"},
		{"FREQ=MONTHLY;BYMONTHDAY=1,22", "every month on the 1st and 22nd"},
		{"FREQ=MONTHLY;BYDAY=-1FR", "every month on the last Friday"},
		{"FREQ=MONTHLY;BYDAY=2TU", "every month on the 2nd Tuesday"},
		{"FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=12", "every year on March 12th"},
		{"FREQ=DAILY;COUNT=5", "every day, 5 times"},
		{"FREQ=HOURLY;INTERVAL=4", "every 4 hours"},
		{"FREQ=DAILY;BYDAY=SA,SU", "every Saturday and Sunday"},
		{"not a rule", "on a custom schedule"},
	} {
		t.Run(c.rule, func(t *testing.T) {
			if got := RuleText(c.rule); got != c.want {
				t.Fatalf("got %q, want %q", got, c.want)
			}
		})
	}
}
