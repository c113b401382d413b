#!/usr/bin/env bash
# Instruction counts (callgrind, whole process) of the four measures issues 25 and 32 quote in
# docs/benchmarks.md: repeatable to a few thousand instructions on a busy machine, unlike seconds.
#
#   walk     permflow walk flows/camera.yaml --keys enter,enter,2        (issue 25: ≤ 26.7 M)
#   lint100  permflow lint of `scripts/gen_flows.py DIR 100 21`          (issue 25: ≤ 541 M)
#   flows200 permflow lint --quiet of `scripts/gen_flows.py DIR 200 21`  (issue 32)
#   apps50   permflow lint --quiet of `scripts/gen_app_files.py DIR 50`  (issue 32)
#
# Usage: scripts/irefs.sh [BINARY] [RUNS]
#   BINARY  default .build/release/permflow (what `make install` builds; build it first). It is
#           copied and `strip --strip-debug`ped: valgrind cannot read the release build's DWARF,
#           and the symbols stay for `callgrind_annotate`.
#   RUNS    runs of each measure (default 1); every run's count is printed. Lint uses two
#           threads whose shared caches may build a thing twice, so a lint varies by a few M.
#   ONLY    walk,lint100,flows200,apps50 (default all), comma-separated
#   OUT     scratch folder (default bench-out/irefs); generated inputs are kept there and reused
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/permflow}
RUNS=${2:-1}
ONLY=${ONLY:-walk,lint100,flows200,apps50}
OUT=${OUT:-bench-out/irefs}
command -v valgrind >/dev/null || { echo "irefs.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
[ -x "$BIN" ] || { echo "irefs.sh: no binary at $BIN (make install, or name one)" >&2; exit 2; }
mkdir -p "$OUT"
strip --strip-debug -o "$OUT/permflow" "$BIN"
[ -d "$OUT/f100" ] || python3 scripts/gen_flows.py "$OUT/f100" 100 21 >/dev/null
[ -d "$OUT/f200" ] || python3 scripts/gen_flows.py "$OUT/f200" 200 21 >/dev/null
[ -d "$OUT/apps50" ] || python3 scripts/gen_app_files.py "$OUT/apps50" 50 >/dev/null

refs() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$OUT/permflow" "$@" 2>&1 >/dev/null \
         | awk '/refs:/ {gsub(",", "", $NF); print $NF}'; }
measure() {   # NAME ARGS...
  local name=$1; shift
  case ",$ONLY," in *",$name,"*) ;; *) return 0 ;; esac
  local counts=()
  for _ in $(seq "$RUNS"); do counts+=("$(refs "$@")"); done
  printf '%-9s' "$name"
  for c in "${counts[@]}"; do awk -v c="$c" 'BEGIN { printf " %10.2f M", c/1e6 }'; done
  echo "   (permflow $*)"
}
echo "instructions, whole process (callgrind), $(basename "$BIN") $(stat -c %s "$BIN" 2>/dev/null || stat -f %z "$BIN") bytes"
measure walk     walk flows/camera.yaml --keys enter,enter,2
measure lint100  lint "$OUT/f100"
measure flows200 lint --quiet "$OUT/f200"
measure apps50   lint --quiet "$OUT/apps50"
