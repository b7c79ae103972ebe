// Package dates finds due dates, times of day and recurrences in the text
// of a task or a request, resolved against an injected reference instant
// and its time zone; it never reads the clock.
//
// Matching is built on github.com/olebedev/when: its English rules (casual
// dates, weekdays, month dates, "in 2 days", "3 days ago", "5pm", "17:00",
// "this morning") and its common day/month rule find candidate phrases. We
// read their matches ourselves, because when resolves by adding durations
// (tomorrow = now + 24h, wrong across a daylight-saving change) and has
// "12am" as noon and "7-10" as 7:10. Our own rules add "the day after
// tomorrow", "next week/month/year", "this/next weekend", "end of the
// week/month/year", "in a fortnight", ISO dates, month/day dates, "at 5",
// "5 o'clock", "midnight", "in the evening", "on the 3rd", and every
// recurrence phrase.
//
// Dates are calendar arithmetic in the reference's location: "tomorrow" is
// the next calendar day, "in 1 month" clamps Jan 31 to Feb 28, and a wall
// time skipped by a spring-forward gap moves forward by the gap.
//
// How ambiguous phrases read:
//
//   - A date alone is due at 00:00 local (HasTime false). A time alone is
//     its next occurrence at or after the reference.
//   - "friday" and "this friday" are the nearest Friday, today included;
//     "next friday" is Friday of next week (weeks run Monday to Sunday);
//     "last friday" is the latest one before today; "next week" is next
//     week's Monday, "next month" the 1st, "this weekend" Saturday. Said
//     on a Sunday, when its week is all but gone, "this week" runs to next
//     Sunday and "next week" (with "monday next week", "thursday of next
//     week", "end of this week") is the week after that; "next monday" is
//     still tomorrow's Monday, and "next weekend" the coming one.
//   - Day and month with a dash and no year ("14-12", "by 9-12", "sat
//     12-12") read like slashes; ranges and amounts ("9-5", "3-4 people",
//     "at 10-12") stay.
//   - "end of the week" is its Friday (its Sunday once Friday has passed),
//     "end of the month" its last day.
//   - A date without a year is the next one on or after today. A day of
//     the month alone needs a preposition: "on the 3rd" is a date, "read the
//     3rd chapter" is not.
//   - A bare number is a time only after "at" or before am/pm or o'clock:
//     "buy 2 tickets" has no time, and "7-10" is a range, not 7:10.
//     "12am" is 00:00, "12pm" noon, "midnight" 00:00.
//   - A bare hour ("at 5", "5:30") is the one between 07:00 and 19:59: "at 5"
//     is 17:00, "at 9" 09:00. Beside a part of the day it takes that half:
//     "at 8 tonight" is 20:00, "tomorrow morning at 7" 07:00. Zero-padded
//     and 24-hour times ("05:30", "17:00") are exact.
//   - Parts of the day: morning 09:00, afternoon 15:00, evening 18:00,
//     night and tonight 20:00.
//   - Slashed dates are day/month ("3/12" is 3 December, as when's common
//     rule reads it), except when the second number cannot be a month
//     ("12/25" is 25 December); ParseWith with Options{Order: MDY} reads
//     them month first (OrderForLocale picks the order of a locale).
//     "2026-12-03" is ISO 8601. Impossible dates ("Feb 30", "31/2",
//     "25:00") are no date.
//
// Titles that only look like dates stay titles:
//
//   - A phrase holding a Capitalised word that is not a weekday or month
//     name, away from the start of the text or a sentence, is a title:
//     "read The Day After Tomorrow" has no date ("Tomorrow: call Bob" has).
//     The price: Title Case input ("Call Mom Tomorrow") keeps its date
//     words as title words.
//   - A weekday or month name directly followed by a Capitalised word, with
//     no preposition before it, is a name: "watch Friday Night Lights"
//     ("Friday Night" is a name too; "friday night" is 20:00 on Friday).
//   - A month name with no day or year is a date only after a preposition
//     ("in March", "by May"): "email May about the budget" and "March
//     report" have none. "for" does not count ("gift for May").
//   - The abbreviations "sat", "sun" and "wed" are weekdays only after a
//     preposition or next/this/last ("on sat"), or as the last word after a
//     task's words ("water plants sat"): "I sat down", "enjoy the sun" and
//     "we got wed" have none.
//   - "daily", "weekly" and the like are recurrences at the end of the text
//     or before a preposition or comma; before a noun they are adjectives
//     ("weekly report").
//
// Recurrence phrases become RFC 5545 RRULE values: "every Friday",
// "each Monday", "every other Tuesday", "every 4 weeks", "every day",
// "daily", "weekly", "biweekly" (every two weeks), "monthly", "yearly",
// "every weekday"/"on weekdays", "on weekends", "on Mondays and Thursdays",
// "every month on the 1st", "on the last day of every month", "every
// Dec 3", "every morning" (daily, with a 09:00 due time), "every other
// week on Monday and Wednesday" (INTERVAL=2;BYDAY=MO,WE), "the last Friday
// of every month" (FREQ=MONTHLY;BYDAY=-1FR).
//
// Issue 14 added, each in its own file: clock times in words and time
// windows (clock.go: "quarter to noon", "half six", "at 1030", "2-3pm");
// amounts of time and what counts from them (span.go: "an hour and a half
// from now", "3 weeks later", "the next 5 days", "2 weeks after friday",
// "monday after next"); days by their place in a month (month.go: "the
// 22nd of next month", "the last sunday of march", "mid-june", "22-24
// feb"); holidays computed for any year (holiday.go); meal and work-day
// words (daypart.go: "tomorrow at lunch", "by close of business"); and
// written-out numeric dates (numeric.go). A range keeps its end in
// Result.End. The README's Dates section lists how each reads.
//
// Result.HasDay tells a phrase naming a day from one giving only a time of
// day ("4pm"), which callers may keep on a task's own due date.
package dates
