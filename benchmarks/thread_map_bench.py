"""The one Python thread runner (``holdEm._threads.thread_map``) on light and heavy work: each
caller at ``threads=2`` with every item on the threads (as before the runner timed its first
items), with every item on the calling thread, and as the runner chooses; medians in seconds,
and the runner's time beside the better of the other two (1.00: it chose the faster).

Flop reports of 45 to 350 microseconds a class of flops (most of a light one is Python, which
threads only take turns at under the GIL), two sampled as the web page samples them (2,000 deals
a class), and ``equity_many`` of many river spots and of a few three-way flops.

    PYTHONPATH=python python benchmarks/thread_map_bench.py [--runs R]
"""

from __future__ import annotations

import argparse
from typing import Callable

from timing import median_seconds

import holdEm
from holdEm import _threads

RIVER = {"hands": ["AsKs", "QhQd"], "board": "2c7d9hTs3c"}
THREE_WAY_FLOP = {"hands": ["AsKs", "QhQd", "random"], "board": "2c7d9h"}
CALLERS: dict[str, Callable[[], object]] = {
    "flop_report AsKs v QhQd": lambda: holdEm.flop_report(["AsKs", "QhQd"], threads=2),
    "flop_report AhKh v QsQd v 7c6c": lambda: holdEm.flop_report(["AhKh", "QsQd", "7c6c"], threads=2),
    "flop_report AhKh v TT+,AQs+": lambda: holdEm.flop_report(["AhKh", "TT+,AQs+"], threads=2),
    "flop_report AhKh v 88+,ATs+,KQs": lambda: holdEm.flop_report(["AhKh", "88+,ATs+,KQs"], threads=2),
    "flop_report AhKh v 22+,A2s+,K9s+,ATo+": lambda: holdEm.flop_report(["AhKh", "22+,A2s+,K9s+,ATo+"], threads=2),
    "flop_report QQ+,AKs v random, sampled": lambda: holdEm.flop_report(
        ["QQ+,AKs", "random"], exact=False, trials=2000, threads=2, seed=1
    ),
    "flop_report AhKh v 5 random, sampled": lambda: holdEm.flop_report(
        ["AhKh"] + ["random"] * 5, exact=False, trials=2000, threads=2, seed=1
    ),
    "equity_many 500 river spots": lambda: holdEm.equity_many([RIVER] * 500, threads=2),
    "equity_many 8 three-way flops": lambda: holdEm.equity_many([THREE_WAY_FLOP] * 8, threads=2),
}
# Each way of running the items: (PROBED_ITEMS, LIGHT_ITEM_SECONDS) of the runner.
RUNNER = (_threads.PROBED_ITEMS, _threads.LIGHT_ITEM_SECONDS)
WAYS = {"threads": (2**62, 0.0), "calling thread": (1, float("inf")), "runner": RUNNER}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{'caller (threads=2)':40s}" + "".join(f"{way:>16s}" for way in WAYS) + "   runner / best")
    for name, run in CALLERS.items():
        run()  # warm: the tables and the ranges' parses
        seconds = {}
        for way, (_threads.PROBED_ITEMS, _threads.LIGHT_ITEM_SECONDS) in WAYS.items():
            seconds[way] = median_seconds(run, args.runs).seconds
        _threads.PROBED_ITEMS, _threads.LIGHT_ITEM_SECONDS = RUNNER
        best = min(seconds["threads"], seconds["calling thread"])
        print(f"{name:40s}" + "".join(f"{s:16.4f}" for s in seconds.values()) + f"   {seconds['runner'] / best:13.2f}")


if __name__ == "__main__":
    main()
