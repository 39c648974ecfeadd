#!/usr/bin/env bash
# Runs the benchmarks (release build) and prints each cost beside its baseline as a ratio.
# Usage: Benchmarks/run.sh [--filter REGEX]   (from anywhere; takes about two minutes)
set -euo pipefail
cd "$(dirname "$0")"
out=.benchmark-results.md
swift package --allow-writing-to-package-directory benchmark --format markdown --no-progress "$@" > "$out"
python3 ratios.py "$out"
