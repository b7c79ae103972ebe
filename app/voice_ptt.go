package app

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"pace/thread"
	"pace/voice"
	"pace/voice/hotkey"
)

// levelEvery is how often the microphone level is shown while listening; the audio thread
// reports every 10 ms, which would flood the UI goroutine.
const levelEvery = 50 * time.Millisecond

// inAppTalk names the in-app ways to talk, for messages.
const inAppTalk = "the microphone button or Ctrl+T in the window"

// pushToTalk is voice in the desktop app: one voice.Session over the microphone whose
// transcripts go through the thread's queue like typed text, the reply spoken when an output
// device exists, and the global hotkey. Its methods may be called from any goroutine; none of
// them blocks on a turn. show reports every signal change and must not block.
type pushToTalk struct {
	ctx     context.Context // ends with Close
	cancel  context.CancelFunc
	session *voice.Session
	speaker *voice.Speaker // nil: replies are shown, not spoken
	servers *voiceServers
	runner  *turnRunner
	show    func(sig thread.Signal, reason string, level float64)
	now     func() time.Time

	mu        sync.Mutex
	hk        *hotkey.Hotkey
	lastLevel time.Time
	wg        sync.WaitGroup
	// spoken counts transcripts submitted and not yet finished, by text, so that speaking
	// typed replies leaves the spoken ones to the session.
	spoken      map[string]int
	speakTyped  bool
	unsubscribe func()
}

// newPushToTalk builds push-to-talk over th (whose queue worker must be running). player
// may be nil (no output device).
func newPushToTalk(ctx context.Context, th *thread.Thread, servers *voiceServers, src voice.Source, player voice.Player,
	show func(thread.Signal, string, float64)) *pushToTalk {
	ctx, cancel := context.WithCancel(ctx)
	p := &pushToTalk{ctx: ctx, cancel: cancel, servers: servers, runner: &turnRunner{th: th}, show: show, now: time.Now}
	if player != nil {
		p.speaker = servers.speaker(player, nil)
	}
	p.session = voiceSession(src, servers, p.submit, p.runner, p.speaker,
		func(sig thread.Signal, reason string) { p.show(sig, reason, 0) })
	p.session.OnLevel = p.level
	return p
}

// submit is the session's turn: the thread's queue, remembering that the text was spoken.
func (p *pushToTalk) submit(ctx context.Context, transcript string) (string, error) {
	p.mu.Lock()
	if p.spoken == nil {
		p.spoken = map[string]int{}
	}
	p.spoken[transcript]++
	p.mu.Unlock()
	return p.runner.queue(ctx, transcript)
}

// SpeakTyped sets whether replies to typed requests are spoken too (Settings → Voice, "Speak
// replies aloud"); replies to spoken requests always are.
func (p *pushToTalk) SpeakTyped(on bool) {
	if p.speaker == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.speakTyped = on
	if p.unsubscribe == nil {
		p.unsubscribe = p.runner.th.Subscribe(p.typedReply)
	}
}

// typedReply runs on the thread's worker for every update: it must not block.
func (p *pushToTalk) typedReply(u thread.Update) {
	tr := u.Turn
	switch tr.Status {
	case thread.Done, thread.FailedSt, thread.Cancelled:
	default:
		return
	}
	p.mu.Lock()
	if n := p.spoken[tr.Request]; n > 0 {
		if n == 1 {
			delete(p.spoken, tr.Request)
		} else {
			p.spoken[tr.Request] = n - 1
		}
		p.mu.Unlock()
		return
	}
	on := p.speakTyped
	p.mu.Unlock()
	if !on || tr.Status != thread.Done || tr.Direct || tr.Reply == "" {
		return
	}
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		p.show(thread.Speaking, "", 0)
		err := p.speaker.Speak(p.ctx, tr.Reply)
		switch {
		case errors.Is(err, voice.ErrStopped) && p.session.Listening():
		case err != nil && !errors.Is(err, voice.ErrStopped) && p.ctx.Err() == nil:
			p.show(thread.Failed, err.Error(), 0)
		default:
			p.show(u.Signal, "", 0)
		}
	}()
}

