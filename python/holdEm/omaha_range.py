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
pair, ``xxyy`` double-suited and ``AxKx`` ace-king of one suit.  In PLO4 and
PLO5 a top share like ``15%`` is the strongest suit classes of
:func:`omaha_ranking` for the game (high or hi-lo) whose hands come closest to
that share of every hand (``15%:xxyy`` keeps their double-suited hands).

A top-level item may end in a weight, ``@`` and a whole number from 1 to 100
(its hands' share of a full weight, in percent): ``AA:xxyy, KK@50`` holds the
double-suited aces at full weight and every pair of kings at half; an item
without ``@`` weighs 100, and a hand in two items keeps the larger weight.
:func:`omaha_weighted_hands` returns the weights with the hands.
"""

from __future__ import annotations

from importlib import resources
from io import BytesIO
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from holdEm import _core
from holdEm._cache import built_once
from holdEm.games import HOLE_CARDS, checked_equity_game
from holdEm.preflop import HandRank

__all__ = ["OmahaWeightedHands", "omaha_hands", "omaha_ranking", "omaha_weighted_hands"]

#: The weight of a hand in an item without ``@``: a weight like ``@50`` is a share of it, in percent.
FULL_WEIGHT = 100


class OmahaWeightedHands(NamedTuple):
    """An Omaha range's hands and their weights (:func:`omaha_weighted_hands`)."""

    hands: npt.NDArray[np.uint8]
    """(N, hole cards) card numbers, as :func:`omaha_hands` returns them."""
    weights: npt.NDArray[np.float64]
    """(N,) each hand's weight as a share of a full one: ``@50`` is 0.5, no ``@`` is 1.0."""

    def __repr__(self) -> str:  # one line, not two arrays
        hands, weights = self
        return f"OmahaWeightedHands(hands={len(hands)}, weighted={round(float(weights.sum()), 4)!r})"


def omaha_hands(text: str, game: str = "omaha") -> npt.NDArray[np.uint8]:
    """The hands of ``game`` (an Omaha game: ``"omaha"``, ``"plo4"``..``"plo6"``, their
    ``-hilo`` forms) that the range ``text`` holds.

    Returns an (N, hole cards) uint8 array of card numbers (``4 * rank + suit``), one hand a
    row, rows in increasing order of their card masks and each row's cards from the highest
    down; weights like ``KK@50`` are read and checked but not returned (see
    :func:`omaha_weighted_hands`).  ValueError names what is wrong: an unknown symbol and where
    it is, a pattern longer than a hand, a weight out of 1..100 or not at the end of a top-level
    item, a top share in PLO6 (only PLO4 and PLO5 are ranked), a range that matches no hand, or
    one of more than 4,000,000 hands (``"random"`` in PLO6).

    >>> hands = omaha_hands("AA!AAA")  # PLO4 hands with exactly two aces
    >>> len(hands), hands.shape[1]
    (6768, 4)
    >>> [_core.format_cards(row.tolist(), " ") for row in omaha_hands("AsAhKsKh")]
    ['As Ah Ks Kh']
    >>> len(omaha_hands("AxKx:xxyy", "plo5")) > 0
    True
    >>> len(omaha_hands("10%")), len(omaha_hands("10%", "omaha-hilo"))  # the strongest classes
    (27078, 27070)
    """
    return _parsed(text, game, "omaha_hands")[0]


def omaha_weighted_hands(text: str, game: str = "omaha") -> OmahaWeightedHands:
    """The hands of the Omaha range ``text`` in ``game`` (as :func:`omaha_hands` reads it) with
    each hand's weight: the ``@`` of its item as a share (``@50`` is 0.5), 1.0 for an item
    without one, the larger where a hand is in two items.  Only the weights' ratios matter to
    equity and hit reports (``AA@50`` alone is the same range as ``AA``).

    >>> hands, weights = omaha_weighted_hands("AA:xxyy, KK@50")
    >>> len(hands) == len(omaha_hands("AA:xxyy")) + len(omaha_hands("KK!(AA:xxyy)"))
    True
    >>> sorted(set(weights.tolist()))
    [0.5, 1.0]
    """
    hands, weights = _parsed(text, game, "omaha_weighted_hands")
    return OmahaWeightedHands(hands, weights / FULL_WEIGHT)


def _parsed(text: str, game: str, caller: str) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint8]]:
    """The engine's parse of an Omaha range text: its hands and their weights (1..100)."""
    if not isinstance(text, str):
        raise TypeError(f"an Omaha range is a str like 'AA,KK:xxyy', not {type(text).__name__}")
    name = checked_equity_game(game)
    if HOLE_CARDS[name] < 4:
        raise ValueError(f"{caller} reads Omaha ranges; {game!r} is a two-card game (use holdEm.parse_range)")
    return _core.omaha_range(text, name)


