"""Reading a finished table: its shards as arrays over every seating of the players.

The shards hold each unordered class combination once, sorted; a seating that is a
permutation of it has the same figures with the players permuted the same way, which
:func:`load_table` fills in for all ``N!`` permutations.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from holdEm.distributed import store
from holdEm.distributed.shards import TableSpec
from holdEm.preflop import class_name


@dataclass(frozen=True, eq=False)
class EquityTable:
    """A class equity table: ``eq[i, j, ..., p]`` is player ``p``'s all-in preflop equity when
    player 0 holds ``classes[i]``, player 1 ``classes[j]``, and so on; shape ``(k,) * N + (N,)``.

    ``win`` and ``tie`` are laid out the same (None unless loaded with ``win_tie=True``);
    ``combos[i, j, ...]`` counts the combo tuples that share no card (0 where no deal exists,
    and the figures there are NaN).  ``spec`` holds the parameters (players, trials, seed).
    Unpacks as ``classes, eq = table``.
    """

    classes: tuple[str, ...]
    eq: np.ndarray
    combos: np.ndarray
    spec: TableSpec
    win: np.ndarray | None = None
    tie: np.ndarray | None = None

    def __iter__(self) -> Iterator[Any]:
        return iter((self.classes, self.eq))

    @property
    def players(self) -> int:
        """How many players the table is for (its equity array has one axis each, and theirs)."""
        return self.spec.players

    def index(self, hand_class: str) -> int:
        """The position of a class (any spelling: ``"kqo"``) on the table's axes; ValueError if absent."""
        name = class_name(hand_class)
        if name not in self.classes:
            raise ValueError(f"{name} is not one of this table's classes")
        return self.classes.index(name)

    def equity_of(self, *hand_classes: str) -> tuple[float, ...]:
        """Each player's equity for one seating: ``table.equity_of("AA", "KK")`` -> ``(0.8195.., 0.1804..)``."""
        if len(hand_classes) != self.players:
            raise ValueError(f"this table is for {self.players} players, got {len(hand_classes)} classes")
        return tuple(float(x) for x in self.eq[tuple(self.index(c) for c in hand_classes)])


_REDO = "delete it and run the same holdem table command again"


def _check_figures(path: Path, figures: dict[str, np.ndarray], counts: np.ndarray) -> None:
    """ValueError naming ``path`` where a shard's figures cannot be a table's: a share outside 0..1
    or missing (null) where the combination can be dealt, equities that do not share out a pot
    (their sum 1), a negative combo count."""
    dealt = counts > 0
    for kind, values in figures.items():
        if np.isnan(values[dealt]).any() or ((values < 0) | (values > 1)).any():
            no_share = "no share of a pot (missing, or outside 0..1)"
            raise ValueError(f"{path} holds {kind} figures that are {no_share}: {_REDO}")
    if not np.allclose(figures["equity"][dealt].sum(axis=1), 1.0, rtol=0.0, atol=1e-9):
        raise ValueError(f"{path} holds equities whose sum is not 1 (one pot shared out): {_REDO}")
    if (counts < 0).any():
        raise ValueError(f"{path} holds negative combo counts: {_REDO}")


def _read_shard(pq: Any, path: Path) -> dict[str, list[Any]]:
    """A shard's columns, each page checked against its checksum; ValueError naming the file for
    one that does not read back (a damaged page was Arrow's OSError without the file's name)."""
    try:
        return pq.read_table(path, page_checksum_verification=True).to_pydict()
    except (OSError, ValueError) as error:  # (pyarrow's ArrowInvalid is a ValueError)
        raise ValueError(f"{path} does not read back ({str(error)[:160]}): {_REDO}") from None


def load_table(directory: str | os.PathLike[str], *, win_tie: bool = False) -> EquityTable:
    """The table in ``directory`` (written by ``holdem table``) as an :class:`EquityTable`;
    ``win_tie=True`` loads its win and tie tables too (``EquityTable.win``, ``.tie``).

    ValueError when the folder holds no table or the table is unfinished (the message says
    how many shards are missing: run the same ``holdem table`` command again to finish it).
    """
    pq = store.pyarrow_parquet()
    folder = Path(directory)
    spec = store.spec_of(store.read_manifest(folder), str(folder / store.MANIFEST))
    missing = sorted(set(range(spec.shards)) - store.finished_shards(folder, spec))
    if missing:
        first = store.shard_path(folder, missing[0])
        raise ValueError(
            f"the table in {folder} is unfinished: {len(missing)} of {spec.shards} shards missing or unusable "
            f"(the first: {first.name}, {store.shard_problem(folder, spec, missing[0])}); run the same holdem "
            "table command again to compute them"
        )
    k, n = len(spec.classes), spec.players
    position = {name: i for i, name in enumerate(spec.classes)}
    kinds = ("equity", "win", "tie") if win_tie else ("equity",)
    arrays = {kind: np.full((k,) * n + (n,), np.nan) for kind in kinds}
    combos = np.zeros((k,) * n, dtype=np.int64)
    for index in range(spec.shards):
        path = store.shard_path(folder, index)
        data = _read_shard(pq, path)
        rows = np.array([[position[c] for c in data[f"class_{p}"]] for p in range(n)]).T
        # (a null, as an impossible combination's figures are written, reads as NaN)
        figures = {
            kind: np.column_stack([np.asarray(data[f"{kind}_{p}"], dtype=np.float64) for p in range(n)])
            for kind in kinds
        }
        counts = np.asarray(data["combos"], dtype=np.int64)
        if not np.array_equal(rows, spec.shard_rows(index)):
            raise ValueError(f"{path} holds other combinations than its manifest says: {_REDO}")
        _check_figures(path, figures, counts)
        # Seat p holding the row's class perm[p] has that player's figures: over every
        # permutation, so each seating of the combination is filled (equal classes, equal figures).
        for perm in itertools.permutations(range(n)):
            seats = tuple(rows[:, q] for q in perm)
            combos[seats] = counts
            for kind in kinds:
                arrays[kind][seats] = figures[kind][:, list(perm)]
    for array in (*arrays.values(), combos):
        array.setflags(write=False)
    return EquityTable(spec.classes, arrays["equity"], combos, spec, arrays.get("win"), arrays.get("tie"))
