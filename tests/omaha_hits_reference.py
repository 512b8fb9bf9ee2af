"""A plain-Python brute force of the Omaha hit report's rules (holdEm.hits' module docstring),
written from the definitions: every pair of hole cards with every three board cards for the made
hand, every card that can come next for the straight ranks.  Five-card hands are counted by rank
and suit (hits_reference.five_card_category); nothing here asks the engine."""

from __future__ import annotations

import itertools

from hits_reference import SPEC_MADE, Card, five_card_category, straights

# Omaha's draws in the order the docstring lists them (its made hands are Hold'em's SPEC_MADE).
SPEC_OMAHA_DRAWS = [
    "flush draw", "nut flush draw", "backdoor flush draw", "open-ended straight draw", "wrap", "gutshot",
    "overcards", "combo draw",
]  # fmt: skip
STRONG = {8: "straight flush", 7: "four of a kind", 6: "full house", 5: "flush", 4: "straight"}
STRAIGHTS = straights()


def pair_made(pair: tuple[Card, Card], board: list[Card]) -> str:
    """One pair of hole cards: its best five with exactly three board cards, then what it contributes."""
    best = max(five_card_category((*pair, *three)) for three in itertools.combinations(board, 3))
    (ra, _), (rb, _) = pair
    board_ranks = {r for r, _ in board}
    if best in STRONG:
        return STRONG[best]
    if best == 3:
        return "set" if ra == rb and ra in board_ranks else "trips"
    if best == 2:
        return "two pair"
    top = max(board_ranks)
    if ra == rb:
        return "overpair" if ra > top else "pocket pair below top pair"
    matched = [r for r in (ra, rb) if r in board_ranks]
    if matched:
        distinct = sorted(board_ranks, reverse=True)
        if matched[0] == distinct[0]:
            return "top pair"
        return "middle pair" if matched[0] == distinct[1] else "weak pair"
    return "ace high" if 12 in (ra, rb) else "no made hand"


def makes_straight(pair: tuple[Card, Card], board: list[Card]) -> bool:
    return any({r for r, _ in (*pair, *three)} in STRAIGHTS for three in itertools.combinations(board, 3))


def straight_ranks(hole: list[Card], board: list[Card]) -> set[int]:
    """Ranks of which a card can come next (not in the hand, not on the board) and gives some pair a
    straight with three board cards."""
    taken = set(hole) | set(board)
    ranks = set()
    for rank in range(13):
        cards_left = [(rank, suit) for suit in range(4) if (rank, suit) not in taken]
        if not cards_left:
            continue
        after = [*board, cards_left[0]]  # a straight depends on the rank alone
        if any(makes_straight(pair, after) for pair in itertools.combinations(hole, 2)):
            ranks.add(rank)
    return ranks


def omaha_hand_class(hole: list[Card], board: list[Card]) -> tuple[str, set[str]]:
    """(made hand, draws) of one Omaha hand on a flop, a turn or a river (every three of the five
    board cards; no draws, no card being to come)."""
    pairs = list(itertools.combinations(hole, 2))
    made = min((pair_made(pair, board) for pair in pairs), key=SPEC_MADE.index)
    found: set[str] = set()
    if made in STRONG.values() or len(board) == 5:
        return made, found
    for suit in range(4):
        held = [r for r, s in hole if s == suit]
        on_board = sum(s == suit for _, s in board)
        if len(held) < 2:
            continue
        if on_board == 2:
            found.add("flush draw")
            nut = max(r for r in range(13) if (r, suit) not in board)
            if nut in held:
                found.add("nut flush draw")
        if on_board == 1 and len(board) == 3:
            found.add("backdoor flush draw")
    if any(makes_straight(pair, board) for pair in pairs):
        raise AssertionError("a straight is made: no draws are looked for")
    ranks = len(straight_ranks(hole, board))
    if ranks == 1:
        found.add("gutshot")
    elif ranks == 2:
        found.add("open-ended straight draw")
    elif ranks >= 3:
        found.add("wrap")
    top = max(r for r, _ in board)
    if made in ("ace high", "no made hand") and any(a[0] > top and b[0] > top for a, b in pairs):
        found.add("overcards")
    if "flush draw" in found and ranks > 0:
        found.add("combo draw")
    return made, found
