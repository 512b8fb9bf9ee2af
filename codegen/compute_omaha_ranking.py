"""Computes the shipped Omaha rankings in python/holdEm/data/: every PLO4 (or PLO5) starting
hand's suit class with its Monte Carlo equity (in hi-lo the expected pot share) against one random
hand, the order behind top shares like "15%" in Omaha ranges.  Needs the compiled module:

    python codegen/compute_omaha_ranking.py [--game omaha] [--trials N] [--out FILE.npy] [--partial FILE.txt]

The 270,725 PLO4 hands fall into 16,432 classes under the 24 ways to rename the suits, the
2,598,960 PLO5 hands into 134,459.  Each class is written as its smallest representative (the
hand, highest card first, whose card numbers are least under some renaming) and sampled with its
own seed (1000 + its index in that order), so the same command gives the same table on any
machine and thread count.  The shipped tables took 10^6 deals per class in PLO4 (about 30
minutes of one core a game), 2 * 10^5 in PLO5 and 10^5 in PLO5 hi-lo (about 40 and 20 minutes;
stored in float32, which holds the six decimals kept, to keep the package small).  With
--partial, finished classes are appended to a text file as they come, and a second run resumes
from it.  Then run codegen/gen_omaha_ranking.py to write the C++ tables.
"""

from __future__ import annotations

import argparse
import itertools
from pathlib import Path
from typing import NamedTuple

import numpy as np

import holdEm

ROOT = Path(__file__).resolve().parent.parent
SUIT_RENAMINGS = list(itertools.permutations(range(4)))


class Ranked(NamedTuple):
    """A ranked game: its table's file, its hole cards, the float type its table keeps, and the
    deals per class the shipped table took."""

    file: str
    hole: int
    real: type
    trials: int


TABLES = {
    "omaha": Ranked("plo4_ranking.npy", 4, np.float64, 1_000_000),
    "omaha-hilo": Ranked("plo4_hilo_ranking.npy", 4, np.float64, 1_000_000),
    "plo5": Ranked("plo5_ranking.npy", 5, np.float32, 200_000),
    "plo5-hilo": Ranked("plo5_hilo_ranking.npy", 5, np.float32, 100_000),
}


def table_dtype(ranked: Ranked) -> np.dtype:
    """A table's rows: the representative, its number of hands, its equity and standard error."""
    return np.dtype(
        [("cards", np.uint8, (ranked.hole,)), ("combos", np.uint8), ("equity", ranked.real), ("stderr", ranked.real)]
    )


def classes(hole: int) -> list[tuple[tuple[int, ...], int]]:
    """Every class's representative and its number of hands, in representative order.

    A hand's key packs its cards highest first six bits apiece, so keys order like the card
    tuples; its class is the least key over the suit renamings.
    """
    hands = np.array(list(itertools.combinations(range(52), hole)), dtype=np.int64)
    least = None
    for renaming in SUIT_RENAMINGS:
        renamed = -np.sort(-((hands & ~3) | np.array(renaming)[hands & 3]), axis=1)
        key = np.zeros(len(hands), dtype=np.int64)
        for i in range(hole):
            key = key << 6 | renamed[:, i]
        least = key if least is None else np.minimum(least, key)
    keys, counts = np.unique(least, return_counts=True)
    cards = [tuple(int(k) >> 6 * (hole - 1 - i) & 63 for i in range(hole)) for k in keys]
    return list(zip(cards, counts.tolist()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=sorted(TABLES), default="omaha")
    parser.add_argument("--trials", type=int, default=None, help="deals per class (default: the shipped table's)")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--partial", type=Path, default=None)
    args = parser.parse_args()
    done: dict[str, tuple[float, float]] = {}
    if args.partial and args.partial.exists():
        for line in args.partial.read_text().splitlines():
            text, _combos, equity, stderr = line.split()
            done[text] = (float(equity), float(stderr))
    sink = args.partial.open("a") if args.partial else None
    ranked = TABLES[args.game]
    trials = args.trials or ranked.trials
    rows = []
    for i, (cards, combos) in enumerate(classes(ranked.hole)):
        text = holdEm.format_cards(list(cards))
        if text not in done:
            r = holdEm.equity([text, "random"], game=args.game, trials=trials, seed=1000 + i, threads=1)
            done[text] = (round(r.equity[0], 6), round(r.stderr[0], 6))  # as the partial file keeps them
            if sink:
                sink.write(f"{text} {combos} {r.equity[0]:.6f} {r.stderr[0]:.6f}\n")
                sink.flush()
        rows.append((cards, combos, *done[text]))
    table = np.array(rows, dtype=table_dtype(ranked))
    np.save(args.out or ROOT / "python/holdEm/data" / ranked.file, table, allow_pickle=False)


if __name__ == "__main__":
    main()
