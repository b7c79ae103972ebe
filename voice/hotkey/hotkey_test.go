package hotkey

import (
	"errors"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		err      bool
	}{
		{"ctrl+shift+space", "ctrl+shift+space", false},
		{"Shift + Ctrl + Space", "ctrl+shift+space", false},
		{"Alt+F9", "alt+f9", false},
		{"cmd+option+p", "alt+super+p", false},
		{"f12", "f12", false},
		{"ctrl+7", "ctrl+7", false},
		{"ctrl+", "", true},
		{"hyper+a", "", true},
		{"ctrl+banana", "", true},
	} {
		t.Run(tc.in, func(t *testing.T) {
			b, err := Parse(tc.in)
			if (err != nil) != tc.err {
				t.Fatalf("err = %v", err)
			}
			if err == nil && b.String() != tc.want {
				t.Errorf("Parse(%q) = %q, want %q", tc.in, b, tc.want)
			}
		})
	}
}

func TestUnavailableErrorIs(t *testing.T) {
	var err error = &UnavailableError{Reason: "global hotkeys are not available on Wayland"}
	if !errors.Is(err, ErrUnavailable) {
		t.Error("errors.Is(UnavailableError, ErrUnavailable) = false")
	}
	var ue *UnavailableError
	if !errors.As(err, &ue) || ue.Reason == "" {
		t.Error("errors.As failed")
	}
}
