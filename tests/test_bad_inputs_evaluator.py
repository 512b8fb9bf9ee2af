"""Hostile input to the evaluators, table-driven: evaluate, best_hand, the card readers and writers,
category, evaluate_batch and the Omaha evaluators get their documented errors and nothing crashes or hangs.

Each case runs in a child process (tests/bad_input_support.py), so that a crash or a hang fails the
case that caused it instead of killing pytest.
"""

from __future__ import annotations

import math
import sys
from typing import Any

import numpy as np
from bad_input_support import CaseTable, Raises, Returns

import holdEm
from holdEm import _core

CASES = CaseTable(__file__)
case = CASES.case


# --- evaluate / best_hand / parse_cards / format / category --------------------------------------------------------

ROYAL = "AsKsQsJsTs"
TOO_FEW = r"5, 6 or 7 cards, got"
BAD_CARD_TYPE = r"a card is a string like 'As' or an int 0\.\.51"

for name, cards, expect in [
    ("none", None, Raises(TypeError, "must be a string")),
    ("int", 7, Raises(TypeError, "must be a string")),
    ("float", 7.5, Raises(TypeError, "must be a string")),
    ("bytes", ROYAL.encode(), Raises(TypeError, "not bytes")),
    ("bytearray of text", bytearray(ROYAL.encode()), Raises(ValueError, "card 65 out of range")),
    ("empty string", "", Raises(ValueError, TOO_FEW + " 0")),
    ("blanks only", " , \t\n", Raises(ValueError, TOO_FEW + " 0")),
    ("4 cards", "AsKsQsJs", Raises(ValueError, TOO_FEW + " 4")),
    ("8 cards", "AsKsQsJsTs9s8s7s", Raises(ValueError, TOO_FEW + " 8")),
    ("52 cards", list(range(52)), Raises(ValueError, TOO_FEW + " 52")),
    ("card 52", [0, 1, 2, 3, 52], Raises(ValueError, "card 52 out of range")),
    ("card 255", [0, 1, 2, 3, 255], Raises(ValueError, "card 255 out of range")),
    ("card -1", [0, 1, 2, 3, -1], Raises(ValueError, "card -1 out of range")),
    ("card -2**63", [0, 1, 2, 3, -(2**63)], Raises(ValueError, "out of range")),
    ("card 10**30", [0, 1, 2, 3, 10**30], Raises(ValueError, "1000000000000000000000000000000 out of range")),
    ("duplicate int", [0, 1, 2, 3, 3], Raises(ValueError, "duplicate card 2s")),
    ("duplicate text", "AsKsQsJsAs", Raises(ValueError, "duplicate card As")),
    ("duplicate case", "AsKsQsJsaS", Raises(ValueError, "duplicate card As")),
    ("duplicate ten", "10hThAsKsQs", Raises(ValueError, "duplicate card Th")),
    ("float card", [0, 1, 2, 3, 4.0], Raises(TypeError, BAD_CARD_TYPE)),
    ("nan card", [0, 1, 2, 3, math.nan], Raises(TypeError, BAD_CARD_TYPE)),
    ("bool card", [True, 1, 2, 3, 4], Raises(TypeError, BAD_CARD_TYPE)),
    ("None card", [0, 1, 2, 3, None], Raises(TypeError, BAD_CARD_TYPE)),
    ("list card", [0, 1, 2, 3, [4]], Raises(TypeError, BAD_CARD_TYPE)),
    ("ndarray card", [np.arange(5)] * 5, Raises(TypeError, BAD_CARD_TYPE)),
    ("2-d ndarray", np.array([[0, 1, 2, 3, 4]]), Raises(TypeError, BAD_CARD_TYPE)),
    ("numpy float array", np.arange(5, dtype=np.float64), Raises(TypeError, BAD_CARD_TYPE)),
    ("numpy int 52", np.array([0, 1, 2, 3, 52]), Raises(ValueError, "card 52 out of range")),
    ("two cards in one item", ["AsKs", "Qs", "Js", "Ts"], Raises(ValueError, "one card per item")),
    ("unknown rank", "AsKsQsJsXs", Raises(ValueError, "unknown card 'Xs'")),
    ("unknown suit", "AsKsQsJsTx", Raises(ValueError, "unknown card 'Tx'")),
    ("one char left", "AsKsQsJsT", Raises(ValueError, "unknown card 'T'")),
    ("eleven", "11s AsKsQsJs", Raises(ValueError, "unknown card")),
    ("nul byte", "As\x00KsQsJsTs", Raises(ValueError, "unknown card")),
    ("non-ascii", "AsKsQsJs10★", Raises(ValueError, "unknown card '10★'")),
    ("a symbol not a suit", "A♠K♠Q♠J♠T♨", Raises(ValueError, "unknown card 'T♨'")),
    ("fullwidth", "ＡｓＫｓＱｓＪｓＴｓ", Raises(ValueError, "unknown card")),
    ("lone surrogate", "As\ud800KsQsJsTs", Raises(ValueError, r"not UTF-8 text: surrogate U\+D800 at position 3")),
    ("a million chars", "As" * 500_000, Raises(ValueError, "duplicate card As")),
    ("dict", {"As": 1}, Raises(ValueError, TOO_FEW + " 1")),
    ("generator raising", (c for c in ["As", "Ks", "Qs", "Js", "Zz"]), Raises(ValueError, "unknown card 'Zz'")),
]:
    case(f"evaluate: {name}", lambda cards=cards: holdEm.evaluate(cards), expect)

