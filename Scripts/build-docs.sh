#!/usr/bin/env bash
# Builds the DocC catalog with the toolchain's docc, treating warnings (broken links, undocumented
# parameters) as errors. Output: .build-docs/NotificationActions.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .build-docs
mkdir -p .build-docs/symbols
swift build --target NotificationActions --scratch-path .build-docs/build \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/.build-docs/symbols"
# Planning the build also builds the build plugin's tool with these flags, leaving the symbol graphs of the
# tool's modules beside the library's: keep only the library's.
find .build-docs/symbols -name '*.symbols.json' ! -name 'NotificationActions.symbols.json' \
    ! -name 'NotificationActions@*.symbols.json' -delete
docc convert Sources/NotificationActions/Documentation.docc \
    --additional-symbol-graph-dir .build-docs/symbols \
    --output-path .build-docs/NotificationActions.doccarchive \
    --fallback-display-name NotificationActions \
    --fallback-bundle-identifier org.swift.notification-actions \
    --warnings-as-errors
# Every public symbol of the three libraries (runtime, test kit, tooling) has a /// summary.
mkdir -p .build-docs/testing-symbols
swift build --target NotificationActionsTesting --scratch-path .build-docs/build \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/.build-docs/testing-symbols"
python3 Scripts/check-doc-comments.py .build-docs/symbols/NotificationActions.symbols.json \
    .build-docs/testing-symbols/NotificationActionsTesting.symbols.json \
    .build-docs/testing-symbols/NotificationActionsTooling.symbols.json
echo "documentation: .build-docs/NotificationActions.doccarchive"
