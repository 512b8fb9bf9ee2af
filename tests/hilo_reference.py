"""Brute forces of Omaha hi-lo (eight or better), written from the rules.

The low brute force tries every two hole cards with every three board cards
and keeps the best five distinct ranks eight or lower (ace low), compared
from the highest card down.  The equity brute force lists every board,
scores the high half with the five-card Hold'em evaluator over all 60 Omaha
fives (not the Omaha evaluator) and the low half with that brute force, and
shares the pot by the rules: each half split evenly among tied hands, the
whole pot to the high when no low qualifies.
"""

from __future__ import annotations

import itertools

import numpy as np

import holdEm


def low_rank(card: int) -> int | None:
    """The card's rank in a low (ace 1, two..eight 2..8), None above eight."""
    rank = card >> 2
    if rank == 12:
        return 1
    return rank + 2 if rank <= 6 else None


def brute_low(board: list[int], hole: list[int]) -> tuple[int, ...] | None:
    """The best low, highest card first, or None when no low qualifies."""
    best = None
    for two in itertools.combinations(hole, 2):
        for three in itertools.combinations(board, 3):
            ranks = [low_rank(c) for c in two + three]
            if None in ranks or len(set(ranks)) != 5:
                continue
            low = tuple(sorted(ranks, reverse=True))
            if best is None or low < best:
                best = low
    return best


def brute_high(board: list[int], hole: list[int]) -> int:
    return max(
        holdEm.evaluate(list(two + three))
        for two in itertools.combinations(hole, 2)
        for three in itertools.combinations(board, 3)
    )


def cards(text: str) -> list[int]:
    return holdEm.parse_cards(text)


def brute_hilo(hands: list[str], board: str) -> dict[str, np.ndarray | float]:
    """Exact hi-lo figures for fixed hands by listing every completion of the board."""
    holes = [cards(h) for h in hands]
    known = cards(board)
    used = set(known) | {c for h in holes for c in h}
    deck = [c for c in range(52) if c not in used]
    n = len(hands)
    sums = {k: np.zeros(n) for k in ("equity", "hi", "lo", "scoop", "part")}
    lows = boards = 0
    for extra in itertools.combinations(deck, 5 - len(known)):
        full = known + list(extra)
        high = [brute_high(full, h) for h in holes]
        low = [brute_low(full, h) for h in holes]
        boards += 1
        qualified = [x for x in low if x is not None]
        hi_pot = 0.5 if qualified else 1.0
        top = max(high)
        hi_winners = [p for p in range(n) if high[p] == top]
        got = np.zeros(n)
        for p in hi_winners:
            sums["hi"][p] += hi_pot / len(hi_winners)
            got[p] += hi_pot / len(hi_winners)
        if qualified:
            lows += 1
            best = min(qualified)
            lo_winners = [p for p in range(n) if low[p] == best]
            for p in lo_winners:
                sums["lo"][p] += 0.5 / len(lo_winners)
                got[p] += 0.5 / len(lo_winners)
        sums["equity"] += got
        sums["scoop"] += got == 1.0
        sums["part"] += (got > 0) & (got < 1)
    out: dict[str, np.ndarray | float] = {k: v / boards for k, v in sums.items()}
    out["low_frequency"] = lows / boards
    return out
