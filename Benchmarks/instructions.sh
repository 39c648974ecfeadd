#!/usr/bin/env bash
# Instruction counts per operation, the figures of record on a shared machine: each scenario of
# instruction-counts (release build) runs under `valgrind --tool=callgrind` at N1 and N2 operations with
# SWIFT_DETERMINISTIC_HASHING=1, and the cost of one operation is (Ir(N2) - Ir(N1)) / (N2 - N1), start-up
# and set-up cancelled out. Each is printed beside its baseline as a ratio, with its heap allocations per
# operation counted the same way (calls to malloc and its kin in callgrind's call graph).
#
#   Benchmarks/instructions.sh [SCENARIO...]      (needs valgrind; about a minute)
#
# Regression guards, not goals (issue #41): dispatching a response with default options (route-default, and
# the app's path: route-app, route-app-model — issue #50)
# stays within DISPATCH_MAX_RATIO (10) times a bare dictionary call and DISPATCH_MAX_MALLOCS (3) heap
# allocations; past either the script exits 1 after its table. DISPATCH_MAX_RATIO=1 makes it fail today.
set -euo pipefail
MAX_RATIO=${DISPATCH_MAX_RATIO:-10}
MAX_MALLOCS=${DISPATCH_MAX_MALLOCS:-3}
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "instructions.sh needs valgrind (apt-get install valgrind)"; exit 2; }
# -enable-testing: the scenarios reach the package's internals through `@testable import` (1.0 made them `package`).
swift build -c release -Xswiftc -enable-testing --product instruction-counts >/dev/null
tool=.build/release/instruction-counts
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# scenario  N1  N2  baseline
# (route-async, the async handler path, is not here: valgrind 3.19 dies with SIGSEGV when Swift's
# cooperative pool starts its first thread; run it directly, or see the ordo-one benchmarks for it.)
table="bare 2000 12000 -
route-no-deadline 2000 12000 bare
route-default 2000 12000 bare
route-app 2000 12000 bare
route-app-model 2000 12000 bare
route-observed 2000 12000 route-default
payload-decode-minimal 1000 6000 route-default
payload-decode 1000 6000 route-default
dynamic-read 200 1200 payload-decode
service-extension 200 1200 dynamic-read
load-jsondecoder 100 600 -
load-json 100 600 load-jsondecoder
load-embedded 100 600 load-jsondecoder
payload-jsonserialization 1000 6000 -
payload-check 1000 6000 payload-jsonserialization"

instructions() { # instructions SCENARIO N -> "total-Ir total-mallocs"
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$scratch/out" \
        "$tool" "$1" "$2" >/dev/null 2>"$scratch/log" || {
        echo "instruction-counts $1 $2 failed under valgrind:" >&2
        tail -20 "$scratch/log" >&2
        exit 1
    }
    echo "$(awk '/^summary:/ { print $2 }' "$scratch/out") $(python3 callgrind-mallocs.py "$scratch/out")"
}

declare -A per
declare -A allocations
printf '%-28s %16s %22s %11s\n' "scenario" "instructions/op" "ratio" "mallocs/op"
while read -r scenario n1 n2 baseline; do
    if [ $# -gt 0 ] && [[ " $* " != *" $scenario "* ]] && [[ " $* " != *" $baseline "* ]]; then continue; fi
    # Assigned first, so a failed run stops the script (`read <<<"$(...)"` would hide its status).
    first=$(instructions "$scenario" "$n1")
    second=$(instructions "$scenario" "$n2")
    read -r a ma <<<"$first"
    read -r b mb <<<"$second"
    per[$scenario]=$(( (b - a) / (n2 - n1) ))
    mallocs=$(python3 -c "print(f'{($mb - $ma) / ($n2 - $n1):.2f}')")
    ratio="(baseline)"
    if [ "$baseline" != "-" ] && [ -n "${per[$baseline]:-}" ]; then
        ratio=$(python3 -c "print(f'{${per[$scenario]} / ${per[$baseline]}:.2f}x $baseline')")
    fi
    allocations[$scenario]=$mallocs
    printf '%-28s %16s %22s %11s\n' "$scenario" "${per[$scenario]}" "$ratio" "$mallocs"
done <<<"$table"

# The guard holds for each dispatch an app runs: route-default (a nonisolated handler, the package's own
# set-up) and the app's path (route-app, route-app-model: issue #50).
status=0
for guarded in route-default route-app route-app-model; do
    [ -n "${per[$guarded]:-}" ] && [ -n "${per[bare]:-}" ] || continue
    python3 - "$guarded" "${per[$guarded]}" "${per[bare]}" "${allocations[$guarded]}" "$MAX_RATIO" "$MAX_MALLOCS" <<'PY' || status=1
import sys
name = sys.argv[1]
dispatch, bare, mallocs, max_ratio, max_mallocs = (float(v) for v in sys.argv[2:])
ratio = dispatch / bare
print(f"{name}: {ratio:.2f}x a bare dictionary call (guard {max_ratio:g}x), "
      f"{mallocs:.2f} allocations (guard {max_mallocs:g})")
problems = []
if ratio > max_ratio:
    problems.append(f"{name} costs {ratio:.2f}x bare, over the guard of {max_ratio:g}x")
if mallocs > max_mallocs:
    problems.append(f"{name} makes {mallocs:.2f} allocations per response, over the guard of {max_mallocs:g}")
for problem in problems:
    print(f"instructions.sh: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
PY
done
exit "$status"
