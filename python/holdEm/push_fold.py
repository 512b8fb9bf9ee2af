"""Heads-up push/fold: the Nash equilibrium of the small blind's all-in or fold against the big
blind's call or fold, in chips (:func:`push_fold`) or in tournament equity (:func:`push_fold_icm`).

In chips, both players have ``stack`` big blinds before posting (the effective stack: the
smaller one), each posts ``ante``, the small blind posts ``small_blind`` and the big blind 1.
The small blind (SB) goes all-in or folds; facing the all-in, the big blind (BB) calls or
folds.  Every figure is in big blinds, from the SB's side, relative to its stack before posting:

* SB folds: it loses its blind and ante, ``-(small_blind + ante)``;
* SB pushes, BB folds: it wins the BB's blind and ante, ``1 + ante``;
* SB pushes, BB calls: the pot of ``2 * stack`` is shared by the all-in equity ``e`` of the
  two hands (ties split it), so the SB nets ``stack * (2e - 1)``.

In tournament equity the results are each player's :func:`holdEm.icm` equity after the hand,
with the other players' stacks (who folded, their antes in the pot) and the payouts; a split
pot is then worth less than the mean of a win and a loss, so the tie chances count too.  The
game and its solver: :mod:`holdEm.push_fold_game`.

>>> s = push_fold(10)
>>> round(s.push_share, 3), round(s.call_share, 3), s.pushes("K2o"), s.pushes("T3s"), s.calls("Q2o")
(0.583, 0.374, 1.0, 0.0, 0.0)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from holdEm._arguments import check_int, check_number
from holdEm._budget import ProgressCallback, WorkBudget
from holdEm.hand_range import Range
from holdEm.icm import Amounts, check_icm_input, icm
from holdEm.preflop import HAND_CLASSES, class_combos, class_index, class_of_combo
from holdEm.push_fold_game import CHECK_EVERY, Payoffs, PushFoldGame

TOLERANCE = 1e-9  # a hand's result: the default exploitability at which the solver may stop
MAX_ITERATIONS = 200_000  # the default bound on its CFR+ iterations
MAX_STACK = 1e9  # big blinds: far past where only AA is pushed (from about 200 BB), and the payoffs
# stay well inside a float (at 1e305 they overflowed to NaN)


@dataclass(frozen=True)
class PushFold:
    """The equilibrium of one heads-up push/fold spot (see :mod:`holdEm.push_fold`).

    ``stack``, ``ante`` and ``small_blind`` are in big blinds (``stack`` the effective one);
    ``push`` and ``call`` are the SB's push and the BB's call frequency of each class, in
    :data:`holdEm.HAND_CLASSES` order; ``push_gain`` is what pushing wins over folding for a
    SB combo of each class against ``call``, and ``call_gain`` what calling wins over folding
    for a BB combo facing ``push`` (0 for a class no pushed combo leaves possible).
    ``value`` and ``bb_value`` are each player's expected result per hand, ``exploitability``
    what the two best responses to the answer gain together (0 at an equilibrium),
    ``iterations`` the CFR+ iterations it took, ``converged`` whether the exploitability came
    within the tolerance asked (not when a time limit, a stop or the iteration bound came
    first: the answer is then the best found, its exploitability honest).  In chips the
    results are big blinds relative to the stacks before posting (``bb_value`` is ``-value``,
    up to rounding); under ICM (``payouts`` given, ``stacks`` the chips of the SB, the BB and
    the others) they are expected payouts, and ``big_blind`` is the big blind in chips (1 in
    chips: the unit of ``stack``, ``ante`` and ``small_blind``).
    """

    stack: float
    ante: float
    small_blind: float
    push: tuple[float, ...]
    call: tuple[float, ...]
    push_gain: tuple[float, ...]
    call_gain: tuple[float, ...]
    value: float
    bb_value: float
    exploitability: float
    iterations: int
    converged: bool
    stacks: tuple[float, ...] = ()
    payouts: tuple[float, ...] = ()
    big_blind: float = 1.0

    @property
    def unit(self) -> str:
        """What the results are counted in: ``"BB"``, or under ICM ``"in prizes"`` (the payouts' unit)."""
        return "in prizes" if self.payouts else "BB"

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
            f"{HAND_CLASSES[i]}: SB pushes {self.push[i]:.1%} ({_gain(self.push_gain[i])} {self.unit} over a fold), "
            f"BB calls {self.call[i]:.1%} ({_gain(self.call_gain[i])} {self.unit} over a fold)"
        )

    def push_range(self) -> Range:
        """The SB's pushing range, a mixed class weighted by its frequency."""
        return _as_range(self.push)

    def call_range(self) -> Range:
        """The BB's calling range, likewise."""
        return _as_range(self.call)

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON: the spot (``stack``, ``ante`` and ``small_blind`` in big blinds;
        under ICM ``stacks`` and ``big_blind`` in chips), the shares, both ranges as text and per
        class."""
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
            "stacks": list(self.stacks),
            "payouts": list(self.payouts),
            "big_blind": self.big_blind,
            "value": self.value,
            "bb_value": self.bb_value,
            "exploitability": self.exploitability,
            "iterations": self.iterations,
            "converged": self.converged,
            "classes": classes,
        }

    def text(self) -> str:
        """A few lines: the spot, each player's range with its share, the values."""
        spot = f"{self.stack:g} BB effective, small blind {self.small_blind:g}, big blind 1"
        spot += f", ante {self.ante:g}" if self.ante else ""
        if self.payouts:  # everything in chips, as given (the blinds in big blinds read as chips there)
            big_blind = self.big_blind
            stacks = ", ".join(f"{s:g}" for s in self.stacks)
            blinds = f"blinds {self.small_blind * big_blind:g}/{big_blind:g}"
            blinds += f", ante {self.ante * big_blind:g}" if self.ante else ""
            head = f"ICM push/fold equilibrium: stacks {stacks} chips (SB, BB, the others), {blinds} "
            head += f"({self.stack:g} BB effective); payouts " + ", ".join(f"{p:g}" for p in self.payouts)
            values = f"SB's equity {self.value:.4f}, BB's {self.bb_value:.4f} {self.unit}"
        else:
            head = f"push/fold equilibrium: {spot}"
            values = f"SB's value {round(self.value, 4) + 0.0:+.4f} BB a hand"  # (+ 0.0: never "-0.0000")
        calls = f"BB calls {self.call_share:.1%}: {self.call_range() or 'no hand'}"
        if not self.push_share:  # (a satellite's bubble): the BB's calls are what keeps every push from gaining
            calls += " (never faced: the SB pushes no hand)"
        return "\n".join(
            [
                head,
                f"SB pushes {self.push_share:.1%}: {self.push_range() or 'no hand'}",
                calls,
                f"{values} (exploitability {self.exploitability:.1e})",
            ]
        )

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:  # one line: the 4 x 169 frequencies and gains are in str() and to_dict()
        spot = f"stack={self.stack!r}"
        if self.payouts:
            spot = f"stacks={_numbers_text(self.stacks)}, payouts={_numbers_text(self.payouts)}"
        return (
            f"PushFold({spot}, ante={self.ante:g}, small_blind={self.small_blind:g}, "
            f"push_share={round(self.push_share, 4)!r}, call_share={round(self.call_share, 4)!r}, "
            f"exploitability={self.exploitability:.1e})"
        )

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
    time_limit: float | None = None,
    callback: ProgressCallback | None = None,
) -> PushFold:
    """The heads-up push/fold equilibrium in chips at ``stack`` big blinds effective (before
    posting; more than the big blind plus the ante, at most 1e9), with each player's ``ante`` and
    the ``small_blind`` (in big blinds).

    ``tolerance``: the exploitability (big blinds a hand) at which CFR+ may stop;
    ``max_iterations`` bounds it, and so may ``time_limit`` (seconds) and ``callback`` (called
    at most every 0.25 s with the share of ``max_iterations`` done; False stops it): the answer
    is then the best found, ``converged`` False and its exploitability honest (most spots
    converge in 10-60 ms).  Bad input raises ``ValueError`` or ``TypeError`` naming it.

    >>> s = push_fold(2)
    >>> round(s.push_share, 3), s.pushes("72o"), s.calls("32o"), s.exploitability < 1e-9
    (0.894, 0.0, 1.0, True)
    """
    ante, small_blind = check_blinds(ante, small_blind)
    stack = check_stack("stack", stack, ante)
    tolerance, max_iterations = _check_solver(tolerance, max_iterations)
    budget = _budget(time_limit, callback, max_iterations)
    return solve_spot(stack, ante, small_blind, tolerance, max_iterations, keep_going=budget)


