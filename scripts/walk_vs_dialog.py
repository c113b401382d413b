#!/usr/bin/env python3
"""permflow walk against dialog: the same screens drawn in a pseudo-terminal, side by side.

usage: walk_vs_dialog.py BINARY FLOW KEYS ROUNDS OUT_DIR

KEYS is a `permflow walk --keys` script (e.g. enter,enter,2,enter). The screens that script
visits are taken from a headless walk of the flow; each screen's title and body (for a system
alert: the alert title from `permflow resources` and the purpose string) are read from the flow
file, so what dialog draws stays what permflow draws.

Each round runs, in a rotating order, under `script -qec CMD /dev/null` (a new pty each time,
TERM=xterm-256color, 80x24 through LINES/COLUMNS, /bin/sh as script's shell, C.UTF-8):

  permflow   `permflow walk FLOW --no-record`, interactive (curses): the keys, then Q y to
             quit, are written to script's standard input at once, as typed-ahead input;
  dialog     one script session running `dialog --title T --infobox BODY 0 0` for each screen,
             one after the other;
  headless   `permflow walk FLOW --keys KEYS --print-frames --no-record` (the frames as plain
             text, no curses), for reference.

script's standard input is a pipe kept open until script exits (at EOF on a file, script waits
for the child to read it and adds up to 2 s). The time is the wall time from starting script
until it has exited; the CPU time is that of script and everything under it (os.wait4). Peak
memory is measured in separate runs, as /usr/bin/time's %M of the inner commands (script's own
memory is not counted; for dialog, the largest of its five runs).

Prints one line per measure, for scripts/bench.sh.
"""
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

import yaml

KEY_BYTES = {
    "enter": b"\r", "space": b" ", "tab": b"\t", "btab": b"\x1b[Z", "up": b"\x1b[A", "down": b"\x1b[B",
    "right": b"\x1b[C", "left": b"\x1b[D", "esc": b"\x1b", "backspace": b"\x7f", "ctrl-c": b"\x03", "comma": b",",
}


def key_bytes(script: str) -> bytes:
    out = b""
    for name in script.split(","):
        name = name.strip()
        if name in KEY_BYTES:
            out += KEY_BYTES[name]
        elif len(name) == 1:
            out += name.encode()
        else:
            raise SystemExit(f"walk_vs_dialog: no terminal bytes for key '{name}'")
    return out + b"Qy"  # quit, and confirm


def visited_screens(binary: str, flow: str, keys: str) -> list[str]:
    out = subprocess.run([binary, "walk", flow, "--keys", keys, "--print-frames", "--no-record"],
                         capture_output=True, text=True, check=True).stdout
    return re.findall(r"^── step \d+ · ([^ ]+)", out, flags=re.MULTILINE)


def alert_title(binary: str, resource: str, app: str, locale: str, ios: int) -> str:
    out = subprocess.run([binary, "resources", "--app", app, "--locale", locale, "--ios", str(ios)],
                         capture_output=True, text=True, check=True).stdout
    for line in out.splitlines()[1:]:
        columns = re.split(r"\s{2,}", line.strip())
        if columns[0] == resource:
            return columns[-1].rstrip(" *")
    raise SystemExit(f"walk_vs_dialog: no alert title for '{resource}'")


def screen_texts(binary: str, flow_path: str, ids: list[str]) -> list[tuple[str, str]]:
    with open(flow_path, encoding="utf-8") as handle:
        flow = yaml.safe_load(handle)
    app = str(flow.get("app", ""))
    texts = []
    for screen_id in ids:
        screen = flow["screens"][screen_id]
        if screen.get("kind") == "alert":
            title = alert_title(binary, screen["resource"], app, str(flow.get("locale", "en")), int(flow.get("ios", 18)))
            body = str(screen.get("purpose", "")).replace("$(PRODUCT_NAME)", app).replace("%@", app)
        else:
            title, body = str(screen.get("title", "")), str(screen.get("body", ""))
        texts.append((title, body))
    return texts


