#!/usr/bin/env python3
"""Time from starting `permflow walk` in a pseudo-terminal until its first frame is on screen.

usage: first_frame.py BINARY FLOW [RUNS]

Starts the walk under a pty of 80x24 (TERM=xterm-256color), reads its output until the
status line's key hints have been drawn, records the elapsed time, then quits (Q, y).
Prints the median and the spread in milliseconds.
"""
import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import termios
import time


def once(binary: str, flow: str) -> float:
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.environ["LANG"] = "C.UTF-8"
        os.execv(binary, [binary, "walk", flow])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    start = time.perf_counter()
    seen = b""
    elapsed = None
    deadline = start + 10
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            seen += chunk
            if b"help" in seen and "╯".encode() in seen:
                elapsed = time.perf_counter() - start
                break
    os.write(fd, b"Q")
    time.sleep(0.05)
    os.write(fd, b"y")
    os.waitpid(pid, 0)
    os.close(fd)
    if elapsed is None:
        raise SystemExit("no frame within 10 s")
    return elapsed * 1000


def main() -> None:
    binary, flow = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    times = sorted(once(binary, flow) for _ in range(runs))
    print(f"{statistics.median(times):.1f} ms (min {times[0]:.1f}, max {times[-1]:.1f}, {runs} runs)")


if __name__ == "__main__":
    main()
