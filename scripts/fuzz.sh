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
  (*) echo "fuzz.sh: PERMFLOW_FUZZ_TARGET must be flow or transcript, not '$target'" >&2; exit 2;;
esac
jobs=()
if [ -n "${JOBS:-}" ]; then jobs=(--jobs "$JOBS"); fi
swift build --product PermflowFuzz --build-path "$build" --sanitize=fuzzer "${jobs[@]}"
binary="$(swift build --product PermflowFuzz --build-path "$build" --sanitize=fuzzer --show-bin-path)/PermflowFuzz"

mkdir -p "$work" "$artifacts"
echo "fuzzing $target for ${duration}s; new inputs in $work, findings in $artifacts/" >&2
# Swift's backtracer would catch the trap first and libFuzzer would never write the artifact.
PERMFLOW_FUZZ_TARGET="$target" SWIFT_BACKTRACE=enable=no "$binary" \
  "$work" "$seeds" \
  -dict="$dict" \
  -max_total_time="$duration" \
  -max_len="$max_len" \
  -timeout=10 \
  -rss_limit_mb=2048 \
  -artifact_prefix="$artifacts/" \
  -print_final_stats=1 \
  "$@"
