"""Hostile input, table-driven: every bad call gets its documented error and nothing crashes or hangs.

Each case is a call and what it must give: a Python exception (type and a
pattern its message must contain), or a return value (the original classes'
error codes).  The Python-API cases run in a child process (`python
test_bad_inputs.py FIRST`), one after the other, so that a crash or a hang
fails the case that caused it instead of killing pytest; the child reports
each outcome as a JSON line.  The command-line cases run `python -m holdEm`
with a timeout.
"""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
import traceback
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Callable

import numpy as np
import pytest

import holdEm
from holdEm import _core, comparator

# Child processes import the holdEm this process imports (the source tree, a sanitizer build, ...).
PACKAGE_PATH = str(Path(holdEm.__file__).resolve().parent.parent)
CHILD_TIMEOUT_S = 120.0


# --- what a case must give ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Raises:
    """The call raises `error` (or a subclass) with a message matching `pattern`."""

    error: type[BaseException]
    pattern: str = ""

    def check(self, call: Callable[[], Any]) -> str | None:
        try:
            value = call()
        except self.error as e:
            if re.search(self.pattern, str(e)):
                return None
            return f"{type(e).__name__}({str(e)[:200]!r}) does not match {self.pattern!r}"
        except BaseException as e:  # noqa: B036 - a wrong kind of error is what we report
            return f"expected {self.error.__name__}, got {type(e).__name__}: {str(e)[:200]}"
        return f"expected {self.error.__name__}, got the value {value!r:.200}"


@dataclass(frozen=True)
class Returns:
    """The call returns `value` (an error code, or a tuple of what several steps returned)."""

    value: Any

    def check(self, call: Callable[[], Any]) -> str | None:
        try:
            value = call()
        except BaseException as e:  # noqa: B036
            return f"expected {self.value!r}, got {type(e).__name__}: {str(e)[:200]}"
        return None if value == self.value else f"expected {self.value!r}, got {value!r:.300}"


CASES: dict[str, tuple[Callable[[], Any], Raises | Returns]] = {}


def case(name: str, call: Callable[[], Any], expect: Raises | Returns) -> None:
    assert name not in CASES, name
    CASES[name] = (call, expect)


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
    ("non-ascii", "AsKsQsJs10♠", Raises(ValueError, "unknown card")),
    ("suit symbols", "A♠K♠Q♠J♠T♠", Raises(ValueError, "unknown card")),
    ("fullwidth", "ＡｓＫｓＱｓＪｓＴｓ", Raises(ValueError, "unknown card")),
    ("lone surrogate", "As\ud800KsQsJsTs", Raises(ValueError, "surrogates")),
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
case("format_card: 2**40", lambda: holdEm.format_card(2**40), Raises(TypeError))
case("format_card: text", lambda: holdEm.format_card("As"), Raises(TypeError))
case("category: 0", lambda: holdEm.category(0), Raises(ValueError, "strength 0 out of range 1..7462"))
case("category: 7463", lambda: holdEm.category(7463), Raises(ValueError, "strength 7463 out of range"))
case("category: -1", lambda: holdEm.category(-1), Raises(ValueError, "strength -1 out of range"))
case("category_name: 0", lambda: holdEm.category_name(0), Raises(ValueError, "hand code 0 out of range 1..10"))
case("category_name: 11", lambda: holdEm.category_name(11), Raises(ValueError, "hand code 11 out of range"))

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
    ("threads -1", GOOD_ROWS, {"threads": -1}, Raises(ValueError, "threads must be >= 0")),
    ("threads 2**31", GOOD_ROWS, {"threads": 2**31}, Raises(TypeError)),
    ("threads 1.5", GOOD_ROWS, {"threads": 1.5}, Raises(TypeError)),
    (
        "bad row far in",
        np.vstack([np.tile(GOOD_ROWS[0], (100_000, 1)), with_cell(np.uint8, 99)]),
        {"threads": 4},
        Raises(ValueError, "row 100001: card 99 out of range"),
    ),
]:
    case(f"evaluate_batch: {name}", lambda a=array, k=kwargs: holdEm.evaluate_batch(a, **k), expect)

