package dates

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func zone(tb testing.TB, name string) *time.Location {
	tb.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		tb.Fatalf("load %s: %v", name, err)
	}
	return loc
}

// refs are the reference instants the table resolves against: a Thursday
// in New York, and the Saturdays before each 2026 daylight-saving change in
// New York and Berlin.
func refs(tb testing.TB) map[string]time.Time {
	ny, ber := zone(tb, "America/New_York"), zone(tb, "Europe/Berlin")
	return map[string]time.Time{
		"":       time.Date(2026, 11, 26, 10, 0, 0, 0, ny),  // Thursday
		"nyMar":  time.Date(2026, 3, 7, 10, 0, 0, 0, ny),    // clocks spring forward Sun 8 Mar
		"nyNov":  time.Date(2026, 10, 31, 10, 0, 0, 0, ny),  // clocks fall back Sun 1 Nov
		"berMar": time.Date(2026, 3, 28, 10, 0, 0, 0, ber),  // Sun 29 Mar
		"berOct": time.Date(2026, 10, 24, 10, 0, 0, 0, ber), // Sun 25 Oct
	}
}

// valueLayout is how the table writes expected instants, offset included.
const valueLayout = "2006-01-02 15:04 -0700"

type parseCase struct {
	in       string
	ref      string // key in refs; "" is Thu 2026-11-26 10:00 New York
	value    string // valueLayout; "" means ErrNoDate
	hasTime  bool
	matched  string // the date phrase; its span is checked against its place in in
	rrule    string
	ruleText string // the recurrence phrase
	title    string // Strip's result
}

