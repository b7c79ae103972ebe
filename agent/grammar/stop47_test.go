package grammar

import (
	"strings"
	"testing"
)

// TestStop47Families, in our own words: the families of trials 404–406 —
// two questions in one message, a story before a request Pace cannot do,
// news that says a thing is done, "remind me" with no "to", a title that
// ends in a number before a time, "sort by" after a question, a label
// said as "with the X tag", Nigerian Pidgin function words.
func TestStop47Families(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// two questions: each answered, the second about the first's project
		{"how many open jobs are in the allotment project and what is due next", []string{"queryTasks", "queryTasks"},
			[]map[string]any{{"project": "allotment"}, {"question": "what is due next in the allotment project?"}}},
		{"how many tasks in allotment? what's overdue?", []string{"queryTasks", "queryTasks"},
			[]map[string]any{{"project": "allotment"}, {"filter": "overdue"}}},
		{"what's next due in the allotment project? and how many are left in it?", []string{"queryTasks", "projectStatus"},
			[]map[string]any{{"about": "allotment project"}, {"project": "the allotment"}}},
		// one answer that says both stays one
		{"How far along is the Loft project? what is remaining?", []string{"projectStatus"}, nil},
		// a story, then what Pace cannot do: declined, nothing made
		{"My knee is bad again since the fall. Can you book me a cab to the clinic on Monday at ten?", nil, nil},
		{"We're off to the coast on Sunday and I can't decide on a coat. Could you tell me what the weather will be in Tenby on Sunday please.", nil, nil},
		{"The flood warning is out for tonight. Would you email Bryn for me to say the meeting is off please.", nil, nil},
		// a story, then a general question: the question alone
		{"Mam has had a sore throat for days and it's keeping her awake. What is good for a sore throat?", []string{"askNotes"},
			[]map[string]any{{"question": "What is good for a sore throat?"}}},
		// news that says a thing is done
		{"The chimney sweep is booked for the 4th, so that's done too.", []string{"completeTask"},
			[]map[string]any{{"task": "The chimney sweep"}}},
		{"Both Nia and Siân have said yes to the raffle prizes, bless them, so that one is done.", []string{"completeTask"},
			[]map[string]any{{"task": "the raffle prizes"}}},
		{"Ann has agreed to the flower rota, so mark that one done please", []string{"completeTask"},
			[]map[string]any{{"task": "the flower rota"}}},
		// what they wrote to say is the news
		{"The garage have rung to say the MOT has been moved to Tuesday 15th. Could you change it please.", []string{"rescheduleTask"},
			[]map[string]any{{"task": "MOT", "to": "Tuesday 15th"}}},
		// "remind me" with no "to"; "of month"
		{"remind me pay the window cleaner every 1st of month", []string{"createTask"},
			[]map[string]any{{"title": "pay the window cleaner", "repeats": "every 1st of the month"}}},
		// a title that ends in a number, then a time
		{"move standup round 3 to 11am", []string{"rescheduleTask"},
			[]map[string]any{{"task": "standup round 3", "to": "11am"}}},
		// "sort by …" after a question asks for no task
		{"what's left this week, sorted by priority please", []string{"agenda"}, nil},
		// a label said as "with the X tag"
		{"Please show me everything with the garden tag.", []string{"queryTasks"}, []map[string]any{{"tag": "garden"}}},
		{"Good evening. Could you show me everything I have got left to do please.", []string{"queryTasks"}, nil},
		// "put it as repeating" said of a task with its repeat
		{"bell practice is every thursday 7pm, put it down as repeating", []string{"createTask"},
			[]map[string]any{{"title": "bell practice", "repeats": "every thursday"}}},
		// "undo that one" with a remark after it
		{"please undo that one, the payment bounced", []string{"undo"}, nil},
	})
}

