"""The package's lazily built tables are built once, also when many threads ask at the same moment
(functools.lru_cache let each thread that missed build its own copy: a fresh web server's first
requests built the push/fold tables once per request)."""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest

from holdEm import omaha_range, preflop, push_fold_game
from holdEm._cache import built_once
from holdEm.web import jobs


def test_threads_that_miss_together_build_once() -> None:
    builds: list[int] = []

    @built_once
    def table(n: int) -> list[int]:
        builds.append(n)
        time.sleep(0.05)  # long enough for every thread to arrive while the first builds
        return list(range(n))

    start = threading.Barrier(16)
    results: list[list[int]] = []

    def ask() -> None:
        start.wait()
        results.append(table(3))

    threads = [threading.Thread(target=ask) for _ in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert builds == [3] and len(results) == 16 and all(r is results[0] for r in results)
    assert table(4) == [0, 1, 2, 3] and builds == [3, 4]  # each key once


def test_a_cached_function_may_call_itself() -> None:
    @built_once
    def fib(n: int) -> int:
        return n if n < 2 else fib(n - 1) + fib(n - 2)

    assert fib(30) == 832040


@pytest.mark.parametrize(
    "cached",
    [
        preflop._shipped,
        preflop._combo_masks,
        preflop._ranking,
        preflop.pair_counts,
        push_fold_game._tables,
        omaha_range._ranking_table,
        jobs.preflop_table_data,
        jobs.ranking_data,
    ],
    ids=lambda f: f.__qualname__,
)
def test_the_package_tables_are_built_once(cached) -> None:
    # built_once's wrapper keeps the function it wraps, as functools.wraps does, under a cache
    # that is not functools.lru_cache's (which has cache_info).
    assert hasattr(cached, "__wrapped__") and not hasattr(cached, "cache_info")


def test_pair_counts_is_shared_read_only() -> None:
    counts = preflop.pair_counts()
    assert counts is preflop.pair_counts() and not counts.flags.writeable


@pytest.mark.skipif(not hasattr(os, "fork") or not hasattr(signal, "alarm"), reason="os.fork is POSIX only")
def test_a_fork_while_a_table_is_built_does_not_hang_the_child() -> None:
    """A thread building a table holds its function's lock; a child forked then has no such thread,
    and waited for the lock for ever."""
    building, release = threading.Event(), threading.Event()

    @built_once
    def table(n: int) -> int:
        if n == 1:
            building.set()
            release.wait(10)
        return n

    builder = threading.Thread(target=table, args=(1,))
    builder.start()
    assert building.wait(10)
    pid = os.fork()
    if pid == 0:  # the child: the table of 2 needs the lock the builder held at the fork
        signal.alarm(10)  # (SIGALRM ends the child if it hangs)
        table(2)
        os._exit(0)
    release.set()
    builder.join()
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
