"""The low half of holdEm.board_hits in Omaha hi-lo (omaha-hilo, plo5-hilo, plo6-hilo) and of
``holdem hits --game omaha-hilo``: every hand's low class and low draws against the plain-Python
brute force of tests/omaha_low_hits_reference.py (written from the rules in holdEm.hits'
docstring), hands reasoned out by hand, the totals, the filter, bad input and the command line."""

from __future__ import annotations

import itertools
import json
import random
import time

import numpy as np
import pytest
from cli_support import run_cli
from hits_reference import DECK, cards
from omaha_low_hits_reference import SPEC_LOW_DRAWS, SPEC_LOWS, low_class

import holdEm
from holdEm import _core
from holdEm.hits import LOW_DRAWS, LOW_HANDS, MADE_HANDS, OMAHA_DRAWS

HOLE = {"omaha-hilo": 4, "plo5-hilo": 5, "plo6-hilo": 6}
NUMBER = {card: i for i, card in enumerate(DECK)}  # 4 * rank + suit, 2c = 0


def numbers(text: str) -> list[int]:
    return [NUMBER[text[i].upper() + text[i + 1].lower()] for i in range(0, len(text), 2)]


def text_of(row: list[int]) -> str:
    return "".join(DECK[c] for c in row)


def engine_lows(hands: np.ndarray, board: str, game: str) -> list[tuple[str, set[str]]]:
    lows, draws = _core._omaha_low_hand_hits(hands, board, game)
    return [
        (LOW_HANDS[low], {name for i, name in enumerate(LOW_DRAWS) if d >> i & 1})
        for low, d in zip(lows.tolist(), draws.tolist())
    ]


def reference_lows(hands: np.ndarray, board: str) -> list[tuple[str, set[str]]]:
    board_cards = cards(board)
    return [low_class(cards(text_of(row)), board_cards) for row in hands.tolist()]


