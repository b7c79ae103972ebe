# Pace — `make run` starts the app, `make test` runs every check CI runs.
# Both first install missing system packages (scripts/setup.sh says what and why).
SHELL := /bin/bash
export PATH := $(HOME)/.cache/pace-go/bin:$(HOME)/go/bin:$(PATH)
BIN := bin/pace
STATICCHECK_VERSION ?= latest

.PHONY: run build test setup-run setup-test lint unit gui-smoke cross screenshots bench eval install uninstall package-darwin

# make run DATA=/path/to/folder (or PACE_DATA=/path make run) opens that
# data folder; without either, Pace uses its default folder.
DATA ?= $(PACE_DATA)
run: setup-run build
	./$(BIN) $(if $(DATA),--data "$(DATA)")

build:
	go build -o $(BIN) .

setup-run:
	@bash scripts/setup.sh run

setup-test:
	@bash scripts/setup.sh test

test: setup-test lint unit gui-smoke cross

lint:
	go vet ./...
	@unformatted=$$(gofmt -l $$(git ls-files --cached --others --exclude-standard '*.go')); \
	  if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	@command -v staticcheck >/dev/null || go install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	staticcheck ./...

unit:
	go test -race -timeout 40m ./...

gui-smoke: build
	bash .ci/gui-smoke.sh $(BIN)

# The other desktops at least compile and vet: Windows with mingw-w64 and cgo
# (the named pipe, the registry, the Windows voice paths, the Fyne driver);
# macOS with go vet on the packages that need no cgo (a darwin cgo build needs
# Apple's SDK). The Windows build takes minutes when its cache is cold; its
# C (GLFW, miniaudio) is compiled unoptimised and without debug info, as
# this build is only checked, never shipped (a cold build: 9.7 min, not 13.6).
WINDOWS := GOOS=windows GOARCH=amd64 CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc CGO_CFLAGS="-O0 -g0"
cross:
	@command -v x86_64-w64-mingw32-gcc >/dev/null || { echo "cross: x86_64-w64-mingw32-gcc is missing (run: bash scripts/setup.sh test)"; exit 1; }
	$(WINDOWS) go build -o /dev/null .
	$(WINDOWS) go vet ./instance/... ./app/... ./voice/... ./presence/... ./notify/...
	bash scripts/darwin-vet.sh

# Installs for the current user (PREFIX=/usr/local with sudo for everyone):
# the binary, the desktop entry that handles pace:// links, the icon and the
# AppStream metainfo, in the XDG directories.
PREFIX ?= $(HOME)/.local
DATADIR ?= $(if $(XDG_DATA_HOME),$(XDG_DATA_HOME),$(PREFIX)/share)
install: build
	install -Dm755 $(BIN) $(DESTDIR)$(PREFIX)/bin/pace
	install -Dm644 assets/linux/app.pace.desktop.desktop $(DESTDIR)$(DATADIR)/applications/app.pace.desktop.desktop
	install -Dm644 assets/app-icon.png $(DESTDIR)$(DATADIR)/icons/hicolor/512x512/apps/app.pace.desktop.png
	install -Dm644 assets/linux/app.pace.desktop.metainfo.xml $(DESTDIR)$(DATADIR)/metainfo/app.pace.desktop.metainfo.xml
	@if [ -z "$(DESTDIR)" ]; then \
	  command -v update-desktop-database >/dev/null && update-desktop-database $(DATADIR)/applications || true; \
	  command -v xdg-mime >/dev/null && xdg-mime default app.pace.desktop.desktop x-scheme-handler/pace || true; \
	  command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t $(DATADIR)/icons/hicolor || true; \
	fi
	@echo "install: pace is in $(PREFIX)/bin; pace:// links open it (add $(PREFIX)/bin to PATH if it is not there)"

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/pace $(DESTDIR)$(DATADIR)/applications/app.pace.desktop.desktop \
	  $(DESTDIR)$(DATADIR)/icons/hicolor/512x512/apps/app.pace.desktop.png $(DESTDIR)$(DATADIR)/metainfo/app.pace.desktop.metainfo.xml

# macOS: Pace.app with the pace:// URL type (run on a Mac with the fyne tool).
package-darwin:
	fyne package -os darwin -release
	/usr/libexec/PlistBuddy -c "Add :CFBundleURLTypes array" Pace.app/Contents/Info.plist 2>/dev/null || true
	/usr/libexec/PlistBuddy -c "Merge assets/darwin/url-types.plist :CFBundleURLTypes" Pace.app/Contents/Info.plist

# Every screen with demo data, light and dark, through Fyne's software renderer.
screenshots:
	go test -tags screenshots -run TestScreenshots -count=1 ./views -args -out $(CURDIR)/docs/screenshots

bench:
	go test -run '^$$' -bench . -benchmem ./...

eval: build
	./$(BIN) eval router
	./$(BIN) eval notes
