"""holdEm.board_hits in short deck: every combo against a brute force written from the short-deck rules.

The made hand's category comes from tests/shortdeck_reference.py (the best five under each variant's
order, scored directly); the classes below it from tests/hits_reference.py (ranks alone decide them,
as in the full deck); the draws are written out here from the definitions, with the short deck's
straights (six through ace, A-6-7-8-9 the wheel).
"""

from __future__ import annotations

import functools
import itertools
import json
import random

import numpy as np
import pytest
import shortdeck_reference as ref
from cli_support import run_cli
from hits_reference import pair_class, straight_outs

import holdEm
from holdEm import _core
from holdEm.games import TWO_CARD_DECKS
from holdEm.hits import DRAWS, MADE_HAND_ORDERS, MADE_HANDS
from holdEm.preflop import class_of_combo

GAMES = ("shortdeck", "shortdeck-triton")
RANKS = "23456789TJQKA"
SUITS = "cdhs"
SHORT_CARDS = list(range(16, 52))  # 4 * rank + suit, six through ace
Card = int

FIVE_CARD = {
    10: "straight flush", ref.STRAIGHT_FLUSH: "straight flush", ref.QUADS: "four of a kind",
    ref.FULL_HOUSE: "full house", ref.FLUSH: "flush", ref.STRAIGHT: "straight",
}  # fmt: skip
BELOW = [
    "two pair", "overpair", "top pair", "pocket pair below top pair", "middle pair", "weak pair", "ace high",
    "no made hand",
]  # fmt: skip
SPEC_ORDER = {
    "shortdeck": ["straight flush", "four of a kind", "flush", "full house", "straight", "set", "trips", *BELOW],
    "shortdeck-triton": ["straight flush", "four of a kind", "flush", "full house", "set", "trips", "straight", *BELOW],
}  # fmt: skip
# The six short-deck straights as rank sets (rank 0 = two): A-6-7-8-9, then 6-T .. T-A.
STRAIGHTS = [{12, 4, 5, 6, 7}] + [set(range(low, low + 5)) for low in range(4, 9)]


def parse(text: str) -> list[Card]:
    return [4 * RANKS.index(text[i].upper()) + SUITS.index(text[i + 1]) for i in range(0, len(text), 2)]


def name(c: Card) -> str:
    return RANKS[c >> 2] + SUITS[c & 3]


def lesser(hole: list[Card], board: list[Card], code: int) -> str:
    """Three of a kind down: what the hole cards make (the rules of holdEm.board_hits's docstring)."""
    return pair_class([c >> 2 for c in hole], [c >> 2 for c in board], trips=code == ref.TRIPS)


def draws(hole: list[Card], board: list[Card], made: str, game: str) -> set[str]:
    found: set[str] = set()
    if made in FIVE_CARD.values() or len(board) == 5:
        return found  # a straight or better has no draw, and on a river no card is to come
    every = hole + board
    for suit in range(4):
        held = [c >> 2 for c in hole if c & 3 == suit]
        n = sum(c & 3 == suit for c in every)
        if not held:
            continue
        if n == 4:
            found.add("flush draw")
            nut = max(r for r in range(4, 13) if 4 * r + suit not in board)
            if max(held) == nut:
                found.add("nut flush draw")
        elif n == 3 and len(board) == 3:
            found.add("backdoor flush draw")
    hole_ranks = {c >> 2 for c in hole}
    # Triton: three of a kind beats a straight, so a straight is no draw for it.
    improves = game != "shortdeck-triton" or made not in ("set", "trips")
    board_ranks = {c >> 2 for c in board}
    outs = straight_outs(hole_ranks, board_ranks, STRAIGHTS, range(4, 13)) if improves else []
    if len(outs) >= 2:
        found.add("open-ended straight draw")
    elif len(outs) == 1:
        found.add("gutshot")
    if made in ("ace high", "no made hand") and min(hole_ranks) > max(c >> 2 for c in board):
        found.add("overcards")
    if "flush draw" in found and outs:
        found.add("combo draw")
    return found


@functools.cache
def brute_force(board_text: str, game: str) -> dict[str, tuple[str, set[str]]]:
    """Every short-deck combo not on the board: its text (higher card number first), class and draws."""
    board = parse(board_text)
    combos = [(a, b) for b, a in itertools.combinations([c for c in SHORT_CARDS if c not in board], 2)]
    codes = ref.code_of_best(np.array([[a, b, *board] for a, b in combos]), game)
    out = {}
    for (a, b), code in zip(combos, codes.tolist()):
        made = FIVE_CARD.get(code) or lesser([a, b], board, code)
        out[name(a) + name(b)] = (made, draws([a, b], board, made, game))
    return out


