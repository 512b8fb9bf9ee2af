"""Equity and batch evaluation on the GPU, where holdEm was built with its CUDA backend.

    pip install . -Ccmake.define.HOLDEM_CUDA=ON
    python examples/gpu_example.py

Without the backend or a device it says which is missing and runs the same on the CPU.
"""

from __future__ import annotations

import numpy as np

import holdEm

device = "cuda" if holdEm.cuda_available() else "cpu"
if device == "cpu":
    try:
        holdEm.equity(["AsKs", "QhQd"], device="cuda")
    except RuntimeError as missing:
        print(f"device='cuda' is not usable here ({missing}); using the CPU")

# Monte Carlo (device="cuda" never enumerates): a standard error comes with each equity.
result = holdEm.equity(["AhKh", "random"], trials=10_000_000, seed=1, device=device)
print(f"AhKh v random on {device}: {result.equity[0]:.4f} +- {result.stderr[0]:.4f} ({result.trials:,} deals)")
ranges = holdEm.equity(["AsKs", "QQ+,AKs:0.5,A5s-A2s"], board="5h6sTd", dead="2c", trials=4_000_000, device=device)
print(f"AsKs v QQ+,AKs:0.5,A5s-A2s on 5h6sTd: {ranges.equity[0]:.4f} +- {ranges.stderr[0]:.4f}")

# A batch of random 7-card hands: the same strengths as on the CPU.
rng = np.random.default_rng(1)
hands = np.ascontiguousarray(rng.permuted(np.tile(np.arange(52, dtype=np.uint8), (100_000, 1)), axis=1)[:, :7])
strengths = holdEm.evaluate_batch(hands, device=device)
assert np.array_equal(strengths, holdEm.evaluate_batch(hands))
print(f"{len(hands):,} hands evaluated on {device}; the strongest: {strengths.max()}")
