"""flop_report against the loop a user would write: one exact equity() call on each of the flops.

The loop's time is measured on a random sample of the raw flops and scaled to all of them; the
report does one call per class of flops (1,755 for symmetric ranges) plus the weighing.  A
single preflop equity() call is the floor: the work of one enumeration of every board.

PYTHONPATH=python python benchmarks/flop_report_bench.py [--rounds 3] [--threads 1] [--sample 200]
"""

from __future__ import annotations

import argparse
import itertools
import random
import time

from timing import median_seconds

import holdEm

SPOTS = [
    ["AsKs", "QhQd"],
    ["AhKh", "QQ,JJ"],
    ["AK", "22-99"],
    ["22+,A2s+,KTs+,ATo+", "QQ+,AK"],
    ["QQ+,AKs", "random"],
    ["AA", "KK", "QQ"],
]


def every_flop_s(hands: list[str], sample: int, threads: int, rng: random.Random) -> float:
    """Seconds for one exact equity() call per raw flop, from ``sample`` flops drawn at random."""
    flops = list(itertools.combinations(range(52), 3))
    start = time.perf_counter()
    for flop in rng.sample(flops, sample):
        try:
            holdEm.equity(hands, list(flop), exact=True, threads=threads)
        except ValueError:  # the flop holds a hand's card: no deal
            continue
    return (time.perf_counter() - start) / sample * len(flops)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--sample", type=int, default=200, help="raw flops timed for the loop")
    args = parser.parse_args()
    rng = random.Random(1)
    print(f"threads={args.threads}, median of {args.rounds}; the loop scaled from {args.sample} flops")
    print(f"{'spot':<34} {'classes':>7} {'report s':>9} {'loop s':>9} {'loop/report':>11} {'preflop s':>9}")
    for hands in SPOTS:
        report = holdEm.flop_report(hands, threads=args.threads)
        took = median_seconds(lambda h=hands: holdEm.flop_report(h, threads=args.threads), args.rounds).seconds
        loop = every_flop_s(hands, args.sample, args.threads, rng)
        one = median_seconds(lambda h=hands: holdEm.equity(h, exact=True, threads=args.threads), args.rounds).seconds
        spot = " v ".join(hands)
        print(f"{spot:<34} {len(report):>7} {took:>9.2f} {loop:>9.1f} {loop / took:>10.1f}x {one:>9.3f}")


if __name__ == "__main__":
    main()
