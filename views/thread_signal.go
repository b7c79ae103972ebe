package views

import "pace/notch"

// ClearStaleSignal puts a failed or blocked signal back to Ready once its
// cause is behind the person (they switched spaces or started typing) and
// nothing is running or waiting: a microphone error must not stay on.
func (v *ThreadView) ClearStaleSignal() {
	s := v.Signal.Signal().State
	if s != notch.Failed && s != notch.Blocked {
		return
	}
	if v.pending > 0 {
		return
	}
	for i := len(v.turns) - 1; i >= 0 && i >= len(v.turns)-8; i-- {
		if v.turns[i].Status == StatusRunning || v.turns[i].Status == StatusQueued {
			return
		}
	}
	v.Apply(Update{Pending: v.pending, Signal: notch.Signal{State: notch.Ready}})
}

// followInput wires the composer: typing clears a stale signal, growing
// relayouts the bottom bar.
func (v *ThreadView) followInput() {
	changed := v.Input.OnChanged
	v.Input.OnChanged = func(s string) {
		changed(s)
		if s != "" {
			v.ClearStaleSignal()
		}
	}
	v.Input.OnResize = func() { v.content.Refresh() }
}
