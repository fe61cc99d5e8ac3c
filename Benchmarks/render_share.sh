#!/usr/bin/env bash
# render_share.sh: how much of an end-to-end render is Plumb's own work, measured in instructions with
# callgrind (load-independent, so it means the same on a busy machine).
#
#   swift build -c release --product plumb-bench
#   Benchmarks/render_share.sh [path/to/plumb-bench] [--only SceneName] [--no-ambiguity]
#
# For each cookbook scene, runs `plumb-bench render --reps 1 --only SCENE` under callgrind, counting
# only inside `measuredRenderOfScene` (load the scene, new render session, lay out, draw and PNG-encode
# every variant; the warm-up run that loads the font configuration is not counted). Each
# profile is split by Benchmarks/callgrind_shares.awk into Plumb (the plumb-bench executable and the
# Swift runtime, Foundation, Dispatch), the libraries (Pango, Cairo, pixman, libpng, zlib, HarfBuzz,
# FreeType, fontconfig, GLib …) and other; libc and ld.so go to their nearest caller outside them
# (callgrind --separate-callers). "Plumb %" is the share of the end-to-end work outside the libraries.
# Prints one row per scene and the total; the target is Plumb ≤ 10%.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
bench="${1:-$root/.build/release/plumb-bench}"
shift || true
command -v valgrind >/dev/null || { echo "render_share.sh: valgrind is not installed (apt-get install -y valgrind)" >&2; exit 69; }
[ -x "$bench" ] || { echo "render_share.sh: no $bench (swift build -c release --product plumb-bench)" >&2; exit 66; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
# Valgrind 3.19 cannot read the DWARF 5 debug information Swift emits: profile a copy without it (the
# symbol table, which names the functions, stays).
objcopy --strip-debug "$bench" "$work/plumb-bench"
bench="$work/plumb-bench"
printf '%-32s %14s %9s %9s %9s\n' scene "Ir (millions)" "Plumb %" "libs %" "other %"
extra=()
if [ "${1:-}" = "--only" ]; then scenes=("$2"); shift 2; fi
extra=("$@")   # passed on to plumb-bench render, e.g. --no-ambiguity
if [ "${scenes+set}" != set ]; then
  scenes=(SimpleSingleView AdaptiveSingleView TwoEqualWidthViews TwoDifferentWidthViews TwoViewsWithComplexWidths
    SimpleLabelAndTextField DynamicHeightLabelAndTextField FixedHeightColumns DynamicHeightColumns TwoEqualWidthButtons
    ThreeEqualWidthButtons EqualWhiteSpace ButtonsSizeClass GroupingViews AspectFitImageView AspectRatioImageView
    SimpleStackView NestedStackViews DynamicStackView SizeClasses DynamicTextAndReadability)
fi
total_p=0; total_l=0; total_o=0
for scene in "${scenes[@]}"; do
  rm -f "$work"/cg.out*
  valgrind --tool=callgrind --separate-callers=6 --callgrind-out-file="$work/cg.out" --toggle-collect='*RenderBenchmark*measured*' \
    "$bench" render --reps 1 --only "$scene" "${extra[@]}" > "$work/render.txt" 2> "$work/valgrind.txt" \
    || { cat "$work/render.txt" "$work/valgrind.txt" >&2; exit 70; }
  read -r p l o t < <(awk -f "$here/callgrind_shares.awk" "$work/cg.out" "$work/cg.out")
  total_p=$((total_p + p)); total_l=$((total_l + l)); total_o=$((total_o + o))
  awk -v s="$scene" -v p="$p" -v l="$l" -v o="$o" -v t="$t" \
    'BEGIN { printf "%-32s %14.1f %9.1f %9.1f %9.1f\n", s, t / 1e6, 100 * p / t, 100 * l / t, 100 * o / t }'
done
awk -v p="$total_p" -v l="$total_l" -v o="$total_o" \
  'BEGIN { t = p + l + o; printf "%-32s %14.1f %9.1f %9.1f %9.1f\n", "all", t / 1e6, 100 * p / t, 100 * l / t, 100 * o / t }'
