"""Preflop: the 169 starting-hand classes, their heads-up equity table and their ranking.

>>> HAND_CLASSES[:3], HAND_CLASSES[13], HAND_CLASSES[1]
(('AA', 'AKs', 'AQs'), 'AKo', 'AKs')
>>> round(float(preflop_table()[0, 14]), 4)  # AA v KK
0.8195
>>> hand_ranking()[0]
HandRank(hand_class='AA', equity=0.852037..., combos=6)
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from io import BytesIO
from typing import Any

import numpy as np

from holdEm import _core
from holdEm._arguments import Flag, Integer, check_flag, check_int
from holdEm._cache import built_once
from holdEm._threads import check_threads, core_count, thread_map
from holdEm.games import HOLE_CARDS, TWO_CARD_DECKS, check_game_type, equity_game, two_card_game

#: The ranks from the ace down (the grid's order, rows and columns) and from the two up.
RANKS_HIGH_FIRST = "AKQJT98765432"
RANKS_LOW_FIRST = RANKS_HIGH_FIRST[::-1]


def _grid_class(row: int, col: int) -> str:
    if row == col:
        return RANKS_HIGH_FIRST[row] * 2
    if row < col:
        return RANKS_HIGH_FIRST[row] + RANKS_HIGH_FIRST[col] + "s"
    return RANKS_HIGH_FIRST[col] + RANKS_HIGH_FIRST[row] + "o"


HAND_CLASSES: tuple[str, ...] = tuple(_grid_class(r, c) for r in range(13) for c in range(13))
"""The 169 starting-hand classes in 13x13 grid order, row-major, ace first: pairs on the
diagonal, suited above it (row A, column K is ``AKs``), offsuit below (``AKo`` at row K, column A)."""

_INDEX = {name: i for i, name in enumerate(HAND_CLASSES)}
_NAMES = tuple(_INDEX)  # HAND_CLASSES as built here, whatever later replaces the module attribute


@dataclass(frozen=True)
class HandRank:
    """One class of :func:`hand_ranking`: its name, exact all-in equity against one random
    hand, and its number of combos (6 for a pair, 4 suited, 12 offsuit)."""

    hand_class: str
    equity: float
    combos: int


def class_of_combo(combo: str) -> str:
    """The class of a two-card combo: ``"AhKh"`` -> ``"AKs"``, ``"Kd7c"`` -> ``"K7o"``, ``"9s9d"`` -> ``"99"``."""
    high, low = sorted(_core.parse_cards(combo), reverse=True)
    rank_high, rank_low = RANKS_HIGH_FIRST[12 - high // 4], RANKS_HIGH_FIRST[12 - low // 4]
    if rank_high == rank_low:
        return rank_high * 2
    return rank_high + rank_low + ("s" if high % 4 == low % 4 else "o")


def class_combos(hand_class: str) -> int:
    """Combos in a class: 6 for a pair, 4 suited, 12 offsuit."""
    return 6 if len(hand_class) == 2 else 4 if hand_class.endswith("s") else 12


def class_index(hand_class: str) -> int:
    """Where a class (``"AKs"``, ``"kqo"``, ``"T9s"``, ``"A10s"``: ``10`` is ``T`` as in ranges) sits in
    :data:`HAND_CLASSES`; ValueError otherwise."""
    if not isinstance(hand_class, str):
        raise TypeError(f"a hand class is a string like 'AKs', not {type(hand_class).__name__}")
    text = hand_class.strip().replace("10", "T")
    name = text[:2].upper() + text[2:].lower()
    if name in _INDEX:
        return _INDEX[name]
    if len(name) == 3 and name[0] != name[1] and name[1:2] + name[0] + name[2] in _INDEX:  # "KAs"
        return _INDEX[name[1] + name[0] + name[2]]
    raise ValueError(f"{hand_class!r} is not a hand class (like AA, AKs or AKo)")


def class_name(hand_class: str) -> str:
    """A class's own spelling: ``"kqo"`` -> ``"KQo"``, ``"KAs"`` -> ``"AKs"``; ValueError for a non-class."""
    return _NAMES[class_index(hand_class)]


def _compute_tables(threads: int) -> tuple[np.ndarray, np.ndarray]:
    """Every pair of classes through the exact engine, two calls at a time per core: the equity
    table and the tie table.

    Each pair goes through :func:`holdEm.class_equity.class_equity`, the computation that
    ``holdem table`` distributes, so both give the same numbers (the equity diagonal, 0.5 by
    symmetry, is what it gives for a class against itself; a class against itself ties often)."""
    from holdEm.class_equity import class_equity

    n = len(HAND_CLASSES)
    pairs = [(i, j) for i in range(n) for j in range(i, n)]
    table, ties = np.full((n, n), 0.5), np.zeros((n, n))

    def one(pair: tuple[int, int]) -> None:
        i, j = pair
        result = class_equity([HAND_CLASSES[i], HAND_CLASSES[j]])
        if i != j:
            table[i, j], table[j, i] = result.equity
        ties[i, j] = ties[j, i] = result.tie[0]  # (the same event for both players)

    thread_map(one, pairs, threads)
    return table, ties


def _data_file(name: str) -> bytes:
    return resources.files("holdEm").joinpath(f"data/{name}").read_bytes()


@built_once
def _shipped(name: str) -> np.ndarray:
    table = np.load(BytesIO(_data_file(name)), allow_pickle=False)
    table.setflags(write=False)
    return table


