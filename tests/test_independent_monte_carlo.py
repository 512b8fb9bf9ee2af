"""Monte Carlo with weighted ranges against the exact answer of the rules (tests/independent_reference.py).

For each spot, many short runs with different seeds give z-scores
(estimate - truth) / stderr: their mean must be near 0 (the weighting and
the rejection of colliding ranges are unbiased) and their mean square near
1 (the standard error is honest, neither too small nor too large).  A long
run must then land within 4 of its standard errors.  The truth is the
brute force of the rules (preflop, on a deck cut short by dead cards),
except for one full-deck preflop spot, where it is the exact enumeration
that the other independent tests check against the rules.
"""

from __future__ import annotations

import numpy as np
import pytest
from independent_reference import SHORT_DECK, cards, chi_square_bound, combos, exact_equity, fixed, partial

import holdEm

RUNS = 150
TRIALS = 4000


def assert_unbiased_and_honest(hands: list[str], board: str, dead: str, game: str, truth: np.ndarray) -> None:
    z = []
    for seed in range(RUNS):
        r = holdEm.equity(hands, board, dead, game=game, exact=False, trials=TRIALS, seed=seed, threads=1)
        assert r.trials == TRIALS and not r.exact
        z.append((np.array(r.equity) - truth) / np.array(r.stderr))
    z = np.array(z)
    low, high = chi_square_bound(RUNS)
    # Players' shares sum to 1, so with two players both z-scores say the same: any one will do.
    assert (np.abs(z.mean(axis=0)) < 4 / np.sqrt(RUNS)).all(), z.mean(axis=0)
    assert ((z**2).mean(axis=0) > low).all() and ((z**2).mean(axis=0) < high).all(), (z**2).mean(axis=0)
    long = holdEm.equity(hands, board, dead, game=game, exact=False, trials=2_000_000, seed=RUNS)
    assert (np.abs(np.array(long.equity) - truth) < 4 * np.array(long.stderr)).all(), (long.equity, truth)


def test_three_weighted_ranges_that_collide() -> None:
    # Every draw of the three ranges that collides is rejected: what is left must be weighted right.
    hands, board = ["AK:0.3,QQ,JTs:0.6", "AA:0.5,KQs,QJs:0.25", "KK,AQs:0.7,T9s"], "Qh9c2h"
    truth = exact_equity([combos(h) for h in hands], board).equity
    assert_unbiased_and_honest(hands, board, "", "holdem", truth)


def test_one_weighted_range_with_a_partly_known_hand_and_a_dead_card() -> None:
    # A single range draws each combo's own deck; the partly known hand and the board from it.
    hands, board, dead = ["AK:0.3,QQ:0.8,JTs:0.6,72o:0.2", "Qd", "9s8s"], "Qh9c2h5s", "Ah"
    known = cards(board) + cards(dead) + cards("Qd9s8s")
    truth = exact_equity([combos(hands[0]), partial("Qd", known), fixed("9s8s")], board, dead).equity
    assert_unbiased_and_honest(hands, board, dead, "holdem", truth)


def test_a_weighted_range_too_big_for_its_own_decks_against_a_partly_known_hand() -> None:
    # Over 128 combos: the range's cards set aside in one deck instead.
    hands, board, dead = ["AK:0.3,AQ,AJ:0.5,AT,KQ:0.2,KJ,KT:0.6,QJ:0.7,TT,88,77,66,44", "Jc"], "Qh9c2h5s", "Ad"
    assert sum(not set(c) & set(cards(board + dead)) for c in combos(hands[0])) > 128
    players = [combos(hands[0]), partial("Jc", cards(board + dead + "Jc"))]
    truth = exact_equity(players, board, dead).equity
    assert_unbiased_and_honest(hands, board, dead, "holdem", truth)


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-triton"])
def test_short_deck_weighted_ranges(game: str) -> None:
    hands, board, dead = ["AK:0.3,TT", "KK:0.5,AQs,JTs:0.7", "Ts"], "Ac9c6h7d", "Kd"
    known = cards(board) + cards(dead) + cards("Ts")
    players = [combos(hands[0]), combos(hands[1]), partial("Ts", known, deck=SHORT_DECK)]
    truth = exact_equity(players, board, dead, game=game).equity
    assert_unbiased_and_honest(hands, board, dead, game, truth)


def test_preflop_weighted_ranges_share_hole_cards_over_units() -> None:
    # Preflop, deals share their hole cards in units: the weights and the error taken over units.
    hands = ["AK:0.3,QQ,72o:0.5", "KK:0.5,AQs,JTs"]
    truth = np.array(holdEm.equity(hands, exact=True).equity)
    assert_unbiased_and_honest(hands, "", "", "holdem", truth)


def test_preflop_units_on_a_deck_cut_short_by_dead_cards() -> None:
    # 24 live cards: just enough for a unit's four boards after two ranges' combos (so deals
    # still share their hole cards), and few enough for the brute force to list every board.
    live = "AhKhQhJhTh9h8h2hAsKsQsJs5s4sAdKd7d6c3c2cTdTc9s8c"
    dead = "".join(holdEm.format_card(c) for c in range(52) if c not in cards(live))
    hands = ["AhKh:0.4,AsKs,AdKd:0.7,QhQs:0.5", "JhTh,JsQs:0.3,TdTc,9h8h:0.6"]
    truth = exact_equity([combos(h) for h in hands], "", dead).equity
    assert_unbiased_and_honest(hands, "", dead, "holdem", truth)
