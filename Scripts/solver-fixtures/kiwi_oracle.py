"""Shared kiwisolver oracle for the neutral constraint-fixture format.

Everything here builds kiwi objects *from the neutral JSON dict itself*, so the
expected values recorded in a fixture are exactly what kiwisolver computes for
that JSON content (no hidden state).  See Tests/Fixtures/solver/README.md for the format.

Semantics of one fixture run ("replay"):
  1. For i in order: addConstraint(constraints[i]).  A required constraint that
     raises UnsatisfiableConstraint is *rejected* (not added) and replay goes on.
  2. For each edit: addEditVariable(variable, strength).
  3. For each edit: suggestValue(variable, value); updateVariables()
     -> values of all listed variables == "expected".
  4. For each step: suggestValue(step.variable, step.value); updateVariables()
     -> values == step.expected.
"""

import random

import kiwisolver as kiwi

REQUIRED = kiwi.strength.required
OPS = ("==", "<=", ">=")


def strength_value(s):
    """Neutral strength -> kiwi double.  "required" or [strong, medium, weak, weight]."""
    if s == "required":
        return REQUIRED
    a, b, c, w = s
    return kiwi.strength.create(a, b, c, w)


def strength_value_reference(s):
    """Same as kiwi::strength::create, spelled out (for porting / cross-check)."""
    if s == "required":
        return 1001001000.0
    a, b, c, w = s
    clamp = lambda v: max(0.0, min(1000.0, v))
    r = 0.0
    r += clamp(a * w) * 1000000.0
    r += clamp(b * w) * 1000.0
    r += clamp(c * w)
    return r


class Replay:
    """Build a kiwi solver from a neutral spec and replay it."""

    def __init__(self, spec, order=None, edits_first=False, var_order=None):
        self.spec = spec
        names = list(spec["variables"])
        if var_order is not None:
            names = [names[i] for i in var_order]
        self.vars = {n: kiwi.Variable(n) for n in names}
        self.solver = kiwi.Solver()
        self.rejected = []
        self.order = list(range(len(spec["constraints"]))) if order is None else list(order)
        self.edits_first = edits_first

    def _constraint(self, c):
        expr = kiwi.Expression([kiwi.Term(self.vars[v], float(k)) for v, k in c["terms"]],
                               float(c["constant"]))
        return kiwi.Constraint(expr, c["op"], strength_value(c["strength"]))

    def _add_edits(self):
        for e in self.spec.get("edits", []):
            self.solver.addEditVariable(self.vars[e["variable"]], strength_value(e["strength"]))

    def _fresh(self, accepted):
        """Rebuild a clean solver from the accepted constraints (see note below)."""
        self.solver = kiwi.Solver()
        if self.edits_first:
            self._add_edits()
        for j in accepted:
            self.solver.addConstraint(self._cons[j])

    def run(self):
        """Returns dict(values=..., rejected=[indices in file numbering], steps=[values...]).

        NOTE: after an UnsatisfiableConstraint raised from kiwi's artificial-variable
        path, kiwi (1.4.x/1.5.1) leaves the failed row pivoted into the tableau (the
        rejected constraint keeps acting and the state can violate accepted required
        constraints).  The fixture semantics are "a rejected constraint leaves no
        trace", so the oracle rebuilds a fresh solver from the accepted prefix after
        every rejection."""
        spec = self.spec
        self._cons = {i: self._constraint(c) for i, c in enumerate(spec["constraints"])}
        if self.edits_first:
            self._add_edits()
        accepted = []
        for i in self.order:
            try:
                self.solver.addConstraint(self._cons[i])
            except kiwi.UnsatisfiableConstraint:
                self.rejected.append(i)
                self._fresh(accepted)
            else:
                accepted.append(i)
        if not self.edits_first:
            self._add_edits()
        for e in spec.get("edits", []):
            self.solver.suggestValue(self.vars[e["variable"]], float(e["value"]))
        self.solver.updateVariables()
        out = {"values": self.values(), "rejected": sorted(self.rejected), "steps": []}
        for st in spec.get("steps", []):
            var = st.get("variable") or spec["edits"][0]["variable"]
            self.solver.suggestValue(self.vars[var], float(st["value"]))
            self.solver.updateVariables()
            out["steps"].append(self.values())
        return out

    def values(self):
        return {n: self.vars[n].value() for n in self.spec["variables"]}


