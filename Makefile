# Pace — `make run` starts the app, `make test` runs every check CI runs.
# Both first install missing system packages (scripts/setup.sh says what and why).
SHELL := /bin/bash
export PATH := $(HOME)/.cache/pace-go/bin:$(HOME)/go/bin:$(PATH)
BIN := bin/pace
STATICCHECK_VERSION ?= latest

.PHONY: run build test setup-run setup-test lint unit gui-smoke screenshots bench eval

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

test: setup-test lint unit gui-smoke

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

# Every screen with demo data, light and dark, through Fyne's software renderer.
screenshots:
	go test -tags screenshots -run TestScreenshots -count=1 ./views -args -out $(CURDIR)/docs/screenshots

bench:
	go test -run '^$$' -bench . -benchmem ./...

eval: build
	./$(BIN) eval router
	./$(BIN) eval notes
