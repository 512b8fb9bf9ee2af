"""Hold'em exact equity against the rules written out in tests/independent_reference.py.

Each spot combines features that no other test checks together against a
brute force of the rules: weighted ranges for three or more players whose
combos remove each other's cards, dead cards with ranges, ranges the board
and dead cards empty in part, partly known hands, five and six players
with ties and split pots (three-way chops, kickers on the board), and
boards whose suit symmetries merge weighted hands into classes, and the
whole preflop walk.  The reference lists every weighted assignment of hole
cards and every board, scores each seven cards by the rules (nothing of the
engine) and shares each pot evenly among the best hands.  Turn and river
boards keep it fast, or preflop a deck cut short by dead cards.
"""

from __future__ import annotations

import numpy as np
import pytest
from independent_reference import cards, check, combos, exact_equity, fixed, partial, score5

import holdEm


def test_reference_orders_hands_as_the_engine_does() -> None:
    # The reference itself, against the engine's evaluator on random five-card hands: the same
    # order, ties included (a disagreement means one of the two is wrong; each test below then says).
    rng = np.random.default_rng(5)
    hands = np.array([rng.choice(52, 5, replace=False) for _ in range(40_000)])
    mine = score5(hands)
    engine = holdEm.evaluate_batch(hands.astype(np.uint8)).astype(np.int64)
    order = np.argsort(mine, kind="stable")
    a, b = mine[order], engine[order]
    assert (np.diff(b) >= 0).all()
    np.testing.assert_array_equal(np.diff(a) == 0, np.diff(b) == 0)
    # The hand codes the reference reads back, against the engine's categories.
    np.testing.assert_array_equal(mine % 16, [holdEm.category(int(s)) for s in engine])


def test_the_reference_reads_ranges_as_the_engine_does() -> None:
    for text in ("AK:0.3,QQ,JTs:0.6", "AhKh,AK:0.5,9c9d:0.25", "KQo,A5s:0.7"):
        engine = {tuple(sorted(holdEm.parse_cards(c))): w for c, w in holdEm.parse_range(text).items()}
        assert engine == combos(text)


def test_three_weighted_ranges_that_remove_each_others_cards() -> None:
    # AK, AA and KK share their aces and kings: each range's weight is conditioned by the others'.
    hands = ["AK:0.3,QQ,JTs:0.6", "AA:0.5,KQs,QJs:0.25", "KK,AQs:0.7,T9s"]
    board = "Qh9c2h5s"
    check(holdEm.equity(hands, board, exact=True), exact_equity([combos(h) for h in hands], board))


def test_weighted_ranges_with_dead_cards_and_a_partly_known_hand() -> None:
    hands, board, dead = ["AK:0.4,QQ:0.8,JTs", "KK:0.5,AQs,98s:0.3", "Qd"], "Jh9c2h5s", "AhKd"
    known = cards(board) + cards(dead) + cards("Qd")
    players = [combos(hands[0]), combos(hands[1]), partial("Qd", known)]
    check(holdEm.equity(hands, board, dead, exact=True), exact_equity(players, board, dead))


@pytest.mark.parametrize(
    ("hands", "board", "dead"),
    [
        # Two of the three aces' pairs gone with the board, a king dead: AA and AK mostly impossible.
        (["AA:0.5,AK:0.3,72o", "KK,QQ:0.2"], "AsAd9h4c", "Kc"),
        # On the river; the rest of the range keeps its weights.
        (["AA:0.5,AK:0.3,JTs:0.7", "KK:0.6,QJs", "9h9c"], "AsAdKh4cJd", "Ts"),
    ],
)
def test_ranges_partly_impossible_after_the_board(hands: list[str], board: str, dead: str) -> None:
    players = [combos(h) if len(h) != 4 else fixed(h) for h in hands]
    check(holdEm.equity(hands, board, dead, exact=True), exact_equity(players, board, dead))


@pytest.mark.parametrize(
    ("hands", "board"),
    [
        # Broadway for every ace: a three-way chop, the nine-high straight below, a flush draw.
        (["Ah2c", "Ad3c", "Ac4d", "9h8h"], "TsJsQdKc"),
        # Kickers on the board: the board plays for most, split pots among three or four of five.
        (["2c3d", "4h5c", "Jh9h", "Kc2s", "Ks3h"], "AsAhKdQc"),
        # Six players on the river: the two pairs on the board counterfeit, a six-way tie is possible.
        (["2c3c", "4d5d", "6h7h", "3s4s", "2h5h", "6c7d"], "AsAhKdKcQs"),
    ],
)
def test_ties_and_split_pots_with_many_players(hands: list[str], board: str) -> None:
    result = holdEm.equity(hands, board, exact=True)
    expected = exact_equity([fixed(h) for h in hands], board)
    check(result, expected)
    assert max(expected.tie) > 0


