package grammar

import (
	"fmt"
	"reflect"
	"regexp"
	"strings"

	"pace/plan"
)

// rulesPlan reads a whole request into a plan by the rules alone, executing nothing: a single
// intent becomes one step; a compound request ("create a project Garden,
// then add tasks to buy soil and plant bulbs") several, linked by step
// references; a request asking for nothing Pace does, zero steps with a
// Note; an unrecognised one the agenda with Understood false and a Note.
//
// The request is cut with plan.Split where the words after a connective
// begin a new command. If any clause is not understood, the request is not
// planned at all and is read as one intent. "Add 3 tasks: a, b and c"
// becomes three createTask steps; tasks after a createProject are filed in
// it ("$1"); "it", "that" and "them" point at the latest step that produced
// an item.
func rulesPlan(text string) plan.Plan {
	p, _, _ := rulesPlanParsed(text)
	return p
}

// rulesPlanParsed is rulesPlan that also returns the whole text's intent
// when the plan was read as one (whole is true), so the decision does not
// parse it twice.
func rulesPlanParsed(text string) (out plan.Plan, p ParsedIntent, whole bool) {
	if noteSaidWhole.MatchString(text) {
		// "pls save a note: Ms Dizon is the adviser, email dizon@…": all
		// after the colon is the note, commas and verbs included
		if q := Parse(text); q.Understood && q.Tool == "createNote" {
			return single(q), q, true
		}
	}
	if m := interjection.FindStringIndex(text); m != nil && m[0] == 0 && strings.TrimSpace(text[m[1]:]) != "" && !strings.Contains(text[:m[1]], "\n") {
		// "oops, reopen the gift": the interjection is no clause of its
		// own (alone, "oops" would undo the last change).
		text = text[m[1]:]
	}
	if m := leadingRemark.FindStringSubmatchIndex(text); m != nil && !strings.Contains(text, "\n") && !strings.HasSuffix(strings.TrimSpace(text[:m[2]]), ":") {
		// "im off sick tomorrow, push everything from tomorrow to monday":
		// how the speaker is is no task of its own
		if q := Parse(text[m[2]:m[3]]); q.Understood && q.Rule != "fallback" && !weakRules[q.Rule] {
			if h := parseClause(text[:m[2]]); !h.Understood || h.Rule == "fallback" || weakRules[h.Rule] {
				text = text[m[2]:m[3]]
			}
		}
	}
	if s, _ := clean(text); milestonesBothIn.MatchString(s) {
		// "add milestones for A on D1 and B on D2, both in P": milestones,
		// not captures with a closing instruction
		if steps, ok := milestoneSteps(s); ok {
			return plan.Plan{Steps: steps, Understood: true}, ParsedIntent{}, false
		}
	}
	if i := strings.Index(text, ", "); i > 0 && !strings.Contains(text, "\n") {
		// "Northway pushed their release, move the patch notes to the 11th
		// and take the priority off it": news, then the changes it led to
		if h := parseClause(text[:i]); !h.Understood || h.Rule == "fallback" || h.Rule == "past-report" && !mutatingReport(text[:i]) && !pastForm(firstWord(strings.TrimSpace(text[:i]))) {
			if whole := Parse(text); !whole.Understood || whole.Rule == "fallback" || weakRules[whole.Rule] {
				if rest, _, _ := rulesPlanParsed(text[i+2:]); (len(rest.Steps) > 1 || len(rest.Steps) == 1 && rest.Steps[0].Tool == "bulkTasks") && allMutate(rest.Steps) {
					return rest, ParsedIntent{}, false
				}
			}
		}
	}
	if head, said, ok := closingInstruction(text); ok {
		// "buy milk, call mom and renew passport, both today": the last
		// words are said of every new task before them.
		out, _, _ := rulesPlanParsed(head)
		if mixedCaptures(out.Steps) {
			// "buy boxes, book the van and cancel the broadband, all for
			// saturday": said of every item, "cancel X" is one more to-do
			if ts, ok := listTasks(listItems(head, 0), "", ""); ok && len(ts) == len(out.Steps) {
				out = link(ts)
			}
		}
		n := said["count"].(int)
		if len(out.Steps) == 1 && out.Steps[0].Tool == "createTask" {
			out = spreadTitle(out.Steps[0], n)
		} else if n > len(out.Steps) {
			// "prune the hedge, rake leaves, weed the patio - all three":
			// the count says where the list is cut.
			out = planItems(listItems(head, n), n, out)
		}
		delete(said, "count")
		if len(out.Steps) > 1 && allCreate(out.Steps) {
			for _, st := range out.Steps {
				if _, filed := said["project"]; filed {
					// "…, take the sofa to the tip, all for the flat move":
					// the place one item goes is no filing of the others
					delete(st.Args, "fileUnder")
					delete(st.Args, "fileUnderSaid")
				}
				for k, v := range said {
					own, _ := st.Args["due"].(string)
					if k == "due" && own != "" && clockOnly.MatchString(strings.TrimSpace(own)) {
						st.Args[k] = fmt.Sprint(v) + " " + own // "the proofs at 3pm and the boxes, both tmrw": tomorrow at 3pm
						continue
					}
					if t, _ := st.Args["title"].(string); k == "due" && own != "" && !strings.EqualFold(own, fmt.Sprint(v)) && t != "" {
						// "phone Trevor about the braai on the 19th, …, both
						// thursday": the 19th is the braai's, kept in the title
						if ownOn.MatchString(own) {
							own = "on " + own
						}
						st.Args["title"] = t + " " + own
					}
					st.Args[k] = v
				}
			}
			return out, ParsedIntent{}, false
		}
	}
	if m, ok := find(projectWithTasks, text); ok {
		// "create a project Fete with tasks: book the hall by friday, order
		// bunting": the project, then its tasks, filed in it.
		a, _, _ := rulesPlanParsed(m.raw("a"))
		items := listItems(m.raw("list"), 0)
		if last := items[len(items)-1]; strings.Contains(last, " and ") && !strings.Contains(m.raw("list"), " and then ") {
			i := strings.LastIndex(last, " and ")
			items = append(items[:len(items)-1], strings.TrimSpace(last[:i]), strings.TrimSpace(last[i+len(" and "):]))
		}
		if ts, ok := listTasks(items, "", ""); ok && len(a.Steps) >= 1 && a.Steps[0].Tool == "createProject" && deadlineOnly(a.Steps[1:]) {
			// ("new project P due 15 February with tasks: …": its deadline
			// milestone first)
			return link(append(a.Steps, ts...)), ParsedIntent{}, false
		}
	}
	if m, ok := find(projectWithMilestones, text); ok {
		// "new project Wedding, milestones: venue booked dec 14, invites
		// sent jan 22": the project, then its milestones in it.
		a, _, _ := rulesPlanParsed(m.raw("a"))
		if len(a.Steps) == 1 && a.Steps[0].Tool == "createProject" {
			name, _ := a.Steps[0].Args["name"].(string)
			ms, ok := milestoneSteps("add milestones to the " + name + " project: " + m.raw("list"))
			if !ok {
				if p := Parse("add a milestone " + m.raw("list") + " to the " + name + " project"); p.Tool == "addMilestone" {
					st, _ := p.Step()
					ms, ok = []plan.Step{st}, true
				}
			}
			if ok {
				for _, st := range ms {
					st.Args["project"] = "$1"
				}
				return plan.Plan{Steps: append(a.Steps, ms...), Understood: true}, ParsedIntent{}, false
			}
		}
	}
	if m, ok := find(andAProject, text); ok {
		// "create a project Move House: sell the sofa. oh and a project
		// called Allotment": the second project is no part of the first's
		// description.
		a, _, _ := rulesPlanParsed(m.raw("a"))
		b, _, _ := rulesPlanParsed("create " + m.raw("b"))
		if len(a.Steps) == 1 && a.Steps[0].Tool == "createProject" && len(b.Steps) == 1 && b.Steps[0].Tool == "createProject" {
			return plan.Plan{Steps: append(a.Steps, b.Steps[0]), Understood: true}, ParsedIntent{}, false
		}
	}
	if steps, ok := statementChange(text); ok {
		return plan.Plan{Steps: steps, Understood: true}, ParsedIntent{}, false
	}
	if steps, ok := remindBefore(text); ok {
		return plan.Plan{Steps: steps, Understood: true}, ParsedIntent{}, false
	}
	if steps, ok := projectStatementChange(text); ok {
		return plan.Plan{Steps: steps, Understood: true}, ParsedIntent{}, false
	}
	if p, ok := remindAhead(text); ok {
		return p, ParsedIntent{}, false
	}
	if s, q := clean(text); !strings.Contains(text, "\n") && !isQuestion(s, q) {
		if steps, ok := shoppingListItems(s); ok {
			// "add eggs, milk and flour to the shopping for saturday"
			return plan.Plan{Steps: steps, Understood: true}, ParsedIntent{}, false
		}
		if steps, ok := projectSteps(s); ok {
			return plan.Plan{Steps: steps, Understood: true}, ParsedIntent{}, false
		}
		if steps, ok := milestoneSteps(s); ok {
			return plan.Plan{Steps: steps, Understood: true}, ParsedIntent{}, false
		}
		if items, key, proj, ok := saidList(s); ok {
			// "my shopping list: eggs, milk", "I need to: a, b": the whole
			// text is the list, never cut into commands first.
			if steps, ok := listTasks(items, key, proj); ok {
				shareFiling(steps)
				if len(steps) == 1 {
					// a list of one ("for the shed: oil the hinges, low
					// priority") is that capture, said outright
					return link(steps), ParsedIntent{Tool: "createTask", Args: steps[0].Args, Rule: "list", Understood: true}, true
				}
				return link(steps), ParsedIntent{}, false
			}
		}
	}
	clauses := splitLines(text)
	if w, ok := changeOfSeveral(text, clauses); ok {
		return single(w), w, true
	}
	if len(clauses) == 1 {
		if steps, ok := listSteps(clauses[0]); ok {
			shareFiling(steps)
			return link(steps), ParsedIntent{}, false
		}
		p = Parse(text)
		if steps, ok := firstJob(p); ok {
			return link(steps), ParsedIntent{}, false
		}
		if steps, ok := shoppingItems(p); ok {
			return plan.Plan{Steps: steps, Understood: true}, ParsedIntent{}, false
		}
		if steps, ok := eachDeleted(p); ok {
			return plan.Plan{Steps: steps, Understood: true, Note: p.Note}, ParsedIntent{}, false
		}
		return single(p), p, true
	}
	var steps []plan.Step
	var notes []string
	for i, cl := range clauses {
		if i > 0 && reasonClause.MatchString(strings.TrimSpace(cl)) && len(steps) > 0 {
			continue // "…, because his birthday is on the 14th": the reason
		}
		if s, _ := clean(cl); i > 0 && len(steps) > 0 && (steps[len(steps)-1].Tool == "createTask" || steps[len(steps)-1].Tool == "rescheduleTask") {
			if m, ok := find(noteThat, s); ok {
				// "…, and add a note that it is £250 by bank transfer": the
				// task's own note
				steps = append(steps, plan.Step{Tool: "appendNote", Args: map[string]any{"note": "$" + itoa(len(steps)), "text": m.g("t")}})
				continue
			}
		}
		if i > 0 && len(steps) > 0 && trailingOops.MatchString(strings.TrimSpace(cl)) {
			continue // "…, was due tuesday, oops": a remark on the capture, never "undo"
		}
		if n := len(steps); i > 0 && n > 0 && steps[n-1].Tool == "reopenTask" && stillToDo.MatchString(strings.TrimSpace(cl)) {
			continue // "X is not finished after all, I must still add Y": why it is open again
		}
		if n := len(steps); i > 0 && n > 0 && steps[n-1].Tool == "completeTask" {
			if cp := Parse(cl); cp.Tool == "completeTask" && saysItOf(cp.Args["task"]) {
				continue // "Is finished the rota, I sent it to everybody": what was done with it
			}
		}
		if s, _ := clean(cl); i > 0 && len(steps) > 0 && busyRemark.MatchString(s) {
			continue // "move everything due today to tomorrow, shop is slammed"
		}
		if s, _ := clean(cl); i > 0 && len(steps) > 0 && steps[len(steps)-1].Tool == "createTask" {
			if m, ok := find(putThatIn, s); ok {
				// "… Please put that in #Book Club with the label @errands.":
				// where and how the task just said is filed
				rest := quotedRest(m.g("rest"))
				if filedThenMarked.MatchString(", put it in " + rest) {
					rest = "x, put it in " + rest // "… and mark it urgent" after where
				} else {
					rest = "x in " + rest
				}
				if a, ok := taskArgs(rest); ok {
					prev := steps[len(steps)-1]
					if fu, _ := a["fileUnder"].(string); fu != "" && underPlace.MatchString(s) && !notAProject[asciiLower(fu)] {
						// "…, put it under house move": a project said as
						// one, made when it is new
						a["project"] = fu
						delete(a, "fileUnder")
					}
					for _, k := range []string{"project", "fileUnder", "tags", "priority", "due"} {
						if v, has := a[k]; has && prev.Args[k] == nil {
							prev.Args[k] = v
						}
					}
					continue
				}
			}
		}
		if s, _ := clean(cl); i > 0 && len(steps) > 0 && steps[len(steps)-1].Tool != "createTask" && steps[len(steps)-1].Args["task"] != nil {
			if m, ok := find(putItPlace, s); ok {
				// "the costume needs doing by thursday, put it in school
				// stuff @kids": the task just changed is filed, and labelled
				steps = append(steps, plan.Step{Tool: "updateTask", Args: map[string]any{"task": "it", "fileUnder": trimProject(m.g("p"))}})
				if tags := strings.Fields(strings.NewReplacer("@", "", "#", "").Replace(m.g("tags"))); len(tags) > 0 {
					steps = append(steps, plan.Step{Tool: "tagTask", Args: map[string]any{"task": "it", "tags": tags}})
				}
				continue
			}
		}
		if n := len(steps); n > 0 && steps[n-1].Tool == "createTask" && steps[n-1].Args["due"] == nil && onlyWhen(cl) {
			// "book a haircut, also today": the date is the task's.
			s, _ := clean(cl)
			steps[n-1].Args["due"] = s
			continue
		}
		if n := len(steps); n > 0 && steps[n-1].Tool == "createTask" {
			if m := putItWhen.FindStringSubmatch(strings.TrimSpace(cl)); m != nil {
				if d, ok := datePhrase(m[1]); ok && d != "" {
					// "write the discussion on the weekend, put it saturday":
					// the day of the task just said
					steps[n-1].Args["due"] = m[1]
					if tag := m[2] + m[3]; tag != "" {
						steps[n-1].Args["tags"] = append(tagsOf(steps[n-1].Args["tags"]), tag) // "…, tag thesis"
					}
					continue
				}
			}
		}
		if ls, ok := listSteps(cl); ok && len(ls) > 0 {
			steps = append(steps, ls...)
			continue
		}
		if n := len(steps); n > 0 && steps[n-1].Tool == "createTask" {
			if m, ok := find(setReminderFor, strings.TrimSpace(cl)); ok {
				// "Every Sunday evening I write to my grandson; would you set
				// a weekly reminder for six o'clock on Sundays?": the
				// reminder is for the thing just said, at that time
				if dc := cutDates(m.g("t")); strings.TrimSpace(dc.rest) == "" && (dc.due != "" || dc.repeats != "") {
					prev := steps[n-1].Args
					if dc.repeats != "" || prev["repeats"] == nil {
						if dc.repeats != "" {
							prev["repeats"] = dc.repeats
						} else if rep := m.g("rep"); rep != "" {
							prev["repeats"] = rep
						}
					}
					if due, _ := prev["due"].(string); dc.due != "" && due != "" && clockOnly.MatchString(dc.due) {
						prev["due"] = strings.TrimSpace(due + " " + dc.due) // "water plants friday, …for 8am"
					} else if dc.due != "" {
						prev["due"] = dc.due
					}
					continue
				}
			}
			if m, ok := find(remindAtTime, strings.TrimSpace(cl)); ok && clockOnly.MatchString(m.g("t")) {
				// "every monday I must put the bins out, remind me at 7pm":
				// the time of the task just said
				due, _ := steps[n-1].Args["due"].(string)
				steps[n-1].Args["due"] = strings.TrimSpace(due + " " + m.g("t"))
				continue
			}
		}
		if st, ok := sameAsBefore(steps, cl); ok {
			// "…, also Xfinity bill same day same label": another to-do
			// with the day and label of the one before
			steps = append(steps, st)
			continue
		}
		if n := len(steps); n > 0 && distributes[steps[n-1].Tool] && steps[n-1].Args["task"] != nil && alsoThing.MatchString(cl) {
			// "the quote for the roof is done, and also the skip hire": the
			// same change to one more task
			body := withoutAlso(cl)
			steps = append(steps, plan.Step{Tool: steps[n-1].Tool, Args: map[string]any{"task": strings.TrimRight(body, ".!")}})
			continue
		}
		if n := len(steps); n > 0 && steps[n-1].Tool == "createTask" && alsoThing.MatchString(cl) {
			// "send the budget to Dr. Hoffmann. also the travel report": one
			// more thing for the verb and day just said
			if pt, _ := steps[n-1].Args["title"].(string); taskVerbs[asciiLower(firstWord(pt))] {
				body := withoutAlso(cl)
				if q, ok := captureBody("add", firstWord(pt)+" "+strings.TrimRight(body, ".!")); ok && q.Tool == "createTask" {
					st, _ := q.Step()
					if st.Args["due"] == nil && steps[n-1].Args["due"] != nil {
						st.Args["due"] = steps[n-1].Args["due"]
					}
					steps = append(steps, st)
					continue
				}
			}
		}
		cp := Parse(cl)
		if s, _ := clean(cl); i > 0 && addLead.MatchString(text) && cp.Tool != "createTask" && mutates(cp.Tool) && (toNamedProject.MatchString(s) || cp.Tool == "deleteTask" && toPlaceTail.MatchString(s)) {
			// "add pack the kitchen and cancel the broadband to the flat
			// move project": every part is a to-do for that project
			if q, ok := captureBody("add", s); ok {
				cp = q
				if t, _ := cp.Args["title"].(string); cp.Args["project"] == nil && cp.Args["fileUnder"] == nil {
					if m, ok := find(fileTail, t); ok && m.idx[0] > 0 {
						// "… and cancel the broadband to studio move": the
						// place is said of every item, this one's too
						cp.Args["title"], cp.Args["fileUnder"] = t[:m.idx[0]], m.g("p")
					}
				}
			}
		}
		if len(steps) == 0 && i == 0 && len(clauses) > 1 && (cp.Rule == "stop" || !cp.Understood && remarkOnly.MatchString(asciiLower(strings.TrimSpace(cl))) || othersNews(cl) && soVerb(strings.TrimSpace(clauses[1]))) {
			// "sigh, long day. move …", "never mind, … delete the X
			// project": the remark (or the plan dropped) is no step; the
			// rest is read as if said alone.
			if at := strings.Index(text, strings.TrimSpace(clauses[1])); at > 0 {
				return rulesPlanParsed(text[at:])
			}
		}
		if i+1 < len(clauses) && (cp.Tool == "reopenTask" || cp.Tool == "completeTask") && pronounRef.MatchString(fmt.Sprint(cp.Args["task"])) && Parse(clauses[i+1]).Tool == cp.Tool && !markCommand.MatchString(cl) {
			continue // "I didn't do it yet, reopen the gate task": said once
		}
		if n := len(steps); n > 0 && steps[n-1].Tool == "setPriority" && cp.Tool != "setPriority" {
			if m, ok := find(toLevel, cl); ok && priorityWord(m.g("p")) != "" {
				// "set the plants to high and the report to medium"
				steps = append(steps, plan.Step{Tool: "setPriority", Args: map[string]any{"task": trimValue(m.g("t")), "priority": priorityWord(m.g("p"))}})
				continue
			}
			if m, ok := find(refLevel, cl); ok && priorityWord(m.g("p")) != "" && !taskVerbs[firstWord(cl)] {
				// "make the plants urgent and the report low priority"
				steps = append(steps, plan.Step{Tool: "setPriority", Args: map[string]any{"task": trimValue(m.g("t")), "priority": priorityWord(m.g("p"))}})
				continue
			}
		}
		if n := len(steps); n > 0 && (steps[n-1].Tool == "rescheduleTask" || steps[n-1].Tool == "updateMilestone" && steps[n-1].Args["due"] != nil) && cp.Tool != "rescheduleTask" && cp.Tool != "updateMilestone" {
			if m, ok := find(toDate, cl); ok && !taskVerbs[firstWord(cl)] {
				if d, isDate := datePhrase(m.g("d")); isDate {
					// "move the vet to monday and the haircut to friday"
					if ms := milestoneRefSaid.FindStringSubmatch(trimValue(m.g("t"))); ms != nil {
						// "…, and the mvp auth milestone to dec 17": the milestone
						steps = append(steps, plan.Step{Tool: "updateMilestone", Args: map[string]any{"milestone": ms[1], "due": d}})
						continue
					}
					if steps[n-1].Tool == "updateMilestone" && !taskWordSaid.MatchString(m.g("t")) {
						// "move the beta milestone to jan 2 and GA to jan 22":
						// another milestone
						steps = append(steps, plan.Step{Tool: "updateMilestone", Args: map[string]any{"milestone": trimValue(m.g("t")), "due": d}})
						continue
					}
					steps = append(steps, plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": trimValue(m.g("t")), "to": d}})
					continue
				}
			}
		}
		if cp.Tool == "" && cp.IfOwn != nil && ownChangeBeside(clauses, i) {
			// "move the advisor email to saturday and make it high
			// priority": the other clause changes a task of the user's, so
			// "the advisor email" is one of them, not a message elsewhere
			steps = append(steps, *cp.IfOwn)
			continue
		}
		if cp.Tool == "" && cp.Rule == "out-of-scope" && cp.IfOwn == nil && askedForMe.MatchString(cl) {
			// "can you text Sandra and confirm the bus for thursday": asked
			// of Pace ("for me"), the whole request is declined
			return single(cp), cp, true
		}
		if n := len(steps); n > 0 && cp.Tool == "" && cp.Rule == "out-of-scope" && steps[n-1].Tool == "createTask" && taskVerbs[asciiLower(firstWord(strings.TrimSpace(cl)))] && !meOrUs.MatchString(cl) {
			// "buy flashcards, order sashes, book taxi to the airport":
			// in a list of the user's to-dos, a booking is one more
			if cs, _ := clean(cl); cs != "" {
				if args, ok := taskArgs(cs); ok {
					steps = append(steps, plan.Step{Tool: "createTask", Args: args})
					continue
				}
			}
		}
		if !cp.Understood || cp.Tool == "" {
			p = Parse(text)
			return single(p), p, true
		}
		st, _ := cp.Step()
		if n := len(steps); n > 0 && (st.Tool == "undo" || st.Tool == "reopenTask" || st.Tool == "createTask") && (steps[n-1].Tool == "reopenTask" || steps[n-1].Tool == "restoreProject") && backAgain.MatchString(asciiLower(strings.TrimSpace(cl))) {
			// "I didn't get the ink after all, put it back": the reopen,
			// said again, not an undo of it
			continue
		}
		if n := len(steps); n > 0 && cp.Tool != "" && steps[n-1].Tool == "queryTasks" && len(steps[n-1].Args) > 0 {
			// "everything due saturday, push it to sunday": the change is
			// to the set just named
			if ref, _ := cp.Args["task"].(string); pronoun[strings.ToLower(ref)] || strings.EqualFold(ref, "them") {
				if b, ok := setChange(cp, steps[n-1].Args); ok {
					steps[n-1] = plan.Step{Tool: b.Tool, Args: b.Args}
					continue
				}
			}
		}
		if t, _ := st.Args["title"].(string); len(clauses) > 1 && st.Tool == "createTask" && cp.Rule == "imperative" && (pastForm(firstWord(t)) || someoneDid(t)) {
			// "did a massive tip run today, mark all the garage tasks
			// done": what was done is no new to-do
			continue
		}
		if t, _ := st.Args["title"].(string); len(steps) > 0 && st.Tool == "createTask" && steps[len(steps)-1].Tool == "createTask" && writeItDown.MatchString(t) {
			// "buy her a card and post it by the 11th": what is done with
			// the thing, part of the one to-do
			if prev := steps[len(steps)-1]; strings.Contains(text, fmt.Sprint(prev.Args["title"])+" and "+t) {
				prev.Args["title"] = fmt.Sprint(prev.Args["title"]) + " and " + t
				for _, k := range []string{"due", "priority", "tags", "project", "repeats"} {
					if v, has := st.Args[k]; has && prev.Args[k] == nil {
						prev.Args[k] = v
					}
				}
				continue
			}
		}
		if t, _ := st.Args["title"].(string); len(steps) > 0 && st.Tool == "createTask" && changeOfThat.MatchString(t) {
			// "the closing got pushed to the 21st, can you move that
			// milestone?": the change already said, asked for again; "…,
			// do it by monday p2 @work" after a capture: its slots
			if prev := steps[len(steps)-1]; prev.Tool == "createTask" {
				if pt, _ := prev.Args["title"].(string); writeItDown.MatchString(t) && strings.Contains(text, pt+" and "+t) {
					// "…to take my blood pressure and write it down": what
					// is done with the thing, part of the to-do
					prev.Args["title"] = pt + " and " + t
				}
				for _, k := range []string{"due", "priority", "tags", "project", "repeats"} {
					if v, has := st.Args[k]; has && prev.Args[k] == nil {
						prev.Args[k] = v
					}
				}
			}
			continue
		}
		if n := len(steps); n > 0 && saidAgain(steps[n-1], st) {
			// "X isn't urgent anymore, remove the priority", "delete the
			// Garage project, we're done with it": the second clause says
			// the first again, of the same item.
			continue
		}
		if n := len(steps); n > 0 && st.Tool == "createTask" {
			if ref, v, own := ownValue(steps[n-1].Tool, cl, cp); own {
				// "make A urgent and B high priority", "move A to monday
				// and B to friday": B gets the same change, its own value.
				st = plan.Step{Tool: steps[n-1].Tool, Args: map[string]any{"task": ref, valueKey[steps[n-1].Tool]: v}}
			}
		}
		if n := len(steps); n > 0 && cp.Rule == "imperative" && st.Tool == "createTask" && steps[n-1].Tool == "createTask" && !strings.Contains(text, "\n") && !taskVerbs[firstWord(strings.TrimPrefix(asciiLower(strings.TrimSpace(cl)), "to "))] &&
			!(alsoLead.MatchString(cl) && !alsoThing.MatchString(cl)) { // ("…. Also enter the grades by friday": its own verb)
			// "call the bank tomorrow and the insurer on monday": the
			// second task is said without the verb they share.
			if prevTitle, _ := steps[n-1].Args["title"].(string); taskVerbs[firstWord(prevTitle)] && !nounAfterVerb(prevTitle) {
				if t, ok := st.Args["title"].(string); ok && t != "" && !taskVerbs[asciiLower(firstWord(t))] && !eventItem.MatchString(t) {
					// ("…; also buy milk": its own verb, after "also")
					st.Args["title"] = strings.Fields(prevTitle)[0] + " " + t
				}
			}
		}
		if n := len(steps); n > 0 && cp.Rule == "imperative" && st.Tool == "createTask" && distributes[steps[n-1].Tool] {
			// "delete A, B and C", "done with A and B": a bare to-do after
			// a change to a task names another task for the same change;
			// it never creates one (an approved delete must not add tasks).
			if t, ok := st.Args["title"].(string); ok && t != "" {
				st = plan.Step{Tool: steps[n-1].Tool, Args: map[string]any{"task": t}}
			}
		}
		steps = append(steps, st)
		if cp.Note != "" {
			notes = append(notes, cp.Note)
		}
	}
	shareDate(text, clauses, steps)
	if !alsoSaid.MatchString(text) {
		shareFiling(steps) // ("…, also bring oranges for the team": its own)
	}
	out = link(steps)
	out.Note = strings.Join(notes, " ")
	return out, ParsedIntent{}, false
}

// shareDate gives two new tasks joined by "and" the date or repetition
// said once after both ("do laundry and vacuum on saturday"): the first
// says none of its own.
func shareDate(text string, clauses []string, steps []plan.Step) {
	if len(clauses) != 2 || len(steps) != 2 || !allCreate(steps) || steps[0].Args["due"] != nil || steps[1].Args["due"] == nil && steps[1].Args["repeats"] == nil {
		return
	}
	a := strings.Index(text, clauses[0])
	b := strings.LastIndex(text, clauses[1])
	if a < 0 || b < a+len(clauses[0]) || strings.ToLower(strings.TrimSpace(text[a+len(clauses[0]):b])) != "and" {
		return
	}
	for _, k := range []string{"repeats", "project", "fileUnder"} {
		if steps[0].Args[k] != nil {
			return
		}
	}
	if ownRequest.MatchString(strings.TrimSpace(clauses[1])) {
		return // "… and remind me to ring mum on sunday": a request of its own
	}
	for _, k := range []string{"due", "repeats"} {
		if v, ok := steps[1].Args[k]; ok {
			steps[0].Args[k] = v // "check the heater and water the geraniums every Sunday"
		}
	}
}

// ownRequest: a clause that starts a request of its own, whose date is
// its own ("remind me to …", "add …", "also …").
var ownRequest = re(`^(?:(?:also|then|plus)\s+)?(?:remind\s+me|add|create|make|put|don't\s+let\s+me\s+forget|i\s+(?:also\s+)?need\s+to|also)\b`)

// deadlineOnly reports whether steps are only the new project's deadline
// milestone (none, or one addMilestone of "$1").
func deadlineOnly(steps []plan.Step) bool {
	return len(steps) == 0 || len(steps) == 1 && steps[0].Tool == "addMilestone" && steps[0].Args["project"] == "$1"
}

// pluralMilestones: "milestones" said, not "a milestone".
var pluralMilestones = lazy(`(?i)\bmilestones\b`)

// projectWithTasks: "create a project X with tasks: a, b".
var projectWithTasks = re(`^(?P<a>(?:(?:please\s+)?(?:create|make|start|set\s+up|add)\s+(?:a\s+|the\s+)?(?:new\s+)?|new\s+)project\s+(?:called\s+|named\s+)?.+?)\s+with\s+(?:the\s+)?(?:tasks?|to-?dos?|items)\s*:?\s+(?P<list>\S.+)$`)

// projectWithMilestones: "create a project X with milestones: a dec 14, b
// jan 22", "new project X, milestones: …".
var projectWithMilestones = re(`^(?P<a>(?:(?:please\s+)?(?:create|make|start|set\s+up|add)\s+(?:a\s+|the\s+)?(?:new\s+)?|new\s+)project\s*:?\s+(?:called\s+|named\s+)?[^,;:]+?)(?:\s*[,;.]\s*|\s+with\s+)(?:and\s+)?(?:the\s+|a\s+|two\s+|three\s+|some\s+)?milestones?\s*:?\s+(?P<list>\S.+)$`)

// andAProject: a project, then another said after a full stop or "and".
var andAProject = re(`^(?P<a>.+?)(?:[.;!]\s+|,\s+|\s+)(?:oh\s+|also\s+|and\s+|plus\s+)+(?:(?:create|make|start|add|set\s+up)\s+)?(?P<b>(?:a|an|another)\s+(?:new\s+)?project\s+(?:called|named)\s+.+)$`)

// closingRE: a list of new tasks, then words said of all of them ("…,
// both today", "… - tag all three garden", "…; make them all high
// priority").
var closingRE = re(`^(?P<head>.+?)\s*(?:,|;|\s-|\s–|\s—|\.)\s*(?:and\s+|but\s+|then\s+|oh\s+and\s+)?(?P<verb>(?:tag|label|make|set|mark|put|file|schedule|move)\s+)?(?:them\s+all|them\s+both|both\s+of\s+them|all\s+of\s+them|(?P<q>all|each|both|every\s+one)(?:\s+(?P<n>two|three|four|five|six|seven|eight|nine|ten|\d+))?(?:\s+of\s+(?:them|these|those))?|them|these|those)\s+(?P<rest>.+)$`)

// closingTagRE, closingWhereRE: the rest of a closing instruction naming a
// label or a project.
var (
	closingTagRE   = re(`^(?:(?:tagged|labell?ed|tag|label)\s+)?(?:with\s+|as\s+)?(?:the\s+)?@?(?P<g>[\p{L}\d_-]+)(?:\s+(?:tag|label))?$`)
	closingWhereRE = re(`^(?:go\s+)?(?:in|into|under|to|for|on)\s+(?:the\s+|my\s+)?(?:project\s+(?P<p>.+)|(?P<p2>.+?)\s+project|(?P<p3>[\w' -]+))$`)
)

// closingInstruction cuts the closing instruction off a list of new tasks
// and reads what it says of each: a due date, a priority, a repetition,
// labels or a project.
func closingInstruction(text string) (head string, said map[string]any, ok bool) {
	s, _ := clean(text)
	if strings.Contains(s, "\n") {
		return "", nil, false
	}
	m, ok := find(closingRE, s)
	if !ok || sameTail.MatchString(s) {
		// ("…, also the Xfinity bill same day": said of the last item only)
		return "", nil, false
	}
	n := countWord(m.g("n"))
	if strings.EqualFold(m.g("q"), "both") || strings.Contains(strings.ToLower(m.raw("head")+" "+m.g("q")), "both") && n == 0 {
		n = 2
	}
	said, head, ok = closingSaid(m)
	if ok {
		said["count"] = n
	}
	return head, said, ok
}

// closingIn: ", in P" ending what is said of all the items.
var closingIn = lazy(`(?i)(?:\s*,\s*(?:and\s+)?(?:in|into|under|for)|\s+(?:and\s+)?(?:in|into|under))\s+(?:the\s+|my\s+)?([^,]+?)(?:\s+project)?\s*$`)

// closingSaid reads the rest of a closing instruction.
func closingSaid(m match) (said map[string]any, head string, ok bool) {
	verb := strings.ToLower(strings.TrimSpace(m.g("verb")))
	rest := trimValue(m.g("rest"))
	lrest := strings.ToLower(rest)
	place, placeDue := whereOf(rest)
	switch {
	case verb == "tag" || verb == "label" || strings.HasPrefix(lrest, "tagged ") || strings.HasPrefix(lrest, "labelled ") || strings.HasPrefix(lrest, "labeled ") ||
		strings.HasPrefix(lrest, "with @") || strings.HasPrefix(lrest, "@") && !strings.Contains(lrest, " "):
		// "…, put them all with @shopping": a label said with "@"
		g, ok := find(closingTagRE, rest)
		if !ok {
			return nil, "", false
		}
		return map[string]any{"tags": []string{strings.ToLower(g.g("g"))}}, m.raw("head"), true
	case verb == "put" || verb == "file" || verb == "move" && !dateStart(rest) || closingWhereRE.MatchString(place) && !dateStart(rest):
		w, ok := find(closingWhereRE, place)
		name := ""
		if ok {
			name = trimProject(w.g("p") + w.g("p2") + w.g("p3"))
		}
		if name != "" && len(strings.Fields(name)) <= 4 {
			said := map[string]any{"project": name}
			if placeDue != "" {
				said["due"] = placeDue // "…, both for the bowls club, Thursday"
			}
			return said, m.raw("head"), true
		}
		if verb == "put" || verb == "file" || verb == "move" || closingIn.FindStringIndex(rest) == nil {
			return nil, "", false
		}
		// "…, both on 17th december in Parents Visit": when, then where
	}
	where := ""
	if w := closingIn.FindStringSubmatchIndex(rest); w != nil && w[0] > 0 {
		// "…, both on saturday, in Flat Renovation": the date, then where
		where, rest = trimProject(rest[w[2]:w[3]]), rest[:w[0]]
	}
	p := Parse("add x " + rest)
	if where != "" && p.Tool == "createTask" && p.Args["project"] == nil {
		p.Args["fileUnder"] = where
	}
	if t, _ := p.Args["title"].(string); p.Tool == "createTask" && strings.HasPrefix(t, "x ") && p.Args["project"] != nil {
		// "…, all by fri 15 jan #Mum's 70th": the words after the
		// #project are the rest of its name, as the ToolBox reads them
		p.Args["project"] = fmt.Sprint(p.Args["project"]) + t[1:]
		p.Args["title"] = "x"
	}
	if p.Tool != "createTask" || p.Args["title"] != "x" {
		return nil, "", false
	}
	said = map[string]any{}
	for _, k := range []string{"due", "priority", "repeats", "tags", "project", "fileUnder"} {
		if v, has := p.Args[k]; has {
			said[k] = v
		}
	}
	return said, m.raw("head"), len(said) > 0
}

// ownOn: a date said after "on" when it is a day's name or number ("the
// 19th", "friday", "12 june").
var ownOn = lazy(`(?i)^\s*(?:the\s+\d|\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)`)

// whereOf cuts a closing instruction's rest at a date said after the
// place ("for the bowls club, Thursday", "in the garden project on
// friday"): the place and the date; rest itself and "" when it ends in no
// date.
func whereOf(rest string) (where, due string) {
	dc := cutDates(rest)
	if dc.due == "" {
		return rest, ""
	}
	w := strings.TrimRight(strings.TrimSpace(dc.rest), " ,;")
	if w == "" || !strings.HasSuffix(strings.ToLower(strings.TrimSpace(rest)), strings.ToLower(strings.TrimSpace(dc.due))) {
		return rest, ""
	}
	return strings.TrimRight(datePrepLast.ReplaceAllString(w, ""), " ,"), dc.due
}

// datePrepLast: the word that opened a date, left after the place ("for
// the reunion on").
var datePrepLast = lazy(`(?i)(?:\s+(?:on|by|for|due))+$`)

// mixedCaptures: new tasks and a delete among them, as a list said with one
// closing instruction reads ("…, book the van and cancel the broadband").
func mixedCaptures(steps []plan.Step) bool {
	creates, deletes := 0, 0
	for _, st := range steps {
		switch st.Tool {
		case "createTask":
			creates++
		case "deleteTask":
			deletes++
		default:
			return false
		}
	}
	return creates > 0 && deletes > 0
}

// dateStart reports a phrase that begins with a date ("for tomorrow", "on
// friday"), which a closing instruction reads as when, not where.
func dateStart(s string) bool {
	_, ok := datePhrase(s)
	if ok {
		return true
	}
	w := strings.Fields(s)
	if len(w) > 1 {
		_, ok = datePhrase(strings.Join(w[1:], " "))
	}
	return ok
}

// nounAfterVerb reports a title whose first two words are one noun though
// the first is a verb elsewhere ("water bill $68", "pay slip";
// compoundNoun), so a second thing said beside it ("and the phone bill")
// does not share that word.
func nounAfterVerb(title string) bool {
	f := strings.Fields(asciiLower(title))
	return len(f) >= 2 && compoundNoun[f[0]+" "+strings.Trim(f[1], ",.")]
}

// compoundNoun: a verb of taskVerbs and the noun after it that make one noun
// ("water bill").
var compoundNoun = map[string]bool{"water bill": true, "water meter": true, "water filter": true, "water heater": true, "water softener": true, "water tank": true, "water pump": true, "water bottle": true, "water butt": true, "pay slip": true, "pay rise": true, "pay review": true, "check list": true, "call centre": true, "book club": true, "book fair": true, "test drive": true, "test results": true, "service charge": true, "order form": true, "order number": true}

// spreadTitle cuts a new task whose title is a list ("eggs, bread and
// jam") into one task per item, each with the task's other slots; count is
// how many the speaker said (0: as many as the commas say).
func spreadTitle(st plan.Step, count int) plan.Plan {
	title, _ := st.Args["title"].(string)
	if count == 0 {
		count = strings.Count(title, ",") + 2
		if !strings.Contains(title, " and ") {
			count--
		}
	}
	items := listItems(title, count)
	if len(items) < 2 || len(items) != count {
		return plan.Plan{Steps: []plan.Step{st}, Understood: true}
	}
	var steps []plan.Step
	verb := firstWord(items[0])
	for i, it := range items {
		if it = strings.TrimSpace(it); i > 0 && taskVerbs[verb] && len(strings.Fields(items[0])) > 1 && !taskVerbs[firstWord(it)] && bareName(it) {
			it = verb + " " + it // "call mom and dad": "call dad"
		}
		args := map[string]any{}
		for k, v := range st.Args {
			args[k] = v
		}
		args["title"] = it
		steps = append(steps, plan.Step{Tool: "createTask", Args: args})
	}
	return link(steps)
}

// bareName reports an item of a list that names only whom or what ("dad",
// "the kids", "eggs"): the list's verb is said for it.
func bareName(s string) bool {
	w := strings.Fields(s)
	if len(w) == 1 || len(w) == 2 && (strings.EqualFold(w[0], "the") || strings.EqualFold(w[0], "my")) {
		return true
	}
	// "masking tape", "dad's present", "more bin bags": a short noun
	// phrase, no verb or pronoun leading it
	first := asciiLower(w[0])
	return len(w) <= 3 && !taskVerbs[first] && !pronoun[first] && !subjectPronoun[first] && !strings.HasSuffix(first, "ed")
}

// planItems plans each of items as one new task; it returns or when the
// items are not n new tasks.
func planItems(items []string, n int, or plan.Plan) plan.Plan {
	if len(items) != n {
		return or
	}
	var steps []plan.Step
	for _, it := range items {
		p, _, _ := rulesPlanParsed(strings.TrimSpace(it))
		if len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" {
			// an item of a said list is a to-do even when its verb is
			// none the grammar knows ("rake leaves")
			if p, _, _ = rulesPlanParsed("add " + strings.TrimSpace(it)); len(p.Steps) != 1 || p.Steps[0].Tool != "createTask" {
				return or
			}
		}
		steps = append(steps, p.Steps[0])
	}
	return link(steps)
}

