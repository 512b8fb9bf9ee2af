"""Argument types of the command line: numbers checked where they enter, and game names.

Each raises ``argparse.ArgumentTypeError`` naming what is wrong, so that
argparse reports ``holdem equity: error: argument --trials: ...``.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation
from pathlib import Path

from holdEm import _core
from holdEm.games import SAME_GAMES, equity_game, games_spelled

#: The core's limit on Monte Carlo trials (EquityOptions::kMaxTrials).
MAX_TRIALS: int = _core.MAX_TRIALS
MAX_TRIALS_TEXT = f"2**{MAX_TRIALS.bit_length() - 1}"  # a power of two


def shown(text: str) -> str:
    """A user's text quoted for an error message, cut to 30 characters."""
    return repr(text if len(text) <= 30 else text[:27] + "...")


def shown_path(text: str) -> str:
    """A path quoted for an error message: whole up to 200 characters (which folder is missing is
    often in its middle), else its start and its end."""
    return repr(text if len(text) <= 200 else text[:120] + "..." + text[-77:])


def whole_number(text: str) -> int:
    """An integer, also written as 1e6 or 1_000_000 or 2.5e3, as long as it is whole."""
    try:
        return int(text)
    except ValueError:  # not an integer literal, or too many digits for int()
        pass
    try:
        number = Decimal(text.strip())
    except InvalidOperation:
        number = None
    if number is None or not number.is_finite() or number != number.to_integral_value():
        raise argparse.ArgumentTypeError(f"must be an integer (like 1000000 or 1e6), got {shown(text)}")
    if number.adjusted() > 100:  # 1e999999999 would take forever to build
        raise argparse.ArgumentTypeError(f"is far too large, got {shown(text)}")
    return int(number)


def non_negative(text: str) -> int:
    """An integer >= 0 (``--threads``: 0 is every core)."""
    value = whole_number(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be >= 0, got {shown(text)}")
    return value


def trials(text: str) -> int:
    """``--trials``: a whole number of deals, 1 to 2**50 (1e6 and 1_000_000 too)."""
    value = whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"trials must be positive (1 to {MAX_TRIALS_TEXT}), got {shown(text)}")
    if value > MAX_TRIALS:
        limit = f"{MAX_TRIALS_TEXT} ({MAX_TRIALS:,})"
        raise argparse.ArgumentTypeError(f"trials must be at most {limit}, got {shown(text)}")
    return value


def positive_float(text: str) -> float:
    """A number above 0 (``--time-limit``, ``--target-stderr``)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number > 0, got {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be > 0, got {shown(text)}")
    return value


def game(text: str) -> str:
    """--game: a game of equity in any case, or an alias like PLO (every game of equity has a hit
    report too; the hi-lo games add the low half)."""
    name = equity_game(text)
    if name is None:
        raise argparse.ArgumentTypeError(f"unknown game {shown(text)}: use {games_spelled()}")
    return name


def game_among(names: Sequence[str]) -> Callable[[str], str]:
    """--game of a subcommand that plays only ``names``: any case, an alias (``plo8``) or another
    name of the same game (``plo4`` for ``omaha``); anything else is refused naming the text as
    given (argparse's ``choices`` would name it after the alias was resolved)."""

    def read(text: str) -> str:
        name = equity_game(text) or text.strip().lower()
        if name not in names:
            name = SAME_GAMES.get(name, name)
        if name not in names:
            raise argparse.ArgumentTypeError(f"invalid choice: {shown(text)} (choose from {', '.join(names)})")
        return name

    return read


def game_choices(names: Sequence[str]) -> str:
    """The usage line's ``{holdem,shortdeck,...}`` for a --game of :func:`game_among`."""
    return "{" + ",".join(names) + "}"


def player_number(text: str) -> int:
    """A player counted from 1, as the tables and error messages count them."""
    value = whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"players count from 1, got {shown(text)}")
    return value


def port_number(text: str) -> int:
    """A TCP port, 0..65535 (0: the system picks a free one)."""
    value = whole_number(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"must be a port number 0..65535, got {shown(text)}")
    return value


def host_address(text: str) -> str:
    """--host of serve: a name or address; an empty one would make the server listen on every
    interface, so it is refused (0.0.0.0 says that on purpose)."""
    name = text.strip()
    if not name:
        raise argparse.ArgumentTypeError("is empty: give an address like 127.0.0.1 (0.0.0.0 for every interface)")
    return name


def output_file(text: str) -> str:
    """A file to write: named, not a folder, in a folder that is there (or a device like /dev/null)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the file name is empty")
    path = Path(text)
    try:
        if text.endswith(("/", os.sep)) or path.is_dir():
            raise argparse.ArgumentTypeError(f"{shown_path(text)} is a folder: give a file name")
        if not path.parent.is_dir():
            raise argparse.ArgumentTypeError(f"the folder {shown_path(str(path.parent))} does not exist")
    except OSError as error:  # a name too long, a folder that may not be searched
        raise argparse.ArgumentTypeError(f"cannot use {shown_path(text)}: {error.strerror or error}") from None
    return text


def positive_count(text: str) -> int:
    """A whole number >= 1 (how many of something)."""
    value = whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {shown(text)}")
    return value