// TestStop47SecondFamilies, in our own words: the families of trials
// 404–409 after the first batch — a day put on what was just said, a
// span asked about, a project's jobs ticked in one go, a milestone "for
// when …", a task taken out of its project (never the project deleted),
// a project named last, a move's time after "instead", remarks after a
// quoted title, a weekly thing said as "every Monday I have …", a day
// said by someone else then "move X to then".
func TestStop47SecondFamilies(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"I must remember to ring the dentist about the crown, could you put that down for Thursday afternoon please.", []string{"createTask"},
			[]map[string]any{{"title": "ring the dentist about the crown", "due": "Thursday afternoon"}}},
		{"Is there anything due in the next four days that I haven't finished yet?", []string{"queryTasks"},
			[]map[string]any{{"day": "the next four days"}}},
		{"Please tick all the fete jobs as done now.", []string{"bulkTasks"},
			[]map[string]any{{"action": "complete", "project": "fete"}}},
		{"could you mark the Summer Fete project itself as finished please", []string{"archiveProject"},
			[]map[string]any{{"project": "Summer Fete"}}},
		{"Could you add a milestone to the fete for when the stalls are all booked, that will be the 3rd of June.", []string{"addMilestone"},
			[]map[string]any{{"title": "the stalls are all booked", "project": "fete", "due": "the 3rd of June"}}},
		{"Which jobs have I got to get done before the fete?", []string{"queryTasks"}, []map[string]any{{"project": "fete"}}},
		{"The gazebo hire, please add the label fete admin to that one.", []string{"tagTask"},
			[]map[string]any{{"task": "The gazebo hire", "tags": []string{"fete-admin"}}}},
		// out of its project: the task stays, the project too
		{"remove the bunting task from the Summer Fete project", []string{"updateTask"},
			[]map[string]any{{"task": "the bunting task", "project": "none"}}},
		{"actually take the bunting one off the summer fete, it's a general job", []string{"updateTask"},
			[]map[string]any{{"project": "none"}}},
		{"take eggs off the shopping list", []string{"deleteTask"}, nil},
		{"new project fixing up the boat call it boat project", []string{"createProject"},
			[]map[string]any{{"name": "boat project"}}},
		{"Move the chat with the Lees to Friday instead, at 4.15pm.", []string{"rescheduleTask"},
			[]map[string]any{{"task": "the chat with the Lees", "to": "Friday at 4.15pm"}}},
		{`Please rename "Mark Y9 essay" to "Mark Y9 essays"; I missed the s.`, []string{"updateTask"},
			[]map[string]any{{"title": "Mark Y9 essays"}}},
		{"Jot this down for me please: Ravi's party 3 May at the bowling alley, 20 kids", []string{"createNote"},
			[]map[string]any{{"body": "Ravi's party 3 May at the bowling alley, 20 kids"}}},
		{"Every Tuesday at 4pm I have the year team huddle; please add it as a repeating task.", []string{"createTask"},
			[]map[string]any{{"title": "year team huddle", "repeats": "Every Tuesday"}}},
		{"remind me to post the contract to Orla on Friday, grand job", []string{"createTask"},
			[]map[string]any{{"title": "post the contract to Orla", "due": "Friday"}}},
		{"Add the portrait session then - Sunday 11am at the castle, label it shoot", []string{"createTask"},
			[]map[string]any{{"title": "portrait session at the castle", "tags": []string{"shoot"}}}},
		{"actually make the framing call Thursday not tomorrow, they're closed on wednesdays", []string{"rescheduleTask"},
			[]map[string]any{{"task": "the framing call", "to": "Thursday"}}},
		{"change the priority of the tyre one to low its done now", []string{"setPriority"},
			[]map[string]any{{"priority": "low"}}},
		{`Please add a new project, "Spring Show", with a milestone "Cast list" by 9 January and another, "Dress rehearsal", by 20 March.`, []string{"createProject", "addMilestone", "addMilestone"},
			[]map[string]any{{"name": "Spring Show"}, {"title": "Cast list"}, {"title": "Dress rehearsal"}}},
		{"the plasterer says hes free on the 21st move the plastering to then", []string{"rescheduleTask"},
			[]map[string]any{{"task": "the plastering", "to": "the 21st"}}},
		{"everything i got due thursday move it to friday im on lates", []string{"bulkTasks"},
			[]map[string]any{{"day": "thursday", "to": "friday"}}},
		{"change the parcel pickup to 6 15 in the morning instead", []string{"rescheduleTask"},
			[]map[string]any{{"to": "6:15 in the morning"}}},
		{"reopen the football boots jack says they pinch", []string{"reopenTask"}, []map[string]any{{"task": "the football boots"}}},
		{"delete the bin bags one got them at the garage", []string{"deleteTask"}, nil},
		{"and the birthday balloons got them this morning", []string{"completeTask"}, []map[string]any{{"task": "the birthday balloons"}}},
		{"hang on i havent actually done it nobody picked up put it back", []string{"reopenTask"}, nil},
		{`The Y11 mock deadline is the 15th of January; please add "Send mock papers to the office" for that date, high priority.`, []string{"createTask"},
			[]map[string]any{{"title": "Send mock papers to the office", "due": "the 15th of January", "priority": "high"}}},
	})
}

