"""A slow but plain reference for the independent equity tests: the poker rules written out here.

Nothing here calls the engine.  Cards are read from text by this module
(``"Ah"``: rank ``23456789TJQKA``, suit ``cdhs``, card = 4 * rank + suit,
the numbering the engine documents).  ``score5`` orders rows of five cards
by the rules of Hold'em or short deck (both orders); ``best_of`` keeps the
best five of each row of 5..7 cards, ``omaha_high`` the best of exactly two
hole and three board cards, ``omaha_low`` the best eight-or-better low.
``exact_equity`` lists every weighted assignment of hole cards and every
completion of the board and shares each pot by the rules.  Hands are given
as weighted option lists (``{hole cards: weight}``), built with ``combos``
(a small range grammar: ``QQ``, ``AKs``, ``AKo``, ``AK``, ``AhKh``, each
with an optional ``:weight``), ``partial`` (some cards known, the rest any
free cards) or ``fixed``.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from holdEm import EquityResult

RANKS = "23456789TJQKA"
SUITS = "cdhs"
FULL_DECK = tuple(range(52))
SHORT_DECK = tuple(range(16, 52))  # six through ace

# Categories, weakest first; the place in each game's order decides.
HIGH, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(1, 10)
ROYAL = 10  # a straight flush to the ace, as a hand code only
ORDER = {
    "holdem": (HIGH, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH),
    "shortdeck": (HIGH, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FULL_HOUSE, FLUSH, QUADS, STRAIGHT_FLUSH),
    "shortdeck-triton": (HIGH, PAIR, TWO_PAIR, STRAIGHT, TRIPS, FULL_HOUSE, FLUSH, QUADS, STRAIGHT_FLUSH),
}
# The lowest straight's ranks (the ace plays low) and its top card.
LOW_STRAIGHT = {"holdem": ((12, 3, 2, 1, 0), 3), "shortdeck": ((12, 7, 6, 5, 4), 7)}
LOW_STRAIGHT["shortdeck-triton"] = LOW_STRAIGHT["shortdeck"]

Options = dict[tuple[int, ...], float]


def card(text: str) -> int:
    return 4 * RANKS.index(text[0].upper()) + SUITS.index(text[1].lower())


def cards(text: str) -> tuple[int, ...]:
    text = text.replace(" ", "")
    return tuple(card(text[i : i + 2]) for i in range(0, len(text), 2))


def fixed(text: str) -> Options:
    return {cards(text): 1.0}


def partial(text: str, known: Sequence[int], hole_n: int = 2, deck: Sequence[int] = FULL_DECK) -> Options:
    """Some hole cards known (``text``), the rest any cards not in ``known`` nor among them."""
    mine = cards(text)
    free = [c for c in deck if c not in known and c not in mine]
    return {mine + rest: 1.0 for rest in itertools.combinations(free, hole_n - len(mine))}


def combos(text: str) -> Options:
    """``QQ``, ``AKs``, ``AKo``, ``AK``, ``AhKh``, comma-separated, each with an optional ``:w``."""
    out: Options = {}
    for item in text.split(","):
        body, _, weight = item.strip().partition(":")
        w = float(weight) if weight else 1.0
        if len(body) == 4:
            found = [cards(body)]
        else:
            hi, lo, kind = body[0], body[1], body[2:]
            found = []
            for a, b in itertools.product(SUITS, SUITS):
                pair = (card(hi + a), card(lo + b))
                if pair[0] == pair[1] or (hi == lo and a > b):
                    continue
                if (kind == "s" and a != b) or (kind == "o" and a == b):
                    continue
                found.append(pair)
        for pair in found:
            key = tuple(sorted(pair))
            out[key] = max(out.get(key, 0.0), w)
    return out


def score5(rows: npt.ArrayLike, game: str = "holdem") -> npt.NDArray[np.int64]:
    """One integer per row of five cards: higher is the better hand by the game's rules, equal ties."""
    hand = np.asarray(rows, dtype=np.int64)
    ranks = np.sort(hand >> 2, axis=1)[:, ::-1]
    suits = hand & 3
    same = ranks[:, :, None] == ranks[:, None, :]
    count = same.sum(axis=2)  # how often each card's rank is in the hand
    # Tiebreak: ranks ordered by (how often, rank), most significant first.
    order = np.sort(count * 16 + ranks, axis=1)[:, ::-1] & 15
    tiebreak = order @ (16 ** np.arange(4, -1, -1))
    most = count.max(axis=1)
    pairs = (count == 2).sum(axis=1) // 2
    flush = (suits == suits[:, :1]).all(axis=1)
    distinct = most == 1
    low_ranks, low_top = LOW_STRAIGHT[game]
    wheel = distinct & (ranks == np.array(low_ranks)).all(axis=1)
    straight = distinct & ((ranks[:, 0] - ranks[:, 4] == 4) | wheel)
    tiebreak = np.where(straight, np.where(wheel, low_top, ranks[:, 0]), tiebreak)
    code = np.full(len(hand), HIGH)
    code[pairs == 1] = PAIR
    code[pairs == 2] = TWO_PAIR
    code[most == 3] = TRIPS
    code[(most == 3) & (pairs == 1)] = FULL_HOUSE
    code[most == 4] = QUADS
    code[straight] = STRAIGHT
    code[flush] = FLUSH
    code[straight & flush] = STRAIGHT_FLUSH
    place = np.zeros(10, dtype=np.int64)
    for i, c in enumerate(ORDER[game]):
        place[c] = i
    # The code rides in the lowest digit so that code_of can read it back; it never decides.
    return (place[code] * 16**5 + tiebreak) * 16 + code + (straight & flush & (ranks[:, 0] == 12) & ~wheel)


