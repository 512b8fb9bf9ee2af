"""Batches of equity questions ("spots"), on local threads or spread over a Dask client.

>>> results = equity_many([{"hands": ["AsKs", "QhQd"]}, {"hands": ["AsKs", "AsQd"]}])
>>> round(results[0].equity[0], 6), type(results[1]).__name__, results[1].index  # AsKs twice
(0.462145, 'SpotError', 1)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Union

from holdEm._arguments import check_client, check_int
from holdEm._threads import check_threads, thread_map
from holdEm.equity import EquityResult, equity

#: What a spot may say: the arguments of :func:`holdEm.equity` except ``threads`` and
#: ``callback``, which belong to the batch (each spot runs on one engine thread).
SPOT_KEYS = ("hands", "board", "dead", "game", "exact", "trials", "target_stderr", "time_limit", "seed")


@dataclass(frozen=True)
class SpotError:
    """A spot that could not be computed: its position in the batch and why (the error's message)."""

    index: int
    message: str

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON, as a result's ``to_dict()`` (a batch's results all have one)."""
        return {"index": self.index, "error": self.message}


SpotResult = Union[EquityResult, SpotError]


def _spot_error(index: int, spot: Any) -> str | None:
    if not isinstance(spot, Mapping):
        return f"a spot is a dict like {{'hands': ['AsKs', 'QQ']}}, not {type(spot).__name__}"
    unknown = sorted(str(k) for k in spot if k not in SPOT_KEYS)
    if unknown:
        return f"unknown key(s) {', '.join(map(repr, unknown))}; a spot may have {', '.join(SPOT_KEYS)}"
    if "hands" not in spot:
        return "a spot needs 'hands' (one hand or range per player)"
    return None


def run_spot(index: int, spot: Any) -> SpotResult:
    """One spot's :class:`~holdEm.EquityResult` on one engine thread, or its :class:`SpotError`."""
    problem = _spot_error(index, spot)
    if problem is not None:
        return SpotError(index, problem)
    try:
        return equity(**dict(spot), threads=1)
    except (ValueError, TypeError) as error:
        return SpotError(index, str(error))


def run_chunk(first: int, spots: Sequence[Any]) -> list[SpotResult]:
    """The spots of one chunk in order, numbered from ``first`` (the task a Dask worker runs)."""
    return [run_spot(first + k, spot) for k, spot in enumerate(spots)]


def equity_many(
    spots: Sequence[Mapping[str, Any]],
    client: Any = None,
    *,
    chunk_size: int | None = None,
    threads: int = 0,
) -> list[SpotResult]:
    """The equity of many spots, in order: a list of :class:`~holdEm.EquityResult`, with a
    :class:`SpotError` (its index and message) in the place of each bad spot; the batch goes on.

    A spot is a dict of :func:`holdEm.equity`'s arguments (``hands`` required; ``board``,
    ``dead``, ``game``, ``exact``, ``trials``, ``target_stderr``, ``time_limit``, ``seed``),
    run on one engine thread.  With a Dask ``client`` the spots travel in chunks of
    ``chunk_size`` (None: about four chunks per worker thread), one task each; without, they
    run on ``threads`` local threads (0: every core).  Give each Monte Carlo spot a ``seed``
    for results that repeat.
    """
    if isinstance(spots, (str, bytes, Mapping)) or not isinstance(spots, Sequence):
        raise TypeError("spots must be a list of dicts like {'hands': ['AsKs', 'QQ']}")
    spots = list(spots)
    if chunk_size is not None:
        chunk_size = check_int("chunk_size", chunk_size)
        if chunk_size < 1:
            raise ValueError(f"chunk_size must be a positive int or None, got {chunk_size}")
    threads = check_threads(threads)
    if not spots:
        return []
    if client is None:
        return thread_map(lambda item: run_spot(*item), list(enumerate(spots)), threads)
    check_client(client)
    if chunk_size is None:
        slots = max(1, sum(client.nthreads().values()))
        chunk_size = max(1, math.ceil(len(spots) / (4 * slots)))
    starts = list(range(0, len(spots), chunk_size))
    futures = client.map(run_chunk, starts, [spots[s : s + chunk_size] for s in starts], pure=False)
    try:
        chunks = client.gather(futures)
    except BaseException:
        client.cancel(futures)
        raise
    return [result for chunk in chunks for result in chunk]