// TestStop47Pidgin: requests written in Nigerian Pidgin read as their
// standard English does; titles keep their own words.
func TestStop47Pidgin(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"I get anatomy quiz on tuesday 10am, put am as high priority", []string{"createTask"},
			[]map[string]any{{"title": "anatomy quiz", "priority": "high"}}},
		{"I get shift for the supermarket saturday 8am, tag am work", []string{"createTask"},
			[]map[string]any{{"title": "shift for the supermarket", "tags": []string{"work"}}}},
		{"football na every sunday 5pm, put am as repeating", []string{"createTask"},
			[]map[string]any{{"title": "football", "repeats": "every sunday"}}},
		{"I wan add \"return the library books\" tomorrow sha", []string{"createTask"},
			[]map[string]any{{"title": "return the library books", "due": "tomorrow"}}},
		{"remind me to pay the hostel fees on friday, e urgent", []string{"createTask"},
			[]map[string]any{{"title": "pay the hostel fees", "priority": "high"}}},
		{"everything wey I tag church, make dem high priority", []string{"bulkTasks"},
			[]map[string]any{{"tag": "church", "level": "high"}}},
		{"everything wey due tomorrow, push am to friday", []string{"bulkTasks"},
			[]map[string]any{{"filter": "tomorrow", "to": "friday"}}},
		{"wetin be my urgent things?", []string{"queryTasks"}, nil},
		{"wetin I don do finish this week?", []string{"queryTasks"}, []map[string]any{{"since": "this week"}}},
		{"how many tasks I still get for the thesis project?", []string{"queryTasks"}, []map[string]any{{"project": "thesis"}}},
		{"abeg undo that one, I press the wrong thing", []string{"undo"}, nil},
	})
	// no word of Pidgin: standard English stays as said
	for _, tc := range []struct{ in, want string }{
		{"I get paid on friday", "I get paid on friday"},
		{"set the alarm for 7 am", "set the alarm for 7 am"},
		{"put the 9 am meeting in", "put the 9 am meeting in"},
		{"football na every sunday", "football is every sunday"},
		{"I get exam tomorrow sha", "I have exam tomorrow"},
	} {
		if got := pidginPlain(tc.in); got != tc.want {
			t.Errorf("pidginPlain(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestStop47ThirdFamilies, in our own words: the families of trials
// 404–412 after the second batch — two things said done in one breath, a
// day "given" to it, a priority and a label joined by "+", a lead that
// says nothing before a question, the highest-priority thing, a project
// asked after as "how's X looking", a remark after a push, a priority said
// first, a sentence of slots after the task it belongs to, a Kiwi thanks,
// a milestone said with a dash, a bulk move of a project's day, a routine
// said with its label, a remark after a delete, a project's tasks after
// "for the P -".
func TestStop47ThirdFamilies(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"press release is written. also venue booked", []string{"completeTask", "completeTask"},
			[]map[string]any{{"task": "press release"}, {"task": "venue"}}},
		{"budget done and invites sent", []string{"completeTask", "completeTask"},
			[]map[string]any{{"task": "budget"}, {"task": "invites"}}},
		{"actually give it date jan 9", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "jan 9"}}},
		{"press release is high prio + tag launch pls", []string{"setPriority", "tagTask"},
			[]map[string]any{{"task": "press release", "priority": "high"}, {"tags": []string{"launch"}}}},
		{"Right, new week 🚀 anything overdue?", []string{"queryTasks"}, []map[string]any{{"filter": "overdue"}}},
		{"whats the most urgent thing on my plate right now?", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"How's the loft conversion looking, how many things left to do?", []string{"projectStatus"},
			[]map[string]any{{"project": "loft conversion"}}},
		{"and push it out to the middle of March so, after the audit", []string{"rescheduleTask"},
			[]map[string]any{{"task": "it", "to": "the middle of March"}}},
		{"high priority one: sort the spare room and list the old bike", []string{"createTask"},
			[]map[string]any{{"title": "sort the spare room and list the old bike", "priority": "high"}}},
		{"Mark the stair gate as done. Got one from the market on Saturday.", []string{"completeTask"},
			[]map[string]any{{"task": "the stair gate"}}},
		{"Change its priority to low.", []string{"setPriority"}, []map[string]any{{"task": "it", "priority": "low"}}},
		{`Add "File the Morgan accounts" to a project called Year End. Due Jan 30, high priority, label clients.`, []string{"createTask"},
			[]map[string]any{{"title": "File the Morgan accounts", "project": "Year End", "due": "Jan 30", "priority": "high", "tags": []string{"clients"}}}},
		{"im on the beach clean-up saturday 9am, put that in for me", []string{"createTask"},
			[]map[string]any{{"title": "beach clean-up", "due": "saturday 9am"}}},
		{"bins out done sweet as", []string{"completeTask"}, []map[string]any{{"task": "bins out"}}},
		{"another milestone - plastering done by 2 feb", []string{"addMilestone"},
			[]map[string]any{{"title": "plastering done", "due": "2 feb"}}},
		{"everything for the deck thats due thursday push to next tuesday pls", []string{"bulkTasks"},
			[]map[string]any{{"project": "deck", "day": "thursday", "to": "next tuesday"}}},
		{"whats the status of all my projects", []string{"listProjects"}, nil},
		{"Every Friday at 4:00 I check the petty cash. Put that in and tag it office.", []string{"createTask"},
			[]map[string]any{{"title": "check the petty cash", "repeats": "Every Friday", "tags": []string{"office"}}}},
		{"delete buy string and pegs, dad has loads", []string{"deleteTask"}, []map[string]any{{"task": "buy string and pegs"}}},
		{"for the deck - buy stain by friday, borrow a sander by next wed, and book a skip", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "buy stain", "project": "deck"}, {"title": "borrow a sander", "project": "deck"}, {"title": "book a skip", "project": "deck"}}},
		// the weather asked after the same way stays declined
		{"how's the weather looking for saturday?", nil, nil},
	})
}

