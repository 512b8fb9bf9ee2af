"""An audit of the Python API as its demanding users call it: NumPy numbers, sets, None, game names
in any case, short-deck ranges, spots too large to enumerate.

Each table row is an input tried and what it must give: a result equal to the one plain Python
arguments give, or an error of the right type naming what is wrong.  The inputs that already gave
a good answer when the audit was made are kept too, so that they stay that way.  The command line
has its own file (tests/test_api_audit_cli.py).
"""

from __future__ import annotations

import itertools
import math
import re
import subprocess
import sys
import time
from typing import Any, Callable

import numpy as np
import pytest
from cli_support import cli_env

import holdEm
from holdEm import Range

TWO = ["AsKs", "QhQd"]
FLOP = "2c7d9h"
SHORT_FLOP = "6c7d9h"
RANKS = "AKQJT98765432"
SHORT_RANKS = "AKQJT9876"

# --- the same answer for NumPy numbers as for Python's ---------------------------------------------------------------

SAME_AS_PLAIN: list[tuple[str, Callable[[], Any], Callable[[], Any]]] = [
    (
        "next_card time_limit=np.float32",
        lambda: holdEm.next_card(TWO, FLOP, time_limit=np.float32(60)).equities,
        lambda: holdEm.next_card(TWO, FLOP).equities,
    ),
    (
        "next_card time_limit=np.int64",
        lambda: holdEm.next_card(TWO, FLOP, time_limit=np.int64(60)).equities,
        lambda: holdEm.next_card(TWO, FLOP).equities,
    ),
    (
        "next_card threads=np.int64 (already accepted)",
        lambda: holdEm.next_card(TWO, FLOP, threads=np.int64(1)).equities,
        lambda: holdEm.next_card(TWO, FLOP, threads=1).equities,
    ),
    (
        "NextCard.outs(np.int64)",
        lambda: holdEm.next_card(TWO, "2c7d9hAh").outs(np.int64(0)),
        lambda: holdEm.next_card(TWO, "2c7d9hAh").outs(0),
    ),
    (
        "equity_breakdown player=np.int64",
        lambda: holdEm.equity_breakdown(["QQ+", "AKs"], FLOP, player=np.int64(1)).equities,
        lambda: holdEm.equity_breakdown(["QQ+", "AKs"], FLOP, player=1).equities,
    ),
    (
        "equity_breakdown threads=np.int64, time_limit=np.float32",
        lambda: holdEm.equity_breakdown(["QQ+", "AKs"], FLOP, threads=np.int64(2), time_limit=np.float32(60)).equities,
        lambda: holdEm.equity_breakdown(["QQ+", "AKs"], FLOP, threads=2).equities,
    ),
    (
        "EquityBreakdown.distribution(np.int64)",
        lambda: holdEm.equity_breakdown(["QQ+", "AKs"], FLOP).distribution(np.int64(4)).tolist(),
        lambda: holdEm.equity_breakdown(["QQ+", "AKs"], FLOP).distribution(4).tolist(),
    ),
    (
        "equity_many threads=np.int64, chunk_size=np.int64",
        lambda: [r.equity for r in holdEm.equity_many([{"hands": TWO}] * 2, threads=np.int64(2))],
        lambda: [holdEm.equity(TWO).equity] * 2,
    ),
    (
        "preflop_table players=np.int64, threads=np.int64",
        lambda: holdEm.preflop_table(players=np.int64(2), threads=np.int64(1)).tolist(),
        lambda: holdEm.preflop_table().tolist(),
    ),
    (
        "Range weight np.float32",
        lambda: Range({"AhKh": np.float32(0.5)}),
        lambda: Range("AhKh:0.5"),
    ),
    (
        "equity trials, seed, threads, time_limit, target_stderr as NumPy numbers (already accepted)",
        lambda: holdEm.equity(TWO, trials=np.int64(500), seed=np.uint32(3), threads=np.int8(1)).equity,
        lambda: holdEm.equity(TWO, trials=500, seed=3, threads=1).equity,
    ),
    (
        "equity exact=np.True_",
        lambda: holdEm.equity(TWO, "2c7d9h", exact=np.True_).equity,
        lambda: holdEm.equity(TWO, "2c7d9h", exact=True).equity,
    ),
    (
        "equity game='plo' (the command line's and the web's alias)",
        lambda: holdEm.equity(["AsKsQsJs", "random"], game=" PLO ", trials=500, seed=1).equity,
        lambda: holdEm.equity(["AsKsQsJs", "random"], game="plo4", trials=500, seed=1).equity,
    ),
    (
        "equity game='plo-hilo'",
        lambda: holdEm.equity(["Ah2h3d4d", "random"], game="plo-hilo", trials=500, seed=1).lo_share,
        lambda: holdEm.equity(["Ah2h3d4d", "random"], game="plo4-hilo", trials=500, seed=1).lo_share,
    ),
    (
        "evaluate_batch game='ShortDeck'",
        lambda: holdEm.evaluate_batch(np.array([[48, 16, 20, 24, 28]]), game=" ShortDeck ").tolist(),
        lambda: holdEm.evaluate_batch(np.array([[48, 16, 20, 24, 28]]), game="shortdeck").tolist(),
    ),
    (
        "evaluate_batch validate=np.True_, threads=np.int64",
        lambda: holdEm.evaluate_batch(np.array([[0, 1, 2, 3, 4]]), validate=np.True_, threads=np.int64(2)).tolist(),
        lambda: holdEm.evaluate_batch(np.array([[0, 1, 2, 3, 4]])).tolist(),
    ),
    (
        "evaluate game='ShortDeck'",
        lambda: holdEm.evaluate("As6d7h8c9s", game="ShortDeck"),
        lambda: holdEm.evaluate("As6d7h8c9s", game="shortdeck"),
    ),
    (
        "category game=' SHORTDECK-TRITON '",
        lambda: holdEm.category(1000, game=" SHORTDECK-TRITON "),
        lambda: holdEm.category(1000, game="shortdeck-triton"),
    ),
    (
        "hand_ranking, next_card and board_hits game in any case (already accepted)",
        lambda: (len(holdEm.hand_ranking("ShortDeck")), holdEm.board_hits("AA", SHORT_FLOP, game="SHORTDECK").made),
        lambda: (81, holdEm.board_hits("AA", SHORT_FLOP, game="shortdeck").made),
    ),
]