// Toggle is the in-app button and shortcut: the first press starts listening (stopping any
// speech: barge-in), the second ends the capture and runs the turn.
func (p *pushToTalk) Toggle() {
	if p.session.Listening() {
		p.Up()
		return
	}
	p.Down()
}

// Down starts listening (the global key went down). A failure to open the microphone is
// shown as the failed signal.
func (p *pushToTalk) Down() { _ = p.session.Press() }

// Up ends the capture and runs the turn in the background (the key went up).
func (p *pushToTalk) Up() {
	if !p.session.Listening() {
		return
	}
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		// Release reports every outcome through the signal; the thread shows the turn.
		_, _ = p.session.Release(p.ctx)
	}()
}

// Stop is Escape: it stops the reply being spoken and discards a capture in progress.
func (p *pushToTalk) Stop() {
	listening := p.session.Listening()
	p.session.Cancel()
	if listening {
		p.show(thread.Ready, "", 0)
	}
}

// Speaks reports whether replies are spoken (an output device opened).
func (p *pushToTalk) Speaks() bool { return p.speaker != nil }

// Replay speaks the last spoken reply again without re-running anything (notch.Replayer).
func (p *pushToTalk) Replay() {
	if p.speaker == nil {
		return
	}
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		p.show(thread.Speaking, "", 0)
		err := p.speaker.Replay(p.ctx)
		switch {
		case errors.Is(err, voice.ErrStopped) && p.session.Listening():
			// Barge-in: the new press owns the signal.
		case err != nil && !errors.Is(err, voice.ErrStopped) && p.ctx.Err() == nil:
			p.show(thread.Failed, err.Error(), 0)
		default:
			p.show(thread.Ready, "", 0)
		}
	}()
}

func (p *pushToTalk) level(l float64) {
	p.mu.Lock()
	now := p.now()
	if now.Sub(p.lastLevel) < levelEvery {
		p.mu.Unlock()
		return
	}
	p.lastLevel = now
	p.mu.Unlock()
	p.show(thread.Listening, "", l)
}

// Hotkey registers combo as the global push-to-talk key (down starts, up ends) and returns
// what Settings should say about it. Where global hotkeys cannot work (Wayland, no X display,
// a combination another program holds) the reason is returned and the in-app ways still work.
// It may block for a couple of seconds (the X server's answer): call it off the UI goroutine.
func (p *pushToTalk) Hotkey(combo string) string {
	b, err := hotkey.Parse(combo)
	if err != nil {
		return fmt.Sprintf("The push-to-talk key %q is not valid (%v); use %s.", combo, err, inAppTalk)
	}
	hk, err := hotkey.Register(b)
	var ue *hotkey.UnavailableError
	switch {
	case errors.As(err, &ue):
		return "Global push-to-talk is off: " + ue.Reason + ". Use " + inAppTalk + "."
	case err != nil:
		return "Global push-to-talk is off: " + err.Error() + ". Use " + inAppTalk + "."
	}
	p.mu.Lock()
	p.hk = hk
	p.mu.Unlock()
	go func() {
		for {
			select {
			case <-hk.Down():
				p.Down()
			case <-hk.Up():
				p.Up()
			case <-p.ctx.Done():
				return
			}
		}
	}()
	return fmt.Sprintf("Hold %s anywhere to talk, or use %s.", b, inAppTalk)
}

// Close unregisters the hotkey, drops a capture, stops speech and the sidecars. Turns already
// in the thread's queue finish there.
func (p *pushToTalk) Close() {
	p.cancel()
	p.mu.Lock()
	hk, unsubscribe := p.hk, p.unsubscribe
	p.hk, p.unsubscribe = nil, nil
	p.mu.Unlock()
	if unsubscribe != nil {
		unsubscribe()
	}
	if hk != nil {
		_ = hk.Close()
	}
	p.session.Cancel()
	p.servers.Close()
}
