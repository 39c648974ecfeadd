#!/usr/bin/env bash
# Lists every change to the public API of the library products since BASELINE (a commit, tag or branch):
# `swift package diagnose-api-breaking-changes`, with what is `package` or `@_spi` left out (the tool
# compares public declarations only; the allow-list, Scripts/api-breakage-allowlist.txt, holds reviewed
# messages to ignore, one per line). Review its output against CHANGELOG.md's migration table: every
# declaration removed, renamed or moved must have a row there.
#
#   bash Scripts/api-breakage.sh BASELINE            # e.g. b6725ae, or the last release's tag
#
# A release step, not a CI step: it builds the package twice (the baseline in a scratch worktree), about
# five minutes from clean on this machine, and a 1.0 is expected to break.
#
# Exit status: 0 when nothing breaks, 1 when something does (each change listed), 2 when it cannot run —
# a BASELINE this clone does not have (a shallow clone: `git fetch --unshallow`), or a tool failure.
set -uo pipefail
cd "$(dirname "$0")/.."

die() { echo "api-breakage: $*" >&2; exit 2; }
case "${1:-}" in
    "" ) die "usage: bash Scripts/api-breakage.sh BASELINE (a commit, tag or branch to compare with)" ;;
    -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
baseline=$1
if ! git rev-parse --verify --quiet "$baseline^{commit}" > /dev/null; then
    if [ "$(git rev-parse --is-shallow-repository 2>/dev/null)" = true ]; then
        die "the baseline '$baseline' is not in this clone, which is shallow: run 'git fetch --unshallow' (or fetch the tag) and try again"
    fi
    die "the baseline '$baseline' is not a commit, tag or branch of this repository"
fi

allowlist=Scripts/api-breakage-allowlist.txt
args=("$baseline" --products NotificationActions NotificationActionsTooling NotificationActionsTesting)
[ -f "$allowlist" ] && args+=(--breakage-allowlist-path "$allowlist")
log=$(mktemp "${TMPDIR:-/tmp}/api-breakage.XXXXXX")
trap 'rm -f "$log"' EXIT
start=$(date +%s)
swift package diagnose-api-breaking-changes "${args[@]}" > "$log" 2>&1
rc=$?
echo "api-breakage: compared with $baseline in $(( $(date +%s) - start )) s"
if grep -q "API breakage:" "$log"; then
    grep "API breakage:" "$log" | sed 's/^ *💔 *//' | sort -u
    echo "api-breakage: $(grep -c "API breakage:" "$log") breaking changes since $baseline (each needs a row in CHANGELOG.md's migration table)"
    exit 1
fi
if [ "$rc" -ne 0 ]; then
    tail -30 "$log" >&2
    die "diagnose-api-breaking-changes failed (exit $rc) without listing a breakage"
fi
echo "api-breakage: no breaking changes since $baseline"
