"""Short deck and Omaha against the rules written out in tests/independent_reference.py.

Short deck: the ace-low straight A-6-7-8-9 and the flush above the full
house, in both orders (three of a kind below or above a straight), in the
evaluator and in exact equity with weighted ranges and dead cards, the next
card and the breakdown.  Omaha high with partly known hands.  Omaha hi-lo:
partly known hands, three players, quartered and split halves, against a
reference that scores the high hand by the 5-card rules (not the engine's
evaluator) and the low by the eight-or-better rules, and shares each half
among the tied hands.  Monte Carlo hi-lo within its standard error of that
brute force.
"""

from __future__ import annotations

import numpy as np
import pytest
from independent_reference import (
    SHORT_DECK,
    Figures,
    cards,
    check,
    combos,
    exact_equity,
    fixed,
    partial,
    score5,
)

import holdEm

GAMES = ("shortdeck", "shortdeck-triton")


# --- Short deck


@pytest.mark.parametrize("game", GAMES)
def test_the_orders_the_rules_give(game: str) -> None:
    # Five-card hands, weakest first, as each rule set orders them; the engine must agree.
    ladder = {
        "shortdeck": ["AdKcQhJs9c", "TcTdTh7s8c", "As6d7h8c9s", "6d7h8c9sTs", "KcKdKh6s6c", "AhJh8h7h6h"],
        "shortdeck-triton": ["AdKcQhJs9c", "As6d7h8c9s", "6d7h8c9sTs", "TcTdTh7s8c", "KcKdKh6s6c", "AhJh8h7h6h"],
    }[game]
    ladder += ["AcAdAhAs6c", "As6s7s8s9s", "6s7s8s9sTs"]
    mine = score5(np.array([cards(h) for h in ladder]), game)
    engine = [holdEm.evaluate(h, game=game) for h in ladder]
    assert list(mine) == sorted(mine) and len(set(mine)) == len(ladder)
    assert engine == sorted(engine) and len(set(engine)) == len(ladder)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    ("hands", "board", "dead"),
    [
        # An ace for the A-6-7-8-9 straight against a set and a higher straight draw.
        (["AhKd", "8s8d", "TcJc"], "6c7d8h9s", ""),
        # A flush against a full house and quads, the flush suit's cards partly dead.
        (["AhKh", "QsQd", "9c9d"], "Qh9h7hQc", "Th"),
        # The lowest straight flush, A-6-7-8-9 of spades, against a king-high flush and a boat draw.
        (["As8d", "KsQd", "9c9h"], "6s7s8s9s", "Ts"),
    ],
)
def test_straights_and_flushes_in_exact_equity(game: str, hands: list[str], board: str, dead: str) -> None:
    expected = exact_equity([fixed(h) for h in hands], board, dead, game=game)
    check(holdEm.equity(hands, board, dead, game=game, exact=True), expected)


@pytest.mark.parametrize("game", GAMES)
def test_weighted_ranges_dead_cards_and_a_partly_known_hand(game: str) -> None:
    hands, board, dead = ["AK:0.3,TT,98s:0.6", "KK:0.5,AQs,JTs", "As"], "Ac9c6h7d", "Kd"
    known = cards(board) + cards(dead) + cards("As")
    players = [combos(hands[0]), combos(hands[1]), partial("As", known, deck=SHORT_DECK)]
    check(holdEm.equity(hands, board, dead, game=game, exact=True), exact_equity(players, board, dead, game=game))


@pytest.mark.parametrize("game", GAMES)
def test_flop_with_weighted_ranges(game: str) -> None:
    hands, board = ["AhKh:0.5,QQ:0.7,JTs", "99,A9s:0.3,87s"], "Th9h6c"
    expected = exact_equity([combos(h) for h in hands], board, game=game)
    check(holdEm.equity(hands, board, game=game, exact=True), expected)


