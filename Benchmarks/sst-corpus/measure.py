#!/usr/bin/env python3
"""Runs swift-snapshot-testing's own UIKit tests (Tests/Fixtures/sst-corpus) on Plumb and measures them
against the references Apple's simulators recorded.

For each case the test functions named in its case.json are taken from the suite's file as written and
put, verbatim, in the suite's class (BaseTestCase, `withSnapshotTesting(record: .failed)`) beside the file's
header, trailer and its two helper files, unchanged. `plumb adapt` (the built CLI) prepares that folder; the
prepared files are compiled unchanged with swiftc against the built modules (`import UIKit` and
`import SnapshotTesting` find Plumb's modules of those names), linked with a generated XCTest main and run
with the host device the references were recorded on (PLUMB_HOST_DEVICE="iPhone 11 Pro Max"; see HOSTS for
the one case recorded on another simulator). Then:

- recursiveDescription frames: the share of views whose frame is within 0.5 pt of Apple's (same line of
  the tree, same class), over every `.txt` reference;
- pictures: the share of PNGs Plumb wrote with the reference's pixel size (case.json's `png_px`).

Usage (after `swift build --build-tests`): Benchmarks/sst-corpus/measure.py [--keep DIR] [case ...]
"""
import json, os, re, shutil, struct, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "Tests/Fixtures/sst-corpus")
SOURCE = os.path.join(CORPUS, "source/Tests/SnapshotTestingTests")
BUILD = os.path.join(ROOT, ".build/debug")
TARGETS = ["PlumbSolver", "PlumbLayout", "PlumbFiles", "PlumbJSON", "PlumbScene", "PlumbInterfaceBuilder", "PlumbGraphics",
           "PlumbRender", "PlumbSnapshot", "PlumbUIKit", "PlumbSnapshotTesting", "UIKit", "SnapshotTesting",
           "CPlumbPrefetch", "CPlumbSupport"]
HOST = "iPhone 11 Pro Max"
# The simulator a case's references were recorded on, where it is not HOST: testAutolayout's screen-sized
# reference is 1125 × 2436 px, an iPhone 11 Pro's screen (375 × 812 at 3×), so that suite names that host.
HOSTS = {"sst-autolayout-vc": "iPhone 11 Pro"}


def function(source, name):
    """The text of `func name(` in source, brace-matched."""
    start = source.index("  func %s(" % name)
    depth, i = 0, source.index("{", start)
    while True:
        if source[i] == "{": depth += 1
        elif source[i] == "}":
            depth -= 1
            if depth == 0: return source[start:i + 1]
        i += 1


def libraries():
    modulemap = open(os.path.join(ROOT, "Sources/CPangoCairo/module.modulemap")).read()
    manifest = open(os.path.join(ROOT, "Package.swift")).read()
    return re.findall(r'link "([^"]+)"', modulemap) + re.findall(r'\.linkedLibrary\("([^"]+)"\)', manifest)


def objects(target):
    """The target's object files whose source still exists (a renamed file leaves its old object behind)."""
    folder = os.path.join(BUILD, target + ".build")
    sources = set()
    for _, _, names in os.walk(os.path.join(ROOT, "Sources", target)): sources.update(names)
    return sorted(os.path.join(folder, o) for o in os.listdir(folder)
                  if o.endswith(".o") and not o.endswith(".swiftmodule.o") and o[:-2] in sources)


