"""Exact heads-up Hold'em and short deck board by board (the walk that scores each combo once per
board and finds what it beats by a sweep, taking out the combos that share its cards): against a
NumPy count of every pair of combos on every board by the rules written out in the tests
(tests/holdem_pairs_reference.py), on the spots the walk is chosen for (two ranges, or a range
and random, on the flop, the turn and the river), with weights, dead cards, overlapping ranges,
partly known hands and both short-deck orders.  (A run of it cut short: test_equity_interrupted.py.)"""

from __future__ import annotations

import numpy as np
import pytest
from holdem_pairs_reference import pairwise
from independent_reference import FULL_DECK, SHORT_DECK, cards, combos, fixed, partial

import holdEm


def every_combo(known: str, deck: tuple[int, ...] = FULL_DECK) -> dict[tuple[int, ...], float]:
    return partial("", cards(known), deck=deck)


def same(result: holdEm.EquityResult, expected: dict[str, np.ndarray]) -> None:
    assert result.exact and result.complete
    assert result.trials == int(expected["pairs"])
    for name in ("equity", "win", "tie", "categories"):
        np.testing.assert_allclose(getattr(result, name), expected[name], atol=1e-12, err_msg=name)


def test_random_against_random_on_the_turn() -> None:
    board, dead = "Ah8h2c7d", "Kh"
    result = holdEm.equity(["random", "random"], board, dead)  # exact=None: exact, and quick
    deck = every_combo(board + dead)
    same(result, pairwise(deck, deck, board, dead))


@pytest.mark.parametrize(
    ("first", "second", "board", "dead"),
    [
        ("QQ,KK,AA,AKs,T9s:0.5", "random", "Jh8h2c3s", ""),  # flush and straight draws, then the river
        ("AK:0.3,QQ,JTs:0.6,77,66,55", "AA:0.5,KQs,QJs:0.25,A5s,88", "Qh9c2h", "5s"),  # the flop, overlapping
        ("AA,KK,77,22,A2s,A9s,KTo:0.75", "random", "Th9h8h7h", ""),  # a straight flush on board
        ("AhKh,QQ:0.2", "random", "AsAdAc5h2h", ""),  # the river: quads on board, kickers
    ],
)
def test_ranges_against_ranges(first: str, second: str, board: str, dead: str) -> None:
    result = holdEm.equity([first, second], board, dead, exact=True)
    other = every_combo(board + dead) if second == "random" else combos(second)
    same(result, pairwise(combos(first), other, board, dead))


def test_a_known_hand_and_one_known_card_against_ranges() -> None:
    board = "9s8s3d2c"
    result = holdEm.equity(["As", "KK,QJs:0.4"], board, exact=True)
    same(result, pairwise(partial("As", cards(board)), combos("KK,QJs:0.4"), board))
    result = holdEm.equity(["Td9d", "random"], board, exact=True)
    same(result, pairwise(fixed("Td9d"), every_combo(board + "Td9d"), board))


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-triton"])
def test_short_deck_range_against_random(game: str) -> None:
    # Flushes beat full houses, and (Triton) trips beat straights; A-6-7-8-9 is a straight.
    board = "Ah9h8c7h"
    mine = "TT,JJ,QQ,KK,AA,AKs,JTs:0.5,66"
    result = holdEm.equity([mine, "random"], board, game=game, exact=True)
    same(result, pairwise(combos(mine), every_combo(board, SHORT_DECK), board, game=game))


def test_the_first_player_random_and_the_second_a_range() -> None:
    # Either seat can be the long list; the figures stay with their players.
    board = "KdQd4s"
    a = holdEm.equity(["random", "AA,KQs:0.5"], board, exact=True)
    b = holdEm.equity(["AA,KQs:0.5", "random"], board, exact=True)
    np.testing.assert_allclose(a.equity, b.equity[::-1], atol=1e-12)
    np.testing.assert_allclose(a.categories, np.array(b.categories)[::-1], atol=1e-12)
    assert a.trials == b.trials


