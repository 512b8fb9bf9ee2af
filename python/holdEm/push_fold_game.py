"""The push/fold game between the small blind (SB) and the big blind (BB), and its solver.

A game is its payoffs: each player's result in each way the hand can end (:class:`Payoffs`:
in chips for :func:`holdEm.push_fold`, in tournament equity for :func:`holdEm.push_fold_icm`).
Strategies are one frequency per hand class (pushing for the SB, calling for the BB): every
combo of a class meets every class of the other player alike, card removal included, so
class-level strategies lose nothing.  Deals are the combo pairs sharing no card
(:func:`holdEm.preflop.pair_counts`), showdowns the exact class-against-class equity and tie
chance (:func:`holdEm.preflop_table`, :func:`holdEm.preflop_ties`).

The solver runs CFR+ (regret matching with floored regrets and linearly weighted averages)
and, every few hundred iterations, makes the averages exact: each class plays its best
response except the few closest to indifferent, whose frequencies must leave the other
player's few indifferent (a small linear system: one or two classes per player in practice).
It stops when that, or the averages themselves, is within ``tolerance`` of an equilibrium,
as each player's best response against it measures: the exploitability is what the two best
responses gain together (0 up to rounding when the exact step succeeds).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import combinations

import numpy as np

from holdEm._cache import built_once
from holdEm.preflop import pair_counts, preflop_table, preflop_ties

CHECK_EVERY = 250  # CFR+ iterations between convergence checks (and tries of the exact step)
_MOST_MIXED = 3  # the exact step tries up to this many mixed classes per player
_NEAREST = 5  # ... among this many closest to indifferent

Pair = tuple[float, float]  # (the SB's result, the BB's result)


@dataclass(frozen=True)
class Payoffs:
    """Each player's result, as (SB, BB), in each way the hand ends: the SB folds (``fold``),
    the SB pushes and the BB folds (``steal``), the BB calls and the SB wins, loses or ties."""

    fold: Pair
    steal: Pair
    win: Pair
    lose: Pair
    tie: Pair


class PushFoldGame:
    """The payoffs between classes, and the solver.

    ``n[i, j]``: combo pairs of SB class i and BB class j sharing no card (each deal as likely);
    ``sb_called[i, j]`` (``bb_called``): what the SB (the BB) gains over those deals when the BB
    calls rather than folds."""

    def __init__(self, payoffs: Payoffs) -> None:
        self.payoffs = payoffs
        self.n, equity = _tables()
        self.reach = self.n.sum(axis=1)  # each SB class's deals (the BB's by symmetry)
        self.deals = float(self.n.sum())
        p = payoffs
        # Each player's expected result of each class pair's all-in (side 0 the SB, 1 the BB).
        called = [_showdown(equity, p.win[side], p.lose[side], p.tie[side]) for side in (0, 1)]
        self.sb_called = self.n * (called[0] - p.steal[0])
        self.bb_called = self.n * (called[1] - p.steal[1])

    def push_gain(self, call: np.ndarray) -> np.ndarray:
        """Per SB class: pushing's expected result minus folding's, against ``call``."""
        return (self.payoffs.steal[0] - self.payoffs.fold[0]) + (self.sb_called @ call) / self.reach

    def call_gain(self, push: np.ndarray) -> np.ndarray:
        """Per BB class: calling's expected result minus folding's, facing ``push`` (0 where no
        pushed combo can meet the class)."""
        faced = self.n.T @ push
        return np.divide(self.bb_called.T @ push, faced, out=np.zeros_like(faced), where=faced > 0)

    def values(self, push: np.ndarray, call: np.ndarray) -> Pair:
        """Each player's expected result per hand."""
        p = self.payoffs
        sb = self.reach @ (p.fold[0] + push * self.push_gain(call)) / self.deals
        pushed = self.reach @ push
        bb = p.fold[1] * (self.reach.sum() - pushed) + p.steal[1] * pushed + call @ (self.bb_called.T @ push)
        return float(sb), float(bb / self.deals)

    def exploitability(self, push: np.ndarray, call: np.ndarray) -> float:
        """What the SB's best response to ``call`` and the BB's to ``push`` gain over them, together."""
        sb, bb = self.values(push, call)
        best_sb = self.reach @ (self.payoffs.fold[0] + np.maximum(self.push_gain(call), 0.0)) / self.deals
        best_bb = self.values(push, (self.bb_called.T @ push > 0).astype(float))[1]
        return max(0.0, float(best_sb - sb) + float(best_bb - bb))

    def solve(
        self,
        tolerance: float,
        max_iterations: int,
        start: tuple[np.ndarray, np.ndarray] | None = None,
        keep_going: Callable[[int], bool] | None = None,
    ) -> tuple[np.ndarray, np.ndarray, int]:
        """CFR+ from even strategies until the linearly weighted averages, or the exact
        equilibrium on their supports (tried at each check), are within ``tolerance``: the
        strategies and the iterations run (0 when the exact step made ``start`` do).
        ``keep_going(iterations)``, asked at each check, stops it early with the best so far."""
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
            if t % CHECK_EVERY == 0 or t == max_iterations:
                averaged = (push_sum / weights, call_sum / weights)
                for candidate in (averaged, *self.exact(*averaged)):
                    gap = self.exploitability(*candidate)
                    best = min(best, (gap, *candidate), key=lambda b: b[0])
                if best[0] <= tolerance or (keep_going is not None and not keep_going(t)):
                    break
        return best[1], best[2], t

    def exact(self, push: np.ndarray, call: np.ndarray) -> Iterator[tuple[np.ndarray, np.ndarray]]:
        """Equilibrium candidates near ``push`` and ``call``: each class playing its best response
        to the other's strategy, except ``k`` classes of each player among the five closest to
        indifferent (k = 0 .. 3), whose frequencies are set so that the other player's k are
        indifferent (their gains 0), where that has a solution in [0, 1]."""
        push_gain, call_gain = self.push_gain(call), self.call_gain(push)
        pure_push, pure_call = (push_gain > 0).astype(float), (call_gain > 0).astype(float)
        yield pure_push, pure_call
        near_sb, near_bb = np.argsort(np.abs(push_gain))[:_NEAREST], np.argsort(np.abs(call_gain))[:_NEAREST]
        steal_gain = self.payoffs.steal[0] - self.payoffs.fold[0]
        for k in range(1, _MOST_MIXED + 1):
            for mixed_sb in map(list, combinations(near_sb, k)):
                for mixed_bb in map(list, combinations(near_bb, k)):
                    # The SB's mixed classes fix the BB's mixed frequencies, and the other way round.
                    solved_call = _indifferent(
                        pure_call, mixed_bb, self.sb_called[mixed_sb], steal_gain * self.reach[mixed_sb]
                    )
                    solved_push = _indifferent(pure_push, mixed_sb, self.bb_called.T[mixed_bb], np.zeros(k))
                    if solved_call is not None and solved_push is not None:
                        yield solved_push, solved_call


def _showdown(equity: np.ndarray, win: float, lose: float, tie: float) -> np.ndarray:
    """A player's expected result of each class pair's all-in, from the SB's equity (win plus
    half the ties) and, where a tie is not worth the mean of a win and a loss (tournament
    equity), the tie chances."""
    result = lose + (win - lose) * equity
    off_mean = tie - (win + lose) / 2
    return result + off_mean * preflop_ties() if off_mean != 0 else result


def _indifferent(strategy: np.ndarray, mixed: list[int], rows: np.ndarray, constant: np.ndarray) -> np.ndarray | None:
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


@built_once
def _tables() -> tuple[np.ndarray, np.ndarray]:
    """The combo pairs sharing no card and the exact equity, class against class."""
    return pair_counts().astype(np.float64), np.asarray(preflop_table(), dtype=np.float64)
