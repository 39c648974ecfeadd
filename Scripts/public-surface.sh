#!/usr/bin/env bash
# Counts the public declarations of each library product an app links — what an adopting team has to
# hold in its head — and fails when a product has more than its limit. The limits (issue #53): the runtime
# 200, the test kit 80, the tooling 120, an opt-in product (NotificationActionsPosting) 40.
#
#   bash Scripts/public-surface.sh            # count; exit 1 when a product is over the limit
#   bash Scripts/public-surface.sh --list     # also print every counted declaration, product by product
#
# Counted as issue #44 reviewed the API: `swift symbolgraph-extract -minimum-access-level public
# -skip-synthesized-members`, SPI excluded (symbolgraph-extract leaves `@_spi` symbols out unless asked),
# each product's module together with its extensions of other modules' types (Module@Other.symbols.json).
#
# On Linux the Apple-only code (`#if canImport(UserNotifications)`) is not compiled, so an iOS app sees more.
# With IOS_SDK=/path/iPhoneOS18.6.sdk (and APPLE_RESOURCE_DIR, a Darwin resource dir as apple-typecheck.sh
# makes one) the runtime is also compiled against that SDK and counted the same way; without it, the
# Apple-only public declarations are counted from the source (every `public`/`open` declaration inside
# `#if canImport(UserNotifications)`, `canImport(os)` or `canImport(UIKit)`) and added to the Linux count —
# CI has no SDK. The two counts agree (252 against the iPhoneOS 18.6 SDK when this was written).
#
# Environment: RATCHET, a product's own limit until it reaches its goal ("NotificationActions=252": CI's,
# so the count can only go down); BUILD_DIR (default .build); IOS_SDK, APPLE_RESOURCE_DIR (the runtime
# only; an opt-in product's Apple-only declarations are always counted from its source).
# Exit status: 0 when every product is within its limit, 1 when one is over, 2 when the count could not be made.
set -uo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR=${BUILD_DIR:-.build}
LIST=0
case "${1:-}" in
    --list) LIST=1 ;;
    "") ;;
    -h | --help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "public-surface: unknown argument '$1' (try --help)" >&2; exit 2 ;;
esac

die() { echo "public-surface: $*" >&2; exit 2; }

# product name = module name for the three libraries.
products=(NotificationActions NotificationActionsPosting NotificationActionsTesting NotificationActionsTooling)

out=$(mktemp -d "${TMPDIR:-/tmp}/public-surface.XXXXXX")
trap 'rm -rf "$out"' EXIT

for module in "${products[@]}"; do
    swift build --build-path "$BUILD_DIR" --target "$module" > "$out/build-$module.log" 2>&1 \
        || { tail -20 "$out/build-$module.log" >&2; die "could not build $module"; }
done
modules="$(swift build --build-path "$BUILD_DIR" --show-bin-path)/Modules"
[ -d "$modules" ] || modules="$(swift build --build-path "$BUILD_DIR" --show-bin-path)"
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])') \
    || die "could not read the compiler's target triple"

for module in "${products[@]}"; do
    mkdir -p "$out/linux/$module"
    swift symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" \
        -minimum-access-level public -skip-synthesized-members -output-dir "$out/linux/$module" \
        > "$out/extract-$module.log" 2>&1 || { cat "$out/extract-$module.log" >&2; die "symbolgraph-extract failed for $module"; }
done

apple_note="Apple-only declarations counted from the source (IOS_SDK not set)"
if [ -n "${IOS_SDK:-}" ]; then
    [ -d "$IOS_SDK" ] || die "IOS_SDK=$IOS_SDK is not a directory"
    [ -n "${APPLE_RESOURCE_DIR:-}" ] && [ -d "$APPLE_RESOURCE_DIR" ] \
        || die "IOS_SDK needs APPLE_RESOURCE_DIR: a Darwin resource dir (apple-typecheck.sh makes one as \$WORK/resource-<sdk>)"
    mkdir -p "$out/ios"
    version=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Version"])' "$IOS_SDK/SDKSettings.json") \
        || die "cannot read $IOS_SDK/SDKSettings.json"
    swiftc -emit-module -emit-module-path "$out/ios/NotificationActions.swiftmodule" -emit-symbol-graph \
        -emit-symbol-graph-dir "$out/ios" -symbol-graph-minimum-access-level public \
        -symbol-graph-skip-synthesized-members -wmo -target "arm64-apple-ios$version" -sdk "$IOS_SDK" \
        -resource-dir "$APPLE_RESOURCE_DIR" -module-cache-path "$out/ios/cache" -swift-version 6 \
        -module-name NotificationActions -package-name swift_notification_actions -parse-as-library \
        $(find Sources/NotificationActions -name '*.swift' | sort) > "$out/ios.log" 2>&1 \
        || { tail -20 "$out/ios.log" >&2; die "could not compile the runtime against $IOS_SDK"; }
    apple_note="iOS counted against $(basename "$IOS_SDK")"
