"""The names of the games that :func:`holdEm.equity` plays, in one place.

The command line (:mod:`holdEm.cli.arg_types`) and the web API
(:mod:`holdEm.web.bodies`) both read them from here, so a game the library
gains is offered everywhere at once.
"""

from __future__ import annotations

#: The ``game=`` names that :func:`holdEm.equity` knows itself.
EQUITY_GAMES: tuple[str, ...] = (
    "holdem", "omaha", "plo4", "plo5", "plo6", "shortdeck", "shortdeck-triton",
    "omaha-hilo", "plo4-hilo", "plo5-hilo", "plo6-hilo",
)  # fmt: skip

#: The hole cards of a player in each game.
HOLE_CARDS: dict[str, int] = {
    "holdem": 2, "omaha": 4, "plo4": 4, "plo5": 5, "plo6": 6, "shortdeck": 2, "shortdeck-triton": 2,
    "omaha-hilo": 4, "plo4-hilo": 4, "plo5-hilo": 5, "plo6-hilo": 6,
}  # fmt: skip

#: Spellings the library does not know itself, and the names they stand for.
GAME_ALIASES: dict[str, str] = {"plo": "plo4", "plo-hilo": "plo4-hilo", "plo8": "plo4-hilo", "omaha8": "omaha-hilo"}

#: Every accepted spelling, the aliases included (lower case).
GAME_SPELLINGS: tuple[str, ...] = EQUITY_GAMES + tuple(GAME_ALIASES)

#: Names of :data:`EQUITY_GAMES` for a game listed under another (Omaha is PLO4).
SAME_GAMES: dict[str, str] = {"plo4": "omaha", "plo4-hilo": "omaha-hilo"}


def games_spelled() -> str:
    """Every game once, with its other spellings: ``"holdem, omaha (= plo or plo4), ..."``."""

    def game_of(spelling: str) -> str:
        known = GAME_ALIASES.get(spelling, spelling)
        return SAME_GAMES.get(known, known)

    def spelled(name: str) -> str:
        others = [n for n in GAME_SPELLINGS if n != name and game_of(n) == name]
        return f"{name} (= {' or '.join(sorted(others))})" if others else name

    listed = [spelled(name) for name in EQUITY_GAMES if name not in SAME_GAMES]
    return ", ".join(listed[:-1]) + f" or {listed[-1]}"


def equity_game(text: str) -> str | None:
    """The library's name for ``text`` (any case, spaces around it, an alias; one name a game, so
    ``"plo"`` and ``"plo4"`` are ``"omaha"``), or None when it names no game."""
    name = text.strip().lower()
    name = GAME_ALIASES.get(name, name)
    return SAME_GAMES.get(name, name) if name in EQUITY_GAMES else None


def check_game_type(game: object) -> str:
    """``game`` when it is text; TypeError for anything else (``None``, a number, bytes)."""
    if not isinstance(game, str):
        raise TypeError(f"game must be a string like 'holdem', not {type(game).__name__}")
    return game


def checked_equity_game(game: object) -> str:
    """``game`` as the library names it (any game of :func:`holdEm.equity`, any case, an alias);
    TypeError for a game that is not text, ValueError naming the games for any other."""
    name = equity_game(check_game_type(game))
    if name is None:
        raise ValueError(f"game must be one of {', '.join(map(repr, EQUITY_GAMES))}, got {game!r}")
    return name


#: The two-card games (Hold'em's hands, from the full deck or the short one) and the cards
#: missing from each one's deck as a mask (card = 4 * rank + suit, 2c = 0: the twos through
#: fives are cards 0..15).
TWO_CARD_DECKS: dict[str, int] = {"holdem": 0, "shortdeck": (1 << 16) - 1, "shortdeck-triton": (1 << 16) - 1}


def two_card_game(game: object) -> str:
    """``game`` as the library names a two-card game (any case, spaces around it); TypeError for a
    game that is not text, ValueError naming the two-card games for any other."""
    name = check_game_type(game).strip().lower()
    if name not in TWO_CARD_DECKS:
        raise ValueError(f"game must be one of {', '.join(map(repr, TWO_CARD_DECKS))}, got {game!r}")
    return name


def omaha_game(game: object) -> str | None:
    """The library's name for ``game`` when it names an Omaha game, high or hi-lo (``"plo"`` is
    ``"plo4"``); None when it names a two-card game or no game."""
    name = equity_game(game) if isinstance(game, str) else None
    return name if name is not None and HOLE_CARDS[name] >= 4 else None
