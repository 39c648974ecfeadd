#!/usr/bin/env bash
# Lists every change to the public API of the library products since BASELINE (a commit, tag or branch), in
# two parts, and exits 1 when either lists anything:
#
# 1. `swift package diagnose-api-breaking-changes`: what changed in a way that breaks a caller (a type, a
#    parameter, a conformance, a rename). The tool counts `package` declarations as API, so it says nothing
#    of a public declaration that became `package` — hence part 2. The allow-list,
#    Scripts/api-breakage-allowlist.txt, holds reviewed messages to ignore, one per line.
# 2. Every public declaration of BASELINE that is public no longer (gone, `package`, or `@_spi`), from the
#    two versions' symbol graphs (the filters of Scripts/public-surface.sh), grouped by type.
#
# Review both against CHANGELOG.md's migration table: every declaration removed, renamed or moved must
# have a row there.
#
#   bash Scripts/api-breakage.sh BASELINE            # e.g. b6725ae, or the last release's tag
#
# A release step, not a CI step: it builds the baseline in a scratch worktree (a few minutes from clean on
# this machine), and a major release is expected to break.
#
# Exit status: 0 when nothing breaks, 1 when something does (each change listed), 2 when it cannot run —
# a BASELINE this clone does not have (a shallow clone: `git fetch --unshallow`), or a tool failure.
set -uo pipefail
cd "$(dirname "$0")/.."

die() { echo "api-breakage: $*" >&2; exit 2; }
case "${1:-}" in
    "") die "usage: bash Scripts/api-breakage.sh BASELINE (a commit, tag or branch to compare with)" ;;
    -h | --help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
baseline=$1
if ! git rev-parse --verify --quiet "$baseline^{commit}" > /dev/null; then
    if [ "$(git rev-parse --is-shallow-repository 2>/dev/null)" = true ]; then
        die "the baseline '$baseline' is not in this clone, which is shallow: run 'git fetch --unshallow' (or fetch the tag) and try again"
    fi
    die "the baseline '$baseline' is not a commit, tag or branch of this repository"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/api-breakage.XXXXXX")
cleanup() {
    git worktree remove --force "$work/baseline" > /dev/null 2>&1
    rm -rf "$work"
}
trap cleanup EXIT
start=$(date +%s)
status=0

# Part 1: what the compiler's API digester calls breaking.
allowlist=Scripts/api-breakage-allowlist.txt
args=("$baseline" --products NotificationActions NotificationActionsTooling NotificationActionsTesting)
[ -f "$allowlist" ] && args+=(--breakage-allowlist-path "$allowlist")
swift package diagnose-api-breaking-changes "${args[@]}" > "$work/digester.log" 2>&1
rc=$?
if grep -q "API breakage:" "$work/digester.log"; then
    grep "API breakage:" "$work/digester.log" | sed 's/^ *💔 *//' | sort -u
    echo "api-breakage: $(grep "API breakage:" "$work/digester.log" | sort -u | wc -l | tr -d ' ') breaking changes since $baseline"
    status=1
elif [ "$rc" -ne 0 ]; then
    tail -30 "$work/digester.log" >&2
    die "diagnose-api-breaking-changes failed (exit $rc) without listing a breakage"
fi

# Part 2: public then, not public now.
git worktree add --detach "$work/baseline" "$baseline" > /dev/null 2>&1 || die "could not check out $baseline"
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])') \
    || die "could not read the compiler's target triple"
graphs() { # $1: a package root, $2: the directory for its symbol graphs
    local module modules
    for module in NotificationActions NotificationActionsTooling NotificationActionsTesting; do
        swift build --package-path "$1" --target "$module" > "$2.build.log" 2>&1 \
            || { tail -20 "$2.build.log" >&2; die "could not build $module in $1"; }
    done
    modules="$(swift build --package-path "$1" --show-bin-path)/Modules"
    [ -d "$modules" ] || modules="$(swift build --package-path "$1" --show-bin-path)"
    mkdir -p "$2"
    for module in NotificationActions NotificationActionsTooling NotificationActionsTesting; do
        swift symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" \
            -minimum-access-level public -skip-synthesized-members -output-dir "$2" > /dev/null 2>&1 \
            || die "symbolgraph-extract failed for $module in $1"
    done
}
graphs "$work/baseline" "$work/then"
graphs "$PWD" "$work/now"
python3 Scripts/public-surface-diff.py "$work/then" "$work/now" "$baseline" || status=1
echo "api-breakage: compared with $baseline in $(( $(date +%s) - start )) s"
exit $status
