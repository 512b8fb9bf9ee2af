"""A Hold'em range as a value: its combos and weights, the 13x13 grid, a normalised text.

>>> r = Range("AKs,QQ+,A5s:0.5")
>>> len(r), str(r)
(26, 'QQ+,AKs,A5s:0.5')
>>> r.combos["AhKh"], float(r.grid()[0, 0]), Range(str(r)) == r
(1.0, 1.0, True)

Wherever a range is read (``equity``, ``next_card``, ``equity_breakdown``,
``board_hits``) a ``Range`` may stand in for its text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from itertools import groupby
from numbers import Real
from types import MappingProxyType
from typing import Union

import numpy as np

from holdEm import _core
from holdEm.games import TWO_CARD_DECKS, check_game_type, equity_game, two_card_game
from holdEm.preflop import HAND_CLASSES, RANKS_HIGH_FIRST, class_of_combo

RANKS = RANKS_HIGH_FIRST
RangeLike = Union[str, Mapping[str, float], "Range"]


def _combo_text(combo: str) -> str:
    """A combo as the parser writes it: two distinct cards, the higher first (``"AhKh"``)."""
    cards = _core.parse_cards(combo)
    if len(cards) != 2:  # (parse_cards refuses a card given twice)
        raise ValueError(f"a combo is two different cards, like 'AhKh', got {combo!r}")
    return _core.format_cards(sorted(cards, reverse=True))


def mapping_text(source: Mapping[str, float]) -> str:
    """A ``{combo or range text: weight}`` mapping as range text, each item of a key at the key's
    weight (``{"AKs": 0.5, "QQ+": 1}`` is ``"AKs:0.5,QQ+"``): read for the game of the call or the
    Range it goes to, a combo under two keys keeping the larger weight, as in range text."""
    items = []
    for key, weight in source.items():
        if not isinstance(key, str):
            raise TypeError(f"a range mapping's keys are combos like 'AhKh' or range text like 'AKs', got {key!r}")
        checked = _weight(key, weight)
        for item in _key_items(key):
            if any(sign in item for sign in ":@[]"):
                raise ValueError(f"{key!r}: a range mapping's key is a combo or range text without weights")
            items.append(item if checked == 1.0 else f"{item}:{checked!r}")
    return ",".join(items)


def _key_items(key: str) -> list[str]:
    """A mapping key's range items: a combo written any way (``"kh ah"``) as one, else its items."""
    try:
        return [_combo_text(key)]
    except ValueError:
        return [item for item in re.split(r"[\s,]+", key.strip()) if item] or [key]


def _operand(other: object) -> Range | None:
    """The other side of an operation on ranges: a Range, or range text read as one (None, not
    an operand, for anything else)."""
    if isinstance(other, Range):
        return other
    return Range(other) if isinstance(other, str) else None


def _weight(combo: str, weight: object) -> float:
    # (compared before any conversion: an int of hundreds of digits has no float)
    if isinstance(weight, bool) or not isinstance(weight, Real) or not 0 < weight <= 1:  # type: ignore[operator]
        raise ValueError(f"{combo}: a weight must be above 0 and at most 1, got {weight!r:.40}")
    return float(weight)


SHORT_DECK_GAMES = tuple(name for name, missing in TWO_CARD_DECKS.items() if missing)

#: The short deck's 81 classes (six through ace) in the order of its 9x9 grid, as
#: :data:`holdEm.HAND_CLASSES` orders Hold'em's 169 on the 13x13 one.
SHORT_DECK_CLASSES: tuple[str, ...] = tuple(c for c in HAND_CLASSES if not set(c[:2]) & set("2345"))


def grid_classes(game: str = "holdem") -> tuple[str, ...]:
    """The classes of ``game``'s grid, row-major: Hold'em's 169 (13x13, ace to two) or, in short
    deck, the 81 from ace to six (9x9)."""
    return HAND_CLASSES if two_card_game(game) == "holdem" else SHORT_DECK_CLASSES