@pytest.mark.parametrize("game", GAMES)
def test_next_card_on_a_flop_with_dead_cards(game: str) -> None:
    # Each turn card's chance and the equities once it comes, three players, weights, dead cards.
    hands, board, dead = ["AhKh:0.5,TT", "9s8s,JJ:0.3", "QQ:0.7,AQs"], "Th9h6c", "Kd7s"
    players = [combos(h) for h in hands]
    result = holdEm.next_card(hands, board, dead, game=game)
    figures = {}
    for turn in SHORT_DECK:
        if turn in cards(board + dead):
            continue
        try:
            figures[turn] = exact_equity(players, board + holdEm.format_card(turn), dead, game=game)
        except ValueError:  # no deal leaves this card free
            continue
    total = sum(f.weight for f in figures.values())
    assert sorted(cards("".join(result.cards))) == sorted(figures)
    for text, weight, equities in zip(result.cards, result.weights, result.equities):
        turn = cards(text)[0]
        assert weight == pytest.approx(figures[turn].weight / total, abs=1e-12)
        np.testing.assert_allclose(equities, figures[turn].equity, atol=1e-9)


@pytest.mark.parametrize("game", GAMES)
def test_equity_breakdown_with_dead_cards(game: str) -> None:
    hands, board, dead = ["AK:0.4,TT,QJs:0.5", "KK:0.5,AQs", "9h"], "Qh9c6h7d", "Ad"
    known = cards(board + dead + "9h")
    players = [combos(hands[0]), combos(hands[1]), partial("9h", known, deck=SHORT_DECK)]
    overall = exact_equity(players, board, dead, game=game)
    result = holdEm.equity_breakdown(hands, board, dead, game=game, exact=True)
    for row in result.rows():
        mine = tuple(sorted(cards(row.combo)))
        own = exact_equity(players, board, dead, game=game, only=lambda chosen, mine=mine: chosen[0] == mine)
        assert row.weight == pytest.approx(own.weight / overall.weight, abs=1e-12)
        assert (row.equity, row.win, row.tie) == pytest.approx((own.equity[0], own.win[0], own.tie[0]), abs=1e-9)
    assert result.equity == pytest.approx(overall.equity[0], abs=1e-9)


@pytest.mark.parametrize("game", GAMES)
def test_preflop_with_most_of_the_deck_dead(game: str) -> None:
    # Five board cards to come from 18 live cards: the preflop walk, both orders, weighted ranges.
    live = "AhKhQhJhTh9h8h6hAsKsQsJs9s7sAd8d7c6c"
    dead = "".join(holdEm.format_card(c) for c in SHORT_DECK if c not in cards(live))
    hands = ["AhKh:0.4,AsKs,QhJh:0.7", "JsQs:0.3,TT,9h8h:0.6", "6c7c,Ad8d:0.5"]
    expected = exact_equity([combos(h) for h in hands], "", dead, game=game)
    check(holdEm.equity(hands, "", dead, game=game, exact=True), expected)


# --- Omaha high


@pytest.mark.parametrize(
    ("game", "hands", "board", "dead"),
    [
        # A four-flush board, one suited hole card is no flush; partly known hands, a dead card.
        ("plo4", ["AhKs9d9c", "QhJdTc", "8h8d7c"], "2h5h9hKh", "3c"),
        # Quads on the board play only two of them; six hole cards.
        ("plo6", ["AsAhKdQc2c3c", "JdJcTs9s8h"], "7c7d7h7s", "6d"),
    ],
)
def test_omaha_high_with_partly_known_hands(game: str, hands: list[str], board: str, dead: str) -> None:
    hole_n = {"plo4": 4, "plo6": 6}[game]
    known = cards(board) + cards(dead) + tuple(c for h in hands if len(h) == 2 * hole_n for c in cards(h))
    players = [fixed(h) if len(h) == 2 * hole_n else partial(h, known, hole_n) for h in hands]
    check(holdEm.equity(hands, board, dead, game=game, exact=True), exact_equity(players, board, dead, game="omaha"))


# --- Omaha hi-lo


def check_hilo(result: holdEm.EquityResult, expected: Figures) -> None:
    check(result, expected)
    np.testing.assert_allclose(result.hi_share, expected.hi, atol=1e-9)
    np.testing.assert_allclose(result.lo_share, expected.lo, atol=1e-9)
    np.testing.assert_allclose(result.scoop, expected.win, atol=1e-9)
    assert result.low_frequency == pytest.approx(expected.low_frequency, abs=1e-9)