case("best_hand: 3 cards", lambda: holdEm.best_hand("AsKsQs"), Raises(ValueError, TOO_FEW + " 3"))
case("best_hand: 9 cards", lambda: holdEm.best_hand(list(range(9))), Raises(ValueError, TOO_FEW + " 9"))
case("best_hand: duplicate", lambda: holdEm.best_hand("AsKsQsJsTsAs"), Raises(ValueError, "duplicate card As"))
case("best_hand: card 60", lambda: holdEm.best_hand([1, 2, 3, 4, 60]), Raises(ValueError, "card 60 out of range"))
case("best_hand: negative", lambda: holdEm.best_hand([1, 2, 3, 4, -5]), Raises(ValueError, "card -5 out of range"))
case("best_hand: None", lambda: holdEm.best_hand(None), Raises(TypeError, "must be a string"))
case("best_hand: garbage text", lambda: holdEm.best_hand("hello world"), Raises(ValueError, "unknown card"))
case("parse_cards: duplicate", lambda: holdEm.parse_cards("As as"), Raises(ValueError, "duplicate card As"))
case("parse_cards: 53 ints", lambda: holdEm.parse_cards(list(range(53))), Raises(ValueError, "card 52 out of range"))
case("parse_cards: bytes", lambda: holdEm.parse_cards(b"As"), Raises(TypeError, "not bytes"))
case("parse_cards: object", lambda: holdEm.parse_cards(object()), Raises(TypeError, "iterable of cards"))
case("format_cards: bad sep type", lambda: holdEm.format_cards("AsKs", 5), Raises(TypeError))
case("format_card: 52", lambda: holdEm.format_card(52), Raises(ValueError, "card 52 out of range"))
case("format_card: -1", lambda: holdEm.format_card(-1), Raises(ValueError, "card -1 out of range"))
case("format_card: 2**40", lambda: holdEm.format_card(2**40), Raises(ValueError, "card 1099511627776 out of range"))
case("format_card: text", lambda: holdEm.format_card("As"), Raises(TypeError, "card must be an int, not str"))
case("format_card: True", lambda: holdEm.format_card(True), Raises(TypeError, "card must be an int, not bool"))
case("format_card: numpy", lambda: holdEm.format_card(np.uint8(51)), Returns("As"))
case("category: 0", lambda: holdEm.category(0), Raises(ValueError, "strength 0 out of range 1..7462"))
case("category: 7463", lambda: holdEm.category(7463), Raises(ValueError, "strength 7463 out of range"))
case("category: -1", lambda: holdEm.category(-1), Raises(ValueError, "strength -1 out of range"))
case("category_name: 0", lambda: holdEm.category_name(0), Raises(ValueError, "hand code 0 out of range 1..10"))
case("category_name: 11", lambda: holdEm.category_name(11), Raises(ValueError, "hand code 11 out of range"))
case("category_name: True", lambda: holdEm.category_name(True), Raises(TypeError, "code must be an int, not bool"))
case("category: True", lambda: holdEm.category(True), Raises(TypeError, "strength must be an int, not bool"))
case("category: 7462.0", lambda: holdEm.category(7462.0), Raises(TypeError, "strength must be an int, not float"))
case("category: 2**70", lambda: holdEm.category(2**70), Raises(ValueError, "strength 1180591620717411303424 out of"))
case("category: numpy", lambda: holdEm.category(np.int16(7462)), Returns(10))
case("low_ranks: True", lambda: holdEm.low_ranks(True), Raises(TypeError, "strength must be an int, not bool"))
case("low_ranks: 57", lambda: holdEm.low_ranks(57), Raises(ValueError, "low strength 57 out of range 1..56"))