# Absurd thread counts are capped, not obeyed: the answer is still right.
case(
    "evaluate_batch: threads 2**31-1",
    lambda: holdEm.evaluate_batch(GOOD_ROWS, threads=2**31 - 1).tolist(),
    Returns([holdEm.evaluate(GOOD_ROWS[0].tolist()), holdEm.evaluate(GOOD_ROWS[1].tolist())]),
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


# --- the original's hand class (faces 2..14, ace also 1; suits 1..4) -----------------------------------------------


def hand_call(method: str, *args: Any) -> Callable[[], Any]:
    def call() -> Any:
        h = holdEm.hand()
        code = getattr(h, method)(*args)
        return code, h.getCardsFace()  # an error leaves no cards behind

    return call


FIVE_F, FIVE_S = [2, 3, 4, 5, 9], [1, 1, 1, 1, 2]
for name, method, args, expect in [
    ("4 cards", "setCardsFull", ([2, 3, 4, 5], [1, 1, 1, 1]), Returns((-4, []))),
    ("8 cards", "setCardsFull", ([2, 3, 4, 5, 6, 7, 8, 9], [1] * 8), Returns((-4, []))),
    ("lengths differ", "setCardsFull", (FIVE_F, FIVE_S[:4]), Returns((-4, []))),
    ("face 0", "setCardsFull", ([0, 3, 4, 5, 9], FIVE_S), Returns((-1, []))),
    ("face 15", "setCardsFull", ([15, 3, 4, 5, 9], FIVE_S), Returns((-1, []))),
    ("face -2", "SetCardsFull", ([-2, 3, 4, 5, 9], FIVE_S), Returns((-1, []))),
    ("suit 0", "setCardsFull", (FIVE_F, [0, 1, 1, 1, 2]), Returns((-2, []))),
    ("suit 5", "setCardsFull", (FIVE_F, [1, 1, 1, 1, 5]), Returns((-2, []))),
    ("duplicate", "setCardsFull", ([2, 3, 4, 5, 5], [1, 1, 1, 1, 1]), Returns((-3, []))),
    ("ace as 1 and 14", "setCardsFull", ([1, 14, 4, 5, 9], [1, 1, 1, 1, 2]), Returns((-3, []))),
    ("SetCards hole of 1", "SetCards", ([2], [1], [3, 4, 5], [1, 1, 1]), Returns((-4, []))),
    ("SetCards flop of 4", "SetCards", ([2, 3], [1, 1], [3, 4, 5, 6], [2, 2, 2, 2]), Returns((-4, []))),
    ("SetCards bad turn", "SetCards", ([2, 3], [1, 1], [4, 5, 6], [1, 1, 1], 20, 1), Returns((-1, []))),
    ("setCards turn suit only", "setCards", ([2, 3], [1, 1], [4, 5, 6], [1, 1, 1], 0, 2), Returns((-1, []))),
    ("setCards river repeats", "setCards", ([2, 3], [1, 1], [4, 5, 6], [1, 1, 1], 7, 1, 7, 1), Returns((-3, []))),
]:
    case(f"hand.{method}: {name}", hand_call(method, *args), expect)
case("hand.setCardsFull: text", lambda: holdEm.hand().setCardsFull("23459", "11112"), Raises(TypeError))
case("hand.setCardsFull: 2**40", lambda: holdEm.hand().setCardsFull([2**40] * 5, [1] * 5), Raises(TypeError))


def hand_find_before_set() -> Any:
    h = holdEm.hand()
    return h.findBestHand(), h.findBestHandP(), h.getHandCode(), h.getBestFace(), h.getBestSuit(), h.getScore()


case("hand: findBestHand before setCards", hand_find_before_set, Returns((-1, -1, -1, [], [], 0)))

# --- the original's deck class -----------------------------------------------------------------------------------


def full_deck() -> holdEm.deck:
    d = holdEm.deck()
    d.setDeckFull()
    return d


def deck_steps(*steps: tuple[str, tuple[Any, ...]], full: bool = True) -> Callable[[], Any]:
    """Each step's return value, then the cards left (an error must leave the deck unchanged)."""

    def call() -> Any:
        d = full_deck() if full else holdEm.deck()
        codes = tuple(getattr(d, method)(*args) for method, args in steps)
        return codes, len(d.getDeckFace()), d.getNumCards()

    return call


for name, steps, full, expect in [
    ("setDeckPartial 52 left out", [("setDeckPartial", ([2] * 52, [1] * 52))], False, Returns(((-2,), 0, 0))),
    ("setDeckPartial lengths", [("setDeckPartial", ([2, 3], [1]))], False, Returns(((-1,), 0, 0))),
    ("setDeckPartial face 0", [("setDeckPartial", ([0], [1]))], False, Returns(((-3,), 0, 0))),
    ("setDeckPartial face 15", [("setDeckPartial", ([15], [1]))], True, Returns(((-3,), 52, 52))),
    ("setDeckPartial suit 7", [("setDeckPartial", ([2], [7]))], True, Returns(((-4,), 52, 52))),
    ("setDeckPartial twice listed", [("setDeckPartial", ([2, 2], [1, 1]))], True, Returns(((-5,), 52, 52))),
    ("remCards twice", [("remCards", ([2], [1])), ("remCards", ([2], [1]))], True, Returns(((0, -5), 51, 51))),
    ("remCards before setup", [("remCards", ([2], [1]))], False, Returns(((-5,), 0, 0))),
    ("remCards suit -1", [("remCards", ([2], [-1]))], True, Returns(((-4,), 52, 52))),
    ("remCards lengths", [("remCards", ([2], []))], True, Returns(((-1,), 52, 52))),
    ("dealCards 53", [("dealCards", (53,))], True, Returns(((-1,), 52, 52))),
    ("dealCards -1", [("dealCards", (-1,))], True, Returns(((-1,), 52, 52))),
    ("dealCards past the end", [("dealCards", (50,)), ("dealCards", (3,))], True, Returns(((0, -1), 52, 2))),
    ("dealCards before setup", [("dealCards", (1,))], False, Returns(((-1,), 0, 0))),
    ("shuffleI before setup", [("shuffleI", ()), ("dealCards", (1,))], False, Returns(((None, -1), 0, 0))),
]:
    case(f"deck: {name}", deck_steps(*steps, full=full), expect)
case("deck: setDeckIndex 53", lambda: full_deck().setDeckIndex(53), Raises(ValueError, "maxIndex 53 outside 0..52"))
case("deck: setDeckIndex -1", lambda: full_deck().setDeckIndex(-1), Raises(ValueError, "maxIndex -1 outside"))
case("deck: setDeckIndex before setup", lambda: holdEm.deck().setDeckIndex(1), Raises(ValueError, "outside 0..0"))
case("deck: dealCards 2**31", lambda: full_deck().dealCards(2**31), Raises(TypeError))
case("deck: setSeed -1", lambda: full_deck().setSeed(-1), Raises(TypeError))

# --- the original's table class ----------------------------------------------------------------------------------

for players in (-1, 0, 1, 24, 30, 1000):
    case(f"table({players})", lambda n=players: holdEm.table(n), Raises(ValueError, f"2..23 players, got {players}"))
case("table(2**40)", lambda: holdEm.table(2**40), Raises(TypeError))
case("table('2')", lambda: holdEm.table("2"), Raises(TypeError))
case("table(None)", lambda: holdEm.table(None), Raises(TypeError))


def table_steps(*steps: tuple[str, tuple[Any, ...]], players: int = 3) -> Callable[[], Any]:
    """Each step's return value, then the known cards: an error code must leave the table unchanged."""

    def call() -> Any:
        t = holdEm.table(players)
        t.setSeed(1)
        codes = tuple(getattr(t, method)(*args) for method, args in steps)
        holes = [t.getPlayerHoldFace(p) for p in range(t.getNoPlayers())]
        return codes, holes, t.getBoardFace()

    return call


NO_HOLES = [[], [], []]
NO_BOARD = [-1] * 5
for name, steps, expect in [
    ("setHoldCards no such player", [("setHoldCards", (3, [2, 3], [1, 1]))], Returns(((-3,), NO_HOLES, NO_BOARD))),
    ("setHoldCards player -1", [("setHoldCards", (-1, [2, 3], [1, 1]))], Returns(((-3,), NO_HOLES, NO_BOARD))),
    ("setHoldCards lengths", [("setHoldCards", (0, [2, 3], [1]))], Returns(((-1,), NO_HOLES, NO_BOARD))),
    ("setHoldCards 3 cards", [("setHoldCards", (0, [2, 3, 4], [1, 1, 1]))], Returns(((-2,), NO_HOLES, NO_BOARD))),
    ("setHoldCards face 15", [("setHoldCards", (0, [15, 3], [1, 1]))], Returns(((-4,), NO_HOLES, NO_BOARD))),
    ("setHoldCards face 0", [("setHoldCards", (0, [0, 3], [1, 1]))], Returns(((-4,), NO_HOLES, NO_BOARD))),
    ("setHoldCards suit 5", [("setHoldCards", (0, [2, 3], [1, 5]))], Returns(((-5,), NO_HOLES, NO_BOARD))),
    ("setHoldCards pair twice", [("setHoldCards", (0, [2, 2], [1, 1]))], Returns(((-6,), NO_HOLES, NO_BOARD))),
    (
        "setHoldCards card of another player",
        [("setHoldCards", (0, [2, 3], [1, 1])), ("setHoldCards", (1, [3, 4], [1, 1]))],
        Returns(((0, -6), [[2, 3], [], []], NO_BOARD)),
    ),
    (
        "setHoldCards third card",
        [("setHoldCards", (0, [2, 3], [1, 1])), ("setHoldCards", (0, [4], [1]))],
        Returns(((0, -2), [[2, 3], [], []], NO_BOARD)),
    ),
    ("setHoldCard no such player", [("setHoldCard", (5, 2, 1))], Returns(((-3,), NO_HOLES, NO_BOARD))),
    ("setHoldCard face 99", [("setHoldCard", (0, 99, 1))], Returns(((-4,), NO_HOLES, NO_BOARD))),
    ("setHoldCard suit 0", [("setHoldCard", (0, 9, 0))], Returns(((-5,), NO_HOLES, NO_BOARD))),
    (
        "setHoldCard third card",
        [("setHoldCard", (1, 9, 1)), ("setHoldCard", (1, 10, 1)), ("setHoldCard", (1, 11, 1))],
        Returns(((0, 0, -2), [[], [9, 10], []], NO_BOARD)),
    ),
    (
        "setHoldCard card on the board",
        [("setFlop", ([2, 3, 4], [1, 1, 1])), ("setHoldCard", (0, 3, 1))],
        Returns(((0, -6), NO_HOLES, [2, 3, 4, -1, -1])),
    ),
    ("setFlop 2 faces", [("setFlop", ([2, 3], [1, 1]))], Returns(((-1,), NO_HOLES, NO_BOARD))),
    ("setFlop 2 suits", [("setFlop", ([2, 3, 4], [1, 1]))], Returns(((-2,), NO_HOLES, NO_BOARD))),
    ("setFlop repeated card", [("setFlop", ([2, 2, 4], [1, 1, 1]))], Returns(((-3,), NO_HOLES, NO_BOARD))),
    ("setFlop face 20", [("setFlop", ([2, 20, 4], [1, 1, 1]))], Returns(((-5,), NO_HOLES, NO_BOARD))),
    ("setFlop suit 9", [("setFlop", ([2, 3, 4], [1, 9, 1]))], Returns(((-6,), NO_HOLES, NO_BOARD))),
    (
        "setFlop twice",
        [("setFlop", ([2, 3, 4], [1, 1, 1])), ("setFlop", ([5, 6, 7], [1, 1, 1]))],
        Returns(((0, -4), NO_HOLES, [2, 3, 4, -1, -1])),
    ),
    (
        "setFlop card in a hand",
        [("setHoldCards", (2, [14, 13], [4, 4])), ("setFlop", ([14, 6, 7], [4, 1, 1]))],
        Returns(((0, -3), [[], [], [14, 13]], NO_BOARD)),
    ),
    (
        "setTurn twice",
        [("setTurn", (5, 2)), ("setTurn", (6, 2))],
        Returns(((0, -4), NO_HOLES, [-1, -1, -1, 5, -1])),
    ),
    ("setTurn face -3", [("setTurn", (-3, 1))], Returns(((-5,), NO_HOLES, NO_BOARD))),
    ("setTurn suit 5", [("setTurn", (3, 5))], Returns(((-6,), NO_HOLES, NO_BOARD))),
    (
        "setRiver twice",
        [("setRiver", (5, 2)), ("setRiver", (6, 2))],
        Returns(((0, -4), NO_HOLES, [-1, -1, -1, -1, 5])),
    ),
    (
        "setRiver same as turn",
        [("setTurn", (5, 2)), ("setRiver", (5, 2))],
        Returns(((0, -3), NO_HOLES, [-1, -1, -1, 5, -1])),
    ),
    ("setRiver face 1000", [("setRiver", (1000, 2))], Returns(((-5,), NO_HOLES, NO_BOARD))),
    ("setRiver suit -3", [("setRiver", (3, -3))], Returns(((-6,), NO_HOLES, NO_BOARD))),
    ("dealHold -1", [("dealHold", (-1,))], Returns(((-1,), NO_HOLES, NO_BOARD))),
    ("dealHold 3", [("dealHold", (3,))], Returns(((-1,), NO_HOLES, NO_BOARD))),
    (
        "findWinner before dealing",
        [("findWinner", ()), ("findWinnerP", ()), ("findWinnerI", ()), ("getNumRuns", ())],
        Returns(((-1, -1, -1, 0), NO_HOLES, NO_BOARD)),
    ),
    ("setNoPlayers 1", [("setNoPlayers", (1,)), ("getNoPlayers", ())], Returns(((-1, 3), NO_HOLES, NO_BOARD))),
    ("setNoPlayers 24", [("setNoPlayers", (24,)), ("getNoPlayers", ())], Returns(((-1, 3), NO_HOLES, NO_BOARD))),
    ("MC -1", [("MC", (-1,)), ("getNumRuns", ())], Returns(((-1, 0), NO_HOLES, NO_BOARD))),
    ("MCP -5", [("MCP", (-5,)), ("getNumRuns", ())], Returns(((-1, 0), NO_HOLES, NO_BOARD))),
    ("MCF -2**62", [("MCF", (-(2**62),)), ("getNumRuns", ())], Returns(((-1, 0), NO_HOLES, NO_BOARD))),
    # Nothing known yet: MC deals every card (the original crashed here).
    ("MC before any card is set", [("MC", (50,)), ("getNumRuns", ())], Returns(((0, 50), NO_HOLES, NO_BOARD))),
    (
        "MC 0",
        [("setHoldCards", (0, [14, 14], [1, 2])), ("MC", (0,)), ("getNumRuns", ()), ("getWinsP", ())],
        Returns(((0, 0, 0, [0.0, 0.0, 0.0]), [[14, 14], [], []], NO_BOARD)),
    ),
]:
    case(f"table: {name}", table_steps(*steps), expect)

for getter in (
    "getWinsPP",
    "getWinsPPp",
    "getDrawsPP",
    "getDrawsPPp",
    "getHandsPP",
    "getHandsPPp",
    "getPlayerHoldFace",
    "getPlayerHoldSuit",
):
    for player in (-1, 3):
        case(
            f"table.{getter}({player})",
            lambda g=getter, p=player: getattr(holdEm.table(3), g)(p),
            Raises(ValueError, rf"player {player} not at the table \(players 0\.\.2\)"),
        )
case("table.getWinsPP(2**40)", lambda: holdEm.table(3).getWinsPP(2**40), Raises(TypeError))
case("table.MC(2**70)", lambda: holdEm.table(3).MC(2**70), Raises(TypeError))
case("table.MC(1.5)", lambda: holdEm.table(3).MC(1.5), Raises(TypeError))
case("table.MC(None)", lambda: holdEm.table(3).MC(None), Raises(TypeError))
case("table.setSeed(-1)", lambda: holdEm.table(3).setSeed(-1), Raises(TypeError))
case("table.setFlop(None, None)", lambda: holdEm.table(3).setFlop(None, None), Raises(TypeError))
case("table.setHoldCards text", lambda: holdEm.table(3).setHoldCards(0, "AK", [1, 1]), Raises(TypeError))


def full_table_of_23() -> Any:
    """23 players and a known board use 51 cards: every deal still works."""
    t = holdEm.table(23)
    t.setSeed(3)
    codes = (t.setFlop([2, 3, 4], [1, 1, 1]), t.setTurn(5, 1), t.setRiver(7, 2), t.MC(20), t.dealAll())
    return codes, t.getNumRuns(), t.getNumCardsInDeck(), sum(t.getWins()) + (t.getDraws().count(0) < 23)


case("table(23): Monte Carlo with 51 cards in play", full_table_of_23, Returns(((0, 0, 0, 0, 0), 20, 1, 20)))


def grow_known_during_counts() -> Any:
    """setNoPlayers after a run clears everything; getters of the old players then refuse."""
    t = holdEm.table(5)
    t.setSeed(2)
    t.MC(10)
    t.setNoPlayers(2)
    return t.getNumRuns(), t.getWins(), t.getWinsPP(4)


case("table: getWinsPP for a player removed by setNoPlayers", grow_known_during_counts, Raises(ValueError, "player 4"))

# --- equity ------------------------------------------------------------------------------------------------------

HOLDEM_3_CARDS = "player 1: a Hold'em hand has 2 hole cards, got 3"

TWO = ["AsKs", "QdQh"]
for name, args, kwargs, expect in [
    ("card in two hands", (["AsKs", "AsQd"],), {}, Raises(ValueError, "player 2: duplicate card As")),
    ("card in a hand and on the board", (TWO,), {"board": "As2c3c"}, Raises(ValueError, "duplicate card As")),
    ("card in a hand and dead", (TWO,), {"dead": "Ks"}, Raises(ValueError, "duplicate card Ks")),
    ("card on the board and dead", (TWO,), {"board": "2c3c4c", "dead": "4c"}, Raises(ValueError, "duplicate card 4c")),
    ("board card twice", (TWO,), {"board": "2c2c3c"}, Raises(ValueError, "board: duplicate card 2c")),
    ("board of 6", (TWO,), {"board": "2c3c4c5c6c7c"}, Raises(ValueError, "at most 5 cards, got 6")),
    ("board card 52", (TWO,), {"board": [0, 1, 52]}, Raises(ValueError, "board: card 52 out of range")),
    ("board None", (TWO,), {"board": None}, Raises(TypeError, "board must be a string")),
    ("dead garbage", (TWO,), {"dead": "xyz"}, Raises(ValueError, "unknown card")),
    ("hand of 3 cards", (["AsKsQs", "QdQh"],), {}, Raises(ValueError, "player 1: a Hold'em hand has 2 hole cards")),
    ("hand of 3 ints", ([[0, 1, 2], "QdQh"],), {}, Raises(ValueError, HOLDEM_3_CARDS)),
    ("hand card -1", ([[0, -1], "QdQh"],), {}, Raises(ValueError, "player 1: card -1 out of range")),
    ("empty hand", (["AsKs", ""],), {}, Raises(ValueError, "player 2: empty hand")),
    ("separators as a hand", (["AsKs", " , "],), {}, Raises(ValueError, "player 2: empty hand")),
    ("hand None", ([None, "AsKs"],), {}, Raises(TypeError, "player 1 must be a string")),
    ("hand bytes", ([b"AsKs", "QdQh"],), {}, Raises(TypeError, "not bytes")),
    ("hand with a lone surrogate", (["As\udcffKs", "QdQh"],), {}, Raises(ValueError, "surrogates")),
    ("hand of suit symbols", (["A♠K♠", "QdQh"],), {}, Raises(ValueError, "player 1: invalid range item")),
    ("range QQ++", (["AsKs", "QQ++"],), {}, Raises(ValueError, r"player 2: invalid range item 'QQ\+\+'")),
    ("range AKx", (["AsKs", "AKx"],), {}, Raises(ValueError, "invalid range item 'AKx'")),
    ("range weight 0", (["AsKs", "QQ:0"],), {}, Raises(ValueError, "weight must be above 0 and at most 1")),
    ("range weight 2", (["AsKs", "QQ:2"],), {}, Raises(ValueError, "weight must be above 0 and at most 1")),
    ("range weight nan", (["AsKs", "QQ:nan"],), {}, Raises(ValueError, "must be a number")),
    ("range weight -1", (["AsKs", "QQ:-1"],), {}, Raises(ValueError, "weight must be above 0")),
    ("range suitedness differs", (["AsKs", "A2s-A5o"],), {}, Raises(ValueError, "differ in suitedness")),
    ("range same card twice", (["AsKs", "AhAh"],), {}, Raises(ValueError, "player 2: duplicate card Ah")),
    ("range emptied by others", (["AsAh", "AdAc", "AA"],), {}, Raises(ValueError, "player 3: the range has no hand")),
    ("range emptied by board", (["AsKs", "KK"],), {"board": "KdKhKc"}, Raises(ValueError, "no hand left")),
    ("no players", ([],), {}, Raises(ValueError, "no players")),
    ("hands as one string", ("AsKs QdQh",), {}, Raises(TypeError, "hands must be a list")),
    ("hands None", (None,), {}, Raises(TypeError, "hands must be a list")),
    ("24 players", (["random"] * 24,), {}, Raises(ValueError, "too many players: 24 players need 53 cards")),
    ("100 players", (["random"] * 100,), {}, Raises(ValueError, "too many players")),
    ("12 Omaha players", (["random"] * 12,), {"game": "omaha"}, Raises(ValueError, "too many players")),
    ("every card dead", (["random", "random"],), {"dead": list(range(49))}, Raises(ValueError, "too many players")),
    ("trials -1", (TWO,), {"trials": -1}, Raises(ValueError, "trials must be positive, got -1")),
    ("trials 0", (TWO,), {"trials": 0}, Raises(ValueError, "trials must be positive")),
    ("trials 10**30", (TWO,), {"trials": 10**30}, Raises(ValueError, r"trials must be at most 2\*\*50")),
    ("trials 1.5", (TWO,), {"trials": 1.5}, Raises(TypeError, "trials must be an int")),
    ("trials True", (TWO,), {"trials": True}, Raises(TypeError, "trials must be an int")),
    ("threads -1", (TWO,), {"threads": -1}, Raises(ValueError, "threads must be >= 0")),
    ("threads 10**6", (TWO,), {"threads": 10**6}, Raises(ValueError, "threads must be at most 4096")),
    ("threads 2**40", (TWO,), {"threads": 2**40}, Raises(ValueError, "threads must be at most 4096")),
    ("threads 2.0", (TWO,), {"threads": 2.0}, Raises(TypeError, "threads must be an int")),
    ("time_limit nan", (TWO,), {"time_limit": math.nan}, Raises(ValueError, "time_limit must be a positive number")),
    ("time_limit -1", (TWO,), {"time_limit": -1}, Raises(ValueError, "time_limit must be a positive number")),
    ("time_limit 0", (TWO,), {"time_limit": 0}, Raises(ValueError, "time_limit must be a positive number")),
    ("time_limit text", (TWO,), {"time_limit": "1"}, Raises(TypeError, "time_limit must be a number")),
    ("target_stderr nan", (TWO,), {"target_stderr": math.nan}, Raises(ValueError, "target_stderr must be a positive")),
    ("target_stderr -0.1", (TWO,), {"target_stderr": -0.1}, Raises(ValueError, "target_stderr must be a positive")),
    ("target_stderr inf", (TWO,), {"target_stderr": math.inf}, Raises(ValueError, "target_stderr must be a positive")),
    ("game poker", (TWO,), {"game": "poker"}, Raises(ValueError, "unknown game 'poker'")),
    ("game None", (TWO,), {"game": None}, Raises(TypeError, "game must be a string")),
    ("Omaha hands in Hold'em", (["AsKsQsJs", "QdQh2c2d"],), {}, Raises(ValueError, "2 hole cards, got 4")),
    ("Hold'em text in Omaha", (["AsKsQsJs", "QQ+"],), {"game": "omaha"}, Raises(ValueError, "unknown symbol '\\+'")),
    ("7 cards in PLO6", (["AsKsQsJsTs9s8s", "random"],), {"game": "plo6"}, Raises(ValueError, "6 hole cards, got 7")),
    ("exact 'yes'", (TWO,), {"exact": "yes"}, Raises(TypeError, "exact must be None, True or False")),
    ("exact too large", (["random"] * 6,), {"exact": True}, Raises(ValueError, "exact enumeration is too large")),
    ("seed 1.5", (TWO,), {"seed": 1.5, "trials": 10}, Raises(TypeError, "seed must be an int")),
    ("callback not callable", (TWO,), {"callback": 5}, Raises(TypeError, "callback must be callable")),
]:
    case(f"equity: {name}", lambda a=args, k=kwargs: holdEm.equity(*a, **k), expect)

case("parse_range: empty", lambda: holdEm.parse_range(""), Raises(ValueError, "empty range"))
case("parse_range: commas", lambda: holdEm.parse_range(",,"), Raises(ValueError, "empty range"))
case("parse_range: weight only", lambda: holdEm.parse_range(":0.5"), Raises(ValueError, "no hand before the weight"))
case("parse_range: one card", lambda: holdEm.parse_range("Kh"), Raises(ValueError, "invalid range item 'Kh'"))
case("parse_range: surrogate", lambda: holdEm.parse_range("\udcff"), Raises(ValueError, "surrogates"))
case("parse_range: bytes", lambda: holdEm.parse_range(b"QQ+"), Raises(TypeError, "a range is a string"))
case("parse_range: a million items", lambda: len(holdEm.parse_range("QQ," * 10**6)), Returns(6))


def equity_interrupted_by_its_callback() -> Any:
    """A callback that raises stops the run and its exception comes through."""
    return holdEm.equity(["random"] * 3, trials=10**9, seed=1, callback=lambda result: 1 / 0)


case("equity: callback raises", equity_interrupted_by_its_callback, Raises(ZeroDivisionError))

# --- the comparator's Python API -----------------------------------------------------------------------------------

for name, line, expect in [
    ("board only", "9sTh4d4s7s", Raises(ValueError, "at least 2 hands, got 0")),
    ("one hand", "9sTh4d4s7s 7h5s", Raises(ValueError, "at least 2 hands, got 1")),
    ("board of 4", "9sTh4d4s 7h5s QsAs", Raises(ValueError, "board needs 5 cards, got 4")),
    ("hand of 3", "9sTh4d4s7s 7h5s QsAsKd", Raises(ValueError, "2 cards .Hold'em. or 4 .Omaha., got 3")),
    ("mixed games", "9sTh4d4s7s 7h5s QsAsKdKc", Raises(ValueError, "hands mix 2 and 4 cards")),
    ("duplicate", "9sTh4d4s7s 7h5s 7h5s", Raises(ValueError, "duplicate card 7h")),
    ("card on board and hand", "9sTh4d4s7s 9s5s QsAs", Raises(ValueError, "duplicate card 9s")),
    ("24 hands", "9sTh4d4s7s " + " ".join(["2c3c"] * 24), Raises(ValueError, "duplicate card 2c")),
    ("garbage", "\x01\x02\x03 ::: ###", Raises(ValueError, "unknown card")),
    ("non-ascii", "9sTh4d4s7s 7h5s Qs€s", Raises(ValueError, "unknown card")),
    ("lone surrogate", "9sTh4d4s7s 7h5s \udcff", Raises(ValueError, "surrogates")),
    ("draw hand of 4", "AsKsQsJs 2c2d2h2s3c", Raises(ValueError, "five-card draw hand needs 5 cards, got 4")),
]:
    game = "five-card-draw" if name.startswith("draw") else "holdem"
    case(f"compare_line: {name}", lambda ln=line, g=game: comparator.compare_line(ln, game=g), expect)
case(
    "compare_line: unknown game",
    lambda: comparator.compare_line("9sTh4d4s7s 7h5s QsAs", game="omaha"),
    Raises(ValueError, "game must be one of 'holdem', 'five-card-draw', 'shortdeck', 'shortdeck-triton', 'omaha-hilo'"),
)
case("compare_line: bytes", lambda: _core._compare_line(b"9sTh4d4s7s 7h5s QsAs"), Raises(TypeError))
case("_StreamComparator.feed: str", lambda: _core._StreamComparator().feed("x\n"), Raises(TypeError))
case(
    "_SampleGenerator.generate: -1",
    lambda: _core._SampleGenerator(1, 2).generate(-1),
    Raises(ValueError, "count must be >= 0"),
)


# --- the command line ----------------------------------------------------------------------------------------------

GOOD_LINE = b"9sTh4d4s7s 7h5s QsAs"
GOOD_ANSWER = b"7h5s QsAs"
ERROR = rb"ERROR: "
random_bytes = np.random.default_rng(8).integers(0, 256, 4096, dtype=np.uint8).tobytes().replace(b"\n", b"")

# (name, one input line without its "\n", the answer line it must get as a regular expression).
COMPARE_LINES: list[tuple[str, bytes, bytes]] = [
    ("empty line", b"", b""),
    ("blanks only", b" \t\v\f ", b""),
    ("CRLF line end", GOOD_LINE + b"\r", re.escape(GOOD_ANSWER)),
    ("a lone CR", b"\r", b""),
    ("CR line ends only", GOOD_LINE + b"\r" + GOOD_LINE, ERROR + b"got 5 .'9sTh4d4s7s'."),
    ("all 256 byte values", bytes(b for b in range(256) if b != 10), ERROR + b"unknown card"),
    ("random binary", random_bytes, ERROR),
    ("NUL bytes", b"\x00" * 100, ERROR + b"unknown card"),
    ("UTF-8 byte order mark", b"\xef\xbb\xbf" + GOOD_LINE, ERROR + b"unknown card"),
    ("non-ASCII text", "Pik-Ass ♠ und Herz-König ♥".encode(), ERROR + b"unknown card"),
    ("suit symbols", "9♠T♥4♦4♠7♠ 7♥5♠ Q♠A♠".encode(), ERROR + b"unknown card"),
    ("Latin-1 text", "9sTh4d4s7s 7h5s Qs\xc4s".encode("latin-1"), ERROR + b"unknown card"),
    ("invalid UTF-8", b"\xc3\x28 \xa0\xa1 \xff", ERROR + b"unknown card"),
    ("escape sequences", b"\x1b[31m9sTh4d4s7s\x1b[0m 7h5s QsAs", ERROR + b"unknown card"),
    ("board only", b"9sTh4d4s7s", ERROR + b"at least 2 hands, got 0"),
    ("one hand", b"9sTh4d4s7s 7h5s", ERROR + b"at least 2 hands, got 1"),
    ("board of 4", b"9sTh4d4s 7h5s QsAs", ERROR + b"board needs 5 cards, got 4"),
    ("board of 50", b"9sTh4d4s7s" * 10 + b" 7h5s QsAs", ERROR),
    ("hand of 3", b"9sTh4d4s7s 7h5s QsAsKd", ERROR + b"got 3"),
    ("hand of 1", b"9sTh4d4s7s 7h5s Qs", ERROR + b"got 1"),
    ("2- and 4-card hands", b"9sTh4d4s7s 7h5s QsAsKdKc", ERROR + b"hands mix 2 and 4 cards"),
    ("duplicate hands", b"9sTh4d4s7s 7h5s 7h5s", ERROR + b"duplicate card 7h"),
    ("24 hands", b"9sTh4d4s7s " + b" ".join([b"2c3c"] * 24), ERROR + b"duplicate card 2c"),
    ("a million hands", b"9sTh4d4s7s " + b"2c3c " * 40_000, ERROR + b"line longer than"),
    ("1 MB of blanks", b" " * 1_000_000, ERROR + b"line longer than 65536 characters"),
    ("a 10 MB line", b"A" * 10_000_000, ERROR + b"line longer than 65536 characters"),
    ("a 10 MB line of cards", b"As" * 5_000_000, ERROR + b"line longer than 65536 characters"),
]


def compare_stream() -> tuple[bytes, list[bytes]]:
    """Every bad line, each followed by a good one; the last good line has no line end."""
    data = b"".join(line + b"\n" + GOOD_LINE + b"\n" for _, line, _ in COMPARE_LINES)
    patterns = [p for _, _, answer in COMPARE_LINES for p in (answer, re.escape(GOOD_ANSWER))]
    return data + GOOD_LINE, patterns + [re.escape(GOOD_ANSWER)]


def run_holdem(*args: str, input: bytes = b"", timeout: float = 60) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, PYTHONPATH=PACKAGE_PATH)
    command = [sys.executable, "-m", "holdEm", *args]
    return subprocess.run(command, input=input, capture_output=True, env=env, timeout=timeout)


