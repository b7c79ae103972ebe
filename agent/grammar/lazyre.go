package grammar

import (
	"regexp"
	"sync"
)

// lazyRE is a regexp compiled on its first use. The grammar holds ~150
// patterns; compiling them all at start-up cost every process ~25 ms
// before main, whether or not it parsed a request, and a request runs
// only the rules its stages reach. TestEveryRegexpCompiles compiles each
// one, so a bad pattern still fails the tests.
type lazyRE struct {
	pattern string
	once    sync.Once
	re      *regexp.Regexp
}

// allRE lists every lazyRE made, for the test.
var allRE []*lazyRE

// lazy returns pattern to compile on first use. Only package-level
// variables call it (allRE is not locked).
func lazy(pattern string) *lazyRE {
	x := &lazyRE{pattern: pattern}
	allRE = append(allRE, x)
	return x
}

func (x *lazyRE) get() *regexp.Regexp {
	x.once.Do(func() { x.re = regexp.MustCompile(x.pattern) })
	return x.re
}

func (x *lazyRE) MatchString(s string) bool            { return x.get().MatchString(s) }
func (x *lazyRE) FindString(s string) string           { return x.get().FindString(s) }
func (x *lazyRE) FindStringIndex(s string) []int       { return x.get().FindStringIndex(s) }
func (x *lazyRE) FindStringSubmatch(s string) []string { return x.get().FindStringSubmatch(s) }
func (x *lazyRE) FindStringSubmatchIndex(s string) []int {
	return x.get().FindStringSubmatchIndex(s)
}
func (x *lazyRE) Split(s string, n int) []string { return x.get().Split(s, n) }
func (x *lazyRE) SubexpIndex(name string) int    { return x.get().SubexpIndex(name) }
func (x *lazyRE) String() string                 { return x.pattern }
