#!/usr/bin/env python3
"""The public declarations of one version's symbol graphs that another's lacks.

    python3 Scripts/public-surface-diff.py THEN_DIR NOW_DIR LABEL

Each directory holds `swift symbolgraph-extract` output (`*.symbols.json`, the filters of
Scripts/public-surface.sh). Prints each declaration public in THEN and not in NOW (gone, `package`, or
`@_spi`), grouped by the type it belongs to, and exits 1 when there is one; Scripts/api-breakage.sh runs it.
"""
import collections
import glob
import json
import os
import sys


def public(directory):
    found = {}
    for path in glob.glob(os.path.join(directory, "*.symbols.json")):
        for symbol in json.load(open(path, encoding="utf-8"))["symbols"]:
            if symbol.get("accessLevel") in ("public", "open") and not symbol.get("spi"):
                found[".".join(symbol["pathComponents"])] = symbol["kind"]["identifier"]
    return found


def main():
    if len(sys.argv) != 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    then, now = public(sys.argv[1]), public(sys.argv[2])
    if not then or not now:
        print("public-surface-diff: a directory holds no public symbols", file=sys.stderr)
        return 2
    gone = sorted(set(then) - set(now))
    by_owner = collections.defaultdict(list)
    for key in gone:
        owner, _, member = key.partition(".")
        by_owner[owner].append(member or "(the type)")
    for owner in sorted(by_owner):
        print(f"no longer public: {owner}: " + ", ".join(by_owner[owner]))
    print(
        f"api-breakage: {len(gone)} declarations public at {sys.argv[3]} are not public now "
        f"({len(then)} then, {len(now)} now, {len(set(now) - set(then))} new)"
    )
    return 1 if gone else 0


if __name__ == "__main__":
    sys.exit(main())
