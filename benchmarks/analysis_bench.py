"""next_card and equity_breakdown against one exact equity() call on the same spot.

PYTHONPATH=python python benchmarks/analysis_bench.py
"""

from __future__ import annotations

import statistics
import time
from typing import Any, Callable

import holdEm


def median_ms(fn: Callable[[], Any], rounds: int = 7) -> float:
    fn()  # warm up: tables, thread pool, caches
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return 1e3 * statistics.median(times)


def main() -> None:
    next_spots = [
        (["AsKs", "QhQd"], "7h8h2c"),
        (["AsKs", "QhQd", "JcTc"], "7h8h2c"),
        (["QQ+,AKs", "JhTh"], "7h8h2c"),
        (["22+,A2s+,KTs+,QJs", "QQ+,AKs"], "7h8h2c"),
        (["22+,A2s+,KTs+,QJs", "QQ+,AKs"], "Kd7c2s"),
        (["random", "AhKd"], "2h3h4h"),
        (["QQ+,AKs", "random"], "7h8h2c9d"),
    ]
    for hands, board in next_spots:
        one = median_ms(lambda h=hands, b=board: holdEm.equity(h, b, exact=True), 15)
        each = median_ms(lambda h=hands, b=board: holdEm.next_card(h, b), 15)
        print(f"next_card {' v '.join(hands)} on {board}: {each:.2f} ms, equity() {one:.3f} ms, {each / one:.1f}x")
    hands = ["22+,A2s+,KTs+,QJs", "QQ+,AKs"]
    one = median_ms(lambda: holdEm.equity(hands, exact=True), 3)
    each = median_ms(lambda: holdEm.equity_breakdown(hands, exact=True), 3)
    print(f"equity_breakdown {' v '.join(hands)} preflop: {each:.1f} ms, equity() {one:.1f} ms, {each / one:.2f}x")


if __name__ == "__main__":
    main()
