#!/usr/bin/env python3
"""Fails when the runtime reaches the tooling, or when a folder uses a type declared in a folder above it.

Two libraries, each a stack of folders (CONTRIBUTING.md draws both maps):
- NotificationActions, the runtime every app and extension links, never uses a type of
  NotificationActionsTooling (the compiler would refuse it too; this names the file and the type first),
  and neither it nor the tooling uses the opt-in NotificationActionsPosting.
- Within a library, a folder may use the types of the folders below it, never of one above: so there are
  no cycles between folders. The tooling may use any folder of the runtime.

A type "belongs" to the folder whose file declares it (`struct`, `enum`, `class`, `protocol`, `actor`,
`typealias`); a folder "uses" a type when one of its files names it outside comments and string literals.
A grep, not a compiler, and meant to be: cheap, and strict enough to catch a new arrow pointing up.

    python3 Scripts/check-layers.py            # exit 0 when every arrow points down, 1 otherwise
    python3 Scripts/check-layers.py --graph    # print which folder uses which, and through which types
"""
import os
import re
import sys

SOURCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")

# Each library's folders, lowest first. `Platforms/UserNotifications` is part of Platforms.
MODULES = {
    "NotificationActions": [
        "Support", "Model", "Diagnostics", "JSON", "Validation", "Registry", "Payload", "Routing", "Platforms",
    ],
    # The opt-in posting library: one folder, its files at the top; the runtime never uses it.
    "NotificationActionsPosting": [],
    "NotificationActionsTooling": ["Support", "Validation", "Localization", "Registry", "Payload", "Platforms", "Generator"],
}
RUNTIME, TOOLING = "NotificationActions", "NotificationActionsTooling"
OPT_IN = ("NotificationActionsPosting",)

DECLARATION = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|"
                         r"final|indirect|nonisolated)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+"
                         r"([A-Z]\w*)", re.M)


def place_of(module, path):
    """(module, folder) of a file; a file at the module's top level is in the folder "(top)"."""
    relative = os.path.relpath(path, os.path.join(SOURCES, module)).split(os.sep)
    return module, relative[0] if len(relative) > 1 else "(top)"


def strip(source):
    """Source without comments and string literals (a type named in a message is not a use)."""
    source = re.sub(r'"""(?:.|\n)*?"""', '""', source)
    source = re.sub(r"//[^\n]*", "", source)
    source = re.sub(r"/\*(?:.|\n)*?\*/", "", source)
    source = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', source)
    return source


def label(place):
    module, folder = place
    return f"{module}/{folder}"


def main():
    files = {}
    for module in MODULES:
        for directory, _, names in os.walk(os.path.join(SOURCES, module)):
            for name in names:
                if name.endswith(".swift"):
                    path = os.path.join(directory, name)
                    files[path] = (place_of(module, path), strip(open(path, encoding="utf-8").read()))
    owner = {}
    for path, (place, text) in files.items():
        for name in DECLARATION.findall(text):
            # Only top-level declarations (unindented): a nested type is named through its parent.
            owner.setdefault(name, place)
    unknown = sorted({label(p) for p, _ in files.values()
                      if p[1] != "(top)" and p[1] not in MODULES[p[0]]})
    if unknown:
        print(f"check-layers: folders not in the layer lists: {', '.join(unknown)}; add them to MODULES")
        return 1
    uses = {}
    for path, (place, text) in files.items():
        for word in set(re.findall(r"\b[A-Z]\w*\b", text)):
            target = owner.get(word)
            if target and target != place:
                uses.setdefault((place, target), set()).add((word, os.path.relpath(path, SOURCES)))
    wrong = []
    for (place, target), found in sorted(uses.items()):
        if "--graph" in sys.argv:
            print(f"{label(place)} -> {label(target)}: {', '.join(sorted({w for w, _ in found}))}")
        if place[0] == RUNTIME and target[0] == TOOLING:
            wrong.append((place, target, found, "the runtime uses the tooling, which apps do not link"))
        elif place[0] in (RUNTIME, TOOLING) and target[0] in OPT_IN:
            wrong.append((place, target, found, "an opt-in library, which an app may not link"))
        elif place[0] == target[0] and "(top)" not in (place[1], target[1]):
            layers = MODULES[place[0]]
            if layers.index(target[1]) > layers.index(place[1]):
                wrong.append((place, target, found, "a folder above it"))
    for place, target, found, why in wrong:
        print(f"check-layers: {label(place)}/ uses {label(target)}/, {why}:")
        for word, path in sorted(found):
            print(f"  {path}: {word} (declared in {label(target)}/)")
    if wrong:
        print(f"check-layers: {len(wrong)} arrow(s) point the wrong way; move the type down (into the runtime, "
              f"if an app needs it), or the code up. Layers, lowest first: "
              + "; ".join(f"{m}: {' < '.join(l)}" for m, l in MODULES.items()))
        return 1
    print("check-layers: every arrow points down; " + "; ".join(f"{m}: {' < '.join(l)}" for m, l in MODULES.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
