"""The package's one Python thread runner, for work made of many engine calls.

The engine releases the GIL, so Python threads share the cores.  Only the main
thread sees Ctrl-C: then the work not yet started is dropped and the calls
already running finish (each is short) before the interrupt goes on.
"""

from __future__ import annotations

import os
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


def thread_map(fn: Callable[[_T], _R], items: Sequence[_T], threads: int = 0) -> list[_R]:
    """``[fn(x) for x in items]`` on ``threads`` threads (0: every core), in order."""
    workers = min(threads or os.cpu_count() or 1, len(items))
    if workers <= 1:
        return [fn(x) for x in items]
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(fn, x) for x in items]
        try:
            return [f.result() for f in futures]
        except BaseException:
            for f in futures:
                f.cancel()
            raise
