"""A NumPy count of heads-up Omaha hi-lo between two lists of hands, for the tests of the
hand-pairs walk in hi-lo (exact equity, next_card, equity_breakdown): each hand's high scored
through the 5-card evaluator (tests/omaha_reference.py), its low from the rules (two hole cards and
three board cards of five distinct ranks eight or lower, ace low, compared from the highest card
down: tests/hilo_reference.py's rules on rank sets), every pair of hands that share no card with
each other or the board settled by the rules, board by board, each such deal weighing 1 (or, given
the hands' weights, the product of its two hands' weights)."""

from __future__ import annotations

import functools
import itertools

import numpy as np
from hilo_reference import low_rank
from omaha_pairs_reference import masks
from omaha_reference import FLOORS, omaha_strengths

import holdEm

NO_LOW = 1 << 20  # above every low's key: lower keys are better lows


@functools.cache
def low_key(board_ranks: frozenset[int], hole_ranks: frozenset[int]) -> int:
    """The best low of two of the hole ranks and three of the board ranks, as a key (its ranks
    highest first, base 16: lower is better), NO_LOW when none has five distinct ranks."""
    best = NO_LOW
    for two in itertools.combinations(sorted(hole_ranks), 2):
        for three in itertools.combinations(sorted(board_ranks), 3):
            ranks = set(two) | set(three)
            if len(ranks) == 5:
                best = min(best, sum(r << (4 * i) for i, r in enumerate(sorted(ranks))))
    return best


def low_ranks(cards: np.ndarray) -> frozenset[int]:
    return frozenset(r for r in (low_rank(int(c)) for c in cards) if r is not None)


def pairwise_hilo(
    first: np.ndarray,
    second: np.ndarray,
    board: str,
    dead: str = "",
    first_weights: np.ndarray | None = None,
    second_weights: np.ndarray | None = None,
) -> dict[str, np.ndarray]:
    """Equity, scoops, parts, high and low shares, the share of deals with a low and the
    categories of two hand lists over every board completion and every pair of hands sharing no
    card; per card the weight and the players' shares of the deals whose board draws it
    (``by_card``), and per hand of the first list its deals, scoops, parts and pot shares
    (``by_hand``), each deal by its weight; and the pairs counted (``pairs``, unweighted).  Hands
    holding a dead card are out, as the engine leaves them out."""
    known = holdEm.parse_cards(board)
    weights = [
        np.ones(len(h)) if w is None else np.asarray(w, float)
        for h, w in ((first, first_weights), (second, second_weights))
    ]
    pairs = 0
    out = holdEm.parse_cards(dead)
    sums = {k: np.zeros(2) for k in ("share", "scoop", "part", "hi", "lo")}
    deals = lows = 0.0
    categories = np.zeros((2, 10))
    by_card = np.zeros((52, 3))
    by_hand = np.zeros((len(first), 4))
    for more in itertools.combinations([c for c in range(52) if c not in known + out], 5 - len(known)):
        full = np.array(known + list(more), dtype=np.uint8)
        on = np.uint64(sum(1 << int(c) for c in (*full, *out)))
        keep = [(masks(h) & on) == 0 for h in (first, second)]
        lists = [h[k] for h, k in zip((first, second), keep)]
        wa, wb = (w[k] for w, k in zip(weights, keep))
        places = np.flatnonzero(keep[0])
        if not all(len(h) for h in lists):
            continue
        highs = [omaha_strengths(h, np.tile(full, (len(h), 1))).astype(np.int16) for h in lists]
        board_ranks = low_ranks(full)
        keys = [np.array([low_key(board_ranks, low_ranks(row)) for row in h]) for h in lists]
        ma, mb = masks(lists[0]), masks(lists[1])
        b_meets = np.zeros(len(lists[1]))
        shares = np.zeros(2)
        for lo in range(0, len(ma), 512):
            rows = slice(lo, lo + 512)
            touching = (ma[rows, None] & mb[None, :]) == 0
            pairs += int(np.count_nonzero(touching))
            fits = touching * wa[rows, None] * wb[None, :]  # each pair's weight, 0 when they collide
            high = np.sign(highs[0][rows, None] - highs[1][None, :])  # 1: the first's high
            low = np.sign(keys[1][None, :] - keys[0][rows, None])  # 1: the first's low
            has_low = (keys[0][rows, None] < NO_LOW) | (keys[1][None, :] < NO_LOW)
            hi_half = np.where(has_low, 0.5, 1.0) * (high + 1) / 2  # the first's part of the high
            lo_half = np.where(has_low, 0.5 * (low + 1) / 2, 0.0)
            mine = hi_half + lo_half
            halves = ((hi_half, lo_half), (np.where(has_low, 0.5, 1.0) - hi_half, 0.5 * has_low - lo_half))
            for p, (high_part, low_part) in enumerate(halves):
                sums["hi"][p] += (fits * high_part).sum()
                sums["lo"][p] += (fits * low_part).sum()
            for p, share in enumerate((mine, 1 - mine)):
                sums["share"][p] += (fits * share).sum()
                sums["scoop"][p] += (fits * (share == 1)).sum()
                sums["part"][p] += (fits * ((share > 0) & (share < 1))).sum()
            lows += (fits * has_low).sum()
            shares += [(fits * mine).sum(), (fits * (1 - mine)).sum()]
            hand_rows = places[rows]
            by_hand[hand_rows, 0] += fits.sum(axis=1)
            by_hand[hand_rows, 1] += (fits * (mine == 1)).sum(axis=1)
            by_hand[hand_rows, 2] += (fits * ((mine > 0) & (mine < 1))).sum(axis=1)
            by_hand[hand_rows, 3] += (fits * mine).sum(axis=1)
            b_meets += fits.sum(axis=0)
            np.add.at(categories[0], np.searchsorted(FLOORS, highs[0][rows], side="right") - 1, fits.sum(axis=1))
        np.add.at(categories[1], np.searchsorted(FLOORS, highs[1], side="right") - 1, b_meets)
        deals += b_meets.sum()
        for card in more:
            by_card[card] += [b_meets.sum(), *shares]
    return {
        "equity": sums["share"] / deals,
        "scoop": sums["scoop"] / deals,
        "part": sums["part"] / deals,
        "hi_share": sums["hi"] / deals,
        "lo_share": sums["lo"] / deals,
        "low_frequency": np.array(lows / deals),
        "categories": categories / deals,
        "deals": np.array(deals),
        "by_card": by_card,
        "by_hand": by_hand,
        "pairs": np.array(pairs),
    }
