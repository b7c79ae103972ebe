//go:build cgo

package hotkey

import ghk "golang.design/x/hotkey"

var platformMods = map[Mod]ghk.Modifier{Ctrl: ghk.ModCtrl, Shift: ghk.ModShift, Alt: ghk.ModOption, Super: ghk.ModCmd}