func allCreate(steps []plan.Step) bool {
	for _, st := range steps {
		if st.Tool != "createTask" {
			return false
		}
	}
	return true
}

// severalTools change tasks named together ("make A and B urgent"): the
// ToolBox changes each task the reference lists.
var severalTools = set(`setPriority rescheduleTask snoozeTask setRecurrence tagTask untagTask`)

// changeOfSeveral reads "make buy milk and call mom urgent" whole: a
// change whose reference names several tasks, cut by plan.Split into the
// change of the first ("make buy milk") and would-be new tasks ("call mom
// urgent"). It claims the text only when every later clause reads as a
// new task and the first as that change or a new task.
func changeOfSeveral(text string, clauses []string) (ParsedIntent, bool) {
	if len(clauses) < 2 || strings.Contains(text, "\n") {
		return ParsedIntent{}, false
	}
	w := Parse(text)
	ref, _ := w.Args["task"].(string)
	filing := w.Tool == "updateTask" && w.Args["fileUnder"] != nil // "move A and B into Kitchen"
	if !w.Understood || !severalTools[w.Tool] && !filing || !strings.Contains(ref, " and ") && !strings.Contains(ref, ",") {
		return ParsedIntent{}, false
	}
	for i, cl := range clauses {
		cp := Parse(cl)
		if cp.Tool != "createTask" && !(i == 0 && cp.Tool == w.Tool) {
			return ParsedIntent{}, false
		}
		if _, _, own := ownValue(w.Tool, cl, cp); own && i > 0 && Parse(clauses[0]).Tool == w.Tool {
			return ParsedIntent{}, false // "make A urgent and B high priority": B's own value
		}
	}
	// Named so: each part must name a task that exists, or nothing changes.
	w.Rule = "several"
	return w, true
}

