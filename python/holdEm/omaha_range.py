"""Omaha ranges: the hands of PLO4/5/6 (and hi-lo) that a pattern text matches.

The patterns are those of Omaha range tools: a pattern lists the cards that
matter, and a hand matches when some of its cards can be matched one to one
with the pattern's positions (its other cards are free).  The grammar is in
docs/design.md ("Omaha ranges"); in short:

- items separated by ``,`` (or whitespace) are ORed; within an item, ``:``
  intersects and ``!`` removes, left to right; parentheses group;
- ``random`` or ``*`` is every hand;
- a position is a rank (``A K Q J T 9..2``, ``10``), ``*``, a rank variable
  (an upper-case letter that is not a rank, like ``R``, ``O``, ``N``) or a
  list ``[AKQ]`` / ``[A-T]``, followed by or instead of a suit (``s h d c``)
  or a suit variable (``w x y z``);
- equal variables take equal ranks (suits), different ones different ranks
  (suits), and no variable takes a rank (suit) written in the same pattern.

So in PLO4 ``AA`` is two aces or more, ``AA!AAA`` exactly two, ``RROO`` two
pair, ``xxyy`` double-suited and ``AxKx`` ace-king of one suit.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from holdEm import _core
from holdEm.games import HOLE_CARDS, checked_equity_game

__all__ = ["omaha_hands"]


def omaha_hands(text: str, game: str = "omaha") -> npt.NDArray[np.uint8]:
    """The hands of ``game`` (an Omaha game: ``"omaha"``, ``"plo4"``..``"plo6"``, their
    ``-hilo`` forms) that the range ``text`` holds.

    Returns an (N, hole cards) uint8 array of card numbers (``4 * rank + suit``), one hand a
    row, rows in increasing order of their card masks and each row's cards from the highest
    down.  ValueError names what is wrong: an unknown symbol and where it is, a pattern longer
    than a hand, a weight or a top share (Omaha ranges take neither), a range that matches no
    hand, or one of more than 4,000,000 hands (``"random"`` in PLO6).

    >>> hands = omaha_hands("AA!AAA")  # PLO4 hands with exactly two aces
    >>> len(hands), hands.shape[1]
    (6768, 4)
    >>> [_core.format_cards(row.tolist(), " ") for row in omaha_hands("AsAhKsKh")]
    ['As Ah Ks Kh']
    >>> len(omaha_hands("AxKx:xxyy", "plo5")) > 0
    True
    """
    if not isinstance(text, str):
        raise ValueError(f"an Omaha range is a str like 'AA,KK:xxyy', got {type(text).__name__}")
    name = checked_equity_game(game)
    hole_cards = HOLE_CARDS[name]
    if hole_cards < 4:
        raise ValueError(f"omaha_hands reads Omaha ranges; {game!r} is a two-card game (use holdEm.parse_range)")
    return _core.omaha_range_hands(text, hole_cards)
