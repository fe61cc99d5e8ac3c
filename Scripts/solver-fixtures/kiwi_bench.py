#!/usr/bin/env python3
"""kiwisolver benchmark on standard layout shapes + N=1000 fixture dumps.

Usage:
  python3 kiwi_bench.py                         # chain/grid/stack-tree x N=100,1000,10000
  python3 kiwi_bench.py --shapes chain --sizes 100 1000 --reps 5
  python3 kiwi_bench.py --dump-only             # only write Tests/Fixtures/solver/shapes/<shape>-1000.json

Prints one JSON line per (shape, N); all times are microseconds, best of --reps
(time.perf_counter).  Each (shape, N) runs in a child process that is killed after
--budget-s (default 120 s): its partial result is printed with "timed_out": true and
larger N of that shape are skipped (kiwi is super-quadratic on these shapes: chain-1000
needs ~330 s for one build+solve).  --quick = single shot for such cases.  Fields:
  build_solve_us   Solver() + build kiwi Term/Expression/Constraint objects from the
                   neutral lists + addConstraint all + addEditVariable + suggestValue
                   + updateVariables   (end-to-end "layout from scratch")
  add_solve_us     same, but Constraint objects pre-built (pure solver work)
  resolve_grow_us  suggestValue(rootWidth, initial+50) + updateVariables, from initial
  resolve_shrink_us suggestValue(rootWidth, shrink) + updateVariables, from initial
                   (shrink < natural content width: forces compression, dual simplex work)
  resolve_restore_us suggestValue(rootWidth, initial) + updateVariables, from shrink
  update_vars_us   updateVariables() alone (copies every variable's value out)

Common definitions (all shapes; identical in the fixture dumps):
  * constraint = sum(coeff*var) + constant (op) 0, as in kiwi; order below is the order
    constraints are added; edits are added after all constraints.
  * strengths: "required"; strong(w) = strength.create(1,0,0,w) = 1e6*w;
    prio(p) = strength.create(0,p,0) = 1000*p  (Auto Layout priority p < 1000);
    weak = strength.create(0,0,1) = 1.
  * weyl(j) = (j * 0.6180339887498949) mod 1.0   (IEEE double multiply then fmod; in Swift
    (Double(j) * 0.6180339887498949).truncatingRemainder(dividingBy: 1.0)).  Used to give
    every soft constraint a distinct weight so the optimum is unique.
  * rootWidth is an edit variable with strength strong (1e6).  initial = natural + 100,
    grow = initial + 50, shrink = 0.75 * natural, where natural = content width.

Shape 'chain' (N boxes, i = 0..N-1; variables "rootWidth", "b{i}.l", "b{i}.w"):
  for i in 0..N-1:
    i == 0:  b0.l == 0                                   required
    i > 0 :  b{i}.l - b{i-1}.l - b{i-1}.w - 8 == 0        required
             b{i}.w - 10 >= 0                             required
             b{i}.w - 40 == 0   strong(0.5 + 0.5*weyl(i+1))   (hugging-like preference)
  then:      b{N-1}.l + b{N-1}.w - rootWidth <= 0          required
  natural = 48*N - 8.
  NOTE: the preference weight is < 1 (not exactly strong as first sketched) on purpose:
  with width==40 at exactly strong, shrinking rootWidth ties the edit (strong) against
  every box (strong) and the optimum is not unique.  With distinct weights < 1 boxes
  give way in ascending weight order down to 10 and the result is unique.

Shape 'grid' (k = floor(sqrt(N) + 0.5); cells (r,c), r,c = 0..k-1, row-major;
  variables "rootWidth", "g{r}_{c}.l", ".t", ".w", ".h"):
  for r in 0..k-1, for c in 0..k-1 (in this order, per cell):
    c == 0: l == 0 (req)     else l - g{r}_{c-1}.l - g{r}_{c-1}.w - 8 == 0 (req)
    r == 0: t == 0 (req)     else t - g{r-1}_{c}.t - g{r-1}_{c}.h - 8 == 0 (req)
    r > 0 : w - g{r-1}_{c}.w == 0 (req)        (equal widths down each column)
    c > 0 : h - g{r}_{c-1}.h == 0 (req)        (equal heights along each row)
    w - 10 >= 0 (req);  h - 10 >= 0 (req)
    r == 0: w - 40 == 0  strong(0.5 + 0.5*weyl(c+1))       (column width preference)
    c == 0: h - 20 == 0  strong(0.5 + 0.5*weyl(k+r+1))     (row height preference)
  then: g0_{k-1}.l + g0_{k-1}.w - rootWidth <= 0 (req)
  natural = 48*k - 8.

Shape 'stack-tree' (N leaves; nodes numbered in preorder, variables "n{id}.l/.t/.w/.h",
  except the root's width variable which is named "rootWidth"):
  tree: make(n, depth): n == 1 -> leaf; else k = min(4, n) children with sizes
        n//k + (1 if i < n%k else 0), i = 0..k-1.  Depth-even stacks are horizontal
        (main axis x: pos=l, size=w; cross: pos=t, size=h), depth-odd are vertical (swap).
  constraints, emitted while visiting nodes in preorder:
    root first:  n0.l == 0 (req);  n0.t == 0 (req)
    stack S with children c_1..c_k (spacing 8, leading/top alignment):
      c_1.mainPos - S.mainPos == 0 (req);   i>1: c_i.mainPos - c_{i-1}.mainPos - c_{i-1}.mainSize - 8 == 0 (req)
      for each child:  c.crossPos - S.crossPos == 0 (req)
                       S.crossPos + S.crossSize - c.crossPos - c.crossSize >= 0 (req)
      S.mainPos + S.mainSize - c_k.mainPos - c_k.mainSize >= 0 (req)
      S.w == 0 weak;  S.h == 0 weak      (stacks shrink-wrap their content)
    leaf with leaf index j (0-based, preorder among leaves), intrinsic
      iw = 20 + (37*j mod 61), ih = 12 + (53*j mod 19):
      w - iw <= 0  prio(250 + weyl(4j+1))   (content hugging, ~250)
      w - iw >= 0  prio(750 + weyl(4j+2))   (compression resistance, ~750)
      h - ih <= 0  prio(250 + weyl(4j+3));  h - ih >= 0  prio(750 + weyl(4j+4))
      w >= 0 (req);  h >= 0 (req)
  natural = width of the root computed from intrinsic sizes (H: sum + 8*(k-1), V: max).
"""

