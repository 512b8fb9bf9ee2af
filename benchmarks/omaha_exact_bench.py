"""Exact Omaha equity against random and partly known hands, one thread: processor seconds a spot.

    PYTHONPATH=python python benchmarks/omaha_exact_bench.py [SPOT ...]

Run it under two installs in turn (fresh processes) to compare a change; the equity column
must agree to the last digit.
"""

from __future__ import annotations

import sys
import time

import holdEm

SPOTS = [
    ("PLO4 v random, flop", ["AsKsQdJd", "random"], "2c3d4h", "omaha"),
    ("PLO4 v random, turn", ["AsKsQdJd", "random"], "2c3d4h9s", "omaha"),
    ("PLO4 3-way, one random, flop", ["AsKsQdJd", "7c7d8h9h", "random"], "2c3d4h", "omaha"),
    ("PLO5 v random, turn", ["AsKsQdJd2h", "random"], "2c3d4hTc", "plo5"),
    ("PLO4 hi-lo v random, flop", ["Ah2h3d4d", "random"], "7c8d9s", "omaha-hilo"),
    ("PLO4 v two known cards, flop", ["AsKsQdJd", "QhJh"], "2c3d4h", "omaha"),
]


def main() -> None:
    chosen = sys.argv[1:] or [label for label, *_ in SPOTS]
    print(f"{'spot':<32} {'seconds':>8}  equity of player 1")
    for label, hands, board, game in SPOTS:
        if label in chosen:
            start = time.process_time()
            result = holdEm.equity(hands, board, game=game, exact=True, threads=1)
            print(f"{label:<32} {time.process_time() - start:8.3f}  {result.equity[0]:.12f}")


if __name__ == "__main__":
    main()
