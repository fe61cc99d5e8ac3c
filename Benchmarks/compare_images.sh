#!/usr/bin/env bash
# compare_images.sh: Plumb's tolerant comparator against ImageMagick's `compare -metric AE`, on the same
# 1170×2532 image pairs, in the same run. Installs nothing: it needs ImageMagick's `compare` on the PATH
# (Debian: apt-get install -y imagemagick) and a release plumb-bench.
#
#   swift build -c release --product plumb-bench
#   Benchmarks/compare_images.sh [path/to/plumb-bench] [runs per pair, default 5]
#
# Pairs (written by `plumb-bench make-pairs`): two cookbook scenes at 390×844 points, scale 3, against
# themselves (identical), against a render with one word changed, and against a copy with anti-aliasing
# noise on edge pixels. Each tool runs as its own process, PNG decoding included, `runs` times per pair,
# alternating; the best wall time of each is kept. ImageMagick runs with its default threads and with
# `-limit thread 1` (Plumb's comparator uses one thread). Ratio = ImageMagick time / Plumb time: above 1
# means Plumb is faster. The two tools count different things (AE with -fuzz 10% counts pixels whose RGB
# distance exceeds 10%; Plumb counts YIQ differences above 0.1 that are not anti-aliasing), so the
# counts are printed for information only.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
bench="${1:-$root/.build/release/plumb-bench}"
runs="${2:-5}"
command -v compare >/dev/null || { echo "compare_images.sh: ImageMagick's compare is not installed (apt-get install -y imagemagick)" >&2; exit 69; }
[ -x "$bench" ] || { echo "compare_images.sh: no $bench (swift build -c release --product plumb-bench)" >&2; exit 66; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
"$bench" make-pairs "$work" > /dev/null

# Best wall time in ms of running "$@" $runs times (output to $work/out).
now_ns() { date +%s%N; }
best_ms() {
  local best="" start end ms
  for _ in $(seq "$runs"); do
    start=$(now_ns); "$@" > "$work/out" 2>&1 || true; end=$(now_ns)
    ms=$(( (end - start) / 1000 ))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  awk -v us="$best" 'BEGIN { printf "%.1f", us / 1000 }'
}

echo "compare_images.sh: $(compare -version | head -1 | sed 's/^Version: //'); best of $runs runs; $(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/load /')"
printf '%-34s %10s %10s %10s %8s %8s %12s %12s\n' pair "IM ms" "IM-1t ms" "Plumb ms" ratio ratio-1t "AE pixels" "Plumb diff"
for base in "$work"/*-changed.png; do
  scene="$(basename "$base" -changed.png)"
  expected="$work/$scene.png"
  for kind in identical changed noise; do
    case "$kind" in
      identical) actual="$expected" ;;
      *) actual="$work/$scene-$kind.png" ;;
    esac
    im=$(best_ms compare -metric AE -fuzz 10% "$expected" "$actual" null:)
    ae=$(tr -d '\n' < "$work/out" | awk '{print $1}')
    im1=$(best_ms compare -limit thread 1 -metric AE -fuzz 10% "$expected" "$actual" null:)
    plumb=$(best_ms "$bench" compare "$expected" "$actual")
    diff=$(awk '{print $3}' "$work/out")
    awk -v pair="$scene/$kind" -v im="$im" -v im1="$im1" -v p="$plumb" -v ae="$ae" -v d="$diff" \
      'BEGIN { printf "%-34s %10.1f %10.1f %10.1f %7.2fx %7.2fx %12s %12s\n", pair, im, im1, p, im / p, im1 / p, ae, d }'
  done
done
echo "(ratio = ImageMagick ms / Plumb ms, above 1 = Plumb faster; $(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/load /'))"
