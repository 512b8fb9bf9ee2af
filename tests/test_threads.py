"""Thread safety: many Python threads calling into the C++ core at once get what serial calls get.

The batch functions release the GIL, so 8 Python threads really run at once
(each also using C++ threads of its own); a `table` shared between threads
either works or refuses with a clear RuntimeError, and its counts stay
consistent either way.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import holdEm
from holdEm import _core

PYTHON_THREADS = 8


def run_at_once(tasks: list[Callable[[], Any]]) -> list[Any]:
    """Runs the tasks on one thread each, released together; returns results (or the exceptions) in order."""
    barrier = threading.Barrier(len(tasks))
    results: list[Any] = [None] * len(tasks)

    def worker(k: int) -> None:
        barrier.wait()
        try:
            results[k] = tasks[k]()
        except BaseException as e:  # noqa: B036 - handed back to the test
            results[k] = e

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(len(tasks))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
        assert not t.is_alive(), "a thread did not finish"
    return results


def random_hands(seed: int, rows: int, width: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((rows, 52)), axis=1)[:, :width].astype(np.uint8)


def test_evaluate_batch_from_8_threads_equals_serial() -> None:
    inputs = [random_hands(seed, 200_000, 5 + seed % 3) for seed in range(PYTHON_THREADS)]
    serial = [holdEm.evaluate_batch(a) for a in inputs]
    # Every Python thread also splits its batch over C++ threads (0 = every core, 3, 1, ...).
    tasks = [lambda a=a, k=k: holdEm.evaluate_batch(a, threads=k % 4) for k, a in enumerate(inputs)]
    for got, want in zip(run_at_once(tasks), serial):
        assert not isinstance(got, BaseException), got
        assert np.array_equal(got, want)


def test_the_same_array_from_8_threads() -> None:
    """Read-only sharing of one input array."""
    hands = random_hands(99, 300_000, 7)
    want = holdEm.evaluate_batch(hands)
    for got in run_at_once([lambda: holdEm.evaluate_batch(hands, threads=2)] * PYTHON_THREADS):
        assert np.array_equal(got, want)


def test_bad_rows_from_8_threads_name_their_own_row() -> None:
    def with_bad_row(row: int) -> np.ndarray:
        hands = random_hands(row, 50_000, 7)
        hands[row, 3] = hands[row, 5]
        return hands

    tasks = [lambda r=r: holdEm.evaluate_batch(with_bad_row(r * 1000 + 7), threads=3) for r in range(8)]
    for r, got in enumerate(run_at_once(tasks)):
        assert isinstance(got, ValueError) and str(got).startswith(f"row {r * 1000 + 7}: duplicate card"), got


def test_omaha_batch_and_evaluate_from_8_threads() -> None:
    boards = [random_hands(seed, 20_000, 9) for seed in range(PYTHON_THREADS)]
    serial = [holdEm.evaluate_omaha_batch(b[:, :5], b[:, 5:]) for b in boards]
    tasks = [lambda b=b: holdEm.evaluate_omaha_batch(b[:, :5], b[:, 5:], threads=2) for b in boards]
    for got, want in zip(run_at_once(tasks), serial):
        assert np.array_equal(got, want)
    # Single calls hold the GIL, but must still agree when interleaved.
    small = random_hands(5, 2_000, 7)
    want = [holdEm.evaluate(r.tolist()) for r in small]
    for got in run_at_once([lambda: [holdEm.evaluate(r.tolist()) for r in small]] * PYTHON_THREADS):
        assert got == want


def test_stream_comparators_in_8_threads() -> None:
    lines = _core._SampleGenerator(4, 6).generate(5_000)
    want = _core._StreamComparator().feed(lines)[0]

    def compare() -> bytes:
        comparator = _core._StreamComparator()
        return b"".join(comparator.feed(lines[k : k + 4096])[0] for k in range(0, len(lines), 4096))

    for got in run_at_once([compare] * PYTHON_THREADS):
        assert got == want


def assert_table_consistent(t: holdEm.table) -> None:
    runs = t.getNumRuns()
    for p in range(t.getNoPlayers()):
        assert sum(t.getHandsPP(p)) == runs
        assert sum(t.getWinsPP(p)) == t.getWins()[p]
        assert sum(t.getDrawsPP(p)) == t.getDraws()[p]
    assert sum(t.getWins()) <= runs


@pytest.mark.parametrize("method", ["MC", "MCP", "MCF"])
def test_one_table_from_several_threads_works_or_refuses_clearly(method: str) -> None:
    t = holdEm.table(3)
    t.setSeed(11)
    t.setHoldCards(0, [14, 13], [4, 4])
    deals = {"MC": 40_000, "MCP": 300_000, "MCF": 1_500_000}[method]
    outcomes = run_at_once([lambda: getattr(t, method)(deals)] * 4)
    done = [o for o in outcomes if o == 0]
    refused = [o for o in outcomes if isinstance(o, RuntimeError)]
    assert len(done) + len(refused) == len(outcomes), outcomes
    assert done, "at least the first run to merge completes"
    for e in refused:
        assert "another thread ran MC/MCP/MCF on the same table" in str(e)
    # A refused run may have merged chunks before it lost the race: counts are whole deals either way.
    assert len(done) * deals <= t.getNumRuns() <= len(outcomes) * deals
    assert_table_consistent(t)


def test_one_table_read_and_changed_while_it_runs() -> None:
    t = holdEm.table(4)
    t.setSeed(5)
    stop = threading.Event()
    seen: list[int] = []

    def reader() -> None:
        # Each getter is one atomic read; a run may merge between two of them, so only whole-table
        # consistency after the run is checked, and here each answer on its own.
        while not stop.is_set():
            seen.append(t.getNumRuns())
            for p in range(4):
                for counts in (t.getHandsPP(p), t.getWinsPP(p), t.getDrawsPP(p)):
                    assert len(counts) == 10 and min(counts) >= 0
                assert 0.0 <= sum(t.getHandsPPp(p)) <= 1.0 + 1e-9

    def runner() -> Any:
        try:
            return t.MCP(2_000_000)
        finally:
            stop.set()

    def changer() -> Any:
        while t.getNumRuns() == 0 and not stop.is_set():
            pass
        return t.setHoldCard(1, 9, 3)  # changes the table under the run

    outcomes = run_at_once([runner, reader, changer])
    assert outcomes[1] is None, outcomes[1]  # the reader saw sound answers throughout
    assert outcomes[2] == 0
    # The change comes after the run's first chunk and before its last: the run is refused.
    assert isinstance(outcomes[0], RuntimeError) and "changed" in str(outcomes[0]), outcomes[0]
    assert seen == sorted(seen)
    assert_table_consistent(t)
    assert t.getPlayerHoldFace(1) == [9]


def test_equity_from_8_threads_equals_serial() -> None:
    """Seeded Monte Carlo and exact runs, each with C++ threads of its own, called from 8 Python threads at once."""
    questions = [
        (["AsKs", "QhQd"], {"board": "5h6sTd", "exact": True}),
        (["AhKh", "random", "random"], {"trials": 20_000, "seed": 1}),
        (["QQ+,AKs", "22-55,A2s+"], {"trials": 20_000, "seed": 2}),
        (["AsKsQdJd", "7c7d8h9h"], {"game": "omaha", "trials": 5_000, "seed": 3}),
    ] * 2
    serial = [holdEm.equity(hands, threads=1, **kwargs) for hands, kwargs in questions]
    threads = [0, 1, 2, 3, 4, 8, 2, 0]
    tasks = [lambda h=h, k=k, t=t: holdEm.equity(h, threads=t, **k) for t, (h, k) in zip(threads, questions)]
    for got, want in zip(run_at_once(tasks), serial):
        assert not isinstance(got, BaseException), got
        assert (got.equity, got.win, got.tie, got.categories) == (want.equity, want.win, want.tie, want.categories)
        assert got.trials == want.trials


def test_equity_errors_in_8_threads_stay_in_their_thread() -> None:
    tasks = [lambda: holdEm.equity(["AsKs", "AsQd"])] * 4 + [
        lambda: holdEm.equity(["AsKs", "QQ+"], trials=2000, seed=4)
    ] * 4
    results = run_at_once(tasks)
    assert all(isinstance(r, ValueError) and "duplicate card As" in str(r) for r in results[:4])
    assert all(r.equity == results[4].equity for r in results[4:])
