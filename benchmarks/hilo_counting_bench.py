"""Omaha hi-lo equity in two holdEm installs, in turn: exact (both walks) and Monte Carlo, one thread.

Each round runs every spot once in each interpreter (a fresh process each, the two taken in
turn so that a shared machine's slow and fast phases hit both alike).  The table shows each
side's median processor time a call and the median of the rounds' after/before ratios (below
1 is faster); the equity column must agree between the two.

    python benchmarks/hilo_counting_bench.py --before /path/to/old/venv/bin/python [--rounds 7]

``--after`` defaults to this interpreter.  Build the old version into its own virtual
environment first (``benchmarks/before_after.py`` says how).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

# One process's measurements: per spot, processor seconds a call and player 1's equity.
PROBE = r"""
import json, time
import holdEm

def hilo(hands, board, calls, **options):
    options = {"exact": True, **options}
    return lambda: holdEm.equity(hands, board, game="omaha-hilo", threads=1, **options), calls

SPOTS = {
    "exact v random, flop 7c8d9s (board walk)": hilo(["Ah2h3d4d", "random"], "7c8d9s", 1),
    "exact v random, turn 7c8d9sKs (board walk)": hilo(["Ah2h3d4d", "random"], "7c8d9sKs", 5),
    "exact 3-way, one random, turn (board walk)": hilo(["Ah2h3d4d", "KsKdQhJh", "random"], "7c8d9sKc", 5),
    "exact v KsKdQhJh preflop (assignment walk)": hilo(["Ah2h3d4d", "KsKdQhJh"], "", 5),
    "exact 3 known hands, flop 7c8d2s (assignment walk)": hilo(["Ah2h3d4d", "KsKdQhJh", "5c6c9s9h"], "7c8d2s", 200),
    "MC v random preflop, 2M deals": hilo(["Ah2h3d4d", "random"], "", 1, exact=False, trials=2_000_000, seed=3),
    "MC 4-way random preflop, 1M deals": hilo(
        ["Ah2h3d4d"] + ["random"] * 3, "", 1, exact=False, trials=1_000_000, seed=3
    ),
}
out = {}
for label, (run, calls) in SPOTS.items():
    run()  # the tables warm
    start = time.process_time()
    for _ in range(calls):
        result = run()
    out[label] = [(time.process_time() - start) / calls, result.equity[0]]
print(json.dumps(out))
"""


def measure(python: str) -> dict[str, list[float]]:
    done = subprocess.run([python, "-c", PROBE], check=True, capture_output=True, text=True)
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", required=True, help="the old install's Python interpreter")
    parser.add_argument("--after", default=sys.executable, help="the new install's (default: this one)")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    before: list[dict[str, list[float]]] = []
    after: list[dict[str, list[float]]] = []
    for _ in range(args.rounds):
        before.append(measure(args.before))
        after.append(measure(args.after))
    print(f"{'spot':<52} {'before ms':>10} {'after ms':>10} {'after/before':>13}  equity")
    for spot in before[0]:
        old = [run[spot][0] for run in before]
        new = [run[spot][0] for run in after]
        ratio = statistics.median(n / o for o, n in zip(old, new))
        equities = sorted({run[spot][1] for run in before + after})
        print(
            f"{spot:<52} {1e3 * statistics.median(old):10.2f} {1e3 * statistics.median(new):10.2f} "
            f"{ratio:13.2f}  {' / '.join(f'{e:.15f}' for e in equities)}"
        )


if __name__ == "__main__":
    main()
