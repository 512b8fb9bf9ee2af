"""Resident memory growth over many calls into the C++ core: leaks show up as growth per call.

Each workload is warmed up first (lazy tables, allocator pools, caches), then
called `--calls` times in a loop; the figure is the change of resident
memory (from /proc/self/statm) over the loop.  Error paths are included:
leaks hide where an exception leaves C++ early.  Prints one line per
workload; with --limit-mb, exits 1 if any grows by that much or more.

    PYTHONPATH=python python benchmarks/memory_growth.py [--calls 1000000] [--only evaluate,compare_line]
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from collections.abc import Callable

import numpy as np

import holdEm
from holdEm import _core

PAGE_BYTES = os.sysconf("SC_PAGE_SIZE")
WARM_UP_CALLS = 20_000


def resident_bytes() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * PAGE_BYTES


def expect_error(call: Callable[[], object], error: type[BaseException]) -> Callable[[], None]:
    def run() -> None:
        try:
            call()
        except error:
            return
        raise AssertionError("no error")

    return run


def workloads() -> dict[str, Callable[[], object]]:
    seven = [0, 5, 10, 15, 20, 25, 51]
    rows = np.array([seven] * 4, dtype=np.uint8)
    bad_rows = rows[:, [0, 0, 1, 2, 3]]
    line = "9sTh4d4s7s 7h5s QsAs"
    omaha_line = "6c3sJs8s7c Kd4cKh2h Td6s5c3d"
    stream = _core._StreamComparator()
    table = holdEm.table(3)
    table.setSeed(1)
    table.setHoldCards(0, [14, 13], [4, 4])
    out: dict[str, Callable[[], object]] = {
        "evaluate": lambda: holdEm.evaluate(seven),
        "evaluate (text)": lambda: holdEm.evaluate("AsKd7h7c2s"),
        "evaluate (ValueError)": expect_error(lambda: holdEm.evaluate([0, 1, 2, 3, 3]), ValueError),
        "evaluate (TypeError)": expect_error(lambda: holdEm.evaluate([0, 1, 2, 3, None]), TypeError),
        "best_hand": lambda: holdEm.best_hand(seven),
        "evaluate_batch (4 rows)": lambda: holdEm.evaluate_batch(rows),
        "evaluate_batch (ValueError)": expect_error(lambda: holdEm.evaluate_batch(bad_rows), ValueError),
        "evaluate_omaha": lambda: holdEm.evaluate_omaha("AsKsQs2d3d", "JsTs4h4c"),
        "compare_line": lambda: _core._compare_line(line),
        "compare_line (Omaha + debug)": lambda: _core._compare_line(omaha_line, debug=True),
        "compare_line (ValueError)": expect_error(lambda: _core._compare_line(line + " 7h2c"), ValueError),
        "stream comparator line": lambda: stream.feed(b"9sTh4d4s7s 7h5s QsAs\nbad line\n"),
        "table.MCF(1)": lambda: table.MCF(1),
    }
    equity = getattr(holdEm, "equity", None)
    if equity is not None:
        out["equity (exact on the river)"] = lambda: equity(["AsKs", "QhQd"], board="5h6sTd2c3c")
        out["equity (Monte Carlo 10 trials)"] = lambda: equity(["AsKs", "QQ+,AK"], trials=10, seed=1, threads=1)
        out["equity (ValueError)"] = expect_error(lambda: equity(["AsKs", "AsQd"]), ValueError)
    return out


def measure(call: Callable[[], object], calls: int) -> tuple[float, int]:
    """(seconds, resident bytes gained) over `calls` calls after a warm-up."""
    for _ in range(min(WARM_UP_CALLS, calls)):
        call()
    gc.collect()
    before = resident_bytes()
    start = time.perf_counter()
    for _ in range(calls):
        call()
    elapsed = time.perf_counter() - start
    gc.collect()
    return elapsed, resident_bytes() - before


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=1_000_000, help="calls per workload (default 1,000,000)")
    parser.add_argument("--only", default="", help="comma-separated workload names (default: all)")
    parser.add_argument("--limit-mb", type=float, default=None, help="exit 1 if a workload grows this much")
    args = parser.parse_args(argv)
    chosen = workloads()
    if args.only:
        names = [n.strip() for n in args.only.split(",")]
        unknown = [n for n in names if n not in chosen]
        if unknown:
            parser.error(f"unknown workloads {unknown}; known: {list(chosen)}")
        chosen = {n: chosen[n] for n in names}
    print(f"{'workload':<34} {'calls':>10} {'seconds':>8} {'us/call':>8} {'RSS growth':>12}")
    worst = 0
    for name, call in chosen.items():
        seconds, grown = measure(call, args.calls)
        worst = max(worst, grown)
        print(
            f"{name:<34} {args.calls:>10,} {seconds:>8.2f} {1e6 * seconds / args.calls:>8.2f} {grown / 1024:>9.0f} KB"
        )
        sys.stdout.flush()
    print(f"largest growth: {worst / 2**20:.2f} MB")
    return 1 if args.limit_mb is not None and worst >= args.limit_mb * 2**20 else 0


if __name__ == "__main__":
    raise SystemExit(main())
