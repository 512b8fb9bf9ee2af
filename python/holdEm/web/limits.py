"""Bounded work and fair sharing for the web server.

Every computation runs in a worker thread (the engine releases the GIL), never
on the event loop, under two kinds of slot:

* the *fast lane* (a few slots kept for short work): every request first runs
  there with a short time limit (``probe_time``).  Most requests (two hands, a
  board, a hit report, the tables) finish in milliseconds and are answered at
  once;
* the *general lane* (``general_slots``): a request the probe could not finish
  runs again there with the full ``time_limit``.

So a huge request holds a fast slot for at most ``probe_time``, and a small
request waits behind it no longer than that (behind many, a probe of each in turn).  A request that finds no
slot within ``queue_wait`` gets 503.  The slots count running threads, not
waiting requests: a slot is given back when its thread ends, even when the
client has gone (its computation is told to stop through a
:class:`threading.Event` that the job's callback reads).
"""

from __future__ import annotations

import asyncio
import threading
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, TypeVar

from holdEm._threads import core_count

_T = TypeVar("_T")

#: The most bytes one character of a text field takes in a JSON body: a suit symbol as an escape, 6 bytes.
JSON_ESCAPE_BYTES = 6


@dataclass(frozen=True)
class ServerLimits:
    """What one request may ask of the server, and how the server shares its cores."""

    time_limit: float = 10.0  # seconds of computing per request, at most
    probe_time: float = 0.25  # seconds of the first try, on the fast lane
    general_slots: int = 2  # long computations at once
    fast_slots: int = 2  # slots kept for short work (the probes)
    threads_per_job: int = 1  # engine threads of one long computation
    queue_wait: float = 2.0  # seconds a request waits for a slot before 503
    body_timeout: float = 10.0  # seconds for a request's body to arrive before 408
    # Bytes of a request body; 0: room for ``max_players`` texts of ``max_text`` characters, each
    # written as JSON escapes (128 kB by default).  More only costs the event loop, which reads it.
    max_body: int = 0
    max_players: int = 10
    max_text: int = 2_000  # characters of one hand or range
    max_cards_text: int = 200  # characters of a board or the dead cards
    max_trials: int = 100_000_000

    @classmethod
    def for_machine(cls, **overrides: Any) -> ServerLimits:
        """Slots sized to this machine: half the cores for long work (at least 2), each with
        an equal share of the cores as engine threads; ``overrides`` replace any field."""
        cores = core_count()
        general = int(overrides.pop("general_slots", max(2, cores // 2)))
        threads = max(1, cores // max(1, general))
        return cls(**{"general_slots": general, "threads_per_job": threads, **overrides})

    def __post_init__(self) -> None:
        if self.max_body == 0:  # (a frozen dataclass sets its own derived field so)
            object.__setattr__(self, "max_body", self.max_players * self.max_text * JSON_ESCAPE_BYTES + 8_192)
        for name in ("time_limit", "probe_time", "queue_wait", "body_timeout"):
            if not getattr(self, name) > 0:
                raise ValueError(f"{name} must be positive, got {getattr(self, name)!r}")
        for name in ("general_slots", "fast_slots", "threads_per_job", "max_body", "max_players", "max_text"):
            if not getattr(self, name) >= 1:
                raise ValueError(f"{name} must be at least 1, got {getattr(self, name)!r}")


class Overloaded(Exception):
    """No slot came free within ``queue_wait``, or the server is shutting down (answered 503)."""


#: What a request still running (or waiting) when the server shuts down is answered.
SHUTTING_DOWN = "the server is shutting down"


class ClientGone(Exception):
    """The client disconnected and its computation was stopped."""


class TooMuchWork(Exception):
    """An analysis that the server's time limit cannot fit (answered 422)."""


class NeedsMoreTime(Exception):
    """Raised by a job on the fast lane that its short time limit did not let finish.

    ``probe`` is what the job learnt (say, how far an enumeration got), handed to
    the job's second run on the general lane.
    """

    def __init__(self, probe: Any = None) -> None:
        super().__init__("needs more than the fast lane's time")
        self.probe = probe


@dataclass(frozen=True)
class Attempt:
    """One run of a job: its time limit, engine threads and stop flag; ``final`` is False on the
    fast lane (where a job that cannot finish raises :class:`NeedsMoreTime`)."""

    time_limit: float
    threads: int
    cancel: threading.Event
    final: bool
    probe: Any = None
    started: float = field(default=0.0)

    def keep_going(self, *_: Any) -> bool:
        """For the engine's callbacks: False once the client has gone."""
        return not self.cancel.is_set()


class Slots:
    """A counting semaphore that any event loop may wait on and any thread may release.

    asyncio's own belongs to one loop (a test client may run several), and a slot
    must be given back from the worker thread when its computation really ends.
    """

    def __init__(self, count: int) -> None:
        self._free = count
        self._lock = threading.Lock()
        self._waiters: deque[tuple[asyncio.AbstractEventLoop, asyncio.Future[None]]] = deque()

    @property
    def free(self) -> int:
        with self._lock:
            return self._free

    async def acquire(self, timeout: float) -> bool:
        """Takes a slot, waiting at most ``timeout`` seconds in line; False when none came."""
        loop = asyncio.get_running_loop()
        with self._lock:
            if self._free > 0 and not self._waiters:
                self._free -= 1
                return True
            waiter: asyncio.Future[None] = loop.create_future()
            entry = (loop, waiter)
            self._waiters.append(entry)
        try:
            await asyncio.wait_for(asyncio.shield(waiter), timeout)
            return True
        except BaseException as error:  # timed out, or the request was cancelled while waiting
            with self._lock:
                granted = entry not in self._waiters
                if not granted:
                    self._waiters.remove(entry)
            if granted:  # the slot arrived as the wait ended: pass it on
                self.release()
            if isinstance(error, asyncio.TimeoutError):
                return False
            raise

    def release(self) -> None:
        """Gives a slot back: to the first waiter in line, else to the pool (from any thread)."""
        with self._lock:
            while self._waiters:
                loop, waiter = self._waiters.popleft()
                try:
                    loop.call_soon_threadsafe(_grant, waiter)
                    return
                except RuntimeError:  # that waiter's loop has closed: the next one
                    continue
            self._free += 1


def _grant(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_result(None)


class Scheduler:
    """Runs jobs in worker threads on the two lanes (see the module's description)."""

    def __init__(self, limits: ServerLimits) -> None:
        self.limits = limits
        self._fast = Slots(limits.fast_slots)
        self._general = Slots(limits.general_slots)
        self._executor = ThreadPoolExecutor(
            max_workers=limits.fast_slots + limits.general_slots, thread_name_prefix="holdem-web"
        )
        self._shutting_down = False
        self._running: set[threading.Event] = set()  # the stop flags of the computations running

    def status(self) -> dict[str, Any]:
        """The slots free now and the limits (for ``GET /api/status``)."""
        limits = self.limits
        return {
            "general_slots": limits.general_slots,
            "general_free": self._general.free,
            "fast_slots": limits.fast_slots,
            "fast_free": self._fast.free,
            "time_limit": limits.time_limit,
            "probe_time": limits.probe_time,
            "threads_per_job": limits.threads_per_job,
            "max_players": limits.max_players,
            "max_body": limits.max_body,
            "max_text": limits.max_text,  # the page checks a range it writes against it
        }

    def close(self) -> None:
        """Stops taking work; running computations finish (each is bounded by the time limit)."""
        self._executor.shutdown(wait=False, cancel_futures=True)

    def shut_down(self) -> None:
        """The server is shutting down: the computations running stop, and each request running or
        waiting is answered 503 (:data:`SHUTTING_DOWN`) at once, within the server's grace for
        them, rather than cancelled past it (a 500 and a traceback in the log)."""
        self._shutting_down = True
        for cancel in list(self._running):
            cancel.set()

    async def compute(self, job: Callable[[Attempt], _T], cancel: threading.Event) -> _T:
        """``job(attempt)`` on the fast lane, and once more on the general lane if it needs more time.

        Raises :class:`Overloaded` when no slot comes free in time and :class:`ClientGone` when
        ``cancel`` was set (the client went away)."""
        limits = self.limits
        probe_time = min(limits.probe_time, limits.time_limit)
        first = Attempt(probe_time, 1, cancel, final=probe_time >= limits.time_limit)
        try:
            return await self._run(self._fast, "short", job, first)
        except NeedsMoreTime as more:
            probe = more.probe
        second = Attempt(limits.time_limit, limits.threads_per_job, cancel, final=True, probe=probe)
        return await self._run(self._general, "long", job, second)

    async def _run(self, slots: Slots, kind: str, job: Callable[[Attempt], _T], attempt: Attempt) -> _T:
        if self._shutting_down:
            raise Overloaded(SHUTTING_DOWN)
        if attempt.cancel.is_set():
            raise ClientGone()
        if not await slots.acquire(self.limits.queue_wait):
            raise Overloaded(
                f"the server is busy: every slot for {kind} computations stayed taken for "
                f"{self.limits.queue_wait:g} s; try again shortly"
            )

        def work() -> _T:
            try:
                return job(attempt)
            finally:
                slots.release()  # when the thread is done, not when the request is

        if self._shutting_down:  # (it began while this request waited for its slot)
            slots.release()
            raise Overloaded(SHUTTING_DOWN)
        try:
            future = asyncio.get_running_loop().run_in_executor(self._executor, work)
        except RuntimeError:  # the executor is shut down
            slots.release()
            raise Overloaded(SHUTTING_DOWN) from None
        self._running.add(attempt.cancel)
        try:
            result = await asyncio.shield(future)
        except asyncio.CancelledError:
            attempt.cancel.set()  # the request was cancelled: stop its computation too
            raise
        except ClientGone:
            raise Overloaded(SHUTTING_DOWN) if self._shutting_down else ClientGone() from None
        finally:
            self._running.discard(attempt.cancel)
        if attempt.cancel.is_set():
            raise Overloaded(SHUTTING_DOWN) if self._shutting_down else ClientGone()
        return result


async def watch_disconnect(request: Any, cancel: threading.Event, interval: float = 0.1) -> None:
    """Sets ``cancel`` when the client of ``request`` disconnects (run as a task beside the work)."""
    while not cancel.is_set():
        if await request.is_disconnected():
            cancel.set()
            return
        await asyncio.sleep(interval)