var parseCases = []parseCase{
	// casual dates and parts of the day
	{"call the bank tomorrow at 5pm", "", "2026-11-27 17:00 -0500", true, "tomorrow at 5pm", "", "", "call the bank"},
	{"tomorrow", "", "2026-11-27 00:00 -0500", false, "tomorrow", "", "", ""},
	{"today", "", "2026-11-26 00:00 -0500", false, "today", "", "", ""},
	{"finish slides today", "", "2026-11-26 00:00 -0500", false, "today", "", "", "finish slides"},
	{"yesterday", "", "2026-11-25 00:00 -0500", false, "yesterday", "", "", ""},
	{"notes from yesterday", "", "2026-11-25 00:00 -0500", false, "yesterday", "", "", "notes"},
	{"the day after tomorrow", "", "2026-11-28 00:00 -0500", false, "the day after tomorrow", "", "", ""},
	{"pay rent the day after tomorrow", "", "2026-11-28 00:00 -0500", false, "the day after tomorrow", "", "", "pay rent"},
	{"day after tomorrow at 9am", "", "2026-11-28 09:00 -0500", true, "day after tomorrow at 9am", "", "", ""},
	{"the day before yesterday", "", "2026-11-24 00:00 -0500", false, "the day before yesterday", "", "", ""},
	// a period before or after a date: the evening before, that period's hour
	// over the date's own time (the event's)
	{"pack the night before saturday at 7am", "", "2026-11-27 20:00 -0500", true, "the night before saturday at 7am", "", "", "pack"},
	{"the morning after monday", "", "2026-12-01 09:00 -0500", true, "the morning after monday", "", "", ""},
	{"confirm it the day before saturday at 7am", "", "2026-11-27 07:00 -0500", true, "the day before saturday at 7am", "", "", "confirm it"},
	{"tmr", "", "2026-11-27 00:00 -0500", false, "tmr", "", "", ""},
	{"Tomorrow: call Bob", "", "2026-11-27 00:00 -0500", false, "Tomorrow", "", "", "call Bob"},
	{"TOMORROW call Bob", "", "2026-11-27 00:00 -0500", false, "TOMORROW", "", "", "call Bob"},
	{"tonight", "", "2026-11-26 20:00 -0500", true, "tonight", "", "", ""},
	{"watch the game tonight", "", "2026-11-26 20:00 -0500", true, "tonight", "", "", "watch the game"},
	{"tonight at 9", "", "2026-11-26 21:00 -0500", true, "tonight at 9", "", "", ""},
	{"this morning", "", "2026-11-26 09:00 -0500", true, "this morning", "", "", ""},
	{"this afternoon", "", "2026-11-26 15:00 -0500", true, "this afternoon", "", "", ""},
	{"this evening", "", "2026-11-26 18:00 -0500", true, "this evening", "", "", ""},
	{"review PR this afternoon at 4", "", "2026-11-26 16:00 -0500", true, "this afternoon at 4", "", "", "review PR"},
	{"tomorrow morning", "", "2026-11-27 09:00 -0500", true, "tomorrow morning", "", "", ""},
	{"tomorrow evening", "", "2026-11-27 18:00 -0500", true, "tomorrow evening", "", "", ""},
	{"tomorrow night", "", "2026-11-27 20:00 -0500", true, "tomorrow night", "", "", ""},
	{"friday night", "", "2026-11-27 20:00 -0500", true, "friday night", "", "", ""},
	{"tomorrow morning at 7", "", "2026-11-27 07:00 -0500", true, "tomorrow morning at 7", "", "", ""},
	{"at 8 tonight", "", "2026-11-26 20:00 -0500", true, "at 8 tonight", "", "", ""},
	{"in the morning", "", "2026-11-27 09:00 -0500", true, "in the morning", "", "", ""},
	{"in the evening", "", "2026-11-26 18:00 -0500", true, "in the evening", "", "", ""},
	{"last night", "", "2026-11-25 20:00 -0500", true, "last night", "", "", ""},
	{"morning run", "", "", false, "", "", "", "morning run"},

	// times of day
	{"at 5", "", "2026-11-26 17:00 -0500", true, "at 5", "", "", ""},
	{"at 9", "", "2026-11-27 09:00 -0500", true, "at 9", "", "", ""},
	{"at 7", "", "2026-11-27 07:00 -0500", true, "at 7", "", "", ""},
	{"at 12", "", "2026-11-26 12:00 -0500", true, "at 12", "", "", ""},
	{"at 17", "", "2026-11-26 17:00 -0500", true, "at 17", "", "", ""},
	{"at 6", "", "2026-11-26 18:00 -0500", true, "at 6", "", "", ""},
	{"5pm", "", "2026-11-26 17:00 -0500", true, "5pm", "", "", ""},
	{"5 pm", "", "2026-11-26 17:00 -0500", true, "5 pm", "", "", ""},
	{"5 p.m.", "", "2026-11-26 17:00 -0500", true, "5 p.m.", "", "", ""},
	{"5:30pm", "", "2026-11-26 17:30 -0500", true, "5:30pm", "", "", ""},
	{"5:30 PM", "", "2026-11-26 17:30 -0500", true, "5:30 PM", "", "", ""},
	{"17:00", "", "2026-11-26 17:00 -0500", true, "17:00", "", "", ""},
	{"9:30", "", "2026-11-27 09:30 -0500", true, "9:30", "", "", ""},
	{"5:30", "", "2026-11-26 17:30 -0500", true, "5:30", "", "", ""},
	{"05:30", "", "2026-11-27 05:30 -0500", true, "05:30", "", "", ""},
	{"12am", "", "2026-11-27 00:00 -0500", true, "12am", "", "", ""},
	{"meet at 12am", "", "2026-11-27 00:00 -0500", true, "at 12am", "", "", "meet"},
	{"12pm", "", "2026-11-26 12:00 -0500", true, "12pm", "", "", ""},
	{"lunch at 12pm", "", "2026-11-26 12:00 -0500", true, "at 12pm", "", "", "lunch"},
	{"12:30am", "", "2026-11-27 00:30 -0500", true, "12:30am", "", "", ""},
	{"noon", "", "2026-11-26 12:00 -0500", true, "noon", "", "", ""},
	{"lunch with Sam at noon", "", "2026-11-26 12:00 -0500", true, "at noon", "", "", "lunch with Sam"},
	{"midnight", "", "2026-11-27 00:00 -0500", true, "midnight", "", "", ""},
	{"submit by midnight", "", "2026-11-27 00:00 -0500", true, "midnight", "", "", "submit"},
	{"tomorrow at midnight", "", "2026-11-27 00:00 -0500", true, "tomorrow at midnight", "", "", ""},
	{"midday", "", "2026-11-26 12:00 -0500", true, "midday", "", "", ""},
	{"3 o'clock", "", "2026-11-26 15:00 -0500", true, "3 o'clock", "", "", ""},
	{"call mom at 3 o'clock", "", "2026-11-26 15:00 -0500", true, "at 3 o'clock", "", "", "call mom"},
	{"at 11am", "", "2026-11-26 11:00 -0500", true, "at 11am", "", "", ""},
	{"at 9am", "", "2026-11-27 09:00 -0500", true, "at 9am", "", "", ""},
	{"@ 5pm", "", "2026-11-26 17:00 -0500", true, "@ 5pm", "", "", ""},
	{"10:30 tomorrow", "", "2026-11-27 10:30 -0500", true, "10:30 tomorrow", "", "", ""},
	{"at 5 tomorrow", "", "2026-11-27 17:00 -0500", true, "at 5 tomorrow", "", "", ""},
	{"tomorrow, 9am", "", "2026-11-27 09:00 -0500", true, "tomorrow, 9am", "", "", ""},
	{"friday at 3pm", "", "2026-11-27 15:00 -0500", true, "friday at 3pm", "", "", ""},
	{"5pm on friday", "", "2026-11-27 17:00 -0500", true, "5pm on friday", "", "", ""},
	{"call at 4:15pm", "", "2026-11-26 16:15 -0500", true, "at 4:15pm", "", "", "call"},

	// numbers that are not times
	{"read chapters 7-10", "", "", false, "", "", "", "read chapters 7-10"},
	{"buy 2 tickets for friday", "", "2026-11-27 00:00 -0500", false, "friday", "", "", "buy 2 tickets"},
	{"take 2 a day", "", "", false, "", "", "", "take 2 a day"},
	{"score 10 points", "", "", false, "", "", "", "score 10 points"},
	{"call 555-1234", "", "", false, "", "", "", "call 555-1234"},
	{"version 2.5 release", "", "", false, "", "", "", "version 2.5 release"},
	{"invite 3 people", "", "", false, "", "", "", "invite 3 people"},
	{"pick up 3 boxes at 5", "", "2026-11-26 17:00 -0500", true, "at 5", "", "", "pick up 3 boxes"},
	{"ratio 3:1", "", "", false, "", "", "", "ratio 3:1"},
	{"ch. 7-10 by friday", "", "2026-11-27 00:00 -0500", false, "friday", "", "", "ch. 7-10"},
	{"meet at 10-11", "", "", false, "", "", "", "meet at 10-11"},
	{"tilt at 45 degrees", "", "", false, "", "", "", "tilt at 45 degrees"},
	{"50% by friday", "", "2026-11-27 00:00 -0500", false, "friday", "", "", "50%"},
	{"7-10pm", "", "2026-11-26 19:00 -0500", true, "7-10pm", "", "", ""}, // a time window (issue 14): starts 19:00

	// weekdays
	{"friday", "", "2026-11-27 00:00 -0500", false, "friday", "", "", ""},
	{"fri", "", "2026-11-27 00:00 -0500", false, "fri", "", "", ""},
	{"Fri", "", "2026-11-27 00:00 -0500", false, "Fri", "", "", ""},
	{"on friday", "", "2026-11-27 00:00 -0500", false, "friday", "", "", ""},
	// a bare weekday said on that day is next week's ("today" says today);
	// "this thursday" said on a Thursday is today
	{"thursday", "", "2026-12-03 00:00 -0500", false, "thursday", "", "", ""},
	{"this thursday", "", "2026-11-26 00:00 -0500", false, "this thursday", "", "", ""},
	// a due phrase that opens with "the 10th" and a time: that day
	{"the 10th at 3pm", "", "2026-12-10 15:00 -0500", true, "the 10th at 3pm", "", "", ""},
	{"the 1st 9:30", "", "2026-12-01 09:30 -0500", true, "the 1st 9:30", "", "", ""},
	{"this friday", "", "2026-11-27 00:00 -0500", false, "this friday", "", "", ""},
	{"next friday", "", "2026-12-04 00:00 -0500", false, "next friday", "", "", ""},
	{"next monday", "", "2026-11-30 00:00 -0500", false, "next monday", "", "", ""},
	{"next thursday", "", "2026-12-03 00:00 -0500", false, "next thursday", "", "", ""},
	{"this monday", "", "2026-11-30 00:00 -0500", false, "this monday", "", "", ""},
	{"monday", "", "2026-11-30 00:00 -0500", false, "monday", "", "", ""},
	{"wednesday", "", "2026-12-02 00:00 -0500", false, "wednesday", "", "", ""},
	{"last friday", "", "2026-11-20 00:00 -0500", false, "last friday", "", "", ""},
	{"last thursday", "", "2026-11-19 00:00 -0500", false, "last thursday", "", "", ""},
	{"friday next week", "", "2026-12-04 00:00 -0500", false, "friday next week", "", "", ""},
	{"tue", "", "2026-12-01 00:00 -0500", false, "tue", "", "", ""},
	{"thu", "", "2026-12-03 00:00 -0500", false, "thu", "", "", ""},
	{"on sat", "", "2026-11-28 00:00 -0500", false, "sat", "", "", ""},
	{"I sat down", "", "", false, "", "", "", "I sat down"},
	{"enjoy the sun", "", "", false, "", "", "", "enjoy the sun"},
	// an abbreviation ending a task's words is the day (quick-add style)
	{"water the ferns sat", "", "2026-11-28 00:00 -0500", false, "sat", "", "", "water the ferns"},
	{"swim sun", "", "2026-11-29 00:00 -0500", false, "sun", "", "", "swim"},
	{"we sat", "", "", false, "", "", "", "we sat"},
	{"they got wed", "", "", false, "", "", "", "they got wed"},
	{"buy sun cream", "", "", false, "", "", "", "buy sun cream"},
	{"sunday", "", "2026-11-29 00:00 -0500", false, "sunday", "", "", ""},
	{"call Bob on Friday", "", "2026-11-27 00:00 -0500", false, "Friday", "", "", "call Bob"},
	{"Next Friday: dentist", "", "2026-12-04 00:00 -0500", false, "Next Friday", "", "", "dentist"},

	// relative amounts and named spans
	{"in 3 days", "", "2026-11-29 00:00 -0500", false, "in 3 days", "", "", ""},
	{"in 2 weeks", "", "2026-12-10 00:00 -0500", false, "in 2 weeks", "", "", ""},
	{"in a week", "", "2026-12-03 00:00 -0500", false, "in a week", "", "", ""},
	{"in 1 month", "", "2026-12-26 00:00 -0500", false, "in 1 month", "", "", ""},
	{"in two months", "", "2027-01-26 00:00 -0500", false, "in two months", "", "", ""},
	{"in a year", "", "2027-11-26 00:00 -0500", false, "in a year", "", "", ""},
	{"in a fortnight", "", "2026-12-10 00:00 -0500", false, "in a fortnight", "", "", ""},
	{"in 2 hours", "", "2026-11-26 12:00 -0500", true, "in 2 hours", "", "", ""},
	{"in 30 minutes", "", "2026-11-26 10:30 -0500", true, "in 30 minutes", "", "", ""},
	{"in an hour", "", "2026-11-26 11:00 -0500", true, "in an hour", "", "", ""},
	{"in half an hour", "", "2026-11-26 10:30 -0500", true, "in half an hour", "", "", ""},
	{"within 3 days", "", "2026-11-29 00:00 -0500", false, "within 3 days", "", "", ""},
	{"3 days ago", "", "2026-11-23 00:00 -0500", false, "3 days ago", "", "", ""},
	{"a week ago", "", "2026-11-19 00:00 -0500", false, "a week ago", "", "", ""},
	{"in ten days", "", "2026-12-06 00:00 -0500", false, "in ten days", "", "", ""},
	{"renew passport in 6 months", "", "2027-05-26 00:00 -0400", false, "in 6 months", "", "", "renew passport"},
	{"in a few days", "", "2026-11-29 00:00 -0500", false, "in a few days", "", "", ""},
	{"next week", "", "2026-11-30 00:00 -0500", false, "next week", "", "", ""},
	{"next month", "", "2026-12-01 00:00 -0500", false, "next month", "", "", ""},
	{"next year", "", "2027-01-01 00:00 -0500", false, "next year", "", "", ""},
	{"this week", "", "2026-11-26 00:00 -0500", false, "this week", "", "", ""},
	{"this weekend", "", "2026-11-28 00:00 -0500", false, "this weekend", "", "", ""},
	{"next weekend", "", "2026-12-05 00:00 -0500", false, "next weekend", "", "", ""},
	{"clear the gutters at the weekend", "", "2026-11-28 00:00 -0500", false, "at the weekend", "", "", "clear the gutters"},
	{"the weekend", "", "2026-11-28 00:00 -0500", false, "the weekend", "", "", ""},
	{"plan the weekend trip", "", "", false, "", "", "", "plan the weekend trip"},
	{"end of the week", "", "2026-11-27 00:00 -0500", false, "end of the week", "", "", ""},
	{"by the end of the week", "", "2026-11-27 00:00 -0500", false, "the end of the week", "", "", ""},
	{"report due end of month", "", "2026-11-30 00:00 -0500", false, "end of month", "", "", "report"},
	{"end of next month", "", "2026-12-31 00:00 -0500", false, "end of next month", "", "", ""},
	{"end of the year", "", "2026-12-31 00:00 -0500", false, "end of the year", "", "", ""},
	{"finish by end of next week", "", "2026-12-04 00:00 -0500", false, "end of next week", "", "", "finish"},

	// explicit dates
	{"3 Dec", "", "2026-12-03 00:00 -0500", false, "3 Dec", "", "", ""},
	{"December 3rd", "", "2026-12-03 00:00 -0500", false, "December 3rd", "", "", ""},
	{"Dec 3", "", "2026-12-03 00:00 -0500", false, "Dec 3", "", "", ""},
	{"dec. 3", "", "2026-12-03 00:00 -0500", false, "dec. 3", "", "", ""},
	{"2026-12-03", "", "2026-12-03 00:00 -0500", false, "2026-12-03", "", "", ""},
	{"the 3rd of December", "", "2026-12-03 00:00 -0500", false, "the 3rd of December", "", "", ""},
	{"3rd December", "", "2026-12-03 00:00 -0500", false, "3rd December", "", "", ""},
	{"December 3, 2027", "", "2027-12-03 00:00 -0500", false, "December 3, 2027", "", "", ""},
	{"3 December 2027", "", "2027-12-03 00:00 -0500", false, "3 December 2027", "", "", ""},
	{"Dec 3rd, 2027 at 5pm", "", "2027-12-03 17:00 -0500", true, "Dec 3rd, 2027 at 5pm", "", "", ""},
	{"Nov 20", "", "2027-11-20 00:00 -0500", false, "Nov 20", "", "", ""},
	{"Nov 26", "", "2026-11-26 00:00 -0500", false, "Nov 26", "", "", ""},
	{"Feb 29", "", "2028-02-29 00:00 -0500", false, "Feb 29", "", "", ""},
	{"Feb 30", "", "", false, "", "", "", "Feb 30"},
	{"12/25", "", "2026-12-25 00:00 -0500", false, "12/25", "", "", ""},
	{"25/12", "", "2026-12-25 00:00 -0500", false, "25/12", "", "", ""},
	{"3/12", "", "2026-12-03 00:00 -0500", false, "3/12", "", "", ""},
	{"12/3", "", "2027-03-12 00:00 -0500", false, "12/3", "", "", ""},
	{"25/12/2027", "", "2027-12-25 00:00 -0500", false, "25/12/2027", "", "", ""},
	{"on the 3rd", "", "2026-12-03 00:00 -0500", false, "the 3rd", "", "", ""},
	{"pay rent by the 1st", "", "2026-12-01 00:00 -0500", false, "the 1st", "", "", "pay rent"},
	{"on the 26th", "", "2026-11-26 00:00 -0500", false, "the 26th", "", "", ""},
	{"on the 31st", "", "2026-12-31 00:00 -0500", false, "the 31st", "", "", ""},
	{"read the 3rd chapter", "", "", false, "", "", "", "read the 3rd chapter"},
	{"Dec 3 at 10am", "", "2026-12-03 10:00 -0500", true, "Dec 3 at 10am", "", "", ""},
	{"2026-12-03 17:00", "", "2026-12-03 17:00 -0500", true, "2026-12-03 17:00", "", "", ""},
	{"in March", "", "2027-03-01 00:00 -0500", false, "March", "", "", ""},
	{"by May", "", "2027-05-01 00:00 -0400", false, "May", "", "", ""},
	{"in November", "", "2026-11-26 00:00 -0500", false, "November", "", "", ""},
	{"December", "", "", false, "", "", "", "December"},
	{"March 5", "", "2027-03-05 00:00 -0500", false, "March 5", "", "", ""},

	// titles that only look like dates
	{"read The Day After Tomorrow", "", "", false, "", "", "", "read The Day After Tomorrow"},
	{"email May about the budget", "", "", false, "", "", "", "email May about the budget"},
	{"March report", "", "", false, "", "", "", "March report"},
	{"watch Friday Night Lights", "", "", false, "", "", "", "watch Friday Night Lights"},
	{"watch Friday Night Lights on Saturday", "", "2026-11-28 00:00 -0500", false, "Saturday", "", "", "watch Friday Night Lights"},
	{"email May about the budget tomorrow", "", "2026-11-27 00:00 -0500", false, "tomorrow", "", "", "email May about the budget"},
	{"buy a gift for May", "", "", false, "", "", "", "buy a gift for May"},
	{"May Day parade", "", "", false, "", "", "", "May Day parade"},
	{"read the day after tomorrow", "", "2026-11-28 00:00 -0500", false, "the day after tomorrow", "", "", "read"},
	{"weekly report", "", "", false, "", "", "", "weekly report"},
	{"daily standup at 9am", "", "2026-11-27 09:00 -0500", true, "at 9am", "", "", "daily standup"},
	{"prepare March report by friday", "", "2026-11-27 00:00 -0500", false, "friday", "", "", "prepare March report"},
	{"may need to call", "", "", false, "", "", "", "may need to call"},

	{"Call Bob Friday", "", "2026-11-27 00:00 -0500", false, "Friday", "", "", "Call Bob"},
	{"Dentist: Tomorrow at 3pm", "", "2026-11-27 15:00 -0500", true, "Tomorrow at 3pm", "", "", "Dentist"},
	{"Call Mom Tomorrow", "", "", false, "", "", "", "Call Mom Tomorrow"},
	{"noon tomorrow", "", "2026-11-27 12:00 -0500", true, "noon tomorrow", "", "", ""},
	{"2pm tomorrow", "", "2026-11-27 14:00 -0500", true, "2pm tomorrow", "", "", ""},
	{"move standup from friday to monday", "", "2026-11-27 00:00 -0500", false, "friday", "", "", "move standup to monday"},
	{"gift for mom by Dec 24", "", "2026-12-24 00:00 -0500", false, "Dec 24", "", "", "gift for mom"},

	// recurrences
	{"water plants every Friday", "", "2026-11-27 00:00 -0500", false, "", "FREQ=WEEKLY;BYDAY=FR", "every Friday", "water plants"},
	{"every other Tuesday", "", "2026-12-01 00:00 -0500", false, "", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "every other Tuesday", ""},
	{"every 4 weeks", "", "2026-11-26 00:00 -0500", false, "", "FREQ=WEEKLY;INTERVAL=4", "every 4 weeks", ""},
	{"daily", "", "2026-11-26 00:00 -0500", false, "", "FREQ=DAILY", "daily", ""},
	{"every day", "", "2026-11-26 00:00 -0500", false, "", "FREQ=DAILY", "every day", ""},
	{"on weekdays", "", "2026-11-26 00:00 -0500", false, "", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "on weekdays", ""},
	{"every weekday", "", "2026-11-26 00:00 -0500", false, "", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "every weekday", ""},
	{"weekly", "", "2026-11-26 00:00 -0500", false, "", "FREQ=WEEKLY", "weekly", ""},
	{"review budget monthly", "", "2026-11-26 00:00 -0500", false, "", "FREQ=MONTHLY", "monthly", "review budget"},
	{"every month on the 1st", "", "2026-12-01 00:00 -0500", false, "", "FREQ=MONTHLY;BYMONTHDAY=1", "every month on the 1st", ""},
	// the day of the month without "the"
	{"send money home every month on 10th", "", "2026-12-10 00:00 -0500", false, "", "FREQ=MONTHLY;BYMONTHDAY=10", "every month on 10th", "send money home"},
	{"pay the water bill on 5th of every month", "", "2026-12-05 00:00 -0500", false, "", "FREQ=MONTHLY;BYMONTHDAY=5", "on 5th of every month", "pay the water bill"},
	{"pay the window cleaner monthly on 3rd", "", "2026-12-03 00:00 -0500", false, "", "FREQ=MONTHLY;BYMONTHDAY=3", "monthly on 3rd", "pay the window cleaner"},
	{"each Monday", "", "2026-11-30 00:00 -0500", false, "", "FREQ=WEEKLY;BYDAY=MO", "each Monday", ""},
	{"every morning", "", "2026-11-27 09:00 -0500", true, "", "FREQ=DAILY", "every morning", ""},
	{"stretch every evening", "", "2026-11-26 18:00 -0500", true, "", "FREQ=DAILY", "every evening", "stretch"},
	{"every Monday at 9am", "", "2026-11-30 09:00 -0500", true, "at 9am", "FREQ=WEEKLY;BYDAY=MO", "every Monday", ""},
	{"every day at 9am", "", "2026-11-27 09:00 -0500", true, "at 9am", "FREQ=DAILY", "every day", ""},
	{"every Monday and Thursday", "", "2026-11-26 00:00 -0500", false, "", "FREQ=WEEKLY;BYDAY=MO,TH", "every Monday and Thursday", ""},
	{"gym on Mondays", "", "2026-11-30 00:00 -0500", false, "", "FREQ=WEEKLY;BYDAY=MO", "on Mondays", "gym"},
	{"every 2 days", "", "2026-11-26 00:00 -0500", false, "", "FREQ=DAILY;INTERVAL=2", "every 2 days", ""},
	{"every other week", "", "2026-11-26 00:00 -0500", false, "", "FREQ=WEEKLY;INTERVAL=2", "every other week", ""},
	{"biweekly", "", "2026-11-26 00:00 -0500", false, "", "FREQ=WEEKLY;INTERVAL=2", "biweekly", ""},
	{"every year", "", "2026-11-26 00:00 -0500", false, "", "FREQ=YEARLY", "every year", ""},
	{"every Dec 3", "", "2026-12-03 00:00 -0500", false, "", "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=3", "every Dec 3", ""},
	{"on the last day of every month", "", "2026-11-30 00:00 -0500", false, "", "FREQ=MONTHLY;BYMONTHDAY=-1", "on the last day of every month", ""},
	{"pay rent monthly on the 1st", "", "2026-12-01 00:00 -0500", false, "", "FREQ=MONTHLY;BYMONTHDAY=1", "monthly on the 1st", "pay rent"},
	{"on weekends", "", "2026-11-28 00:00 -0500", false, "", "FREQ=WEEKLY;BYDAY=SA,SU", "on weekends", ""},
	{"every fortnight", "", "2026-11-26 00:00 -0500", false, "", "FREQ=WEEKLY;INTERVAL=2", "every fortnight", ""},
	{"standup every weekday at 9:30", "", "2026-11-27 09:30 -0500", true, "at 9:30", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "every weekday", "standup"},
	{"every friday starting next week", "", "2026-12-04 00:00 -0500", false, "next week", "FREQ=WEEKLY;BYDAY=FR", "every friday", ""},
	{"every 3 months", "", "2026-11-26 00:00 -0500", false, "", "FREQ=MONTHLY;INTERVAL=3", "every 3 months", ""},

	// daylight-saving changes: calendar days keep the wall clock
	{"tomorrow", "nyMar", "2026-03-08 00:00 -0500", false, "tomorrow", "", "", ""},
	{"tomorrow at 10am", "nyMar", "2026-03-08 10:00 -0400", true, "tomorrow at 10am", "", "", ""},
	{"in 24 hours", "nyMar", "2026-03-08 11:00 -0400", true, "in 24 hours", "", "", ""},
	{"tomorrow at 2:30am", "nyMar", "2026-03-08 03:30 -0400", true, "tomorrow at 2:30am", "", "", ""},
	{"in 2 days", "nyMar", "2026-03-09 00:00 -0400", false, "in 2 days", "", "", ""},
	{"every day at 9am", "nyMar", "2026-03-08 09:00 -0400", true, "at 9am", "FREQ=DAILY", "every day", ""},
	{"tomorrow at 10am", "nyNov", "2026-11-01 10:00 -0500", true, "tomorrow at 10am", "", "", ""},
	{"tomorrow", "nyNov", "2026-11-01 00:00 -0400", false, "tomorrow", "", "", ""},
	{"in 24 hours", "nyNov", "2026-11-01 09:00 -0500", true, "in 24 hours", "", "", ""},
	{"next week", "nyNov", "2026-11-02 00:00 -0500", false, "next week", "", "", ""},
	{"tomorrow at 10am", "berMar", "2026-03-29 10:00 +0200", true, "tomorrow at 10am", "", "", ""},
	{"in 24 hours", "berMar", "2026-03-29 11:00 +0200", true, "in 24 hours", "", "", ""},
	{"tomorrow", "berMar", "2026-03-29 00:00 +0100", false, "tomorrow", "", "", ""},
	{"tomorrow at 10am", "berOct", "2026-10-25 10:00 +0100", true, "tomorrow at 10am", "", "", ""},
	{"tomorrow", "berOct", "2026-10-25 00:00 +0200", false, "tomorrow", "", "", ""},
	{"sunday evening", "berOct", "2026-10-25 18:00 +0100", true, "sunday evening", "", "", ""},
	{"in 2 days", "berOct", "2026-10-26 00:00 +0100", false, "in 2 days", "", "", ""},
	{"in 1 week", "berMar", "2026-04-04 00:00 +0200", false, "in 1 week", "", "", ""},
	{"next friday at 9am", "nyMar", "2026-03-13 09:00 -0400", true, "next friday at 9am", "", "", ""},
	{"every Sunday at 2:30am", "nyMar", "2026-03-08 03:30 -0400", true, "at 2:30am", "FREQ=WEEKLY;BYDAY=SU", "every Sunday", ""},
}

