"""The original comparator's line protocol, answered by the C++ core.

A line is ``BOARD HAND HAND ...`` (board of 5 cards run together, hands of 2
cards for Hold'em or 4 for Omaha); the answer lists the hands from weakest to
strongest, hands of equal strength in plain alphabetical order of their text.
``game="shortdeck"`` or ``"shortdeck-triton"`` ranks 2-card hands of the
36-card deck by the short-deck order; ``game="omaha-hilo"`` answers the
4-card hands in high order, then `` | `` and the hands that make an
eight-or-better low, weakest low first (``-`` when no hand makes one).
"""

from __future__ import annotations

import io
import sys
from typing import BinaryIO, Callable, cast

from holdEm import _core

#: Bytes asked of the input per read; a pipe returns what it holds, at most this.
READ_SIZE = 1 << 20
#: The comparator's games: name -> (five_card_draw, the core's game name).
GAMES = {
    "holdem": (False, ""),
    "five-card-draw": (True, ""),
    "shortdeck": (False, "shortdeck"),
    "shortdeck-triton": (False, "shortdeck-triton"),
    "omaha-hilo": (False, "omaha-hilo"),
}
#: Longest line the comparator answers (and the validator checks); a longer one is an error, not buffered.
MAX_LINE: int = _core._StreamComparator.MAX_LINE


def compare_line(line: str, *, ties_equals: bool = False, game: str = "holdem") -> str:
    """The comparator's answer to one line.

    >>> compare_line("9sTh4d4s7s 7h5s QsAs")
    '7h5s QsAs'

    ``game="five-card-draw"`` takes 5-card hands and no board.  Raises
    ``ValueError`` naming the problem for a bad line.
    """
    draw, name = _game(game)
    answer, _ = _core._compare_line(line, ties_equals=ties_equals, five_card_draw=draw, game=name)
    return answer


def describe_line(line: str, *, game: str = "holdem") -> str:
    """Each hand of a line, weakest first, as ``HAND|BEST5->SCORE|`` (the original's ``--dbg``)."""
    draw, name = _game(game)
    _, debug = _core._compare_line(line, five_card_draw=draw, debug=True, game=name)
    return debug


def _game(game: str) -> tuple[bool, str]:
    """(five_card_draw, the core's game name) of a comparator game (any case, spaces around it, as
    every ``game=`` of the library)."""
    name = game.strip().lower() if isinstance(game, str) else None
    if name not in GAMES:
        raise ValueError(f"game must be one of {', '.join(repr(g) for g in GAMES)}, got {game!r}")
    return GAMES[name]


def binary_writer(stream: object) -> Callable[[bytes], None]:
    """A function writing bytes to a text or binary stream and flushing it."""
    target = getattr(stream, "buffer", None)
    if target is None and not isinstance(stream, io.TextIOBase):
        target = stream  # a binary stream itself
    if target is not None:

        def write_binary(data: bytes) -> None:
            target.write(data)
            target.flush()

        return write_binary

    def write_text(data: bytes) -> None:
        stream.write(data.decode("utf-8", "replace"))  # type: ignore[attr-defined]
        stream.flush()  # type: ignore[attr-defined]

    return write_text


def binary_reader(stream: object) -> Callable[[int], bytes]:
    """A function returning what a stream has available (blocking only for the first byte)."""
    source = cast(BinaryIO, getattr(stream, "buffer", stream))
    read1 = getattr(source, "read1", None)
    return read1 if read1 is not None else source.read


def run_compare(
    *,
    ties_equals: bool = False,
    game: str = "holdem",
    debug: bool = False,
    stdin: object | None = None,
    stdout: object | None = None,
    stderr: object | None = None,
) -> int:
    """Answers every line of stdin on stdout as it arrives; returns 1 if any line was bad, else 0.

    Input is read in chunks of whatever the pipe holds, every complete line of
    a chunk is answered in C++, and the answers are flushed before the next
    read, so a slow writer gets each answer as soon as its line is complete.
    """
    draw, name = _game(game)
    comparator = _core._StreamComparator(ties_equals=ties_equals, five_card_draw=draw, debug=debug, game=name)
    read = binary_reader(stdin if stdin is not None else sys.stdin)
    write_out = binary_writer(stdout if stdout is not None else sys.stdout)
    write_err = binary_writer(stderr if stderr is not None else sys.stderr)

    def emit(answers: bytes, diagnostics: bytes) -> None:
        if diagnostics:
            write_err(diagnostics)
        if answers:
            write_out(answers)

    while True:
        data = read(READ_SIZE)
        if not data:
            break
        emit(*comparator.feed(data))
    emit(*comparator.finish())
    if comparator.errors:
        write_err(f"holdem compare: {comparator.errors} of {comparator.lines} lines were bad\n".encode())
        return 1
    return 0
