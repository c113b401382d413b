#!/usr/bin/env bash
# The steps of action.yml (the GitHub Action), runnable on their own:
#   scripts/action.sh build   permflow on PATH, or built from this repository (release) and added
#                             to GITHUB_PATH for the next steps
#   scripts/action.sh lint    permflow lint on PERMFLOW_PATHS (one per line; default .) with
#                             --format github; PERMFLOW_STRICT=true adds --strict,
#                             PERMFLOW_BASELINE=FILE --baseline FILE, PERMFLOW_SARIF_FILE=FILE
#                             writes a SARIF report there too (and names it in GITHUB_OUTPUT)
# The lint step's exit status is permflow lint's: 0 clean, 1 findings, 2 unusable input.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"

case "${1:-}" in
  build)
    if command -v permflow >/dev/null 2>&1; then
      echo "permflow is on PATH: $(command -v permflow)"
      exit 0
    fi
    "$root/scripts/deps.sh" run
    swift build -c release --package-path "$root" --product permflow
    bin="$(swift build -c release --package-path "$root" --show-bin-path)"
    echo "built $bin/permflow"
    if [ -n "${GITHUB_PATH:-}" ]; then echo "$bin" >> "$GITHUB_PATH"; fi
    ;;
  lint)
    args=(lint)
    paths=()
    while IFS= read -r line; do
      # Trim surrounding blanks; skip empty lines.
      line="${line#"${line%%[![:space:]]*}"}"
      line="${line%"${line##*[![:space:]]}"}"
      [ -n "$line" ] && paths+=("$line")
    done <<< "${PERMFLOW_PATHS:-.}"
    [ "${#paths[@]}" -gt 0 ] || paths=(.)
    case "${PERMFLOW_STRICT:-false}" in
      true) args+=(--strict) ;;
      false | "") ;;
      *) echo "::error title=permflow action::strict must be true or false, not '${PERMFLOW_STRICT//[$'\r\n%']/ }'"; exit 2 ;;
    esac
    if [ -n "${PERMFLOW_BASELINE:-}" ]; then args+=(--baseline "$PERMFLOW_BASELINE"); fi
    if [ -n "${PERMFLOW_SARIF_FILE:-}" ]; then
      case "$PERMFLOW_SARIF_FILE" in
        *$'\n'* | *$'\r'*) echo "::error title=permflow action::sarif-file must be one line"; exit 2 ;;
      esac
      # The SARIF run's status is the annotated run's too: report it there.
      permflow "${args[@]}" --format sarif -- "${paths[@]}" > "$PERMFLOW_SARIF_FILE" || true
      if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "sarif-file=$PERMFLOW_SARIF_FILE" >> "$GITHUB_OUTPUT"; fi
    fi
    permflow "${args[@]}" --format github -- "${paths[@]}"
    ;;
  *)
    echo "usage: scripts/action.sh build|lint" >&2
    exit 2
    ;;
esac
