package app

import (
	"encoding/json"
	"strings"
	"testing"

	"pace/store"
)

// TestAskAnswersTheLastQuestion: when `pace ask` asks which of several
// tasks, the next `pace ask` in the same folder answers it ("2", "the first
// one", --choose N), as one turn with one undo; any other request forgets
// the question.
func TestAskAnswersTheLastQuestion(t *testing.T) {
	dir := t.TempDir()
	for _, r := range []string{"add feed the cat", "add feed the cat"} {
		if code, out, _ := runPace(t, dir, "ask", r); code != 0 {
			t.Fatalf("%q: exit %d %q", r, code, out)
		}
	}
	ask := func() {
		t.Helper()
		code, out, _ := runPace(t, dir, "ask", "done with feed the cat")
		if code != 1 || !strings.Contains(out, "  2. feed the cat") || !strings.Contains(out, "pace ask N") {
			t.Fatalf("asking: exit %d %q", code, out)
		}
	}
	for _, answer := range [][]string{{"the first one"}, {"2"}, {"--choose", "1"}, {"#2."}} {
		ask()
		code, out, _ := runPace(t, dir, append([]string{"ask"}, answer...)...)
		if code != 0 || !strings.Contains(out, "Completed “feed the cat”") {
			t.Fatalf("answer %v: exit %d %q", answer, code, out)
		}
		if code, out, _ = runPace(t, dir, "undo"); code != 0 || !strings.Contains(out, "Undid") {
			t.Fatalf("undo after %v: exit %d %q", answer, code, out)
		}
	}
	ask()
	if code, _, _ := runPace(t, dir, "ask", "3"); code == 0 {
		t.Error("an answer out of range ran something")
	}
	runPace(t, dir, "ask", "what's due today")
	if code, out, _ := runPace(t, dir, "ask", "--json", "1"); code == 0 && strings.Contains(out, "Completed") {
		t.Errorf("an answer after another request still ran: %q", out)
	}
}

// TestAskAnswersAReading: a reading of the grammar's question is picked
// with just its number.
func TestAskAnswersAReading(t *testing.T) {
	text := firstUnclear(t)
	dir := t.TempDir()
	if code, out, _ := runPace(t, dir, "ask", text); code != 0 || !strings.Contains(out, "pace ask N") {
		t.Fatalf("asking: exit %d, %q", code, out)
	}
	code, out, errs := runPace(t, dir, "ask", "--json", "1")
	var j askJSON
	if err := json.Unmarshal([]byte(out), &j); err != nil || code != 0 || j.UndoGroup == "" || len(j.Steps) != 1 || j.Clarify != nil {
		t.Fatalf("answering: exit %d, %q %s (%v)", code, out, errs, err)
	}
}

func TestAnswerOf(t *testing.T) {
	refs := pendingQuestion{Choices: []store.Candidate{{Kind: "task", Title: "a"}, {Kind: "milestone", Title: "a", Detail: "milestone of X"}}}
	readings := pendingQuestion{Readings: 3}
	mail := pendingQuestion{Choices: []store.Candidate{{Kind: "task", Title: "email Ana about the venue"},
		{Kind: "task", Title: "email Ana about the menu"}, {Kind: "task", Title: "email Ana about the cake"}}}
	for _, tc := range []struct {
		text string
		q    pendingQuestion
		want int
	}{
		{"1", refs, 1}, {"the second one", refs, 2}, {"The last one!", refs, 2}, {"option 2", refs, 2},
		{"the milestone", refs, 2}, {"the task", refs, 1}, {"3", refs, 0}, {"call mom", refs, 0},
		{"third", readings, 3}, {"the milestone", readings, 0}, {"0", readings, 0},
		// words of one candidate's title pick it; words of several, or none, do not
		{"the venue one", mail, 1}, {"I meant the cake", mail, 3}, {"Ana", mail, 0}, {"the flowers", mail, 0},
	} {
		if got := answerOf(tc.text, tc.q); got != tc.want {
			t.Errorf("%q: %d, want %d", tc.text, got, tc.want)
		}
	}
}

// TestChosenPlanOfAMilestone: a task call answered with a milestone runs
// the milestone's own tool.
func TestChosenPlanOfAMilestone(t *testing.T) {
	q := pendingQuestion{Tool: "completeTask", Args: json.RawMessage(`{"task":"a"}`), Key: "task",
		Choices: []store.Candidate{{Kind: "task", ID: "t1", Title: "a"}, {Kind: "milestone", ID: "m1", Title: "a"}}}
	for n, want := range map[int]string{1: `completeTask map[task:id:t1]`, 2: `completeMilestone map[milestone:id:m1]`} {
		p, err := chosenPlan(q, n)
		if err != nil || len(p.Steps) != 1 {
			t.Fatalf("%d: %v %+v", n, err, p)
		}
		if got := p.Steps[0].Tool + " " + fmtArgs(p.Steps[0].Args); got != want {
			t.Errorf("%d: %s, want %s", n, got, want)
		}
	}
}

