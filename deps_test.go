package main

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os/exec"
	"path/filepath"
	"strconv"
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
	layer := map[string]int{"pace/egress": 0, "pace/store": 0, "pace/undo": 1, "pace/rag": 1, "pace/tools": 2, "pace/tools/dates": 1,
		"pace/caldav": 1, "pace/plan": 3,
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

// TestEgressFence keeps egress the one way out to the network (STYLE.md):
// outside egress, no non-test file calls http.Get/Post/Head/PostForm, uses
// http.DefaultClient or http.DefaultTransport, builds an http.Client,
// http.Transport or net.Dialer, or calls net.Dial*. Clients come from
// egress.NewClient, whose dialer checks every address against the consent.
func TestEgressFence(t *testing.T) {
	banned := map[string]map[string]bool{
		"net/http": {"Get": true, "Post": true, "Head": true, "PostForm": true, "DefaultClient": true,
			"DefaultTransport": true, "Client": true, "Transport": true},
		"net": {"Dial": true, "DialTimeout": true, "DialTCP": true, "DialUDP": true, "DialIP": true, "DialUnix": true,
			"Dialer": true},
	}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && path != ".") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
			strings.HasPrefix(filepath.ToSlash(path), "egress/") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		names := map[string]string{} // local name → import path
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			if banned[p] == nil {
				continue
			}
			name := p[strings.LastIndex(p, "/")+1:]
			if im.Name != nil {
				name = im.Name.Name
			}
			names[name] = p
		}
		if len(names) == 0 {
			return nil
		}
		// A type name (http.Client) is fine as a parameter or field type;
		// only building one is banned.
		typeOnly := map[string]bool{"Client": true, "Transport": true, "Dialer": true}
		ast.Inspect(f, func(n ast.Node) bool {
			var sel *ast.SelectorExpr
			switch n := n.(type) {
			case *ast.CompositeLit:
				sel, _ = n.Type.(*ast.SelectorExpr)
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "new" && len(n.Args) == 1 {
					sel, _ = n.Args[0].(*ast.SelectorExpr)
				}
			case *ast.SelectorExpr:
				if !typeOnly[n.Sel.Name] {
					sel = n
				}
			}
			if sel == nil {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); ok && banned[names[x.Name]][sel.Sel.Name] {
				t.Errorf("%s: %s.%s: outgoing connections go through egress.NewClient", fset.Position(sel.Pos()), x.Name, sel.Sel.Name)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
