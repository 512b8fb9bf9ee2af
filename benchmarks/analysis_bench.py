"""next_card and equity_breakdown against one exact equity() call on the same spot.

PYTHONPATH=python python benchmarks/analysis_bench.py
"""

from __future__ import annotations

from typing import Any, Callable

from timing import median_seconds

import holdEm


def median_ms(fn: Callable[[], Any], rounds: int) -> float:
    return median_seconds(fn, rounds, warm_up=True).ms


def main() -> None:
    next_spots = [
        (["AsKs", "QhQd"], "7h8h2c"),
        (["AsKs", "QhQd", "JcTc"], "7h8h2c"),
        (["QQ+,AKs", "JhTh"], "7h8h2c"),
        (["22+,A2s+,KTs+,QJs", "QQ+,AKs"], "7h8h2c"),
        (["22+,A2s+,KTs+,QJs", "QQ+,AKs"], "Kd7c2s"),
        (["random", "AhKd"], "2h3h4h"),
        (["random", "random"], "7h8h2h"),
        (["22+,A2s+,KTo+", "random"], "7h8h2h"),
        (["random", "random"], "7h8h2c"),
        (["QQ+,AKs", "random"], "7h8h2c9d"),
    ]
    omaha_spots = [  # (hands, board, game): few rounds, the flop takes seconds
        (["AsKsQdJd", "7c7d8h9h"], "2c3d4h", "plo4"),
        (["AsKsQdJd", "random"], "2c3d4h9s", "plo4"),
        (["Ah2h3d4d", "random"], "7c8d9sKs", "omaha-hilo"),
        (["AsKsQdJd", "random"], "2c3d4h", "plo4"),
    ]
    for hands, board, game in [(h, b, "holdem") for h, b in next_spots] + omaha_spots:
        rounds = 15 if game == "holdem" else 3
        one = median_ms(lambda h=hands, b=board, g=game: holdEm.equity(h, b, game=g, exact=True), rounds)
        each = median_ms(lambda h=hands, b=board, g=game: holdEm.next_card(h, b, game=g), rounds)
        spot = f"{' v '.join(hands)} on {board} ({game})"
        print(f"next_card {spot}: {each:.2f} ms, equity() {one:.3f} ms, {each / one:.1f}x")
    hands = ["22+,A2s+,KTs+,QJs", "QQ+,AKs"]
    one = median_ms(lambda: holdEm.equity(hands, exact=True), 3)
    each = median_ms(lambda: holdEm.equity_breakdown(hands, exact=True), 3)
    print(f"equity_breakdown {' v '.join(hands)} preflop: {each:.1f} ms, equity() {one:.1f} ms, {each / one:.2f}x")
    for hands, board in [(["random", "random"], "7h8h2h"), (["22+,A2s+,KTo+", "random"], "7h8h2h")]:
        one = median_ms(lambda h=hands, b=board: holdEm.equity(h, b, exact=True), 15)
        each = median_ms(lambda h=hands, b=board: holdEm.equity_breakdown(h, b, exact=True), 15)
        spot = f"{' v '.join(hands)} on {board}"
        print(f"equity_breakdown {spot}: {each:.1f} ms, equity() {one:.1f} ms, {each / one:.2f}x")


if __name__ == "__main__":
    main()
