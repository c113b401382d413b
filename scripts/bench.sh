#!/usr/bin/env bash
# permflow benchmarks: rerun with `make bench`. Prints figures; docs/benchmarks.md records them.
#   lint      throughput on 1,000 generated flows of ~20 screens (files/s, screens/s); growth: one
#             flow of 10,000 and one of 100,000 screens; peak memory of each run (/usr/bin/time %M)
#   walk      time to first frame (render, headless walk, interactive walk in a pty); instructions
#             per redraw (callgrind)
#   size      the installed binary (what `make install` copies) unstripped and stripped, ICU's data
#             in it, and the peak memory and instructions of a scripted 4-step walk
#   dialog    peer: a scripted 5-screen interactive walk under `script -qec … /dev/null` against
#             five `dialog --infobox` runs drawing the same texts (scripts/walk_vs_dialog.py)
#   yamllint  peer: `permflow lint --quiet` against `yamllint -c .yamllint -s` on the same 1,000
#             flows, alternating; plus libyaml alone (python3 yaml.CSafeLoader) for reference
#   apps      lint a folder of 1,000 app files (500 app folders, each an Info.plist and an
#             InfoPlist.xcstrings in en + ko, plus a build folder to skip): files/s, strings/s;
#             against python3 merely loading the same files (plistlib, json), alternating
#   corpus    the copy rules against the labelled corpus (Tests/Corpus): precision and recall per
#             rule, overall agreement and its floor, and every miss (id, expected, got, text);
#             computed by CorpusTests (debug test build), so the bench and the test agree;
#             the held-out file (issue 33, never tuned on) is scored and printed apart, no floor, its
#             misses by id without their texts (PERMFLOW_HELDOUT_TEXTS=1 prints them, to audit a label)
#
# Environment:
#   ONLY=all            which parts, comma-separated: lint, walk, size, dialog, yamllint, apps, corpus; peers
#                       means dialog,yamllint; ratios means dialog,yamllint,apps, issue 32's three ratios
#                       (e.g. `ONLY=peers make bench`, `ONLY=ratios make bench`, `ONLY=corpus make bench`)
#   RUNS=5              runs of each permflow measure (the median is printed)
#   DIALOG_RUNS=21      rounds of walk vs dialog (each run is well under 0.1 s)
#   YAMLLINT_RUNS=1     runs of yamllint (about a minute each on 2 cores; 0 skips the comparison)
#   OUT=bench-out       where generated flows and scratch files go
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-5}
DIALOG_RUNS=${DIALOG_RUNS:-21}
YAMLLINT_RUNS=${YAMLLINT_RUNS:-1}
OUT=${OUT:-bench-out}
ONLY=${ONLY:-all}

# want PART: whether ONLY selects PART
want() {
  local part
  for part in ${ONLY//,/ }; do
    case "$part" in
      all) return 0 ;;
      peers) [ "$1" = dialog ] || [ "$1" = yamllint ] && return 0 ;;
      ratios) [ "$1" = dialog ] || [ "$1" = yamllint ] || [ "$1" = apps ] && return 0 ;;
      lint | walk | size | dialog | yamllint | apps | corpus) [ "$part" = "$1" ] && return 0 ;;
      *) echo "bench.sh: unknown part '$part' in ONLY; use lint, walk, size, dialog, yamllint, apps, corpus, peers, ratios or all" >&2; exit 2 ;;
    esac
  done
  return 1
}
want lint || want walk || want size || want dialog || want yamllint || want apps || want corpus || true   # checks ONLY's spelling at once

# The release build as `make release` makes it (`make bench` passes its flags): on Linux a static
# position-independent executable, and metadata reached by accessor (the Makefile's comments say why).
# The corpus part alone needs none (it runs the test build).
RELEASE_FLAGS=${RELEASE_FLAGS-"$([ "$(uname -s)" = Linux ] && echo --static-swift-stdlib --disable-local-rpath -Xswiftc -static-executable -Xswiftc -Xclang-linker -Xswiftc -static-pie -Xswiftc -use-ld=bfd) -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors"}
if want lint || want walk || want size || want dialog || want yamllint || want apps; then
  swift build -c release $RELEASE_FLAGS >/dev/null
  BIN="$(swift build -c release $RELEASE_FLAGS --show-bin-path)/permflow"
  VERSION=$("$BIN" --version)
else
  BIN=""
  VERSION="(no release build: corpus only)"
fi

