"""One time limit and one stop callback shared by the many engine calls of an analysis.

:func:`holdEm.equity_breakdown` is made of many :func:`holdEm.equity` calls.  A
:class:`WorkBudget` stops each call at the deadline through the engine's progress
callback (so a long enumeration stops there instead of after it) and turns that
callback into the analysis's own: the share of its items done.  The deadline is not
given to the calls as their ``time_limit``: a Monte Carlo call would take that as
its own stopping rule and run until then, starving the calls after it.  A run cut
short raises (an analysis has no honest partial answer: its weights need every item).
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Mapping
from numbers import Real
from typing import Any, Callable, NoReturn

ProgressCallback = Callable[[float], Any]

_CALLBACK_INTERVAL = 0.25  # seconds between callbacks, as the engine's own


def check_limits(time_limit: float | None, callback: ProgressCallback | None) -> None:
    """TypeError or ValueError unless ``time_limit`` is None or a positive number (inf: none; NumPy's
    numbers too) and ``callback`` None or callable."""
    if time_limit is not None:
        if isinstance(time_limit, bool) or not isinstance(time_limit, Real):
            raise TypeError(f"time_limit must be a number, not {type(time_limit).__name__}")
        if math.isnan(time_limit) or time_limit <= 0:
            raise ValueError(f"time_limit must be a positive number, got {time_limit!r}")
    if callback is not None and not callable(callback):
        raise TypeError("callback must be callable")


class WorkTimeout(TimeoutError):
    """An analysis's time limit reached after ``done`` of its ``total`` items (``unit``: what they
    are, "combos up to suit symmetry"), ``seconds`` after the items began (how far it got, and at
    what pace: a caller may size its next try by it)."""

    def __init__(self, message: str, done: int, total: int, seconds: float, unit: str = "items") -> None:
        super().__init__(message)
        self.done = done
        self.total = total
        self.seconds = seconds
        self.unit = unit

    def __reduce__(self) -> tuple[Any, ...]:
        # (BaseException's own passes args alone, one of five: pickle, copy and a process pool failed)
        return (type(self), (str(self), self.done, self.total, self.seconds, self.unit))


def raise_walk_stopped(what: str, fields: Mapping[str, Any], time_limit: float | None, seconds: float) -> NoReturn:
    """For an exact walk that answers only when complete (next_card, the heads-up breakdown), come
    back cut short after ``seconds`` (``fields``: its share done, ``progress``, and whether it
    ``timed_out``): WorkTimeout, counting thousandths of the deals, or InterruptedError, as an
    analysis's budget raises."""
    share = float(fields["progress"])
    done = f"after {100 * share:.0f}% of the deals"
    if fields["timed_out"]:
        message = f"{what}: time_limit of {time_limit:g} s reached {done}"
        raise WorkTimeout(message, round(1000 * share), 1000, seconds, "thousandths of the deals")
    raise InterruptedError(f"{what}: stopped by the callback {done}")


def reading_timeout(what: str, error: TimeoutError, seconds: float) -> WorkTimeout:
    """The core's TimeoutError for a time limit that passed while the players' ranges were read,
    before any deal (long Omaha pattern text), as an exact walk's own: WorkTimeout after none of
    the deals, its message prefixed with ``what``."""
    return WorkTimeout(f"{what}: {error}", 0, 1000, seconds, "thousandths of the deals")


class WorkBudget:
    """The deadline and the stop flag of one analysis of ``total`` items (thread-safe)."""

    def __init__(self, what: str, unit: str, time_limit: float | None, callback: ProgressCallback | None) -> None:
        check_limits(time_limit, callback)
        time_limit = None if time_limit is None else float(time_limit)
        self._what, self._unit = what, unit
        self._limit = time_limit
        self._deadline = None if time_limit is None or math.isinf(time_limit) else time.monotonic() + time_limit
        self._callback = callback
        self._lock = threading.Lock()
        self._total = 1
        self._done = 0
        self._stopped = False
        self._last_call = time.monotonic()
        self._started = self._last_call
        self._caller = threading.get_ident()  # the thread the callback is called on

    @property
    def active(self) -> bool:
        """Whether there is a deadline or a callback to serve (else the calls run unbounded)."""
        return self._deadline is not None or self._callback is not None

    def start(self, total: int, unit: str | None = None) -> None:
        """The number of items the analysis will do (for the share reported), as it begins them;
        ``unit`` names them anew where only now the analysis knows what they are."""
        self._total = max(1, total)
        if unit is not None:
            self._unit = unit
        self._started = time.monotonic()

    def keep_going(self, _snapshot: Any = None) -> bool:
        """For the engine's progress callback: False past the deadline; on the thread that made the
        budget (the analysis's caller; its items' threads only read the stop), calls the user's
        callback at most every 0.25 s, False when it stops.  So the callback never runs on two
        threads at once: a progress bar or a GUI need not be thread-safe.  Also the ``while_waiting``
        of :func:`holdEm._threads.thread_map`: the caller's turn while the items' threads run."""
        if self._stopped:
            return False
        if self._deadline is not None and time.monotonic() >= self._deadline:
            return False
        if self._callback is not None and threading.get_ident() == self._caller:
            now = time.monotonic()
            with self._lock:
                due = now - self._last_call >= _CALLBACK_INTERVAL
                if due:
                    self._last_call = now
            if due:
                answer = self._callback(self._done / self._total)
                if answer is not None and not answer:
                    self._stopped = True
                    return False
        return True

    def progress(self, done: int) -> bool:
        """For a loop that counts its own items: ``done`` of them are done; whether to go on, as
        :meth:`keep_going` says."""
        with self._lock:
            self._done = done
        return self.keep_going()

    def engine_callback(self) -> Callable[[Any], bool] | None:
        """The progress callback to give each engine call (None when nothing bounds the run)."""
        return self.keep_going if self.active else None

    def item_done(self, complete: bool = True) -> None:
        """One item finished (``complete``: its engine call was not cut short); raises if it was."""
        if not complete:
            self.check()
            self._raise_timeout()  # (only keep_going cuts a call short, so check() has raised already)
        with self._lock:
            self._done += 1
        self.poll()

    def poll(self) -> None:
        """For a loop of the analysis's own between its items: the callback has its turn (at most every
        0.25 s), then raises as :meth:`check` does."""
        if not self.keep_going():
            self.check()

    def check(self) -> None:
        """Raises InterruptedError after a stop from the callback, TimeoutError past the deadline."""
        if self._stopped:
            raise InterruptedError(
                f"{self._what}: stopped by the callback after {self._done} of {self._total} {self._unit}"
            )
        if self._deadline is not None and time.monotonic() >= self._deadline:
            self._raise_timeout()

    def _raise_timeout(self) -> None:
        raise WorkTimeout(
            f"{self._what}: time_limit of {self._limit:g} s reached after {self._done} of {self._total} {self._unit}",
            self._done,
            self._total,
            time.monotonic() - self._started,
            self._unit,
        )
