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

# --- the walker ---------------------------------------------------------------
echo
FLOW=flows/camera.yaml
ms() { python3 -c 'import sys,time,subprocess
cmd=sys.argv[2:]; runs=int(sys.argv[1]); ts=[]
for _ in range(runs):
    t=time.perf_counter(); subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); ts.append((time.perf_counter()-t)*1000)
ts.sort(); print(f"{ts[len(ts)//2]:.1f} ms")' "$@"; }
echo "time to first frame, render (whole process):        $(ms "$RUNS" "$BIN" render "$FLOW")"
echo "time to first frame, walk --keys \"\" (headless):     $(ms "$RUNS" "$BIN" walk "$FLOW" --keys "")"
echo "time to first frame, walk in an 80x24 pty:          $(python3 scripts/first_frame.py "$BIN" "$FLOW" "$RUNS")"

# Instructions per redraw: callgrind counts instructions (repeatable on a noisy machine).
# A headless walk of N Tab presses renders N+1 frames; the difference between N=200 and N=0
# divided by 200 is the cost of one event → update → render → frame printed as text
# (--print-frames, so every frame is rendered; the curses diff is not included).
if command -v valgrind >/dev/null 2>&1; then
  strip -o "$OUT/permflow-stripped" "$BIN"   # valgrind cannot read the release binary's debug info
  tabs=$(printf 'tab,%.0s' $(seq 200)); tabs=${tabs%,}
  irefs() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$OUT/permflow-stripped" walk "$FLOW" "$@" 2>&1 >/dev/null \
            | awk '/refs:/ {gsub(",", "", $NF); print $NF}'; }
  for size in 80x24 200x60; do
    base=$(irefs --keys "" --size "$size" --print-frames)
    many=$(irefs --keys "$tabs" --size "$size" --print-frames)
    awk -v a="$base" -v b="$many" -v s="$size" 'BEGIN { printf "instructions per redraw at %-7s %12.0f  (callgrind, headless frame)\n", s":", (b-a)/200 }'
  done
else
  echo "valgrind not installed: no instruction counts (apt-get install valgrind)"
fi
