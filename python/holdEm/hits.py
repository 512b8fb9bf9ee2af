"""The hit report of a range on a flop, a turn or a river (Flopzilla's "hits"): :func:`board_hits`.

>>> hits = board_hits("random", "7h8h2c")
>>> hits.combos
1176.0
>>> round(sum(hits.made.values()), 9)
1.0
>>> board_hits("random", "7h8h9c", game="shortdeck").combos  # the 630 short-deck combos, less the board's
528.0
>>> omaha = board_hits("random", "Jh8h2c", game="omaha")  # every PLO4 hand off the board
>>> omaha.combos, round(sum(omaha.made.values()), 9), "wrap" in omaha.draws
(211876.0, 1.0, True)

Omaha (``game="omaha"`` or ``"plo4"``, ``"plo5"``, ``"plo6"``; Omaha high).  The range is
Omaha range text as :func:`holdEm.omaha_hands` reads it, or an (N, hole cards) integer array of
hands in its format; a hand weighs 1, or in a weighted text (``"AA, KK@50"``) its share of a full
weight, so ``combos`` is the number of hands counted (those sharing no card with the board or the
dead cards), a hand of ``@50`` counting half.  A hand plays exactly two hole cards and
exactly three board cards, so the classes are taken pair by pair: a *pair* here is two of the
hand's hole cards (6 in PLO4, 10 in PLO5, 15 in PLO6).

- Made hand (``made``, a partition, the keys of :data:`MADE_HANDS` in their order): the
  strongest class, in that order, of any of the hand's pairs.  A pair's class is Hold'em's for
  those two cards, except that its five-card hand is the best of the pair and exactly three
  board cards: ``straight flush`` .. ``straight`` that five-card hand; three of a kind is a
  ``set`` when the pair is a pocket pair of a board rank, else ``trips`` (a hole card with a
  board pair, or a board's three of a kind with the pair: on a turn ``7s7h7d2c`` the pair
  ``Ah2d`` plays 7-7-7 for trips, where Hold'em's A-2 has the full house 7-7-7-2-2); ``two
  pair`` (with three board cards one pair at least holds a hole card).  Below that, what the
  pair contributes: ``overpair`` / ``pocket pair below top pair`` (a pocket pair above every
  board card / not), ``top pair``, ``middle pair``, ``weak pair`` (a hole card of the highest,
  the second-highest or a lower distinct board rank), ``ace high`` (an ace in the pair), ``no
  made hand``; a pair only on the board makes no class of its own.  On a board of four queens
  a hand plays three of them: a pocket pair makes a ``full house``, any other pair ``trips``.
  On a river the same classes, each pair's five-card hand the best with any three of the five
  board cards: a hand never plays the board alone (a royal flush on the board is no hand's
  royal flush), so the class is always what two hole cards make with three board cards.
- Draws (``draws``, the keys of :data:`OMAHA_DRAWS`; not a partition), none on a river (every
  draw's share is 0 there), only for made hands below a straight, as in Hold'em (a straight,
  flush, full house or better has none); otherwise the union over the hand's pairs:

  - ``flush draw``: two hole cards of a suit of which the board holds exactly two (flop or
    turn); ``nut flush draw``: the hand's cards of that suit include the highest card of the
    suit not on the board (dead cards do not matter); ``backdoor flush draw`` (flop only): two
    hole cards of a suit of which the board holds one.  One hole card of a suit is no draw in
    Omaha.
  - Straight ranks: a rank is one when a card of it, as the next board card, gives some pair a
    straight with three board cards, the new card among them (the wheel A-2-3-4-5 counts).  A
    board rank never is one; a rank whose four cards are all in the hand cannot come and does
    not count; ranks the hand holds otherwise do (the draw is counted in ranks, not outs, so
    blockers do not shrink it).  Exactly one rank: ``gutshot``; two: ``open-ended straight
    draw`` (double gutshots included, as in Hold'em); three or more: ``wrap``.
  - ``overcards``: made hand ``ace high`` or ``no made hand`` and two hole cards both above
    the board's highest card.  ``combo draw``: a flush draw and a straight draw (gutshot,
    open-ended or wrap).

Omaha hi-lo (``game="omaha-hilo"`` or ``"plo4-hilo"``, ``"plo5-hilo"``, ``"plo6-hilo"``): the
high classes above, the same hands' high hand, and the low half in two more fields.  A low is
eight or better: two hole cards and three board cards of five distinct ranks eight or lower, the
ace low, compared from the highest card down (as :func:`holdEm.evaluate_omaha_lo` scores it).
The *nut low* of a board is the best low any two cards off the board make with it, and the *2nd
nut low* the best low below that one.  Blockers do not count: the hand's own cards and the dead
cards do not change them (a low is a matter of ranks, and every rank a low can use has a card
off the board), so on ``3c4d5h`` the nut low is 5-4-3-2-A (A-2) and the 2nd nut low 6-5-4-3-A
(A-6) even for a hand holding every deuce.

- Made low (``lows``, a partition, the keys of :data:`LOW_HANDS`): ``nut low`` (the hand's best
  low on this board is its nut low), ``2nd nut low``, ``other low`` (any weaker low), ``no low``.
- Low draws (``low_draws``, the keys of :data:`LOW_DRAWS`; not a partition), only for hands with
  no low yet, and none on a river: ``low draw``, some card that can come next gives the hand a low; ``nut low draw``,
  some card gives it the nut low of the board it makes (so it is also a low draw).  A card can
  come unless it is on the board or in the hand (a rank whose four cards the hand holds cannot
  come); dead cards do not matter.  ``backdoor low draw`` (flop only): no low and no low draw,
  but some two distinct cards that can come as turn and river give the hand a low.  Only two
  new low ranks off the board can (a board rank, a rank above eight or two cards of one rank add
  at most one, which the low draw covers), neither a rank whose four cards the hand holds.
  Counted as hands, not outs.

>>> hilo = board_hits("A2xx,A3xx", "4c5d8h", game="omaha-hilo")
>>> hilo.lows["nut low"] > 0, round(sum(hilo.lows.values()), 9), "top pair" in hilo.made
(True, 1.0, True)

>>> aces = board_hits("AA", "Jh8h2c", game="plo5")
>>> aces.made["overpair"] > 0.5, aces.select("set+").shape[1]  # Omaha's select: an array of hands
(True, 5)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar, cast, overload

import numpy as np

from holdEm import _core
from holdEm._players import card_list_hand, materialize_hand, refuse_two_card_range, with_hint
from holdEm._words import amount
from holdEm.evaluation import CardsLike
from holdEm.games import TWO_CARD_DECKS, check_game_type, omaha_game
from holdEm.hand_range import Range, RangeLike
from holdEm.omaha_hits import (
    LOW_DRAWS,
    LOW_HANDS,
    OMAHA_HILO_HITS_GAMES,
    OMAHA_HITS_GAMES,
    OmahaHands,
    hand_texts,
    omaha_fields,
    omaha_range_argument,
    omaha_selection,
)

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
"""The keys of :attr:`BoardHits.draws` in Hold'em and short deck (not a partition: a combo may have
several or none)."""

OMAHA_DRAWS: tuple[str, ...] = DRAWS[:4] + ("wrap",) + DRAWS[4:]
"""The keys of :attr:`BoardHits.draws` in Omaha: :data:`DRAWS` and the ``wrap`` (three or more
straight ranks), between the open-ended straight draw and the gutshot."""

DRAW_ORDERS: dict[str, tuple[str, ...]] = {name: DRAWS for name in TWO_CARD_DECKS} | {
    name: OMAHA_DRAWS for name in (*OMAHA_HITS_GAMES, *OMAHA_HILO_HITS_GAMES)
}
"""The keys of :attr:`BoardHits.draws` for each game of the hit report."""

NO_DRAWS_ON_THE_RIVER = "none on the river (no card is to come)"
"""What the text and the notebook table of a river's report say in place of the draws."""

