#!/usr/bin/env bash
# Measures what Documentation/Performance.md quotes for a new user, on a fresh clone of HEAD: the README's
# two commands (three runs each, each on its own clone) and an adopting package's first build with and
# without the build plugin (and with the tooling library, the plugin tool's floor). Not part of CI: it
# takes about ten minutes and its figures are the machine's.
#   bash Scripts/measure-first-builds.sh [readme|adopters|all]
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
what=${1:-all}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
timed() { /usr/bin/time -f "%e s wall, %U+%S s cpu" -o "$work/time" "$@" >"$work/log" 2>&1; echo "exit $?, $(tail -1 "$work/time")"; }

if [ "$what" = readme ] || [ "$what" = all ]; then
    for command in "swift run notification-actions demo" "swift test"; do
        for run in 1 2 3; do
            rm -rf "$work/clone" && git clone -q "$root" "$work/clone"
            # shellcheck disable=SC2086
            echo "$command, run $run: $(cd "$work/clone" && timed $command)"
        done
    done
fi

if [ "$what" = adopters ] || [ "$what" = all ]; then
    rm -rf "$work/pkg" && git clone -q "$root" "$work/pkg"
    for kind in runtime plugin tooling; do
        dir=$work/$kind
        mkdir -p "$dir/Sources/App"
        products='.product(name: "NotificationActions", package: "pkg")'
        plugins=''
        [ "$kind" = tooling ] && products="$products, .product(name: \"NotificationActionsTooling\", package: \"pkg\")"
        if [ "$kind" = plugin ]; then
            plugins='plugins: [.plugin(name: "NotificationActionsPlugin", package: "pkg")],'
            cp "$root/Examples/Configs/chat-and-reminders.json" "$dir/Sources/App/app.notification-categories.json"
        fi
        cat >"$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "Adopter", dependencies: [.package(path: "$work/pkg")],
    targets: [.executableTarget(name: "App", dependencies: [$products], $plugins)])
SWIFT
        printf 'import NotificationActions\nprint("ok")\n' >"$dir/Sources/App/main.swift"
        (cd "$dir" && swift package resolve >/dev/null 2>&1)
        echo "first build, $kind: $(cd "$dir" && timed swift build)"
    done
fi