mkdir -p "$OUT"
# Issue 32's three ratios, each with the load average when it was measured, printed again at the end.
RATIOS="$OUT/ratios.txt"
rm -f "$RATIOS"
load() { cut -d' ' -f1-3 /proc/loadavg; }
# generate GENERATOR DIR ARGS…: the generated files, made again when the generator or its
# arguments changed since DIR was made (a folder left by an older generator once held flows that
# today's rules reject, and the lint time then measured error reporting, not a clean run).
generate() {
  local generator=$1 dir=$2; shift 2
  local stamp; stamp="$(cksum < "scripts/$generator") $*"
  if [ "$(cat "$dir/.generated-by" 2>/dev/null)" != "$stamp" ]; then
    rm -rf "$dir"
    python3 "scripts/$generator" "$dir" "$@"
    printf '%s\n' "$stamp" > "$dir/.generated-by"
  fi
}
if want lint || want yamllint; then
  generate gen_flows.py "$OUT/flows-1000x20" 1000 21
fi
if want lint; then
  generate gen_flows.py "$OUT/flow-10000" 1 10001
  generate gen_flows.py "$OUT/flow-100000" 1 100001
fi

count_screens() { grep -rh -c '^    kind:' "$@" | awk '{s+=$1} END {print s}'; }

# median wall seconds over RUNS runs, and the largest peak RSS (KiB), of: $BIN lint ARGS
measure() {
  local times=() peak=0 t rss
  for _ in $(seq "$RUNS"); do
    # Wall time from the nanosecond clock (time's %e counts hundredths, 5 % of a 0.2 s run);
    # peak memory from /usr/bin/time.
    local start end
    start=$(date +%s%N)
    /usr/bin/time -f '%M' -o "$OUT/time.txt" "$BIN" lint --quiet --max-bytes 200000000 "$@" >/dev/null || true
    end=$(date +%s%N)
    t=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')
    read -r rss < <(tail -n 1 "$OUT/time.txt")
    times+=("$t")
    [ "$rss" -gt "$peak" ] && peak=$rss
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  echo "$median $peak"
}

# median of the numbers on standard input
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# run_timed FILE CMD…: runs CMD once (output discarded) under /usr/bin/time and appends
# "wall-seconds cpu-seconds peak-KiB exit-status" to FILE
run_timed() {
  local file=$1 status=0 t u s rss
  shift
  local start end
  start=$(date +%s%N)
  /usr/bin/time -f '%e %U %S %M' -o "$OUT/time.txt" "$@" >/dev/null 2>&1 || status=$?
  end=$(date +%s%N)
  read -r t u s rss < <(tail -n 1 "$OUT/time.txt")
  t=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')   # finer than %e
  echo "$t $(awk -v u="$u" -v s="$s" 'BEGIN {print u+s}') $rss $status" >>"$file"
}

echo "permflow $VERSION — $(uname -srm), $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg)"
if [ -n "$BIN" ]; then echo "median of $RUNS runs, release build; parts: $ONLY"; else echo "parts: $ONLY"; fi

if want lint; then
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
  awk -v a="$secs_10000" -v b="$secs_100000" 'BEGIN { printf "growth 10,000 -> 100,000 screens: %.1fx time for 10x screens (linear = 10x; target: within 12x)\n", b/a }'
fi

# --- app files (issue 17) ------------------------------------------------------
if want apps; then
  echo
  generate gen_app_files.py "$OUT/apps-1000" 500
  files=$(find "$OUT/apps-1000" \( -name build -prune \) -o \( -name Info.plist -o -name InfoPlist.xcstrings \) -print | wc -l)
  # 8 keys per Info.plist (en), 8 × 2 per catalog (en, ko)
  strings=$((500 * 8 * 3))
  read -r secs peak < <(measure "$OUT/apps-1000")
  awk -v s="$secs" -v n="$files" -v st="$strings" -v p="$peak" 'BEGIN {
    printf "lint a folder of %d app files:  %6.3f s   %8.0f files/s   %9.0f strings/s   peak %6.1f MiB\n", n, s, n/s, st/s, p/1024 }'
  # Against python3 merely loading the same files (plistlib for Info.plist, json for the
  # catalogs; no checks), RUNS runs each, alternating, on the same machine at the same time.
  rm -f "$OUT/apps-permflow.times" "$OUT/apps-python.times"
  for _ in $(seq "$RUNS"); do
    run_timed "$OUT/apps-permflow.times" "$BIN" lint --quiet "$OUT/apps-1000"
    run_timed "$OUT/apps-python.times" python3 -c 'import json, os, plistlib, sys
