#!/usr/bin/env bash
# Runs the completion guard's races (Fuzz/GuardRace/*.swift) optimised, under a sanitizer.
# Usage: Scripts/guard-race.sh address|thread [ITERATIONS [RACE ...]]   (default 20,000 per race; the
# slower races cap it: see main.swift). RACE picks races by name — events, route, async, main-actor,
# resume, clock — none: all of them.
# The runtime and the harness are compiled as one module with -O -wmo, as issue #41's harness was: its
# use-after-free opened only in an optimised build. Exits 1 when the harness finds a response completed
# other than exactly once or the sanitizer reports anything; exits 2 on a wrong argument.
# SOURCES=DIR compiles another checkout's runtime (DIR/Sources/NotificationActions) against the harness.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:-}
case "$sanitizer" in
    address | thread) ;;
    *) echo "usage: Scripts/guard-race.sh address|thread [ITERATIONS [RACE ...]]" >&2; exit 2 ;;
esac
iterations=${2:-20000}
shift $(( $# < 2 ? $# : 2 ))
sources_root=$(cd "${SOURCES:-.}" && pwd)
harness=$PWD/Fuzz/GuardRace
mkdir -p .build-fuzz
binary=.build-fuzz/guard-race-$sanitizer
echo "building $binary (-O -wmo -sanitize=$sanitizer)"
# The Apple-only bridge is left out: it imports UserNotifications.
# Compiled inside .build-fuzz: with -g, swiftc leaves the module's files in its working directory.
# shellcheck disable=SC2046
(cd .build-fuzz && swiftc -O -wmo -g -sanitize="$sanitizer" -swift-version 6 -module-name NotificationActions \
    -package-name swift_notification_actions \
    $(find "$sources_root/Sources/NotificationActions" -name '*.swift' ! -path '*/Platforms/UserNotifications/*' | sort) \
    "$harness"/*.swift -o "guard-race-$sanitizer" 2> "guard-race-$sanitizer.log") ||
    { cat ".build-fuzz/guard-race-$sanitizer.log" >&2; echo "the guard race harness did not build" >&2; exit 1; }
echo "racing $iterations responses per race under the $sanitizer sanitizer"
status=0
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1} \
    "$binary" "$iterations" "$@" || status=$?
if [ "$status" -ne 0 ]; then
    echo "the guard race harness failed under the $sanitizer sanitizer (exit $status)" >&2
    exit 1
fi
