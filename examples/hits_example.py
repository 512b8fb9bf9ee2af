"""How ranges hit a flop (or a turn, or a river) with holdEm: made hands, draws, weights and dead cards.

python examples/hits_example.py
"""

from __future__ import annotations

import holdEm
from holdEm.hits import MADE_HANDS


def main() -> None:
    # A random hand on a two-tone connected flop: the whole report.
    print(holdEm.board_hits("random", "7h8h2c"))

    # A raising range on the same flop: how often it has top pair or better, and a flush draw.
    hits = holdEm.board_hits("15%", "7h8h2c")
    strong = sum(hits.made[name] for name in MADE_HANDS[: MADE_HANDS.index("top pair") + 1])
    print(f"15% on 7h8h2c: top pair or better {strong:.1%}, flush draw {hits.draws['flush draw']:.1%}")

    # Weights count (AKs at half weight), and a dead card (a folded Ah) removes combos.
    hits = holdEm.board_hits("QQ+,AKs:0.5", "Kh9h4c", dead="Ah")
    print(f"{hits.combos:g} weighted combos: set {hits.made['set']:.1%}, top pair {hits.made['top pair']:.1%}")
    print(hits.to_dict()["draws"])

    # Flopzilla's filter: the part of a range that continues (top pair or better, a flush draw or
    # an open-ended draw), as a Range to hand on to equity.
    opening = "22+,A2s+,K9s+,Q9s+,J9s+,T8s+,98s,87s,76s,ATo+,KJo+"
    continuing = holdEm.board_hits(opening, "Jh8h2c").select("top pair+", "flush draw", "open-ended straight draw")
    print(f"continues with {continuing.weighted_combos:g} combos: {continuing}")
    print(f"AhJd against it: {holdEm.equity(['AhJd', continuing], 'Jh8h2c', exact=True).equity[0]:.1%}")

    # The river: the made hands only (no card is to come, so every draw is 0).  On a board that
    # is a straight by itself, every combo without better plays it: its class is "straight".
    river = holdEm.board_hits(opening, "Jh8h2c7s3d")
    print(f"on the river Jh8h2c7s3d: top pair {river.made['top pair']:.1%}, flush draw {river.draws['flush draw']:.0%}")
    straight = holdEm.board_hits(opening, "5c6d7h8s9d")
    print(f"on 5c6d7h8s9d: straight {straight.made['straight']:.1%}, better {straight.made['straight flush']:.1%}")

    # Short deck (six through ace): a flush beats a full house, and A-6-7-8-9 is a straight.
    short = holdEm.board_hits("random", "Ah7d8c", game="shortdeck")
    print(f"short deck on Ah7d8c: {list(short.made)[2:4]}, straight {short.made['straight']:.1%}")

    # Omaha (PLO4; "plo5", "plo6" too): two hole cards with three board cards, and the wrap.
    plo = holdEm.board_hits("15%", "9h8c2d", game="omaha")
    print(f"PLO4 15% on 9h8c2d: {plo.combos:g} hands, wrap {plo.draws['wrap']:.1%}, set {plo.made['set']:.1%}")
    continuing = plo.select("two pair+", "wrap")  # the hands kept, as an array like holdEm.omaha_hands
    print(f"continues with {len(continuing)} hands, e.g. {holdEm.format_cards(continuing[0].tolist())}")

    # Omaha hi-lo (PLO8; "plo5-hilo", "plo6-hilo" too): the high classes and the low half.
    plo8 = holdEm.board_hits("A2xx,A3xx,23xx", "4c5d8h", game="omaha-hilo")
    lows = plo8.lows or {}
    print(
        f"PLO8 on 4c5d8h: nut low {lows['nut low']:.1%}, 2nd nut low {lows['2nd nut low']:.1%}, "
        f"no low {lows['no low']:.1%}"
    )
    scoop_hopes = plo8.select("nut low", "straight+")  # the nut low, or the high half's best hands
    print(f"{len(scoop_hopes)} hands have the nut low or a straight and better")
    # Before the river a hand without a low may draw to one: the flop 4c5dKs holds two low ranks.
    draws = holdEm.board_hits("A2xx,A3xx,23xx", "4c5dKs", game="omaha-hilo").low_draws or {}
    print(f"PLO8 on 4c5dKs: low draw {draws['low draw']:.1%}, nut low draw {draws['nut low draw']:.1%}")


if __name__ == "__main__":
    main()