@pytest.mark.parametrize(("given", "plain"), [row[1:] for row in SAME_AS_PLAIN], ids=[row[0] for row in SAME_AS_PLAIN])
def test_numpy_numbers_and_spellings_give_the_plain_answer(given: Callable[[], Any], plain: Callable[[], Any]) -> None:
    assert given() == plain()


# --- errors that name the bad argument -------------------------------------------------------------------------------

BAD: list[tuple[str, Callable[[], Any], type[Exception], str]] = [
    # Past 4096 threads: refused as equity refuses them (the batch capped them silently).
    (
        "evaluate_batch threads=10**6",
        lambda: holdEm.evaluate_batch(np.array([[0, 1, 2, 3, 4]]), threads=10**6),
        ValueError,
        "threads must be at most 4096",
    ),
    ("Range game='PLO'", lambda: holdEm.Range("AA", game="PLO"), ValueError, "an Omaha range is read by"),
    # Unordered players: which figure is whose would be a matter of chance.
    ("equity hands as a set", lambda: holdEm.equity({"AsKs", "QhQd"}), TypeError, "player order.*not a set"),
    ("equity hands as a frozenset", lambda: holdEm.equity(frozenset(TWO)), TypeError, "not a frozenset"),
    ("next_card hands as a set (already)", lambda: holdEm.next_card(set(TWO), FLOP), TypeError, "hands must be"),
    # None for the board or the dead cards.
    ("next_card board None", lambda: holdEm.next_card(TWO, None), TypeError, "board must be a string"),
    ("next_card dead None", lambda: holdEm.next_card(TWO, FLOP, None), TypeError, "dead cards must be a string"),
    ("breakdown board None", lambda: holdEm.equity_breakdown(TWO, None), TypeError, "board must be a string"),
    ("breakdown dead 5", lambda: holdEm.equity_breakdown(TWO, FLOP, 5), TypeError, "dead cards must be.*not int"),
    ("next_card board twice", lambda: holdEm.next_card(TWO, "2c2c7d"), ValueError, "board: duplicate card 2c"),
    ("equity board None (already)", lambda: holdEm.equity(TWO, None), TypeError, "board must be a string"),
    ("board_hits dead None (already)", lambda: holdEm.board_hits("AA", FLOP, None), TypeError, "dead cards must be"),
    # threads of equity_breakdown were not checked at all: -1, 1.5, None, True and 10**6 ran.
    (
        "breakdown threads -1",
        lambda: holdEm.equity_breakdown(TWO, FLOP, threads=-1),
        ValueError,
        "threads must be >= 0",
    ),
    ("breakdown threads 1.5", lambda: holdEm.equity_breakdown(TWO, threads=1.5), TypeError, "threads must be an int"),
    ("breakdown threads '2'", lambda: holdEm.equity_breakdown(TWO, threads="2"), TypeError, "threads must be an int"),
    ("breakdown threads None", lambda: holdEm.equity_breakdown(TWO, threads=None), TypeError, "threads must be an int"),
    ("breakdown threads True", lambda: holdEm.equity_breakdown(TWO, threads=True), TypeError, "threads must be an int"),
    ("breakdown threads 10**6", lambda: holdEm.equity_breakdown(TWO, threads=10**6), ValueError, "at most 4096"),
    ("breakdown player 1.0", lambda: holdEm.equity_breakdown(TWO, player=1.0), TypeError, "player must be an int"),
    ("breakdown player True", lambda: holdEm.equity_breakdown(TWO, player=True), TypeError, "an int 0..1"),
    ("breakdown exact 'yes' (already)", lambda: holdEm.equity_breakdown(TWO, exact="yes"), TypeError, "exact must be"),
    ("breakdown seed 1.5 (already)", lambda: holdEm.equity_breakdown(TWO, seed=1.5), TypeError, "seed must be an int"),
    (
        "next_card time_limit nan (already)",
        lambda: holdEm.next_card(TWO, FLOP, time_limit=math.nan),
        ValueError,
        "time_limit",
    ),
    (
        "next_card time_limit '1' (already)",
        lambda: holdEm.next_card(TWO, FLOP, time_limit="1"),
        TypeError,
        "time_limit",
    ),
    # The batch functions: pybind11's list of overloads before, one line naming the argument now.
    (
        "evaluate_batch threads 1.5",
        lambda: holdEm.evaluate_batch([[0, 1, 2, 3, 4]], threads=1.5),
        TypeError,
        "threads must be an int",
    ),
    (
        "evaluate_batch threads None",
        lambda: holdEm.evaluate_batch([[0, 1, 2, 3, 4]], threads=None),
        TypeError,
        "threads must be an int",
    ),
    (
        "evaluate_batch threads True",
        lambda: holdEm.evaluate_batch([[0, 1, 2, 3, 4]], threads=True),
        TypeError,
        "threads must be an int",
    ),
    (
        "evaluate_batch validate 'no'",
        lambda: holdEm.evaluate_batch([[0, 1, 2, 3, 4]], validate="no"),
        TypeError,
        "validate must be True or False",
    ),
    (
        "omaha batch threads 1.5",
        lambda: holdEm.evaluate_omaha_batch([[0, 1, 2, 3, 4]], [[5, 6, 7, 8]], threads=1.5),
        TypeError,
        "threads must be an int",
    ),
    (
        "omaha lo batch validate None",
        lambda: holdEm.evaluate_omaha_lo_batch([[0, 1, 2, 3, 4]], [[5, 6, 7, 8]], validate=None),
        TypeError,
        "validate must be",
    ),
    ("evaluate_batch floats (already)", lambda: holdEm.evaluate_batch(np.zeros((1, 5))), TypeError, "integer array"),
    (
        "evaluate_batch game poker (already)",
        lambda: holdEm.evaluate_batch([[0, 1, 2, 3, 4]], game="poker"),
        ValueError,
        "unknown game 'poker'",
    ),
    (
        "evaluate game omaha (already)",
        lambda: holdEm.evaluate("AsKsQsJsTs", game="omaha"),
        ValueError,
        "unknown game 'omaha'",
    ),
    # equity_many and preflop_table: a wrong type is a TypeError, as in equity.
    (
        "equity_many threads 1.0",
        lambda: holdEm.equity_many([{"hands": TWO}], threads=1.0),
        TypeError,
        "threads must be an int",
    ),
    (
        "equity_many threads -1",
        lambda: holdEm.equity_many([{"hands": TWO}], threads=-1),
        ValueError,
        "threads must be >= 0",
    ),
    ("preflop_table threads 1.0", lambda: holdEm.preflop_table(threads=1.0), TypeError, "threads must be an int"),
    ("preflop_table players 3 (already)", lambda: holdEm.preflop_table(players=3), ValueError, "players=2"),
    # Range: its game and weights checked whatever it is made from.
    ("Range weight nan (already)", lambda: Range({"AhKh": math.nan}), ValueError, "above 0 and at most 1"),
    (
        "Range low combo for short deck",
        lambda: Range({"5h5c": 1.0}, game="shortdeck"),
        ValueError,
        "holds 5h5c, a hand with a card below six",
    ),
    (
        "Range of a Hold'em Range for short deck",
        lambda: Range(Range("AA,22"), game="shortdeck"),
        ValueError,
        "a card below six",
    ),
    ("Range mapping for game poker", lambda: Range({"AhKh": 1.0}, game="poker"), ValueError, "game must be one of"),
    (
        "Range text for game omaha (already)",
        lambda: Range("AA", game="omaha"),
        ValueError,
        "ranges are for Hold'em and short deck",
    ),
    ("Range list (already)", lambda: Range(["AA", "KK"]), TypeError, "a range is text"),
    ("short-deck grid of low combos", lambda: Range("22").grid("shortdeck"), ValueError, "a card below six"),
    ("grid of game omaha", lambda: Range("AA").grid("omaha"), ValueError, "game must be one of"),
    # Empty, blank and look-alike text (already refused).
    ("equity blank hand", lambda: holdEm.equity([" ", "AsKs"]), ValueError, "player 1: empty hand"),
    ("parse_range blank", lambda: holdEm.parse_range(" \t"), ValueError, "empty range"),
    ("parse_range nan%", lambda: holdEm.parse_range("nan%"), ValueError, "a share of hands is a number"),
    ("parse_range AA:inf", lambda: holdEm.parse_range("AA:inf"), ValueError, "the weight after ':' must be a number"),
    (
        "equity full-width letters",
        lambda: holdEm.equity(["ＡｓＫｓ", "QhQd"]),
        ValueError,
        "player 1: invalid range item",
    ),
    ("equity cards as floats", lambda: holdEm.equity([[51.0, 47.0], "QhQd"]), TypeError, "not float"),
    ("equity cards as bools", lambda: holdEm.equity([[True, False], "QhQd"]), TypeError, "not bool"),
    # Too many players or cards for the deck (already refused).
    ("24 players", lambda: holdEm.equity(["random"] * 24, trials=10), ValueError, "too many players"),
    (
        "16 short-deck players",
        lambda: holdEm.equity(["random"] * 16, game="shortdeck"),
        ValueError,
        "too many players.*at most 15",
    ),
    ("a board of 6", lambda: holdEm.equity(TWO, "2c3c4c5c6c7c"), ValueError, "at most 5 cards"),
    ("next_card with 1 player", lambda: holdEm.next_card(["AsKs"], FLOP), ValueError, "at least 2 players"),
    # Ranges emptied by the known cards (already refused).
    ("equity range emptied by dead", lambda: holdEm.equity(["AA", "KK"], dead="AsAhAd"), ValueError, "no hand left"),
    ("next_card range emptied by board", lambda: holdEm.next_card(["AA", "KK"], "AsAhAd"), ValueError, "no hand left"),
    (
        "board_hits range emptied",
        lambda: holdEm.board_hits("AA", "AsAhAd"),
        ValueError,
        "no combo of the range is left",
    ),
]


