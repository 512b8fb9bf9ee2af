"""End-to-end speed of `holdem compare`: lines per second from a file to /dev/null.

Prints the median of several runs for six-player Hold'em and four-player
Omaha lines, the same measured inside one process (the C++ comparator alone),
and the ratio between them (what the process, the pipes and Python add).

    PYTHONPATH=python python benchmarks/compare_bench.py [--lines 1000000] [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from holdEm import _core


def samples(lines: int, players: int, omaha: bool) -> bytes:
    return _core._SampleGenerator(12345, players, omaha).generate(lines)


def end_to_end(path: str, lines: int, runs: int) -> float:
    """Median lines/s of `python -m holdEm compare < path > /dev/null`, process start included."""
    env = dict(os.environ)
    rates = []
    for _ in range(runs):
        with open(path, "rb") as stdin, open(os.devnull, "wb") as stdout:
            started = time.perf_counter()
            subprocess.run([sys.executable, "-m", "holdEm", "compare"], stdin=stdin, stdout=stdout, env=env,
                           check=True)  # fmt: skip
            rates.append(lines / (time.perf_counter() - started))
    return statistics.median(rates)


def in_process(data: bytes, lines: int, runs: int) -> float:
    """Median lines/s of the C++ stream comparator over the same bytes, fed in 1 MiB pieces."""
    rates = []
    step = 1 << 20
    for _ in range(runs):
        comparator = _core._StreamComparator()
        started = time.perf_counter()
        for start in range(0, len(data), step):
            comparator.feed(data[start : start + step])
        comparator.finish()
        rates.append(lines / (time.perf_counter() - started))
    return statistics.median(rates)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"holdem compare, {args.lines:,} lines, median of {args.runs} runs")
    print(f"{'lines':<22} {'end to end':>14} {'C++ in process':>16} {'ratio':>7}")
    for label, players, omaha in (("Hold'em, 6 players", 6, False), ("Omaha, 4 players", 4, True)):
        data = samples(args.lines, players, omaha)
        with tempfile.NamedTemporaryFile(suffix=".txt", delete=False) as handle:
            handle.write(data)
            path = handle.name
        try:
            outer = end_to_end(path, args.lines, args.runs)
            inner = in_process(data, args.lines, args.runs)
        finally:
            os.remove(path)
        print(f"{label:<22} {outer:>10,.0f} l/s {inner:>12,.0f} l/s {inner / outer:>6.2f}x")


if __name__ == "__main__":
    main()
