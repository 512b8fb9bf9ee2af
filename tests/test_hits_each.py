"""``_core._board_hits_each``, the flop report's hit walk: one range on many boards at once (the range
read once, the boards spread over threads) gives each board's :func:`holdEm.board_hits` exactly, and
names a bad board as a single report would."""

from __future__ import annotations

import random

import numpy as np
import pytest

import holdEm
from holdEm import _core
from holdEm.hits import DRAW_ORDERS, MADE_HAND_ORDERS

SHORT_DECK = [c for c in range(52) if c >= 16]  # six through ace


def _boards(deck: list[int], size: int, count: int, seed: int) -> np.ndarray:
    rng = random.Random(seed)
    return np.array([rng.sample(deck, size) for _ in range(count)], np.uint8)


def _one_by_one(text: str, boards: np.ndarray, dead: list[int], game: str) -> np.ndarray:
    rows = []
    for board in boards:
        hit = holdEm.board_hits(text, [int(c) for c in board], dead, game=game)
        rows.append([*hit.made.values(), *hit.draws.values()])
    return np.array(rows)


@pytest.mark.parametrize(
    ("text", "game", "dead", "size"),
    [
        ("random", "holdem", [], 3),
        ("QQ+,AKs,T9s:0.5,76s:0.25", "holdem", [0, 13], 3),
        ("22+,A2s+,KTo+", "holdem", [51], 4),
        ("random", "holdem", [], 5),
        ("random", "shortdeck", [], 3),
        ("66+,AJs+,KQo:0.5", "shortdeck-triton", [16], 4),
    ],
)
def test_each_board_is_board_hits(text: str, game: str, dead: list[int], size: int) -> None:
    deck = [c for c in (SHORT_DECK if game.startswith("shortdeck") else range(52)) if c not in dead]
    boards = _boards(deck, size, 97, seed=size)
    want = _one_by_one(text, boards, dead, game)
    for threads in (0, 1, 3):
        got = _core._board_hits_each(text, boards, dead, game, threads)
        assert got.shape == (len(boards), len(MADE_HAND_ORDERS[game]) + len(DRAW_ORDERS[game]))
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize(
    ("boards", "dead", "game", "message"),
    [
        ([[0, 5, 10], [12, 12, 30]], [], "holdem", "card 5c is on the board twice"),
        ([[0, 5, 10], [12, 13, 30]], [13], "holdem", "card 5d is both on the board and dead"),
        ([[0, 5, 60]], [], "holdem", "board 0: card numbers are 0..51"),
        ([[16, 20, 24], [16, 20, 3]], [], "shortdeck", "board: card 2s is not in the short deck"),
        ([[0, 1, 2, 3, 4, 5]], [], "holdem", "3, 4 or 5 cards"),
    ],
)
def test_a_bad_board_is_named(boards: list[list[int]], dead: list[int], game: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        _core._board_hits_each("random", np.array(boards, np.uint8), dead, game)


def test_a_board_that_leaves_no_combo_is_refused() -> None:
    boards = np.array([[0, 5, 10], [48, 49, 10]], np.uint8)  # the second takes two aces: AA has one combo left
    assert _core._board_hits_each("AA", boards, [], "holdem").shape == (2, 22)
    with pytest.raises(ValueError, match="no combo of the range is left"):
        _core._board_hits_each("AA", boards, [51], "holdem")


def test_a_flop_reports_hits_are_the_walk_of_each_range() -> None:
    report = holdEm.flop_report(["AhKh", "QQ+,AKs"], trials=200, seed=1)
    for i in (0, len(report.rows) // 2, len(report.rows) - 1):
        flop = report.rows[i].flop
        for p, text in enumerate(("AhKh", "QQ+,AKs")):
            hit = holdEm.board_hits(text, flop)
            np.testing.assert_allclose(report.hit_shares[i, p], [*hit.made.values(), *hit.draws.values()], atol=1e-15)
