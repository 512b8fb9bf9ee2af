"""Property tests (hypothesis) of the evaluators and of equity."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import holdEm

hands = st.integers(5, 7).flatmap(lambda n: st.lists(st.integers(0, 51), min_size=n, max_size=n, unique=True))
suit_permutations = st.permutations([0, 1, 2, 3])


@given(hands, suit_permutations)
def test_strength_invariant_under_suit_permutation(cards: list[int], perm: list[int]) -> None:
    renamed = [4 * (c // 4) + perm[c % 4] for c in cards]
    assert holdEm.evaluate(renamed) == holdEm.evaluate(cards)


@given(hands, st.randoms(use_true_random=False))
def test_strength_invariant_under_card_order(cards: list[int], rng) -> None:
    shuffled = cards[:]
    rng.shuffle(shuffled)
    assert holdEm.evaluate(shuffled) == holdEm.evaluate(cards)


@given(st.lists(st.integers(0, 51), min_size=6, max_size=7, unique=True))
def test_adding_a_card_never_lowers_the_strength(cards: list[int]) -> None:
    assert holdEm.evaluate(cards) >= holdEm.evaluate(cards[:-1])


@given(hands)
def test_best_hand_is_consistent(cards: list[int]) -> None:
    best = holdEm.best_hand(cards)
    assert best.strength == holdEm.evaluate(cards)
    assert best.category == holdEm.category(best.strength)
    assert holdEm.evaluate(list(best.cards)) == best.strength
    assert set(holdEm.parse_cards(list(best.cards))) <= set(cards)
    assert best.score[0] == str(min(best.category, 9))


@settings(max_examples=50)
@given(st.integers(5, 7), st.integers(0, 200), st.integers(0, 2**32 - 1))
def test_batch_equals_evaluate(width: int, rows: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    batch = np.argsort(rng.random((rows, 52)), axis=1)[:, :width].astype(np.uint8)
    assert holdEm.evaluate_batch(batch).tolist() == [holdEm.evaluate(r.tolist()) for r in batch]


@given(hands)
def test_hand_class_agrees(cards: list[int]) -> None:
    h = holdEm.hand()
    assert h.setCardsFull([c // 4 + 2 for c in cards], [c % 4 + 1 for c in cards]) == 0
    h.findBestHand()
    assert h.getHandCode() == holdEm.category(holdEm.evaluate(cards))


# --- equity (holdEm.equity) ---------------------------------------------------------------------------------------
# Small deals only: exact runs with 3..5 board cards known, Monte Carlo runs of a few thousand trials.


@st.composite
def exact_deals(draw: st.DrawFn) -> tuple[list[str], str]:
    """2..4 players with known hole cards (or one of them random) and a board of 3..5 cards, all distinct."""
    players = draw(st.integers(2, 4))
    board_size = draw(st.integers(3, 5))
    cards = draw(st.lists(st.integers(0, 51), min_size=2 * players + board_size, max_size=2 * players + board_size,
                          unique=True))  # fmt: skip
    hands = [holdEm.format_cards(cards[2 * p : 2 * p + 2]) for p in range(players)]
    if draw(st.booleans()):  # one player's cards unknown
        hands[draw(st.integers(0, players - 1))] = "random"
    return hands, holdEm.format_cards(cards[2 * players :])


def assert_is_a_split_of_the_pot(result: holdEm.EquityResult, players: int) -> None:
    assert len(result.equity) == len(result.win) == len(result.tie) == players
    assert math.isclose(sum(result.equity), 1.0, abs_tol=1e-9)
    for p in range(players):
        assert 0.0 <= result.win[p] <= result.equity[p] + 1e-12
        assert result.equity[p] <= result.win[p] + result.tie[p] + 1e-12
        assert 0.0 <= result.equity[p] <= 1.0 and 0.0 <= result.tie[p] <= 1.0
        assert math.isclose(sum(result.categories[p]), 1.0, abs_tol=1e-9)
    assert sum(result.win) <= 1.0 + 1e-9


@settings(max_examples=25, deadline=None)
@given(exact_deals())
def test_exact_equity_splits_the_pot(deal: tuple[list[str], str]) -> None:
    hands, board = deal
    result = holdEm.equity(hands, board=board, exact=True)
    assert result.exact
    assert_is_a_split_of_the_pot(result, len(hands))


@settings(max_examples=25, deadline=None)
@given(exact_deals(), st.randoms(use_true_random=False))
def test_exact_equity_is_symmetric_under_swapping_players(deal: tuple[list[str], str], rng) -> None:
    hands, board = deal
    order = list(range(len(hands)))
    rng.shuffle(order)
    straight = holdEm.equity(hands, board=board, exact=True)
    swapped = holdEm.equity([hands[k] for k in order], board=board, exact=True)
    for new, old in enumerate(order):
        assert math.isclose(swapped.equity[new], straight.equity[old], abs_tol=1e-12)
        assert math.isclose(swapped.win[new], straight.win[old], abs_tol=1e-12)
        assert math.isclose(swapped.tie[new], straight.tie[old], abs_tol=1e-12)


MC_HANDS = st.sampled_from(["random", "22+", "AsKs", "Qh", "AK,KQ:0.5", "T9s-65s,A2s+"])


@settings(max_examples=10, deadline=None)
@given(st.lists(MC_HANDS, min_size=2, max_size=4, unique=True), st.integers(0, 2**64 - 1))
def test_monte_carlo_splits_the_pot_and_the_seed_fixes_it_whatever_the_threads(hands: list[str], seed: int) -> None:
    results = [holdEm.equity(hands, exact=False, trials=3_000, seed=seed, threads=t) for t in (1, 2, 8)]
    assert not results[0].exact and results[0].trials == 3_000
    assert_is_a_split_of_the_pot(results[0], len(hands))
    for other in results[1:]:
        assert other.equity == results[0].equity and other.win == results[0].win and other.tie == results[0].tie
        assert other.categories == results[0].categories
