#!/usr/bin/env bash
# darwin-vet.sh — `go vet` for macOS on the packages that need no cgo: a
# darwin cgo build needs Apple's SDK, so packages that reach Fyne, malgo,
# oto or the hotkey library (also through their tests) are left out.
set -euo pipefail
cgo='(fyne\.io/|github\.com/gen2brain/malgo|golang\.design/x/hotkey|github\.com/ebitengine/oto)'
all=$(GOOS=darwin CGO_ENABLED=1 go list ./...)
bad=$(GOOS=darwin CGO_ENABLED=1 go list -e -test -f '{{.ImportPath}} {{join .Deps " "}}' ./... 2>/dev/null |
	grep -E " $cgo" | cut -d' ' -f1 | sed 's/\.test$//' | sort -u)
pkgs=$(comm -23 <(echo "$all" | sort -u) <(echo "$bad"))
echo "darwin-vet: $(echo "$pkgs" | wc -l) packages"
GOOS=darwin GOARCH=arm64 CGO_ENABLED=0 go vet $pkgs
