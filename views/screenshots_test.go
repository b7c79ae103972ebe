//go:build screenshots

package views

import (
	"context"
	"flag"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"pace/notch"
	"pace/store"
)

// `make screenshots` runs this: every screen with demo data, rendered by
// Fyne's software renderer into docs/screenshots/*.png.
var outDir = flag.String("out", "../docs/screenshots", "where the PNGs go")

// variantTheme pins Pace's theme to one variant so both can be rendered.
type variantTheme struct {
	Theme
	v fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

type fixedPrefs map[string]any

func (p fixedPrefs) Get(k string, dst any) (bool, error) {
	v, ok := p[k]
	if !ok {
		return false, nil
	}
	switch d := dst.(type) {
	case *string:
		*d = v.(string)
	case *bool:
		*d = v.(bool)
	case *int:
		*d = v.(int)
	}
	return true, nil
}
func (p fixedPrefs) Set(k string, v any) error { p[k] = v; return nil }

type demoMaint struct{}

func (demoMaint) SearchStatus(context.Context) string {
	return "4 notes in 9 passages. Semantic search on (model nomic-embed-text), fused with keywords (BM25) by rank."
}
func (demoMaint) Export(context.Context) (string, error) { return "", nil }
func (demoMaint) ResetThread(context.Context) error      { return nil }

// demoAdmin is Settings → Brain with Ollama running on this computer.
type demoAdmin struct{ *fakeAdmin }

func (demoAdmin) Status() string {
	return "qwen2.5:7b-instruct at http://127.0.0.1:11434/v1 answers; the built-in grammar steps in when it fails."
}

func save(t *testing.T, w fyne.Window, name string) {
	t.Helper()
	img := w.Canvas().Capture()
	if err := os.MkdirAll(*outDir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(*outDir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

func TestScreenshots(t *testing.T) {
	for _, v := range []struct {
		suffix  string
		variant fyne.ThemeVariant
	}{{"", theme.VariantLight}, {"-dark", theme.VariantDark}} {
		t.Run("variant"+v.suffix, func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Settings().SetTheme(variantTheme{v: v.variant})
			screens(t, v.suffix)
		})
	}
}

func screens(t *testing.T, suffix string) {
	db := mustStore(t)
	ids := demo(t, db)
	var meeting store.Note
	db.Read(context.Background(), func(tx *store.Tx) error {
		var err error
		meeting, err = tx.Notes().Get(ids["meeting"])
		return err
	})
	conv := newFakeConv(t, db)
	conv.turns = demoTurns(ids, meeting.Body)
	prefs := fixedPrefs{SettingBrain: "auto", SettingLLMEndpoint: "http://127.0.0.1:11434/v1", SettingLLMModel: "qwen2.5:7b-instruct",
		SettingSTTEndpoint: "http://127.0.0.1:8080", SettingTTSEndpoint: "http://127.0.0.1:8880/v1", SettingSemantic: true, SettingEmbedURL: "http://127.0.0.1:8081", SettingEmbedModel: "nomic-embed-text"}
	m := NewMain(Deps{DB: db, Conv: conv, Prefs: prefs, Maint: demoMaint{}, Brains: demoAdmin{&fakeAdmin{keys: map[string]string{}}}, Now: func() time.Time { return demoNow }, DataDir: "/home/alex/.local/share/pace"})
	m.Thread.Signal.ReducedMotion = true
	m.Knowledge.Load = synchronous
	w := test.NewTempWindow(t, m.Content())
	w.Resize(fyne.NewSize(1040, 720))
	if err := m.Reload(); err != nil {
		t.Fatal(err)
	}
	m.Thread.Signal.Set(notch.Signal{State: notch.Failed, Reason: "model not answering", OffDevice: true})
	m.Thread.List.ScrollToBottom()
	save(t, w, "thread"+suffix)
	m.Thread.List.ScrollToTop()
	save(t, w, "thread-plan"+suffix)

	m.Show(SpaceToday)
	save(t, w, "today"+suffix)
	m.Show(SpaceProjects)
	save(t, w, "projects"+suffix)
	m.Show(SpaceKnowledge)
	c := conv.turns[2].Records[0].Citations[0]
	m.Knowledge.Open(c.NoteID, &c)
	save(t, w, "knowledge"+suffix)
	m.Knowledge.Tabs.SelectIndex(2)
	save(t, w, "graph"+suffix)
	m.Settings.Background = synchronous
	m.Show(SpaceSettings)
	m.Settings.showFound([]Server{{Name: "Ollama", URL: "http://127.0.0.1:11434/v1", Models: []string{"llama3.2:3b", "qwen2.5:7b-instruct"}}})
	m.Settings.content.Refresh() // lay out the lines that appeared
	save(t, w, "settings"+suffix)
	// The whole page at once (a scrolled capture would not clip entries).
	w.Resize(fyne.NewSize(1040, m.Settings.scroll.Content.MinSize().Height+90))
	save(t, w, "settings-all"+suffix)
	w.Resize(fyne.NewSize(1040, 720))

	empty := NewMain(Deps{DB: mustStore(t), Conv: newFakeConv(t, db), Prefs: fixedPrefs{}, Now: func() time.Time { return demoNow }})
	empty.Knowledge.Load = synchronous
	w.SetContent(empty.Content())
	save(t, w, "first-run"+suffix)

	for _, s := range []struct {
		name  string
		sig   notch.Signal
		reply string
		undo  bool
	}{
		{"ready", notch.Signal{State: notch.Ready}, "", false},
		{"listening", notch.Signal{State: notch.Listening, Level: 0.7}, "", false},
		{"acting", notch.Signal{State: notch.Acting, Step: 2, Total: 5}, "", false},
		{"completed", notch.Signal{State: notch.Completed}, "Added “Call the bank about the mortgage rate” for today at 17:00.", true},
		{"offdevice", notch.Signal{State: notch.Understanding, OffDevice: true}, "", false},
		{"failed", notch.Signal{State: notch.Failed, Reason: "the local model is not answering"}, "I couldn't reach the local model at 127.0.0.1:11434. Start it, then try again.", false},
	} {
		p := notch.NewPanel(conv, conv, nil)
		p.Signal.ReducedMotion = true
		p.Clock = stopped{}
		p.Apply(notch.PanelUpdate{TurnID: "q", Reply: s.reply, Done: s.reply != "", Changed: s.undo, Signal: s.sig})
		pw := test.NewTempWindow(t, p.Content())
		pw.SetPadded(false)
		pw.Resize(notch.PanelSize)
		save(t, pw, "quick-panel-"+s.name+suffix)
	}
}
