#!/usr/bin/env bash
# Runs the benchmarks (release build) and prints each cost beside its baseline as a ratio.
#
# 1. Instruction counts under callgrind (instructions.sh): the ratios of record, which hold on a busy
#    machine, with heap allocations per operation.
# 2. Peak resident memory after 400,000 responses to async handlers with default options.
# 3. package-benchmark's wall-clock times and malloc counts beside them (each benchmark runs at its own
#    moment, so these ratios swing with the machine's load).
#
# Usage: Benchmarks/run.sh [--filter REGEX]   (from anywhere; takes about five minutes; needs valgrind)
set -euo pipefail
cd "$(dirname "$0")"
echo "## Instruction counts (the ratios of record)"
bash instructions.sh
echo
peak=$(.build/release/instruction-counts memory-async 400000)
echo "## Memory: 400,000 responses to async handlers, default options: peak resident $((peak / 1024)) MB (target ≤ 100 MB)"
echo
echo "## Wall clock and mallocs (package-benchmark)"
out=.benchmark-results.md
# --target: instruction-counts is an executable of this package too, but not a package-benchmark one.
swift package --allow-writing-to-package-directory -Xswiftc -enable-testing benchmark --target NotificationActionsBenchmarks \
    --format markdown --no-progress "$@" > "$out"
python3 ratios.py "$out"
