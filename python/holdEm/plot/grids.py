"""The pictures on the grid of hand classes (13x13, or the short deck's 9x9): a range, a
breakdown's equity by class, and push/fold's ranges and charts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from holdEm._words import counted
from holdEm.plot._style import (
    RANKS,
    RangeLike,
    blank_figure,
    require_matplotlib,
    set_suptitle,
    set_title,
    share_text,
    shorten,
    spot_text,
)

if TYPE_CHECKING:  # only for the annotations: importing these needs matplotlib
    from matplotlib.axes import Axes
    from matplotlib.colorbar import Colorbar
    from matplotlib.figure import Figure

    from holdEm.breakdown import EquityBreakdown
    from holdEm.push_fold import PushFold
    from holdEm.push_fold_chart import PushFoldChart


def _luminance(rgba: Any) -> float:
    r, g, b = rgba[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


_GRID_SIZE = (7.0, 6.2)  # inches: a grid, its colour bar, room for the ranks and a title
_GRID_SIDE, _GRID_LEFT, _GRID_BOTTOM = 5.35, 0.3, 0.1  # the square grid and its margins (inches)
_SUPTITLE_ROOM = 0.4  # inches above side-by-side grids for the figure's title


def _grid_axes(figure: Any, x0: float) -> tuple[Axes, Axes]:
    """A grid's axes and its colour bar's, laid out by hand in the ``_GRID_SIZE`` block from ``x0``
    inches: a layout engine would draw the figure twice on saving, and the grid's 169 texts make
    drawing the slow part."""
    width, height = figure.get_size_inches()
    side, left, bottom = _GRID_SIDE, _GRID_LEFT, _GRID_BOTTOM
    grid = figure.add_axes(((x0 + left) / width, bottom / height, side / width, side / height))
    bar = figure.add_axes(
        ((x0 + left + side + 0.35) / width, (bottom + 0.15 * side) / height, 0.2 / width, 0.7 * side / height)
    )
    return grid, bar


def _grid_figure(ax: Axes | None) -> tuple[Any, Axes, Axes | None]:
    """The figure, the axes for a grid and the axes for its colour bar (None: taken from the grid's)."""
    require_matplotlib()
    if ax is not None:
        return ax.figure, ax, None
    figure = blank_figure(figsize=_GRID_SIZE)
    return (figure, *_grid_axes(figure, 0.0))


def _two_grids_figure() -> tuple[Any, list[tuple[Axes, Axes]]]:
    """A figure of two grids side by side, each as large as ``plot_range``'s own (its 169 labels
    need the room), with their colour bars, and room for a title above them."""
    width, height = _GRID_SIZE
    figure = blank_figure(figsize=(2 * width, height + _SUPTITLE_ROOM))
    return figure, [_grid_axes(figure, 0.0), _grid_axes(figure, width)]


def _draw_grid(
    ax: Axes, values: np.ndarray, cell_text: Sequence[str], colour_label: str, bar: Axes | None = None
) -> Colorbar:
    """The grid of hand classes, 13x13 (:data:`holdEm.HAND_CLASSES`) or the short deck's 9x9 (ace
    to six), as ``values`` is: ``values`` (NaN: a blank cell) through viridis on 0..1, each cell's
    text in black or white, whichever reads on its colour, and a colour bar (in ``bar``, or beside
    the grid), which it returns."""
    import matplotlib

    side = values.shape[0]
    cmap = matplotlib.colormaps["viridis"].with_extremes(bad=(1.0, 1.0, 1.0, 0.0))
    image = ax.imshow(np.ma.masked_invalid(values), cmap=cmap, vmin=0.0, vmax=1.0, interpolation="nearest")
    for index, text in enumerate(cell_text):
        row, col = divmod(index, side)
        value = values[row, col]
        if np.isnan(value):
            colour = "#9a9a9a"
        else:
            colour = "black" if _luminance(cmap(image.norm(value))) > 0.45 else "white"
        # Inside the axes: constrained layout need not measure them (169 texts, most of its time).
        ax.text(col, row, text, ha="center", va="center", fontsize=6.5, color=colour, linespacing=1.0, in_layout=False)
    ax.set_xticks(range(side), list(RANKS[:side]))
    ax.set_yticks(range(side), list(RANKS[:side]))
    ax.tick_params(length=0, labelsize=8, labeltop=True, labelbottom=False)
    # Thin white lines between the cells, light grey where a cell is blank.
    ax.set_xticks(np.arange(-0.5, side), minor=True)
    ax.set_yticks(np.arange(-0.5, side), minor=True)
    ax.grid(which="minor", color="#d0d0d0", linewidth=0.6)
    ax.tick_params(which="minor", length=0)
    for spine in ax.spines.values():
        spine.set_visible(False)
    if bar is None:
        return ax.figure.colorbar(image, ax=ax, shrink=0.82, label=colour_label)
    return ax.figure.colorbar(image, cax=bar, label=colour_label)


def _weight(key: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float, np.floating, np.integer)):
        raise TypeError(f"the weight of {key!r} must be a number, not {type(value).__name__}")
    weight = float(value)
    if not 0.0 <= weight <= 1.0:
        raise ValueError(f"the weight of {key!r} must be between 0 and 1, got {value!r}")
    return weight


