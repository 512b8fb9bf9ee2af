"""How long reading an Omaha range takes: median milliseconds of holdEm.omaha_hands per pattern.

Typical PLO4, PLO5 and PLO6 patterns, then long texts (about 4,000 characters) of many PLO6
patterns, the slowest kind of input.  First, the first top share of each ranked game, which
also builds that ranking's place of every hand (once per process).  Medians of the runs in
processor time (the parse runs on one thread, and processor time is the steadier figure on a
shared machine); the PLO6 ranges too large to return are timed up to their refusal, which comes
after every hand has been counted.

    PYTHONPATH=python python benchmarks/omaha_range_bench.py [--runs R]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

import holdEm

PATTERNS = {
    "omaha": ["AA", "AA!AAA", "RROO", "xxyy", "RRON", "AxAyxy", "AxKx:xxyy", "[A-T][A-T][A-T]", "random", "15%"],
    "plo5": ["AA", "RROON", "xxyyz", "AxAy:xxyyz", "[A-T]R!RR", "15%", "15%:xxyyz"],
    "plo6": ["AA", "AA!AAA", "xxyyzz", "AxAyxy", "RRONPQ", "random"],
}


def long_texts(seed: int = 1) -> dict[str, str]:
    """About 4,000 characters of PLO6 patterns: one repeated, and many different ones."""
    rng = random.Random(seed)
    ranks = ["R", "O", "N", "P", "B", "C", "*", "[AK]", "[T-8]", "Q", "5"]
    suits = ["", "w", "x", "y", "z"]

    def mixed() -> str:  # a pattern that some hand matches
        while True:
            text = "".join(rng.choice(ranks) + rng.choice(suits) for _ in range(rng.randint(4, 6)))
            try:  # AA!AA leaves no hand; the question is whether the pattern alone matches some
                holdEm.omaha_hands(f"{text}:AA!AA", "plo6")
            except ValueError as error:
                if "leave none" in str(error):
                    return text

    def fill(make: Callable[[], str]) -> str:
        items: list[str] = []
        while sum(len(i) + 1 for i in items) < 4000:
            items.append(make())
        return ",".join(items)

    return {
        "RONPwx x 585": fill(lambda: "RONPwx"),
        "(AA:KK!QQ) x 372": fill(lambda: "(AA:KK!QQ)"),
        "300 mixed": fill(mixed),
    }


def median_ms(text: str, game: str, runs: int) -> tuple[float, str]:
    times = []
    outcome = ""
    for _ in range(runs):
        start = time.process_time()
        try:
            outcome = f"{len(holdEm.omaha_hands(text, game)):,} hands"
        except ValueError as error:
            outcome = "refused: " + str(error).split(" hands,")[0].split("'")[-1].strip()
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000, outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    for game in ("omaha", "omaha-hilo", "plo5", "plo5-hilo"):
        ms, outcome = median_ms("15%", game, 1)
        print(f"{game:10} first 15% {ms:8.2f} ms  {outcome}")
    for game, patterns in PATTERNS.items():
        for text in patterns:
            ms, outcome = median_ms(text, game, args.runs)
            print(f"{game:6} {text:18} {ms:8.2f} ms  {outcome}")
    for name, text in long_texts().items():
        ms, outcome = median_ms(text, "plo6", max(1, args.runs // 2))
        print(f"plo6   {name:18} {ms:8.2f} ms  ({len(text)} characters) {outcome}")


if __name__ == "__main__":
    main()