for folder, subfolders, names in os.walk(sys.argv[1]):
    subfolders[:] = sorted(name for name in subfolders if name != "build")
    for name in sorted(names):
        with open(os.path.join(folder, name), "rb") as handle:
            if name == "Info.plist": plistlib.load(handle)
            elif name.endswith(".xcstrings"): json.load(handle)' "$OUT/apps-1000"
  done
  for tool in apps-permflow apps-python; do
    awk '$4 != 0 {bad=1} END {exit !bad}' "$OUT/$tool.times" && echo "warning: $tool did not exit 0 on $OUT/apps-1000: its time is not a clean run"
  done
  pf_wall=$(awk '{print $1}' "$OUT/apps-permflow.times" | median); pf_cpu=$(awk '{print $2}' "$OUT/apps-permflow.times" | median)
  py_wall=$(awk '{print $1}' "$OUT/apps-python.times" | median); py_cpu=$(awk '{print $2}' "$OUT/apps-python.times" | median)
  echo "app files vs python3's loaders: the same $files files, median of $RUNS each, alternating (load $(load))"
  awk -v w="$pf_wall" -v c="$pf_cpu" 'BEGIN { printf "  %-38s %8.3f s   cpu %7.2f s\n", "permflow lint --quiet:", w, c }'
  awk -v w="$py_wall" -v c="$py_cpu" 'BEGIN { printf "  %-38s %8.3f s   cpu %7.2f s\n", "python3 plistlib + json, loading only:", w, c }'
  awk -v a="$pf_wall" -v b="$py_wall" -v c="$pf_cpu" -v d="$py_cpu" -v l="$(load)" 'BEGIN {
    line = sprintf("app files: permflow lint takes %.2f× python3'"'"'s load time (wall; %.2f× cpu; goal ≤ 1.0×), load %s", a/b, c/d, l)
    printf "  %s\n", line; print line >> "'"$RATIOS"'" }'
fi

# --- the walker ---------------------------------------------------------------
FLOW=flows/camera.yaml
ms() { python3 -c 'import sys,time,subprocess
cmd=sys.argv[2:]; runs=int(sys.argv[1]); ts=[]
for _ in range(runs):
    t=time.perf_counter(); subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); ts.append((time.perf_counter()-t)*1000)
ts.sort(); print(f"{ts[len(ts)//2]:.1f} ms")' "$@"; }
if want walk; then
  echo
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
fi

# --- size: what a user installs and what one walk costs ------------------------
# The binary bench.sh built is the one `make install` copies. Issue 12 aims at <= 30 MB stripped;
# ICU's data table (icudt*_dat) is in it while anything linked references Foundation proper.
if want size; then
  echo
  strip -o "$OUT/permflow-size-stripped" "$BIN"
  full=$(stat -c %s "$BIN"); stripped=$(stat -c %s "$OUT/permflow-size-stripped")
  icu_hex=$(nm -S "$BIN" 2>/dev/null | awk '$4 ~ /^icudt[0-9]+_dat$/ {print $2}' | tail -n 1)
  icu=$((16#${icu_hex:-0}))
  awk -v f="$full" -v s="$stripped" -v i="${icu:-0}" 'BEGIN {
    printf "binary size: %.1f MB, stripped %.1f MB (target: <= 30 MB stripped), of which ICU data %.1f MB\n", f/1e6, s/1e6, i/1e6 }'
  keys=enter,enter,2,enter
  peaks=$(for _ in $(seq "$RUNS"); do
    /usr/bin/time -f '%M' -o "$OUT/time.txt" "$BIN" walk "$FLOW" --keys "$keys" --print-frames --no-record >/dev/null 2>&1 || true
    tail -n 1 "$OUT/time.txt"
  done | median)
  echo "peak memory of a scripted walk (--keys $keys --print-frames): $(awk -v p="$peaks" 'BEGIN {printf "%.1f MiB", p/1024}') (median of $RUNS)"
  if command -v valgrind >/dev/null 2>&1; then
    # Whole-process instructions: start-up (loader, runtime, argument parsing) is most of them.
    irefs_of() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$OUT/permflow-size-stripped" "$@" 2>&1 >/dev/null \
                 | awk '/refs:/ {gsub(",", "", $NF); print $NF}'; }
    version=$(irefs_of --version)
    walked=$(irefs_of walk "$FLOW" --keys "$keys" --print-frames --no-record)
    awk -v v="$version" -v w="$walked" 'BEGIN {
      printf "instructions, whole process (callgrind): --version %.1f M, the scripted walk %.1f M\n", v/1e6, w/1e6 }'
  fi