def _check_in_deck(combos: Iterable[str], game: str) -> None:
    """ValueError naming the first combo with a card the game's deck lacks (short deck: below six)."""
    missing = TWO_CARD_DECKS[game]
    if not missing:
        return
    for combo in combos:
        if any(missing >> card & 1 for card in _core.parse_cards(combo)):
            raise ValueError(f"the range holds {combo}, a hand with a card below six (not in the short deck)")


def short_deck_hint(error: ValueError, game: str, hands: Iterable[object]) -> ValueError | None:
    """For a short-deck refusal of a low combo where a :class:`Range` was given: the error again,
    saying how to make the Range for that game (a Range does not know its game, so ``Range("15%")``
    holds Hold'em's top 15%, low pairs included).  None when that is not what happened."""
    name = game.strip().lower() if isinstance(game, str) else ""
    if name not in SHORT_DECK_GAMES or "card below six" not in str(error):
        return None
    if not any(isinstance(h, Range) for h in hands):
        return None
    return ValueError(
        f"{error}; a Range reads its text for Hold'em unless told the game: make it with "
        f"Range(text, game={name!r}) (Range('15%', game={name!r}) is the short deck's top 15%)"
    )


class Range:
    """A Hold'em range: each combo it holds and its weight (0 < weight <= 1).

    Built from range text (``"QQ+,AKs,A5s:0.5"``, ``"15%"``, as
    :func:`holdEm.parse_range` reads it for ``game``: ``"shortdeck"`` or
    ``"shortdeck-triton"`` take shares of the short deck's ranking, read
    ``random`` as the short deck's 630 combos and refuse combos with a card
    below six, from a mapping or a ``Range`` too), from a ``{combo: weight}``
    mapping, or from another ``Range``.  A Range does not keep its game:
    make a short-deck one with ``game=`` (``Range("15%")`` is Hold'em's top
    15%, which short-deck calls refuse).  Immutable; equal ranges hold the
    same combos with the same weights.  ``str()`` is a normalised text that
    reads back as the same range (an empty range, as an operation can leave,
    reads ``""``, which range text refuses; its ``repr`` is ``Range({})``).

    >>> len(Range("5%")), len(Range("5%", game="shortdeck"))
    (72, 30)
    """

    __slots__ = ("_combos", "_text")

    def __init__(self, source: RangeLike, *, game: str = "holdem") -> None:
        game = equity_game(check_game_type(game)) or game  # ("PLO" as plo4: the core then says where Omaha ranges go)
        if isinstance(source, Range):
            combos = dict(source._combos)
        elif isinstance(source, str):
            combos = _core.parse_range(source, game)
        elif isinstance(source, Mapping):  # (a two-card game's; no item at all is an empty range)
            text = mapping_text(source)
            combos = _core.parse_range(text, two_card_game(game)) if text else {}
        else:
            raise TypeError(f"a range is text like 'QQ+,AKs', a {{combo: weight}} mapping or a Range, got {source!r}")
        if isinstance(source, Range):  # (text and mappings were read for the game by the core)
            _check_in_deck(combos, two_card_game(game))
        self._combos: Mapping[str, float] = MappingProxyType(combos)
        self._text: str | None = None

    @classmethod
    def _of(cls, combos: dict[str, float]) -> Range:
        """A range of combos already checked (written as a Range writes them, weights in range): what
        the operations on ranges build, without checking each combo again."""
        out = object.__new__(cls)
        out._combos = MappingProxyType(combos)
        out._text = None
        return out

    @classmethod
    def parse(cls, text: str, game: str = "holdem") -> Range:
        """The range of a text, as :func:`holdEm.parse_range` reads it for ``game``."""
        return cls(text, game=game)

    @property
    def combos(self) -> Mapping[str, float]:
        """Each combo (higher card first, ``"AhKh"``) and its weight; read-only."""
        return self._combos

    @property
    def weighted_combos(self) -> float:
        """The sum of the weights: how many combos the range holds, counted by weight."""
        return sum(self._combos.values())

    def grid(self, game: str = "holdem") -> np.ndarray:
        """13x13 share of each class's combos in the range (weights summed), in
        :data:`holdEm.HAND_CLASSES` order: 1 for a whole class, 0 for none.  With
        ``game="shortdeck"`` (or ``"shortdeck-triton"``) the 9x9 grid of the short deck's classes,
        ace to six (:func:`grid_classes`); a combo with a card below six is then a ValueError."""
        name = two_card_game(game)
        classes = grid_classes(name)
        if name != "holdem":
            _check_in_deck(self._combos, name)
        totals = dict.fromkeys(classes, 0.0)
        for combo, weight in self._combos.items():
            totals[class_of_combo(combo)] += weight
        sizes = [6 if len(c) == 2 else 4 if c.endswith("s") else 12 for c in classes]
        side = 13 if name == "holdem" else 9
        return np.array([totals[c] / n for c, n in zip(classes, sizes)]).reshape(side, side)

    def without(self, cards: str | Iterable[int] | Iterable[str]) -> Range:
        """The combos holding none of ``cards`` (card removal: what is left once they are seen),
        weights kept.

        >>> len(Range("AK").without("Ah")), len(Range("AK").without("AhKd"))
        (12, 9)
        """
        seen = {_core.format_card(c) for c in _core.parse_cards(cards)}
        return Range._of({c: w for c, w in self._combos.items() if c[:2] not in seen and c[2:] not in seen})

    def __or__(self, other: Range | str) -> Range:
        """Every combo of either range; one in both keeps the larger weight, as in range text.
        Range text on either side of an operation is read as ``Range(text)`` reads it (Hold'em's
        shares: a short deck's ``"15%"`` needs its Range).

        >>> str(Range("QQ+,AK:0.5") | Range("JJ,AKs"))
        'JJ+,AKs,AKo:0.5'
        """
        taken = _operand(other)
        if taken is None:
            return NotImplemented
        combos = dict(self._combos)
        for combo, weight in taken._combos.items():
            combos[combo] = max(weight, combos.get(combo, 0.0))
        return Range._of(combos)

    def __and__(self, other: Range | str) -> Range:
        """The combos in both ranges, each at the smaller of its two weights.

        >>> str(Range("QQ+,AK:0.5") & Range("KK+,AKs"))
        'KK+,AKs:0.5'
        """
        taken = _operand(other)
        if taken is None:
            return NotImplemented
        both = self._combos.keys() & taken._combos.keys()
        return Range._of({c: min(self._combos[c], taken._combos[c]) for c in self._combos if c in both})

    def __sub__(self, other: Range | str) -> Range:
        """The combos of this range that ``other`` does not hold (at any weight there).

        >>> str(Range("TT+,AK") - Range("KK+,AKo"))
        'QQ-TT,AKs'
        """
        taken = _operand(other)
        if taken is None:
            return NotImplemented
        return Range._of({c: w for c, w in self._combos.items() if c not in taken._combos})

    def __len__(self) -> int:
        return len(self._combos)

    def __iter__(self) -> Iterator[str]:
        return iter(self._combos)

    def __ror__(self, other: str) -> Range:
        return self | other

    def __rand__(self, other: str) -> Range:
        return self & other

    def __rsub__(self, other: str) -> Range:
        taken = _operand(other)
        return NotImplemented if taken is None else taken - self

    def __contains__(self, item: object) -> bool:
        """Whether the range holds a combo, written any way (``"AhAs"``, ``"as ah"``, ``("Ah",
        "As")``), or every combo of range text (``"AA"``, ``"AKs"``, ``"QQ+"``: all of them, at any
        weight).  Anything else is not in it.

        >>> r = Range("QQ+,AKs")
        >>> "AhKh" in r, "AA" in r, "AK" in r, "JJ" in r
        (True, True, False, False)
        """
        if isinstance(item, (tuple, list)):  # cards, like ("Ah", "Kh") or [48, 44]
            try:
                item = _core.format_cards(_core.parse_cards(list(item)))
            except (ValueError, TypeError):
                return False
        if not isinstance(item, str):
            return False
        if item in self._combos:
            return True
        try:
            return _combo_text(item) in self._combos
        except ValueError:  # not a combo: range text
            pass
        try:
            return self._combos.keys() >= _core.parse_range(item).keys()
        except ValueError:
            return False

    def __reduce__(self) -> tuple[type[Range], tuple[dict[str, float]]]:
        # For pickle and copy: its read-only view of the combos is not picklable itself.
        return (Range, (dict(self._combos),))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Range) and dict(self._combos) == dict(other._combos)

    def __hash__(self) -> int:
        return hash(frozenset(self._combos.items()))

    def __str__(self) -> str:
        # Kept once written: equity and board_hits take a Range by its text (about 0.1 ms to write).
        if self._text is None:
            self._text = normalised_text(self._combos)
        return self._text

    def __repr__(self) -> str:
        return f"Range({str(self)!r})" if self._combos else "Range({})"  # (range text refuses "")

    def _repr_html_(self) -> str:
        from holdEm._html import range_html

        return range_html(self)


