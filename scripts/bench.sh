#!/usr/bin/env bash
# permflow benchmarks: rerun with `make bench`. Prints figures; docs/benchmarks.md records them.
#   lint throughput: 1,000 generated flows of ~20 screens (files/s, screens/s)
#   growth: one flow of 10,000 and one of 100,000 screens
#   peak memory of each run (/usr/bin/time -v)
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-5}
OUT=${OUT:-bench-out}
swift build -c release >/dev/null
BIN="$(swift build -c release --show-bin-path)/permflow"

mkdir -p "$OUT"
[ -d "$OUT/flows-1000x20" ] || python3 scripts/gen_flows.py "$OUT/flows-1000x20" 1000 21
[ -d "$OUT/flow-10000" ] || python3 scripts/gen_flows.py "$OUT/flow-10000" 1 10001
[ -d "$OUT/flow-100000" ] || python3 scripts/gen_flows.py "$OUT/flow-100000" 1 100001

count_screens() { grep -rh -c '^    kind:' "$@" | awk '{s+=$1} END {print s}'; }

# median wall seconds over RUNS runs, and the largest peak RSS (KiB), of: $BIN lint ARGS
measure() {
  local times=() peak=0 t rss
  for _ in $(seq "$RUNS"); do
    /usr/bin/time -f '%e %M' -o "$OUT/time.txt" "$BIN" lint --quiet --max-bytes 200000000 "$@" >/dev/null || true
    read -r t rss < <(tail -n 1 "$OUT/time.txt")
    times+=("$t")
    [ "$rss" -gt "$peak" ] && peak=$rss
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  echo "$median $peak"
}

echo "permflow $("$BIN" --version) — $(uname -srm), $(nproc) cores, $(date -u +%Y-%m-%d)"
echo "median of $RUNS runs, release build"
echo

screens=$(count_screens "$OUT"/flows-1000x20/*.yaml)
read -r secs peak < <(measure "$OUT/flows-1000x20")
awk -v s="$secs" -v n=1000 -v sc="$screens" -v p="$peak" 'BEGIN {
  printf "lint 1,000 flows (%d screens):   %6.3f s   %8.0f files/s   %9.0f screens/s   peak %6.1f MiB\n", sc, s, n/s, sc/s, p/1024 }'

for size in 10000 100000; do
  screens=$(count_screens "$OUT/flow-$size"/*.yaml)
  read -r secs peak < <(measure "$OUT/flow-$size")
  awk -v s="$secs" -v sc="$screens" -v p="$peak" 'BEGIN {
    printf "lint one flow of %6d screens:   %6.3f s   %9.0f screens/s                  peak %6.1f MiB\n", sc, s, sc/s, p/1024 }'
  eval "secs_$size=$secs"
done
awk -v a="$secs_10000" -v b="$secs_100000" 'BEGIN { printf "growth 10,000 -> 100,000 screens: %.1fx time for 10x screens (linear = 10x)\n", b/a }'