fi

python3 - "$out" "$LIST" "$apple_note" "${RATCHET:-}" "${products[@]}" <<'EOF'
import glob, json, os, re, sys

out, listing, apple_note = sys.argv[1], sys.argv[2] == "1", sys.argv[3]
products = sys.argv[5:]
GOALS = {"NotificationActions": 200, "NotificationActionsPosting": 40, "NotificationActionsTesting": 80,
         "NotificationActionsTooling": 120}
ratchets = {}
for item in sys.argv[4].split():
    name, _, value = item.partition("=")
    if name not in products or not value.isdigit():
        print(f"public-surface: RATCHET takes PRODUCT=COUNT items, PRODUCT one of {', '.join(products)}; "
              f"'{item}' is not one", file=sys.stderr)
        sys.exit(2)
    ratchets[name] = int(value)

def symbols(directory, module):
    found = []
    for path in sorted(glob.glob(os.path.join(directory, f"{module}.symbols.json")) +
                       glob.glob(os.path.join(directory, f"{module}@*.symbols.json"))):
        for symbol in json.load(open(path))["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open") or symbol.get("spi"):
                continue
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            found.append((".".join(symbol["pathComponents"]), declaration))
    return sorted(found)

# The Apple-only public declarations, read from the files that compile only with UserNotifications.
declaration = re.compile(r"^\s*(?:@[\w()\"., :*]+\s+)*(?:public|open)\s+(?:(?:final|static|class|override|mutating|nonisolated|convenience|required|indirect|private\(set\)|internal\(set\))\s+)*(func|init|var|let|class|struct|enum|protocol|typealias|case|subscript|actor|extension)\b")
def apple_only_from_source(module):
    found = []
    for root, _, files in os.walk(os.path.join("Sources", module)):
        for name in sorted(files):
            path = os.path.join(root, name)
            if not name.endswith(".swift"):
                continue
            text = open(path, encoding="utf-8").read()
            apple = ("#if canImport(UserNotifications)", "#if canImport(os)", "#if canImport(UIKit)")
            if not any(marker in text for marker in apple):
                continue
            # Only the code inside `#if canImport(<an Apple-only module>)` … its `#else`/`#endif`.
            depth, inside = 0, []
            for number, line in enumerate(text.splitlines(), 1):
                stripped = line.strip()
                if stripped.startswith("#if"):
                    depth += 1
                    inside.append(any(marker[len("#if "):] in stripped for marker in apple))
                    continue
                if stripped.startswith("#else") or stripped.startswith("#elseif"):
                    if inside: inside[-1] = False
                    continue
                if stripped.startswith("#endif"):
                    depth -= 1
                    if inside: inside.pop()
                    continue
                if any(inside):
                    match = declaration.match(line)
                    if match and match.group(1) != "extension":
                        found.append((f"{path}:{number}", stripped[:110]))
    return found

status = 0
print("Public declarations per product (SPI and synthesized members excluded):")
for module in products:
    goal = GOALS[module]
    limit = ratchets.get(module, goal)
    linux = symbols(os.path.join(out, "linux", module), module)
    counts = [("Linux", linux)]
    if module == "NotificationActions" and os.path.isdir(os.path.join(out, "ios")):
        counts.append(("iOS", symbols(os.path.join(out, "ios"), module)))
    elif module in ("NotificationActions", "NotificationActionsPosting"):
        counts.append(("iOS (Linux + Apple-only)", linux + apple_only_from_source(module)))
    for platform, found in counts:
        verdict = f"ok (limit {limit})" if len(found) <= limit else f"OVER its limit {limit} by {len(found) - limit}"
        if limit != goal and len(found) <= limit:
            verdict = f"within its ratchet {limit}; {len(found) - goal} above the goal"
        print(f"  {module:28s} {platform:26s} {len(found):4d}  {verdict}")
        if len(found) > limit:
            status = 1
        if listing:
            for path, decl in found:
                print(f"      {path:60s} {decl[:100]}")
print(f"({apple_note}.)")
if status:
    print(f"public-surface: a product has more public declarations than its limit: make what only the package's "
          "own targets use `package`, and what generated code calls `@_spi(Generated)` (CONTRIBUTING.md).",
          file=sys.stderr)
sys.exit(status)
EOF
