#!/usr/bin/env python3
"""Replay fixture files with kiwisolver (file order) and compare with their recorded results.

This is the reference runner: a Swift test harness should do exactly the same replay
(see Tests/Fixtures/solver/README.md) and the same comparisons.

Usage:
  python3 Scripts/solver-fixtures/check_fixtures.py Tests/Fixtures/solver/public   # dirs or files
  python3 Scripts/solver-fixtures/check_fixtures.py --tol 1e-6 Tests/Fixtures/solver/shapes/chain-1000.json

Exit status 1 if any fixture disagrees.  One JSON line per file (with timing).
"""

import argparse
import glob
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kiwi_oracle as ko  # noqa: E402


def close(a, b, tol):
    return abs(a - b) <= tol * max(1.0, abs(b))


def check(path, tol):
    spec = json.load(open(path))
    t0 = time.perf_counter()
    got = ko.Replay(spec).run()
    dt = time.perf_counter() - t0
    problems = []
    if bool(got["rejected"]) != bool(spec.get("unsatisfiable", False)):
        problems.append(f"unsatisfiable: got {bool(got['rejected'])}")
    if spec.get("unsatisfiable") and got["rejected"] and got["rejected"][0] != spec.get("failsAt"):
        problems.append(f"failsAt: got {got['rejected'][0]} want {spec.get('failsAt')}")
    stages = [("expected", spec["expected"], got["values"])]
    for k, st in enumerate(spec.get("steps", [])):
        stages.append((f"steps[{k}]", st["expected"], got["steps"][k]))
    worst = 0.0
    for label, want, have in stages:
        for name, v in want.items():
            d = abs(have[name] - v)
            worst = max(worst, d)
            if not close(have[name], v, tol):
                problems.append(f"{label}.{name}: got {have[name]!r} want {v!r}")
                break
    return {"file": path, "ok": not problems, "max_abs_diff": worst, "seconds": round(dt, 3),
            "problems": problems[:5]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--tol", type=float, default=1e-6, help="relative-or-absolute tolerance")
    a = ap.parse_args()
    files = []
    for p in a.paths:
        if os.path.isdir(p):
            files += sorted(f for f in glob.glob(os.path.join(p, "*.json"))
                            if os.path.basename(f) != "index.json")
        else:
            files.append(p)
    bad = 0
    for f in files:
        r = check(f, a.tol)
        bad += not r["ok"]
        print(json.dumps(r), flush=True)
    print(json.dumps({"checked": len(files), "failed": bad}))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
