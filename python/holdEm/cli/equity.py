"""``holdem equity``: run ``holdEm.equity`` and show its result as a table or JSON.

The calculation is ``holdEm.equity`` (looked up when the command runs, so tests
can stand in for it); its callback draws the progress bar and keeps the latest
partial result, shown if Ctrl-C stops the run.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from holdEm._players import column_label
from holdEm.cli.arg_types import MAX_TRIALS_TEXT, positive_float, trials
from holdEm.cli.progress import ProgressBar, is_terminal
from holdEm.cli.subcommand import (
    add_board_flag,
    add_game_flag,
    add_plot_flag,
    add_seed_flag,
    add_threads_flag,
    add_time_limit_flag,
    as_flags,
    write_plot,
)
from holdEm.equity import CATEGORY_NAMES, EquityResult, category_order
from holdEm.games import HOLE_CARDS

#: Exit code after Ctrl-C (128 + SIGINT), as shells report it.
EXIT_INTERRUPTED = 130
#: Deals past which --target-stderr alone gets a note: minutes of Monte Carlo on a few cores.
LONG_RUN_DEALS = 1e10


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
    brief: bool = False
    plot: str | None = None


EQUITY_EXAMPLES = """\
A hand is exact hole cards (AsKs, one argument per player), one known card
(As), a range (QQ+,AKs,A2s-A5s,KQo,AK:0.5,JJ:50%,[25]TT-77[/25]) or
"random"; `python -c "help('holdEm.parse_range')"` shows the range grammar.
An Omaha hand may also be a range of patterns (AA:xxyy,KK!KKK, RROO, AxKx);
`python -c "help('holdEm.omaha_hands')"` shows that grammar.

examples:
  holdem equity AsKs QhQd
  holdem equity AsKs QhQd --board 5h6sTd
  holdem equity "15%" AKs --exact
  holdem preflop AKs
  holdem range "15%,76s"
  holdem equity "QQ+,AKs" random random --trials 10000000 --threads 0 --seed 1
  holdem equity AhKh 7c7d --dead 2s3s --exact
  holdem equity AsKsQdJd 7c7d8h9h --game omaha
  holdem equity "AA:xxyy" "KK,QQ" --board 7c8d2h --game omaha
  holdem equity AsKs 9h9d --board 6c7dTh --game shortdeck
  holdem equity Ah2h3d4d KsKdQhJh --board 7c8d9s --game omaha-hilo
  holdem equity AsKs QhQd --json
  holdem equity AsKs QhQd --brief        # one line: AsKs 46.214%  QhQd 53.786%
  holdem equity AsKs QhQd --board 5h6sTd --plot categories.png   # also a picture
Ctrl-C stops a long run and prints the result so far (exit code 130).
"""


def add_parsers(commands: Any) -> None:
    """Adds ``equity`` to the subcommand parsers."""
    equity = commands.add_parser(
        "equity",
        help="each player's chance to win (exact or Monte Carlo)",
        description="Equity, win and tie chances per player, and the hand-category distribution.",
        epilog=EQUITY_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    equity.add_argument("hands", nargs="+", metavar="HAND", help="one per player: AsKs, As, a range, or random")
    add_board_flag(equity, default="", help="0 to 5 known board cards, e.g. 5h6sTd")
    equity.add_argument("--dead", default="", help="cards known to be out of play")
    add_game_flag(equity)
    method = equity.add_mutually_exclusive_group()
    method.add_argument("--exact", action="store_true", help="enumerate every deal")
    method.add_argument(
        "--trials",
        type=trials,
        default=None,
        help=f"Monte Carlo with this many trials (1 to {MAX_TRIALS_TEXT}; 1e6 works)",
    )
    equity.add_argument(
        "--target-stderr",
        type=positive_float,
        default=None,
        help="Monte Carlo: deal until each player's standard error is at most this fraction (0.001 = 0.1 points; "
        "--trials or --time-limit bound it too)",
    )
    add_time_limit_flag(
        equity, help="stop after this many seconds: Monte Carlo, or an exact run (then an estimate from the part done)"
    )
    add_threads_flag(equity)
    add_seed_flag(equity, seeds="of the Monte Carlo run: the same result for any --threads")
    output = equity.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="machine-readable output")
    output.add_argument(
        "--brief", action="store_true", help="the answer in one line: each hand and its equity (± its standard error)"
    )
    add_plot_flag(equity, picture="each player's hand categories")
    equity.set_defaults(run=cmd_equity)


def _card_count(text: str) -> int:
    """How many cards a player's text is, when it is cards alone (0 for anything else)."""
    import holdEm

    try:
        return len(holdEm.parse_cards(text))
    except (ValueError, TypeError):
        return 0


