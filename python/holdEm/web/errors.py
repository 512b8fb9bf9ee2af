"""The API's error answers: the status, the message, and the field of the request at fault.

Every error is answered as ``{"error": "...", "field": "board"}``; ``field`` names the
request's field at fault (a body field, or a query parameter) when one is, and ``index``
(from 0) the player when the fault is one player's hand.  A client (the page) can put the
message next to the input at fault without reading the message's words.

The body checks (:mod:`holdEm.web.bodies`) know their field; the engine's ``ValueError``
texts name it in words (``player 2: ...``, ``board: ...``, ``dead cards: ...``), which
:func:`field_of` reads back.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any

from holdEm.web.limits import ClientGone, Overloaded, TooMuchWork

log = logging.getLogger("holdEm.web")


class BadRequest(Exception):
    """A request refused before any computation: ``status`` (4xx), ``reason``, and the ``field``
    (and player ``index``) at fault when there is one."""

    def __init__(self, status: int, reason: str, field: str | None = None, index: int | None = None) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason
        self.field = field
        self.index = index


@dataclass(frozen=True)
class ErrorAnswer:
    """What an error is answered with: ``status`` and the JSON ``body``."""

    status: int
    message: str
    field: str | None = None
    index: int | None = None

    @property
    def body(self) -> dict[str, Any]:
        out: dict[str, Any] = {"error": self.message}
        if self.field is not None:
            out["field"] = self.field
        if self.index is not None:
            out["index"] = self.index
        return out


_PLAYER = re.compile(r"^player (\d+):")
# The engine's messages that name a field in words, by the field they name (first match wins).
_FIELD_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("board", re.compile(r"^board:|\ba board\b|\bthe board must\b")),
    ("dead", re.compile(r"^dead cards:|\bboth on the board and dead\b")),
    ("exact", re.compile(r"^exact enumeration is too large")),
    (
        "hands",
        re.compile(
            r"^(next-card equity is too large|the next-card table: these \d+ hands make about|too many players"
            r"|no deal is possible|the ranges almost never fit together|this breakdown is too large)"
        ),
    ),
    ("range", re.compile(r"^(invalid range (item|block)|empty range|no combo of the range|the range holds)")),
    ("select", re.compile(r"^(unknown hit class|'\+' follows a made hand|name at least one hit class)")),
    # push/fold and ICM (holdEm.push_fold, holdEm.icm): a blind's or another player's stack too
    # small for what it posts is the stacks' fault
    ("stack", re.compile(r"^stack must")),
    ("ante", re.compile(r"^ante must")),
    ("small_blind", re.compile(r"^small_blind must")),
    ("big_blind", re.compile(r"^big_blind must")),
    (
        "stacks",
        re.compile(r"^(stacks (must|are)|the (small|big) blind must have more|every other player must have more)"),
    ),
    ("payouts", re.compile(r"^(payouts must|\d+ payouts for \d+ players?)")),
)


# The library's words for its Python callers, said as an API client sets the same thing.
_API_WORDS = (
    ("(exact=False)", "(exact: false)"),
    ("use Monte Carlo (exact: false)", "sample it (exact: false)"),
    ("next_card: ", "the next-card table: "),
    ("(holdEm.equity estimates such spots by Monte Carlo)", "(an equity calculation samples such spots)"),
)


def field_of(message: str, fields: tuple[str, ...]) -> tuple[str | None, int | None]:
    """The field (and player index) that an engine message names, among the request's ``fields``."""
    player = _PLAYER.match(message)
    if player and "hands" in fields:
        return "hands", int(player.group(1)) - 1
    for field, words in _FIELD_WORDS:
        if field in fields and words.search(message):
            return field, None
    return None, None


def classify(error: BaseException, fields: tuple[str, ...] = ()) -> ErrorAnswer:
    """The answer to an exception raised while answering a request with these body ``fields``."""
    if isinstance(error, BadRequest):
        return ErrorAnswer(error.status, error.reason, error.field, error.index)
    if isinstance(error, ValueError):  # the engine's checks: the message names the bad token
        message = str(error) or type(error).__name__
        for library, api in _API_WORDS:
            message = message.replace(library, api)
        return ErrorAnswer(400, message, *field_of(message, fields))
    if isinstance(error, TooMuchWork):
        return ErrorAnswer(422, str(error))
    if isinstance(error, Overloaded):
        return ErrorAnswer(503, str(error))
    if isinstance(error, ClientGone):
        return ErrorAnswer(499, "the client closed the request")
    log.exception("unexpected error", exc_info=error)
    return ErrorAnswer(500, f"internal error ({type(error).__name__}); the server goes on")