# --- evaluate_batch ------------------------------------------------------------------------------------------------

GOOD_ROWS = np.array([[0, 1, 2, 3, 4, 5, 6], [51, 50, 49, 48, 47, 46, 45]], dtype=np.uint8)
SHAPE = r"shape \(N, 5\|6\|7\)"


def with_cell(dtype: Any, value: int, row: int = 1, col: int = 3) -> np.ndarray:
    array = GOOD_ROWS.astype(dtype)
    array[row, col] = value
    return array


for name, array, kwargs, expect in [
    ("float64", np.zeros((2, 5)), {}, Raises(TypeError, "dtype float64")),
    ("float32 valid cards", GOOD_ROWS.astype(np.float32), {}, Raises(TypeError, "dtype float32")),
    ("bool", np.ones((2, 5), dtype=bool), {}, Raises(TypeError, "dtype bool")),
    ("complex", np.zeros((2, 5), dtype=complex), {}, Raises(TypeError, "dtype complex")),
    ("strings", np.array([["As", "Ks", "Qs", "Js", "Ts"]]), {}, Raises(TypeError, "dtype <U2")),
    ("objects", np.array([[0, 1, 2, 3, None]], dtype=object), {}, Raises(TypeError, "dtype object")),
    ("ragged list", [[0, 1, 2, 3, 4], [1, 2]], {}, Raises(ValueError, "inhomogeneous")),
    ("1-d", np.arange(5, dtype=np.uint8), {}, Raises(ValueError, SHAPE + r", got shape \(5,\)")),
    ("0-d", np.uint8(3), {}, Raises(ValueError, SHAPE)),
    ("3-d", np.zeros((2, 5, 1), dtype=np.uint8), {}, Raises(ValueError, SHAPE)),
    ("4 columns", np.zeros((2, 4), dtype=np.uint8), {}, Raises(ValueError, SHAPE + r", got shape \(2, 4\)")),
    ("8 columns", np.zeros((2, 8), dtype=np.uint8), {}, Raises(ValueError, SHAPE)),
    ("0 columns", np.zeros((0, 0), dtype=np.uint8), {}, Raises(ValueError, SHAPE)),
    ("uint8 52", with_cell(np.uint8, 52), {}, Raises(ValueError, "row 1: card 52 out of range")),
    ("uint8 255", with_cell(np.uint8, 255, 0, 0), {}, Raises(ValueError, "row 0: card 255 out of range")),
    ("int64 52", with_cell(np.int64, 52), {}, Raises(ValueError, "card 52 out of range")),
    ("int64 2**40", with_cell(np.int64, 2**40), {}, Raises(ValueError, "out of range")),
    ("int8 -1", with_cell(np.int8, -1), {}, Raises(ValueError, "card -1 out of range")),
    ("int64 min", with_cell(np.int64, np.iinfo(np.int64).min), {}, Raises(ValueError, "out of range")),
    ("uint64 max", with_cell(np.uint64, np.iinfo(np.uint64).max), {}, Raises(ValueError, "out of range")),
    ("duplicate in row", with_cell(np.uint8, 45, 1, 0), {}, Raises(ValueError, "row 1: duplicate card")),
    ("duplicate int32", with_cell(np.int32, 0, 0, 6), {}, Raises(ValueError, "row 0: duplicate card 2c")),
    ("threads -1", GOOD_ROWS, {"threads": -1}, Raises(ValueError, "threads must be >= 0 .0 uses every core.")),
    ("threads 2**31", GOOD_ROWS, {"threads": 2**31}, Raises(ValueError, "threads must be at most 4096")),
    ("threads 1.5", GOOD_ROWS, {"threads": 1.5}, Raises(TypeError)),
    (
        "bad row far in",
        np.vstack([np.tile(GOOD_ROWS[0], (100_000, 1)), with_cell(np.uint8, 99)]),
        {"threads": 4},
        Raises(ValueError, "row 100001: card 99 out of range"),
    ),
]:
    case(f"evaluate_batch: {name}", lambda a=array, k=kwargs: holdEm.evaluate_batch(a, **k), expect)