_TABLES = {
    "omaha": "plo4_ranking.npy",
    "omaha-hilo": "plo4_hilo_ranking.npy",
    "plo5": "plo5_ranking.npy",
    "plo5-hilo": "plo5_hilo_ranking.npy",
}
# The ranked games under each of their names.
_RANKED = {"plo4": "omaha", "plo4-hilo": "omaha-hilo"} | {name: name for name in _TABLES}
RANKED_OMAHA_GAMES: tuple[str, ...] = tuple(_RANKED)
#: The same games by the names the library gives them (no aliases), for messages.
RANKED_OMAHA_NAMES: tuple[str, ...] = tuple(dict.fromkeys(_RANKED.values()))
"""The names of the Omaha games with a ranking (and so top shares like ``"15%"``): PLO4 and PLO5, high
and hi-lo."""


@built_once
def _ranking_table(game: str) -> np.ndarray:
    data = resources.files("holdEm").joinpath(f"data/{_TABLES[game]}").read_bytes()
    return np.load(BytesIO(data), allow_pickle=False)


def omaha_ranking(game: str = "omaha") -> list[HandRank]:
    """The suit classes of PLO4 (16,432) or PLO5 (134,459) starting hands, strongest first by
    equity against one random hand: the order behind top shares like ``"15%"`` in Omaha
    ranges.  ``game`` is ``"omaha"`` (``"plo4"``), ``"omaha-hilo"`` (``"plo4-hilo"``),
    ``"plo5"`` or ``"plo5-hilo"``; in hi-lo the order is by the expected pot share.

    A class is the hands that are the same up to renaming the suits; ``hand_class`` is its
    representative (the hand, highest card first, whose card numbers are least under some
    renaming), ``combos`` its number of hands (1 to 24).  The equities are Monte Carlo with a
    fixed seed per class, shipped with the package (codegen/compute_omaha_ranking.py computes
    them again): a million deals per PLO4 class (standard error about 5e-4), 200,000 per PLO5
    class (about 1e-3), 100,000 in PLO5 hi-lo (about 1.3e-3); classes closer than that may stand
    in either order.

    >>> top = omaha_ranking()[0]
    >>> top.hand_class, top.combos, round(top.equity, 2)
    ('AdAcTdTc', 6, 0.72)
    >>> sum(r.combos for r in omaha_ranking("omaha-hilo"))
    270725
    """
    name = checked_equity_game(game)  # (TypeError, or ValueError naming the games, for no game at all)
    if name not in _RANKED:
        raise ValueError(
            f"of the Omaha games only PLO4 and PLO5 are ranked: game must be 'omaha', 'omaha-hilo', 'plo5'"
            f" or 'plo5-hilo', got {game!r}"
        )
    table = _ranking_table(_RANKED[name])
    order = np.argsort(-table["equity"], kind="stable")
    return [
        HandRank(_core.format_cards(table["cards"][i].tolist()), float(table["equity"][i]), int(table["combos"][i]))
        for i in order
    ]
