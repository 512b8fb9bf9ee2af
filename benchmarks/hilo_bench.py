"""Omaha hi-lo beside Omaha hi, in one run: the low evaluator against the high one, and exact equity.

Evaluation: ``evaluate_omaha_lo_batch`` against ``evaluate_omaha_batch`` on
the same 2 M random PLO4 deals (one thread).  Equity: exact enumeration of
a heads-up PLO4 flop (every turn and river; 200 calls) and of a
heads-up PLO4 deal before the flop (every board, one call) with
``game="omaha-hilo"`` against ``game="omaha"``, one thread.  Medians of the runs, processor time
(the steadier figure on a shared machine).

    PYTHONPATH=python python benchmarks/hilo_bench.py [--runs R]
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

import holdEm

DEALS = 2_000_000
HANDS, FLOP = ["Ah2h3d4d", "KsKdQhJh"], "7c8d9s"


def random_deals(n: int, hole_n: int = 4, seed: int = 1) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    cards = np.argsort(rng.random((n, 52)), axis=1)[:, : 5 + hole_n].astype(np.uint8)
    return np.ascontiguousarray(cards[:, :5]), np.ascontiguousarray(cards[:, 5:])


def timed(work) -> float:
    start = time.process_time()
    work()
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    boards, holes = random_deals(DEALS)
    rates: dict[str, list[float]] = {"hi": [], "lo": []}
    seconds: dict[tuple[str, str], list[float]] = {
        (board, game): [] for board in (FLOP, "") for game in ("omaha", "omaha-hilo")
    }
    for _ in range(args.runs):
        rates["hi"].append(DEALS / timed(lambda: holdEm.evaluate_omaha_batch(boards, holes, validate=False)))
        rates["lo"].append(DEALS / timed(lambda: holdEm.evaluate_omaha_lo_batch(boards, holes, validate=False)))
        for board, game in seconds:
            calls = 200 if board else 1

            def work(board: str = board, game: str = game, calls: int = calls) -> None:
                for _ in range(calls):
                    holdEm.equity(HANDS, board, game=game, exact=True, threads=1)

            seconds[board, game].append(timed(work) / calls)
    print(f"low table {holdEm.omaha_lo_table_bytes():,} bytes")
    hi, lo = statistics.median(rates["hi"]), statistics.median(rates["lo"])
    print(f"PLO4 deals, M/s (cpu)   high {hi / 1e6:8.1f}   low {lo / 1e6:8.1f}   low/high {lo / hi:5.2f}")
    for board in (FLOP, ""):
        plain, hilo = (statistics.median(seconds[board, game]) for game in ("omaha", "omaha-hilo"))
        where = f"flop {board}" if board else "preflop"
        print(
            f"exact {' v '.join(HANDS)} {where:14} ms (cpu)   omaha {1e3 * plain:8.2f}   "
            f"omaha-hilo {1e3 * hilo:8.2f}   hilo/omaha {hilo / plain:5.2f}"
        )


if __name__ == "__main__":
    main()
