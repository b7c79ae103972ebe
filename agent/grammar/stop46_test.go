package grammar

import "testing"

// TestStop46Families, in our own words: the families of stop 45's
// leftovers and of stop 46's trials.
func TestStop46Families(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		// a message that opens with fillers withdraws nothing: "undo that"
		// is the request
		{"Actually, no, undo that.", []string{"undo"}, nil},
		{"oh wait, undo that please", []string{"undo"}, nil},
		// a request then its withdrawal is still nothing done
		{"add milk... sorry no, leave it", nil, nil},
		// a day's time after it
		{"add ring the garage next tuesday after work", []string{"createTask"},
			[]map[string]any{{"title": "ring the garage", "due": "next tuesday after work"}}},
		// a count after "the first" is no date
		{"add cast on the first 12 stitches for the scarf", []string{"createTask"},
			[]map[string]any{{"title": "cast on the first 12 stitches for the scarf"}}},
		// a repeat's new day said against the old one
		{"change the bins to repeat on saturdays instead of sundays", []string{"setRecurrence"},
			[]map[string]any{{"task": "bins", "repeats": "every saturday"}}},
		{"switch yoga to repeat every tuesday instead of monday", []string{"setRecurrence"},
			[]map[string]any{{"task": "yoga", "repeats": "every tuesday"}}},
		// a leading "while I think of it" and "I've got …, could you put
		// that in as a regular thing"
		{"oh and while I remember, I've got bell ringing every Monday at 8 in the evening at St Mary's, could you put that in as a regular thing please so I don't miss it", []string{"createTask"},
			[]map[string]any{{"title": "bell ringing at St Mary's", "repeats": "every Monday"}}},
		// "<day> would be lovely as …": the day, the rest a remark
		{"Could you put down that I must phone the optician, Thursday would be best as they are quiet then.", []string{"createTask"},
			[]map[string]any{{"title": "phone the optician", "due": "Thursday"}}},
		// "could you make the X one high priority please, <remark>"
		{"Could you make the gas bill one high priority please, they've sent a red letter!", []string{"setPriority"},
			[]map[string]any{{"task": "gas bill", "priority": "high"}}},
		// "start a project for that please, call it X"
		{"The church is having a jumble sale and I said I'd run the cake stall, so could you start a project for that please, call it Jumble Sale.", []string{"createProject"},
			[]map[string]any{{"name": "Jumble Sale"}}},
		// a project, its name, then tasks put in it
		{"I'd like a project for the garden as well please, call it Spring Garden, and put in order seeds by the 20th of January and clean the greenhouse.", []string{"createProject", "createTask", "createTask"},
			[]map[string]any{{"name": "Spring Garden"}, {"title": "order seeds", "due": "the 20th of January"}, {"title": "clean the greenhouse"}}},
		// a milestone said as what has to be done by a day
		{"There's one deadline really, all the raffle prizes have got to be wrapped by the 12th of December for the fair, could you put that in as a milestone on the fair project?", []string{"addMilestone"},
			[]map[string]any{{"title": "raffle prizes wrapped", "due": "the 12th of December", "project": "fair"}}},
		// "the X, … I need it by D …, could you put that date on it?"
		{"The present for Huw, his party is the 20th so I need it by the 18th really to wrap it, could you put that date on it?", []string{"rescheduleTask"},
			[]map[string]any{{"task": "The present for Huw", "to": "the 18th"}}},
		// the purpose first, then the ask
		{"I want to keep the school things together so I can find them, could you put a school label on the PE kit please.", []string{"tagTask"},
			[]map[string]any{{"task": "the PE kit", "tags": []string{"school"}}}},
		// "put that with the X label too"
		{"Also I've got to take Nain to the chiropodist on the 9th of January at 11 in the morning, put that with the family label too please.", []string{"createTask"},
			[]map[string]any{{"title": "take Nain to the chiropodist", "tags": []string{"family"}}}},
		// "I've changed my mind about the X, …, change it to say Y"
		{"I've changed my mind about the curtains, I'll make them myself, so could you change it to say buy curtain fabric.", []string{"updateTask"},
			[]map[string]any{{"task": "the curtains", "title": "buy curtain fabric"}}},
		// a remark about notes, then the question
		{"I've put my notes in about the trip. What time does the coach leave?", []string{"queryTasks"}, []map[string]any{{"question": "What time does the coach leave?"}}},
		// a question, then a remark about oneself
		{"What is it Dewi can't eat again? I've forgotten and he's coming for lunch.", []string{"askNotes"}, nil},
		// "the X one - I've done that …, tick it off please"
		{"The gas bill one - I've done that just now, very helpful lady, tick it off please.", []string{"completeTask"},
			[]map[string]any{{"task": "gas bill"}}},
		// "… could you put it back as not done please"
		{"Oh hang on, I've been daft, that was the other bill! Could you put it back as not done please.", []string{"reopenTask"},
			[]map[string]any{{"task": "it"}}},
		{"nah sorry i didnt finish it open it back up", []string{"reopenTask"}, []map[string]any{{"task": "it"}}},
		// "on Wednesday nights, every week"
		{"Add lock the shed on Tuesday nights, every week please, there have been break-ins.", []string{"createTask"},
			[]map[string]any{{"title": "lock the shed", "repeats": "every Tuesday night"}}},
		// "he comes every four weeks so could you make it repeat every four weeks"
		{"I need to pay the gardener on Monday as well, he comes every three weeks so could you make it repeat every three weeks please.", []string{"createTask", "setRecurrence"},
			[]map[string]any{{"title": "pay the gardener", "due": "Monday"}, {"repeats": "every three weeks"}}},
		// time fillers closing a question
		{"What's in the allotment project now?", []string{"queryTasks"}, []map[string]any{{"project": "allotment"}}},
		{"Is there anything left in the allotment project then?", []string{"queryTasks"}, []map[string]any{{"project": "allotment"}}},
		{"What is pending in the fete project as of now?", []string{"queryTasks"}, []map[string]any{{"project": "fete"}}},
		// "…, so they stand out" after a change
		{"Could you put a red label on everything in the Jumble Sale project please, so they stand out.", []string{"bulkTasks"},
			[]map[string]any{{"action": "tag", "project": "Jumble Sale", "tags": []string{"red"}}}},
		// "make it a high priority one"
		{"Add to the fair project, collect the tombola prizes from the Co-op on the 10th of December, and make it a high priority one.", []string{"createTask"},
			[]map[string]any{{"title": "collect the tombola prizes from the Co-op", "priority": "high", "project": "fair"}}},
		// a note on a task: "add to the X one that …"
		{"Could you add to the Huw present one that he likes dinosaurs, so I remember in the shop.", []string{"appendNote"},
			[]map[string]any{{"note": "the Huw present task", "text": "he likes dinosaurs"}}},
		// "When is X again, and what time?"
		{"When is Dewi's swimming lesson again, and what time?", []string{"queryTasks"}, nil},
		// "so the X one is done now"
		{"Mair lent me her sewing machine, bless her, so the sewing one is done now.", []string{"completeTask"}, []map[string]any{{"task": "sewing"}}},
		// a project taken back in the same breath
		{"Add the choir AGM on the 20th of January at 7 in the vestry, put it in the fair project - no, not that project, just on its own with the choir label.", []string{"createTask"},
			[]map[string]any{{"project": nil, "tags": []string{"choir"}}}},
		// which project has most left: the projects with their counts
		{"Which of my projects has got the most left to do?", []string{"listProjects"}, nil},
		// everything to do in a window
		{"Thanks ever so much. Can you show me everything I've still got to do next week?", []string{"queryTasks"}, []map[string]any{{"filter": "next week"}}},
		{"show me everything I have to do on saturday", []string{"queryTasks"}, []map[string]any{{"day": "saturday"}}},
		// days listed, then ", every week": said already
		{"swim tue thu 6am, every week", []string{"createTask"}, []map[string]any{{"title": "swim"}}},
		// "Nth project: NAME, deadline D"
		{"4th project: harbour hotel promo, deadline 9 jan", []string{"createProject", "addMilestone"},
			[]map[string]any{{"name": "harbour hotel promo"}, {"due": "9 jan"}}},
		// "change the X one to tag #Y"
		{"change the tripod one to tag #kit", []string{"tagTask"}, []map[string]any{{"task": "tripod", "tags": []string{"kit"}}}},
		// a priority word said last after the time
		{"add task harbour recut tmrw 3pm high", []string{"createTask"}, []map[string]any{{"title": "harbour recut", "priority": "high"}}},
		// "add a milestone to the X job NAME by D"
		{"add a milestone to the murray job second fix done by 22nd jan", []string{"addMilestone"},
			[]map[string]any{{"title": "second fix done", "project": "murray", "due": "22nd jan"}}},
		// "<what was done> tick off the milestone"
		{"second fix done at murrays tick off the milestone", []string{"completeMilestone"}, []map[string]any{{"milestone": "second fix done"}}},
		// "<who> finally paid mark the invoice done"
		{"robertsons finally paid mark the invoice done", []string{"completeTask"}, []map[string]any{{"task": "the robertsons invoice"}}},
		// "undo that <reason>"
		{"undo that the customer cancelled", []string{"undo"}, nil},
		// "make the X one urgent its oot on the 30th": and its day
		{"make the boiler one urgent its due on the 28th", []string{"setPriority", "rescheduleTask"}, []map[string]any{{"priority": "urgent"}, {"to": "the 28th"}}},
		// "set X to urgent, and move it …" keeps the move
		{"set the van one to urgent, and move it to the 30th", []string{"setPriority", "rescheduleTask"}, nil},
		// a bulk move's day, then a remark
		{"move everything due thursday to friday afternoon snowed under", []string{"bulkTasks"}, []map[string]any{{"to": "friday afternoon"}}},
		// an evening event's bare hour is p.m.
		{"school concert wednesday at 6 put that in", []string{"createTask"}, []map[string]any{{"due": "wednesday at 6pm"}}},
		{"add gym wednesday at 6", []string{"createTask"}, []map[string]any{{"due": "wednesday at 6"}}},
		// Scots words stay in titles and notes as said
		{"add get the messages fae the shop the morra", []string{"createTask"}, []map[string]any{{"title": "get the messages fae the shop", "due": "tomorrow"}}},
		{"note: dinnae forget the key is under the pot", []string{"createNote"}, []map[string]any{{"body": "dinnae forget the key is under the pot"}}},
	})
}

