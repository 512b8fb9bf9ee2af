"""Short deck (6+), its ranges and range analysis, and Omaha hi-lo (eight or better) with holdEm.

python examples/variants_example.py
"""

from __future__ import annotations

import holdEm


def short_deck() -> None:
    # The 36-card deck: a flush beats a full house, A-6-7-8-9 is the lowest straight.
    for cards in ("AhKh9h8h6h", "AsAdAcKsKd", "As6d7h8c9s", "6d7h8c9sTd", "AsAdAhKcQd"):
        standard = holdEm.evaluate(cards, game="shortdeck")
        triton = holdEm.evaluate(cards, game="shortdeck-triton")
        name = holdEm.category_name(holdEm.category(standard, game="shortdeck"))
        print(f"{cards}  {name:16} standard {standard:4}  Triton {triton:4}")
    # A made straight against a set: the order of straight and trips decides who is ahead.
    for game in ("shortdeck", "shortdeck-triton"):
        result = holdEm.equity(["9sTs", "8d8c"], "6c7d8h", game=game)
        print(f"{game:17} 9sTs v 8d8c on 6c7d8h: {result.equity[0]:.3f} / {result.equity[1]:.3f} ({result.method})")


def short_deck_ranges() -> None:
    # Ranges read for the short deck: "15%" is a share of its own ranking (81 classes, 630 combos).
    top = holdEm.hand_ranking("shortdeck")[:6]
    print("strongest short-deck classes:", ", ".join(f"{r.hand_class} {r.equity:.3f}" for r in top))
    print("15% in short deck:", holdEm.Range("15%", game="shortdeck"))
    hands, board = ["15%", "JhTh"], "9h8c6h"
    result = holdEm.equity(hands, board, game="shortdeck", exact=True)
    print(f"{hands[0]} v {hands[1]} on {board}: {result.equity[0]:.3f} / {result.equity[1]:.3f}")
    breakdown = holdEm.equity_breakdown(hands, board, game="shortdeck")
    best = max(breakdown.rows(), key=lambda row: row.equity)
    print(f"  the 15% range's best combo: {best.combo} at {best.equity:.3f}")
    cards = holdEm.next_card(hands, board, game="shortdeck")
    print(f"  the turn cards after which the 15% range leads: {' '.join(cards.outs(0)) or 'none'}")
    hits = holdEm.board_hits("15%", board, game="shortdeck")
    made = ", ".join(f"{name} {share:.1%}" for name, share in hits.made.items() if share)
    print(f"  how 15% hits {board}: {made}")


def omaha_hilo() -> None:
    board, hole = "2c5d7hKcKs", "3h4hKhQd"
    low = holdEm.evaluate_omaha_lo(board, hole)
    print(f"{hole} on {board}: high {holdEm.evaluate_omaha(board, hole)}, low {low} {holdEm.low_ranks(low)}")
    result = holdEm.equity(["Ah2h3d4d", "KsKdQhJh"], "7c8d9s", game="omaha-hilo")
    for hand, equity, hi, lo, scoop in zip(result.hands, result.equity, result.hi_share, result.lo_share, result.scoop):
        print(f"{hand}: equity {equity:.3f} = hi {hi:.3f} + lo {lo:.3f}, scoops {scoop:.3f}")
    print(f"a low qualifies on {result.low_frequency:.1%} of the boards")
    # Which rivers help: next-card equity against a random hand, the pot share in hi-lo.
    turn = holdEm.next_card(["Ah2h3d4d", "random"], "7c8d9sKs", game="omaha-hilo")
    print(f"on 7c8d9sKs Ah2h3d4d has {turn.equity[0]:.3f}; the rivers after which it leads: {' '.join(turn.outs(0))}")


if __name__ == "__main__":
    short_deck()
    short_deck_ranges()
    omaha_hilo()
