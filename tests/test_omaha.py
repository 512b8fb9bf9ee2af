"""Omaha hi: the two-from-the-hand, three-from-the-board rule, agreement with
references that try every combination, batches, the best five, bad input."""

from __future__ import annotations

import itertools
from math import comb

import numpy as np
import pytest

import holdEm
from holdEm import _core

FLUSH, FULL_HOUSE = 6, 7


def omaha_by_hand(board: str, hole: str) -> int:
    """Reference in Python: the best five-card strength over every 2 of the hole and 3 of the board."""
    b, h = holdEm.parse_cards(board), holdEm.parse_cards(hole)
    return max(
        holdEm.evaluate(list(two) + list(three))
        for two in itertools.combinations(h, 2)
        for three in itertools.combinations(b, 3)
    )


def random_deals(n: int, hole_size: int, seed: int = 5) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    cards = np.argsort(rng.random((n, 52)), axis=1)[:, : 5 + hole_size].astype(np.uint8)
    return cards[:, :5].copy(), cards[:, 5:].copy()


# --- the rule ------------------------------------------------------------------


def test_four_flush_board_and_one_suited_hole_card_is_no_flush() -> None:
    board, hole = "AsKs7s2s9d", "QsJh5c3d"
    assert holdEm.category(holdEm.evaluate(board + hole[:2])) == FLUSH  # Hold'em would use it
    strength = holdEm.evaluate_omaha(board, hole)
    assert strength == holdEm.evaluate("AsKsQsJh9d")  # ace-king-queen-jack high
    assert holdEm.category(strength) == 1


def test_quads_on_the_board_are_not_quads() -> None:
    board = "9c9d9h9sKd"
    assert holdEm.evaluate_omaha(board, "AsAh2c3d") == holdEm.evaluate("9c9d9hAsAh")  # nines full
    assert holdEm.category(holdEm.evaluate_omaha(board, "AsAh2c3d")) == FULL_HOUSE
    trips = holdEm.evaluate_omaha(board, "2c3d4h5s")
    assert trips == holdEm.evaluate("9c9d9h5s4h") and holdEm.category(trips) == 4


def test_full_house_on_the_board_is_not_playable() -> None:
    strength = holdEm.evaluate_omaha("AhAdAcKsKd", "2c3c4c5c6c")
    assert strength == holdEm.evaluate("AhAdAc6c5c")  # trips: two hole cards must play


def test_straight_on_the_board_needs_two_fitting_hole_cards() -> None:
    board = "5c6d7h8s9c"
    assert holdEm.evaluate_omaha(board, "AhAdKsKc") == holdEm.evaluate("AhAd9c8s7h")
    # One fitting card (the ten) is not enough: T-9-8-7-6 would take four board cards.
    assert holdEm.evaluate_omaha(board, "TdKhKd2c") == holdEm.evaluate("KhKd9c8s7h")
    # Two that fit (three and four) with 5-6-7.
    assert holdEm.evaluate_omaha(board, "3s4dKhKd") == holdEm.evaluate("3s4d5c6d7h")


def test_one_card_flush_draw_fails_and_two_cards_make_it() -> None:
    board = "2h7h9hKc4d"
    assert holdEm.evaluate_omaha(board, "AhAcQsJd") == holdEm.evaluate("AhAcKc9h7h")
    assert holdEm.evaluate_omaha(board, "AhThQsJd") == holdEm.evaluate("AhTh9h7h2h")


def test_best_flush_and_straight_flushes() -> None:
    # The best plain flush takes the top two suited hole cards and top three board cards.
    assert holdEm.evaluate_omaha("AhKh2h3h9c", "QhJh4c4d") == holdEm.evaluate("AhKhQhJh3h")
    # A straight flush beats the ace-high flush the top cards would give.
    assert holdEm.evaluate_omaha("9h8h5hAhKd", "7h6h2c3c") == holdEm.evaluate("9h8h7h6h5h")
    # The wheel, ace on the board.
    assert holdEm.evaluate_omaha("Ah2h3hKdQc", "4h5h9c9d") == holdEm.evaluate("Ah2h3h4h5h")
    # Four suited board cards, three suited hole cards: a straight flush only with the right pair.
    assert holdEm.evaluate_omaha("Ts9s8s2s3d", "7s6sAs5c") == holdEm.evaluate("Ts9s8s7s6s")