// TestStop46SecondTrio, in our own words: the families of trials 392–394 —
// stories before the request, remarks after it, a greeting and an
// introduction, lists under a lead, corrections and bulk changes said
// with a reason.
func TestStop46SecondTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"Hi there, my grandson set this up for me last night so I'd stop losing bits of paper. Right so, first thing, I need to phone the chemist on Friday morning about my tablets, put that down for me would you", []string{"createTask"},
			[]map[string]any{{"title": "phone the chemist about my tablets", "due": "Friday morning"}}},
		{"Grand. Now the bowls club have a fundraiser on Sunday at 3 up at the pavilion, I said I'd bake. Put that in for sunday at 2pm", []string{"createTask"},
			[]map[string]any{{"title": "fundraiser up at the pavilion", "due": "sunday at 2pm"}}},
		{"Herself says I'm to get a few things for the shed - a padlock, some hinges and wood stain, the old lock is rusted through. Can you put them down as separate jobs, all for Saturday", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "get a padlock", "due": "Saturday"}, {"title": "get some hinges"}, {"title": "get wood stain"}}},
		{"Also tag the fundraiser one as baking while you're at it", []string{"tagTask"}, []map[string]any{{"task": "fundraiser", "tags": []string{"baking"}}}},
		{"Whats in the Shed project at the minute?", []string{"queryTasks"}, []map[string]any{{"project": "Shed"}}},
		{"I got the padlock in Woodies yesterday, tick that off", []string{"completeTask"}, []map[string]any{{"task": "the padlock"}}},
		{"put down to collect the ham from the butchers on the 22nd at 10, the family would kill me if I forgot. Top priority", []string{"createTask"},
			[]map[string]any{{"title": "collect the ham from the butchers", "priority": "urgent"}}},
		{"Change the name of the hinges one to 'get hinges and screws' - I forgot the screws, they're tiny", []string{"updateTask"},
			[]map[string]any{{"task": "hinges", "title": "get hinges and screws"}}},
		{"How many things have I got that are high priority?", []string{"queryTasks"}, []map[string]any{{"priority": "high"}}},
		{"The hinges and wood stain, I got them in the hardware shop this morning, mark them both done", []string{"completeTask"},
			[]map[string]any{{"task": "The hinges and wood stain"}}},
		{"Everything I have due on Friday the 11th that isn't done, can you move it to Tuesday, I had a flu", []string{"bulkTasks"},
			[]map[string]any{{"action": "reschedule", "day": "Friday the 11th", "to": "Tuesday"}}},
		{"Everything I have in the Shed project, push it all out a week, sure it's raining anyway", []string{"bulkTasks"},
			[]map[string]any{{"action": "reschedule", "by": "a week", "project": "Shed"}}},
		{"Whats left to do in the Shed project and whats coming up next?", []string{"queryTasks"}, []map[string]any{{"project": "Shed"}}},
		{"I'm after remembering I have to renew the dog licence before the end of the month, put it in for the 29th", []string{"createTask"},
			[]map[string]any{{"title": "renew the dog licence", "due": "the 29th"}}},
		{"Actually put the dog licence on the 27th, the office shuts early", []string{"rescheduleTask"}, []map[string]any{{"task": "the dog licence", "to": "the 27th"}}},
		{"Did I ever ring the vet about the booster? I can't remember", []string{"queryTasks"}, []map[string]any{{"about": "ring the vet about the booster"}}},
		{"I did ring them, tick it off so", []string{"completeTask"}, []map[string]any{{"task": "it"}}},
		{"Whats my next Shed milestone and how long have I got?", []string{"listMilestones"}, []map[string]any{{"project": "Shed"}}},
		{"Change the phone the bank task to high priority, and say by the 12th of January instead", []string{"setPriority", "rescheduleTask"},
			[]map[string]any{{"priority": "high"}, {"to": "the 12th of January"}}},
		{"Make a new project called Shed for the garden shed jobs, and move the padlock into it", []string{"createProject", "updateTask"},
			[]map[string]any{{"name": "Shed", "notes": "for the garden shed jobs"}}},
		{"I need to paint the fence in April sometime, say the 12th", []string{"createTask"}, []map[string]any{{"title": "paint the fence", "due": "the 12th of April"}}},
		{"Sorry, that was a mistake, I haven't actually posted it yet - undo that.", []string{"undo"}, nil},
		{"Add these for the bake sale: buy flour, print the price labels, ask Jo for tables - all under the school project, due 14 March 2027.", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "buy flour", "project": "school", "due": "14 March 2027"}, {"project": "school"}, {"project": "school"}}},
		{"Morning, could you give me a quick overview of all my projects and where they're at?", []string{"listProjects"}, nil},
		{"Order 12 trays of sandwiches from Greggs for the AGM please.", nil, nil},
		{"Last one - mark the council tax task done, I paid it online.", []string{"completeTask"}, []map[string]any{{"task": "the council tax task"}}},
		{"add my gym classes: spin class mon 6pm, yoga class wed 7am and pilates class fri 6pm", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "spin class"}, {"title": "yoga class"}, {"title": "pilates class"}}},
		{"milestones for it - outline by 5 jan, first draft done by 20 jan, final by 3 feb", []string{"addMilestone", "addMilestone", "addMilestone"},
			[]map[string]any{{"title": "outline", "project": "it"}, {"title": "first draft done"}, {"title": "final"}}},
		{"i swapped my sat early to next sun can u change it", []string{"rescheduleTask"}, []map[string]any{{"task": "my sat early", "to": "next sun"}}},
		{"move the lit review to 2 jan so its before the methods one", []string{"rescheduleTask"}, []map[string]any{{"task": "the lit review", "to": "2 jan"}}},
		{"tick off all my gym sessions from last week theyre done", []string{"bulkTasks"}, []map[string]any{{"action": "complete", "tag": "gym", "filter": "overdue"}}},
	})
}

