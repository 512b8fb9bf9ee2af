"""holdEm.board_hits on a river in Omaha high (PLO4, PLO5, PLO6) and hi-lo, and ``holdem hits
--game omaha`` with a river: every hand's classes against the brute force of
tests/omaha_hits_reference.py (two hole cards with each three of the five board cards, no draws
since no card is to come) and the lows against tests/omaha_low_hits_reference.py; then the totals
of arrays of hands counted here from the references, the filter, the output and bad input."""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest
from cli_support import run_cli
from hits_reference import DECK, cards
from omaha_hits_reference import SPEC_MADE, SPEC_OMAHA_DRAWS, omaha_hand_class
from omaha_low_hits_reference import SPEC_LOWS, low_class

import holdEm
from holdEm import _core
from holdEm.hits import MADE_HANDS, NO_DRAWS_ON_THE_RIVER, OMAHA_DRAWS

HOLE = {"omaha": 4, "plo5": 5, "plo6": 6}
NUMBER = {card: i for i, card in enumerate(DECK)}  # 4 * rank + suit, 2c = 0

RIVERS = [
    "AhKhQhJhTh",  # a royal flush on the board: no hand plays it (two hole cards always play)
    "5c6d7h8s9c",  # a straight on the board: a hand needs two hole cards of a straight
    "2h5h9hJh3h",  # five hearts: two hearts in hand make a flush
    "7s7h7d2c2d",  # a full house on the board: A-K plays 7-7-7 for trips
    "QdQcQhQs2d",  # four of a kind on the board: a hand plays three of them
    "KsKd7c7h2s",  # two pair on the board
    "Ks9h7c4d2s",  # no pair, no three of a suit
    "Jh8h2c3s4d",  # two hearts: a flush draw on the turn, none now
    "Th9h8d7c2s",  # wraps on the turn, straights now
]
RANDOM_RIVERS = ["".join(random.Random(100 + seed).sample(DECK, 5)) for seed in range(6)]
HANDS_PER_BOARD = {"omaha": 100, "plo5": 50, "plo6": 30}


def numbers(text: str) -> list[int]:
    return [NUMBER[text[i].upper() + text[i + 1].lower()] for i in range(0, len(text), 2)]


def text_of(row: list[int]) -> str:
    return "".join(DECK[c] for c in row)


