package app

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"sync"

	"pace/voice"
	"pace/voice/device"
)

// cmdListen is `pace listen --file audio.wav [--stt URL] [--json] [--yes] [--brain MODE]`:
// speech-to-text on the file, then the transcript as one turn, exactly as `pace ask` runs
// typed text. A file with no speech in it answers "I didn't catch that." without calling the
// recognizer (exit 0, empty transcript). --json prints `pace ask --json` plus "transcript".
func cmdListen(c *cli, args []string) error {
	asJSON := false
	err := listen(c, args, &asJSON)
	if err != nil && asJSON && !errors.As(err, new(exitError)) {
		// the turn could not start (no recording, no server): {"error": …}
		// as `pace ask --json` gives
		return c.jsonError(true, err)
	}
	return err
}

func listen(c *cli, args []string, jsonOut *bool) error {
	fs := c.flags("listen")
	file := fs.String("file", "", "WAV file to transcribe")
	stt := fs.String("stt", "", "speech-to-text server base URL (default: Settings); a URL ending in /v1 is OpenAI-compatible, others whisper.cpp")
	asJSON := fs.Bool("json", false, "print JSON")
	yes := fs.Bool("yes", false, "approve risky actions (e.g. deleting) without asking")
	brain := fs.String("brain", "", "auto, grammar or llm (default: Settings)")
	rest, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	*jsonOut = *asJSON
	if len(rest) > 0 {
		return usageErr("unexpected argument %q", rest[0])
	}
	if *file == "" {
		return usageErr("name the recording, e.g. pace listen --file request.wav")
	}
	src, err := voice.OpenWAV(*file)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	db, err := c.open()
	if err != nil {
		return err
	}
	vc, err := c.readVoiceConfig(ctx, db)
	if err != nil {
		return err
	}
	if *stt != "" {
		vc.STTURL, vc.STTKind = *stt, sttKindOf(*stt, vc.STTKind)
	}
	vs := &voiceServers{}
	defer vs.Close()
	if err := vs.addSTT(vc); err != nil {
		return err
	}
	w, err := c.wire(ctx, brainChoice{mode: *brain})
	if err != nil {
		return err
	}
	w.thread.SetApprover(cliApprover(w.box, c.env.Stderr, *yes, nil, &c.unapproved))
	r := &turnRunner{th: w.thread}
	s := voiceSession(src, vs, r.ask, r, nil, nil)
	if err := s.Press(); err != nil {
		return err
	}
	res, err := s.Release(ctx)
	switch {
	case errors.Is(err, voice.ErrNothingHeard):
		return c.reportNothingHeard(*asJSON)
	case errors.Is(err, errTurnFailed), errors.Is(err, errTurnCancelled):
		// The turn ran and ended badly: report it like pace ask does.
	case errors.Is(err, voice.ErrUnreachable):
		return fmt.Errorf("the speech-to-text server is not answering: %w", err)
	case err != nil:
		return err
	}
	tr, _ := r.Last()
	if err := recordTurn(ctx, c.db, surfaceCLI, tr); err != nil {
		fmt.Fprintf(c.env.Stderr, "pace: could not note this turn for `pace undo`: %v\n", err)
	}
	tr.OffDevice = tr.OffDevice || vs.Remote
	return c.reportTurn(tr, *asJSON, &res.Transcript)
}

// sttKindOf guesses the protocol of a --stt URL: OpenAI-compatible when its path is /v1 or
// below, else the configured kind (whisper.cpp by default).
func sttKindOf(raw, configured string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err == nil && (strings.HasSuffix(strings.TrimRight(u.Path, "/"), "/v1") || strings.Contains(u.Path, "/v1/")) {
		return sttOpenAI
	}
	if configured == "" {
		return sttWhisper
	}
	return configured
}

func (c *cli) reportNothingHeard(asJSON bool) error {
	if !asJSON {
		fmt.Fprintln(c.env.Stdout, nothingHeard)
		return nil
	}
	empty := ""
	return writeJSON(c.env.Stdout, askJSON{Reply: nothingHeard, Steps: []stepJSON{}, Citations: []citationJSON{}, Transcript: &empty})
}

// cmdSay is `pace say [--tts URL] [--out file.wav] TEXT`: speaks TEXT (what the window would
// say for it: Markdown and citation markers removed) through the configured speech server,
// falling back to the system voice, and plays it, or writes it as a 16-bit mono WAV with
// --out. When the system voice stood in, stderr says so and why.
func cmdSay(c *cli, args []string) error {
	fs := c.flags("say")
	tts := fs.String("tts", "", "OpenAI-compatible speech server base URL (default: Settings)")
	out := fs.String("out", "", "write a WAV file instead of playing")
	rest, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	text := joinArgs(rest)
	if text == "" {
		return usageErr("say what to speak, e.g. pace say \"Hello\"")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	db, err := c.open()
	if err != nil {
		return err
	}
	vc, err := c.readVoiceConfig(ctx, db)
	if err != nil {
		return err
	}
	if *tts != "" {
		vc.TTSURL, vc.TTSExe = *tts, ""
	}
	vs := &voiceServers{}
	defer vs.Close()
	if err := vs.addTTS(vc); err != nil {
		return err
	}

	rec := &voice.Recorder{}
	var player voice.Player = rec
	if *out == "" {
		sp, err := device.OpenSpeakers()
		if err != nil {
			return fmt.Errorf("%w; use --out file.wav to write the speech to a file", err)
		}
		player = sp
	}
	var (
		mu     sync.Mutex
		reason error
	)
	sp := vs.speaker(player, func(err error) {
		mu.Lock()
		if reason == nil {
			reason = err
		}
		mu.Unlock()
	})
	if err := sp.Speak(ctx, text); err != nil {
		return err
	}
	mu.Lock()
	why := reason
	mu.Unlock()
	if *out != "" {
		if err := os.WriteFile(*out, rec.WAV(), 0o644); err != nil {
			return fmt.Errorf("write %s: %w", *out, err)
		}
	}
	if why != nil {
		where := "the system voice spoke instead"
		if *out != "" {
			where = "wrote the system voice's speech to " + *out + " instead"
		}
		fmt.Fprintf(c.env.Stderr, "pace say: %s; %s.\n", fallbackWhy(vs, why), where)
	}
	return nil
}

// fallbackWhy words why the speech server was not used.
func fallbackWhy(vs *voiceServers, err error) string {
	if vs.TTS == nil {
		return "no speech server is configured (Settings → Voice or --tts URL)"
	}
	if errors.Is(err, voice.ErrUnreachable) {
		return "the speech server at " + vs.TTSName + " is not answering"
	}
	return "the speech server at " + vs.TTSName + " failed (" + err.Error() + ")"
}
