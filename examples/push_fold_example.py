"""Push/fold with holdEm: the Nash equilibrium at a stack depth, the Nash charts, and ICM.

python examples/push_fold_example.py
"""

from __future__ import annotations

import holdEm


def main() -> None:
    # 10 big blinds effective: the small blind shoves or folds, the big blind calls or folds.
    spot = holdEm.push_fold(10)
    print(spot)

    # One hand: how often each player plays it, and what that wins over folding (big blinds).
    for hand in ("K5o", "Q6s", "Ah2d"):
        print(spot.hand_line(hand))

    # Antes widen both ranges: the pot the shove wins grows.
    with_ante = holdEm.push_fold(10, ante=0.125)
    print(f"with an ante of 1/8 BB: SB pushes {with_ante.push_share:.1%}, BB calls {with_ante.call_share:.1%}")

    # The calling range is a Range like any other: the equity of a hand against it.
    call = spot.call_range()
    print(f"K5o against the 10 BB calling range: {holdEm.equity(['Kd5c', call]).equity[0]:.3f}")

    # The Nash chart: up to which stack each hand is pushed (1.1 to 20 BB by 0.1).
    chart = holdEm.push_fold_chart()
    for hand in ("T3s", "K2o", "Q7o", "63s"):
        runs = ", ".join(f"{low:g}-{high:g}" for low, high in chart.played(hand))
        print(f"SB pushes {hand} up to {chart.limit(hand):g} BB (at {runs})")
    print(f"BB calls Q2o up to {chart.limit('Q2o', 'call'):g} BB")

    # Tournament equity: four left on a 50/30/20 bubble, blinds 150/300, the big stack in the SB.
    print(holdEm.icm([7500, 3000, 1600, 1400], [50, 30, 20]))
    bubble = holdEm.push_fold_icm([7500, 3000, 1600, 1400], [50, 30, 20], big_blind=300)
    print(bubble)  # the BB, covered, calls only 99+: losing would bust it short of the money


if __name__ == "__main__":
    main()
