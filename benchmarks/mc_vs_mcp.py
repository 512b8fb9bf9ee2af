"""Deals per second of the table's Monte Carlo runs, side by side.

The original's example (examples/MC_example.py): 3 players, two known hands (Kc Kd,
Qh Qs), the flop known (5h 6c Ts); every deal draws the third player's two cards, the
turn and the river.  MC scores with the brute-force evaluator, MCP with the prime
method, MCF runs the equity engine's Monte Carlo (fast evaluator); all run on one
thread.  Prints the median of several runs and the ratios to MC, and checks that with
one seed MC and MCP count the same wins and draws (MCF agrees only statistically).

    PYTHONPATH=python python benchmarks/mc_vs_mcp.py [--repeats 5] [--scale 1.0]
"""

from __future__ import annotations

import argparse
import statistics
import time

import holdEm

# Deals per timed run, sized for a fraction of a second each.
DEALS = {"MC": 40_000, "MCP": 4_000_000, "MCF": 10_000_000}
DESCRIPTION = {"MC": "brute force", "MCP": "prime method", "MCF": "equity engine"}


def example_table(seed: int) -> holdEm.table:
    t = holdEm.table(3)
    assert t.setHoldCards(0, (13, 13), (1, 2)) == 0
    assert t.setHoldCards(1, (12, 12), (3, 4)) == 0
    assert t.setFlop((5, 6, 10), (3, 1, 4)) == 0
    t.setSeed(seed)
    return t


def deals_per_second(method: str, deals: int, repeats: int) -> list[float]:
    rates = []
    for seed in range(repeats):
        t = example_table(seed)
        run = getattr(t, method)
        start = time.perf_counter()
        run(deals)
        rates.append(deals / (time.perf_counter() - start))
    return rates


def same_counts(deals: int) -> bool:
    counts = []
    for method in ("MC", "MCP"):
        t = example_table(12345)
        getattr(t, method)(deals)
        counts.append((t.getWins(), t.getDraws(), [t.getHandsPP(p) for p in range(3)]))
    return all(c == counts[0] for c in counts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=5, help="timed runs per method (median reported)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the deals per run")
    args = parser.parse_args()

    print("table Monte Carlo, original example: 3 players, KcKd vs QhQs vs random, flop 5h6cTs")
    print(
        f"{'method':6} {'evaluator':15} {'deals/run':>10} {'deals/s (median)':>17} {'min':>12} {'max':>12} {'x MC':>8}"
    )
    medians = {}
    for method, deals in DEALS.items():
        deals = max(1, int(deals * args.scale))
        rates = deals_per_second(method, deals, args.repeats)
        medians[method] = statistics.median(rates)
        print(
            f"{method:6} {DESCRIPTION[method]:15} {deals:>10} {medians[method]:>17,.0f} {min(rates):>12,.0f} "
            f"{max(rates):>12,.0f} {medians[method] / medians['MC']:>8.1f}"
        )
    print(f"MCP / MC {medians['MCP'] / medians['MC']:.1f}x, MCF / MCP {medians['MCF'] / medians['MCP']:.1f}x")
    print("same seed, same counts for MC and MCP:", same_counts(20_000))


if __name__ == "__main__":
    main()
