"""Equity by combo: :func:`equity_breakdown`, one player's equity, win and tie for every combo of
its range.

Exact :func:`holdEm.equity` calls (Monte Carlo where enumerating is slow) run
on a thread pool (the engine releases the GIL), one per combo up to suit
symmetry; heads-up after the flop, and in Omaha, one enumeration scores every
combo (:mod:`holdEm.heads_up_breakdown`).  Each combo is weighted by its range
weight times the weight of the opponents' deals compatible with it, so that
the weighted mean of the combo equities is that player's equity.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

import numpy as np

from holdEm import _core
from holdEm._arguments import (
    Flag,
    Integer,
    check_exact,
    check_index,
    check_int,
    check_seed,
    check_trials,
    refuse_sampling_when_exact,
)
from holdEm._budget import ProgressCallback, WorkBudget
from holdEm._deals import check_weighing, deal_weights
from holdEm._deals import player_combos as _player_combos
from holdEm._extras import pandas_module
from holdEm._players import (
    card_mask,
    checked_cards,
    checked_players,
    column_label,
    hand_labels,
    json_float,
    player_list,
    refuse_two_card_players,
    with_hint,
)
from holdEm._seeds import item_seeds
from holdEm._suit_symmetry import combo_image, suit_symmetries
from holdEm._threads import check_threads, thread_map
from holdEm.equity import HandLike, equity
from holdEm.evaluation import CardsLike
from holdEm.games import TWO_CARD_DECKS, omaha_game, two_card_game


class ComboRow(NamedTuple):
    """One combo of :meth:`EquityBreakdown.rows`."""

    combo: str
    weight: float
    equity: float
    win: float
    tie: float
    stderr: float  # the standard error of ``equity``: 0 when exact


@dataclass(frozen=True, eq=False)  # (the generated == would compare arrays, whose truth is ambiguous)
class EquityCurve:
    """:meth:`EquityBreakdown.curve`: combos strongest first; ``share[i]`` is the weighted share of
    the range in the first i + 1 combos, ``equity[i]`` the equity of combo i (read-only arrays)."""

    share: np.ndarray
    equity: np.ndarray

    def __post_init__(self) -> None:
        self.share.setflags(write=False)
        self.equity.setflags(write=False)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, EquityCurve):
            return NotImplemented
        return np.array_equal(self.share, other.share) and np.array_equal(self.equity, other.equity)

    def __hash__(self) -> int:
        return hash((tuple(self.share.tolist()), tuple(self.equity.tolist())))

    def __repr__(self) -> str:
        top = round(float(self.equity[0]), 4) if len(self.equity) else None
        return f"EquityCurve(combos={len(self.share)}, strongest={top!r})"


@dataclass(frozen=True)
class EquityBreakdown:
    """What :func:`equity_breakdown` found: one player's equity combo by combo.

    ``combos`` (text), ``weights`` (normalised to sum to 1: the combo's range
    weight times the weight of the opponents' deals compatible with it, i.e.
    the chance that the player holds it), ``equities``, ``wins``, ``ties``
    (in Omaha hi-lo: scoops, and every other share of a pot, so that the
    equity is not ``win + tie / 2`` there), ``stderrs`` (each equity's
    standard error: 0 where it is exact); ``equity`` is their weighted
    mean, the player's equity from :func:`holdEm.equity` on the same input,
    and ``stderr`` its standard error (combos that share one Monte Carlo
    run, being the same up to suits, count as one: their errors are one).
    """

    hands: tuple[str, ...]
    board: str
    dead: str
    player: int
    combos: tuple[str, ...]
    weights: tuple[float, ...]
    equities: tuple[float, ...]
    wins: tuple[float, ...]
    ties: tuple[float, ...]
    stderrs: tuple[float, ...]
    stderr: float
    exact: bool
    game: str = "holdem"

    @property
    def equity(self) -> float:
        """The player's overall equity: the weighted mean of its combos' equities."""
        return float(np.dot(self.weights, self.equities))

    def rows(self) -> tuple[ComboRow, ...]:
        """``(combo, weight, equity, win, tie, stderr)`` per combo, in range order (a tuple, as a
        result's other fields: ``rows()[:3]`` works)."""
        columns = (self.combos, self.weights, self.equities, self.wins, self.ties, self.stderrs)
        return tuple(ComboRow(*row) for row in zip(*columns))

    def by_class(self) -> np.ndarray:
        """The weighted mean equity per hand class on the game's grid
        (:func:`holdEm.hand_range.grid_classes`, row-major): 13x13 in :data:`holdEm.HAND_CLASSES`
        order, or the short deck's 9x9 of ace to six; NaN where the class has no combo (of
        positive weight).  ValueError in Omaha, whose hands have no such grid."""
        from holdEm.hand_range import grid_classes
        from holdEm.preflop import class_of_combo

        if self.game not in TWO_CARD_DECKS:
            raise ValueError(f"by_class is the grid of two-card classes; a breakdown in {self.game} has hands")

        classes = grid_classes(self.game)
        index = {name: i for i, name in enumerate(classes)}
        total = np.zeros(len(classes))
        weight = np.zeros(len(classes))
        for combo, w, e in zip(self.combos, self.weights, self.equities):
            i = index[class_of_combo(combo)]
            total[i] += w * e
            weight[i] += w
        with np.errstate(invalid="ignore", divide="ignore"):
            out = np.where(weight > 0, total / np.where(weight > 0, weight, 1.0), np.nan)
        side = 13 if len(classes) == 169 else 9
        return out.reshape(side, side)

    def distribution(self, buckets: int = 10) -> np.ndarray:
        """The weighted share of combos with equity in each of ``buckets`` equal bins of 0..1
        (equity 1 in the last); sums to 1."""
        buckets = check_int("buckets", buckets)
        if buckets < 1:
            raise ValueError(f"buckets must be a positive int, got {buckets}")
        index = np.minimum((np.asarray(self.equities) * buckets).astype(int), buckets - 1)
        return np.bincount(index, weights=np.asarray(self.weights), minlength=buckets)

    def curve(self) -> EquityCurve:
        """The equity curve: combos sorted strongest first against cumulative range share."""
        eq = np.asarray(self.equities)
        order = np.argsort(-eq, kind="stable")
        return EquityCurve(share=np.cumsum(np.asarray(self.weights)[order]), equity=eq[order])

    def to_dict(self) -> dict[str, Any]:
        """Plain data (JSON-ready: a standard error not known, NaN from a single deal, is null)."""
        return {
            "hands": list(self.hands),
            "board": self.board,
            "dead": self.dead,
            "player": self.player,
            "game": self.game,
            "equity": self.equity,
            "stderr": json_float(self.stderr),
            "exact": self.exact,
            "combos": [{**r._asdict(), "stderr": json_float(r.stderr)} for r in self.rows()],
        }

    def to_pandas(self) -> Any:
        """The rows as a pandas DataFrame (columns combo, weight, equity, win, tie, stderr)."""
        pd = pandas_module("EquityBreakdown.to_pandas()")
        return pd.DataFrame(list(self.rows()), columns=list(ComboRow._fields))

    def __repr__(self) -> str:
        board = f", board={self.board!r}" if self.board else ""
        board += f", game={self.game!r}" if self.game != "holdem" else ""
        return (
            f"EquityBreakdown(hands={self.hands!r}{board}, player={self.player}, combos={len(self.combos)}, "
            f"equity={round(self.equity, 4)!r}, exact={self.exact})"
        )

    def _repr_html_(self) -> str:
        from holdEm._html import breakdown_html

        return breakdown_html(self)

    def __str__(self) -> str:
        against = ", ".join(map(column_label, self.others))
        head = f"{column_label(self.hands[self.player])} (player {self.player + 1}) against {against}"
        head += f", board {self.board or '-'}" + (f", dead {self.dead}" if self.dead else "")
        head += f" ({self.game})" if self.game != "holdem" else ""
        what = "combo" if self.game in TWO_CARD_DECKS else "hand"  # Omaha's are hands
        width = max([5, *(len(c) for c in self.combos)])
        estimated = "" if self.exact else f" ± {self.stderr:.4f} (Monte Carlo where enumerating is slow)"
        lines = [head, f"equity {self.equity:.4f}{estimated} over {len(self.combos)} {what}s"]
        lines.append(f"{what:<{width}}  weight  equity     win     tie" + ("" if self.exact else "  stderr"))
        for r in sorted(self.rows(), key=lambda r: -r.equity):
            line = f"{r.combo:<{width}} {r.weight:7.4f} {r.equity:7.4f} {r.win:7.4f} {r.tie:7.4f}"
            lines.append(line + ("" if self.exact else f" {r.stderr:7.4f}"))
        return "\n".join(lines)

    @property
    def others(self) -> tuple[str, ...]:
        """The other players' hands."""
        return tuple(h for p, h in enumerate(self.hands) if p != self.player)


def _in_range_order(breakdown: EquityBreakdown, combos: Iterable[tuple[int, int]]) -> EquityBreakdown:
    """The rows in the order of ``combos`` (the player's, low card first), as the combo-by-combo
    path lists them."""
    place = {_core.format_cards([c[1], c[0]]): i for i, c in enumerate(combos)}
    rows = sorted(range(len(breakdown.combos)), key=lambda i: place[breakdown.combos[i]])
    fields = ("combos", "weights", "equities", "wins", "ties", "stderrs")
    reordered: dict[str, Any] = {f: tuple(getattr(breakdown, f)[i] for i in rows) for f in fields}
    return dataclasses.replace(breakdown, **reordered)


def equity_breakdown(
    hands: Sequence[HandLike],
    board: CardsLike = "",
    dead: CardsLike = "",
    player: Integer = 0,
    *,
    exact: Flag | None = None,
    game: str = "holdem",
    threads: Integer = 0,
    seed: Integer | None = None,
    trials: Integer | None = None,
    time_limit: float | None = None,
    callback: ProgressCallback | None = None,
) -> EquityBreakdown:
    """One player's equity, win and tie for every combo in its range against the others.

    The other players' ranges are conditioned on each combo's cards.  Each
    combo's weight is its range weight times the weight of the opponents'
    deals compatible with it, so that the weighted mean of the combo
    equities is ``equity(hands, board, dead).equity[player]``.  Combos that
    are the same up to a suit permutation fixing the known cards and every
    opponent's range (say preflop against ``QQ+,AKs``) have the same figures
    and are computed once.  ``exact`` as for :func:`holdEm.equity`, per combo.
    ``game``: ``"holdem"``, ``"shortdeck"`` or ``"shortdeck-triton"`` (the
    combos then come from the 36 cards six through ace), or Omaha
    (``"omaha"``/``"plo4"``, ``"plo5"``, ``"plo6"`` and their ``-hilo`` forms,
    where an equity is the pot share): heads-up, each player
    a range of patterns, an array of hands or all its cards; the combos
    are then the player's hands (``"AsAhKsKh"``), all from one exact
    enumeration of every hand pair and board, and ``exact=False`` is refused.
    Heads-up after the flop a Hold'em or short-deck breakdown is one exact
    enumeration too.  ``player`` counts from 0; ``threads`` (0: every core)
    run the combos; ``seed`` seeds the combos' Monte Carlo runs (unused when
    every figure is exact); ``trials`` sets each combo's Monte Carlo deals (Hold'em and short deck,
    not with ``exact=True``; by default the library's default for an ``equity()`` call).
    ``time_limit`` and ``callback`` as for :func:`next_card` (the share of
    the combos done, in Omaha of the deals; ``TimeoutError``,
    ``InterruptedError``).

    >>> b = equity_breakdown(["QQ+", "AKs"], exact=True)
    >>> len(b.combos), abs(b.equity - equity(["QQ+", "AKs"], exact=True).equity[0]) < 1e-9
    (18, True)
    """
    hands = player_list(hands)  # (read once: a generator too, kept for the hint below)
    players = checked_players(hands)
    player = check_index("player", player, len(players))
    threads = check_threads(threads)
    exact, seed = check_exact(exact), check_seed(seed)  # (every path below takes them as checked)
    trials = check_trials(trials)
    refuse_sampling_when_exact(exact, trials=trials)
    board_cards, dead_cards = checked_cards(board, "board"), checked_cards(dead, "dead cards")
    omaha = omaha_game(game)
    if omaha is not None:
        from holdEm.heads_up_breakdown import heads_up_breakdown

        refuse_two_card_players(hands, omaha)
        if trials:
            raise ValueError("trials is for Monte Carlo: an Omaha breakdown is exact")
        labels = hand_labels(players)
        return heads_up_breakdown(
            players, board_cards, dead_cards, player, exact, omaha, threads, time_limit, callback, labels
        )
    budget = WorkBudget("equity_breakdown", "combos up to suit symmetry", time_limit, callback)
    if game not in TWO_CARD_DECKS:  # any other spelling of them, or no game of the breakdown's
        try:
            game = two_card_game(game)
        except ValueError:
            games = ", ".join(map(repr, (*TWO_CARD_DECKS, "omaha", "plo4", "plo5", "plo6")))
            raise ValueError(f"game must be one of {games}, got {game!r}") from None
    # The engine checks the input first (duplicates, ranges emptied, impossible deals).
    try:
        equity(players, board_cards, dead_cards, game=game, exact=False, trials=1, threads=1, seed=0)
    except ValueError as error:
        raise with_hint(error, game, hands) from None
    if len(players) == 2 and len(board_cards) >= 3 and exact is not False and not trials:
        # Heads-up after the flop: one board-by-board enumeration scores every combo at once.
        from holdEm.heads_up_breakdown import heads_up_breakdown

        labels = hand_labels(players)
        walked = heads_up_breakdown(
            players, board_cards, dead_cards, player, True, game, threads, time_limit, callback, labels
        )
        return _in_range_order(walked, _player_combos(players[player], game, player))
    # Cards missing from the deck (short deck's twos to fives) are out of play like known ones.
    known = card_mask(board_cards) | card_mask(dead_cards) | TWO_CARD_DECKS[game]
    combos = _player_combos(players[player], game, player)
    others = [_player_combos(h, game, p) for p, h in enumerate(players) if p != player]
    mine = [(c, w) for c, w in combos.items() if w > 0 and not ((1 << c[0]) | (1 << c[1])) & known]
    perms = suit_symmetries(card_mask(board_cards), others, fixed=[card_mask(dead_cards)])

    rep_of = _representatives([c for c, _ in mine], perms)
    reps = sorted(set(rep_of.values()))
    check_weighing(
        others, known, len(reps), f"equity_breakdown: weighing each of {len(reps)} combos by the other players' deals"
    )
    weights = deal_weights(others, [known | (1 << r[0]) | (1 << r[1]) for r in reps])
    reach = {r: float(w) for r, w in zip(reps, weights)}
    budget.start(len(reps))
    budget.check()

    spot = _Spot(players, player, board_cards, dead_cards, game, exact, trials or None)
    figures = dict(zip(reps, _combos_equities(spot, reps, reach, seed, threads, budget)))
    kept = [(c, w * reach[rep_of[c]]) for c, w in mine if reach[rep_of[c]] > 0]
    if not kept:
        raise ValueError(f"player {player + 1}: no combo of the range can be dealt with the known cards")
    total = sum(w for _, w in kept)
    rows = [figures[rep_of[c]] for c, _ in kept]
    # The combos of one representative share its run, hence its error: their weights add before squaring.
    rep_weights: dict[tuple[int, int], float] = {}
    for c, w in kept:
        rep_weights[rep_of[c]] = rep_weights.get(rep_of[c], 0.0) + w / total
    variance = sum((w * figures[r].stderr) ** 2 for r, w in rep_weights.items())
    return EquityBreakdown(
        hands=hand_labels(players),
        board=_core.format_cards(board_cards),
        dead=_core.format_cards(dead_cards),
        player=player,
        combos=tuple(_core.format_cards([c[1], c[0]]) for c, _ in kept),
        weights=tuple(w / total for _, w in kept),
        equities=tuple(r.equity for r in rows),
        wins=tuple(r.win for r in rows),
        ties=tuple(r.tie for r in rows),
        stderrs=tuple(r.stderr for r in rows),
        stderr=math.sqrt(variance),
        exact=all(r.exact for r in rows),
        game=game,
    )


def _representatives(combos: Sequence[tuple[int, int]], perms: Sequence[tuple[int, ...]]) -> dict[Any, Any]:
    """Each combo's representative: one combo per orbit of the suit permutations ``perms`` (a group),
    the first of it met."""
    rep_of: dict[tuple[int, int], tuple[int, int]] = {}
    for c in combos:
        if c not in rep_of:
            for perm in perms:
                rep_of.setdefault(combo_image(c, perm), c)
            rep_of[c] = c
    return {c: rep_of[c] for c in combos}


class _Spot(NamedTuple):
    """A breakdown's spot, as each combo's equity() call takes it (``player``'s hand replaced)."""

    players: list[Any]
    player: int
    board: list[int]
    dead: list[int]
    game: str
    exact: bool | None
    trials: int | None  # each combo's Monte Carlo deals (None: the library's default)


class _ComboEquity(NamedTuple):
    """One combo's figures for the breakdown's player."""

    equity: float
    win: float
    tie: float
    stderr: float
    exact: bool


def _combos_equities(
    spot: _Spot,
    reps: Sequence[tuple[int, int]],
    reach: dict[tuple[int, int], float],
    seed: int | None,
    threads: int,
    budget: WorkBudget,
) -> list[_ComboEquity]:
    """An equity() call for each representative combo as the player's hand, on ``threads`` threads,
    under the budget (a combo no opponent deal fits, ``reach`` 0, is never held: NaN)."""
    # Each combo's Monte Carlo its own seed: on one seed the combos' errors would go together.
    seed_of = dict(zip(reps, item_seeds(seed, len(reps)))) if seed is not None else dict.fromkeys(reps)

    def one(rep: tuple[int, int]) -> _ComboEquity:
        if reach[rep] == 0:
            return _ComboEquity(math.nan, math.nan, math.nan, 0.0, True)
        field = list(spot.players)
        field[spot.player] = list(rep)
        if budget.active:
            budget.check()  # (the deadline is kept through the callback: see holdEm._budget)
        callback = budget.engine_callback()  # (None without a limit or a callback)
        r = equity(field, spot.board, spot.dead, game=spot.game, exact=spot.exact, trials=spot.trials, threads=1,
                   seed=seed_of[rep],
                   callback=callback)  # fmt: skip
        if budget.active:
            budget.item_done(r.complete)
        p = spot.player
        return _ComboEquity(r.equity[p], r.win[p], r.tie[p], r.stderr[p], r.exact)

    return thread_map(one, reps, threads, budget.keep_going)
