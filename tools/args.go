package tools

// Argument types of every tool. Their JSON Schemas are derived from these
// types (SchemaFor); field names are the stable wire names that the grammar,
// the LLM prompts, plans and evals use. References to existing items ("task",
// "project", "note", "from", "to") accept "id:<uuid>", a plan reference
// ("$1", "$1.title", "$last") resolved before execution, or the item's title
// in the user's words (verbatim, then fuzzy; ambiguity is reported, never
// guessed). Dates ("due", "to", "until", "day") accept a natural-language
// phrase ("tomorrow at 5pm", "next friday") or RFC 3339.

// CreateTaskArgs: createTask.
type CreateTaskArgs struct {
	Title string `json:"title" jsonschema:"what to do, without date or recurrence words"`
	Due   string `json:"due,omitempty" jsonschema:"when it is due: a date phrase or RFC 3339"`
	// Priority is none, low, normal, high or urgent (p4…p1).
	Priority  string   `json:"priority,omitempty" jsonschema:"none, low, normal, high or urgent"`
	Project   string   `json:"project,omitempty" jsonschema:"project to file the task in; created if new"`
	Milestone string   `json:"milestone,omitempty" jsonschema:"milestone of that project"`
	Tags      []string `json:"tags,omitempty" jsonschema:"labels, without @"`
	Repeats   string   `json:"repeats,omitempty" jsonschema:"recurrence: a phrase like 'every friday' or an RFC 5545 RRULE"`
	Notes     string   `json:"notes,omitempty" jsonschema:"extra detail"`
	// FileUnder: "add A and B to Side Hustle" — A goes where B's "to Side
	// Hustle" says, if that names a project.
	FileUnder string `json:"fileUnder,omitempty" jsonschema:"a project to file under only when one has exactly this name; otherwise ignored"`
	// FileUnderSaid: the words that named FileUnder ("for mum" of "…,
	// it's for mum"), put back at the title's end when no project has
	// that name, so nothing said is lost.
	FileUnderSaid string `json:"fileUnderSaid,omitempty" jsonschema:"the words that said fileUnder; added to the title when no project has that name"`
}

// TaskRef: completeTask, reopenTask, deleteTask.
type TaskRef struct {
	Task string `json:"task" jsonschema:"the task: id:<uuid>, $N, or its title"`
}

// RescheduleTaskArgs: rescheduleTask. Exactly one of To and By.
type RescheduleTaskArgs struct {
	Task string `json:"task" jsonschema:"the task"`
	To   string `json:"to,omitempty" jsonschema:"new due date: a date phrase or RFC 3339; none removes it; 'next occurrence' skips one occurrence of a repeating task"`
	By   string `json:"by,omitempty" jsonschema:"shift the due date by an amount such as '2 days' or '-1 week'"`
	// OrCreate: "the costume needs doing by thursday" moves the task when
	// there is one and adds it when there is none.
	OrCreate bool `json:"orCreate,omitempty" jsonschema:"when no task matches, add it as a new task due then (with To)"`
	// SameWeek: "the restaurant is for the friday, not saturday": a bare
	// weekday is that day of the week the task is in, not the next one.
	SameWeek bool `json:"sameWeek,omitempty" jsonschema:"with a bare weekday in To, that day of the week (Monday to Sunday) the task is due in, not the next one from today"`
	// SameMonth: "make it the 24th instead" right after a move to 20
	// January: a bare day of the month is in the month the task is due in.
	SameMonth bool `json:"sameMonth,omitempty" jsonschema:"with a bare day of the month in To ('the 24th'), that day of the month the task is due in, not the next one from today"`
	// On: "skip the football training on the 21st": the occurrence meant,
	// which must be the task's next one (To "next occurrence").
	On string `json:"on,omitempty" jsonschema:"with To 'next occurrence': the day of the occurrence to skip, as said; it must be the task's next one"`
	// Later: "push the report to monday" when the report is due Wednesday
	// puts it off to the Monday after, never back to the one before.
	Later bool `json:"later,omitempty" jsonschema:"with a weekday in To ('monday', 'next monday'), the first such day after the task's current due date when the one To names is not after it"`
	// From: "change the parents call from Saturday to Sunday": the day
	// the task is moved from, as said. A bare weekday that is the weekly
	// rule's day of a repeating task moves the rule's day, not one
	// occurrence.
	From string `json:"from,omitempty" jsonschema:"the day the task is moved from, as said ('saturday'); for a task repeating weekly on that day, with a weekday in To, its rule moves to the new day"`
}