@pytest.mark.parametrize(("call", "error", "pattern"), [row[1:] for row in BAD], ids=[row[0] for row in BAD])
def test_bad_arguments_are_named(call: Callable[[], Any], error: type[Exception], pattern: str) -> None:
    with pytest.raises(error, match=pattern):
        call()


def test_a_set_of_spots_hands_is_a_spot_error() -> None:
    (result,) = holdEm.equity_many([{"hands": {"AsKs", "QhQd"}}])
    assert isinstance(result, holdEm.SpotError) and "player order" in result.message


# --- next_card: a spot too large to enumerate is refused before memory runs out --------------------------------------

_MEMORY_BOUNDED = """
import resource, sys, time
resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
import holdEm
started = time.monotonic()
try:
    holdEm.next_card({hands!r}, {board!r}, threads=1)
except (ValueError, MemoryError) as error:
    print(type(error).__name__, error)
print(round(time.monotonic() - started, 3))
"""


@pytest.mark.parametrize(
    ("hands", "board"),
    [(["random"] * 3, "2c7d9hTs"), (["random"] * 10, "2c7d9hTs"), (["As", "random", "random"], FLOP)],
    ids=["3 random on a turn", "10 random on a turn", "one card and 2 random on a flop"],
)
def test_next_card_refuses_what_it_cannot_hold(hands: list[str], board: str) -> None:
    """Three random hands on a turn made about 1.1e9 deals to list: bad_alloc under 2 GB, killed by
    the system without a limit.  Now a ValueError at once, saying what to do."""
    script = _MEMORY_BOUNDED.format(hands=hands, board=board)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=cli_env(), timeout=120)
    assert done.returncode == 0, done.stderr
    message, seconds = done.stdout.rsplit("\n", 2)[:2]
    assert message.startswith("ValueError next_card: these"), message
    assert "deals of hole cards" in message and "narrow the ranges" in message
    assert float(seconds) < 5


