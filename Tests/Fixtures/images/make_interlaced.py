#!/usr/bin/env python3
"""Writes the same 45×31 RGBA picture twice: interlaced.png (Adam7) and progressive.png (not interlaced).

The reduced-decoding tests read both and expect identical pixels; Plumb's own PNG writer never
interlaces, so this fixture is made here, with the standard library only (zlib, struct).
Run from this folder: python3 make_interlaced.py
"""
import struct
import zlib

WIDTH, HEIGHT = 45, 31


def pixel(x, y):
    # Straight RGBA with gradients, a transparent corner and half-transparent stripes.
    alpha = 0 if x < 5 and y < 5 else (128 if (x + y) % 7 == 0 else 255)
    return bytes(((x * 37 + y * 11) % 256, (y * 53) % 256, (x * 5 + 90) % 256, alpha))


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(interlace):
    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 6, 0, 0, 1 if interlace else 0)
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    raw = bytearray()
    for x0, y0, dx, dy in (passes if interlace else [(0, 0, 1, 1)]):
        columns = range(x0, WIDTH, dx)
        if not columns:
            continue   # an empty pass has no rows at all
        for y in range(y0, HEIGHT, dy):
            raw += b"\x00" + b"".join(pixel(x, y) for x in columns)   # filter type 0 (None)
    signature = b"\x89PNG\r\n\x1a\n"
    return signature + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")


with open("interlaced.png", "wb") as out:
    out.write(png(True))
with open("progressive.png", "wb") as out:
    out.write(png(False))