def max_diff(a, b):
    return max((abs(a[k] - b[k]) for k in a), default=0.0)


def residual(c, values):
    return sum(values[v] * k for v, k in c["terms"]) + c["constant"]


def required_violation(spec, values, skip=()):
    """Largest violation of an accepted required constraint at `values`."""
    worst = 0.0
    for i, c in enumerate(spec["constraints"]):
        if c["strength"] != "required" or i in skip:
            continue
        r = residual(c, values)
        v = abs(r) if c["op"] == "==" else (max(0.0, r) if c["op"] == "<=" else max(0.0, -r))
        worst = max(worst, v)
    return worst


def solve_and_verify(spec, rng, n_orders=6, tol=1e-6):
    """Solve `spec` in file order, then re-solve with other constraint orders.

    Returns (result, reason).  result is None when the system is rejected:
    non-unique solution (orders disagree by > tol), kiwi internal error, or the
    accepted required set not satisfied.  Non-file orders replay only the
    constraints accepted in file order (so rejection is never order-dependent).
    If spec["allowPartial"] is true, variables that differ between orders are
    reported in result["ambiguous"] instead of rejecting the system.
    """
    try:
        base = Replay(spec).run()
    except Exception as ex:  # kiwi InternalSolverError surfaces as a generic error
        return None, f"internal error: {ex}"
    rej = set(base["rejected"])
    if required_violation(spec, base["values"], skip=rej) > 1e-6:
        return None, "required constraint violated"
    accepted = [i for i in range(len(spec["constraints"])) if i not in rej]
    nvar = len(spec["variables"])
    orders = [(list(reversed(accepted)), True)]
    for k in range(max(0, n_orders - 1)):
        o = accepted[:]
        rng.shuffle(o)
        orders.append((o, bool(k % 2)))
    worst = 0.0
    ambiguous = [set() for _ in range(1 + len(base["steps"]))]
    for order, edits_first in orders:
        vo = list(range(nvar))
        rng.shuffle(vo)
        try:
            r = Replay(spec, order=order, edits_first=edits_first, var_order=vo).run()
        except Exception as ex:
            return None, f"internal error (reordered): {ex}"
        if r["rejected"]:
            return None, "accepted set rejected in another order"
        pairs = [(base["values"], r["values"])] + list(zip(base["steps"], r["steps"]))
        for k, (a, b) in enumerate(pairs):
            for name in a:
                d = abs(a[name] - b[name])
                if d > tol and spec.get("allowPartial"):
                    ambiguous[k].add(name)
                else:
                    worst = max(worst, d)
        if worst > tol:
            return None, f"non-unique (orders differ by {worst:.3g})"
    for k, step_vals in enumerate(base["steps"]):
        if step_vals and required_violation(spec, step_vals, skip=rej) > 1e-6:
            return None, "required constraint violated after a step"
    base["order_spread"] = worst
    base["ambiguous"] = [sorted(a) for a in ambiguous]
    return base, None


def finalize(spec, result):
    """Write expected / unsat fields into spec (in place) from a verified result."""
    rej = result["rejected"]
    spec.pop("allowPartial", None)
    spec["unsatisfiable"] = bool(rej)
    if rej:
        spec["failsAt"] = rej[0]
        spec["rejected"] = rej
    amb = result.get("ambiguous") or [[] for _ in range(1 + len(result["steps"]))]
    spec["expected"] = {k: v for k, v in result["values"].items() if k not in amb[0]}
    if amb[0]:
        spec["ambiguous"] = amb[0]
    for k, (st, vals) in enumerate(zip(spec.get("steps", []), result["steps"])):
        st["expected"] = {n: v for n, v in vals.items() if n not in amb[k + 1]}
        if amb[k + 1]:
            st["ambiguous"] = amb[k + 1]
    return spec


def new_rng(seed):
    return random.Random(seed)
