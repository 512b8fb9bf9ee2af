"""The hit report of a range on a flop or a turn (Flopzilla's "hits"): :func:`board_hits`.

>>> hits = board_hits("random", "7h8h2c")
>>> hits.combos
1176.0
>>> round(sum(hits.made.values()), 9)
1.0
>>> board_hits("random", "7h8h9c", game="shortdeck").combos  # the 630 short-deck combos, less the board's
528.0
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Union

from holdEm import _core
from holdEm.games import two_card_game
from holdEm.hand_range import Range, short_deck_hint

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
"""The keys of :attr:`BoardHits.made` in Hold'em, strongest first (a partition of the range)."""

MADE_HAND_ORDERS: dict[str, tuple[str, ...]] = {
    "holdem": MADE_HANDS,
    # Short deck: a flush beats a full house.
    "shortdeck": ("straight flush", "four of a kind", "flush", "full house", "straight", "set", "trips")
    + MADE_HANDS[7:],
    # Triton rules: also three of a kind (a set or trips) beats a straight.
    "shortdeck-triton": ("straight flush", "four of a kind", "flush", "full house", "set", "trips", "straight")
    + MADE_HANDS[7:],
}
"""The keys of :attr:`BoardHits.made` for each game of ``TWO_CARD_DECKS``, strongest first."""

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

    ``made`` maps each made-hand class of the game (:data:`MADE_HAND_ORDERS`;
    :data:`MADE_HANDS` in Hold'em), strongest first, to the weighted share of
    the range's combos whose made hand is in that class; the shares sum to 1.
    ``draws`` maps each of :data:`DRAWS` (in that order) to the weighted share
    of all the combos that have that draw.  ``combos`` is the total weight of
    the combos counted (those sharing no card with the board or the dead
    cards); ``board``, ``dead`` and ``range`` are as given, the cards in
    normal form; ``game`` is ``"holdem"``, ``"shortdeck"`` or
    ``"shortdeck-triton"``.
    """

    range: str
    board: str
    dead: str
    combos: float
    made: dict[str, float]
    draws: dict[str, float]
    game: str = "holdem"

    def to_dict(self) -> dict[str, Any]:
        """Plain values for JSON: every field, the dicts in key order."""
        return {
            "range": self.range,
            "board": self.board,
            "dead": self.dead,
            "game": self.game,
            "combos": self.combos,
            "made": dict(self.made),
            "draws": dict(self.draws),
        }

    def __repr__(self) -> str:
        dead = f", dead={self.dead!r}" if self.dead else ""
        game = f", game={self.game!r}" if self.game != "holdem" else ""
        return f"BoardHits(range={self.range!r}, board={self.board!r}{dead}{game}, combos={self.combos:g})"

    def select(self, *classes: str) -> Range:
        """The range's combos, with their weights, in any of ``classes`` on this board.

        Flopzilla's filter: what a range holds once it keeps only the hands
        that hit.  Each class is a made hand of :attr:`made` or a draw of
        :data:`DRAWS` (any case); a made hand followed by ``+`` is that class
        and every stronger one in the game's order (``"top pair+"`` is top
        pair, overpair, two pair, trips, a set and up).  A combo is kept when
        it is in any of them; an argument may name several, separated by
        commas.  Combos using a board or dead card are left out, as in the
        report.  Raises ValueError naming an unknown class and TypeError for
        a class that is not text.

        >>> hits = board_hits("QQ+,AKs,T9s", "Jh8h2c")
        >>> str(hits.select("top pair+", "open-ended straight draw"))
        'QQ+,T9s'
        >>> sorted(hits.select("flush draw"))
        ['AhKh', 'Th9h']
        """
        made, draws = _selected_classes(classes, tuple(self.made))
        dead = {self.dead[i : i + 2] for i in range(0, len(self.dead), 2)}
        hits = _core._combo_hits(self.board, self.game)
        kept: dict[str, float] = {}
        for combo, weight in _core.parse_range(self.range, self.game).items():
            hit = hits.get(combo)  # None: a board card is in the combo
            if hit is None or combo[:2] in dead or combo[2:] in dead:
                continue
            if hit[0] in made or not draws.isdisjoint(hit[1]):
                kept[combo] = weight
        return Range(kept)

    def selection_dict(self, classes: str) -> dict[str, Any]:
        """:meth:`select` of the comma-separated ``classes`` as plain values for JSON: the classes
        as given, the range's normal text and its weighted combos."""
        chosen = self.select(classes)
        return {"classes": classes, "range": str(chosen), "combos": chosen.weighted_combos}

    def _repr_html_(self) -> str:
        from holdEm._html import board_hits_html

        return board_hits_html(self)

    def __str__(self) -> str:
        dead = f", dead {self.dead}" if self.dead else ""
        game = f" ({self.game})" if self.game != "holdem" else ""
        lines = [f"{self.range} on {self.board}{dead}{game}: {self.combos:g} combos"]
        width = max(len(name) for name in MADE_HANDS + DRAWS)
        lines.append("made hands:")
        lines += [f"  {name:<{width}} {100 * share:6.2f}%" for name, share in self.made.items()]
        lines.append("draws:")
        lines += [f"  {name:<{width}} {100 * share:6.2f}%" for name, share in self.draws.items()]
        return "\n".join(lines)


