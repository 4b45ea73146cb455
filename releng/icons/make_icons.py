#!/usr/bin/env python3
"""Draws the workbench's 16x16 view and command icons into bundles/org.snapwear.ui/icons/.

Plain Python (zlib + struct), no imaging library: each icon is a few rectangles, lines and discs in its own
colour, so every view and command can be told apart at a glance. Run from the repository root; the PNGs are
committed, so the build does not need Python.
"""
import os
import struct
import sys
import zlib

N = 16


def canvas():
    return [[(0, 0, 0, 0) for _ in range(N)] for _ in range(N)]


def rgb(h):
    return tuple(int(h[i:i + 2], 16) for i in (1, 3, 5)) + (255,)


def rect(c, x0, y0, x1, y1, col):
    for y in range(max(0, y0), min(N, y1 + 1)):
        for x in range(max(0, x0), min(N, x1 + 1)):
            c[y][x] = col


def frame(c, x0, y0, x1, y1, col):
    rect(c, x0, y0, x1, y0, col)
    rect(c, x0, y1, x1, y1, col)
    rect(c, x0, y0, x0, y1, col)
    rect(c, x1, y0, x1, y1, col)


def disc(c, cx, cy, r, col):
    for y in range(N):
        for x in range(N):
            if (x - cx) ** 2 + (y - cy) ** 2 <= r * r:
                c[y][x] = col


def line(c, x0, y0, x1, y1, col):
    steps = max(abs(x1 - x0), abs(y1 - y0), 1)
    for i in range(steps + 1):
        c[round(y0 + (y1 - y0) * i / steps)][round(x0 + (x1 - x0) * i / steps)] = col


def triangle(c, pts, col):
    (ax, ay), (bx, by), (cx, cy) = pts
    for y in range(N):
        for x in range(N):
            px, py = x + 0.5, y + 0.5
            d1 = (px - bx) * (ay - by) - (ax - bx) * (py - by)
            d2 = (px - cx) * (by - cy) - (bx - cx) * (py - cy)
            d3 = (px - ax) * (cy - ay) - (cx - ax) * (py - ay)
            neg = d1 < 0 or d2 < 0 or d3 < 0
            pos = d1 > 0 or d2 > 0 or d3 > 0
            if not (neg and pos):
                c[y][x] = col


def png(c, path):
    raw = b"".join(b"\x00" + b"".join(bytes(p) for p in row) for row in c)
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", N, N, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(data)


DARK = rgb("#37474f")


def document(c, col):
    rect(c, 3, 1, 12, 14, rgb("#ffffff"))
    frame(c, 3, 1, 12, 14, DARK)
    for y in (4, 6, 8):
        rect(c, 5, y, 10, y, col)


def folder(c, col):
    rect(c, 1, 4, 6, 5, col)
    rect(c, 1, 5, 14, 13, col)
    frame(c, 1, 5, 14, 13, DARK)


def plus(c, col):
    rect(c, 10, 8, 14, 10, rgb("#ffffff"))
    rect(c, 11, 7, 13, 11, rgb("#ffffff"))
    rect(c, 11, 9, 13, 9, col)
    rect(c, 12, 8, 12, 10, col)
    rect(c, 10, 9, 14, 9, col)
    rect(c, 12, 7, 12, 11, col)


ICONS = {}


def icon(name):
    def register(f):
        ICONS[name] = f
        return f
    return register


@icon("sequences")
def _sequences(c):  # a stack of checkpoints
    for i, col in enumerate(("#1e88e5", "#42a5f5", "#90caf9")):
        y = 2 + i * 4
        rect(c, 2 + i, y, 13 - i, y + 2, rgb(col))
        frame(c, 2 + i, y, 13 - i, y + 2, DARK)
    rect(c, 4, 14, 11, 14, DARK)


@icon("tensors")
def _tensors(c):  # a 3x3 grid of values
    for gy in range(3):
        for gx in range(3):
            shade = ("#8e24aa", "#ab47bc", "#ce93d8")[(gx + gy) % 3]
            rect(c, 1 + gx * 5, 1 + gy * 5, 4 + gx * 5, 4 + gy * 5, rgb(shade))


@icon("codecs")
def _codecs(c):  # two arrows: encode, decode
    col = rgb("#00897b")
    rect(c, 1, 4, 11, 5, col)
    triangle(c, [(10, 1), (15, 4.5), (10, 8)], col)
    rect(c, 4, 10, 14, 11, rgb("#4db6ac"))
    triangle(c, [(5, 7), (0, 10.5), (5, 14)], rgb("#4db6ac"))