// valueKey: the argument a change sets, and the createTask slot that says
// the same of a new task.
var valueKey = map[string]string{"setPriority": "priority", "rescheduleTask": "to"}
var newTaskKey = map[string]string{"setPriority": "priority", "rescheduleTask": "due"}

// ownValue reports a clause read as a new task that only gives a title
// and the value a change of tool sets ("B high priority" after "make A
// urgent"): the same change to B, with B's value.
func ownValue(tool, clause string, cp ParsedIntent) (ref string, v any, ok bool) {
	k := newTaskKey[tool]
	if k == "" || cp.Tool != "createTask" || len(cp.Args) != 2 || cp.Args["title"] == nil {
		return "", nil, false
	}
	if v, ok = cp.Args[k]; !ok {
		return "", nil, false
	}
	ref, _ = cp.Args["title"].(string)
	if tool == "rescheduleTask" {
		// only "B to friday": "… and call mom tomorrow" is a new task
		m, found := find(toDate, clause)
		if !found || !strings.EqualFold(m.g("d"), fmt.Sprint(v)) {
			return "", nil, false
		}
		ref = m.g("t")
	}
	return ref, v, true
}

// tagItTail: "… and tag it club" ending a change.
var tagItTail = re(`\s+and\s+(?:tag|label)\s+(?:it|this|that)\s+(?:as\s+|with\s+)?@?([\w-]+)$`)

// noteOnItemHead: a note added to an item, its text after the head ("add a
// note to the cake task - chocolate sponge, NOT fruit cake"): the text
// runs to the end.
var noteOnItemHead = re(`^(?:please\s+)?(?:add|put|stick|write|make)\s+(?:a\s+)?note\s+(?:to|on|for)\s+.+?(?:\s*[:\-–—]|\s+saying|\s+that\s+says)\s*\S`)

// putItClause: "put it in loose screws", "and file it under Admin".
var putItClause = re(`^(?:and\s+)?(?:put|file|stick|pop|add)\s+(?:it|this|that)\s+(?:in|into|under|to|on)\s+\S`)

// tagItClause: "tag it house", "and label it @home".
var tagItClause = re(`^(?:and\s+)?(?:tag|label)(?:\s+(?:it|this|that))?\s+(?:as\s+|with\s+)?@?[\w-]+$`)

// toLevel: "the report to medium".
// refLevel: a reference and a level said after it, with no "to" ("…
// and the landlord email high priority", "… and B p2").
var refLevel = re(`^(?:and\s+)?(?P<t>.+?)\s+(?P<p>(?:top|highest|high|medium|normal|low|lowest)\s+priority|urgent|p[1-4])$`)

// noteSaidWhole: a note asked for with a colon before its text.
var noteSaidWhole = re(`^\s*(?:(?:please|pls|plz|kindly)\s+)?(?:(?:can|could)\s+you\s+)?(?:save|take|make|write|add|keep|jot|put)\s+(?:down\s+)?(?:a|this|the|my)?\s*(?:quick\s+|new\s+|short\s+)?note\s*:\s*\S`)

// milestoneRefSaid: a reference that says it is a milestone ("the mvp auth
// milestone").
var milestoneRefSaid = re(`^(?:the\s+|my\s+)?(.+?)\s+milestone$`)

// markCommand: a clause that itself asks for the change ("mark it done
// and mark the gathering done" is two changes, "I didn't do it yet, reopen
// the gate task" one).
var markCommand = re(`^(?:(?:and|then|please|pls|also|now)\s+)*(?:mark|tick|check|cross|complete|reopen|untick|finish)\b`)

var toLevel = re(`^(?:and\s+)?(?P<t>.+?)\s+to\s+(?P<p>(?:top|highest|urgent|high|medium|normal|low|lowest)(?:\s+priority)?|p[1-4])$`)

// toDate: "pay council tax to friday".
var toDate = re(`^(?P<t>.+?)\s+(?:to|until|till|for)\s+(?P<d>.+)$`)

// distributes: the tools whose reference a following bare to-do shares
// ("delete A, B and C" deletes three tasks).
var distributes = map[string]bool{"deleteTask": true, "completeTask": true, "reopenTask": true}

var (
	// changeAfter: a statement, then a change to "it" ("…, make it p3",
	// "…, so move that to friday", "the jumpers are for the juniors so
	// rename it to …").
	changeAfter = re(`^(?P<st>.+?)(?:\s*[,;.!]\s*(?:-\s*)?(?:(?:so|and|actually|just|please|pls|then)\s+)*|\s+-\s+(?:(?:so|and|just|please|pls|then)\s+)*|\s+so\s+(?:(?:just|please|pls|then)\s+)*)(?P<ch>(?:make|set|mark|move|push|bump|change|switch|put|stick|pop|snooze|prioriti[sz]e|tick\s+off|check\s+off|cross\s+off|reopen|rename|retitle|tag|label)\s+(?:it|that|this|them(?:\s+both)?|both(?:\s+of\s+them)?)\b.*|(?:tick|check|cross|mark)\s+(?:it|that|this)(?:\s+(?:one|milestone|task))?\s+(?:off|done|as\s+done|complete)|(?:remove|clear|drop|strip|unset|take\s+off|take\s+away|get\s+rid\s+of)\s+(?:the\s+|its\s+)?(?:priority|due\s+date|deadline|date|tags|labels)(?:\s+(?:too|as\s+well|now|then))?)$`)
	// changeAfterMe: changeAfter without the punctuation, after a
	// statement about the speaker ("im swamped make it p1").
	changeAfterMe = re(`^(?P<st>.+?)\s+(?:(?:so|and|just|please|pls|then)\s+)*(?P<ch>(?:make|set|mark|move|push|bump|change|switch|put|snooze|prioriti[sz]e)\s+(?:it|that|this)\b.*|(?:remove|clear|drop|strip|unset|take\s+off|take\s+away|get\s+rid\s+of)\s+(?:the\s+|its\s+)?(?:priority|due\s+date|deadline|date|tags|labels)(?:\s+(?:too|as\s+well|now|then))?)$`)
	// aboutTask: a statement's subject before its verb ("pay rent isn't
	// that urgent", "flights to tokyo need to be booked by dec 15").
	aboutTask = re(`^(?P<t>.+?)\s+(?:needs?|has to|have to|is|isn't|isnt|is not|are|aren't|arent|are not|was|wasn't|wasnt|were|weren't|werent|should|shouldn't|must|can|can't|could|will|won't|doesn't|does not|don't|do not|ain't|got|has been|have been)\b`)
	// aboutTaskPast: a statement whose verb is a past form ("the water
	// bill payment bounced"), said of a named thing.
	aboutTaskPast = re(`^(?P<t>(?:the|my|our)\s+.+?)\s+(?:[a-z]{3,}ed|went|came|got|left|arrived|turned\s+up|showed\s+up|is\s+in|is\s+here|are\s+here|has\s+gone|'s\s+gone)\b`)
	// weGotIt: the thing got, said of ourselves ("we got final loan
	// approval today", "i've got the keys").
	weGotIt = re(`^(?:(?:yay|woo+|finally|great\s+news|good\s+news)[\s,!.]+)*(?:we|i)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:got|received|had|passed|reached|hit)\s+(?P<t>(?:the\s+|our\s+|my\s+)?[^,!.]+?)(?:\s+(?:today|now|at\s+last|finally|this\s+(?:morning|afternoon|evening)|yesterday))?$`)
)