def compile_case(folder, tests):
    """The case's suite as sst's files hold it, prepared by `plumb adapt`, compiled unchanged."""
    source = open(os.path.join(SOURCE, "SnapshotTestingTests.swift")).read()
    # The case's test functions, verbatim, in the suite's own class; the file's header and trailer as written.
    header = source[:source.index("final class SnapshotTestingTests")]
    trailer = source[source.index("#if os(iOS)\n  private let allContentSizes"):]
    body = "\n\n".join(function(source, t) for t in tests)
    shutil.rmtree(os.path.join(folder, "ios"), ignore_errors=True)
    suite = os.path.join(folder, "ios/Tests/SnapshotTestingTests")
    os.makedirs(os.path.join(suite, "Internal"), exist_ok=True)
    open(os.path.join(suite, "SnapshotTestingTests.swift"), "w").write(
        header + "final class SnapshotTestingTests: BaseTestCase {\n" + body + "\n}\n\n" + trailer)
    for name in ["Internal/BaseTestCase.swift", "Internal/TestHelpers.swift"]:
        shutil.copy(os.path.join(SOURCE, name), os.path.join(suite, name))
    entries = ", ".join('("%s", SnapshotTestingTests.%s)' % (t, t) for t in tests)
    open(os.path.join(folder, "ios/main.swift"), "w").write("import XCTest\nXCTMain([testCase([%s])])\n" % entries)
    # Plumb's path: `plumb adapt` prepares the files; `import UIKit` and `import SnapshotTesting` find
    # Plumb's modules of those names (no aliases, no hand changes).
    adapted = os.path.join(folder, "linux")
    shutil.rmtree(adapted, ignore_errors=True)
    prepared = subprocess.run([os.path.join(BUILD, "plumb"), "adapt", os.path.join(folder, "ios"), "-o", adapted],
                              capture_output=True, text=True)
    if prepared.returncode != 0: return prepared
    files = sorted(os.path.join(d, f) for d, _, names in os.walk(adapted) for f in names if f.endswith(".swift"))
    pango = subprocess.run(["pkg-config", "--cflags-only-I", "pangocairo"], capture_output=True, text=True).stdout.split()
    args = ["swiftc", "-module-name", "SnapshotTestingTests", "-I", os.path.join(BUILD, "Modules"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(BUILD, "CPlumbPrefetch.build/module.modulemap"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources/CPlumbSupport/include/module.modulemap"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources/CPangoCairo/module.modulemap"),
            "-enable-testing"]
    for flag in pango: args += ["-Xcc", flag]
    args += files
    for target in TARGETS: args += objects(target)
    args += ["-l" + l for l in libraries()] + ["-o", os.path.join(folder, "run")]
    return subprocess.run(args, capture_output=True, text=True)


FRAME = re.compile(r"^((?:   \| )*)<(\w+)[^;]*; frame = \(([-\d.e]+) ([-\d.e]+); ([-\d.e]+) ([-\d.e]+)\)")


def frames(text):
    out = []
    for line in text.split("\n"):
        m = FRAME.match(line)
        if m: out.append((len(m.group(1)) // 5, m.group(2), tuple(float(m.group(i)) for i in range(3, 7))))
    return out


def png_size(path):
    with open(path, "rb") as f: head = f.read(24)
    return struct.unpack(">II", head[16:24]) if head[:8] == b"\x89PNG\r\n\x1a\n" else None


def measure(case, keep):
    spec = json.load(open(os.path.join(CORPUS, case, "case.json")))
    tests = sorted({t.split("::")[1] for t in spec["tests"]})
    folder = os.path.join(keep, case) if keep else tempfile.mkdtemp(prefix="plumb-sst-")
    os.makedirs(folder, exist_ok=True)
    result = {"case": case, "compiles": False, "runs": False, "verifies": False, "views": 0, "views_ok": 0, "pngs": 0, "pngs_ok": 0,
              "misses": []}
    built = compile_case(folder, tests)
    if built.returncode != 0:
        result["error"] = [l for l in built.stderr.strip().split("\n") if "error" in l][:6] or built.stderr.strip().split("\n")[:6]
        return result
    result["compiles"] = True
    env = dict(os.environ, PLUMB_HOST_DEVICE=HOSTS.get(case, HOST), SNAPSHOT_ARTIFACTS=os.path.join(folder, "artifacts"))
    env.pop("CI", None)
    run = subprocess.run([os.path.join(folder, "run")], capture_output=True, text=True, env=env, timeout=600)
    result["runs"] = "Executed" in run.stdout + run.stderr and run.returncode in (0, 1)
    result["log"] = (run.stdout + run.stderr)[-400:]
    # The first run records every reference (and fails, as recording does); the second verifies them.
    again = subprocess.run([os.path.join(folder, "run")], capture_output=True, text=True, env=env, timeout=600)
    result["verifies"] = again.returncode == 0
    result["second_log"] = [l for l in (again.stdout + again.stderr).split("\n") if "error" in l][:3]
    written = os.path.join(folder, "ios/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests")
    for ref in spec["references"]:
        name = os.path.basename(ref["path"])
        # References of the tvOS and macOS branches (`#elseif os(tvOS)`: testTraits.tv, .tv4k) are not iOS's.
        if not name.startswith(tuple(tests)) or re.search(r"\.(macos|tvos|tv|tv4k)\.", name): continue
        mine = os.path.join(written, name)
        if name.endswith(".png"):
            result["pngs"] += 1
            want = tuple(int(v) for v in ref["png_px"].split("x"))
            got = png_size(mine) if os.path.exists(mine) else None
            if got == want: result["pngs_ok"] += 1
            else: result["misses"].append("%s: %s px, reference %s" % (name, "x".join(map(str, got)) if got else "none", ref["png_px"]))
        elif name.endswith(".txt"):
            apple = frames(open(os.path.join(CORPUS, case, ref["path"])).read())
            plumb = frames(open(mine).read()) if os.path.exists(mine) else []
            result["views"] += len(apple)
            for i, (depth, cls, rect) in enumerate(apple):
                other = plumb[i] if i < len(plumb) else None
                if other and other[1] == cls and all(abs(a - b) <= 0.5 for a, b in zip(rect, other[2])):
                    result["views_ok"] += 1
                else:
                    result["misses"].append("%s line %d %s %s vs %s" % (name, i + 1, cls, rect, other[1:] if other else None))
    return result


def main():
    args = sys.argv[1:]
    keep = None
    if args[:1] == ["--keep"]: keep, args = args[1], args[2:]
    cases = args or sorted(d for d in os.listdir(CORPUS) if d.startswith("sst-"))
    totals = {"views": 0, "views_ok": 0, "pngs": 0, "pngs_ok": 0}
    print("| case | compiles | runs | verifies (2nd run) | views within 0.5 pt | pictures with the reference's pixel size |")
    print("|---|---|---|---|---|---|")
    details = []
    for case in cases:
        r = measure(case, keep)
        for k in totals: totals[k] += r[k]
        print("| %s | %s | %s | %s | %s | %s |" % (case, "yes" if r["compiles"] else "no", "yes" if r["runs"] else "no",
              "yes" if r["verifies"] else "no",
              "%d/%d" % (r["views_ok"], r["views"]) if r["views"] else "–",
              "%d/%d" % (r["pngs_ok"], r["pngs"]) if r["pngs"] else "–"))
        details.append(r)
    pct = lambda a, b: "%.1f %%" % (100.0 * a / b) if b else "–"
    print("| **all** | | | | %d/%d (%s) | %d/%d (%s) |" % (totals["views_ok"], totals["views"], pct(totals["views_ok"], totals["views"]),
          totals["pngs_ok"], totals["pngs"], pct(totals["pngs_ok"], totals["pngs"])))
    for r in details:
        if r.get("error"): print("\n%s does not compile:\n  %s" % (r["case"], "\n  ".join(r["error"])))
        for miss in r["misses"][:8]: print("  %s: %s" % (r["case"], miss))
        for line in r.get("second_log", []) if r["compiles"] and not r["verifies"] else []:
            print("  %s (2nd run): %s" % (r["case"], line))


if __name__ == "__main__":
    main()