def test_next_card_still_runs_the_spots_it_can_hold() -> None:
    """Under the limit: two random hands on a flop (1.4e6 deals) against the equity of the same spot."""
    by_card = holdEm.next_card(["AhKh", "random", "random"], "2c7d9hTs")
    now = holdEm.equity(["AhKh", "random", "random"], "2c7d9hTs", exact=True)
    assert by_card.equity == pytest.approx(now.equity, abs=1e-12)


# --- equity_breakdown: a time limit bounds the run without changing its answer ---------------------------------------


def test_breakdown_time_limit_is_a_bound_not_a_stopping_rule() -> None:
    """Each combo's Monte Carlo call was given the time left as its time_limit, which Monte Carlo
    takes as "deal until then": the first combo ran to the deadline and the next one raised
    TimeoutError, so a breakdown of a fraction of a second became a 5 s error (the web page passes
    its time limit on every breakdown).  Now the same figures as without a limit, in the same time."""
    hands = ["AA,KK", "random", "random"]  # each combo against two random hands: Monte Carlo
    plain = holdEm.equity_breakdown(hands, seed=1, threads=1)
    assert not plain.exact
    start = time.monotonic()
    bounded = holdEm.equity_breakdown(hands, seed=1, threads=1, time_limit=5, callback=lambda share: None)
    assert time.monotonic() - start < 4
    assert bounded.equities == plain.equities and bounded.weights == plain.weights


