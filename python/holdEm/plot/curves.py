"""Curves and bars: the equity distribution, the equity by next card, and the hand categories."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import numpy as np

from holdEm._arguments import Integer, check_index
from holdEm._words import counted
from holdEm.plot._style import (
    RANKS_UP,
    SUIT_COLOURS,
    SUIT_NAMES,
    bar_style,
    blank_figure,
    board_text,
    line_style,
    new_figure,
    require_matplotlib,
    set_suptitle,
    set_title,
    shorten,
    spot_text,
)

if TYPE_CHECKING:  # only for the annotations: importing these needs matplotlib
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

    from holdEm.breakdown import EquityBreakdown
    from holdEm.equity import EquityResult
    from holdEm.next_card_equity import NextCard


def _breakdown_label(breakdown: EquityBreakdown, spot: bool = False) -> str:
    """A curve's legend: the hand, its opponents and its equity (with ``spot``, the board, the dead
    cards and the game too: the curves are of different spots)."""
    me = shorten(breakdown.hands[breakdown.player])
    where = f" ({spot_text(breakdown)})" if spot else ""
    return f"{me} v {shorten(', '.join(breakdown.others))}{where}: {100 * breakdown.equity:.1f}%"


def plot_distribution(
    breakdowns: EquityBreakdown | Sequence[EquityBreakdown],
    *,
    labels: Sequence[str] | None = None,
    title: str | None = None,
    ax: Axes | None = None,
) -> Figure:
    """The equity distribution curve, as Equilab draws it: the range's combos strongest first, each
    as wide as its weight (the x axis is the share of the range), at the height of its equity.

    Several breakdowns (a list) are drawn on one axes for comparison, with a legend (``labels``, or
    each player's hand, opponents and equity)."""
    from holdEm.breakdown import EquityBreakdown

    if not isinstance(breakdowns, (EquityBreakdown, Sequence)):
        raise TypeError(
            f"plot_distribution takes an EquityBreakdown or a list of them, not {type(breakdowns).__name__}"
        )
    if isinstance(labels, str):
        raise TypeError("labels must be a list of texts, one a breakdown, not a str")
    items = [breakdowns] if isinstance(breakdowns, EquityBreakdown) else list(breakdowns)
    if not items:
        raise ValueError("plot_distribution needs at least one EquityBreakdown")
    for item in items:
        if not isinstance(item, EquityBreakdown):
            raise TypeError(f"plot_distribution takes EquityBreakdowns, not {type(item).__name__}")
    if labels is not None and len(labels) != len(items):
        raise ValueError(f"{len(labels)} labels for {len(items)} breakdowns")
    figure, ax = new_figure(ax, (7.5, 4.6))
    from matplotlib.ticker import PercentFormatter  # after new_figure: its check names the extra

    spots = {spot_text(item) for item in items}
    for k, item in enumerate(items):
        curve = item.curve()
        label = labels[k] if labels is not None else _breakdown_label(item, spot=len(spots) > 1)
        edges = np.concatenate([[0.0], curve.share])
        ax.stairs(curve.equity, edges, baseline=None, linewidth=2, label=label, **line_style(k))
    ax.set_xlim(0.0, 1.0)
    ax.set_ylim(0.0, 1.0)
    ax.xaxis.set_major_formatter(PercentFormatter(xmax=1.0))
    ax.yaxis.set_major_formatter(PercentFormatter(xmax=1.0))
    ax.set_xlabel("share of the range, strongest combos first")
    ax.set_ylabel("equity")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8, loc="best")  # where it hides the least of the curves
    if title is None:
        title = "equity distribution" + (f", {spots.pop()}" if len(spots) == 1 else "")
    set_title(ax, title, 10)
    return figure


def _next_card_panel(ax: Axes, result: NextCard, player: int, legend: bool) -> None:
    from matplotlib.ticker import PercentFormatter

    width = 0.2
    ranks = RANKS_UP[4:] if result.game.startswith("shortdeck") else RANKS_UP  # six to ace in short deck
    for suit_index, suit in enumerate("cdhs"):
        xs, heights = [], []
        for card, equities in result.items():
            if card[1] == suit:
                xs.append(ranks.index(card[0]) + (suit_index - 1.5) * width)
                heights.append(equities[player])
        ax.bar(xs, heights, width=width * 0.92, color=SUIT_COLOURS[suit], label=SUIT_NAMES[suit])
        # A card that leaves the player nothing: a stroke on the axis (a bar of height 0 is not
        # seen, and reads as a card that cannot come).
        zero = [x for x, h in zip(xs, heights) if h == 0]
        ax.hlines([0.006] * len(zero), [x - 0.46 * width for x in zero], [x + 0.46 * width for x in zero],
                  colors=SUIT_COLOURS[suit], linewidth=2.5)  # fmt: skip
    now = result.equity[player]
    # The legend is shared by the panels: its line says what the line is, each title its value.
    ax.axhline(now, color="#444444", linestyle="--", linewidth=1.2, label="equity now")
    ax.set_xticks(range(len(ranks)), list(ranks))
    ax.set_xlim(-0.6, len(ranks) - 0.4)
    ax.set_ylim(0.0, 1.0)
    ax.yaxis.set_major_formatter(PercentFormatter(xmax=1.0))
    ax.set_ylabel("equity")
    ax.grid(axis="y", alpha=0.3)
    outs = result.outs(player)
    set_title(ax, f"{shorten(result.hands[player], 40)}: now {100 * now:.1f}%, {counted(len(outs), 'out')}", 9)
    if legend:  # below the last panel (each panel's title gives its line's value)
        ax.legend(fontsize=7, ncol=5, loc="upper center", bbox_to_anchor=(0.5, -0.12), frameon=False)


