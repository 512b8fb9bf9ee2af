"""What the table and batch tests share: class figures the long way, and a batch of spots."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

import numpy as np

import holdEm


def concrete_average(classes: list[str]) -> tuple[list[float], list[float], list[float], int]:
    """Class-v-class figures the long way: exact equity() of every tuple of concrete combos that
    share no card, averaged with equal weights."""
    combos = [list(holdEm.parse_range(c)) for c in classes]
    sums = np.zeros((3, len(classes)))
    count = 0
    for hands in itertools.product(*combos):
        cards = [card for hand in hands for card in holdEm.parse_cards(hand)]
        if len(set(cards)) < len(cards):
            continue
        r = holdEm.equity(list(hands), exact=True)
        sums += [r.equity, r.win, r.tie]
        count += 1
    mean = sums / count
    return list(mean[0]), list(mean[1]), list(mean[2]), count


SPOTS = [
    {"hands": ["AsKs", "QhQd"]},
    {"hands": ["AhKh", "random", "random"], "trials": 20_000, "seed": 3},
    {"hands": ["AsKs", "AsQd"]},  # AsKs twice
    {"hands": ["AsKs", "QQ"], "bord": "2c3c4c"},  # misspelled key
    "AsKs QhQd",  # not a dict
    {"board": "2c3c4c"},  # no hands
    {"hands": ["QQ+,AKs", "JJ"], "board": "5h6sTd", "dead": "2c", "exact": True},
    {"hands": ["AsAhKsKh", "random"], "board": "2c7d9s", "game": "omaha", "trials": 5_000, "seed": 1},
]
BAD = {2: "duplicate card As", 3: "unknown key.*'bord'", 4: "not str", 5: "needs 'hands'"}


def check_spots(results: list) -> None:
    """Each good spot equals the same equity() call on its own; each bad one is its SpotError."""
    assert len(results) == len(SPOTS)
    for index, (spot, result) in enumerate(zip(SPOTS, results)):
        if index in BAD:
            assert isinstance(result, holdEm.SpotError) and result.index == index
            assert re.search(BAD[index], result.message), result.message
            continue
        # Independently: the same call on its own (one thread; a seed gives the same figures on any count).
        direct = holdEm.equity(**spot, threads=1)
        assert isinstance(result, holdEm.EquityResult)
        assert (result.equity, result.win, result.tie, result.hands) == (
            direct.equity,
            direct.win,
            direct.tie,
            direct.hands,
        )


def two_worker_client() -> Iterator[Any]:
    """A Dask client on a local cluster of two single-threaded worker processes, closed after:
    the table tests' module-scoped ``client`` fixture (distributed imported here, by the tests
    that skip without it)."""
    import distributed

    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40
    )
    try:
        with distributed.Client(cluster) as c:
            yield c
    finally:
        cluster.close()