def brute_deal_weight(players: list[dict[tuple[int, int], float]], blocked: int) -> float:
    """Every ordered deal of one combo per player, sharing no card, its weights multiplied."""
    if not players:
        return 1.0
    total = 0.0
    for (a, b), w in players[0].items():
        mask = (1 << a) | (1 << b)
        if not mask & blocked:
            total += w * brute_deal_weight(players[1:], blocked | mask)
    return total


def test_random_opponents_are_counted_not_enumerated() -> None:
    """The deal weights with random players counted in closed form, against every deal listed,
    in a deck of 9 free cards."""
    from holdEm._deals import deal_weights

    every = [(a, b) for a in range(52) for b in range(a + 1, 52)]
    ranged = {(0, 4): 0.25, (0, 8): 1.0, (4, 8): 0.5, (1, 5): 0.75, (12, 13): 1.0}  # 2c6c, 2c7c, ...
    blocked = sum(1 << c for c in range(52) if c not in (0, 1, 4, 5, 8, 9, 12, 13, 16))
    for players in (
        [dict.fromkeys(every, 0.5), ranged, dict.fromkeys(every, 1.0)],
        [ranged, dict.fromkeys(every, 1.0), dict.fromkeys(every, 1.0), dict.fromkeys(every, 1.0)],
        [dict.fromkeys(every, 1.0)] * 5,  # 10 cards from 9: no deal
        [ranged, ranged],
    ):
        assert deal_weights(players, [blocked])[0] == pytest.approx(brute_deal_weight(players, blocked), rel=1e-12)