// TestStop47CodeSwitched: English mixed with Tagalog function words is
// answered "English only" with nothing changed (it made tasks titled with
// those words); a name or an abbreviation that looks like one is English.
func TestStop47CodeSwitched(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"sige, ilipat mo yung dentist sa monday", true},
		{"pa-add naman po: grocery bukas 5pm", true},
		{"gawin mong thursday yung report", true},
		{"may quiz ba ako bukas?", true},
		{"ring Ko about the SA report", false},
		{"add lang's birthday to the list", false},
		{"buy milk tomorrow po", false},                  // one word: read as it is
		{"move the gym to friday po, pagod kasi", false}, // a short remark after it
		{"move the dentist to monday", false},
	} {
		if got := codeSwitched(tc.in); got != tc.want {
			t.Errorf("codeSwitched(%q) = %v, want %v", tc.in, got, tc.want)
		}
		if tc.want {
			if p := Plan(tc.in); len(p.Steps) != 0 || p.Note != englishOnly {
				t.Errorf("%q: %+v, want the English-only reply and no step", tc.in, p)
			}
		}
	}
}

// TestStop47AfterTheClosingTrio, in our own words: the families of trials
// 413–415 — a remark after a move's day with no comma, "done though", a
// project's "stuff", "X task - she said yes, done", "actually" said last,
// a milestone moved without a verb, a day someone is away till, a day and
// its time after a comma, "and one to …", a priority in brackets,
// "remember me", "open it again", "X task: due D, and tag it Y", "which
// tasks has the P", "actually" for "currently".
func TestStop47AfterTheClosingTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"move the boiler service to the 18th engineer was off sick", []string{"rescheduleTask"},
			[]map[string]any{{"task": "the boiler service", "to": "the 18th"}}},
		{"the cake one is done though", []string{"completeTask"}, []map[string]any{{"task": "cake"}}},
		{"ok just the fence panels done then", []string{"completeTask"}, []map[string]any{{"task": "the fence panels"}}},
		{"mark all the garden stuff done cleared it all yesterday", []string{"bulkTasks"},
			[]map[string]any{{"action": "complete", "project": "garden"}}},
		{"Ring Dave task - he said yes, done", []string{"completeTask"}, []map[string]any{{"task": "Ring Dave"}}},
		{"make it weekly actually", []string{"setRecurrence"}, []map[string]any{{"task": "it"}}},
		{"And the tiling milestone to mid march then", []string{"updateMilestone"},
			[]map[string]any{{"milestone": "tiling", "due": "mid march"}}},
		{"the pool's shut till the 9th January so move swimming to then", []string{"rescheduleTask"},
			[]map[string]any{{"task": "swimming", "to": "the 9th January"}}},
		{"remind me to collect the cake from the bakery on the 21st, 3pm", []string{"createTask"},
			[]map[string]any{{"title": "collect the cake from the bakery", "due": "the 21st at 3pm"}}},
		{"and one to renew the bus pass by 1st of Feb, for the commute project", []string{"createTask"},
			[]map[string]any{{"title": "renew the bus pass", "project": "commute"}}},
		{"Add to the party: order balloons, book the hall, and find a clown!!", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "order balloons"}, {"title": "book the hall"}, {"title": "find a clown"}}},
		{"Add these please: post the parcel, ring the insurer about the claim (urgent!!)", []string{"createTask", "createTask"},
			[]map[string]any{{"title": "post the parcel"}, {"title": "ring the insurer about the claim", "priority": "urgent"}}},
		{"Every thursday I have pilates at 6pm with Rosa, can you remember me each week?", []string{"createTask"},
			[]map[string]any{{"title": "pilates with Rosa", "repeats": "Every thursday"}}},
		{"Sorry, I didn't finished it yet, the scanner was broken. Can you open it again?", []string{"reopenTask"}, nil},
		{"the visa form task: due 3 February, and tag it travel", []string{"rescheduleTask", "tagTask"},
			[]map[string]any{{"task": "the visa form task", "to": "3 February"}, {"tags": []string{"travel"}}}},
		{"Which tasks has the Kitchen project?", []string{"queryTasks"}, []map[string]any{{"project": "Kitchen"}}},
		{"How many tasks I have actually open in chapter 2?", []string{"queryTasks"}, []map[string]any{{"project": "chapter 2"}}},
	})
}

