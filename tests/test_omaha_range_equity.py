"""Equity with Omaha ranges (pattern text like "AAKK" or "AA:xxyy"), exact and Monte Carlo, hi
and hi-lo, and next-card equity: against brute forces that list each range's hands from a rule
written here (by rank and suit counts, not by the pattern parser) and score every deal through
the 5-card evaluator (tests/omaha_reference.py, tests/hilo_reference.py)."""

from __future__ import annotations

import itertools
import json
import re
from collections import Counter
from collections.abc import Callable

import numpy as np
import pytest
from cli_support import run_cli
from hilo_reference import brute_high, brute_low
from omaha_reference import brute_force_ranges

import holdEm

Hand = tuple[int, ...]
RANKS = "23456789TJQKA"


def rank(letter: str) -> int:
    return RANKS.index(letter)


def hands_where(rule: Callable[[Counter[int], Counter[int]], bool], hole: int = 4, cards: str = "") -> list[Hand]:
    """Every hand of `hole` cards (from `cards`, else the whole deck) whose rank and suit counts
    pass `rule`."""
    deck = holdEm.parse_cards(cards) if cards else list(range(52))
    return [
        h for h in itertools.combinations(deck, hole) if rule(Counter(c >> 2 for c in h), Counter(c & 3 for c in h))
    ]


def at_least(*letters: str) -> Callable[[Counter[int], Counter[int]], bool]:
    """Hands holding at least these ranks, as many times as listed."""
    need = Counter(rank(x) for x in letters)
    return lambda ranks, _suits: all(ranks[r] >= k for r, k in need.items())


def double_suited(ranks: Counter[int], suits: Counter[int]) -> bool:
    return sorted(suits.values()) == [2, 2]


AAKK = at_least("A", "A", "K", "K")
QQJJ = at_least("Q", "Q", "J", "J")
AAQQ = at_least("A", "A", "Q", "Q")


def same(result: holdEm.EquityResult, expected: dict[str, np.ndarray]) -> None:
    assert result.exact and result.trials == int(expected["deals"])
    np.testing.assert_allclose(result.equity, expected["equity"], atol=1e-12)
    np.testing.assert_allclose(result.win, expected["win"], atol=1e-12)
    np.testing.assert_allclose(result.tie, expected["tie"], atol=1e-12)
    np.testing.assert_allclose(result.categories, expected["categories"], atol=1e-12)


EXACT_SPOTS = [
    # (hands, ranges by rule, board): many assignments (the board-by-board walk) and few
    (["AAKK", "QQJJ"], [hands_where(AAKK), hands_where(QQJJ)], "2c7d9s8h"),
    (
        ["AAKK:xxyy", "QQJJ:xxyy"],
        [
            hands_where(lambda r, s: AAKK(r, s) and double_suited(r, s)),
            hands_where(lambda r, s: QQJJ(r, s) and double_suited(r, s)),
        ],
        "2c7d9s",
    ),
    (["AAKK", "AAQQ"], [hands_where(AAKK), hands_where(AAQQ)], "2c7d9s8h"),  # the aces collide
]


@pytest.mark.parametrize(("hands", "ranges", "board"), EXACT_SPOTS)
def test_exact_range_against_range(hands: list[str], ranges: list[list[Hand]], board: str) -> None:
    expected = brute_force_ranges(ranges, board)
    for threads in (1, 2):
        same(holdEm.equity(hands, board, game="omaha", exact=True, threads=threads), expected)


def test_exact_range_against_a_partly_known_hand() -> None:
    # The range's hands and every completion of the partly known one: the walk board by board.
    board = "2c7d9s8h3d"
    partial = [(*holdEm.parse_cards("QsJs"), *rest) for rest in itertools.combinations(range(52), 2)]
    partial = [h for h in partial if len(set(h)) == 4]
    expected = brute_force_ranges([hands_where(AAKK), partial], board)
    same(holdEm.equity(["AAKK", "QsJs"], board, game="omaha", exact=True), expected)


