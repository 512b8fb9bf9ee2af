"""Exact heads-up Omaha hi-lo between two lists of hands (ranges, arrays or a known hand): the
hand-pairs walk's equity, next-card equity and breakdown, against a NumPy count of every hand pair
and board that scores the high through the 5-card evaluator and the low from the rules
(tests/omaha_hilo_pairs_reference.py)."""

from __future__ import annotations

import numpy as np
import pytest
from omaha_hilo_pairs_reference import pairwise_hilo

import holdEm

Player = str | np.ndarray


def hands_of(player: Player, game: str) -> np.ndarray:
    """A player's hands as the reference takes them: an array's, a range's, or one known hand."""
    if isinstance(player, np.ndarray):
        return player
    if len(player) == 2 * holdEm.games.HOLE_CARDS[game] and player[1] in "cdhs" and player[3] in "cdhs":
        return np.array([holdEm.parse_cards(player)], dtype=np.uint8)
    return holdEm.omaha_hands(player, game)


def every(text: str, game: str, step: int) -> np.ndarray:
    """Every step-th hand of a range, as an array of hands: a list short enough for the reference."""
    return holdEm.omaha_hands(text, game)[::step]


def same(result: holdEm.EquityResult, expected: dict[str, np.ndarray]) -> None:
    assert result.exact and result.complete and result.trials == int(expected["deals"])
    pairs = {
        "equity": "equity", "win": "scoop", "scoop": "scoop", "tie": "part", "hi_share": "hi_share",
        "lo_share": "lo_share", "categories": "categories",
    }  # fmt: skip
    for field, key in pairs.items():
        np.testing.assert_allclose(getattr(result, field), expected[key], atol=1e-12, err_msg=field)
    assert result.low_frequency == pytest.approx(float(expected["low_frequency"]), abs=1e-12)


SPOTS = [
    # (first, second, board, game)
    ("A2:xxyy", "KK:xxyy", "7h8h2c4d", "omaha-hilo"),  # a low made or drawn on every river
    (every("A3", "omaha-hilo", 20), "Ad2d9s9h", "7h8hKc4d", "omaha-hilo"),  # an array against a known hand
    ("Ad2d9s9h", every("A3", "omaha-hilo", 20), "7h8hKc4d", "omaha-hilo"),  # ... in the other seat
    ("RR:xxyy!AA", "A2:xxyy", "Ah8h2c7d3s", "omaha-hilo"),  # the ranges overlap
    ("AA:xxyy", "KK:xxyy", "KhQh9cTd", "omaha-hilo"),  # one low rank: no river makes a low
    (every("A23", "plo5-hilo", 40), "KKQQ", "4c7d9s8h", "plo5-hilo"),
    (every("A2", "plo6-hilo", 400), every("KKQ", "plo6-hilo", 400), "4c7d9s8h3h", "plo6-hilo"),
]


@pytest.mark.parametrize(("first", "second", "board", "game"), SPOTS)
def test_ranges_against_the_reference(first: Player, second: Player, board: str, game: str) -> None:
    expected = pairwise_hilo(hands_of(first, game), hands_of(second, game), board)
    for threads in (1, 2):
        same(holdEm.equity([first, second], board, game=game, exact=True, threads=threads), expected)
    swapped = holdEm.equity([second, first], board, game=game, exact=True)
    np.testing.assert_allclose(swapped.equity, expected["equity"][::-1], atol=1e-12)
    np.testing.assert_allclose(swapped.lo_share, expected["lo_share"][::-1], atol=1e-12)


def test_arrays_and_dead_cards_on_the_flop() -> None:
    game, board, dead = "omaha-hilo", "7h8h2c", "9s9d"
    first, second = every("A2:xxyy", game, 60), every("KK", game, 175)
    expected = pairwise_hilo(first, second, board, dead)
    same(holdEm.equity([first, second], board, dead, game=game, exact=True), expected)


def test_spots_the_assignment_walk_refused() -> None:
    # 6,961 x 6,961 hands: more assignments than the listing walk takes, now exact by default.
    result = holdEm.equity(["AA", "KK"], "7h8h2c4d3s", game="omaha-hilo")
    assert result.exact and result.low_frequency > 0
    turn = holdEm.equity(["A2:xxyy", "KK"], "7h8h2c4d", game="omaha-hilo", exact=True)
    assert turn.exact and turn.trials > 5_000_000


@pytest.mark.parametrize(
    ("first", "second", "board"),
    [("A2:xxyy", "KK:xxyy", "7h8h2c4d"), (every("A3", "omaha-hilo", 200), "AsKs8d8c", "7h8h2c")],
)
def test_next_card(first: Player, second: str, board: str) -> None:
    game = "omaha-hilo"
    expected = pairwise_hilo(hands_of(first, game), hands_of(second, game), board)["by_card"]
    result = holdEm.next_card([first, second], board, game=game)
    cards = [c for c in range(52) if expected[c, 0] > 0]
    assert [holdEm.parse_cards(c)[0] for c in result.cards] == cards
    np.testing.assert_allclose(result.weights, expected[cards, 0] / expected[cards, 0].sum(), atol=1e-12)
    np.testing.assert_allclose(result.equities, expected[cards, 1:] / expected[cards, :1], atol=1e-12)


@pytest.mark.parametrize(
    ("hands", "board", "game", "player"),
    [
        (["A2:xxyy", "KK:xxyy"], "7h8h2c4d", "omaha-hilo", 0),
        (["A2:xxyy", "KK:xxyy"], "7h8h2c4d", "omaha-hilo", 1),
        (["AsKs8d8c", "A3"], "7h8h2c4d", "omaha-hilo", 1),
        ([every("A23", "plo5-hilo", 40), "KKQQ"], "4c7d9s8h", "plo5-hilo", 0),
    ],
)
def test_breakdown(hands: list[Player], board: str, game: str, player: int) -> None:
    mine, theirs = hands_of(hands[player], game), hands_of(hands[1 - player], game)
    expected = pairwise_hilo(mine, theirs, board)["by_hand"]
    played = expected[:, 0] > 0
    result = holdEm.equity_breakdown(hands, board, game=game, player=player)
    assert result.game == game and result.exact
    by_text = {row.combo: row for row in result.rows()}
    assert len(by_text) == played.sum()
    for hand, (deals, scoops, parts, shares) in zip(mine[played], expected[played]):
        row = by_text[holdEm.format_cards(hand.tolist())]
        assert row.weight == pytest.approx(deals / expected[:, 0].sum(), abs=1e-12)
        assert row.win == pytest.approx(scoops / deals, abs=1e-12)
        assert row.tie == pytest.approx(parts / deals, abs=1e-12)
        assert row.equity == pytest.approx(shares / deals, abs=1e-12)
    whole = holdEm.equity(hands, board, game=game, exact=True)
    assert result.equity == pytest.approx(whole.equity[player], abs=1e-12)
