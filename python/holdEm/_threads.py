"""The package's one Python thread runner, for work made of many engine calls.

The engine releases the GIL, so Python threads share the cores.  Only the main
thread sees Ctrl-C: then the work not yet started is dropped and the calls
already running finish (each is short) before the interrupt goes on.

Many light items (a flop's exact heads-up equity: tens of microseconds, most
of it Python) stay on the calling thread: on threads they would only take
turns at the GIL, two to four times slower than one thread.
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from numbers import Integral
from typing import Any, Callable, TypeVar

from holdEm import _core

_T = TypeVar("_T")
_R = TypeVar("_R")


def check_threads(threads: Any) -> int:
    """``threads`` as the engine takes it: an int (NumPy's too), 0 (every core) up to MAX_THREADS."""
    if isinstance(threads, bool) or not isinstance(threads, Integral):
        raise TypeError(f"threads must be an int, not {type(threads).__name__}")
    if threads < 0:
        raise ValueError(f"threads must be >= 0 (0 uses every core), got {threads}")
    if threads > _core.MAX_THREADS:  # here too: a number beyond C's int would fail the call's type check
        raise ValueError(f"threads must be at most {_core.MAX_THREADS}, got {threads}")
    return int(threads)


#: Where there are at least this many items, the first ones run on the calling thread to time
#: them (a few heavy items go straight to the threads: one of them alone would cost its share).
PROBED_ITEMS = 64
#: How long the first items run on the calling thread, in seconds.
PROBE_SECONDS = 0.02
#: Items that took less than this each, in seconds, are light: the rest runs on the calling thread
#: too.  An engine call's Python around it takes some 30-40 microseconds; past about 100 the
#: engine's share, which threads run at once, wins over their turns at the GIL (flop reports of
#: 45 to 350 microseconds a class of flops, timed on 2 cores: benchmarks/thread_map_bench.py).
LIGHT_ITEM_SECONDS = 100e-6


def thread_map(fn: Callable[[_T], _R], items: Sequence[_T], threads: int = 0) -> list[_R]:
    """``[fn(x) for x in items]`` on ``threads`` threads (0: every core), in order; many light
    items (see :data:`LIGHT_ITEM_SECONDS`) on the calling thread alone."""
    workers = min(threads or os.cpu_count() or 1, len(items))
    if workers <= 1:
        return [fn(x) for x in items]
    done: list[_R] = []
    if len(items) >= PROBED_ITEMS:
        started = time.perf_counter()
        while len(done) < len(items) and time.perf_counter() - started < PROBE_SECONDS:
            done.append(fn(items[len(done)]))
        if (time.perf_counter() - started) / len(done) < LIGHT_ITEM_SECONDS:
            return done + [fn(x) for x in items[len(done) :]]
    return done + _on_threads(fn, items[len(done) :], workers)


def _on_threads(fn: Callable[[_T], _R], items: Sequence[_T], workers: int) -> list[_R]:
    """``[fn(x) for x in items]`` on a pool of ``workers`` threads, in order."""
    if not items:
        return []
    with ThreadPoolExecutor(max_workers=min(workers, len(items))) as pool:
        futures = [pool.submit(fn, x) for x in items]
        try:
            return [f.result() for f in futures]
        except BaseException:
            for f in futures:
                f.cancel()
            raise
