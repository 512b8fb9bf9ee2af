"""time_limit and callback of next_card and equity_breakdown: a bounded run either answers exactly
what the unbounded one does, or raises (TimeoutError past the limit, InterruptedError on a stop)."""

from __future__ import annotations

import time

import pytest

from holdEm import equity_breakdown, next_card

HUGE_NEXT = (["AhKh", "random", "random"], "2c7d9h")  # the flop's own enumeration: seconds on one thread
HUGE_BREAKDOWN = ["random", "random"]  # preflop: a full enumeration per class, about 20 s on one thread


def test_next_card_time_limit_raises_promptly() -> None:
    start = time.monotonic()
    with pytest.raises(TimeoutError, match=r"next_card: time_limit of 0.2 s reached"):
        next_card(*HUGE_NEXT, threads=1, time_limit=0.2)
    assert time.monotonic() - start < 2.0


def test_breakdown_time_limit_raises_promptly() -> None:
    start = time.monotonic()
    with pytest.raises(TimeoutError, match=r"equity_breakdown: time_limit of 0.3 s reached after \d+ of \d+ combos"):
        equity_breakdown(HUGE_BREAKDOWN, exact=True, threads=1, time_limit=0.3)
    assert time.monotonic() - start < 2.5


def test_callback_stop_raises_interrupted_and_sees_shares() -> None:
    seen: list[float] = []

    def stop_soon(share: float) -> bool:
        seen.append(share)
        return len(seen) < 2

    start = time.monotonic()
    with pytest.raises(InterruptedError, match="stopped by the callback"):
        equity_breakdown(HUGE_BREAKDOWN, exact=True, threads=1, callback=stop_soon)
    assert time.monotonic() - start < 3.0
    assert len(seen) == 2 and all(0.0 <= s <= 1.0 for s in seen) and seen == sorted(seen)


def test_bounded_runs_that_finish_answer_as_unbounded() -> None:
    hands, board = ["AsKs", "QQ+,AKo"], "2c7d9h"
    free = next_card(hands, board, threads=1)
    bounded = next_card(hands, board, threads=1, time_limit=60, callback=lambda share: True)
    assert bounded == free
    free_b = equity_breakdown(hands, board, player=1, exact=True, threads=1)
    bounded_b = equity_breakdown(hands, board, player=1, exact=True, threads=1, time_limit=60, callback=lambda s: None)
    assert bounded_b == free_b


@pytest.mark.parametrize("bad", [0, -1.0, float("nan")])
def test_bad_time_limit(bad: float) -> None:
    with pytest.raises(ValueError, match="time_limit must be a positive number"):
        next_card(["AsKs", "QhQd"], "2c7d9h", time_limit=bad)


def test_bad_callback() -> None:
    with pytest.raises(TypeError, match="callback must be callable"):
        equity_breakdown(["AsKs", "QhQd"], callback=3)  # type: ignore[arg-type]


def test_next_card_callback_stop_raises_interrupted() -> None:
    seen: list[float] = []

    def stop_soon(share: float) -> bool:
        seen.append(share)
        return len(seen) < 2

    start = time.monotonic()
    with pytest.raises(InterruptedError, match=r"next_card: stopped by the callback after \d+% of the deals"):
        next_card(*HUGE_NEXT, threads=1, callback=stop_soon)
    assert time.monotonic() - start < 3.0
    assert len(seen) == 2 and all(0.0 <= s < 1.0 for s in seen) and seen == sorted(seen)


def test_a_time_limit_says_how_far_the_analysis_got() -> None:
    """holdEm.WorkTimeout (a TimeoutError): the items done of the total, their unit, and the time
    they took, so that a caller can size its next try."""
    import holdEm

    with pytest.raises(holdEm.WorkTimeout) as cut:
        equity_breakdown(HUGE_BREAKDOWN, exact=True, threads=1, time_limit=0.3)
    assert isinstance(cut.value, TimeoutError) and cut.value.unit in str(cut.value)
    assert 0 <= cut.value.done < cut.value.total and cut.value.seconds > 0
    assert f"after {cut.value.done} of {cut.value.total} {cut.value.unit}" in str(cut.value)


@pytest.mark.parametrize(
    "run",
    [
        lambda limit: next_card(*HUGE_NEXT, threads=2, time_limit=limit),
        lambda limit: equity_breakdown(["random", "random"], "2c7d9h", threads=2, time_limit=limit),  # one walk
    ],
    ids=["next_card", "heads-up breakdown on the flop"],
)
def test_the_exact_walks_time_out_with_how_far_they_got(run) -> None:
    """They raised a plain TimeoutError, without done, total and seconds."""
    import pickle

    import holdEm

    with pytest.raises(holdEm.WorkTimeout) as cut:
        run(0.002)
    e = cut.value
    assert e.total == 1000 and e.unit == "thousandths of the deals" and 0 <= e.done < 1000 and e.seconds > 0
    assert f"after {round(e.done / 10)}% of the deals" in str(e)
    copy = pickle.loads(pickle.dumps(e))  # (a process pool sends it back so: its pickling failed)
    assert type(copy) is holdEm.WorkTimeout and str(copy) == str(e)
    assert (copy.done, copy.total, copy.seconds, copy.unit) == (e.done, e.total, e.seconds, e.unit)


@pytest.mark.parametrize(
    "run",
    [
        lambda cb: equity_breakdown(["random"] * 3, trials=2_000_000, threads=2, callback=cb),
        lambda cb: __import__("holdEm").flop_report(["random"] * 3, trials=20_000, threads=2, callback=cb),
    ],
    ids=["equity_breakdown 3-way", "flop_report 3-way"],
)
def test_an_analysis_calls_its_callback_on_the_calling_thread_one_call_at_a_time(run) -> None:
    """The items run on two threads, and each called the callback: at once, on both."""
    import threading

    calls: list[int] = []
    inside = threading.Lock()
    overlapped: list[bool] = []

    def slow(share: float) -> bool:
        overlapped.append(not inside.acquire(blocking=False))
        try:
            calls.append(threading.get_ident())
            time.sleep(0.3)  # longer than the interval between calls: another would come in
            return len(calls) < 4
        finally:
            if not overlapped[-1]:
                inside.release()

    with pytest.raises(InterruptedError, match="stopped by the callback"):
        run(slow)
    assert len(calls) == 4 and set(calls) == {threading.get_ident()} and not any(overlapped)
