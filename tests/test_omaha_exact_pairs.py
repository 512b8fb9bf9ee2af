"""Exact heads-up Omaha high between two lists of hands (ranges, arrays or a known hand): the
enumeration that compares hand pairs board by board, against a NumPy reference that scores each
hand through the 5-card evaluator (tests/omaha_reference.py) and counts every pair of hands that
share no card with each other or the board, board by board; and its time limit."""

from __future__ import annotations

import math

import numpy as np
import pytest
from omaha_pairs_reference import pairwise

import holdEm


def same(result: holdEm.EquityResult, expected: dict[str, np.ndarray]) -> None:
    assert result.exact and result.complete and result.trials == int(expected["deals"])
    for field in ("equity", "win", "tie", "categories"):
        np.testing.assert_allclose(getattr(result, field), expected[field], atol=1e-12, err_msg=field)


def test_aces_against_kings_on_the_river() -> None:
    # 6,961 hands a side: 48 million pairs, more assignments than the listing enumeration takes.
    board = "Jh8h2c7d3s"
    aces, kings = holdEm.omaha_hands("AA"), holdEm.omaha_hands("KK")
    result = holdEm.equity(["AA", "KK"], board, game="omaha")  # exact=None: cheap enough to enumerate
    same(result, pairwise(aces, kings, board))


@pytest.mark.parametrize(
    ("first", "second", "board", "game"),
    [
        ("AA:xxyy", "KK:xxyy", "Jh8h2c7d", "omaha"),
        ("AA:xxyy", "AsKs8d8c", "Jh8h2c7d", "omaha"),  # a known hand is a list of one
        ("RR:xxyy!AA", "AKQJ", "Ah8h2c7d", "omaha"),  # the ranges overlap
        ("AAKK", "QQJJ", "2c7d9s8h", "plo5"),
        ("AAKKQ", "QQJJT", "2c7d9s8h3d", "plo6"),
    ],
)
def test_ranges_on_the_turn_and_river(first: str, second: str, board: str, game: str) -> None:
    lists = [holdEm.omaha_hands(text, game) if len(text) != 8 else np.array([holdEm.parse_cards(text)])
             for text in (first, second)]  # fmt: skip
    expected = pairwise(lists[0], lists[1], board)
    for threads in (1, 2):
        same(holdEm.equity([first, second], board, game=game, exact=True, threads=threads), expected)
    swapped = holdEm.equity([second, first], board, game=game, exact=True)
    np.testing.assert_allclose(swapped.equity, expected["equity"][::-1], atol=1e-12)


@pytest.mark.parametrize(
    ("first", "second", "board"),
    # AA v KK with an ace and a king on the board: 3,015 hands a side, the walk still in chunks
    # (the same spot on Jh8h2c7d, 5,853 a side, takes the reference 21 s)
    [("AAKK", "QQJJ", "2c7d9s"), ("AA:xxyy", "KK:xxyy", "Jh8h2c7d"), ("AA", "KK", "AhKs2c7d")],
)
def test_next_card_of_hand_lists(first: str, second: str, board: str) -> None:
    expected = pairwise(holdEm.omaha_hands(first), holdEm.omaha_hands(second), board)["by_card"]
    result = holdEm.next_card([first, second], board, game="omaha")
    cards = [c for c in range(52) if expected[c, 0] > 0]
    assert [holdEm.parse_cards(c)[0] for c in result.cards] == cards
    np.testing.assert_allclose(result.weights, expected[cards, 0] / expected[cards, 0].sum(), atol=1e-12)
    np.testing.assert_allclose(result.equities, expected[cards, 1:] / expected[cards, :1], atol=1e-12)
    flop = holdEm.equity([first, second], board, game="omaha", exact=True)
    np.testing.assert_allclose(result.equity, flop.equity, atol=1e-12)


def test_a_run_cut_short_is_an_honest_estimate() -> None:
    hands, board = ["20%", "AA"], "Jh8h2c7d"  # about 4 * 10^9 pairs: seconds
    full = holdEm.equity(hands, board, game="omaha", exact=True)
    assert full.complete and full.exact
    part = holdEm.equity(hands, board, game="omaha", exact=True, time_limit=0.5)
    if part.complete:  # a machine fast enough to finish: nothing to estimate
        pytest.skip("the enumeration finished within its 0.5 s")
    assert part.enumerated and not part.exact and 0 < part.progress < 1
    if not part.has_figures:  # so loaded a machine that too few blocks (64) were done to estimate: NaN, honestly
        assert all(math.isnan(s) for s in part.stderr) and part.progress < 0.05  # (64 blocks are about 2%)
        pytest.skip("too few blocks done in 0.5 s on this loaded machine for an estimate")
    assert all(s > 0 for s in part.stderr)
    assert abs(part.equity[0] - full.equity[0]) < 5 * part.stderr[0] + 1e-9
