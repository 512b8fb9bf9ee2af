"""evaluate_batch from Python against the same C++ entry point without Python, side by side.

Times ``holdEm.evaluate_batch`` on 10 M random 7-card rows (validated, not
validated, every core), median of several runs, per second of wall-clock time
and of processor time (the steadier figure on a shared machine), then runs the
C++ benchmark's batch lines (``evaluator_bench RUNS batch``) and prints
Python's share of the C++ rate.

    cmake --build build && PYTHONPATH=python python benchmarks/batch_bench.py [--runs R] [--cxx build/evaluator_bench]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import time
from pathlib import Path

import numpy as np

import holdEm

ROWS = 10_000_000
CASES = {  # label (as the C++ benchmark prints it): evaluate_batch options
    "evaluate_batch (validated)": {"threads": 1},
    "evaluate_batch (validate=false)": {"threads": 1, "validate": False},
    "evaluate_batch (validated, every core)": {"threads": 0},
}


def random_rows(n: int, seed: int = 42) -> np.ndarray:
    """n random 7-card hands (distinct cards in a row), built in blocks to bound memory."""
    rng = np.random.default_rng(seed)
    blocks = [np.argsort(rng.random((min(1_000_000, n - i), 52)), axis=1)[:, :7] for i in range(0, n, 1_000_000)]
    return np.ascontiguousarray(np.concatenate(blocks).astype(np.uint8))


def python_rates(rows: np.ndarray, options: dict, runs: int) -> tuple[float, float]:
    """Median (wall, processor) rows per second of evaluate_batch."""
    wall, cpu = [], []
    for _ in range(runs):
        w, c = time.perf_counter(), time.process_time()
        holdEm.evaluate_batch(rows, **options)
        cpu.append(len(rows) / (time.process_time() - c))
        wall.append(len(rows) / (time.perf_counter() - w))
    return statistics.median(wall), statistics.median(cpu)


def cxx_rates(binary: Path, runs: int) -> dict[str, tuple[float, float]]:
    """The C++ benchmark's (wall, processor) M rows/s per batch line."""
    out = subprocess.run([str(binary), str(runs), "batch"], capture_output=True, text=True, check=True).stdout
    rates = {}
    for line in out.splitlines():
        label = line.strip()
        for case in CASES:
            if label.startswith(case) and label[len(case) :].split():
                wall, cpu = label[len(case) :].split()[:2]
                rates[case] = (float(wall) * 1e6, float(cpu) * 1e6)
    return rates


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cxx", type=Path, default=Path("build/evaluator_bench"), help="the C++ benchmark binary")
    args = parser.parse_args()
    rows = random_rows(ROWS)
    print(f"evaluate_batch, {ROWS:,} random 7-card rows, median of {args.runs} runs, {os.cpu_count()} cores")
    print(f"{'':40} {'Python M/s':>21} {'C++ M/s':>21} {'Python / C++':>15}")
    print(f"{'':40} {'wall':>10} {'cpu':>10} {'wall':>10} {'cpu':>10} {'wall':>7} {'cpu':>7}")
    cxx = cxx_rates(args.cxx, args.runs) if args.cxx.exists() else {}
    for label, options in CASES.items():
        wall, cpu = python_rates(rows, options, args.runs)
        line = f"{label:40} {wall / 1e6:10.1f} {cpu / 1e6:10.1f}"
        if label in cxx:
            c_wall, c_cpu = cxx[label]
            line += f" {c_wall / 1e6:10.1f} {c_cpu / 1e6:10.1f} {wall / c_wall:7.2f} {cpu / c_cpu:7.2f}"
        print(line)
    if not cxx:
        print(f"(no C++ figures: {args.cxx} not found; build it with cmake --build build)")


if __name__ == "__main__":
    main()
