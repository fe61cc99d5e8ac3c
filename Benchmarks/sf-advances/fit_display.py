#!/usr/bin/env python3
"""Estimates what UIKit's system font puts between two characters at SF Pro Display's sizes, relative to Inter's own
advances (Apple's tracking and Display's narrower advances together), and prints the table
`SanFranciscoMetrics.displaySpacingTable` embeds.

    plumb-bench label-widths Tests/Fixtures/ib-labels/label-widths.json --each > each.tsv
    plumb-bench label-widths Benchmarks/sf-advances/title1-sizes.json --each > title1.tsv
    python3 Benchmarks/sf-advances/fit_display.py each.tsv title1.tsv

Model: the simulator's (or Xcode's) width = ceil(scale x (Plumb's width + s x (n - 1) x (E(s) - E0(s)))) / scale,
where n - 1 is the number of gaps the spacing goes into, E0 the spacing of the build that wrote the files (`BUILD`)
and E the new one, in em, linear between KNOTS and constant past the last. 21 and 22 pt keep their values (labels
there were measured before and fit them); the knots from 25 pt are fitted. The spacing is the same for every
character and weight: Display-size labels are too few (about 60 of 835) to fit anything per character.

Data fitted: the 12 intrinsic widths of swift-snapshot-testing's title1 label ("What's the point?", 25-58 pt,
recorded on an iOS 13 simulator: Tests/Fixtures/sst-corpus/sst-dynamic-type-label, written out by
title1-sizes.json; weighted SST_WEIGHT, since each is one exact measurement) and the fitted half of label-widths.json
(the `half` column: the FNV-1a hash of the text is even) at more than 20 pt, saved by Xcode 9 or later
(toolsVersion >= 13000; Xcode 7-8 measured iOS 9-10's San Francisco Display, which was wider), letters only (no
emoji or symbol labels), not low confidence, and within 15 % of Plumb's width (wider misses are labels whose frame
constraints set). Scored on the unfitted half, with the same filters and without them, on the Xcode 7-8 labels
apart, and on the title1 sizes left out one at a time (each size predicted by a fit without it: the share at the
simulator's pixel width).
"""
import csv, math, sys
import numpy as np

# The spacing (1/1000 em) at the knots: fixed ones first, then the fitted ones.
FIXED = [(21.0, -48.0), (22.0, -42.0)]
KNOTS = [25.0, 58.0]
# `SanFranciscoMetrics.displaySpacingTable` of the build that wrote the .tsv files.
BUILD = FIXED + [(25.0, -43.0), (58.0, -52.5)]
SST_WEIGHT = 100.0
NEWER = 13000


def fnv_half(text):
    h = 0xcbf29ce484222325
    for b in text.encode():
        h = ((h ^ b) * 0x100000001b3) & 0xffffffffffffffff
    return h & 1


def interpolate(table, size):
    if size <= table[0][0]:
        return table[0][1]
    if size >= table[-1][0]:
        return table[-1][1]
    for (a, x), (b, y) in zip(table, table[1:]):
        if a <= size <= b:
            return x + (y - x) * (size - a) / (b - a)


def weights(size):
    """How the spacing at `size` depends on each knot of FIXED + KNOTS (linear interpolation)."""
    knots = [k for k, _ in FIXED] + KNOTS
    row = np.zeros(len(knots))
    if size >= knots[-1]:
        row[-1] = 1
    elif size <= knots[0]:
        row[0] = 1
    else:
        for i in range(len(knots) - 1):
            a, b = knots[i], knots[i + 1]
            if a <= size < b:
                t = (size - a) / (b - a)
                row[i], row[i + 1] = 1 - t, t
    return row


def load(path, source):
    out = []
    for r in csv.DictReader(open(path), delimiter='\t'):
        text = r['text']
        out.append(dict(text=text, size=float(r['size']), scale=float(r['scale']), xcode=float(r['xcode']),
                        plumb=float(r['plumb']), tools=float(r['tools']), confidence=r['confidence'],
                        italic=r['italic'] == 'true', half=fnv_half(text) if source == 'ib' else 0, source=source,
                        gaps=max(0, len(text) - 1)))
    return out


