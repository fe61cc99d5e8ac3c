#!/usr/bin/env python3
"""Estimates how much wider (or narrower) San Francisco Pro Text Regular draws each character than Inter
Regular, from the widths Xcode stored for single-line labels (Tests/Fixtures/ib-labels/label-widths.json),
and prints the table that Sources/PlumbGraphics/Fonts/SanFranciscoAdvances.swift embeds.

    swift run -c release plumb-bench label-widths Tests/Fixtures/ib-labels/label-widths.json --each > each.tsv
    python3 Benchmarks/sf-advances/fit.py each.tsv            # the table, and the validation below

Model: Xcode's width = ceil(scale x (Plumb's width + size x sum over the text's characters of d[c])) / scale,
where d[c] is the character's advance correction in em. Labels used: regular weight, upright, 11-20 pt (SF's
Text optical size), saved by Xcode 7.1 or later (toolsVersion >= 9000: San Francisco, not Helvetica Neue),
residual within 4 pt (larger ones are stale frames or labels Xcode did not size by their text), and never a
file of the agreement corpus (Tests/Fixtures/ib/corpus/files), which measures the result. The fit is ridge
regression (lambda 300: corrections with few samples stay near 0), with Xcode's rounding taken as its mean
(half a pixel). Characters seen fewer than 5 times get no correction.

Validation: leave one repository out (a repository's labels never help fit their own corrections); the
script prints the share of held-out labels within 0.5 and 1 pt of Xcode, without and with the corrections.
Run on Plumb's output *with* the corrections applied, the printed table is the remaining correction (near 0).
"""
import csv, glob, json, math, os, sys
import numpy as np

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
LAMBDA, MIN_COUNT = 300.0, 5
STYLES = {'UICTFontTextStyle' + s for s in
          'Title0 Title1 Title2 Title3 Headline Body Callout Subhead Footnote Caption1 Caption2'.split()}


def kept_by_benchmark(label):
    """The labels `plumb-bench label-widths` measures, in its order (the same filter)."""
    attributes = label.get('font_attributes') or {}
    if 'style' in attributes:
        return attributes['style'] in STYLES
    try:
        size = float(attributes.get('pointSize', ''))
    except ValueError:
        return False
    return attributes.get('type') in ('system', 'boldSystem', 'italicSystem') and size > 0


def corpus_files():
    found = set()
    for path in glob.glob(os.path.join(root, 'Tests/Fixtures/ib/corpus/files/*/*')):
        owner, name = path.split('/')[-2:]
        found.add((owner.replace('__', '/', 1), name.replace('__', '/')))
    return found


def load(tsv_path):
    labels = json.load(open(os.path.join(root, 'Tests/Fixtures/ib-labels/label-widths.json')))['labels']
    labels = [label for label in labels if kept_by_benchmark(label)]
    rows = list(csv.DictReader(open(tsv_path), delimiter='\t'))
    if len(rows) != len(labels):
        sys.exit(f'fit: {len(rows)} measured labels, {len(labels)} in label-widths.json: rerun the benchmark')
    held_out = corpus_files()
    data = []
    for label, row in zip(labels, rows):
        if label['text'].replace('\t', ' ') != row['text']:
            sys.exit(f'fit: label order differs at {row["text"]!r}')
        size, scale = float(row['size']), float(row['scale'])
        if row['weight'] != '400' or row['italic'] == 'true' or not 11 <= size <= 20 or float(row['tools']) < 9000:
            continue
        if (label['repo'], label['path']) in held_out:
            continue
        xcode, plumb = float(row['xcode']), float(row['plumb'])
        residual = xcode - plumb - 0.5 / scale
        if abs(residual) <= 4:
            data.append(dict(text=row['text'], size=size, scale=scale, xcode=xcode, plumb=plumb,
                             residual=residual, repo=label['repo']))
    return data


def design(data, chars):
    index = {c: i for i, c in enumerate(chars)}
    matrix = np.zeros((len(data), len(chars)))
    for row, label in enumerate(data):
        for c in label['text']:
            if c in index:
                matrix[row, index[c]] += label['size']
    return matrix


def fit(data, chars):
    matrix = design(data, chars)
    target = np.array([label['residual'] for label in data])
    return np.linalg.solve(matrix.T @ matrix + LAMBDA * np.eye(len(chars)), matrix.T @ target)


def score(data, chars, corrections):
    adjust = design(data, chars) @ corrections
    counts = np.zeros(4)
    for label, extra in zip(data, adjust):
        scale, xcode = label['scale'], label['xcode']
        before = math.ceil(label['plumb'] * scale - 1e-6) / scale
        after = math.ceil((label['plumb'] + extra) * scale - 1e-6) / scale
        counts += [abs(before - xcode) <= 0.5, abs(after - xcode) <= 0.5, abs(before - xcode) <= 1, abs(after - xcode) <= 1]
    return counts


def main():
    data = load(sys.argv[1] if len(sys.argv) > 1 else 'each.tsv')
    counts = {}
    for label in data:
        for c in label['text']:
            counts[c] = counts.get(c, 0) + 1
    chars = sorted(c for c, n in counts.items() if n >= MIN_COUNT)
    repos = sorted({label['repo'] for label in data})
    total = np.zeros(4)
    for repo in repos:
        train = [label for label in data if label['repo'] != repo]
        test = [label for label in data if label['repo'] == repo]
        total += score(test, chars, fit(train, chars))
    n = len(data)
    print(f'# {n} labels from {len(repos)} repositories, {len(chars)} characters; leave one repository out:')
    print(f'#   within 0.5 pt {int(total[0])} -> {int(total[1])} ({100 * total[0] / n:.0f} % -> {100 * total[1] / n:.0f} %),'
          f' within 1 pt {int(total[2])} -> {int(total[3])} ({100 * total[2] / n:.0f} % -> {100 * total[3] / n:.0f} %)')
    corrections = fit(data, chars)
    entries = [f'({ord(c):#06x}, {round(1000 * d * 2) / 2:g})' for c, d in zip(chars, corrections)]
    print('# (scalar, thousandths of an em), ordered by scalar:')
    for start in range(0, len(entries), 8):
        print('    ' + ', '.join(entries[start:start + 8]) + ',')


if __name__ == '__main__':
    main()