func fmtArgs(m map[string]any) string {
	b, _ := json.Marshal(m)
	var s map[string]string
	json.Unmarshal(b, &s)
	out := "map["
	for _, k := range []string{"milestone", "task"} {
		if v, ok := s[k]; ok {
			out += k + ":" + v
		}
	}
	return out + "]"
}

// TestAskAnswersAnApproval: a request that needs approval, run without
// --yes, says so on stdout with the exact items; "yes" as the next `pace
// ask` runs it (one undo), "no" leaves everything, and any other request
// forgets it.
func TestAskAnswersAnApproval(t *testing.T) {
	dir := t.TempDir()
	for _, r := range []string{"create a project Shed", "add oil the hinges to the shed project"} {
		if code, out, _ := runPace(t, dir, "ask", r); code != 0 {
			t.Fatalf("%q: exit %d %q", r, code, out)
		}
	}
	ask := func() {
		t.Helper()
		code, out, _ := runPace(t, dir, "ask", "delete the shed project")
		if code != 1 || !strings.Contains(out, "This needs your approval: Delete the project “Shed” and its 1 task (“oil the hinges”)") ||
			!strings.Contains(out, "pace ask yes") || strings.Contains(out, "pace ask N") {
			t.Fatalf("asking: exit %d %q", code, out)
		}
	}
	projects := func() string {
		t.Helper()
		_, out, _ := runPace(t, dir, "projects")
		return out
	}
	ask()
	if code, out, _ := runPace(t, dir, "ask", "no"); code != 0 || !strings.Contains(out, "nothing was changed") || !strings.Contains(projects(), "Shed") {
		t.Fatalf("no: exit %d %q", code, out)
	}
	if code, out, _ := runPace(t, dir, "ask", "yes"); strings.Contains(out, "Deleted") {
		t.Fatalf("yes after no deleted: exit %d %q", code, out)
	}
	ask()
	runPace(t, dir, "ask", "what's due today")
	if _, out, _ := runPace(t, dir, "ask", "yes"); strings.Contains(out, "Deleted") {
		t.Fatalf("yes after another request deleted: %q", out)
	}
	ask()
	if code, out, _ := runPace(t, dir, "ask", "yes please"); code != 0 || !strings.Contains(out, "Deleted the project “Shed”") || strings.Contains(projects(), "Shed") {
		t.Fatalf("yes: exit %d %q", code, out)
	}
	if code, out, _ := runPace(t, dir, "undo"); code != 0 || !strings.Contains(projects(), "Shed") {
		t.Fatalf("undo: exit %d %q", code, out)
	}
}

// TestApprovalOfIt: "delete it" after a capture asks approval naming the
// task, and "yes" deletes that task — "it" still means the task the
// conversation was about (it asked "which task?").
func TestApprovalOfIt(t *testing.T) {
	dir := t.TempDir()
	if code, out, _ := runPace(t, dir, "ask", `add "find a cheap hotel" friday`); code != 0 {
		t.Fatalf("add: exit %d %q", code, out)
	}
	if code, out, _ := runPace(t, dir, "ask", "Actually delete it, my friend can put me up"); code != 1 || !strings.Contains(out, "find a cheap hotel") {
		t.Fatalf("asking: exit %d %q", code, out)
	}
	if code, out, _ := runPace(t, dir, "ask", "yes"); code != 0 || !strings.Contains(out, "Deleted “find a cheap hotel”") {
		t.Fatalf("yes: exit %d %q", code, out)
	}
}

// TestChoiceThenApproval: "1" to "which one?" for a delete asks approval
// of the chosen task; "yes" then deletes that task — it does not ask
// "which one?" again.
func TestChoiceThenApproval(t *testing.T) {
	dir := t.TempDir()
	for _, r := range []string{"add task: renew the car insurance", "add task: renew the home insurance"} {
		if code, out, _ := runPace(t, dir, "ask", r); code != 0 {
			t.Fatalf("%q: exit %d %q", r, code, out)
		}
	}
	if code, out, _ := runPace(t, dir, "ask", "delete the insurance task"); code != 1 || !strings.Contains(out, "pace ask N") {
		t.Fatalf("which one: exit %d %q", code, out)
	}
	if code, out, _ := runPace(t, dir, "ask", "1"); code != 1 || !strings.HasPrefix(out, "This needs your approval: Delete the task “renew the car insurance”?") || strings.Contains(out, "didn't approve") {
		t.Fatalf("choice: exit %d %q", code, out)
	}
	code, out, _ := runPace(t, dir, "ask", "yes")
	_, tasks, _ := runPace(t, dir, "tasks")
	if code != 0 || !strings.Contains(out, "Deleted “renew the car insurance”") || strings.Contains(tasks, "car insurance") || !strings.Contains(tasks, "home insurance") {
		t.Fatalf("yes: exit %d %q; tasks %q", code, out, tasks)
	}
}

func TestApprovalAnswer(t *testing.T) {
	for in, want := range map[string]int{"yes": 1, "Yes.": 1, "ok, do it": 1, "go ahead!": 1, "no": -1, "Nope": -1, "cancel": -1, "yes delete the other one": 0, "add milk": 0, "": 0} {
		if got := approvalAnswer(in); got != want {
			t.Errorf("approvalAnswer(%q) = %d, want %d", in, got, want)
		}
	}
}

