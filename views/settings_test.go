package views

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"pace/store"
)

// fakeAdmin is a BrainAdmin with a keychain in memory.
type fakeAdmin struct {
	found   []Server
	keys    map[string]string
	applied int
	reset   int
}

func (f *fakeAdmin) Discover(context.Context) []Server { return f.found }
func (f *fakeAdmin) Apply(context.Context) string {
	f.applied++
	return fmt.Sprintf("brain applied %d", f.applied)
}
func (f *fakeAdmin) Status() string { return "the grammar answers" }
func (f *fakeAdmin) HasAPIKey(ep string) (bool, error) {
	return f.keys[ep] != "", nil
}
func (f *fakeAdmin) SetAPIKey(ep, key string) error {
	if key == "" {
		delete(f.keys, ep)
	} else {
		f.keys[ep] = key
	}
	return nil
}
func (f *fakeAdmin) OffDeviceTotals() (string, error) { return "0 bytes have left this machine.", nil }
func (f *fakeAdmin) ResetMemory(context.Context) error {
	f.reset++
	return nil
}

// synchronous runs background work at once (no goroutine outlives a test).
func synchronous(work, show func()) { work(); show() }

// settingsUnderTest is Settings over memPrefs and a fakeAdmin, loaded, with
// its background work made synchronous.
func settingsUnderTest(t *testing.T, p memPrefs) (*Settings, *fakeAdmin) {
	t.Helper()
	newTestApp(t)
	admin := &fakeAdmin{keys: map[string]string{}}
	s := NewSettings(p, nil, nil, "/data", nil)
	s.Admin = admin
	s.Background = synchronous
	test.NewTempWindow(t, s.Content())
	s.Load()
	return s, admin
}

func TestSettingsRemoteEndpointNeedsConsent(t *testing.T) {
	p := memPrefs{}
	s, admin := settingsUnderTest(t, p)
	s.LLMEndpoint.SetText("https://models.example.com/v1")
	s.LLMEndpoint.OnSubmitted(s.LLMEndpoint.Text)
	if _, saved := p[SettingLLMEndpoint]; saved {
		t.Fatalf("an off-device endpoint was saved without consent: %v", p)
	}
	if !strings.Contains(s.LLMResult.Text, "not on this computer") {
		t.Errorf("result = %q", s.LLMResult.Text)
	}
	if admin.applied != 0 {
		t.Fatal("the brain was rebuilt for a refused endpoint")
	}

	test.Tap(s.Consent) // consent saves the endpoint that was waiting for it
	if p[SettingLLMAllowRemote] != true || p[SettingLLMEndpoint] != "https://models.example.com/v1" {
		t.Fatalf("prefs after consent = %v", p)
	}

	// A loopback endpoint never needs consent.
	test.Tap(s.Consent)
	s.LLMEndpoint.SetText("http://127.0.0.1:1234/v1")
	s.LLMEndpoint.OnSubmitted(s.LLMEndpoint.Text)
	if p[SettingLLMEndpoint] != "http://127.0.0.1:1234/v1" || p[SettingLLMAllowRemote] != false {
		t.Fatalf("prefs = %v", p)
	}
}

func TestSettingsAPIKeyGoesToTheKeychainOnly(t *testing.T) {
	p := memPrefs{SettingLLMEndpoint: "http://127.0.0.1:1234/v1"}
	s, admin := settingsUnderTest(t, p)
	if !strings.Contains(s.KeyState.Text, "No key saved") || s.ForgetKey.Visible() {
		t.Fatalf("key state = %q", s.KeyState.Text)
	}
	test.Type(s.APIKey, "sk-secret-123")
	test.Tap(s.SaveKey)
	if admin.keys["http://127.0.0.1:1234/v1"] != "sk-secret-123" {
		t.Fatalf("keychain = %v", admin.keys)
	}
	for k, v := range p {
		if strings.Contains(fmt.Sprint(v), "sk-secret") {
			t.Fatalf("the key is in the settings under %s", k)
		}
	}
	if s.APIKey.Text != "" || strings.Contains(s.KeyState.Text, "sk-") || !strings.Contains(s.KeyState.Text, "saved in the system keychain") || !s.ForgetKey.Visible() {
		t.Fatalf("after saving: entry %q, state %q", s.APIKey.Text, s.KeyState.Text)
	}
	test.Tap(s.ForgetKey)
	if len(admin.keys) != 0 || s.ForgetKey.Visible() {
		t.Fatalf("forget left %v", admin.keys)
	}
}

