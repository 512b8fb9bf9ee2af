"""What an Omaha range costs in equity: Monte Carlo nanoseconds per deal with range players
beside the same spot with random hands (the reference), and exact runs with ranges.

Each Monte Carlo figure is the difference of two runs (2,000,000 and 1,000 deals), so the range
reading and the setup drop out; one thread, processor time, the best of --runs.

    PYTHONPATH=python python benchmarks/omaha_range_equity_bench.py [--runs R]
"""

from __future__ import annotations

import argparse
import time

import holdEm

MONTE_CARLO = [
    # (spot, hands, board): each compared with the same number of random hands
    ("AA v random", ["AA", "random"], ""),
    ("15% v random", ["15%", "random"], ""),
    ("AA:xxyy v KK", ["AA:xxyy", "KK"], ""),
    ("AA v AA (collisions)", ["AA", "AA"], ""),
    ("3-way: AA, KK!KKK, random, flop", ["AA", "KK!KKK", "random"], "Jh8h2c"),
    ("PLO5 AA v random", ["AA", "random"], ""),
    # Weighted ranges: each hand drawn by its weight through an alias table.
    ("AA@50, KK v random (weighted)", ["AA@50, KK", "random"], ""),
]
EXACT = [
    ("AAKK v QQJJ, turn", ["AAKK", "QQJJ"], "2c7d9s8h", "omaha"),
    ("AA:xxyy v QsJs, turn", ["AA:xxyy", "QsJs"], "2c7d9s8h", "omaha"),
    ("hi-lo A23 v KKQQ, turn", ["A23", "KKQQ"], "4c7d9s8h", "omaha-hilo"),
    # Heads-up lists of hands (hand pairs compared board by board):
    ("AA:xxyy v KK:xxyy, flop", ["AA:xxyy", "KK:xxyy"], "Jh8h2c", "omaha"),
    ("AA v AsKs8d8c, flop", ["AA", "AsKs8d8c"], "Jh8h2c", "omaha"),
    ("AA v KK, river", ["AA", "KK"], "Jh8h2c7d3s", "omaha"),
    ("AA v KK, turn", ["AA", "KK"], "Jh8h2c7d", "omaha"),
    ("PLO5 AAKK v QQJJ, turn", ["AAKK", "QQJJ"], "2c7d9s8h", "plo5"),
    # ... and in hi-lo, each high run split by the low:
    ("hi-lo A2:xxyy v KK:xxyy, turn", ["A2:xxyy", "KK:xxyy"], "7h8h2c4d", "omaha-hilo"),
    ("hi-lo A2 v AsKs8d8c, flop", ["A2", "AsKs8d8c"], "7h8h2c", "omaha-hilo"),
    ("hi-lo A2:xxyy v KK, turn", ["A2:xxyy", "KK"], "7h8h2c4d", "omaha-hilo"),
    ("hi-lo AA v KK, river", ["AA", "KK"], "7h8h2c4d3s", "omaha-hilo"),
    # Weighted ranges: the same walk, each pair weighing its hands' weights (beside the same hands unweighted).
    ("AA@30, KK:xxyy v KK@60, QQ, turn", ["AA@30, KK:xxyy", "KK@60, QQ"], "Jh8h2c7d", "omaha"),
    ("AA, KK:xxyy v KK, QQ, turn", ["AA, KK:xxyy", "KK, QQ"], "Jh8h2c7d", "omaha"),
    (
        "hi-lo A2:xxyy@40, KK:xxyy v A3:xxyy, QQ:xxyy@70, turn",
        ["A2:xxyy@40, KK:xxyy", "A3:xxyy, QQ:xxyy@70"],
        "7h8h2c4d",
        "omaha-hilo",
    ),
    (
        "hi-lo A2:xxyy, KK:xxyy v A3:xxyy, QQ:xxyy, turn",
        ["A2:xxyy, KK:xxyy", "A3:xxyy, QQ:xxyy"],
        "7h8h2c4d",
        "omaha-hilo",
    ),
]


def seconds(hands: list[str], board: str, game: str, runs: int, **options: object) -> tuple[float, object]:
    best, result = float("inf"), None
    for _ in range(runs):
        start = time.process_time()
        result = holdEm.equity(hands, board, game=game, threads=1, **options)
        best = min(best, time.process_time() - start)
    return best, result


def ns_per_deal(hands: list[str], board: str, game: str, runs: int) -> float:
    many, _ = seconds(hands, board, game, runs, trials=2_000_000, seed=1)
    few, _ = seconds(hands, board, game, runs, trials=1_000, seed=1)
    return (many - few) / (2_000_000 - 1_000) * 1e9


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"{'Monte Carlo, one thread':34} {'ns/deal':>8} {'random':>8} {'ratio':>6}")
    for name, hands, board in MONTE_CARLO:
        game = "plo5" if name.startswith("PLO5") else "omaha"
        ranged = ns_per_deal(hands, board, game, args.runs)
        plain = ns_per_deal(["random"] * len(hands), board, game, args.runs)
        print(f"{name:34} {ranged:8.1f} {plain:8.1f} {ranged / plain:6.2f}")
    print(f"\n{'exact, one thread':34} {'ms':>8} {'deals':>12}")
    for name, hands, board, game in EXACT:
        try:
            s, result = seconds(hands, board, game, args.runs, exact=True)
        except ValueError as error:  # out of the enumeration's reach
            print(f"{name:34} {'refused':>8} ({error})")
            continue
        print(f"{name:34} {s * 1000:8.1f} {result.trials:12,}")  # type: ignore[attr-defined]


if __name__ == "__main__":
    main()
