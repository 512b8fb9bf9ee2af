"""The original's hand class: brute force, prime method, numbering and return codes."""

from __future__ import annotations

import random

import pytest

import holdEm

# The seed documentation's example hands and the best five it documents for each category.
ORDERING_CASES = [
    # faces, suits, hand code, best faces (least significant first)
    ([10, 11, 12, 13, 14, 2, 3], [1, 1, 1, 1, 1, 2, 3], 10, [10, 11, 12, 13, 14]),
    ([3, 4, 5, 6, 7, 14, 9], [2, 2, 2, 2, 2, 1, 3], 9, [3, 4, 5, 6, 7]),
    ([6, 6, 6, 6, 3, 2, 2], [1, 2, 3, 4, 1, 2, 3], 8, [3, 6, 6, 6, 6]),
    ([6, 6, 6, 3, 3, 2, 9], [1, 2, 3, 4, 1, 2, 3], 7, [3, 3, 6, 6, 6]),
    ([2, 4, 7, 8, 9, 13, 5], [4, 4, 4, 4, 4, 1, 2], 6, [2, 4, 7, 8, 9]),
    ([4, 5, 6, 7, 8, 2, 13], [1, 2, 3, 4, 1, 2, 3], 5, [4, 5, 6, 7, 8]),
    ([14, 2, 3, 4, 5, 9, 11], [1, 2, 3, 4, 1, 2, 3], 5, [14, 2, 3, 4, 5]),
    ([4, 4, 4, 13, 2, 1, 8], [1, 2, 3, 4, 1, 4, 3], 4, [13, 14, 4, 4, 4]),
    ([2, 2, 10, 10, 7, 3, 4], [1, 2, 3, 4, 1, 2, 3], 3, [7, 2, 2, 10, 10]),
    ([5, 5, 2, 4, 6, 11, 12], [1, 2, 3, 4, 1, 2, 3], 2, [6, 11, 12, 5, 5]),
    ([2, 4, 6, 7, 9, 10, 12], [1, 2, 3, 4, 1, 2, 3], 1, [6, 7, 9, 10, 12]),
]


@pytest.mark.parametrize("faces, suits, code, best", ORDERING_CASES)
def test_best_five_in_the_documented_order(faces: list[int], suits: list[int], code: int, best: list[int]) -> None:
    h = holdEm.hand()
    assert h.setCardsFull(faces, suits) == 0
    assert h.handCode == -1
    assert h.findBestHand() == 0
    assert h.getHandCode() == code
    assert h.getBestFace() == best
    # The best five are cards of the hand.
    given = set(zip(h.getCardsFace(), h.getCardsSuit()))
    assert set(zip(h.getBestFace(), h.getBestSuit())) <= given


def test_seed_example_setCards() -> None:
    h = holdEm.hand()
    assert h.SetCards([3, 4], [1, 3], [14, 9, 13], [1, 4, 3], 8, 3, 1, 2) == 0
    assert h.findBestHand() == 0
    assert h.getHandCode() == 2
    assert h.getBestFace() == [8, 9, 13, 14, 14]
    assert h.getBestSuit() == [3, 4, 3, 1, 2]
    assert h.getCardsFace() == [3, 4, 14, 9, 13, 8, 14]  # an ace given as 1 reads back as 14


def test_seed_array_forms_set_the_same_cards() -> None:
    """The seed's setCardsFull(cards[2][7]) and setCards(hole, flop, turn, river), each a
    [faces, suits] pair of rows, set what the list forms set; bad rows get the same codes."""
    lists = holdEm.hand()
    assert lists.setCardsFull([3, 4, 14, 9, 13, 8, 1], [1, 3, 1, 4, 3, 3, 2]) == 0
    full = holdEm.hand()
    assert full.setCardsFull([[3, 4, 14, 9, 13, 8, 1], [1, 3, 1, 4, 3, 3, 2]]) == 0
    parts = holdEm.hand()
    assert parts.setCards([[3, 4], [1, 3]], [[14, 9, 13], [1, 4, 3]], [[8], [3]], [[1], [2]]) == 0
    for h in (lists, full, parts):
        assert h.findBestHand() == 0 and h.getHandCode() == 2
        assert (h.getCardsFace(), h.getCardsSuit()) == (lists.getCardsFace(), lists.getCardsSuit())
        assert (h.getBestFace(), h.getBestSuit()) == ([8, 9, 13, 14, 14], [3, 4, 3, 1, 2])
    assert full.setCardsFull([[3, 4, 14, 9, 13, 8, 1], [1, 3, 1, 4, 3, 3]]) == -4  # rows of different lengths
    assert full.setCardsFull([[3, 4, 15, 9, 13], [1, 3, 1, 4, 3]]) == -1
    assert parts.setCards([[3, 4], [1, 3]], [[14, 9, 13], [1, 4, 3]], [[8, 7], [3, 3]], [[1], [2]]) == -4
    assert parts.setCards([[3, 4], [1, 3]], [[14, 9, 13], [1, 4, 3]], [[8], [3]], [[4], [3]]) == -3
    with pytest.raises(TypeError):
        full.setCardsFull([[3, 4, 14, 9, 13, 8, 1]])  # one row: neither form