def push_fold_icm(
    stacks: Amounts,
    payouts: Amounts,
    *,
    big_blind: float,
    small_blind: float | None = None,
    ante: float = 0.0,
    tolerance: float = TOLERANCE,
    max_iterations: int = MAX_ITERATIONS,
    time_limit: float | None = None,
    callback: ProgressCallback | None = None,
) -> PushFold:
    """The push/fold equilibrium in tournament equity (:func:`holdEm.icm`) when the others have
    folded to the small blind: ``stacks`` are the chips of the small blind, the big blind, then
    every other player at the table (they have folded; their antes are in the pot), before
    posting; ``payouts`` the prizes of first place, second, ...; ``big_blind``, ``small_blind``
    (default half the big blind) and each player's ``ante`` in chips.  Results are expected
    payouts; ``tolerance`` a share of the first payout (so payouts in cents or in millions
    solve alike); the solver's bounds as for :func:`push_fold`.
    With one payout (winner takes all) tournament equity is the share of the chips, so this is
    the chip game at a full table, the folded players' antes dead in the pot.  The small and
    the big blind must each have more than their blind plus the ante, every other player more
    than the ante.

    >>> s = push_fold_icm([7500, 3000, 1600, 1400], [0.5, 0.3, 0.2], big_blind=300)
    >>> s.push_share, s.calls("99"), s.calls("AKs"), s.exploitability < 1e-9  # the bubble: BB calls 99+ only
    (1.0, 1.0, 0.0, True)
    """
    big_blind = check_number("big_blind", big_blind, low=0.0, low_open=True)
    small_blind = big_blind / 2 if small_blind is None else small_blind
    small_blind = check_number("small_blind", small_blind, low=0.0, low_open=True, high=big_blind)
    ante = check_number("ante", ante, low=0.0)
    chips, prizes = check_icm_input(stacks, payouts)
    if len(chips) < 2:
        raise ValueError("stacks must hold the small blind's and the big blind's at least")
    for seat, (name, posted) in enumerate(
        (("the small blind", small_blind + ante), ("the big blind", big_blind + ante))
    ):
        if not chips[seat] > posted:
            raise ValueError(
                f"{name} must have more than its blind plus the ante ({posted:g} chips), got {chips[seat]:g}"
            )
    if any(not c > ante for c in chips[2:]):
        raise ValueError(f"every other player must have more than the ante ({ante:g} chips), got {list(chips[2:])!r}")
    if max(chips) / big_blind > MAX_STACK:  # (past it a short stack's share of the chips is lost in rounding)
        raise ValueError(
            f"big_blind must be at least the largest stack over {MAX_STACK:g} ({max(chips) / MAX_STACK:g} chips), "
            f"got {big_blind:g}"
        )
    tolerance, max_iterations = _check_solver(tolerance, max_iterations)
    # Solved in shares of the top payout (ICM is linear in the payouts): payouts near a float's
    # limit would overflow the solver's sums; answered in the payouts' own unit.
    top = prizes[0]
    game = PushFoldGame(_icm_payoffs(chips, [p / top for p in prizes], small_blind, big_blind, ante))
    effective = min(chips[0], chips[1])  # the blinds' shorter stack, in chips
    spot = (effective / big_blind, ante / big_blind, small_blind / big_blind)
    stop = _budget(time_limit, callback, max_iterations)
    shares = _solve(game, spot, tolerance, max_iterations, keep_going=stop, stacks=chips, payouts=prizes)
    return replace(
        shares,
        big_blind=big_blind,
        push_gain=tuple(g * top for g in shares.push_gain),
        call_gain=tuple(g * top for g in shares.call_gain),
        value=shares.value * top,
        bb_value=shares.bb_value * top,
        exploitability=shares.exploitability * top,
    )