def _range_grid(source: RangeLike, game: str) -> tuple[np.ndarray, str, int, float]:
    """(the game's grid of shares, title text, combos, combos weighted) of range text, a Range, a
    combo dict or a class dict."""
    from holdEm.hand_range import Range, grid_classes
    from holdEm.preflop import class_combos

    classes = grid_classes(game)
    side = 13 if len(classes) == 169 else 9
    keys = [k.strip() if isinstance(k, str) else k for k in source] if isinstance(source, Mapping) else []
    if keys and all(isinstance(k, str) and len(k) in (2, 3) for k in keys):  # classes: {'AKs': 0.5, ...}
        index = {name.lower(): i for i, name in enumerate(classes)}
        shares = np.zeros(len(classes))
        for key, value in source.items():  # type: ignore[union-attr]
            if key.strip().lower() not in index:
                raise ValueError(f"{key!r} is not a hand class of the {side}x{side} grid")
            shares[index[key.strip().lower()]] = _weight(key, value)
        count = sum(class_combos(name) for i, name in enumerate(classes) if shares[i] > 0)
        if count == 0:  # every weight 0
            raise ValueError("the range is empty")
        weighted = float(sum(shares[i] * class_combos(name) for i, name in enumerate(classes)))
        return shares.reshape(side, side), "range", count, weighted
    if isinstance(source, Mapping):  # combos or range text: {'AsKs': 1.0, 'QQ+': 0.5}; weight 0 leaves one out
        source = {key: weight for key, weight in source.items() if _weight(key, weight) > 0}
    hand_range = Range(source, game=game)
    if len(hand_range) == 0:  # an empty dict, or a combo dict of weights 0
        raise ValueError("the range is empty")
    text = source.strip() if isinstance(source, str) else "range" if isinstance(source, Mapping) else str(hand_range)
    return hand_range.grid(game), text, len(hand_range), hand_range.weighted_combos


def plot_range(source: RangeLike, *, game: str = "holdem", title: str | None = None, ax: Axes | None = None) -> Figure:
    """A range on the grid of hand classes (13x13 in :data:`holdEm.HAND_CLASSES` order: pairs on the
    diagonal, suited above, offsuit below; in short deck, ``game="shortdeck"`` or
    ``"shortdeck-triton"``, the 9x9 of ace to six), each cell filled by the share of the class's
    combos in the range (weights counted), classes outside it blank.

    ``source``: range text (``"QQ+,AKs:0.5"``, ``"15%"``, read for ``game``), a :class:`holdEm.Range`,
    a combo dict as :func:`holdEm.parse_range` gives, or a class dict (``{"AKs": 0.5}``, the grid
    of ``holdem range --json``).
    """
    shares, text, count, weighted = _range_grid(source, game)
    figure, ax, bar = _grid_figure(ax)
    _draw_range(ax, bar, shares, game, title if title is not None else _range_title(text, count, weighted, shares.size))
    return figure


def _range_title(text: str, count: int, weighted: float, classes: int) -> str:
    """A range's text and its size: its combos, their share of the deck's (of 169 classes or the
    short deck's 81), their weight."""
    deck = 1326 if classes == 169 else 630
    size = f"{counted(count, 'combo', 'g')} ({100 * count / deck:.1f}% of {deck})"
    if abs(weighted - count) > 1e-9:
        size += f", {weighted:.4g} weighted"
    return f"{shorten(text, 60)}: {size}"


def _draw_range(ax: Axes, bar: Axes | None, shares: np.ndarray, game: str, title: str) -> None:
    """``plot_range``'s grid of ``shares`` in ``ax``, titled ``title``."""
    from holdEm.hand_range import grid_classes

    flat = shares.ravel()
    classes = grid_classes(game)
    cells = [name if flat[i] in (0.0, 1.0) else f"{name}\n{share_text(flat[i])}" for i, name in enumerate(classes)]
    _draw_grid(ax, np.where(shares > 0, shares, np.nan), cells, "share of the class's combos in the range", bar)
    set_title(ax, title, 10)


