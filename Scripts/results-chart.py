#!/usr/bin/env python3
"""Draws the README's benchmark chart from the current figures in Benchmarks/results.json.

    pip install matplotlib                  # development-time only; CI does not draw the chart
    python3 Scripts/results-chart.py        # writes Benchmarks/results-chart.png
    python3 Scripts/results-chart.py OUT.png

One panel per area with rows marked "chart" (in the order of results.json; the area's "intl_label"
names swift-intl's bar where it is not plain "swift-intl"), one group of bars per row: swift-intl and the peers of that row's run. A figure recorded as a range ("170–185") is drawn
to its low end with a line to its high end and labelled as recorded. Run it after
Scripts/results-tables.py changes the figures.
"""
import json
import os
import re
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402 (the backend is chosen first)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Benchmarks", "results.json")
DEFAULT_OUTPUT = os.path.join(ROOT, "Benchmarks", "results-chart.png")
INTL = "swift-intl"
INTL_COLOR = "#1f6fb4"
PEER_COLORS = ["#2ca02c", "#ff7f0e", "#9467bd", "#d62728", "#8c564b"]


def bounds(value):
    """(low, high) of a figure: 78 -> (78, 78), '1,051–1,101' -> (1051, 1101)."""
    if isinstance(value, (int, float)):
        return float(value), float(value)
    parts = re.fullmatch(r"([\d,.]+)(?:–([\d,.]+))?", value)
    if not parts:
        sys.exit(f"error: {SOURCE}: a charted figure must be a number or a range, not {value!r}")
    low = float(parts.group(1).replace(",", ""))
    return low, float((parts.group(2) or parts.group(1)).replace(",", ""))


def label(value, unit):
    text = f"{value:,}" if isinstance(value, (int, float)) else value
    return f"{text} {unit}"


def panels(document):
    """[(area, [row, …])] for every area with charted rows."""
    result = []
    for area in document["areas"]:
        rows = [row for row in document["rows"] if row["area"] == area["id"] and row.get("chart")]
        if rows:
            result.append((area, rows))
    return result


def draw_panel(axes, area, rows):
    intl = area.get("intl_label", INTL)
    series = [intl]
    for row in rows:
        series += [peer["name"] for peer in row["peers"] if peer["name"] not in series]
    colors = {name: INTL_COLOR if name == intl else PEER_COLORS[(index - 1) % len(PEER_COLORS)]
              for index, name in enumerate(series)}
    height = 0.8 / max(len(row["peers"]) + 1 for row in rows)
    ticks, names, drawn = [], [], set()
    largest = 0.0
    for group, row in enumerate(reversed(rows)):
        bars = [(intl, row["intl"], row["unit"])]
        bars += [(peer["name"], peer["value"], peer.get("unit", row["unit"])) for peer in row["peers"]]
        top = group + 0.4 - height / 2
        for index, (name, value, unit) in enumerate(bars):
            if unit != row["unit"]:
                sys.exit(f"error: {SOURCE}: '{row['workload']}' mixes units; chart rows need one unit")
            low, high = bounds(value)
            largest = max(largest, high)
            y = top - index * height
            axes.barh(y, low, height=height * 0.9, color=colors[name],
                      label=None if name in drawn else name)
            drawn.add(name)
            if high > low:
                axes.plot([low, high], [y, y], color="black", linewidth=1.5)
            axes.text(high * 1.08, y, label(value, unit), va="center", fontsize=8)
        ticks.append(group)
        names.append(f"{row['chart_label']}\n{row['date'].split(' ')[0]}, {row['load']}")
    axes.set_xscale("log")
    axes.set_xlim(left=min(bounds(row["intl"])[0] for row in rows) / 3, right=largest * 6)
    axes.set_yticks(ticks, names, fontsize=8.5)
    axes.set_xlabel(f"{rows[0]['unit']} per call, log scale (shorter is faster)", fontsize=8.5)
    axes.set_title(area["title"], loc="left", fontsize=11, fontweight="bold", pad=24)
    axes.grid(axis="x", which="major", color="#dddddd")
    axes.set_axisbelow(True)
    for side in ("top", "right"):
        axes.spines[side].set_visible(False)
    axes.legend(fontsize=8, loc="lower left", bbox_to_anchor=(0, 1.0), ncol=len(series), frameon=False,
                borderaxespad=0.2, handlelength=1.2)


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUTPUT
    with open(SOURCE, encoding="utf-8") as file:
        document = json.load(file)
    chosen = panels(document)
    for area, rows in chosen:
        if len({row["unit"] for row in rows}) != 1:
            sys.exit(f"error: {SOURCE}: the charted rows of '{area['title']}' use more than one unit")
    # Panel heights follow their bar counts, so every bar has the same thickness.
    heights = [sum(len(row["peers"]) + 2 for row in rows) for _, rows in chosen]
    figure, grid = plt.subplots(len(chosen), 1, figsize=(11, 0.2 * sum(heights) + 1.2 * len(chosen)),
                                gridspec_kw={"height_ratios": heights}, squeeze=False)
    for index, (area, rows) in enumerate(chosen):
        draw_panel(grid[index][0], area, rows)
    figure.suptitle("Current figures from Benchmarks/RESULTS.md. Each group of bars is one run on a 2-core x86-64 VM\n"
                    "(Swift 6.3.1, ICU 72), dated and marked idle or loaded: compare bars within a group.",
                    fontsize=10, x=0.01, ha="left")
    figure.tight_layout(rect=(0, 0, 1, 0.985))
    figure.savefig(output, dpi=100, metadata={"Software": None})
    print(f"wrote {os.path.relpath(output, ROOT)}")


if __name__ == "__main__":
    main()
