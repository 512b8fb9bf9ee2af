"""Omaha ranges with holdEm: the hands a range tool's pattern text holds, in PLO4/5/6, and
their equity.

python examples/omaha_range_example.py
"""

from __future__ import annotations

import holdEm


def main() -> None:
    # Aces: two or more, exactly two, and exactly two double-suited ('x' and 'y' two suits).
    for text in ("AA", "AA!AAA", "AxAyxy!AAA"):
        print(f"{text:12} {len(holdEm.omaha_hands(text)):6,} PLO4 hands")

    # Rank variables: R and O two different ranks, so RROO is two pair; N a third rank.
    print(f"two pair     {len(holdEm.omaha_hands('RROO')):6,}")
    print(f"one pair     {len(holdEm.omaha_hands('RRON')):6,}  (exactly: the four cards are R R O N)")

    # Lists, spans and set operations: rundowns of broadway ranks that are double-suited.
    rundowns = holdEm.omaha_hands("[A-T][A-T][A-T][A-T]!RR:xxyy")
    print(f"broadway, no pair, double-suited: {len(rundowns):,}, e.g. {holdEm.format_cards(rundowns[0].tolist(), ' ')}")

    # The same text in PLO5: each hand a row of five card numbers, the highest card first.
    plo5 = holdEm.omaha_hands("AxKx:QQ", "plo5")
    print(f"suited AK with two queens in PLO5: {plo5.shape[0]:,} hands of {plo5.shape[1]} cards")

    # A top share: the strongest suit classes of holdEm.omaha_ranking() closest to 10% of the hands.
    top = holdEm.omaha_ranking()
    print(f"10%          {len(holdEm.omaha_hands('10%')):6,} hands; the strongest class {top[0].hand_class}")

    # A range is a player wherever Omaha hands go: double-suited aces against the top 10%, on a flop.
    result = holdEm.equity(["AA:xxyy", "10%"], board="Jh8h2c", game="omaha", trials=400_000, seed=1)
    print(f"AA:xxyy v 10% on Jh8h2c: {result.equity[0]:.3f} (Monte Carlo, standard error {result.stderr[0]:.4f})")

    # The hands themselves are a player too, so NumPy can choose them: aces with no card below ten.
    aces = holdEm.omaha_hands("AA")
    broadway_aces = aces[(aces >> 2).min(axis=1) >= 8]  # rank = card >> 2; 8 is the ten
    result = holdEm.equity([broadway_aces, "KK"], board="Jh8h2c", game="omaha", trials=400_000, seed=1)
    print(f"{len(broadway_aces):,} broadway aces v KK on Jh8h2c: {result.equity[0]:.3f}")

    # Weights: an item's '@' is its hands' share of a full weight (no '@': 100); exact heads-up.
    hands, weights = holdEm.omaha_weighted_hands("AA:xxyy, KK@50")
    print(f"AA:xxyy, KK@50: {len(hands):,} hands, {weights.sum():,.1f} full-weight hands")
    result = holdEm.equity(["AA:xxyy, KK@50", "QQ:xxyy"], board="Jh8h2c7d", game="omaha", exact=True)
    print(f"AA:xxyy, KK@50 v QQ:xxyy on Jh8h2c7d: {result.equity[0]:.4f} (exact)")

    # Refusals name what is wrong.
    for bad, game in (("AA:0.5", "omaha"), ("AA@150", "omaha"), ("random", "plo6"), ("AAKKQ", "omaha")):
        try:
            holdEm.omaha_hands(bad, game)
        except ValueError as error:
            print(f"{bad!r}: {error}")


if __name__ == "__main__":
    main()
