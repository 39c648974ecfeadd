#!/usr/bin/env bash
# Fuzzes configuration decoding, payload checking or the router with libFuzzer and AddressSanitizer.
# Usage: Scripts/fuzz.sh config|payload|router SECONDS [extra libFuzzer flags]
# Exits 1 when libFuzzer reports anything (a crash, a failed property, a leak, a timeout, running out of
# memory): its own exit status is kept, never masked by the filter that shortens the log.
# The seed corpus is Fuzz/Corpus/TARGET (kept in the repository); inputs libFuzzer finds go to
# .build-fuzz/corpus-TARGET (not committed); a crash is written to .build-fuzz/ and fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Scripts/fuzz.sh config|payload|router SECONDS}
seconds=${2:?usage: Scripts/fuzz.sh config|payload|router SECONDS}
shift 2
extra=""
case "$target" in
    # The config target also checks generate-swift's output, so the generator is compiled in with it.
    config) entry=Fuzz/ConfigFuzzer.swift; extra="Sources/NotificationActionsTooling/Generator/SwiftGenerator.swift Sources/NotificationActionsTooling/Generator/SwiftGenerator+Payload.swift Sources/NotificationActionsTooling/Generator/SwiftPrinter.swift" ;;
    payload) entry=Fuzz/PayloadFuzzer.swift ;;
    router) entry=Fuzz/RouterFuzzer.swift ;;
    *) echo "unknown target '$target': use config, payload or router" >&2; exit 2 ;;
esac
mkdir -p .build-fuzz
corpus=.build-fuzz/corpus-$target
mkdir -p "$corpus"
binary=.build-fuzz/$target-fuzzer
# The runtime and the tooling (validation reports, payload checks) compiled as one module, so internal
# invariants can be checked; the tooling's re-export of the runtime is left out, and the generator only
# where the target needs it.
sources=$( (find Sources/NotificationActions -name '*.swift'
    find Sources/NotificationActionsTooling -name '*.swift' ! -path '*/Generator/*' ! -name Exports.swift) | sort)
if [ ! -x "$binary" ] || [ -n "$(find Sources/NotificationActions Sources/NotificationActionsTooling "$entry" $extra -newer "$binary" -name '*.swift' | head -1)" ]; then
    echo "building $binary"
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -module-name NotificationActions \
        -package-name swift_notification_actions \
        $sources $extra "$entry" -o "$binary" 2> .build-fuzz/build-$target.log ||
        { cat .build-fuzz/build-$target.log >&2; exit 1; }
fi
echo "fuzzing $target for $seconds s (seed corpus Fuzz/Corpus/$target)"
status=0
"$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix=.build-fuzz/"$target"- -print_final_stats=1 "$@" "$corpus" "Fuzz/Corpus/$target" \
    > ".build-fuzz/$target.log" 2>&1 || status=$?
grep -E "^#[0-9]+\s+(INITED|DONE)|Done [0-9]+ runs|stat::number_of_executed_units|ERROR|SUMMARY|crash-|timeout-|oom-|leak-" \
    ".build-fuzz/$target.log" || echo "(libFuzzer printed none of its summary lines; see .build-fuzz/$target.log)"
if [ "$status" -ne 0 ]; then
    echo "libFuzzer found a problem (exit $status); see .build-fuzz/$target.log" >&2
    exit 1
fi
