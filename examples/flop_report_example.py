"""Equity on every flop of a preflop spot with holdEm, by flop texture (Flopzilla's flop browser).

python examples/flop_report_example.py
"""

from __future__ import annotations

import holdEm


def main() -> None:
    # An opening range against a 3-bet range: every flop, once per class of flops that are the
    # same up to a suit permutation (1,755 here), each weighted by how often it comes.
    report = holdEm.flop_report(["22+,A2s+,KTs+,QJs,ATo+", "QQ+,AKs"])
    print(f"{len(report)} classes of flops; preflop equity {report.equity[0]:.4f} (the mean over the flops)")

    # The opening range's equity by texture: where it does well, and how often those flops come.
    for by in ("suits", "pairing", "straight"):
        groups = ", ".join(f"{g.label} {g.equity[0]:.3f} ({g.frequency:.0%})" for g in report.groups(by))
        print(f"{by}: {groups}")
    print("best flops:", " ".join(r.flop for r in report.ranked(0)[:5]))
    print("worst flops:", " ".join(r.flop for r in report.ranked(0)[-5:]))

    # The rows as data: the flops where the opener has at least 40%, and how often they come.
    good = [r for r in report if r.equity[0] >= 0.4]
    print(f"flops with 40%+ for the opener: {sum(r.frequency for r in good):.1%} of the time")

    # How often the opener's range flops each hand and draw (Flopzilla's counts), and on monotone flops.
    hits = report.hits(0)["all flops"]
    pair_or_better = 1 - hits["ace high"] - hits["no made hand"]
    print(f"the opener flops a pair or better {pair_or_better:.1%}, a flush draw {hits['flush draw']:.1%}")
    monotone = report.hits(0, by="suits")["monotone"]
    print(f"on monotone flops: a flush {monotone['flush']:.1%}, a flush draw {monotone['flush draw']:.1%}")

    # A hand against a range, on the short deck (six through ace).
    short = holdEm.flop_report(["AhKh", "TT+,AQs+"], game="shortdeck")
    print(f"short deck AhKh v TT+,AQs+: {short.equity[0]:.4f} over {len(short)} classes of flops")
    print(short.text(("suits",), best=3))


if __name__ == "__main__":
    main()