def _check_table_args(players: Any, threads: Any, recompute: Any) -> int:
    """The threads to recompute on, once ``players`` (only 2), ``threads`` and ``recompute`` are checked."""
    check_flag("recompute", recompute)  # ("no" would be true: minutes of work)
    if check_int("players", players) != 2:
        raise ValueError(f"only heads-up preflop tables exist (players=2), got players={players}")
    threads = check_threads(threads)
    return threads or core_count()


def preflop_table(players: Integer = 2, recompute: Flag = False, *, threads: Integer = 0) -> np.ndarray:
    """The (169, 169) float64 table of exact all-in equities between hand classes.

    ``m[i, j]`` is the equity of class ``HAND_CLASSES[i]`` against ``HAND_CLASSES[j]``, each
    side's combos drawn uniformly among the combo pairs that share no card; ``m + m.T == 1``
    and the diagonal is 0.5.  The table ships with the package (read once, then cached; a
    read-only array); ``recompute=True`` enumerates it afresh on ``threads`` threads
    (0: every core), about 10-20 s on 2 cores (20-40 s on one), and stops on Ctrl-C.  Only ``players=2``.
    """
    threads = _check_table_args(players, threads, recompute)
    return _compute_tables(threads)[0] if recompute else _shipped("preflop_2.npy")


def preflop_ties(players: Integer = 2, recompute: Flag = False, *, threads: Integer = 0) -> np.ndarray:
    """The (169, 169) float64 table of exact all-in tie chances between hand classes: ``t[i, j]``
    is the chance that ``HAND_CLASSES[i]`` and ``HAND_CLASSES[j]`` split the pot, the combos drawn
    as for :func:`preflop_table` (symmetric; the diagonal too: AA against AA mostly ties).  The
    win chance is ``preflop_table() - t / 2``.  Shipped, cached and recomputed as the equity table.
    """
    threads = _check_table_args(players, threads, recompute)
    return _compute_tables(threads)[1] if recompute else _shipped("preflop_2_tie.npy")


@built_once
def _combo_masks() -> tuple[np.ndarray, np.ndarray]:
    """Each of the 1,326 combos as a 52-bit card mask, and its class index."""
    masks, classes = [], []
    for i, name in enumerate(HAND_CLASSES):
        for combo in _core.parse_range(name):
            a, b = _core.parse_cards(combo)
            masks.append((1 << a) | (1 << b))
            classes.append(i)
    return np.array(masks, dtype=np.uint64), np.array(classes)


@built_once
def pair_counts() -> np.ndarray:
    """(169, 169) int array, read-only: ``n[i, j]`` combo pairs of classes i and j that share no card."""
    masks, classes = _combo_masks()
    free = (masks[:, None] & masks[None, :]) == 0
    member = np.zeros((len(masks), len(HAND_CLASSES)))
    member[np.arange(len(masks)), classes] = 1.0
    # In floats, where NumPy multiplies through BLAS (integer matmul is many times slower);
    # the counts (at most 144) are exact in doubles.
    counts = np.rint(member.T @ free.astype(np.float64) @ member).astype(np.int64)
    counts.setflags(write=False)
    return counts


def vs_random(table: np.ndarray | None = None) -> np.ndarray:
    """Each class's exact equity against one random hand, from the preflop table: the
    table's row averaged with each column weighted by its non-conflicting combo pairs."""
    m = preflop_table() if table is None else table
    n = pair_counts()
    return (n * m).sum(axis=1) / n.sum(axis=1)


@built_once
def _ranking(game: str) -> tuple[HandRank, ...]:
    if game == "holdem":
        equities = vs_random()
        ranked = sorted(((i, float(equities[i])) for i in range(len(HAND_CLASSES))), key=lambda r: -r[1])
    else:  # the engine's generated short-deck ranking
        ranked = list(_core._shortdeck_ranking(game == "shortdeck-triton"))
    return tuple(HandRank(HAND_CLASSES[i], equity, class_combos(HAND_CLASSES[i])) for i, equity in ranked)


def hand_ranking(game: str = "holdem") -> list[HandRank]:
    """The classes strongest first by exact all-in equity against one random hand: the 169 of
    Hold'em (``AA`` 0.852037 first, ``32o`` 0.323 last), or with ``game="shortdeck"`` (or
    ``"shortdeck-triton"``) the 81 of the short deck, six through ace, against a random
    short-deck hand under that game's hand order.  The order behind percentage ranges like
    ``"15%"`` in that game.

    With ``game="omaha"`` (or ``"plo4"``, ``"omaha-hilo"``, ``"plo5"``, ``"plo5-hilo"``) it is
    the suit classes of PLO4 or PLO5, by Monte Carlo equity: see :func:`holdEm.omaha_ranking`.

    >>> [r.hand_class for r in hand_ranking("shortdeck")[:6]]
    ['AA', 'KK', 'QQ', 'JJ', 'TT', 'AKs']
    """
    name = equity_game(game) if isinstance(game, str) else None
    if name is not None and HOLE_CARDS[name] > 2:
        from holdEm.omaha_range import omaha_ranking  # (it builds on HandRank, defined here)

        return omaha_ranking(name)
    if name is None:  # (two_card_game's message would leave out the Omaha rankings taken above)
        from holdEm.omaha_range import RANKED_OMAHA_NAMES

        check_game_type(game)
        ranked = (*TWO_CARD_DECKS, *RANKED_OMAHA_NAMES)
        raise ValueError(f"game must be one of {', '.join(map(repr, ranked))}, got {game!r}")
    return list(_ranking(two_card_game(game)))
