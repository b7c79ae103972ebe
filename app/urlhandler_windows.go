//go:build windows

package app

import (
	"fmt"

	"golang.org/x/sys/windows/registry"
)

// installURLHandler writes the per-user URL protocol keys under
// HKEY_CURRENT_USER\Software\Classes\pace ("Registering an Application to a
// URL Protocol", Microsoft Learn): Windows then runs `pace.exe "pace://…"`.
func installURLHandler(exe string, _ func(string) string) (string, error) {
	const base = `Software\Classes\pace`
	set := func(path string, values map[string]string) error {
		k, _, err := registry.CreateKey(registry.CURRENT_USER, path, registry.SET_VALUE)
		if err != nil {
			return fmt.Errorf("install the URL handler: %s: %w", path, err)
		}
		defer k.Close()
		for name, v := range values {
			if err := k.SetStringValue(name, v); err != nil {
				return fmt.Errorf("install the URL handler: %s\\%s: %w", path, name, err)
			}
		}
		return nil
	}
	steps := []struct {
		path   string
		values map[string]string
	}{
		{base, map[string]string{"": "URL:Pace", "URL Protocol": ""}},
		{base + `\DefaultIcon`, map[string]string{"": `"` + exe + `",0`}},
		{base + `\shell\open\command`, map[string]string{"": `"` + exe + `" "%1"`}},
	}
	for _, s := range steps {
		if err := set(s.path, s.values); err != nil {
			return "", err
		}
	}
	return `Registered pace:// for this user (HKEY_CURRENT_USER\` + base + `) to run ` + exe + `.`, nil
}