// TestAskYesPicksTheOneSuggestion: "the offsite task is not enough to delete
// on. Did you mean the task X?" — "yes" deletes X (the yes approves it).
func TestAskYesPicksTheOneSuggestion(t *testing.T) {
	dir := t.TempDir()
	runPace(t, dir, "ask", "add plan the team offsite")
	if code, out, _ := runPace(t, dir, "ask", "delete the offsite task"); code != 1 || !strings.Contains(out, "Did you mean the task “plan the team offsite”") || !strings.Contains(out, "pace ask yes") {
		t.Fatalf("asking: exit %d %q", code, out)
	}
	if code, out, _ := runPace(t, dir, "ask", "yes"); code != 0 || !strings.Contains(out, "Deleted “plan the team offsite”") {
		t.Fatalf("yes: exit %d %q", code, out)
	}
	// The one suggestion is also option 1, so --choose 1 with the same
	// request picks it.
	runPace(t, dir, "ask", "add plan the office party")
	if code, out, _ := runPace(t, dir, "ask", "delete the party task"); code != 1 || !strings.Contains(out, "  1. plan the office party") {
		t.Fatalf("asking again: exit %d %q", code, out)
	}
	if code, out, _ := runPace(t, dir, "ask", "--yes", "--choose", "1", "delete the party task"); code != 0 || !strings.Contains(out, "Deleted “plan the office party”") {
		t.Fatalf("--choose 1: exit %d %q", code, out)
	}
}

// TestChooseAMisreadReading: a request whose reading would make a junk
// task asks which reading; "1" runs the first as it was offered, and
// --choose with the same request does too.
func TestChooseAMisreadReading(t *testing.T) {
	dir := t.TempDir()
	req := "add the boiler service on tues at 2 n then sort it lol"
	if code, out, _ := runPace(t, dir, "ask", req); code != 0 || !strings.Contains(out, "which of these?") {
		t.Fatalf("asked: exit %d %q", code, out)
	}
	if code, out, _ := runPace(t, dir, "ask", "1"); code != 0 || !strings.Contains(out, "Created “the boiler service”") {
		t.Fatalf("1: exit %d %q", code, out)
	}
	if code, out, _ := runPace(t, dir, "ask", "--choose", "3", req); code != 0 || strings.Contains(out, "Created") {
		t.Fatalf("--choose 3 (neither): exit %d %q", code, out)
	}
	if _, tasks, _ := runPace(t, dir, "tasks"); strings.Count(tasks, "[ ]") != 1 || strings.Contains(tasks, "lol") {
		t.Fatalf("tasks %q", tasks)
	}
}

// TestAnswerKeepsTheRestOfTheRequest: "mark the call done and add X" that
// asks which call runs both parts once answered (the plan changed nothing
// when it asked); one undo takes both back.
func TestAnswerKeepsTheRestOfTheRequest(t *testing.T) {
	dir := askWhichCall(t, "mark the call done and add send the boiler forms by wednesday")
	code, out, _ := runPace(t, dir, "ask", "2")
	if code != 0 || !strings.Contains(out, "Completed “call the plumber”") || !strings.Contains(out, "Created “send the boiler forms”") {
		t.Fatalf("answer: exit %d %q", code, out)
	}
	if code, out, _ = runPace(t, dir, "undo"); code != 0 || !strings.Contains(out, "Undid") {
		t.Fatalf("undo: exit %d %q", code, out)
	}
	if _, out, _ = runPace(t, dir, "tasks", "--all"); strings.Contains(out, "boiler") || strings.Contains(out, "[x]") {
		t.Errorf("undo left %q", out)
	}
}

// TestAnswerAfterKeptSteps: when steps before the ambiguous one were kept
// ("add buy jam and mark the call done"), the answer runs only the rest —
// "buy jam" is not added twice.
func TestAnswerAfterKeptSteps(t *testing.T) {
	dir := askWhichCall(t, "add buy jam and mark the call done")
	code, out, _ := runPace(t, dir, "ask", "2")
	if code != 0 || !strings.Contains(out, "Completed “call the plumber”") || strings.Contains(out, "Created “buy jam”") {
		t.Fatalf("answer: exit %d %q", code, out)
	}
	if _, out, _ = runPace(t, dir, "tasks", "--all"); strings.Count(out, "buy jam") != 1 {
		t.Errorf("buy jam made %d times: %q", strings.Count(out, "buy jam"), out)
	}
}

// askWhichCall makes two "call …" tasks in a new folder and asks request,
// which must ask which call (exit 1, a numbered list); it returns the
// folder.
func askWhichCall(t *testing.T, request string) string {
	t.Helper()
	dir := t.TempDir()
	for _, r := range []string{"add call the bank", "add call the plumber"} {
		if code, out, _ := runPace(t, dir, "ask", r); code != 0 {
			t.Fatalf("%q: exit %d %q", r, code, out)
		}
	}
	if code, out, _ := runPace(t, dir, "ask", request); code != 1 || !strings.Contains(out, "pace ask N") {
		t.Fatalf("asking: exit %d %q", code, out)
	}
	return dir
}
