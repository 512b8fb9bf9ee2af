"""The part of :func:`holdEm.equity_breakdown` that is one enumeration: one player's exact equity
hand by hand against one opponent, in heads-up Omaha high or hi-lo (each player a range of
patterns, an array of hands as :func:`holdEm.omaha_hands` gives them, or all its cards) and in
heads-up Hold'em or short deck after the flop (each player anything :func:`holdEm.equity` takes).

The C++ side walks the pairs of hands board by board (the exact enumeration of heads-up Omaha
between two lists of hands; in Hold'em each combo scored once a board and swept against the
other's) and keeps each hand's deals, lone wins (scoops in hi-lo), ties (every other share of a
pot in hi-lo) and pot shares, so the whole breakdown is one enumeration: a hand's weight is its
share of the deals (the chance the player holds it), and the weighted mean of the equities is
``equity(hands, board, dead).equity[player]``.
"""

from __future__ import annotations

import math
import time
from typing import Any

import numpy as np

from holdEm import _core
from holdEm._budget import ProgressCallback, check_limits, raise_walk_stopped, reading_timeout
from holdEm.breakdown import EquityBreakdown


def heads_up_breakdown(
    players: list[Any],
    board: list[int],
    dead: list[int],
    player: int,
    exact: bool | None,
    game: str,
    threads: int,
    time_limit: float | None,
    callback: ProgressCallback | None,
    labels: tuple[str, ...],
) -> EquityBreakdown:
    """The breakdown of ``player`` (checked) in ``game`` (checked: an Omaha game, or a two-card
    one); ``exact=False`` is refused (the answer is always exact); ``time_limit`` and
    ``callback`` as for next_card."""
    if exact is False:
        raise ValueError("an Omaha breakdown is exact (one enumeration of every hand pair and board): drop exact=False")
    if len(players) != 2:
        raise ValueError(f"an Omaha breakdown is heads-up (two players), got {len(players)}")
    check_limits(time_limit, callback)
    limit = 0.0 if time_limit is None or math.isinf(time_limit) else float(time_limit)
    started = time.monotonic()
    try:
        fields = _core._heads_up_breakdown(players, board, dead, game, player, threads, limit, callback)
    except TimeoutError as error:  # while reading the ranges
        raise reading_timeout("equity_breakdown", error, time.monotonic() - started) from None
    if not fields["complete"]:
        raise_walk_stopped("equity_breakdown", fields, time_limit, time.monotonic() - started)
    deals = np.asarray(fields["deals"])
    wins, ties = np.asarray(fields["wins"]) / deals, np.asarray(fields["ties"]) / deals
    equities = np.asarray(fields["shares"]) / deals
    return EquityBreakdown(
        hands=labels,
        board=_core.format_cards(board),
        dead=_core.format_cards(dead),
        player=player,
        combos=tuple(_core.format_cards(row.tolist()) for row in fields["hands"]),
        weights=tuple((deals / deals.sum()).tolist()),
        equities=tuple(equities.tolist()),
        wins=tuple(wins.tolist()),
        ties=tuple(ties.tolist()),
        stderrs=(0.0,) * len(deals),
        stderr=0.0,
        exact=True,
        game=game,
    )
