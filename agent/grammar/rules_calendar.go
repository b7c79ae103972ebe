package grammar

import "strings"

// Calendar questions: what is on the calendar in a window, whether the user
// is free, which meetings they have. They read calendarAgenda with the
// window's phrase ("tomorrow", "thursday afternoon", "this week"); when no
// calendar is connected the agent reads the same question as the task
// agenda (see agent.WithoutCalendar).
var (
	// calFree: "am I free on thursday afternoon", "when am I free
	// tomorrow", "is my friday open", "will I be busy tonight", "how busy
	// is friday" ("how many open tasks" counts tasks, no free time).
	calFree = re(`^(?:(?:so\s+|and\s+)?(?:am i|are we|will i be|would i be|when am i|when are we|when will i be|what time am i)\s+(?:\w+\s+)?(?:free|busy|available|booked|open|tied up|occupied|booked up)\b|^(?:so\s+|and\s+)?how\s+(?:much\s+|very\s+|really\s+)?(?:free|busy|available|booked|open|tied up|occupied|booked up)\b|^is\s+(?:my|the)\s+(?:\w+\s+){0,2}(?:free|open|clear|busy|booked|available)\b|^(?:do i have|have i got|is there|are there|got)\s+(?:any\s+)?(?:free time|time free|free slots?|gaps?|openings?|availability|time)\b|^(?:show|find|give|tell)\s+(?:me\s+)?(?:my\s+|a\s+|some\s+)?(?:free time|free slots?|availability|gaps?|openings?)\b|^(?:what(?:'s|\s+is)\s+)?my\s+availability\b)`)
	// calMeetings: "do I have meetings today", "any appointments
	// tomorrow", "what meetings have I got on friday", "how many calls do
	// I have this afternoon".
	calMeetings = re(`^(?:(?:do|did|will)\s+(?:i|we)\s+have|have\s+(?:i|we)\s+got|is there|are there|got|any|what|which|how many|list|show(?:\s+me)?|tell me(?:\s+about)?|read(?:\s+me)?|when(?:'s|\s+is|\s+are)?)\s+(?:\w+\s+){0,3}(?:meetings?|appointments?|events?|calls?|engagements?|commitments?)\b`)
	// calOn: "what's on my calendar tomorrow", "what does my calendar look
	// like on friday", "check my calendar for the 23rd", "my calendar for
	// next week".
	calOn = re(`\b(?:my|the|our)\s+(?:\w+\s+)?(?:calendar|calender|calendars|diary|cal)\b`)
	// calRead: the verbs and question words that read a calendar rather
	// than put something on it.
	calRead = re(`^(?:what(?:'s|s|\s+is|\s+does|\s+do|\s+have|\s+are)?|how(?:'s|\s+is|\s+does)|anything|is (?:there|anything)|are there|do i have|have i got|check|show|open|read|see|view|look at|pull up|bring up|go over|tell me|give me|my|the|your|(?:can|could|would) you\s+(?:\w+\s+)?(?:check|show|read|tell|open|look)|i (?:need|want|'d like|would like) to (?:see|check|know|look at))\b`)
	// calWrite: putting something on the calendar is not a question.
	calWrite = re(`\b(?:add|added|adding|put|putting|schedul\w*|book|booked|booking|set|setting|creat\w*|make|making|mov\w*|cancel\w*|delet\w*|remov\w*|clear|clearing|block\w*|reschedul\w*|invit\w*|mark|marked|updat\w*|enter\w*|insert\w*|sav\w*|includ\w*|chang\w*|writ\w*|note)\b`)
	// calTerse: "meetings tomorrow", "my appointments this week",
	// "calendar for friday".
	calTerse = re(`^(?:my\s+|any\s+|the\s+)?(?:meetings?|appointments?|events?|calendar|schedule|diary)\s+(?:for\s+|on\s+)?(?:today|tonight|tomorrow|this\s+\w+|next\s+\w+|the\s+weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+(?:morning|afternoon|evening))?$`)
	// nextOne: "my next meeting" looks past today.
	nextOne = re(`\bnext\s+(?:meeting|appointment|event|call)\b`)
	// calWindow finds the window a calendar question is about.
	calWindow = re(`\b(?:(?:this|tomorrow|today)\s+(?:morning|afternoon|evening|night)|tonight|today|tomorrow|this week|next week|the week|(?:this|next|the)\s+weekend|(?:on\s+)?(?:next\s+|this\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:\s+(?:morning|afternoon|evening|night))?|(?:on\s+)?the\s+\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+\w+)?|(?:on\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w*|(?:on\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w*\s+\d{1,2}(?:st|nd|rd|th)?)\b`)
)

