"""A plain-Python brute force of the hit report's Hold'em rules (holdEm.board_hits's docstring),
written from the definitions: every five of the cards for the made hand (of six or seven cards on
a turn or a river), rank sets for straights; no draws on a river.
The classes below three of a kind (pair_class) depend on ranks alone; the short-deck test uses them too."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable

RANKS = "23456789TJQKA"
SUITS = "cdhs"
DECK = [r + s for r in RANKS for s in SUITS]
Card = tuple[int, int]  # (rank 0..12, suit 0..3)

# The classes in the order the docstring of holdEm.board_hits lists them (Hold'em).
SPEC_MADE = [
    "straight flush", "four of a kind", "full house", "flush", "straight", "set", "trips", "two pair",
    "overpair", "top pair", "pocket pair below top pair", "middle pair", "weak pair", "ace high", "no made hand",
]  # fmt: skip
SPEC_DRAWS = [
    "flush draw", "nut flush draw", "backdoor flush draw", "open-ended straight draw", "gutshot", "overcards",
    "combo draw",
]  # fmt: skip


def wanted(classes: list[str]) -> tuple[set[str], set[str]]:
    """What a list of class names means, from the spec's order: 'X+' is X and everything above it
    (made hands); any other name is a made hand or a draw."""
    made: set[str] = set()
    draws: set[str] = set()
    for name in classes:
        if name.endswith("+"):
            made.update(SPEC_MADE[: SPEC_MADE.index(name[:-1]) + 1])
        elif name in SPEC_MADE:
            made.add(name)
        else:
            draws.add(name)
    return made, draws


def card(text: str) -> Card:
    return RANKS.index(text[0].upper()), SUITS.index(text[1].lower())


def cards(text: str) -> list[Card]:
    return [card(text[i : i + 2]) for i in range(0, len(text), 2)]


def straights() -> list[set[int]]:
    """Every straight as a set of ranks, the wheel (A-2-3-4-5) first."""
    return [{12, 0, 1, 2, 3}] + [set(range(low, low + 5)) for low in range(9)]


def straight_outs(hole: set[int], board: set[int], straights: list[set[int]], deck: Iterable[int]) -> list[int]:
    """The ranks of ``deck`` whose card gives the player a straight above any the board makes with
    that card alone: a card that only straightens the board (a ten on 9-8-7-6) plays for everyone
    and is no out.  ``straights`` lowest first, so that a straight's place is its height."""

    def best(ranks: set[int]) -> int:
        return max((height for height, s in enumerate(straights) if s <= ranks), default=-1)

    return [r for r in deck if best(hole | board | {r}) > best(board | {r})]


def five_card_category(five: tuple[Card, ...]) -> int:
    """0 high card .. 8 straight flush, by counting ranks and suits of exactly five cards."""
    ranks = [r for r, _ in five]
    counts = sorted(Counter(ranks).values(), reverse=True)
    flush = len({s for _, s in five}) == 1
    straight = set(ranks) in straights()
    if straight and flush:
        return 8
    if counts[0] == 4:
        return 7
    if counts[:2] == [3, 2]:
        return 6
    if flush:
        return 5
    if straight:
        return 4
    if counts[0] == 3:
        return 3
    if counts[:2] == [2, 2]:
        return 2
    return 1 if counts[0] == 2 else 0


STRONG = {8: "straight flush", 7: "four of a kind", 6: "full house", 5: "flush", 4: "straight"}


def made_hand(hole: list[Card], board: list[Card]) -> str:
    everything = hole + board
    best = max(five_card_category(five) for five in itertools.combinations(everything, 5))
    if best in STRONG:
        return STRONG[best]
    return pair_class([r for r, _ in hole], [r for r, _ in board], trips=best == 3)


def pair_class(hole_ranks: list[int], board_ranks: list[int], trips: bool) -> str:
    """Three of a kind down, what two hole cards make, from the ranks alone (rank 12 the ace): the
    same rules in the full and in the short deck."""
    pocket = hole_ranks[0] == hole_ranks[1]
    if trips:
        return "set" if pocket and hole_ranks[0] in board_ranks else "trips"
    count = Counter(hole_ranks + board_ranks)
    paired = {r for r, n in count.items() if n >= 2}
    hole_paired = paired & set(hole_ranks)
    if hole_paired and len(paired) >= 2:
        return "two pair"
    if hole_paired:
        top = max(board_ranks)
        if pocket:
            return "overpair" if hole_ranks[0] > top else "pocket pair below top pair"
        (rank,) = hole_paired
        distinct = sorted(set(board_ranks), reverse=True)
        if rank == top:
            return "top pair"
        return "middle pair" if rank == distinct[1] else "weak pair"
    return "ace high" if 12 in hole_ranks else "no made hand"


def draws(hole: list[Card], board: list[Card], made: str) -> set[str]:
    found: set[str] = set()
    if made in STRONG.values() or len(board) == 5:
        return found  # a straight or better has no draw, and on a river no card is to come
    everything = hole + board
    for suit in range(4):
        held = [r for r, s in hole if s == suit]
        n = sum(s == suit for _, s in everything)
        if not held:
            continue
        if n == 4:
            found.add("flush draw")
            nut = max(r for r in range(13) if (r, suit) not in board)
            if max(held) == nut:
                found.add("nut flush draw")
        elif n == 3 and len(board) == 3:
            found.add("backdoor flush draw")
    hole_ranks = {r for r, _ in hole}
    outs = straight_outs(hole_ranks, {r for r, _ in board}, straights(), range(13))
    if len(outs) >= 2:
        found.add("open-ended straight draw")
    elif len(outs) == 1:
        found.add("gutshot")
    if made in ("ace high", "no made hand") and min(hole_ranks) > max(r for r, _ in board):
        found.add("overcards")
    if "flush draw" in found and outs:
        found.add("combo draw")
    return found


def combo_key(a: Card, b: Card) -> str:
    """The engine's text for a combo: the higher card number (4 * rank + suit) first."""
    high, low = sorted((a, b), key=lambda c: 4 * c[0] + c[1], reverse=True)
    return "".join(RANKS[r] + SUITS[s] for r, s in (high, low))


def brute_force(board_text: str) -> dict[str, tuple[str, set[str]]]:
    board = cards(board_text)
    rest = [c for c in map(card, DECK) if c not in board]
    out = {}
    for a, b in itertools.combinations(rest, 2):
        made = made_hand([a, b], board)
        out[combo_key(a, b)] = (made, draws([a, b], board, made))
    return out
