"""What the tests of the CUDA backend's device code on the CPU share: one run of that code."""

from __future__ import annotations

from typing import Any

from holdEm import _core


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
) -> dict[str, Any]:
    """The GPU's per-thread Monte Carlo code run on the CPU as a grid of `blocks` x `threads` threads;
    the result's fields by name."""
    return _core._equity_cuda(hands, board, dead, trials, target_stderr, 0.0, seed, blocks, threads, game=game)
