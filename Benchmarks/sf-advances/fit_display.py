#!/usr/bin/env python3
"""Estimates how much narrower San Francisco Pro Display sets the system font than Inter with Apple's tracking, per
point size from 20 pt on, and prints the table `SanFranciscoMetrics.displayNarrowingTable` embeds.

    plumb-bench label-widths Tests/Fixtures/ib-labels/label-widths.json --each > each.tsv
    plumb-bench label-widths Benchmarks/sf-advances/title1-sizes.json --each > title1.tsv
    python3 Benchmarks/sf-advances/fit_display.py each.tsv title1.tsv

Run on the output of a build whose narrowing is the one printed, the fitted change is 0 and the scores are the
ones Plumb has. Model: Xcode's (or the simulator's) width = ceil(scale x (Plumb's width - s x (n - 1) x c(s))) /
scale, where n - 1 is the number of gaps the tracking goes into and c(s) the change to the narrowing in em,
linear between KNOTS (and constant past the last). The narrowing is a spacing, the same for every character and
weight: Display-size labels are too few (about 60 of 835) to fit anything per character.

Data fitted: the 12 intrinsic widths of swift-snapshot-testing's title1 label ("What's the point?", 25-58 pt,
recorded on an iOS 13 simulator: Tests/Fixtures/sst-corpus/sst-dynamic-type-label, written out by
title1-sizes.json) and the fitted half of label-widths.json (the `half` column: the FNV-1a hash of the text is
even) at more than 20 pt, saved by Xcode 9 or later (toolsVersion >= 13000; Xcode 7-8 measured iOS 9-10's
San Francisco Display, which was wider), letters only (no emoji or symbol labels), not low confidence, and within
15 % of Plumb's width (wider misses are labels whose frame constraints set). Ridge regression towards the previous
table (LAMBDA) so that a knot with no data keeps its value. Scored on the unfitted half, with the same filters and
without them, and on the Xcode 7-8 labels apart.
"""
import csv, math, sys
import numpy as np

KNOTS = [20.0, 21, 22, 24, 26, 28, 34, 48, 64]
# The narrowing (1/1000 em) of the build that wrote each.tsv, at the knots: `SanFranciscoMetrics.displayNarrowingTable`
# (before it, 0.030 from 21 pt: [0, 30, 30, 30, 30, 30, 30, 30, 30]).
PREVIOUS = [0, 30, 30, 46, 55, 55, 57, 57, 57]
LAMBDA = 2.0e3
NEWER = 13000


def fnv_half(text):
    h = 0xcbf29ce484222325
    for b in text.encode():
        h = ((h ^ b) * 0x100000001b3) & 0xffffffffffffffff
    return h & 1


def knot_row(size):
    row = np.zeros(len(KNOTS))
    if size >= KNOTS[-1]:
        row[-1] = 1
        return row
    for i in range(len(KNOTS) - 1):
        a, b = KNOTS[i], KNOTS[i + 1]
        if a <= size < b:
            t = (size - a) / (b - a)
            row[i], row[i + 1] = 1 - t, t
    return row


def load(path, source):
    out = []
    for r in csv.DictReader(open(path), delimiter='\t'):
        size = float(r['size'])
        text = r['text']
        out.append(dict(text=text, size=size, scale=float(r['scale']), xcode=float(r['xcode']), plumb=float(r['plumb']),
                        tools=float(r['tools']), confidence=r['confidence'], italic=r['italic'] == 'true',
                        half=fnv_half(text) if source == 'ib' else 0, source=source, gaps=max(0, len(text) - 1)))
    return out


def clean(l):
    letters = all(c.isascii() for c in l['text']) and any(c.isalpha() for c in l['text'])
    return (l['size'] > 20 and letters and l['confidence'] != 'low' and not l['italic']
            and abs(l['plumb'] - l['xcode']) <= 0.15 * l['xcode'])


def predict(l, change):
    return l['plumb'] - l['size'] * l['gaps'] * float(knot_row(l['size']) @ change) / 1000


def rounded(w, scale):
    return math.ceil(w * scale - 1e-6) / scale


def score(labels, change):
    errors = [abs(rounded(predict(l, change), l['scale']) - l['xcode']) for l in labels]
    if not errors:
        return '-'
    within = lambda e: 100 * sum(x <= e + 1e-6 for x in errors) / len(errors)
    return f"n {len(errors):3d}: median |dw| {np.median(errors):5.2f}, <= 0.5 pt {within(0.5):3.0f} %, <= 1 pt {within(1):3.0f} %"


def main():
    labels = load(sys.argv[1], 'ib') + (load(sys.argv[2], 'sst') if len(sys.argv) > 2 else [])
    fitted = [l for l in labels if clean(l) and (l['source'] == 'sst' or (l['half'] == 0 and l['tools'] >= NEWER))]
    X = np.array([l['size'] * l['gaps'] * knot_row(l['size']) / 1000 for l in fitted])
    y = np.array([l['plumb'] - (l['xcode'] - 0.5 / l['scale']) for l in fitted])
    change = np.linalg.solve(X.T @ X + LAMBDA * np.eye(len(KNOTS)) * 1e-6, X.T @ y)
    change[0] = 0   # 20 pt stays SF Text's (the table starts at 0)
    print(f"fitted on {len(fitted)} labels; the new narrowing (1/1000 em) by size:")
    table = [round(p + c, 1) for p, c in zip(PREVIOUS, change)]
    print('  ' + ', '.join(f"({k:g}, {v:g})" for k, v in zip(KNOTS, table)))
    zero = np.zeros(len(KNOTS))
    display = [l for l in labels if l['size'] > 20 and l['source'] == 'ib']
    groups = [
        ('title1, 25-58 pt (sst, fitted)', [l for l in labels if l['source'] == 'sst']),
        ('fitted half, > 20 pt, Xcode 9+, clean', [l for l in display if l['half'] == 0 and l['tools'] >= NEWER and clean(l)]),
        ('unfitted half, > 20 pt, Xcode 9+, clean', [l for l in display if l['half'] == 1 and l['tools'] >= NEWER and clean(l)]),
        ('unfitted half, > 20 pt, every label', [l for l in display if l['half'] == 1]),
        ('fitted half, > 20 pt, every label', [l for l in display if l['half'] == 0]),
        ('> 20 pt, Xcode 7-8 (not fitted)', [l for l in display if l['tools'] < NEWER]),
    ]
    for name, group in groups:
        print(f"{name:42s} before: {score(group, zero)}\n{'':42s} after:  {score(group, change)}")


main()
