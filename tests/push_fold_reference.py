"""The push/fold game worked out combo by combo from its rules, for the push/fold tests: the 1,326
combos of each player, every pair of them sharing no card as likely as any other, and each
player's result in each way the hand ends."""

from __future__ import annotations

import itertools

import numpy as np

import holdEm
from holdEm import HAND_CLASSES

RANKS = "23456789TJQKA"  # card = 4 * rank + suit, rank 0 the deuce


def class_of(a: int, b: int) -> str:
    """A combo's class from its two card numbers, by the rules of the 13x13 grid."""
    high, low = max(a // 4, b // 4), min(a // 4, b // 4)
    if high == low:
        return RANKS[high] * 2
    return RANKS[high] + RANKS[low] + ("s" if a % 4 == b % 4 else "o")


def chip_results(stack: float, ante: float, small_blind: float) -> dict[str, tuple[float, float]]:
    """(SB, BB) results in big blinds, relative to the stacks before posting, heads-up."""
    fold, steal = small_blind + ante, 1.0 + ante
    return {"fold": (-fold, fold), "steal": (steal, -steal), "win": (stack, -stack), "lose": (-stack, stack),
            "tie": (0.0, 0.0)}  # fmt: skip


class ComboGame:
    """``results``: outcome -> (SB, BB) results, for the outcomes fold, steal, win, lose and tie.
    Each pair's showdown chances are its two classes' (the class average, exact at class level:
    see tests/test_push_fold.py)."""

    def __init__(self, results: dict[str, tuple[float, float]]) -> None:
        combos = list(itertools.combinations(range(52), 2))
        index = {name: i for i, name in enumerate(HAND_CLASSES)}
        self.cls = np.array([index[class_of(a, b)] for a, b in combos])
        masks = np.array([(1 << a) | (1 << b) for a, b in combos], dtype=np.uint64)
        self.free = ((masks[:, None] & masks[None, :]) == 0).astype(float)  # [sb combo, bb combo]
        equity = np.asarray(holdEm.preflop_table())[self.cls[:, None], self.cls[None, :]]
        tie = np.asarray(holdEm.preflop_ties())[self.cls[:, None], self.cls[None, :]]
        win, lose = equity - tie / 2, 1 - equity - tie / 2
        self.results = results
        # Each player's expected result when called, per combo pair.
        self.called = [win * results["win"][p] + lose * results["lose"][p] + tie * results["tie"][p] for p in (0, 1)]

    def outcome(self, push: np.ndarray, call: np.ndarray, player: int) -> np.ndarray:
        """Per combo pair: the player's expected result under the per-class frequencies."""
        p, c = np.asarray(push)[self.cls][:, None], np.asarray(call)[self.cls][None, :]
        r = self.results
        return (1 - p) * r["fold"][player] + p * ((1 - c) * r["steal"][player] + c * self.called[player])

    def value(self, push: np.ndarray, call: np.ndarray, player: int = 0) -> float:
        return float((self.free * self.outcome(push, call, player)).sum() / self.free.sum())

    def sb_gain(self, call: np.ndarray) -> np.ndarray:
        """Per SB combo: pushing minus folding, against the BB's per-class call frequencies."""
        ones = np.ones(len(HAND_CLASSES))
        pushing = (self.free * self.outcome(ones, call, 0)).sum(axis=1)
        return (pushing / self.free.sum(axis=1)) - self.results["fold"][0]

    def bb_gain(self, push: np.ndarray) -> np.ndarray:
        """Per BB combo: calling minus folding facing the SB's per-class push frequencies."""
        p = np.asarray(push)[self.cls][:, None]
        faced = (self.free * p).sum(axis=0)
        gain = (self.free * p * (self.called[1] - self.results["steal"][1])).sum(axis=0)
        return np.divide(gain, faced, out=np.zeros_like(faced), where=faced > 0)

    def per_class(self, values: np.ndarray) -> np.ndarray:
        """A per-combo figure per class (the same for every combo of a class: checked)."""
        out = np.zeros(len(HAND_CLASSES))
        for i in range(len(HAND_CLASSES)):
            mine = values[self.cls == i]
            assert np.ptp(mine) < 1e-9, HAND_CLASSES[i]
            out[i] = mine[0]
        return out

    def exploitability(self, push: np.ndarray, call: np.ndarray) -> float:
        """What each player's best response gains over its strategy, summed."""
        best_push = (self.per_class(self.sb_gain(call)) > 0).astype(float)
        best_call = (self.per_class(self.bb_gain(push)) > 0).astype(float)
        return (self.value(best_push, call, 0) - self.value(push, call, 0)) + (
            self.value(push, best_call, 1) - self.value(push, call, 1)
        )

    def check_best_responses(self, solution: holdEm.PushFold, tolerance: float = 1e-9) -> tuple[np.ndarray, ...]:
        """Asserts that each class plays a best response; returns each player's gains per class."""
        push, call = np.array(solution.push), np.array(solution.call)
        sb_gain, bb_gain = self.per_class(self.sb_gain(call)), self.per_class(self.bb_gain(push))
        # A class played gains by it (at least breaks even), a class folded does not; a mixed one is indifferent.
        assert np.all(sb_gain[push > 0] >= -tolerance) and np.all(sb_gain[push < 1] <= tolerance)
        assert np.all(bb_gain[call > 0] >= -tolerance) and np.all(bb_gain[call < 1] <= tolerance)
        return push, call, sb_gain, bb_gain

    def check_equilibrium(self, solution: holdEm.PushFold, tolerance: float = 1e-9) -> None:
        """Asserts that each class plays a best response, and the solution's figures are these."""
        push, call, sb_gain, bb_gain = self.check_best_responses(solution, tolerance)
        assert np.allclose(solution.push_gain, sb_gain, rtol=0, atol=1e-9)
        assert np.allclose(solution.call_gain, bb_gain, rtol=0, atol=1e-9)
        assert abs(solution.value - self.value(push, call, 0)) < 1e-12
        assert abs(solution.bb_value - self.value(push, call, 1)) < 1e-12
        assert 0.0 <= solution.exploitability < tolerance
        assert abs(solution.exploitability - max(0.0, self.exploitability(push, call))) < 1e-12