@cache
def compare_answers(*options: str) -> tuple[int, list[bytes], bytes]:
    data, _ = compare_stream()
    result = run_holdem("compare", *options, input=data)
    return result.returncode, result.stdout.split(b"\n"), result.stderr


def pytest_generate_tests(metafunc: Any) -> None:
    if "case_index" in metafunc.fixturenames:
        metafunc.parametrize("case_index", range(len(NAMES)), ids=NAMES)
    if "compare_line" in metafunc.fixturenames:
        metafunc.parametrize("compare_line", range(len(COMPARE_LINES)), ids=[n for n, _, _ in COMPARE_LINES])


@pytest.mark.parametrize("options", [(), ("--dbg",), ("--ties=equals",)], ids=["plain", "dbg", "ties"])
def test_compare_answers_every_line(compare_line: int, options: tuple[str, ...]) -> None:
    """Each bad line gets its ERROR line, and the good line after it is still answered."""
    code, answers, stderr = compare_answers(*options)
    _, patterns = compare_stream()
    assert code == 1, stderr[-2000:]
    assert len(answers) == len(patterns) + 1 and answers[-1] == b""  # one answer line each, nothing more
    for k in (2 * compare_line, 2 * compare_line + 1):
        pattern = ERROR + b".*" + patterns[k][len(ERROR) :] + b".*" if patterns[k].startswith(ERROR) else patterns[k]
        assert re.fullmatch(pattern, answers[k]), (COMPARE_LINES[compare_line][0], answers[k][:300])
    bad = sum(1 for _, _, answer in COMPARE_LINES if answer.startswith(ERROR))
    assert f"{bad} of {len(patterns)} lines were bad".encode() in stderr