def shares(
    expected: dict[str, tuple[str, set[str]]], weights: dict[str, float], order: list[str]
) -> tuple[float, dict[str, float], dict[str, float]]:
    """The weighted made-hand and draw shares over the combos of ``weights`` that ``expected`` holds."""
    total = sum(w for key, w in weights.items() if key in expected)
    made = {m: sum(w for k, w in weights.items() if k in expected and expected[k][0] == m) / total for m in order}
    draw = {d: sum(w for k, w in weights.items() if k in expected and d in expected[k][1]) / total for d in DRAWS}
    return total, made, draw


BOARDS = [
    "9hJhKh",  # monotone
    "6s7s8sTs",  # a monotone turn: flushes with one spade, straight flushes
    "7s7hTc",  # paired
    "QsQdJc8h",  # a paired turn
    "Ah7d8c",  # A-7-8: the wheel A-6-7-8-9 for a 6 and a 9, and straight draws around it
    "7c8d9h",  # straight draws both ways, the wheel's 6 with an ace
    "6s7h8dAc",  # a wheel draw on the turn
    "AhKh7h7c",  # flush (one heart) or full house (a seven or a pair): the order matters
    "7d8d9cJh",  # a ten straightens the board: 77's set has no draw
    "9c9dTsQh",  # trips with an open-ended draw (8 or K)
    "TcJcQcKc",  # four to a royal
    "AsAdAhKs",  # quads on the board
    "9c8dThJs",  # four to a straight on the board: a queen or a seven straightens it for everyone
]


def random_boards(count: int, size: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(name(c) for c in rng.sample(SHORT_CARDS, size)) for _ in range(count)]


# Rivers: the made hands only.  Triton's trips and straight together (7-7-7-8-9-T-J), the board's
# own straight, flush and full house (the board plays), two pair on the board, the wheel.
RIVERS = ["7d8c9hTsJc", "9hJhKhAh6h", "TcJdQhKsAc", "QsQdJcJh8h", "6s6h6d9c9s", "Ah7d8c9sKd", "AsAdAhAcKs"]
ALL_BOARDS = BOARDS + random_boards(4, 3, 11) + random_boards(4, 4, 12) + RIVERS + random_boards(4, 5, 13)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("board", ALL_BOARDS)
def test_every_combo_matches_the_brute_force(board: str, game: str) -> None:
    expected = brute_force(board, game)
    engine = {key: (made, set(found)) for key, (made, found) in _core._combo_hits(board, game).items()}
    assert engine.keys() == expected.keys()
    assert {k: (engine[k], want) for k, want in expected.items() if engine[k] != want} == {}
    hits = holdEm.board_hits("random", board, game=game)
    total, made, draw = shares(expected, dict.fromkeys(expected, 1.0), SPEC_ORDER[game])
    assert hits.combos == total == len(expected) and hits.game == game
    assert list(hits.made) == SPEC_ORDER[game]
    assert hits.made == pytest.approx(made) and hits.draws == pytest.approx(draw)