@pytest.mark.parametrize("hole", ["AsJsTs3c4h", "AsJsTs3c4c5h"])
def test_big_hands_still_use_exactly_two(hole: str) -> None:
    board = "KsQs2h7d8c"
    # Three hole spades would make a royal flush; two of them and three board cards make ace high.
    assert holdEm.category(holdEm.evaluate("KsQs" + hole[:6])) == 10
    strength = holdEm.evaluate_omaha(board, hole)
    assert strength == holdEm.evaluate("AsKsQsJs8c") and holdEm.category(strength) == 1


def test_pocket_pair_and_board_pair() -> None:
    assert holdEm.evaluate_omaha("QdQc7s4h2c", "QsJhJd3c") == holdEm.evaluate("QsJhQdQc7s")
    assert holdEm.category(holdEm.evaluate_omaha("QdQc7s4h2c", "QsJhJd3c")) == 4  # not a full house


# --- agreement with references ------------------------------------------------


def test_every_table_entry_and_every_flush_case() -> None:
    result = _core.census.omaha_exhaustive()
    # Deals: board rank multisets with a hole rank pair, no rank more than four times.
    boards = np.array(list(itertools.combinations_with_replacement(range(13), 5)))
    pairs = np.array(list(itertools.combinations_with_replacement(range(13), 2)))
    counts = (boards[:, None, :, None] == np.arange(13)).sum(axis=2) + (pairs[None, :, :, None] == np.arange(13)).sum(
        axis=2
    )
    assert result["table_entries"] == int((counts.max(axis=-1) <= 4).sum())
    # Flush cases: 3..5 board ranks of the suit, 2..6 of the other ranks in the hand.
    flush_cases = sum(comb(13, m) * comb(13 - m, k) for m in range(3, 6) for k in range(2, 7))
    assert result["flush_cases"] == flush_cases
    assert result["table_mismatches"] == 0 and result["flush_mismatches"] == 0


@pytest.mark.parametrize("hole_size", [4, 5, 6])
def test_million_random_deals_agree_with_every_combination(hole_size: int) -> None:
    result = _core.census.omaha_random(1_000_000, hole_size, seed=20 + hole_size)
    assert result["hands"] == 1_000_000
    assert sum(result["category_counts"].values()) == 1_000_000
    assert result["naive_disagreements"] == 0
    assert result["brute_checked"] == 1_000_000 // 64
    assert result["brute_disagreements"] == 0
    # Every category shows up, royal flushes included (some 100 per million in PLO4).
    assert all(result["category_counts"][code] > 0 for code in range(1, 11))


def test_census_does_not_depend_on_threads() -> None:
    one = _core.census.omaha_random(20_000, 5, seed=9, threads=1)
    assert one == _core.census.omaha_random(20_000, 5, seed=9, threads=2)


@pytest.mark.parametrize("hole_size", [4, 5, 6])
def test_single_calls_agree_with_a_python_reference(hole_size: int) -> None:
    boards, holes = random_deals(300, hole_size, seed=hole_size)
    for board, hole in zip(boards, holes):
        b, h = holdEm.format_cards(board.tolist()), holdEm.format_cards(hole.tolist())
        assert holdEm.evaluate_omaha(b, h) == omaha_by_hand(b, h)


# --- batches ---------------------------------------------------------------------


@pytest.mark.parametrize("hole_size", [4, 5, 6])
def test_batch_equals_single_calls(hole_size: int) -> None:
    boards, holes = random_deals(2000, hole_size)
    strengths = holdEm.evaluate_omaha_batch(boards, holes)
    assert strengths.dtype == np.uint16 and strengths.shape == (2000,)
    expected = [holdEm.evaluate_omaha(b.tolist(), h.tolist()) for b, h in zip(boards, holes)]
    assert strengths.tolist() == expected


def test_batch_threads_dtypes_and_empty() -> None:
    boards, holes = random_deals(50_000, 4)
    one = holdEm.evaluate_omaha_batch(boards, holes, threads=1)
    assert np.array_equal(one, holdEm.evaluate_omaha_batch(boards, holes, threads=0))
    assert np.array_equal(one, holdEm.evaluate_omaha_batch(boards, holes, threads=3))
    assert np.array_equal(one, holdEm.evaluate_omaha_batch(boards, holes, validate=False))
    as_lists = holdEm.evaluate_omaha_batch(boards[:20].tolist(), holes[:20].astype(np.int64))
    assert np.array_equal(one[:20], as_lists)
    assert np.array_equal(one, holdEm.evaluate_omaha_batch(np.asfortranarray(boards), holes))
    empty = holdEm.evaluate_omaha_batch(np.zeros((0, 5), np.uint8), np.zeros((0, 6), np.uint8))
    assert empty.shape == (0,)


# --- the best five ---------------------------------------------------------------


