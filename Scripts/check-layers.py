#!/usr/bin/env python3
"""Fails when a folder of Sources/NotificationActions uses a type declared in a folder above it.

The folders are layers, lowest first (CONTRIBUTING.md draws the same map). A folder may use the types of
the folders below it, never of one above: so there are no cycles between folders. A type "belongs" to the
folder whose file declares it (`struct`, `enum`, `class`, `protocol`, `actor`, `typealias`); a folder
"uses" a type when one of its files names it outside comments and string literals. A grep, not a
compiler, and meant to be: cheap, and strict enough to catch a new arrow pointing up.

    python3 Scripts/check-layers.py            # exit 0 when every arrow points down, 1 otherwise
    python3 Scripts/check-layers.py --graph    # print which folder uses which, and through which types
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "NotificationActions")

# Lowest first. `Platforms/UserNotifications` is part of Platforms.
LAYERS = [
    "Support", "Model", "Diagnostics", "JSON", "Localization", "Validation", "Registry", "Payload",
    "Routing", "Platforms",
]

DECLARATION = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|"
                         r"final|indirect|nonisolated)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+"
                         r"([A-Z]\w*)", re.M)


def folder_of(path):
    relative = os.path.relpath(path, ROOT)
    return relative.split(os.sep)[0]


def strip(source):
    """Source without comments and string literals (a type named in a message is not a use)."""
    source = re.sub(r'"""(?:.|\n)*?"""', '""', source)
    source = re.sub(r"//[^\n]*", "", source)
    source = re.sub(r"/\*(?:.|\n)*?\*/", "", source)
    source = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', source)
    return source


def main():
    files = {}
    for directory, _, names in os.walk(ROOT):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                files[path] = open(path, encoding="utf-8").read()
    owner = {}
    for path, text in files.items():
        for name in DECLARATION.findall(strip(text)):
            # Only top-level declarations (unindented): a nested type is named through its parent.
            owner.setdefault(name, folder_of(path))
    unknown = sorted({folder_of(p) for p in files} - set(LAYERS))
    if unknown:
        print(f"check-layers: folders not in the layer list: {', '.join(unknown)}; add them to LAYERS")
        return 1
    uses = {}
    for path, text in files.items():
        folder = folder_of(path)
        words = set(re.findall(r"\b[A-Z]\w*\b", strip(text)))
        for word in words:
            target = owner.get(word)
            if target and target != folder:
                uses.setdefault((folder, target), set()).add((word, os.path.relpath(path, ROOT)))
    upward = []
    for (folder, target), found in sorted(uses.items()):
        if "--graph" in sys.argv:
            print(f"{folder} -> {target}: {', '.join(sorted({w for w, _ in found}))}")
        if LAYERS.index(target) > LAYERS.index(folder):
            upward.append((folder, target, found))
    for folder, target, found in upward:
        print(f"check-layers: {folder}/ uses {target}/, a folder above it:")
        for word, path in sorted(found):
            print(f"  {path}: {word} (declared in {target}/)")
    if upward:
        print(f"check-layers: {len(upward)} arrow(s) point up; move the type down, or the code up "
              f"(layers, lowest first: {' < '.join(LAYERS)})")
        return 1
    print(f"check-layers: every arrow points down ({' < '.join(LAYERS)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
