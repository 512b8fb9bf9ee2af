"""What a class table is, which class combinations it computes, and how they fall into shards.

A table of ``N`` players over ``k`` classes has ``k**N`` ordered seatings, but the figures of a
seating are those of its sorted combination with the seats permuted, so each unordered
combination (a multiset of ``N`` classes: ``comb(k + N - 1, N)`` of them) is computed once.
The combinations, as nondecreasing tuples of positions in the class list, are taken in
lexicographic order and cut into shards of ``shard_size``; the layout depends only on the
parameters, never on the workers, and a Monte Carlo shard seeds its combinations from
``(seed, shard index)``, so any number of workers gives the same numbers.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from holdEm import _core
from holdEm._arguments import check_int
from holdEm._seeds import item_seeds
from holdEm.class_equity import class_equity
from holdEm.preflop import HAND_CLASSES, class_name

#: Players a table may have: exact for 2 or 3, Monte Carlo from 2 up.
MAX_PLAYERS = 10
MAX_EXACT_PLAYERS = 3
#: Monte Carlo deals per combination when --trials is not given (4 or more players).
DEFAULT_TRIALS = 100_000


def _whole(name: str, value: object, low: int, high: int | None = None) -> int:
    number = check_int(name, value)
    if number < low or (high is not None and number > high):
        bound = f"from {low} to {high}" if high is not None else f">= {low}"
        raise ValueError(f"{name} must be {bound}, got {number}")
    return number


def parse_classes(text: str | None) -> tuple[str, ...]:
    """``"AA,KK,AKs"`` (commas and/or spaces, any case) as class names; None or ``"all"``: all 169."""
    if text is None or text.strip().lower() == "all":
        return HAND_CLASSES
    names = tuple(class_name(item) for item in text.replace(",", " ").split())
    if not names:
        raise ValueError("no hand classes given (like AA,KK,AKs)")
    return names


@dataclass(frozen=True)
class TableSpec:
    """The parameters of one table: what makes two runs the same table.

    ``classes`` in the table's axis order; ``trials`` None for exact enumeration (then
    ``seed`` is None: an exact table has no randomness), else Monte Carlo deals per
    combination; ``shard_size`` combinations per shard.
    """

    players: int
    classes: tuple[str, ...]
    trials: int | None
    seed: int | None
    shard_size: int

    def __post_init__(self) -> None:
        _whole("players", self.players, 2, MAX_PLAYERS)
        if not isinstance(self.classes, tuple) or not self.classes:
            raise ValueError("classes must be a non-empty tuple of hand classes")
        names = tuple(class_name(c) for c in self.classes)
        if names != self.classes:
            raise ValueError(f"classes must be spelled as in HAND_CLASSES, like {names[:3]}")
        repeated = sorted({c for c in names if names.count(c) > 1})
        if repeated:
            raise ValueError(f"each class may be listed once; repeated: {', '.join(repeated)}")
        if self.trials is None:
            if self.players > MAX_EXACT_PLAYERS:
                raise ValueError(
                    f"exact tables are for 2 or 3 players; for {self.players} use Monte Carlo (--trials T)"
                )
            if self.seed is not None:
                raise ValueError("an exact table takes no seed")
        else:
            _whole("trials", self.trials, 1, _core.MAX_TRIALS)
            if self.seed is None:
                raise ValueError("a Monte Carlo table needs a seed")
            _whole("seed", self.seed, 0, 2**64 - 1)
        _whole("shard_size", self.shard_size, 1)

    @property
    def exact(self) -> bool:
        return self.trials is None

    @property
    def combinations(self) -> int:
        """Unordered class combinations: ``comb(k + N - 1, N)``."""
        return math.comb(len(self.classes) + self.players - 1, self.players)

    @property
    def shards(self) -> int:
        return -(-self.combinations // self.shard_size)

    def shard_rows(self, index: int) -> np.ndarray:
        """Shard ``index``'s combinations: an (m, players) array of positions in ``classes``."""
        _whole("shard index", index, 0, self.shards - 1)
        start = index * self.shard_size
        return combination_rows(len(self.classes), self.players)[start : start + self.shard_size]


def default_shard_size(players: int, trials: int | None) -> int:
    """Combinations per shard for a few seconds of work on one core: many shards to spread and
    to resume from, few enough that each task's and file's overhead stays small."""
    if trials is None:
        return 256 if players == 2 else 128
    per_combination = trials * players * 2e-8  # seconds, a Monte Carlo deal per player
    return max(1, min(1024, int(2.0 / max(per_combination, 1e-6))))


@lru_cache(maxsize=4)
def combination_rows(k: int, n: int) -> np.ndarray:
    """Every nondecreasing n-tuple over 0..k-1, in lexicographic order, as a read-only (rows, n) array.

    Built a column at a time: the tuples starting with ``a`` are ``a`` followed by the
    (n-1)-tuples whose first element is at least ``a``, a suffix of the sorted (n-1)-tuples.
    """
    rows = np.arange(k, dtype=np.int16)[:, None]
    for _ in range(n - 1):
        starts = np.searchsorted(rows[:, 0], np.arange(k), side="left")
        parts = [np.column_stack([np.full(len(rows) - s, a, dtype=np.int16), rows[s:]]) for a, s in enumerate(starts)]
        rows = np.concatenate(parts)
    rows.setflags(write=False)
    return rows


@dataclass(frozen=True)
class ShardResult:
    """One computed shard: per combination (row) its classes' positions, each player's
    equity, win and tie, and its number of non-conflicting combo tuples."""

    index: int
    rows: np.ndarray
    equity: np.ndarray
    win: np.ndarray
    tie: np.ndarray
    combos: np.ndarray


def compute_shard(spec: TableSpec, index: int, rows: np.ndarray | None = None) -> ShardResult:
    """Computes shard ``index`` of ``spec`` (the task a Dask worker runs; one engine thread).

    ``rows`` may be passed to spare the worker building the combination list; they must be
    ``spec.shard_rows(index)``.
    """
    rows = spec.shard_rows(index) if rows is None else np.asarray(rows)
    m, n = rows.shape
    seeds = item_seeds(spec.seed, m, index) if spec.seed is not None else [0] * m
    out = {name: np.empty((m, n)) for name in ("equity", "win", "tie")}
    combos = np.empty(m, dtype=np.int64)
    for r in range(m):
        figures = class_equity([spec.classes[c] for c in rows[r]], trials=spec.trials, seed=seeds[r])
        out["equity"][r], out["win"][r], out["tie"][r] = figures.equity, figures.win, figures.tie
        combos[r] = figures.combos
    return ShardResult(index, np.array(rows, dtype=np.int16), out["equity"], out["win"], out["tie"], combos)
