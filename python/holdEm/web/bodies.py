"""Reading and checking request bodies: size, JSON, and each field's type and bounds.

Every check raises :class:`BadRequest` with the status to answer and a reason that
names the field; the engine's own checks (cards, ranges, games) come later and
raise ``ValueError`` with the bad token, which the handlers answer 400 too.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from holdEm.games import GAME_SPELLINGS, TWO_CARD_DECKS, equity_game
from holdEm.web.limits import ServerLimits


class BadRequest(Exception):
    """A request refused before any computation: ``status`` (4xx) and ``reason``."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason


async def read_json(request: Any, limits: ServerLimits) -> dict[str, Any]:
    """The body as a JSON object, refused with 413 past ``limits.max_body`` bytes: by its
    Content-Length first, then by counting the bytes as they stream in (a chunked body
    or a false length)."""
    declared = request.headers.get("content-length")
    if declared is not None:
        try:
            size = int(declared)
        except ValueError:
            raise BadRequest(400, f"Content-Length is not a number: {declared[:40]!r}") from None
        if size > limits.max_body:
            raise BadRequest(413, f"the body is {size} bytes, more than the {limits.max_body} allowed")
    chunks, total = [], 0
    async for chunk in request.stream():
        total += len(chunk)
        if total > limits.max_body:
            raise BadRequest(413, f"the body is more than the {limits.max_body} bytes allowed")
        chunks.append(chunk)
    raw = b"".join(chunks)
    if not raw.strip():
        raise BadRequest(400, "the body is empty: send a JSON object")
    try:
        body = json.loads(raw)
    except ValueError as error:  # bad bytes, bad syntax, or an integer of too many digits
        raise BadRequest(400, f"the body is not valid JSON: {error}"[:300]) from None
    except RecursionError:
        raise BadRequest(400, "the body is not valid JSON: nested too deeply") from None
    if not isinstance(body, dict):
        raise BadRequest(400, f"the body must be a JSON object, not {_json_type(body)}")
    return body


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


class Fields:
    """Typed access to a body's fields, refusing unknown ones (a misspelt field is an error,
    not a silent default)."""

    def __init__(self, body: dict[str, Any], allowed: tuple[str, ...], limits: ServerLimits) -> None:
        unknown = sorted(set(body) - set(allowed))
        if unknown:
            raise BadRequest(400, f"unknown field {unknown[0]!r} (the fields are: {', '.join(allowed)})")
        self._body = body
        self.limits = limits

    def text(self, name: str, default: str = "", *, max_len: int | None = None) -> str:
        value = self._body.get(name, default)
        if value is None:
            return default
        if not isinstance(value, str):
            raise BadRequest(400, f"{name} must be a string, not {_json_type(value)}")
        longest = self.limits.max_cards_text if max_len is None else max_len
        if len(value) > longest:
            raise BadRequest(400, f"{name} is {len(value)} characters long, more than the {longest} allowed")
        return value

    def game(self) -> str:
        """``game``: the library's name for it (any case, an alias), ``holdem`` when not given."""
        asked = self.text("game", "holdem", max_len=20)
        game = equity_game(asked)
        if game is None:
            raise BadRequest(400, f"unknown game {asked!r} (the games are: {', '.join(GAME_SPELLINGS)})")
        return game

    def two_card_game(self, what: str) -> str:
        """``game`` as for :meth:`game`, one that ``what`` plays: Hold'em or a short deck."""
        game = self.game()
        if game not in TWO_CARD_DECKS:
            raise BadRequest(400, f"{what} plays {', '.join(TWO_CARD_DECKS)}, not {game!r}")
        return game

    def hands(self) -> list[str]:
        value = self._body.get("hands")
        if not isinstance(value, list):
            raise BadRequest(400, f"hands must be an array of strings (one per player), not {_json_type(value)}")
        if not 2 <= len(value) <= self.limits.max_players:
            raise BadRequest(400, f"hands must hold 2 to {self.limits.max_players} players, got {len(value)}")
        out = []
        for i, hand in enumerate(value):
            if not isinstance(hand, str):
                raise BadRequest(400, f"player {i + 1}: a hand is a string (cards or a range), not {_json_type(hand)}")
            if len(hand) > self.limits.max_text:
                raise BadRequest(
                    400, f"player {i + 1}: the hand is {len(hand)} characters long, more than {self.limits.max_text}"
                )
            out.append(hand)
        return out

    def optional_bool(self, name: str) -> bool | None:
        value = self._body.get(name)
        if value is not None and not isinstance(value, bool):
            raise BadRequest(400, f"{name} must be true, false or null, not {_json_type(value)}")
        return value

    def flag(self, name: str) -> bool:
        return bool(self.optional_bool(name))

    def optional_int(self, name: str, low: int, high: int) -> int | None:
        value = self._body.get(name)
        if value is None:
            return None
        whole = isinstance(value, int) or (isinstance(value, float) and value.is_integer())  # not inf or NaN
        if isinstance(value, bool) or not whole:
            raise BadRequest(400, f"{name} must be a whole number, not {value!r}"[:200])
        if not low <= value <= high:
            raise BadRequest(400, f"{name} must be from {low} to {high}, got {value!r}"[:200])
        return int(value)

    def optional_number(self, name: str, *, above: float, high: float = math.inf) -> float | None:
        value = self._body.get(name)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise BadRequest(400, f"{name} must be a number, not {_json_type(value)}")
        if not above < value <= high:
            bound = f" and at most {high:g}" if high < math.inf else ""
            raise BadRequest(400, f"{name} must be above {above:g}{bound}, got {value!r}")
        return float(value)