import argparse
import json
import os
import platform
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kiwi_oracle as ko  # noqa: E402
import kiwisolver as kiwi  # noqa: E402

REQ = "required"
PHI = 0.6180339887498949


def weyl(j):
    return (j * PHI) % 1.0


def strong(w=1.0):
    return [1.0, 0.0, 0.0, float(w)]


def prio(p):
    return [0.0, float(p), 0.0, 1.0]


WEAK = [0.0, 0.0, 1.0, 1.0]


def C(terms, const, op, strength):
    return {"terms": [[v, float(k)] for v, k in terms], "constant": float(const), "op": op,
            "strength": strength}


def finish(name, variables, cons, natural):
    initial = natural + 100.0
    meta = {"natural": natural, "initial": initial, "grow": initial + 50.0,
            "shrink": 0.75 * natural}
    spec = {"name": name, "family": "shape", "variables": variables, "constraints": cons,
            "edits": [{"variable": "rootWidth", "strength": strong(), "value": initial}],
            "steps": [{"variable": "rootWidth", "value": meta["grow"]},
                      {"variable": "rootWidth", "value": initial},
                      {"variable": "rootWidth", "value": meta["shrink"]},
                      {"variable": "rootWidth", "value": initial}]}
    return spec, meta


def chain(N):
    v = ["rootWidth"]
    cons = []
    for i in range(N):
        v += [f"b{i}.l", f"b{i}.w"]
        if i == 0:
            cons.append(C([["b0.l", 1]], 0, "==", REQ))
        else:
            cons.append(C([[f"b{i}.l", 1], [f"b{i-1}.l", -1], [f"b{i-1}.w", -1]], -8, "==", REQ))
        cons.append(C([[f"b{i}.w", 1]], -10, ">=", REQ))
        cons.append(C([[f"b{i}.w", 1]], -40, "==", strong(0.5 + 0.5 * weyl(i + 1))))
    cons.append(C([[f"b{N-1}.l", 1], [f"b{N-1}.w", 1], ["rootWidth", -1]], 0, "<=", REQ))
    return finish(f"chain-{N}", v, cons, 48.0 * N - 8.0)


