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
from concurrent.futures import Future, wait
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


def thread_map(
    fn: Callable[[_T], _R], items: Sequence[_T], threads: int = 0, while_waiting: Callable[[], object] | None = None
) -> list[_R]:
    """``[fn(x) for x in items]`` on ``threads`` threads (0: every core), in order; many light
    items (see :data:`LIGHT_ITEM_SECONDS`) on the calling thread alone.  ``while_waiting`` is
    called on the calling thread every :data:`WAIT_STEP` seconds while it waits for the threads
    (an analysis's progress callback, which then runs on the thread that called the analysis)."""
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
    return done + _on_threads(fn, items[len(done) :], workers, while_waiting)


#: Seconds between the checks for Ctrl-C while waiting for an item.
WAIT_STEP = 0.05


def _result(future: Future[_R], while_waiting: Callable[[], object] | None) -> _R:
    """The future's result, waited for in steps: a blocked wait is woken only by a signal the
    waiting thread itself takes, so a Ctrl-C taken by another thread (or asked for with
    ``_thread.interrupt_main``) would wait for the item's end; so would an interrupt asked for
    this thread where it runs an item of another ``thread_map`` (a callback's own analysis)."""
    while not future.done():
        if _core._this_thread_interrupted():
            raise KeyboardInterrupt
        if while_waiting is not None:
            while_waiting()
        wait([future], timeout=WAIT_STEP)
    return future.result()


def _on_threads(
    fn: Callable[[_T], _R], items: Sequence[_T], workers: int, while_waiting: Callable[[], object] | None
) -> list[_R]:
    """``[fn(x) for x in items]`` on ``workers`` daemon threads, in order; when the wait ends in
    an exception (Ctrl-C, an item's error), the items not started are dropped and the engine calls
    of the running ones interrupted.  Daemon threads, not a ThreadPoolExecutor's: at interpreter
    exit Python joins those, with every item queued, before holdEm's exit hook could cancel them."""
    if not items:
        return []
    lock = threading.Lock()
    running: set[int] = set()  # the threads in an item now
    stopped = threading.Event()
    futures: list[Future[_R]] = [Future() for _ in items]
    queue = iter(range(len(items)))  # taken under the lock

    def work() -> None:
        ident = threading.get_ident()
        while True:
            with lock:
                i = None if stopped.is_set() else next(queue, None)
                if i is None:
                    return
                running.add(ident)
            try:
                if futures[i].set_running_or_notify_cancel():  # (False: cancelled after an error)
                    try:
                        futures[i].set_result(fn(items[i]))
                    except BaseException as error:  # (SystemExit too: the exit hook's cancel)
                        futures[i].set_exception(error)
            finally:  # an interrupt ends with its item: the thread's ident may be another thread's later
                with lock:
                    running.discard(ident)
                    _core._interrupt_threads([ident], False)

    pool = [
        threading.Thread(target=work, name="holdEm-thread_map", daemon=True) for _ in range(min(workers, len(items)))
    ]
    try:
        for thread in pool:
            thread.start()
        return [_result(f, while_waiting) for f in futures]
    except BaseException:
        for f in futures:
            f.cancel()
        with lock:
            stopped.set()
            _core._interrupt_threads(list(running), True)
        raise
    finally:
        for thread in pool:
            if thread.ident is not None:  # (started)
                thread.join()