def test_deal_weights_of_many_card_sets_are_each_sets_brute_force() -> None:
    """deal_weights weighs every card set at once (one or two enumerated players in array
    operations, more by the combos of the one with the fewest, random ones counted): each set's weight is the brute
    force's, in a deck of 10 free cards, for sets blocking none of them up to all of them."""
    from holdEm._deals import deal_weights

    rng = np.random.default_rng(7)
    deck = [0, 1, 4, 5, 8, 9, 12, 13, 16, 17]  # 2c 2d 3c 3d 4c 4d 5c 5d 6c 6d
    outside = sum(1 << c for c in range(52) if c not in deck)
    every = [(a, b) for a in range(52) for b in range(a + 1, 52)]
    pairs = [(a, b) for a in deck for b in deck if a < b]

    def ranged() -> dict[tuple[int, int], float]:
        chosen = rng.choice(len(pairs), size=12, replace=False)
        return {pairs[i]: float(rng.choice([0.25, 0.5, 1.0])) for i in chosen}

    sets = [outside] + [outside | int(sum(1 << c for c in rng.choice(deck, size=k, replace=False))) for k in range(11)]
    random_player = dict.fromkeys(every, 1.0)
    for players in (
        [],
        [ranged()],
        [ranged(), ranged()],
        [ranged(), random_player, ranged()],
        [ranged(), ranged(), ranged()],
        [random_player, dict.fromkeys(every, 0.5)],
        [ranged(), random_player, random_player, random_player],
        [ranged(), {(0, 5): 1.0}, ranged()],  # an exact hand (2c3d): the others weighed once, with it
        [ranged(), ranged(), {(8, 9): 0.5}, ranged(), random_player],
        [ranged(), ranged(), ranged(), ranged()],
    ):
        got = deal_weights(players, sets)
        want = [brute_deal_weight(players, blocked) for blocked in sets]
        assert got.shape == (len(sets),) and got.tolist() == pytest.approx(want, rel=1e-12, abs=1e-12), len(players)
    assert deal_weights([ranged()], []).shape == (0,)