# What BoardHits.select returns: a Range in Hold'em and short deck, an array of hands in Omaha.
Selection = TypeVar("Selection", Range, OmahaHands)

HoldemGame = Literal["holdem", "shortdeck", "shortdeck-triton"]
OmahaGame = Literal[
    "omaha",
    "plo",
    "plo4",
    "plo5",
    "plo6",
    "omaha-hilo",
    "omaha8",
    "plo-hilo",
    "plo8",
    "plo4-hilo",
    "plo5-hilo",
    "plo6-hilo",
]


@dataclass(frozen=True)
class BoardHits(Generic[Selection]):
    """What :func:`board_hits` found.

    ``made`` maps each made-hand class of the game (:data:`MADE_HAND_ORDERS`;
    :data:`MADE_HANDS` in Hold'em and Omaha), strongest first, to the weighted
    share of the range's combos whose made hand is in that class; the shares
    sum to 1.  ``draws`` maps each draw of the game (:data:`DRAW_ORDERS`:
    :data:`DRAWS`, in Omaha :data:`OMAHA_DRAWS`), in that order, to the
    weighted share of all the combos that have that draw.  ``combos`` is the
    total weight of the combos counted (those sharing no card with the board
    or the dead cards; in Omaha the hands, each by its weight: 1 unless its item has ``@w``);
    ``board``, ``dead`` and ``range`` are as given, the cards in normal form
    (an Omaha range given as an array reads ``"N hands (an array)"`` here,
    and ``hands`` holds a copy of the array; None otherwise); ``game`` is
    ``"holdem"``, ``"shortdeck"``, ``"shortdeck-triton"``, ``"omaha"`` (asked as
    ``"plo"`` or ``"plo4"`` too), ``"plo5"``, ``"plo6"``, ``"omaha-hilo"``,
    ``"plo5-hilo"`` or ``"plo6-hilo"``.  In the hi-lo games ``lows`` maps
    each low class (:data:`LOW_HANDS`) to its share of the hands (summing to
    1) and ``low_draws`` each low draw (:data:`LOW_DRAWS`) to the share of
    the hands that have it; in the other games both are None.
    """

    range: str
    board: str
    dead: str
    combos: float
    made: dict[str, float]
    draws: dict[str, float]
    game: str = "holdem"
    hands: OmahaHands | None = field(default=None, repr=False, compare=False)
    lows: dict[str, float] | None = None
    low_draws: dict[str, float] | None = None

    @property
    def is_river(self) -> bool:
        """Whether the board is a river (five cards): no card is to come, so every draw is 0."""
        return len(self.board) == 10

    @property
    def is_omaha(self) -> bool:
        """Whether this is an Omaha report (whose :meth:`select` gives an array of hands)."""
        return self.game in OMAHA_HITS_GAMES or self.game in OMAHA_HILO_HITS_GAMES

    def to_dict(self) -> dict[str, Any]:
        """Plain values for JSON: every field but ``hands``, the dicts in key order (``lows`` and
        ``low_draws`` only in the hi-lo games)."""
        data = {
            "range": self.range,
            "board": self.board,
            "dead": self.dead,
            "game": self.game,
            "combos": self.combos,
            "made": dict(self.made),
            "draws": dict(self.draws),
        }
        if self.lows is not None and self.low_draws is not None:
            data |= {"lows": dict(self.lows), "low_draws": dict(self.low_draws)}
        return data

    def __repr__(self) -> str:
        dead = f", dead={self.dead!r}" if self.dead else ""
        game = f", game={self.game!r}" if self.game != "holdem" else ""
        return f"BoardHits(range={self.range!r}, board={self.board!r}{dead}{game}, combos={self.combos:.10g})"

    def select(self, *classes: str | Sequence[str]) -> Selection:
        """The range's combos, with their weights, in any of ``classes`` on this board.

        Flopzilla's filter: what a range holds once it keeps only the hands
        that hit.  Each class is a made hand of :attr:`made` or a draw of
        :attr:`draws` (any case), in the hi-lo games also a low class of
        :attr:`lows` or a low draw of :attr:`low_draws`; a made hand or a low
        class followed by ``+`` is that class and every stronger one in the
        game's order (``"top pair+"`` is top pair, overpair, two pair, trips,
        a set and up; ``"2nd nut low+"`` the nut and 2nd nut lows).  A combo is kept when
        it is in any of them; an argument may name several, separated by
        commas, or be a list of them.  Combos using a board or dead card are left out, as in the
        report.  On a river no combo has a draw, so a draw keeps nothing
        (the selection is that of the other classes named, possibly empty),
        as a draw no combo has on a flop keeps nothing: a draw is still a
        class of the game, not an error.  Raises ValueError naming an
        unknown class and TypeError for a class that is not text.

        Returns a :class:`~holdEm.Range` in Hold'em and short deck (the
        combos with their weights), and in Omaha the hands kept as an (N,
        hole cards) uint8 array in :func:`holdEm.omaha_hands`' format (rows in
        increasing order of their card masks, each row's cards from the
        highest down; N may be 0; the weights of a weighted text are not kept).

        >>> hits = board_hits("QQ+,AKs,T9s", "Jh8h2c")
        >>> str(hits.select("top pair+", "open-ended straight draw"))
        'QQ+,T9s'
        >>> sorted(hits.select("flush draw"))
        ['AhKh', 'Th9h']
        >>> from holdEm.omaha_range import omaha_hands
        >>> wraps = board_hits("JT76,AA", "9h8c2d", game="omaha").select("wrap")  # Q, T, 7, 6, 5
        >>> wraps.shape, bool((wraps == omaha_hands("JT76")).all())
        ((256, 4), True)
        """
        draw_order = DRAW_ORDERS[self.game]
        made, draws, lows, low_draws = _selected_classes(
            classes, tuple(self.made), draw_order, tuple(self.lows or ()), tuple(self.low_draws or ())
        )
        if self.is_omaha:
            source = self.range if self.hands is None else self.hands
            hands = omaha_selection(
                source,
                self.board,
                self.dead,
                self.game,
                (MADE_HANDS.index(name) for name in made),
                (draw_order.index(name) for name in draws),
                (LOW_HANDS.index(name) for name in lows),
                (LOW_DRAWS.index(name) for name in low_draws),
            )
            return cast(Any, hands)  # (Selection is OmahaHands in Omaha: the constraint is by game, at run time)
        dead = {self.dead[i : i + 2] for i in range(0, len(self.dead), 2)}
        hits = _core._combo_hits(self.board, self.game)
        kept: dict[str, float] = {}
        for combo, weight in _core.parse_range(self.range, self.game).items():
            hit = hits.get(combo)  # None: a board card is in the combo
            if hit is None or combo[:2] in dead or combo[2:] in dead:
                continue
            if hit[0] in made or not draws.isdisjoint(hit[1]):
                kept[combo] = weight
        return cast(Any, Range._of(kept))  # (combos as the parser wrote them: no second reading)

    def selection_dict(self, classes: str, most_hands: int | None = None) -> dict[str, Any]:
        """:meth:`select` of the comma-separated ``classes`` as plain values for JSON: the classes
        as given, and the range's normal text and its weighted combos (in Omaha: the number of
        hands and the hands as text rows like ``"AsAhKsKh"``; with ``most_hands``, only the first
        that many rows, and ``more``, how many are left out)."""
        chosen = self.select(classes)
        if isinstance(chosen, Range):
            return {"classes": classes, "range": str(chosen), "combos": chosen.weighted_combos}
        listed = hand_texts(chosen if most_hands is None else chosen[:most_hands])
        answer = {"classes": classes, "combos": len(chosen), "hands": listed}
        return answer if most_hands is None else {**answer, "more": len(chosen) - len(listed)}

    def _repr_html_(self) -> str:
        from holdEm._html import board_hits_html

        return board_hits_html(self)

    def __str__(self) -> str:
        dead = f", dead {self.dead}" if self.dead else ""
        game = f" ({self.game})" if self.game != "holdem" else ""
        unit = "hands" if self.is_omaha else "combos"
        lines = [f"{self.range} on {self.board}{dead}{game}: {amount(self.combos)} {unit}"]
        width = max(len(name) for name in (*self.made, *self.draws))
        river = self.is_river
        lines += _shares_lines("made hands", self.made, width)
        lines += _shares_lines("draws", self.draws, width, river)
        if self.lows is not None and self.low_draws is not None:
            lines += _shares_lines("lows", self.lows, width)
            lines += _shares_lines("low draws", self.low_draws, width, river)
        return "\n".join(lines)