# An absurd thread count is refused as equity refuses it (it was capped silently).
case(
    "evaluate_batch: threads 2**31-1",
    lambda: holdEm.evaluate_batch(GOOD_ROWS, threads=2**31 - 1),
    Raises(ValueError, "threads must be at most 4096"),
)


def garbage_without_validation() -> Any:
    """validate=False promises nothing for bad rows, but must not read out of bounds (or crash)."""
    rng = np.random.default_rng(3)
    shapes = []
    for width in (5, 6, 7):
        rows = rng.integers(0, 256, (100_000, width)).astype(np.uint8)
        rows[:, :5] = 4 * rng.integers(0, 13, (100_000, 5)) + 3  # five spades or more: the flush path
        rows[::2, 5:] = rng.integers(52, 256, (50_000, width - 5))
        shapes.append(holdEm.evaluate_batch(rows, validate=False).shape)
    return shapes


case("evaluate_batch: garbage with validate=False", garbage_without_validation, Returns([(100_000,)] * 3))
case(
    "_core._evaluate_batch: 3 columns",
    lambda: _core._evaluate_batch(np.zeros((2, 3), dtype=np.uint8)),
    Raises(ValueError, "5, 6 or 7 cards"),
)
case(
    "_core._evaluate_batch: int64",
    lambda: _core._evaluate_batch(np.array([[0, 1, 2, 3, 300]])),
    Raises(TypeError),
)

# --- Omaha -----------------------------------------------------------------------------------------------------------

OMAHA_BOARD = "AsKsQs2d3d"
for name, board, hole, expect in [
    ("board of 3", "AsKsQs", "2c3c4c5c", Raises(ValueError, "Omaha board needs 5 cards, got 3")),
    ("board of 6", "AsKsQs2d3d4d", "2c3c4c5c", Raises(ValueError, "Omaha board needs 5 cards, got 6")),
    ("hole of 3", OMAHA_BOARD, "2c3c4c", Raises(ValueError, "4, 5 or 6 hole cards, got 3")),
    ("hole of 7", OMAHA_BOARD, "4c5c6c7c8c9cTc", Raises(ValueError, "4, 5 or 6 hole cards, got 7")),
    ("hole repeats board", OMAHA_BOARD, "As5c6c7c", Raises(ValueError, "duplicate card As")),
    ("hole repeats itself", OMAHA_BOARD, "5c5c6c7c", Raises(ValueError, "duplicate card 5c")),
    ("card 52", [0, 1, 2, 3, 52], "5c6c7c8c", Raises(ValueError, "card 52 out of range")),
    ("garbage", "hello", "world", Raises(ValueError, "unknown card")),
    ("None", None, "5c6c7c8c", Raises(TypeError, "must be a string")),
]:
    case(f"evaluate_omaha: {name}", lambda b=board, h=hole: holdEm.evaluate_omaha(b, h), expect)
