package app

import (
	"strings"
	"testing"
)

// dump is a trimmed runtime.Stack(all) dump: the UI goroutine (1) in a
// frame's text painting, and another goroutine in a GL call.
const dump = `goroutine 7 [running]:
github.com/go-gl/gl/v2.1/gl._Cfunc_glowFinish(0x0)
	_cgo_gotypes.go:10 +0x1

goroutine 1 [runnable, locked to thread]:
fyne.io/fyne/v2/internal/painter.DrawString({0x1, 0x2})
	/go/fyne/internal/painter/font.go:1 +0x1
fyne.io/fyne/v2/internal/driver/glfw.(*gLDriver).repaintWindow(0x0?, 0x1)
	/go/fyne/internal/driver/glfw/loop.go:2 +0x1
main.main()
	/src/main.go:3 +0x1

goroutine 11 [select]:
pace/app.watchStalls(0x1)
`

func TestGoroutineStack(t *testing.T) {
	for _, tc := range []struct {
		id   int
		head string
	}{
		{1, "goroutine 1 [runnable, locked to thread]:"},
		{7, "goroutine 7 [running]:"},
		{11, "goroutine 11 [select]:"},
		{2, ""},
	} {
		got := goroutineStack(dump, tc.id)
		if first, _, _ := strings.Cut(got, "\n"); first != tc.head {
			t.Errorf("goroutine %d: first line %q, want %q", tc.id, first, tc.head)
		}
		if strings.Contains(got, "\n\n") {
			t.Errorf("goroutine %d: the block runs into the next one: %q", tc.id, got)
		}
	}
	if got := goroutineStack(dump, 1); strings.Contains(got, "goroutine 11") || !strings.Contains(got, "main.main()") {
		t.Errorf("goroutine 1's block is wrong: %q", got)
	}
}

// A wait counts as painting only while the UI goroutine paints the frame
// or is in a C call of the GL/GLFW bindings; Pace's own code and layout,
// and C calls of other libraries, count against Pace.
func TestIsPainting(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stack string
		want  bool
	}{
		{"text painted in repaintWindow", goroutineStack(dump, 1), true},
		{"swapping buffers", "goroutine 1 [syscall, locked to thread]:\ngithub.com/go-gl/glfw/v3.3/glfw._Cfunc_glfwSwapBuffers(0x1)\n\t_cgo_gotypes.go:1 +0x1\nfyne.io/fyne/v2/internal/driver/glfw.(*gLDriver).drawSingleFrame(0x1)", true},
		{"a GL call", goroutineStack(dump, 7), true},
		{"Pace rendering a view", "goroutine 1 [runnable]:\npace/views.(*Today).render(0x1)\n\t/src/views/today.go:1 +0x1\nfyne.io/fyne/v2/internal/driver/glfw.(*gLDriver).runGL(0x1)", false},
		{"layout before the paint", "goroutine 1 [runnable]:\nfyne.io/fyne/v2/widget.(*RichText).updateRowBounds(0x1)\nfyne.io/fyne/v2/internal/driver/glfw.(*gLDriver).drawSingleFrame(0x1)", false},
		{"SQLite's C on the UI goroutine", "goroutine 1 [syscall]:\npace/store._Cfunc_sqlite3_step(0x1)\npace/views.(*Knowledge).render(0x1)", false},
		{"a key typed into Pace's search", "goroutine 1 [runnable]:\npace/views.(*Knowledge).filter(0x1)\ngithub.com/go-gl/glfw/v3.3/glfw._Cfunc_glfwPollEvents()", false},
		{"nothing", "", false},
	} {
		if got := isPainting(tc.stack); got != tc.want {
			t.Errorf("%s: isPainting = %v, want %v", tc.name, got, tc.want)
		}
	}
}
