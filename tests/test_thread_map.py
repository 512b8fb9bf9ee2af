"""The one Python thread runner, holdEm._threads.thread_map: results in order whichever way it runs
the items; many light items on the calling thread (on threads they would only take turns at the
GIL), heavy ones and a few of any weight on threads; an error from any item raised; Ctrl-C stops
the engine calls on the threads too."""

from __future__ import annotations

import _thread
import threading
import time
from typing import Callable

import pytest

import holdEm
from holdEm import _threads
from holdEm._threads import thread_map


def recording(seconds: float = 0.0) -> tuple[list[int], Callable[[int], int]]:
    """A function squaring its item that records the thread it ran on (sleeping ``seconds``,
    which releases the GIL as an engine call does)."""
    ran_on: list[int] = []

    def square(x: int) -> int:
        ran_on.append(threading.get_ident())
        if seconds:
            time.sleep(seconds)
        return x * x

    return ran_on, square


@pytest.mark.parametrize("threads", [0, 1, 2, 3])
@pytest.mark.parametrize("count", [0, 1, 5, _threads.PROBED_ITEMS - 1, _threads.PROBED_ITEMS, 1000])
def test_results_in_order(threads: int, count: int) -> None:
    _, square = recording()
    assert thread_map(square, list(range(count)), threads) == [x * x for x in range(count)]


def test_many_light_items_stay_on_the_calling_thread() -> None:
    ran_on, square = recording()
    assert thread_map(square, range(5000), 2) == [x * x for x in range(5000)]
    assert set(ran_on) == {threading.get_ident()}


def test_many_heavy_items_go_on_threads_after_the_first() -> None:
    # 2 ms an item: past LIGHT_ITEM_SECONDS whatever the machine (a sleep is never shorter).
    assert _threads.LIGHT_ITEM_SECONDS < 0.002
    ran_on, square = recording(0.002)
    assert thread_map(square, list(range(100)), 2) == [x * x for x in range(100)]
    timed = ran_on.count(threading.get_ident())  # the first items, timed on the calling thread
    assert 1 <= timed <= round(_threads.PROBE_SECONDS / 0.002) and len(ran_on) == 100
    assert set(ran_on[:timed]) == {threading.get_ident()}
    assert len(set(ran_on[timed:])) == 2, "the rest on two threads"


def test_a_few_items_go_straight_to_threads() -> None:
    # One heavy item alone on the calling thread would hold up the rest: no timing under PROBED_ITEMS.
    # Each item waits for the other (a barrier): they finish only if they run at once, on two threads.
    together = threading.Barrier(2, timeout=30)
    ran_on: list[int] = []

    def square(x: int) -> int:
        ran_on.append(threading.get_ident())
        together.wait()
        return x * x

    assert thread_map(square, [1, 2], 2) == [1, 4]
    assert threading.get_ident() not in ran_on and len(set(ran_on)) == 2


def test_one_thread_runs_everything_on_the_calling_thread() -> None:
    ran_on, square = recording(0.002)
    assert thread_map(square, list(range(80)), 1) == [x * x for x in range(80)]
    assert set(ran_on) == {threading.get_ident()}


@pytest.mark.parametrize("seconds", [0.0, 0.002])
@pytest.mark.parametrize("bad_item", [3, 70, 199])
def test_an_items_error_is_raised(seconds: float, bad_item: int) -> None:
    """Light or heavy, timed on the calling thread or run on the pool: the item's own error."""

    def fails_once(x: int) -> int:
        if seconds:
            time.sleep(seconds)
        if x == bad_item:
            raise ValueError(f"bad item {x}")
        return x

    with pytest.raises(ValueError, match=f"bad item {bad_item}"):
        thread_map(fails_once, list(range(200)), 2)


def test_ctrl_c_interrupts_the_engine_calls_on_the_threads() -> None:
    """Only the main thread sees Ctrl-C; the engine calls running on the threads are interrupted too
    (they ran to their end: about 17 s for these spots here), and the module is usable after."""
    fired: list[float] = []

    def interrupt() -> None:
        fired.append(time.perf_counter())
        _thread.interrupt_main()

    spots = [{"hands": ["AhKh", "random", "random"], "trials": 10**9, "seed": i} for i in range(4)]
    timer = threading.Timer(0.5, interrupt)
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        holdEm.equity_many(spots, threads=2)
    assert fired and time.perf_counter() - fired[0] < 3.0  # (0.05 s here)
    timer.join()
    assert not [t for t in threading.enumerate() if t.name == "holdEm-thread_map"]  # the pool is gone
    assert holdEm.equity(["AsKs", "QhQd"], trials=1000, seed=1, threads=2).trials == 1000


def test_ctrl_c_reaches_a_thread_map_inside_an_item() -> None:
    """An item that runs its own thread_map waits for its threads' engine calls, and no poll of its
    own would see the interrupt asked for its thread: Ctrl-C waited for the inner calls' end."""
    fired: list[float] = []

    def interrupt() -> None:
        fired.append(time.perf_counter())
        _thread.interrupt_main()

    def inner(seed: int) -> float:
        return holdEm.equity(["AhKh", "random", "random"], trials=10**9, seed=seed, threads=1).equity[0]

    def outer(first: int) -> list[float]:
        return thread_map(inner, [first, first + 1], 2)

    timer = threading.Timer(0.5, interrupt)
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        thread_map(outer, [0, 2], 2)
    assert fired and time.perf_counter() - fired[0] < 3.0
    timer.join()
    assert not [t for t in threading.enumerate() if t.name == "holdEm-thread_map"]  # every pool is gone
