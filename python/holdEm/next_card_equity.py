"""Equity by next card: :func:`next_card`, each player's exact equity after every card that can
come on a flop or a turn.

One exact enumeration in the engine, grouped by the next card; the mean of
the per-card equities, each card weighted by how often it comes
(``NextCard.weights``), is the equity on the current board.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from holdEm import _core
from holdEm._arguments import (
    Integer,
    check_index,
)
from holdEm._budget import ProgressCallback, check_limits, raise_walk_stopped, reading_timeout
from holdEm._deals import MAX_NEXT_CARD_LISTING, deals_to_list
from holdEm._extras import pandas_module
from holdEm._players import (
    card_mask,
    checked_cards,
    checked_players,
    column_label,
    hand_labels,
    json_floats,
    player_list,
    refuse_two_card_players,
    with_hint,
)
from holdEm._threads import check_threads
from holdEm.equity import HandLike
from holdEm.evaluation import CardsLike
from holdEm.games import TWO_CARD_DECKS, checked_equity_game


@dataclass(frozen=True)
class NextCard:
    """What :func:`next_card` found: each player's exact equity after each card that can come.

    ``cards`` (text, deck order), ``equities[i]`` (one equity per player after
    ``cards[i]``), ``weights[i]`` (the chance that ``cards[i]`` comes next;
    equal for exact hands, and for ranges proportional to the weight of the
    deals that leave the card in the deck) and ``equity`` (each player's
    equity now).  ``sum(w * e)`` over the cards equals ``equity`` (the
    equity on the current board) for every player.
    """

    hands: tuple[str, ...]
    board: str
    dead: str
    cards: tuple[str, ...]
    equities: tuple[tuple[float, ...], ...]
    weights: tuple[float, ...]
    equity: tuple[float, ...]
    game: str = "holdem"

    def to_pandas(self) -> Any:
        """One row per card that can come as a pandas DataFrame: ``card``, ``weight`` (its chance)
        and each player's equity after it (``equity_1`` ...)."""
        pd = pandas_module("NextCard.to_pandas()")
        table: dict[str, Any] = {"card": list(self.cards), "weight": list(self.weights)}
        for p in range(len(self.hands)):
            table[f"equity_{p + 1}"] = [e[p] for e in self.equities]
        return pd.DataFrame(table)

    def items(self) -> Iterator[tuple[str, tuple[float, ...]]]:
        """``(card, equities)`` for each card that can come next."""
        return iter(zip(self.cards, self.equities))

    def _leads(self, equities: Sequence[float], player: int) -> bool:
        return all(equities[player] > e for q, e in enumerate(equities) if q != player)

    def outs(self, player: Integer) -> tuple[str, ...]:
        """The cards after which ``player`` leads (a strictly highest equity) when it does not lead
        now; empty when it leads already."""
        player = check_index("player", player, len(self.hands))
        if self._leads(self.equity, player):
            return ()
        return tuple(card for card, eq in self.items() if self._leads(eq, player))

    def to_dict(self) -> dict[str, Any]:
        """Plain data (JSON-ready)."""
        return {
            "hands": list(self.hands),
            "board": self.board,
            "dead": self.dead,
            "game": self.game,
            "equity": json_floats(self.equity),
            "cards": [
                {"card": c, "weight": w, "equity": json_floats(e)}
                for c, w, e in zip(self.cards, self.weights, self.equities)
            ],
            "outs": [list(self.outs(p)) for p in range(len(self.hands))],
        }

    def __repr__(self) -> str:
        equities = tuple(round(e, 4) for e in self.equity)
        game = f", game={self.game!r}" if self.game != "holdem" else ""
        return (
            f"NextCard(hands={self.hands!r}, board={self.board!r}{game}, cards={len(self.cards)}, equity={equities!r})"
        )

    def _repr_html_(self) -> str:
        from holdEm._html import next_card_html

        return next_card_html(self)

    def __str__(self) -> str:
        labels = [column_label(h) for h in self.hands]
        width = max(7, *map(len, labels))
        head = f"next card on {self.board}" + (f", dead {self.dead}" if self.dead else "")
        head += f" ({self.game})" if self.game != "holdem" else ""
        lines = [head, "card  " + "  ".join(f"{h:>{width}}" for h in labels)]
        lines.append("now   " + "  ".join(f"{e:>{width}.4f}" for e in self.equity))
        for card, eq in self.items():
            lines.append(f"{card:<4}  " + "  ".join(f"{e:>{width}.4f}" for e in eq))
        for p, hand in enumerate(labels):
            if self._leads(self.equity, p):
                continue  # (the leader has no outs to list)
            outs = self.outs(p)
            lines.append(f"outs for {hand}: {len(outs)}" + (f" ({' '.join(outs)})" if outs else ""))
        return "\n".join(lines)