def plot_next_card(
    result: NextCard,
    *,
    player: Integer | None = None,
    title: str | None = None,
    ax: Axes | Sequence[Axes] | None = None,
) -> Figure:
    """Each player's equity after each card that can come next (:func:`holdEm.next_card`): bars
    grouped by rank (2 to A) and coloured by suit, the equity now as a dashed line, one panel per
    player (``player=`` for one only).  ``ax``: one axes per panel drawn."""
    from holdEm.next_card_equity import NextCard

    if not isinstance(result, NextCard):
        raise TypeError(f"plot_next_card takes a NextCard, not {type(result).__name__}")
    players = list(range(len(result.hands)))
    if player is not None:
        players = [check_index("player", player, len(players))]
    require_matplotlib()
    axes: list[Axes]
    figure: Any  # a Figure, or for ax= in a SubFigure that SubFigure
    if ax is None:
        figure = blank_figure(figsize=(9.0, 0.6 + 2.5 * len(players)), layout="constrained")
        axes = list(figure.subplots(len(players), 1, sharex=True, squeeze=False)[:, 0])
    else:
        if hasattr(ax, "bar"):  # one Axes
            axes = [cast("Axes", ax)]
        else:  # a list of them, or the array that Figure.subplots gives
            axes = list(np.asarray(ax, dtype=object).ravel())
        if len(axes) != len(players):
            raise ValueError(f"ax: {len(axes)} axes for {len(players)} panels (pass player= to draw one)")
        figure = axes[0].figure
    for k, (p, panel) in enumerate(zip(players, axes)):
        _next_card_panel(panel, result, p, legend=k == len(players) - 1)
    street = "turn" if len(result.board) == 6 else "river"
    if title is None:
        hands = shorten(" v ".join(result.hands), 60)
        title = f"{hands}, {board_text(result.board, result.dead)}: equity by {street} card"
    if ax is None:
        set_suptitle(figure, title, 10)
    else:
        set_title(axes[0], f"{title}\n{axes[0].get_title()}", 9)
    return figure


def plot_categories(result: EquityResult, *, title: str | None = None, ax: Axes | None = None) -> Figure:
    """Each player's probability of ending with each hand category (:attr:`holdEm.EquityResult.categories`)
    as grouped bars, the categories no player can make left out."""
    from holdEm.equity import CATEGORY_NAMES, EquityResult, category_order

    if not isinstance(result, EquityResult):
        raise TypeError(f"plot_categories takes an EquityResult, not {type(result).__name__}")
    if not result.has_figures:
        raise ValueError("the equity run stopped before it had figures: nothing to draw")
    table = np.asarray(result.categories)  # (players, 10)
    shown = [code - 1 for code in category_order(result.game) if (table[:, code - 1] > 0).any()]
    figure, ax = new_figure(ax, (8.5, 4.6))
    from matplotlib.ticker import PercentFormatter  # after new_figure: its check names the extra

    n = len(result.hands)
    width = 0.8 / n
    for p, hand in enumerate(result.hands):
        xs = np.arange(len(shown)) + (p - (n - 1) / 2) * width
        label = f"{p + 1} {shorten(hand)} (equity {100 * result.equity[p]:.1f}%)"
        ax.bar(xs, table[p, shown], width=width * 0.92, label=label, **bar_style(p))
    ax.set_xticks(range(len(shown)), [CATEGORY_NAMES[code] for code in shown], rotation=25, ha="right")
    ax.yaxis.set_major_formatter(PercentFormatter(xmax=1.0))
    ax.set_ylabel("probability")
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=8)
    if title is None:
        game = "" if result.game == "holdem" else f"{result.game}: "
        hands = shorten(" v ".join(result.hands), 60)
        title = f"{game}{hands}, {board_text(result.board, result.dead)}: hand categories"
        title += f" ({result.method})"
    set_title(ax, title, 10)
    return figure
