package dates

import (
	"regexp"
	"regexp/syntax"
	"sync"
	"unicode/utf8"
)

// Go's regexp has no first-byte skip: a pattern that opens with
// alternatives ("\b(?:about|around|…)", when's "(?:\W|^)(?:first|second|
// …)") is tried at every position of the text, and trying one position
// costs a walk through every alternative. Most of the parse time went
// there. An rx knows from its compiled program which runes can begin a
// match and under which empty-width conditions (\b, ^), and tries the
// pattern, anchored, only at the positions that pass. The result is the
// same as the unanchored search: the leftmost start that matches, and the
// leftmost-first match at that start.
//
// An rx compiles on its first use, not at start-up: the package holds
// ~80 of them (three regexps each), and compiling them all cost every
// process ~40 ms before main, most of it for rules a command never runs.
type rx struct {
	pattern string
	once    sync.Once
	prog    *rxProg
	need    needSet
}

// rxProg is an rx compiled.
type rxProg struct {
	re *regexp.Regexp
	// at0 is re anchored at the start of the text; atN is re anchored
	// one rune in ("^(?s:.)…"), run on the text from the rune before a
	// candidate position so that \b and ^ see the real left neighbour.
	at0, atN *regexp.Regexp
	// starts are the ways a match can begin; anywhere is set when the
	// program can match without consuming a rune, or begins with a rune
	// class we do not narrow (any rune, case folding).
	starts   []start
	anywhere bool
	// then[c] is what may follow an ASCII first rune c (conditions
	// between the two runes are not checked): a second filter, since
	// most word starts pass the first ("t" for "two", "ten", "the").
	then [utf8.RuneSelf]runes
}

// runes is a set of runes: ASCII ones told apart, other standing for any
// rune past ASCII and for the end of the text.
type runes struct {
	ascii [2]uint64
	other bool
}

func (f *runes) addRange(lo, hi rune) {
	for r := lo; r <= hi && r < utf8.RuneSelf; r++ {
		f.ascii[r>>6] |= 1 << (r & 63)
	}
	if hi >= utf8.RuneSelf {
		f.other = true
	}
}

func (f *runes) all() { *f = runes{[2]uint64{^uint64(0), ^uint64(0)}, true} }

func (f *runes) or(g runes) {
	f.ascii[0] |= g.ascii[0]
	f.ascii[1] |= g.ascii[1]
	f.other = f.other || g.other
}

func (f *runes) has(r rune) bool {
	if r >= 0 && r < utf8.RuneSelf {
		return f.ascii[r>>6]&(1<<(r&63)) != 0
	}
	return f.other
}

// start is one way to begin a match: the empty-width conditions passed on
// the way (all must hold at the position) and the runes that can come
// first.
type start struct {
	ops syntax.EmptyOp
	runes
}

// allRx lists every rx made, so that a test compiles each one.
var allRx []*rx

// newRx returns pattern (no (?i): the rules run on lowerASCII text) to be
// compiled on first use (see compiled).
func newRx(pattern string) *rx {
	x := &rx{pattern: pattern}
	allRx = append(allRx, x)
	return x
}

// compiled compiles x once and reads its possible starts. It panics on a
// bad pattern, like regexp.MustCompile, since the patterns are the
// package's own (TestEveryPatternCompiles compiles them all).
func (x *rx) compiled() *rxProg {
	x.once.Do(func() { x.prog = compileRx(x.pattern) })
	return x.prog
}

func compileRx(pattern string) *rxProg {
	x := &rxProg{
		re:  regexp.MustCompile(pattern),
		at0: regexp.MustCompile(`^(?:` + pattern + `)`),
		atN: regexp.MustCompile(`^(?s:.)(?:` + pattern + `)`),
	}
	tree, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		panic(err)
	}
	prog, err := syntax.Compile(tree.Simplify())
	if err != nil {
		panic(err)
	}
	x.readStarts(prog)
	return x
}

// readStarts walks prog from its start through the instructions that
// consume nothing, collecting, per set of empty-width conditions, the
// runes the first consuming instruction accepts.
func (x *rxProg) readStarts(prog *syntax.Prog) {
	type state struct {
		pc  uint32
		ops syntax.EmptyOp
	}
	byOps := map[syntax.EmptyOp]*start{}
	seen := map[state]bool{}
	stack := []state{{uint32(prog.Start), 0}}
	for len(stack) > 0 && !x.anywhere {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[s] {
			continue
		}
		seen[s] = true
		in := &prog.Inst[s.pc]
		st := byOps[s.ops]
		if st == nil && in.Op >= syntax.InstRune {
			st = &start{ops: s.ops}
			byOps[s.ops] = st
		}
		switch in.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			stack = append(stack, state{in.Out, s.ops}, state{in.Arg, s.ops})
		case syntax.InstCapture, syntax.InstNop:
			stack = append(stack, state{in.Out, s.ops})
		case syntax.InstEmptyWidth:
			stack = append(stack, state{in.Out, s.ops | syntax.EmptyOp(in.Arg)})
		case syntax.InstMatch:
			x.anywhere = true
		case syntax.InstFail:
		case syntax.InstRune1:
			st.addRange(in.Rune[0], in.Rune[0])
			x.thenAfter(prog, in.Rune[0], in.Rune[0], in.Out)
		case syntax.InstRune:
			if syntax.Flags(in.Arg)&syntax.FoldCase != 0 || len(in.Rune) == 1 {
				x.anywhere = true // a case-folded rune: not narrowed
				break
			}
			for i := 0; i+1 < len(in.Rune); i += 2 {
				st.addRange(in.Rune[i], in.Rune[i+1])
				x.thenAfter(prog, in.Rune[i], in.Rune[i+1], in.Out)
			}
		default: // any rune
			x.anywhere = true
		}
	}
	for _, st := range byOps {
		x.starts = append(x.starts, *st)
	}
}

