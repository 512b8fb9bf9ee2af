"""equity_many on local threads: results in order, a bad spot as its own SpotError."""

from __future__ import annotations

import dataclasses
import json

import pytest
from table_support import SPOTS, check_spots

import holdEm


@pytest.mark.parametrize("threads", [1, 2])
def test_equity_many_on_threads(threads: int) -> None:
    results = holdEm.equity_many(SPOTS, threads=threads)
    check_spots(results)


def test_spot_error_is_a_named_type() -> None:
    error = holdEm.equity_many([{"hands": ["AsKs", "AsKs"]}])[0]
    assert dataclasses.is_dataclass(error) and [f.name for f in dataclasses.fields(error)] == ["index", "message"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        error.index = 1  # type: ignore[misc]
    # A batch's results all have to_dict(), the bad spots' too: one JSON list.
    results = holdEm.equity_many([{"hands": ["AsKs", "QhQd"], "board": "5h6sTd"}, {"hands": ["AsKs", "AsKs"]}])
    data = json.loads(json.dumps([r.to_dict() for r in results]))
    assert data[0]["board"] == "5h6sTd" and data[1]["index"] == 1 and "duplicate card As" in data[1]["error"]


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