// TestStop46ThirdTrio, in our own words: the families of trials 395–397 —
// reasons said between commas or after a semicolon, quoted titles that
// hold "and", a project's milestones listed after its day, labels for
// each item, things said done as remarks, and another app's status.
func TestStop46ThirdTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{`Could you set up a project called "Harvest Supper" please? It is on Friday 2nd October and there is lots to do.`, []string{"createProject"},
			[]map[string]any{{"name": "Harvest Supper", "notes": "due Friday 2nd October and there is lots to do"}}},
		{"Please create a project for the Carol Service; it is on the 20th of December at the church.", []string{"createProject", "addMilestone"},
			[]map[string]any{{"name": "Carol Service"}, {"due": "the 20th of December"}}},
		{`Under the Carol Service project, please add "print the orders of service" for the 15th and "buy candles and holders" for the 17th.`, []string{"createTask", "createTask"},
			[]map[string]any{{"title": "print the orders of service", "due": "the 15th"}, {"title": "buy candles and holders", "due": "the 17th"}}},
		{"Please add a task to order the minibus for the Year 5 trip, as agreed with the governors, due by the end of February.", []string{"createTask"},
			[]map[string]any{{"title": "order the minibus for the Year 5 trip", "due": "the end of February"}}},
		{"Everything due this Thursday needs to move to Friday, please, as I am at a conference all day.", []string{"bulkTasks"},
			[]map[string]any{{"action": "reschedule", "day": "this Thursday", "to": "Friday"}}},
		{"I have finally spoken to the electrician and he can come next week, so please mark that task complete.", []string{"completeTask"},
			[]map[string]any{{"task": "the electrician task"}}},
		{"Please change the parish magazine to the third Tuesday of the month instead; the printers have moved.", []string{"setRecurrence"},
			[]map[string]any{{"task": "the parish magazine", "repeats": "on the third Tuesday of each month"}}},
		{"Please set everything tagged choir that is still open to low priority, as the school play comes first.", []string{"bulkTasks"},
			[]map[string]any{{"action": "priority", "level": "low", "tag": "choir"}}},
		{"pharmacy: ibuprofen, plasters, suncream. tag all errands, due fri", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "ibuprofen", "tags": []string{"errands"}, "due": "fri"}, {"title": "plasters"}, {"title": "suncream"}}},
		{"new project Garage clear-out, due 2027-03-20. milestones: sort the boxes by feb 6, book the skip by mar 1", []string{"createProject", "addMilestone", "addMilestone", "addMilestone"},
			[]map[string]any{{"name": "Garage clear-out"}, {"title": "sort the boxes"}, {"title": "book the skip"}, {"title": "Deadline"}}},
		{"email the nursery and ask them to send the invoice", nil, nil},
		{"add renew the car insurance due feb 2 p1 tags car + admin", []string{"createTask"}, []map[string]any{{"tags": []string{"car", "admin"}}}},
		{"drop the book the hall milestone, the vicar's doing it", []string{"deleteMilestone"}, []map[string]any{{"milestone": "book the hall"}}},
		{"whats overdue + whats due tomorrow?", []string{"queryTasks", "queryTasks"}, nil},
		{"make the hay one important please we are low", []string{"setPriority"}, []map[string]any{{"task": "hay", "priority": "high"}}},
		{"and ask Brian about the raffle prizes, put that in the fete one too", []string{"createTask"},
			[]map[string]any{{"title": "ask Brian about the raffle prizes", "project": "fete"}}},
		{"the farrier came. I have done the pony one, tick it off", []string{"completeTask"}, []map[string]any{{"task": "pony"}}},
		{`can you call the dentist one "Dentist at Ripon, bring form"`, []string{"updateTask"}, []map[string]any{{"task": "dentist", "title": "Dentist at Ripon, bring form"}}},
		{"i got the fence posts today tick them off", []string{"completeTask"}, []map[string]any{{"task": "the fence posts"}}},
		{"the gate one, i did that this morning", []string{"completeTask"}, []map[string]any{{"task": "gate"}}},
		{"the fete poster for the shop window, i posted it, done", []string{"completeTask"}, []map[string]any{{"task": "the fete poster for the shop window"}}},
		{"Brian said no to the raffle, take it off", []string{"deleteTask"}, []map[string]any{{"task": "the raffle"}}},
		{"every month i need to check the smoke alarms, first of the month, put it in", []string{"createTask"},
			[]map[string]any{{"title": "check the smoke alarms", "repeats": "every month on the 1st"}}},
		{"the fete project, what milestones is there and when", []string{"listMilestones"}, []map[string]any{{"project": "fete"}}},
		{"remove the urgent tag from anything that has it", []string{"bulkTasks"}, []map[string]any{{"action": "untag", "tags": []string{"urgent"}}}},
		{"set my slack status to away til friday", nil, nil},
		{"Order 12 trays of sandwiches from Greggs for the AGM please.", nil, nil},
	})
}