// SnoozeTaskArgs: snoozeTask. Until "" or "later" means the documented default.
type SnoozeTaskArgs struct {
	Task  string `json:"task" jsonschema:"the task"`
	Until string `json:"until,omitempty" jsonschema:"until when: a date phrase; empty or 'later' for the default"`
	// By: "snooze X for 2 days" counts from X's due date (see snoozeBy).
	By string `json:"by,omitempty" jsonschema:"put off by an amount such as '2 days' or 'an hour', counted from the task's due date when it has one"`
	// OrCreate: "remind me about the dentist tomorrow" puts off the task
	// when there is one and adds it when there is none.
	OrCreate bool `json:"orCreate,omitempty" jsonschema:"when no task matches, add it as a new task due then"`
}

// SetPriorityArgs: setPriority.
type SetPriorityArgs struct {
	Task     string `json:"task" jsonschema:"the task"`
	Priority string `json:"priority" jsonschema:"none, low, normal, high or urgent; lower or higher for one step from the task's own"`
}

// SetRecurrenceArgs: setRecurrence. Repeats "none" removes it.
type SetRecurrenceArgs struct {
	Task    string `json:"task" jsonschema:"the task"`
	Repeats string `json:"repeats" jsonschema:"a phrase like 'every other tuesday', an RFC 5545 RRULE, or 'none'"`
}

// UpdateTaskArgs: updateTask; empty fields stay unchanged.
type UpdateTaskArgs struct {
	Task    string `json:"task" jsonschema:"the task"`
	Title   string `json:"title,omitempty" jsonschema:"new title"`
	Notes   string `json:"notes,omitempty" jsonschema:"new notes"`
	Project string `json:"project,omitempty" jsonschema:"move to this project ('none' to unfile)"`
	// FileUnder: "move A and B into Kitchen" — moves to the project of
	// exactly that name (or the one active project whose name starts with
	// it); with none the step fails and nothing changes.
	FileUnder string `json:"fileUnder,omitempty" jsonschema:"move to the existing project of this name; fails when there is none"`
	// Replace and With: "make it 20k instead of 18k" — the words of the
	// title to change and what they become (case-insensitive match; fails
	// when the title does not hold them).
	Replace string `json:"replace,omitempty" jsonschema:"words of the title to change (with 'with')"`
	With    string `json:"with,omitempty" jsonschema:"what those words become"`
	// Figure: "change the coffee beans to 25kg" — the one figure in the
	// title becomes this; its unit and currency sign stay when none is
	// said. Fails when the title holds no figure, or several and none in
	// the unit said.
	Figure string `json:"figure,omitempty" jsonschema:"a new figure for the one number in the title ('25kg', '1950', '10 boxes')"`
	// Milestone: "put the SEF task under the self-evaluation milestone" —
	// the milestone it counts towards (in its project, else in any), its
	// project then the milestone's; "none" takes it off its milestone.
	Milestone string `json:"milestone,omitempty" jsonschema:"the milestone it counts towards (its project becomes the milestone's); 'none' to take it off its milestone"`
}

// AddDependencyArgs: addDependency (Task is blocked by BlockedBy).
type AddDependencyArgs struct {
	Task      string `json:"task" jsonschema:"the task that waits"`
	BlockedBy string `json:"blockedBy" jsonschema:"the task it waits for"`
}

// QueryTasksArgs: queryTasks.
type QueryTasksArgs struct {
	Selection
	// About and Question serve "when is the dentist?": the tasks named,
	// and when none is, the same question put to the notes.
	About    string `json:"about,omitempty" jsonschema:"only tasks whose title has all these words (stemmed), e.g. 'dentist'"`
	Question string `json:"question,omitempty" jsonschema:"the user's question, answered from the notes when no task matches"`
	// Busiest serves "what's my busiest day next week?": the day with the
	// most of the selected tasks due.
	Busiest bool `json:"busiest,omitempty" jsonschema:"answer which day has the most of the selected tasks due (with filter: next week, this week, upcoming …)"`
}