def test_breakdown_against_four_random_hands_is_quick() -> None:
    """Each random opponent multiplied the weighing by 1,326: AA against four random hands ran for
    hours.  Now well under a second of weighing, and the documented identity holds."""
    script = (
        "import holdEm\n"
        "b = holdEm.equity_breakdown(['AA,KhKd', 'random', 'random', 'random', 'random'], 'Ah7d2c9s', seed=1)\n"
        "print(len(b.combos), sum(b.weights))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=cli_env(), timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["4", "1.0"]  # AsAd, AsAc, AdAc, KhKd
    # The identity, exactly, where the engine can enumerate: a random and a ranged opponent.
    hands = ["AA,KhKd,7s7c:0.5", "random", "QQ+,AhKh"]
    b = holdEm.equity_breakdown(hands, "Ah7d2c9s", exact=True)
    assert b.exact and len(set(b.weights)) > 1
    assert b.equity == pytest.approx(holdEm.equity(hands, "Ah7d2c9s", exact=True).equity[0], abs=1e-12)


def test_breakdown_refuses_weighing_it_cannot_finish() -> None:
    with pytest.raises(ValueError, match="equity_breakdown: weighing each of 1 combos .* narrow those ranges"):
        holdEm.equity_breakdown(["AA", "50%", "50%", "50%", "50%"])


# --- short deck: "random", and the hint for a Range made for Hold'em ------------------------------------------------


def short_deck_combos() -> set[str]:
    """The 630 combos of the 36 cards six through ace, written out here (higher card first)."""
    cards = [r + s for r in SHORT_RANKS for s in "shdc"]
    return {a + b for a, b in itertools.combinations(cards, 2)}


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-triton"])
def test_random_in_short_deck_is_its_630_combos(game: str) -> None:
    """As a player "random" is every short-deck combo; as range text it was refused (2c2d)."""
    assert set(holdEm.parse_range("random", game=game)) == short_deck_combos()
    assert set(Range(" Random ", game=game).combos) == short_deck_combos()
    assert len(holdEm.parse_range("random")) == 1326  # Hold'em's unchanged
    assert holdEm.board_hits(Range("random", game=game), SHORT_FLOP, game=game).combos == 528


SHORT_DECK_CALLS: list[tuple[str, Callable[[Any], Any]]] = [
    ("equity", lambda r: holdEm.equity([r, "random"], game="shortdeck", trials=10)),
    ("next_card", lambda r: holdEm.next_card([r, "AsKs"], SHORT_FLOP, game="shortdeck")),
    ("equity_breakdown", lambda r: holdEm.equity_breakdown([r, "AsKs"], SHORT_FLOP, game="shortdeck")),
    ("board_hits", lambda r: holdEm.board_hits(r, SHORT_FLOP, game="shortdeck")),
]


@pytest.mark.parametrize("call", [c for _, c in SHORT_DECK_CALLS], ids=[n for n, _ in SHORT_DECK_CALLS])
def test_a_holdem_range_in_short_deck_says_how_to_make_it(call: Callable[[Any], Any]) -> None:
    """Range("15%") is Hold'em's top 15%: the refusal names the low combo and says what to write."""
    with pytest.raises(ValueError, match="a card below six") as refused:
        call(Range("15%"))
    assert "Range(text, game='shortdeck')" in str(refused.value)
    assert "Range('15%', game='shortdeck')" in str(refused.value)
    with pytest.raises(ValueError) as text:  # text is read for the game: no Range to remake
        call("22+")
    assert "below six" in str(text.value) and "Range(" not in str(text.value)
    call(Range("15%", game="shortdeck"))  # what the hint says works


# --- Range.grid for short deck ---------------------------------------------------------------------------------------


def class_of(combo: str) -> str:
    high, low = combo[:2], combo[2:]
    if high[0] == low[0]:
        return high[0] * 2
    return high[0] + low[0] + ("s" if high[1] == low[1] else "o")


@pytest.mark.parametrize("text", ["20%", "AA,KQs:0.5,T9o,AhKd", "random"])
def test_short_deck_grid_by_rule(text: str) -> None:
    """The 9x9 grid: row and column by rank ace to six, suited above the diagonal."""
    hand_range = Range(text, game="shortdeck")
    grid = hand_range.grid("shortdeck")
    assert grid.shape == (9, 9)
    for row, col in itertools.product(range(9), range(9)):
        high, low = SHORT_RANKS[min(row, col)], SHORT_RANKS[max(row, col)]
        name = high * 2 if row == col else high + low + ("s" if row < col else "o")
        members = [c for c in short_deck_combos() if class_of(c) == name]
        expected = sum(hand_range.combos.get(c, 0.0) for c in members) / len(members)
        assert grid[row, col] == pytest.approx(expected, abs=1e-15), name
    # The same shares as the Hold'em grid's cells of those classes, which stays 13x13.
    full = hand_range.grid()
    assert full.shape == (13, 13)
    keep = [RANKS.index(r) for r in SHORT_RANKS]
    assert np.array_equal(full[np.ix_(keep, keep)], grid)


def test_grid_classes() -> None:
    from holdEm.hand_range import grid_classes

    assert grid_classes() == holdEm.HAND_CLASSES
    short = grid_classes("shortdeck-triton")
    assert len(short) == 81 and short[:3] == ("AA", "AKs", "AQs") and short[9] == "AKo" and short[-1] == "66"
    assert not any(re.search("[2-5]", c) for c in short)


@pytest.mark.parametrize("asked", [{"trials": 1000}, {"target_stderr": 0.01}])
def test_exact_with_a_monte_carlo_setting_is_refused_not_ignored(asked: dict[str, float]) -> None:
    with pytest.raises(ValueError, match=f"exact=True enumerates every deal: {next(iter(asked))} is for Monte Carlo"):
        holdEm.equity(["AsKs", "QhQd"], exact=True, **asked)
    assert not holdEm.equity(["AsKs", "QhQd"], exact=None, seed=1, **asked).exact  # asking for Monte Carlo


@pytest.mark.parametrize(
    ("call", "shown"),
    [
        (lambda: holdEm.equity(["ＡｓＫｓ", "QhQd"]), "'ＡｓＫｓ'"),  # full-width letters, as typed
        (lambda: holdEm.parse_cards("Aé"), "'Aé'"),
        (lambda: holdEm.equity(["AsKs", "QhQd"], game="pokér"), "unknown game 'pokér'"),
        (lambda: holdEm.equity(["AsKsQdJd", "QhQdΩ"], game="omaha"), "'QhQdΩ'"),
        (lambda: holdEm.parse_cards("A\x01"), "'A?'"),  # a control character is not shown
    ],
)
def test_bad_text_is_shown_as_typed(call: Any, shown: str) -> None:
    with pytest.raises(ValueError) as caught:
        call()
    assert shown in str(caught.value)


def test_the_analyses_read_a_player_as_equity_does() -> None:
    """player_combos (the weighing's players) reads cards, one card, random and ranges as the
    engine does: each checked against the combos written out here from the rules."""
    from holdEm._deals import player_combos

    card = {f"{r}{s}": 4 * i + j for i, r in enumerate("23456789TJQKA") for j, s in enumerate("cdhs")}
    every = [(a, b) for a in range(52) for b in range(a + 1, 52)]
    assert list(player_combos("random")) == every and set(player_combos("random").values()) == {1.0}
    assert player_combos("AhKh") == player_combos([card["Kh"], card["Ah"]]) == {(card["Kh"], card["Ah"]): 1.0}
    assert player_combos("A♠K♠") == {(card["Ks"], card["As"]): 1.0}
    ace = card["Ah"]
    assert player_combos("Ah") == {(min(ace, c), max(ace, c)): 1.0 for c in range(52) if c != ace}
    pairs = {(card[f"{r}{s}"], card[f"{r}{t}"]) for r in "QKA" for s, t in itertools.combinations("cdhs", 2)}
    suited = {(card[f"K{s}"], card[f"A{s}"]) for s in "cdhs"}
    assert player_combos("QQ+,AKs@50") == {**dict.fromkeys(pairs, 1.0), **dict.fromkeys(suited, 0.5)}
    # Four cards in one text are a range of two combos, as in equity.
    assert player_combos("AhKh,QcQd") == {(card["Kh"], card["Ah"]): 1.0, (card["Qc"], card["Qd"]): 1.0}
    assert len(player_combos("15%")) == 200 and len(player_combos("15%", "shortdeck")) == 94
    with pytest.raises(ValueError, match="2 hole cards"):
        player_combos([0, 1, 2])
    with pytest.raises(ValueError, match="duplicate card"):
        player_combos("AhAh")
    with pytest.raises(ValueError, match="^player 3: invalid range item 'Xx'"):  # the player counted from 0
        player_combos("Xx", "holdem", 2)
