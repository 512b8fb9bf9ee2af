"""What the tests of the CUDA backend's device code on the CPU share: one run of that code, and its
comparison with the CPU engine's figures."""

from __future__ import annotations

import math
from typing import Any

import holdEm
from holdEm import _core

#: The device code's two ways to deal (DeviceDeal): every test of the device code runs on each.
DEALS = ("select", "shuffle")


def host_run(
    hands: list[str],
    board: str = "",
    dead: str = "",
    *,
    trials: int,
    seed: int,
    game: str = "holdem",
    blocks: int = 4,
    threads: int = 32,
    target_stderr: float = 0.0,
    deal: str = "select",
) -> dict[str, Any]:
    """The GPU's per-thread Monte Carlo code run on the CPU as a grid of `blocks` x `threads` threads,
    its cards dealt as `deal` says ("select" or "shuffle"); the result's fields by name."""
    return _core._equity_cuda(
        hands, board, dead, trials, target_stderr, 0.0, seed, blocks, threads, game=game, deal=deal
    )


def assert_agrees(got: dict[str, Any], reference: holdEm.EquityResult, trials: int) -> None:
    """A complete Monte Carlo run of `trials` within 4 standard errors of the CPU engine's figures
    (exact, or a Monte Carlo of its own whose standard errors add)."""
    assert got["trials"] == trials and not got["exact"] and got["complete"]
    assert math.isclose(sum(got["equity"]), 1.0, abs_tol=1e-9)
    for p in range(len(got["equity"])):
        ref_se = 0.0 if reference.exact else reference.stderr[p]
        se = math.hypot(got["stderr"][p], ref_se)
        assert se > 0 or reference.equity[p] in (0.0, 1.0)
        assert abs(got["equity"][p] - reference.equity[p]) <= 4 * se + 1e-12, (p, got["equity"][p], reference.equity[p])
        # Win and tie chances and hand codes: binomial standard errors.
        for mine, theirs in [(got["win"][p], reference.win[p]), (got["tie"][p], reference.tie[p])] + list(
            zip(got["categories"][p], reference.categories[p])
        ):
            variance = max(theirs * (1 - theirs), 1 / trials)
            bound = 4 * math.sqrt(variance / trials + (0 if reference.exact else variance / reference.trials))
            assert abs(mine - theirs) <= bound, (p, mine, theirs)
