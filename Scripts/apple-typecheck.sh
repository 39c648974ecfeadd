#!/usr/bin/env bash
# Runs the shared Apple-SDK type-check (../shared/tools/apple-sdk/apple-typecheck.sh) at this package's
# deployment floor. The shared script hard-codes the floor the package had when it was written (iOS 13,
# macOS 10.15, Mac Catalyst 13.1, watchOS 6); 1.0 raised it (iOS 16, macOS 13, watchOS 9, visionOS 1:
# Package.swift's `platforms`), so this runs a copy with the minimums rewritten — and fails if the shared
# script's minimums are not where it expects them, rather than checking the old floor in silence.
#
#   SDK=/path/iPhoneOS18.6.sdk[:...] [other apple-typecheck.sh variables] bash Scripts/apple-typecheck.sh
#
# Exit status: the shared script's (0 every target compiles, 1 errors, 2 setup), or 2 when the copy cannot
# be made.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${APPLE_TYPECHECK:-$root/../shared/tools/apple-sdk/apple-typecheck.sh}
[ -f "$shared" ] || { echo "apple-typecheck: no shared script at $shared (set APPLE_TYPECHECK)" >&2; exit 2; }
copy=$(mktemp "${TMPDIR:-/tmp}/apple-typecheck.XXXXXX.sh")
trap 'rm -f "$copy"' EXIT
sed -e 's/arm64-apple-ios@13\.0/arm64-apple-ios@16.0/' \
    -e 's/arm64-apple-macos@10\.15/arm64-apple-macos@13.0/' \
    -e 's/x86_64-apple-macos@10\.15/x86_64-apple-macos@13.0/' \
    -e 's/arm64-apple-ios@13\.1@-macabi/arm64-apple-ios@16.0@-macabi/' \
    -e 's/arm64_32-apple-watchos@6\.0/arm64_32-apple-watchos@9.0/' "$shared" > "$copy"
for floor in ios@16.0 macos@13.0 ios@16.0@-macabi watchos@9.0; do
    grep -q "apple-$floor" "$copy" || {
        echo "apple-typecheck: the shared script's minimums moved; cannot set the floor $floor" >&2
        exit 2
    }
done
PROJECT=${PROJECT:-$root} bash "$copy"
