"""Equity between hand classes all-in preflop: one engine call per combination of classes.

The one computation behind the shipped heads-up table (:func:`holdEm.preflop_table`) and the
tables of ``holdem table`` (:mod:`holdEm.distributed`), so that both give the same numbers.

>>> r = class_equity(["AA", "KK"])
>>> round(r.equity[0], 4), r.combos
(0.8195, 36)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from holdEm import _core


@dataclass(frozen=True)
class ClassEquity:
    """All-in preflop figures of one combination of hand classes, player by player.

    ``equity``, ``win`` and ``tie`` are per player, in the order the classes were given;
    ``combos`` is the number of combo tuples that share no card (each weighs the same).
    With ``combos == 0`` (``AA`` v ``AA`` v ``AA``: no deal exists) every figure is NaN.
    """

    classes: tuple[str, ...]
    equity: tuple[float, ...]
    win: tuple[float, ...]
    tie: tuple[float, ...]
    combos: int


@cache
def _combo_masks(hand_class: str) -> np.ndarray:
    masks = [sum(1 << c for c in _core.parse_cards(combo)) for combo in _core.parse_range(hand_class)]
    return np.array(masks, dtype=np.uint64)


def disjoint_combos(classes: Sequence[str]) -> int:
    """How many tuples of combos, one of each class in turn, share no card.

    The partial tuples are kept as their card masks with counts, merged when equal,
    so the work grows with the distinct card sets rather than with 12**players.
    """
    unions = np.zeros(1, dtype=np.uint64)
    counts = np.ones(1, dtype=np.int64)
    for name in classes:
        masks = _combo_masks(name)
        free = (unions[:, None] & masks[None, :]) == 0
        joined = (unions[:, None] | masks[None, :])[free]
        carried = np.broadcast_to(counts[:, None], free.shape)[free]
        unions, where = np.unique(joined, return_inverse=True)
        counts = np.zeros(len(unions), dtype=np.int64)
        np.add.at(counts, where.ravel(), carried)
    return int(counts.sum())


def _mean_over_equal_classes(classes: Sequence[str], values: Sequence[float]) -> tuple[float, ...]:
    """Players holding the same class are exchangeable, so their exact figures are equal;
    the engine's sums may differ in the last bits, so each gets the group's mean."""
    groups: dict[str, list[int]] = {}
    for p, name in enumerate(classes):
        groups.setdefault(name, []).append(p)
    out = list(values)
    for seats in groups.values():
        if len(seats) > 1:
            mean = math.fsum(values[p] for p in seats) / len(seats)
            for p in seats:
                out[p] = mean
    return tuple(out)


def class_equity(classes: Sequence[str], *, trials: int | None = None, seed: int = 0) -> ClassEquity:
    """The all-in preflop equity of hand classes against each other, each player holding one class
    (``"AKs"``, ``"QQ"``), every combo tuple that shares no card weighing the same.

    Exact enumeration on one thread, or ``trials`` Monte Carlo deals seeded by ``seed``.
    The engine takes the classes in :data:`~holdEm.HAND_CLASSES` order, and symmetry is
    applied exactly where its float sums could blur it: players of the same class get the
    same figures (all the same class: equity ``1/N`` each), and heads-up the later class's
    equity is ``1 - `` the earlier one's (so a table ``m`` has ``m + m.T == 1``).
    """
    from holdEm.equity import equity
    from holdEm.preflop import class_index, class_name

    given = tuple(class_name(c) for c in classes)
    n = len(given)
    combos = disjoint_combos(given)
    if combos == 0:
        nan = (math.nan,) * n
        return ClassEquity(given, nan, nan, nan, 0)
    # The engine sees the classes in HAND_CLASSES order whatever order they came in, so the
    # figures are a function of the combination alone (to the last bit), then go back to
    # the seats as given.
    order = sorted(range(n), key=lambda p: class_index(given[p]))
    names = tuple(given[p] for p in order)
    result = equity(list(names), exact=trials is None, trials=trials, threads=1, seed=seed)
    win = _mean_over_equal_classes(names, result.win)
    tie = _mean_over_equal_classes(names, result.tie)
    if len(set(names)) == 1:
        shares: tuple[float, ...] = (1.0 / n,) * n
    elif n == 2:
        shares = (result.equity[0], 1.0 - result.equity[0])
    else:
        shares = _mean_over_equal_classes(names, result.equity)
    seat = {p: k for k, p in enumerate(order)}

    def back(values: tuple[float, ...]) -> tuple[float, ...]:
        return tuple(values[seat[p]] for p in range(n))

    return ClassEquity(given, back(shares), back(win), back(tie), combos)
