package store

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
)

// maxStmts caps the statement cache; queries built with varying text (a
// LIMIT written into it, say) past the cap run unprepared.
const maxStmts = 256

// stmtCache keeps prepared statements across transactions: with the
// WebAssembly SQLite, parsing and planning a query costs more than running
// an indexed lookup. A query is prepared after the transaction that first
// used it has ended, on the pool rather than on that transaction's
// connection (preparing elsewhere while a write is open could wait on our
// own lock); later transactions bind it with Tx.StmtContext, which prepares
// it once per connection.
type stmtCache struct {
	mu      sync.Mutex
	stmts   map[string]*sql.Stmt
	pending map[string]bool
	bad     map[string]bool // failed to prepare (multi-statement text, temp tables)
	closed  bool
}

// get returns the prepared statement for q, or nil after queuing q to be
// prepared once the current transaction is over.
func (c *stmtCache) get(q string) *sql.Stmt {
	c.mu.Lock()
	defer c.mu.Unlock()
	if st, ok := c.stmts[q]; ok {
		return st
	}
	if !c.bad[q] && len(c.stmts)+len(c.pending) < maxStmts {
		if c.pending == nil {
			c.pending = map[string]bool{}
		}
		c.pending[q] = true
	}
	return nil
}

// prepare prepares the queued queries on db.
func (c *stmtCache) prepare(ctx context.Context, db *sql.DB) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return
	}
	for q := range c.pending {
		delete(c.pending, q)
		st, err := db.PrepareContext(ctx, q)
		if err != nil {
			if c.bad == nil {
				c.bad = map[string]bool{}
			}
			c.bad[q] = true
			continue
		}
		if c.stmts == nil {
			c.stmts = map[string]*sql.Stmt{}
		}
		c.stmts[q] = st
	}
}

func (c *stmtCache) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed = true
	for q, st := range c.stmts {
		st.Close()
		delete(c.stmts, q)
	}
}

func (tx *Tx) exec(q string, args ...any) (sql.Result, error) {
	if tx.readOnly {
		return nil, fmt.Errorf("%w: %.40s", ErrReadOnly, q)
	}
	if st := tx.db.stmts.get(q); st != nil {
		return tx.tx.StmtContext(tx.ctx, st).ExecContext(tx.ctx, args...)
	}
	return tx.tx.ExecContext(tx.ctx, q, args...)
}

func (tx *Tx) query(q string, args ...any) (*sql.Rows, error) {
	if st := tx.db.stmts.get(q); st != nil {
		return tx.tx.StmtContext(tx.ctx, st).QueryContext(tx.ctx, args...)
	}
	return tx.tx.QueryContext(tx.ctx, q, args...)
}

func (tx *Tx) queryRow(q string, args ...any) *sql.Row {
	if st := tx.db.stmts.get(q); st != nil {
		return tx.tx.StmtContext(tx.ctx, st).QueryRowContext(tx.ctx, args...)
	}
	return tx.tx.QueryRowContext(tx.ctx, q, args...)
}
