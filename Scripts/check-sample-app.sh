#!/usr/bin/env bash
# Compiles the sample iOS app (Examples/SampleApp) as Xcode would, on Linux, against real iOS SDKs: the
# library is emitted as a module for arm64-apple-ios, then each of the sample's four modules — the SwiftUI
# app, the scene-based UIKit app, the content extension, the service extension — is compiled against it in
# Swift 6 mode, twice: with the compiler's defaults, and with the settings Xcode 26 gives every new target
# (default main-actor isolation and approachable concurrency: -default-isolation MainActor,
# NonisolatedNonsendingByDefault, InferIsolatedConformances). Any error, or any warning in the sample's
# files, fails.
#
# A full compile (-c), not only a type-check: region-based isolation ("sending value of non-Sendable type …
# risks causing data races") runs after type-checking, so -typecheck never reports it. SDKs whose standard
# library this compiler can lower code against (iOS 18 and later) are compiled fully; older ones (17.4,
# whose Swift 5.10 standard library predates typed throws) are type-checked, and the line says so.
#
#   SDK=/path/iPhoneOS18.6.sdk[:/path/iPhoneOS17.4.sdk] [LEGACY_APINOTES=dir] [WORK=dir] [COMPILE=0] \
#       bash Scripts/check-sample-app.sh
#
# COMPILE=0 type-checks on every SDK. SETTINGS=plain or SETTINGS=xcode26 checks one of the two settings.
# The SDKs are not in this repository (they are Apple's): ../shared/tools/apple-sdk/README.md says where
# to get them. LEGACY_APINOTES (Dispatch.apinotes and os.apinotes from swiftlang/swift's apinotes/) is
# needed for SDKs before Xcode 16, which lack os.apinotes. DocumentationTests checks that every Apple-only
# snippet of the README and the DocC articles is a passage of these files, so a snippet is compiled here.
#
# Exit status: 0 when every module compiles cleanly against every SDK in both settings, 1 otherwise, 2 on a
# setup problem.
set -uo pipefail
cd "$(dirname "$0")/.."
PROJECT=$PWD
SWIFTC=${SWIFTC:-swiftc}
WORK=${WORK:-${TMPDIR:-/tmp}/notification-actions-sample-app}
TARGET=${TARGET:-arm64-apple-ios17.0}
die() { echo "check-sample-app: $*" >&2; exit 2; }
[ -n "${SDK:-}" ] || die "set SDK to one or more iPhoneOS SDK directories, ':'-separated"
TOOLCHAIN_SWIFT_LIB=$(cd "$(dirname "$(readlink -f "$(command -v "$SWIFTC")")")/../lib/swift" && pwd) \
    || die "no $SWIFTC on PATH"
mkdir -p "$WORK" || die "cannot create $WORK"
SAMPLE=Examples/SampleApp
mapfile -t LIBRARY < <(find Sources/NotificationActions -name '*.swift' | sort)
mapfile -t POSTING < <(find Sources/NotificationActionsPosting -name '*.swift' | sort)
# What Xcode 26 turns on for every new target (Default Actor Isolation = MainActor, Approachable Concurrency).
XCODE26=(-default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault
    -enable-upcoming-feature InferIsolatedConformances)
case "${SETTINGS:-both}" in
    both) SETTINGS_LIST=(plain xcode26) ;;
    plain | xcode26) SETTINGS_LIST=("$SETTINGS") ;;
    *) die "SETTINGS is plain, xcode26 or both, not '$SETTINGS'" ;;
esac

