"""push_fold against CFR+ alone: the time to an equilibrium within 1e-9 BB, and the chart.

The solver runs CFR+ and, every 250 iterations, makes the averaged strategies exact on their
supports; the reference is CFR+ by itself run until its averages are within the same
exploitability (capped at 200,000 iterations: a capped run prints its exploitability).

PYTHONPATH=python python benchmarks/push_fold_bench.py [--rounds 3]
"""

from __future__ import annotations

import argparse

import numpy as np
from timing import median_seconds

from holdEm.push_fold import MAX_ITERATIONS, TOLERANCE, chip_payoffs, push_fold
from holdEm.push_fold_chart import push_fold_chart
from holdEm.push_fold_game import PushFoldGame

STACKS = (2.0, 6.0, 10.0, 20.0, 50.0)


def cfr_plus_alone(stack: float) -> tuple[int, float]:
    """CFR+ without the exact step: iterations to TOLERANCE (or the cap) and the exploitability reached."""
    game = PushFoldGame(chip_payoffs(stack, 0.0, 0.5))
    game.exact = lambda push, call: iter(())  # type: ignore[method-assign]  # no candidates: averages only
    push, call, iterations = game.solve(TOLERANCE, MAX_ITERATIONS)
    return iterations, game.exploitability(np.asarray(push), np.asarray(call))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    push_fold(10)  # the tables read once
    print(f"median of {args.rounds}; exploitability target {TOLERANCE:g} BB a hand")
    head = f"{'stack':>6} {'solver s':>9} {'iter':>6} {'exploit.':>9}"
    print(f"{head} {'CFR+ s':>8} {'iter':>7} {'exploit.':>9} {'ratio':>6}")
    for stack in STACKS:
        solved_s, solved = median_seconds(lambda stack=stack: push_fold(stack), args.rounds)
        alone_s, (iterations, gap) = median_seconds(lambda stack=stack: cfr_plus_alone(stack), 1)
        print(
            f"{stack:>6g} {solved_s:>9.3f} {solved.iterations:>6} {solved.exploitability:>9.1e}"
            f" {alone_s:>8.2f} {iterations:>7} {gap:>9.1e} {alone_s / solved_s:>5.0f}x"
        )
    chart_s, chart = median_seconds(push_fold_chart, 1)
    print(f"push_fold_chart(): {len(chart.stacks)} stacks (1.1 to 20 BB) in {chart_s:.2f} s")


if __name__ == "__main__":
    main()
