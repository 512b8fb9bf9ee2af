"""Reading and checking request bodies: size, JSON, and each field's type and bounds.

Every check raises :class:`~holdEm.web.errors.BadRequest` with the status to answer, a
reason that names the field, and the field (and player) at fault; the engine's own checks
(ranges, games, cards in two places) come later and raise ``ValueError`` with the bad
token, which the handlers answer 400 too.  Text fields hold ASCII and the suit symbols only
(a letter like "é" is named here, with its field), and the board and dead cards are read
here as cards, so that each error names its field.
"""

from __future__ import annotations

import asyncio
import json
import math
import re
import sys
from dataclasses import dataclass
from typing import Any

from holdEm._core import parse_cards
from holdEm.games import GAME_SPELLINGS, HOLE_CARDS, TWO_CARD_DECKS, equity_game, omaha_game
from holdEm.omaha_hits import OMAHA_HILO_HITS_GAMES, OMAHA_HITS_GAMES
from holdEm.web.errors import BadRequest
from holdEm.web.limits import ServerLimits

__all__ = [
    "AnalysisRequest",
    "BadRequest",
    "EquityRequest",
    "Fields",
    "FlopsRequest",
    "HitsRequest",
    "PushFoldRequest",
    "read_json",
]

# The words of the messages for the card fields, as the engine's own messages say them.
_CARD_FIELDS = {"board": "board", "dead": "dead cards"}


async def read_json(request: Any, limits: ServerLimits) -> dict[str, Any]:
    """The body as a JSON object, refused with 413 past ``limits.max_body`` bytes: by its
    Content-Length first, then by counting the bytes as they stream in (a chunked body
    or a false length); and with 408 when it has not all arrived within ``limits.body_timeout``
    seconds (a client that sends less than it declared, or trickles)."""
    declared = request.headers.get("content-length")
    if declared is not None:
        try:
            size = int(declared)
        except ValueError:
            raise BadRequest(400, f"Content-Length is not a number: {declared[:40]!r}") from None
        if size > limits.max_body:
            raise BadRequest(413, f"the body is {size} bytes, more than the {limits.max_body} allowed")
    try:
        raw = await asyncio.wait_for(_read_body(request, limits), limits.body_timeout)
    except asyncio.TimeoutError:
        raise BadRequest(408, f"the body did not arrive within {limits.body_timeout:g} s") from None
    if not raw.strip():
        raise BadRequest(400, "the body is empty: send a JSON object")
    _check_value_count(raw)
    try:
        body = json.loads(raw, object_pairs_hook=_Object.of_pairs, parse_int=_integer)
    except ValueError as error:  # bad bytes or bad syntax
        # Any content type is read as JSON: the type is named only for a body that is no JSON at all
        # (a form's fields, as curl -d 'hands=...' sends them).
        kind = request.headers.get("content-type", "").split(";")[0].strip()[:60]
        form = kind and "json" not in kind and raw.lstrip()[:1] not in (b"{", b"[")
        sent = f" (sent as {kind}; the API reads a JSON object)" if form else ""
        raise BadRequest(400, f"the body is not valid JSON: {str(error)[:240]}{sent}") from None
    except RecursionError:
        raise BadRequest(400, "the body is not valid JSON: nested too deeply") from None
    if not isinstance(body, _Object):
        raise BadRequest(400, f"the body must be a JSON object, not {_json_type(body)}")
    if body.twice is not None:  # (an object inside a field is refused by the field's own check)
        raise BadRequest(400, f"{body.twice!r} is given twice in one object: give each field once", body.twice)
    return body


#: JSON values a body may hold outside its strings: a request has a few dozen (its lists hold one
#: item a player).  A body of a hundred thousand ``{}`` took the event loop half a second to read.
MAX_JSON_VALUES = 1_000
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')  # (unrolled: a run of plain bytes at a time)


def _check_value_count(raw: bytes) -> None:
    """Refuses (400) a body of more than :data:`MAX_JSON_VALUES` values, counted by its commas,
    objects and arrays outside strings, before the JSON reader (which runs on the event loop) builds them."""
    outside = _JSON_STRING.sub(b"", raw)
    values = outside.count(b",") + outside.count(b"{") + outside.count(b"[")
    if values > MAX_JSON_VALUES:
        raise BadRequest(400, f"the body holds about {values:,} JSON values; a request has at most {MAX_JSON_VALUES:,}")