def clean(l):
    letters = all(c.isascii() for c in l['text']) and any(c.isalpha() for c in l['text'])
    return (l['size'] > 20 and letters and l['confidence'] != 'low' and not l['italic']
            and abs(l['plumb'] - l['xcode']) <= 0.15 * l['xcode'])


def predict(l, spacing):
    """Plumb's width with `spacing` (values at FIXED + KNOTS) instead of the build's."""
    if l['size'] <= 21:
        return l['plumb']
    new = float(weights(l['size']) @ spacing)
    return l['plumb'] + l['size'] * l['gaps'] * (new - interpolate(BUILD, l['size'])) / 1000


def rounded(w, scale):
    return math.ceil(w * scale - 1e-6) / scale


def fit(labels):
    fixed = np.array([v for _, v in FIXED])
    rows, targets, w = [], [], []
    for l in labels:
        row = l['size'] * l['gaps'] * weights(l['size']) / 1000
        # Xcode's width less half a pixel (its rounding up, on average) = Plumb's width with the new spacing.
        target = l['xcode'] - 0.5 / l['scale'] - l['plumb'] + l['size'] * l['gaps'] * interpolate(BUILD, l['size']) / 1000
        rows.append(row[len(FIXED):])
        targets.append(target - row[:len(FIXED)] @ fixed)
        w.append(SST_WEIGHT if l['source'] == 'sst' else 1)
    X, y, W = np.array(rows), np.array(targets), np.diag(w)
    fitted = np.linalg.solve(X.T @ W @ X, X.T @ W @ y)
    return np.concatenate([fixed, fitted])


def score(labels, spacing, within=1.0):
    errors = [abs(rounded(predict(l, spacing), l['scale']) - l['xcode']) for l in labels]
    if not errors:
        return '-'
    share = lambda e: 100 * sum(x <= e + 1e-6 for x in errors) / len(errors)
    return f"n {len(errors):3d}: median |dw| {np.median(errors):5.2f}, <= 0.5 pt {share(0.5):3.0f} %, <= 1 pt {share(1):3.0f} %"


def main():
    ib = load(sys.argv[1], 'ib')
    sst = load(sys.argv[2], 'sst') if len(sys.argv) > 2 else []
    train = [l for l in ib if clean(l) and l['half'] == 0 and l['tools'] >= NEWER] + sst
    spacing = fit(train)
    knots = [k for k, _ in FIXED] + KNOTS
    print(f"fitted on {len(train)} labels; the Display spacing (1/1000 em) by size:")
    print('  ' + ', '.join(f"({k:g}, {v:.1f})" for k, v in zip(knots, spacing)))
    build = np.array([interpolate(BUILD, k) for k in knots])
    exact = lambda group, s: sum(abs(rounded(predict(l, s), 3) - l['xcode']) < 1e-6 for l in group)
    if sst:
        left_out = sum(exact([l], fit([m for m in train if m is not l])) for l in sst)
        print(f"title1 at the simulator's pixel width: build {exact(sst, build)}, fit {exact(sst, spacing)},"
              f" each size left out of the fit {left_out} (of {len(sst)})")
    display = [l for l in ib if l['size'] > 20]
    groups = [
        ('fitted half, > 20 pt, Xcode 9+, clean', [l for l in display if l['half'] == 0 and l['tools'] >= NEWER and clean(l)]),
        ('unfitted half, > 20 pt, Xcode 9+, clean', [l for l in display if l['half'] == 1 and l['tools'] >= NEWER and clean(l)]),
        ('unfitted half, > 20 pt, every label', [l for l in display if l['half'] == 1]),
        ('fitted half, > 20 pt, every label', [l for l in display if l['half'] == 0]),
        ('> 20 pt, Xcode 7-8 (not fitted)', [l for l in display if l['tools'] < NEWER]),
    ]
    for name, group in groups:
        print(f"{name:42s} build: {score(group, build)}\n{'':42s} fit:   {score(group, spacing)}")


main()