@pytest.mark.parametrize(
    ("game", "hands", "board", "dead"),
    [
        # Two players with the same low quarter the low half on most rivers; one hand partly known.
        ("omaha-hilo", ["Ah2d9s9c", "As2cKdKh", "3h4h6d"], "7c8dQs5h", ""),
        # A counterfeit to come: the board's ace and deuce pair the hole cards.
        ("omaha-hilo", ["Ad2dKcQc", "3s4s5cJh", "6h7h3c"], "AhTd8s2c", "9d"),
        # Five and six hole cards, one of them partly known.
        ("plo5-hilo", ["Ah2h3dKsQs", "4c5c6c3h"], "7h8hJd2s", ""),
        ("plo6-hilo", ["Ah2h3dKsQs9c", "4c5c6c7c8d"], "7h8hJd2s", "3s"),
    ],
)
def test_hilo_with_partly_known_hands(game: str, hands: list[str], board: str, dead: str) -> None:
    hole_n = {"omaha-hilo": 4, "plo5-hilo": 5, "plo6-hilo": 6}[game]
    known = cards(board) + cards(dead) + tuple(c for h in hands if len(h) == 2 * hole_n for c in cards(h))
    players = [fixed(h) if len(h) == 2 * hole_n else partial(h, known, hole_n) for h in hands]
    expected = exact_equity(players, board, dead, game="omaha", hilo=True)
    check_hilo(holdEm.equity(hands, board, dead, game=game, exact=True), expected)
    assert expected.low_frequency > 0 and max(expected.tie) > 0


def test_hilo_preflop_with_most_of_the_deck_dead() -> None:
    # Five board cards to come from a deck cut short by dead cards, three players, one partly known.
    hands = ["Ah2h3d4d", "As2sKdKc", "5h6h7c"]
    live = "".join(hands) + "8h9hAc2c3s4s5s6d7d"
    dead = "".join(holdEm.format_card(c) for c in range(52) if c not in cards(live))
    known = cards(dead + "".join(hands))
    players = [fixed(hands[0]), fixed(hands[1]), partial(hands[2], known, 4)]
    expected = exact_equity(players, "", dead, game="omaha", hilo=True)
    check_hilo(holdEm.equity(hands, "", dead, game="omaha-hilo", exact=True), expected)


def test_hilo_three_way_quartered_and_split_river() -> None:
    # Every low the same for two players (quartered), the high split by two others.
    hands, board = ["Ah2hKdKc", "As2sQdQc", "KhQh9c9d", "KsQs3c3d"], "3h4h5d9hTc"
    expected = exact_equity([fixed(h) for h in hands], board, game="omaha", hilo=True)
    result = holdEm.equity(hands, board, game="omaha-hilo", exact=True)
    check_hilo(result, expected)
    # The wheel for both aces and deuces: the low half quartered; the high to the ace-high flush.
    assert expected.lo[0] == expected.lo[1] == 0.25 and expected.hi[0] == 0.5


@pytest.mark.parametrize(("hands", "board"), [(["Ah2d9s9c", "As2cKdKh", "3h4h6d"], "7c8dQs5h")])
def test_hilo_monte_carlo_within_its_standard_error(hands: list[str], board: str) -> None:
    known = cards(board) + cards(hands[0]) + cards(hands[1])
    players = [fixed(hands[0]), fixed(hands[1]), partial(hands[2], known, 4)]
    expected = exact_equity(players, board, game="omaha", hilo=True)
    z = []
    for seed in range(60):
        r = holdEm.equity(hands, board, game="omaha-hilo", exact=False, trials=4000, seed=seed, threads=1)
        z.append((np.array(r.equity) - expected.equity) / np.array(r.stderr))
        np.testing.assert_allclose(np.array(r.hi_share) + r.lo_share, r.equity, atol=1e-12)
    z = np.array(z)
    # Unbiased (the mean of 60 z-scores has spread 1/sqrt(60)) and honest errors (mean square near 1).
    assert (np.abs(z.mean(axis=0)) < 4 / np.sqrt(len(z))).all(), z.mean(axis=0)
    assert ((z**2).mean(axis=0) > 0.45).all() and ((z**2).mean(axis=0) < 1.75).all(), (z**2).mean(axis=0)
