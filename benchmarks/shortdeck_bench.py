"""holdEm.evaluate and evaluate_batch from Python: Hold'em and short deck side by side.

Per call: ``holdEm.evaluate(cards, game)`` for each game on the same lists
of 7 card ints (short-deck hands, which Hold'em evaluates too), the game
passed by position and by keyword, interleaved round by round; then
``evaluate_batch`` with each game on 2 M rows.  Medians of the runs, in
hands per second of processor time.  The C++ side by side is
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


def per_call_rate(hands: list[list[int]], game: str, keyword: bool) -> float:
    """Calls a second, passing the game by position or by keyword (pybind11 parses keywords slower)."""
    evaluate = holdEm.evaluate
    start = time.process_time()
    if keyword:
        for cards in hands:
            evaluate(cards, game=game)
    else:
        for cards in hands:
            evaluate(cards, game)
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
    calls: dict[tuple[str, bool], list[float]] = {(g, k): [] for g in GAMES for k in (False, True)}
    batches: dict[str, list[float]] = {g: [] for g in GAMES}
    for _ in range(args.runs):
        for game in GAMES:
            for keyword in (False, True):
                calls[game, keyword].append(per_call_rate(hands, game, keyword))
            batches[game].append(batch_rate(rows, game))
    print(f"tables: Hold'em {holdEm.table_bytes():,} bytes, short deck {holdEm.shortdeck_table_bytes():,} bytes")
    print(f"{'7-card hands, M/s (cpu)':24} {'evaluate(c, g)':>15} {'evaluate(c, game=g)':>20} {'batch':>8}")
    for game in GAMES:
        by_position, by_keyword = (statistics.median(calls[game, k]) / 1e6 for k in (False, True))
        print(f"{game:24} {by_position:15.2f} {by_keyword:20.2f} {statistics.median(batches[game]) / 1e6:8.1f}")


if __name__ == "__main__":
    main()