def chain_analytic(N, root_value):
    """Closed-form optimum of the chain for rootWidth edit value `root_value`.

    Boxes prefer 40 with weight 0.5+0.5*weyl(i+1) < 1 (x strong) and the edit has
    weight 1 (x strong), so when the content does not fit the cheapest boxes give way
    first, each down to its required minimum 10, and rootWidth == root_value."""
    widths = [40.0] * N
    deficit = (48.0 * N - 8.0) - root_value
    if deficit > 0:
        assert deficit <= 30.0 * N, "shrink below the all-minimum width is not modelled"
        for i in sorted(range(N), key=lambda i: 0.5 + 0.5 * weyl(i + 1)):
            give = min(30.0, deficit)
            widths[i] -= give
            deficit -= give
            if deficit <= 0:
                break
    vals = {"rootWidth": float(root_value)}
    x = 0.0
    for i in range(N):
        vals[f"b{i}.l"] = x
        vals[f"b{i}.w"] = widths[i]
        x += widths[i] + 8.0
    return vals


def grid(N):
    k = int((N ** 0.5) + 0.5)
    v = ["rootWidth"]
    cons = []
    g = lambda r, c, a: f"g{r}_{c}.{a}"
    for r in range(k):
        for c in range(k):
            v += [g(r, c, "l"), g(r, c, "t"), g(r, c, "w"), g(r, c, "h")]
            if c == 0:
                cons.append(C([[g(r, c, "l"), 1]], 0, "==", REQ))
            else:
                cons.append(C([[g(r, c, "l"), 1], [g(r, c - 1, "l"), -1], [g(r, c - 1, "w"), -1]], -8, "==", REQ))
            if r == 0:
                cons.append(C([[g(r, c, "t"), 1]], 0, "==", REQ))
            else:
                cons.append(C([[g(r, c, "t"), 1], [g(r - 1, c, "t"), -1], [g(r - 1, c, "h"), -1]], -8, "==", REQ))
            if r > 0:
                cons.append(C([[g(r, c, "w"), 1], [g(r - 1, c, "w"), -1]], 0, "==", REQ))
            if c > 0:
                cons.append(C([[g(r, c, "h"), 1], [g(r, c - 1, "h"), -1]], 0, "==", REQ))
            cons.append(C([[g(r, c, "w"), 1]], -10, ">=", REQ))
            cons.append(C([[g(r, c, "h"), 1]], -10, ">=", REQ))
            if r == 0:
                cons.append(C([[g(r, c, "w"), 1]], -40, "==", strong(0.5 + 0.5 * weyl(c + 1))))
            if c == 0:
                cons.append(C([[g(r, c, "h"), 1]], -20, "==", strong(0.5 + 0.5 * weyl(k + r + 1))))
    cons.append(C([[g(0, k - 1, "l"), 1], [g(0, k - 1, "w"), 1], ["rootWidth", -1]], 0, "<=", REQ))
    return finish(f"grid-{N}", v, cons, 48.0 * k - 8.0)


