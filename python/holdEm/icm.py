"""Tournament equity by the Independent Chip Model (Malmuth-Harville).

Each player's chance of finishing first is its share of the chips; given who finished in the
places above, the chance of taking the next place is the share of the chips left among the
players not yet placed.  A player's equity is its expected payout over those finishing orders.
Players with no chips (busted in the hand that is being valued) take the places below every
player with chips, sharing those places' payouts equally.

The chances are worked out exactly, place by place over the sets of players still unplaced
(only as many places deep as are paid), so the work grows with the number of paid places, not
with the factorial of the players.

>>> r = icm([5000, 3000, 2000], [0.5, 0.3, 0.2])
>>> [round(e, 4) for e in r.equity]
[0.3839, 0.3275, 0.2886]
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Union

import numpy as np
import numpy.typing as npt

from holdEm._arguments import check_numbers
from holdEm._words import counted, listed

#: Chips or payouts, one a player or place: a sequence of numbers or a NumPy array of them.
Amounts = Union[Sequence[float], npt.NDArray[np.floating[Any]], npt.NDArray[np.integer[Any]]]

#: The most work the walk may do: the sets of placed players it visits (C(n, 0) + ... + C(n,
#: paid places - 1)) times the n players each is weighed over (600 players, 3 paid: 1.1e8, 0.3 s).
MAX_WORK = 200_000_000
#: The most sets of placed players: deep walks cost more a set (itertools' sets, NumPy's copies),
#: 21 players with all paid (2,097,151 sets) 3.4 s; 23 with all paid (8.4 M, within MAX_WORK) took
#: 20 s and 24 with 12 paid 770 MB.
MAX_SETS = 1 << 21
#: The smallest stack with chips, as a share of the largest: a place's chance divides by the chips
#: left, so smaller ones overflow a float (stacks of 1 and 1e-310 gave NaN equities).  Stacks are
#: taken in this ratio at any scale (5e-324 each, or 1e300).
MIN_STACK_RATIO = 1e-300


@dataclass(frozen=True, eq=False)  # (the generated == would compare an array, whose truth is ambiguous)
class IcmEquity:
    """The ICM figures of one set of stacks and payouts: ``equity[i]`` is player i's expected
    payout (in the payouts' unit), ``places[i, k]`` its chance of finishing in place ``k + 1``
    (for the paid places)."""

    stacks: tuple[float, ...]
    payouts: tuple[float, ...]
    equity: tuple[float, ...]
    places: np.ndarray

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON."""
        return {
            "stacks": list(self.stacks),
            "payouts": list(self.payouts),
            "equity": list(self.equity),
            "places": self.places.tolist(),
        }

    def __post_init__(self) -> None:
        self.places.setflags(write=False)  # frozen as the rest

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, IcmEquity):
            return NotImplemented
        same = (self.stacks, self.payouts, self.equity) == (other.stacks, other.payouts, other.equity)
        return same and np.array_equal(self.places, other.places)

    def __hash__(self) -> int:
        return hash((self.stacks, self.payouts, self.equity))

    def __repr__(self) -> str:
        shown = [repr(round(e, 4)) for e in self.equity[:10]] + (["..."] if len(self.equity) > 10 else [])
        return f"IcmEquity(players={len(self.stacks)}, payouts={self.payouts!r}, equity=({', '.join(shown)}))"

    def _repr_html_(self) -> str:
        from holdEm._html import icm_html

        return icm_html(self)

    def __str__(self) -> str:
        total = sum(self.stacks)
        pool = sum(self.payouts)
        rows = [
            f"player {i + 1}: {counted(s, 'chip', 'g')} ({s / total:.1%}), "
            f"equity {e:.4f} ({e / pool:.1%} of the payouts)"
            for i, (s, e) in enumerate(zip(self.stacks, self.equity))
        ]
        return "\n".join(rows)


def icm(stacks: Amounts, payouts: Amounts) -> IcmEquity:
    """Each player's tournament equity by the Independent Chip Model: ``stacks`` (chips, at least
    one above 0) and ``payouts`` (the prize of first place, second, ...; no more than the players,
    none negative, none above the one before).  Bad input raises ``ValueError`` or ``TypeError``
    naming it."""
    chips, prizes = check_icm_input(stacks, payouts)
    places = _places(chips, len(prizes))
    equity = places @ np.array(prizes)
    return IcmEquity(tuple(chips), tuple(prizes), tuple(float(e) for e in equity), places)


