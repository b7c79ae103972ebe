package app

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"pace/store"
	"pace/tools"
)

// approvalText is the approval prompt in plain words: what the tool does,
// then each argument as "Task: Call the bank", ids replaced by the item's
// title. Never JSON.
func approvalText(ctx context.Context, db *store.DB, spec tools.Spec, args json.RawMessage) string {
	var a map[string]any
	if err := json.Unmarshal(args, &a); err != nil || len(a) == 0 {
		return spec.Description
	}
	keys := make([]string, 0, len(a))
	for k := range a {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	lines := []string{spec.Description, ""}
	for _, k := range keys {
		v := plainValue(ctx, db, a[k])
		if v == "" {
			continue
		}
		lines = append(lines, strings.ToUpper(k[:1])+k[1:]+": "+v)
	}
	return strings.Join(lines, "\n")
}

// plainValue words one argument: lists joined, "id:…" refs as titles.
func plainValue(ctx context.Context, db *store.DB, v any) string {
	switch x := v.(type) {
	case string:
		if id, ok := strings.CutPrefix(x, "id:"); ok {
			return titleOf(ctx, db, id)
		}
		return x
	case []any:
		var parts []string
		for _, e := range x {
			parts = append(parts, plainValue(ctx, db, e))
		}
		return strings.Join(parts, ", ")
	case bool:
		if x {
			return "yes"
		}
		return "no"
	case nil:
		return ""
	}
	return fmt.Sprint(v)
}

// titleOf finds what id names, of any kind; "an item" when it is gone.
func titleOf(ctx context.Context, db *store.DB, id string) string {
	title := ""
	db.Read(ctx, func(tx *store.Tx) error {
		for _, kind := range []string{store.KindTask, store.KindNote, store.KindProject} {
			if t, err := tx.Graph().TitleOf(kind, id); err == nil {
				title = "“" + t + "”"
				return nil
			}
		}
		return nil
	})
	if title == "" {
		return "an item that no longer exists"
	}
	return title
}