// statementChange reads "X isn't that urgent actually, make it p3" as a
// change to the task X: a statement about a task that exists never creates
// one. A date in the statement ("X needs to be booked by dec 15, make that
// p2") moves X too. A statement whose subject is no item ("I'm swamped, make
// it p1") is not claimed.
func statementChange(text string) (steps []plan.Step, ok bool) {
	if p := parseClause(text); p.Tool == "reopenTask" && p.Rule == "reopen" && !pointsBack(p) {
		return nil, false // "didn't get the towels, the shop was shut - put it back": the towels
	}
	s, _ := clean(text)
	m, ok := find(changeAfter, s)
	if !ok {
		if m, ok = find(changeAfterMe, s); !ok || !aboutMe.MatchString(m.raw("st")) {
			return nil, false
		}
	}
	st, _ := clean(m.raw("st"))
	if i := statementLead.FindStringIndex(st); i != nil && i[1] < len(st) {
		st = st[i[1]:] // "ugh the payment bounced, …": the payment
	}
	if strings.ContainsAny(st, ",;.") {
		// "no Dee pulled out, the swap's not done after all, reopen it":
		// of several parts, the one that says the thing is not done is
		// what a reopen is about
		if chp := Parse(m.raw("ch")); chp.Tool == "reopenTask" {
			for _, part := range statementParts.Split(st, -1) {
				if q := parseClause(part); q.Tool == "reopenTask" && !pointsBack(q) {
					step, _ := q.Step()
					return []plan.Step{step}, true
				}
			}
		}
	}
	if (strings.ContainsAny(st, ",;.") || strings.Contains(st, " so ") || strings.Contains(st, " but ")) && !aboutMe.MatchString(st) && !aboutIt.MatchString(st) && !weGotIt.MatchString(st) {
		// "the payment bounced, gotta redo it - put it back …", "pharmacy
		// messed up, the prescription wasn't ready. stick it back …":
		// of several sentences, the first that says something of a named
		// thing
		part, found := namedStatement(statementParts.Split(st, -1))
		if !found {
			return nil, false
		}
		st = part
	}
	if r := Parse(st).Rule; explicitRules[r] && r != "due-need" || r == "need-to" {
		return nil, false // "remind me to X, make it p1": a new task, then its change
	}
	if sp := Parse(st); sp.Tool == "setPriority" && sp.Rule == "priority" && Parse(m.raw("ch")).Tool != "setPriority" {
		return nil, false // "the gas one is high priority, and move it to friday": two changes
	}
	chText := m.raw("ch")
	var tagAfter []string // "… and tag it club"
	if i := tagItTail.FindStringSubmatchIndex(chText); i != nil && i[0] > 0 {
		tagAfter = labels(chText[i[2]:i[3]])
		chText = chText[:i[0]]
	}
	ch := Parse(chText)
	if !ch.Understood || !refTools[ch.Tool] {
		return nil, false
	}
	defer func() {
		if len(tagAfter) > 0 && len(steps) > 0 {
			steps = append(steps, plan.Step{Tool: "tagTask", Args: map[string]any{"task": fmt.Sprintf("$%d", len(steps)), "tags": tagAfter}})
		}
	}()
	key := "task"
	if ch.Tool == "completeMilestone" || ch.Tool == "updateMilestone" {
		key = "milestone" // "final designs got approved, mark that milestone done"
	}
	if ch.Tool == "archiveProject" || ch.Tool == "deleteProject" {
		key = "project" // "farm shop christmas is all sorted now, archive it"
	}
	if v, _ := ch.Args[key].(string); !pronoun[strings.ToLower(v)] && !thatMilestone.MatchString(strings.ToLower(v)) && !bothPronoun[strings.ToLower(v)] {
		return nil, false
	}
	if (aboutMe.MatchString(st) || aboutIt.MatchString(st)) && !weGotIt.MatchString(st) {
		// "I'm swamped, make it p1": the statement names no item; "it" is
		// the one the conversation is about, or asked for.
		change, _ := ch.Step()
		return []plan.Step{change}, true
	}
	sm, ok := find(weGotIt, st)
	if !ok {
		sm, ok = find(wentWell, st) // "the prototype demo went great, mark that milestone done"
	}
	if !ok {
		sm, ok = find(aboutTask, st)
	}
	if !ok {
		if sm, ok = find(aboutTaskPast, st); !ok {
			if key == "milestone" && !pronounSubject(firstWord(st)) && len(strings.Fields(st)) <= 8 {
				// "biscuit sat on command!! mark that milestone done": the
				// statement names the milestone
				ch.Args[key] = milestoneSaid(trimValue(cutDates(st).rest))
				change, _ := ch.Step()
				return []plan.Step{change}, true
			}
			return nil, false
		}
	}
	ref, ok := taskRef(trimArticle(sm.g("t")))
	if !ok || isPronounOnly(ref) || subjectPronoun[strings.ToLower(ref)] || subjectPronoun[strings.ToLower(firstWord(ref))] || strings.EqualFold(firstWord(ref), "i") {
		return nil, false // "i havent got the ballast, …": the speaker, no item
	}
	if key == "milestone" && !weGotIt.MatchString(st) && !wentWell.MatchString(st) {
		// the milestone is named by the whole statement ("final designs
		// got approved" for "final designs approved"), its date aside
		ref = milestoneSaid(trimValue(cutDates(st).rest))
	}
	ch.Args[key] = ref
	change, _ := ch.Step()
	said := Parse(st)
	due, _ := said.Args["due"].(string)
	if said.Tool == "rescheduleTask" {
		due, _ = said.Args["to"].(string) // "X needs to be sent by friday, …"
	}
	if due != "" && ch.Tool != "rescheduleTask" && ch.Tool != "snoozeTask" && key == "task" {
		steps = append(steps, plan.Step{Tool: "rescheduleTask", Args: map[string]any{"task": ref, "to": due}})
	}
	return append(steps, change), true
}

// wentWell: a thing said to have gone well ("the demo went great").
var wentWell = re(`^(?P<t>.+?)\s+(?:went|was|were|has\s+gone|have\s+gone|is)\s+(?:really\s+|so\s+|very\s+|super\s+)?(?:great|well|fine|ok|okay|brilliant|perfectly|smoothly|amazing|good|a\s+success|to\s+plan)(?:\s+(?:today|yesterday|in\s+the\s+end))?$`)

// milestoneState: a statement that a milestone is reached, its subject
// qualified ("prices for the sale are decided").
var milestoneState = re(`^(?P<s>.+?)(?:\s+(?:for|of|in|on|at)\s+(?:the\s+|our\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+)?)?(?:\s+(?:is|are|was|were|got|has\s+been|have\s+been|are\s+all|is\s+all)|'s|'re)\s+(?:now\s+|finally\s+|all\s+)?(?P<v>[a-z]+)(?:\s+(?:now|at\s+last|finally|too|already))?$`)

// milestoneSaid is the milestone a statement names: its subject and its
// participle, auxiliaries and a qualifier between them left out ("prices
// for the sale are decided" names "prices decided"); s itself otherwise.
func milestoneSaid(s string) string {
	m, ok := find(milestoneState, s)
	if !ok {
		return s
	}
	subj := trimArticle(trimValue(m.g("s")))
	switch strings.ToLower(m.g("v")) {
	case "done", "finished", "complete", "completed", "reached", "hit", "over", "sorted", "out", "in", "up", "off", "away", "back":
		// "the glazing milestone is done": the subject names it
		subj = trimArticle(subj)
		if l := asciiLower(subj); strings.HasSuffix(l, " milestone") {
			subj = strings.TrimSpace(subj[:len(subj)-len(" milestone")])
		}
		return subj
	}
	return subj + " " + m.g("v")
}

// bothPronoun: "them both" and the like, said of two items named before.
var bothPronoun = set(`both`)

func init() {
	for _, p := range []string{"them both", "both of them", "the two of them", "them", "both of those", "both of these", "those two", "these two", "those", "all of those", "all three", "all three of those", "all three of them", "all of them", "those three", "these three", "all four of those"} {
		bothPronoun[p] = true
	}
}

// namedStatement is the first of parts said of a named thing: one with a
// verb ("the buffet isn't sorted") before one in the past ("the caterer
// pulled out").
func namedStatement(parts []string) (string, bool) {
	for _, r := range []*lazyRE{aboutTask, aboutTaskPast} {
		for _, part := range parts {
			part = strings.TrimSpace(part)
			if sm, ok := find(r, part); ok && !pronounSubject(sm.g("t")) {
				return part, true
			}
		}
	}
	return "", false
}

// statementParts cuts a statement of several sentences or clauses.
var statementParts = lazy(`\s*(?:[,;.!]|\s-)\s*|\s+(?:so|but)\s+`)

// pronounSubject: a statement's subject that names nothing ("it", "that",
// "they").
func pronounSubject(t string) bool {
	l := strings.ToLower(trimArticle(strings.TrimSpace(t)))
	return l == "" || pronoun[l] || subjectPronoun[l] || isPronounOnly(l)
}

// statementLead: an exclamation before a statement ("argh the payment
// failed, …").
var statementLead = re(`^(?:(?:ugh+|argh+|sigh|oof|damn|dang|jeez|geez|oh+|ok(?:ay)?|so|well|hmm+|wow|yikes|great|brilliant)[\s,!.]+)+`)

// thatMilestone: "that milestone", "this milestone": the one the statement
// before names.
var thatMilestone = re(`^(?:that|this|the)\s+milestone$`)

// aboutMe: a statement about the speaker or the day, not about an item
// ("I'm swamped", "ugh, we're so behind", "today is mad").
var aboutMe = re(`^(?:(?:ugh+|argh+|man|god|gosh|wow|ok(?:ay)?|so|well|honestly|seriously|oh)[\s,!.]+)*(?:i'?m|i’m|i\s+am|i'?ve\s+been|i\s+have\s+been|i\s+feel|we'?re|we\s+are|today\s+is|today'?s|this\s+week\s+is|life\s+is)\b`)

// aboutIt: a statement about the item just named, by a pronoun ("that's
// pretty important actually", "it's for the client").
var aboutIt = re(`^(?:(?:oh|ah|ok|so|well|hmm+)[\s,]+)*(?:that's|thats|that\s+is|it's|its|it\s+is|this\s+is|this\s+one's|that\s+one's|that\s+one\s+is)\b`)

// opensWithSubject reports a clause that opens with a subject pronoun,
// contracted or not ("he's coming monday", "they'll call"): a statement,
// not a capture.
func opensWithSubject(s string) bool {
	w := firstWord(s)
	if i := strings.IndexAny(w, "'’"); i > 0 {
		w = w[:i]
	}
	return subjectPronoun[w]
}

var subjectPronoun = set(`i you we he she they it this that there everything nothing something i'm`)

// labelOnlyItem: a list item that only gives a label.
var labelOnlyItem = lazy(`(?i)^(?:and\s+)?(?:with\s+(?:the\s+|a\s+)?(?:label|tag)|labell?ed|tagged)\s+@?([\w-]+)[.!]?$`)

// dateOnlyItem reports a list item that is only a date ("before the 15
// December", "by friday").
func dateOnlyItem(it string) bool {
	l := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(it), ".!"))
	for _, p := range []string{"before ", "by ", "on ", "for ", "due "} {
		l = strings.TrimPrefix(l, p)
	}
	_, ok := datePhrase(l)
	return ok && len(strings.Fields(l)) <= 4
}

// eventItem: a thing that happens rather than an object of the verb
// before ("… and also dentist appointment for Minh next wednesday"): it
// takes no shared verb.
var eventItem = re(`^(?:(?:the|a|an|my)\s+)?(?:[\w'-]+\s+){0,2}(?:appointment|appt|meeting|party|session|interview|class|lesson|check-?up|visit|evening|reunion|rehearsal|recital|practice|training|match|game|concert|show|service|assembly)s?\b`)

// onlyWhen reports whether a clause says only when ("also today", "and
// tomorrow morning").
func onlyWhen(cl string) bool {
	s, _ := clean(cl)
	l := asciiLower(s)
	for _, p := range []string{"also ", "and ", "but ", "do it ", "for "} {
		l = strings.TrimPrefix(l, p)
	}
	m := calWindow.FindStringIndex(l)
	return m != nil && m[0] == 0 && m[1] == len(l) && len(s) >= len(l) && strings.HasSuffix(asciiLower(s), l)
}

// fileTail: a new task's title ending "to/in/for/under X".
var fileTail = re(`\s+(?:to|in|into|for|under)\s+(?:the\s+|my\s+)?(?P<p>[^,;]+?)(?:\s+project)?$`)

// shareFiling: in "add design logo and set up etsy shop to side hustle" the
// "to side hustle" of the last task is said for all of them: the earlier
// new tasks with no project get it as FileUnder, which files them there
// only if a project has that name (the ToolBox checks).
func shareFiling(steps []plan.Step) {
	n := len(steps)
	if n < 2 {
		return
	}
	for _, s := range steps {
		if s.Tool != "createTask" {
			return
		}
	}
	last := steps[n-1]
	for i, s := range steps {
		if (s.Args["project"] != nil || s.Args["fileUnder"] != nil) && i < n-1 {
			return // each item says its own ("… #work, … #work"), or the list does
		}
	}
	title, _ := last.Args["title"].(string)
	where, _ := last.Args["project"].(string)
	key := "project" // "… in the kitchen reno project": said, so made if new
	if fu, _ := last.Args["fileUnder"].(string); where == "" && fu != "" {
		where, key = fu, "fileUnder" // "add \"A\" and \"B\" to P": B's place is A's
	}
	if where == "" {
		key = "fileUnder"
		m, ok := find(fileTail, title)
		if !ok || len(strings.Fields(m.g("p"))) > 4 || taskVerbs[asciiLower(firstWord(m.g("p")))] || forWhom[asciiLower(firstWord(m.g("p")))] || isDigitStart(m.g("p")) || strings.ContainsAny(m.g("p"), "0123456789") && !strings.HasSuffix(asciiLower(title), " project") {
			return // "ask Julien to water the plants": a purpose, no place ("for me and Lupe": whom; "for container 2": which)
		}
		where = m.g("p")
		if strings.HasPrefix(strings.ToLower(strings.TrimSpace(title[m.idx[0]:])), "under ") {
			// "…, b and c under house move": the list's place, c's too
			last.Args["title"], last.Args["fileUnder"] = strings.TrimSpace(title[:m.idx[0]]), where
		}
	}
	for _, s := range steps[:n-1] {
		if _, has := s.Args["project"]; !has {
			s.Args[key] = where
		}
	}
}

// forWhom: words after "for" that say whom, never where.
var forWhom = set(`me him her us them you myself everyone everybody`)

// listIntro: a first line that only introduces a list ("add these:",
// "todo:", "tasks for today:").
var listIntro = re(`^(?:(?:please\s+)?(?:add|put|new|create)\s+)?(?:these|the following|this|my|some)?\s*(?:tasks?|to-?dos?|todos|items?|things|stuff)?(?:\s+(?:for|to|on)\s+[^:]+)?\s*:$|^(?:(?:please\s+)?(?:add|put)\s+)(?:these|the following)$`)

// splitLines cuts a message of several lines into its lines, each then cut
// into clauses (plan.Split): every line is a request of its own ("buy
// milk⏎call the bank tomorrow"). One line is cut into clauses only.
func splitLines(text string) []string {
	lines := bulletLines(text)
	if len(lines) < 2 {
		return plan.Split(text, cutHere)
	}
	if t := Parse(lines[0]).Tool; t == "createNote" || t == "appendNote" {
		return plan.Split(text, cutHere) // a note's body spans lines
	}
	if listIntro.MatchString(lines[0]) {
		// "add these:" introduces the lines that follow; each is a task.
		var out []string
		for _, l := range lines[1:] {
			if Parse(l).Tool == "createTask" {
				out = append(out, l)
			} else {
				out = append(out, "add "+l)
			}
		}
		return out
	}
	if Parse(lines[0]).Tool == "createTask" {
		// "buy milk⏎and also eggs⏎bread": a line that is no request of its
		// own is one more thing like the first line's
		verb := "add"
		if w := asciiLower(firstWord(lines[0])); taskVerbs[w] {
			verb = firstWord(lines[0])
		}
		for i, l := range lines[1:] {
			if Parse(l).Understood {
				continue
			}
			if m := lineJoiner.FindStringIndex(l); m != nil && m[1] < len(l) {
				l = l[m[1]:]
			}
			lines[i+1] = verb + " " + l
		}
	}
	var out []string
	for _, l := range lines {
		out = append(out, plan.Split(l, cutHere)...)
	}
	return out
}

// writeItDown: "write it down", "note it down" said of a thing to do.
var writeItDown = lazy(`(?i)^(?:(?:write|note|jot|log|record)\s+(?:it|them|that)\s+(?:down|up|in\s+\S+)|(?:post|mail|send|wrap|deliver|give|return|bring|take|drop\s+off|hand\s+in)\s+(?:it|them|that)(?:\s+(?:off|back|out|in|to\s+\S+))?)$`)

// putItWhen: "put it saturday", "make it for the 12th instead" said
// after a capture: its day.
var putItWhen = lazy(`(?i)^(?:and\s+|so\s+|but\s+|actually\s+|no\s+)?(?:please\s+)?(?:put|make|set|schedule|move|do|have)\s+(?:it|that|this)\s+(?:on\s+|for\s+|to\s+|in\s+for\s+)?(.+?)(?:\s+instead)?(?:\s+please)?(?:\s*,?\s*(?:and\s+)?(?:tag|label)(?:\s+it)?\s+(?:with\s+|as\s+)?@?([\p{L}\d_-]+)|\s+@([\p{L}\d_-]+))?\s*[.!]*$`)

// lineJoiner: words that open a line adding to the line before ("and
// also", "plus").
var lineJoiner = lazy(`(?i)^(?:and\s+also|and|also|plus|&|n)\s+`)

// askedForMe: a request asked of Pace to do for the user ("… for me").
var askedForMe = re(`\bfor\s+(?:me|us)\b`)

// ownChangeBeside reports whether a clause of clauses other than the i-th
// is a change to one of the user's tasks ("…, and make it high priority").
func ownChangeBeside(clauses []string, i int) bool {
	for j, cl := range clauses {
		if j == i {
			continue
		}
		switch Parse(cl).Tool {
		case "setPriority", "rescheduleTask", "snoozeTask", "tagTask", "untagTask", "updateTask", "appendNote":
			return true
		}
	}
	return false
}

func single(p ParsedIntent) plan.Plan {
	out := plan.Plan{Steps: []plan.Step{}, Note: p.Note, Understood: p.Understood}
	if st, ok := p.Step(); ok {
		out.Steps = append(out.Steps, st)
	} else {
		out.IfOwn = p.IfOwn
	}
	return out
}

