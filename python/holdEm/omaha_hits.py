"""The Omaha part of the hit report (:func:`holdEm.board_hits` with ``game="omaha"``, ``"plo5"``,
``"plo6"`` or a hi-lo game, which adds the low half): the game's name, the range argument, and
the calls into the C++ classifiers.

The classes are documented in :mod:`holdEm.hits`; this module only hands the range (Omaha
range text or an array of hands) to ``_core`` and brings the answers back.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np
import numpy.typing as npt

from holdEm import _core
from holdEm._players import card_list_hand
from holdEm.evaluation import CardsLike
from holdEm.games import EQUITY_GAMES, HOLE_CARDS

OmahaHands = npt.NDArray[np.uint8]
"""Omaha hands as :func:`holdEm.omaha_hands` writes them: an (N, hole cards) uint8 array, rows in
increasing order of their card masks, each row's cards from the highest down."""

OMAHA_HITS_GAMES: tuple[str, ...] = tuple(g for g in EQUITY_GAMES if HOLE_CARDS[g] >= 4 and not g.endswith("-hilo"))
"""The Omaha high games of the hit report, every one of :func:`holdEm.equity` (``"plo"`` is read as
``"plo4"``)."""

OMAHA_HILO_HITS_GAMES: tuple[str, ...] = tuple(g for g in EQUITY_GAMES if HOLE_CARDS[g] >= 4 and g.endswith("-hilo"))
"""The Omaha hi-lo games of the hit report (``"plo-hilo"`` is read as ``"plo4-hilo"``): the high
classes of :data:`OMAHA_HITS_GAMES` and the low half."""

LOW_HANDS: tuple[str, ...] = ("nut low", "2nd nut low", "other low", "no low")
"""The keys of :attr:`holdEm.BoardHits.lows` in the hi-lo games, best first (a partition)."""

LOW_DRAWS: tuple[str, ...] = ("low draw", "nut low draw", "backdoor low draw")
"""The keys of :attr:`holdEm.BoardHits.low_draws` in the hi-lo games (not a partition)."""


def omaha_range_argument(range: object, game: str) -> str | OmahaHands:  # noqa: A002
    """``range`` as the C++ side takes it: Omaha range text, or an integer array of hands (its
    shape, card numbers and repeated cards are checked there, naming the row)."""
    if isinstance(range, str):
        return card_list_hand(range, HOLE_CARDS[game])  # ("As Ah Ks Kd" is the hand, as equity reads it)
    if isinstance(range, np.ndarray):  # its dtype, shape and cards are checked by the core
        return range
    raise TypeError(
        f"an Omaha range is text like 'AA,KK:xxyy' (as holdEm.omaha_hands reads it) or an (N, {HOLE_CARDS[game]}) "
        f"uint8 array of hands, not {type(range).__name__}"
    )


def omaha_fields(range: str | OmahaHands, board: CardsLike, dead: CardsLike, game: str) -> dict[str, Any]:  # noqa: A002
    """The report's fields from the C++ classifiers: made, draws, combos, board, dead (and in the
    hi-lo games lows and low_draws)."""
    return dict(_core._omaha_board_hits(range, board, dead, game))


def omaha_selection(
    range: str | OmahaHands,  # noqa: A002
    board: str,
    dead: str,
    game: str,
    made: Iterable[int],
    draws: Iterable[int],
    lows: Iterable[int] = (),
    low_draws: Iterable[int] = (),
) -> OmahaHands:
    """The hands in the made-hand classes ``made`` (indexes into MADE_HANDS) or with the draws
    ``draws`` (indexes into OMAHA_DRAWS), or in a hi-lo game in the low classes ``lows`` (indexes
    into :data:`LOW_HANDS`) or with the low draws ``low_draws`` (into :data:`LOW_DRAWS`), as
    :func:`holdEm.omaha_hands` writes hands."""
    bits = [sum(1 << i for i in set(indexes)) for indexes in (made, draws, lows, low_draws)]
    return _core._omaha_hits_select(range, board, dead, game, *bits)


def hand_texts(hands: OmahaHands) -> list[str]:
    """Each row of an array of hands as text, its cards as given: ``"AsAhKsKh"``."""
    return [_core.format_cards(row.tolist()) for row in hands]