// TestStop47FinalTrio, in our own words: the families of trials 416–418 —
// "I need to remember the X", "save a note for me.", "put LABEL on the X
// one", "under a label called Y", a project asked for after a story with
// no comma, "a milestone for the P, X by D", "no, it's D", "the X milestone
// needs to go back to D <remark>", "anything with the X label move to D",
// "make that T not T0", "X done, mark it complete", "the X one make it D",
// "X timing to T", "everything tagged X set to high priority", "the X one -
// stop repeating", "which tasks under P still open", "how many tasks I
// got tagged X", an order from a shop "for me", a weekday's session
// cancelled "just skip this one", Singlish particles.
func TestStop47FinalTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"Hello i need to remember the Dentist appointment on friday at 9 in the morning at the clinic on Hagley road", []string{"createTask"},
			[]map[string]any{{"title": "Dentist appointment at the clinic on Hagley road"}}},
		{"Can you save a note for me. Ruby likes horses and drawing, and she is 8", []string{"createNote"},
			[]map[string]any{{"body": "Ruby likes horses and drawing, and she is 8"}}},
		{"Put school on the Pack the lunchboxes one too", []string{"tagTask"},
			[]map[string]any{{"task": "Pack the lunchboxes", "tags": []string{"school"}}}},
		{"Put the card for Ruby under a label called birthdays", []string{"tagTask"},
			[]map[string]any{{"task": "the card for Ruby", "tags": []string{"birthdays"}}}},
		{"I am selling the boat can you make a project for that called Sell the Boat", []string{"createProject"},
			[]map[string]any{{"name": "Sell the Boat"}}},
		{"A milestone for the boat please, Listing online by the 20th of January", []string{"addMilestone"},
			[]map[string]any{{"title": "Listing online", "project": "boat", "due": "the 20th of January"}}},
		{"Actually no its Thursday at half past 2 they just rang", []string{"rescheduleTask"},
			[]map[string]any{{"task": "it", "to": "Thursday at half past 2"}}},
		{"The Listing milestone needs to go back to the 27th they were fully booked", []string{"updateMilestone"},
			[]map[string]any{{"milestone": "Listing", "due": "the 27th"}}},
		{"Anything with the errands label move to Saturday i will do them all then", []string{"bulkTasks"},
			[]map[string]any{{"tag": "errands", "to": "Saturday"}}},
		{"make that half past 4 not 4", []string{"rescheduleTask"}, []map[string]any{{"to": "half past 4"}}},
		{"banner artwork done liao, mark it complete pls", []string{"completeTask"}, []map[string]any{{"task": "banner artwork"}}},
		{"actually the venue one make it Thu", []string{"rescheduleTask"}, []map[string]any{{"task": "venue", "to": "Thu"}}},
		{"make it low priority lah", []string{"setPriority"}, []map[string]any{{"task": "it", "priority": "low"}}},
		{"Change swim timing to 7.15am", []string{"rescheduleTask"}, []map[string]any{{"task": "swim", "to": "7.15am"}}},
		{"Everything tagged suppliers set to high priority", []string{"bulkTasks"},
			[]map[string]any{{"tag": "suppliers", "level": "high"}}},
		{"The yoga one - stop repeating, I'm doing it at home now", []string{"setRecurrence"},
			[]map[string]any{{"repeats": "none"}}},
		{"Which tasks under Spring launch still open?", []string{"queryTasks"}, []map[string]any{{"project": "Spring launch"}}},
		{"How many tasks I got tagged suppliers?", []string{"queryTasks"}, []map[string]any{{"tag": "suppliers"}}},
		{"Please order the fence panels on Wickes for me and have them delivered", nil, nil},
		{"tuesdays netball practice is cancelled this week coz of the snow, just skip this one", []string{"rescheduleTask"},
			[]map[string]any{{"task": "netball practice", "on": "this tuesday"}}},
		{"Actually the printer call shift to Fri same time, can or not?", []string{"rescheduleTask"},
			[]map[string]any{{"task": "the printer call", "to": "Fri"}}},
	})
}

// "All the X tasks are done, mark all as completed": "all" is the set just
// named, never every open task (with --yes it completed all fifteen).
func TestAllMeansTheSetNamed(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"All the travel tasks are done, mark all as completed", []string{"bulkTasks"},
			[]map[string]any{{"action": "complete", "project": "travel"}}},
		{"All the garden jobs are done, so mark them all done please", []string{"bulkTasks"},
			[]map[string]any{{"action": "complete"}}},
		// said alone, "all" is every open task (the approval names them)
		{"mark all done", []string{"bulkTasks"}, []map[string]any{{"action": "complete", "filter": "all"}}},
	})
	if p := Plan("All the travel tasks are done, mark all as completed"); strings.Count(p.Note, bulkNote) != 1 {
		t.Errorf("note %q: want the approval note once", p.Note)
	}
}
