#!/usr/bin/env bash
# compare_images.sh: Plumb's tolerant comparator against ImageMagick's `compare -metric AE`, on the same
# 1170×2532 image pairs, in the same run. Installs nothing: it needs ImageMagick's `compare` on the PATH
# (Debian: apt-get install -y imagemagick), GNU time (/usr/bin/time) and a release plumb-bench.
#
#   swift build -c release --product plumb-bench
#   Benchmarks/compare_images.sh [path/to/plumb-bench] [runs per pair, default 5]
#
# Pairs (written by `plumb-bench make-pairs`): two cookbook scenes at 390×844 points, scale 3, against
# themselves (identical), against a render with one word changed, and against a copy with anti-aliasing
# noise on edge pixels. Each tool runs as its own process, PNG decoding included, `runs` times per pair,
# and the best wall time and best CPU time (user + system) of each are kept. ImageMagick runs with its
# default threads (wall and CPU) and with `-limit thread 1` (CPU; Plumb's comparator uses one thread).
# Plumb runs as `snapshot` compares: YIQ threshold 0.1, anti-aliasing detection, diff picture made.
# Ratios are ImageMagick / Plumb: above 1 means Plumb is faster. The two tools count different things
# (AE with -fuzz 10% counts pixels whose RGB distance exceeds 10%; Plumb counts YIQ differences above
# 0.1 that are not anti-aliasing), so the counts are printed for information only.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
bench="${1:-$root/.build/release/plumb-bench}"
runs="${2:-5}"
command -v compare >/dev/null || { echo "compare_images.sh: ImageMagick's compare is not installed (apt-get install -y imagemagick)" >&2; exit 69; }
[ -x /usr/bin/time ] || { echo "compare_images.sh: GNU time is not installed (apt-get install -y time)" >&2; exit 69; }
[ -x "$bench" ] || { echo "compare_images.sh: no $bench (swift build -c release --product plumb-bench)" >&2; exit 66; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
"$bench" make-pairs "$work" > /dev/null

# "wall cpu" in ms: the best wall time and the best user+system CPU time of running "$@" $runs times
# (output to $work/out). CPU time counts every thread and is less disturbed by other work on the machine.
best_ms() {
  local best_wall="" best_cpu="" wall cpu
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" > "$work/out" 2>&1 || true
    # GNU time puts "Command exited with non-zero status 1" first when the images differ.
    read -r wall cpu < <(tail -1 "$work/time" | awk '{ printf "%d %d\n", $1 * 1000, ($2 + $3) * 1000 }')
    if [ -z "$best_wall" ] || [ "$wall" -lt "$best_wall" ]; then best_wall=$wall; fi
    if [ -z "$best_cpu" ] || [ "$cpu" -lt "$best_cpu" ]; then best_cpu=$cpu; fi
  done
  echo "$best_wall $best_cpu"
}
load() { cut -d' ' -f1-3 /proc/loadavg | sed 's/^/load /'; }

echo "compare_images.sh: $(compare -version | head -1 | sed 's/^Version: //'); best of $runs runs; $(load)"
printf '%-34s %9s %9s %9s %9s %9s %8s %8s %10s %10s\n' pair "IM wall" "IM cpu" "IM-1t cpu" "P wall" "P cpu" \
  "wall x" "cpu x" "AE pixels" "Plumb diff"
for base in "$work"/*-changed.png; do
  scene="$(basename "$base" -changed.png)"
  expected="$work/$scene.png"
  for kind in identical changed noise; do
    case "$kind" in
      identical) actual="$expected" ;;
      *) actual="$work/$scene-$kind.png" ;;
    esac
    read -r im_wall im_cpu < <(best_ms compare -metric AE -fuzz 10% "$expected" "$actual" null:)
    ae=$(tr -d '\n' < "$work/out" | awk '{print $1}')
    read -r _ im1_cpu < <(best_ms compare -limit thread 1 -metric AE -fuzz 10% "$expected" "$actual" null:)
    read -r p_wall p_cpu < <(best_ms "$bench" compare "$expected" "$actual")
    diff=$(awk '{print $3}' "$work/out")
    awk -v pair="$scene/$kind" -v iw="$im_wall" -v ic="$im_cpu" -v i1="$im1_cpu" -v pw="$p_wall" -v pc="$p_cpu" \
      -v ae="$ae" -v d="$diff" 'function r(a, b) { return b > 0 ? sprintf("%.2fx", a / b) : "-" }
      BEGIN { printf "%-34s %9d %9d %9d %9d %9d %8s %8s %10s %10s\n", pair, iw, ic, i1, pw, pc, r(iw, pw), r(i1, pc), ae, d }'
  done
done
echo "(ms, best of $runs; wall x = IM wall / Plumb wall, cpu x = IM one-thread CPU / Plumb CPU; above 1 = Plumb faster; $(load))"