def solve_spot(
    stack: float,
    ante: float,
    small_blind: float,
    tolerance: float,
    max_iterations: int,
    guess: PushFold | None = None,
    keep_going: Callable[[int], bool] | None = None,
) -> PushFold:
    """:func:`push_fold` on checked input; ``guess`` (a neighbouring spot's answer) is tried first,
    as the exact step would make it exact here, before any CFR+ iteration; ``keep_going`` as
    :meth:`PushFoldGame.solve` takes it."""
    game = PushFoldGame(chip_payoffs(stack, ante, small_blind))
    start = None if guess is None else (np.array(guess.push), np.array(guess.call))
    return _solve(game, (stack, ante, small_blind), tolerance, max_iterations, start, keep_going)


def chip_payoffs(stack: float, ante: float, small_blind: float) -> Payoffs:
    """The results in big blinds, relative to the stacks before posting (see :mod:`holdEm.push_fold`)."""
    f, w = small_blind + ante, 1.0 + ante
    return Payoffs(fold=(-f, f), steal=(w, -w), win=(stack, -stack), lose=(-stack, stack), tie=(0.0, 0.0))


def _solve(
    game: PushFoldGame,
    spot: tuple[float, float, float],
    tolerance: float,
    max_iterations: int,
    start: tuple[np.ndarray, np.ndarray] | None = None,
    keep_going: Callable[[int], bool] | None = None,
    stacks: Sequence[float] = (),
    payouts: Sequence[float] = (),
) -> PushFold:
    """Solves ``game`` (as :meth:`PushFoldGame.solve`) and answers it: ``spot`` is the stack, the
    ante and the small blind in big blinds, ``stacks`` and ``payouts`` given under ICM."""
    push, call, iterations = game.solve(tolerance, max_iterations, start, keep_going)
    stack, ante, small_blind = spot
    value, bb_value = game.values(push, call)
    exploitability = float(game.exploitability(push, call))
    return PushFold(
        stack=stack,
        ante=ante,
        small_blind=small_blind,
        push=tuple(float(p) for p in push),
        call=tuple(float(c) for c in call),
        push_gain=tuple(float(g) for g in game.push_gain(call)),
        call_gain=tuple(float(g) for g in game.call_gain(push)),
        value=value,
        bb_value=bb_value,
        exploitability=exploitability,
        iterations=iterations,
        converged=exploitability <= tolerance,
        stacks=tuple(float(s) for s in stacks),
        payouts=tuple(float(p) for p in payouts),
    )


