"""A NumPy count of heads-up Omaha high between two lists of hands, for the tests of the
hand-pairs walk (exact equity, next_card, equity_breakdown): each hand scored through the 5-card
evaluator (tests/omaha_reference.py), every pair of hands that share no card with each other or
the board compared, board by board, each such deal weighing 1 (or, given the hands' weights, the
product of its two hands' weights)."""

from __future__ import annotations

import itertools

import numpy as np
from independent_reference import heads_up_figures
from omaha_reference import FLOORS, omaha_strengths

import holdEm


def masks(hands: np.ndarray) -> np.ndarray:
    return np.bitwise_or.reduce(np.left_shift(np.uint64(1), hands.astype(np.uint64)), axis=1)


def pairwise(
    first: np.ndarray,
    second: np.ndarray,
    board: str,
    first_weights: np.ndarray | None = None,
    second_weights: np.ndarray | None = None,
) -> dict[str, np.ndarray]:
    """Equity, win, tie and categories of two hand lists, every board completion and every pair
    of hands sharing no card, each such deal weighing 1 or the product of the hands' weights;
    and per card the weight and the players' shares of the deals whose board draws it
    (``by_card``, for next-card equity), per hand of the first list its deals, lone wins and
    ties (``by_hand``, for the breakdown), and the pairs counted (``pairs``, unweighted)."""
    known = holdEm.parse_cards(board)
    weights = [
        np.ones(len(h)) if w is None else np.asarray(w, float)
        for h, w in ((first, first_weights), (second, second_weights))
    ]
    wins, ties, deals, pairs = np.zeros(2), 0.0, 0.0, 0
    categories = np.zeros((2, 10))
    by_card = np.zeros((52, 3))  # per card a board draws: the weight of its deals, each player's share
    by_hand = np.zeros((len(first), 3))  # per hand of the first list: its deals, lone wins, ties
    for more in itertools.combinations([c for c in range(52) if c not in known], 5 - len(known)):
        full = np.array(known + list(more), dtype=np.uint8)
        on = np.uint64(sum(1 << int(c) for c in full))
        keep = [(masks(h) & on) == 0 for h in (first, second)]
        lists = [h[k] for h, k in zip((first, second), keep)]
        wa, wb = (w[k] for w, k in zip(weights, keep))
        places = np.flatnonzero(keep[0])
        if not all(len(h) for h in lists):
            continue
        a, b = (omaha_strengths(h, np.tile(full, (len(h), 1))).astype(np.int16) for h in lists)
        ma, mb = masks(lists[0]), masks(lists[1])
        a_meets, b_meets = np.zeros(len(a)), np.zeros(len(b))
        shares = np.zeros(2)  # this board's
        for lo in range(0, len(a), 1024):  # blocks of rows keep the pair matrices small
            touching = (ma[lo : lo + 1024, None] & mb[None, :]) == 0
            pairs += int(np.count_nonzero(touching))
            fits = touching * wa[lo : lo + 1024, None] * wb[None, :]  # each pair's weight, 0 when they collide
            won = (fits * (a[lo : lo + 1024, None] > b[None, :])).sum()
            lost = (fits * (a[lo : lo + 1024, None] < b[None, :])).sum()
            tied = (fits * (a[lo : lo + 1024, None] == b[None, :])).sum()
            wins += [won, lost]
            ties += tied
            shares += [won + tied / 2, lost + tied / 2]
            a_meets[lo : lo + 1024] = fits.sum(axis=1)
            rows = places[lo : lo + 1024]
            by_hand[rows, 0] += fits.sum(axis=1)
            by_hand[rows, 1] += (fits * (a[lo : lo + 1024, None] > b[None, :])).sum(axis=1)
            by_hand[rows, 2] += (fits * (a[lo : lo + 1024, None] == b[None, :])).sum(axis=1)
            b_meets += fits.sum(axis=0)
        for p, (s, meets) in enumerate(((a, a_meets), (b, b_meets))):
            np.add.at(categories[p], np.searchsorted(FLOORS, s, side="right") - 1, meets)
        deals += a_meets.sum()
        for card in more:
            by_card[card] += [a_meets.sum(), *shares]
    return {
        **heads_up_figures(wins, ties, categories, deals),
        "deals": np.array(deals),
        "by_card": by_card,
        "by_hand": by_hand,
        "pairs": np.array(pairs),
    }
