"""What the analysis subcommands share: how one is registered, and how its result is written."""

from __future__ import annotations

import argparse
import io
import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from holdEm._files import write_whole
from holdEm.cli.arg_types import output_file, shown

#: What --plot says when matplotlib cannot be imported.
PLOT_NEEDS = "needs matplotlib: pip install 'holdEm[plot]'"


class _Result(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


#: The library's argument names in its messages, as the command line spells them.
FLAG_NAMES = {
    "time_limit": "--time-limit",
    "target_stderr": "--target-stderr",
    "small_blind": "--small-blind",
    "big_blind": "--big-blind",
    "ante must": "--ante must",  # (the word alone is also the ante itself: "plus the ante")
    "shard_size": "--shard-size",
    "exact=True": "--exact",
    "(exact=False or None)": "(without --exact)",
    "(exact=False)": "(drop --exact, or use --trials N instead)",
}
# Whole names only (not "my_time_limit"), the longer of two that start alike first.
_FLAG_PATTERN = re.compile(
    r"(?<![\w-])(" + "|".join(map(re.escape, sorted(FLAG_NAMES, key=len, reverse=True))) + r")(?![\w=])"
)


def as_flags(message: str) -> str:
    """A library message with its argument names spelled as the command line's flags."""
    return _FLAG_PATTERN.sub(lambda m: FLAG_NAMES[m.group(1)], message)


def add_subcommand(commands: Any, name: str, *, summary: str, about: str, examples: str) -> argparse.ArgumentParser:
    """A subcommand parser with its one-line summary, description and examples (kept as written)."""
    return commands.add_parser(
        name, help=summary, description=about, epilog=examples, formatter_class=argparse.RawDescriptionHelpFormatter
    )


def add_output_flag(parser: argparse.ArgumentParser) -> None:
    """``--json`` of the subcommands that print a result."""
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def add_game_flag(parser: argparse.ArgumentParser) -> None:
    """``--game`` of the subcommands that play every game of holdEm.equity."""
    from holdEm.cli.arg_types import game

    parser.add_argument(
        "--game",
        type=game,
        default="holdem",
        help="holdem (default), omaha (= plo, plo4), plo5, plo6, shortdeck (6+: straight beats trips), "
        "shortdeck-triton (trips beat a straight), omaha-hilo (= omaha8, plo8, plo-hilo, plo4-hilo), plo5-hilo, "
        "plo6-hilo (eight or better); any case",
    )


def add_two_card_game_flag(parser: argparse.ArgumentParser) -> None:
    """``--game`` of the subcommands that play Hold'em or short deck."""
    from holdEm.cli.arg_types import game_among, game_choices
    from holdEm.games import TWO_CARD_DECKS

    parser.add_argument(
        "--game",
        type=game_among(tuple(TWO_CARD_DECKS)),
        metavar=game_choices(tuple(TWO_CARD_DECKS)),
        default="holdem",
        help="holdem (default) or a short-deck game; any case",
    )


def add_ranked_game_flag(parser: argparse.ArgumentParser) -> None:
    """``--game`` of ``holdem preflop``: Hold'em or short deck, or (with ``--ranking``) a ranked Omaha game."""
    from holdEm.cli.arg_types import game_among, game_choices
    from holdEm.games import TWO_CARD_DECKS
    from holdEm.omaha_range import RANKED_OMAHA_GAMES

    games = (*TWO_CARD_DECKS, *RANKED_OMAHA_GAMES)
    parser.add_argument(
        "--game",
        type=game_among(games),
        metavar=game_choices(games),
        default="holdem",
        help="holdem (default); with --ranking also shortdeck, shortdeck-triton, omaha (= plo, plo4), "
        "omaha-hilo (= omaha8, plo8, plo-hilo, plo4-hilo), plo5, plo5-hilo; any case",
    )


def add_board_flag(parser: argparse.ArgumentParser, **kwargs: Any) -> None:
    """``--board`` (also ``-b``) of the subcommands that take a board."""
    parser.add_argument("-b", "--board", **kwargs)


def add_threads_flag(parser: argparse.ArgumentParser) -> None:
    """``--threads`` as ``holdem equity`` takes it."""
    from holdEm.cli.arg_types import non_negative

    parser.add_argument("--threads", type=non_negative, default=0, help="worker threads, 0 = every core (default)")


def add_seed_flag(parser: argparse.ArgumentParser, *, seeds: str) -> None:
    """``--seed`` of the subcommands that sample: any int, as the library takes it; ``seeds`` says what."""
    parser.add_argument("--seed", type=int, default=None, help=f"seed {seeds}")


def add_time_limit_flag(
    parser: argparse.ArgumentParser, *, help: str = "give up (exit code 2) after this many seconds"
) -> None:
    """``--time-limit`` in seconds; ``help`` says what the subcommand does at the limit."""
    from holdEm.cli.arg_types import positive_float

    parser.add_argument("--time-limit", type=positive_float, default=None, help=help)


def write_result(result: _Result, as_json: bool, more: dict[str, Any] | None = None) -> int:
    """The result on standard output, as its readable text or as JSON (``to_dict``, with ``more``'s
    keys added); exit code 0."""
    if as_json:
        json.dump({**result.to_dict(), **(more or {})}, sys.stdout)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(f"{result}\n")
    return 0


def _plot_path(text: str) -> str:
    """``--plot FILE``: refused while the command line is read (before any long calculation) when
    matplotlib is missing, or when FILE could not be written as a picture: a folder, in a folder
    that is not there, or without a picture format's extension (matplotlib would add ``.png``)."""
    try:
        import matplotlib  # noqa: F401  (first: the submodule alone may be cached without it)
        from matplotlib.backend_bases import FigureCanvasBase
    except ImportError:
        raise argparse.ArgumentTypeError(PLOT_NEEDS) from None
    output_file(text)
    formats = FigureCanvasBase.get_supported_filetypes()
    if Path(text).suffix.lower().lstrip(".") not in formats:
        known = ", ".join(f".{name}" for name in sorted(formats))
        raise argparse.ArgumentTypeError(f"{shown(text)}: name the picture's format by its extension ({known})")
    return text


def add_plot_flag(parser: argparse.ArgumentParser, *, picture: str) -> None:
    """``--plot FILE``: also draw ``picture`` (holdEm.plot) into FILE, its format by its extension."""
    parser.add_argument(
        "--plot",
        type=_plot_path,
        default=None,
        metavar="FILE",
        help=f"also write {picture} to FILE (.png, .svg, .pdf; needs pip install 'holdEm[plot]')",
    )


def write_plot(figure_factory: Callable[[], Any], path: str | None) -> int:
    """Saves the figure that ``figure_factory()`` draws to ``path`` (nothing when it is None); exit
    code 0, or 2 with a message on standard error when matplotlib cannot be imported.  The picture
    is drawn in memory, then written whole (a full disk leaves no truncated picture, nor a file
    it replaced half overwritten); an OSError names the file."""
    if path is None:
        return 0
    try:
        figure = figure_factory()
    except ImportError:
        sys.stderr.write(f"holdem: error: --plot {PLOT_NEEDS}\n")
        return 2
    picture = io.BytesIO()
    figure.savefig(picture, format=Path(path).suffix.lower().lstrip("."))
    try:
        write_whole(path, lambda file: file.write(picture.getbuffer()))
    except OSError as error:
        raise OSError(f"cannot write the picture to {path!r}: {error.strerror or error}") from None
    return 0