def test_a_range_of_partly_known_cards_is_that_hand() -> None:
    # "AsKs:**" is every hand holding As and Ks: the same deals as the partly known hand "AsKs".
    board = "2c7d9s8h"
    as_range = holdEm.equity(["AsKs:**", "QQJJ"], board, game="omaha", exact=True)
    known = holdEm.equity(["AsKs", "QQJJ"], board, game="omaha", exact=True)
    np.testing.assert_allclose(as_range.equity, known.equity, atol=1e-12)
    assert as_range.trials == known.trials


def test_plo5_range_against_a_partly_known_hand() -> None:
    board = "2c7d9s8h3d"
    aces, kings = ([c for c in range(52) if c >> 2 == rank(x) and c not in holdEm.parse_cards(board)] for x in "AK")
    # Two aces, two kings and any fifth card, each hand once.
    mine = sorted(
        {
            tuple(sorted((*a, *k, c)))
            for a in itertools.combinations(aces, 2)
            for k in itertools.combinations(kings, 2)
            for c in range(52)
            if c not in (*a, *k)
        }
    )
    known = holdEm.parse_cards("QsQhJsJh")
    theirs = [(*known, c) for c in range(52) if c not in known]
    expected = brute_force_ranges([mine, theirs], board)
    same(holdEm.equity(["AAKK", "QsQhJsJh"], board, game="plo5", exact=True), expected)


def hilo_brute(ranges: list[list[Hand]], board: str, dead: str = "") -> np.ndarray:
    """Each player's expected pot share in hi-lo over every deal of the ranges' hands."""
    known = holdEm.parse_cards(board)
    out = set(known) | set(holdEm.parse_cards(dead))
    shares = np.zeros(len(ranges))
    deals = 0
    for chosen in itertools.product(*ranges):
        used = [c for h in chosen for c in h]
        if len(set(used)) != len(used) or out & set(used):
            continue
        left = [c for c in range(52) if c not in out and c not in used]
        for more in itertools.combinations(left, 5 - len(known)):
            full = known + list(more)
            high = [brute_high(full, list(h)) for h in chosen]
            low = [brute_low(full, list(h)) for h in chosen]
            qualified = [x for x in low if x is not None]
            hi_pot = 0.5 if qualified else 1.0
            top = [p for p in range(len(chosen)) if high[p] == max(high)]
            for p in top:
                shares[p] += hi_pot / len(top)
            if qualified:
                best = [p for p in range(len(chosen)) if low[p] == min(qualified)]
                for p in best:
                    shares[p] += 0.5 / len(best)
            deals += 1
    return shares / deals


def test_hilo_exact_with_ranges() -> None:
    board, dead = "3c4d8h9sTd", "AdAc2d"
    mine = hands_where(at_least("A", "2", "K", "K"), 4, "AsAh2s2h2cKsKhKdKc")
    expected = hilo_brute([mine, hands_where(QQJJ)], board, dead)
    result = holdEm.equity(["A2KK", "QQJJ"], board, dead, game="omaha-hilo", exact=True)
    np.testing.assert_allclose(result.equity, expected, atol=1e-12)


@pytest.mark.parametrize("game", ["omaha", "omaha-hilo"])
def test_monte_carlo_agrees_with_the_exact_figures(game: str) -> None:
    hands, board = ["AAKK", "AAQQ"], "2c7d9s8h"  # two ranges that collide: whole draws are redone
    exact = holdEm.equity(hands, board, game=game, exact=True)
    sampled = holdEm.equity(hands, board, game=game, trials=400_000, seed=7)
    assert not sampled.exact
    for p in range(2):
        assert 0 < sampled.stderr[p] < 0.002
        assert abs(sampled.equity[p] - exact.equity[p]) <= 4 * sampled.stderr[p]


def test_monte_carlo_with_a_range_is_the_same_for_any_thread_count() -> None:
    hands = ["AA:xxyy", "KK", "random"]
    one = holdEm.equity(hands, "Qc7d2s", game="omaha", trials=100_000, seed=3, threads=1)
    two = holdEm.equity(hands, "Qc7d2s", game="omaha", trials=100_000, seed=3, threads=2)
    assert one.equity == two.equity


