#!/usr/bin/env bash
# What `permflow lint` prints for every flow and app file in the repository, to compare two
# builds: a change that must not move any decision or message prints the same bytes before and
# after (`scripts/lint-baseline.sh OLD > a; scripts/lint-baseline.sh NEW > b; cmp a b`).
#
# Each bundled, bad, hostile and fuzz-corpus flow, and each Info.plist, String Catalog, .strings,
# project.pbxproj and .permflow.yaml under Tests/, linted alone, plain and `--strict --format
# github`, with its exit status; then `lint flows`, and the 100 flows of `gen_flows.py DIR 100 21`
# plain and `--format json`.
#
# Usage: scripts/lint-baseline.sh [BINARY]   (default .build/debug/permflow)
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/debug/permflow}
OUT=${OUT:-bench-out/baseline}
[ -x "$BIN" ] || { echo "lint-baseline.sh: no binary at $BIN" >&2; exit 2; }
mkdir -p "$OUT"
[ -d "$OUT/f100" ] || python3 scripts/gen_flows.py "$OUT/f100" 100 21 >/dev/null
run() { echo "== permflow $*"; "$BIN" "$@" 2>&1; echo "-- exit $?"; }
git ls-files -z -- 'flows/*.yaml' 'flows/**/*.yaml' 'Tests/Hostile/*' 'Tests/Fuzz/corpus/*' \
                   '*Info.plist' '*.xcstrings' '*.strings' '*.pbxproj' '*.permflow.yaml' |
  sort -z | while IFS= read -r -d '' f; do
    run lint "$f"
    run lint --strict --format github "$f"
  done
run lint flows
run lint "$OUT/f100"
run lint --format json "$OUT/f100"
