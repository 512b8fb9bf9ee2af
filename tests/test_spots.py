"""equity_many on local threads: results in order, a bad spot as its own SpotError."""

from __future__ import annotations

import dataclasses
import re

import pytest

import holdEm

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


def check(results: list) -> None:
    assert len(results) == len(SPOTS)
    for index, (spot, result) in enumerate(zip(SPOTS, results)):
        if index in BAD:
            assert isinstance(result, holdEm.SpotError) and result.index == index
            assert result.message
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


@pytest.mark.parametrize("threads", [1, 2])
def test_equity_many_on_threads(threads: int) -> None:
    results = holdEm.equity_many(SPOTS, threads=threads)
    check(results)
    for index, pattern in BAD.items():
        assert re.search(pattern, results[index].message), results[index].message


def test_spot_error_is_a_named_type() -> None:
    error = holdEm.equity_many([{"hands": ["AsKs", "AsKs"]}])[0]
    assert dataclasses.is_dataclass(error) and [f.name for f in dataclasses.fields(error)] == ["index", "message"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        error.index = 1  # type: ignore[misc]


def test_equity_many_arguments() -> None:
    assert holdEm.equity_many([]) == []
    with pytest.raises(TypeError, match="list of dicts"):
        holdEm.equity_many({"hands": ["AsKs", "QQ"]})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="chunk_size"):
        holdEm.equity_many(SPOTS, chunk_size=0)
    with pytest.raises(ValueError, match="threads"):
        holdEm.equity_many(SPOTS, threads=-1)
    # threads belongs to the batch, not to a spot.
    assert "unknown key" in holdEm.equity_many([{"hands": ["AsKs", "QQ"], "threads": 4}])[0].message
