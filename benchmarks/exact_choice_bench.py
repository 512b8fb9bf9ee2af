"""How well exact=None's choice reads its spots: the planner's modelled single-thread seconds
against a measured single-thread exact run, Hold'em and short-deck spots before and after the flop.

``equity(exact=None)`` enumerates when the model's seconds are at most a second (and at most half
its ``time_limit``); the model's figure is the core's ``_planned_exact_seconds``. Only figures
under a second decide. A ratio near 1 (a little above: the model errs on the slow side) is the aim.

PYTHONPATH=python python benchmarks/exact_choice_bench.py [--runs 3]
"""

from __future__ import annotations

import argparse
from typing import Any

from timing import median_seconds

import holdEm
from holdEm import _core

SPOTS = [  # (hands, board, game, dead): preflop, a partial board, flop, turn, river; ranges and random
    (["AsKs", "random"], "", "holdem", ""),
    (["AsKs", "QhQd", "random"], "", "holdem", ""),
    (["QQ+,AKs", "random"], "", "holdem", ""),
    (["JJ+,AK", "random"], "", "holdem", ""),
    (["20%", "15%"], "", "holdem", ""),
    (["10%", "10%"], "", "holdem", ""),
    (["AA", "KK", "QQ", "JJ", "TT"], "", "holdem", ""),
    (["QQ+,AKs", "random"], "7h", "holdem", ""),
    (["10%", "10%"], "7h8d", "holdem", ""),
    (["QQ+,AKs", "JJ-88", "random"], "7h8d2c", "holdem", ""),
    (["AK", "QQ", "JTs", "random"], "2c7d9h", "holdem", ""),
    (["random", "random"], "7h8d2c", "holdem", ""),
    (["QQ+,AK", "JJ-88", "random"], "2c7d9hTs", "holdem", ""),
    (["QQ+,AK", "JJ-88", "random"], "2c7d9hTsKd", "holdem", ""),
    # Three and more ranges, whose combos often collide (the planner counts the deals that do not).
    (["QQ+,AKs", "10%", "20%"], "3d5hKh", "holdem", ""),
    (["22+,A2s+,KTs+,QJs", "20%", "QQ+,AKs"], "9dTcKs", "holdem", ""),
    (["20%", "5%", "5%"], "Js6cKd", "holdem", ""),
    (["random", "random", "random"], "", "holdem", "".join(r + s for r in "23456789T" for s in "cdhs")),
    (["QQ+,AKs", "random"], "", "shortdeck", ""),
    (["20%", "20%"], "", "shortdeck", ""),
    (["QQ+,AKs", "JJ-88", "random"], "7h8d9c", "shortdeck", ""),
    (["QQ+,AKs", "JJ-88", "random"], "7h8d9cTs", "shortdeck", ""),
    (["20%", "5%", "10%", "10%"], "KhJhKs", "shortdeck", "Ad6h"),
]


def modelled_seconds(hands: list[str], board: str, game: str, dead: str) -> float | None:
    """The model's seconds for the spot, or None above a second (those spots are sampled)."""
    seconds = _core._planned_exact_seconds(hands, holdEm.parse_cards(board), holdEm.parse_cards(dead), game)
    return seconds if seconds <= 1.0 else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="exact runs per spot (median)")
    runs = parser.parse_args().runs
    print(f"{'hands':<32} {'board':<11} {'game':<10} {'dead':<8} {'model s':>8} {'exact s':>8} {'model/exact':>11}")
    for hands, board, game, dead in SPOTS:
        model = modelled_seconds(hands, board, game, dead)

        def exact_run(hands: list[str] = hands, board: str = board, game: str = game, dead: str = dead) -> Any:
            return holdEm.equity(hands, board, dead, game=game, threads=1, exact=True)

        measured = median_seconds(exact_run, runs).seconds
        shown = "> 1" if model is None else f"{model:.3f}"
        ratio = "" if model is None else f"{model / measured:.2f}"
        spot = f"{' '.join(hands):<32} {board or '-':<11} {game:<10} {f'{len(dead) // 2} cards' if dead else '-':<8}"
        print(f"{spot} {shown:>8} {measured:8.3f} {ratio:>11}", flush=True)


if __name__ == "__main__":
    main()
