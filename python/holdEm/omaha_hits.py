"""The Omaha part of the hit report (:func:`holdEm.board_hits` with ``game="omaha"``, ``"plo5"``
or ``"plo6"``): the game's name, the range argument, and the calls into the C++ classifier.

The classes are documented in :mod:`holdEm.hits`; this module only hands the range (Omaha
range text or an array of hands) to ``_core`` and brings the answers back.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Union

import numpy as np
import numpy.typing as npt

from holdEm import _core
from holdEm.games import HOLE_CARDS, omaha_high_game

CardsLike = Union[str, Iterable[int], Iterable[str]]
OmahaHands = npt.NDArray[np.uint8]
"""Omaha hands as :func:`holdEm.omaha_hands` writes them: an (N, hole cards) uint8 array, rows in
increasing order of their card masks, each row's cards from the highest down."""

OMAHA_HITS_GAMES: tuple[str, ...] = ("omaha", "plo4", "plo5", "plo6")
"""The Omaha games of the hit report (``"plo"`` is read as ``"plo4"``): Omaha high."""


def omaha_hits_game(game: object) -> str | None:
    """The library's name for ``game`` when it names an Omaha high game, None when it names no
    Omaha game (a two-card game or no game: the caller says which games there are); ValueError for
    an Omaha hi-lo game, whose report is not the high hand's."""
    return omaha_high_game(
        game,
        "the hit report covers the high hand in the Omaha high games (omaha, plo5, plo6), not the hi-lo "
        "game {game}: its classes would say nothing of the low half",
    )


def omaha_range_argument(range: object, game: str) -> str | OmahaHands:  # noqa: A002
    """``range`` as the C++ side takes it: Omaha range text, or an integer array of hands (its
    shape, card numbers and repeated cards are checked there, naming the row)."""
    if isinstance(range, str):
        return range
    if isinstance(range, np.ndarray):  # its dtype, shape and cards are checked by the core
        return range
    raise TypeError(
        f"an Omaha range is text like 'AA,KK:xxyy' (as holdEm.omaha_hands reads it) or an (N, {HOLE_CARDS[game]}) "
        f"uint8 array of hands, not {type(range).__name__}"
    )


def omaha_fields(range: str | OmahaHands, board: CardsLike, dead: CardsLike, game: str) -> dict[str, Any]:  # noqa: A002
    """The report's fields from the C++ classifier: made, draws, combos, board, dead."""
    return dict(_core._omaha_board_hits(range, board, dead, game))


def omaha_selection(
    range: str | OmahaHands,  # noqa: A002
    board: str,
    dead: str,
    game: str,
    made: Iterable[int],
    draws: Iterable[int],
) -> OmahaHands:
    """The hands in the made-hand classes ``made`` (indexes into MADE_HANDS) or with the draws
    ``draws`` (indexes into OMAHA_DRAWS), as :func:`holdEm.omaha_hands` writes hands."""
    made_bits = sum(1 << i for i in set(made))
    draw_bits = sum(1 << i for i in set(draws))
    return _core._omaha_hits_select(range, board, dead, game, made_bits, draw_bits)


def hand_texts(hands: OmahaHands) -> list[str]:
    """Each row of an array of hands as text, its cards as given: ``"AsAhKsKh"``."""
    return [_core.format_cards(row.tolist()) for row in hands]