// TestStop46FourthTrio, in our own words: the families of trials 398–400.
func TestStop46FourthTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{`add a project for the choir, call it Spring Concert, and a milestone "programme printed" for next friday`, []string{"createProject", "addMilestone"},
			[]map[string]any{{"name": "Spring Concert"}, {"title": "programme printed", "due": "next friday"}}},
		{"the mock exam milestone is actually on the 14th, can u change it", []string{"updateMilestone"},
			[]map[string]any{{"milestone": "mock exam", "due": "the 14th"}}},
		{"make the essay high priority its half the grade", []string{"setPriority"}, []map[string]any{{"task": "the essay", "priority": "high"}}},
		{"everything due thursday make it high priority", []string{"bulkTasks"}, []map[string]any{{"action": "priority", "level": "high", "day": "thursday"}}},
		// trial 400's families: what happened said first, then a request
		// that names its own thing
		{"Mrs Lloyd's son is getting married in May and I'm doing the suit. Can you set up a project for the Lloyd wedding suit please", []string{"createProject"},
			[]map[string]any{{"name": "Lloyd wedding suit"}}},
		{"Morning! Mr Evans rang, he cant come Friday now, can you move his jacket to Monday", []string{"rescheduleTask"},
			[]map[string]any{{"task": "jacket", "to": "Monday"}}},
		{"Actually the garage rang and said Monday not Tuesday. Could you move the MOT please.", []string{"rescheduleTask"}, nil},
		{"Siân's second fitting went lovely today, mark that done", []string{"completeTask"}, []map[string]any{{"task": "Siân's second fitting"}}},
		{"I need to order the lining for Mr Evans by this Friday, make that high priority its urgent", []string{"createTask"},
			[]map[string]any{{"title": "order the lining for Mr Evans", "priority": "high"}}},
		{"I'm thinking of running a craft stall in the summer. Make a project called Craft stall with a first job to email the council about a pitch on the 8th January", []string{"createProject", "createTask"},
			[]map[string]any{{"name": "Craft stall"}, {"title": "email the council about a pitch"}}},
		{"Hello love, I'm Mair, I do repairs. I need to mend Mr Evans' jacket, he's collecting it Friday", []string{"createTask"},
			[]map[string]any{{"title": "mend Mr Evans' jacket", "due": "Friday"}}},
		{"New christening! Baby Osian is being christened in March and they want a gown. Project please, call it Osian gown", []string{"createProject"},
			[]map[string]any{{"name": "Osian gown"}}},
		{"I've done the cushions and Mair's blouse, both collected", []string{"completeTask"}, []map[string]any{{"task": "the cushions and Mair's blouse"}}},
		{"Mr Evans' jacket is finished and he was thrilled bless him. Tick it off", []string{"completeTask"}, nil},
		// trial 398's families
		{"Add a swim every Monday at 7am to the Triathlon project, and a bike ride every Thursday at 6pm as well.", []string{"createTask", "createTask"},
			[]map[string]any{{"project": "Triathlon", "repeats": "every Monday"}, {"project": "Triathlon", "repeats": "every Thursday"}}},
		{"I need to renew my nursing pin by the end of the month – please add that and tag it work.", []string{"createTask"},
			[]map[string]any{{"title": "renew my nursing pin", "tags": []string{"work"}}}},
		{`Add "buy goggles" with the label swim and "order tiles" with the label bathroom, both for Friday at 9am.`, []string{"createTask", "createTask"},
			[]map[string]any{{"title": "buy goggles", "tags": []string{"swim"}, "due": "Friday at 9am"}, {"title": "order tiles", "tags": []string{"bathroom"}, "due": "Friday at 9am"}}},
		{"Mark the swim done – 3km this morning. Also take a note that my shoulder felt stiff.", []string{"completeTask", "createNote"},
			[]map[string]any{{"task": "the swim"}}},
		{`Please create a project called Ironman with a milestone "Sprint race" on 14 February and a milestone for race day on 20 June.`, []string{"createProject", "addMilestone", "addMilestone"},
			[]map[string]any{{"name": "Ironman"}, {"title": "Sprint race"}, {"title": "race day", "due": "20 June"}}},
		{"Oh wait, undo that – it was the other coat, mine is still there.", []string{"undo"}, nil},
		{"Which milestones have I got coming up?", []string{"listMilestones"}, nil},
		{"I've pulled out of the sprint race, so please delete that milestone.", []string{"deleteMilestone"}, []map[string]any{{"milestone": "sprint race"}}},
	})
}