RANGES = ["66+,AKs,AQo,KQs,T9s:0.5,87s", "AA,KK:0.25,AhKh,JTs,97s,A6s", "TT-77,A9s+,KJo"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("board", BOARDS[:9])
@pytest.mark.parametrize("text", RANGES)
def test_weighted_ranges_match_the_brute_force(text: str, board: str, game: str) -> None:
    expected = brute_force(board, game)
    weights = holdEm.parse_range(text)
    assert all(parse(k)[1] >= 16 for k in weights)  # the ranges are short-deck ranges
    dead = "Ks" if "Ks" not in board else ""
    kept = {k: w for k, w in weights.items() if "Ks" != k[:2] and "Ks" != k[2:]} if dead else weights
    total, made, draw = shares(expected, kept, SPEC_ORDER[game])
    hits = holdEm.board_hits(text, board, dead, game=game)
    assert hits.combos == pytest.approx(total)
    assert hits.made == pytest.approx(made) and hits.draws == pytest.approx(draw)


# --- what short deck changes, case by case ---------------------------------------------------------

CASES = [
    ("6c9d", "Ah7d8c", "shortdeck", "straight", set()),  # the wheel A-6-7-8-9
    ("Ks9s", "Ah7d8c", "shortdeck", "no made hand", {"gutshot"}),  # a six makes the wheel
    ("9sTs", "Ah7d8c", "shortdeck", "no made hand", {"open-ended straight draw"}),  # 6 or J
    ("Kh6h", "AhJh7h7c", "shortdeck", "flush", set()),
    ("Kh6c", "AhJh7h7c", "shortdeck", "no made hand", {"flush draw", "nut flush draw"}),  # Ah on the board
    ("AcAs", "AhKh7h7c", "shortdeck", "full house", set()),
    # A ten straightens the board for everyone (7-8-9-T-J): no draw for the set (it read a gutshot).
    ("7s7h", "7d8d9cJh", "shortdeck", "set", set()),
    ("7s7h", "7d8d9cJh", "shortdeck-triton", "set", set()),
    # An ace makes the wheel A-6-7-8-9 (a ten gives the board 7-8-9-T-J, over 6-T: no out).
    ("6s6h", "7d8d9cJh", "shortdeck", "pocket pair below top pair", {"gutshot"}),
    ("QsTh", "7d8d9cJh", "shortdeck", "straight", set()),
    ("7h7s", "7d8h9h", "shortdeck-triton", "set", {"backdoor flush draw"}),  # its flush draws count
    ("TdJd", "7d8d9cAh", "shortdeck-triton", "straight", set()),
    ("Ad6d", "7d8d9s", "shortdeck", "straight", set()),  # A-6-7-8-9 with a flush draw: no draws
    ("Kd6d", "7d8dJsAh", "shortdeck", "no made hand", {"flush draw", "gutshot", "combo draw"}),  # 9: A-6-7-8-9
]


@pytest.mark.parametrize(("hole", "board", "game", "made", "found"), CASES)
def test_short_deck_cases(hole: str, board: str, game: str, made: str, found: set[str]) -> None:
    key = "".join(name(c) for c in sorted(parse(hole), reverse=True))
    assert _core._combo_hits(board, game)[key] == (made, tuple(d for d in DRAWS if d in found))
    assert brute_force(board, game)[key] == (made, found)  # the brute force agrees


def test_holdem_differs_where_short_deck_does() -> None:
    # The same cards in Hold'em: no wheel through the six, a full house above a flush.
    holdem = _core._combo_hits("Ah7d8c")
    assert holdem["Ks9s"] == ("no made hand", ())
    assert holdem["9d6c"] == ("no made hand", ("open-ended straight draw",))  # 5 or T; a straight in short deck
    assert list(holdEm.board_hits("random", "Ah7d8c").made) == list(MADE_HANDS)
    assert holdEm.board_hits("random", "Ah7d8c", game="holdem") == holdEm.board_hits("random", "Ah7d8c")
    assert set(MADE_HAND_ORDERS) == set(TWO_CARD_DECKS)
    assert {g: list(MADE_HAND_ORDERS[g]) for g in GAMES} == SPEC_ORDER
    for game in GAMES:  # the core reports the made hands in that order
        assert list(holdEm.board_hits("random", "Ah7d8c", game=game).made) == SPEC_ORDER[game]


def test_result_says_its_game() -> None:
    hits = holdEm.board_hits("random", "Ah7d8c", dead="Ks", game="ShortDeck-Triton")
    assert hits.game == "shortdeck-triton" and hits.combos == 32 * 31 / 2  # 36 cards less the board and the Ks
    data = hits.to_dict()
    assert data["game"] == "shortdeck-triton" and list(data["made"]) == SPEC_ORDER["shortdeck-triton"]
    assert json.loads(json.dumps(data)) == data
    assert "(shortdeck-triton)" in str(hits) and "game='shortdeck-triton'" in repr(hits)
    assert "board Ah7d8c, dead Ks (shortdeck-triton): 496 combos" in hits._repr_html_()
    assert holdEm.board_hits("random", "7h8h2c").to_dict()["game"] == "holdem"


# --- bad input ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    ("text", "board", "dead", "message"),
    [
        ("random", "5h8h9c", "", "board: card 5h is not in the short deck"),
        ("random", "7h8h9c", "2c", "dead cards: card 2c is not in the short deck"),
        ("22+", "7h8h9c", "", r"the range holds 2d2c, a hand with a card below six"),
        ("AKs,A5s", "7h8h9c", "", r"the range holds As5s|the range holds Ac5c"),
        ("random", "7h8h", "", "3, 4 or 5 cards"),
        ("random", "7h8h9cTcJcQc", "", "3, 4 or 5 cards .*not 6"),
        ("AhKh", "AhKd9c", "", "no combo of the range is left"),
    ],
)
def test_bad_input(text: str, board: str, dead: str, message: str, game: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.board_hits(text, board, dead, game=game)


@pytest.mark.parametrize("game", GAMES)
def test_random_is_the_games_deck_with_or_without_a_weight(game: str) -> None:
    whole = holdEm.board_hits("random", "7h8h9c", game=game)
    half = holdEm.board_hits("random:0.5", "7h8h9c", game=game)
    assert whole.combos == 528  # two of the 33 short-deck cards off the board
    assert half.combos == 264 and half.made == whole.made and half.draws == whole.draws
    assert len(holdEm.Range("random", game=game)) == 630 == len(holdEm.Range("RANDOM:50%", game=game))
    with pytest.raises(ValueError, match="the range holds 5d5c"):
        holdEm.board_hits("random,55", "7h8h9c", game=game)


def test_weights_in_percent_are_not_percentage_ranges() -> None:
    hits = holdEm.board_hits("AK:50%,[50]QQ+[/50]", "7h8h9c", game="shortdeck")
    assert hits.combos == pytest.approx(8 + 9)


@pytest.mark.parametrize("game", GAMES)
def test_a_percentage_range_is_a_share_of_the_games_ranking(game: str) -> None:
    # "20%" is the prefix of the game's own ranking closest to 20% of the 630 combos: the same
    # report as those classes listed.
    classes = {class_of_combo(c) for c in holdEm.parse_range("20%", game=game)}
    assert all(not any(r in c[:2] for r in "2345") for c in classes)
    listed = holdEm.board_hits(",".join(sorted(classes)), "7h8h9c", game=game)
    shared = holdEm.board_hits("20%", "7h8h9c", game=game)
    assert (shared.combos, shared.made, shared.draws) == (listed.combos, listed.made, listed.draws)
    ranked = [r.hand_class for r in holdEm.hand_ranking(game)]
    assert set(ranked[: len(classes)]) == classes  # a prefix of the game's ranking


@pytest.mark.parametrize("game", ["plo7", "shortdeck-classic"])
def test_unknown_games(game: object) -> None:
    with pytest.raises(ValueError, match="game must be one of 'holdem', 'shortdeck', 'shortdeck-triton'"):
        holdEm.board_hits("random", "7h8h9c", game=game)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", [3, None, b"holdem"])
def test_a_game_that_is_not_text_is_a_type_error_everywhere(game: object) -> None:
    """As evaluate, equity and parse_range said (the analyses and rankings said ValueError)."""
    calls = (
        lambda: holdEm.board_hits("random", "7h8h9c", game=game),
        lambda: holdEm.next_card(["AsKs", "QhQd"], "7h8h9c", game=game),
        lambda: holdEm.equity_breakdown(["AsKs", "QhQd"], "7h8h9c", game=game),
        lambda: holdEm.hand_ranking(game),
        lambda: holdEm.omaha_ranking(game),
        lambda: holdEm.omaha_hands("AA", game=game),
        lambda: holdEm.Range("AK").grid(game),
        lambda: holdEm.parse_range("AK", game=game),
    )
    for call in calls:
        with pytest.raises(TypeError, match=f"game must be a string like 'holdem', not {type(game).__name__}"):
            call()  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"game must be one of 'holdem', .*'omaha', 'omaha-hilo', 'plo5'"):
        holdEm.hand_ranking("junk")  # naming the Omaha rankings it gives too
    for alias in ("plo8", "omaha8", "plo"):  # an Omaha game by any name (they read "unknown game")
        with pytest.raises(ValueError, match="these ranges are for Hold'em and short deck only"):
            holdEm.parse_range("AK", game=alias)


# --- the command line --------------------------------------------------------------------------------


def test_cli_hits_short_deck() -> None:
    result = run_cli("hits", "random", "--board", "Ah7d8c", "--game", "shortdeck-triton", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == holdEm.board_hits("random", "Ah7d8c", game="shortdeck-triton").to_dict()
    text = run_cli("hits", "66+", "--board", "Ah7d8c", "--game", "shortdeck")
    assert text.returncode == 0 and b"66+ on Ah7d8c (shortdeck): " in text.stdout
    bad = run_cli("hits", "22+", "--board", "Ah7d8c", "--game", "shortdeck")
    assert bad.returncode == 2 and b"below six" in bad.stderr
    assert run_cli("hits", "random", "--board", "Ah7d8c", "--game", "razz").returncode == 2
