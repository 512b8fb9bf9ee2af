"""A brute force of exact Omaha equity: every (hole-card assignment, board) deal, each hand the
best of its C(hole, 2) x 10 five-card hands through the 5-card evaluator (itself checked on every
hand elsewhere), not the Omaha tables."""

from __future__ import annotations

import itertools

import numpy as np

import holdEm

FLOORS = np.array([1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7462])  # first strength of each category


def card_text(card: int) -> str:
    """A card number's text: 4 * rank + suit, ranks 2..A, suits c d h s."""
    return "23456789TJQKA"[card // 4] + "cdhs"[card % 4]


def cards(text: str) -> list[int]:
    """A hand's known cards: none for "random"."""
    return [] if text == "random" else list(holdEm.parse_cards(text))


def deals(hands: list[str], board: str, dead: str, hole: int) -> tuple[list[np.ndarray], np.ndarray]:
    """Every deal as (per player an (D, hole) array of hole cards, a (D, 5) array of boards)."""
    known = cards(board) + cards(dead) + [c for h in hands for c in cards(h)]
    missing = [hole - len(cards(h)) for h in hands]
    free = [c for c in range(52) if c not in known]
    holes: list[list[list[int]]] = [[] for _ in hands]
    boards: list[list[int]] = []

    # Each player's missing cards, in turn, from what is left; then the board's.
    def fill(player: int, left: list[int], chosen: list[list[int]]) -> None:
        if player == len(hands):
            for more in itertools.combinations(left, 5 - len(cards(board))):
                for p, extra in enumerate(chosen):
                    holes[p].append(cards(hands[p]) + extra)
                boards.append(cards(board) + list(more))
            return
        for extra in itertools.combinations(left, missing[player]):
            fill(player + 1, [c for c in left if c not in extra], [*chosen, list(extra)])

    fill(0, free, [])
    return [np.array(h, dtype=np.uint8) for h in holes], np.array(boards, dtype=np.uint8)


def omaha_strengths(holes: np.ndarray, boards: np.ndarray) -> np.ndarray:
    best = np.zeros(len(boards), dtype=np.int64)
    for i, j in itertools.combinations(range(holes.shape[1]), 2):
        for three in itertools.combinations(range(5), 3):
            five = np.hstack([boards[:, list(three)], holes[:, [i, j]]])
            best = np.maximum(best, holdEm.evaluate_batch(five).astype(np.int64))
    return best


def range_deals(ranges: list[list[tuple[int, ...]]], board: str, dead: str) -> tuple[list[np.ndarray], np.ndarray]:
    """Every deal when each player holds one of the listed hands (all weighing the same): every
    choice of hands that share no card with each other, the board or the dead cards, then every
    completion of the board from the cards left."""
    known = set(cards(board) + cards(dead))
    holes: list[list[tuple[int, ...]]] = [[] for _ in ranges]
    boards: list[list[int]] = []
    for chosen in itertools.product(*ranges):
        used = [c for hand in chosen for c in hand]
        if len(set(used)) != len(used) or known & set(used):
            continue
        left = [c for c in range(52) if c not in known and c not in used]
        for more in itertools.combinations(left, 5 - len(cards(board))):
            for p, hand in enumerate(chosen):
                holes[p].append(hand)
            boards.append(cards(board) + list(more))
    return [np.array(h, dtype=np.uint8) for h in holes], np.array(boards, dtype=np.uint8)


def brute_force(hands: list[str], board: str, dead: str, hole: int) -> dict[str, np.ndarray]:
    return figures(*deals(hands, board, dead, hole))


def brute_force_ranges(ranges: list[list[tuple[int, ...]]], board: str, dead: str = "") -> dict[str, np.ndarray]:
    """As brute_force, each player holding one hand of a list."""
    return figures(*range_deals(ranges, board, dead))


def figures(holes: list[np.ndarray], boards: np.ndarray) -> dict[str, np.ndarray]:
    """Equity, win, tie and category shares over the deals given."""
    hands = holes
    s = np.stack([omaha_strengths(h, boards) for h in holes], axis=1)
    best = s.max(axis=1, keepdims=True)
    winners = s == best
    count = winners.sum(axis=1, keepdims=True)
    total = len(boards)
    categories = np.searchsorted(FLOORS, s, side="right")  # 1..10
    return {
        "deals": np.array(total),
        "equity": (winners / count).sum(axis=0) / total,
        "win": (winners & (count == 1)).sum(axis=0) / total,
        "tie": (winners & (count > 1)).sum(axis=0) / total,
        "categories": np.array([[np.mean(categories[:, p] == c) for c in range(1, 11)] for p in range(len(hands))]),
    }
