"""flop_report against one exact equity() call per class of flops and per flop.

The report is one engine call for its equities: heads-up, with wide ranges, one walk of every
board (each credited to its ten flops, one board standing for the boards alike up to the
suits), else the classes one by one.  Beside it, timed on a random sample and scaled: one exact
equity() call on one flop of each class (the report's way before the walk), and on each of the
raw flops (the loop a user would write).  A single preflop equity() call is the floor: the
work of one enumeration of every board.

PYTHONPATH=python python benchmarks/flop_report_bench.py [--rounds 3] [--threads 1] [--sample 200]
"""

from __future__ import annotations

import argparse
import itertools
import random
import time
from collections.abc import Sequence

from timing import median_seconds

import holdEm

SPOTS = [
    ["AsKs", "QhQd"],
    ["AhKh", "QQ,JJ"],
    ["AK", "22-99"],
    ["22+,A2s+,KTs+,ATo+", "QQ+,AK"],
    ["QQ+,AKs", "random"],
    ["22+,A2s+", "random"],
    ["AA", "KK", "QQ"],
]


def calls_s(hands: list[str], flops: Sequence[Sequence[int]], sample: int, threads: int, rng: random.Random) -> float:
    """Seconds for one exact equity() call per flop of ``flops``, from ``sample`` of them drawn at random."""
    drawn = rng.sample(list(flops), min(sample, len(flops)))
    start = time.perf_counter()
    for flop in drawn:
        try:
            holdEm.equity(hands, list(flop), exact=True, threads=threads)
        except ValueError:  # the flop holds a hand's card: no deal
            continue
    return (time.perf_counter() - start) / len(drawn) * len(flops)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--sample", type=int, default=200, help="flops timed for each loop of calls")
    args = parser.parse_args()
    rng = random.Random(1)
    print(f"threads={args.threads}, median of {args.rounds}; the loops scaled from {args.sample} flops")
    print(
        f"{'spot':<34} {'classes':>7} {'report s':>9} {'by class s':>10} {'ratio':>7} "
        f"{'every flop s':>12} {'ratio':>7} {'preflop s':>9}"
    )
    every_flop = list(itertools.combinations(range(52), 3))
    for hands in SPOTS:
        report = holdEm.flop_report(hands, threads=args.threads)
        took = median_seconds(lambda h=hands: holdEm.flop_report(h, threads=args.threads), args.rounds).seconds
        by_class = calls_s(hands, [holdEm.parse_cards(r.flop) for r in report.rows], args.sample, args.threads, rng)
        loop = calls_s(hands, every_flop, args.sample, args.threads, rng)
        one = median_seconds(lambda h=hands: holdEm.equity(h, exact=True, threads=args.threads), args.rounds).seconds
        spot = " v ".join(hands)
        print(
            f"{spot:<34} {len(report):>7} {took:>9.2f} {by_class:>10.2f} {by_class / took:>6.1f}x "
            f"{loop:>12.1f} {loop / took:>6.1f}x {one:>9.3f}"
        )


if __name__ == "__main__":
    main()