def low_hands(rng: random.Random, board: str, size: int, count: int) -> np.ndarray:
    """Distinct hands off the board, most of their cards aces through eights (so that lows, nut
    lows and draws come up often), a third of them from the whole deck."""
    on_board = set(numbers(board))
    low = [n for n in range(52) if n not in on_board and (n // 4 <= 6 or n // 4 == 12)]
    rest = [n for n in range(52) if n not in on_board]
    seen: set[frozenset[int]] = set()
    rows = []
    while len(rows) < count:
        pool = rest if len(rows) % 3 == 2 else low
        hand = frozenset(rng.sample(pool, size))
        if hand not in seen:
            seen.add(hand)
            rows.append(rng.sample(sorted(hand), size))  # the cards in any order
    return np.array(rows, dtype=np.uint8)


# --- every hand against the brute force ---------------------------------------------------------

# Flops, turns and rivers with 0, 1, 2, 3 and more low ranks, paired low boards among them.
BOARDS = [
    "KsQdJh", "Ah9dTc", "2c3dKh", "3c4d5h", "Ac2d8h", "7c8d6h", "4c4d6h", "5s5d5h",  # flops
    "KsQdJh9c", "2cKd9hTs", "3c4dKh9s", "3c4d5h6s", "Ac2d3h4s", "6c6d7h7s", "8c8d2h2s",  # turns
    "KsQdJh9cTd", "2c3dKh9sTd", "3c4d5h6s7c", "Ac2d3h4s5c", "6c6d7h8sKd", "8c8d2h2s2c",  # rivers
]  # fmt: skip
HANDS_PER_BOARD = {"omaha-hilo": 50, "plo5-hilo": 30}


@pytest.mark.parametrize("game", list(HANDS_PER_BOARD))
@pytest.mark.parametrize("board", BOARDS)
def test_every_hand_matches_the_brute_force(game: str, board: str) -> None:
    rng = random.Random(f"{game} {board}")
    hands = low_hands(rng, board, HOLE[game], HANDS_PER_BOARD[game])
    got = engine_lows(hands, board, game)
    want = reference_lows(hands, board)
    wrong = {text_of(row): (g, w) for row, g, w in zip(hands.tolist(), got, want) if g != w}
    assert wrong == {}


def test_plo6_hands_match_the_brute_force() -> None:
    rng = random.Random(6)
    for board in ("3c4d5h", "Ac2d8h9s", "7c8d6h2s"):
        hands = low_hands(rng, board, 6, 25)
        assert engine_lows(hands, board, "plo6-hilo") == reference_lows(hands, board)


def rank_hands(board: str) -> np.ndarray:
    """A hand of every four ranks (the 1820 multisets) off the board, the suits the first free."""
    on_board = set(numbers(board))
    rows = []
    for ranks in itertools.combinations_with_replacement(range(13), 4):
        free = {r: [4 * r + s for s in range(4) if 4 * r + s not in on_board] for r in set(ranks)}
        if all(len(free[r]) >= ranks.count(r) for r in free):
            rows.append([free[r][ranks[:i].count(r)] for i, r in enumerate(ranks)])
    return np.array(rows, dtype=np.uint8)


@pytest.mark.parametrize("board", ["Ah9dTc", "4c4dKh", "7c8dKh"])
def test_every_rank_set_on_a_flop_matches_the_brute_force(board: str) -> None:
    """On flops of one and two low ranks, where the backdoor low draw lives, every PLO4 rank set."""
    hands = rank_hands(board)
    got = engine_lows(hands, board, "omaha-hilo")
    want = reference_lows(hands, board)
    wrong = {text_of(row): (g, w) for row, g, w in zip(hands.tolist(), got, want) if g != w}
    assert wrong == {}
    assert any("backdoor low draw" in found for _, found in want)


def test_the_random_hands_reach_every_class() -> None:
    """The comparison above is only as good as the classes it meets: all of them come up."""
    seen_lows: set[str] = set()
    seen_draws: set[str] = set()
    for game in HANDS_PER_BOARD:
        for board in BOARDS:
            rng = random.Random(f"{game} {board}")
            for low, found in engine_lows(low_hands(rng, board, HOLE[game], HANDS_PER_BOARD[game]), board, game):
                seen_lows.add(low)
                seen_draws |= found
    assert seen_lows == set(SPEC_LOWS)
    assert seen_draws == set(SPEC_LOW_DRAWS)


# --- hands reasoned out by hand ------------------------------------------------------------------

CASES = [
    # (hand, board, low, low draws)
    ("Ac2dKsQs", "3c4d5h", "nut low", set()),  # 5-4-3-2-A, the wheel
    ("Ac6dKsQs", "3c4d5h", "2nd nut low", set()),  # 6-5-4-3-A
    ("2c6dKsQs", "3c4d5h", "other low", set()),  # 6-5-4-3-2: below 6-5-4-3-A
    # A-3 pairs the board's 3: no low yet; a 2 next gives A-3 with 2-4-5, the wheel (the nut).
    ("Ac3sKsQs", "3c4d5h", "no low", {"low draw", "nut low draw"}),
    ("Ac2dKsQs", "3c4dKh", "no low", {"low draw", "nut low draw"}),  # a 5 (or 6, 7, 8) next; the 5 gives the wheel
    # A-4 pairs the 4: one card more leaves two board ranks for a low, two more (a 5 and a 6:
    # 6-5-4-3-A, A-4 with 3-5-6) leave three, a backdoor low draw.
    ("Ac4sKsQs", "3c4dKh", "no low", {"backdoor low draw"}),
    ("Ac4sKsQs", "3c4dKh9s", "no low", set()),  # the same on a turn: one card to come, no backdoor
    ("Ac2dKsQs", "3cKdQh", "no low", {"backdoor low draw"}),  # any two of 4-8 as turn and river
    ("Ac3sKsQs", "3cKdQh", "no low", set()),  # A-3 pairs the 3: only the ace is left in hand for a low
    ("Ac2dKsQs", "KcQdJh", "no low", set()),  # no low board card: two more make only two
    ("AcAdAhAs2c", "3cKdQh", "no low", {"backdoor low draw"}),  # no ace can come, but 4-5 (and more) can
    ("KcQdJsTs", "3c4dKh", "no low", set()),  # no low card in hand
    ("Ac2dKsQs", "3c4dKh9s", "no low", {"low draw", "nut low draw"}),  # the river 5 gives the wheel
    ("Ac2dKsQs", "2c3d4h5s", "nut low", set()),  # A-2 with 2-3-4-5: A-3-4-5 and the 2 in hand
    ("Ac2dKsQs", "KhQdJh9cTd", "no low", set()),  # a river: no draws
    ("Ac7dKsQs", "2c3d4h", "other low", set()),  # 7-4-3-2-A; A-5 is the nut, A-6 the 2nd nut
    # Blockers do not count: with all four aces held, A-6 on 2-3-4 is still the 2nd nut low (A-5 the nut).
    ("AcAdAhAs6c7c", "2c3d4h", "2nd nut low", set()),
    ("8c7dKsQs", "6c5d4h", "other low", set()),  # 8-7-6-5-4, the worst low
    ("AcKsQsJs", "2c3d4h", "no low", set()),  # one low card in hand: no low, and none can come
    # A paired board of two low ranks: any third (a 3 makes 7-6-3-2-A, the nut of 6-6-7-3) gives A-2 a low.
    ("Ac2dAs2s", "6c6d7h", "no low", {"low draw", "nut low draw"}),
]


@pytest.mark.parametrize(("hand", "board", "low", "draws"), CASES)
def test_hands_by_hand(hand: str, board: str, low: str, draws: set[str]) -> None:
    game = {8: "omaha-hilo", 10: "plo5-hilo", 12: "plo6-hilo"}[len(hand)]
    rows = np.array([numbers(hand)], dtype=np.uint8)
    assert reference_lows(rows, board) == [(low, draws)]
    assert engine_lows(rows, board, game) == [(low, draws)]


# --- the report's totals -------------------------------------------------------------------------


def test_keys_in_the_documented_order_and_the_output() -> None:
    hits = holdEm.board_hits("A2xx,A3xx", "4c5d8h", game="omaha-hilo")
    assert hits.lows is not None and hits.low_draws is not None
    assert list(hits.lows) == SPEC_LOWS == list(LOW_HANDS)
    assert list(hits.low_draws) == SPEC_LOW_DRAWS == list(LOW_DRAWS)
    assert list(hits.made) == list(MADE_HANDS) and list(hits.draws) == list(OMAHA_DRAWS)
    data = hits.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["lows"] == hits.lows and data["low_draws"] == hits.low_draws and data["game"] == "omaha-hilo"
    assert "lows" not in holdEm.board_hits("AA", "4c5d8h", game="omaha").to_dict()
    text = str(hits)
    assert "A2xx,A3xx on 4c5d8h (omaha-hilo): " in text
    assert "\nlows:\n" in text and "\n  nut low " in text and "\nlow draws:\n" in text and "\n  nut low draw " in text


@pytest.mark.parametrize(
    ("game", "text", "board", "dead"),
    [
        ("omaha-hilo", "random", "Ac2d9h", ""),
        ("plo4-hilo", "A2xx,A3xx,23xx", "4c5d8hKs", "6h"),
        ("plo-hilo", "15%", "3c4d5h", "2h"),
        ("plo5-hilo", "A2", "7c8dKh", ""),
        ("plo5-hilo", "10%", "6c6d7h2s", "Ac"),
        ("plo6-hilo", "A23", "KcQdJh", ""),
    ],
)
def test_totals_count_the_hands_of_each_class(game: str, text: str, board: str, dead: str) -> None:
    hits = holdEm.board_hits(text, board, dead, game=game)
    name = {"plo-hilo": "omaha-hilo", "plo4-hilo": "omaha-hilo"}.get(game, game)  # one name a game
    assert hits.game == name and hits.lows is not None and hits.low_draws is not None
    hands = holdEm.omaha_hands(text, name)
    kept = hands[~np.isin(hands, numbers(board + dead)).any(axis=1)]
    assert hits.combos == len(kept) > 0
    assert sum(hits.lows.values()) == pytest.approx(1.0)
    lows, draws = _core._omaha_low_hand_hits(kept, board, name)
    for i, key in enumerate(LOW_HANDS):
        assert hits.lows[key] == pytest.approx(np.count_nonzero(lows == i) / len(kept))
    for i, key in enumerate(LOW_DRAWS):
        assert hits.low_draws[key] == pytest.approx(np.count_nonzero(draws >> i & 1) / len(kept))
    # The high half is Omaha high's for the same hands.
    high = holdEm.board_hits(text if "%" not in text else kept, board, dead, game=name.removesuffix("-hilo"))
    if "%" not in text:
        assert (high.made, high.draws) == (hits.made, hits.draws)


def test_totals_from_an_array_against_the_brute_force() -> None:
    rng = random.Random(21)
    board = "Ac2d7h"
    hands = low_hands(rng, board, 4, 400)
    hits = holdEm.board_hits(hands, board, game="omaha-hilo")
    truth = reference_lows(hands, board)
    assert hits.combos == 400 and hits.lows is not None and hits.low_draws is not None
    for key in SPEC_LOWS:
        assert hits.lows[key] == pytest.approx(sum(low == key for low, _ in truth) / 400)
    for key in SPEC_LOW_DRAWS:
        assert hits.low_draws[key] == pytest.approx(sum(key in found for _, found in truth) / 400)
    assert 0 < hits.lows["no low"] < 1 and 0 < hits.lows["nut low"] < 1 and hits.low_draws["low draw"] > 0


def test_the_nut_low_draw_is_a_low_draw_and_a_made_low_has_none() -> None:
    board = "Ac2dKh"
    kept = holdEm.omaha_hands("random")
    kept = kept[~np.isin(kept, numbers(board)).any(axis=1)]
    lows, draws = _core._omaha_low_hand_hits(kept, board, "omaha-hilo")
    assert np.all(draws[draws >> 1 & 1 == 1] & 1 == 1)  # every nut low draw is a low draw
    assert np.all(draws[draws >> 2 & 1 == 1] & 1 == 0)  # a backdoor low draw is no low draw
    assert np.all(draws[lows != LOW_HANDS.index("no low")] == 0)
    assert np.count_nonzero(lows != LOW_HANDS.index("no low")) == 0  # two low ranks on the flop: no low yet
    assert np.count_nonzero(draws) > 0


# --- select ---------------------------------------------------------------------------------------


def named(classes: list[str], order: list[str]) -> set[str]:
    """The classes of ``order`` that ``classes`` name, 'X+' being X and every class before it."""
    found: set[str] = set()
    for name in classes:
        if name.endswith("+") and name[:-1] in order:
            found.update(order[: order.index(name[:-1]) + 1])
        elif name in order:
            found.add(name)
    return found


@pytest.mark.parametrize(
    ("board", "classes"),
    [
        ("3c4d8h", ["nut low"]),
        ("3c4d8h", ["2nd nut low+", "set+"]),
        ("3c4d8h2s", ["other low", "wrap"]),
        ("Ac2dKh", ["nut low draw"]),
        ("Ac2dKh", ["low draw", "overpair"]),
        ("Ac2d7h9s", ["no low"]),
    ],
)
def test_select_against_the_brute_force(board: str, classes: list[str]) -> None:
    rng = random.Random(board)
    hands = low_hands(rng, board, 5, 200)
    hits = holdEm.board_hits(hands, board, game="plo5-hilo")
    chosen = hits.select(*classes)
    lows_wanted = named(classes, SPEC_LOWS) | {c for c in classes if c in SPEC_LOW_DRAWS}
    high_made, high_draws = _core._omaha_hand_hits(hands, board, "plo5-hilo")
    made_wanted = {MADE_HANDS.index(name) for name in named(classes, list(MADE_HANDS))}
    draw_bits = sum(1 << OMAHA_DRAWS.index(c) for c in classes if c in OMAHA_DRAWS)
    truth = reference_lows(hands, board)
    want = sorted(
        (
            sorted(row, reverse=True)
            for row, (low, found), m, d in zip(hands.tolist(), truth, high_made.tolist(), high_draws.tolist())
            if low in lows_wanted or found & lows_wanted or m in made_wanted or d & draw_bits
        ),
        key=lambda row: sum(1 << c for c in row),
    )
    assert chosen.dtype == np.uint8 and chosen.shape == (len(want), 5)
    assert chosen.tolist() == want
    assert 0 < len(chosen) < len(hands)
    assert hits.select(",".join(classes)).tolist() == want
    data = hits.selection_dict(",".join(classes))
    assert data["combos"] == len(want) and data["hands"] == [text_of(row) for row in want]


def test_the_plus_of_a_low_adds_the_better_lows() -> None:
    hits = holdEm.board_hits("random", "3c4d8h", game="omaha-hilo")
    assert hits.lows is not None
    any_low = len(hits.select("other low+"))
    assert any_low == round(hits.combos * (1 - hits.lows["no low"]))
    assert len(hits.select("no low+")) == hits.combos
    assert len(hits.select("nut low")) == round(hits.combos * hits.lows["nut low"])


# --- bad input ------------------------------------------------------------------------------------


def test_bad_input_is_named() -> None:
    hilo = holdEm.board_hits("A2xx", "3c4d8h", game="omaha-hilo")
    with pytest.raises(ValueError, match="'\\+' follows a made hand .* not the draw 'nut low draw\\+'"):
        hilo.select("nut low draw+")
    with pytest.raises(ValueError, match="unknown hit class 'nut lo'.*the lows are nut low, 2nd nut low"):
        hilo.select("nut lo")
    high = holdEm.board_hits("A2xx", "3c4d8h", game="omaha")
    with pytest.raises(ValueError, match="unknown hit class 'nut low'") as error:
        high.select("nut low")  # a high game has no low classes, and does not list them
    assert "the lows are" not in str(error.value)
    with pytest.raises(ValueError, match="3, 4 or 5 cards .*not 6"):
        holdEm.board_hits("A2xx", "3c4d8h9sTs5c", game="omaha-hilo")
    with pytest.raises(ValueError, match="no hand of the range is left"):
        holdEm.board_hits("AcAdAhAs", "3c4dAs", game="omaha-hilo")
    with pytest.raises(ValueError, match="5 cards, a PLO4 hand 4"):
        holdEm.board_hits("A2345", "3c4d8h", game="omaha-hilo")
    with pytest.raises(ValueError, match="game must be one of .*'plo6-hilo', got 'razz'"):
        holdEm.board_hits("A2xx", "3c4d8h", game="razz")
    with pytest.raises(ValueError, match="the low classes are the hi-lo games'"):
        _core._omaha_hits_select("A2xx", "3c4d8h", "", "omaha", 0, 0, 1, 0)
    with pytest.raises(ValueError, match="lows: bits 0..3"):
        _core._omaha_hits_select("A2xx", "3c4d8h", "", "omaha-hilo", 0, 0, 16, 0)


def test_the_per_hand_low_classes_check_their_input() -> None:
    row = np.array([numbers("Ac2dKsQs")], dtype=np.uint8)
    with pytest.raises(ValueError, match="the low classes are the hi-lo games', not 'omaha'"):
        _core._omaha_low_hand_hits(row, "3c4d8h", "omaha")
    with pytest.raises(ValueError, match=r"3, 4 or 5 cards \(a flop, a turn or a river\), not 6"):
        _core._omaha_low_hand_hits(row, "3c4d8h9sTs5h", "omaha-hilo")
    with pytest.raises(ValueError, match=r"3, 4 or 5 cards \(a flop, a turn or a river\), not 2"):
        _core._omaha_low_hand_hits(row, "3c4d", "omaha-hilo")
    with pytest.raises(ValueError, match="3c"):
        _core._omaha_low_hand_hits(row, "3c4d3c", "omaha-hilo")
    with pytest.raises(ValueError, match="row 0 of the Omaha hands holds a board card"):
        _core._omaha_low_hand_hits(row, "Ac4d8h", "omaha-hilo")
    with pytest.raises(ValueError, match=r"shape \(N, 5\)"):
        _core._omaha_low_hand_hits(row, "3c4d8h", "plo5-hilo")
    # A river has no draws: a hand without a low stays without one.
    lows, draws = _core._omaha_low_hand_hits(row, "3c4dKh9sTd", "omaha-hilo")
    assert (LOW_HANDS[int(lows[0])], int(draws[0])) == ("no low", 0)


# --- the command line -----------------------------------------------------------------------------


def test_cli_hi_lo() -> None:
    result = run_cli("hits", "A2xx,A3xx", "--board", "4c5d8h", "--game", "omaha-hilo")
    assert result.returncode == 0, result.stderr
    hits = holdEm.board_hits("A2xx,A3xx", "4c5d8h", game="omaha-hilo")
    assert result.stdout.decode() == f"{hits}\n"
    data = json.loads(run_cli("hits", "A2xx,A3xx", "-b", "4c5d8h", "--game", "PLO-HILO", "--json").stdout)
    assert data == hits.to_dict()  # (PLO-HILO is omaha-hilo, one name a game)
    chosen = run_cli("hits", "A2xx,A3xx", "-b", "4c5d8h", "--game", "omaha-hilo", "--select", "nut low")
    count = len(hits.select("nut low"))
    assert f"selected (nut low): {count} hands ({count / hits.combos:.1%})\n" in chosen.stdout.decode()
    backdoor = run_cli("hits", "A2xx,A3xx", "-b", "4cKdQh", "--game", "omaha-hilo", "--select", "backdoor low draw")
    count = len(holdEm.board_hits("A2xx,A3xx", "4cKdQh", game="omaha-hilo").select("backdoor low draw"))
    assert count > 0 and f"selected (backdoor low draw): {count} hands" in backdoor.stdout.decode()
    assert "\n  backdoor low draw " in backdoor.stdout.decode()
    bad = run_cli("hits", "AA", "--board", "4c5d8h", "--game", "omaha", "--select", "nut low")
    assert bad.returncode == 2 and b"unknown hit class 'nut low'" in bad.stderr


def test_the_low_half_keeps_the_report_fast() -> None:
    holdEm.board_hits("random", "Ac5d9h2s", game="omaha-hilo")  # a first call, to load what it loads
    start = time.perf_counter()
    hits = holdEm.board_hits("random", "Ac5d9h2s", game="omaha-hilo")
    assert time.perf_counter() - start < 0.5 and hits.combos == 194580


def test_the_notebook_table_shows_the_low_half() -> None:
    html = holdEm.board_hits("A2xx", "3c4d8h", game="omaha-hilo")._repr_html_()
    assert ">low</th>" in html and ">low draw</th>" in html
    assert ">nut low<" in html and ">nut low draw<" in html
    assert ">nut low<" not in holdEm.board_hits("A2xx", "3c4d8h", game="omaha")._repr_html_()