// stillToDo: what is still to be done, said after a reopen ("I must
// still add the home exercises").
var stillToDo = lazy(`(?i)^(?:and\s+|but\s+|so\s+)?(?:i|we)\s+(?:must|need\s+to|have\s+to|should|still\s+(?:need|have)\s+to)\s+still\b|^(?:and\s+|but\s+|so\s+)?(?:i|we)\s+(?:still\s+)(?:must|need\s+to|have\s+to|should)\b`)

// itInside: "it" or "them" among other words of a reference ("send it
// to everybody by email").
var itInside = lazy(`(?i)^\S+\s+(?:it|them)\b.*\S`)

// saysItOf reports a task reference that is a verb said of "it" with more
// words after it: the thing just named, not a task of its own.
func saysItOf(ref any) bool {
	s, _ := ref.(string)
	return itInside.MatchString(strings.TrimSpace(s))
}

// othersNewsRE: news of what someone else has done ("PTA have cancelled
// our stall", "the council has moved the date").
var othersNewsRE = lazy(`(?i)^(?:the\s+|our\s+|my\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s*(?:\s+have|\s+has|\s+had|'ve|'s)\s+(?:just\s+|now\s+|already\s+|finally\s+)?[a-z]+(?:ed|en)\b`)

// othersNews reports a clause that is othersNewsRE, its subject no one
// speaking ("I have finished X" is a report of the user's own).
func othersNews(cl string) bool {
	m := othersNewsRE.FindStringSubmatch(strings.TrimSpace(cl))
	if m == nil {
		return false
	}
	switch strings.ToLower(firstWord(m[1])) {
	case "i", "we", "you", "it", "this", "that", "there":
		return false
	}
	return true
}

// wordy reports text with a word of its own left (a title), not only
// punctuation or joining words.
func wordy(s string) bool {
	for _, w := range strings.Fields(asciiLower(s)) {
		if w = strings.Trim(w, ",;.!"); w != "" && w != "and" && w != "at" && w != "on" && w != "also" {
			return true
		}
	}
	return false
}

// forMeEnd: a contact asked of Pace itself ("call greenfield for me").
var forMeEnd = lazy(`(?i)^(?:please\s+)?(?:call|phone|ring|email|e-mail|text|message|contact)\s+.+\s+for\s+(?:me|us)$`)

// remarkOnly: a clause that only says how the speaker feels.
var remarkOnly = re(`^(?:(?:ugh+|argh+|sigh|phew|oof|ok(?:ay)?|so|well|hmm+|man|god|wow|oh|damn|dang|geez|jeez|yikes|whew)\b[^.!?]{0,40}|(?:what\s+a\s+)?(?:long|busy|crazy|rough|hectic|mad|manic)\s+(?:day|week|morning)\b.{0,30}|too\s+much\b.{0,20}|(?:i'?m\s+)?(?:so\s+)?(?:tired|exhausted|swamped|knackered|behind)\b.{0,30}|(?:we'?re|we\s+are|i'?m|i\s+am)\s+(?:putting|pausing|parking|shelving|dropping|done\s+with|finished\s+with|not\s+doing|giving\s+up|stopping)\b.{0,40}|(?:they|he|she|it|we|i|the\s+\w+)\s+(?:just\s+|finally\s+|already\s+)?(?:found|said|says|told|sent|called|rang|emailed|wrote|asked|spotted|noticed)\b.{0,50})$`)

// putItPlace: "(and) put it in P @label": where the task just changed
// goes, and its labels.
var putItPlace = re(`^(?:and\s+|then\s+|and\s+then\s+)?(?:put|pop|stick|file|move|shift)\s+(?:it|that|this)\s+(?:in|into|under|in\s+with)\s+(?:the\s+|my\s+)?(?P<p>[^@#,]+?)(?:\s+project)?(?P<tags>(?:\s+@[\p{L}\p{N}_-]+)*)$`)

// underPlace: "put it under P" — a place said as a project.
var underPlace = lazy(`(?i)^(?:put|pop|stick|file|add)\s+(?:it|that|this)\s+under\s+`)

// underPlaceSaid: "…, put it under P" said inside a capture.
var underPlaceSaid = lazy(`(?i)\b(?:put|pop|stick|file)\s+(?:it|that|this)\s+under\s+`)

// notAProject: places "under" names that are no project.
var notAProject = set(`calendar diary reminders tasks to-dos todos list today tomorrow me`)

// putThatIn: "put that in P (with the label @x)", said of the task just
// said.
var putThatIn = re(`^(?:put|pop|stick|file|move|add)\s+(?:it|that|this)\s+(?:in|into|under|to)\s+(?:the\s+)?(?P<rest>.+)$`)

// noteThat: "add a note that …", said after a task in the same request.
var noteThat = re(`^(?:and\s+)?(?:add|put|attach|leave|make)\s+(?:a\s+)?note\s+(?:to\s+(?:it|that)\s+|on\s+(?:it|that)\s+)?(?:that|saying|:)\s*(?P<t>\S.*)$`)

// trailingOops: an interjection said after a request.
var trailingOops = lazy(`(?i)^(?:and\s+)?(?:oops|whoops|oopsie|lol|ugh|argh|doh|d'oh|haha|eek|yikes)[.!…]*$`)

// busyRemark: how busy or quiet a place or the day is, said after a
// request ("shop is slammed", "it's chaos here").
var busyRemark = lazy(`(?i)^(?:the\s+|my\s+|our\s+)?(?:[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|was|were)|it'?s|its|[a-z]+'s)\s+(?:so\s+|really\s+|totally\s+|absolutely\s+|just\s+)?(?:slammed|busy|mad|manic|heaving|packed|rammed|quiet|dead|chaos|crazy|hectic|swamped|flat\s+out|nuts|mental|bonkers|a\s+nightmare|a\s+madhouse|closed|shut|full|sold\s+out|out\s+of\s+stock)(?:\s+(?:today|here|right\s+now|at\s+the\s+moment|yesterday|this\s+morning|this\s+afternoon))?$`)

// reasonClause: a clause that gives the reason for the one before it.
var reasonClause = lazy(`(?i)^(?:and\s+|but\s+)?(?:because|since|cos|cause|` + reasonAs + `|so\s+that|so\s+i\s+(?:can|don'?t|won'?t))\b`)

// wholeOfIt: a reference to everything just named.
var wholeOfIt = set(`it that them those everything`)

func init() {
	for _, w := range []string{"it all", "them all", "all of it", "all of them", "the lot", "all that", "all those", "all done"} {
		wholeOfIt[w] = true
	}
}

// saidAgain reports whether next only restates prev of the item prev
// names: the same change of a pronoun ("…, remove the priority" after a
// priority was cleared), or "done with it" after the item was deleted or
// archived.
func saidAgain(prev, next plan.Step) bool {
	if prev.Tool == "bulkTasks" && next.Tool == "bulkTasks" && reflect.DeepEqual(prev.Args, next.Args) {
		return true // "I did all the shopping, mark all the shopping tasks done"
	}
	if ref, _ := next.Args["task"].(string); prev.Tool == next.Tool && (next.Tool == "completeTask" || next.Tool == "reopenTask") && bothPronoun[strings.ToLower(ref)] {
		return true // "I've collected X and sent Y, so please mark both of those as done"
	}
	if ref, _ := next.Args["task"].(string); prev.Tool == "bulkTasks" && prev.Args["action"] == "complete" && next.Tool == "completeTask" && wholeOfIt[strings.ToLower(strings.TrimSpace(ref))] {
		return true // "got all the shopping stuff, mark it all done"
	}
	ref, _ := next.Args["task"].(string)
	if ref == "" {
		ref, _ = next.Args["project"].(string)
	}
	if next.Tool == "setPriority" && prev.Tool == "createTask" && (ref == "$1" || pronoun[strings.ToLower(ref)]) && prev.Args["priority"] == next.Args["priority"] {
		return true // "…, it's quite important, so mark it high priority" after a capture said high
	}
	if !pronoun[strings.ToLower(ref)] && !(pronounRef.MatchString(strings.ToLower(ref)) && prev.Tool == next.Tool && prev.Tool == "reopenTask") {
		return false
	}
	switch prev.Tool {
	case "deleteTask", "deleteProject", "archiveProject", "deleteMilestone":
		if next.Tool == "completeTask" || next.Tool == "completeProject" {
			return true
		}
	}
	if prev.Tool != next.Tool {
		return false
	}
	for k, v := range next.Args {
		if k == "task" || k == "project" {
			continue
		}
		if fmt.Sprint(prev.Args[k]) != fmt.Sprint(v) {
			return false
		}
	}
	return true
}

// backAgain: "put it back", "bring it back": after a reopen, the same
// reopen said again.
var backAgain = re(`^(?:(?:so|and|pls|please)\s+)*(?:put|bring|add)\s+(?:it|that|them|that\s+one|this\s+one|this)\s+back(?:\s+on\s+(?:my|the)\s+list)?[.!]*$`)

// pronounRef: a reference that is only a verb and a pronoun ("do it").
var pronounRef = re(`^(?:(?:do|get|finish|send|post|buy|make|pay|call)\s+)?(?:it|that|this|them)(?:\s+yet)?$`)

// priorityOnly: a clause that only says a priority.
var priorityOnly = re(`^(?:and\s+)?(?:(?:it'?s|its)\s+)?(?:(?:top|high|hi|low|medium|med|normal)\s+(?:priority|prio|pri)|urgent|asap|p[1-4])$`)

// pronounTail: a reference ending in a pronoun ("send it", "post them").
var pronounTail = re(`\b(?:it|them|that|this|those|these|one)$`)

// leadIn is a clause that only introduces the next ("go ahead and …").
var leadIn = re(`^(?:(?:please|ok|okay|so)\s+)?(?:go ahead|be a dear|do me a favou?r|try|just|come on|can you|could you|would you)[\s,]*$`)

// firstJobRE: a project's description that names its first task ("… .
// first job is sourcing the haggis", "…, first thing: book the hall").
var firstJobRE = lazy(`(?i)(?:^|[.;,!]\s*|\s+(?:and|so)\s+)(?:the\s+|my\s+)?(?:first|1st)\s+(?:job|thing|task|step|to-?do)(?:\s+(?:is|will\s+be|to\s+do\s+is)\s+|\s*:\s*)(?:to\s+)?(?P<t>\S.*?)[.!]*$`)

// firstJobName: a project's name that ends in "first thing" (its first
// task after a colon).
var firstJobName = lazy(`(?i)^(.+?)\s*[,.;-]\s*(?:the\s+|my\s+)?(?:first|1st)\s+(?:job|thing|task|step|to-?do)(?:\s+is)?$`)

// firstJob reads a new project whose description names its first task as
// the project and that task in it; ok is false otherwise.
func firstJob(p ParsedIntent) ([]plan.Step, bool) {
	notes, _ := p.Args["notes"].(string)
	if name, _ := p.Args["name"].(string); p.Tool == "createProject" && notes != "" {
		if n := firstJobName.FindStringSubmatchIndex(name); n != nil {
			// "Garden Shed, first thing: order the felt": the colon cut
			// the name from its first task
			p.Args = map[string]any{"name": name[n[2]:n[3]], "notes": "first job: " + notes}
			notes = "first job: " + notes
		}
	}
	m := firstJobRE.FindStringSubmatchIndex(notes)
	if p.Tool != "createProject" || m == nil {
		return nil, false
	}
	title := notes[m[2]:m[3]]
	if g := strings.Fields(title); len(g) > 0 {
		if v := gerundBase(asciiLower(g[0])); v != "" {
			title = v + title[len(g[0]):] // "sourcing the haggis": source the haggis
		}
	}
	task, ok := captureBody("first-job", title)
	if !ok || task.Tool != "createTask" {
		return nil, false
	}
	task.Args["project"] = "$1"
	args := map[string]any{}
	for k, v := range p.Args {
		args[k] = v
	}
	if rest := strings.TrimSpace(strings.TrimRight(notes[:m[0]], " ,;.")); rest != "" {
		args["notes"] = rest
	} else {
		delete(args, "notes")
	}
	return []plan.Step{{Tool: "createProject", Args: args}, {Tool: "createTask", Args: task.Args}}, true
}

// requestVerbs open a request of its own after a description.
var requestVerbs = set(`add create make put remind set schedule move delete remove mark tick rename then also plus`)

// changeOfThat: a change to "that" with nothing more said ("move that
// milestone", "update it"), never a to-do of its own.
var changeOfThat = re(`^(?:(?:move|update|change|mark|push|shift|reschedule|fix|do|sort)\s+(?:that|it|this|them|those)(?:\s+(?:one|ones|milestone|task|date|too|as\s+well|then|for\s+me))*|(?:take|remove|drop|strip)\s+(?:it|that|them)\s+(?:off|away)(?:\s+(?:please|pls|too|then))?|(?:put|pop|stick|add|write|pencil|note|save|book)\s+(?:it|that|this|them)\s+(?:in|on|down|up)(?:\s+(?:my|the)\s+(?:calendar|diary|list|planner|schedule|to-?do\s+list))?(?:\s+(?:please|pls|thanks|for\s+me))*)$`)

// shopList: a to-get list of three or more things ("get oat milk, bin
// bags, paracetamol and pot noodles").
var shopList = re(`^(?P<v>get|buy|pick\s+up|grab|order|collect)\s+(?P<list>[^,]+(?:,\s*[^,]+){1,}(?:,?\s+and\s+[^,]+))$`)

// shoppingItems reads a capture of three or more things to get as one task
// per thing, each with the verb and the capture's date, labels, priority
// and project ("get oat milk, bin bags and pot noodles @shopping": three
// @shopping tasks), so each can be ticked off; ok is false for any other
// capture, and for two things ("buy milk and eggs" stays one).
func shoppingItems(p ParsedIntent) ([]plan.Step, bool) {
	title, _ := p.Args["title"].(string)
	m, ok := find(shopList, title)
	if p.Tool != "createTask" || !ok {
		return nil, false
	}
	items := splitAnd(m.raw("list"))
	if len(items) < 3 {
		return nil, false
	}
	var steps []plan.Step
	for _, it := range items {
		w := strings.Fields(it)
		if len(w) > 4 || taskVerbs[asciiLower(w[0])] || it == "" {
			return nil, false // "get the car washed, …": a to-do, not a thing
		}
		args := map[string]any{"title": m.g("v") + " " + it}
		for k, v := range p.Args {
			if k != "title" {
				args[k] = v
			}
		}
		steps = append(steps, plan.Step{Tool: "createTask", Args: args})
	}
	return steps, true
}

// remindAtTime: "remind me at 7pm" said after a capture.
// setReminderFor: "(would you) set a (weekly) reminder for six o'clock on
// Sundays", said after the thing it is for.
var setReminderFor = re(`^(?:and\s+|so\s+)?(?:(?:would|could|can|will)\s+you\s+)?(?:please\s+|kindly\s+)?(?:set|make|add|put|create)\s+(?:me\s+|up\s+)?(?:a|an)\s+(?:(?P<rep>weekly|daily|monthly|yearly|fortnightly)\s+)?(?:reminder|alarm|alert)\s+(?:for\s+it\s+)?(?P<t>(?:for|at|on|every|each)\s+.+?)(?:\s+(?:please|pls|thanks))?[.!?]*$`)

var remindAtTime = re(`^(?:and\s+|so\s+|please\s+)*(?:remind|ping|nudge|alert|tell)\s+me\s+(?P<t>(?:at|around|by|from)\s+.+?)(?:\s+(?:please|pls|thanks))?[.!]*$`)

// reportRules read a thing said done.
var reportRules = set(`past-report state state-said is-done verbless-done`)

// thousands: a comma inside a number ("£1,500"), no list break.
var thousands = regexp.MustCompile(`(\d),(\d{3})\b`)

// splitList cuts a list at its commas, semicolons and ", and", never at
// the comma inside a number ("£1,500 raised").
func splitList(s string, n int) []string {
	parts := listSep.Split(quotedSpaces(commasInParens(thousands.ReplaceAllString(s, "$1\x01$2"))), n)
	for i, p := range parts {
		parts[i] = strings.ReplaceAll(strings.ReplaceAll(p, "\x01", ","), "\x02", " ")
	}
	return parts
}

// commasInParens is s with each comma and semicolon inside parentheses
// or double quotes as \x01 ("order the supplies (iodine, tubes, colostrum)" is one item);
// splitList turns \x01 back into a comma.
func commasInParens(s string) string {
	if !strings.Contains(s, "(") && strings.Count(s, `"`) < 2 {
		return s
	}
	b := []byte(s)
	depth := 0
	quoted := false
	for i, c := range b {
		switch {
		case c == '"':
			quoted = !quoted // "finish reading \"Tomorrow, and Tomorrow\"": one title
		case c == '(':
			depth++
		case c == ')' && depth > 0:
			depth--
		case (c == ',' || c == ';') && (depth > 0 || quoted):
			b[i] = '\x01'
		}
	}
	return string(b)
}

// allMutate: every step changes something, none a new task.
func allMutate(steps []plan.Step) bool {
	for _, st := range steps {
		if !mutates(st.Tool) || st.Tool == "createTask" {
			return false
		}
	}
	return true
}

// someoneDid: a report of what someone else did ("Johan ran all the
// errands this afternoon"): a name, then a past form.
func someoneDid(s string) bool {
	f := strings.Fields(asciiLower(s))
	return len(f) >= 3 && !subjectPronoun[f[0]] && f[0] != "i" && !determiners[f[0]] && !taskVerbs[f[0]] && pastForm(f[1])
}

// mutatingReport: a past report said of oneself ("I paid the deposit"),
// which is a change of its own, not news (as is one opening with its verb,
// "swept the yard").
func mutatingReport(s string) bool {
	l := asciiLower(strings.TrimSpace(s))
	return strings.HasPrefix(l, "i ") || strings.HasPrefix(l, "we ") || strings.HasPrefix(l, "i've ") || strings.HasPrefix(l, "ive ")
}