def _shares_lines(title: str, shares: dict[str, float], width: int, no_draws: bool = False) -> list[str]:
    """A section of :meth:`BoardHits.__str__`: its title, then a line a class (one line instead of
    a column of zeros where ``no_draws``: draws on a river)."""
    if no_draws:
        return [f"{title}: {NO_DRAWS_ON_THE_RIVER}"]
    return [f"{title}:", *(f"  {name:<{width}} {100 * share:6.2f}%" for name, share in shares.items())]


def _selected_classes(
    classes: tuple[str | Sequence[str], ...],
    made_order: tuple[str, ...],
    draw_order: tuple[str, ...] = DRAWS,
    low_order: tuple[str, ...] = (),
    low_draw_order: tuple[str, ...] = (),
) -> tuple[set[str], set[str], set[str], set[str]]:
    """The made hands, draws, low classes and low draws that ``classes`` name (see
    :meth:`BoardHits.select`; the low orders are empty outside the hi-lo games), checked once here
    for the method and ``holdem hits --select``."""
    made: set[str] = set()
    draws: set[str] = set()
    lows: set[str] = set()
    low_draws: set[str] = set()
    # Ordered classes, where a '+' adds the stronger ones; draws, where it does not.
    ordered = ((made_order, made), (low_order, lows))
    unordered = ((draw_order, draws), (low_draw_order, low_draws))
    listed = [name for c in classes for name in (c if isinstance(c, (list, tuple)) else [c])]
    for argument in listed:
        if not isinstance(argument, str):
            raise TypeError(f"a hit class is text like 'top pair+' or 'flush draw', got {argument!r}")
        for part in argument.split(","):
            name = " ".join(part.split()).lower()
            if not name:
                continue  # "top pair+," or an empty argument
            stronger = name.endswith("+")
            name = name.removesuffix("+").rstrip()
            order = next(((o, chosen) for o, chosen in ordered if name in o), None)
            drawn = next((chosen for o, chosen in unordered if name in o), None)
            if order is not None:
                classes_in, chosen = order
                at = classes_in.index(name)
                chosen.update(classes_in[: at + 1] if stronger else (name,))
            elif drawn is not None and not stronger:
                drawn.add(name)
            elif drawn is not None:
                raise ValueError(f"'+' follows a made hand (it adds the stronger ones), not the draw {part.strip()!r}")
            else:
                named_lows = f"; the lows are {', '.join(low_order)}; the low draws are {', '.join(low_draw_order)}"
                raise ValueError(
                    f"unknown hit class {part.strip()!r}: the made hands are {', '.join(made_order)} "
                    f"(a '+' after one adds the stronger ones); the draws are {', '.join(draw_order)}"
                    + (named_lows if low_order else "")
                )
    if not (made or draws or lows or low_draws):
        raise ValueError("name at least one hit class, like 'top pair+' or 'flush draw'")
    return made, draws, lows, low_draws


