"""Players as weighted combo lists, and the weight of their deals, for the range analyses.

:func:`holdEm.equity_breakdown` weighs each combo of a player by the deals of the other players
that fit with it (:func:`deal_weights`); :func:`holdEm.next_card` checks the deals it would list
before the engine lists them (:func:`deals_to_list`).  These are for the weights and the sizes
only: the equities come from the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import prod
from typing import Any

import numpy as np

from holdEm import _core

Combos = dict[tuple[int, int], float]

#: The most deals of hole cards next_card lists, times the players: the engine keeps every deal
#: (up to suit symmetry) in memory, about 20 bytes a player each.  Measured: three 30% ranges on a
#: turn, 4.7e7 deals, took 1.1 GB and 15 s on one core; one known card and two random hands on a
#: flop (6.6e7) 1.9 GB after 40 s and 7% of the work; three random hands on a turn (1.4e9) ran
#: out of memory.
MAX_NEXT_CARD_LISTING = 1.5e8


def player_combos(hand: Any, game: str = "holdem", player: int = 0) -> Combos:
    """A player as {(low card, high card): weight}, read as :func:`holdEm.equity` reads it (exact
    cards, one card, ``random`` or a range; a share like ``15%`` by the game's ranking); its errors
    name ``player`` (counted from 0)."""
    return _core._player_combos(hand, game, player)


def _masked(combos: Combos) -> tuple[np.ndarray, np.ndarray]:
    """The combos of weight above 0 as (uint64 card masks, weights)."""
    kept = [((1 << a) | (1 << b), w) for (a, b), w in combos.items() if w > 0]
    masks = np.array([m for m, _ in kept], dtype=np.uint64)
    return masks, np.array([w for _, w in kept], dtype=np.float64)


def _uniform_weight(combos: Combos) -> float | None:
    """The weight of every combo when a player holds all 1,326 at one weight (``random``), else None."""
    if len(combos) != 1326:
        return None
    weights = set(combos.values())
    return weights.pop() if len(weights) == 1 else None


#: Blocked card sets weighed in one array operation (a few megabytes of combo flags).
_WEIGHED_AT_ONCE = 512


def deal_weights(players: Sequence[Combos], blocked: Sequence[int]) -> np.ndarray:
    """For each of the ``blocked`` card sets, the total weight (product of combo weights) of the
    deals of every player sharing no card with each other or with the set: the relative chance of
    the set being out of play, as an array.

    A player holding every combo at one weight (``random``) is counted, not enumerated: once
    the other players hold their cards, ``k`` such players can be dealt in ``C(f, 2) C(f - 2, 2)
    ...`` ways from the ``f`` free cards left, the same number for every deal of the others (each
    of them takes two cards).  Enumerated, each one multiplied the work by 1,326: four random
    opponents took hours.  One or two other players are weighed for every card set at once, in
    array operations (a flop report weighs thousands of flops).
    """
    uniform = [_uniform_weight(p) for p in players]
    ranged = [p for p, w in zip(players, uniform) if w is None]
    counted = [w for w in uniform if w is not None]
    sets = [int(b) for b in blocked]
    free = np.array([52 - bin(b).count("1") - 2 * len(ranged) for b in sets], dtype=np.float64)
    dealt = np.ones(len(sets))
    for k, w in enumerate(counted):
        left = np.maximum(free - 2 * k, 0.0)
        dealt *= w * (left * (left - 1) / 2)  # C(left, 2), exactly: small integers
    chunks = [_ranged_weights(ranged, sets[i : i + _WEIGHED_AT_ONCE]) for i in range(0, len(sets), _WEIGHED_AT_ONCE)]
    return np.concatenate(chunks or [np.zeros(0)]) * dealt


def _ranged_weights(players: Sequence[Combos], sets: Sequence[int]) -> np.ndarray:
    """For each card set, the total weight of the deals of one combo to each player, sharing no
    card with each other or with the set: one or two players as array operations (``fits``: the
    pairs of combos that share no card, weighted), more by :func:`_by_combos` or set by set,
    whichever takes fewer calls."""
    if not players:
        return np.ones(len(sets))
    blocked = np.array(sets, dtype=np.uint64)
    if len(players) > 2 and min(map(len, players)) < len(sets):
        return _by_combos(players, blocked)
    masks, weights = _masked(players[0])
    misses = ((masks[None, :] & blocked[:, None]) == 0).astype(np.float64)  # (as floats: a BLAS product)
    if len(players) == 1:
        return misses @ weights
    if len(players) > 2:  # by the first player's combos that miss the set, set by set
        rest, fit = players[1:], misses > 0
        by_set = [weights[kept] @ _ranged_weights(rest, (b | masks[kept]).tolist()) for b, kept in zip(blocked, fit)]
        return np.array(by_set, dtype=np.float64)
    masks2, weights2 = _masked(players[1])
    fits = np.outer(weights, weights2) * ((masks[:, None] & masks2[None, :]) == 0)
    misses2 = (masks2[None, :] & blocked[:, None]) == 0
    return np.einsum("ij,ij->i", misses @ fits, misses2)


def _by_combos(players: Sequence[Combos], blocked: np.ndarray) -> np.ndarray:
    """:func:`_ranged_weights` of three or more players, combo by combo of the player with the
    fewest: the others weighed on every set the combo misses, with it blocked too (an exact hand,
    one combo: the others once, on every set).  Set by set, a flop report of three exact hands took
    a Python call for each of its thousands of flops."""
    first = min(range(len(players)), key=lambda p: len(players[p]))
    rest = [p for i, p in enumerate(players) if i != first]
    masks, weights = _masked(players[first])
    out = np.zeros(len(blocked))
    for mask, weight in zip(masks, weights):
        (kept,) = np.nonzero((blocked & mask) == 0)
        if kept.size:
            out[kept] += weight * _ranged_weights(rest, (blocked[kept] | mask).tolist())
    return out


def weighing_work(players: Sequence[Combos], known: int) -> float:
    """About how many combo pairs a card set costs :func:`deal_weights`: the product of the
    enumerated (not ``random``) players' combos free of ``known``."""
    sizes = [sum(1 for a, b in p if not ((1 << a) | (1 << b)) & known) for p in players if _uniform_weight(p) is None]
    return float(prod(sizes)) if len(sizes) > 1 else float(sum(sizes))


#: The most steps (combo pairs looked at, as :func:`weighing_work` counts them) an analysis takes to
#: weigh its items by the players' deals: about 5 ns each, 10 s in all.
MAX_WEIGHING_WORK = 2e9


def check_weighing(players: Sequence[Combos], known: int, items: int, doing: str) -> None:
    """ValueError when weighing ``items`` items by the deals of ``players`` would take more than
    :data:`MAX_WEIGHING_WORK` steps; ``doing`` (what is weighed, by what) starts the message."""
    work = weighing_work(players, known) * items
    if work > MAX_WEIGHING_WORK:
        raise ValueError(
            f"{doing} takes about {work:.2g} steps, too many (at most {MAX_WEIGHING_WORK:.2g}); narrow those "
            "ranges, or make some of them 'random' (weighed at no cost)"
        )


def deals_to_list(players: Sequence[Any], known: int, game: str) -> float:
    """At most how many deals of hole cards next_card lists: the product of each player's combos
    free of the known cards and of the exact hands (0 when a hand cannot be read: the engine then
    names the problem)."""
    try:
        combos = [player_combos(hand, game) for hand in players]
    except (ValueError, TypeError):
        return 0.0
    for choices in combos:
        if len(choices) == 1:
            ((a, b),) = choices
            known |= (1 << a) | (1 << b)
    deals = 1.0
    for choices in combos:
        if len(choices) > 1:
            deals *= sum(1 for a, b in choices if not ((1 << a) | (1 << b)) & known)
    return deals
