#!/usr/bin/env python3
"""Draws the README's benchmark chart from the figures in Benchmarks/RESULTS.md.

    python3 Scripts/benchmark-chart.py            # writes Benchmarks/results-chart.png
    python3 Scripts/benchmark-chart.py OUT.png

Re-runnable: the same RESULTS.md gives the same PNG, byte for byte. Needs only the Python
standard library (the PNG is written with zlib, text with a built-in 5x7 pixel font), so it runs
on a fresh machine without matplotlib. It fails, naming the table, when a table it reads has
changed shape: update the extraction below together with RESULTS.md.
"""
import math
import os
import re
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESULTS = os.path.join(ROOT, "Benchmarks", "RESULTS.md")
DEFAULT_OUTPUT = os.path.join(ROOT, "Benchmarks", "results-chart.png")

# MARK: reading RESULTS.md


def section(text, heading):
    """The text of the `## heading...` section, up to the next `## `."""
    match = re.search(r"^## " + re.escape(heading) + r".*?$(.*?)(?=^## |\Z)", text, re.M | re.S)
    if not match:
        sys.exit(f"error: no section '## {heading}' in {RESULTS}")
    return match.group(1)


def table(text, first_header_cell):
    """(header cells, rows of cells) of the first Markdown table whose header starts with the cell."""
    lines = text.splitlines()
    for index, line in enumerate(lines):
        cells = split_row(line)
        if cells and cells[0] == first_header_cell:
            rows = []
            for row in lines[index + 2:]:
                if not row.startswith("|"):
                    break
                rows.append(split_row(row))
            return cells, rows
    sys.exit(f"error: no table starting with '| {first_header_cell} |' in {RESULTS}")


def split_row(line):
    line = line.strip()
    if not line.startswith("|"):
        return []
    return [cell.strip() for cell in line.strip("|").split("|")]