def stack_tree(N):
    # build the tree (preorder ids)
    nodes = []  # (id, depth, children ids or None)

    def make(n, depth):
        nid = len(nodes)
        nodes.append([nid, depth, None])
        if n > 1:
            k = min(4, n)
            kids = []
            for i in range(k):
                kids.append(make(n // k + (1 if i < n % k else 0), depth + 1))
            nodes[nid][2] = kids
        return nid

    make(N, 0)

    def var(nid, a):
        return "rootWidth" if (nid == 0 and a == "w") else f"n{nid}.{a}"

    variables = []
    for nid, _, _ in nodes:
        variables += [var(nid, a) for a in ("l", "t", "w", "h")]
    cons = [C([[var(0, "l"), 1]], 0, "==", REQ), C([[var(0, "t"), 1]], 0, "==", REQ)]
    leaf_index = {}
    size = {}
    for nid, depth, kids in nodes:  # preorder
        if kids is None:
            j = len(leaf_index)
            leaf_index[nid] = j
            iw, ih = 20 + (37 * j) % 61, 12 + (53 * j) % 19
            size[nid] = (float(iw), float(ih))
            w, h = var(nid, "w"), var(nid, "h")
            cons.append(C([[w, 1]], -iw, "<=", prio(250 + weyl(4 * j + 1))))
            cons.append(C([[w, 1]], -iw, ">=", prio(750 + weyl(4 * j + 2))))
            cons.append(C([[h, 1]], -ih, "<=", prio(250 + weyl(4 * j + 3))))
            cons.append(C([[h, 1]], -ih, ">=", prio(750 + weyl(4 * j + 4))))
            cons.append(C([[w, 1]], 0, ">=", REQ))
            cons.append(C([[h, 1]], 0, ">=", REQ))
            continue
        horiz = depth % 2 == 0
        mp, ms, cp, cs = ("l", "w", "t", "h") if horiz else ("t", "h", "l", "w")
        for i, ch in enumerate(kids):
            if i == 0:
                cons.append(C([[var(ch, mp), 1], [var(nid, mp), -1]], 0, "==", REQ))
            else:
                pv = kids[i - 1]
                cons.append(C([[var(ch, mp), 1], [var(pv, mp), -1], [var(pv, ms), -1]], -8, "==", REQ))
            cons.append(C([[var(ch, cp), 1], [var(nid, cp), -1]], 0, "==", REQ))
            cons.append(C([[var(nid, cp), 1], [var(nid, cs), 1], [var(ch, cp), -1], [var(ch, cs), -1]],
                          0, ">=", REQ))
        last = kids[-1]
        cons.append(C([[var(nid, mp), 1], [var(nid, ms), 1], [var(last, mp), -1], [var(last, ms), -1]],
                      0, ">=", REQ))
        cons.append(C([[var(nid, "w"), 1]], 0, "==", WEAK))
        cons.append(C([[var(nid, "h"), 1]], 0, "==", WEAK))

    # natural size, bottom-up (children have larger preorder ids)
    for nid, depth, kids in reversed(nodes):
        if kids is None:
            continue
        ws = [size[c][0] for c in kids]
        hs = [size[c][1] for c in kids]
        if depth % 2 == 0:
            size[nid] = (sum(ws) + 8.0 * (len(kids) - 1), max(hs))
        else:
            size[nid] = (max(ws), sum(hs) + 8.0 * (len(kids) - 1))
    return finish(f"stack-tree-{N}", variables, cons, size[0][0])


SHAPES = {"chain": chain, "grid": grid, "stack-tree": stack_tree}


# --------------------------------------------------------------------------- timing

def kiwi_objects(spec):
    vars_ = {n: kiwi.Variable(n) for n in spec["variables"]}
    cons = [kiwi.Constraint(kiwi.Expression([kiwi.Term(vars_[v], k) for v, k in c["terms"]],
                                            c["constant"]), c["op"], ko.strength_value(c["strength"]))
            for c in spec["constraints"]]
    return vars_, cons


def solve(spec, vars_, cons, meta):
    s = kiwi.Solver()
    for c in cons:
        s.addConstraint(c)
    rw = vars_["rootWidth"]
    s.addEditVariable(rw, kiwi.strength.strong)
    s.suggestValue(rw, meta["initial"])
    s.updateVariables()
    return s


def bench_quick(shape, N, report=lambda d: None):
    """Single shot for very slow cases: one build+solve, then shrink and restore once."""
    spec, meta = SHAPES[shape](N)
    vars_, cons = kiwi_objects(spec)
    t0 = time.perf_counter()
    s = solve(spec, vars_, cons, meta)
    t_add = time.perf_counter() - t0
    report({"shape": shape, "N": N, "variables": len(spec["variables"]),
            "constraints": len(spec["constraints"]), "partial": True,
            "add_solve_us": round(t_add * 1e6, 1), "reps": 1, "quick": True})
    rw = vars_["rootWidth"]
    t0 = time.perf_counter(); s.suggestValue(rw, meta["shrink"]); s.updateVariables()
    t_shrink = time.perf_counter() - t0
    at_shrink = rw.value()
    t0 = time.perf_counter(); s.suggestValue(rw, meta["initial"]); s.updateVariables()
    t_restore = time.perf_counter() - t0
    us = lambda t: round(t * 1e6, 1)
    return {"shape": shape, "N": N, "variables": len(spec["variables"]),
            "constraints": len(spec["constraints"]), "natural": meta["natural"],
            "shrink_value": meta["shrink"], "rootWidth_at_shrink": at_shrink,
            "add_solve_us": us(t_add), "resolve_shrink_us": us(t_shrink),
            "resolve_restore_us": us(t_restore), "reps": 1, "quick": True,
            "kiwisolver": kiwi.__version__, "python": platform.python_version()}


def bench(shape, N, reps, budget_s, report=lambda d: None):
    """Best-of-`reps` timings; reps are reduced (and reported) if one build+solve is
    so slow that `reps` repetitions would not fit in budget_s.  `report` receives
    partial results (used when the run is killed at the time budget)."""
    spec, meta = SHAPES[shape](N)
    t0 = time.perf_counter()
    vars_, cons = kiwi_objects(spec)
    solve(spec, vars_, cons, meta)
    t_build = first = time.perf_counter() - t0
    report({"shape": shape, "N": N, "variables": len(spec["variables"]),
            "constraints": len(spec["constraints"]), "build_solve_us": round(first * 1e6, 1),
            "reps": 1, "partial": True})
    reps_eff = max(1, min(reps, int(budget_s / (4.0 * first))))
    for _ in range(reps_eff - 1):
        t0 = time.perf_counter()
        vars_, cons = kiwi_objects(spec)
        solve(spec, vars_, cons, meta)
        t_build = min(t_build, time.perf_counter() - t0)
    vars_, cons = kiwi_objects(spec)
    t_add = float("inf")
    for _ in range(reps_eff):
        t0 = time.perf_counter()
        s = solve(spec, vars_, cons, meta)
        t_add = min(t_add, time.perf_counter() - t0)
    rw = vars_["rootWidth"]

    def timed(value):
        t0 = time.perf_counter()
        s.suggestValue(rw, value)
        s.updateVariables()
        return time.perf_counter() - t0

    grow = shrink = restore = upd = float("inf")
    for _ in range(reps_eff):
        grow = min(grow, timed(meta["grow"]))
        timed(meta["initial"])
        shrink = min(shrink, timed(meta["shrink"]))
        at_shrink = rw.value()
        restore = min(restore, timed(meta["initial"]))
        t0 = time.perf_counter()
        s.updateVariables()
        upd = min(upd, time.perf_counter() - t0)
    us = lambda t: round(t * 1e6, 1)
    return {"shape": shape, "N": N, "variables": len(spec["variables"]),
            "constraints": len(spec["constraints"]), "natural": meta["natural"],
            "shrink_value": meta["shrink"], "rootWidth_at_shrink": at_shrink,
            "build_solve_us": us(t_build), "add_solve_us": us(t_add),
            "resolve_grow_us": us(grow), "resolve_shrink_us": us(shrink),
            "resolve_restore_us": us(restore), "update_vars_us": us(upd), "reps": reps_eff,
            "kiwisolver": kiwi.__version__, "python": platform.python_version()}


def dump(shape, N, out_dir, n_orders):
    spec, meta = SHAPES[shape](N)
    spec["note"] = ("kiwi_bench.py shape '%s' N=%d; steps: grow, restore, shrink (compression), "
                    "restore.  natural content width %.1f" % (shape, N, meta["natural"]))
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, f"{shape}-{N}.json")
    if shape == "chain" and N > 400:
        # kiwi's tableau for this shape is O(N^2) dense (every b_i.l row carries the error
        # symbols of all earlier boxes); one N=1000 build+solve takes ~5.5 min and the
        # shrink re-solve > 4 min.  Use the closed form instead (identical to kiwi, diff
        # 0.0, for N = 50..400: `kiwi_bench.py --check-chain`).
        spec["unsatisfiable"] = False
        spec["expected"] = chain_analytic(N, meta["initial"])
        for st in spec["steps"]:
            st["expected"] = chain_analytic(N, st["value"])
        spec["expectedSource"] = "closed form (kiwi_bench.chain_analytic)"
        spread = None
    else:
        import random
        res, why = ko.solve_and_verify(spec, random.Random(N), n_orders=n_orders)
        if res is None:
            raise SystemExit(f"{shape}-{N}: not usable as a fixture: {why}")
        ko.finalize(spec, res)
        spec["expectedSource"] = "kiwisolver %s" % kiwi.__version__
        spread = res["order_spread"]
    with open(path, "w") as fh:
        json.dump(spec, fh, separators=(",", ":"))
    ex = spec["expected"]
    shr = spec["steps"][2]["expected"]
    return {"dumped": path, "variables": len(spec["variables"]),
            "constraints": len(spec["constraints"]), "orderSpread": spread,
            "expectedSource": spec["expectedSource"],
            "rootWidth_initial": ex["rootWidth"], "rootWidth_shrink_step": shr["rootWidth"],
            "shrink_target": meta["shrink"], "bytes": os.path.getsize(path)}


def check_chain(sizes):
    """kiwi (file order) vs the closed form for the chain."""
    for N in sizes:
        spec, meta = chain(N)
        got = ko.Replay(spec).run()
        d = ko.max_diff(got["values"], chain_analytic(N, meta["initial"]))
        for st, vals in zip(spec["steps"], got["steps"]):
            d = max(d, ko.max_diff(vals, chain_analytic(N, st["value"])))
        print(json.dumps({"check": "chain kiwi vs closed form", "N": N, "max_abs_diff": d}))


def _child(q, shape, N, reps, budget_s, quick):
    rep = q.put
    r = bench_quick(shape, N, rep) if quick else bench(shape, N, reps, budget_s, rep)
    q.put(r)


def run_with_budget(shape, N, reps, budget_s, quick):
    """Run one (shape, N) in a child process; kill it after budget_s seconds and return
    the last partial result with "timed_out": true."""
    import multiprocessing as mp
    import queue
    ctx = mp.get_context("fork")
    q = ctx.Queue()
    p = ctx.Process(target=_child, args=(q, shape, N, reps, budget_s, quick))
    t0 = time.perf_counter()
    p.start()
    last = {"shape": shape, "N": N}
    while True:
        left = budget_s - (time.perf_counter() - t0)
        try:
            msg = q.get(timeout=max(0.05, min(1.0, left)))
            last = msg
            if not msg.get("partial"):
                p.join()
                return last
        except queue.Empty:
            pass
        if not p.is_alive() and q.empty():
            last["error"] = "child exited (exit code %s)" % p.exitcode
            return last
        if left <= 0:
            p.terminate()
            p.join()
            last = dict(last)
            last.update({"timed_out": True, "budget_s": budget_s})
            return last


def bench_enaml(reps):
    """kiwi's own benchmarks/enaml_like_benchmark: build, and one resize (2 suggestValue +
    updateVariables) averaged over its 6 (w, h) pairs; best of `reps`."""
    import gen_solver_fixtures as gf
    spec = gf.enaml_like()
    sizes = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
    t_build = t_resize = float("inf")
    for _ in range(reps):
        t0 = time.perf_counter()
        vars_, cons = kiwi_objects(spec)
        s = kiwi.Solver()
        s.addEditVariable(vars_["width"], kiwi.strength.strong)
        s.addEditVariable(vars_["height"], kiwi.strength.strong)
        for c in cons:
            s.addConstraint(c)
        s.updateVariables()
        t_build = min(t_build, time.perf_counter() - t0)
        t0 = time.perf_counter()
        for w, h in sizes:
            s.suggestValue(vars_["width"], w)
            s.suggestValue(vars_["height"], h)
            s.updateVariables()
        t_resize = min(t_resize, (time.perf_counter() - t0) / len(sizes))
    return {"shape": "enaml-like", "variables": len(spec["variables"]),
            "constraints": len(spec["constraints"]), "build_solve_us": round(t_build * 1e6, 1),
            "resize_pair_us": round(t_resize * 1e6, 2), "reps": reps,
            "kiwisolver": kiwi.__version__, "python": platform.python_version()}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shapes", nargs="+", default=list(SHAPES), choices=list(SHAPES))
    ap.add_argument("--sizes", nargs="+", type=int, default=[100, 1000, 10000])
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--budget-s", type=float, default=120.0,
                    help="hard time limit per (shape, N): the run is killed and its partial result "
                         "printed with timed_out=true; larger N of that shape are skipped")
    ap.add_argument("--dump-only", action="store_true")
    ap.add_argument("--no-dump", action="store_true")
    ap.add_argument("--dump-n", type=int, default=1000)
    ap.add_argument("--dump-orders", type=int, default=3, help="re-solve orders for the uniqueness check")
    ap.add_argument("--quick", action="store_true",
                    help="single shot (add+solve, shrink, restore once) for very slow cases")
    ap.add_argument("--enaml", action="store_true", help="also time kiwi's enaml-like benchmark system")
    ap.add_argument("--check-chain", nargs="*", type=int, default=None,
                    help="compare kiwi with the chain closed form at these N and exit")
    a = ap.parse_args()
    if a.check_chain is not None:
        check_chain(a.check_chain or [50, 100, 200, 400])
        return
    if a.enaml and not a.dump_only:
        print(json.dumps(bench_enaml(max(a.reps, 20))), flush=True)
    if not a.dump_only:
        for shape in a.shapes:
            over = None
            for N in sorted(a.sizes):
                if over is not None:
                    print(json.dumps({"shape": shape, "N": N, "skipped": True,
                                      "reason": f"N={over} already exceeded the {a.budget_s:g}s budget"}),
                          flush=True)
                    continue
                r = run_with_budget(shape, N, a.reps, a.budget_s, a.quick)
                print(json.dumps(r), flush=True)
                if r.get("timed_out") or r.get("error"):
                    over = N
    if not a.no_dump:
        for shape in a.shapes:
            print(json.dumps(dump(shape, a.dump_n, os.path.join(here, "..", "..", "Tests", "Fixtures", "solver", "shapes"),
                                  a.dump_orders)), flush=True)


if __name__ == "__main__":
    main()