func TestSettingsBrainChangeIsApplied(t *testing.T) {
	p := memPrefs{}
	s, admin := settingsUnderTest(t, p)
	if s.BrainStatus.Text != "the grammar answers" || s.OffDevice.Text != "0 bytes have left this machine." {
		t.Fatalf("loaded status %q, audit %q", s.BrainStatus.Text, s.OffDevice.Text)
	}
	s.Brain.SetSelected(brainChoices[1].label)
	if p[SettingBrain] != "grammar" || admin.applied != 1 || s.BrainStatus.Text != "brain applied 1" {
		t.Fatalf("prefs %v, applied %d, status %q", p, admin.applied, s.BrainStatus.Text)
	}
	// Time limits are whole milliseconds; anything else is not saved.
	s.FirstTokenMS.SetText("30000")
	s.FirstTokenMS.OnSubmitted(s.FirstTokenMS.Text)
	s.TotalMS.SetText("soon")
	s.TotalMS.OnSubmitted(s.TotalMS.Text)
	if p[SettingLLMFirstMS] != 30000 || p[SettingLLMTotalMS] != nil || !strings.Contains(s.LLMResult.Text, "not a whole number") {
		t.Fatalf("prefs %v, result %q", p, s.LLMResult.Text)
	}
	test.Tap(s.ResetMemBtn)
	if admin.reset != 0 || s.Asking == nil {
		t.Fatal("memory was reset without asking")
	}
	s.Asking.Yes()
	if admin.reset != 1 {
		t.Fatal("memory was not reset")
	}
}

func TestSettingsDiscoveryListsServersToPick(t *testing.T) {
	p := memPrefs{}
	s, admin := settingsUnderTest(t, p)
	admin.found = []Server{{Name: "Ollama", URL: "http://127.0.0.1:11434/v1", Models: []string{"llama3.2:3b", "qwen2.5:7b"}}}
	test.Tap(s.FindBtn)
	if len(s.Found) != 2 || !strings.Contains(s.Found[1].Text, "qwen2.5:7b") || !strings.Contains(s.Found[1].Text, "Ollama") {
		t.Fatalf("found %d buttons", len(s.Found))
	}
	test.Tap(s.Found[1])
	if p[SettingLLMEndpoint] != "http://127.0.0.1:11434/v1" || p[SettingLLMModel] != "qwen2.5:7b" {
		t.Fatalf("prefs = %v", p)
	}

	admin.found = nil
	test.Tap(s.FindBtn)
	if len(s.Found) != 0 || !strings.Contains(s.LLMResult.Text, "No model server answered") {
		t.Fatalf("nothing found: %d buttons, %q", len(s.Found), s.LLMResult.Text)
	}
}

// fakeSearcher ranks notes by a fixed answer.
type fakeSearcher struct{ ids []string }

func (f fakeSearcher) SearchNotes(context.Context, string, int) ([]string, error) { return f.ids, nil }

func TestKnowledgeSearchRanksLongQueriesAndFiltersShortOnes(t *testing.T) {
	newTestApp(t)
	db := mustStore(t)
	var ids []string
	db.Write(context.Background(), func(tx *store.Tx) error {
		for _, n := range []store.Note{{Title: "Garden plan", Body: "Tomatoes by the fence."}, {Title: "Budget meeting", Body: "We agreed on 4,000 for the garden."}} {
			n, err := tx.Notes().Insert(n)
			if err != nil {
				return err
			}
			ids = append(ids, n.ID)
		}
		return nil
	})
	k := NewKnowledge(db, newFakeConv(t, db), nil)
	k.Searcher = fakeSearcher{ids: []string{ids[1]}}
	k.Background, k.Load = synchronous, synchronous
	test.NewTempWindow(t, k.Content())
	if err := k.Reload(); err != nil {
		t.Fatal(err)
	}
	titles := func() string {
		var ts []string
		for _, n := range k.shown {
			ts = append(ts, n.Title)
		}
		return strings.Join(ts, ", ")
	}
	k.Search.SetText("ga") // short: titles only, no search
	if got := titles(); got != "Garden plan" {
		t.Fatalf("short query shows %q", got)
	}
	k.Search.SetText("garden budget")
	if got := titles(); got != "Budget meeting" {
		t.Fatalf("ranked search shows %q", got)
	}
	k.Search.SetText("garden") // the title match first, then the rest of the ranking
	if got := titles(); got != "Garden plan, Budget meeting" {
		t.Fatalf("ranked search shows %q", got)
	}
}

