#!/usr/bin/env bash
# Fuzzes parse + lint + render with libFuzzer (see docs/fuzzing.md).
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]     (make fuzz SECONDS=N)
#
# Builds PermflowFuzz with `--sanitize=fuzzer` into .build-fuzz, then runs it over a working
# corpus (.build-fuzz/corpus, seeded from Tests/Fuzz/corpus) with the permflow dictionary.
# Crashes, hangs (over 10 s for one input) and out-of-memory inputs are written to
# .build-fuzz/artifacts/; the exit status is libFuzzer's (0 when the run was clean).
# (The duration is not read from $SECONDS: in bash that is the shell's elapsed-time counter.)
set -euo pipefail
cd "$(dirname "$0")/.."

duration=${1:-60}
shift || true
case "$duration" in (*[!0-9]*|'') echo "fuzz.sh: SECONDS must be a whole number, not '$duration'" >&2; exit 2;; esac

build=.build-fuzz
swift build --product PermflowFuzz --build-path "$build" --sanitize=fuzzer
binary="$(swift build --product PermflowFuzz --build-path "$build" --sanitize=fuzzer --show-bin-path)/PermflowFuzz"

mkdir -p "$build/corpus" "$build/artifacts"
echo "fuzzing for ${duration}s; new inputs in $build/corpus, findings in $build/artifacts/" >&2
# Swift's backtracer would catch the trap first and libFuzzer would never write the artifact.
SWIFT_BACKTRACE=enable=no "$binary" \
  "$build/corpus" Tests/Fuzz/corpus \
  -dict=Tests/Fuzz/permflow.dict \
  -max_total_time="$duration" \
  -max_len=16384 \
  -timeout=10 \
  -rss_limit_mb=2048 \
  -artifact_prefix="$build/artifacts/" \
  -print_final_stats=1 \
  "$@"
