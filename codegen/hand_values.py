"""Reference hand values shared by the table generators.

Everything here works on ranks 0..12 (2..A) and is written for clarity, not
speed: it runs once per build.  A hand's *value* is a tuple
``(category, tiebreak ranks...)`` with category 1 (high card) .. 9 (straight
flush); tuples compare in hand order.  The 7462 distinct five-card values,
sorted, give the strengths 1..7462 of docs/design.md (Hand strength).
"""

from __future__ import annotations

import itertools
from functools import cache

NUM_RANKS = 13
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(1, 10)
ROYAL_FLUSH = 10  # a hand code only; as a value it is the ace-high straight flush
ACE = 12


def straight_top(rank_mask: int) -> int | None:
    """Top rank of the highest straight in a 13-bit rank mask (5-high is rank 3)."""
    for top in range(ACE, 3, -1):
        run = 0b11111 << (top - 4)
        if rank_mask & run == run:
            return top
    wheel = 0b1111 | (1 << ACE)
    return 3 if rank_mask & wheel == wheel else None


def _ranks_desc(counts: list[int], at_least: int = 1, exclude: tuple[int, ...] = ()) -> list[int]:
    return [r for r in range(ACE, -1, -1) if counts[r] >= at_least and r not in exclude]


def value_from_counts(counts: list[int]) -> tuple[int, ...]:
    """Best value of 5..7 cards that make no flush, from their rank counts."""
    quads = _ranks_desc(counts, 4)
    if quads:
        return (QUADS, quads[0], _ranks_desc(counts, 1, (quads[0],))[0])
    trips = _ranks_desc(counts, 3)
    pairs = _ranks_desc(counts, 2)
    if trips:
        others = [p for p in pairs if p != trips[0]]
        if others:
            return (FULL_HOUSE, trips[0], others[0])
    mask = sum(1 << r for r in range(NUM_RANKS) if counts[r])
    top = straight_top(mask)
    if top is not None:
        return (STRAIGHT, top)
    if trips:
        return (TRIPS, trips[0], *_ranks_desc(counts, 1, (trips[0],))[:2])
    if len(pairs) >= 2:
        return (TWO_PAIR, pairs[0], pairs[1], _ranks_desc(counts, 1, tuple(pairs[:2]))[0])
    if pairs:
        return (PAIR, pairs[0], *_ranks_desc(counts, 1, (pairs[0],))[:3])
    return (HIGH_CARD, *_ranks_desc(counts)[:5])


def value_from_flush_mask(rank_mask: int) -> tuple[int, ...]:
    """Best value of 5..7 cards of one suit, from their 13-bit rank mask."""
    top = straight_top(rank_mask)
    if top is not None:
        return (STRAIGHT_FLUSH, top)
    ranks = [r for r in range(ACE, -1, -1) if rank_mask >> r & 1]
    return (FLUSH, *ranks[:5])


def rank_multisets(size: int):
    """Every multiset of ``size`` ranks with no rank more than four times, as counts."""
    for combo in itertools.combinations_with_replacement(range(NUM_RANKS), size):
        counts = [0] * NUM_RANKS
        for r in combo:
            counts[r] += 1
        if max(counts) <= 4:
            yield counts


def flush_masks(size: int):
    """Every 13-bit mask with ``size`` bits set."""
    for combo in itertools.combinations(range(NUM_RANKS), size):
        yield sum(1 << r for r in combo)


@cache
def strength_of() -> dict[tuple[int, ...], int]:
    """Map each of the 7462 five-card values to its strength 1..7462."""
    values = {value_from_counts(c) for c in rank_multisets(5)}
    values |= {value_from_flush_mask(m) for m in flush_masks(5)}
    ordered = sorted(values)
    assert len(ordered) == 7462
    return {v: i + 1 for i, v in enumerate(ordered)}


def hand_code(value: tuple[int, ...]) -> int:
    """The original's hand code 1..10 (a royal flush is 10)."""
    if value[0] == STRAIGHT_FLUSH and value[1] == ACE:
        return ROYAL_FLUSH
    return value[0]


def mfvp(value: tuple[int, ...]) -> int:
    """The original's modified face value product (within-code rank).

    Faces are rank + 2, so the original's 2^(face-2) is 2^rank and its
    2^(face+11) is 2^(rank+13), 2^(face+24) is 2^(rank+26).  Flushes use the
    bit sum of their five ranks and straight flushes their top face instead of
    the original's product of face primes, which does not follow hand order.
    """
    cat, *r = value
    bits = lambda ranks: sum(1 << x for x in ranks)  # noqa: E731
    if cat in (HIGH_CARD, FLUSH):
        return bits(r)
    if cat == PAIR:
        return (1 << (r[0] + 13)) + bits(r[1:])
    if cat == TWO_PAIR:
        return (1 << (r[0] + 26)) + (1 << (r[1] + 13)) + (1 << r[2])
    if cat in (TRIPS, FULL_HOUSE, QUADS):
        return (1 << (r[0] + 13)) + bits(r[1:])
    return r[0] + 2  # straight, straight flush, royal flush: top face
