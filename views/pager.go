package views

import (
	"context"

	"fyne.io/fyne/v2"
)

// DefaultPageSize is how many rows a paged list reads at a time.
const DefaultPageSize = 100

// maxPages bounds the pages a pager keeps: with the default size at most
// 800 rows are held, however long the list.
const maxPages = 8

// pageKey names one page: its part (a Today section, a project) and its
// number within it.
type pageKey[K comparable] struct {
	part K
	n    int
}

type page[T any] struct {
	rows    []T
	used    int // the pager's tick when last read, for eviction
	loading bool
}

// pager holds the pages of a virtualized list that the list has asked
// for: a missing page is read off the UI goroutine (fetch) and the list is
// refreshed (loaded) when it arrives; the least recently read pages are
// dropped beyond maxPages. Every method but fetch runs on the UI goroutine.
type pager[K comparable, T any] struct {
	size   int
	fetch  func(ctx context.Context, part K, offset, limit int) ([]T, error)
	loaded func()
	// run starts a fetch; the default runs it in a goroutine and hands the
	// result back with fyne.Do. Tests make it synchronous.
	run func(work func() func())

	pages map[pageKey[K]]*page[T]
	gen   int
	tick  int
	// getting: a fetch finishing inside get needs no refresh (the row
	// being bound reads it), and a refresh there would re-enter the list.
	getting bool
}

func newPager[K comparable, T any](size int, fetch func(context.Context, K, int, int) ([]T, error), loaded func()) *pager[K, T] {
	if size < 1 {
		size = DefaultPageSize
	}
	return &pager[K, T]{size: size, fetch: fetch, loaded: loaded, pages: map[pageKey[K]]*page[T]{}}
}

// reset drops every page (the data changed) and seeds the first page of
// each part read with the counts, so a refresh shows at once.
func (p *pager[K, T]) reset(first map[K][]T) {
	p.gen++
	p.pages = map[pageKey[K]]*page[T]{}
	for k, rows := range first {
		p.pages[pageKey[K]{k, 0}] = &page[T]{rows: rows, used: p.tick}
	}
}

// get returns row i of part; ok is false while its page loads.
func (p *pager[K, T]) get(part K, i int) (row T, ok bool) {
	key := pageKey[K]{part, i / p.size}
	p.tick++
	pg := p.pages[key]
	if pg == nil {
		pg = &page[T]{loading: true}
		p.pages[key] = pg
		p.getting = true
		p.load(key)
		p.getting = false
	}
	pg.used = p.tick
	if j := i % p.size; !pg.loading && j < len(pg.rows) {
		return pg.rows[j], true
	}
	return row, false
}

func (p *pager[K, T]) load(key pageKey[K]) {
	gen, fetch, size := p.gen, p.fetch, p.size
	work := func() func() {
		rows, err := fetch(context.Background(), key.part, key.n*size, size)
		return func() {
			pg := p.pages[key]
			if gen != p.gen || pg == nil {
				return // a newer read replaced this one
			}
			if err != nil {
				delete(p.pages, key) // asked again when next shown
				return
			}
			pg.rows, pg.loading = rows, false
			p.evict()
			if p.loaded != nil && !p.getting {
				p.loaded()
			}
		}
	}
	if p.run != nil {
		p.run(work)
		return
	}
	go func() {
		done := work()
		fyne.Do(done)
	}()
}

// evict drops the least recently read pages beyond maxPages.
func (p *pager[K, T]) evict() {
	for len(p.pages) > maxPages {
		var oldest pageKey[K]
		first := true
		for k, pg := range p.pages {
			if pg.loading {
				continue
			}
			if first || pg.used < p.pages[oldest].used {
				oldest, first = k, false
			}
		}
		if first {
			return
		}
		delete(p.pages, oldest)
	}
}

// held is how many rows the pager holds in memory.
func (p *pager[K, T]) held() int {
	n := 0
	for _, pg := range p.pages {
		n += len(pg.rows)
	}
	return n
}