class _Object(dict[str, Any]):
    """A JSON object, and the first key given twice in it (which JSON readers settle each their own way)."""

    twice: str | None = None

    @classmethod
    def of_pairs(cls, pairs: list[tuple[str, Any]]) -> _Object:
        found = cls()
        for key, value in pairs:
            if key in found and found.twice is None:
                found.twice = key[:40]
            found[key] = value
        return found


async def _read_body(request: Any, limits: ServerLimits) -> bytes:
    chunks, total = [], 0
    async for chunk in request.stream():
        total += len(chunk)
        if total > limits.max_body:
            raise BadRequest(413, f"the body is more than the {limits.max_body} bytes allowed")
        chunks.append(chunk)
    return b"".join(chunks)


#: The suit symbols as players copy them (black and white, and the emoji selector after one), which
#: the engine reads as the suit letters.
_SUIT_SYMBOLS = frozenset("\u2660\u2665\u2666\u2663\u2664\u2661\u2662\u2667\ufe0f")


#: The Unicode spaces the library reads as spaces (a range pasted from a document or a chat).
_UNICODE_SPACES = frozenset("\u00a0\u202f\u205f\u3000\ufeff" + "".join(map(chr, range(0x2000, 0x200C))))


def _is_text_char(ch: str) -> bool:
    return " " <= ch <= "~" or ch in "\t\n\r" or ch in _SUIT_SYMBOLS or ch in _UNICODE_SPACES


def _check_ascii(text: str, label: str, field: str, index: int | None = None) -> None:
    """Card, range and game text is printable ASCII (and white space) or suit symbols: anything
    else is named with the field and its place."""
    if all(map(_is_text_char, text)):
        return
    at = next(i for i, ch in enumerate(text) if not _is_text_char(ch))
    reason = f"{label}: {text[at]!r} at character {at + 1} is not card or range text (like AsKd, QQ+ or random)"
    raise BadRequest(400, reason, field, index)


class _LongInteger:
    """A JSON integer of more digits than Python converts (4,300 by default, against the
    conversion's quadratic time): kept as its count of digits, so that the field it was given in
    refuses it by name, where json.loads refused the whole body."""

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"a number of {self.digits} digits"


def _integer(text: str) -> int | _LongInteger:
    """A JSON integer as json.loads reads one, or a _LongInteger past the conversion's limit."""
    limit = getattr(sys, "get_int_max_str_digits", lambda: 0)()  # (Python 3.11 on; 0: no limit)
    digits = len(text.lstrip("-"))
    return _LongInteger(digits) if limit and digits > limit else int(text)