@pytest.mark.parametrize("hole_size", [4, 5, 6])
def test_best_omaha_hand_uses_two_hole_and_three_board_cards(hole_size: int) -> None:
    boards, holes = random_deals(400, hole_size, seed=11)
    for board, hole in zip(boards, holes):
        b = holdEm.format_cards(board.tolist(), " ").split()
        h = holdEm.format_cards(hole.tolist(), " ").split()
        best = holdEm.best_omaha_hand(b, h)
        assert best.strength == holdEm.evaluate_omaha(b, h)
        assert sum(c in h for c in best.cards) == 2 and sum(c in b for c in best.cards) == 3
        assert holdEm.best_hand(list(best.cards)) == best  # same five, same order and score


def test_best_omaha_hand_example() -> None:
    best = holdEm.best_omaha_hand("AsKsQsJs2d", "Ts9h4c5c")
    assert best.name == "Straight" and best.cards == ("Ks", "Qs", "Js", "Ts", "9h")
    assert best.score == "51312111009"
    assert isinstance(best, holdEm.BestHand)


# --- bad input -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "hole", "message"),
    [
        ("AsKsQsJs", "2c3c4c5c", "board needs 5 cards, got 4"),
        ("AsKsQsJsTs9s", "2c3c4c5c", "board needs 5 cards, got 6"),
        ("AsKsQsJsTs", "2c3c4c", "4, 5 or 6 hole cards, got 3"),
        ("AsKsQsJsTs", "2c3c4c5c6c7c8c", "4, 5 or 6 hole cards, got 7"),
        ("AsKsQsJsTs", "2c3c4cAs", "duplicate card As"),
        ("AsKsQsJsTs", "2c3c4c2c", "duplicate card 2c"),
        ("AsKsQsJsAs", "2c3c4c5c", "duplicate card As"),
        ("AsKsQsJsXx", "2c3c4c5c", "Xx"),
    ],
)
def test_bad_deals_raise_value_error(board: str, hole: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.evaluate_omaha(board, hole)
    with pytest.raises(ValueError, match=message):
        holdEm.best_omaha_hand(board, hole)


def test_bad_card_types_raise_type_error() -> None:
    with pytest.raises(TypeError):
        holdEm.evaluate_omaha("AsKsQsJsTs", [2.5, 3, 4, 5])


def test_bad_batches_raise() -> None:
    boards, holes = random_deals(10, 4)
    with pytest.raises(ValueError, match=r"shape \(N, 5\)"):
        holdEm.evaluate_omaha_batch(boards[:, :4], holes)
    with pytest.raises(ValueError, match=r"shape \(N, 4\|5\|6\)"):
        holdEm.evaluate_omaha_batch(boards, np.zeros((10, 3), np.uint8))
    with pytest.raises(ValueError, match=r"shape \(N, 4\|5\|6\)"):
        holdEm.evaluate_omaha_batch(boards, np.zeros((10, 7), np.uint8))
    with pytest.raises(ValueError, match="10 boards and 9 hands"):
        holdEm.evaluate_omaha_batch(boards, holes[:9])
    with pytest.raises(ValueError, match="out of range"):
        holdEm.evaluate_omaha_batch(boards.astype(np.int64) + 52, holes)
    with pytest.raises(TypeError, match="dtype"):
        holdEm.evaluate_omaha_batch(boards.astype(float), holes)
    with pytest.raises(ValueError, match="threads"):
        holdEm.evaluate_omaha_batch(boards, holes, threads=-1)
    bad = holes.copy()
    bad[7, 2] = boards[7, 0]
    with pytest.raises(ValueError, match=f"row 7: duplicate card {holdEm.format_card(int(boards[7, 0]))}"):
        holdEm.evaluate_omaha_batch(boards, bad)
    bad_board = boards.copy()
    bad_board[3, 1] = 60
    with pytest.raises(ValueError, match="row 3: card 60 out of range"):
        holdEm.evaluate_omaha_batch(bad_board, holes)
    with pytest.raises(ValueError, match="boards: row 3: card 60 out of range"):  # converted: named the same
        holdEm.evaluate_omaha_batch(bad_board.astype(np.int64), holes)
    with pytest.raises(ValueError, match="holes: row 7: card -1 out of range"):
        holdEm.evaluate_omaha_lo_batch(boards, np.where(np.arange(10)[:, None] == 7, -1, holes.astype(np.int64)))


def test_census_rejects_bad_sizes() -> None:
    with pytest.raises(ValueError, match="hole_size"):
        _core.census.omaha_random(10, 7)


def test_table_fits_the_budget() -> None:
    assert 0 < holdEm.omaha_table_bytes() <= 1 << 20
