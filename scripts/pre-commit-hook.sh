#!/usr/bin/env bash
# The pre-commit hook `permflow-lint` (.pre-commit-hooks.yaml, `language: script`; README,
# "pre-commit"): `permflow lint` on the files pre-commit passes, after any `args:` of the
# user's .pre-commit-config.yaml. Its exit status is lint's: 0 clean, 1 findings, 2 unusable
# input; pre-commit fails the commit on anything but 0.
#
# The permflow it runs, first found of:
#   1. $PERMFLOW, when set: the path of a permflow binary;
#   2. the `permflow` on PATH (`make install`), whatever its version;
#   3. one built from this checkout of permflow, the `rev:` the config pins, with SwiftPM
#      (`swift build -c release --product permflow`: many minutes; README). pre-commit keeps
#      the checkout in its cache (~/.cache/pre-commit), so the build happens once per rev;
#      later commits find the binary there. Only this case needs a Swift toolchain.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"

if [ -n "${PERMFLOW:-}" ]; then
  exec "$PERMFLOW" lint "$@"
fi
if command -v permflow >/dev/null 2>&1; then
  exec permflow lint "$@"
fi
# SwiftPM's release folder (a link to the platform's on Linux and macOS alike).
built="$root/.build/release/permflow"
if [ ! -x "$built" ]; then
  if ! command -v swift >/dev/null 2>&1; then
    echo "permflow-lint: no permflow on PATH and no swift to build one: install permflow (make install in a" \
         "permflow checkout), set PERMFLOW to its path, or install a Swift toolchain" >&2
    exit 2
  fi
  echo "permflow-lint: building permflow in $root (once for this rev; it takes many minutes)" >&2
  # SwiftPM locks the build folder, so hooks started at once wait for one build.
  swift build -c release --package-path "$root" --product permflow >&2
fi
exec "$built" lint "$@"
