// Package assets holds Pace's embedded, original artwork: the app icon, the
// monochrome tray mark and the icons of tool families and spaces, all drawn
// as SVG so they stay sharp at every scale and can be recoloured by the theme.
package assets

import (
	"bytes"
	"embed"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strings"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

//go:embed icons/*.svg
var files embed.FS

func load(name string) *fyne.StaticResource {
	b, err := files.ReadFile("icons/" + name + ".svg")
	if err != nil {
		panic(fmt.Sprintf("assets: %s.svg is not embedded", name)) // a build-time constant
	}
	return fyne.NewStaticResource(name+".svg", b)
}

// Raw resources. App is full colour; the others are black strokes meant to
// be recoloured through Themed or Colored.
var (
	App       = load("app")
	Tray      = load("tray")
	Task      = load("task")
	Project   = load("project")
	Note      = load("note")
	Search    = load("search")
	Agenda    = load("agenda")
	Undo      = load("undo")
	Thread    = load("thread")
	Today     = load("today")
	Knowledge = load("knowledge")
	Settings  = load("settings")
	Import    = load("import")
	Send      = load("send")
	Replay    = load("replay")
	Close     = load("close")
)

// Themed returns res drawn in the theme's foreground colour, so it reads on
// light and dark surfaces alike.
func Themed(res fyne.Resource) fyne.Resource { return Colored(res, theme.ColorNameForeground) }

// Colored returns res drawn in the theme colour called name, resolved with
// the current theme and variant each time it is read: a refresh after the
// variant changes redraws it in the new colour.
func Colored(res fyne.Resource, name fyne.ThemeColorName) fyne.Resource {
	return &tinted{src: res, color: name}
}

// tinted recolours an icon's strokes and fills. Fyne's own themed resources
// recolour fills only, so our stroke-drawn icons stayed black on dark
// surfaces. Its name carries the colour, so Fyne's SVG cache never hands
// back a raster drawn for the other variant.
type tinted struct {
	src   fyne.Resource
	color fyne.ThemeColorName
}

var _ fyne.ThemedResource = (*tinted)(nil)

func (t *tinted) hex() string { return hex(theme.Color(t.color)) }

// Name implements fyne.Resource.
func (t *tinted) Name() string {
	return strings.TrimSuffix(t.src.Name(), ".svg") + "-" + t.hex()[1:] + ".svg"
}

// Content implements fyne.Resource.
func (t *tinted) Content() []byte {
	return []byte(strings.ReplaceAll(string(t.src.Content()), "#000000", t.hex()))
}

// ThemeColorName implements fyne.ThemedResource.
func (t *tinted) ThemeColorName() fyne.ThemeColorName { return t.color }

// Family returns the icon of a tool family (tools.FamilyTask, …); unknown
// families get the task icon's neutral sibling, the note.
func Family(family string) fyne.Resource {
	switch family {
	case "task":
		return Task
	case "project":
		return Project
	case "note":
		return Note
	case "search":
		return Search
	case "agenda":
		return Agenda
	case "undo":
		return Undo
	case "import":
		return Import
	}
	return Note
}

// TrayIcon is the monochrome tray mark in fg with, when badge is not nil, a
// small dot of that colour in the lower right corner: the signal state shown
// on the menu bar. fg should contrast with the menu bar (the theme's
// foreground colour). It is a 64×64 PNG: tray hosts do not read SVG.
func TrayIcon(fg color.Color, badge color.Color) fyne.Resource {
	res := trayIconSVG(fg, badge)
	img, err := rasterize(res.Content(), 64)
	if err != nil {
		return res // drawn by us, so this does not happen; SVG is the fallback
	}
	return fyne.NewStaticResource(strings.TrimSuffix(res.Name(), ".svg")+".png", img)
}

// rasterize draws an SVG into a size×size PNG.
func rasterize(svg []byte, size int) ([]byte, error) {
	icon, err := oksvg.ReadIconStream(bytes.NewReader(svg))
	if err != nil {
		return nil, err
	}
	icon.SetTarget(0, 0, float64(size), float64(size))
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	scanner := rasterx.NewScannerGV(size, size, img, img.Bounds())
	icon.Draw(rasterx.NewDasher(size, size, scanner), 1)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func trayIconSVG(fg color.Color, badge color.Color) fyne.Resource {
	svg := strings.ReplaceAll(string(Tray.Content()), "#000000", hex(fg))
	name := "tray-" + hex(fg)[1:]
	if badge != nil {
		dot := fmt.Sprintf(`<circle cx="50" cy="50" r="11" fill="%s"/></svg>`, hex(badge))
		svg = strings.Replace(svg, "</svg>", dot, 1)
		name += "-" + hex(badge)[1:]
	}
	return fyne.NewStaticResource(name+".svg", []byte(svg))
}

func hex(c color.Color) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02X%02X%02X", r>>8, g>>8, b>>8)
}