func TestParse(t *testing.T) {
	rs := refs(t)
	for _, tc := range parseCases {
		name := tc.in
		if tc.ref != "" {
			name += " @" + tc.ref
		}
		t.Run(name, func(t *testing.T) {
			ref := rs[tc.ref]
			r, err := Parse(tc.in, ref)
			if got := Strip(tc.in, r); got != tc.title {
				t.Errorf("Strip = %q, want %q", got, tc.title)
			}
			if tc.value == "" {
				if !errors.Is(err, ErrNoDate) {
					t.Fatalf("Parse = %+v, %v; want ErrNoDate", r, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			checkResult(t, tc, r, ref)
		})
	}
}

func checkResult(t *testing.T, tc parseCase, r Result, ref time.Time) {
	t.Helper()
	if got := r.Value.Format(valueLayout); got != tc.value || !r.HasDate {
		t.Errorf("Value = %s (HasDate %v), want %s", got, r.HasDate, tc.value)
	}
	if r.Value.Location() != ref.Location() {
		t.Errorf("Value in %v, want %v", r.Value.Location(), ref.Location())
	}
	if r.HasTime != tc.hasTime {
		t.Errorf("HasTime = %v, want %v", r.HasTime, tc.hasTime)
	}
	if want := spanOf(tc.in, tc.matched); r.Span != want || r.Matched != tc.matched {
		t.Errorf("Span, Matched = %v %q, want %v %q", r.Span, r.Matched, want, tc.matched)
	}
	if r.RRule != tc.rrule {
		t.Errorf("RRule = %q, want %q", r.RRule, tc.rrule)
	}
	if want := spanOf(tc.in, tc.ruleText); r.RuleSpan != want {
		t.Errorf("RuleSpan = %v (%q), want %v (%q)", r.RuleSpan, tc.in[r.RuleSpan[0]:r.RuleSpan[1]], want, tc.ruleText)
	}
}

func spanOf(text, phrase string) [2]int {
	if phrase == "" {
		return [2]int{}
	}
	i := strings.Index(text, phrase)
	return [2]int{i, i + len(phrase)}
}

// TestParseHasDay checks that HasDay tells a phrase naming a day from one
// giving only a time of day, which callers keep on the task's own day.
func TestParseHasDay(t *testing.T) {
	ref := refs(t)[""]
	for _, tc := range []struct {
		in     string
		hasDay bool
	}{
		{"4pm", false},
		{"at 4pm", false},
		{"16:30", false},
		{"at noon", false},
		{"tomorrow", true},
		{"thursday", true},
		{"thursday at 3pm", true},
		{"4pm on friday", true},
		{"3 Dec", true},
		{"in 2 hours", true},
		{"next week", true},
		{"every friday", true},
	} {
		t.Run(tc.in, func(t *testing.T) {
			r, err := Parse(tc.in, ref)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if r.HasDay != tc.hasDay {
				t.Errorf("HasDay = %v, want %v (value %v)", r.HasDay, tc.hasDay, r.Value)
			}
		})
	}
}