@pytest.mark.parametrize(
    "data",
    [b"A" * 10_000_000, b"\xff" * 100_000, b"9sTh4d4s7s 7h5s", b"\x00"],
    ids=["10 MB without line end", "binary without line end", "bad last line", "a NUL byte"],
)
def test_compare_answers_a_bad_last_line(data: bytes) -> None:
    result = run_holdem("compare", input=data)
    assert result.returncode == 1
    assert result.stdout.startswith(b"ERROR: ") and result.stdout.count(b"\n") == 1


def test_compare_answers_nothing_for_no_input() -> None:
    result = run_holdem("compare", input=b"")
    assert (result.returncode, result.stdout) == (0, b"")


@pytest.mark.parametrize(
    "args, message",
    [
        (("eval", "AsKs"), "a hand needs 5, 6 or 7 cards, got 2"),
        (("eval", "AsAsKsQsJs"), "duplicate card As"),
        (("eval", "Äs Ös Üs ßs €s"), "unknown card"),
        (("eval", "\udcff\udcfe"), "error"),  # undecodable bytes in argv
        (("eval", "A" * 100_000), "unknown card"),
        (("eval", "--omaha", "AsKsQs2d3d"), "--omaha takes two arguments"),
        (("eval", "--omaha", "AsKsQs2d3d", "AsKd4c5c"), "duplicate card As"),
        (("eval",), "required: CARDS"),
        (("compare", "--game", "poker"), "invalid choice: 'poker'"),
        (("generate", "--size", "-1"), "must be >= 0"),
        (("generate", "--size", "3", "--hand", "99"), "2..23 in Hold'em, got 99"),
        (("generate", "--size", "3", "--hand", "12", "--omaha"), "2..11 in Omaha, got 12"),
        (("validate", "--ifile", "/nonexistent/holdem-file"), "No such file"),
        (("equity", "AsKs", "AsQd"), "player 2: duplicate card As"),
        (("equity", "AsKs", "QQ++"), "invalid range item 'QQ++'"),
        (("equity", "AsKs", ","), "player 2: empty hand"),
        (("equity", "A♠K♠", "QdQh"), "player 1: invalid range item"),
        (("equity", "\udcff", "QdQh"), "error"),  # undecodable bytes in argv
        (("equity", *["random"] * 24), "too many players"),
        (("equity", "AsKs", "QdQh", "--board", "2c2c"), "board: duplicate card 2c"),
        (("equity", "AsKs", "QdQh", "--trials", "-5"), "trials must be positive (1 to 2**50)"),
        (("equity", "AsKs", "QdQh", "--trials", "0"), "trials must be positive"),
        (("equity", "AsKs", "QdQh", "--trials", "9" * 30), "trials must be at most"),
        (("equity", "AsKs", "QdQh", "--threads", "-1"), "must be >= 0"),
        (("equity", "AsKs", "QdQh", "--threads", "9" * 20), "threads must be at most 4096"),
        (("equity", "AsKs", "QdQh", "--time-limit", "nan"), "must be > 0"),
        (("equity", "AsKs", "QdQh", "--time-limit", "-1"), "must be > 0"),
        (("equity", "AsKs", "QdQh", "--target-stderr", "inf"), "target_stderr must be a positive number"),
        (("equity", "AsKs", "QdQh", "--game", "poker"), "unknown game 'poker'"),
        (("equity", "AsKs", "QdQh", "--seed", "abc"), "invalid int value"),
        (("--type=7",), "--type must be 1"),
        ((), "usage"),
    ],
)
def test_command_line_errors(args: tuple[str, ...], message: str) -> None:
    result = run_holdem(*args, timeout=30)
    stderr = result.stderr.decode(errors="replace")
    assert result.returncode in (1, 2), stderr
    assert message in stderr
    assert "Traceback" not in stderr
    assert result.stdout == b""