# --- the normalised text


def _class_members() -> dict[str, tuple[str, ...]]:
    return {name: tuple(_core.parse_range(name)) for name in HAND_CLASSES}


_MEMBERS = _class_members()


def _runs(indices: list[int]) -> list[list[int]]:
    """Consecutive runs of sorted rank indices (0 = ace)."""
    return [[i for _, i in run] for _, run in groupby(enumerate(indices), key=lambda t: t[1] - t[0])]


def _pair_items(ranks: list[int]) -> list[str]:
    items = []
    for run in _runs(ranks):
        top, bottom = RANKS[run[0]] * 2, RANKS[run[-1]] * 2
        items.append(f"{bottom}+" if run[0] == 0 and len(run) > 1 else top if len(run) == 1 else f"{top}-{bottom}")
    return items


def _kicker_items(high: int, kickers: list[int], suffix: str) -> list[str]:
    items = []
    for run in _runs(kickers):
        top, bottom = (RANKS[high] + RANKS[k] + suffix for k in (run[0], run[-1]))
        if run[0] == high + 1 and len(run) > 1:
            items.append(f"{bottom}+")  # up to the kicker just below the high card: A9s+ is A9s..AKs
        else:
            items.append(top if len(run) == 1 else f"{top}-{bottom}")
    return items