def code_of(scores: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """The hand code 1..10 of each score (10: the straight flush to the ace)."""
    return scores % 16


def best_of(rows: npt.ArrayLike, game: str = "holdem") -> npt.NDArray[np.int64]:
    """The best five-card score of each row of 5, 6 or 7 cards."""
    hand = np.asarray(rows, dtype=np.int64)
    fives = list(itertools.combinations(range(hand.shape[1]), 5))
    return score5(hand[:, fives].reshape(-1, 5), game).reshape(len(hand), len(fives)).max(axis=1)


def omaha_high(boards: npt.NDArray[np.int64], hole: Sequence[int]) -> npt.NDArray[np.int64]:
    """Per board (rows of five cards) the best five of exactly two hole and three board cards."""
    best = np.zeros(len(boards), dtype=np.int64)
    for two in itertools.combinations(hole, 2):
        for three in itertools.combinations(range(5), 3):
            five = np.hstack([boards[:, list(three)], np.tile(np.array(two), (len(boards), 1))])
            best = np.maximum(best, score5(five))
    return best


NO_LOW = 16**5  # above every low's value


def omaha_low(boards: npt.NDArray[np.int64], hole: Sequence[int]) -> npt.NDArray[np.int64]:
    """Per board the best eight-or-better low of two hole and three board cards, as a number
    (lower is better: the five ranks, ace 1, highest first) or NO_LOW."""
    low_rank = np.array([r + 2 if r <= 6 else (1 if r == 12 else 99) for r in range(13)])
    best = np.full(len(boards), NO_LOW, dtype=np.int64)
    for two in itertools.combinations(hole, 2):
        for three in itertools.combinations(range(5), 3):
            five = np.hstack([boards[:, list(three)], np.tile(np.array(two), (len(boards), 1))])
            ranks = np.sort(low_rank[five >> 2], axis=1)[:, ::-1]
            ok = (ranks[:, 0] <= 8) & (np.diff(ranks, axis=1) != 0).all(axis=1)
            value = ranks @ (16 ** np.arange(4, -1, -1))
            best = np.where(ok, np.minimum(best, value), best)
    return best


@dataclass(frozen=True)
class Figures:
    """Exact figures per player: pot share, lone wins, ties (any part of the pot otherwise: hi-lo),
    hand codes (index code - 1), and for hi-lo the high and low shares and how often a low plays."""

    equity: npt.NDArray[np.float64]
    win: npt.NDArray[np.float64]
    tie: npt.NDArray[np.float64]
    categories: npt.NDArray[np.float64]
    hi: npt.NDArray[np.float64]
    lo: npt.NDArray[np.float64]
    low_frequency: float
    weight: float  # total weight of (assignment, board) pairs


def assignments(players: Sequence[Options], blocked: set[int]) -> list[tuple[tuple[tuple[int, ...], ...], float]]:
    """Every choice of one option per player with no card twice nor blocked, and its weight."""
    out = []

    def walk(p: int, used: set[int], chosen: tuple[tuple[int, ...], ...], weight: float) -> None:
        if p == len(players):
            out.append((chosen, weight))
            return
        for hole, w in players[p].items():
            if w > 0 and not used & set(hole):
                walk(p + 1, used | set(hole), chosen + (hole,), weight * w)

    walk(0, set(blocked), (), 1.0)
    return out


Scorer = Callable[[npt.NDArray[np.int64], tuple[int, ...]], npt.NDArray[np.int64]]


def holdem_scorer(game: str = "holdem") -> Scorer:
    def score(boards: npt.NDArray[np.int64], hole: tuple[int, ...]) -> npt.NDArray[np.int64]:
        return best_of(np.hstack([boards, np.tile(np.array(hole), (len(boards), 1))]), game)

    return score


def exact_equity(
    players: Sequence[Options],
    board: str = "",
    dead: str = "",
    *,
    game: str = "holdem",
    hilo: bool = False,
    only: Callable[[tuple[tuple[int, ...], ...]], bool] | None = None,
) -> Figures:
    """Exact figures over every assignment of the players' options and every board.

    ``game``: ``holdem``, ``shortdeck``, ``shortdeck-triton`` (two hole cards) or ``omaha`` (any
    count of hole cards, exactly two play); ``hilo`` shares Omaha pots eight or better.
    ``only``: keep just the assignments it accepts (a combo's own figures).
    """
    deck = SHORT_DECK if game.startswith("shortdeck") else FULL_DECK
    known_board, gone = cards(board), set(cards(dead))
    rest = [c for c in deck if c not in gone and c not in known_board]
    completions = list(itertools.combinations(rest, 5 - len(known_board)))
    boards = np.array([known_board + extra for extra in completions], dtype=np.int64).reshape(-1, 5)
    board_masks = np.array([sum(1 << c for c in extra) for extra in completions], dtype=np.uint64)
    high: Scorer = omaha_high if game == "omaha" else holdem_scorer(game)
    cache: dict[tuple[int, ...], tuple[np.ndarray, np.ndarray]] = {}

    def scores(hole: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
        # Scored only on the boards that leave the hole cards free (the others are never used).
        if hole not in cache:
            apart = (board_masks & np.uint64(sum(1 << c for c in hole))) == 0
            hi, lo = np.zeros(len(boards), dtype=np.int64), np.zeros(len(boards), dtype=np.int64)
            hi[apart] = high(boards[apart], hole)
            if hilo:
                lo[apart] = omaha_low(boards[apart], hole)
            cache[hole] = (hi, lo)
        return cache[hole]

    n = len(players)
    equity, win, tie, hi_sum, lo_sum = (np.zeros(n) for _ in range(5))
    categories = np.zeros((n, 10))
    total = low_weight = 0.0
    for chosen, weight in assignments(players, gone | set(known_board)):
        if only is not None and not only(chosen):
            continue
        used = sum(1 << c for hole in chosen for c in hole)
        free = (board_masks & np.uint64(used)) == 0
        hi_scores = np.stack([scores(h)[0][free] for h in chosen], axis=1)
        top = hi_scores == hi_scores.max(axis=1, keepdims=True)
        if hilo:
            lows = np.stack([scores(h)[1][free] for h in chosen], axis=1)
            has_low = lows.min(axis=1) < NO_LOW
            low_top = (lows == lows.min(axis=1, keepdims=True)) & has_low[:, None]
            hi_part = np.where(has_low, 0.5, 1.0)[:, None] * top / top.sum(axis=1, keepdims=True)
            lo_part = 0.5 * low_top / np.maximum(low_top.sum(axis=1, keepdims=True), 1)
            got = hi_part + lo_part
            hi_sum += weight * hi_part.sum(axis=0)
            lo_sum += weight * lo_part.sum(axis=0)
            low_weight += weight * has_low.sum()
            win += weight * np.isclose(got, 1.0).sum(axis=0)
            tie += weight * ((got > 0) & ~np.isclose(got, 1.0)).sum(axis=0)
        else:
            got = top / top.sum(axis=1, keepdims=True)
            alone = top.sum(axis=1, keepdims=True) == 1
            win += weight * (top & alone).sum(axis=0)
            tie += weight * (top & ~alone).sum(axis=0)
        equity += weight * got.sum(axis=0)
        for p in range(n):
            categories[p] += weight * np.bincount(code_of(hi_scores[:, p]) - 1, minlength=10)
        total += weight * free.sum()
    if total == 0:
        raise ValueError("no deal is possible")
    return Figures(
        equity=equity / total,
        win=win / total,
        tie=tie / total,
        categories=categories / total,
        hi=hi_sum / total,
        lo=lo_sum / total,
        low_frequency=low_weight / total,
        weight=total,
    )


def heads_up_figures(
    wins: npt.NDArray[np.float64], ties: float, categories: npt.NDArray[np.float64], deals: float
) -> dict[str, npt.NDArray[np.float64]]:
    """Two players' equity, win, tie and categories from their summed lone wins, the ties, the
    categories' sums and the deals' total weight."""
    return {
        "equity": (wins + ties / 2) / deals,
        "win": wins / deals,
        "tie": np.full(2, ties / deals),
        "categories": categories / deals,
    }


def combo_text(hole: Sequence[int]) -> str:
    return "".join(RANKS[c >> 2] + SUITS[c & 3] for c in hole)


def z_scores(estimates: Sequence[float], stderrs: Sequence[float], truth: float) -> npt.NDArray[np.float64]:
    """(estimate - truth) / stderr for each run."""
    return (np.asarray(estimates) - truth) / np.asarray(stderrs)


def chi_square_bound(runs: int, sigmas: float = 4.0) -> tuple[float, float]:
    """A band for the mean of ``runs`` squared standard normals: 1 +- sigmas * sqrt(2 / runs)."""
    spread = sigmas * math.sqrt(2.0 / runs)
    return 1.0 - spread, 1.0 + spread


def check(result: EquityResult, expected: Figures, tol: float = 1e-9) -> None:
    """The engine's exact result (read, not computed, here) agrees with this module's figures."""
    assert result.exact
    np.testing.assert_allclose(result.equity, expected.equity, atol=tol)
    np.testing.assert_allclose(result.win, expected.win, atol=tol)
    np.testing.assert_allclose(result.tie, expected.tie, atol=tol)
    np.testing.assert_allclose(np.array(result.categories), expected.categories, atol=tol)