// pastForm: a verb's past form ("did", "went", "sorted"), never a to-do's
// opening.
func pastForm(w string) bool {
	w = asciiLower(w)
	base, ok := pastVerb(w)
	return ok && base != w && !taskVerbs[w]
}

// trailingLabels: @labels ending a list's last item.
var trailingLabels = regexp.MustCompile(`(?:\s+@[\p{L}\p{N}_-]+)+\s*$`)

// tagsOf is a tags argument as a list.
func tagsOf(v any) []string {
	switch t := v.(type) {
	case []string:
		return t
	case []any:
		var out []string
		for _, x := range t {
			out = append(out, fmt.Sprint(x))
		}
		return out
	}
	return nil
}

// digitColon: a colon between digits ("1:1", "2:30").
var digitColon = regexp.MustCompile(`\d:\d`)

// changeVerbs open a change to an item that says its new state after the
// item's name ("move X to friday", "rename X to Y").
var changeVerbs = set(`move push reschedule postpone shift bump rename snooze`)

// cutHere says whether next begins a new command. After a list head
// ("add tasks to …", "add 3 tasks: …") a cut never happens: the rest is
// the list.
// taskToProjectHead: "add a task to the P project", said before its title.
var taskToProjectHead = lazy(`(?i)^(?:please\s+)?(?:add|put|create|make)\s+(?:a\s+|another\s+|one\s+more\s+)?(?:new\s+)?(?:task|to-?do|item|reminder)\s+(?:to|in|into|for|under)\s+(?:the\s+|my\s+|our\s+)?\S.*\s+project$`)

// notThatOne: a short correction's old value ("not weekly", "rather than
// friday"), said of the clause before it.
var notThatOne = lazy(`(?i)^\W*(?:not|rather\s+than|instead\s+of)\s+\S+(?:\s+\S+){0,2}\W*$`)

func cutHere(prev, next string) bool {
	if forMeEnd.MatchString(prev) {
		return false // "call greenfield for me and ask where the milk is": one errand for Pace
	}
	if cp, _ := clean(prev); taskToProjectHead.MatchString(cp) {
		return false // "add a task to the garden project, buy seeds": where, then what
	}
	if notThatOne.MatchString(next) {
		return false // "make the bins fortnightly, not weekly": what it replaces
	}
	if a, b := cutDates(prev), cutDates(next); a.repeats != "" && b.repeats != "" && wordy(a.rest) && wordy(b.rest) {
		return true // "Ollie swimming every wed 5pm, Ellie ballet every sat 9.30am": two repeating things
	}
	if cp, _ := clean(prev); listHead.MatchString(cp) || listBare.MatchString(cp) || listTo.MatchString(cp) || listCounted.MatchString(cp) || leadIn.MatchString(strings.TrimSpace(prev)) {
		return false
	}
	// A note keeps the whole message: "note: grandma loves lilies, order
	// them from Petal Lane" is one note, not a note and a stray task.
	if noteBody.MatchString(prev) || isNotesHead(prev) || noteOnItemHead.MatchString(prev) {
		return false
	}
	s, q := clean(next)
	if s == "" {
		return false
	}
	if q && isQuestion(s, false) {
		if ps, pq := clean(prev); isQuestion(ps, pq) && Parse(next).Tool == "askNotes" {
			// "when is the boiler service due and who do I call?": the
			// second question leans on the first's subject; the notes are
			// asked both at once
			return false
		}
		return true
	}
	l := asciiLower(s)
	if rest, ok := strings.CutPrefix(asciiLower(strings.TrimSpace(next)), "also "); ok && len(strings.Fields(rest)) >= 2 && !strings.HasPrefix(rest, "in ") && !strings.HasPrefix(rest, "for ") {
		// "pay the gas bill. also Xfinity bill same day": "also" opens
		// one more request
		return true
	}
	for _, p := range []string{"it ", "that ", "this ", "them "} {
		if strings.HasPrefix(l, p) {
			return false
		}
	}
	if (opensWithSubject(s) || strings.HasPrefix(l, "i ")) && Parse(prev).Tool == "undo" {
		return false // "undo that, i want to keep the label": the reason
	}
	if strings.Contains(l, " milestone") && !strings.Contains(asciiLower(prev), "milestone") {
		if pr := Parse(prev).Rule; pr == "state" || pr == "fallback" || pr == "verbless-done" {
			return false // "layout built and tested milestone is done": one name
		}
	}
	if priorityOnly.MatchString(s) {
		return false // "…, due Mar 3, top priority": said of the item before
	}
	if (tagItClause.MatchString(s) || putItClause.MatchString(s)) && Parse(prev).Tool == "createTask" {
		return false // "add clean the gutters, tag it house": the capture's own label or project
	}
	if m, ok := find(toLevel, s); ok && priorityWord(m.g("p")) != "" && Parse(prev).Tool == "setPriority" {
		return true // "set A to high and B to medium"
	}
	if m, ok := find(refLevel, s); ok && priorityWord(m.g("p")) != "" && !taskVerbs[firstWord(s)] {
		if pp := Parse(prev); pp.Tool == "setPriority" && pp.Rule != "clear-priority" && !strings.Contains(asciiLower(fmt.Sprint(pp.Args["task"])), " and ") {
			return true // "make A urgent and B high priority"
		}
	}
	if pp := Parse(prev); pp.Tool == "createProject" && pp.Args["notes"] != nil && !explicitRules[Parse(next).Rule] && !requestVerbs[asciiLower(firstWord(strings.TrimSpace(next)))] {
		// "new project X - it's for our 50th, the party is on the 13th":
		// the description goes on until a request said outright
		return false
	}
	if pn := Parse(next); pn.Tool == "undo" {
		if pp := Parse(prev); reportRules[pp.Rule] || pp.Rule == "fallback" {
			return false // "oh the overtime's been cancelled, undo that": the reason
		}
	}
	if restDone.MatchString(", "+strings.TrimSpace(next)) && exceptRE.MatchString(prev) {
		return false // "… except the permit, tick the rest off": said again
	}
	if pf := asciiLower(firstWord(strings.TrimSpace(prev))); changeVerbs[pf] && !strings.ContainsAny(prev, ",;") {
		if pp := Parse(prev); pp.Rule == "imperative" || pp.Rule == "fallback" || !pp.Understood {
			// "move the test and tag task to friday": the change is not
			// said yet, so the "and" is inside its item's name
			return false
		}
	}
	p := Parse(next)
	if m, ok := find(toDate, s); ok && p.Tool != "rescheduleTask" && (Parse(prev).Tool == "rescheduleTask" || Parse(prev).Tool == "updateMilestone" && p.Tool != "updateMilestone") {
		// "move the vet to monday and the haircut to friday"
		if _, isDate := datePhrase(m.g("d")); isDate {
			return true
		}
	}
	if showLead.MatchString(s) && readTools[p.Tool] {
		return true // "add a task …, and show me then all tasks of the bridge": a view asked after
	}
	if p.Rule == "out-of-scope" && len(strings.Fields(s)) >= 2 && taskVerbs[firstWord(s)] && Parse(prev).Tool == "createTask" {
		return true // "wash car, order cake, book taxi": a to-do of its own in a list of them
	}
	if !p.Understood || p.Tool == "" && p.Rule != "stop" {
		return false
	}
	if p.Rule == "imperative" && len(strings.Fields(s)) == 2 && pronounTail.MatchString(l) {
		// "…doesn't need a date, clear it": a verb and a pronoun after a
		// change says that change again
		if pp := Parse(prev); pp.Understood && pp.Tool != "createTask" && pp.Rule != "fallback" {
			return false
		}
	}
	if p.Rule == "imperative" {
		if pp := Parse(prev); pp.Tool == "updateTask" && pp.Args["title"] != nil {
			// "rename X to check in online and print passes": the new
			// title runs on
			return false
		}
	}
	switch p.Rule {
	case "imperative":
		if pp := Parse(prev); pp.Tool == "createProject" && pp.Args["notes"] != nil && !toPronoun.MatchString(s) {
			// "create a project Garage: sort the shelves and sell the
			// bike": the description goes on; "…, then add …" still cuts.
			return false
		}
		// a to-do verb with an object: "buy milk", not "Alex".
		if len(strings.Fields(s)) >= 2 && taskVerbs[firstWord(s)] && !goodsThenSource(prev, s) {
			return true
		}
		// "collect the dues by dec 12 and balance the books next fri": two
		// captures, each with its own date and a title of its own ("pick
		// up Sam at 3 and Alex at 4" stays one).
		title, _ := p.Args["title"].(string)
		if p.Tool == "createTask" && p.Args["due"] != nil && len(strings.Fields(title)) >= 2 && !opensWithSubject(s) {
			pp := Parse(prev)
			prevTitle, _ := pp.Args["title"].(string)
			// "the dentist january 8th at 9, and also lunch with Sue on
			// january 10th": things to be at, each dated, are two too
			return pp.Tool == "createTask" && pp.Args["due"] != nil && prevTitle != ""
		}
		return false
	case "past-report":
		// "I took out the bins and fed the cat": two reports, two tasks
		// done; "finished the report and sent it" stays one.
		ref, _ := p.Args["task"].(string)
		return reportRules[Parse(prev).Rule] && !pronounTail.MatchString(ref)
	case "state", "state-said":
		if reportRules[Parse(prev).Rule] && determiners[firstWord(l)] && !bareSorted.MatchString(l) {
			return true // "I submitted the timesheet and the proofread is done"
		}
		// "the cards are posted and the turkey's ordered": two things done;
		// "finish the quote by friday, and the ute's dropped off": a
		// capture, then a thing said done
		pp := Parse(prev)
		return pp.Rule == "state" || pp.Rule == "state-said" || pp.Tool == "createTask" && p.Rule == "state-said" && determiners[firstWord(l)]
	case "verbless-done", "status", "fallback", "question", "meant":
		return false // "… i mean in here …" corrects the words before it
	}
	return true
}

// readTools show things and change nothing.
var readTools = set(`queryTasks projectStatus listProjects agenda listMilestones searchEverything searchNotes calendarAgenda`)

// showLead: a view asked for outright ("show me then …", "list …").
var showLead = re(`^(?:(?:and\s+)?(?:then\s+)?(?:show|list|display|give)(?:\s+me)?(?:\s+then)?\s)`)

// listNouns: what a list head calls its items ("add these tasks:",
// "three errands -").
const listNouns = `(?:tasks|todos|to-dos|things|items|reminders|errands|jobs|chores)`

var (
	// noteBody: a note whose text follows ("note: …", "remember that …");
	// "create a note called X and add Y to it" is still two steps.
	noteBody = re(`^\s*(?:note\s*:|note\s+(?:that|down)\b|(?:please\s+)?(?:save|add|make|write|create|take|start|new)\s+(?:a\s+|me\s+a\s+|new\s+|a\s+new\s+)?note\s*(?::|that\b|saying\b)|note\s+to\s+(?:self|myself)\b|(?:remember|don't forget)\s+that\b|jot(?:\s+down)?\b|(?:make|take)\s+a\s+note\s+(?:that|of)\b|write\s+down\b)`)
	listHead = re(`^(?:(?:please\s+)?(?:add|create|make|put|log|new)\s+(?:these|the following|some|a few|a couple of|several|(?:\d+|two|three|four|five|six|seven|eight|nine|ten)(?:\s+new)?|new)?\s*` + listNouns + `(?:\s+(?:to|in|for|on)\s+(?:the\s+|my\s+)?(?P<p>[^:]+?)(?:\s+project)?)?\s*(?::|to\b|-))`)
	listBody = re(`^(?P<head>(?:please\s+)?(?:add|create|make|put|log|new)\s+(?:these|the following|some|a few|a couple of|several|(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten)(?:\s+new)?|new)?\s*` + listNouns + `(?:\s+(?:to|in|for|on)\s+(?:the\s+|my\s+)?(?P<p>[^:]+?)(?:\s+project)?)?)\s*(?::|\bto\b|-)\s*(?P<list>.+)$`)
	// listTo: "add to garden: a, b and c" names the project first.
	listTo = re(`^(?P<head>(?:please\s+)?(?:(?:add|put)\s+(?:(?:some\s+|these\s+|the\s+following\s+|(?:two|three|four|five|\d+)\s+)?(?:tasks|to-?dos|items|things)\s+)?(?:to|in|into|under)|under)\s+(?:the\s+|my\s+)?(?P<p>[^:,]+?)(?:\s+project)?)\s*:\s*(?P<list>.+)$`)
	// listCounted: a count of things and a colon or dash, no verb ("two
	// things for today - a, and b", "3 jobs for the van: a, b, c").
	listCounted = re(`^(?P<head>(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten|a\s+couple\s+of|a\s+few)\s+(?:more\s+)?(?:things|tasks|jobs|to-?dos|items|errands)(?:\s+(?:to\s+do\s+)?(?:to|in|for|on)\s+(?:the\s+|my\s+)?(?P<p>[^:–—-]+?)(?:\s+project)?)?)\s*(?::|\s[-–—])\s*(?P<list>.+)$`)
	// listBare: "add these: a, b, c" names no noun.
	listBare = re(`^(?P<head>(?:please\s+)?(?:add|put|create|make)\s+(?:all\s+)?(?:of\s+)?(?:these|the following)(?:\s+(?:to|in|for|on)\s+(?:the\s+|my\s+)?(?P<p>[^:]+?)(?:\s+project)?)?)\s*:\s*(?P<list>.+)$`)
	listSep  = lazy(`\s*(?:,\s*and\s+|;\s*|,\s*)`)
	// listNamed: a list said by its name ("my shopping list: eggs, milk",
	// "add to the packing list - charger, socks", "here's my to-do list
	// for the party: chips, dip", "groceries: eggs, bread").
	listNamed = re(`^(?:(?:here'?s|here\s+is|this\s+is)\s+|(?:please\s+)?(?:add|put)\s+(?:to|on|onto)\s+)?(?:(?:my|the|our)\s+)?(?P<n>(?:[\w'-]+\s+){0,2}(?:list|checklist|tasks|to-?dos|jobs|stuff|things)|groceries|shopping|errands|chores)(?:\s+(?:for|in)\s+(?:the\s+|my\s+)?(?P<p>[^:]+?)(?P<pw>\s+project)?)?\s*(?::|\s[-–—])\s*(?P<list>.+)$`)
	// listOnto: "add eggs, milk and bread to my shopping list".
	listOnto = re(`^(?:please\s+)?(?:add|put|stick|throw)\s+(?P<list>[^:]+?,[^:]+?)\s+(?:to|on|onto)\s+(?:my|the|our)\s+(?:[\w'-]+\s+)?list$`)
	// listNeed: things to do, said with a colon or dash ("I need to: a, b,
	// c", "for the Garden project I have to: a, b", "things to do for
	// Garden - a, b", "for Garden: a, b", "Garden project: a, b").
	listNeed = re(`^(?:(?:for|in)\s+(?:the\s+|my\s+)?(?P<p>[^,:]+?)(?P<pw>\s+project)?\s*(?:,\s*|\s+|(?P<bare>:\s*))|(?:the\s+)?(?P<p3>[^,:]+?)(?P<pw3>\s+project)\s*(?P<bare3>:\s*))?` + needHead + `(?:\s+(?:for|in|on)\s+(?:the\s+|my\s+)?(?P<p2>[^:]+?)(?P<pw2>\s+project)?\s*(?P<sep2>:|\s[-–—]))?\s*(?P<sep>:|\s[-–—])?\s*(?P<list>.+)$`)
	// listNeedFor is listNeed with a project before a head that must be
	// there: "for the spare room I need to: …" (listNeed's lazy project
	// slot would stop at "spare").
	listNeedFor = re(`^(?:for|in)\s+(?:the\s+|my\s+)?(?P<p>[^,:]+?)(?P<pw>\s+project)?\s*,?\s+` + strings.TrimSuffix(needHead, "?") + `(?:\s+(?:for|in|on)\s+(?:the\s+|my\s+)?(?P<p2>[^:]+?)(?P<pw2>\s+project)?\s*(?P<sep2>:|\s[-–—]))?\s*(?P<sep>:|\s[-–—])?\s*(?P<list>.+)$`)
	// listForColon: "for the Ruby Anniversary project: a, b, c" — the
	// project's whole name up to the colon (listNeed's lazy slot would
	// stop at its first word).
	listForColon = re(`^(?:for|in)\s+(?:the\s+|my\s+)?(?P<p>[^,:]+?)(?P<pw>\s+project)?\s*(?P<bare>:)\s*(?P<list>.+)$`)
	// listWhen: a day, a colon, the list ("today: a, b and c").
	listWhen = re(`^(?:for\s+|on\s+)?(?P<p>[^,:]+?)\s*:\s*(?P<list>.+)$`)
	// listUnderName: a name, a colon, a list of several ("taxes: gather
	// receipts, file the return"): filed under that project if it exists.
	listUnderName = re(`^(?P<p>[\w'&-]+(?:\s+[\w'&-]+){0,3})\s*:\s*(?P<list>.+)$`)
	notListName   = re(`(?i)\b(?:notes?|memo|reminders?|ideas?|journal|diary|log|fyi|nb|ps|re|q|questions?|answer|quote|thoughts?|summary|description|desc|details|password|code|address|phone|number|email|recipe|directions|todo|to-?dos?|to\s+do|tasks?|list|shopping|groceries|errands|chores|project|milestones?|add|to|for|in|into|under|the|create|new|put|my|our)\b`)
	// listNeedWhen: a day before the head ("tomorrow I need to: a, b").
	listNeedWhen = re(`^(?P<p>[^,:]+?)\s*,?\s+` + strings.TrimSuffix(needHead, "?") + `\s*(?P<sep>:|\s[-–—])?\s*(?P<list>.+)$`)
	// asideStart: an item that comments on the one before ("todo: call
	// mom, she's expecting it") — then the text is no list.
	asideStart = re(`^(?:it|she|he|they|that|this|which|who|because|cause|so|but)\b`)
)

