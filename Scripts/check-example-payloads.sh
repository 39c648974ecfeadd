#!/usr/bin/env bash
# Checks Examples/Payloads with the built tool, as CI does: each Examples/Payloads/TYPE/ file must pass
# `check-payload --strict --push-type TYPE` (exit 0) and each file in TYPE/invalid/ must fail it (exit 1);
# then `sample-pushes` writes a sample per category, and every sample must pass. Exits 1 at the first
# verdict that differs, naming the file.
#
#   bash Scripts/check-example-payloads.sh [TOOL]      (TOOL defaults to .build/debug/notification-actions)
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/debug/notification-actions}
config=Examples/Configs/chat-and-reminders.json
failures=0
checked=0

expect() { # expect STATUS TYPE FILE
    local want=$1 type=$2 file=$3 got=0
    "$tool" check-payload --strict --push-type "$type" --config "$config" "$file" >/dev/null 2>&1 || got=$?
    checked=$((checked + 1))
    if [ "$got" -ne "$want" ]; then
        echo "FAIL $file (as $type): expected exit $want, got $got"
        failures=$((failures + 1))
    fi
}

for folder in Examples/Payloads/*/; do
    type=$(basename "$folder")
    shopt -s nullglob
    valid=("$folder"*.json "$folder"*.apns)
    invalid=("$folder"invalid/*.json "$folder"invalid/*.apns)
    shopt -u nullglob
    if [ ${#valid[@]} -eq 0 ] || [ ${#invalid[@]} -eq 0 ]; then
        echo "FAIL $folder: needs at least one valid and one invalid example"
        failures=$((failures + 1))
    fi
    for file in "${valid[@]}"; do expect 0 "$type" "$file"; done
    for file in "${invalid[@]}"; do expect 1 "$type" "$file"; done
done

samples=$(mktemp -d)
trap 'rm -rf "$samples"' EXIT
"$tool" sample-pushes --server-chosen --output "$samples" --bundle-id com.example.ChatAndReminders "$config" >/dev/null
for file in "$samples"/*.apns; do expect 0 alert "$file"; done

echo "$checked payload verdicts checked, $failures wrong"
[ "$failures" -eq 0 ]
