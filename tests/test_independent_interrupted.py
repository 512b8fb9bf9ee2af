"""Exact runs with weighted ranges cut short: honest estimates in Hold'em and short deck.

A cut-short enumeration has done a random sample of its blocks, so each
figure it shows is an estimate whose standard error must cover its
distance to the full enumeration's answer (the full enumeration of these
kinds of spot is checked against the rules in test_independent_holdem.py
and test_independent_variants.py).  Weighted ranges that remove each
other's cards make the blocks' weights unequal, which the ratio estimate
must allow for.
"""

from __future__ import annotations

import numpy as np
import pytest

import holdEm

SPOTS = [
    (["AK:0.3,QQ,JTs:0.6", "AA:0.5,KQs,T9s:0.4", "random"], "Kh7d2c", "holdem"),
    (["AK:0.3,QQ,JTs:0.6", "KK:0.5,AQs,T9s:0.4", "random"], "", "shortdeck"),
    (["AK:0.3,QQ,JTs:0.6", "KK:0.5,AQs,T9s:0.4", "random"], "", "shortdeck-triton"),
]


@pytest.mark.parametrize(("hands", "board", "game"), SPOTS)
def test_cut_short_weighted_runs_are_honest(hands: list[str], board: str, game: str) -> None:
    full = holdEm.equity(hands, board, game=game, exact=True, threads=1)
    assert full.exact
    shown = 0
    for stops in (1, 2):
        calls: list[float] = []

        def stop(so_far: holdEm.EquityResult, stops: int = stops, calls: list[float] = calls) -> bool:
            calls.append(so_far.progress)
            return len(calls) < stops

        part = holdEm.equity(hands, board, game=game, exact=True, threads=1, callback=stop)
        if part.complete:  # the machine was fast enough to finish first
            np.testing.assert_allclose(part.equity, full.equity, atol=1e-12)
            continue
        assert not part.exact and part.enumerated and 0 < part.progress < 1
        if not part.has_figures:
            continue
        shown += 1
        error = np.abs(np.array(part.equity) - full.equity)
        assert (np.array(part.stderr) > 0).all()
        assert (error <= 4 * np.array(part.stderr)).all(), (part.progress, error, part.stderr)
        assert abs(sum(part.equity) - 1) < 1e-9
    assert shown > 0 or full.elapsed < 0.3, "no cut-short run had figures"
