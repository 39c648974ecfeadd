#!/usr/bin/env bash
# Type-checks the sample iOS app (Examples/SampleApp) as Xcode would compile it, on Linux, against real
# iOS SDKs: the library is emitted as a module for arm64-apple-ios, then each of the sample's four
# modules — the SwiftUI app, the scene-based UIKit app, the content extension, the service extension —
# is type-checked against it in Swift 6 mode. Any error, or any warning in the sample's files, fails.
#
#   SDK=/path/iPhoneOS18.6.sdk[:/path/iPhoneOS17.4.sdk] [LEGACY_APINOTES=dir] [WORK=dir] \
#       bash Scripts/check-sample-app.sh
#
# The SDKs are not in this repository (they are Apple's): ../shared/tools/apple-sdk/README.md says where
# to get them. LEGACY_APINOTES (Dispatch.apinotes and os.apinotes from swiftlang/swift's apinotes/) is
# needed for SDKs before Xcode 16, which lack os.apinotes. DocumentationTests checks that every Apple-only
# snippet of the README and the DocC articles is a passage of these files, so a snippet is compiled here.
#
# Exit status: 0 when every module type-checks cleanly against every SDK, 1 otherwise, 2 on a setup problem.
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
    check() { # check MODULE [extension] DIR...
        local module=$1 kind=$2; shift 2
        local files=() flags=() dir
        for dir in "$@"; do files+=("$SAMPLE/$dir"/*.swift); done
        [ "$kind" = extension ] && flags=(-application-extension)
        local log="$WORK/$canonical-$module.log"
        "$SWIFTC" -typecheck "${common[@]}" "${flags[@]}" -module-name "$module" -I "$out" "${files[@]}" >"$log" 2>&1
        local rc=$?
        local problems; problems=$(grep -E "^($PROJECT/)?$SAMPLE/.*: (error|warning):|^[^ ].*: error:" "$log" | sort -u)
        printf '%-10s %-18s %s\n' "$canonical" "$module" "$([ $rc -eq 0 ] && [ -z "$problems" ] && echo ok || echo FAILED)"
        if [ $rc -ne 0 ] || [ -n "$problems" ]; then
            [ -n "$problems" ] && echo "$problems" | sed 's/^/    /' || tail -20 "$log" | sed 's/^/    /'
            status=1
        fi
    }
    check SwiftUIApp app Shared SwiftUIApp
    check SceneApp app Shared SceneApp
    check ContentExtension extension Shared ContentExtension
    check ServiceExtension extension Shared ServiceExtension
done
exit $status
