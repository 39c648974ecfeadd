#!/usr/bin/env python3
"""Checks that a PNG screenshot rendered: the expected size, and not blank (many colours, and a real share
of pixels that differ from the most common one). Decodes the PNG with zlib only. Exit 1 on failure."""
import struct, sys, zlib
from collections import Counter

path, want_width, want_height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
data = open(path, "rb").read()
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit(f"{path}: not a PNG")
pos, idat, width = 8, b"", None
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    chunk = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        width, height, depth, colour = struct.unpack(">IIBB", chunk[:10])
    elif kind == b"IDAT":
        idat += chunk
    pos += 12 + length
if (width, height) != (want_width, want_height):
    sys.exit(f"{path}: {width}x{height}, expected {want_width}x{want_height}")
if depth != 8 or colour not in (2, 6):
    sys.exit(f"{path}: unexpected PNG format (depth {depth}, colour type {colour})")
channels = 3 if colour == 2 else 4
stride = width * channels
raw = zlib.decompress(idat)
rows, previous = [], bytearray(stride)
for y in range(height):
    kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for x in range(stride):
        left = line[x - channels] if x >= channels else 0
        up, corner = previous[x], previous[x - channels] if x >= channels else 0
        if kind == 1: line[x] = (line[x] + left) & 255
        elif kind == 2: line[x] = (line[x] + up) & 255
        elif kind == 3: line[x] = (line[x] + (left + up) // 2) & 255
        elif kind == 4:
            p = left + up - corner
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
            line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
    rows.append(bytes(line))
    previous = line
pixels = Counter()
for row in rows[::4]:
    for x in range(0, stride, channels * 4):
        pixels[row[x:x + 3]] += 1
total = sum(pixels.values())
top_share = pixels.most_common(1)[0][1] / total
print(f"{path}: {width}x{height}, {len(pixels)} colours sampled, most common colour covers {top_share:.0%}")
if len(pixels) < 50 or top_share > 0.9:
    sys.exit(f"{path}: looks blank")