// Semantic search cannot be on without an embeddings server: the box is
// unticked and disabled, saying why, until a server is set; the saved
// choice comes back with one.
func TestSettingsSemanticNeedsAnEmbeddingsServer(t *testing.T) {
	p := memPrefs{SettingSemantic: true}
	s, _ := settingsUnderTest(t, p)
	if s.Semantic.Checked || !s.Semantic.Disabled() || !strings.Contains(s.Semantic.Text, "embeddings server") {
		t.Fatalf("no server: checked %v, disabled %v, %q", s.Semantic.Checked, s.Semantic.Disabled(), s.Semantic.Text)
	}
	s.EmbedURL.SetText("http://127.0.0.1:8081")
	if !s.Semantic.Checked || s.Semantic.Disabled() {
		t.Fatalf("with a server: checked %v, disabled %v", s.Semantic.Checked, s.Semantic.Disabled())
	}
	test.Tap(s.Semantic)
	s.EmbedURL.SetText("")
	s.EmbedURL.SetText("http://127.0.0.1:8081")
	if s.Semantic.Checked || p[SettingSemantic] != false {
		t.Errorf("the choice to turn it off did not stick: checked %v, saved %v", s.Semantic.Checked, p[SettingSemantic])
	}
}

// The mouse wheel over any field scrolls the page — one-line fields, the
// key and password fields, the ones in "More voice options" — while a long
// value scrolls inside its field and does not widen the page.
func TestSettingsWheelOverAFieldScrollsThePage(t *testing.T) {
	newTestApp(t)
	s := NewSettings(memPrefs{}, nil, nil, "/data", nil)
	s.Admin = &fakeAdmin{keys: map[string]string{}}
	s.Background = synchronous
	w := test.NewTempWindow(t, s.Content())
	w.Resize(fyne.NewSize(900, 500))
	s.Load()
	var fields []fyne.CanvasObject
	walkTree(s.Content(), func(o fyne.CanvasObject) {
		if a, ok := o.(*widget.Accordion); ok {
			a.OpenAll()
		}
	})
	s.content.Refresh()
	walkTree(s.Content(), func(o fyne.CanvasObject) {
		switch o.(type) {
		case *entry, *pickEntry:
			fields = append(fields, o)
		case *widget.Entry, *widget.SelectEntry:
			t.Errorf("a plain Fyne entry in Settings swallows the wheel: %T", o)
		}
	})
	if len(fields) < 25 {
		t.Fatalf("found %d fields", len(fields))
	}
	d := fyne.CurrentApp().Driver()
	for _, f := range fields {
		y := d.AbsolutePositionForObject(f).Y - d.AbsolutePositionForObject(s.scroll).Y + s.scroll.Offset.Y
		s.scroll.ScrollToOffset(fyne.NewPos(0, y-100))
		before, dy := s.scroll.Offset.Y, float32(-60)
		if before > 0 {
			dy = 60
		}
		test.Scroll(w.Canvas(), d.AbsolutePositionForObject(f).Add(fyne.NewPos(10, 10)), 0, dy)
		if s.scroll.Offset.Y == before {
			t.Errorf("the wheel over %T %q did not scroll the page", f, f.(interface{ placeholder() string }).placeholder())
		}
	}
	width := s.scroll.Content.MinSize().Width
	s.LLMEndpoint.SetText("http://127.0.0.1:11434/v1/" + strings.Repeat("a", 300))
	s.content.Refresh()
	if got := s.scroll.Content.MinSize().Width; got > width+1 {
		t.Errorf("a long value widened the page from %.0f to %.0f", width, got)
	}
}

// walkTree visits o and everything drawn inside it.
func walkTree(o fyne.CanvasObject, fn func(fyne.CanvasObject)) {
	fn(o)
	switch c := o.(type) {
	case *fyne.Container:
		for _, k := range c.Objects {
			walkTree(k, fn)
		}
	case fyne.Widget:
		for _, k := range test.WidgetRenderer(c).Objects() {
			walkTree(k, fn)
		}
	}
}

// A multi-line field in a page passes the wheel on while its text fits,
// and scrolls itself once it holds more than it shows.
func TestWheelPassesAMultiLineFieldUntilItHasMore(t *testing.T) {
	newTestApp(t)
	e := newEntry(nil, true)
	e.SetMinRowsVisible(3)
	var page *container.Scroll
	e.page = func() fyne.Scrollable { return page }
	filler := widget.NewLabel(strings.Repeat("line\n", 80))
	page = container.NewVScroll(container.NewVBox(e, filler))
	w := test.NewTempWindow(t, page)
	w.Resize(fyne.NewSize(400, 300))
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(e).Add(fyne.NewPos(20, 20))
	e.SetText("a short note")
	test.Scroll(w.Canvas(), at, 0, -40)
	if page.Offset.Y == 0 {
		t.Fatal("the wheel over a field with nothing to scroll did not scroll the page")
	}
	page.ScrollToTop()
	e.SetText(strings.Repeat("a line of the note\n", 20))
	test.Scroll(w.Canvas(), at, 0, -40)
	if page.Offset.Y != 0 {
		t.Error("the wheel over a field with more text than it shows scrolled the page, not the field")
	}
}
