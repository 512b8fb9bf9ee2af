"""The hit report of a range on a flop or a turn (Flopzilla's "hits"): :func:`board_hits`.

>>> hits = board_hits("random", "7h8h2c")
>>> hits.combos
1176.0
>>> round(sum(hits.made.values()), 9)
1.0
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Union

from holdEm import _core
from holdEm.hand_range import Range

CardsLike = Union[str, Iterable[int], Iterable[str]]

MADE_HANDS: tuple[str, ...] = (
    "straight flush",
    "four of a kind",
    "full house",
    "flush",
    "straight",
    "set",
    "trips",
    "two pair",
    "overpair",
    "top pair",
    "pocket pair below top pair",
    "middle pair",
    "weak pair",
    "ace high",
    "no made hand",
)
"""The keys of :attr:`BoardHits.made`, strongest first (a partition of the range)."""

DRAWS: tuple[str, ...] = (
    "flush draw",
    "nut flush draw",
    "backdoor flush draw",
    "open-ended straight draw",
    "gutshot",
    "overcards",
    "combo draw",
)
"""The keys of :attr:`BoardHits.draws` (not a partition: a combo may have several or none)."""


@dataclass(frozen=True)
class BoardHits:
    """What :func:`board_hits` found.

    ``made`` maps each of :data:`MADE_HANDS` (in that order) to the weighted
    share of the range's combos whose made hand is in that class; the shares
    sum to 1.  ``draws`` maps each of :data:`DRAWS` (in that order) to the
    weighted share of all the combos that have that draw (draws are counted
    only for combos whose made hand is below a straight).  ``combos`` is the
    total weight of the combos counted (those sharing no card with the board
    or the dead cards); ``board``, ``dead`` and ``range`` are as given, the
    cards in normal form.
    """

    range: str
    board: str
    dead: str
    combos: float
    made: dict[str, float]
    draws: dict[str, float]

    def to_dict(self) -> dict[str, Any]:
        """Plain values for JSON: every field, the dicts in key order."""
        return {
            "range": self.range,
            "board": self.board,
            "dead": self.dead,
            "combos": self.combos,
            "made": dict(self.made),
            "draws": dict(self.draws),
        }

    def __repr__(self) -> str:
        dead = f", dead={self.dead!r}" if self.dead else ""
        return f"BoardHits(range={self.range!r}, board={self.board!r}{dead}, combos={self.combos:g})"

    def _repr_html_(self) -> str:
        from holdEm._html import board_hits_html

        return board_hits_html(self)

    def __str__(self) -> str:
        dead = f", dead {self.dead}" if self.dead else ""
        lines = [f"{self.range} on {self.board}{dead}: {self.combos:g} combos"]
        width = max(len(name) for name in MADE_HANDS + DRAWS)
        lines.append("made hands:")
        lines += [f"  {name:<{width}} {100 * share:6.2f}%" for name, share in self.made.items()]
        lines.append("draws:")
        lines += [f"  {name:<{width}} {100 * share:6.2f}%" for name, share in self.draws.items()]
        return "\n".join(lines)


def board_hits(range: str | Range, board: CardsLike, dead: CardsLike = "") -> BoardHits:  # noqa: A002 (the spec's name)
    """How a range's combos hit a flop or a turn: the weighted share in each class.

    ``range`` is range text as :func:`holdEm.parse_range` reads it (weights
    count: a combo of weight 0.5 counts half); ``board`` holds 3 or 4 cards;
    combos using a board or ``dead`` card are left out.  Shares are each
    class's weight over the total weight of the combos left.

    Made hands (``made``, a partition; :data:`MADE_HANDS`):

    - ``straight flush`` .. ``straight``: the best five of hole and board
      cards, whichever cards make it (four of a kind on a 4-card board counts
      for every combo).
    - ``set`` (a pocket pair matching a board card) and ``trips`` (any other
      three of a kind, a board's trips with nothing in hand included).
    - From two pair down only what the hole cards contribute counts.
      ``two pair``: two paired ranks, at least one of them holding a hole
      card (a hole card pairing a board rank on a paired board; a pocket pair
      on a paired board; both hole cards pairing the board).  With one pair
      holding a hole card: ``overpair`` (pocket pair above every board card),
      ``pocket pair below top pair``, ``top pair`` (a hole card matches the
      highest board rank), ``middle pair`` (the second-highest distinct board
      rank), ``weak pair`` (a lower board rank).
    - ``ace high`` (no pair made with a hole card, an ace in hand) and ``no
      made hand`` (the rest): a pair, or two pair, only on the board counts
      here.

    Draws (``draws``; :data:`DRAWS`), only for made hands below a straight:

    - ``flush draw``: four of a suit, at least one a hole card (no flush).
      ``nut flush draw``: its highest hole card of the suit is the highest
      card of that suit not on the board (with the ace on the board the king
      is the nut; dead cards do not matter).  ``backdoor flush draw`` (flop
      only): three of a suit, at least one a hole card.
    - A straight out is a rank not yet among the cards such that any card of
      it makes a straight (the wheel A-2-3-4-5 included) with at least one
      hole card in the five.  Two or more outs: ``open-ended straight draw``
      (double gutshots included); exactly one: ``gutshot``.
    - ``overcards``: both hole cards above the highest board card, made hand
      ``ace high`` or ``no made hand``.  ``combo draw``: a flush draw and a
      straight draw (open-ended or gutshot).

    Raises ValueError for a board not of 3 or 4 cards, a card given twice
    (within or between board and dead cards), bad range text, and a range
    with no combo left once the board and dead cards are removed.

    >>> hits = board_hits("AhKh,QQ:0.5", "Jh8h2c")  # 1 + 6 x 0.5 combos
    >>> hits.combos, hits.made["overpair"], hits.draws["nut flush draw"]
    (4.0, 0.75, 0.25)
    """
    if isinstance(range, Range):
        range = str(range)  # noqa: A001
    if not isinstance(range, str):
        raise TypeError(f"range must be range text (str) or a Range, not {type(range).__name__}")
    fields = _core._board_hits(range, board, dead)
    return BoardHits(
        range=range,
        board=fields["board"],
        dead=fields["dead"],
        combos=fields["combos"],
        made={name: fields["made"][name] for name in MADE_HANDS},
        draws={name: fields["draws"][name] for name in DRAWS},
    )