fi

# --- against peers: walk vs dialog --------------------------------------------
# A 5-screen walk of the camera flow (home → pre-alert → camera alert → Allow → scanner →
# added), interactive under curses in a pty made by script(1), the keys typed ahead on script's
# input; against one script session running five `dialog --infobox` with the same titles and
# bodies. Rotating order, DIALOG_RUNS rounds; see scripts/walk_vs_dialog.py and docs/benchmarks.md.
if want dialog; then
  echo
  if ! command -v dialog >/dev/null 2>&1; then
    echo "walk vs dialog: skipped, dialog is not installed (apt-get install dialog, or make deps)"
  elif ! command -v script >/dev/null 2>&1; then
    echo "walk vs dialog: skipped, script(1) is not installed (apt-get install util-linux)"
  elif ! python3 -c 'import yaml' 2>/dev/null; then
    echo "walk vs dialog: skipped, python3 has no yaml module (pip install pyyaml, or make deps)"
  else
    python3 scripts/walk_vs_dialog.py "$BIN" "$FLOW" enter,enter,2,enter "$DIALOG_RUNS" "$OUT/walk-vs-dialog" | tee "$OUT/walk-vs-dialog.txt"
    awk -v l="$(load)" '/ratio permflow\/dialog/ { sub(/^ */, ""); sub(/ +\(target.*/, ""); gsub(/  +/, " "); print "walk vs dialog: " $0 " (goal wall ≤ 1.0×), load " l }' \
      "$OUT/walk-vs-dialog.txt" >> "$RATIOS"
  fi
fi