// CreateProjectArgs: createProject.
type CreateProjectArgs struct {
	Name  string `json:"name" jsonschema:"the project's name"`
	Notes string `json:"notes,omitempty" jsonschema:"what it is about"`
}

// ProjectRef: projectStatus, listMilestones.
type ProjectRef struct {
	Project string `json:"project" jsonschema:"the project: id:<uuid>, $N, or its name"`
}

// RestoreProjectArgs: restoreProject.
type RestoreProjectArgs struct {
	Project string `json:"project" jsonschema:"the project: id:<uuid>, $N, or its name"`
	// OrTask: "bring the garden back" restores an archived project called
	// that; with no such project, the words are a to-do.
	OrTask string `json:"orTask,omitempty" jsonschema:"when no project has exactly this name, add this as a new task instead"`
}

// ListMilestonesArgs: listMilestones.
type ListMilestonesArgs struct {
	Project string `json:"project,omitempty" jsonschema:"the project: id:<uuid>, $N, or its name; empty for every project's open milestones"`
	// Within: "which milestones are coming in january?" — only those due
	// in that span.
	Within string `json:"within,omitempty" jsonschema:"only milestones due in this span: a month ('january'), 'the next 30 days', 'next week', 'this month', 'next month'"`
	// Question: "when's the SEB abstract deadline?" as said — asked of the
	// notes when no project has that name.
	Question string `json:"question,omitempty" jsonschema:"the question as asked; the notes answer it when no project has that name"`
}

// AddMilestoneArgs: addMilestone.
type AddMilestoneArgs struct {
	Project string `json:"project" jsonschema:"the project"`
	Title   string `json:"title" jsonschema:"the milestone"`
	Due     string `json:"due,omitempty" jsonschema:"when: a date phrase or RFC 3339"`
}

// CreateNoteArgs: createNote.
type CreateNoteArgs struct {
	Title string   `json:"title" jsonschema:"the note's title"`
	Body  string   `json:"body,omitempty" jsonschema:"Markdown text"`
	Tags  []string `json:"tags,omitempty" jsonschema:"tags, without #"`
}

// AppendNoteArgs: appendNote.
type AppendNoteArgs struct {
	Note string `json:"note" jsonschema:"the note: id:<uuid>, $N, or its title"`
	Text string `json:"text" jsonschema:"text to add at the end"`
}

// LinkItemsArgs: linkItems. Type defaults to relates-to.
type LinkItemsArgs struct {
	From string `json:"from" jsonschema:"an item (task, project or note)"`
	To   string `json:"to" jsonschema:"another item"`
	Type string `json:"type,omitempty" jsonschema:"relates-to, blocks, part-of or mentions"`
}

// QueryArgs: searchEverything, searchNotes, recall.
type QueryArgs struct {
	Query string `json:"query" jsonschema:"what to look for"`
}

// AskNotesArgs: askNotes.
type AskNotesArgs struct {
	Question string `json:"question" jsonschema:"the question, answered only from the user's notes with citations"`
	// Otherwise replaces the not-found reply, e.g. for a question that
	// looks like general knowledge and was asked of the notes first.
	Otherwise string `json:"otherwise,omitempty" jsonschema:"the reply when the notes hold nothing relevant (default: a not-found sentence)"`
}

// NotesFromArgs: notesFrom.
type NotesFromArgs struct {
	Day string `json:"day" jsonschema:"which day: a date phrase such as 'yesterday' or 'last friday'"`
}

// AgendaArgs: agenda.
type AgendaArgs struct {
	Scope string `json:"scope,omitempty" jsonschema:"today (default) or week (today to Sunday; at the weekend the 7 days ahead)"`
}

// UndoArgs: undo.
type UndoArgs struct {
	Scope string `json:"scope,omitempty" jsonschema:"turn (default: everything the last turn did) or step (only its last change)"`
	// Group, set by the thread for "undo that", names the turn exactly.
	Group string `json:"group,omitempty" jsonschema:"the journal group of the turn to undo (default: the newest)"`
}