def test_five_and_six_cards() -> None:
    h = holdEm.hand()
    assert h.SetCards([14, 13], [1, 1], [12, 11, 10], [1, 1, 1]) == 0
    h.findBestHand()
    assert h.getHandCode() == 10
    assert h.setCardsFull([2, 2, 3, 3, 4, 4], [1, 2, 1, 2, 1, 2]) == 0
    h.findBestHand()
    assert h.getHandCode() == 3 and h.getBestFace() == [2, 3, 3, 4, 4]


def test_sort_cards() -> None:
    h = holdEm.hand()
    h.setCardsFull([14, 3, 9, 3, 2], [1, 4, 2, 1, 3])
    h.sortCards()
    assert h.getCardsFace() == [2, 3, 3, 9, 14]
    assert h.getCardsSuit() == [3, 1, 4, 2, 1]


def test_brute_force_and_prime_method_agree() -> None:
    rng = random.Random(11)
    brute, prime = holdEm.hand(), holdEm.hand()
    for _ in range(20_000):
        size = rng.choice((5, 6, 7))
        cards = rng.sample(range(52), size)
        faces = [c // 4 + 2 for c in cards]
        suits = [c % 4 + 1 for c in cards]
        brute.setCardsFull(faces, suits)
        prime.setCardsFull(faces, suits)
        brute.findBestHand()
        prime.findBestHandP()
        assert (brute.getHandCode(), brute.getHandPrimeRank()) == (prime.getHandCode(), prime.getHandPrimeRank())
        assert brute.getHandCode() == holdEm.category(holdEm.evaluate(cards))


def test_flush_mfvp_follows_hand_order() -> None:
    # The original multiplied face primes, which ranks a king-high flush above an ace-high one.
    ace_high, king_high = holdEm.hand(), holdEm.hand()
    ace_high.setCardsFull([14, 9, 7, 5, 3, 2, 2], [2, 2, 2, 2, 2, 1, 3])
    king_high.setCardsFull([13, 12, 11, 9, 8, 2, 2], [2, 2, 2, 2, 2, 1, 3])
    for h in (ace_high, king_high):
        h.findBestHandP()
        assert h.getHandCode() == 6
    assert ace_high.getHandPrimeRank() > king_high.getHandPrimeRank()
    # A sixth suited card does not inflate a straight flush.
    six, seven = holdEm.hand(), holdEm.hand()
    six.setCardsFull([5, 6, 7, 8, 9, 2, 3], [1, 1, 1, 1, 1, 1, 2])
    seven.setCardsFull([5, 6, 7, 8, 9, 10, 3], [1, 1, 1, 1, 1, 1, 2])
    six.findBestHandP()
    seven.findBestHandP()
    assert six.getHandPrimeRank() < seven.getHandPrimeRank()


@pytest.mark.parametrize(
    "faces, suits, code",
    [
        ([0, 3, 4, 5, 6], [1, 1, 1, 1, 1], -1),
        ([15, 3, 4, 5, 6], [1, 1, 1, 1, 1], -1),
        ([-3, 3, 4, 5, 6], [1, 1, 1, 1, 1], -1),
        ([2, 3, 4, 5, 6], [1, 1, 1, 1, 5], -2),
        ([2, 3, 4, 5, 6], [0, 1, 1, 1, 1], -2),
        ([2, 2, 4, 5, 6], [1, 1, 1, 1, 1], -3),
        ([14, 1, 4, 5, 6], [1, 1, 1, 1, 1], -3),  # ace as 14 and as 1
        ([2, 3, 4, 5], [1, 1, 1, 1], -4),
        ([2, 3, 4, 5, 6, 7, 8, 9], [1] * 8, -4),
        ([2, 3, 4, 5, 6], [1, 1, 1, 1], -4),
    ],
)
def test_bad_cards_return_codes(faces: list[int], suits: list[int], code: int) -> None:
    h = holdEm.hand()
    assert h.setCardsFull(faces, suits) == code
    assert h.findBestHand() == -1  # nothing was set
    assert h.getBestFace() == []


def test_bad_setCards_lengths() -> None:
    h = holdEm.hand()
    assert h.SetCards([3], [1], [14, 9, 13], [1, 4, 3]) == -4
    assert h.SetCards([3, 4], [1, 3], [14, 9], [1, 4]) == -4
    assert h.SetCards([3, 4], [1, 3], [14, 9, 13], [1, 4, 3], 8, 5) == -2


def test_wrong_types_raise() -> None:
    with pytest.raises(TypeError):
        holdEm.hand().setCardsFull("AsKs", [1, 2])
