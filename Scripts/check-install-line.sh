#!/usr/bin/env bash
# Checks the README's install lines as a new user runs them: the `.package(url:…, from:…)` line and its
# `.product(name:…, package:…)` lines, copied into a fresh package whose dependency is a bare clone of this
# repository tagged the way CHANGELOG.md's release process says (the version of `from:`, no `v`), named
# after the URL's last path component as SwiftPM names a package it fetches. The package resolves, and a
# target that imports every product builds.
# Exits 1 naming what failed; 2 when the README has no install line.
#
#   bash Scripts/check-install-line.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
readme="$root/README.md"
line=$(grep -m1 -E '^\.package\(url: "[^"]+", from: "[^"]+"\)' "$readme" || true)
[ -n "$line" ] || { echo "check-install-line: README.md has no '.package(url: \"…\", from: \"…\")' line" >&2; exit 2; }
url=$(sed -E 's/^\.package\(url: "([^"]+)".*/\1/' <<<"$line")
version=$(sed -E 's/.*from: "([^"]+)".*/\1/' <<<"$line")
identity=$(basename "$url" .git)
products=$(grep -oE '^\.product\(name: "[^"]+", package: "[^"]+"\)' "$readme")
[ -n "$products" ] || { echo "check-install-line: README.md has no '.product(name:, package:)' lines" >&2; exit 2; }
while read -r product; do
    package=$(sed -E 's/.*package: "([^"]+)".*/\1/' <<<"$product")
    [ "$package" = "$identity" ] || {
        echo "check-install-line: README.md's $product names package '$package', but SwiftPM names the package at $url '$identity'"
        exit 1
    }
done <<<"$products"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q --bare "$root" "$work/$identity.git"
git -C "$work/$identity.git" tag "$version" HEAD
mkdir -p "$work/adopter/Sources/Adopter"
imports=$(sed -E 's/.*name: "([^"]+)".*/import \1/' <<<"$products")
printf '%s\n\nprint("installed")\n' "$imports" > "$work/adopter/Sources/Adopter/main.swift"
{
    echo '// swift-tools-version: 6.1'
    echo 'import PackageDescription'
    echo 'let package = Package('
    echo '    name: "Adopter",'
    echo "    dependencies: [${line/$url/file://$work/$identity.git}],"
    echo '    targets: [.executableTarget(name: "Adopter", dependencies: ['
    sed -E 's/$/,/' <<<"$products"
    echo '    ])]'
    echo ')'
} > "$work/adopter/Package.swift"
cd "$work/adopter"
swift package resolve >"$work/resolve.log" 2>&1 || {
    cat "$work/resolve.log"; echo "check-install-line: the README's install line did not resolve against a clone tagged $version"
    exit 1
}
swift build >"$work/build.log" 2>&1 || {
    tail -30 "$work/build.log"; echo "check-install-line: a target using the README's products did not build"
    exit 1
}
out=$(swift run --skip-build Adopter 2>&1) || { echo "$out"; echo "check-install-line: the adopter did not run"; exit 1; }
echo "README's install line resolves as '$identity' $version and its products build: $(wc -l <<<"$products") products"
