package grammar

import (
	"hash/fnv"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
)

// lazyRE is a regexp compiled on its first use. The grammar holds ~150
// patterns; compiling them all at start-up cost every process ~25 ms
// before main, whether or not it parsed a request, and a request runs
// only the rules its stages reach. TestEveryRegexpCompiles compiles each
// one, so a bad pattern still fails the tests.
//
// Most texts match few of the patterns, yet finding that out compiled
// each one a request reached (~2,800 of them: most of a `pace ask`
// process's CPU). So each pattern also carries its need (reNeeds,
// derived from its syntax tree by TestReNeedsCurrent): strings one of
// which every match holds. A text holding none of them cannot match, and
// the pattern is neither compiled nor run for it. Needs are necessary
// conditions only; the regexp still decides.
type lazyRE struct {
	pattern string
	need    []string
	once    sync.Once
	re      *regexp.Regexp
}

// allRE lists every lazyRE made, for the test.
var allRE []*lazyRE

// lazy returns pattern to compile on first use. Only package-level
// variables call it (allRE is not locked).
func lazy(pattern string) *lazyRE {
	x := &lazyRE{pattern: pattern, need: reNeeds[patternKey(pattern)]}
	allRE = append(allRE, x)
	return x
}

func (x *lazyRE) get() *regexp.Regexp {
	x.once.Do(func() { x.re = regexp.MustCompile(x.pattern) })
	return x.re
}

// patternKey is the FNV-1a hash of a pattern, reNeeds's key.
func patternKey(pattern string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(pattern))
	return h.Sum64()
}

// may reports whether s can match: false only when s (ASCII letters
// folded) holds none of the need's strings. A text with the two
// non-ASCII letters that case-fold to ASCII ones (K KELVIN SIGN, ſ LONG
// S) always may.
func (x *lazyRE) may(s string) bool {
	if x.need == nil || strings.ContainsAny(s, "\u212a\u017f") {
		return true
	}
	low := folded(s)
	for _, n := range x.need {
		if strings.Contains(low, n) {
			return true
		}
	}
	return false
}

// lastFolded holds the last text may folded and its folding: the rewrites
// ask every pattern of a list about the same text in turn.
var lastFolded atomic.Pointer[[2]string]

// folded is asciiLower(s), from lastFolded when s was the last text.
func folded(s string) string {
	if f := lastFolded.Load(); f != nil && f[0] == s {
		return f[1]
	}
	low := asciiLower(s)
	lastFolded.Store(&[2]string{s, low})
	return low
}

func (x *lazyRE) MatchString(s string) bool { return x.may(s) && x.get().MatchString(s) }
func (x *lazyRE) FindString(s string) string {
	if !x.may(s) {
		return ""
	}
	return x.get().FindString(s)
}
func (x *lazyRE) FindStringIndex(s string) []int {
	if !x.may(s) {
		return nil
	}
	return x.get().FindStringIndex(s)
}
func (x *lazyRE) FindStringSubmatch(s string) []string {
	if !x.may(s) {
		return nil
	}
	return x.get().FindStringSubmatch(s)
}
func (x *lazyRE) FindStringSubmatchIndex(s string) []int {
	if !x.may(s) {
		return nil
	}
	return x.get().FindStringSubmatchIndex(s)
}
func (x *lazyRE) FindAllStringIndex(s string, n int) [][]int {
	if !x.may(s) {
		return nil
	}
	return x.get().FindAllStringIndex(s, n)
}
func (x *lazyRE) FindAllStringSubmatch(s string, n int) [][]string {
	if !x.may(s) {
		return nil
	}
	return x.get().FindAllStringSubmatch(s, n)
}
func (x *lazyRE) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !x.may(s) {
		return nil
	}
	return x.get().FindAllStringSubmatchIndex(s, n)
}
func (x *lazyRE) ReplaceAllString(s, repl string) string {
	if !x.may(s) {
		return s
	}
	return x.get().ReplaceAllString(s, repl)
}
func (x *lazyRE) ReplaceAllStringFunc(s string, repl func(string) string) string {
	if !x.may(s) {
		return s
	}
	return x.get().ReplaceAllStringFunc(s, repl)
}
func (x *lazyRE) Split(s string, n int) []string { return x.get().Split(s, n) }
func (x *lazyRE) SubexpIndex(name string) int    { return x.get().SubexpIndex(name) }
func (x *lazyRE) String() string                 { return x.pattern }