@pytest.mark.parametrize("player", [0, 1])
def test_the_breakdown_after_the_flop_is_each_combos_share_of_the_walk(player: int) -> None:
    # Heads-up after the flop, equity_breakdown is one walk that keeps each combo's sums.
    board, dead = "Jh8h2c3s", "Ad"
    hands = ["QQ,KK,AA,AKs,T9s:0.5", "random"]
    lists = [combos(hands[0]), every_combo(board + dead)]
    mine, other = lists[player], lists[1 - player]
    same_rows(holdEm.equity_breakdown(hands, board, dead, player=player), pairwise(mine, other, board, dead), mine)


def same_rows(breakdown: holdEm.EquityBreakdown, expected: dict[str, np.ndarray], mine: dict) -> None:
    """Each combo's weight, equity, win and tie in the breakdown are the reference's (its first list's rows)."""
    rows = {holdEm.format_cards(sorted(c, reverse=True)): row for c, row in zip(mine, expected["by_hand"])}
    assert breakdown.exact and len(breakdown.combos) == sum(row[0] > 0 for row in expected["by_hand"])
    total = expected["by_hand"][:, 0].sum()
    for combo, weight, eq, win, tie, stderr in breakdown.rows():
        deals, wins, ties = rows[combo]
        assert weight == pytest.approx(deals / total, abs=1e-12)
        assert (win, tie) == pytest.approx((wins / deals, ties / deals), abs=1e-12)
        assert eq == pytest.approx((wins + ties / 2) / deals, abs=1e-12) and stderr == 0
    assert breakdown.equity == pytest.approx(expected["equity"][0], abs=1e-12)  # the reference puts mine first


def test_next_card_and_the_breakdown_by_orbits_on_a_monotone_flop() -> None:
    # Ranges of whole classes on a monotone flop: the permutations of the other three suits keep the
    # deals, so both walk one board of each orbit and spread its sums by card and by combo over it.
    board, hands = "7h8h2h", ["QQ,KK,AA,AKs,T9s:0.5", "JJ,TT,99,AQs,KQs:0.5"]
    lists = [combos(hands[0]), combos(hands[1])]
    for player in (0, 1):
        expected = pairwise(lists[player], lists[1 - player], board)
        same_rows(holdEm.equity_breakdown(hands, board, player=player), expected, lists[player])
    # Against random, next_card takes the walk board by board too (every fourth card checked).
    next_card = holdEm.next_card([hands[0], "random"], board)
    for card, equity in list(zip(next_card.cards, next_card.equities))[::4]:
        expected = pairwise(lists[0], every_combo(board + card), board + card)
        np.testing.assert_allclose(equity, expected["equity"], atol=1e-12, err_msg=card)


def test_next_card_on_the_turn_is_each_rivers_showdown() -> None:
    # Heads-up ranges: next_card is the same walk, each board credited to the card it draws.
    board, first = "Jh8h2c3s", "QQ,KK,AA,AKs,T9s:0.5"
    next_card = holdEm.next_card([first, "random"], board)
    assert len(next_card.cards) == 48  # every card off the board (random can miss any)
    for card, equity in zip(next_card.cards, next_card.equities):
        river = board + card
        expected = pairwise(combos(first), every_combo(river), river)
        np.testing.assert_allclose(equity, expected["equity"], atol=1e-12, err_msg=card)


def test_a_combo_that_meets_no_deal_is_left_out_exactly() -> None:
    # Every combo of the second range holds Ah or Qd: the first player's AhQd meets none of them.
    # Its sums cancel to 0 only up to rounding with these weights, so the walk counts in integers.
    hands, board = ["AhQd,AhQc,KsKd", "AhKh:0.3,QdKs:0.1,AhQd:0.7,Qd2c:0.35,Ah3c:0.45"], "9c8c7s"
    mine, theirs = combos(hands[0]), combos(hands[1])
    expected = pairwise(mine, theirs, board)
    breakdown = holdEm.equity_breakdown(hands, board)
    dealt = {holdEm.format_cards(sorted(c, reverse=True)) for c, row in zip(mine, expected["by_hand"]) if row[0] > 0}
    assert set(breakdown.combos) == dealt == {"KsKd", "AhQc"}
    same(holdEm.equity(hands, board, exact=True), expected)
