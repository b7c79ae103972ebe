// Package fynelocale keeps Fyne from logging "Error parsing user locale C"
// on every start when the locale is C.UTF-8 (the default of many Debian and
// Ubuntu systems and containers).
//
// Fyne's lang package reads the locale in its init through
// github.com/jeandeaual/go-locale, which passes "C.UTF-8" on as a language
// tag. That package prefers $LANGUAGE for any locale other than exactly "C"
// or "POSIX", and gettext ignores $LANGUAGE under the C locale, so setting
// LANGUAGE=en when it is unset changes nothing else. This package must run
// before fyne.io/fyne/v2/lang: it has only standard-library dependencies and
// its import path sorts before "text/template", which lang needs, so Go's
// package initialization order (the spec's "Package initialization", Go 1.21+)
// runs it first. main imports it.
package fynelocale

import (
	"os"
	"strings"
)

func init() {
	if os.Getenv("LANGUAGE") != "" {
		return
	}
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := os.Getenv(k)
		if v == "" {
			continue
		}
		if strings.HasPrefix(v, "C.") || strings.HasPrefix(v, "POSIX.") {
			os.Setenv("LANGUAGE", "en")
		}
		return
	}
}
