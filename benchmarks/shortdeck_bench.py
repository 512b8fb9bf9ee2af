"""holdEm.evaluate and evaluate_batch from Python: Hold'em and short deck side by side.

Per call: ``holdEm.evaluate(cards)`` against ``holdEm.evaluate(cards,
game="shortdeck")`` (and Triton) on the same lists of 7 card ints, interleaved
round by round; then ``evaluate_batch`` with each game on 2 M rows.  Medians
of the runs, in hands per second of processor time.  The C++ side by side is
``build/shortdeck_bench``.

    PYTHONPATH=python python benchmarks/shortdeck_bench.py [--runs R]
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

import holdEm

GAMES = ("holdem", "shortdeck", "shortdeck-triton")


def short_deck_rows(n: int, seed: int = 1) -> np.ndarray:
    """n random 7-card hands of the 36-card deck (cards 16..51)."""
    rng = np.random.default_rng(seed)
    return np.ascontiguousarray((np.argsort(rng.random((n, 36)), axis=1)[:, :7] + 16).astype(np.uint8))


def per_call_rate(hands: list[list[int]], game: str) -> float:
    evaluate = holdEm.evaluate
    start = time.process_time()
    if game == "holdem":
        for cards in hands:
            evaluate(cards)
    else:
        for cards in hands:
            evaluate(cards, game=game)
    return len(hands) / (time.process_time() - start)


def batch_rate(rows: np.ndarray, game: str) -> float:
    start = time.process_time()
    holdEm.evaluate_batch(rows, game=game)
    return len(rows) / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    rows = short_deck_rows(2_000_000)
    hands = rows[:200_000].tolist()
    calls: dict[str, list[float]] = {g: [] for g in GAMES}
    batches: dict[str, list[float]] = {g: [] for g in GAMES}
    for _ in range(args.runs):
        for game in GAMES:
            calls[game].append(per_call_rate(hands, game))
            batches[game].append(batch_rate(rows, game))
    print(f"tables: Hold'em {holdEm.table_bytes():,} bytes, short deck {holdEm.shortdeck_table_bytes():,} bytes")
    print(f"{'7-card hands, M/s (cpu)':28} {'evaluate':>10} {'batch':>10}")
    for game in GAMES:
        print(f"{game:28} {statistics.median(calls[game]) / 1e6:10.2f} {statistics.median(batches[game]) / 1e6:10.1f}")


if __name__ == "__main__":
    main()