def sample_hands(board: str, size: int, count: int, seed: str) -> np.ndarray:
    """Distinct hands off the board, half of them from cards of the board's suits or near its
    ranks (so that flushes, straights and full houses come up), half from the whole deck."""
    rng = random.Random(seed)
    on_board = set(numbers(board))
    ranks = {n // 4 for n in on_board}
    suits = {n % 4 for n in on_board}
    near = [n for n in range(52) if n not in on_board and (min(abs(n // 4 - r) for r in ranks) <= 1 or n % 4 in suits)]
    rest = [n for n in range(52) if n not in on_board]
    seen: set[frozenset[int]] = set()
    rows = []
    while len(rows) < count:
        hand = frozenset(rng.sample(near if len(rows) % 2 == 0 else rest, size))
        if hand not in seen:
            seen.add(hand)
            rows.append(rng.sample(sorted(hand), size))
    return np.array(rows, dtype=np.uint8)


def engine_classes(hands: np.ndarray, board: str, game: str) -> list[tuple[str, set[str]]]:
    made, draws = _core._omaha_hand_hits(hands, board, game)
    return [
        (MADE_HANDS[m], {name for i, name in enumerate(OMAHA_DRAWS) if d >> i & 1})
        for m, d in zip(made.tolist(), draws.tolist())
    ]


@pytest.mark.parametrize("game", list(HOLE))
@pytest.mark.parametrize("board", RIVERS + RANDOM_RIVERS)
def test_every_hand_matches_the_brute_force(game: str, board: str) -> None:
    hands = sample_hands(board, HOLE[game], HANDS_PER_BOARD[game], f"{game} {board}")
    expected = [omaha_hand_class(cards(text_of(row)), cards(board)) for row in hands.tolist()]
    engine = engine_classes(hands, board, game)
    assert {text_of(r): (g, w) for r, g, w in zip(hands.tolist(), engine, expected) if g != w} == {}
    assert all(found == set() for _, found in engine)
    # The report of these hands as an array: the shares counted from the brute force.
    hits = holdEm.board_hits(hands, board, game=game)
    counts = Counter(made for made, _ in expected)
    assert hits.combos == len(hands) and hits.is_river
    assert hits.made == pytest.approx({name: counts[name] / len(hands) for name in SPEC_MADE})
    assert list(hits.draws) == SPEC_OMAHA_DRAWS and set(hits.draws.values()) == {0.0}


def test_the_rivers_reach_every_made_hand() -> None:
    """The comparison above is only as good as the classes it meets: all of them come up."""
    seen: set[str] = set()
    for game in HOLE:
        for board in RIVERS:
            hands = sample_hands(board, HOLE[game], HANDS_PER_BOARD[game], f"{game} {board}")
            seen |= {made for made, _ in engine_classes(hands, board, game)}
    assert seen == set(SPEC_MADE)


# Reasoned out by hand (made hand; no draws on a river); the brute force must agree.
CASES = [
    ("Ac2d3d9c", "AhKhQhJhTh", "top pair"),  # the board's royal flush is no hand's
    ("Kc2d3d4c", "AhKhQhJhTh", "middle pair"),  # K-x is no straight: it needs two of A, Q, J, T (or 9)
    ("KsQd3cJh", "5c6d7h8s9c", "no made hand"),  # two hole cards must play: no straight
    ("6s3c2dKd", "5c6d7h8s9c", "weak pair"),  # the board's straight is no hand's; the 6 pairs
    ("Ts4d6c2c", "5c6d7h8s9c", "straight"),  # T-6 with 7-8-9
    ("AhKd2c3s", "2h5h9hJh3h", "two pair"),  # one heart in hand: no flush; 2 and 3 pair the board
    ("AhKh4c4s", "2h5h9hJh3h", "flush"),
    ("AsKd3c4s", "7s7h7d2c2d", "trips"),  # A-K with 7-7-7: Hold'em's A-K would play the full house
    ("AsAd3c4s", "7s7h7d2c2d", "full house"),  # A-A with 7-7-7
    ("2h2s3c4s", "7s7h7d2c2d", "four of a kind"),  # 2-2 with the board's 2-2 and a seven
    ("AsKd3c4s", "QdQcQhQs2d", "trips"),  # three queens and two hole cards
    ("AhQh9c3d", "KsKd7c7h2s", "ace high"),  # no hole card pairs: the board's pairs only
    ("AhKh9c3d", "KsKd7c7h2s", "trips"),  # K-A with K-K-7; a full house would need a seven or two kings
    ("KhQh3c3d", "Jh8h2c3s4d", "set"),  # 3-3 with the board's three
]


@pytest.mark.parametrize(("hand", "board", "made"), CASES)
def test_river_cases(hand: str, board: str, made: str) -> None:
    rows = np.array([numbers(hand)], dtype=np.uint8)
    assert engine_classes(rows, board, "omaha") == [(made, set())]
    assert omaha_hand_class(cards(hand), cards(board)) == (made, set())


def test_the_turns_draws_are_gone_on_the_river() -> None:
    rows = np.array([numbers("KhQhTc9c")], dtype=np.uint8)
    assert engine_classes(rows, "AhJh2c7s", "omaha")[0][1] == {"flush draw", "nut flush draw", "wrap", "combo draw"}
    assert engine_classes(rows, "AhJh2c7s3d", "omaha") == [("no made hand", set())]


@pytest.mark.parametrize("game", ["omaha-hilo", "plo5-hilo", "plo6-hilo"])
@pytest.mark.parametrize("board", ["Ac2d3h4s5c", "3c4d5h6s7c", "2c3dKh9sTd", "KsQdJh9cTd", "6c6d7h8sKd"])
def test_hi_lo_river_totals_against_the_brute_force(game: str, board: str) -> None:
    size = {"omaha-hilo": 4, "plo5-hilo": 5, "plo6-hilo": 6}[game]
    hands = sample_hands(board, size, 40, f"{game} {board}")
    high = [omaha_hand_class(cards(text_of(row)), cards(board))[0] for row in hands.tolist()]
    low = [low_class(cards(text_of(row)), cards(board)) for row in hands.tolist()]
    hits = holdEm.board_hits(hands, board, game=game)
    assert hits.lows is not None and hits.low_draws is not None
    made_counts, low_counts = Counter(high), Counter(name for name, _ in low)
    assert hits.made == pytest.approx({name: made_counts[name] / len(hands) for name in SPEC_MADE})
    assert hits.lows == pytest.approx({name: low_counts[name] / len(hands) for name in SPEC_LOWS})
    assert all(found == set() for _, found in low)  # the reference: no low draw on a river
    assert set(hits.low_draws.values()) == {0.0} and set(hits.draws.values()) == {0.0}


def test_select_of_a_draw_keeps_nothing_on_the_river() -> None:
    hits = holdEm.board_hits("KhQhTc9c,AA", "AhJh2c7s3d", game="omaha")
    assert hits.select("wrap", "flush draw").shape == (0, 4)
    assert hits.select("top pair+", "wrap").tolist() == hits.select("top pair+").tolist()
    hilo = holdEm.board_hits("A2xx", "3c4d5hKsTd", game="omaha-hilo")
    assert hilo.select("nut low draw", "low draw").shape == (0, 4)
    assert len(hilo.select("nut low")) == round(hilo.lows["nut low"] * hilo.combos) > 0  # type: ignore[index]


def test_text_and_notebook_say_no_draws() -> None:
    hilo = holdEm.board_hits("A2xx", "3c4d5hKsTd", game="omaha-hilo")
    text = str(hilo)
    assert f"draws: {NO_DRAWS_ON_THE_RIVER}" in text and f"low draws: {NO_DRAWS_ON_THE_RIVER}" in text
    assert "nut low" in text and "wrap" not in text and "nut low draw" not in text
    html = hilo._repr_html_()
    assert html.count(NO_DRAWS_ON_THE_RIVER) == 2 and ">nut low<" in html and ">wrap<" not in html
    assert hilo.to_dict()["low_draws"] == {"low draw": 0.0, "nut low draw": 0.0, "backdoor low draw": 0.0}


def test_cli_omaha_river() -> None:
    result = run_cli("hits", "AA,KQJT", "--board", "AhJh2c7s3d", "--game", "plo5", "--select", "set+")
    assert result.returncode == 0, result.stderr
    hits = holdEm.board_hits("AA,KQJT", "AhJh2c7s3d", game="plo5")
    count = len(hits.select("set+"))
    assert result.stdout.decode() == f"{hits}\nselected (set+): {count} hands ({count / hits.combos:.1%})\n"
    bad = run_cli("hits", "AA", "--board", "AhJh2c7s3d4d", "--game", "omaha-hilo")
    assert bad.returncode == 2 and b"3, 4 or 5 cards (a flop, a turn or a river), not 6" in bad.stderr


@pytest.mark.parametrize("game", ["omaha", "plo6", "omaha-hilo"])
def test_six_cards_are_refused_naming_the_count(game: str) -> None:
    with pytest.raises(ValueError, match=r"3, 4 or 5 cards \(a flop, a turn or a river\), not 6"):
        holdEm.board_hits("AA", "7h8h9cTcJcQc", game=game)
