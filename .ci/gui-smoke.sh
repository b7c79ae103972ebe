#!/usr/bin/env bash
# GUI smoke test: runs the real binary under Xvfb with a temporary data
# folder, types a request into the window with xdotool, presses Enter, and
# checks with `pace tasks --json` on the same folder that the task exists.
# It also reports launch-to-first-frame and idle memory, and fails if the
# app panics on quit (no D-Bus session bus here, so no tray either).
#
# usage: .ci/gui-smoke.sh [path/to/pace]   (needs Xvfb, xdotool, xauth: scripts/setup.sh test)
set -euo pipefail
BIN=$(realpath "${1:-bin/pace}")
for tool in Xvfb xdotool; do
	command -v "$tool" >/dev/null || { echo "gui-smoke: $tool is missing (run: bash scripts/setup.sh test)" >&2; exit 1; }
done

DATA=$(mktemp -d)
LOG="$DATA/gui.log"
DISP=":$((90 + RANDOM % 100))"
APP=""
XV=""
cleanup() {
	[ -n "$APP" ] && kill "$APP" 2>/dev/null || true
	[ -n "$XV" ] && kill "$XV" 2>/dev/null || true
	rm -rf "$DATA"
}
trap cleanup EXIT

Xvfb "$DISP" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
XV=$!
export DISPLAY="$DISP"
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

# No session bus: the app must run without a tray and quit without a panic.
env -u DBUS_SESSION_BUS_ADDRESS PACE_MEASURE=1 LANG=en_US.UTF-8 "$BIN" --data "$DATA" 2>"$LOG" &
APP=$!

WIN=""
for _ in $(seq 150); do
	WIN=$(xdotool search --onlyvisible --name '^Pace$' 2>/dev/null | head -1 || true)
	[ -n "$WIN" ] && break
	sleep 0.2
done
if [ -z "$WIN" ]; then echo "gui-smoke: no Pace window appeared" >&2; cat "$LOG" >&2; exit 1; fi
for _ in $(seq 50); do grep -q "first frame" "$LOG" && break; sleep 0.1; done
sleep 1 # let the first layout settle before typing

xdotool windowactivate --sync "$WIN" 2>/dev/null || xdotool windowfocus --sync "$WIN" 2>/dev/null || true
xdotool key --window "$WIN" ctrl+l
xdotool type --delay 25 "remind me to call the bank tomorrow at 5pm"
xdotool key Return

FOUND=""
for _ in $(seq 60); do
	if "$BIN" --data "$DATA" tasks --json 2>/dev/null | grep -qi '"title": "call the bank"'; then FOUND=1; break; fi
	sleep 0.25
done
"$BIN" --data "$DATA" tasks --json 2>/dev/null || true
if [ -z "$FOUND" ]; then echo "gui-smoke: FAIL — the task did not reach the store" >&2; cat "$LOG" >&2; exit 1; fi

sleep 3 # idle
RSS_KB=$(ps -o rss= -p "$APP" | tr -d ' ')
FIRST=$(grep -o "first frame after [0-9]* ms" "$LOG" | grep -o "[0-9]*" || echo "?")
READY=$(grep -o "ready after [0-9]* ms" "$LOG" | grep -o "[0-9]*" || echo "?")
BUILT=$(grep -o "built after [0-9]* ms" "$LOG" | grep -o "[0-9]*" || echo "?")
echo "gui-smoke: launch to first frame ${FIRST} ms (store and brains ready after ${READY} ms, window built after ${BUILT} ms); idle memory $((RSS_KB / 1024)) MiB RSS"

kill -TERM "$APP"
for _ in $(seq 50); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$APP" 2>/dev/null; then echo "gui-smoke: the app did not quit on SIGTERM" >&2; exit 1; fi
APP=""
if grep -q "panic" "$LOG"; then echo "gui-smoke: the app panicked" >&2; cat "$LOG" >&2; exit 1; fi
echo "gui-smoke: PASS"
