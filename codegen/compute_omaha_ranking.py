"""Computes python/holdEm/data/plo4_ranking.npy (or, with --game omaha-hilo,
plo4_hilo_ranking.npy): every PLO4 starting hand's suit class with its Monte Carlo equity (in
hi-lo the expected pot share) against one random hand, the order behind top shares like "15%"
in Omaha ranges.  Needs the compiled module and about 30 minutes of one core:

    python codegen/compute_omaha_ranking.py [--game omaha] [--trials 1000000] [--out FILE.npy] [--partial FILE.txt]

The 270,725 hands fall into 16,432 classes under the 24 ways to rename the suits.  Each class is
written as its smallest representative (the hand, highest card first, whose card numbers are
least under some renaming) and sampled with its own seed (1000 + its index in that order), so
the same command gives the same table on any machine and thread count.  With --partial, finished
classes are appended to a text file as they come, and a second run resumes from it.  Then run
codegen/gen_omaha_ranking.py to write the C++ header.
"""

from __future__ import annotations

import argparse
import itertools
from pathlib import Path

import numpy as np

import holdEm

ROOT = Path(__file__).resolve().parent.parent
SUIT_RENAMINGS = list(itertools.permutations(range(4)))
TABLES = {"omaha": "plo4_ranking.npy", "omaha-hilo": "plo4_hilo_ranking.npy"}
DTYPE = np.dtype([("cards", np.uint8, (4,)), ("combos", np.uint8), ("equity", np.float64), ("stderr", np.float64)])


def canonical(hand: tuple[int, ...]) -> tuple[int, ...]:
    """The class's representative: the least, over suit renamings, of the hand's cards highest first."""
    return min(tuple(sorted(((c >> 2) << 2 | p[c & 3] for c in hand), reverse=True)) for p in SUIT_RENAMINGS)


def classes() -> list[tuple[tuple[int, ...], int]]:
    """Every class's representative and its number of hands, in representative order."""
    count: dict[tuple[int, ...], int] = {}
    for hand in itertools.combinations(range(52), 4):
        key = canonical(hand)
        count[key] = count.get(key, 0) + 1
    return sorted(count.items())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=sorted(TABLES), default="omaha")
    parser.add_argument("--trials", type=int, default=1_000_000)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--partial", type=Path, default=None)
    args = parser.parse_args()
    done: dict[str, tuple[float, float]] = {}
    if args.partial and args.partial.exists():
        for line in args.partial.read_text().splitlines():
            text, _combos, equity, stderr = line.split()
            done[text] = (float(equity), float(stderr))
    sink = args.partial.open("a") if args.partial else None
    rows = []
    for i, (cards, combos) in enumerate(classes()):
        text = holdEm.format_cards(list(cards))
        if text not in done:
            r = holdEm.equity([text, "random"], game=args.game, trials=args.trials, seed=1000 + i, threads=1)
            done[text] = (round(r.equity[0], 6), round(r.stderr[0], 6))  # as the partial file keeps them
            if sink:
                sink.write(f"{text} {combos} {r.equity[0]:.6f} {r.stderr[0]:.6f}\n")
                sink.flush()
        rows.append((cards, combos, *done[text]))
    table = np.array(rows, dtype=DTYPE)
    np.save(args.out or ROOT / "python/holdEm/data" / TABLES[args.game], table, allow_pickle=False)


if __name__ == "__main__":
    main()
