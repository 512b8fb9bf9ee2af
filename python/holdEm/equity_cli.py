"""``holdem equity``: run ``holdEm.equity`` and show its result as a table or JSON.

Written against the documented API (docs/design.md, Equity): ``holdEm.equity(hands,
board, dead, *, game, exact, trials, target_stderr, time_limit, threads,
seed, callback)`` returning an ``EquityResult``; ``callback(result_so_far)``
is called about every 0.25 s and may return ``False`` to stop.
"""

from __future__ import annotations

import json
import math
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Callable, TextIO

#: Exit code after Ctrl-C (128 + SIGINT), as shells report it.
EXIT_INTERRUPTED = 130
#: A progress bar appears once a run has taken this long.
PROGRESS_AFTER_S = 1.0
_CATEGORY_NAMES = [
    "High card", "Pair", "Two pair", "Three of a kind", "Straight",
    "Flush", "Full house", "Four of a kind", "Straight flush", "Royal flush",
]  # fmt: skip


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

    def __init__(self, stream: TextIO, trials: int | None, time_limit: float | None) -> None:
        self._stream = stream
        self._trials = trials
        self._time_limit = time_limit
        self._started = time.monotonic()
        self._shown = False

    def update(self, result: Any) -> None:
        elapsed = time.monotonic() - self._started
        if elapsed < PROGRESS_AFTER_S:
            return
        fraction = self._fraction(result, elapsed)
        done = f"{_trials_of(result):,} trials, {elapsed:.1f} s"
        if fraction is None:
            line = f"\r  {done}"
        else:
            filled = int(round(self.WIDTH * fraction))
            left = f", about {_duration(elapsed / fraction - elapsed)} left" if fraction > 0 else ""
            line = f"\r  [{'#' * filled}{'.' * (self.WIDTH - filled)}] {100 * fraction:5.1f}%  {done}{left}"
        self._stream.write(line)
        self._stream.flush()
        self._shown = True

    def _fraction(self, result: Any, elapsed: float) -> float | None:
        progress = getattr(result, "progress", None)
        if isinstance(progress, (int, float)) and not isinstance(progress, bool):
            return min(max(float(progress), 0.0), 1.0)
        if self._trials:
            return min(_trials_of(result) / self._trials, 1.0)
        if self._time_limit:
            return min(elapsed / self._time_limit, 1.0)
        return None

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


def _trials_of(result: Any) -> int:
    trials = getattr(result, "trials", 0)
    return int(trials) if isinstance(trials, (int, float)) else 0


def _category_probabilities(entry: Any) -> dict[int, float]:
    """Hand code 1..10 -> probability, from a list of 10 (codes 1..10), 11 (index = code) or a mapping."""
    if isinstance(entry, Mapping):
        return {int(code): float(p) for code, p in entry.items()}
    values = [float(p) for p in entry]
    offset = 1 if len(values) == 10 else 0
    return {k + offset: p for k, p in enumerate(values) if 1 <= k + offset <= 10}


def _percent(value: float) -> str:
    return f"{100 * value:7.3f}%"


def format_table(request: EquityRequest, result: Any, interrupted: bool = False) -> str:
    """The result as readable text: one row per player, then the hand-category distribution."""
    exact = bool(getattr(result, "exact", False))
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
    stderr = list(getattr(result, "stderr", []) or [])
    header = f"{'#':>2}  {'player':<{width}}  {'equity':>8}  {'win':>8}  {'tie':>8}"
    if not exact:
        header += f"  {'stderr':>8}"
    lines.append(header)
    for k, hand in enumerate(request.hands):
        row = (
            f"{k + 1:>2}  {hand:<{width}}  {_percent(result.equity[k])}  {_percent(result.win[k])}  "
            f"{_percent(result.tie[k])}"
        )
        if not exact and k < len(stderr):
            row += f"  {_percent(stderr[k])}"
        lines.append(row)
    categories = getattr(result, "categories", None)
    if categories:
        table = [_category_probabilities(entry) for entry in categories]
        lines.append("")
        lines.append("hand categories (probability of ending with each):")
        column = max(8, *(min(len(h), 12) for h in request.hands))
        lines.append(f"{'':<16}" + "".join(f"  {str(k + 1):>{column}}" for k in range(len(table))))
        for code in range(1, 11):
            if all(t.get(code, 0.0) == 0.0 for t in table):
                continue
            cells = "".join(f"  {100 * t.get(code, 0.0):>{column - 1}.3f}%" for t in table)
            lines.append(f"{_CATEGORY_NAMES[code - 1]:<16}{cells}")
        if len(request.hands) == 1:  # one player's equity is always 100%: the categories are the answer
            table_end = table_start + 2  # the header and the one row; a blank line follows
            lines = lines[:table_start] + lines[table_end + 1 :] + [""] + lines[table_start:table_end]
    return "\n".join(lines) + "\n"


def _jsonable(value: Any) -> Any:
    """JSON-safe copy: NaN/inf become None, tuples lists, NumPy scalars plain numbers."""
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if hasattr(value, "tolist"):
        return _jsonable(value.tolist())
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value


def format_json(request: EquityRequest, result: Any, interrupted: bool = False) -> str:
    data = dict(result.to_dict())
    data.setdefault("hands", list(request.hands))
    data.setdefault("board", request.board)
    data.setdefault("dead", request.dead)
    data.setdefault("game", request.game)
    data["interrupted"] = interrupted
    data["summary"] = result.summary
    return json.dumps(_jsonable(data), indent=2) + "\n"


def run_equity(
    request: EquityRequest,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
    equity: Callable[..., Any] | None = None,
) -> int:
    """Runs the calculation; returns the exit code (130 after Ctrl-C, with the partial result shown)."""
    stdout = stdout if stdout is not None else sys.stdout
    stderr = stderr if stderr is not None else sys.stderr
    if equity is None:
        import holdEm

        equity = getattr(holdEm, "equity", None)
        if equity is None:
            stderr.write("holdem equity: this build of holdEm has no equity calculator (holdEm.equity is missing)\n")
            return 1
    bar = ProgressBar(stderr, request.trials, request.time_limit) if _is_terminal(stderr) else None
    latest: list[Any] = []

    def callback(result_so_far: Any) -> bool:
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