def _too_long(value: Any, label: str, field: str) -> None:
    """The refusal of a _LongInteger, as _as_float refuses a number too large for a float."""
    if isinstance(value, _LongInteger):
        raise BadRequest(400, f"{label} is too large: {value!r}", field)


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float, _LongInteger)):
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
            name = unknown[0] if len(unknown[0]) <= 40 else unknown[0][:40] + "..."  # never echo a long one
            raise BadRequest(400, f"unknown field {name!r} (the fields are: {', '.join(allowed)})", name)
        self._body = body
        self.limits = limits

    def text(self, name: str, default: str = "", *, max_len: int | None = None) -> str:
        value = self._body.get(name, default)
        if value is None:
            return default
        if not isinstance(value, str):
            raise BadRequest(400, f"{name} must be a string, not {_json_type(value)}", name)
        longest = self.limits.max_cards_text if max_len is None else max_len
        if len(value) > longest:
            raise BadRequest(400, f"{name} is {len(value)} characters long, more than the {longest} allowed", name)
        _check_ascii(value, _CARD_FIELDS.get(name, name), name)
        return value

    def cards(self, name: str) -> str:
        """``board`` or ``dead``: card text, read here so that a bad card is named with its field."""
        text = self.text(name)
        try:
            parse_cards(text)
        except ValueError as error:
            raise BadRequest(400, f"{_CARD_FIELDS[name]}: {error}", name) from None
        return text

    def game(self) -> str:
        """``game``: the library's name for it (any case, an alias), ``holdem`` when not given."""
        asked = self.text("game", "holdem", max_len=20)
        game = equity_game(asked)
        if game is None:
            raise BadRequest(400, f"unknown game {asked!r} (the games are: {', '.join(GAME_SPELLINGS)})", "game")
        return game

    def breakdown_game(self, players: int) -> str:
        """``game`` as for :meth:`game`, played as the breakdown plays it: any game, Omaha
        (high or hi-lo) heads-up only (``players`` is the number of hands; a third player in
        Omaha is refused)."""
        game = self.game()
        if HOLE_CARDS[game] >= 4 and players != 2:
            reason = f"the Omaha breakdown is heads-up (two players), got {players}: drop the other players"
            raise BadRequest(400, reason, "hands")
        return game

    def hits_game(self) -> str:
        """``game`` as for :meth:`game`, one the hit report plays: Hold'em, a short deck, an Omaha
        high game or an Omaha hi-lo game (whose report adds the low half)."""
        game = self.game()
        if game in TWO_CARD_DECKS or omaha_game(game) is not None:
            return game
        games = ", ".join((*TWO_CARD_DECKS, *OMAHA_HITS_GAMES, *OMAHA_HILO_HITS_GAMES))
        raise BadRequest(400, f"the hit report plays {games}, not {game!r}", "game")

    def two_card_game(self, what: str) -> str:
        """``game`` as for :meth:`game`, one of the two-card games (Hold'em, the short decks): ``what``
        is the analysis, as its refusal names it."""
        game = self.game()
        if game not in TWO_CARD_DECKS:
            raise BadRequest(400, f"{what} plays {', '.join(TWO_CARD_DECKS)}, not {game!r}", "game")
        return game

    def hands(self) -> list[str]:
        value = self._body.get("hands")
        if not isinstance(value, list):
            raise BadRequest(
                400, f"hands must be an array of strings (one per player), not {_json_type(value)}", "hands"
            )
        if not 2 <= len(value) <= self.limits.max_players:
            raise BadRequest(400, f"hands must hold 2 to {self.limits.max_players} players, got {len(value)}", "hands")
        out = []
        for i, hand in enumerate(value):
            player = f"player {i + 1}"
            if not isinstance(hand, str):
                raise BadRequest(
                    400, f"{player}: a hand is a string (cards or a range), not {_json_type(hand)}", "hands", i
                )
            if len(hand) > self.limits.max_text:
                most = self.limits.max_text
                reason = f"{player}: the hand or range is {len(hand)} characters long, more than the {most} allowed"
                raise BadRequest(400, reason, "hands", i)
            _check_ascii(hand, player, "hands", i)
            out.append(hand)
        return out

    def optional_bool(self, name: str) -> bool | None:
        value = self._body.get(name)
        if value is not None and not isinstance(value, bool):
            raise BadRequest(400, f"{name} must be true, false or null, not {_json_type(value)}", name)
        return value

    def flag(self, name: str) -> bool:
        return bool(self.optional_bool(name))

    def optional_int(self, name: str, low: int, high: int) -> int | None:
        value = self._body.get(name)
        if value is None:
            return None
        _too_long(value, name, name)
        whole = isinstance(value, int) or (isinstance(value, float) and value.is_integer())  # not inf or NaN
        if isinstance(value, bool) or not whole:
            raise BadRequest(400, f"{name} must be a whole number, not {value!r}"[:200], name)
        if not low <= value <= high:
            raise BadRequest(400, f"{name} must be from {low} to {high}, got {value!r}"[:200], name)
        return int(value)

    def optional_number(self, name: str, *, above: float = -math.inf, high: float = math.inf) -> float | None:
        """A number field (None when not given); without bounds only its type and finiteness are
        checked (the library checks the rest, naming the field)."""
        value = self._body.get(name)
        if value is None:
            return None
        _check_number(value, name, name)
        # Compared as given: an integer of 400 digits has no float (float() would overflow).
        if not above < value <= high:
            bound = f" and at most {high:g}" if high < math.inf else ""
            raise BadRequest(400, f"{name} must be above {above:g}{bound}, got {value!r}"[:200], name)
        return _as_float(value, name, name)

    def number(self, name: str, why: str) -> float:
        """A number field that must be given (``why`` says what it is, in the refusal)."""
        value = self.optional_number(name)
        if value is None:
            raise BadRequest(400, f"{name} is missing: {why}", name)
        return value

    def numbers(self, name: str, fewest: int, most: int, what: str) -> tuple[float, ...]:
        """An array of ``fewest`` to ``most`` finite numbers (``what`` says what they are, in the refusal)."""
        value = self._body.get(name)
        if not isinstance(value, list):
            raise BadRequest(400, f"{name} must be an array of numbers ({what}), not {_json_type(value)}", name)
        if not fewest <= len(value) <= most:
            raise BadRequest(400, f"{name} must hold {fewest} to {most} numbers ({what}), got {len(value)}", name)
        out = []
        for i, item in enumerate(value):
            _check_number(item, f"{name}: item {i + 1}", name)
            out.append(_as_float(item, f"{name}: item {i + 1}", name))
        return tuple(out)


