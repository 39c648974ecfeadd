#!/usr/bin/env python3
"""Checks the public symbols of the symbol graphs given: each has a /// summary, and each public function
or initializer documents every parameter (`- Parameter name:` or a `- Parameters:` list), as swift-log
documents its `file:` and `line:`. Members that only witness a standard protocol (`==`, `<`,
`hash(into:)`, `init(rawValue:)`, `init(from:)`, `encode(to:)`, literal initializers, result-builder
methods) are documented by that protocol. Lists what is missing; exits 1 if anything is."""
import json
import re
import sys

WITNESS = re.compile(r"init\(rawValue:\)|Literal:\)|init\(from:\)|encode\(to:\)|hash\(into:\)|ListBuilder\.build"
                     r"|\.==\(|\.<\(")

missing = []
undocumented_parameters = []
for path in sys.argv[1:]:
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        location = symbol.get("location", {})
        if not location:
            continue  # synthesized
        # Members a protocol conformance provides (==, hash(into:), rawValue inits...) are documented there.
        if "sourceOrigin" in symbol:
            continue
        where = f'{location.get("uri", "?").split("/Sources/")[-1]}:{location.get("position", {}).get("line", 0) + 1}'
        name = ".".join(symbol["pathComponents"])
        doc = "\n".join(line["text"] for line in symbol.get("docComment", {}).get("lines", []))
        if not doc:
            missing.append(f"{where}: {name}")
            continue
        if WITNESS.search(name):
            continue
        parameters = [p.get("internalName", p["name"])
                      for p in symbol.get("functionSignature", {}).get("parameters", [])]
        absent = [p for p in parameters if f"- {p}:" not in doc and f"- Parameter {p}:" not in doc]
        if absent:
            undocumented_parameters.append(f"{where}: {name}: {', '.join(absent)}")
for line in sorted(missing):
    print(line)
print(f"{len(missing)} public symbols without a /// summary")
for line in sorted(undocumented_parameters):
    print(line)
print(f"{len(undocumented_parameters)} public functions with undocumented parameters")
sys.exit(1 if missing or undocumented_parameters else 0)
