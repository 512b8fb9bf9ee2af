"""Class equity tables and batches of spots on Dask (needs holdEm[distributed]).

python examples/table_example.py

The same table from the command line:
  holdem table --players 3 --classes AA,KK,QQ,AKs,AKo --out three-five --workers 2
"""

from __future__ import annotations

import tempfile

import holdEm
from holdEm.distributed.job import open_client, run_table
from holdEm.distributed.shards import TableSpec


def main() -> None:
    with open_client(workers=2) as client:  # two worker processes here, or open_client(scheduler="tcp://host:8786")
        # A 3-way exact table over five classes: 35 unordered triples in shards of 8, resumable.
        spec = TableSpec(players=3, classes=("AA", "KK", "QQ", "AKs", "AKo"), trials=None, seed=None, shard_size=8)
        with tempfile.TemporaryDirectory() as out:
            run = run_table(spec, out, client)
            print(f"{run.computed} shards computed in {run.elapsed:.1f} s on {run.workers} workers")
            classes, eq = holdEm.load_table(out)  # eq[i, j, k, p]: player p's equity, every seating filled
            aa, kk, aks = classes.index("AA"), classes.index("KK"), classes.index("AKs")
            print("AA v KK v AKs:", ", ".join(f"{e:.4f}" for e in eq[aa, kk, aks]))
            print("AKs v AA v KK:", ", ".join(f"{e:.4f}" for e in eq[aks, aa, kk]))  # the same, seats permuted

        # Many spots in one call, spread over the workers; a bad spot is its own SpotError.
        spots = [
            {"hands": ["AsKs", "QhQd"], "board": "5h6sTd"},
            {"hands": ["AsKs", "AsQd"]},  # AsKs twice
            {"hands": ["QQ+,AKs", "random", "random"], "trials": 200_000, "seed": 1},
        ]
        for result in holdEm.equity_many(spots, client):
            if isinstance(result, holdEm.SpotError):
                print(f"spot {result.index}: {result.message}")
            else:
                print(" v ".join(result.hands), "->", ", ".join(f"{e:.4f}" for e in result.equity))


if __name__ == "__main__":
    main()
