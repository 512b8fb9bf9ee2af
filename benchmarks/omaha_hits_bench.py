"""How long the Omaha hit report takes: median milliseconds of holdEm.board_hits per call.

PLO4 ``random``, PLO5 ``AA`` and PLO6 ``AAK`` on a flop, a turn and a river, and a PLO6 range near
the parser's limit of 4 million hands (``AK``, 2.9 million), as text (the C++ side reads it) and,
for PLO4 ``random``, as the array omaha_hands returns; then one select.  Medians of the runs in wall-clock time (the
classifier runs on one thread); the hand counts are the hands left off the board.

    PYTHONPATH=python python benchmarks/omaha_hits_bench.py [--runs R]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from timing import median_seconds

import holdEm

BOARDS = {"flop": "Jh8h2c", "turn": "Jh8h2c7s", "river": "Jh8h2c7s3d"}
CASES = [("omaha", "random"), ("plo5", "AA"), ("plo6", "AAK"), ("plo6", "AK")]


def median_ms(runs: int, call: Callable[..., object], *args: Any, **kwargs: Any) -> float:
    return median_seconds(lambda: call(*args, **kwargs), runs).ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{'game':6} {'range':8} {'street':6} {'hands':>9} {'ms':>8}")
    for game, text in CASES:
        for street, board in BOARDS.items():
            hits = holdEm.board_hits(text, board, game=game)  # warm, and the hand count
            ms = median_ms(args.runs, holdEm.board_hits, text, board, game=game)
            print(f"{game:6} {text:8} {street:6} {hits.combos:9,.0f} {ms:8.2f}")
    hands = holdEm.omaha_hands("random", "omaha")
    for street, board in BOARDS.items():
        ms = median_ms(args.runs, holdEm.board_hits, hands, board, game="omaha")
        print(f"{'omaha':6} {'array':8} {street:6} {len(hands):9,} {ms:8.2f}  (all hands, board's included)")
    hits = holdEm.board_hits("random", "Jh8h2c", game="omaha")
    ms = median_ms(args.runs, hits.select, "top pair+", "wrap", "flush draw")
    print(f"omaha random flop select('top pair+', 'wrap', 'flush draw'): {ms:.2f} ms")


if __name__ == "__main__":
    main()