def _check_number(value: Any, label: str, field: str) -> None:
    """A JSON number: not a boolean, NaN or infinity."""
    _too_long(value, label, field)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise BadRequest(400, f"{label} must be a number, not {_json_type(value)}", field)
    if isinstance(value, float) and not math.isfinite(value):  # NaN or Infinity (JSON has neither)
        raise BadRequest(400, f"{label} must be a finite number, not {value!r}", field)


def _as_float(value: int | float, label: str, field: str) -> float:
    try:
        return float(value)
    except OverflowError:
        raise BadRequest(400, f"{label} is too large: a number of {len(str(value))} digits", field) from None


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
        request = cls(
            hands=f.hands(),
            board=f.cards("board"),
            dead=f.cards("dead"),
            game=f.game(),
            exact=f.optional_bool("exact"),
            trials=f.optional_int("trials", 1, limits.max_trials),
            target_stderr=f.optional_number("target_stderr", above=0.0, high=1.0),
            seed=f.optional_int("seed", 0, 2**64 - 1),
            time_limit=f.optional_number("time_limit", above=0.0),
            stream=f.flag("stream"),
        )
        sampling = [name for name in ("trials", "target_stderr") if getattr(request, name) is not None]
        if request.exact and sampling:  # (as holdEm.equity refuses it)
            reason = f"exact: true enumerates every deal: {sampling[0]} is for Monte Carlo (exact false or left out)"
            raise BadRequest(400, reason, "exact")
        return request


@dataclass(frozen=True)
class AnalysisRequest:
    """A checked ``POST /api/breakdown`` (Hold'em, short deck, Omaha high heads-up) or ``POST /api/nextcard``
    (every game) body."""

    hands: list[str]
    board: str
    dead: str
    player: int
    exact: bool | None
    seed: int | None
    game: str

    FIELDS = ("hands", "board", "dead", "game", "player", "exact", "seed")  # the next card's are the first four

    @classmethod
    def parse(cls, body: dict[str, Any], limits: ServerLimits, *, breakdown: bool) -> AnalysisRequest:
        f = Fields(body, cls.FIELDS if breakdown else cls.FIELDS[:4], limits)
        hands = f.hands()
        player = f.optional_int("player", 0, len(hands) - 1)
        game = f.breakdown_game(len(hands)) if breakdown else f.game()  # the next card: every game
        exact = f.optional_bool("exact")
        if exact is False and HOLE_CARDS[game] >= 4:
            reason = "an Omaha breakdown is exact (one enumeration of every hand pair and board): drop exact=false"
            raise BadRequest(400, reason, "exact")
        return cls(
            hands=hands,
            board=f.cards("board"),
            dead=f.cards("dead"),
            player=player or 0,
            exact=exact,
            seed=f.optional_int("seed", 0, 2**64 - 1),
            game=game,
        )


@dataclass(frozen=True)
class HitsRequest:
    """A checked ``POST /api/hits`` body (Hold'em, short deck, Omaha high: PLO4, PLO5, PLO6, or Omaha
    hi-lo: the same and the low half)."""

    range: str
    board: str
    dead: str
    game: str = "holdem"
    select: str = ""  # hit classes, as BoardHits.select reads them ("top pair+,nut low"); "" for none

    FIELDS = ("range", "board", "dead", "game", "select")

    @classmethod
    def parse(cls, body: dict[str, Any], limits: ServerLimits) -> HitsRequest:
        f = Fields(body, cls.FIELDS, limits)
        if "range" not in body:
            example = "range text like 'random', 'QQ+,AKs' or in Omaha 'AA:xxyy'"
            raise BadRequest(400, f"range is missing ({example})", "range")
        game = f.hits_game()
        return cls(
            range=f.text("range", max_len=limits.max_text),
            board=f.cards("board"),
            dead=f.cards("dead"),
            game=game,
            select=f.text("select", max_len=limits.max_text),
        )