@dataclass(frozen=True)
class EquityRequest:
    """A checked ``POST /api/equity`` body."""

    hands: list[str]
    board: str
    dead: str
    game: str
    exact: bool | None
    trials: int | None
    target_stderr: float | None
    seed: int | None
    time_limit: float | None
    stream: bool

    FIELDS = ("hands", "board", "dead", "game", "exact", "trials", "target_stderr", "seed", "time_limit", "stream")

    @classmethod
    def parse(cls, body: dict[str, Any], limits: ServerLimits) -> EquityRequest:
        f = Fields(body, cls.FIELDS, limits)
        return cls(
            hands=f.hands(),
            board=f.text("board"),
            dead=f.text("dead"),
            game=f.game(),
            exact=f.optional_bool("exact"),
            trials=f.optional_int("trials", 1, limits.max_trials),
            target_stderr=f.optional_number("target_stderr", above=0.0, high=1.0),
            seed=f.optional_int("seed", 0, 2**64 - 1),
            time_limit=f.optional_number("time_limit", above=0.0),
            stream=f.flag("stream"),
        )


@dataclass(frozen=True)
class AnalysisRequest:
    """A checked ``POST /api/breakdown`` or ``POST /api/nextcard`` body (Hold'em or short deck)."""

    hands: list[str]
    board: str
    dead: str
    player: int
    exact: bool | None
    seed: int | None
    game: str

    @classmethod
    def parse(cls, body: dict[str, Any], limits: ServerLimits, *, breakdown: bool) -> AnalysisRequest:
        names = ("hands", "board", "dead", "game") + (("player", "exact", "seed") if breakdown else ())
        f = Fields(body, names, limits)
        hands = f.hands()
        player = f.optional_int("player", 0, len(hands) - 1)
        game = f.two_card_game("a breakdown" if breakdown else "next-card equity")
        return cls(
            hands=hands,
            board=f.text("board"),
            dead=f.text("dead"),
            player=player or 0,
            exact=f.optional_bool("exact"),
            seed=f.optional_int("seed", 0, 2**64 - 1),
            game=game,
        )


@dataclass(frozen=True)
class HitsRequest:
    """A checked ``POST /api/hits`` body (Hold'em or short deck)."""

    range: str
    board: str
    dead: str
    game: str = "holdem"

    @classmethod
    def parse(cls, body: dict[str, Any], limits: ServerLimits) -> HitsRequest:
        f = Fields(body, ("range", "board", "dead", "game"), limits)
        if "range" not in body:
            raise BadRequest(400, "range is missing (range text like 'random' or 'QQ+,AKs')")
        game = f.two_card_game("the hit report")
        return cls(
            range=f.text("range", max_len=limits.max_text), board=f.text("board"), dead=f.text("dead"), game=game
        )
