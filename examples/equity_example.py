"""Equity with holdEm: exact heads-up, ranges on a flop, Monte Carlo multiway, Omaha.

python examples/equity_example.py
"""

from __future__ import annotations

import holdEm
from holdEm.equity import CATEGORY_NAMES


def main() -> None:
    # Exact enumeration of all 1,712,304 boards (exact=None picks it: it takes milliseconds).
    print(holdEm.equity(["AsKs", "QhQd"]))

    # Ranges (Equilab syntax, with weights), a flop and a dead card.
    r = holdEm.equity(["AsKs", "QQ+,AKs:0.5,JTs"], board="5h6sTd", dead="2c")
    print(r)
    print("hand categories of player 1:", dict(zip(CATEGORY_NAMES, r.categories[0])))

    # Monte Carlo to a standard error of 0.001, every core, reproducible with a seed.
    print(holdEm.equity(["AhKh", "random", "random", "22+,A2s+,KTo+"], target_stderr=1e-3, seed=42))

    # Progress: the callback sees the result so far about every 0.25 s; returning False stops.
    def show(so_far: holdEm.EquityResult) -> bool:
        print(f"  ... {so_far.trials:,} deals, equity {so_far.equity[0]:.4f} +- {so_far.stderr[0]:.4f}")
        return True

    holdEm.equity(["AhKh"] + ["random"] * 5, exact=False, time_limit=0.6, callback=show)

    # Omaha: exact hands, partly known hands or random.
    print(holdEm.equity(["AsAhKsKh", "QdJdTd9c", "random"], board="2c7d9s", game="omaha", trials=200_000))

    # Plain data for JSON.
    print(holdEm.equity(["AsKs", "QhQd"], board="5h6sTd").to_dict()["equity"])


if __name__ == "__main__":
    main()
