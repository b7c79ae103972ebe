package main

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

// TestImportFence keeps the package map true (see DEVELOPERS.md): only
// main, app, views, notch and assets may import Fyne; only store may import
// database/sql; and imports point down views/notch → thread → agent → plan →
// tools → undo/rag → store, never back up.
func TestImportFence(t *testing.T) {
	out, err := exec.Command("go", "list", "-json=ImportPath,Imports,Deps", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	fyneOK := map[string]bool{"pace": true, "pace/app": true, "pace/views": true, "pace/notch": true, "pace/assets": true}
	// layer of each logic package; a package may import only layers below its own.
	layer := map[string]int{"pace/store": 0, "pace/undo": 1, "pace/rag": 1, "pace/tools": 2, "pace/tools/dates": 1,
		"pace/plan":     3,
		"pace/instance": 0, "pace/notify": 0, "pace/presence": 0, "pace/deeplink": 0, "pace/brief": 1, "pace/remind": 1, "pace/agent": 4, "pace/thread": 5, "pace/views": 6, "pace/notch": 6}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for dec.More() {
		var p struct {
			ImportPath string
			Imports    []string // direct
			Deps       []string // transitive
		}
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(p.ImportPath, "storetest") {
			continue
		}
		uiPkg := fyneOK[p.ImportPath] || strings.HasPrefix(p.ImportPath, "pace/views/") ||
			strings.HasPrefix(p.ImportPath, "pace/notch/") || strings.HasPrefix(p.ImportPath, "pace/assets/")
		for _, d := range p.Deps {
			if strings.HasPrefix(d, "fyne.io/") && !uiPkg {
				t.Errorf("%s pulls in Fyne (%s); only main, app, views, notch and assets may", p.ImportPath, d)
				break
			}
		}
		for _, d := range p.Imports {
			switch {
			case d == "database/sql" && p.ImportPath != "pace/store":
				t.Errorf("%s imports database/sql; only store may", p.ImportPath)
			case d == "pace/app" && p.ImportPath != "pace":
				t.Errorf("%s imports pace/app; nothing may import the composition root", p.ImportPath)
			}
			lp, okp := layerOf(layer, p.ImportPath)
			ld, okd := layerOf(layer, d)
			if okp && okd && ld > lp {
				t.Errorf("%s (layer %d) imports %s (layer %d): imports must point down", p.ImportPath, lp, d, ld)
			}
		}
	}
}

// layerOf finds the layer of pkg or of its nearest listed parent.
func layerOf(layer map[string]int, pkg string) (int, bool) {
	for p := pkg; strings.HasPrefix(p, "pace/"); p = p[:strings.LastIndex(p, "/")] {
		if l, ok := layer[p]; ok {
			return l, true
		}
	}
	return 0, false
}