def environment() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "DIALOGRC", "TMUX")}
    env.update(TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8", LINES="24", COLUMNS="80", SHELL="/bin/sh")
    return env


def run_script(command: str, typed: bytes, output: str, env: dict[str, str]) -> tuple[float, float, int]:
    """Wall seconds of `script -qec COMMAND /dev/null` with `typed` on its input, CPU seconds (user
    + system) of script and everything under it, and its exit status."""
    with open(output, "wb") as sink:
        start = time.perf_counter()
        process = subprocess.Popen(["script", "-qec", command, "/dev/null"], stdin=subprocess.PIPE, stdout=sink,
                                   stderr=subprocess.STDOUT, env=env)
        assert process.stdin is not None
        if typed:
            process.stdin.write(typed)
            process.stdin.flush()
        _, wait_status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(wait_status)
        process.stdin.close()
    return elapsed, usage.ru_utime + usage.ru_stime, process.returncode


def main() -> None:
    binary, flow, keys, rounds, out_dir = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
    os.makedirs(out_dir, exist_ok=True)
    env = environment()
    ids = visited_screens(binary, flow, keys)
    texts = screen_texts(binary, flow, ids)
    typed = key_bytes(keys)

    q = shlex.quote
    walk = f"exec {q(binary)} walk {q(flow)} --no-record"
    headless = f"exec {q(binary)} walk {q(flow)} --keys {q(keys)} --print-frames --no-record"
    dialogs = [f"dialog --title {q(t)} --infobox {q(b)} 0 0" for t, b in texts]
    dialog = " && ".join(dialogs)

    # One checked run of each before timing: the walk visits every screen and quits; dialog
    # draws every title.
    log = os.path.join(out_dir, "walk.log")
    if os.path.exists(log):
        os.remove(log)
    _, _, status = run_script(f"{walk} --log {q(log)}", typed, os.path.join(out_dir, "walk.pty"), env)
    with open(log, encoding="utf-8") as handle:
        logged = handle.read()
    arrived = re.findall(r" step \d+: '[^']*' \".*?\" → '([^']+)'", logged)
    if status != 0 or arrived != ids[1:] or not logged.rstrip().endswith("quit"):
        raise SystemExit(f"walk_vs_dialog: the interactive walk did not go {' → '.join(ids)} and quit "
                         f"(status {status}; see {log})")
    _, _, status = run_script(dialog, b"", os.path.join(out_dir, "dialog.pty"), env)
    with open(os.path.join(out_dir, "dialog.pty"), "rb") as handle:
        drawn = handle.read().decode("utf-8", "replace")
    missing = [t for t, _ in texts if t not in drawn]
    if status != 0 or missing:
        raise SystemExit(f"walk_vs_dialog: dialog exited {status}; titles not drawn: {missing}")

    runs = {"permflow": (walk, typed), "dialog": (dialog, b""), "headless": (headless, b"")}
    order = list(runs)
    times: dict[str, list[float]] = {name: [] for name in order}
    cpu: dict[str, list[float]] = {name: [] for name in order}
    for index in range(rounds):
        for name in order[index % 3:] + order[:index % 3]:
            command, keys_typed = runs[name]
            elapsed, used, status = run_script(command, keys_typed, os.path.join(out_dir, f"{name}.pty"), env)
            if status != 0:
                raise SystemExit(f"walk_vs_dialog: {name} run exited {status}")
            times[name].append(elapsed)
            cpu[name].append(used)

    # Peak memory of the inner commands, in separate runs (the timed runs carry no /usr/bin/time).
    peaks = {name: 0 for name in order}
    with tempfile.TemporaryDirectory() as scratch:
        for name in order:
            for attempt in range(3):
                record = os.path.join(scratch, f"{name}-{attempt}.rss")
                timed = f"/usr/bin/time -a -o {q(record)} -f %M "
                if name == "dialog":
                    command = " && ".join(timed + d for d in dialogs)
                else:
                    command = timed + runs[name][0].removeprefix("exec ")
                run_script(command, runs[name][1], os.path.join(out_dir, f"{name}-rss.pty"), env)
                with open(record, encoding="utf-8") as handle:
                    values = [int(line) for line in handle.read().split() if line.isdigit()]
                peaks[name] = max([peaks[name], *values])

    median = {name: statistics.median(times[name]) * 1000 for name in order}
    median_cpu = {name: statistics.median(cpu[name]) * 1000 for name in order}
    spread = {name: (min(times[name]) * 1000, max(times[name]) * 1000) for name in order}
    n = len(ids)
    print(f"walk vs dialog: {n} screens ({' → '.join(ids)}) under script -qec, 80x24, median of {rounds} rounds, rotating order")
    rows = [
        ("permflow walk, interactive (curses)", "permflow"),
        (f"dialog --infobox × {n}, one script", "dialog"),
        ("permflow walk --keys, headless text", "headless"),
    ]
    for label, name in rows:
        low, high = spread[name]
        print(f"  {label + ':':<38} {median[name]:7.1f} ms  (min {low:6.1f}, max {high:6.1f})   "
              f"cpu {median_cpu[name]:5.1f} ms   peak {peaks[name] / 1024:6.1f} MiB")
    ratio = median["permflow"] / median["dialog"]
    print(f"  {'ratio permflow/dialog (interactive):':<38} {ratio:7.2f}×  wall, "
          f"{median_cpu['permflow'] / median_cpu['dialog']:.2f}× cpu, "
          f"{peaks['permflow'] / max(1, peaks['dialog']):.1f}× peak memory   (target: wall ≤ 1.0×)")


if __name__ == "__main__":
    main()
