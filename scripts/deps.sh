#!/usr/bin/env bash
# Installs what a part of the job needs and the machine lacks: `make deps` (run), `make deps-release`,
# `make deps-test`, `make deps-bench`. On Debian with apt-get (sudo unless root); on macOS with Homebrew;
# elsewhere it prints what to install and fails. The README's "Set up" section lists the same table.
#
# usage: scripts/deps.sh run|release|test|bench
set -euo pipefail

# part | how it is checked | Debian package | Homebrew formula ("-": none; "pip:…": pip3 on macOS)
TABLE='
run|command:pkg-config|pkg-config|pkg-config
run|pkg-config:ncursesw|libncursesw5-dev|ncurses
run|pkg-config:yaml-0.1|libyaml-dev|libyaml
release|command:ld.bfd|binutils|-
test|command:tmux|tmux|tmux
test|command:dot|graphviz|graphviz
test|command:asciinema|asciinema|asciinema
test|command:cmark-gfm|cmark-gfm|cmark-gfm
test|file:/usr/bin/time|time|-
test|command:chromium|chromium|-
test|font:Noto Sans CJK|fonts-noto-cjk|-
test|python:jsonschema|python3-jsonschema|pip:jsonschema
test|python:yaml|python3-yaml|pip:pyyaml
test|command:pre-commit|pre-commit|pre-commit
bench|command:dialog|dialog|dialog
bench|command:yamllint|yamllint|yamllint
bench|file:/usr/bin/time|time|-
'

part="${1:-run}"
case "$part" in
  run) parts="run" ;;
  release) parts="run release" ;;
  test) parts="run release test" ;;
  bench) parts="run release bench" ;;
  *) echo "deps.sh: unknown part '$part'; use run, release, test or bench" >&2; exit 2 ;;
esac

# Homebrew's ncurses is keg-only: pkg-config finds it only through its own folder.
if command -v brew >/dev/null 2>&1; then
  PKG_CONFIG_PATH="$(brew --prefix ncurses 2>/dev/null)/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
  export PKG_CONFIG_PATH
fi

present() {
  local kind="${1%%:*}" what="${1#*:}"
  case "$kind" in
    command)
      # Debian's chromium is `chromium`, Ubuntu's `chromium-browser`.
      command -v "$what" >/dev/null 2>&1 || { [ "$what" = chromium ] && command -v chromium-browser >/dev/null 2>&1; } ;;
    pkg-config) command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "$what" 2>/dev/null ;;
    file) [ -x "$what" ] ;;
    font) fc-list 2>/dev/null | grep -i "$what" >/dev/null ;;   # no -q: grep stopping early would fail the pipe
    python) python3 -c "import $what" 2>/dev/null ;;
    *) return 1 ;;
  esac
}

apt=""; brew=""; pip=""; other=""
while IFS='|' read -r name check debian formula; do
  [ -n "$name" ] || continue
  case " $parts " in *" $name "*) ;; *) continue ;; esac
  present "$check" && continue
  case " $apt " in *" $debian "*) continue ;; esac
  apt="$apt $debian"
  case "$formula" in
    -) other="$other $debian" ;;
    pip:*) pip="$pip ${formula#pip:}" ;;
    *) brew="$brew $formula" ;;
  esac
done <<<"$TABLE"

[ -n "$apt" ] || exit 0
if command -v apt-get >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  echo "installing:$apt"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $apt >/dev/null
elif [ "$(uname -s)" = Darwin ] && command -v brew >/dev/null 2>&1; then
  if [ -n "$brew" ]; then
    echo "installing with Homebrew:$brew"
    brew install $brew
  fi
  if [ -n "$pip" ]; then
    echo "installing with pip3:$pip"
    python3 -m pip install --quiet $pip
  fi
  # Homebrew has no chromium, CJK font or GNU time: the tests that need them are skipped.
  [ -z "$other" ] || echo "note: not installed on macOS (the tests that need them are skipped):$other"
else
  echo "permflow's $part needs:$apt (Debian package names); install them, then run make again" >&2
  exit 1
fi