@overload
def board_hits(
    range: RangeLike,  # noqa: A002
    board: CardsLike,
    dead: CardsLike = "",
    game: HoldemGame = "holdem",
) -> BoardHits[Range]: ...
@overload
def board_hits(
    range: str | OmahaHands,  # noqa: A002
    board: CardsLike,
    dead: CardsLike = "",
    *,
    game: OmahaGame,
) -> BoardHits[OmahaHands]: ...
@overload
def board_hits(
    range: RangeLike | OmahaHands,  # noqa: A002
    board: CardsLike,
    dead: CardsLike = "",
    game: str = "holdem",
) -> BoardHits[Any]: ...
def board_hits(
    range: RangeLike | OmahaHands,  # noqa: A002 (the spec's name)
    board: CardsLike,
    dead: CardsLike = "",
    game: str = "holdem",
) -> BoardHits[Any]:
    """How a range's combos hit a flop, a turn or a river: the weighted share in each class.

    ``range`` is range text as :func:`holdEm.parse_range` reads it, a
    :class:`~holdEm.Range` or a ``{combo: weight}`` mapping (weights
    count: a combo of weight 0.5 counts half); one hand's cards with spaces
    or commas between them (``"As Ks"``) are that hand, as :func:`holdEm.equity`
    reads a player; ``board`` holds 3, 4 or 5
    cards (a flop, a turn or a river);
    combos using a board or ``dead`` card are left out.  Shares are each
    class's weight over the total weight of the combos left.  ``game`` is
    ``"holdem"`` (the default), ``"shortdeck"`` or ``"shortdeck-triton"``
    (any case; see *Short deck* below), or an Omaha high game: ``"omaha"``
    (``"plo4"``, ``"plo"``), ``"plo5"``, ``"plo6"``, whose range is Omaha
    range text or an array of hands and whose classes this module's
    docstring defines (a hand plays exactly two hole cards and three board
    cards; the draws add the ``wrap``), or an Omaha hi-lo game
    (``"omaha-hilo"``, ``"plo4-hilo"``, ``"plo-hilo"``, ``"plo5-hilo"``,
    ``"plo6-hilo"``), which adds the low half (``lows``, ``low_draws``).

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

    The river (a board of five cards): the same made-hand classes, with
    nothing assumed about cards to come.  The five board cards may be the
    best hand (the board "plays"): such a combo falls in the class of its
    best five, whichever cards make it, as four of a kind on a turn does
    (on ``5c6d7h8s9c`` every combo without a better hand is a ``straight``;
    on a board full house every combo is at least a ``full house``, on
    ``7s7h7d2c2d`` ``AhKh`` too).  Below three of a kind only what the
    hole cards contribute counts, as on the flop: on ``KsKd7c7h2s`` the
    combo ``AhQh`` (the board's two pair with an ace) is ``ace high`` and
    ``Qh2h`` (a hole card pairing the deuce) ``two pair``.  ``overpair``
    and ``top pair`` are against all five board cards.  There are no draws
    on a river: ``draws`` still holds every draw of the game, each 0 (and
    in hi-lo ``low_draws`` too), and :meth:`BoardHits.select` of a draw
    keeps nothing.

    Draws (``draws``; :data:`DRAWS`), only for made hands below a straight
    (and before the river):

    - ``flush draw``: four of a suit, at least one a hole card (no flush).
      ``nut flush draw``: its highest hole card of the suit is the highest
      card of that suit not on the board (with the ace on the board the king
      is the nut; dead cards do not matter).  ``backdoor flush draw`` (flop
      only): three of a suit, at least one a hole card.
    - A straight out is a rank not yet among the cards such that any card of
      it makes the hand a straight (the wheel A-2-3-4-5 included) above any
      the board makes with that card alone: a card that only straightens the
      board (a ten on ``9c8d7h6s``) plays for everyone and is no out.  Two or
      more outs: ``open-ended straight draw`` (double gutshots included);
      exactly one: ``gutshot``.
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

    Raises ValueError for a board not of 3, 4 or 5 cards (naming the
    count), a card given twice
    (within or between board and dead cards), bad range text, an unknown
    game, and a range with no combo left once the board and dead cards are
    removed; in short deck also for a board or dead card below six (naming
    it), a range holding a combo with such a card (naming the combo:
    ``"22+"`` is refused; write ``66+``).  ``random`` is the game's deck
    (its 630 combos in short deck, ``"random:0.5"`` too), and a percentage
    range like ``"15%"`` is a share of the game's ranking
    (:func:`holdEm.hand_ranking`).  In Omaha also for an array not of shape
    (N, hole cards) with N >= 1, a card number not 0..51, a card twice in a
    row or two rows of the same hand (naming the rows); TypeError for an
    array of another dtype than integers or a range of another type.

    >>> hits = board_hits("AhKh,QQ:0.5", "Jh8h2c")  # 1 + 6 x 0.5 combos
    >>> hits.combos, hits.made["overpair"], hits.draws["nut flush draw"]
    (4.0, 0.75, 0.25)
    >>> short = board_hits("Ks9s", "Ah7d8c", game="shortdeck")  # a six makes the wheel A-6-7-8-9
    >>> short.draws["gutshot"], board_hits("Ks9s", "Ah7d8c").draws["gutshot"], list(short.made)[2:4]
    (1.0, 0.0, ['flush', 'full house'])
    """
    omaha = omaha_game(game)
    if omaha is not None:
        return _omaha_board_hits(range, board, dead, omaha)
    given = range
    range = materialize_hand(range, "range")  # noqa: A001 (a Range or a {combo: weight} mapping as its text)
    if not isinstance(range, str):
        raise TypeError(
            f"range must be range text (str), a Range or a {{combo: weight}} mapping, not {type(given).__name__}"
        )
    name = check_game_type(game).strip().lower()
    if name not in TWO_CARD_DECKS:
        games = ", ".join(map(repr, (*TWO_CARD_DECKS, *OMAHA_HITS_GAMES, *OMAHA_HILO_HITS_GAMES)))
        raise ValueError(f"game must be one of {games}, got {game!r}")
    range = card_list_hand(range, 2)  # noqa: A001 ("As Ks" is the hand, as equity reads it)
    try:
        fields = _core._board_hits(range, board, dead, name)
    except ValueError as error:
        raise with_hint(error, name, [given]) from None
    return BoardHits(
        range=range,
        board=fields["board"],
        dead=fields["dead"],
        combos=fields["combos"],
        made=dict(fields["made"]),  # in the game's order, as MADE_HAND_ORDERS lists it
        draws=dict(fields["draws"]),  # in the order of DRAWS
        game=name,
    )


def _omaha_board_hits(
    range: object,  # noqa: A002
    board: CardsLike,
    dead: CardsLike,
    game: str,
) -> BoardHits[OmahaHands]:
    """:func:`board_hits` in an Omaha game, high or hi-lo (named as the library names it)."""
    refuse_two_card_range(range, game, "range")
    argument = omaha_range_argument(range, game)
    fields = omaha_fields(argument, board, dead, game)
    if isinstance(argument, str):
        text, hands = argument, None
    else:
        hands = np.array(argument, dtype=np.uint8)  # a copy: the result does not change with the caller's array
        hands.setflags(write=False)
        text = f"{len(hands)} hands (an array)"
    return BoardHits(
        range=text,
        board=fields["board"],
        dead=fields["dead"],
        combos=fields["combos"],
        made=dict(fields["made"]),  # in the order of MADE_HANDS
        draws=dict(fields["draws"]),  # in the order of OMAHA_DRAWS
        game=game,
        hands=hands,
        lows=dict(fields["lows"]) if "lows" in fields else None,  # hi-lo: in the order of LOW_HANDS
        low_draws=dict(fields["low_draws"]) if "low_draws" in fields else None,  # in the order of LOW_DRAWS
    )
