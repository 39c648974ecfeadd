#!/usr/bin/env bash
# Builds and tests Examples/AdopterPackage — an app's notification layer as a new adopter writes it (JSON
# categories, the build plugin, generated identifiers and payloads, a handler table reaching main-actor
# state, tests with the test kit) — twice: with the settings Xcode 26 gives every new app target (default
# main-actor isolation, NonisolatedNonsendingByDefault, InferIsolatedConformances; tools 6.2) and with the
# compiler's defaults (ADOPTER_SETTINGS=plain). Warnings are errors in the adopter's own code both times.
#
#   bash Scripts/check-adopter.sh
#
# Exit status: 0 when both builds and both test runs pass, 1 at the first that fails, saying which.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
adopter="$root/Examples/AdopterPackage"
fail() { echo "FAIL: $*"; exit 1; }

for settings in xcode26 plain; do
    echo "== the adopter package with $settings settings"
    scratch="$adopter/.build-$settings"
    mkdir -p "$scratch"
    log="$scratch/check-adopter.log"
    # -warnings-as-errors reaches the adopter's own targets only (SwiftPM does not pass it to dependencies).
    if ! ADOPTER_SETTINGS=$settings swift build --package-path "$adopter" --scratch-path "$scratch" --build-tests \
        -Xswiftc -warnings-as-errors >"$log" 2>&1; then
        grep -E "error|warning" "$log" | head -40
        fail "the adopter package does not build with $settings settings (log: $log)"
    fi
    # The generated code is what the settings were applied to: check it was generated and compiled.
    generated=$(find "$scratch" -name 'delivery.NotificationActions.swift' | head -1)
    [ -n "$generated" ] || fail "the build plugin wrote no delivery.NotificationActions.swift with $settings settings"
    if ! ADOPTER_SETTINGS=$settings swift test --package-path "$adopter" --scratch-path "$scratch" --skip-build \
        >"$log" 2>&1; then
        grep -E "✘|error" "$log" | head -40
        fail "the adopter package's tests fail with $settings settings (log: $log)"
    fi
    grep -E "Test run with" "$log" | tail -1
done
echo "ok: the adopter package builds and passes its tests with Xcode 26's settings and without"
