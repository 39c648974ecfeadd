#!/usr/bin/env bash
# Instructions per category of one CategoryRegistry(jsonData:) load, at 30, 300, 3,000 and 30,000
# categories (three actions each): (Ir(2 loads) - Ir(1 load)) / categories under callgrind, so start-up and
# the file read cancel out. Equal figures mean loading grows linearly. Takes a few minutes (needs valgrind).
set -euo pipefail
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "load-linearity.sh needs valgrind"; exit 2; }
# -enable-testing: the scenarios reach the package's internals through `@testable import` (1.0 made them `package`).
swift build -c release -Xswiftc -enable-testing --product instruction-counts >/dev/null
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 - "$scratch" <<'PY'
import json, sys
for n in (30, 300, 3000, 30000):
    categories = [{
        "identifier": f"category{i}",
        "actions": [
            {"identifier": f"c{i}.accept", "title": "Accept"},
            {"identifier": f"c{i}.decline", "title": "Decline", "options": ["destructive"]},
            {"identifier": f"c{i}.reply", "title": "Reply", "textInput": {"buttonTitle": "Send", "placeholder": "Message"}},
        ],
        "options": ["customDismissAction"],
    } for i in range(n)]
    json.dump({"version": 1, "categories": categories}, open(f"{sys.argv[1]}/{n}.json", "w"), indent=2)
PY
for n in 30 300 3000 30000; do
    for loads in 1 2; do
        NOTIFICATION_ACTIONS_LOAD_FILE="$scratch/$n.json" SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \
            --callgrind-out-file="$scratch/out.$loads" .build/release/instruction-counts load-file "$loads" \
            >/dev/null 2>"$scratch/log" || { echo "load-file failed at $n categories:" >&2; tail -20 "$scratch/log" >&2; exit 1; }
    done
    one=$(awk '/^summary:/ { print $2 }' "$scratch/out.1")
    two=$(awk '/^summary:/ { print $2 }' "$scratch/out.2")
    printf '%6d categories: %7d instructions per category per load\n' "$n" $(( (two - one) / n ))
done
