#!/usr/bin/env bash
# Builds the documentation of every library .spi.yml names (what the Swift Package Index builds) with the
# toolchain's docc, treating warnings (broken links, undocumented parameters) as errors: the runtime from
# its DocC catalog, the others from their symbol graphs. Output: .build-docs/LIBRARY.doccarchive
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
# The opt-in posting library from its own catalog, the runtime's symbol graph beside its own.
mkdir -p .build-docs/posting-symbols
swift build --target NotificationActionsPosting --scratch-path .build-docs/build \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/.build-docs/posting-symbols"
find .build-docs/posting-symbols -name '*.symbols.json' ! -name 'NotificationActionsPosting*.symbols.json' -delete
docc convert Sources/NotificationActionsPosting/Documentation.docc \
    --additional-symbol-graph-dir .build-docs/posting-symbols \
    --output-path .build-docs/NotificationActionsPosting.doccarchive \
    --fallback-display-name NotificationActionsPosting \
    --fallback-bundle-identifier org.swift.notification-actions-posting \
    --warnings-as-errors
# Every public symbol of the four libraries (runtime, posting, test kit, tooling) has a /// summary.
mkdir -p .build-docs/testing-symbols
swift build --target NotificationActionsTesting --scratch-path .build-docs/build \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/.build-docs/testing-symbols"
python3 Scripts/check-doc-comments.py .build-docs/symbols/NotificationActions.symbols.json \
    .build-docs/posting-symbols/NotificationActionsPosting.symbols.json \
    .build-docs/testing-symbols/NotificationActionsTesting.symbols.json \
    .build-docs/testing-symbols/NotificationActionsTooling.symbols.json
# The other libraries .spi.yml names, from their symbol graphs; a name it lists that this script cannot
# build fails here, so the two lists cannot drift apart.
targets=$(python3 -c 'import re; print(" ".join(re.search(r"documentation_targets:\s*\[([^\]]*)\]", open(".spi.yml").read()).group(1).replace(",", " ").split()))')
for target in $targets; do
    case "$target" in
        NotificationActions | NotificationActionsPosting) ;;
        NotificationActionsTesting | NotificationActionsTooling)
            mkdir -p ".build-docs/$target-symbols"
            cp .build-docs/testing-symbols/"$target".symbols.json ".build-docs/$target-symbols/"
            docc convert --additional-symbol-graph-dir ".build-docs/$target-symbols" \
                --output-path ".build-docs/$target.doccarchive" --fallback-display-name "$target" \
                --fallback-bundle-identifier "org.swift.$target" --warnings-as-errors \
                > ".build-docs/$target.log" 2>&1 || { cat ".build-docs/$target.log" >&2; exit 1; }
            ;;
        *) echo ".spi.yml names $target, which Scripts/build-docs.sh does not build" >&2; exit 1 ;;
    esac
    echo "documentation: .build-docs/$target.doccarchive"
done