def _class_items(classes: list[str]) -> list[str]:
    """Whole classes as the shortest items: pairs, then suited, then offsuit, as runs."""
    present = set(classes)
    items = _pair_items([r for r in range(13) if RANKS[r] * 2 in present])
    for suffix in ("s", "o"):
        for high in range(12):
            kickers = [k for k in range(high + 1, 13) if RANKS[high] + RANKS[k] + suffix in present]
            items += _kicker_items(high, kickers, suffix)
    return items


def _whole_class_weight(combos: Mapping[str, float], members: tuple[str, ...]) -> float | None:
    """The one weight of a class whose every combo is in the range at it (None: some are absent,
    or they are at several weights)."""
    weights = {combos.get(m) for m in members}
    return None if len(weights) != 1 or None in weights else weights.pop()


def mixed_classes(combos: Mapping[str, float]) -> list[str]:
    """The classes the range holds in part or at several weights (``AhKh`` alone, or ``AKs`` with
    one combo at 0.5), which a grid's one share per class cannot show."""
    return [
        name
        for name, members in _MEMBERS.items()
        if any(m in combos for m in members) and _whole_class_weight(combos, members) is None
    ]


def normalised_text(combos: Mapping[str, float]) -> str:
    """A range text that reads back as exactly these combos and weights: whole classes as runs
    (``QQ+``, ``A2s+``, ``K9o-K6o``), the rest as single combos, each weight other than 1
    written after its items (``A5s:0.5``), heaviest weights first; every combo at weight 1 is
    ``random``."""
    if len(combos) == 1326 and all(w == 1.0 for w in combos.values()):
        return "random"
    by_weight: dict[float, tuple[list[str], list[str]]] = {}
    for name, members in _MEMBERS.items():
        whole = _whole_class_weight(combos, members)
        if whole is not None:
            by_weight.setdefault(whole, ([], []))[0].append(name)
            continue
        for m in members:
            if m in combos:
                by_weight.setdefault(combos[m], ([], []))[1].append(m)
    parts = []
    for weight in sorted(by_weight, reverse=True):
        classes, singles = by_weight[weight]
        suffix = "" if weight == 1.0 else f":{weight!r}"
        parts += [item + suffix for item in _class_items(classes) + singles]
    return ",".join(parts)
