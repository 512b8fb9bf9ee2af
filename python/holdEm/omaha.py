"""Omaha hi (PLO4/5/6): exactly two hole cards and exactly three board cards.

``evaluate_omaha(board, hole)`` (from the C++ core) gives the strength on the
Hold'em scale 1..7462; this module adds the best five cards and NumPy batches.
``evaluate_omaha_lo(board, hole)`` gives the eight-or-better low of Omaha
hi-lo: 0 when no low qualifies, else 1 (8-7-6-5-4) .. 56 (5-4-3-2-A).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from holdEm import _core
from holdEm._arguments import Flag, Integer, check_flag
from holdEm._threads import check_threads
from holdEm.evaluation import BestHand, CardsLike, card_ints

BOARD_CARDS = 5
HOLE_SIZES = (4, 5, 6)


def best_omaha_hand(board: CardsLike, hole: CardsLike) -> BestHand:
    """Strength, hand code, name and the five cards (two hole, three board) of the best Omaha hand.

    >>> best_omaha_hand("AsKsQs2d3d", "JsTs4h4c").name
    'Royal flush'
    >>> best_omaha_hand("AsKsQsJs2d", "Ts9h4c5c").cards  # one spade in the hand makes no flush
    ('Ks', 'Qs', 'Js', 'Ts', '9h')
    """
    return BestHand(**_core._best_omaha_hand(board, hole))


def _deal_arrays(boards: npt.ArrayLike, holes: npt.ArrayLike, caller: str) -> tuple[np.ndarray, np.ndarray]:
    """The boards (N, 5) and holes (N, 4|5|6) of a batch, one deal a row, as contiguous card
    arrays; ValueError naming ``caller`` and the shape at fault."""
    board_array = card_ints(boards, caller, "boards")
    hole_array = card_ints(holes, caller, "holes")
    if board_array.ndim != 2 or board_array.shape[1] != BOARD_CARDS:
        raise ValueError(f"{caller} takes boards of shape (N, 5), got {board_array.shape}")
    if hole_array.ndim != 2 or hole_array.shape[1] not in HOLE_SIZES:
        raise ValueError(f"{caller} takes holes of shape (N, 4|5|6), got {hole_array.shape}")
    if board_array.shape[0] != hole_array.shape[0]:
        raise ValueError(
            f"{caller} needs one board per hand, got {board_array.shape[0]} boards and {hole_array.shape[0]} hands"
        )
    return np.ascontiguousarray(board_array), np.ascontiguousarray(hole_array)


def evaluate_omaha_batch(
    boards: npt.ArrayLike, holes: npt.ArrayLike, *, threads: Integer = 1, validate: Flag = True
) -> npt.NDArray[np.uint16]:
    """Omaha strengths of many deals at once.

    ``boards`` has shape (N, 5) and ``holes`` shape (N, 4), (N, 5) or (N, 6),
    card ints (uint8 is used as is; other integer types are range-checked and
    converted); row i of each is one deal.  Returns an (N,) uint16 array.
    ``threads=0`` uses every core; the GIL is released.  ``validate=False``
    skips the per-row checks (cards below 52, no card twice in a deal): only
    for data known to be valid.
    """
    board_array, hole_array = _deal_arrays(boards, holes, "evaluate_omaha_batch")
    validated = check_flag("validate", validate)
    return _core._evaluate_omaha_batch(board_array, hole_array, check_threads(threads), validated)


def evaluate_omaha_lo_batch(
    boards: npt.ArrayLike, holes: npt.ArrayLike, *, threads: Integer = 1, validate: Flag = True
) -> npt.NDArray[np.uint8]:
    """Omaha eight-or-better lows of many deals at once (0: no low; 1..56, higher is better).

    Shapes and checks as :func:`evaluate_omaha_batch`; returns an (N,) uint8 array.
    """
    board_array, hole_array = _deal_arrays(boards, holes, "evaluate_omaha_lo_batch")
    validated = check_flag("validate", validate)
    return _core._evaluate_omaha_lo_batch(board_array, hole_array, check_threads(threads), validated)
