"""Hostile input to equity and the range reader, table-driven: every bad call gets its documented
error and nothing crashes or hangs; too many players are refused before anything is built.

Each case runs in a child process (tests/bad_input_support.py), so that a crash or a hang fails the
case that caused it instead of killing pytest.
"""

from __future__ import annotations

import math
import subprocess
import sys
from typing import Any

import numpy as np
import pytest
from bad_input_support import CaseTable, Raises, Returns

import holdEm

CASES = CaseTable(__file__)
case = CASES.case


# --- equity ------------------------------------------------------------------------------------------------------

HOLDEM_3_CARDS = "player 1: a Hold'em hand has 2 hole cards, got 3"

TWO = ["AsKs", "QdQh"]
for name, args, kwargs, expect in [
    # The message says where the card is too: the field at fault may be the other one.
    (
        "card in two hands",
        (["AsKs", "AsQd"],),
        {},
        Raises(ValueError, r"2: duplicate card As \(also player 1's\)"),
    ),
    ("card in a hand and on the board", (TWO,), {"board": "As2c3c"}, Raises(ValueError, r"As \(also on the board\)")),
    (
        "card in a hand and dead",
        (TWO,),
        {"dead": "Ks"},
        Raises(ValueError, r"1: duplicate card Ks \(also dead\)"),
    ),
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
    ("empty list as a hand", (["AsKs", []],), {}, Raises(ValueError, "player 2: empty hand")),
    ("empty array as a hand", ([np.zeros(0, dtype=int), "AsKs"],), {}, Raises(ValueError, "player 1: empty hand")),
    ("hand None", ([None, "AsKs"],), {}, Raises(TypeError, "player 1 must be a string")),
    ("hand bytes", ([b"AsKs", "QdQh"],), {}, Raises(TypeError, "not bytes")),
    (
        "hand with a lone surrogate",
        (["As\udcffKs", "QdQh"],),
        {},
        Raises(ValueError, "player 1: not UTF-8 text: byte 0xFF"),
    ),
    ("hand of other symbols", (["A★K★", "QdQh"],), {}, Raises(ValueError, "player 1: invalid range item")),
    ("range QQ++", (["AsKs", "QQ++"],), {}, Raises(ValueError, r"player 2: invalid range item 'QQ\+\+'")),
    ("range AKx", (["AsKs", "AKx"],), {}, Raises(ValueError, "invalid range item 'AKx'")),
    ("range weight 0", (["AsKs", "QQ:0"],), {}, Raises(ValueError, "weight must be above 0 and at most 1")),
    ("range weight 2", (["AsKs", "QQ:2"],), {}, Raises(ValueError, "weight must be above 0 and at most 1")),
    ("range weight nan", (["AsKs", "QQ:nan"],), {}, Raises(ValueError, "must be a number")),
    ("range weight -1", (["AsKs", "QQ:-1"],), {}, Raises(ValueError, "weight must be above 0")),
    (
        "mapping weight of 400 digits",
        (["AsKs", {"QQ": 10**400}],),
        {},
        Raises(ValueError, "QQ: a weight must be above 0"),
    ),
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
    (
        "every card dead",
        (["random", "random"],),
        {"dead": list(range(49))},
        Raises(ValueError, "dead cards: 49 leave 3 cards in the deck"),
    ),
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
case("parse_range: surrogate", lambda: holdEm.parse_range("\udcff"), Raises(ValueError, "not UTF-8 text: byte 0xFF"))
case("parse_range: bytes", lambda: holdEm.parse_range(b"QQ+"), Raises(TypeError, "a range is a string"))
case("parse_range: a million items", lambda: len(holdEm.parse_range("QQ," * 10**6)), Returns(6))


def equity_interrupted_by_its_callback() -> Any:
    """A callback that raises stops the run and its exception comes through."""
    return holdEm.equity(["random"] * 3, trials=10**9, seed=1, callback=lambda result: 1 / 0)


case("equity: callback raises", equity_interrupted_by_its_callback, Raises(ZeroDivisionError))


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


test_bad_input = CASES.test()

if __name__ == "__main__":
    CASES.child_main(int(sys.argv[1]))
