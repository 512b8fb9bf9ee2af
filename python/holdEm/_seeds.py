"""Seeds for the many Monte Carlo runs of one call, from the call's seed.

An analysis that runs one engine call per item (a flop, a combo, a shard's class) gives each its
own seed.  ``seed + i`` would not do: the engine's streams for seed ``s + 1`` are those of seed
``s`` moved one item along, so two reports with neighbouring seeds would share most of their
deals.  NumPy's ``SeedSequence`` hashes the seed and the item's key into well-mixed, independent
seeds instead.
"""

from __future__ import annotations

import numpy as np


def item_seeds(seed: int, count: int, *key: int) -> list[int]:
    """``count`` independent 64-bit seeds from ``seed`` (any int, taken mod 2**64 as the engine
    takes it) and an optional ``key`` of non-negative ints (a shard's number)."""
    state = np.random.SeedSequence([seed % 2**64, *key]).generate_state(count, dtype=np.uint64)
    return [int(s) for s in state]