// TestStop46AfterTheClosingTrio, in our own words: the families of the
// closing trio 401–403, fixed after it (no trio after them).
func TestStop46AfterTheClosingTrio(t *testing.T) {
	checkTurnSlots(t, []turnCase{
		{"For the fete I shall need to book the marquee, order the bunting from Hills, and print the raffle tickets. Could you add those three to the Summer Fete project please, all by Friday.", []string{"createTask", "createTask", "createTask"},
			[]map[string]any{{"title": "book the marquee", "project": "Summer Fete", "due": "Friday"}, {"project": "Summer Fete"}, {"title": "print the raffle tickets", "due": "Friday"}}},
		{"I must also remember to renew the church's licence, which falls due on the 28th of February — it is rather important, so high priority please, and tag it licence and admin.", []string{"createTask"},
			[]map[string]any{{"title": "renew the church's licence", "priority": "high", "tags": []string{"licence", "admin"}}}},
		{"Please keep a note — not a task, mind — that the Scouts have asked for the hall on Fridays.", []string{"createNote"},
			[]map[string]any{{"body": "the Scouts have asked for the hall on Fridays"}}},
		{"In that case do add a task to book the organ tuner, for the 9th of February.", []string{"createTask"}, []map[string]any{{"title": "book the organ tuner"}}},
		{"As the fete may be rained off, would you kindly look up the weather for Saturday?", nil, nil},
		{"The porch needs attention before Easter, so please start a project for it called 'Porch repair', with a task to clear the gutters and another to paint the door, both for the 20th.", []string{"createProject", "createTask", "createTask"},
			[]map[string]any{{"name": "Porch repair"}, {"title": "clear the gutters", "due": "the 20th"}, {"title": "paint the door"}}},
		{"Instead, would you put everything that was due on Monday onto Tuesday.", []string{"bulkTasks"}, []map[string]any{{"day": "Monday", "to": "Tuesday"}}},
		{"Actually, make it due next Friday, otherwise I shall forget it.", []string{"rescheduleTask"}, []map[string]any{{"task": "it", "to": "next Friday"}}},
		{"Now I should like a project for the Harvest Supper in October, with a milestone 'Menu agreed' by the end of August, and a task to book the caterer by the 1st of September.", []string{"createProject", "addMilestone", "createTask"},
			[]map[string]any{{"name": "Harvest Supper"}, {"title": "Menu agreed"}, {"title": "book the caterer"}}},
		{"The notice in the shop has fallen down, so please reopen the notices task, I must put up another.", []string{"reopenTask"}, []map[string]any{{"task": "the notices task"}}},
		{"I spoke to Margaret after the service and the flower rota is settled, so that is done.", []string{"completeTask"}, []map[string]any{{"task": "the flower rota"}}},
		{"The verger has very kindly taken the old hymn books already, so please delete that task.", []string{"deleteTask"}, []map[string]any{{"task": "the old hymn books"}}},
		{"The notices are up in the shop, so mark the notices task as done, and the tombola as well, for the Scouts have given us prizes.", []string{"completeTask"}, nil},
		{"Add a task to write to the Bishop, low priority, no particular hurry, and tag it correspondence.", []string{"createTask"},
			[]map[string]any{{"title": "write to the Bishop", "priority": "low", "tags": []string{"correspondence"}}}},
		{"As Mr Hart now comes every other week, could you make the home visit fortnightly instead of weekly.", []string{"setRecurrence"}, []map[string]any{{"task": "the home visit"}}},
		{"Remind me, when is my next visit to Mr Hart?", []string{"queryTasks"}, nil},
		{"Oh dear, on reflection I shall ask the churchwarden instead, so please rename that task to 'Ask the churchwarden about the key'.", []string{"updateTask"},
			[]map[string]any{{"title": "Ask the churchwarden about the key"}}},
		{"Thank you, that will be all. Could you give me a summary of all my open projects and how far along each one is?", []string{"listProjects"}, nil},
		{"Every Tuesday I must do the boiler check at 9am, please put it as repeating task", []string{"createTask"},
			[]map[string]any{{"title": "the boiler check", "repeats": "Every Tuesday"}}},
		{"put the optician task in project Family, create it if it not exist", []string{"updateTask"}, []map[string]any{{"project": "Family"}}},
		{"new tasks: appraisal with Ann 16 Dec 2pm, appraisal with Tom 17 Dec 10am, both in project \"Staff appraisals\" with tag hr", []string{"createTask", "createTask"},
			[]map[string]any{{"project": "Staff appraisals", "tags": []string{"hr"}}, {"project": "Staff appraisals", "tags": []string{"hr"}}}},
		{"swapping w sam on the 22nd - add task tell the rota lead by thurs", []string{"createTask"}, []map[string]any{{"title": "tell the rota lead", "due": "thurs"}}},
		{"tag BLS + manual handling as mandatory", []string{"tagTask"}, []map[string]any{{"task": "BLS and manual handling"}}},
		{"mark audit slides + CPD log done", []string{"completeTask"}, []map[string]any{{"task": "audit slides and CPD log"}}},
		{"need to get the car serviced before the 20th, no rush tho", []string{"createTask"}, []map[string]any{{"priority": "low"}}},
	})
}
