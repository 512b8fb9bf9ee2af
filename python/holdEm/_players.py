"""Players and cards as the calculations take them: each argument checked once where it enters
(the hands, the board, the dead cards), the players' texts for results and tables, and floats
for JSON."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import Any

import numpy as np

from holdEm import _core
from holdEm.games import omaha_game
from holdEm.hand_range import Range, mapping_text, short_deck_hint


def player_list(hands: Any) -> Sequence[Any]:
    """``hands``, one hand a player: a list or tuple as it is, any other iterable read once into a
    list (a generator too); TypeError for text (one player's, not a list of them), anything not
    iterable, or a set (no player order: which figure is whose would be a matter of chance)."""
    if type(hands) in (list, tuple):
        return hands
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable):
        raise TypeError("hands must be a list with one hand per player, like ['AsKs', 'QQ+']")
    if isinstance(hands, (AbstractSet, Mapping)):
        raise TypeError(f"hands must be in player order (a list or tuple), not a {type(hands).__name__}")
    return list(hands)


def checked_players(hands: Any) -> list[Any]:
    """The players of an analysis, at least two, each as the core reads it."""
    players = player_list(hands)
    if len(players) < 2:
        raise ValueError(f"at least 2 players are needed, got {len(players)}")
    return [materialize_hand(h, f"player {i}") for i, h in enumerate(players, 1)]


def materialize_hand(cards: Any, what: str) -> Any:
    """A player (or the board, the dead cards: ``what`` names it) as the core reads it: strings as
    they are, a Range or a ``{combo or range text: weight}`` mapping as its range text, a 2-D array
    (Omaha hands, one a row) as it is; other iterables (maybe generators) as tuples, read once.
    An empty Range or mapping is refused here: its text "" would read as no hand at all."""
    if type(cards) is str:  # the common case first: the ABC checks below cost a microsecond each
        return cards
    if isinstance(cards, (Range, Mapping)):  # (a mapping's text is read for the call's game)
        text = str(cards) if isinstance(cards, Range) else mapping_text(cards)
        if not text:
            raise ValueError(f"{what}: the range is empty (no combo: a board or a selection can leave none)")
        return text
    if isinstance(cards, np.ndarray) and cards.ndim == 2:
        return cards
    if isinstance(cards, tuple) and len(cards) == 2 and all(isinstance(part, np.ndarray) for part in cards):
        # (read as cards, it was refused as "a card is a string": omaha_weighted_hands' answer)
        raise TypeError(
            f"{what}: hands and their weights (omaha_weighted_hands' answer) are not one player: give the "
            "range's text, whose '@' weights are read with it, or its .hands alone (each weighing one)"
        )
    if isinstance(cards, str) or not isinstance(cards, Iterable) or isinstance(cards, bytes):
        return cards
    return tuple(cards)


def card_list_hand(text: str, hole_cards: int) -> str:
    """``text`` as one hand's cards run together (``"AsKs"``) when it lists exactly ``hole_cards``
    cards with spaces or commas between them (``"As Ks"``, ``"As, Ah, Ks, Kd"``, as a hand history
    writes them), as :func:`holdEm.equity` reads such a player; any other text as it is (in range
    text those are items of their own: one card is no Hold'em hand, and an Omaha card alone is a
    pattern of every hand holding it)."""
    if not any(separator in text.strip() for separator in " ,\t"):
        return text
    try:
        cards = _core.parse_cards(text)
    except ValueError:
        return text
    return _core.format_cards(cards) if len(cards) == hole_cards else text


def refuse_two_card_range(hand: Any, game: str, what: str) -> None:
    """TypeError where ``hand`` (a player of the Omaha game ``game``; ``what`` names it) is a
    :class:`Range` or a ``{combo: weight}`` mapping: those are Hold'em ranges, and their text read
    as an Omaha pattern meant other hands (``Range("AKs")`` was every Omaha hand holding an ace and
    the king of spades)."""
    if isinstance(hand, (Range, Mapping)):
        kind = "a Range" if isinstance(hand, Range) else "a {combo: weight} mapping"
        raise TypeError(
            f"{what}: {kind} is a Hold'em range; {game} takes Omaha range text (like 'AA:xxyy') or an array of hands"
        )


def refuse_two_card_players(hands: Sequence[Any], game: str) -> None:
    """:func:`refuse_two_card_range` for each player of ``hands`` when ``game`` is an Omaha game."""
    omaha = omaha_game(game)
    if omaha is not None:
        for i, hand in enumerate(hands, 1):
            refuse_two_card_range(hand, omaha, f"player {i}")


def checked_cards(value: Any, what: str) -> list[int]:
    """The cards of the board or the dead cards; errors say which (``board: unknown card 'Zz'``)."""
    if not isinstance(value, (str, Iterable)) or isinstance(value, bytes):
        raise TypeError(f"{what} must be a string like 'AsKd' or an iterable of cards, not {type(value).__name__}")
    try:
        return list(_core.parse_cards(value if isinstance(value, str) else list(value)))
    except (ValueError, TypeError) as error:  # named for what they are ("board:", not "cards:")
        raise type(error)(f"{what}: {str(error).removeprefix('cards: ')}") from None


def card_mask(cards: Iterable[int]) -> int:
    """The cards as a 52-bit mask (card c is bit c)."""
    out = 0
    for c in cards:
        out |= 1 << c
    return out


def with_hint(error: ValueError, game: str, hands: Sequence[Any]) -> ValueError:
    """``error``, or the short-deck error saying how to make a Range for the game."""
    return short_deck_hint(error, game, hands) or error


def hand_label(hand: Any) -> str:
    """A player's text in results: its text, its cards, or ``"N hands"`` for an array of hands."""
    if isinstance(hand, str):
        return hand.strip()
    if isinstance(hand, np.ndarray) and hand.ndim == 2:
        return f"{len(hand)} hands"
    return _core.format_cards(hand)


def hand_labels(hands: Sequence[Any]) -> tuple[str, ...]:
    """Each player's :func:`hand_label`."""
    return tuple(hand_label(h) for h in hands)


#: The widest a player's text stands in a table's column or row label; a longer one (a range made
#: by an analysis, hundreds of characters) is cut there, and ends in "...".
LABEL_WIDTH = 24


def column_label(hand: str, width: int = LABEL_WIDTH) -> str:
    """A player's text as a table shows it: whole up to ``width`` characters, else cut to fit with
    "..." (the whole text stays in the result's ``hands``)."""
    return hand if len(hand) <= width else hand[: width - 3] + "..."


def json_float(value: float) -> float | None:
    """A float for JSON, which has no NaN: a figure not known (NaN) is null."""
    return None if math.isnan(value) else float(value)


def json_floats(values: Iterable[float]) -> list[float | None]:
    """Floats for JSON (:func:`json_float`)."""
    return [json_float(v) for v in values]
