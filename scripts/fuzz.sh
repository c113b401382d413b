#!/usr/bin/env bash
# Fuzzes parse + lint + render, or the transcript readers, with libFuzzer (see docs/fuzzing.md).
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]     (make fuzz SECONDS=N)
#   PERMFLOW_FUZZ_TARGET=transcript scripts/fuzz.sh [SECONDS]  (make fuzz FUZZ_TARGET=transcript)
#
# Builds PermflowFuzz with `--sanitize=fuzzer` into .build-fuzz (JOBS=N passes --jobs N), then
# runs it over a working corpus seeded from the target's checked-in seeds, with its dictionary:
#
#   flow (default)  Tests/Fuzz/corpus             Tests/Fuzz/permflow.dict    .build-fuzz/corpus
#   transcript      Tests/Fuzz/transcript-corpus  Tests/Fuzz/transcript.dict  .build-fuzz/transcript-corpus
#   appfiles        Tests/Fuzz/appfiles-corpus    Tests/Fuzz/appfiles.dict    .build-fuzz/appfiles-corpus
#
# An appfiles input is one byte choosing the reader (0 Info.plist, 1 String Catalog, 2 .strings,
# 3 project.pbxproj, 4 .permflow.yaml, 5 PrivacyInfo.xcprivacy), then the file. Its seeds are the checked-in ones (binary
# and old-style plists, catalogs with variations, UTF-16 .strings, ignore files) plus every app
# file under Tests/AppFiles, Tests/AppReview and Tests/Hostile, given their reader's byte here
# (.build-fuzz/appfiles-seeds), so a new hostile file becomes a seed by being checked in.
#
# Crashes, hangs (over 10 s for one input) and out-of-memory inputs are written to
# .build-fuzz/artifacts/ (transcripts: .build-fuzz/transcript-artifacts/); the exit status is
# libFuzzer's (0 when the run was clean).
# (The duration is not read from $SECONDS: in bash that is the shell's elapsed-time counter.)
set -euo pipefail
cd "$(dirname "$0")/.."

duration=${1:-60}
shift || true
case "$duration" in (*[!0-9]*|'') echo "fuzz.sh: SECONDS must be a whole number, not '$duration'" >&2; exit 2;; esac

build=.build-fuzz
target=${PERMFLOW_FUZZ_TARGET:-flow}
case "$target" in
  (flow) seeds=Tests/Fuzz/corpus; dict=Tests/Fuzz/permflow.dict; work="$build/corpus"; artifacts="$build/artifacts"; max_len=16384;;
  # A recorded step with its frame is 1-3 KiB; room for a dozen lines.
  (transcript) seeds=Tests/Fuzz/transcript-corpus; dict=Tests/Fuzz/transcript.dict; work="$build/transcript-corpus"
               artifacts="$build/transcript-artifacts"; max_len=32768;;
  # A usage description in a real app is under 1 KiB, but the copy rules must stay linear: room
  # for long values.
  (appfiles) seeds=Tests/Fuzz/appfiles-corpus; dict=Tests/Fuzz/appfiles.dict; work="$build/appfiles-corpus"
             artifacts="$build/appfiles-artifacts"; max_len=65536;;
  (*) echo "fuzz.sh: PERMFLOW_FUZZ_TARGET must be flow, transcript or appfiles, not '$target'" >&2; exit 2;;
esac
extra_seeds=()
if [ "$target" = appfiles ]; then
  generated="$build/appfiles-seeds"
  rm -rf "$generated"; mkdir -p "$generated"
  n=0
  while IFS= read -r -d '' file; do
    case "$file" in
      (*.plist) byte='\x00';; (*.xcstrings) byte='\x01';; (*.strings) byte='\x02';; (*.pbxproj) byte='\x03';;
      (*.permflow.yaml) byte='\x04';; (*.xcprivacy) byte='\x05';; (*) continue;;
    esac
    n=$((n + 1))
    { printf "$byte"; cat "$file"; } > "$generated/seed-$n"
  done < <(find Tests/AppFiles Tests/AppReview Tests/Hostile -type f \( -name '*.plist' -o -name '*.xcstrings' -o -name '*.strings' \
             -o -name '*.pbxproj' -o -name '.permflow.yaml' -o -name '*.xcprivacy' \) -print0 | sort -z)
  extra_seeds=("$generated")
fi
jobs=()
if [ -n "${JOBS:-}" ]; then jobs=(--jobs "$JOBS"); fi
swift build --product PermflowFuzz --build-path "$build" --sanitize=fuzzer "${jobs[@]}"
binary="$(swift build --product PermflowFuzz --build-path "$build" --sanitize=fuzzer --show-bin-path)/PermflowFuzz"

mkdir -p "$work" "$artifacts"
echo "fuzzing $target for ${duration}s; new inputs in $work, findings in $artifacts/" >&2
# Swift's backtracer would catch the trap first and libFuzzer would never write the artifact.
PERMFLOW_FUZZ_TARGET="$target" SWIFT_BACKTRACE=enable=no "$binary" \
  "$work" "$seeds" "${extra_seeds[@]}" \
  -dict="$dict" \
  -max_total_time="$duration" \
  -max_len="$max_len" \
  -timeout=10 \
  -rss_limit_mb=2048 \
  -artifact_prefix="$artifacts/" \
  -print_final_stats=1 \
  "$@"
