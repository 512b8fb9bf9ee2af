"""The original's deck class: numbering, dealing, shuffling, return codes."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from cli_support import run_example

import holdEm

ROOT = Path(__file__).resolve().parent.parent


def state(d: holdEm.deck) -> tuple:
    return (
        d.getDeckSet(),
        d.getDeckFace(),
        d.getDeckSuit(),
        d.getDeckIndex(),
        d.getNumCards(),
        d.getDealFace(),
    )


def seeded_full(seed: int = 1) -> holdEm.deck:
    d = holdEm.deck()
    d.setSeed(seed)
    d.setDeckFull()
    return d


def test_new_deck_is_empty_and_deals_nothing() -> None:
    d = holdEm.deck()
    assert not d.getDeckSet()
    assert d.getNumCards() == 0
    assert d.getDeckFace() == [] and d.getDeckIndex() == []
    assert d.dealCards(1) == -1
    assert d.dealCards(0) == 0 and d.getDealFace() == []
    d.shuffleI()  # harmless on an empty deck
    assert d.remCards([2], [1]) == -5


def test_full_deck_in_the_original_order() -> None:
    d = holdEm.deck()
    d.setDeckFull()
    assert d.getDeckSet() and not d.getDeckShuffled()
    assert d.getNumCards() == 52
    assert d.getDeckFace() == list(range(2, 15)) * 4
    assert d.getDeckSuit() == [s for s in range(1, 5) for _ in range(13)]
    assert d.getDeckIndex() == list(range(52))


def test_partial_deck_leaves_out_cards_ace_as_1_or_14() -> None:
    d = holdEm.deck()
    assert d.setDeckPartial([1, 3, 4], [1, 4, 3]) == 0  # Ac, 3s, 4h
    cards = set(zip(d.getDeckFace(), d.getDeckSuit()))
    assert len(cards) == 49 == d.getNumCards()
    assert {(14, 1), (3, 4), (4, 3)}.isdisjoint(cards)
    assert d.setDeckPartial([14], [2]) == 0
    assert len(d.getDeckFace()) == 51 and (14, 2) not in set(zip(d.getDeckFace(), d.getDeckSuit()))


@pytest.mark.parametrize(
    "faces, suits, code",
    [
        ([2, 3], [1], -1),  # lengths differ
        ([2] * 52, [1] * 52, -2),  # 52 cards left out
        ([2] * 60, [1] * 60, -2),
        ([0], [1], -3),  # face 0
        ([15], [1], -3),  # face 15
        ([-3], [1], -3),
        ([2], [5], -4),  # suit 5
        ([2], [0], -4),
        ([5, 5], [2, 2], -5),  # listed twice
        ([1, 14], [3, 3], -5),  # the same ace both ways
    ],
)
def test_partial_deck_codes_leave_the_deck_unchanged(faces: list[int], suits: list[int], code: int) -> None:
    d = seeded_full()
    d.shuffleI()
    before = state(d)
    assert d.setDeckPartial(faces, suits) == code
    assert state(d) == before


def test_remove_cards() -> None:
    d = holdEm.deck()
    d.setDeckPartial([1, 3, 4], [1, 4, 3])
    assert d.remCards([1, 2, 6, 7], [2, 2, 2, 3]) == 0  # Ad, 2d, 6d, 7h
    cards = list(zip(d.getDeckFace(), d.getDeckSuit()))
    assert len(cards) == 45 == d.getNumCards() == len(set(cards))
    assert {(14, 2), (2, 2), (6, 2), (7, 3)}.isdisjoint(cards)
    assert d.getDeckIndex() == list(range(45)) and not d.getDeckShuffled()


@pytest.mark.parametrize(
    "faces, suits, code",
    [
        ([2, 3], [1], -1),
        ([0], [1], -3),
        ([15], [1], -3),
        ([2], [5], -4),
        ([14], [1], -5),  # left out by setDeckPartial already
        ([9, 9], [4, 4], -5),  # listed twice
    ],
)
def test_remove_cards_codes_leave_the_deck_unchanged(faces: list[int], suits: list[int], code: int) -> None:
    d = holdEm.deck()
    d.setSeed(3)
    d.setDeckPartial([1], [1])
    d.shuffleI()
    d.dealCards(4)
    before = state(d)
    assert d.remCards(faces, suits) == code
    assert state(d) == before


def test_deal_takes_the_end_of_the_live_index() -> None:
    d = seeded_full(7)
    d.shuffleI()
    faces, suits, index = d.getDeckFace(), d.getDeckSuit(), d.getDeckIndex()
    assert sorted(index) == list(range(52))
    assert d.dealCards(2) == 0
    assert d.getNumCards() == 50
    assert list(zip(d.getDealFace(), d.getDealSuit())) == [
        (faces[index[51]], suits[index[51]]),
        (faces[index[50]], suits[index[50]]),
    ]
    assert d.dealCards(5) == 0 and d.getNumCards() == 45
    assert list(zip(d.getDealFace(), d.getDealSuit())) == [
        (faces[index[i]], suits[index[i]]) for i in range(49, 44, -1)
    ]
    # The dealt cards stay in the deck's lists, like the original.
    assert d.getDeckFace() == faces


def test_dealing_the_whole_deck_gives_every_card_once_even_with_shuffles_between() -> None:
    d = seeded_full(11)
    d.shuffleI()
    dealt = []
    for n in (3, 7, 1, 20):
        assert d.dealCards(n) == 0
        dealt += zip(d.getDealFace(), d.getDealSuit())
        d.shuffleI()  # shuffles only what is left: dealt cards do not come back
    assert d.dealCards(d.getNumCards()) == 0
    dealt += zip(d.getDealFace(), d.getDealSuit())
    assert sorted(dealt) == sorted(zip(d.getDeckFace(), d.getDeckSuit()))
    assert d.getNumCards() == 0
    assert d.dealCards(1) == -1


@pytest.mark.parametrize("n", [-1, 53])
def test_deal_codes(n: int) -> None:
    d = seeded_full()
    before = state(d)
    assert d.dealCards(n) == -1
    assert state(d) == before


def test_set_deck_index() -> None:
    d = seeded_full()
    d.shuffleI()
    d.dealCards(10)
    d.setDeckIndex(30)
    assert d.getDeckIndex() == list(range(30)) and d.getNumCards() == 30 and not d.getDeckShuffled()
    assert d.dealCards(30) == 0
    assert sorted(zip(d.getDealFace(), d.getDealSuit())) == sorted(zip(d.getDeckFace()[:30], d.getDeckSuit()[:30]))
    for bad in (-1, 53):
        with pytest.raises(ValueError, match="maxIndex"):
            d.setDeckIndex(bad)
    d.setDeckPartial([2], [1])
    with pytest.raises(ValueError):
        d.setDeckIndex(52)


def test_wrong_types_raise_type_error() -> None:
    d = holdEm.deck()
    with pytest.raises(TypeError):
        d.setDeckPartial("ab", [1, 2])
    with pytest.raises(TypeError):
        d.remCards([2**40], [1])
    with pytest.raises(TypeError):
        d.setSeed(-1)


def test_seeded_shuffles_repeat_and_unseeded_ones_differ() -> None:
    a, b, c = seeded_full(5), seeded_full(5), seeded_full(6)
    for d in (a, b, c):
        d.shuffleI()
    assert a.getDeckIndex() == b.getDeckIndex() != c.getDeckIndex()
    u, v = holdEm.deck(), holdEm.deck()
    u.setDeckFull()
    v.setDeckFull()
    u.shuffleI()
    v.shuffleI()
    assert u.getDeckIndex() != v.getDeckIndex()  # equal with probability 1/52!


def test_shuffled_deals_are_uniform() -> None:
    d = seeded_full(2024)
    trials = 52 * 200
    counts: dict[tuple[int, int], int] = {}
    for _ in range(trials):
        d.setDeckIndex(52)
        d.shuffleI()
        d.dealCards(1)
        card = (d.getDealFace()[0], d.getDealSuit()[0])
        counts[card] = counts.get(card, 0) + 1
    assert len(counts) == 52
    expected = trials / 52
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi2 < 99.6  # chi-square, 51 degrees of freedom, p = 1e-5


def test_deck_example_runs() -> None:
    out = run_example("deck_example.py", timeout=60)
    assert "setDeckPartial: 0" in out and "remCards: 0" in out
    assert out.count("card i ") == 45
    assert "Num cards left in deck: 43" in out and "Num cards left in deck: 38" in out


def test_cpp_deck_example_runs_if_built() -> None:
    binary = next((p for p in ROOT.glob("build*/deck_example") if p.is_file()), None)
    if binary is None:
        pytest.skip("the C++ examples are not built here")
    out = subprocess.run([str(binary)], capture_output=True, text=True, timeout=60, check=True).stdout
    assert "setDeckPartial: 0" in out and "remCards: 0" in out
    assert "Num cards left in deck: 43" in out and "Num cards left in deck: 38" in out
