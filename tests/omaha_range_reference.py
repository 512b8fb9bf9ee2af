"""An independent reading of Omaha range patterns, to check holdEm.omaha_hands against.

Written from the grammar in docs/design.md ("Omaha ranges") and sharing nothing with the
engine: a pattern is read into positions here, and a hand matches when some ordered choice
of distinct cards of the hand (``itertools.permutations``) fits the positions one to one with
the variable rules checked directly.  ``matches`` does that for one hand in plain Python;
``match_array`` does the very same checks for many hands at once with NumPy (one
permutation of the hand's columns at a time), so that all 270,725 PLO4 hands can be tried.
The tests compare the two on samples.  Only valid texts are read: the error messages are
the engine's to test.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

RANKS = "23456789TJQKA"
SUITS = "cdhs"


@dataclass(frozen=True)
class RefPosition:
    """One position: allowed ranks and suits (None: any) and its variables (None: none)."""

    ranks: frozenset[int] | None
    suits: frozenset[int] | None
    rank_var: str | None
    suit_var: str | None
    single_rank: int | None  # a rank written alone, which no rank variable may take


def _rank(ch: str) -> int:
    return RANKS.index(ch.upper())


def _rank_list(body: str) -> frozenset[int]:
    body = body.replace(",", "").replace(" ", "").replace("10", "T")
    ranks: set[int] = set()
    for match in re.finditer(r"([2-9TJQKAtjqka])(?:-([2-9TJQKAtjqka]))?", body):
        a = _rank(match.group(1))
        b = _rank(match.group(2)) if match.group(2) else a
        ranks.update(range(min(a, b), max(a, b) + 1))
    return frozenset(ranks)


_POSITION = re.compile(
    r"(?:(?P<rank>10|[2-9TJQKAtjqka])|(?P<star>\*)|(?P<list>\[[^\]]*\])|(?P<var>[A-Z]))?(?P<suit>[cdhswxyz])?"
)


def read_pattern(text: str) -> list[RefPosition]:
    """The positions of a pattern like ``AxAyxy`` or ``[A-T]s*`` (bare ``*`` positions kept)."""
    positions = []
    i = 0
    while i < len(text):
        m = _POSITION.match(text, i)
        assert m is not None and m.end() > i, f"reference cannot read {text!r} at {i}"
        ranks = single = None
        if m.group("rank"):
            single = _rank("T" if m.group("rank") == "10" else m.group("rank"))
            ranks = frozenset({single})
        elif m.group("list"):
            ranks = _rank_list(m.group("list")[1:-1])
        suit = m.group("suit")
        suits = frozenset({SUITS.index(suit)}) if suit and suit in SUITS else None
        svar = suit if suit and suit not in SUITS else None
        positions.append(RefPosition(ranks, suits, m.group("var"), svar, single))
        i = m.end()
    return positions


def _rules(positions: list[RefPosition]) -> tuple[set[int], set[int]]:
    singles = {p.single_rank for p in positions if p.single_rank is not None}
    suits = {next(iter(p.suits)) for p in positions if p.suits is not None}
    return singles, suits


def _fits(cards: tuple[int, ...], positions: list[RefPosition], singles: set[int], explicit_suits: set[int]) -> bool:
    """Whether the cards, in order, fit the positions one to one."""
    rank_of: dict[str, int] = {}
    suit_of: dict[str, int] = {}
    for card, p in zip(cards, positions):
        rank, suit = card >> 2, card & 3
        if p.ranks is not None and rank not in p.ranks:
            return False
        if p.suits is not None and suit not in p.suits:
            return False
        if p.rank_var is not None:
            if rank in singles or rank_of.setdefault(p.rank_var, rank) != rank:
                return False
        if p.suit_var is not None:
            if suit in explicit_suits or suit_of.setdefault(p.suit_var, suit) != suit:
                return False
    # Different variables, different values.
    return len(set(rank_of.values())) == len(rank_of) and len(set(suit_of.values())) == len(suit_of)


def matches(hand: tuple[int, ...], text: str) -> bool:
    """Whether the hand (card numbers) matches the pattern ``text``."""
    positions = read_pattern(text)
    singles, explicit_suits = _rules(positions)
    return any(
        _fits(cards, positions, singles, explicit_suits) for cards in itertools.permutations(hand, len(positions))
    )


def match_array(hands: npt.NDArray[np.uint8], text: str) -> npt.NDArray[np.bool_]:
    """``matches`` for every row of ``hands`` (N, hole cards), the same checks column-wise."""
    positions = read_pattern(text)
    singles, explicit_suits = _rules(positions)
    hands = hands.astype(np.int64)
    result = np.zeros(len(hands), dtype=bool)
    for columns in itertools.permutations(range(hands.shape[1]), len(positions)):
        ranks = hands[:, columns] >> 2
        suits = hands[:, columns] & 3
        ok = np.ones(len(hands), dtype=bool)
        for i, p in enumerate(positions):
            if p.ranks is not None:
                ok &= np.isin(ranks[:, i], list(p.ranks))
            if p.suits is not None:
                ok &= np.isin(suits[:, i], list(p.suits))
            if p.rank_var is not None:
                ok &= ~np.isin(ranks[:, i], list(singles))
            if p.suit_var is not None:
                ok &= ~np.isin(suits[:, i], list(explicit_suits))
        for i, j in itertools.combinations(range(len(positions)), 2):
            a, b = positions[i], positions[j]
            if a.rank_var is not None and b.rank_var is not None:
                same = ranks[:, i] == ranks[:, j]
                ok &= same if a.rank_var == b.rank_var else ~same
            if a.suit_var is not None and b.suit_var is not None:
                same = suits[:, i] == suits[:, j]
                ok &= same if a.suit_var == b.suit_var else ~same
        result |= ok
    return result


def all_hands(hole_cards: int) -> npt.NDArray[np.uint8]:
    """Every hand of ``hole_cards`` cards, cards in decreasing order within a row."""
    rows = np.array(list(itertools.combinations(range(51, -1, -1), hole_cards)), dtype=np.uint8)
    return rows


class RangeReader:
    """A range text over a fixed array of hands: items, ':' and '!' and parentheses, each
    term a boolean column over the hands."""

    def __init__(self, hands: npt.NDArray[np.uint8]) -> None:
        self.hands = hands

    def evaluate(self, text: str) -> npt.NDArray[np.bool_]:
        """Which hands the range ``text`` holds."""
        self.tokens = self._tokens(text)
        self.at = 0
        value = self._range()
        assert self.at == len(self.tokens), f"reference could not read {text!r}"
        return value

    @staticmethod
    def _tokens(text: str) -> list[str]:
        """Words (brackets kept whole, "A[KQ]s" one word) and the operators ( ) , : !"""
        out: list[str] = []
        word = ""
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "[":
                j = text.index("]", i)
                word += text[i : j + 1]
                i = j + 1
                continue
            if ch.isspace() or ch in "(),:!":
                if word:
                    out.append(word)
                    word = ""
                if not ch.isspace():
                    out.append(ch)
            else:
                word += ch
            i += 1
        if word:
            out.append(word)
        return out

    def _peek(self) -> str | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def _range(self) -> npt.NDArray[np.bool_]:
        value = self._item()
        while self._peek() not in (None, ")"):
            if self._peek() == ",":
                self.at += 1
            value = value | self._item()
        return value

    def _item(self) -> npt.NDArray[np.bool_]:
        value = self._term()
        while self._peek() in (":", "!"):
            op = self.tokens[self.at]
            self.at += 1
            right = self._term()
            value = value & right if op == ":" else value & ~right
        return value

    def _term(self) -> npt.NDArray[np.bool_]:
        token = self.tokens[self.at]
        self.at += 1
        if token == "(":
            value = self._range()
            assert self._peek() == ")"
            self.at += 1
            return value
        if token == "*" or token.lower() == "random":
            return np.ones(len(self.hands), dtype=bool)
        return match_array(self.hands, token)