def _cards_notes(hand: str, game: str) -> list[str]:
    """Notes on one player given as cards: too few for an Omaha hand (the rest are dealt at
    random), or two-card hands side by side in one argument (read as a range of them)."""
    hole, count, text = HOLE_CARDS.get(game, 2), _card_count(hand), hand.strip()
    if hole > 2 and 1 < count < hole:
        dealt = f"the other {hole - count} are dealt at random"
        return [f"note: {text} is {count} cards and a hand in {game} has {hole}: {dealt}"]
    pieces = text.split()
    if hole == 2 and "," not in text and len(pieces) > 1 and all(_card_count(p) == 2 for p in pieces):
        return [
            f"note: '{text}' is one player holding one of {count // 2} hands (a range); "
            f"give each player an argument of its own: {text}"
        ]
    return []


def equity_notes(hands: Sequence[str], game: str) -> list[str]:
    """Lines for stderr about a command line that may not mean what it looks like."""
    notes = []
    hole = HOLE_CARDS.get(game, 2)
    single = [_card_count(h) == 1 for h in hands]
    k = 0
    while k < len(hands):
        end = k
        while end < len(hands) and single[end]:
            end += 1
        if end - k >= 2:  # "Ah Kd": two players with one known card each, rarely what is meant
            run = [h.strip() for h in hands[k:end]]
            together = " ".join("".join(run[i : i + hole]) for i in range(0, len(run), hole))
            notes.append(
                f"note: {' '.join(run)} are read as {len(run)} players, each with one known card and "
                f"{hole - 1} random card{'s' if hole > 2 else ''}; write a player's cards together, like {together}"
            )
        k = max(end, k + 1)
    notes += [note for h in hands for note in _cards_notes(h, game)]
    if len(hands) == 1 and hands[0].strip():  # (a blank one is refused: no note before the error)
        notes.append(
            "note: with one player the equity is always 100%; "
            "the useful figures are the hand-category odds (shown first)"
        )
    return notes


def stderr_note(target: float | None, trials: int | None, time_limit: float | None) -> str | None:
    """A note when --target-stderr alone asks for more deals than a run of minutes deals: an
    equity's standard error is at most 0.5 / sqrt(deals)."""
    if target is None or trials is not None or time_limit is not None:
        return None
    deals = (0.5 / target) ** 2
    if deals < LONG_RUN_DEALS:
        return None
    return (
        f"note: a standard error of {target:g} may take up to {deals:.1e} deals; "
        "--time-limit or --trials bounds the run (Ctrl-C stops it with the figures so far)"
    )


def cmd_equity(args: argparse.Namespace) -> int:
    """``holdem equity``: the notes on a command line that may not mean what it looks like, then the run."""
    notes = equity_notes(args.hands, args.game)
    long_run = stderr_note(args.target_stderr, args.trials, args.time_limit)
    for note in notes + ([long_run] if long_run else []):
        print(f"holdem equity: {note}", file=sys.stderr)
    request = EquityRequest(
        hands=list(args.hands), board=args.board, dead=args.dead, game=args.game,
        exact=True if args.exact else (False if args.trials is not None else None), trials=args.trials,
        target_stderr=args.target_stderr, time_limit=args.time_limit, threads=args.threads, seed=args.seed,
        as_json=args.json, brief=args.brief, plot=args.plot,
    )  # fmt: skip
    import holdEm

    return run_equity(request, equity=holdEm.equity)


def _no_figures(result: EquityResult) -> str:
    """Why a run has no figures, and what to do."""
    if result.enumerated:
        return (
            f"the time limit ran out at {100 * result.progress:.1f}% of the exact enumeration, too early "
            "to estimate from: give more time, or --trials for Monte Carlo"
        )
    return (
        "the time limit ran out before Monte Carlo's first deals were done (the ranges seldom fit together: "
        "a deal takes many draws): give more time, or narrow the ranges"
    )


def _percent(value: float) -> str:
    return f"{100 * value:7.3f}%"


