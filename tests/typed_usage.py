"""A typical user program, type-checked by test_typing.py with ``mypy --strict`` (and run by it):
the calls as users make them, NumPy's scalars and arrays included, pass without casts."""

from __future__ import annotations

import numpy as np

import holdEm


def main() -> None:
    rng = np.random.default_rng(1)
    deck = rng.permutation(52)
    print(holdEm.best_hand(deck[:7]).name)  # an array of card numbers
    hands = rng.permuted(np.tile(np.arange(52, dtype=np.uint8), (4, 1)), axis=1)[:, :7]
    strengths = holdEm.evaluate_batch(hands, threads=np.int64(2), validate=np.True_)
    print(int(strengths.max()))
    result = holdEm.equity(["AsKs", "QQ+,AKs:0.5"], "5h6sTd", exact=np.True_, threads=np.int64(1))
    print(result.equity[0], result.exact)
    sampled = holdEm.equity(["AhKh", "random"], trials=10_000, seed=np.int64(7), callback=lambda r: r.trials < 10**9)
    print(sampled.stderr[0])
    breakdown = holdEm.equity_breakdown(["QQ+", "AKs"], player=np.int64(1), exact=True)
    print(breakdown.curve().share[-1])
    turn = holdEm.next_card(["AsKs", "QhQd"], [0, 1, 2], threads=np.int64(1))
    print(turn.outs(np.int64(0)))
    hits = holdEm.board_hits("QQ+,AK", "Kd7c2s")
    print(hits.select("top pair+").weighted_combos)
    chips = np.array([7500.0, 3000.0, 1600.0, 1400.0])
    print(holdEm.icm(chips, np.array([50.0, 30.0, 20.0])).equity)
    print(holdEm.push_fold(10).pushes("A5s"))
    print(len(holdEm.omaha_hands("AA:xxyy")), "AhAs" in holdEm.Range("AA"))


if __name__ == "__main__":
    main()