def plot_breakdown(breakdown: EquityBreakdown, *, title: str | None = None, ax: Axes | None = None) -> Figure:
    """An :class:`holdEm.EquityBreakdown` on the grid of its game (13x13, or the short deck's 9x9 of
    ace to six): each class coloured by its weighted mean equity
    (:meth:`~holdEm.EquityBreakdown.by_class`, the value in the cell in percent), classes not in the
    range blank, a colour bar, and the overall equity in the title."""
    from holdEm.breakdown import EquityBreakdown
    from holdEm.games import TWO_CARD_DECKS
    from holdEm.hand_range import grid_classes

    if not isinstance(breakdown, EquityBreakdown):
        raise TypeError(f"plot_breakdown takes an EquityBreakdown, not {type(breakdown).__name__}")
    if breakdown.game not in TWO_CARD_DECKS:
        raise ValueError(f"plot_breakdown draws the grid of two-card classes; for this {breakdown.game} breakdown "
                         "use plot_distribution")  # fmt: skip
    classes = grid_classes(breakdown.game)
    grid = breakdown.by_class()
    figure, ax, bar = _grid_figure(ax)
    flat = grid.ravel()
    cells = [name if np.isnan(flat[i]) else f"{name}\n{100 * flat[i]:.0f}" for i, name in enumerate(classes)]
    _draw_grid(ax, grid, cells, "equity of the class's combos", bar)
    if title is None:
        me = shorten(breakdown.hands[breakdown.player])
        others = shorten(", ".join(breakdown.others), 40)
        title = (
            f"{me} (player {breakdown.player + 1}) v {others}, {spot_text(breakdown)}\n"
            f"equity {100 * breakdown.equity:.1f}% over {counted(len(breakdown.combos), 'combo')}"
        )
    set_title(ax, title, 10)
    return figure


def plot_push_fold(solution: PushFold, *, title: str | None = None) -> Figure:
    """A heads-up push/fold equilibrium (:func:`holdEm.push_fold`) on two 13x13 grids side by side:
    the small blind's pushing frequency of each class and the big blind's calling one."""
    from holdEm.push_fold import PushFold

    if not isinstance(solution, PushFold):
        raise TypeError(f"plot_push_fold takes a PushFold, not {type(solution).__name__}")
    require_matplotlib()
    figure, panels = _two_grids_figure()
    for (ax, bar), who, share, hand_range in zip(
        panels,
        ("SB pushes", "BB calls"),
        (solution.push_share, solution.call_share),
        (solution.push_range(), solution.call_range()),
    ):
        _draw_range(ax, bar, hand_range.grid(), "holdem", f"{who} {share:.1%} of hands")
    set_suptitle(figure, title if title is not None else solution.text().splitlines()[0], 11)
    return figure


def plot_push_fold_chart(chart: PushFoldChart, *, title: str | None = None) -> Figure:
    """The Nash charts (:func:`holdEm.push_fold_chart`) on two 13x13 grids: each class coloured and
    labelled by the largest stack of the chart at which the small blind pushes it (left) and the
    big blind calls with it (right), ``20+`` at the chart's top, ``*`` where a class is played in
    more than one run of stacks, classes never played blank."""
    from holdEm.preflop import HAND_CLASSES
    from holdEm.push_fold_chart import PushFoldChart

    if not isinstance(chart, PushFoldChart):
        raise TypeError(f"plot_push_fold_chart takes a PushFoldChart, not {type(chart).__name__}")
    require_matplotlib()
    top = chart.stacks[-1]
    figure, panels = _two_grids_figure()
    for (ax, bar_ax), who, does in zip(panels, ("push", "call"), ("SB pushes", "BB calls")):
        runs = [chart.played(name, who) for name in HAND_CLASSES]
        limits = np.array([r[-1][1] if r else np.nan for r in runs])
        cells = [
            name if not r else f"{name}\n{r[-1][1]:g}{'+' if r[-1][1] == top else ''}{'*' if len(r) > 1 else ''}"
            for name, r in zip(HAND_CLASSES, runs)
        ]
        bar = _draw_grid(ax, (limits / top).reshape(13, 13), cells, "the largest stack played (BB)", bar_ax)
        ticks = [0.0, 0.25, 0.5, 0.75, 1.0]
        bar.set_ticks(ticks, labels=[f"{t * top:g}" for t in ticks])
        set_title(ax, f"{does} up to (BB)", 10)
    ante = f", ante {chart.ante:g}" if chart.ante else ""
    spot = f"push/fold Nash charts, {chart.stacks[0]:g} to {top:g} BB, small blind {chart.small_blind:g}{ante}"
    set_suptitle(figure, title if title is not None else spot, 11)
    return figure
