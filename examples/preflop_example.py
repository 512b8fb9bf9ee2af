"""Preflop with holdEm: the heads-up class table, the ranking, percentage ranges.

python examples/preflop_example.py
"""

from __future__ import annotations

import holdEm


def main() -> None:
    # The exact all-in equity of every class against every other one, shipped with the package.
    table = holdEm.preflop_table()
    aks, qq = holdEm.HAND_CLASSES.index("AKs"), holdEm.HAND_CLASSES.index("QQ")
    print(f"AKs v QQ: {table[aks, qq]:.4f}")

    # The classes strongest first by equity against one random hand.
    for place, rank in enumerate(holdEm.hand_ranking()[:5], 1):
        print(f"{place}. {rank.hand_class} {rank.equity:.6f} ({rank.combos} combos)")
    print("weakest:", holdEm.hand_ranking()[-1].hand_class)

    # A percentage range is a prefix of that ranking, usable wherever a range is.
    print(len(holdEm.parse_range("15%")), "combos in 15%")
    print(holdEm.equity(["15%,76s", "AKo"], exact=True))


if __name__ == "__main__":
    main()
