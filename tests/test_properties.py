"""Property tests (hypothesis) of the evaluators."""

from __future__ import annotations

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