@dataclass(frozen=True)
class RangeRequest:
    """A checked ``POST /api/range`` body: range text of Hold'em or a short deck, for the page's grid."""

    range: str
    game: str = "holdem"

    FIELDS = ("range", "game")

    @classmethod
    def parse(cls, body: dict[str, Any], limits: ServerLimits) -> RangeRequest:
        f = Fields(body, cls.FIELDS, limits)
        if "range" not in body:
            raise BadRequest(400, "range is missing (range text like 'QQ+,AKs' or '15%')", "range")
        game = f.two_card_game("the range grid")
        return cls(range=f.text("range", max_len=limits.max_text), game=game)


@dataclass(frozen=True)
class FlopsRequest:
    """A checked ``POST /api/flops`` body: a preflop spot of Hold'em or a short deck (``board``, when
    given, is blank: the report deals the flop itself); ``stream``: answer as NDJSON with progress."""

    hands: list[str]
    dead: str
    game: str = "holdem"
    stream: bool = False

    FIELDS = ("hands", "board", "dead", "game", "stream")

    @classmethod
    def parse(cls, body: dict[str, Any], limits: ServerLimits) -> FlopsRequest:
        f = Fields(body, cls.FIELDS, limits)
        hands = f.hands()
        game = f.two_card_game("the flop report")
        if parse_cards(f.cards("board")):
            reason = "board: the flop report is of a preflop spot (it deals every flop itself): clear the board"
            raise BadRequest(400, reason, "board")
        return cls(hands=hands, dead=f.cards("dead"), game=game, stream=f.flag("stream"))


@dataclass(frozen=True)
class PushFoldRequest:
    """A checked ``POST /api/pushfold`` body, in one of two forms: chips (``stack``, and ``ante`` and
    ``small_blind``, in big blinds: :func:`holdEm.push_fold`) or tournament equity (``stacks`` of the
    SB, the BB and the others, ``payouts``, ``big_blind``, and ``small_blind`` and ``ante``, in chips:
    :func:`holdEm.push_fold_icm`).  Here the types, finiteness and list lengths are checked; the
    library checks the values (a stack above the blind and the ante, payouts not rising), naming
    the field."""

    stack: float | None  # None in the ICM form
    ante: float
    small_blind: float | None  # None: the library's default (0.5 BB; half the big blind in ICM)
    stacks: tuple[float, ...] = ()
    payouts: tuple[float, ...] = ()
    big_blind: float | None = None

    FIELDS = ("stack", "ante", "small_blind", "stacks", "payouts", "big_blind")
    ICM_FIELDS = ("stacks", "payouts", "big_blind")
    _FORMS = "give stack (the effective stack in big blinds) or, for ICM, stacks, payouts and big_blind (in chips)"

    @classmethod
    def parse(cls, body: dict[str, Any], limits: ServerLimits) -> PushFoldRequest:
        f = Fields(body, cls.FIELDS, limits)
        icm = [name for name in cls.ICM_FIELDS if body.get(name) is not None]
        if not icm:
            stack = f.number("stack", cls._FORMS)
            return cls(stack=stack, ante=f.optional_number("ante") or 0.0, small_blind=f.optional_number("small_blind"))
        if body.get("stack") is not None:
            reason = f"stack and {icm[0]} are of two forms: {cls._FORMS}, not both"
            raise BadRequest(400, reason, icm[0])
        for name in cls.ICM_FIELDS:
            if name not in icm:
                raise BadRequest(400, f"{name} is missing: ICM takes stacks, payouts and big_blind together", name)
        players = limits.max_players
        return cls(
            stack=None,
            ante=f.optional_number("ante") or 0.0,
            small_blind=f.optional_number("small_blind"),
            stacks=f.numbers("stacks", 2, players, "the chips of the SB, the BB, then the others"),
            payouts=f.numbers("payouts", 1, players, "the prizes of first place, second, ..."),
            big_blind=f.number("big_blind", "the big blind in chips"),
        )
