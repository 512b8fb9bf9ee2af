"""Exact heads-up Omaha high between two lists of hands (ranges, arrays or a known hand): the
enumeration that compares hand pairs board by board, against a NumPy reference that scores each
hand through the 5-card evaluator (tests/omaha_reference.py) and counts every pair of hands that
share no card with each other or the board, board by board; and its time limit."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from omaha_reference import FLOORS, omaha_strengths

import holdEm


def masks(hands: np.ndarray) -> np.ndarray:
    return np.bitwise_or.reduce(np.left_shift(np.uint64(1), hands.astype(np.uint64)), axis=1)


def pairwise(first: np.ndarray, second: np.ndarray, board: str) -> dict[str, np.ndarray]:
    """Equity, win, tie and categories of two hand lists, every board completion and every pair
    of hands sharing no card, each such deal weighing 1; and per card the weight and the players'
    shares of the deals whose board draws it (``by_card``, for next-card equity)."""
    known = holdEm.parse_cards(board)
    wins, ties, deals = np.zeros(2), 0.0, 0.0
    categories = np.zeros((2, 10))
    by_card = np.zeros((52, 3))  # per card a board draws: the weight of its deals, each player's share
    for more in itertools.combinations([c for c in range(52) if c not in known], 5 - len(known)):
        full = np.array(known + list(more), dtype=np.uint8)
        on = np.uint64(sum(1 << int(c) for c in full))
        lists = [h[(masks(h) & on) == 0] for h in (first, second)]
        if not all(len(h) for h in lists):
            continue
        a, b = (omaha_strengths(h, np.tile(full, (len(h), 1))).astype(np.int16) for h in lists)
        ma, mb = masks(lists[0]), masks(lists[1])
        a_meets, b_meets = np.zeros(len(a)), np.zeros(len(b))
        shares = np.zeros(2)  # this board's
        for lo in range(0, len(a), 1024):  # blocks of rows keep the pair matrices small
            fits = (ma[lo : lo + 1024, None] & mb[None, :]) == 0
            won = np.count_nonzero(fits & (a[lo : lo + 1024, None] > b[None, :]))
            lost = np.count_nonzero(fits & (a[lo : lo + 1024, None] < b[None, :]))
            tied = np.count_nonzero(fits & (a[lo : lo + 1024, None] == b[None, :]))
            wins += [won, lost]
            ties += tied
            shares += [won + tied / 2, lost + tied / 2]
            a_meets[lo : lo + 1024] = fits.sum(axis=1)
            b_meets += fits.sum(axis=0)
        for p, (s, meets) in enumerate(((a, a_meets), (b, b_meets))):
            np.add.at(categories[p], np.searchsorted(FLOORS, s, side="right") - 1, meets)
        deals += a_meets.sum()
        for card in more:
            by_card[card] += [a_meets.sum(), *shares]
    return {
        "equity": (wins + ties / 2) / deals,
        "win": wins / deals,
        "tie": np.full(2, ties / deals),
        "categories": categories / deals,
        "deals": np.array(deals),
        "by_card": by_card,
    }


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
    [("AAKK", "QQJJ", "2c7d9s"), ("AA:xxyy", "KK:xxyy", "Jh8h2c7d"), ("AA", "KK", "Jh8h2c7d")],
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
    assert all(s > 0 for s in part.stderr)
    assert abs(part.equity[0] - full.equity[0]) < 5 * part.stderr[0] + 1e-9
