"""An Omaha player given as its hands: an (N, hole cards) array of card numbers, one hand a row
(the format of holdEm.omaha_hands), in equity and next_card. Checked against brute forces over
hand lists chosen here by a rule of their own (tests/omaha_reference.py), and against the same
range written as pattern text."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from omaha_reference import brute_force_ranges

import holdEm

BOARD = "2c7d9s8h"


def hands_of(rule, hole: int = 4) -> np.ndarray:  # type: ignore[no-untyped-def]
    """Every hand of `hole` cards whose cards pass `rule` (a test on the sorted card numbers)."""
    return np.array([h for h in itertools.combinations(range(52), hole) if rule(h)], dtype=np.uint8)


def ranks(hand: tuple[int, ...]) -> list[int]:
    return sorted((c >> 2 for c in hand), reverse=True)


def two_aces_two_kings(hand: tuple[int, ...]) -> bool:
    return ranks(hand) == [12, 12, 11, 11]


def queens_jacks(hand: tuple[int, ...]) -> bool:
    r = ranks(hand)
    return r.count(10) >= 2 and r.count(9) >= 2


def test_exact_equity_of_arrays_is_the_brute_force() -> None:
    mine, theirs = hands_of(two_aces_two_kings), hands_of(queens_jacks)
    expected = brute_force_ranges([[tuple(h) for h in mine], [tuple(h) for h in theirs]], BOARD)
    result = holdEm.equity([mine, theirs], BOARD, game="omaha", exact=True)
    assert result.exact and result.trials == int(expected["deals"])
    np.testing.assert_allclose(result.equity, expected["equity"], atol=1e-12)
    np.testing.assert_allclose(result.win, expected["win"], atol=1e-12)
    np.testing.assert_allclose(result.categories, expected["categories"], atol=1e-12)
    assert result.hands == (f"{len(mine)} hands", f"{len(theirs)} hands")


def test_an_array_is_the_range_its_rows_list() -> None:
    # The same hands as pattern text and as an array (any integer dtype, any row order, each
    # row's cards in any order): the same deals, so the same figures.
    text = holdEm.omaha_hands("AA:xxyy", "omaha")
    shuffled = np.random.default_rng(3).permutation(text).astype(np.int64)[:, ::-1]
    as_text = holdEm.equity(["AA:xxyy", "KsKh"], BOARD, game="omaha", exact=True)
    as_array = holdEm.equity([shuffled, "KsKh"], BOARD, game="omaha", exact=True)
    assert as_array.trials == as_text.trials
    np.testing.assert_allclose(as_array.equity, as_text.equity, atol=1e-12)
    mc_text = holdEm.equity(["AA:xxyy", "random"], game="plo4", trials=20_000, seed=5, threads=1)
    mc_array = holdEm.equity([text, "random"], game="plo4", trials=20_000, seed=5, threads=1)
    assert mc_array.equity == mc_text.equity  # the same hands in the same order: the same draws


def test_plo5_and_hilo_arrays() -> None:
    five = holdEm.omaha_hands("AAKK", "plo5")
    np.testing.assert_allclose(
        holdEm.equity([five, "QQ"], BOARD, game="plo5", trials=30_000, seed=2).equity,
        holdEm.equity(["AAKK", "QQ"], BOARD, game="plo5", trials=30_000, seed=2).equity,
    )
    low = holdEm.omaha_hands("A2", "omaha-hilo")
    exact = holdEm.equity([low, "KsKhQsQh"], "3c4d9s8h", game="omaha-hilo", exact=True)
    assert exact.equity == holdEm.equity(["A2", "KsKhQsQh"], "3c4d9s8h", game="omaha-hilo", exact=True).equity


def test_next_card_takes_arrays() -> None:
    aces = holdEm.omaha_hands("AA!AAA")
    by_array = holdEm.next_card([aces, "KsKhQsQh"], "Jh8h2c", game="omaha")
    by_text = holdEm.next_card(["AA!AAA", "KsKhQsQh"], "Jh8h2c", game="omaha")
    assert by_array.hands == (f"{len(aces)} hands", "KsKhQsQh")
    np.testing.assert_allclose(by_array.equities, by_text.equities, atol=1e-12)


@pytest.mark.parametrize(
    ("player", "game", "message"),
    [
        (np.array([[48, 49, 44]]), "omaha", r"have shape \(N, 4\), one hand of 4 cards a row; got shape \(1, 3\)"),
        (np.array([[48, 49, 44, 45]]), "plo5", r"player 1: Omaha hands as an array have shape \(N, 5\)"),
        (np.zeros((0, 4), dtype=np.uint8), "omaha", "player 1: the array of Omaha hands has no rows"),
        (np.array([[48, 49, 44, 45], [0, 4, 1, 1]]), "omaha", "player 1: row 1 of the Omaha hands holds 2d twice"),
        (np.array([[52, 0, 1, 2]]), "omaha", "row 0 of the Omaha hands holds 52, not a card number 0..51"),
        (np.array([[-1, 0, 1, 2]]), "omaha", "row 0 of the Omaha hands holds -1, not a card number"),
        (np.array([[0, 1, 2, 3], [4, 5, 6, 7], [3, 2, 1, 0]]), "omaha", "rows 0 and 2 of the Omaha hands are the same"),
        (np.array([[48, 49]]), "holdem", "player 1: an array of hands is an Omaha range"),
        (np.array([[51, 50, 44, 45]]), "omaha", "no hand left once the board"),  # As is on the board
    ],
)
def test_bad_arrays_are_named(player: np.ndarray, game: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.equity([player, "random"], "As7d2c", game=game, trials=1000)


def test_an_array_of_other_numbers_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="player 1: Omaha hands as an array hold card numbers 0..51 .integers., not"):
        holdEm.equity([np.array([[48, 49, 44, 45]], dtype=float), "random"], game="omaha", trials=1000)


def test_arrays_meet_the_card_checks_of_other_players() -> None:
    # A hand array beside a fixed hand: the rows holding its cards drop out, the rest play.
    aces = holdEm.omaha_hands("AA")
    result = holdEm.equity([aces, "AsAhKsKh"], BOARD, game="omaha", exact=True)
    kept = [tuple(h) for h in aces if not {51, 50, 47, 46} & set(h.tolist())]
    expected = brute_force_ranges([kept, [tuple(holdEm.parse_cards("AsAhKsKh"))]], BOARD)
    np.testing.assert_allclose(result.equity, expected["equity"], atol=1e-12)


def test_the_hands_a_hit_report_keeps_play_on() -> None:
    # Flopzilla's filter, then equity against what continues: the array select gives is a player.
    board = "Kh8h2c3d"
    hits = holdEm.board_hits("AA,KK,QQ", board, game="omaha")
    continuing = hits.select("set", "flush draw")
    on_board = set(holdEm.parse_cards(board))
    kept = [h for h in holdEm.omaha_hands("AA,KK,QQ") if not on_board & set(h.tolist())]
    assert 0 < len(continuing) < len(kept)
    result = holdEm.equity(["AsAd7s6s", continuing], board, game="omaha", exact=True)
    mine = [tuple(holdEm.parse_cards("AsAd7s6s"))]
    expected = brute_force_ranges([mine, [tuple(h) for h in continuing]], board)
    np.testing.assert_allclose(result.equity, expected["equity"], atol=1e-12)
