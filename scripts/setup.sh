#!/usr/bin/env bash
# setup.sh [run|test] — install what Pace needs on this machine, saying what
# and why. Debian/Ubuntu: apt-get (with sudo when not root). macOS/Windows:
# prints the prerequisites (see README). Idempotent: installs only what is missing.
set -euo pipefail
purpose=${1:-run}

# Packages to build the Fyne app (cgo, OpenGL, X11) and to open audio (ALSA).
build_pkgs=(gcc libc6-dev pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev
  libxinerama-dev libxi-dev libxxf86vm-dev libasound2-dev)
# Packages the tests use: a real window under Xvfb driven by xdotool, a D-Bus
# session for the tray and the notification test, espeak-ng + sox to make
# speech fixtures, Radicale, the CalDAV server the caldav integration tests
# start on 127.0.0.1 (they write their own plain htpasswd file) with pytz,
# which Radicale's vobject needs for any event with a TZID (it is only a
# Recommends, and --no-install-recommends leaves it out: every such PUT then
# fails with 400), and mingw-w64 to cross-compile the Windows build.
test_pkgs=(xvfb xauth xdotool dbus-x11 espeak-ng sox radicale python3-tz gcc-mingw-w64-x86-64)

want=("${build_pkgs[@]}")
[ "$purpose" = test ] && want+=("${test_pkgs[@]}")
# With no Go at all, the toolchain is fetched below with curl and unzip.
command -v go >/dev/null || want+=(curl unzip ca-certificates)

case "$(uname -s)" in
Linux) ;;
Darwin)
  echo "setup: macOS — needs Xcode command line tools (xcode-select --install) and Go 1.26; nothing else to install."
  exit 0 ;;
*)
  echo "setup: Windows — needs Go 1.26 and a gcc (MSYS2 mingw-w64); see README."
  exit 0 ;;
esac

if ! command -v dpkg-query >/dev/null; then
  echo "setup: not a Debian/Ubuntu system; install the equivalents of: ${want[*]}" >&2
else
  missing=()
  for p in "${want[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}"
    echo "setup:   (C compiler, OpenGL/X11 headers for the Fyne window, ALSA for audio$([ "$purpose" = test ] && echo '; Xvfb/xdotool/D-Bus for the GUI test, espeak-ng/sox for voice fixtures, Radicale for the CalDAV tests, mingw-w64 for the Windows build check'))"
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

# Go: the toolchain named in go.mod. An older go (>= 1.21) fetches it by
# itself (GOTOOLCHAIN=auto); with no go at all, fetch the release zip from the
# Go module proxy (module golang.org/toolchain) into ~/.cache/pace-go.
need_go=$(sed -n 's/^go //p' go.mod)
if ! command -v go >/dev/null; then
  dir="$HOME/.cache/pace-go"
  if [ ! -x "$dir/bin/go" ]; then
    arch=$(uname -m); case "$arch" in x86_64) arch=amd64 ;; aarch64) arch=arm64 ;; esac
    proxy=$(echo "${GOPROXY:-https://proxy.golang.org}" | cut -d, -f1)
    ver=go${need_go}
    echo "setup: no Go found; fetching ${ver} from the Go module proxy"
    tmp=$(mktemp -d)
    curl -fsSL "$proxy/golang.org/toolchain/@v/v0.0.1-${ver}.linux-${arch}.zip" -o "$tmp/go.zip"
    mkdir -p "$dir" && (cd "$tmp" && unzip -q go.zip) && cp -r "$tmp"/golang.org/toolchain@*/. "$dir"/
    rm -rf "$tmp"
  fi
  echo "setup: add $dir/bin to PATH (the Makefile does this for you)"
fi