case(
    "best_omaha_hand: hole of 2",
    lambda: holdEm.best_omaha_hand(OMAHA_BOARD, "5c6c"),
    Raises(ValueError, "4, 5 or 6 hole cards"),
)

OMAHA_BOARDS = np.array([[0, 1, 2, 3, 4]], dtype=np.uint8)
OMAHA_HOLES = np.array([[8, 9, 10, 11]], dtype=np.uint8)
for name, boards, holes, kwargs, expect in [
    ("float boards", OMAHA_BOARDS.astype(float), OMAHA_HOLES, {}, Raises(TypeError, "dtype float64")),
    ("board shape", np.zeros((1, 4), dtype=np.uint8), OMAHA_HOLES, {}, Raises(ValueError, r"boards of shape \(N, 5\)")),
    ("hole shape", OMAHA_BOARDS, np.zeros((1, 3), dtype=np.uint8), {}, Raises(ValueError, r"holes of shape")),
    (
        "row counts",
        np.tile(OMAHA_BOARDS, (2, 1)),
        np.tile(OMAHA_HOLES, (3, 1)),
        {},
        Raises(ValueError, "one board per hand"),
    ),
    ("board and hole share", OMAHA_BOARDS, np.array([[4, 9, 10, 11]]), {}, Raises(ValueError, "row 0: duplicate card")),
    ("hole 52", OMAHA_BOARDS, np.array([[52, 9, 10, 11]], dtype=np.uint8), {}, Raises(ValueError, "out of range")),
    ("board -1", np.array([[-1, 1, 2, 3, 4]]), OMAHA_HOLES, {}, Raises(ValueError, "card -1 out of range")),
    ("threads -3", OMAHA_BOARDS, OMAHA_HOLES, {"threads": -3}, Raises(ValueError, "threads must be >= 0")),
]:
    case(
        f"evaluate_omaha_batch: {name}",
        lambda b=boards, h=holes, k=kwargs: holdEm.evaluate_omaha_batch(b, h, **k),
        expect,
    )


def omaha_garbage_without_validation() -> Any:
    """As for Hold'em: no promise for bad rows, but no read out of bounds either."""
    rng = np.random.default_rng(4)
    shapes = []
    for hole_n in (4, 5, 6):
        boards = rng.integers(0, 256, (100_000, 5)).astype(np.uint8)
        holes = rng.integers(0, 256, (100_000, hole_n)).astype(np.uint8)
        # Half the rows: a board with three spades or more and spade holes, some of them repeated (the flush path).
        boards[::2, :3] = 4 * rng.integers(0, 13, (50_000, 3)) + 3
        holes[::2, :2] = 4 * rng.integers(0, 16, (50_000, 2)) + 3
        shapes.append(holdEm.evaluate_omaha_batch(boards, holes, validate=False).shape)
    return shapes


case(
    "evaluate_omaha_batch: garbage with validate=False",
    omaha_garbage_without_validation,
    Returns([(100_000,)] * 3),
)


def test_there_are_over_a_hundred_cases() -> None:
    """The hostile-input tables of every area together (each file runs its own)."""
    import test_bad_inputs_compare
    import test_bad_inputs_equity
    import test_bad_inputs_legacy

    tables = [CASES, test_bad_inputs_compare.CASES, test_bad_inputs_equity.CASES, test_bad_inputs_legacy.CASES]
    assert sum(len(table.cases) for table in tables) >= 100


test_bad_input = CASES.test()

if __name__ == "__main__":
    CASES.child_main(int(sys.argv[1]))