def next_card(
    hands: Sequence[HandLike],
    board: CardsLike,
    dead: CardsLike = "",
    *,
    game: str = "holdem",
    threads: Integer = 0,
    time_limit: float | None = None,
    callback: ProgressCallback | None = None,
) -> NextCard:
    """Each player's exact equity after each card that can come next on a flop or a turn.

    ``hands``: a list or tuple of two or more players, each as for :func:`holdEm.equity`;
    ``board`` 3 or 4 cards, ``dead`` cards out of play; ``game``
    any game of :func:`holdEm.equity`: ``"holdem"`` (the default), the short
    decks, Omaha (``"omaha"``, ``"plo5"``, ...; hands of known cards, some of
    them, or ``random``) and Omaha hi-lo, where an equity is the share of the
    pot, high and low halves together.  One exact enumeration of every deal,
    each deal counted for the card that comes next (on a flop, for either
    card of the turn and river), on ``threads`` threads (0: every core).  Bad
    input (a board of another size, repeated cards, ranges emptied by the
    known cards, more deals than fit in memory) raises ``ValueError``.

    ``time_limit`` (seconds) bounds the whole call, reading the ranges
    included: past it ``TimeoutError`` is raised (there is no partial answer).  ``callback(share_done)`` is
    called about every 0.25 s with the share of the deals done; a false
    answer other than ``None`` stops the run with ``InterruptedError``.

    >>> r = next_card(["AsKs", "QhQd"], "2c7d9h")
    >>> len(r.cards), abs(sum(w * e[0] for w, e in zip(r.weights, r.equities)) - r.equity[0]) < 1e-12
    (45, True)
    >>> omaha = next_card(["AsKsQdJd", "7c7d8h9h"], "2c3d4h9s", game="plo4")
    >>> len(omaha.cards), omaha.outs(0)[:4]  # the rivers after which AsKsQdJd leads: its pairs
    (40, ('Jc', 'Jh', 'Js', 'Qc'))
    """
    hands = player_list(hands)  # (read once: a generator too, kept for the hint below)
    players = checked_players(hands)
    game = checked_equity_game(game)
    refuse_two_card_players(hands, game)
    board_cards, dead_cards = checked_cards(board, "board"), checked_cards(dead, "dead cards")
    if len(board_cards) not in (3, 4):
        raise ValueError(f"next_card needs a board of 3 or 4 cards (a flop or a turn), got {len(board_cards)}")
    check_limits(time_limit, callback)
    threads = check_threads(threads)
    limit = 0.0 if time_limit is None or math.isinf(time_limit) else float(time_limit)
    known = card_mask(board_cards) | card_mask(dead_cards) | TWO_CARD_DECKS.get(game, 0)
    # Omaha's deals are counted and refused in the core, as exact equity refuses them.
    deals = deals_to_list(players, known, game) if game in TWO_CARD_DECKS else 0.0
    most = MAX_NEXT_CARD_LISTING / len(players)
    if deals > most:
        raise ValueError(
            f"next_card: these {len(players)} hands make about {deals:.2g} deals of hole cards to enumerate, "
            f"more than it can hold in memory (about {most:.2g} with {len(players)} players); narrow the "
            "ranges or give fewer 'random' players (holdEm.equity estimates such spots by Monte Carlo)"
        )
    started = time.monotonic()
    try:
        fields = _core._next_card(players, board_cards, dead_cards, game, threads, limit, callback)
    except ValueError as error:
        raise with_hint(error, game, hands) from None
    except TimeoutError as error:  # while reading the ranges
        raise reading_timeout("next_card", error, time.monotonic() - started) from None
    if not fields["complete"]:
        raise_walk_stopped("next_card", fields, time_limit, time.monotonic() - started)
    return NextCard(
        hands=hand_labels(players),
        board=_core.format_cards(board_cards),
        dead=_core.format_cards(dead_cards),
        cards=tuple(_core.format_card(c) for c in fields["cards"]),
        equities=fields["equities"],
        weights=fields["weights"],
        equity=fields["equity"],
        game=game,
    )