def test_monte_carlo_preflop_against_a_direct_sample() -> None:
    # A plain sampler written here: draw each player's hand from its list, redraw on a collision,
    # then the board; scored through the 5-card evaluator.
    rng = np.random.default_rng(11)
    ranges = [hands_where(AAKK), hands_where(QQJJ)]
    wins = np.zeros(2)
    n = 3000
    for _ in range(n):
        while True:
            chosen = [r[rng.integers(len(r))] for r in ranges]
            if len({c for h in chosen for c in h}) == 8:
                break
        left = [c for c in range(52) if c not in {c for h in chosen for c in h}]
        full = list(rng.choice(left, 5, replace=False))
        high = [brute_high(full, list(h)) for h in chosen]
        top = [p for p in range(2) if high[p] == max(high)]
        for p in top:
            wins[p] += 1 / len(top)
    direct = wins / n
    engine = holdEm.equity(["AAKK", "QQJJ"], game="omaha", trials=400_000, seed=5)
    spread = np.sqrt(direct * (1 - direct) / n) + engine.stderr[0]
    assert abs(engine.equity[0] - direct[0]) <= 4 * spread[0]


def test_next_card_with_a_range() -> None:
    hands, board = ["AAKK", "QQJJ"], "2c7d9s8h"
    ranges = [hands_where(AAKK), hands_where(QQJJ)]
    nc = holdEm.next_card(hands, board, game="omaha")
    for card in ("Ah", "Qd", "3c"):
        expected = brute_force_ranges(ranges, board + card)
        np.testing.assert_allclose(nc.equities[nc.cards.index(card)], expected["equity"], atol=1e-12)
    whole = holdEm.equity(hands, board, game="omaha", exact=True)
    np.testing.assert_allclose(np.average(nc.equities, axis=0, weights=nc.weights), whole.equity, atol=1e-12)


@pytest.mark.parametrize(
    ("hands", "dead", "message"),
    [
        (["AAKK", "random"], "AsAhAd", "player 1: the range has no hand left"),
        (["AAKK", "AAQQ"], "AsAh", "no deal is possible"),
        (["AA:0.5", "random"], "", "player 1: Omaha range weights go after"),
        (["AA:xxyy!AA", "random"], "", "player 1: .* matches no PLO4 hand"),
    ],
)
def test_bad_ranges_are_named(hands: list[str], dead: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.equity(hands, "", dead, game="omaha")


def test_the_command_line_takes_omaha_ranges() -> None:
    # On the turn 2c7d9s8h, QQJJ takes the pot with a queen, a jack or a ten: 8 of the 40 rivers.
    out = run_cli("equity", "AAKK", "QQJJ", "--board", "2c7d9s8h", "--game", "omaha", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["equity"] == pytest.approx([0.8, 0.2], abs=1e-12)
    bad = run_cli("equity", "AAKK", "QQ+", "--game", "omaha")
    assert bad.returncode != 0 and b"player 2: unknown symbol '+'" in bad.stderr


@pytest.mark.parametrize("game", ["omaha", "plo5", "omaha8"])
def test_a_holdem_range_object_is_refused_in_omaha(game: str) -> None:
    """A Range or a {combo: weight} mapping is a Hold'em range: its text read as an Omaha pattern
    meant other hands (Range('AKs') was the 4,610 PLO4 hands holding an ace and the K of spades),
    so every analysis refuses it, as board_hits did."""
    omaha_hand = "Jh9h8c7c" if game != "plo5" else "Jh9h8c7c2d"
    calls = (
        lambda given: holdEm.equity([given, omaha_hand], "2c5d9s", game=game),
        lambda given: holdEm.next_card([omaha_hand, given], "2c5d9s", game=game),
        lambda given: holdEm.equity_breakdown([given, omaha_hand], "2c5d9s", game=game),
    )
    for given, kind in ((holdEm.Range("AKs"), "a Range"), ({"AsKs": 0.5}, "a {combo: weight} mapping")):
        for call in calls:
            with pytest.raises(TypeError, match=f"player [12]: {re.escape(kind)} is a Hold'em range; .* takes Omaha"):
                call(given)
    # The same text is refused as an Omaha pattern too, saying what it reads as and what to write.
    with pytest.raises(ValueError, match="'AKs' at character 1 reads as A and the K of spades .* write AxKx"):
        holdEm.equity(["AKs", omaha_hand], "2c5d9s", game=game)
    assert holdEm.equity(["KsA", omaha_hand], "2c5d9s", game=game).equity  # the cards as written
