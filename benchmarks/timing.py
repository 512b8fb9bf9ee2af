"""The median wall-clock time of several runs of a call, for the benchmarks whose figure is that.

The machine is shared and noisy, so every figure is a median; those scripts import this
(``from timing import median_seconds``: a script's own folder is on ``sys.path``).  Scripts that
measure otherwise (rates over a run of millions of deals, a server under load, a child process's
CPU time) take medians of their own runs.
"""

from __future__ import annotations

import statistics
import time
from typing import Any, Callable, NamedTuple


class Timing(NamedTuple):
    """The median seconds of the runs, and what the last run returned."""

    seconds: float
    result: Any

    @property
    def ms(self) -> float:
        """The median in milliseconds."""
        return 1e3 * self.seconds


def median_seconds(run: Callable[[], Any], runs: int, *, warm_up: bool = False) -> Timing:
    """Time ``run()`` ``runs`` times (after one untimed call when ``warm_up``: tables, thread pool, caches)."""
    if runs < 1:
        raise ValueError(f"runs must be at least 1, got {runs}")
    if warm_up:
        run()
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - start)
    return Timing(statistics.median(times), result)
