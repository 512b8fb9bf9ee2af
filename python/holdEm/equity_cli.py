"""``holdem equity``: run ``holdEm.equity`` and show its result as a table or JSON.

The calculation is ``holdEm.equity`` (looked up when the command runs, so tests
can stand in for it); its callback draws the progress bar and keeps the latest
partial result, shown if Ctrl-C stops the run.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from typing import Callable, TextIO

from holdEm.equity import CATEGORY_NAMES, EquityResult

#: Exit code after Ctrl-C (128 + SIGINT), as shells report it.
EXIT_INTERRUPTED = 130
#: A progress bar appears once a run has taken this long.
PROGRESS_AFTER_S = 1.0


@dataclass
class EquityRequest:
    """The command line's question."""

    hands: list[str]
    board: str = ""
    dead: str = ""
    game: str = "holdem"
    exact: bool | None = None
    trials: int | None = None
    target_stderr: float | None = None
    time_limit: float | None = None
    threads: int = 0
    seed: int | None = None
    as_json: bool = False


class ProgressBar:
    """A one-line progress display on a terminal, drawn from equity's callback."""

    WIDTH = 30

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._started = time.monotonic()
        self._shown = False

    def update(self, result: EquityResult) -> None:
        elapsed = time.monotonic() - self._started
        if elapsed < PROGRESS_AFTER_S:
            return
        fraction = self._fraction(result)
        done = f"{result.trials:,} trials, {elapsed:.1f} s"
        if fraction is None:
            line = f"\r  {done}"
        else:
            filled = int(round(self.WIDTH * fraction))
            left = f", about {_duration(elapsed / fraction - elapsed)} left" if fraction > 0 else ""
            line = f"\r  [{'#' * filled}{'.' * (self.WIDTH - filled)}] {100 * fraction:5.1f}%  {done}{left}"
        self._stream.write(line)
        self._stream.flush()
        self._shown = True

    @staticmethod
    def _fraction(result: EquityResult) -> float | None:
        """The share of the planned work done (the engine's own figure), or None before there is one."""
        return min(max(result.progress, 0.0), 1.0) if result.progress > 0 else None

    def close(self) -> None:
        if self._shown:
            self._stream.write("\r" + " " * (self.WIDTH + 60) + "\r")
            self._stream.flush()


def _duration(seconds: float) -> str:
    """Seconds as a short readable span: 42 s, 3 min 5 s, 2 h 10 min."""
    seconds = int(round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60} s"
    return f"{seconds // 3600} h {seconds % 3600 // 60} min"


def _percent(value: float) -> str:
    return f"{100 * value:7.3f}%"


def format_table(request: EquityRequest, result: EquityResult, interrupted: bool = False) -> str:
    """The result as readable text: one row per player, then the hand-category distribution."""
    exact = result.exact
    lines = []
    title = f"{request.game}, board {request.board or '-'}"
    if request.dead:
        title += f", dead {request.dead}"
    lines.append(f"{title}: {result.summary}")
    if interrupted:
        lines.append("INTERRUPTED: partial result" if result.has_figures else "INTERRUPTED")
    if not result.has_figures:
        return "\n".join(lines) + "\n"
    table_start = len(lines)
    width = max([len("player")] + [len(h) for h in request.hands])
    header = f"{'#':>2}  {'player':<{width}}  {'equity':>8}  {'win':>8}  {'tie':>8}"
    if not exact:
        header += f"  {'stderr':>8}"
    lines.append(header)
    for k, hand in enumerate(request.hands):
        row = (
            f"{k + 1:>2}  {hand:<{width}}  {_percent(result.equity[k])}  {_percent(result.win[k])}  "
            f"{_percent(result.tie[k])}"
        )
        if not exact:
            row += f"  {_percent(result.stderr[k])}"
        lines.append(row)
    if result.categories:
        table = result.categories  # per player, hand code 1..10 at index code - 1
        lines.append("")
        lines.append("hand categories (probability of ending with each):")
        column = max(8, *(min(len(h), 12) for h in request.hands))
        lines.append(f"{'':<16}" + "".join(f"  {str(k + 1):>{column}}" for k in range(len(table))))
        for code in range(1, 11):
            if all(t[code - 1] == 0.0 for t in table):
                continue
            cells = "".join(f"  {100 * t[code - 1]:>{column - 1}.3f}%" for t in table)
            lines.append(f"{CATEGORY_NAMES[code - 1]:<16}{cells}")
        if len(request.hands) == 1:  # one player's equity is always 100%: the categories are the answer
            table_end = table_start + 2  # the header and the one row; a blank line follows
            lines = lines[:table_start] + lines[table_end + 1 :] + [""] + lines[table_start:table_end]
    return "\n".join(lines) + "\n"


def format_json(request: EquityRequest, result: EquityResult, interrupted: bool = False) -> str:
    """The result as JSON: its fields (``EquityResult.to_dict``), whether Ctrl-C stopped it, a summary line."""
    data = result.to_dict()
    data["interrupted"] = interrupted
    data["summary"] = result.summary
    return json.dumps(data, indent=2) + "\n"


def run_equity(
    request: EquityRequest,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
    equity: Callable[..., EquityResult] | None = None,
) -> int:
    """Runs the calculation; returns the exit code (130 after Ctrl-C, with the partial result shown)."""
    stdout = stdout if stdout is not None else sys.stdout
    stderr = stderr if stderr is not None else sys.stderr
    if equity is None:
        import holdEm

        equity = holdEm.equity
    bar = ProgressBar(stderr) if _is_terminal(stderr) else None
    latest: list[EquityResult] = []

    def callback(result_so_far: EquityResult) -> bool:
        latest[:] = [result_so_far]
        if bar is not None:
            bar.update(result_so_far)
        return True

    render = format_json if request.as_json else format_table
    try:
        result = equity(
            request.hands,
            request.board,
            request.dead,
            game=request.game,
            exact=request.exact,
            trials=request.trials,
            target_stderr=request.target_stderr,
            time_limit=request.time_limit,
            threads=request.threads,
            seed=request.seed,
            callback=callback,
        )
    except KeyboardInterrupt:
        if bar is not None:
            bar.close()
        if latest:
            stdout.write(render(request, latest[0], interrupted=True))
        else:
            stderr.write("holdem equity: interrupted before the first progress report\n")
        stdout.flush()
        return EXIT_INTERRUPTED
    except ValueError as error:
        if bar is not None:
            bar.close()
        stderr.write(f"holdem equity: error: {error}\n")
        return 2
    if bar is not None:
        bar.close()
    stdout.write(render(request, result))
    return 0


def _is_terminal(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty and isatty())
    except ValueError:  # a closed stream
        return False