@icon("results")
def _results(c):  # a bar chart
    rect(c, 1, 14, 14, 14, DARK)
    rect(c, 1, 1, 1, 14, DARK)
    for x, h, col in ((3, 6, "#fb8c00"), (7, 10, "#f4511e"), (11, 4, "#ffb300")):
        rect(c, x, 14 - h, x + 2, 13, rgb(col))


@icon("blockstates")
def _blockstates(c):  # SSD blocks: valid, invalid, free
    cols = ("#43a047", "#e53935", "#eeeeee", "#43a047")
    for gy in range(4):
        for gx in range(4):
            rect(c, gx * 4, gy * 4, gx * 4 + 2, gy * 4 + 2, rgb(cols[(gx * 3 + gy) % 4]))


@icon("buddy")
def _buddy(c):  # a memory entry and its buddy
    rect(c, 1, 3, 8, 12, rgb("#3949ab"))
    rect(c, 9, 6, 14, 12, rgb("#9fa8da"))
    frame(c, 1, 3, 14, 12, DARK)


@icon("slc")
def _slc(c):  # a page with one bit per cell
    rect(c, 2, 1, 13, 14, rgb("#fff8e1"))
    frame(c, 2, 1, 13, 14, DARK)
    for y in range(3, 13, 3):
        for x in range(4, 12, 3):
            if (x + y) % 2:
                rect(c, x, y, x + 1, y + 1, rgb("#6d4c41"))


@icon("study")
def _study(c):  # the study file
    document(c, rgb("#1e88e5"))
    disc(c, 11, 11, 3, rgb("#fb8c00"))


@icon("new_study")
def _new_study(c):
    document(c, rgb("#1e88e5"))
    plus(c, rgb("#2e7d32"))


@icon("open_study")
def _open_study(c):
    folder(c, rgb("#fdd835"))
    rect(c, 7, 7, 11, 11, rgb("#1e88e5"))


@icon("open_sequence")
def _open_sequence(c):
    folder(c, rgb("#fdd835"))
    for y in (7, 9, 11):
        rect(c, 4, y, 11, y, rgb("#1e88e5"))


@icon("import_sequence")
def _import_sequence(c):
    _sequences(c)
    triangle(c, [(8, 7), (15, 7), (11.5, 12)], rgb("#2e7d32"))


@icon("open_run")
def _open_run(c):  # a checkpoint run
    folder(c, rgb("#fdd835"))
    disc(c, 8, 9, 3, rgb("#e53935"))


@icon("recent")
def _recent(c):  # a clock
    disc(c, 7.5, 7.5, 7, DARK)
    disc(c, 7.5, 7.5, 6, rgb("#ffffff"))
    line(c, 7, 7, 7, 3, DARK)
    line(c, 7, 7, 11, 7, DARK)


@icon("demo")
def _demo(c):  # run: a play triangle
    triangle(c, [(3, 1), (14, 8), (3, 15)], rgb("#2e7d32"))


@icon("start")
def _start(c):  # a house
    col = rgb("#5e35b1")
    triangle(c, [(0, 8), (8, 0), (16, 8)], col)
    rect(c, 3, 8, 12, 14, col)
    rect(c, 7, 10, 9, 14, rgb("#ffffff"))


@icon("user_guide")
def _user_guide(c):  # a book
    rect(c, 2, 2, 13, 14, rgb("#1565c0"))
    rect(c, 4, 2, 4, 14, rgb("#90caf9"))
    rect(c, 7, 5, 11, 5, rgb("#ffffff"))
    rect(c, 7, 8, 11, 8, rgb("#ffffff"))


@icon("progress")
def _progress(c):  # a progress bar, two thirds done
    rect(c, 0, 5, 15, 10, rgb("#ffffff"))
    frame(c, 0, 5, 15, 10, DARK)
    rect(c, 1, 6, 9, 9, rgb("#43a047"))


@icon("about")
def _about(c):  # "i" in a disc
    disc(c, 7.5, 7.5, 7, rgb("#1e88e5"))
    rect(c, 7, 3, 8, 4, rgb("#ffffff"))
    rect(c, 7, 6, 8, 12, rgb("#ffffff"))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "bundles/org.snapwear.ui/icons"
    os.makedirs(out, exist_ok=True)
    for name, draw in ICONS.items():
        c = canvas()
        draw(c)
        png(c, os.path.join(out, name + ".png"))
    print(f"{len(ICONS)} icons in {out}")


if __name__ == "__main__":
    main()
