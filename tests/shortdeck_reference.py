"""An independent short-deck reference for the tests: the 5-card rules applied directly.

Cards are the project's ints (``4 * rank + suit``, rank 0 = two).  ``score5``
scores rows of exactly five cards with NumPy: one integer per row that
orders hands by the short-deck rules (higher is better, equal ties), built
from the category's place in the variant's order and the tiebreak ranks.
``score_best`` takes rows of 5..7 cards and keeps the best five.  Nothing
here uses the engine or its table generator.
"""

from __future__ import annotations

import itertools

import numpy as np
import numpy.typing as npt

# Hand codes as in docs/design.md; a royal flush is code 10 only as a name.
HIGH, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(1, 10)
ORDER = {
    "shortdeck": [HIGH, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FULL_HOUSE, FLUSH, QUADS, STRAIGHT_FLUSH],
    "shortdeck-triton": [HIGH, PAIR, TWO_PAIR, STRAIGHT, TRIPS, FULL_HOUSE, FLUSH, QUADS, STRAIGHT_FLUSH],
}
SHORT_DECK = np.arange(16, 52, dtype=np.uint8)  # six through ace
ACE, SIX, NINE = 12, 4, 7


def categories5(cards: npt.NDArray[np.integer]) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Per row of five cards: the hand code 1..9 and a tiebreak integer (higher is better)."""
    cards = np.asarray(cards, dtype=np.int64)
    ranks = cards >> 2
    suits = cards & 3
    flush = (suits == suits[:, :1]).all(axis=1)
    counts = np.zeros((len(cards), 13), dtype=np.int64)
    np.add.at(counts, (np.arange(len(cards))[:, None], ranks), 1)
    # Each card ordered by (its rank's count, its rank), most significant first.
    order = np.sort(counts[np.arange(len(cards))[:, None], ranks] * 16 + ranks, axis=1)[:, ::-1]
    tiebreak = np.zeros(len(cards), dtype=np.int64)
    for i in range(5):
        tiebreak = tiebreak * 16 + (order[:, i] & 15)
    shape = np.sort(counts, axis=1)[:, ::-1]
    distinct = shape[:, 0] == 1  # five different ranks
    low, high = ranks.min(axis=1), ranks.max(axis=1)
    present = counts > 0
    wheel = distinct & present[:, ACE] & present[:, SIX] & present[:, 5] & present[:, 6] & present[:, NINE]
    straight = distinct & ((high - low == 4) | wheel)
    top = np.where(wheel, NINE, high)
    code = np.full(len(cards), HIGH, dtype=np.int64)
    code[shape[:, 0] == 2] = PAIR
    code[(shape[:, 0] == 2) & (shape[:, 1] == 2)] = TWO_PAIR
    code[shape[:, 0] == 3] = TRIPS
    code[(shape[:, 0] == 3) & (shape[:, 1] == 2)] = FULL_HOUSE
    code[shape[:, 0] == 4] = QUADS
    code[straight] = STRAIGHT
    code[flush] = FLUSH
    code[straight & flush] = STRAIGHT_FLUSH
    tiebreak = np.where(straight, top, tiebreak)
    return code, tiebreak


def score5(cards: npt.NDArray[np.integer], game: str) -> npt.NDArray[np.int64]:
    """One integer per row of five cards, ordered by the variant's rules."""
    code, tiebreak = categories5(cards)
    place = np.zeros(10, dtype=np.int64)
    for i, c in enumerate(ORDER[game]):
        place[c] = i
    return place[code] * 16**6 + tiebreak


def score_best(cards: npt.NDArray[np.integer], game: str) -> npt.NDArray[np.int64]:
    """The best five-card score of each row of 5, 6 or 7 cards."""
    cards = np.asarray(cards)
    subsets = list(itertools.combinations(range(cards.shape[1]), 5))
    fives = cards[:, subsets].reshape(-1, 5)
    return score5(fives, game).reshape(len(cards), len(subsets)).max(axis=1)


def code_of_best(cards: npt.NDArray[np.integer], game: str) -> npt.NDArray[np.int64]:
    """The hand code 1..10 of each row's best five (10: the ace-high straight flush)."""
    cards = np.asarray(cards)
    subsets = list(itertools.combinations(range(cards.shape[1]), 5))
    fives = cards[:, subsets].reshape(-1, 5)
    scores = score5(fives, game).reshape(len(cards), len(subsets))
    code, tiebreak = categories5(fives)
    best = scores.argmax(axis=1)
    pick = np.arange(len(cards)) * len(subsets) + best
    out = code[pick]
    out[(out == STRAIGHT_FLUSH) & (tiebreak[pick] == ACE)] = 10
    return out


def all_five_card_hands() -> npt.NDArray[np.uint8]:
    """Every 5-card hand of the 36-card deck (376,992 rows)."""
    flat = np.fromiter(itertools.chain.from_iterable(itertools.combinations(SHORT_DECK.tolist(), 5)), dtype=np.uint8)
    return flat.reshape(-1, 5)
