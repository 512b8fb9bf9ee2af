"""The package's one Python thread runner, for work made of many engine calls.

The engine releases the GIL, so Python threads share the cores.  Only the main
thread sees Ctrl-C: then the work not yet started is dropped and the engine
calls already running on the threads are interrupted too (each raises
KeyboardInterrupt where it next polls) before the interrupt goes on.

Many light items (a flop's exact heads-up equity: tens of microseconds, most
of it Python) stay on the calling thread: on threads they would only take
turns at the GIL, two to four times slower than one thread.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor, wait
from typing import Any, Callable, TypeVar

from holdEm import _core
from holdEm._arguments import check_int

_T = TypeVar("_T")
_R = TypeVar("_R")


def core_count() -> int:
    """The cores this process may run on: its CPU affinity (``taskset``, a container's cpuset), the
    engine's own count for ``threads=0``; all the machine's where the system has no affinity."""
    return _core.core_count()


def check_threads(threads: Any) -> int:
    """``threads`` as the engine takes it: an int (NumPy's too), 0 (every core) up to MAX_THREADS."""
    threads = check_int("threads", threads)
    if threads < 0:
        raise ValueError(f"threads must be >= 0 (0 uses every core), got {threads}")
    if threads > _core.MAX_THREADS:  # here too: a number beyond C's int would fail the call's type check
        raise ValueError(f"threads must be at most {_core.MAX_THREADS}, got {threads}")
    return threads


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
    workers = min(threads or core_count(), len(items))
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


#: Seconds between the checks for Ctrl-C while waiting for an item.
WAIT_STEP = 0.05


def _result(future: Future[_R]) -> _R:
    """The future's result, waited for in steps: a blocked wait is woken only by a signal the
    waiting thread itself takes, so a Ctrl-C taken by another thread (or asked for with
    ``_thread.interrupt_main``) would wait for the item's end."""
    while not future.done():
        wait([future], timeout=WAIT_STEP)
    return future.result()


def _on_threads(fn: Callable[[_T], _R], items: Sequence[_T], workers: int) -> list[_R]:
    """``[fn(x) for x in items]`` on a pool of ``workers`` threads, in order; when the wait ends in
    an exception (Ctrl-C, an item's error), the items not started are dropped and the engine calls
    of the running ones interrupted."""
    if not items:
        return []
    lock = threading.Lock()
    running: set[int] = set()  # the threads in an item now
    stopped = threading.Event()

    def item(x: _T) -> _R:
        ident = threading.get_ident()
        with lock:
            if stopped.is_set():  # taken by a thread before the stop, started after it
                raise CancelledError
            running.add(ident)
        try:
            return fn(x)
        finally:  # an interrupt ends with its item: the thread's ident may be another thread's later
            with lock:
                running.discard(ident)
                _core._interrupt_threads([ident], False)

    with ThreadPoolExecutor(max_workers=min(workers, len(items))) as pool:
        futures: list[Future[_R]] = []
        try:
            futures.extend(pool.submit(item, x) for x in items)
            return [_result(f) for f in futures]
        except BaseException:
            for f in futures:
                f.cancel()
            with lock:
                stopped.set()
                _core._interrupt_threads(list(running), True)
            raise