def _icm_payoffs(
    chips: Sequence[float], payouts: Sequence[float], small_blind: float, big_blind: float, ante: float
) -> Payoffs:
    """Each player's ICM equity after each way the hand ends (see :class:`PushFoldGame`)."""
    players = len(chips)
    pot = small_blind + big_blind + players * ante
    after = [c - ante for c in chips]  # every ante posted
    allin = min(after[0], after[1])  # what each of the two puts in beyond the ante when called
    called_pot = 2 * allin + players * ante

    def equities(sb: float, bb: float) -> tuple[float, float]:
        equity = icm([sb, bb, *after[2:]], payouts).equity
        return equity[0], equity[1]

    sb_left, bb_left = after[0] - small_blind, after[1] - big_blind  # the blinds posted
    return Payoffs(
        fold=equities(sb_left, bb_left + pot),
        steal=equities(sb_left + pot, bb_left),
        win=equities(after[0] - allin + called_pot, after[1] - allin),
        lose=equities(after[0] - allin, after[1] - allin + called_pot),
        tie=equities(after[0] - allin + called_pot / 2, after[1] - allin + called_pot / 2),
    )


def _budget(time_limit: Any, callback: Any, max_iterations: int) -> Callable[[int], bool] | None:
    """The solver's ``keep_going`` for a time limit and a callback (None when neither is given)."""
    if time_limit is None and callback is None:
        return None
    budget = WorkBudget("push_fold", "iterations", time_limit, callback)
    budget.start(max_iterations)
    return budget.progress


def check_blinds(ante: Any, small_blind: Any) -> tuple[float, float]:
    """The ante and the small blind in big blinds, checked (at least 0; above 0, at most 1)."""
    ante = check_number("ante", ante, low=0.0)
    return ante, check_number("small_blind", small_blind, low=0.0, low_open=True, high=1.0)


def check_stack(name: str, stack: Any, ante: float) -> float:
    """A stack in big blinds, checked: more than the big blind plus the ante, at most :data:`MAX_STACK`."""
    why = f"more than the big blind plus the ante ({1.0 + ante:g}) and at most {MAX_STACK:g}"
    return check_number(name, stack, low=1.0 + ante, low_open=True, high=MAX_STACK, why=why)


def _check_solver(tolerance: Any, max_iterations: Any) -> tuple[float, int]:
    tolerance = check_number("tolerance", tolerance, low=0.0, low_open=True)
    iterations = check_int("max_iterations", max_iterations)
    if iterations < CHECK_EVERY:
        raise ValueError(f"max_iterations must be an int of at least {CHECK_EVERY}, got {iterations}")
    return tolerance, iterations


def class_of_hand(hand: str) -> int:
    """The index of a class (``"A5s"``) or of a combo's class (``"Ah5h"``) in :data:`HAND_CLASSES`."""
    if isinstance(hand, str) and len(hand.strip()) == 4:
        try:
            return class_index(class_of_combo(hand))
        except ValueError as error:  # ("A2o+" is four characters too)
            raise ValueError(
                f"{hand!r} is not a hand class (like AA, AKs or AKo) or a combo (like AhKh): {error}"
            ) from None
    return class_index(hand)


def _numbers_text(values: tuple[float, ...]) -> str:
    return "(" + ", ".join(f"{v:g}" for v in values) + ")"


def _gain(value: float) -> str:
    """What an action wins over folding, as text: a mixed class's is zero in equilibrium, up to the
    solver's rounding (-2.2e-16 reads +0)."""
    return f"{0.0 if abs(value) < TOLERANCE else value:+.4g}"


def _combo_share(frequency: tuple[float, ...]) -> float:
    return sum(f * class_combos(name) for name, f in zip(HAND_CLASSES, frequency)) / 1326


def _as_range(frequency: tuple[float, ...]) -> Range:
    """The classes played, each at its frequency (an empty Range where none is: a satellite's
    bubble can leave the small blind folding every hand)."""
    items = [name if f >= 1.0 else f"{name}:{f:.6g}" for name, f in zip(HAND_CLASSES, frequency) if f > 0]
    return Range(",".join(items)) if items else Range({})