def test_validate_with_a_binary_file(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.txt"
    garbage.write_bytes(random_bytes)
    result = run_holdem("validate", "--ifile", str(garbage), input=GOOD_ANSWER + b"\n", timeout=30)
    assert result.returncode in (1, 2)  # a verdict (FAILED) or an error, never a traceback
    assert b"FAILED" in result.stdout or b"holdem validate: error" in result.stderr
    assert b"Traceback" not in result.stderr


# --- running the cases in a child process ------------------------------------------------------------------------

NAMES = list(CASES)


def child_main(first: int) -> None:
    """Runs the cases from `first` on, one JSON line per case, flushing before and after each."""
    for index in range(first, len(NAMES)):
        print(json.dumps({"start": index}), flush=True)
        call, expect = CASES[NAMES[index]]
        try:
            problem = expect.check(call)
        except BaseException:  # noqa: B036 - a broken check is reported, not fatal
            problem = "the check itself failed: " + traceback.format_exc(limit=3)
        print(json.dumps({"done": index, "problem": problem}), flush=True)


@cache
def outcomes() -> dict[int, str | None]:
    """Each case's problem (None if it got what it must), crashes and hangs included."""
    results: dict[int, str | None] = {}
    env = dict(os.environ, PYTHONPATH=PACKAGE_PATH)
    first = 0
    while first < len(NAMES):
        try:
            child = subprocess.run(
                [sys.executable, __file__, str(first)],
                capture_output=True,
                text=True,
                env=env,
                timeout=CHILD_TIMEOUT_S,
            )
            stdout, stderr, how = child.stdout, child.stderr, f"exit code {child.returncode}"
        except subprocess.TimeoutExpired as e:
            stdout = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
            stderr = e.stderr.decode() if isinstance(e.stderr, bytes) else (e.stderr or "")
            how = f"no answer within {CHILD_TIMEOUT_S:.0f} s (hang)"
        running = first
        for line in stdout.splitlines():
            message = json.loads(line)
            if "start" in message:
                running = message["start"]
            else:
                results[message["done"]] = message["problem"]
                running = message["done"] + 1
        if running < len(NAMES) and running not in results:
            results[running] = f"the child process died on this case: {how}; stderr: {stderr[-1500:]}"
        first = running + 1
    return results


def test_there_are_over_a_hundred_cases() -> None:
    assert len(CASES) >= 100


def test_bad_input(case_index: int) -> None:
    problem = outcomes()[case_index]
    assert problem is None, problem


if __name__ == "__main__":
    child_main(int(sys.argv[1]))


@pytest.mark.parametrize("game, players", [("holdem", 10**6), ("plo4", 12), ("plo6", 10**5)])
def test_too_many_players_is_refused_before_anything_is_built(game: str, players: int) -> None:
    """A million players were a 10 GB allocation before the count was checked; now the count comes first."""
    script = (
        "import resource, holdEm\n"
        "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
        f"try:\n    holdEm.equity(['random'] * {players}, game={game!r})\n"
        "except ValueError as error:\n    print(error)\n"
    )
    completed = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.startswith(f"too many players: {players} players need"), completed.stdout