status=0
IFS=':' read -r -a sdks <<< "$SDK"
for sdk in "${sdks[@]}"; do
    [ -f "$sdk/SDKSettings.json" ] || die "$sdk is not an SDK (no SDKSettings.json)"
    canonical=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["CanonicalName"])' "$sdk/SDKSettings.json")
    case "$canonical" in iphoneos*) ;; *) die "$sdk is $canonical, not an iPhoneOS SDK" ;; esac
    # A Darwin resource dir: the toolchain's clang headers and SwiftShims, and the API notes old SDKs lack.
    resource="$WORK/resource-$canonical"
    rm -rf "$resource"; mkdir -p "$resource/apinotes"
    ln -s "$TOOLCHAIN_SWIFT_LIB/clang" "$resource/clang"
    ln -s "$TOOLCHAIN_SWIFT_LIB/shims" "$resource/shims"
    printf 'extern module SwiftShims "shims/module.modulemap"\nextern module _SwiftConcurrencyShims "shims/module.modulemap"\nextern module SwiftOverlayShims "shims/module.modulemap"\nextern module _SynchronizationShims "shims/module.modulemap"\n' \
        > "$resource/module.modulemap"
    if [ ! -f "$sdk/usr/include/os.apinotes" ] && [ ! -f "$sdk/usr/include/os/os.apinotes" ]; then
        [ -n "${LEGACY_APINOTES:-}" ] && [ -f "$LEGACY_APINOTES/os.apinotes" ] \
            || die "$sdk has no os.apinotes (SDKs before Xcode 16): set LEGACY_APINOTES"
        cp "$LEGACY_APINOTES/os.apinotes" "$resource/apinotes/"
        [ -f "$sdk/usr/include/dispatch/Dispatch.apinotes" ] || [ -f "$sdk/usr/include/Dispatch.apinotes" ] \
            || cp "$LEGACY_APINOTES/Dispatch.apinotes" "$resource/apinotes/"
    fi
    common=(-target "$TARGET" -sdk "$sdk" -resource-dir "$resource" -module-cache-path "$WORK/cache-$canonical"
        -swift-version 6 -parse-as-library)
    out="$WORK/modules-$canonical"
    rm -rf "$out"; mkdir -p "$out"
    # The Swift 5.10 standard library of the Xcode 15 SDKs lacks what this compiler lowers typed throws
    # to: there the module is emitted from declarations alone (all clients need).
    skip=()
    case "$canonical" in iphoneos1[0-7]*) skip=(-Xfrontend -experimental-skip-all-function-bodies) ;; esac
    log="$WORK/$canonical-library.log"
    if ! "$SWIFTC" -emit-module -wmo -module-name NotificationActions -package-name swift_notification_actions \
        -emit-module-path "$out/NotificationActions.swiftmodule" "${common[@]}" "${skip[@]}" "${LIBRARY[@]}" \
        >"$log" 2>&1; then
        echo "$canonical: the library did not build as a module for $TARGET:"; grep -E 'error' "$log" | head -20
        status=1; continue
    fi
    # The opt-in posting product the sample's reminders use, as a module beside the runtime's.
    if ! "$SWIFTC" -emit-module -wmo -module-name NotificationActionsPosting -package-name swift_notification_actions \
        -emit-module-path "$out/NotificationActionsPosting.swiftmodule" -I "$out" "${common[@]}" "${skip[@]}" \
        "${POSTING[@]}" >"$log" 2>&1; then
        echo "$canonical: NotificationActionsPosting did not build as a module for $TARGET:"; grep -E 'error' "$log" | head -20
        status=1; continue
    fi
    # Full compile where the SDK's standard library allows it, else a type-check.
    mode=compile
    { [ "${COMPILE:-1}" = 0 ] || [ ${#skip[@]} -gt 0 ]; } && mode=typecheck
    check() { # check SETTINGS MODULE app|extension DIR...
        local settings=$1 module=$2 kind=$3; shift 3
        local files=() flags=() dir
        for dir in "$@"; do files+=("$SAMPLE/$dir"/*.swift); done
        [ "$kind" = extension ] && flags+=(-application-extension)
        [ "$settings" = xcode26 ] && flags+=("${XCODE26[@]}")
        local log="$WORK/$canonical-$module-$settings.log"
        if [ "$mode" = compile ]; then
            "$SWIFTC" -c -wmo -o "$WORK/$canonical-$module-$settings.o" "${common[@]}" "${flags[@]}" \
                -module-name "$module" -I "$out" "${files[@]}" >"$log" 2>&1
        else
            "$SWIFTC" -typecheck "${common[@]}" "${flags[@]}" -module-name "$module" -I "$out" "${files[@]}" \
                >"$log" 2>&1
        fi
        local rc=$?
        local problems; problems=$(grep -E "^($PROJECT/)?$SAMPLE/.*: (error|warning):|^[^ ].*: error:" "$log" | sort -u)
        printf '%-10s %-18s %-8s %-10s %s\n' "$canonical" "$module" "$settings" "$mode" \
            "$([ $rc -eq 0 ] && [ -z "$problems" ] && echo ok || echo FAILED)"
        if [ $rc -ne 0 ] || [ -n "$problems" ]; then
            [ -n "$problems" ] && echo "$problems" | sed 's/^/    /' || tail -20 "$log" | sed 's/^/    /'
            status=1
        fi
    }
    for settings in "${SETTINGS_LIST[@]}"; do
        check "$settings" SwiftUIApp app Shared SwiftUIApp
        check "$settings" SceneApp app Shared SceneApp
        check "$settings" ContentExtension extension Shared ContentExtension
        check "$settings" ServiceExtension extension Shared ServiceExtension
    done
done
exit $status
