#!/usr/bin/env bash
# Renders the HTML preview of a configuration in headless Chromium (Debian's package, installed when
# missing) and checks the screenshot rendered: expected size, not blank.
# Usage: Scripts/render-preview.sh [CONFIG] [OUT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
config=${1:-Examples/Configs/chat-and-reminders.json}
out=${2:-.build-preview/preview.png}
# Any further arguments go to `preview` (--category invite --locale zh-Hans --strings CATALOG).
shift 2 2>/dev/null || shift $#
width=1480
height=1000
if ! command -v chromium >/dev/null 2>&1; then
    echo "installing chromium (Debian package)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
mkdir -p .build-preview "$(dirname "$out")"
if [[ " $* " == *" --locale "* ]] && ! fc-list :lang=zh 2>/dev/null | grep -q .; then
    echo "installing a font with Chinese characters (Debian package fonts-wqy-zenhei)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-zenhei >/dev/null
fi
swift run notification-actions preview --html .build-preview/preview.html "$@" "$config" >/dev/null
rm -f "$out"
timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size=$width,$height --screenshot="$PWD/$out" "file://$PWD/.build-preview/preview.html" >/dev/null 2>&1 || true
[ -s "$out" ] || { echo "chromium wrote no screenshot"; exit 1; }
python3 Scripts/check-png.py "$out" $width $height
