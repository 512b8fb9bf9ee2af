"""The progress bar the long subcommands draw on standard error, where that is a terminal."""

from __future__ import annotations

import math
import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, TextIO

if TYPE_CHECKING:
    from holdEm.equity import EquityResult

#: A progress bar appears once a run has taken this long.
PROGRESS_AFTER_S = 1.0


def _columns(stream: TextIO) -> int:
    """The width of the terminal ``stream`` writes to (``COLUMNS`` where set; 80 where unknown).
    Not ``shutil.get_terminal_size()``: that measures standard output's, and the bar is on
    standard error (``holdem equity ... > out.txt`` on a narrow terminal)."""
    given = os.environ.get("COLUMNS", "")
    if given.isdigit() and int(given) > 0:
        return int(given)
    try:
        return os.get_terminal_size(stream.fileno()).columns
    except (AttributeError, ValueError, OSError):  # not a file, closed, not a terminal
        return 80


def _fitted(line: str, stream: TextIO) -> str:
    """``line`` cut to the terminal's width less a column (a line that fills the last one wraps on
    some terminals, and each redraw then leaves a line behind)."""
    return line[: max(1, _columns(stream) - 1)]


class ProgressBar:
    """A one-line progress display on a terminal, drawn from an engine's or an analysis's callback;
    it fits the terminal's width (the bar narrower, then the line cut)."""

    WIDTH = 30  # the bar's width where the terminal has room
    NARROWEST = 10  # narrower than this, no bar: the percentage alone

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._started = time.monotonic()
        self._drawn = 0  # the length of the line on the terminal now

    def update(self, result: EquityResult) -> None:
        """From equity's callback: its share of the work done and its trials."""
        self.draw(self._fraction(result), f"{result.trials:,} trials, ")

    def share(self, done: float) -> bool:
        """From an analysis's callback (the share of its items done): go on."""
        self.draw(min(max(done, 0.0), 1.0), "")
        return True

    def draw(self, fraction: float | None, counted: str) -> None:
        """The bar at ``fraction`` (None: not known yet), ``counted`` before the time taken."""
        elapsed = time.monotonic() - self._started
        if elapsed < PROGRESS_AFTER_S:
            return
        done = f"{counted}{elapsed:.1f} s"
        if fraction is None:
            line = f"  {done}"
        else:
            left = f", about {duration(elapsed / fraction - elapsed)} left" if fraction > 0 else ""
            figures = f" {100 * fraction:5.1f}%  {done}{left}"
            width = min(self.WIDTH, _columns(self._stream) - 1 - len(figures) - 4)
            filled = int(round(width * fraction))
            bar = f"  [{'#' * filled}{'.' * (width - filled)}]" if width >= self.NARROWEST else ""
            line = bar + figures
        line = _fitted(line, self._stream)
        self._stream.write("\r" + line + " " * max(0, self._drawn - len(line)))  # over the longer line before
        self._stream.flush()
        self._drawn = len(line)

    @staticmethod
    def _fraction(result: EquityResult) -> float | None:
        """The share of the planned work done (the engine's own figure), or None before there is one."""
        return min(max(result.progress, 0.0), 1.0) if result.progress > 0 else None

    def close(self) -> None:
        if self._drawn:
            self._stream.write("\r" + " " * self._drawn + "\r")
            self._stream.flush()


class CountedProgress:
    """The progress of a long run of counted items (a table's shards, each ``unit``) on a stream:
    one line rewritten in place on a terminal, else a line every few seconds (a log keeps them).
    Called with each progress report: its ``done``, ``total``, ``computed`` (done by this run),
    ``rate`` (items a second) and ``seconds_left``."""

    def __init__(self, stream: TextIO, unit: str) -> None:
        self.stream = stream
        self.unit = unit
        self.tty = is_terminal(stream)
        self.last = 0.0

    def __call__(self, progress: Any) -> None:
        now = time.monotonic()
        final = progress.done == progress.total
        if not final and progress.computed and now - self.last < (0.2 if self.tty else 5.0):
            return
        self.last = now
        share = 100.0 * progress.done / progress.total
        line = (
            f"{progress.done:,}/{progress.total:,} {self.unit}s ({share:.1f}%), "
            f"{progress.rate:.2f} {self.unit}s/s, {duration(progress.seconds_left)} left"
        )
        self.stream.write(("\r" + _fitted(line, self.stream) + ("\n" if final else "")) if self.tty else line + "\n")
        self.stream.flush()


def duration(seconds: float) -> str:
    """Seconds as a short readable span: 42 s, 3 min 5 s, 2 h 10 min (? where not known: no pace yet)."""
    if not math.isfinite(seconds):
        return "?"
    seconds = int(round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60} s"
    return f"{seconds // 3600} h {seconds % 3600 // 60} min"


def is_terminal(stream: TextIO) -> bool:
    """Whether a stream is a terminal (a progress bar is drawn there only)."""
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty and isatty())
    except ValueError:  # a closed stream
        return False


@contextmanager
def terminal_progress() -> Iterator[Callable[[float], bool] | None]:
    """An analysis's callback drawing its progress bar on standard error, where that is a terminal
    (None elsewhere: a pipe or a file gets no bar)."""
    if not is_terminal(sys.stderr):
        yield None
        return
    bar = ProgressBar(sys.stderr)
    try:
        yield bar.share
    finally:
        bar.close()
