"""Equity calculator speed: the issue's reference spots, single-threaded and on every core.

Prints the median of several runs of each spot (time measured inside the C++
calculator, `result.elapsed`), the reference figure (OMPEval's calculator,
single thread, median, measured on the project's machine), and the ratio.
Then the Python overhead of a heads-up exact call (wall time minus the
calculator's own time).

    PYTHONPATH=python python benchmarks/equity_bench.py [runs]
"""

from __future__ import annotations

import os
import statistics
import sys
import time

import holdEm

SPOTS = [
    # label, hands, options, OMPEval seconds (single thread)
    ("AsKs v QhQd preflop, exact", ["AsKs", "QhQd"], {"exact": True}, 6.2e-3),
    ("AK v QQ, exact", ["AK", "QQ"], {"exact": True}, 38.7e-3),
    ("AsKs v QhQd v JcTc, exact", ["AsKs", "QhQd", "JcTc"], {"exact": True}, 8.9e-3),
    ("QQ+,AKs v random, MC to stderr 1e-4", ["QQ+,AKs", "random"], {"exact": False, "target_stderr": 1e-4}, 0.64),
    ("AhKh v 5 random, MC to stderr 2e-4", ["AhKh"] + ["random"] * 5, {"exact": False, "target_stderr": 2e-4}, 0.44),
]


def median_run(hands: list[str], options: dict, threads: int, runs: int) -> tuple[float, holdEm.EquityResult]:
    times = []
    result = None
    for i in range(runs):
        result = holdEm.equity(hands, threads=threads, seed=i, **options)
        times.append(result.elapsed)
    assert result is not None
    return statistics.median(times), result


def fmt(seconds: float) -> str:
    return f"{seconds * 1e3:9.2f} ms" if seconds < 1 else f"{seconds:9.3f} s "


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    cores = os.cpu_count() or 1
    print(f"holdEm equity benchmark: median of {runs} runs; all threads = {cores}")
    print(f"{'spot':<40} {'1 thread':>12} {'ref (OMPEval)':>14} {'ratio':>6} {'all threads':>12}  rate, 1 thread")
    for label, hands, options, reference in SPOTS:
        holdEm.equity(hands, threads=1, **options)  # warm up
        one, result = median_run(hands, options, 1, runs)
        many, _ = median_run(hands, options, 0, runs)
        if result.exact:
            rate = f"{result.trials / one / 1e6:8.1f} M boards/s"
        else:
            rate = f"{result.trials / one / 1e6:8.1f} M deals/s ({result.trials / 1e6:.1f} M deals)"
        print(f"{label:<40} {fmt(one)} {fmt(reference)}  {one / reference:5.2f} {fmt(many)}  {rate}")

    # Python overhead of a heads-up exact call: wall time minus the calculator's time.
    hands = ["AsKs", "QhQd"]
    overheads, inner = [], []
    for _ in range(max(runs, 21)):
        start = time.perf_counter()
        r = holdEm.equity(hands, exact=True, threads=1)
        wall = time.perf_counter() - start
        overheads.append(wall - r.elapsed)
        inner.append(r.elapsed)
    over, core = statistics.median(overheads), statistics.median(inner)
    print(f"Python overhead, heads-up exact call: {over * 1e6:.1f} us on {core * 1e3:.2f} ms ({over / core:.1%})")


if __name__ == "__main__":
    main()
