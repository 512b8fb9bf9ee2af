"""A plain-Python brute force of the low half of the Omaha hi-lo hit report (holdEm.hits' module
docstring), written from the rules: every two hole cards with every three board cards, a low being
five distinct ranks eight or lower (the ace low) compared from the highest card down; the nut lows
from every two cards off the board; the draws from every card that can come next (the backdoor low
draw from every two of them).  Nothing here asks the engine (not its low table either)."""

from __future__ import annotations

import functools
import itertools

from hits_reference import Card

# The low classes and low draws in the order the docstring lists them.
SPEC_LOWS = ["nut low", "2nd nut low", "other low", "no low"]
SPEC_LOW_DRAWS = ["low draw", "nut low draw", "backdoor low draw"]

Low = tuple[int, ...]  # the five faces (ace = 1 .. eight = 8) from the highest down: smaller is better
ALL_CARDS: list[Card] = [(rank, suit) for rank in range(13) for suit in range(4)]


def face(rank: int) -> int | None:
    """A rank's value in a low (ace 1, two 2 .. eight 8), None above eight."""
    if rank == 12:
        return 1
    return rank + 2 if rank <= 6 else None


def five_card_low(ranks: tuple[int, ...]) -> Low | None:
    """The low of exactly five cards of these ranks, or None when they are not five distinct ranks
    eight or lower."""
    faces = [face(rank) for rank in ranks]
    if None in faces or len(set(faces)) != 5:
        return None
    return tuple(sorted(faces, reverse=True))  # type: ignore[arg-type]


def best_low(hole: list[Card], board: list[Card]) -> Low | None:
    """The best low of exactly two hole cards and three board cards, None when there is none."""
    return best_low_of_ranks(low_ranks(hole), low_ranks(board))


def low_ranks(cards: list[Card]) -> tuple[int, ...]:
    """The ranks of the cards that can be part of a low, sorted: a low looks at neither suits nor
    cards above eight, so best_low's cache works out each set of these ranks once."""
    return tuple(sorted(rank for rank, _ in cards if face(rank) is not None))


@functools.cache
def best_low_of_ranks(hole_ranks: tuple[int, ...], board_ranks: tuple[int, ...]) -> Low | None:
    """best_low of two of the hole cards and three of the board cards of these ranks."""
    lows = [
        low
        for two in itertools.combinations(hole_ranks, 2)
        for three in itertools.combinations(board_ranks, 3)
        if (low := five_card_low((*two, *three))) is not None
    ]
    return min(lows, default=None)


@functools.cache
def nut_lows(board: tuple[Card, ...]) -> tuple[Low | None, Low | None]:
    """The best and second-best distinct lows that any two cards off the board make with it (the
    cards of no hand removed: blockers do not count)."""
    off = [c for c in ALL_CARDS if c not in board]
    lows = {low for two in itertools.combinations(off, 2) if (low := best_low(list(two), list(board))) is not None}
    ordered = sorted(lows)
    return (ordered[0] if ordered else None, ordered[1] if len(ordered) > 1 else None)


def low_class(hole: list[Card], board: list[Card]) -> tuple[str, set[str]]:
    """(low class, low draws) of one hi-lo hand on a flop, a turn or a river."""
    low = best_low(hole, board)
    nut, second = nut_lows(tuple(sorted(board)))
    if low is not None:
        return ("nut low" if low == nut else "2nd nut low" if low == second else "other low"), set()
    draws: set[str] = set()
    if len(board) == 5:
        return "no low", draws
    for card in ALL_CARDS:
        if card in board or card in hole:
            continue  # a card that cannot come next
        after = [*board, card]
        next_low = best_low(hole, after)
        if next_low is None:
            continue
        draws.add("low draw")
        if next_low == nut_lows(tuple(sorted(after)))[0]:
            draws.add("nut low draw")
    if not draws and len(board) == 3 and has_backdoor_low(hole, board):
        draws.add("backdoor low draw")
    return "no low", draws


def has_backdoor_low(hole: list[Card], board: list[Card]) -> bool:
    """Whether some two cards off the hand and the board, as turn and river, give the hand a low."""
    left = [c for c in ALL_CARDS if c not in board and c not in hole]
    return any(best_low(hole, [*board, *two]) is not None for two in itertools.combinations(left, 2))
