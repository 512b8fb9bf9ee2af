"""The web server's slot machinery on its own: slots are never lost or doubled, waiters are served
in order and time out, and the two lanes send only what the probe could not finish to the long one."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

pytest.importorskip("starlette")

from holdEm.web.limits import Attempt, NeedsMoreTime, Overloaded, Scheduler, ServerLimits, Slots  # noqa: E402


def test_slots_wait_time_out_and_pass_on_in_order() -> None:
    async def scenario() -> list[str]:
        slots = Slots(1)
        order: list[str] = []
        assert await slots.acquire(0.1)
        assert not await slots.acquire(0.05)  # taken: times out
        assert slots.free == 0

        async def waiter(name: str) -> None:
            assert await slots.acquire(5)
            order.append(name)
            slots.release()

        tasks = [asyncio.create_task(waiter(n)) for n in "abc"]
        await asyncio.sleep(0.05)
        threading.Thread(target=slots.release).start()  # released from another thread
        await asyncio.gather(*tasks)
        assert slots.free == 1
        return order

    assert asyncio.run(scenario()) == ["a", "b", "c"]


def test_a_cancelled_waiter_does_not_lose_the_slot() -> None:
    async def scenario() -> int:
        slots = Slots(1)
        assert await slots.acquire(0.1)
        task = asyncio.create_task(slots.acquire(5))
        await asyncio.sleep(0.02)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        slots.release()
        return slots.free

    assert asyncio.run(scenario()) == 1


def test_only_what_the_probe_cannot_finish_goes_to_the_long_lane() -> None:
    limits = ServerLimits(time_limit=1.0, probe_time=0.1, general_slots=1, fast_slots=1, queue_wait=0.2)
    seen: list[tuple[bool, float, object]] = []

    def job(attempt: Attempt) -> str:
        seen.append((attempt.final, attempt.time_limit, attempt.probe))
        if not attempt.final:
            raise NeedsMoreTime("half way")
        return "done"

    async def scenario() -> str:
        scheduler = Scheduler(limits)
        try:
            return await scheduler.compute(job, threading.Event())
        finally:
            scheduler.close()

    assert asyncio.run(scenario()) == "done"
    assert seen == [(False, 0.1, None), (True, 1.0, "half way")]


def test_a_busy_long_lane_answers_overloaded_in_time() -> None:
    limits = ServerLimits(time_limit=1.0, probe_time=0.05, general_slots=1, fast_slots=2, queue_wait=0.2)

    def long_job(attempt: Attempt) -> str:
        if not attempt.final:
            raise NeedsMoreTime()
        time.sleep(0.6)
        return "long"

    async def scenario() -> tuple[str, float]:
        scheduler = Scheduler(limits)
        try:
            first = asyncio.create_task(scheduler.compute(long_job, threading.Event()))
            await asyncio.sleep(0.1)
            start = time.monotonic()
            with pytest.raises(Overloaded, match="busy"):
                await scheduler.compute(long_job, threading.Event())
            waited = time.monotonic() - start
            return await first, waited
        finally:
            scheduler.close()

    result, waited = asyncio.run(scenario())
    assert result == "long" and 0.15 < waited < 0.5


def test_limits_are_checked_and_sized_to_the_machine() -> None:
    with pytest.raises(ValueError, match="time_limit must be positive"):
        ServerLimits(time_limit=0)
    with pytest.raises(ValueError, match="general_slots must be at least 1"):
        ServerLimits(general_slots=0)
    limits = ServerLimits.for_machine(general_slots=3, time_limit=4.0)
    assert (limits.general_slots, limits.time_limit) == (3, 4.0) and limits.threads_per_job >= 1
    assert ServerLimits.for_machine().general_slots >= 2
