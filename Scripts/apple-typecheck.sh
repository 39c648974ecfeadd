#!/usr/bin/env bash
# Runs the shared Apple-SDK type-check (../shared/tools/apple-sdk/apple-typecheck.sh) at this package's
# deployment floor. The shared script hard-codes the floor the package had when it was written (iOS 13,
# macOS 10.15, Mac Catalyst 13.1, watchOS 6); 1.0 raised it (iOS 16, macOS 13, watchOS 9, visionOS 1:
# Package.swift's `platforms`), so this runs a copy with the minimums rewritten — and fails if the shared
# script's minimums are not where it expects them, rather than checking the old floor in silence.
#
#   SDK=/path/iPhoneOS18.6.sdk[:...] [other apple-typecheck.sh variables] bash Scripts/apple-typecheck.sh
#
# The shared script compiles the runtime (Sources/NotificationActions) alone. The opt-in products that have
# Apple-only code (Sources/NotificationActionsPosting) are then type-checked against each SDK at the same
# floors, importing the runtime's module emitted from its declarations: their errors and their warnings in
# this package's files fail the run.
#
# Exit status: the shared script's (0 every target compiles, 1 errors, 2 setup), 1 when an opt-in product
# does not type-check, or 2 when the copy cannot be made.
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
status=$?
[ "$status" -eq 2 ] && exit 2

# The opt-in products, against the module of the runtime the shared script just checked.
SWIFTC=${SWIFTC:-swiftc}
WORK=${WORK:-${TMPDIR:-/tmp}/apple-typecheck}
OPT_IN=(NotificationActionsPosting)
mapfile -t RUNTIME < <(find "$root/Sources/NotificationActions" -name '*.swift' | sort)
IFS=':' read -r -a sdks <<< "$SDK"
for sdk in "${sdks[@]}"; do
    sdk=$(cd "$sdk" && pwd) || exit 2
    canonical=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["CanonicalName"])' "$sdk/SDKSettings.json") \
        || exit 2
    resource="$WORK/resource-$canonical"
    [ -d "$resource" ] || { echo "apple-typecheck: no resource dir $resource from the shared script" >&2; exit 2; }
    case "$canonical" in
        iphoneos*) targets=(arm64-apple-ios16.0) ;;
        macosx*)
            targets=()
            ls "$sdk/usr/lib/swift/Swift.swiftmodule" | grep -qE '^arm64e?-apple-macos\.swiftinterface$' \
                && targets+=(arm64-apple-macos13.0)
            ls "$sdk/usr/lib/swift/Swift.swiftmodule" | grep -qE '^x86_64-apple-macos\.swiftinterface$' \
                && targets+=(x86_64-apple-macos13.0)
            [ -d "$sdk/System/iOSSupport" ] && targets+=(arm64-apple-ios16.0-macabi)
            ;;
        watchos*) targets=(arm64_32-apple-watchos9.0) ;;
        xros*) targets=(arm64-apple-xros1.0) ;;
        *) continue ;;
    esac
    for target in "${targets[@]}"; do
        modules="$WORK/opt-in-$canonical-$target"
        rm -rf "$modules"; mkdir -p "$modules"
        common=(-target "$target" -sdk "$sdk" -resource-dir "$resource" -swift-version 6 -parse-as-library
            -module-cache-path "$WORK/module-cache/opt-in-$canonical-$target" -package-name swift_notification_actions)
        if ! "$SWIFTC" -emit-module -wmo -module-name NotificationActions "${common[@]}" \
            -Xfrontend -experimental-skip-all-function-bodies \
            -emit-module-path "$modules/NotificationActions.swiftmodule" "${RUNTIME[@]}" > "$modules/runtime.log" 2>&1; then
            echo "$target $canonical: the runtime's module could not be emitted:"; grep error "$modules/runtime.log" | head
            status=1; continue
        fi
        for product in "${OPT_IN[@]}"; do
            mapfile -t files < <(find "$root/Sources/$product" -name '*.swift' | sort)
            log="$modules/$product.log"
            "$SWIFTC" -typecheck -module-name "$product" "${common[@]}" -I "$modules" "${files[@]}" > "$log" 2>&1
            rc=$?
            problems=$(grep -E "^$root/Sources/$product/.*: (error|warning):|^[^ ].*: error:" "$log" | sort -u)
            printf '%-34s %-18s %-28s %s\n' "$target" "$canonical" "$product" \
                "$([ $rc -eq 0 ] && [ -z "$problems" ] && echo ok || echo FAILED)"
            if [ $rc -ne 0 ] || [ -n "$problems" ]; then
                echo "${problems:-$(tail -20 "$log")}" | sed 's/^/    /'
                status=1
            fi
        done
    done
done
exit $status