// needHead says there are things to do: "I need to", "I have to do
// these", "things to do", "to-dos"; empty after "for Garden:".
const needHead = `(?P<head>(?:i\s+|we\s+)?(?:really\s+|still\s+|also\s+)?(?:need|have|want|got|gotta|must|should)(?:\s+to)?(?:\s+do(?:\s+(?:these|this|the\s+following))?)?|i've\s+got\s+to|(?:things|stuff|tasks|jobs|chores)\s+(?:i\s+(?:need|have)\s+)?to\s+do|to-?\s?dos?|todos)?`

// madeWords start a request to make something, never a project's name
// said before a list ("new project Garden: …" creates it).
var madeWords = set(`new create start make add set up a an`)

// saidList reads a list said by its name or as things to do, with at
// least two items (a named list: one will do): the items, and where they
// go — a project said with the word "project" (key "project": filed
// there, created if new), a project that may exist (key "fileUnder"), or
// a day ("todo list for saturday": key "due").
// doneList: a list of things done ("done: a, b, c").
var doneList = re(`^(?:(?:all\s+)?(?:done|finished|completed|sorted|ticked\s+off|did|got\s+done)|i\s+(?:did|finished|completed))\s*[:\-–—]\s*\S`)

func saidList(s string) (items []string, key, proj string, ok bool) {
	if !strings.Contains(digitColon.ReplaceAllString(s, ""), ":") && !strings.Contains(s, " - ") && !strings.Contains(s, " – ") {
		if digitColon.MatchString(s) {
			return nil, "", "", false // "a 1:1 with Jonas", "2:30": a time or a name, no list's colon
		}
	}
	if noteBody.MatchString(s) || isNotesHead(s) {
		return nil, "", "", false // "jot down: a, b, c" is a note's text
	}
	if doneList.MatchString(s) {
		return nil, "", "", false // "done: a, b, c" reports them done
	}
	for _, r := range []*lazyRE{listNeedFor, listNeedWhen, listWhen, listForColon, listNeed, listNamed, listOnto, listUnderName} {
		m, found := find(r, s)
		if !found {
			continue
		}
		if r == listUnderName && (notListName.MatchString(m.g("p")) || !strings.Contains(m.raw("list"), ",")) {
			continue // "note: …" is a note; "taxes: a, b" files a and b under Taxes
		}
		if r == listNamed && taskVerbs[firstWord(m.g("n"))] {
			continue // "buy stuff - …", "add tasks: …" are requests, not a list's name
		}
		if _, isDate := datePhrase(m.g("p")); (r == listNeedWhen || r == listWhen) && !isDate {
			continue // "tomorrow I need to: …", "today: …" only: a day before the head
		}
		need := r == listNeed || r == listNeedFor || r == listNeedWhen || r == listForColon
		p, pw := m.g("p"), m.g("pw")
		if p == "" {
			p, pw = m.g("p2"), m.g("pw2")
		}
		if p == "" {
			p, pw = m.g("p3"), m.g("pw3")
		}
		said := !need || m.raw("sep") != "" || m.raw("sep2") != "" // a colon or dash after the head
		if need {
			colon := m.raw("bare") != "" || m.raw("bare3") != ""
			if m.g("head") == "" && !colon || m.g("head") != "" && !said && p == "" {
				continue // a list needs a head and a colon or dash, or a project before it
			}
			if f := strings.Fields(strings.ToLower(p)); len(f) > 0 && madeWords[f[0]] {
				continue
			}
		}
		items = listItems(m.raw("list"), 0)
		if last := items[len(items)-1]; !need && len(items) >= 2 && strings.Contains(last, " and ") {
			// "eggs, milk and bread": a list of things ends with "and".
			i := strings.LastIndex(last, " and ")
			items = append(items[:len(items)-1], strings.TrimSpace(last[:i]), strings.TrimSpace(last[i+len(" and "):]))
		}
		if r == listNamed {
			items = splitItems(items)
		}
		filed := false
		if n := len(items); n >= 2 {
			if fm, ok := find(filedLast, items[n-1]); ok {
				// "…, put them in the move project please": where the
				// items go, not an item
				items, filed = items[:n-1], true
				if p == "" || strings.EqualFold(trimProject(p), trimProject(fm.g("p"))) {
					p, pw = fm.g("p"), fm.g("pw")
				}
			}
		}
		if len(items) < 2 && r != listNamed && !filed {
			return nil, "", "", false // "todo: X" is read as one task by the capture rules
		}
		for _, it := range items {
			if asideStart.MatchString(strings.ToLower(strings.TrimSpace(it))) {
				return nil, "", "", false
			}
			if !said && m.g("head") != "" && !taskVerbs[firstWord(it)] {
				return nil, "", "", false // "for Garden I need to buy soil and a rake" is one task
			}
		}
		key = "fileUnder"
		if pw != "" {
			key = "project"
		}
		if p != "" && !ownerWord[asciiLower(firstWord(p))] {
			proj = trimProject(p)
			if d, isDate := datePhrase(p); isDate {
				key, proj = "due", d
			}
		}
		return items, key, proj, true
	}
	return nil, "", "", false
}

// ownerWord: a possessive that names people, never a project ("a demo
// for their IT team").
var ownerWord = set(`their his her your our them him us me`)

// filedLast: a list's last part that says where its items go ("put them
// in the move project please").
var filedLast = re(`^(?:and\s+)?(?:please\s+)?(?:put|file|stick|pop|add)\s+(?:it|this|that|them|these|those|all\s+of\s+them)\s+(?:in|into|under|to|on)\s+(?:the\s+|my\s+)?(?P<p>.+?)(?P<pw>\s+project)?(?:\s+please)?[.!]?$`)

// toNamedProject: a clause ending "to/into the P project".
// toPlaceTail: "… to studio move" ending a clause: where a to-do goes.
var toPlaceTail = re(`\s(?:to|into|under)\s+(?:the\s+|my\s+)?\S.*$`)

var toNamedProject = re(`\s(?:to|into|in|under)\s+(?:the\s+|my\s+)?\S.*\s+project$`)

// eachDeleted cuts a delete of "the bar shift and the tights task" into
// one delete per task, so the approval names each and none is dropped:
// both parts must be said as items ("the …", "my …", "… task"); "delete
// salt and pepper" stays one reference.
func eachDeleted(p ParsedIntent) ([]plan.Step, bool) {
	ref, _ := p.Args["task"].(string)
	if p.Tool != "deleteTask" || !strings.Contains(asciiLower(ref), " and ") {
		return nil, false
	}
	var steps []plan.Step
	for _, part := range strings.Split(ref, " and ") {
		part = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(part), ","))
		if !definiteRef.MatchString(part) && !existingTask.MatchString(part) {
			return nil, false
		}
		steps = append(steps, plan.Step{Tool: "deleteTask", Args: map[string]any{"task": part}})
	}
	return steps, len(steps) > 1
}

// goodsThenSource reports the second of two things got together ("order
// rice and oil from Fook Hing", "order tile and grout for the bathroom"):
// after a verb of getting, a word that could be a verb ("oil", "grout")
// followed by "from" or "for" is one more thing to get, not a to-do.
func goodsThenSource(prev, next string) bool {
	p, n := strings.Fields(asciiLower(prev)), strings.Fields(asciiLower(next))
	for len(p) > 0 && (p[0] == "add" || p[0] == "please" || p[0] == "pls") {
		p = p[1:] // "add order tile and grout for …"
	}
	if len(p) < 2 || len(n) < 3 || !acquireVerbs[p[0]] || verbsWithSource[n[0]] {
		return false
	}
	return n[1] == "from" || n[1] == "for"
}

// acquireVerbs: verbs of getting things; verbsWithSource: verbs said with
// "from" or "for" as verbs ("pay for", "ask for", "shop for").
var (
	acquireVerbs    = map[string]bool{"order": true, "buy": true, "get": true, "purchase": true, "grab": true, "restock": true, "collect": true, "pick": true}
	verbsWithSource = map[string]bool{"pay": true, "ask": true, "look": true, "wait": true, "apply": true, "shop": true, "go": true, "call": true,
		"search": true, "sign": true, "vote": true, "prepare": true, "register": true, "save": true, "send": true, "head": true, "come": true,
		"get": true, "run": true, "book": true, "check": true, "fetch": true, "collect": true, "bring": true, "pray": true, "cook": true,
		"clean": true, "plan": true, "train": true, "study": true, "revise": true, "audition": true, "try": true, "pick": true, "buy": true, "order": true}
)

// meOrUs: a request that names its beneficiary ("book me a taxi") asks
// Pace to do it.
var meOrUs = lazy(`(?i)\b(?:me|us)\b`)

// splitItems cuts an item of a named list that holds two captures
// ("choir stuff - collect the dues by friday and balance the books
// monday") where a request would be cut.
func splitItems(items []string) []string {
	var out []string
	for _, it := range items {
		cl := plan.Split(quotedSpaces(it), cutHere) // "\"buy crackers and table decorations\"" is one title
		for i := range cl {
			cl[i] = strings.ReplaceAll(cl[i], "\x02", " ")
		}
		if len(cl) < 2 {
			out = append(out, it)
			continue
		}
		for i, c := range cl {
			if Parse(c).Tool != "createTask" || i > 0 && taskVerbs[asciiLower(firstWord(cl[0]))] && !taskVerbs[asciiLower(firstWord(strings.TrimSpace(c)))] || i > 0 && goodsThenSource(cl[i-1], strings.TrimSpace(c)) {
				// "confirm the turkey and ham pie orders": one object, not
				// a second to-do with no verb of its own
				cl = []string{it}
				break
			}
		}
		out = append(out, cl...)
	}
	return out
}

// quotedSpaces is s with each space inside double quotes as \x02, so no
// cut falls inside a quoted title.
func quotedSpaces(s string) string {
	if strings.Count(s, `"`) < 2 {
		return s
	}
	b := []byte(s)
	quoted := false
	for i, c := range b {
		switch {
		case c == '"':
			quoted = !quoted
		case c == ' ' && quoted:
			b[i] = '\x02'
		}
	}
	return string(b)
}

// notProject: a list, not a project ("add to my shopping list: …").
var notProject = re(`\b(?:list|lists|calendar|agenda|inbox|notes?|reminders|tasks|to-?dos?)$`)

// placeHead: a list's head that says where the items go ("add to
// christmas:"), where a holiday's name is the project's.
var placeHead = re(`\b(?:add|put)\s+(?:\w+\s+)*?(?:to|into|in|under)\s+(?:the\s+|my\s+)?[^:]+$`)

// listSteps expands "add 3 tasks: a, b and c" into one createTask per item.
func listSteps(cl string) ([]plan.Step, bool) {
	s, q := clean(cl)
	if noteBody.MatchString(s) || isNotesHead(s) {
		return nil, false // "jot down: a, b, c" is a note's text
	}
	if items, key, proj, ok := saidList(s); ok && !isQuestion(s, q) {
		return listTasks(items, key, proj)
	}
	m, ok := find(listBody, s)
	if !ok {
		m, ok = find(listCounted, s)
	}
	if !ok {
		if m, ok = find(listBare, s); !ok {
			if m, ok = find(listTo, s); !ok || notProject.MatchString(m.g("p")) {
				return nil, false
			}
		}
	}
	items := listItems(m.raw("list"), countWord(m.g("n")))
	proj := ""
	if p := m.g("p"); p != "" && !strings.EqualFold(p, "list") && !strings.EqualFold(p, "my list") {
		proj = trimProject(p)
		if d, isDate := datePhrase(p); isDate && !strings.Contains(asciiLower(m.raw("head")), " project") && !placeHead.MatchString(m.raw("head")) {
			// "add three tasks for tomorrow: …": a day, not a project
			return listTasks(items, "due", d)
		}
	}
	return listTasks(items, "project", proj)
}

// projectSteps reads "make two new projects: Kitchen Reno (new cabinets
// and floor) and Book Club" as one createProject each, a bracket as its
// description (its commas and "and" are its own).
func projectSteps(s string) ([]plan.Step, bool) {
	m, ok := find(projectsList, s)
	if !ok {
		return nil, false
	}
	list := m.raw("list")
	var descs []string
	list = bracketRE.ReplaceAllStringFunc(list, func(b string) string {
		descs = append(descs, strings.Trim(b, "()[] "))
		return fmt.Sprintf(" \x00%d\x00", len(descs)-1)
	})
	n := countWord(m.g("n"))
	if n == 0 {
		// "projects" says several: the last "and" joins the last two
		// ("Garden, Garage and Shed", "Garden and Garage").
		n = len(splitList(list, -1)) + 1
	}
	var steps []plan.Step
	for _, it := range listItems(list, n) {
		name, desc := it, ""
		if i := strings.IndexByte(it, 0); i >= 0 {
			var n int
			fmt.Sscanf(it[i+1:], "%d", &n)
			name, desc = it[:i], descs[n]
		}
		if name = trimValue(name); name == "" {
			continue
		}
		args := map[string]any{"name": name}
		if desc != "" {
			args["notes"] = desc
		}
		steps = append(steps, plan.Step{Tool: "createProject", Args: args})
	}
	return steps, len(steps) > 1
}

// milestonesList: several milestones of one project said at once ("add
// milestones to garden: beds dug in 3 weeks and planting done in 5 weeks").
var milestonesList = re(`^(?:(?:please\s+)?(?:add|create|make|set|set\s+up|put|give)\s+)?(?:(?P<n>two|three|four|five|\d+|some|a\s+few|few|a\s+couple\s+of)\s+)?(?:more\s+|new\s+)?milestones\s+(?:to|for|in|on|under)\s+` + projectNameOrBare + `(?:\s*[:,]|\s+-)\s*(?P<list>\S.+)$`)

// milestonesListAfter: the list first, the project after it, said with
// the word project.
var milestonesListAfter = re(`^(?:(?:please\s+)?(?:add|create|make|set|set\s+up|put)\s+)?(?:(?P<n>two|three|four|five|\d+|some|a\s+few|a\s+couple\s+of)\s+)?(?:new\s+)?milestones\s*:?\s+(?P<list>\S.+)\s+(?:to|for|in|under)\s+(?:the\s+|my\s+)?(?:project\s+(?P<p>[^:,]+)|(?P<p2>[^:,]+?)\s+project)$`)

// milestonesOfIt: milestones with no project said ("also milestones for
// a on D1 and b on D2").
var milestonesOfIt = re(`^(?:(?:also|and|plus|then)\s+)*(?:(?:add|create|make|set\s+up|put\s+in)\s+)?(?:(?:two|three|four|some|a\s+couple\s+of)\s+)?(?:new\s+|more\s+)?milestones\s+(?:for\s+)?(?P<list>\S.+)$`)

// milestoneItems makes one dated addMilestone of project per item of list
// (cut at commas and "and"); ok is false unless every item is a dated
// milestone.
func milestoneItems(list, project string) ([]plan.Step, bool) {
	var steps []plan.Step
	for _, it := range splitAnd(list) {
		p := Parse("add a milestone " + it)
		if p.Tool != "addMilestone" || p.Args["due"] == nil || p.Args["project"] != "it" {
			return nil, false // an item that names its project is another form
		}
		p.Args["project"] = project
		st, ok := p.Step()
		if !ok {
			return nil, false
		}
		steps = append(steps, st)
	}
	return steps, len(steps) > 1
}

// milestonesBothIn: the list, then "both/all in P".
var milestonesBothIn = re(`^(?:(?:please\s+)?(?:add|create|make|set|set\s+up|put)\s+)?(?:(?P<n>two|three|four|five|\d+|some|a\s+few|a\s+couple\s+of)\s+)?(?:new\s+)?milestones\s+(?:for\s+)?(?P<list>\S.+?)\s*,?\s+(?:both|all(?:\s+(?:of\s+them|three|four))?)\s+(?:in|for|to|under|on)\s+(?:the\s+|my\s+)?(?P<p3>[^,:]+?)(?:\s+project)?$`)

// milestonesNamedFirst: the project, then "milestones" and a colon.
var milestonesNamedFirst = re(`^(?:the\s+|my\s+)?(?P<p3>[^:,]+?)(?:\s+project)?(?:'s)?\s+milestones\s*[:-]\s*(?P<list>\S.+)$`)

// projectNameOrBare: "the X project", "project X" or a bare name up to
// the list's colon.
const projectNameOrBare = `(?:the\s+|my\s+)?(?:project\s+(?P<p>[^:,]+?)|(?P<p2>[^:,]+?)\s+project|(?P<p3>[^:,]+?))`

