"""Per-call evaluation speed from Python: holdEm against eval7, treys, phevaluator and pokerkit.

Each library evaluates the same random 7-card hands, one call per hand, in
its own card form (converted before timing).  Prints medians of several runs
and each library's ratio to holdEm.  The other libraries are optional
(``pip install '.[bench]'``); missing ones are listed as such.

    python benchmarks/py_compare.py [--hands N] [--runs R]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

import numpy as np

import holdEm

RANKS, SUITS = "23456789TJQKA", "cdhs"


def card_text(card: int) -> str:
    return RANKS[card // 4] + SUITS[card % 4]


def rate(evaluate: Callable[[object], object], hands: list, runs: int) -> float:
    """Median hands per second of calling ``evaluate`` on each hand."""
    rates = []
    for _ in range(runs):
        start = time.perf_counter()
        for hand in hands:
            evaluate(hand)
        rates.append(len(hands) / (time.perf_counter() - start))
    return statistics.median(rates)


def contenders(hands: np.ndarray) -> dict[str, tuple[Callable, list] | str]:
    """name -> (evaluate, prepared hands) or the reason it cannot run."""
    as_ints = [row.tolist() for row in hands]
    as_text = ["".join(card_text(c) for c in row) for row in as_ints]
    out: dict[str, tuple[Callable, list] | str] = {
        "holdEm.evaluate(list of 7 ints)": (holdEm.evaluate, as_ints),
        "holdEm.evaluate('AsKd...' string)": (holdEm.evaluate, as_text),
    }
    try:
        import eval7

        out["eval7.evaluate(Card objects)"] = (eval7.evaluate, [[eval7.Card(card_text(c)) for c in h] for h in as_ints])
    except ImportError:
        out["eval7"] = "not installed"
    try:
        import phevaluator

        out["phevaluator.evaluate_cards(*ints)"] = (lambda h: phevaluator.evaluate_cards(*h), as_ints)
    except ImportError:
        out["phevaluator"] = "not installed"
    try:
        from treys import Card, Evaluator

        evaluator = Evaluator()
        prepared = [([Card.new(card_text(c)) for c in h[:2]], [Card.new(card_text(c)) for c in h[2:]]) for h in as_ints]
        out["treys Evaluator.evaluate(board, hand)"] = (lambda h: evaluator.evaluate(h[1], h[0]), prepared)
    except ImportError:
        out["treys"] = "not installed"
    try:
        from pokerkit import StandardHighHand

        split = [(t[:4], t[4:]) for t in as_text]
        out["pokerkit StandardHighHand.from_game"] = (lambda h: StandardHighHand.from_game(*h), split)
    except ImportError:
        out["pokerkit"] = "not installed"
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rng = np.random.default_rng(2026)
    hands = np.argsort(rng.random((args.hands, 52)), axis=1)[:, :7].astype(np.uint8)

    print(f"one call per 7-card hand, {args.hands} hands, median of {args.runs} runs")
    print(f"{'library / call':42} {'hands/s':>14} {'holdEm ints / it':>18}")
    base = None
    for name, entry in contenders(hands).items():
        if isinstance(entry, str):
            print(f"{name:42} {entry:>14}")
            continue
        evaluate, prepared = entry
        n = len(prepared) if "pokerkit" not in name else min(len(prepared), 5_000)
        per_second = rate(evaluate, prepared[:n], args.runs)
        base = base or per_second
        print(f"{name:42} {per_second:14,.0f} {base / per_second:18.2f}")

    big = np.argsort(rng.random((1_000_000, 52)), axis=1)[:, :7].astype(np.uint8)
    for threads in (1, 0):
        per_second = rate(lambda h, t=threads: holdEm.evaluate_batch(h, threads=t), [big], args.runs) * len(big)
        label = f"holdEm.evaluate_batch, threads={threads}"
        print(f"{label:42} {per_second:14,.0f} {base / per_second:18.4f}")


if __name__ == "__main__":
    main()
