package assets

import (
	"bytes"
	"image/color"
	"image/png"
	"io/fs"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// Every embedded icon is an SVG our rasterizer (the same one Fyne uses) can draw.
func TestIconsRasterize(t *testing.T) {
	names, err := fs.Glob(files, "icons/*.svg")
	if err != nil || len(names) < 15 {
		t.Fatalf("icons: %v %v", names, err)
	}
	for _, n := range names {
		t.Run(n, func(t *testing.T) {
			b, _ := files.ReadFile(n)
			out, err := rasterize(b, 48)
			if err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(bytes.NewReader(out))
			if err != nil || img.Bounds().Dx() != 48 {
				t.Fatalf("png: %v", err)
			}
			opaque := 0
			for y := 0; y < 48; y++ {
				for x := 0; x < 48; x++ {
					if _, _, _, a := img.At(x, y).RGBA(); a > 0 {
						opaque++
					}
				}
			}
			if opaque < 48 {
				t.Errorf("%s draws almost nothing (%d pixels)", n, opaque)
			}
		})
	}
}

func TestFamilies(t *testing.T) {
	for fam, want := range map[string]*struct{ r interface{ Name() string } }{
		"task": {Task}, "project": {Project}, "note": {Note}, "search": {Search}, "agenda": {Agenda}, "undo": {Undo}, "import": {Import}, "other": {Note},
	} {
		if got := Family(fam); got.Name() != want.r.Name() {
			t.Errorf("Family(%q) = %s", fam, got.Name())
		}
	}
}

func TestTrayIconIsPNGWithBadge(t *testing.T) {
	plain := TrayIcon(color.Black, nil)
	badged := TrayIcon(color.Black, color.NRGBA{R: 0xC8, G: 0x3A, B: 0x32, A: 0xFF})
	for _, r := range []interface{ Content() []byte }{plain, badged} {
		if _, err := png.Decode(bytes.NewReader(r.Content())); err != nil {
			t.Fatal(err)
		}
	}
	if bytes.Equal(plain.Content(), badged.Content()) {
		t.Error("the badge changes nothing")
	}
}

// variantTheme answers every colour for one fixed variant, whatever the
// settings say.
type variantTheme struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

// Icons are drawn with strokes: a themed icon must recolour them (Fyne's
// themed resources recolour fills only) and follow a variant change.
func TestColoredFollowsVariant(t *testing.T) {
	a := test.NewTempApp(t)
	res := Colored(Today, theme.ColorNameForeground)
	var names []string
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		a.Settings().SetTheme(variantTheme{theme.DefaultTheme(), v})
		want := hex(theme.DefaultTheme().Color(theme.ColorNameForeground, v))
		body := string(res.Content())
		if strings.Contains(body, "#000000") || !strings.Contains(body, want) {
			t.Errorf("variant %d: want strokes in %s, got %s", v, want, body)
		}
		names = append(names, res.Name())
	}
	if names[0] == names[1] {
		t.Errorf("light and dark share the cache name %q", names[0])
	}
	if Themed(Send).(fyne.ThemedResource).ThemeColorName() != theme.ColorNameForeground {
		t.Error("Themed is not the foreground colour")
	}
}
