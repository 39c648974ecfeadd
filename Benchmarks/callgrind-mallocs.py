#!/usr/bin/env python3
"""Counts the calls to the C allocator (malloc, calloc, realloc, posix_memalign, aligned_alloc) recorded in
a callgrind output file: the number of heap allocations the run made."""
import re, sys

ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"}
names = {}
total = 0
pending = None  # the allocator a following `calls=` line belongs to
with open(sys.argv[1]) as f:
    for line in f:
        # A function's name is written once, where callgrind first mentions its number: in a `fn=` line
        # (the function's own costs) or a `cfn=` line (a call to it), whichever it happens to dump first.
        m = re.match(r"fn=\((\d+)\) (.*)", line)
        if m:
            names[m.group(1)] = m.group(2).strip()
            continue
        m = re.match(r"cfn=\((\d+)\)(?: (.*))?", line)
        if m:
            if m.group(2):
                names[m.group(1)] = m.group(2).strip()
            pending = names.get(m.group(1)) in ALLOCATORS
            continue
        if line.startswith("calls="):
            if pending:
                total += int(line.split("=")[1].split()[0])
            pending = None
print(total)