def check_icm_input(stacks: Amounts, payouts: Amounts) -> tuple[list[float], list[float]]:
    """The stacks and the payouts as :func:`icm` takes them, as floats; ``ValueError`` or
    ``TypeError`` naming what is wrong."""
    chips = check_numbers("stacks", stacks)
    prizes = check_numbers("payouts", payouts)
    if any(c < 0 for c in chips) or not any(c > 0 for c in chips):
        raise ValueError(f"stacks must be at least 0 chips each with some above 0, got {listed(stacks)}")
    if not math.isfinite(sum(chips)):
        raise ValueError("stacks are too large: their total is more than a float holds")
    smallest = min(c for c in chips if c > 0)
    if smallest < max(chips) * MIN_STACK_RATIO:  # past it a chance over the chips left overflows a float
        raise ValueError(
            f"stacks must be within a factor {1 / MIN_STACK_RATIO:g} of each other (or 0), got {smallest!r} "
            f"against {max(chips)!r}"
        )
    if len(prizes) > len(chips):
        players = counted(len(chips), "player")
        raise ValueError(f"{len(prizes)} payouts for {players}: at most one payout per player")
    if any(p < 0 for p in prizes) or any(b > a for a, b in zip(prizes, prizes[1:])):
        raise ValueError(f"payouts must be at least 0, each at most the one before, got {listed(payouts)}")
    if not math.isfinite(sum(prizes)):
        raise ValueError("payouts are too large: their total is more than a float holds")
    if not any(p > 0 for p in prizes):  # nothing to share: every equity 0, and every share of it undefined
        raise ValueError(f"payouts must have one above 0 at least, got {listed(payouts)}")
    return chips, prizes


def _places(chips: Sequence[float], paid: int) -> np.ndarray:
    """(players, paid): each player's chance of each paid place, players with chips first in
    Malmuth-Harville order, the busted sharing the places below them."""
    n = len(chips)
    alive = [i for i in range(n) if chips[i] > 0]
    out = np.zeros((n, paid))
    busted = [i for i in range(n) if chips[i] == 0]
    for k in range(len(alive), paid):  # the places below the players with chips, shared
        out[busted, k] = 1.0 / len(busted)
    depth = min(paid, len(alive))
    states = 0
    for t in range(depth):  # counted up to the limit only: past it the counts have thousands of digits
        states += math.comb(len(alive), t)
        if states * len(alive) > MAX_WORK or states > MAX_SETS:
            raise ValueError(
                f"icm: {counted(len(alive), 'player')} with chips and {counted(paid, 'paid place')} is too large: "
                f"more than {MAX_SETS:,} sets of players that can take the top places, or {MAX_WORK:,} steps "
                "(the sets weighed over the players)"
            )
    stack = np.array([chips[i] for i in alive], dtype=np.float64)
    # The model reads only ratios: scaled to the geometric mean of the smallest and the largest,
    # stacks within MIN_STACK_RATIO of each other neither overflow nor go subnormal, however large or small.
    stack /= stack.max()
    stack /= math.sqrt(stack.min())
    binomial = _binomials(len(alive), depth)
    # placed[r]: the r-th set (colex order) of the players placed so far; chance[r]: its chance.
    placed, chance = np.zeros((1, 0), dtype=np.int64), np.ones(1)
    for place in range(depth):
        share, took = _next_place(placed, chance, stack)
        out[alive, place] = took
        if place + 1 < depth:
            placed = _colex_sets(len(alive), place + 1, binomial)
            chance = np.zeros(len(placed))
            for last in range(place + 1):  # a set of place + 1, its player `last` placed last
                chance += share[_colex_rank(np.delete(placed, last, axis=1), binomial)] * stack[placed[:, last]]
    return out


def _binomials(n: int, k: int) -> np.ndarray:
    """C(x, j) for x in 0..n and j in 0..k (int64: the walk's bound keeps them small)."""
    return np.array([[math.comb(x, j) for j in range(k + 1)] for x in range(n + 1)], dtype=np.int64)


def _colex_rank(sets: np.ndarray, binomial: np.ndarray) -> np.ndarray:
    """Each row's rank among the sets of its size in colex order: sum of C(c_j, j + 1) over its
    members c_0 < c_1 < ... (the combinatorial number system)."""
    return binomial[sets, np.arange(1, sets.shape[1] + 1)].sum(axis=1)


def _colex_sets(n: int, size: int, binomial: np.ndarray) -> np.ndarray:
    """Every ``size``-set of 0..n-1 as a sorted row, row r the set of colex rank r."""
    sets = np.array(list(itertools.combinations(range(n), size)), dtype=np.int64).reshape(-1, size)
    ordered = np.empty_like(sets)
    ordered[_colex_rank(sets, binomial)] = sets
    return ordered


def _next_place(placed: np.ndarray, chance: np.ndarray, stack: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For the sets of players placed so far and their chances: each set's chance over the chips
    it leaves unplaced (``share``), and each player's chance of taking the next place (its stack
    times the sum of ``share`` over the sets that leave it unplaced).  Sums of positive terms
    over a mask of the unplaced, never a total less the rest: a short stack's few chips, or a
    long shot's chance, would be lost in the difference."""
    share = np.empty(len(placed))
    took = np.zeros(len(stack))
    rows = max(1, (1 << 22) // len(stack))  # a mask of at most 4 M cells at a time
    for begin in range(0, len(placed), rows):
        end = begin + rows
        unplaced = np.ones((len(placed[begin:end]), len(stack)))
        np.put_along_axis(unplaced, placed[begin:end], 0.0, axis=1)
        share[begin:end] = chance[begin:end] / (unplaced @ stack)
        took += share[begin:end] @ unplaced
    return share, stack * took
