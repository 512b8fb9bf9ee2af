"""Range analysis with holdEm: equity after each next card, and a range's equity combo by combo.

python examples/analysis_example.py
"""

from __future__ import annotations

import holdEm


def main() -> None:
    # Every turn card on a flop: each player's exact equity after it, and the outs.
    turn = holdEm.next_card(["AsKs", "QhQd"], "7h8h2c")
    for card, (ak, qq) in list(turn.items())[:3]:
        print(f"{card}: AsKs {ak:.4f}  QhQd {qq:.4f}")
    print("outs for AsKs:", " ".join(turn.outs(0)))
    mean = sum(w * e[0] for w, e in zip(turn.weights, turn.equities))
    print(f"weighted mean {mean:.6f} = equity now {turn.equity[0]:.6f}")

    # A range combo by combo against another range, preflop.
    breakdown = holdEm.equity_breakdown(["22+,A2s+,KTs+,QJs", "QQ+,AKs"], exact=True)
    print(f"range equity {breakdown.equity:.4f} over {len(breakdown.combos)} combos")
    best = max(breakdown.rows(), key=lambda r: r.equity)
    print(f"strongest combo {best.combo}: {best.equity:.4f}")
    print("share of the range per equity decile:", breakdown.distribution(10).round(3))
    grid = breakdown.by_class()
    print(f"AA {grid[0, 0]:.4f}, A5s {grid[0, 9]:.4f}")

    # After the flop, heads-up: every combo of both ranges from one exact walk of the boards.
    flop = holdEm.equity_breakdown(["random", "QQ+,AKs"], "Kd7c2s")
    ahead = sum(w for w, e in zip(flop.weights, flop.equities) if e > 0.5)
    print(f"random v QQ+,AKs on Kd7c2s: {flop.equity:.4f}; {ahead:.1%} of random is ahead")

    # Omaha, hand by hand: double-suited aces against double-suited kings on the turn.
    omaha = holdEm.equity_breakdown(["AA:xxyy", "KK:xxyy"], "Jh8h2c7d", game="omaha")
    worst = min(omaha.rows(), key=lambda r: r.equity)
    print(f"AA:xxyy {omaha.equity:.4f} over {len(omaha.combos)} hands; weakest {worst.combo} {worst.equity:.4f}")

    # Omaha hi-lo: an ace-deuce range against kings and queens; a hand's win is a scoop there.
    hilo = holdEm.equity_breakdown(["A2:xxyy", "KsKdQhQc"], "7h8h2c4d", game="omaha-hilo")
    best = max(hilo.rows(), key=lambda r: r.equity)
    print(f"A2:xxyy {hilo.equity:.4f} over {len(hilo.combos)} hands; best {best.combo} scoops {best.win:.3f}")


if __name__ == "__main__":
    main()
