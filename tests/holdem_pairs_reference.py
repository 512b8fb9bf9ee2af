"""A NumPy count of heads-up Hold'em (or short deck) between two weighted combo lists, for the
tests of the board-by-board walk: on every completion of the board each combo is scored by the
rules written out in tests/independent_reference.py (nothing of the engine), and every pair of
combos that share no card with each other or the board is compared, each such deal weighing the
product of its two combos' weights."""

from __future__ import annotations

import itertools

import numpy as np
from independent_reference import FULL_DECK, SHORT_DECK, Options, best_of, cards, code_of, heads_up_figures


def scores_on(board: np.ndarray, holes: np.ndarray, game: str) -> np.ndarray:
    """The score of each row of hole cards with the five board cards (each distinct row scored once:
    the two players' lists often share most of their combos)."""
    unique, back = np.unique(holes, axis=0, return_inverse=True)
    return best_of(np.hstack([np.tile(board, (len(unique), 1)), unique]), game)[back.ravel()]


def pairwise(
    first: Options, second: Options, board: str, dead: str = "", game: str = "holdem"
) -> dict[str, np.ndarray]:
    """Equity, win, tie and categories of the two players, the unweighted count of (combo, combo,
    board) deals (``pairs``), and per combo of ``first`` (in its order) its deals' weight, lone
    wins and ties (``by_hand``)."""
    deck = SHORT_DECK if game.startswith("shortdeck") else FULL_DECK
    known = cards(board)
    gone = set(known) | set(cards(dead))
    lists = [list(first), list(second)]
    holes = [np.array(h, dtype=np.int64).reshape(-1, 2) for h in lists]
    weights = [np.array([options[h] for h in hs]) for options, hs in ((first, lists[0]), (second, lists[1]))]
    masks = [(np.int64(1) << h[:, 0]) | (np.int64(1) << h[:, 1]) for h in holes]
    wins, ties, deals, pairs = np.zeros(2), 0.0, 0.0, 0
    categories = np.zeros((2, 10))
    by_hand = np.zeros((len(lists[0]), 3))
    for more in itertools.combinations([c for c in deck if c not in gone], 5 - len(known)):
        full = np.array(known + more, dtype=np.int64)
        on = np.int64(sum(1 << c for c in full))
        keep = [((m & on) == 0) & np.array([not gone & set(h) for h in hs], dtype=bool) for m, hs in zip(masks, lists)]
        if not all(k.any() for k in keep):
            continue
        both = scores_on(full, np.vstack([holes[0][keep[0]], holes[1][keep[1]]]), game)
        a, b = both[: int(keep[0].sum())], both[int(keep[0].sum()) :]
        fits = (masks[0][keep[0], None] & masks[1][None, keep[1]]) == 0
        pairs += int(fits.sum())
        weight = fits * weights[0][keep[0], None] * weights[1][None, keep[1]]
        won, lost, tied = (
            weight * (a[:, None] > b[None, :]),
            weight * (a[:, None] < b[None, :]),
            weight * (a[:, None] == b[None, :]),
        )
        wins += [won.sum(), lost.sum()]
        ties += tied.sum()
        deals += weight.sum()
        for p, (scores, met) in enumerate(((a, weight.sum(axis=1)), (b, weight.sum(axis=0)))):
            np.add.at(categories[p], code_of(scores) - 1, met)
        rows = np.flatnonzero(keep[0])
        by_hand[rows] += np.stack([weight.sum(axis=1), won.sum(axis=1), tied.sum(axis=1)], axis=1)
    return {**heads_up_figures(wins, ties, categories, deals), "pairs": np.array(pairs), "by_hand": by_hand}
