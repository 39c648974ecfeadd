#!/usr/bin/env python3
"""Lists public symbols of the symbol graphs given that have no /// summary; exits 1 if there are any."""
import json, sys

missing = []
for path in sys.argv[1:]:
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        # Members a protocol conformance provides (==, hash(into:), rawValue inits...) are documented there.
        if symbol.get("docComment") or "sourceOrigin" in symbol:
            continue
        location = symbol.get("location", {})
        if not location:
            continue  # synthesized
        missing.append(f'{location.get("uri", "?").split("/Sources/")[-1]}:{location.get("position", {}).get("line", 0) + 1}: {".".join(symbol["pathComponents"])}')
for line in sorted(missing):
    print(line)
print(f"{len(missing)} public symbols without a /// summary")
sys.exit(1 if missing else 0)
