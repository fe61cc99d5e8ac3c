#!/usr/bin/env python3
"""Plumb's solver against kiwisolver on the identical systems, in the same run.

Usage:
  pip install kiwisolver            # this script installs nothing itself
  python3 Benchmarks/compare_solver.py [--shapes chain grid stack-tree] [--sizes 100 1000 10000]
                                       [--reps 5] [--resolve-reps 20] [--rounds 5] [--budget-s 60]
                                       [--no-build]

kiwisolver is timed with Scripts/solver-fixtures/kiwi_bench.py (imported, so the shapes are
defined once): each (shape, N) runs in a child process killed after --budget-s; a killed row is
reported as "> budget" with Plumb's time, and larger N of that shape are not tried for kiwi.
Plumb is timed by `swift run -c release plumb-bench solver --json` (builds best of --reps, re-solves
best of --resolve-reps, best over --rounds interleaved rounds; same metrics):
build+solve, and one re-solve after suggestValue(rootWidth) for grow, shrink and restore (each
including reading every variable's value). The table gives Plumb / kiwi per row (< 1: Plumb faster)
and Plumb's growth time(N) / time(N/10).
"""

import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
METRICS = [("build_solve_us", "build+solve"), ("resolve_grow_us", "re-solve grow"),
           ("resolve_shrink_us", "re-solve shrink"), ("resolve_restore_us", "re-solve restore")]


def find_tools():
    """The kiwisolver scripts shipped in this repository (Scripts/solver-fixtures)."""
    return os.path.join(REPO, "Scripts", "solver-fixtures")


def run_plumb(shapes, sizes, reps, resolve_reps, rounds, build):
    if build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "plumb-bench"], cwd=REPO, check=True,
                       stdout=sys.stderr)
    exe = os.path.join(REPO, ".build", "release", "plumb-bench")
    out = subprocess.run([exe, "solver", "--json", "--reps", str(reps), "--resolve-reps", str(resolve_reps),
                          "--rounds", str(rounds), "--shapes", *shapes, "--sizes", *map(str, sizes)],
                         cwd=REPO, check=True, capture_output=True, text=True).stdout
    rows = {}
    for line in out.splitlines():
        if line.startswith("{"):
            r = json.loads(line)
            rows[(r["shape"], r["N"])] = r
    return rows


def fmt(us):
    if us is None:
        return "-"
    return f"{us:,.0f}" if us >= 100 else f"{us:.1f}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shapes", nargs="+", default=["chain", "grid", "stack-tree"])
    ap.add_argument("--sizes", nargs="+", type=int, default=[100, 1000, 10000])
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--resolve-reps", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--budget-s", type=float, default=60.0)
    ap.add_argument("--no-build", action="store_true", help="use the existing .build/release/plumb-bench")
    a = ap.parse_args()

    sys.path.insert(0, find_tools())
    try:
        import kiwisolver  # noqa: F401
    except ImportError:
        sys.exit("compare_solver.py: kiwisolver is not installed (pip install kiwisolver)")
    import kiwi_bench

    plumb = run_plumb(a.shapes, a.sizes, a.reps, a.resolve_reps, a.rounds, not a.no_build)
    kiwi = {}
    for shape in a.shapes:
        over = None
        for n in sorted(a.sizes):
            if over is not None:
                kiwi[(shape, n)] = {"timed_out": True, "skipped": True}
                continue
            print(f"kiwisolver {shape} N={n} ...", file=sys.stderr, flush=True)
            r = kiwi_bench.run_with_budget(shape, n, a.reps, a.budget_s, False)
            kiwi[(shape, n)] = r
            if r.get("timed_out") or r.get("error"):
                over = n

    print(f"kiwisolver {kiwisolver.__version__}, budget {a.budget_s:g} s per (shape, N); times in µs, best of {a.reps}"
          f" (Plumb: builds best of {a.reps}, re-solves best of {a.resolve_reps}, over {a.rounds} rounds)")
    print()
    print("| shape | N | metric | Plumb µs | kiwisolver µs | Plumb / kiwi | Plumb N / (N/10) |")
    print("|---|---|---|---|---|---|---|")
    for shape in a.shapes:
        for n in sorted(a.sizes):
            p = plumb.get((shape, n), {})
            k = kiwi.get((shape, n), {})
            for key, label in METRICS:
                pv = p.get(key)
                kv = None if k.get("timed_out") or k.get("partial") else k.get(key)
                if kv is not None:
                    ratio = f"{pv / kv:.4f}" if pv is not None and kv > 0 else "-"
                    kcell = fmt(kv)
                else:
                    kcell = f"> {a.budget_s:g} s" if k.get("timed_out") else "-"
                    ratio = "< " + (f"{pv / (a.budget_s * 1e6):.2g}" if pv is not None else "-")
                prev = plumb.get((shape, n // 10), {}).get(key)
                growth = f"{pv / prev:.1f}" if pv is not None and prev else ""
                print(f"| {shape} | {n} | {label} | {fmt(pv)} | {kcell} | {ratio} | {growth} |")


if __name__ == "__main__":
    main()