// milestoneSteps reads milestonesList as one addMilestone per item, each
// with its own date. "and" cuts two items only where both sides read as a
// dated milestone ("design and build by may" stays one), or where the
// plural is said of two names alike and nothing else.
func milestoneSteps(s string) ([]plan.Step, bool) {
	if m, ok := find(milestonesOfIt, s); ok && !strings.Contains(s, ":") {
		// "also milestones for A on D1 and B on D2": of the project just
		// named, each item dated
		if steps, ok := milestoneItems(m.raw("list"), "it"); ok {
			return steps, true
		}
	}
	m, ok := find(milestonesBothIn, s) // "add milestones for A on D1 and B on D2, both in P"
	if !ok {
		m, ok = find(milestonesList, s)
	}
	if !ok {
		// "add milestones A on D1 and B on D2 to the P project"
		m, ok = find(milestonesListAfter, s)
	}
	if !ok {
		// "nippers breakup milestones: A by D1, B D2"
		m, ok = find(milestonesNamedFirst, s)
	}
	if !ok {
		return nil, false
	}
	proj := trimProject(m.g("p") + m.g("p2") + m.g("p3"))
	if proj == "" {
		return nil, false
	}
	one := func(item string) (plan.Step, bool) {
		// the project first: a "to" inside the item ("final numbers to
		// venue 8 jan") is the item's own
		p := Parse("add a milestone to the " + proj + " project: " + strings.TrimSpace(item))
		if p.Tool != "addMilestone" || !strings.EqualFold(fmt.Sprint(p.Args["project"]), proj) {
			return plan.Step{}, false
		}
		st, ok := p.Step()
		return st, ok
	}
	dated := func(item string) bool {
		st, ok := one(item)
		return ok && st.Args["due"] != nil
	}
	var steps []plan.Step
	pieces := splitList(m.raw("list"), -1)
	// "milestones design and build": two names joined, plural said, no
	// comma, are two milestones
	// of one shape ("base laid and roof on", but "venue booked and paid")
	pair := len(pieces) == 1 && strings.Count(pieces[0], " and ") == 1 && pluralMilestones.MatchString(s)
	if pair {
		a, b, _ := strings.Cut(pieces[0], " and ")
		na, nb := len(strings.Fields(a)), len(strings.Fields(b))
		pair = na == nb || na > 1 && nb > 1
	}
	for _, piece := range pieces {
		parts := strings.Split(piece, " and ")
		cur := parts[0]
		var items []string
		for _, next := range parts[1:] {
			if dated(cur) && dated(next) || pair {
				items, cur = append(items, cur), next
				continue
			}
			cur += " and " + next
		}
		for _, it := range append(items, cur) {
			st, ok := one(it)
			if !ok {
				return nil, false
			}
			steps = append(steps, st)
		}
	}
	return steps, len(steps) >= 1
}

var bracketRE = lazy(`\s*[(\[][^)\]]*[)\]]`)

// projectsList: several projects created at once.
var projectsList = re(`^(?:(?:please\s+)?(?:create|make|start|add|set\s+up|open|begin)\s+)?(?:(?P<n>two|three|four|five|\d+|some|a\s+few|a\s+couple\s+of)\s+)?(?:new\s+)?projects\s*(?:called|named|for)?\s*[:,-]?\s*(?P<list>\S.+)$`)

// clockOnly: a due phrase that says only a time of day ("at 3:30", "5pm",
// "in the evening").
var clockOnly = re(`^(?:at\s+|by\s+|around\s+|about\s+)?(?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midday|midnight|(?:in\s+the\s+)?(?:morning|afternoon|evening)|tonight)$`)

// listTasks makes one createTask per item; proj, when said, goes in each
// task's key ("project" or "fileUnder") unless the item names its own.
func listTasks(items []string, key, proj string) ([]plan.Step, bool) {
	var steps []plan.Step
	var shared []string
	if n := len(items); n > 1 {
		if m := trailingLabels.FindStringIndex(items[n-1]); m != nil && m[0] > 0 {
			// "…: get paper, pick up the cleaning, post the card @errands":
			// a label ending the list is every item's
			for _, g := range strings.Fields(items[n-1][m[0]:]) {
				shared = append(shared, strings.ToLower(strings.TrimPrefix(g, "@")))
			}
			items = append(items[:n-1:n-1], strings.TrimSpace(items[n-1][:m[0]]))
		}
	}
	defer func() {
		for _, st := range steps {
			if len(shared) > 0 {
				st.Args["tags"] = append(tagsOf(st.Args["tags"]), shared...)
			}
		}
	}()
	for _, it := range items {
		if n := len(steps); n > 0 && steps[n-1].Args["due"] == nil && dateOnlyItem(it) {
			// "…: book the train tickets, before the 15 December": said of
			// the item before
			d, _ := datePhrase(strings.TrimSpace(it))
			steps[n-1].Args["due"] = d
			continue
		}
		if n := len(steps); n > 0 {
			if m := labelOnlyItem.FindStringSubmatch(strings.TrimSpace(it)); m != nil {
				// "…: order therabands, with the label shopping": said of
				// the item before
				steps[n-1].Args["tags"] = append(tagsOf(steps[n-1].Args["tags"]), strings.ToLower(m[1]))
				continue
			}
		}
		if n := len(steps); n > 0 && priorityOnly.MatchString(strings.TrimSpace(asciiLower(it))) {
			// "…: oil the hinges, low priority": said of the item before
			if a, ok := taskArgs("x " + it); ok && a["priority"] != nil {
				steps[n-1].Args["priority"] = a["priority"]
				continue
			}
		}
		args, ok := taskArgs(it)
		if !ok {
			continue
		}
		own, _ := args["due"].(string)
		switch {
		case key == "due" && own != "" && clockOnly.MatchString(own):
			args["due"] = proj + " " + own // "tomorrow …: pick up the kids at 3:30"
		case key == "due" && own != "":
			// the item's own day wins
		case proj != "" && args["project"] == nil:
			args[key] = proj
		}
		steps = append(steps, plan.Step{Tool: "createTask", Args: args})
	}
	if len(steps) == 0 {
		return nil, false
	}
	return steps, true
}

// refTools produce or act on one item a later "it" can mean.
var refTools = set(`createTask completeTask reopenTask rescheduleTask snoozeTask setPriority setRecurrence updateTask
addDependency createProject addMilestone createNote appendNote completeMilestone updateMilestone tagTask untagTask`)

var pronoun = set(`it that this them`)

func init() {
	for _, p := range []string{"that one", "this one", "the one", "that task", "this task"} {
		pronoun[p] = true
	}
}

// ofProject: a task change said of a project just made ("… then delete
// it") and the project's own change.
var ofProject = map[string]string{"deleteTask": "deleteProject", "completeTask": "archiveProject"}

// link resolves "it"/"that" to the latest item step and files tasks that
// follow a createProject into it.
func link(steps []plan.Step) plan.Plan {
	lastItem := 0
	project := 0
	for i := range steps {
		st := &steps[i]
		if v, ok := st.Args["project"].(string); ok && st.Tool == "createTask" && pronoun[v] && lastItem > 0 {
			// "create a note called X and add Y to it": Y goes into the note.
			if steps[lastItem-1].Tool == "createNote" {
				*st = plan.Step{Tool: "appendNote", Args: map[string]any{"note": "$" + itoa(lastItem), "text": st.Args["title"]}}
			}
		}
		for _, k := range []string{"task", "project", "fileUnder", "into", "note", "milestone", "from", "to", "blockedBy"} {
			v, ok := st.Args[k].(string)
			if !ok || !pronoun[strings.ToLower(strings.TrimSpace(v))] {
				continue
			}
			target := lastItem
			if k == "project" || k == "fileUnder" || k == "into" {
				// ("move the vocabulary task into it" after the project)
				// a project slot points at a project made in this plan, or
				// stays for the conversation's project
				if project == 0 {
					continue
				}
				target = project
			}
			if target > 0 && k == "fileUnder" {
				// the project made in this plan is filed by its id
				delete(st.Args, "fileUnder")
				delete(st.Args, "fileUnderSaid")
				st.Args["project"] = "$" + itoa(target)
				continue
			}
			if target > 0 && k == "task" && steps[target-1].Tool == "createProject" && ofProject[st.Tool] == "" {
				// "create project Q1 and put them in it": "them" are the
				// conversation's tasks, not the project just made
				continue
			}
			if target > 0 {
				st.Args[k] = "$" + itoa(target)
				if to := ofProject[st.Tool]; k == "task" && to != "" && steps[target-1].Tool == "createProject" {
					// "make a project called Demo, then delete it": the
					// project's own change.
					*st = plan.Step{Tool: to, Args: map[string]any{"project": "$" + itoa(target)}}
					break
				}
			}
		}
		if t, _ := st.Args["title"].(string); st.Tool == "createTask" && project > 0 && strings.HasPrefix(strings.ToLower(t), "put ") &&
			taskVerbs[firstWord(t[len("put "):])] {
			// "… and put fix the roof and paint the door in it": "put" files
			// the tasks; "put the bins out" keeps it.
			st.Args["title"] = strings.TrimSpace(t[len("put "):])
		} else if st.Tool == "createTask" && project > 0 && st.Args["project"] == "$"+itoa(project) && strings.HasPrefix(strings.ToLower(t), "put ") && definiteRef.MatchString(t[len("put "):]) {
			// "create a project Year End and put the tax report in it": the
			// task that exists moves there.
			*st = plan.Step{Tool: "updateTask", Args: map[string]any{"task": strings.TrimSpace(t[len("put "):]), "project": st.Args["project"]}}
		}
		if st.Tool == "createTask" && project > 0 && st.Args["project"] == nil {
			st.Args["project"] = "$" + itoa(project)
		}
		if st.Tool == "addMilestone" && project > 0 && st.Args["project"] == nil {
			st.Args["project"] = "$" + itoa(project)
		}
		if st.Tool == "createProject" {
			project = i + 1
		}
		if refTools[st.Tool] {
			lastItem = i + 1
		}
	}
	// "i didn't post the parcel yet, reopen it": the second clause repeats
	// the first's action on the first's item; one step says it.
	if n := len(steps); n == 2 && steps[1].Tool == steps[0].Tool && len(steps[1].Args) == 1 && (steps[1].Args["task"] == "$1" || steps[1].Args["milestone"] == "$1") {
		steps = steps[:1]
	}
	return plan.Plan{Steps: steps, Understood: true}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

var counts = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}

func countWord(w string) int {
	if n, ok := counts[strings.ToLower(w)]; ok {
		return n
	}
	n := 0
	for _, c := range w {
		if c < '0' || c > '9' || n > 100 {
			return 0
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// parallelVerb reports a second list part that reads as a verb phrase
// beside a first that starts with a to-do verb ("test the recipe and price
// up the hampers"): its first word is no article, pronoun, number or
// plural noun, and words follow it.
func parallelVerb(first, next string) bool {
	if t := strings.TrimSpace(next); t != "" && t[0] >= 'A' && t[0] <= 'Z' && !taskVerbs[asciiLower(firstWord(t))] {
		return false // "the Norfolk and Norwich": a name, no verb
	}
	f := strings.Fields(asciiLower(next))
	if len(f) < 2 || !taskVerbs[firstWord(first)] {
		return false
	}
	w := f[0]
	if determiners[w] || pronoun[w] || notVerbLead[w] || w[0] >= '0' && w[0] <= '9' || strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "ing") {
		return false
	}
	if determiners[f[1]] || pronoun[f[1]] {
		return true // "hide the eggs": a word before an article is a verb
	}
	for _, n := range f[1:min(len(f), 3)] {
		if n == "by" || n == "on" || n == "for" || n == "at" || n == "before" || n == "in" || n == "to" {
			break
		}
		if !taskVerbs[w] && strings.HasSuffix(n, "s") && !strings.HasSuffix(n, "ss") && !determiners[n] && !pronoun[n] {
			// "order the numbers and safety pins", "confirm the turkey and
			// ham pie orders": a noun and its plural, no verb
			return false
		}
	}
	return true
}

// ownDates reports two list parts that each say their own day ("night
// shift on 10 december at 8pm and day shift on 12 december at 7am").
func ownDates(a, b string) bool {
	return cutDates(a).due != "" && cutDates(b).due != "" && len(strings.Fields(b)) > 2
}

// notVerbLead: words that start a noun phrase, never a verb phrase.
var notVerbLead = set(`then also just please so maybe still its no other another more most few several many much either neither one two three four five six seven eight nine ten new old big small little large extra fresh`)

// dateItem: a list part that is only a when ("due friday", "by the 5th").
var dateItem = lazy(`(?i)^\s*(?:due|by|before|on|for|at)\b`)

// listItems cuts a list at commas and semicolons, then at " and ": with a
// count ("add 3 tasks: a, b and c") until there are that many items, from
// the last item back; without one only where a to-do verb follows ("book
// movers and cancel the internet", but "pick up Sam and Alex"). A part that
// is only a date ("…, due friday") stays with the item before it.

func listItems(list string, count int) []string {
	items := splitList(list, -1)
	for i, it := range items {
		if t := strings.TrimSpace(it); strings.Contains(list, ";") && len(t) > 4 && strings.EqualFold(t[:4], "and ") {
			items[i] = strings.TrimSpace(t[4:]) // "…; sharpen the spade; and renew the insurance"
		}
	}
	for i := len(items) - 1; i > 0; i-- {
		if dateItem.MatchString(items[i]) {
			if _, isDate := datePhrase(items[i]); isDate {
				// "prepare the report, due Tuesday the 5th of January": the
				// date of the item before it, no item of its own
				items[i-1] += ", " + items[i]
				items = append(items[:i], items[i+1:]...)
			}
		}
	}
	for i := len(items) - 1; i >= 0; i-- {
		parts := strings.Split(quotedSpaces(items[i]), " and ") // never inside a quoted title
		if len(parts) == 1 {
			continue
		}
		for k := range parts {
			parts[k] = strings.ReplaceAll(parts[k], "\x02", " ")
		}
		var cut []string
		cur := parts[0]
		for _, p := range parts[1:] {
			need := count > 0 && len(items)-1+len(cut)+1 < count
			if need || count == 0 && (taskVerbs[firstWord(p)] || parallelVerb(cur, p) || ownDates(cur, p)) {
				cut = append(cut, cur)
				cur = p
				continue
			}
			cur += " and " + p
		}
		cut = append(cut, cur)
		items = append(items[:i], append(cut, items[i+1:]...)...)
	}
	return items
}

// alsoThing: "also the travel report": a thing said after "also", the
// verb before it shared.
var alsoThing = lazy(`(?i)^\s*(?:and\s+)?also\s+(?:the|a|an|my|our|his|her|their)\s`)

// alsoSaid: a request said after "also" as a sentence or clause of its own.
var alsoSaid = lazy(`(?i)[,.;]\s*(?:and\s+)?also\s`)

// sameTail: "same day", "(with the) same label" said last of a to-do: its
// slots are those of the to-do before it (group 1 the slot's word).
var (
	sameTail = lazy(`(?i)(?:\s*,?\s*(?:and\s+|with\s+|on\s+|at\s+|in\s+|under\s+|for\s+)?(?:the\s+)?same\s+(?:day|date|time|deadline|label|labels|tag|tags|project|priority))+\s*[.!]*$`)
	sameWord = lazy(`(?i)\bsame\s+(day|date|time|deadline|label|labels|tag|tags|project|priority)\b`)
	sameLead = lazy(`(?i)^(?:and\s+)?(?:also|plus|then)\s+(?:add\s+)?`)
)

// sameSlots: the task arguments each "same …" word copies.
var sameSlots = map[string][]string{"day": {"due"}, "date": {"due"}, "time": {"due"}, "deadline": {"due"},
	"label": {"tags"}, "labels": {"tags"}, "tag": {"tags"}, "tags": {"tags"}, "project": {"project", "fileUnder"}, "priority": {"priority"}}

// withoutAlso is clause cl without its leading "also", "and also",
// "plus" or "then".
func withoutAlso(cl string) string {
	return strings.TrimSpace(sameLead.ReplaceAllString(strings.TrimSpace(cl), ""))
}

// sameAsBefore reads clause cl as a new to-do said with "same day", "same
// label" … after another createTask in steps: its own words make the task,
// the slots named are copied from the last to-do before it.
func sameAsBefore(steps []plan.Step, cl string) (plan.Step, bool) {
	var prev *plan.Step
	for i := len(steps) - 1; i >= 0 && prev == nil; i-- {
		if steps[i].Tool == "createTask" {
			prev = &steps[i]
		}
	}
	s := strings.TrimSpace(cl)
	loc := sameTail.FindStringIndex(s)
	if prev == nil || loc == nil || loc[0] == 0 {
		return plan.Step{}, false
	}
	body := withoutAlso(s[:loc[0]])
	if w := asciiLower(lastWord(body)); w == "to" || w == "into" {
		return plan.Step{}, false // "… to the same project": a place said elsewhere
	}
	q, ok := captureBody("add", body)
	if !ok || q.Tool != "createTask" {
		return plan.Step{}, false
	}
	st, _ := q.Step()
	if t, _ := st.Args["title"].(string); !taskVerbs[asciiLower(firstWord(t))] {
		// "pay the gas bill by the 20th. also the water bill same day":
		// the verb before is the new thing's too
		if pt, _ := prev.Args["title"].(string); taskVerbs[asciiLower(firstWord(pt))] && determiners[asciiLower(firstWord(t))] && len(strings.Fields(pt)) > 1 && determiners[asciiLower(strings.Fields(pt)[1])] {
			st.Args["title"] = firstWord(pt) + " " + t
		}
	}
	for _, m := range sameWord.FindAllStringSubmatch(s[loc[0]:], -1) {
		for _, k := range sameSlots[strings.ToLower(m[1])] {
			if v, has := prev.Args[k]; has && st.Args[k] == nil {
				st.Args[k] = v
			}
		}
	}
	return st, true
}

// isDigitStart reports whether s opens with a digit ("2 new commis": how
// many, never a place).
func isDigitStart(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }
