"""Multiway Omaha hi-lo pots split into quarters, sixths and smaller parts (highs and lows tied
among several players): exact equity against the brute force of tests/hilo_reference.py,
both walks (assignment by assignment for known hands, board by board for a partly known
one), and the high hand codes against tests/omaha_reference.py's brute force of Omaha hi."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hilo_reference import brute_hilo
from omaha_reference import brute_force

import holdEm


def averaged(hands: list[str], board: str) -> dict[str, np.ndarray | float]:
    """brute_hilo over every way to fill the one partly known hand (two cards known)."""
    known = set(holdEm.parse_cards(board + "".join(hands)))
    free = [c for c in range(52) if c not in known]
    filled = [
        brute_hilo([h if len(h) == 8 else h + holdEm.format_cards(rest) for h in hands], board)
        for rest in itertools.combinations(free, 2)
    ]
    return {name: np.mean([f[name] for f in filled], axis=0) for name in filled[0]}


def check(result: holdEm.EquityResult, expected: dict, categories: np.ndarray) -> None:
    assert result.exact
    for name, got in (("equity", result.equity), ("hi", result.hi_share), ("lo", result.lo_share),
                      ("scoop", result.scoop), ("scoop", result.win), ("part", result.tie)):  # fmt: skip
        np.testing.assert_allclose(got, expected[name], atol=1e-12, err_msg=name)
    assert result.low_frequency == pytest.approx(expected["low_frequency"], abs=1e-12)
    np.testing.assert_allclose(result.categories, categories, atol=1e-12)


@pytest.mark.parametrize(
    ("hands", "board"),
    [
        # Two A-2 lows tie, two straights tie: quarters, and a low split three ways with A-3.
        (["Ah2hQdQs", "As2sJdJc", "7h8hTcTd", "7c8cAd3d"], "4c5d6h9s"),
        # Five players, the 7-8 straight three ways and the A-2 low twice: sixths and quarters.
        (["Ah2hQdQs", "As2sJdJc", "7h8hTcTd", "7c8cKdKh", "7d8d3c3s"], "4c5d6h9sKc"),
        # Three-way high ties on a broadway board where no low can come: the whole pot in thirds.
        (["Ah2hKd3c", "As3sKcQd", "Ac4dKs5h"], "QhJhTd7c"),
    ],
)
def test_known_hands(hands: list[str], board: str) -> None:
    result = holdEm.equity(hands, board, game="omaha-hilo", exact=True, threads=1)
    check(result, brute_hilo(hands, board), brute_force(hands, board, "", 4)["categories"])


@pytest.mark.parametrize(
    ("hands", "board"),
    [
        # Four players, one partly known: every filling of its two cards, board by board.
        (["Ah2hQdQs", "As2sJdJc", "7h8hTcTd", "3d7d"], "4c5d6h9sKc"),
    ],
)
def test_partly_known_hand(hands: list[str], board: str) -> None:
    for threads in (1, 2):
        result = holdEm.equity(hands, board, game="omaha-hilo", exact=True, threads=threads)
        check(result, averaged(hands, board), brute_force(hands, board, "", 4)["categories"])
