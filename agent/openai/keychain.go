package openai

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"

	"github.com/zalando/go-keyring"

	"pace/egress"
)

// KeyringService is the OS keychain service under which API keys are
// stored; the account is the endpoint's origin, scheme and port included
// ("https://api.example:443"), so a key saved for https://h is never sent
// to http://h.
const KeyringService = "Pace LLM endpoint"

// ErrNoKeychain: on Linux, no session bus is running, so there is no
// keychain to ask (and Pace will not start a bus of its own).
var ErrNoKeychain = errors.New("no keychain: the desktop session's D-Bus is not running")

// keychain is the OS keychain; tests replace it.
var keychain interface {
	Get(service, user string) (string, error)
	Set(service, user, password string) error
	Delete(service, user string) error
} = osKeychain{}

type osKeychain struct{}

// MockKeychain replaces the OS keychain with go-keyring's in-memory mock
// for the rest of the process (tests of packages that wire the keychain).
func MockKeychain() {
	keyring.MockInit()
	keychain = mockKeychain{}
}

// mockKeychain is go-keyring's mock, reached without the session-bus check.
type mockKeychain struct{}

func (mockKeychain) Get(s, u string) (string, error) { return keyring.Get(s, u) }
func (mockKeychain) Set(s, u, p string) error        { return keyring.Set(s, u, p) }
func (mockKeychain) Delete(s, u string) error        { return keyring.Delete(s, u) }

func (osKeychain) Get(s, u string) (string, error) {
	if err := sessionBus(os.Getenv); err != nil {
		return "", err
	}
	return keyring.Get(s, u)
}

func (osKeychain) Set(s, u, p string) error {
	if err := sessionBus(os.Getenv); err != nil {
		return err
	}
	return keyring.Set(s, u, p)
}

func (osKeychain) Delete(s, u string) error {
	if err := sessionBus(os.Getenv); err != nil {
		return err
	}
	return keyring.Delete(s, u)
}

// sessionBus returns ErrNoKeychain on Linux when no session bus is running.
// Without this check godbus autolaunches a dbus-daemon (dbus-launch) that
// outlives the CLI call that asked.
func sessionBus(getenv func(string) string) error {
	if !SessionBusRunning(getenv) {
		return ErrNoKeychain
	}
	return nil
}

// NoBusAddress is the DBUS_SESSION_BUS_ADDRESS that says "no session bus":
// D-Bus's own "disabled:" transport, which godbus refuses to dial (it never
// autolaunches for a set address) and libdbus treats as no bus.
const NoBusAddress = "disabled:"

// SessionBusRunning reports whether a desktop session bus can be reached
// without starting one: always outside Linux and the BSDs; there, when
// DBUS_SESSION_BUS_ADDRESS names one (other than NoBusAddress and
// "autolaunch:") or $XDG_RUNTIME_DIR/bus (default /run/user/UID/bus) is a
// socket.
func SessionBusRunning(getenv func(string) string) bool {
	if runtime.GOOS != "linux" && runtime.GOOS != "freebsd" && runtime.GOOS != "openbsd" {
		return true
	}
	switch a := getenv("DBUS_SESSION_BUS_ADDRESS"); a {
	case NoBusAddress:
		return false
	case "", "autolaunch:":
	default:
		return true
	}
	dir := getenv("XDG_RUNTIME_DIR")
	if dir == "" {
		dir = filepath.Join("/run/user", strconv.Itoa(os.Getuid()))
	}
	fi, err := os.Stat(filepath.Join(dir, "bus"))
	return err == nil && fi.Mode()&os.ModeSocket != 0
}

// keyAccount is the keychain account of endpoint: its origin.
func keyAccount(endpoint string) (string, error) {
	o, err := egress.Origin(endpoint)
	if err != nil {
		return "", fmt.Errorf("api key: %w", err)
	}
	return o, nil
}

// legacyAccount is the host:port account earlier versions stored keys
// under, without the scheme.
func legacyAccount(endpoint string) string {
	u, err := egress.ParseURL(endpoint)
	if err != nil {
		return ""
	}
	return u.Host
}

// SetAPIKey stores key for endpoint's origin in the OS keychain; an empty
// key deletes it. Errors: ErrNoKeychain, or the keychain's own.
func SetAPIKey(endpoint, key string) error {
	acct, err := keyAccount(endpoint)
	if err != nil {
		return err
	}
	if legacy := legacyAccount(endpoint); legacy != "" {
		// One key per origin: the scheme-less entry would be read for https.
		if err := keychain.Delete(KeyringService, legacy); err != nil && !errors.Is(err, keyring.ErrNotFound) {
			return err
		}
	}
	if key == "" {
		err := keychain.Delete(KeyringService, acct)
		if errors.Is(err, keyring.ErrNotFound) {
			return nil
		}
		return err
	}
	return keychain.Set(KeyringService, acct, key)
}

// APIKey returns the key stored for endpoint's origin, "" when there is
// none. A key stored by an earlier version under host:port alone is used
// only for https (it may have been saved for either scheme, and only https
// keeps it off the wire in clear). Errors: ErrNoKeychain, or the
// keychain's own.
func APIKey(endpoint string) (string, error) {
	acct, err := keyAccount(endpoint)
	if err != nil {
		return "", err
	}
	k, err := keychain.Get(KeyringService, acct)
	if errors.Is(err, keyring.ErrNotFound) {
		if u, perr := egress.ParseURL(endpoint); perr == nil && u.Scheme == "https" {
			k, err = keychain.Get(KeyringService, u.Host)
		}
	}
	if errors.Is(err, keyring.ErrNotFound) {
		return "", nil
	}
	return k, err
}
