"""The heads-up push/fold chart: up to which stack the small blind pushes each class and the big
blind calls with it, from the equilibrium (:func:`holdEm.push_fold`) at every stack of a grid,
as the published Nash charts give it.

A chart cell is the largest stack of the grid at which the class is played (pushed, or called
facing the push) with any frequency: ``20+`` when it is played at the grid's largest stack.
Some classes are not played at every stack below their limit (a weak suited hand can be a push
at 2 BB and 6 BB but not at 4 BB): :meth:`PushFoldChart.played` lists the runs of stacks where
a class is played, and :meth:`PushFoldChart.text` lists those classes under the grid.

>>> chart = push_fold_chart()
>>> chart.limit("T3s"), chart.limit("Q2o", "call"), chart.limit("AA")
(7.7, 5.6, 20.0)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from holdEm._arguments import check_numbers
from holdEm._budget import ProgressCallback, WorkBudget
from holdEm.icm import Amounts
from holdEm.preflop import HAND_CLASSES, RANKS_HIGH_FIRST
from holdEm.push_fold import MAX_ITERATIONS, TOLERANCE, PushFold, check_blinds, check_stack, class_of_hand, solve_spot

#: The default grid: 1.1 to 20 big blinds in steps of 0.1.
DEFAULT_STACKS: tuple[float, ...] = tuple(round(0.1 * k, 1) for k in range(11, 201))

_WHO = ("push", "call")


@dataclass(frozen=True, eq=False)
class PushFoldChart:
    """The equilibria of one spot's blinds and ante at each stack of ``stacks`` (increasing):
    ``solutions[k]`` is :func:`holdEm.push_fold` at ``stacks[k]``."""

    stacks: tuple[float, ...]
    ante: float
    small_blind: float
    solutions: tuple[PushFold, ...]

    def frequencies(self, who: str = "push") -> np.ndarray:
        """(stacks, 169): the SB's push (``who="push"``) or the BB's call (``"call"``) frequency
        of each class of :data:`holdEm.HAND_CLASSES` at each stack."""
        _check_who(who)
        return np.array([s.push if who == "push" else s.call for s in self.solutions])

    def played(self, hand: str, who: str = "push") -> tuple[tuple[float, float], ...]:
        """The runs of consecutive stacks of the grid at which a class (or a combo's class) is
        played with any frequency, as (lowest, highest) stack, lowest run first."""
        played = self.frequencies(who)[:, class_of_hand(hand)] > 0
        runs: list[tuple[float, float]] = []
        for k, on in enumerate(played):
            if on and k > 0 and played[k - 1]:
                runs[-1] = (runs[-1][0], self.stacks[k])
            elif on:
                runs.append((self.stacks[k], self.stacks[k]))
        return tuple(runs)

    def limit(self, hand: str, who: str = "push") -> float | None:
        """The largest stack of the grid at which the class is played (None: at none of them)."""
        runs = self.played(hand, who)
        return runs[-1][1] if runs else None

    def text(self, who: str = "push") -> str:
        """The 13x13 grid of limits (``20+``: played at the grid's largest stack, ``-``: at none),
        then the classes played in more than one run of stacks, with their runs."""
        _check_who(who)
        top = self.stacks[-1]
        actor = "the SB pushes" if who == "push" else "the BB calls a push with"
        ante = f", ante {self.ante:g}" if self.ante else ""
        lines = [
            f"push/fold chart, small blind {self.small_blind:g}{ante}: the largest stack (BB) at which {actor}"
            f" each class ({top:g}+: at {top:g} BB too)",
            "   " + "".join(f"{rank:>6}" for rank in RANKS_HIGH_FIRST),
        ]
        split = []
        for row in range(13):
            cells = []
            for col in range(13):
                name = HAND_CLASSES[13 * row + col]
                runs = self.played(name, who)
                limit = runs[-1][1] if runs else None
                cell = "-" if limit is None else f"{limit:g}+" if limit == top else f"{limit:.1f}"
                cells.append(f"{cell + ('*' if len(runs) > 1 else ''):>6}")
                if len(runs) > 1:
                    split.append(f"  {name}: " + ", ".join(_run(low, high) for low, high in runs))
            lines.append(f"{RANKS_HIGH_FIRST[row]:>3}" + "".join(cells))
        if split:
            lines += ["* played only at these stacks (BB):", *split]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:  # one line: its solutions are a PushFold per stack
        return (
            f"PushFoldChart(stacks={self.stacks[0]:g}..{self.stacks[-1]:g} ({len(self.stacks)}), "
            f"ante={self.ante:g}, small_blind={self.small_blind:g})"
        )

    def _repr_html_(self) -> str:
        from holdEm._html import preformatted

        return preformatted(self.text("push") + "\n\n" + self.text("call"))

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON: the grid and, per class and player, its runs of stacks played."""
        return {
            "stacks": list(self.stacks),
            "ante": self.ante,
            "small_blind": self.small_blind,
            "classes": {
                name: {who: [list(run) for run in self.played(name, who)] for who in _WHO} for name in HAND_CLASSES
            },
        }


def push_fold_chart(
    stacks: Amounts = DEFAULT_STACKS,
    *,
    ante: float = 0.0,
    small_blind: float = 0.5,
    time_limit: float | None = None,
    callback: ProgressCallback | None = None,
) -> PushFoldChart:
    """The heads-up push/fold equilibrium at each of ``stacks`` (big blinds effective, each more
    than the big blind plus the ``ante``; a sequence or a NumPy array, sorted, repeats dropped),
    each exact as :func:`holdEm.push_fold` makes it; the default grid 1.1 to 20 BB by 0.1 takes a
    few seconds.  ``ante`` and ``small_blind`` in big blinds, as for :func:`holdEm.push_fold`.

    ``time_limit`` (seconds) and ``callback`` (called at most every 0.25 s with the share of the
    stacks done; False stops it) bound the run: past them it raises
    :class:`holdEm.WorkTimeout` or ``InterruptedError``, saying how many stacks were done.  Bad
    input raises ``ValueError`` or ``TypeError`` naming it."""
    ante, small_blind = check_blinds(ante, small_blind)
    grid = sorted(
        {check_stack(f"stacks: item {i + 1}", s, ante) for i, s in enumerate(check_numbers("stacks", stacks))}
    )
    budget = WorkBudget("push_fold_chart", "stacks", time_limit, callback)
    budget.start(len(grid))
    solutions: list[PushFold] = []
    for stack in grid:  # each from its neighbour's answer: often exact at once
        guess = solutions[-1] if solutions else None
        solutions.append(solve_spot(stack, ante, small_blind, TOLERANCE, MAX_ITERATIONS, guess))
        budget.item_done()
    return PushFoldChart(tuple(grid), ante, small_blind, tuple(solutions))


def _run(low: float, high: float) -> str:
    return f"{low:g}" if low == high else f"{low:g}-{high:g}"


def _check_who(who: str) -> None:
    if who not in _WHO:
        raise ValueError(f"who must be 'push' (the SB) or 'call' (the BB), got {who!r}")