// thenAfter records, for the first runes lo..hi, what the program may
// consume next from pc on.
func (x *rxProg) thenAfter(prog *syntax.Prog, lo, hi rune, pc uint32) {
	var f runes
	seen := map[uint32]bool{}
	stack := []uint32{pc}
	for len(stack) > 0 {
		pc := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[pc] {
			continue
		}
		seen[pc] = true
		in := &prog.Inst[pc]
		switch in.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			stack = append(stack, in.Out, in.Arg)
		case syntax.InstCapture, syntax.InstNop, syntax.InstEmptyWidth:
			stack = append(stack, in.Out)
		case syntax.InstFail:
		case syntax.InstRune1:
			f.addRange(in.Rune[0], in.Rune[0])
		case syntax.InstRune:
			if syntax.Flags(in.Arg)&syntax.FoldCase != 0 || len(in.Rune) == 1 {
				f.all()
				break
			}
			for i := 0; i+1 < len(in.Rune); i += 2 {
				f.addRange(in.Rune[i], in.Rune[i+1])
			}
		default: // a match after one rune, or any rune
			f.all()
		}
	}
	for c := lo; c <= hi && c < utf8.RuneSelf; c++ {
		x.then[c].or(f)
	}
}

// can reports whether a match may begin at a position where prev is the
// rune before (-1 at the start), r the rune at it and next the one after
// (-1 at the end).
func (x *rxProg) can(prev, r, next rune) bool {
	if r < 0 {
		return false // every start consumes a rune
	}
	if r < utf8.RuneSelf && !x.then[r].has(next) {
		return false
	}
	ctx := syntax.EmptyOpContext(prev, r)
	for i := range x.starts {
		s := &x.starts[i]
		if s.ops&^ctx == 0 && s.has(r) {
			return true
		}
	}
	return false
}

// find is re.FindStringSubmatchIndex(s).
func (x *rx) find(s string) []int { return x.compiled().find(s) }

// findAll is re.FindAllStringSubmatchIndex(s, -1).
func (x *rx) findAll(s string) [][]int { return x.compiled().findAll(s) }

func (x *rxProg) find(s string) []int {
	if x.anywhere {
		return x.re.FindStringSubmatchIndex(s)
	}
	return x.findFrom(s, 0)
}

// findFrom is the leftmost match in s that starts at or after byte pos,
// with the text before pos as context (as regexp's FindAll steps), nil
// when there is none. Only for an rx that is not anywhere.
func (x *rxProg) findFrom(s string, pos int) []int {
	prev := rune(-1)
	if pos > 0 {
		prev, _ = utf8.DecodeLastRuneInString(s[:pos])
	}
	for p := pos; p < len(s); {
		r, w := utf8.DecodeRuneInString(s[p:])
		next := rune(-1)
		if p+w < len(s) {
			next, _ = utf8.DecodeRuneInString(s[p+w:])
		}
		if x.can(prev, r, next) {
			if p == 0 {
				if g := x.at0.FindStringSubmatchIndex(s); g != nil {
					return g
				}
			} else if g := x.atN.FindStringSubmatchIndex(s[p-1:]); g != nil {
				// s[p-1:] opens with one byte before p: a whole ASCII
				// rune, or a broken one that decodes as one byte, so the
				// anchoring "." took exactly that byte.
				for i := range g {
					if g[i] >= 0 {
						g[i] += p - 1
					}
				}
				g[0] = p
				return g
			}
		}
		prev = r
		p += w
	}
	return nil
}

// findAll: a match cannot be empty here (every start consumes a rune), so
// each next search starts where the last match ended.
func (x *rxProg) findAll(s string) [][]int {
	if x.anywhere {
		return x.re.FindAllStringSubmatchIndex(s, -1)
	}
	var out [][]int
	for pos := 0; pos < len(s); {
		g := x.findFrom(s, pos)
		if g == nil {
			break
		}
		out = append(out, g)
		pos = g[1]
	}
	return out
}
