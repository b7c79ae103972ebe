package views

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

func setTask(t *testing.T, db *store.DB, id string, fn func(*store.Task)) {
	t.Helper()
	if err := db.Write(context.Background(), func(tx *store.Tx) error {
		task, err := tx.Tasks().Get(id)
		if err != nil {
			return err
		}
		fn(&task)
		_, err = tx.Tasks().Update(task)
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

// Priority shows as a coloured marker with a word, tags as chips, in
// Today and Projects alike.
func TestTaskRowsShowPriorityAndTags(t *testing.T) {
	m, _, ids := newMain(t)
	setTask(t, m.d.DB, ids["seeds"], func(task *store.Task) { task.Priority, task.Tags = 4, []string{"errands"} })
	m.Reload()
	for name, space := range map[string]interface{ Content() fyne.CanvasObject }{"Today": m.Today, "Projects": m.Projects} {
		got := findText(space.Content())
		if !strings.Contains(got, "!!! Urgent") || !strings.Contains(got, "@errands") {
			t.Errorf("%s lacks the priority marker or the tag chip:\n%s", name, got)
		}
	}
	if m.Today.Rows.Menus[ids["seeds"]] == nil || m.Projects.Rows.Menus[ids["seeds"]] == nil {
		t.Error("a task row has no edit menu button")
	}
}

// The row menu and the edit sheet change a task through the tools, one
// undoable turn per change.
func TestTaskMenuAndSheetEditThroughTheTools(t *testing.T) {
	m, conv, ids := newMain(t)
	var task store.Task
	for _, tk := range tasks(t, m.d.DB, "open") {
		if tk.ID == ids["seeds"] {
			task = tk
		}
	}
	test.Tap(m.Today.Rows.Menus[ids["seeds"]])
	menu := m.Today.Rows.LastMenu
	if menu == nil {
		t.Fatal("no menu")
	}
	var labels []string
	for _, it := range menu.Items {
		labels = append(labels, it.Label)
	}
	if strings.Join(labels, ",") != "Rename,Edit…,Priority,,Delete…" {
		t.Fatalf("menu items %q", labels)
	}
	menu.Items[2].ChildMenu.Items[1].Action() // High
	if len(conv.did) != 1 || conv.did[0] != "setPriority" {
		t.Fatalf("the menu ran %v", conv.did)
	}

	s := m.Today.Rows.Sheet(task, nil)
	s.Title.SetText("Buy seed trays")
	s.Due.SetText("next friday")
	s.Project.SetText("Balcony")
	s.Priority.SetSelectedIndex(2)
	s.Save()
	want := []string{"setPriority", "updateTask", "updateTask", "rescheduleTask", "setPriority"}
	if strings.Join(conv.did, ",") != strings.Join(want, ",") {
		t.Fatalf("the sheet ran %v, want %v", conv.did, want)
	}
}

// recordingConv notes what Today submits.
type recordingConv struct {
	*fakeConv
	submitted []string
}

func (r *recordingConv) Submit(text string) string {
	r.submitted = append(r.submitted, text)
	return r.fakeConv.Submit(text)
}

// Today's Add box hands text with quick-add tokens to the thread, which
// reads them (and a date among the words) as it would a typed request.
// With the When field filled, or without tokens, it is a direct
// createTask whose due is the When field (glued onto the title, "the
// 15th" stayed title words).
func TestTodayAddUnderstandsQuickAddTokens(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	conv := &recordingConv{fakeConv: newFakeConv(t, db)}
	today := NewToday(db, conv, nil, nil)
	today.Sender = conv
	test.NewTempWindow(t, today.Content())
	today.AddInput.SetText("pay rent friday p1 #Home @bills")
	today.add()
	if len(conv.submitted) != 1 || conv.submitted[0] != "add pay rent friday p1 #Home @bills" {
		t.Fatalf("submitted %q", conv.submitted)
	}
	for _, c := range []struct{ title, due string }{{"renew passport #Admin p2", "the 15th"}, {"water the ferns", ""}} {
		today.AddInput.SetText(c.title)
		today.AddDue.SetText(c.due)
		today.add()
	}
	if len(conv.submitted) != 1 || strings.Join(conv.did, ",") != "createTask,createTask" {
		t.Fatalf("submitted %q, did %v", conv.submitted, conv.did)
	}
}

func TestQuickArgs(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"renew passport #Admin p2", `{"priority":"high","project":"Admin","title":"renew passport"}`},
		{"pay rent !1 @bills @home", `{"priority":"urgent","tags":["bills","home"],"title":"pay rent"}`},
		{"call mom !!", `{"priority":"high","title":"call mom"}`},
		{"fix it !!! P4", `{"priority":"low","title":"fix it"}`},
		{"learn C# and p5 # alone", `{"title":"learn C# and p5 # alone"}`},
		{"email Ana, #Work.", `{"project":"Work","title":"email Ana,"}`},
	} {
		if got := string(args(quickArgs(c.in))); got != c.want {
			t.Errorf("quickArgs(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

// A task or a milestone is added inside its project, through the tools.
func TestProjectsAddTaskAndMilestone(t *testing.T) {
	m, conv, ids := newMain(t)
	in := m.Projects.Adds[ids["garden"]]
	if in == nil {
		t.Fatal("the Garden card has no add row")
	}
	in.SetText("order compost")
	in.OnSubmitted(in.Text)
	in.SetText("Beds built")
	test.Tap(m.Projects.AddMilestones[ids["garden"]])
	if strings.Join(conv.did, ",") != "createTask,addMilestone" {
		t.Fatalf("ran %v", conv.did)
	}
}

// Rename edits the title in place: Enter renames through the tools, Esc
// gives up without a call.
func TestTaskRenameInPlace(t *testing.T) {
	m, conv, ids := newMain(t)
	r := m.Today.Rows.Renames[ids["seeds"]]
	test.Tap(m.Today.Rows.Menus[ids["seeds"]])
	m.Today.Rows.LastMenu.Items[0].Action() // Rename
	if !r.Visible() || r.shown.Visible() || r.Text != "Buy seed trays and compost" {
		t.Fatalf("rename field shown %v, checkbox shown %v, text %q", r.Visible(), r.shown.Visible(), r.Text)
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if r.Visible() || len(conv.did) != 0 {
		t.Fatalf("Esc: field shown %v, ran %v", r.Visible(), conv.did)
	}
	r.start(nil)
	r.SetText("Buy seed trays")
	r.OnSubmitted(r.Text)
	if len(conv.did) != 1 || conv.did[0] != "updateTask" || r.Visible() {
		t.Fatalf("Enter ran %v, field shown %v", conv.did, r.Visible())
	}
}

// The rename field takes the row's width, less its "⋯" button, not the
// width of an empty entry, and opens with the title selected, so typing
// replaces it.
func TestTaskRenameFieldTakesTheRow(t *testing.T) {
	m, _, ids := newMain(t)
	m.Show(SpaceToday)
	r := m.Today.Rows.Renames[ids["seeds"]]
	more := m.Today.Rows.Menus[ids["seeds"]]
	test.Tap(more)
	m.Today.Rows.LastMenu.Items[0].Action() // Rename
	d := fyne.CurrentApp().Driver()
	left := d.AbsolutePositionForObject(r).X
	right := d.AbsolutePositionForObject(more).X
	if r.Size().Width < (right-left)*0.9 {
		t.Errorf("the rename field is %.0f px wide in a row with %.0f px before its ⋯ button", r.Size().Width, right-left)
	}
	test.Type(r, "Buy trays")
	if r.Text != "Buy trays" {
		t.Errorf("typing into the fresh rename field made %q, want it to replace the title", r.Text)
	}
}

// A row's meta line joins the date, project and "repeats" with "·" only
// between them, and only Urgent and High carry a warning-style "!".
func TestTaskRowMetaLine(t *testing.T) {
	newTestApp(t)
	due := demoNow.Add(48 * time.Hour)
	for _, c := range []struct {
		name       string
		task       store.Task
		want, deny []string
	}{
		{"project only", store.Task{ProjectName: "Garden"}, []string{"Garden"}, []string{"·"}},
		{"project and repeats", store.Task{ProjectName: "Garden", RRule: "FREQ=WEEKLY"}, []string{"Garden", "· repeats"}, []string{"· Garden"}},
		{"date and project", store.Task{Due: &due, ProjectName: "Garden"}, []string{"Fri", "· Garden"}, nil},
		{"normal priority", store.Task{Priority: 2}, []string{"Normal"}, []string{"!"}},
		{"high priority", store.Task{Priority: 3}, []string{"!! High"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.task.ID, c.task.Title = "t1", "water plants"
			e := &taskEditor{}
			text := findText(e.taskLine(c.task, false, "Fri", map[string]*widget.Check{}))
			text = strings.ReplaceAll(text, c.task.Title, "")
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("the row reads %q, want %q in it", text, w)
				}
			}
			for _, w := range c.deny {
				if strings.Contains(text, w) {
					t.Errorf("the row reads %q, want no %q", text, w)
				}
			}
		})
	}
}

// Delete in a task row's menu asks first, naming the task and how to get
// it back; only Yes runs deleteTask (it deleted at once, with no Undo in
// sight).
func TestTaskMenuDeleteAsksFirst(t *testing.T) {
	m, conv, ids := newMain(t)
	test.Tap(m.Today.Rows.Menus[ids["seeds"]])
	menu := m.Today.Rows.LastMenu
	del := menu.Items[len(menu.Items)-1]
	if del.Label != "Delete…" {
		t.Fatalf("last item %q", del.Label)
	}
	del.Action()
	if len(conv.did) != 0 {
		t.Fatalf("Delete ran %v before any answer", conv.did)
	}
	c := m.Today.Rows.LastConfirm
	if c == nil || !strings.Contains(c.Title, "Buy seed trays") || !strings.Contains(c.Message, "Undo") {
		t.Fatalf("confirm = %+v", c)
	}
	if top := m.win.Canvas().Overlays().Top(); top == nil {
		t.Error("no dialog shown")
	} else if b := findButton(top, "Delete"); b == nil || b.Importance != widget.DangerImportance {
		t.Errorf("the dialog's Delete button = %+v, want a destructive one", b)
	}
	c.Yes()
	if strings.Join(conv.did, ",") != "deleteTask" {
		t.Fatalf("after Yes: %v", conv.did)
	}
}

// The row's theme override (the 24-px box) holds no text: Fyne parses a
// fresh set of fonts for text drawn inside each override, ≈ 8 MB a row
// kept for good. A tap on the title beside the box opens the task; only
// the box ticks it (a click meant to look never completes a task).
func TestTaskRowTitleOutsideTheBoxOverride(t *testing.T) {
	newTestApp(t)
	var done []string
	e := &taskEditor{OnChange: func(_, text string, _ func() string) { done = append(done, text) }}
	checks := map[string]*widget.Check{}
	row := e.taskLine(store.Task{ID: "t1", Title: "water plants"}, false, "", checks)
	test.NewTempWindow(t, row)
	var title *tapTitle
	walkTree(row, func(o fyne.CanvasObject) {
		if ov, ok := o.(*container.ThemeOverride); ok {
			walkTree(ov, func(in fyne.CanvasObject) {
				if tx, ok := in.(*canvas.Text); ok && strings.TrimSpace(tx.Text) != "" {
					t.Errorf("the box's theme override draws text %q", tx.Text)
				}
			})
		}
		if tt, ok := o.(*tapTitle); ok {
			title = tt
		}
	})
	if title == nil || title.Text != "water plants" {
		t.Fatalf("no title beside the box: %+v", title)
	}
	test.Tap(title)
	if checks["t1"].Checked || len(done) != 0 {
		t.Fatalf("tapping the title ticked the task: checked %v, completed %v", checks["t1"].Checked, done)
	}
	if e.LastSheet == nil || e.LastSheet.Title.Text != "water plants" {
		t.Fatal("tapping the title did not open the task's Edit sheet")
	}
	test.Tap(checks["t1"])
	if len(done) != 1 || done[0] != "Done: “water plants”" {
		t.Fatalf("the box: completed %v", done)
	}
}

// A right click on a task's title opens the row's menu (the title, being
// tappable, takes the pointer before the row), and a double click renames
// in place rather than ticking and unticking the box.
func TestTaskTitleRightClickAndDoubleClick(t *testing.T) {
	m, _, ids := newMain(t)
	var title *tapTitle
	walkTree(m.Today.Content(), func(o fyne.CanvasObject) {
		if tt, ok := o.(*tapTitle); ok && strings.HasPrefix(tt.Text, "Buy seed trays") {
			title = tt
		}
	})
	if title == nil {
		t.Fatal("no seeds title in Today")
	}
	m.Today.Rows.LastMenu = nil
	test.TapSecondary(title)
	if m.Today.Rows.LastMenu == nil {
		t.Fatal("a right click on the title opened no menu")
	}
	test.DoubleTap(title)
	if r := m.Today.Rows.Renames[ids["seeds"]]; r == nil || !r.Visible() {
		t.Fatal("a double click on the title did not start the rename")
	}
	if m.Today.Checks[ids["seeds"]].Checked {
		t.Error("the double click ticked the box")
	}
}

// A box ticked from the keyboard gives the keyboard up, and switching
// spaces takes it from whatever the old space held: Space typed in
// Knowledge afterwards never ticks a task unseen.
func TestTickedBoxDoesNotKeepTheKeyboard(t *testing.T) {
	m, conv, ids := newMain(t)
	m.Show(SpaceToday)
	chk := m.Today.Checks[ids["seeds"]]
	c := fyne.CurrentApp().Driver().CanvasForObject(chk)
	c.Focus(chk)
	chk.TypedRune(' ')
	if c.Focused() != nil {
		t.Errorf("after the tick the box still has the keyboard: %T", c.Focused())
	}
	conv.mu.Lock()
	did := len(conv.did)
	conv.mu.Unlock()
	// a box focused some other way loses the keyboard when the space changes
	chk2 := m.Today.Checks[ids["seeds"]]
	c.Focus(chk2)
	m.Show(SpaceKnowledge)
	if f := c.Focused(); f == fyne.Focusable(chk2) {
		t.Fatal("Today's box kept the keyboard in Knowledge")
	}
	conv.mu.Lock()
	defer conv.mu.Unlock()
	if len(conv.did) != did {
		t.Errorf("switching spaces ran a tool: %v", conv.did[did:])
	}
}

// A row too narrow for every mark leaves them out from the last (labels
// first), the due date last of all: at 720 px Projects showed "Urgent"
// and no date.
func TestNarrowTaskRowKeepsTheDate(t *testing.T) {
	newTestApp(t)
	due := demoNow.Add(48 * time.Hour)
	task := store.Task{ID: "t1", Title: "call the bank about the mortgage", Due: &due, Priority: 4, ProjectName: "House move", Tags: []string{"phone", "money"}}
	e := &taskEditor{}
	row := e.taskLine(task, false, "Fri 12 Dec", map[string]*widget.Check{})
	w := test.NewTempWindow(t, row)
	visible := func() string {
		var out []string
		walkTree(row, func(o fyne.CanvasObject) {
			if tx, ok := o.(*canvas.Text); ok && strings.TrimSpace(tx.Text) != "" && tx.Visible() && visibleIn(row, o) {
				out = append(out, tx.Text)
			}
		})
		return strings.Join(out, " ")
	}
	for _, c := range []struct {
		width      float32
		want, deny []string
	}{
		{900, []string{"Fri 12 Dec", "House move", "@phone", "@money"}, nil},
		{330, []string{"Fri 12 Dec"}, []string{"@money", "House move"}},
		{280, []string{"Fri 12 Dec"}, []string{"Urgent", "House move", "@phone"}},
	} {
		w.Resize(fyne.NewSize(c.width, 60))
		row.Resize(fyne.NewSize(c.width, row.MinSize().Height))
		got := visible()
		for _, s := range c.want {
			if !strings.Contains(got, s) {
				t.Errorf("at %v px the row shows %q, want %q", c.width, got, s)
			}
		}
		for _, s := range c.deny {
			if strings.Contains(got, s) {
				t.Errorf("at %v px the row shows %q, want no %q", c.width, got, s)
			}
		}
	}
}

// visibleIn: o and every container between it and root are shown.
func visibleIn(root, o fyne.CanvasObject) bool {
	var path []fyne.CanvasObject
	var find func(c fyne.CanvasObject) bool
	find = func(c fyne.CanvasObject) bool {
		path = append(path, c)
		if c == o {
			return true
		}
		var kids []fyne.CanvasObject
		switch x := c.(type) {
		case *fyne.Container:
			kids = x.Objects
		case fyne.Widget:
			kids = test.WidgetRenderer(x).Objects()
		}
		for _, k := range kids {
			if find(k) {
				return true
			}
		}
		path = path[:len(path)-1]
		return false
	}
	if !find(root) {
		return false
	}
	for _, p := range path {
		if !p.Visible() {
			return false
		}
	}
	return true
}
