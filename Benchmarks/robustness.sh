#!/bin/sh
# Times the hostile-input probes of issue 11 (section 3) with one or two `plumb` binaries, side by side:
#   Benchmarks/robustness.sh .build/release/plumb [/path/to/older/plumb]
# Prints CPU seconds (user) per probe; a probe that runs over $LIMIT seconds (default 120) is cut off
# and shown as ">LIMIT". The scenes are generated into a temporary folder (python3, fixture generator).
set -eu
NEW=$1
OLD=${2:-}
LIMIT=${LIMIT:-120}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
python3 - "$WORK" <<'PY'
import json, sys
out = sys.argv[1]
def write(name, scene): open(f"{out}/{name}.json", "w").write(json.dumps(scene))
def labels(n): return [{"label": f"l{i}", "text": f"Label {i}"} for i in range(n)]
for n in (40, 80, 150):
    # A horizontal stack of n labels that nothing positions: every view is ambiguous.
    write(f"check-unpinned-stack-{n}", {"plumb": 1, "canvas": {"width": 320, "height": 200},
          "views": [{"stack": "s", "axis": "horizontal", "arranged": labels(n)}], "constraints": []})
# 150 labels pinned at leading and top; 500 chained views whose vertical position nothing decides.
write("check-stack-150", {"plumb": 1, "canvas": {"width": 320, "height": 200},
      "views": [{"stack": "s", "axis": "horizontal", "arranged": labels(150)}],
      "constraints": ["s.leading == root.leading", "s.top == root.top"]})
cons = ["v0.leading == root.leading", "v0.width == 10", "v0.height == 10"]
for i in range(1, 500): cons += [f"v{i}.leading == v{i-1}.trailing", f"v{i}.width == 10", f"v{i}.height == 10"]
write("check-chain-500", {"plumb": 1, "canvas": {"width": 320, "height": 200},
      "views": [{"view": f"v{i}"} for i in range(500)], "constraints": cons})
for name, text in (("render-truncating-words-40k", "word " * 8000), ("render-truncating-x-20k", "x" * 20000)):
    write(name, {"plumb": 1, "canvas": {"width": 320, "height": 200},
          "views": [{"label": "a", "text": text, "numberOfLines": 1, "lineBreakMode": "byTruncatingTail"}],
          "constraints": ["a.leading == root.leading", "a.top == root.top", "a.width == 300"]})
write("render-fill-proportionally-3000", {"plumb": 1, "canvas": {"width": 320, "height": 200},
      "views": [{"stack": "s", "axis": "horizontal", "distribution": "fillProportionally",
                 "arranged": [{"view": f"v{i}", "intrinsic": {"width": 1 + i % 7, "height": 5}} for i in range(3000)]}],
      "constraints": ["s.leading == root.leading", "s.trailing == root.trailing", "s.top == root.top"]})
PY
probe() {  # binary scene → CPU seconds or >LIMIT
  command=$(case $2 in check-*) echo check ;; *) echo render ;; esac)
  extra=$(case $2 in render-*) echo "-o $WORK/out.png" ;; esac)
  if /usr/bin/time -f %U -o "$WORK/t" timeout "$LIMIT" "$1" $command "$WORK/$2.json" $extra >/dev/null 2>&1; then cat "$WORK/t"
  else echo ">$LIMIT"; fi
}
printf '%-36s %12s %12s\n' probe "${OLD:+old}" new
for scene in $(cd "$WORK" && ls *.json | sed 's/\.json$//'); do
  old=""; [ -n "$OLD" ] && old=$(probe "$OLD" "$scene")
  printf '%-36s %12s %12s\n' "$scene" "$old" "$(probe "$NEW" "$scene")"
done