// ruleCalendar claims questions about the calendar: its events in a
// window, free time, meetings. Requests that put, move or remove something
// are left to the capture and slot rules.
func ruleCalendar(c clause) (ParsedIntent, bool) {
	if !c.has("calend", "diary", " cal", "free", "busy", "available", "availab", "booked", "open", "meeting", "appointment", "event", "call", "engagement", "commitment", "gap", "tied up", "occupied", "clear") {
		return ParsedIntent{}, false
	}
	s := c.s
	if placeOfThing.MatchString(s) {
		return ParsedIntent{}, false
	}
	switch {
	case calFree.MatchString(s), calTerse.MatchString(s):
	case calMeetings.MatchString(s) && !calWrite.MatchString(beforeNoun(s)) && !isNamedThing(s):
	case calOn.MatchString(s) && calRead.MatchString(s) && !calWrite.MatchString(s) && !haveIGotItem(s):
	default:
		return ParsedIntent{}, false
	}
	args := map[string]any{}
	if w := calendarWindow(s); w != "" {
		args["window"] = w
	}
	return intent("calendar", "calendarAgenda", args), true
}

// namedWhen: "when is my dentist appointment": the date of one thing
// named, not the calendar's day (ruleTaskStatus reads it).
var namedWhen = re(`^(?:when|what\s+time|what\s+day|which\s+day|what\s+date)(?:'s|s|\s+is|\s+are|\s+was)\s+(?:(?:my|the|our)\s+)?(?P<t>(?:[\w']+\s+){0,2}?[\w']+)\s+(?:appointments?|meetings?|calls?|thing|evening|night)(?:\s+(?:for|with|at|of)\s+[\w']+(?:\s+[\w']+)?)?$`)

// placeOfThing: where one thing named is ("which room is parent
// meeting", "where is the dentist appointment"): the notes know, not the
// calendar's day.
var placeOfThing = re(`^(?:where|which\s+(?:room|building|floor|place|hall|venue|address|office)|what\s+(?:room|building|floor|address|venue|place|office))(?:'s|s|\s+is|\s+are|\s+was|\s+will\s+be)\s+(?:(?:my|the|our)\s+)?(?:[\w']+\s+){0,3}?(?:appointments?|meetings?|calls?|event|evening|night)\b`)

// namedThing is the thing "when is my dentist appointment" names by its
// own words ("dentist"); ok is false for "my next meeting", "today's
// calls" or no such question.
func namedThing(s string) (thing string, ok bool) {
	m, ok := find(namedWhen, s)
	if !ok || timePick[asciiLower(firstWord(m.g("t")))] {
		return "", false
	}
	return m.g("t"), true
}

func isNamedThing(s string) bool { _, ok := namedThing(s); return ok }

// timePick: words before "meeting" that pick one by time, not by name.
var timePick = set(`next first last upcoming following this today's tomorrow's tonight's morning afternoon evening weekly daily`)

// beforeNoun is s up to its first meeting-like noun: "any events scheduled
// for friday" reads, "schedule a meeting" writes.
func beforeNoun(s string) string {
	if m := calNoun.FindStringIndex(s); m != nil {
		return s[:m[0]]
	}
	return s
}

var calNoun = re(`\b(?:meetings?|appointments?|events?|calls?|engagements?|commitments?)\b`)

// haveIGotItem: "is the dentist on my calendar" asks about one item, which
// the task lookup answers better than a day's events.
func haveIGotItem(s string) bool {
	return haveIGot.MatchString(s) && !calFree.MatchString(s)
}

// calendarWindow returns the window phrase of a calendar question in the
// user's words, lower-cased and without a leading "on"; "" means today.
// "today afternoon" reads as "this afternoon".
func calendarWindow(s string) string {
	m := calWindow.FindString(s)
	w := strings.Join(strings.Fields(strings.ToLower(m)), " ")
	w = strings.TrimPrefix(w, "on ")
	if w == "" {
		l := strings.ToLower(s)
		for _, part := range []string{"morning", "afternoon", "evening"} {
			if strings.Contains(l, "my "+part) || strings.Contains(l, "the "+part) {
				return "this " + part
			}
		}
		if nextOne.MatchString(l) {
			return "this week"
		}
	}
	switch w {
	case "today morning", "today afternoon", "today evening", "today night":
		w = "this " + strings.TrimPrefix(w, "today ")
	case "this night":
		w = "tonight"
	case "the week":
		w = "this week"
	case "today":
		w = ""
	}
	return w
}
