"""Heads-up push/fold: the Nash equilibrium of the small blind's all-in or fold against the big
blind's call or fold, in chips, from the exact preflop table.

The game: both players have ``stack`` big blinds before posting (the effective stack: the
smaller one), each posts ``ante``, the small blind posts ``small_blind`` and the big blind 1.
The small blind (SB) goes all-in or folds; facing the all-in, the big blind (BB) calls or
folds.  Every figure is in big blinds, from the SB's side, relative to its stack before posting:

* SB folds: it loses its blind and ante, ``-(small_blind + ante)``;
* SB pushes, BB folds: it wins the BB's blind and ante, ``1 + ante``;
* SB pushes, BB calls: the pot of ``2 * stack`` is shared by the all-in equity ``e`` of the
  two hands (ties split it), so the SB nets ``stack * (2e - 1)``.

A strategy is one frequency per hand class (pushing for the SB, calling for the BB): the
combos of a class are all alike under suit permutations, and so are their chances against
any class of the other player, card removal included, so class-level strategies lose nothing.
The class-against-class equities are :func:`holdEm.preflop_table`'s and the combo pairs
sharing no card :func:`holdEm.preflop.pair_counts`.

The solver runs CFR+ (regret matching with floored regrets and linearly weighted averages)
and, every few hundred iterations, makes the averages exact: each class plays its best
response except the few closest to indifferent, whose frequencies must leave the other
player's few indifferent (a small linear system: one or two classes per player in practice).
It stops when that, or the averages themselves, is within ``tolerance`` of an equilibrium,
as each player's best response against it measures.  ``exploitability`` is what the two best
responses gain together: 0 up to rounding when the exact step succeeds.

>>> s = push_fold(10)
>>> round(s.push_share, 3), round(s.call_share, 3), s.pushes("K2o"), s.pushes("T3s"), s.calls("Q2o")
(0.583, 0.374, 1.0, 0.0, 0.0)
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from numbers import Real
from typing import Any

import numpy as np

from holdEm.hand_range import Range
from holdEm.preflop import HAND_CLASSES, class_combos, class_index, class_of_combo, pair_counts, preflop_table

TOLERANCE = 1e-9  # big blinds a hand: the default exploitability at which the solver may stop
MAX_ITERATIONS = 200_000  # the default bound on its CFR+ iterations
_MOST_MIXED = 3  # the exact step tries up to this many mixed classes per player
_NEAREST = 5  # ... among this many closest to indifferent
_CHECK_EVERY = 250  # CFR+ iterations between convergence checks


@dataclass(frozen=True)
class PushFold:
    """The equilibrium of one heads-up push/fold spot (see :mod:`holdEm.push_fold`).

    ``push`` and ``call`` are the SB's push and the BB's call frequency of each class, in
    :data:`holdEm.HAND_CLASSES` order; ``push_gain`` is what pushing wins over folding for a
    SB combo of each class against ``call`` (big blinds), and ``call_gain`` what calling wins
    over folding for a BB combo facing ``push`` (0 for a class no pushed combo leaves possible).
    ``value`` is the SB's expected result per hand (big blinds; the BB's is its negative),
    ``exploitability`` what the two best responses to the answer gain together (0 at an
    equilibrium), ``iterations`` the CFR+ iterations it took.
    """

    stack: float
    ante: float
    small_blind: float
    push: tuple[float, ...]
    call: tuple[float, ...]
    push_gain: tuple[float, ...]
    call_gain: tuple[float, ...]
    value: float
    exploitability: float
    iterations: int

    @property
    def push_share(self) -> float:
        """The share of the 1,326 combos the SB pushes."""
        return _combo_share(self.push)

    @property
    def call_share(self) -> float:
        """The share of the 1,326 combos the BB calls with (facing a push)."""
        return _combo_share(self.call)

    def pushes(self, hand: str) -> float:
        """How often the SB pushes a class (``"A5s"``) or a combo (``"Ah5h"``)."""
        return self.push[class_of_hand(hand)]

    def calls(self, hand: str) -> float:
        """How often the BB calls a push with a class or a combo."""
        return self.call[class_of_hand(hand)]

    def hand_line(self, hand: str) -> str:
        """One line on a class (or a combo's class): how often each player plays it, and what
        that action wins over folding."""
        i = class_of_hand(hand)
        return (
            f"{HAND_CLASSES[i]}: SB pushes {self.push[i]:.1%} ({self.push_gain[i]:+.3f} BB over a fold), "
            f"BB calls {self.call[i]:.1%} ({self.call_gain[i]:+.3f} BB over a fold)"
        )

    def push_range(self) -> Range:
        """The SB's pushing range, a mixed class weighted by its frequency."""
        return _as_range(self.push)

    def call_range(self) -> Range:
        """The BB's calling range, likewise."""
        return _as_range(self.call)

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON: the spot, the shares, both ranges as text and per class."""
        classes = {
            name: {"push": p, "call": c, "push_gain": pg, "call_gain": cg}
            for name, p, c, pg, cg in zip(HAND_CLASSES, self.push, self.call, self.push_gain, self.call_gain)
        }
        return {
            "stack": self.stack,
            "ante": self.ante,
            "small_blind": self.small_blind,
            "push_share": self.push_share,
            "call_share": self.call_share,
            "push_range": str(self.push_range()),
            "call_range": str(self.call_range()),
            "value": self.value,
            "exploitability": self.exploitability,
            "iterations": self.iterations,
            "classes": classes,
        }

    def text(self) -> str:
        """A few lines: the spot, each player's range with its share, the SB's value."""
        spot = f"{self.stack:g} BB effective, small blind {self.small_blind:g}, big blind 1"
        spot += f", ante {self.ante:g}" if self.ante else ""
        return "\n".join(
            [
                f"push/fold equilibrium: {spot}",
                f"SB pushes {self.push_share:.1%}: {self.push_range()}",
                f"BB calls {self.call_share:.1%}: {self.call_range()}",
                f"SB's value {self.value:+.4f} BB a hand (exploitability {self.exploitability:.1e} BB)",
            ]
        )

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        from holdEm._html import push_fold_html

        return push_fold_html(self)


def push_fold(
    stack: float,
    *,
    ante: float = 0.0,
    small_blind: float = 0.5,
    tolerance: float = TOLERANCE,
    max_iterations: int = MAX_ITERATIONS,
) -> PushFold:
    """The heads-up push/fold equilibrium at ``stack`` big blinds effective (before posting),
    with each player's ``ante`` and the ``small_blind`` (in big blinds).

    ``tolerance``: the exploitability (big blinds a hand) at which CFR+ may stop;
    ``max_iterations`` bounds it (the answer then says its exploitability).  Bad input
    raises ``ValueError`` or ``TypeError`` naming it.

    >>> s = push_fold(2)
    >>> round(s.push_share, 3), s.pushes("72o"), s.calls("32o"), s.exploitability < 1e-9
    (0.894, 0.0, 1.0, True)
    """
    ante = check_number("ante", ante, low=0.0)
    small_blind = check_number("small_blind", small_blind, low=0.0, low_open=True, high=1.0)
    why = f"more than the big blind plus the ante ({1.0 + ante:g})"
    stack = check_number("stack", stack, low=1.0 + ante, low_open=True, why=why)
    tolerance = check_number("tolerance", tolerance, low=0.0, low_open=True)
    if isinstance(max_iterations, bool) or not isinstance(max_iterations, int) or max_iterations < _CHECK_EVERY:
        raise ValueError(f"max_iterations must be an int of at least {_CHECK_EVERY}, got {max_iterations!r}")
    return solve_spot(stack, ante, small_blind, tolerance, max_iterations)


def solve_spot(
    stack: float,
    ante: float,
    small_blind: float,
    tolerance: float,
    max_iterations: int,
    guess: PushFold | None = None,
) -> PushFold:
    """:func:`push_fold` on checked input; ``guess`` (a neighbouring spot's answer) is tried first,
    as the exact step would make it exact here, before any CFR+ iteration."""
    spot = _Spot(stack, ante, small_blind)
    start = None if guess is None else (np.array(guess.push), np.array(guess.call))
    push, call, iterations = spot.solve(tolerance, max_iterations, start)
    return PushFold(
        stack=stack,
        ante=ante,
        small_blind=small_blind,
        push=tuple(float(p) for p in push),
        call=tuple(float(c) for c in call),
        push_gain=tuple(float(g) for g in spot.push_gain(call)),
        call_gain=tuple(float(g) for g in spot.call_gain(push)),
        value=float(spot.value(push, call)),
        exploitability=float(spot.exploitability(push, call)),
        iterations=iterations,
    )


class _Spot:
    """The game's payoffs between classes, and its solver.

    ``n[i, j]``: combo pairs of SB class i and BB class j sharing no card (every deal weighs
    the same); ``called[i, j]``: what the SB gains when the BB calls rather than folds."""

    def __init__(self, stack: float, ante: float, small_blind: float) -> None:
        self.n, equity = _tables()
        self.fold = -(small_blind + ante)  # the SB folds
        self.steal = 1.0 + ante  # the SB pushes, the BB folds
        self.called = stack * (2.0 * equity - 1.0) - self.steal
        self.reach = self.n.sum(axis=1)  # each SB class's deals (the BB's by symmetry)
        self.deals = float(self.n.sum())
        self._n_called = self.n * self.called

    def push_gain(self, call: np.ndarray) -> np.ndarray:
        """Per SB class: pushing's expected result minus folding's, against ``call``."""
        return (self.steal * self.reach + self._n_called @ call) / self.reach - self.fold

    def call_gain(self, push: np.ndarray) -> np.ndarray:
        """Per BB class: calling's expected result minus folding's, facing ``push`` (0 where no
        pushed combo can meet the class)."""
        faced = self.n.T @ push
        loss = self._n_called.T @ push  # the SB's gain from the call is the BB's loss
        return np.divide(-loss, faced, out=np.zeros_like(faced), where=faced > 0)

    def value(self, push: np.ndarray, call: np.ndarray) -> float:
        """The SB's expected result per hand."""
        return float(self.reach @ (self.fold + push * self.push_gain(call)) / self.deals)

    def exploitability(self, push: np.ndarray, call: np.ndarray) -> float:
        """What the SB's best response to ``call`` and the BB's to ``push`` gain, together."""
        best_sb = self.reach @ (self.fold + np.maximum(self.push_gain(call), 0.0)) / self.deals
        best_call = (self._n_called.T @ push < 0).astype(float)  # the BB calls where the SB loses by it
        best_bb = self.value(push, best_call)
        return max(0.0, float(best_sb - best_bb))

    def solve(
        self, tolerance: float, max_iterations: int, start: tuple[np.ndarray, np.ndarray] | None = None
    ) -> tuple[np.ndarray, np.ndarray, int]:
        """CFR+ from even strategies until the linearly weighted averages, or the exact
        equilibrium on their supports (tried at each check), are within ``tolerance``: the
        strategies and the iterations run (0 when the exact step made ``start`` do)."""
        for candidate in self.exact(*start) if start is not None else ():
            if self.exploitability(*candidate) <= tolerance:
                return candidate[0], candidate[1], 0
        size = len(self.reach)
        push, call = np.full(size, 0.5), np.full(size, 0.5)
        regret = np.zeros((4, size))  # push, fold (SB); call, fold (BB)
        push_sum, call_sum, weights = np.zeros(size), np.zeros(size), 0.0
        best: tuple[float, np.ndarray, np.ndarray] = (math.inf, push, call)
        for t in range(1, max_iterations + 1):
            gain = self.push_gain(call)  # each action's value against the mixed one: gain * (1 - p), -gain * p
            regret[0] = np.maximum(regret[0] + gain * (1 - push), 0.0)
            regret[1] = np.maximum(regret[1] - gain * push, 0.0)
            push = _matched(regret[0], regret[1])
            gain = self.call_gain(push)
            regret[2] = np.maximum(regret[2] + gain * (1 - call), 0.0)
            regret[3] = np.maximum(regret[3] - gain * call, 0.0)
            call = _matched(regret[2], regret[3])
            push_sum += t * push
            call_sum += t * call
            weights += t
            if t % _CHECK_EVERY == 0 or t == max_iterations:
                averaged = (push_sum / weights, call_sum / weights)
                for candidate in (averaged, *self.exact(*averaged)):
                    gap = self.exploitability(*candidate)
                    best = min(best, (gap, *candidate), key=lambda b: b[0])
                if best[0] <= tolerance:
                    break
        return best[1], best[2], t

    def exact(self, push: np.ndarray, call: np.ndarray) -> Iterator[tuple[np.ndarray, np.ndarray]]:
        """Equilibrium candidates near ``push`` and ``call``: each class playing its best response
        to the other's strategy, except the ``k`` classes of each player closest to indifferent
        (k = 0 .. 3, any k of the five closest), whose frequencies are set so that the other player's k are indifferent
        (their gains 0), where that has a solution in [0, 1]."""
        push_gain, call_gain = self.push_gain(call), self.call_gain(push)
        pure_push, pure_call = (push_gain > 0).astype(float), (call_gain > 0).astype(float)
        yield pure_push, pure_call
        near_sb, near_bb = np.argsort(np.abs(push_gain))[:_NEAREST], np.argsort(np.abs(call_gain))[:_NEAREST]
        for k in range(1, _MOST_MIXED + 1):
            for mixed_sb in map(list, combinations(near_sb, k)):
                for mixed_bb in map(list, combinations(near_bb, k)):
                    # The SB's mixed classes fix the BB's mixed frequencies, and the other way round.
                    sb_constant = (self.steal - self.fold) * self.reach[mixed_sb]
                    solved_call = _indifferent(pure_call, mixed_bb, self._n_called[mixed_sb], sb_constant)
                    solved_push = _indifferent(pure_push, mixed_sb, self._n_called.T[mixed_bb], np.zeros(k))
                    if solved_call is not None and solved_push is not None:
                        yield solved_push, solved_call


def _indifferent(strategy: np.ndarray, mixed: np.ndarray, rows: np.ndarray, constant: np.ndarray) -> np.ndarray | None:
    """``strategy`` with its ``mixed`` entries x solving ``rows @ strategy + constant = 0`` (least
    squares); None unless x lies in [0, 1]."""
    fixed = strategy.copy()
    fixed[mixed] = 0.0
    x, *_ = np.linalg.lstsq(rows[:, mixed], -(rows @ fixed + constant), rcond=None)
    if not np.all((x >= -1e-12) & (x <= 1 + 1e-12)):
        return None
    fixed[mixed] = np.clip(x, 0.0, 1.0)
    return fixed


def _matched(positive: np.ndarray, negative: np.ndarray) -> np.ndarray:
    """Regret matching between two actions: the first's share of the positive regrets (even at none)."""
    total = positive + negative
    return np.divide(positive, total, out=np.full_like(total, 0.5), where=total > 0)


@lru_cache(maxsize=1)
def _tables() -> tuple[np.ndarray, np.ndarray]:
    """The combo pairs sharing no card and the exact equity, class against class."""
    return pair_counts().astype(np.float64), np.asarray(preflop_table(), dtype=np.float64)


def class_of_hand(hand: str) -> int:
    if isinstance(hand, str) and len(hand.strip()) == 4:
        return class_index(class_of_combo(hand))
    return class_index(hand)


def _combo_share(frequency: tuple[float, ...]) -> float:
    return sum(f * class_combos(name) for name, f in zip(HAND_CLASSES, frequency)) / 1326


def _as_range(frequency: tuple[float, ...]) -> Range:
    items = [name if f >= 1.0 else f"{name}:{f:.6g}" for name, f in zip(HAND_CLASSES, frequency) if f > 0]
    return Range(",".join(items))


def check_number(
    name: str,
    value: Any,
    *,
    low: float,
    low_open: bool = False,
    high: float = math.inf,
    why: str | None = None,
) -> float:
    """``value`` as a float, checked: a real number, finite, above ``low`` (or at it unless
    ``low_open``) and at most ``high``; TypeError or ValueError naming ``name``."""
    if isinstance(value, bool) or not isinstance(value, Real):
        raise TypeError(f"{name} must be a number, not {type(value).__name__}")
    number = float(value)
    below = number <= low if low_open else number < low
    if not math.isfinite(number) or below or number > high:
        bound = why or (f"above {low:g}" if low_open else f"at least {low:g}") + (
            f" and at most {high:g}" if math.isfinite(high) else ""
        )
        raise ValueError(f"{name} must be a finite number {bound}, got {value!r}")
    return number
