//go:build windows || (darwin && cgo)

package hotkey

import (
	"runtime"

	ghk "golang.design/x/hotkey"
)

// Available reports nil: macOS and Windows always offer global hotkeys (macOS may still ask for
// permission on first use).
func Available() error { return nil }

// Register registers b with the operating system. Errors: *UnavailableError when the system
// refuses, e.g. because another program registered the combination.
func Register(b Binding) (*Hotkey, error) {
	key, ok := platformKey(b.Key)
	if !ok {
		return nil, &UnavailableError{Reason: "this platform has no " + b.Key + " key for hotkeys"}
	}
	var mods []ghk.Modifier
	for m, pm := range platformMods {
		if b.Mods&m != 0 {
			mods = append(mods, pm)
		}
	}
	hk := ghk.New(mods, key)
	if err := hk.Register(); err != nil {
		return nil, &UnavailableError{Reason: b.String() + " could not be registered; it may be taken by another program", Err: err}
	}
	h := newHotkey(b)
	quit := make(chan struct{})
	h.stop = func() {
		close(quit)
		_ = hk.Unregister()
	}
	go func() {
		down, up := hk.Keydown(), hk.Keyup()
		for {
			select {
			case <-quit:
				return
			case _, ok := <-down:
				if !ok {
					return
				}
				send(h.down)
			case _, ok := <-up:
				if !ok {
					return
				}
				send(h.up)
			}
		}
	}()
	runtime.KeepAlive(hk)
	return h, nil
}

func platformKey(name string) (ghk.Key, bool) {
	if len(name) == 1 {
		c := name[0]
		switch {
		case c >= 'a' && c <= 'z':
			return letters[c-'a'], true
		case c >= '0' && c <= '9':
			return digits[c-'0'], true
		}
	}
	k, ok := named[name]
	return k, ok
}

var letters = [26]ghk.Key{ghk.KeyA, ghk.KeyB, ghk.KeyC, ghk.KeyD, ghk.KeyE, ghk.KeyF, ghk.KeyG, ghk.KeyH,
	ghk.KeyI, ghk.KeyJ, ghk.KeyK, ghk.KeyL, ghk.KeyM, ghk.KeyN, ghk.KeyO, ghk.KeyP, ghk.KeyQ, ghk.KeyR,
	ghk.KeyS, ghk.KeyT, ghk.KeyU, ghk.KeyV, ghk.KeyW, ghk.KeyX, ghk.KeyY, ghk.KeyZ}

var digits = [10]ghk.Key{ghk.Key0, ghk.Key1, ghk.Key2, ghk.Key3, ghk.Key4, ghk.Key5, ghk.Key6, ghk.Key7,
	ghk.Key8, ghk.Key9}

var named = map[string]ghk.Key{
	"space": ghk.KeySpace, "return": ghk.KeyReturn, "escape": ghk.KeyEscape, "tab": ghk.KeyTab,
	"delete": ghk.KeyDelete, "left": ghk.KeyLeft, "right": ghk.KeyRight, "up": ghk.KeyUp, "down": ghk.KeyDown,
	"f1": ghk.KeyF1, "f2": ghk.KeyF2, "f3": ghk.KeyF3, "f4": ghk.KeyF4, "f5": ghk.KeyF5, "f6": ghk.KeyF6,
	"f7": ghk.KeyF7, "f8": ghk.KeyF8, "f9": ghk.KeyF9, "f10": ghk.KeyF10, "f11": ghk.KeyF11, "f12": ghk.KeyF12,
	"f13": ghk.KeyF13, "f14": ghk.KeyF14, "f15": ghk.KeyF15, "f16": ghk.KeyF16, "f17": ghk.KeyF17,
	"f18": ghk.KeyF18, "f19": ghk.KeyF19, "f20": ghk.KeyF20,
}
