package views

import "testing"

// The advanced voice fields save to and load back from their settings keys.
func TestSettingsVoiceMoreFieldsPersist(t *testing.T) {
	newTestApp(t)
	p := memPrefs{}
	s := NewSettings(p, nil, nil, "/data", nil)
	s.Load()
	for _, f := range voiceMoreFields {
		e := s.VoiceMore[f.key]
		if e == nil || f.label == "" {
			t.Fatalf("field %q missing", f.key)
		}
	}
	e := s.VoiceMore["voice.whisper_server"]
	e.SetText("/opt/whisper/whisper-server")
	e.OnSubmitted(e.Text)
	if p["voice.whisper_server"] != "/opt/whisper/whisper-server" {
		t.Fatalf("prefs = %v", p)
	}
	again := NewSettings(p, nil, nil, "/data", nil)
	again.Load()
	if got := again.VoiceMore["voice.whisper_server"].Text; got != "/opt/whisper/whisper-server" {
		t.Fatalf("loaded back %q", got)
	}
}
