#!/usr/bin/env python3
"""Derives the expected counts of Tests/LayoutDrawGoldenTests/PixelMatchTests.swift with the
reference implementation: the `pixelmatch` package on PyPI (a faithful Python port of
mapbox/pixelmatch 5).

Builds the same image pairs as ComparisonPairs.swift (same recipes, byte for byte: the FNV-1a
checksums printed here are asserted by the Swift tests), writes them as PNGs to a folder
(default /tmp/layoutdraw-pixelmatch-pairs) and runs pixelmatch on each pair, printing
mismatched and anti-aliased counts (anti-aliased = pixels drawn in aaColor, yellow) and the
checksum of pixelmatch's diff image. Not part of the test suite:

    python3 -m venv /tmp/pm && /tmp/pm/bin/pip install pixelmatch pillow
    /tmp/pm/bin/python Tests/LayoutDrawGoldenTests/Tools/pixelmatch_pairs.py
"""
import os
import sys

from PIL import Image
from pixelmatch import pixelmatch


def uniform(width, height, rgba):
    return width, height, bytearray(bytes(rgba) * (width * height))


def set_pixel(image, x, y, rgba):
    width, _, data = image
    i = (y * width + x) * 4
    data[i:i + 4] = bytes(rgba)


def copy(image):
    width, height, data = image
    return width, height, bytearray(data)


def vertical_edge(edge_column):
    """16×16: black left of `edge_column`, one grey (128) anti-aliasing column, white right."""
    image = uniform(16, 16, (255, 255, 255, 255))
    for y in range(16):
        for x in range(16):
            if x < edge_column:
                set_pixel(image, x, y, (0, 0, 0, 255))
            elif x == edge_column:
                set_pixel(image, x, y, (128, 128, 128, 255))
    return image


def disk(centre_x, centre_y=12, radius=7, size=24):
    """A black disk on white, anti-aliased by 4×4 supersampling (integer arithmetic)."""
    image = uniform(size, size, (255, 255, 255, 255))
    for py in range(size):
        for px in range(size):
            covered = 0
            for sy in range(4):
                for sx in range(4):
                    dx = 8 * px + 2 * sx + 1 - 8 * centre_x
                    dy = 8 * py + 2 * sy + 1 - 8 * centre_y
                    if dx * dx + dy * dy <= (8 * radius) ** 2:
                        covered += 1
            value = 255 - covered * 255 // 16
            set_pixel(image, px, py, (value, value, value, 255))
    return image


def block(blue):
    """16×16 grey (100, 100, 100) with a 4×4 block at (6…9, 6…9) whose blue is `blue`."""
    image = uniform(16, 16, (100, 100, 100, 255))
    for y in range(6, 10):
        for x in range(6, 10):
            set_pixel(image, x, y, (100, 100, blue, 255))
    return image


def pairs():
    one_a = uniform(16, 16, (255, 255, 255, 255))
    one_b = copy(one_a)
    set_pixel(one_b, 5, 7, (0, 0, 0, 255))
    return {
        "identical": (disk(12), disk(12)),
        "onePixel": (one_a, one_b),
        "edgeShift": (vertical_edge(6), vertical_edge(7)),
        "diskShift": (disk(12), disk(13)),
        "justUnder": (block(100), block(178)),
        "justOver": (block(100), block(179)),
        "transparentVsWhite": (uniform(16, 16, (0, 0, 0, 0)), uniform(16, 16, (255, 255, 255, 255))),
        "sizes": (uniform(16, 16, (255, 255, 255, 255)), uniform(16, 17, (255, 255, 255, 255))),
    }


def fnv1a(data):
    value = 0xCBF29CE484222325
    for byte in data:
        value ^= byte
        value = (value * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "/tmp/layoutdraw-pixelmatch-pairs"
    os.makedirs(folder, exist_ok=True)
    for name, (a, b) in pairs().items():
        images = []
        for suffix, (width, height, data) in (("a", a), ("b", b)):
            image = Image.frombytes("RGBA", (width, height), bytes(data))
            image.save(os.path.join(folder, f"{name}.{suffix}.png"))
            images.append(image)
        print(f"{name}: a {a[0]}x{a[1]} fnv 0x{fnv1a(a[2]):016X}, b {b[0]}x{b[1]} fnv 0x{fnv1a(b[2]):016X}")
        # Compare what was written: the PNGs read back.
        first, second = (list(Image.open(os.path.join(folder, f"{name}.{s}.png")).convert("RGBA").tobytes())
                         for s in ("a", "b"))
        if (a[0], a[1]) != (b[0], b[1]):
            try:
                pixelmatch(first, second, a[0], a[1])
            except ValueError as error:
                print(f"  pixelmatch raises: {error.args[0]}")
            continue
        for threshold in (0.1,):
            for include_aa in (False, True):
                diff = bytearray(len(first))
                mismatched = pixelmatch(first, second, a[0], a[1], diff, threshold=threshold, includeAA=include_aa)
                diff_bytes = bytes(diff)
                yellow = sum(1 for i in range(0, len(diff_bytes), 4) if diff_bytes[i:i + 4] == b"\xff\xff\x00\xff")
                red = sum(1 for i in range(0, len(diff_bytes), 4) if diff_bytes[i:i + 4] == b"\xff\x00\x00\xff")
                print(f"  threshold {threshold} includeAA {include_aa}: mismatched {mismatched}, "
                      f"anti-aliased (yellow) {yellow}, red {red}, diff fnv 0x{fnv1a(diff_bytes):016X}, "
                      f"diff[0,0] {tuple(diff_bytes[0:4])}")


if __name__ == "__main__":
    main()