def _selected_classes(classes: tuple[str, ...], made_order: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """The made hands and the draws that ``classes`` name (see :meth:`BoardHits.select`), checked
    once here for the method and ``holdem hits --select``."""
    made: set[str] = set()
    draws: set[str] = set()
    for argument in classes:
        if not isinstance(argument, str):
            raise TypeError(f"a hit class is text like 'top pair+' or 'flush draw', got {argument!r}")
        for part in argument.split(","):
            name = " ".join(part.split()).lower()
            if not name:
                continue  # "top pair+," or an empty argument
            stronger = name.endswith("+")
            name = name.removesuffix("+").rstrip()
            if name in made_order:
                at = made_order.index(name)
                made.update(made_order[: at + 1] if stronger else (name,))
            elif name in DRAWS and not stronger:
                draws.add(name)
            elif name in DRAWS:
                raise ValueError(f"'+' follows a made hand (it adds the stronger ones), not the draw {part.strip()!r}")
            else:
                raise ValueError(
                    f"unknown hit class {part.strip()!r}: the made hands are {', '.join(made_order)} "
                    f"(a '+' after one adds the stronger ones); the draws are {', '.join(DRAWS)}"
                )
    if not made and not draws:
        raise ValueError("name at least one hit class, like 'top pair+' or 'flush draw'")
    return made, draws


def board_hits(
    range: str | Range,  # noqa: A002 (the spec's name)
    board: CardsLike,
    dead: CardsLike = "",
    game: str = "holdem",
) -> BoardHits:
    """How a range's combos hit a flop or a turn: the weighted share in each class.

    ``range`` is range text as :func:`holdEm.parse_range` reads it (weights
    count: a combo of weight 0.5 counts half); ``board`` holds 3 or 4 cards;
    combos using a board or ``dead`` card are left out.  Shares are each
    class's weight over the total weight of the combos left.  ``game`` is
    ``"holdem"`` (the default), ``"shortdeck"`` or ``"shortdeck-triton"``
    (any case; see *Short deck* below).

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

    Short deck (``game="shortdeck"`` or ``"shortdeck-triton"``): the cards
    are the 36 six through ace and ``"random"`` is their 630 combos.  The
    classes mean what they mean in Hold'em, under the game's hand order:

    - The made hand is the best category of the hand under the game's order,
      and ``made`` lists the classes in that order (:data:`MADE_HAND_ORDERS`):
      a ``flush`` beats a ``full house``; under Triton rules ``set`` and
      ``trips`` also beat a ``straight``.  A straight is one of the six
      short-deck straights, six through ace, the ace playing low only in
      A-6-7-8-9 (the short deck's wheel).
    - Straight outs are ranks six through ace that make a short-deck
      straight (the wheel included) with a hole card: on A-7-8, K-9 has a
      gutshot (a six makes A-6-7-8-9), which in Hold'em it would not.  The nut flush is still the highest card of the
      suit not on the board.
    - Draws are looked for, as in Hold'em, when the combo has no straight,
      flush, full house or better.  Under Triton rules a set or trips, which
      a straight would not improve, keeps its flush draws but has no straight
      draw (nor a combo draw).

    Raises ValueError for a board not of 3 or 4 cards, a card given twice
    (within or between board and dead cards), bad range text, an unknown
    game, and a range with no combo left once the board and dead cards are
    removed; in short deck also for a board or dead card below six (naming
    it), a range holding a combo with such a card (naming the combo:
    ``"22+"`` is refused; write ``66+``).  ``random`` is the game's deck
    (its 630 combos in short deck, ``"random:0.5"`` too), and a percentage
    range like ``"15%"`` is a share of the game's ranking
    (:func:`holdEm.hand_ranking`).

    >>> hits = board_hits("AhKh,QQ:0.5", "Jh8h2c")  # 1 + 6 x 0.5 combos
    >>> hits.combos, hits.made["overpair"], hits.draws["nut flush draw"]
    (4.0, 0.75, 0.25)
    >>> short = board_hits("Ks9s", "Ah7d8c", game="shortdeck")  # a six makes the wheel A-6-7-8-9
    >>> short.draws["gutshot"], board_hits("Ks9s", "Ah7d8c").draws["gutshot"], list(short.made)[2:4]
    (1.0, 0.0, ['flush', 'full house'])
    """
    given = range
    if isinstance(range, Range):
        range = str(range)  # noqa: A001
    if not isinstance(range, str):
        raise TypeError(f"range must be range text (str) or a Range, not {type(range).__name__}")
    name = two_card_game(game)
    try:
        fields = _core._board_hits(range, board, dead, name)
    except ValueError as error:
        hinted = short_deck_hint(error, name, [given])
        if hinted is None:
            raise
        raise hinted from None
    return BoardHits(
        range=range,
        board=fields["board"],
        dead=fields["dead"],
        combos=fields["combos"],
        made=dict(fields["made"]),  # in the game's order, as MADE_HAND_ORDERS lists it
        draws=dict(fields["draws"]),  # in the order of DRAWS
        game=name,
    )