UNITS = {"ns": 1.0, "µs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}


def nanoseconds(cell, default_unit="ns"):
    """'195 ns (0 mallocs)' -> 195.0, '4.3 µs (14)' -> 4300.0, '1,298' -> 1298.0, '—' -> None."""
    match = re.match(r"\**([\d,]+(?:\.\d+)?)\**\s*(ns|µs|us|ms|s)?\b", cell)
    if not match:
        return None
    return float(match.group(1).replace(",", "")) * UNITS[match.group(2) or default_unit]


def number_in_parentheses(cell):
    match = re.search(r"\(([\d,]+(?:\.\d+)?)\)", cell)
    if not match:
        sys.exit(f"error: expected a figure in parentheses in '{cell}' ({RESULTS})")
    return float(match.group(1).replace(",", ""))


def pool_panel(text):
    """Formatter pools, 150 keys: held, pooled, per-call and uncached creation, FormatStyle."""
    header, rows = table(section(text, "Formatter pools and one-shot formatting"), "workload (150 keys)")
    wanted = ["held", "pooled one-shot", "create per call", "create uncached", "Foundation FormatStyle"]
    columns = [header.index(name) for name in wanted]
    groups = [(row[0].replace("`", ""), [nanoseconds(row[c]) for c in columns]) for row in rows]
    return ("Formatter pools: 150 (locale, options) keys in rotation, ns per call",
            "RESULTS.md, 'Formatter pools and one-shot formatting' (ordo-one/benchmark, p50)",
            wanted, groups)


def numbers_panel(text):
    """NumberFormat.format against the raw ICU call, Foundation's NumberFormatter and FormatStyle."""
    header, rows = table(section(text, "Numbers"), "workload")
    wanted = ["intl", "raw ICU", "Foundation held", "FormatStyle"]
    columns = [header.index(name) for name in wanted]
    groups = [(f"{row[0]} {row[1]}", [nanoseconds(row[c]) for c in columns])
              for row in rows if row[1] == "en-US"]
    return ("Formatting one number with a held formatter (en-US), ns per call",
            "RESULTS.md, 'Numbers' (ordo-one/benchmark, p50)",
            ["swift-intl", "raw ICU C call", "Foundation NumberFormatter", "Foundation FormatStyle"], groups)


def timestamps_panel(text):
    """MachineTime against a hand-written C parser, glibc strptime_l and ISO8601FormatStyle."""
    header, rows = table(section(text, "MachineTime"), "row")
    c_parser = number_in_parentheses(header[2])
    format_style = number_in_parentheses(header[4])
    groups = []
    for row in rows:
        if row[0] == "rfc3339":
            groups.append(("RFC 3339", [nanoseconds(row[1]), c_parser, number_in_parentheses(row[3]), format_style]))
        elif row[0] == "`%Y-%m-%d %H:%M:%S %z`":
            groups.append(("%Y-%m-%d %H:%M:%S %z", [nanoseconds(row[1]), None, number_in_parentheses(row[3]), None]))
    if len(groups) != 2:
        sys.exit(f"error: the MachineTime quiet re-run table changed shape ({RESULTS})")
    return ("Parsing one timestamp, ns per timestamp",
            "RESULTS.md, 'MachineTime', quiet re-run (ordo-one/benchmark, p50)",
            ["MachineTime", "hand-written C", "glibc strptime_l + timegm", "Foundation ISO8601FormatStyle"], groups)


# MARK: a 5x7 pixel font (rows top to bottom, bit 4 = leftmost column)

GLYPHS = {
    " ": (0, 0, 0, 0, 0, 0, 0),
    "A": (0x0E, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11), "B": (0x1E, 0x11, 0x11, 0x1E, 0x11, 0x11, 0x1E),
    "C": (0x0E, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0E), "D": (0x1C, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1C),
    "E": (0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x1F), "F": (0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x10),
    "G": (0x0E, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0F), "H": (0x11, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11),
    "I": (0x0E, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0E), "J": (0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0C),
    "K": (0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11), "L": (0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1F),
    "M": (0x11, 0x1B, 0x15, 0x15, 0x11, 0x11, 0x11), "N": (0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11),
    "O": (0x0E, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E), "P": (0x1E, 0x11, 0x11, 0x1E, 0x10, 0x10, 0x10),
    "Q": (0x0E, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0D), "R": (0x1E, 0x11, 0x11, 0x1E, 0x14, 0x12, 0x11),
    "S": (0x0F, 0x10, 0x10, 0x0E, 0x01, 0x01, 0x1E), "T": (0x1F, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04),
    "U": (0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E), "V": (0x11, 0x11, 0x11, 0x11, 0x11, 0x0A, 0x04),
    "W": (0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0A), "X": (0x11, 0x11, 0x0A, 0x04, 0x0A, 0x11, 0x11),
    "Y": (0x11, 0x11, 0x0A, 0x04, 0x04, 0x04, 0x04), "Z": (0x1F, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1F),
    "a": (0x00, 0x00, 0x0E, 0x01, 0x0F, 0x11, 0x0F), "b": (0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x1E),
    "c": (0x00, 0x00, 0x0E, 0x10, 0x10, 0x11, 0x0E), "d": (0x01, 0x01, 0x0D, 0x13, 0x11, 0x11, 0x0F),
    "e": (0x00, 0x00, 0x0E, 0x11, 0x1F, 0x10, 0x0E), "f": (0x06, 0x09, 0x08, 0x1C, 0x08, 0x08, 0x08),
    "g": (0x0F, 0x11, 0x11, 0x0F, 0x01, 0x01, 0x0E), "h": (0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x11),
    "i": (0x04, 0x00, 0x0C, 0x04, 0x04, 0x04, 0x0E), "j": (0x02, 0x00, 0x06, 0x02, 0x02, 0x12, 0x0C),
    "k": (0x10, 0x10, 0x12, 0x14, 0x18, 0x14, 0x12), "l": (0x0C, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0E),
    "m": (0x00, 0x00, 0x1A, 0x15, 0x15, 0x11, 0x11), "n": (0x00, 0x00, 0x16, 0x19, 0x11, 0x11, 0x11),
    "o": (0x00, 0x00, 0x0E, 0x11, 0x11, 0x11, 0x0E), "p": (0x1E, 0x11, 0x11, 0x1E, 0x10, 0x10, 0x10),
    "q": (0x0F, 0x11, 0x11, 0x0F, 0x01, 0x01, 0x01), "r": (0x00, 0x00, 0x16, 0x19, 0x10, 0x10, 0x10),
    "s": (0x00, 0x00, 0x0E, 0x10, 0x0E, 0x01, 0x1E), "t": (0x08, 0x08, 0x1C, 0x08, 0x08, 0x09, 0x06),
    "u": (0x00, 0x00, 0x11, 0x11, 0x11, 0x13, 0x0D), "v": (0x00, 0x00, 0x11, 0x11, 0x11, 0x0A, 0x04),
    "w": (0x00, 0x00, 0x11, 0x11, 0x15, 0x15, 0x0A), "x": (0x00, 0x00, 0x11, 0x0A, 0x04, 0x0A, 0x11),
    "y": (0x11, 0x11, 0x11, 0x0F, 0x01, 0x01, 0x0E), "z": (0x00, 0x00, 0x1F, 0x02, 0x04, 0x08, 0x1F),
    "0": (0x0E, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0E), "1": (0x04, 0x0C, 0x04, 0x04, 0x04, 0x04, 0x0E),
    "2": (0x0E, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1F), "3": (0x1F, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0E),
    "4": (0x02, 0x06, 0x0A, 0x12, 0x1F, 0x02, 0x02), "5": (0x1F, 0x10, 0x1E, 0x01, 0x01, 0x11, 0x0E),
    "6": (0x06, 0x08, 0x10, 0x1E, 0x11, 0x11, 0x0E), "7": (0x1F, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08),
    "8": (0x0E, 0x11, 0x11, 0x0E, 0x11, 0x11, 0x0E), "9": (0x0E, 0x11, 0x11, 0x0F, 0x01, 0x02, 0x0C),
    ".": (0, 0, 0, 0, 0, 0x0C, 0x0C), ",": (0, 0, 0, 0, 0x0C, 0x04, 0x08),
    ":": (0, 0x0C, 0x0C, 0, 0x0C, 0x0C, 0), ";": (0, 0x0C, 0x0C, 0, 0x0C, 0x04, 0x08),
    "(": (0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02), ")": (0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08),
    "-": (0, 0, 0, 0x1F, 0, 0, 0), "+": (0, 0x04, 0x04, 0x1F, 0x04, 0x04, 0),
    "/": (0, 0x01, 0x02, 0x04, 0x08, 0x10, 0), "%": (0x18, 0x19, 0x02, 0x04, 0x08, 0x13, 0x03),
    "×": (0, 0x11, 0x0A, 0x04, 0x0A, 0x11, 0), "µ": (0x11, 0x11, 0x11, 0x13, 0x1D, 0x10, 0x10),
    "'": (0x04, 0x04, 0x08, 0, 0, 0, 0), "\"": (0x0A, 0x0A, 0, 0, 0, 0, 0),
    "_": (0, 0, 0, 0, 0, 0, 0x1F), "=": (0, 0, 0x1F, 0, 0x1F, 0, 0),
    "<": (0x02, 0x04, 0x08, 0x10, 0x08, 0x04, 0x02), ">": (0x08, 0x04, 0x02, 0x01, 0x02, 0x04, 0x08),
    "?": (0x0E, 0x11, 0x01, 0x02, 0x04, 0, 0x04), "!": (0x04, 0x04, 0x04, 0x04, 0x04, 0, 0x04),
    "[": (0x0E, 0x08, 0x08, 0x08, 0x08, 0x08, 0x0E), "]": (0x0E, 0x02, 0x02, 0x02, 0x02, 0x02, 0x0E),
    "#": (0x0A, 0x0A, 0x1F, 0x0A, 0x1F, 0x0A, 0x0A), "*": (0, 0x04, 0x15, 0x0E, 0x15, 0x04, 0),
    "&": (0x0C, 0x12, 0x14, 0x08, 0x15, 0x12, 0x0D), "|": (0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04),
}
GLYPHS["—"] = GLYPHS["-"]
# Glyphs drawn from the x-height down, two rows below the baseline.
DESCENDERS = set("gpqyµ")


# MARK: drawing


class Canvas:
    """An RGB image with rectangles and pixel-font text, written as an 8-bit PNG."""

    def __init__(self, width, height, background=(255, 255, 255)):
        self.width, self.height = width, height
        self.pixels = [bytearray(bytes(background) * width) for _ in range(height)]

    def rect(self, x, y, width, height, color):
        x0, x1 = max(0, int(x)), min(self.width, int(x + width))
        color = bytes(color)
        for row in range(max(0, int(y)), min(self.height, int(y + height))):
            self.pixels[row][3 * x0:3 * x1] = color * (x1 - x0)

    def text(self, x, y, string, color=(0, 0, 0), scale=2):
        """Draws `string` with its top-left corner at (x, y); returns the x after it."""
        for character in string:
            glyph = GLYPHS.get(character)
            if glyph is None:
                sys.exit(f"error: the chart font has no glyph for {character!r} (in {string!r})")
            shift = 2 if character in DESCENDERS else 0
            for row, bits in enumerate(glyph):
                for column in range(5):
                    if bits & (0x10 >> column):
                        self.rect(x + column * scale, y + (row + shift) * scale, scale, scale, color)
            x += 6 * scale
        return x

    @staticmethod
    def text_width(string, scale=2):
        return len(string) * 6 * scale

    def png(self):
        raw = b"".join(b"\x00" + bytes(row) for row in self.pixels)

        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


# One colour per kind of peer in every panel: this project in blues, C and ICU in greens
# and orange, Foundation in red and purple.
COLORS = {
    "held": (31, 119, 180), "pooled one-shot": (108, 174, 224), "create per call": (255, 187, 120),
    "create uncached": (255, 127, 14), "Foundation FormatStyle": (214, 39, 40),
    "swift-intl": (31, 119, 180), "raw ICU C call": (44, 160, 44),
    "Foundation NumberFormatter": (148, 103, 189),
    "MachineTime": (31, 119, 180), "hand-written C": (44, 160, 44),
    "glibc strptime_l + timegm": (255, 127, 14), "Foundation ISO8601FormatStyle": (214, 39, 40),
}
GREY, LIGHT = (90, 90, 90), (225, 225, 225)

WIDTH = 1200
LABEL_WIDTH = 250
PLOT_LEFT, PLOT_RIGHT = LABEL_WIDTH + 20, WIDTH - 140
BAR, BAR_GAP, GROUP_GAP = 14, 3, 14


def duration_label(ns):
    for unit, size in (("ms", 1e6), ("µs", 1e3)):
        if ns >= size:
            value = ns / size
            return (f"{value:.0f}" if value >= 100 else f"{value:.3g}") + " " + unit
    return f"{ns:.0f} ns"


def panel_height(series, groups):
    bars = sum(sum(1 for value in values if value is not None) for _, values in groups)
    return 100 + 22 * ((len(series) + 2) // 3) + bars * (BAR + BAR_GAP) + len(groups) * GROUP_GAP


def draw_panel(canvas, top, panel):
    title, source, series, groups = panel
    canvas.text(20, top, title, scale=2)
    canvas.text(20, top + 20, "source: " + source, color=GREY, scale=1)
    # Legend, three entries a line.
    y = top + 36
    for index, name in enumerate(series):
        x = 20 + (index % 3) * 380
        if index and index % 3 == 0:
            y += 22
        canvas.rect(x, y, 14, 14, COLORS[name])
        canvas.text(x + 20, y, name, scale=2)
    y += 30
    # Log axis over whole decades around the data.
    values = [value for _, row in groups for value in row if value is not None]
    low = 10 ** math.floor(math.log10(min(values)))
    high = 10 ** math.ceil(math.log10(max(values)))
    decades = round(math.log10(high / low))

    def x_of(value):
        return PLOT_LEFT + (PLOT_RIGHT - PLOT_LEFT) * math.log10(value / low) / decades

    plot_top, plot_bottom = y, y + panel_height(series, groups) - (y - top) - 40
    for decade in range(decades + 1):
        x = x_of(low * 10 ** decade)
        canvas.rect(x, plot_top, 1, plot_bottom - plot_top, LIGHT)
        label = duration_label(low * 10 ** decade)
        canvas.text(x - Canvas.text_width(label, 1) / 2, plot_bottom + 4, label, color=GREY, scale=1)
    for name, row in groups:
        group_top = y
        for index, value in enumerate(row):
            if value is None:
                continue
            canvas.rect(PLOT_LEFT, y, max(2, x_of(value) - PLOT_LEFT), BAR, COLORS[series[index]])
            canvas.text(x_of(value) + 6, y + (BAR - 7) / 2, duration_label(value), scale=1)
            y += BAR + BAR_GAP
        canvas.text(20, (group_top + y - BAR_GAP) / 2 - 7, name, scale=2)
        y += GROUP_GAP
    canvas.rect(PLOT_LEFT, plot_top, 1, plot_bottom - plot_top, GREY)
    return top + panel_height(series, groups) + 20


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUTPUT
    with open(RESULTS, encoding="utf-8") as file:
        text = file.read()
    panels = [pool_panel(text), numbers_panel(text), timestamps_panel(text)]
    footer = "Shorter is faster. Log scale. 2-core x86-64 VM, Swift 6.3.1, ICU 72; same-run peers; see Benchmarks/RESULTS.md."
    height = 20 + sum(panel_height(p[2], p[3]) + 20 for p in panels) + 30
    canvas = Canvas(WIDTH, height)
    top = 20
    for panel in panels:
        top = draw_panel(canvas, top, panel)
    canvas.text(20, top, footer, color=GREY, scale=1)
    os.makedirs(os.path.dirname(os.path.abspath(output)), exist_ok=True)
    with open(output, "wb") as file:
        file.write(canvas.png())
    print(f"wrote {os.path.relpath(output)} ({canvas.width}x{canvas.height})")


main()
