"""A player's equity by flop texture (holdEm.flop_report): a bar per group of flops."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from holdEm._arguments import Integer, check_index
from holdEm.plot._style import (
    bar_style,
    blank_figure,
    new_figure,
    percent_text,
    require_matplotlib,
    set_suptitle,
    set_title,
    shorten,
)

if TYPE_CHECKING:  # only for the annotations: importing these needs matplotlib
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

    from holdEm.flops import FlopReport

_FLOP_PANELS = (("suits", "pairing", "straight"), ("high", "high", "high"))


def _flop_panel(ax: Axes, report: FlopReport, by: str, player: int) -> None:
    from matplotlib.ticker import PercentFormatter

    groups = report.groups(by)
    xs = np.arange(len(groups))
    heights = [g.equity[player] for g in groups]
    ax.bar(xs, heights, width=0.7, **bar_style(player))
    # Each group's chance of coming, under its name: a group that rarely comes weighs little in
    # the mean (over the bars, these read as equities).
    ax.set_xlabel("under each group: how often its flops come", fontsize=7, color="#444444")
    preflop = report.equity[player]
    ax.axhline(preflop, color="#444444", linestyle="--", linewidth=1.2, label=f"preflop {100 * preflop:.1f}%")
    ax.set_xticks(xs, [f"{g.label}\n{percent_text(g.frequency)}" for g in groups], fontsize=8)
    ax.set_ylim(0.0, 1.08)
    ax.yaxis.set_major_formatter(PercentFormatter(xmax=1.0))
    ax.set_ylabel("equity")
    ax.grid(axis="y", alpha=0.3)
    set_title(ax, "high card" if by == "high" else by, 9)
    ax.legend(fontsize=7, loc="upper right")


def plot_flops(
    report: FlopReport, *, player: Integer = 0, by: str | None = None, title: str | None = None, ax: Axes | None = None
) -> Figure:
    """A player's equity by flop texture (:func:`holdEm.flop_report`): a bar per group with its
    chance of coming over it and the preflop equity as a dashed line, in four panels (suits,
    pairing, straight, high card) or, with ``by=``, one.  ``ax`` (with ``by``): the axes to draw in."""
    from holdEm.flops import FlopReport, check_texture

    if not isinstance(report, FlopReport):
        raise TypeError(f"plot_flops takes a FlopReport, not {type(report).__name__}")
    player = check_index("player", player, len(report.hands))
    if by is not None:
        check_texture(by)
    if ax is not None and by is None:
        raise ValueError("ax= draws one panel: give by= too ('suits', 'pairing', 'high' or 'straight')")
    if title is None:
        game = "" if report.game == "holdem" else f"{report.game}: "
        dead = f", dead {report.dead}" if report.dead else ""
        others = " v ".join(h for p, h in enumerate(report.hands) if p != player)
        title = f"{game}{shorten(report.hands[player], 40)} v {shorten(others, 40)}{dead}: equity by flop"
    if by is not None:
        figure, panel = new_figure(ax, (6.5, 3.8))
        _flop_panel(panel, report, by, player)
        set_title(panel, f"{title}, {panel.get_title()}", 9)
        return figure
    require_matplotlib()
    figure = blank_figure(figsize=(10.0, 6.4), layout="constrained")
    panels = figure.subplot_mosaic([list(row) for row in _FLOP_PANELS])
    for name, panel in panels.items():
        _flop_panel(panel, report, name, player)
    set_suptitle(figure, title, 10)
    return figure