# --- against peers: lint vs yamllint ------------------------------------------
# The same 1,000 flows, the repo's .yamllint (which passes them: exit 0, so yamllint reads every
# file to the end). permflow RUNS times, yamllint YAMLLINT_RUNS times, alternating; medians.
if want yamllint; then
  echo
  dir="$OUT/flows-1000x20"
  screens=$(count_screens "$dir"/*.yaml)
  if ! command -v yamllint >/dev/null 2>&1; then
    echo "lint vs yamllint: skipped, yamllint is not installed (pip install yamllint, or make deps)"
  elif [ "$YAMLLINT_RUNS" -lt 1 ] || [ "$RUNS" -lt 1 ]; then
    echo "lint vs yamllint: skipped (RUNS=$RUNS, YAMLLINT_RUNS=$YAMLLINT_RUNS)"
  else
    rm -f "$OUT/permflow-lint.times" "$OUT/yamllint.times"
    rounds=$(( RUNS > YAMLLINT_RUNS ? RUNS : YAMLLINT_RUNS ))
    for i in $(seq "$rounds"); do
      if [ "$i" -le "$RUNS" ]; then run_timed "$OUT/permflow-lint.times" "$BIN" lint --quiet "$dir"; fi
      if [ "$i" -le "$YAMLLINT_RUNS" ]; then run_timed "$OUT/yamllint.times" yamllint -c .yamllint -s "$dir"; fi
    done
    for tool in permflow-lint yamllint; do
      if awk '$4 != 0 {bad=1} END {exit !bad}' "$OUT/$tool.times"; then
        echo "warning: $tool did not exit 0 on $dir (it found problems or failed): its time is not a clean run"
      fi
    done
    pf_wall=$(awk '{print $1}' "$OUT/permflow-lint.times" | median)
    pf_cpu=$(awk '{print $2}' "$OUT/permflow-lint.times" | median)
    pf_rss=$(awk '$3 > m {m=$3} END {print m}' "$OUT/permflow-lint.times")
    yl_wall=$(awk '{print $1}' "$OUT/yamllint.times" | median)
    yl_cpu=$(awk '{print $2}' "$OUT/yamllint.times" | median)
    yl_rss=$(awk '$3 > m {m=$3} END {print m}' "$OUT/yamllint.times")
    echo "lint vs yamllint: the same 1,000 flows ($screens screens), same run, alternating"
    awk -v w="$pf_wall" -v c="$pf_cpu" -v p="$pf_rss" -v r="$RUNS" 'BEGIN {
      printf "  %-38s %8.3f s   cpu %7.2f s   peak %6.1f MiB\n", "permflow lint --quiet (median of " r "):", w, c, p/1024 }'
    awk -v w="$yl_wall" -v c="$yl_cpu" -v p="$yl_rss" -v r="$YAMLLINT_RUNS" 'BEGIN {
      printf "  %-38s %8.3f s   cpu %7.2f s   peak %6.1f MiB\n", "yamllint -c .yamllint -s (" (r == 1 ? "1 run" : "median of " r) "):", w, c, p/1024 }'
    awk -v a="$pf_wall" -v b="$yl_wall" -v c="$pf_cpu" -v d="$yl_cpu" 'BEGIN {
      printf "  %-38s %8.1f×  wall, %.1f× cpu   (target: permflow ≥ 100× faster, issue 32)\n", "permflow faster than yamllint:", b/a, d/c }'
    awk -v a="$pf_wall" -v b="$yl_wall" -v c="$pf_cpu" -v d="$yl_cpu" -v l="$(load)" 'BEGIN {
      printf "lint vs yamllint: permflow %.1f× faster (wall; %.1f× cpu; goal ≥ 100×), load %s\n", b/a, d/c, l }' >> "$RATIOS"
  fi
  # What parsing alone costs: libyaml's C loader from Python over the same files, once.
  if python3 -c 'import yaml; yaml.CSafeLoader' 2>/dev/null; then
    rm -f "$OUT/libyaml.times"
    run_timed "$OUT/libyaml.times" python3 -c 'import os, sys, yaml
for name in sorted(os.listdir(sys.argv[1])):
    with open(os.path.join(sys.argv[1], name), "rb") as handle:
        yaml.load(handle, Loader=yaml.CSafeLoader)' "$dir"
    read -r w c p status <"$OUT/libyaml.times"
    [ "$status" = 0 ] || echo "  warning: the libyaml run exited $status"
    awk -v w="$w" -v c="$c" -v p="$p" 'BEGIN {
      printf "  %-38s %8.3f s   cpu %7.2f s   peak %6.1f MiB   (parsing only, 1 run)\n", "libyaml alone (python3 CSafeLoader):", w, c, p/1024 }'
  else
    echo "  libyaml alone: skipped (python3 yaml without libyaml's CSafeLoader)"
  fi
fi

# --- the copy rules against the labelled corpus (issue 16) ----------------------
# One implementation of the figures: CorpusTests scores the corpus and writes the report where
# PERMFLOW_CORPUS_REPORT says; the test fails when agreement falls below Tests/Corpus/floor.json.
# The held-out file (issue 33, Tests/Corpus/HELDOUT.md) is scored apart, by heldOutIsMeasured,
# into PERMFLOW_HELDOUT_REPORT: never tuned on, no floor; the docs quote this figure.
if want corpus; then
  echo
  report="$PWD/$OUT/corpus.txt"
  heldout="$PWD/$OUT/corpus-heldout.txt"
  rm -f "$report" "$heldout"
  swift build --build-tests >"$OUT/corpus-build.log" 2>&1 || { echo "corpus: the test build failed (see $OUT/corpus-build.log)"; exit 1; }
  status=0
  PERMFLOW_CORPUS_REPORT="$report" PERMFLOW_HELDOUT_REPORT="$heldout" \
    swift test --skip-build --filter 'agreementHoldsTheFloor|heldOutIsMeasured' >"$OUT/corpus-test.log" 2>&1 || status=$?
  echo "tuned corpus (en.jsonl, ko.jsonl: the rules' word lists came from it)"
  if [ -s "$report" ]; then cat "$report"; else echo "corpus: no report written (see $OUT/corpus-test.log)"; fi
  echo
  echo "held-out (heldout.jsonl: never tuned on; the figure the docs quote)"
  if [ -s "$heldout" ]; then cat "$heldout"; else echo "held-out: no report written (see $OUT/corpus-test.log)"; fi
  [ "$status" = 0 ] || echo "corpus: CorpusTests failed (agreement below the floor, or an invalid corpus or held-out file): see $OUT/corpus-test.log"
fi

# --- issue 32's three ratios, together ------------------------------------------
if [ -s "$RATIOS" ]; then
  echo
  echo "issue 32's ratios (load average 1, 5, 15 min when each was measured; $(nproc) cores):"
  sed 's/^/  /' "$RATIOS"
fi
