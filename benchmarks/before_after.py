"""Before and after a change: the engine's hot paths timed in two holdEm installs, in turn.

Each round runs every spot once in each interpreter (a fresh process each, the two
taken in turn so that the shared machine's slow and fast phases hit both alike);
the table shows each side's median and the ratio after/before taken round by
round (below 1 is faster).

    python benchmarks/before_after.py --before /path/to/old/venv/bin/python [--rounds 7]

``--after`` defaults to this interpreter.  Build the old version into its own
virtual environment first, e.g. ``git worktree add /tmp/base REV`` and
``python -m venv /tmp/venv-base && /tmp/venv-base/bin/pip install /tmp/base``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

# One process's measurements: seconds per spot, printed as JSON.  Equity spots use the
# calculator's own clock (result.elapsed); the others wall-clock time, best of three.
PROBE = r"""
import json, time
import numpy as np
import holdEm

def best_of(fn, n=3):
    times = []
    for _ in range(n):
        t = time.perf_counter(); fn(); times.append(time.perf_counter() - t)
    return min(times)

rows = np.random.default_rng(1).permuted(np.tile(np.arange(52, dtype=np.uint8), (2_000_000, 1)), axis=1)[:, :7]
cards = [list(map(int, r)) for r in rows[:200_000]]
out = {
    "evaluate, 200k calls from Python": best_of(lambda: [holdEm.evaluate(c) for c in cards], 1),
    "evaluate_batch 2M x 7, 1 thread": best_of(lambda: holdEm.evaluate_batch(rows, threads=1)),
    "evaluate_batch 2M x 7, no validation": best_of(lambda: holdEm.evaluate_batch(rows, threads=1, validate=False)),
    # A small call's fixed cost, as a bot on the river pays it (default threads).
    "equity() on the river, 20k calls": best_of(
        lambda: [holdEm.equity(["AsKs", "QhQd"], "5h6sTdKc2d", exact=True) for _ in range(20_000)], 1),
}
SPOTS = [
    ("AsKs v QhQd preflop, exact", ["AsKs", "QhQd"], {"exact": True}),
    ("AK v QQ, exact", ["AK", "QQ"], {"exact": True}),
    ("AsKs v QhQd v JcTc, exact", ["AsKs", "QhQd", "JcTc"], {"exact": True}),
    ("QQ+,AKs v random, MC 4M deals", ["QQ+,AKs", "random"], {"exact": False, "trials": 4_000_000}),
    ("AhKh v 5 random, MC 2M deals", ["AhKh"] + ["random"] * 5, {"exact": False, "trials": 2_000_000}),
    ("QQ+,AKs v random preflop, exact", ["QQ+,AKs", "random"], {"exact": True}),
    ("QQ+,AKs v random, short deck preflop, exact", ["QQ+,AKs", "random"], {"exact": True, "game": "shortdeck"}),
    ("20% v 20%, short deck on 7h, exact", ["20%", "20%"], {"exact": True, "game": "shortdeck", "board": "7h"}),
    ("random v random on the flop, exact", ["random", "random"], {"exact": True, "board": "7h8d2c"}),
    ("QQ+,AKs v random on the flop, exact", ["QQ+,AKs", "random"], {"exact": True, "board": "7h8d2c"}),
    ("22+,A2s+,KTo+ v random, flop, exact", ["22+,A2s+,KTo+", "random"], {"exact": True, "board": "7h8d2c"}),
    ("AsKs v random on the flop, exact", ["AsKs", "random"], {"exact": True, "board": "7h8d2c"}),
    ("QQ+,AKs v random on the turn, exact", ["QQ+,AKs", "random"], {"exact": True, "board": "7h8d2cKs"}),
    ("PLO4 v random on the turn, exact", ["AsKsQdJd", "random"],
     {"exact": True, "game": "omaha", "board": "2c3d4h9s"}),
    ("PLO4 hi-lo v random, turn, exact", ["Ah2h3d4d", "random"],
     {"exact": True, "game": "omaha-hilo", "board": "7c8d9sKs"}),
    ("PLO4 v random, MC 2M deals", ["AsKsQdJd", "random"], {"exact": False, "trials": 2_000_000, "game": "omaha"}),
    ("PLO4 hi-lo v random, flop, exact", ["Ah2h3d4d", "random"],
     {"exact": True, "game": "omaha-hilo", "board": "7c8d9s"}),
    ("PLO4 hi-lo 3-way, one random, turn, exact", ["Ah2h3d4d", "KsKdQhJh", "random"],
     {"exact": True, "game": "omaha-hilo", "board": "7c8d9sKc"}),
    ("PLO4 hi-lo v KsKdQhJh preflop, exact", ["Ah2h3d4d", "KsKdQhJh"], {"exact": True, "game": "omaha-hilo"}),
    ("PLO4 hi-lo v random, MC 2M deals", ["Ah2h3d4d", "random"],
     {"exact": False, "trials": 2_000_000, "game": "omaha-hilo"}),
]
for label, hands, options in SPOTS:
    out[label] = min(holdEm.equity(hands, threads=1, seed=s, **options).elapsed for s in range(3))
out["equity_breakdown 22+,A2s+,KTo+ v random, flop"] = best_of(
    lambda: holdEm.equity_breakdown(["22+,A2s+,KTo+", "random"], "7h8d2c", threads=1))
print(json.dumps(out))
"""


def measure(python: str) -> dict[str, float]:
    done = subprocess.run([python, "-c", PROBE], check=True, capture_output=True, text=True)
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", required=True, help="the old install's Python interpreter")
    parser.add_argument("--after", default=sys.executable, help="the new install's (default: this one)")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    before: list[dict[str, float]] = []
    after: list[dict[str, float]] = []
    for _ in range(args.rounds):
        before.append(measure(args.before))
        after.append(measure(args.after))
    print(f"{'spot':<40} {'before ms':>10} {'after ms':>10} {'after/before':>13}")
    for spot in before[0]:
        old = statistics.median(r[spot] for r in before)
        new = statistics.median(r[spot] for r in after)
        ratio = statistics.median(a[spot] / b[spot] for a, b in zip(after, before))
        print(f"{spot:<40} {1e3 * old:>10.2f} {1e3 * new:>10.2f} {ratio:>13.3f}")
    print(f"(medians of {args.rounds} rounds; ratio: median of the per-round ratios)")


if __name__ == "__main__":
    main()
