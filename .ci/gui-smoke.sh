#!/usr/bin/env bash
# GUI smoke test: runs the real binary under Xvfb with a temporary data
# folder, types a request into the window with xdotool, presses Enter, and
# checks with `pace tasks --json` on the same folder that the task exists.
# It then asks on the CLI and checks the window's thread synced that turn
# within a second, imports a 4.9 MB note and checks the UI goroutine never
# stalled over 100 ms while it showed and searched it and opened the note
# for the first time. It also reports
# launch-to-first-frame and idle memory, and fails if the app panics on
# quit (no D-Bus session bus here, so no tray either).
#
# A second phase starts a private D-Bus session bus with a fake notification
# server (notify/notifytest/fakenotifyd) and a second window on a new data
# folder: another `pace` must hand over to it and exit, a CLI link must land
# in its queue, and `pace brief --notify` must reach
# org.freedesktop.Notifications.
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
FAKE=""
BUSPID=""
cleanup() {
	[ -n "$APP" ] && kill "$APP" 2>/dev/null || true
	[ -n "$FAKE" ] && kill "$FAKE" 2>/dev/null || true
	[ -n "$BUSPID" ] && kill "$BUSPID" 2>/dev/null || true
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

# Live update: a turn made on the CLI shows in the open window within a
# second (the window polls PRAGMA data_version and syncs the thread).
MARK=$(wc -l <"$LOG")
# PACE_HANDOVER=off: this process writes the turn itself instead of handing
# it to the window (the hand-over is checked in the second phase).
PACE_HANDOVER=off "$BIN" --data "$DATA" ask "remind me to water the ferns tomorrow" >/dev/null
ASKED=$(date +%s%N)
SYNC_MS=""
for _ in $(seq 40); do
	if tail -n +"$((MARK + 1))" "$LOG" | grep -q "synced [0-9]* turns made elsewhere"; then
		SYNC_MS=$((($(date +%s%N) - ASKED) / 1000000)); break
	fi
	sleep 0.05
done
if [ -z "$SYNC_MS" ]; then echo "gui-smoke: FAIL — the CLI turn did not reach the window in 2 s" >&2; cat "$LOG" >&2; exit 1; fi
if [ "$SYNC_MS" -gt 1000 ]; then echo "gui-smoke: FAIL — the CLI turn took ${SYNC_MS} ms to reach the window" >&2; exit 1; fi

# Large note: the window must answer as quickly with a 4.9 MB note as with
# a short one. The app reports every wait of the UI goroutine of 30 ms or
# more as "ui stall N ms (P ms painting)" (PACE_MEASURE): P is the time the
# UI goroutine spent painting the frame (Fyne rasterizing what is on screen,
# the GL driver — under Xvfb, Mesa's software rasterizer — drawing it), the
# machine's speed rather than Pace's, so each wait counts as N - P: Pace's
# own work and layout. The same keys (Knowledge, search, type, back to the
# thread) run first with the short notes only, then with the big note
# imported; the big-note phase fails above 100 ms or, on a machine so
# loaded that the short-note phase already stalls, above twice that
# phase's worst wait.
worst_since() {
	tail -n +"$(($1 + 1))" "$LOG" | sed -n 's/.*ui stall \([0-9]*\) ms (\([0-9]*\) ms painting).*/\1 \2/p' |
		awk '{ w = $1 - $2; if (w > m) m = w } END { print m + 0 }'
}
# whole_since prints the longest whole wait (painting included), for the report.
whole_since() { tail -n +"$(($1 + 1))" "$LOG" | grep -o "ui stall [0-9]* ms" | grep -o "[0-9]*" | sort -n | tail -1 || true; }
browse() {
	xdotool key --window "$WIN" ctrl+4
	sleep 0.5
	xdotool key --window "$WIN" ctrl+f
	xdotool type --delay 40 "$1"
	sleep 0.5
	xdotool key --window "$WIN" ctrl+a BackSpace ctrl+1
	sleep 0.5
}
SMALL="$DATA/garden.md"
printf '# Garden\n\nThree raised beds along the south fence.\n' >"$SMALL"
"$BIN" --data "$DATA" notes import "$SMALL" >/dev/null
sleep 1
MARK=$(wc -l <"$LOG")
browse "garden"
BASE=$(worst_since "$MARK"); BASE=${BASE:-0}

# big_note FILE TITLE writes a 4.9 MB note called TITLE and imports it.
big_note() {
	{ echo "# $2"; echo; for i in $(seq 52000); do echo "Entry $i: the pump ran, the north gate was oiled, the ledger was checked."; echo; done; } | head -c 4900000 >"$1"
	"$BIN" --data "$DATA" notes import "$1" >/dev/null
	sleep 1 # the window syncs the imported note
}
# big_phase TITLE browses Knowledge and opens the note TITLE for the first
# time in this window (a note link opens it); it prints the worst wait
# outside painting and, after a colon, the worst whole wait.
big_phase() {
	MARK=$(wc -l <"$LOG")
	browse "field log"
	"$BIN" --data "$DATA" open "pace://note?title=$(echo "$1" | sed 's/ /%20/g')" >/dev/null
	sleep 1.5
	xdotool key --window "$WIN" ctrl+1
	sleep 0.5
	W=$(worst_since "$MARK"); A=$(whole_since "$MARK"); echo "${W:-0}:${A:-0}"
}
# The note is read and cut off the UI goroutine, so its first open must not
# stall the window. A one-off hiccup of a shared machine (a collection, a
# scheduler stall) gets one more try, on a second big note opened for the
# first time too: a re-open is cheaper and would hide a slow first open.
big_note "$DATA/field-log.md" "Field log"
LIMIT=$((BASE * 2 > 100 ? BASE * 2 : 100))
P1=$(big_phase "Field log"); W1=${P1%%:*}
P2="-:-"; W2="-"
WORST=$W1
if [ "$W1" -gt "$LIMIT" ]; then
	big_note "$DATA/field-log-2.md" "Field log two"
	P2=$(big_phase "Field log two"); W2=${P2%%:*}
	WORST=$((W1 < W2 ? W1 : W2))
fi
if [ "$WORST" -gt "$LIMIT" ]; then
	echo "gui-smoke: FAIL — opening a 4.9 MB note for the first time, the window did not answer for ${WORST} ms in either try (${W1} and ${W2} ms; short notes: ${BASE} ms, limit ${LIMIT} ms)" >&2
	grep -n "stall\|synced" "$LOG" >&2; exit 1
fi

sleep 3 # idle
RSS_KB=$(ps -o rss= -p "$APP" | tr -d ' ')
FIRST=$(grep -o "first frame after [0-9]* ms" "$LOG" | grep -o "[0-9]*" || echo "?")
READY=$(grep -o "ready after [0-9]* ms" "$LOG" | grep -o "[0-9]*" || echo "?")
BUILT=$(grep -o "built after [0-9]* ms" "$LOG" | grep -o "[0-9]*" || echo "?")
echo "gui-smoke: launch to first frame ${FIRST} ms (store and brains ready after ${READY} ms, window built after ${BUILT} ms); idle memory $((RSS_KB / 1024)) MiB RSS"
echo "gui-smoke: a CLI turn reached the window after ${SYNC_MS} ms; longest UI wait browsing notes ${BASE} ms with short notes, ${WORST} ms with a 4.9 MB note opened for the first time (tries: ${W1}, ${W2} ms; limit ${LIMIT} ms; whole waits, painting included: ${P1#*:}, ${P2#*:} ms; under 30 ms is not reported)"

kill -TERM "$APP"
for _ in $(seq 50); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$APP" 2>/dev/null; then echo "gui-smoke: the app did not quit on SIGTERM" >&2; exit 1; fi
APP=""
if grep -q "panic" "$LOG"; then echo "gui-smoke: the app panicked" >&2; cat "$LOG" >&2; exit 1; fi
echo "gui-smoke: window PASS"

# Phase 2: session bus, fake notification server, hand-over.
command -v dbus-daemon >/dev/null || { echo "gui-smoke: dbus-daemon is missing (run: bash scripts/setup.sh test)" >&2; exit 1; }
BUS=$(dbus-daemon --session --fork --print-address=1 --print-pid=1)
export DBUS_SESSION_BUS_ADDRESS=$(echo "$BUS" | head -1)
BUSPID=$(echo "$BUS" | sed -n 2p)
go build -o "$DATA/fakenotifyd" ./notify/notifytest/fakenotifyd
"$DATA/fakenotifyd" >"$DATA/notifications.jsonl" 2>"$DATA/fake.log" &
FAKE=$!
for _ in $(seq 50); do grep -q ready "$DATA/fake.log" && break; sleep 0.1; done
grep -q ready "$DATA/fake.log" || { echo "gui-smoke: the fake notification server did not start" >&2; cat "$DATA/fake.log" >&2; exit 1; }

D2="$DATA/second"
LOG2="$DATA/gui2.log"
LANG=en_US.UTF-8 "$BIN" --data "$D2" 2>"$LOG2" &
APP=$!
for _ in $(seq 150); do [ -S "$D2/pace.sock" ] && break; sleep 0.2; done
[ -S "$D2/pace.sock" ] || { echo "gui-smoke: the window did not open its instance socket" >&2; cat "$LOG2" >&2; exit 1; }
PERM=$(stat -c %a "$D2/pace.sock")
[ "$PERM" = 600 ] || { echo "gui-smoke: the instance socket has mode $PERM, want 600" >&2; exit 1; }

# A second window launch hands over and exits at once.
if ! OUT=$(timeout 20 "$BIN" --data "$D2" 2>&1); then echo "gui-smoke: the second launch failed: $OUT" >&2; exit 1; fi
echo "$OUT" | grep -q "already running" || { echo "gui-smoke: the second launch did not hand over: $OUT" >&2; exit 1; }
kill -0 "$APP" || { echo "gui-smoke: the first window died" >&2; cat "$LOG2" >&2; exit 1; }

# A link from the command line lands in the window's queue.
OUT=$(timeout 20 "$BIN" --data "$D2" open 'pace://add?text=water%20the%20ferns%20tomorrow' 2>&1) || { echo "gui-smoke: pace open failed: $OUT" >&2; exit 1; }
echo "$OUT" | grep -q "Queued in the Pace window" || { echo "gui-smoke: pace open did not hand over: $OUT" >&2; exit 1; }
FOUND=""
for _ in $(seq 40); do
	if "$BIN" --data "$D2" tasks --json 2>/dev/null | grep -q '"title": "water the ferns"'; then FOUND=1; break; fi
	sleep 0.25
done
[ -n "$FOUND" ] || { echo "gui-smoke: FAIL — the link's task did not reach the store" >&2; cat "$LOG2" >&2; exit 1; }

# The brief, shown on demand, reaches org.freedesktop.Notifications.
OUT=$(timeout 20 "$BIN" --data "$D2" brief --notify 2>&1) || { echo "gui-smoke: pace brief --notify failed: $OUT" >&2; exit 1; }
for _ in $(seq 40); do grep -q '"summary":"Your brief"' "$DATA/notifications.jsonl" && break; sleep 0.25; done
if ! grep -q '"summary":"Your brief"' "$DATA/notifications.jsonl"; then
	echo "gui-smoke: FAIL — no notification reached the session bus ($OUT)" >&2; cat "$DATA/notifications.jsonl" "$LOG2" >&2; exit 1
fi
echo "gui-smoke: notification reached org.freedesktop.Notifications: $(head -1 "$DATA/notifications.jsonl")"

kill -TERM "$APP"
for _ in $(seq 50); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$APP" 2>/dev/null; then echo "gui-smoke: the second window did not quit on SIGTERM" >&2; exit 1; fi
APP=""
[ ! -e "$D2/pace.sock" ] || { echo "gui-smoke: the instance socket was left behind" >&2; exit 1; }
if grep -q "panic" "$LOG2"; then echo "gui-smoke: the second window panicked" >&2; cat "$LOG2" >&2; exit 1; fi
echo "gui-smoke: PASS"