def format_table(request: EquityRequest, result: EquityResult, interrupted: bool = False) -> str:
    """The result as readable text: one row per player, then the hand-category distribution."""
    lines = []
    title = f"{request.game}, board {result.board or '-'}"  # the cards as read: 5h6sTd for 5H6STD
    if result.dead:
        title += f", dead {result.dead}"
    lines.append(f"{title}: {result.summary}")
    if interrupted:
        lines.append("INTERRUPTED: partial result" if result.has_figures else "INTERRUPTED")
    if not result.has_figures:
        return "\n".join(lines) + "\n"
    table_start = len(lines)
    labels = [column_label(h) for h in request.hands]
    width = max([len("player")] + [len(h) for h in labels])
    hilo = result.low_frequency is not None
    # The result's own columns: equity, win, tie (hi-lo: scoop, split, hi, lo), a sampled run's stderr.
    columns = result._columns()
    lines.append(f"{'#':>2}  {'player':<{width}}" + "".join(f"  {name:>8}" for name, _ in columns))
    for k, hand in enumerate(labels):
        # (no standard error from a single deal: NaN, shown as a dash)
        cells = "".join(f"  {_percent(v[k]) if math.isfinite(v[k]) else '-':>8}" for _, v in columns)
        lines.append(f"{k + 1:>2}  {hand:<{width}}" + cells)

    if result.categories:
        table = result.categories  # per player, hand code 1..10 at index code - 1
        lines.append("")
        lines.append("hand categories (probability of ending with each):")
        column = max(8, *(min(len(h), 12) for h in request.hands))
        # Each player's number and hand, as in the rows above (cut, two hands could read the same).
        heads = [f"{k + 1} {column_label(h, column - 2)}" for k, h in enumerate(request.hands)]
        lines.append(f"{'':<16}" + "".join(f"  {head:>{column}}" for head in heads))
        for code in category_order(result.game):
            if all(t[code - 1] == 0.0 for t in table):
                continue
            cells = "".join(f"  {100 * t[code - 1]:>{column - 1}.3f}%" for t in table)
            lines.append(f"{CATEGORY_NAMES[code - 1]:<16}{cells}")
        if len(request.hands) == 1:  # one player's equity is always 100%: the categories are the answer
            table_end = table_start + 2  # the header and the one row; a blank line follows
            lines = lines[:table_start] + lines[table_end + 1 :] + [""] + lines[table_start:table_end]
    if hilo and result.low_frequency is not None:
        lines.append("")
        lines.append(f"a low qualifies on {100 * result.low_frequency:.3f}% of boards; equity = hi + lo")
    return "\n".join(lines) + "\n"


def format_brief(request: EquityRequest, result: EquityResult, interrupted: bool = False) -> str:
    """The answer in one line: each hand and its equity, with its standard error where sampled
    (``AsKs 46.214%  QhQd 53.786%``); nothing without figures (the error line says why)."""
    if not result.has_figures:
        return ""
    cells = []
    for k, hand in enumerate(request.hands):
        cell = f"{column_label(hand)} {100 * result.equity[k]:.3f}%"
        if not result.exact and math.isfinite(result.stderr[k]):  # (no standard error from a single deal)
            cell += f" ±{100 * result.stderr[k]:.3f}%"
        cells.append(cell)
    return "  ".join(cells) + (" (interrupted: the figures so far)" if interrupted else "") + "\n"


def format_json(request: EquityRequest, result: EquityResult, interrupted: bool = False) -> str:
    """The result as JSON: its fields (``EquityResult.to_dict``), whether Ctrl-C stopped it, a summary line."""
    data = result.to_dict()
    data["interrupted"] = interrupted
    data["summary"] = result.summary
    return json.dumps(data) + "\n"  # one line, as every command's --json


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
    bar = ProgressBar(stderr) if is_terminal(stderr) else None
    latest: list[EquityResult] = []

    def callback(result_so_far: EquityResult) -> bool:
        latest[:] = [result_so_far]
        if bar is not None:
            bar.update(result_so_far)
        return True

    render = format_json if request.as_json else format_brief if request.brief else format_table
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
        stderr.write(f"holdem equity: error: {as_flags(str(error))}\n")
        return 2
    if bar is not None:
        bar.close()
    stdout.write(render(request, result))
    if not result.has_figures:  # as the other subcommands whose time limit runs out, though the output says so too
        stderr.write(f"holdem equity: error: {_no_figures(result)}\n")
        return 2
    if request.plot is None:
        return 0
    from holdEm.plot import plot_categories

    stdout.flush()  # the text first, then any error about the picture
    return write_plot(lambda: plot_categories(result), request.plot)
