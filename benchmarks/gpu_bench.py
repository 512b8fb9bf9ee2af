"""The CUDA backend on a GPU: correctness against the CPU, then hands/s and batch evaluations/s.

Run by benchmarks/gpu_h200.sh after a CUDA build (PYTHONPATH=python python3 benchmarks/gpu_bench.py).
Each figure sits beside the CPU's on the same spot.  Bounded: each timed run
is sized to about ``--seconds`` seconds from a short first run.
"""

from __future__ import annotations

import argparse
import time
from typing import Any, Callable

import numpy as np

import holdEm
from holdEm import _core

CHECK_SPOTS = [
    (["AsKs", "QhQd"], "", ""),
    (["AhKh", "random"], "2c7d9s", ""),
    (["AsKs", "QQ+,AKs:0.5,A5s-A2s"], "5h6sTd", "2c"),
    (["JJ+,AKs,AKo:0.7", "random", "8s7s"], "Ts9c2h", ""),
    (["AsAh", "KsKh", "QsQh", "JsJh", "TsTh", "9s9h", "8s8h", "7s7h", "6s6h", "5s5h"], "2c3d4c", ""),
]
KEYS = ("equity", "win", "tie", "categories", "stderr", "trials")


def check() -> bool:
    """GPU counts equal to the device code run on the CPU, and equities within 4 standard errors of exact."""
    ok = True
    for hands, board, dead in CHECK_SPOTS:
        gpu = holdEm.equity(hands, board, dead, trials=1_000_003, seed=42, device="cuda")
        host = _core._equity_cuda(hands, board, dead, 1_000_003, 0.0, 0.0, 42, 4, 32)
        same = all(getattr(gpu, k) == host[k] for k in KEYS)
        exact = holdEm.equity(hands, board, dead, exact=True)
        worst = max(abs(g - e) / s for g, e, s in zip(gpu.equity, exact.equity, gpu.stderr))
        ok &= same and worst <= 4
        spot = " ".join(hands)[:40]
        print(f"check {spot:40} {board:10} same counts as host: {same}, worst |gpu - exact| / se {worst:.2f}")
    return ok


def timed(fn: Callable[[int], Any], first: int, seconds: float) -> tuple[int, float]:
    """Runs fn(n) once small, then with n sized to about `seconds`; returns (n, seconds taken)."""
    start = time.perf_counter()
    fn(first)
    took = max(time.perf_counter() - start, 1e-4)
    n = max(first, int(first * seconds / took))
    start = time.perf_counter()
    fn(n)
    return n, time.perf_counter() - start


def monte_carlo(seconds: float) -> None:
    for label, hands in [("heads-up, random opponent", ["AhKh", "random"]), ("6-way", ["AhKh"] + ["random"] * 5)]:
        players = len(hands)
        n, t = timed(lambda k, h=hands: holdEm.equity(h, trials=k, seed=1, device="cuda"), 10_000_000, seconds)
        gpu = n / t
        m, u = timed(lambda k, h=hands: holdEm.equity(h, trials=k, seed=1, exact=False, threads=0), 200_000, seconds)
        cpu = m / u
        print(
            f"MC {label:26} GPU {gpu / 1e9:8.2f} G hands/s ({gpu * players / 1e9:8.2f} G evals/s, {n:,} deals)"
            f" | CPU {cpu / 1e6:8.1f} M hands/s ({cpu * players / 1e6:8.1f} M evals/s) | x{gpu / cpu:.0f}"
        )


def batch(rows: int, seconds: float) -> None:
    rng = np.random.default_rng(3)
    pool = rng.permuted(np.tile(np.arange(52, dtype=np.uint8), (1 << 20, 1)), axis=1)[:, :7]
    cards = np.ascontiguousarray(np.tile(pool, (max(1, rows >> 20), 1)))
    n = len(cards)
    head = cards[:1_000_000]
    assert np.array_equal(holdEm.evaluate_batch(head, device="cuda"), holdEm.evaluate_batch(head))
    start = time.perf_counter()
    holdEm.evaluate_batch(cards, device="cuda")
    host_arrays = n / (time.perf_counter() - start)
    start = time.perf_counter()
    holdEm.evaluate_batch(cards, threads=0)
    cpu = n / (time.perf_counter() - start)
    line = f"batch 7-card, {n:,} rows: GPU host arrays {host_arrays / 1e9:6.2f} G evals/s (with copies)"
    # Device arrays: the rows copied to the device once, then evaluated there (CUDA events).
    seconds_each, strengths = _core._time_batch_cuda_device(cards, max(1, int(seconds * 100)))
    assert np.array_equal(strengths[: len(head)], holdEm.evaluate_batch(head))
    device_arrays = n / seconds_each
    line += (
        f", device arrays {device_arrays / 1e9:6.2f} G evals/s ({device_arrays * 9 / 1e9:.0f} GB/s of rows and results)"
    )
    print(line + f" | CPU every core {cpu / 1e6:8.1f} M evals/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0, help="about how long each timed run takes")
    parser.add_argument("--rows", type=int, default=64 << 20, help="rows for the batch figures")
    args = parser.parse_args()
    if not holdEm.cuda_available():
        raise SystemExit(f"no CUDA backend or device (built with CUDA: {_core._cuda_built()})")
    ok = check()
    monte_carlo(args.seconds)
    batch(args.rows, args.seconds)
    raise SystemExit(0 if ok else 1)


if __name__ == "__main__":
    main()
