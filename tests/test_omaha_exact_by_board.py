"""Exact Omaha equity with many hole-card assignments (a random or partly known hand), which the
engine walks board by board with a per-board table of pair values: against a brute force that
scores every (assignment, board) deal as the best of its C(hole, 2) x 10 five-card hands, each
through the 5-card evaluator (itself checked on every hand elsewhere)."""

from __future__ import annotations

import itertools
import math
import time

import numpy as np
import pytest
from hilo_reference import brute_hilo
from omaha_reference import brute_force

import holdEm

SPOTS = [
    # (game, hands, board, dead): each with enough assignments for the walk board by board
    ("omaha", ["AsKsQdJd", "random"], "2c3d4h9s9d", ""),  # 123,410 assignments: two chunks of work
    ("plo4", ["AsKsQdJd", "QhJh"], "2c3d4h", "5c5d5h5s6c6d6h6s7c7d7h7s8c8d8h8s9c9d"),  # a flop: 300 x 253
    ("plo4", ["Ah2h3d4d", "KsKd", "7c8c9hTh"], "Jc5s6h2s", "Qc"),  # three players, a dead card
    ("plo5", ["AsAhKsKh2d", "Qd", "8h7h6c5c4d"], "9c9dTcJs2c", ""),  # three players, 58,905 assignments
    ("plo6", ["AsKsQdJd2c3c", "ThTd"], "9h8h7c6s5d", ""),  # a straight board: many ties
]


@pytest.mark.parametrize(("game", "hands", "board", "dead"), SPOTS)
def test_matches_the_brute_force(game: str, hands: list[str], board: str, dead: str) -> None:
    hole = {"omaha": 4, "plo4": 4, "plo5": 5, "plo6": 6}[game]
    expected = brute_force(hands, board, dead, hole)
    for threads in (1, 2):
        result = holdEm.equity(hands, board, dead, game=game, exact=True, threads=threads)
        assert result.exact and result.trials == int(expected["deals"])
        np.testing.assert_allclose(result.equity, expected["equity"], atol=1e-12)
        np.testing.assert_allclose(result.win, expected["win"], atol=1e-12)
        np.testing.assert_allclose(result.tie, expected["tie"], atol=1e-12)
        np.testing.assert_allclose(result.categories, expected["categories"], atol=1e-12)


def test_an_interrupted_run_is_an_honest_estimate() -> None:
    hands, board = ["AsKsQdJd", "random"], "2c3d4h"
    started = time.perf_counter()
    exact = holdEm.equity(hands, board, game="omaha", exact=True, threads=1)
    seconds = time.perf_counter() - started  # a share of it, whatever this machine's speed
    part = holdEm.equity(hands, board, game="omaha", exact=True, time_limit=0.3 * seconds, threads=1)
    # (0.3 of the run's time: on a machine whose load changes between the two runs, more or less of it)
    if part.complete:
        pytest.skip("the load on this machine changed between the runs: all done within the limit")
    if not part.has_figures:  # fewer than the 64 blocks an estimate needs (about 3% here): NaN, honestly
        assert part.progress < 0.05 and all(math.isnan(s) for s in part.stderr)
        pytest.skip(f"the load on this machine changed between the runs: {part.progress:.1%} done in the limit")
    assert 0 < part.progress < 1
    for p in range(2):
        assert 0 < part.stderr[p] < 0.05
        assert abs(part.equity[p] - exact.equity[p]) <= 4 * part.stderr[p]
    assert math.isclose(sum(part.equity), 1.0)


@pytest.mark.parametrize(
    ("hands", "board"),
    [
        (["Ah2h3d4d", "KsQs"], "5c6d8hAdJc"),  # 861 assignments of the partly known hand
        (["Ah2h3d4d", "KsQs", "5s6s7d8d"], "9c6d8hAdJc"),  # three players, 666 assignments
    ],
)
def test_hilo_matches_the_brute_force(hands: list[str], board: str) -> None:
    """Hi-lo on the river: the average over every way to fill the partly known hand."""
    known = set(holdEm.parse_cards(board + "".join(hands)))
    free = [c for c in range(52) if c not in known]
    filled = [
        brute_hilo([h if len(h) == 8 else h + holdEm.format_cards(rest) for h in hands], board)
        for rest in itertools.combinations(free, 2)
    ]
    result = holdEm.equity(hands, board, game="omaha-hilo", exact=True)
    for name, got in (("equity", result.equity), ("hi", result.hi_share), ("lo", result.lo_share),
                      ("scoop", result.scoop)):  # fmt: skip
        np.testing.assert_allclose(got, np.mean([f[name] for f in filled], axis=0), atol=1e-12)
    assert result.low_frequency == pytest.approx(np.mean([f["low_frequency"] for f in filled]), abs=1e-12)
