package hotkey

import ghk "golang.design/x/hotkey"

var platformMods = map[Mod]ghk.Modifier{Ctrl: ghk.ModCtrl, Shift: ghk.ModShift, Alt: ghk.ModAlt, Super: ghk.ModWin}