def test_five_and_six_players_with_weighted_ranges_on_the_river() -> None:
    # Five players: classes up to the board's symmetries; six: no merging.  Chops on the board.
    board = "KhQd8s5c2c"
    five = ["AsKs:0.3,AdKc,AcKd:0.6", "KQs:0.5,88:0.7", "JTs:0.6,55", "A5s,AQo:0.4", "76s:0.5,22"]
    check(holdEm.equity(five, board, exact=True), exact_equity([combos(h) for h in five], board))
    six = five[:3] + ["AhQh:0.4,AcQs", "7h6h:0.5,2s2d", "Ts9s,Jh9h:0.6"]
    check(holdEm.equity(six, board, exact=True), exact_equity([combos(h) for h in six], board))


@pytest.mark.parametrize(
    ("hands", "board", "dead"),
    [
        # A four-club turn leaves the other three suits alike: weights that differ by suit must
        # not be merged into one class's weight wrongly.
        (["AhKh:0.3,AdKd,AsKs:0.6", "QhQd:0.5,QQ,JdTd:0.2", "9h8h,7s7d:0.5"], "2c7c9cKc", ""),
        # Dead cards that break one symmetry and keep another.
        (["AhKh:0.3,AdKd,AsKs:0.6", "QQ:0.5,JhTh", "Ts9s:0.7,8d8h"], "2c7c9cKc", "3h3d"),
    ],
)
def test_weights_that_differ_by_suit_on_symmetric_boards(hands: list[str], board: str, dead: str) -> None:
    check(holdEm.equity(hands, board, dead, exact=True), exact_equity([combos(h) for h in hands], board, dead))


def test_flop_with_weighted_ranges_and_a_flush_draw() -> None:
    # Two cards to come: the rank-multiset walk with its suit patterns, weights and removal.
    hands, board = ["AhKh:0.5,QQ", "JhTh,99:0.3"], "9h5h2c"
    check(holdEm.equity(hands, board, exact=True, threads=2), exact_equity([combos(h) for h in hands], board))


def test_equity_breakdown_against_the_reference() -> None:
    # Player 1's combos, against two others (one partly known), with a dead card: each combo's
    # weight is the chance it is held, its equity conditioned on it.
    hands, board, dead = ["AK:0.4,QQ,JhTh:0.5", "KK:0.5,AQs,QJs", "Jd"], "Qh9c2h5s", "Ad"
    known = cards(board) + cards(dead) + cards("Jd")
    players = [combos(hands[0]), combos(hands[1]), partial("Jd", known)]
    result = holdEm.equity_breakdown(hands, board, dead, exact=True)
    overall = exact_equity(players, board, dead)
    total = 0.0
    for row in result.rows():
        mine = tuple(sorted(cards(row.combo)))
        own = exact_equity(players, board, dead, only=lambda chosen, mine=mine: chosen[0] == mine)
        assert row.weight == pytest.approx(own.weight / overall.weight, abs=1e-12)
        assert row.equity == pytest.approx(own.equity[0], abs=1e-9)
        assert row.win == pytest.approx(own.win[0], abs=1e-9)
        assert row.tie == pytest.approx(own.tie[0], abs=1e-9)
        total += row.weight
    assert total == pytest.approx(1.0, abs=1e-12)
    assert result.equity == pytest.approx(overall.equity[0], abs=1e-9)


def test_next_card_against_the_reference() -> None:
    # The card that comes on the river, three players, weighted ranges and a dead card.
    hands, board, dead = ["AhKh:0.5,QQ", "JhTh,99:0.3", "8c8d:0.5,KQs"], "9h5h2cQd", "3h"
    players = [combos(h) for h in hands]
    result = holdEm.next_card(hands, board, dead)
    weights = {}
    figures = {}
    for river in range(52):
        if river in cards(board + dead):
            continue
        try:
            figures[river] = exact_equity(players, board + holdEm.format_card(river), dead)
        except ValueError:  # no deal leaves this card free
            continue
        weights[river] = figures[river].weight
    total = sum(weights.values())
    assert sorted(cards("".join(result.cards))) == sorted(figures)
    for text, weight, equities in zip(result.cards, result.weights, result.equities):
        river = cards(text)[0]
        assert weight == pytest.approx(weights[river] / total, abs=1e-12)
        np.testing.assert_allclose(equities, figures[river].equity, atol=1e-9)


@pytest.mark.parametrize("players", [2, 3])
def test_preflop_with_most_of_the_deck_dead(players: int) -> None:
    # Five board cards to come, from a deck cut to 20 cards by the dead ones: the whole preflop
    # walk (rank multisets, every flush pattern of five new cards) with weighted ranges, brute forced.
    live = "AhKhQhJhTh9h8h2hAsKsQsJs5s4sAdKd7d6c3c2c"
    dead = "".join(holdEm.format_card(c) for c in range(52) if c not in cards(live))
    hands = ["AhKh:0.4,AsKs,AdKd:0.7,QQ:0.5", "JhTh,JsQs:0.3,77,9h8h:0.6", "AA:0.2,2h2c,65s,Ad7d"][:players]
    check(holdEm.equity(hands, "", dead, exact=True), exact_equity([combos(h) for h in hands], "", dead))
