"""Pictures of holdEm's results with matplotlib (the optional extra ``pip install 'holdEm[plot]'``).

Each function returns a :class:`matplotlib.figure.Figure`.  Given ``ax=``, it
draws into that axes instead and returns the axes' figure.  Figures are made
with ``Figure`` directly, never through pyplot's global state, so they work
headless (save with ``fig.savefig("out.png")``) and show in a notebook; no
function changes matplotlib's global style.  Colours: viridis for equities
and weights, the Okabe-Ito palette for suits and players (both readable with
colour-vision deficiencies).

>>> fig = plot_range("QQ+,AKs")           # doctest: +SKIP
>>> fig.savefig("range.png")              # doctest: +SKIP

matplotlib is imported only when a function is called, so ``import holdEm``
(and ``import holdEm.plot``) work without it; a call without it raises
ImportError naming the extra.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Union, cast

import numpy as np

from holdEm._arguments import Integer, check_index
from holdEm._words import counted
from holdEm.preflop import RANKS_HIGH_FIRST, RANKS_LOW_FIRST

if TYPE_CHECKING:  # only for the annotations: importing these needs matplotlib
    from matplotlib.axes import Axes
    from matplotlib.colorbar import Colorbar
    from matplotlib.figure import Figure

    from holdEm.analysis import EquityBreakdown, NextCard
    from holdEm.equity import EquityResult
    from holdEm.flops import FlopReport
    from holdEm.hand_range import Range
    from holdEm.push_fold import PushFold
    from holdEm.push_fold_chart import PushFoldChart

__all__ = [
    "plot_breakdown",
    "plot_categories",
    "plot_distribution",
    "plot_flops",
    "plot_next_card",
    "plot_push_fold",
    "plot_push_fold_chart",
    "plot_range",
]

MISSING_MATPLOTLIB = "holdEm.plot needs matplotlib: pip install 'holdEm[plot]'"

#: The Okabe-Ito palette (Okabe and Ito, "Color Universal Design", 2008), black left out for players.
OKABE_ITO = ("#E69F00", "#56B4E9", "#009E73", "#D55E00", "#0072B2", "#CC79A7", "#F0E442", "#000000")
#: A second cue once the seven colours run out (ten players): bars hatched, lines dashed.
_HATCHES = ("", "///", "...", "xxx")
_LINE_STYLES = ("-", "--", ":", "-.")
#: Suit colours of a four-colour deck, taken from the Okabe-Ito palette: clubs, diamonds, hearts, spades.
SUIT_COLOURS = {"c": "#009E73", "d": "#0072B2", "h": "#D55E00", "s": "#000000"}
_SUIT_NAMES = {"c": "clubs \u2663", "d": "diamonds \u2666", "h": "hearts \u2665", "s": "spades \u2660"}
_RANKS = RANKS_HIGH_FIRST  # grid order, as holdEm.HAND_CLASSES
_RANKS_UP = RANKS_LOW_FIRST  # left to right in the next-card picture

RangeLike = Union[str, Mapping[str, float], "Range"]


def _bar_style(k: int) -> dict[str, Any]:
    """Series ``k``'s bars: its colour, then (from the eighth) white hatching over it."""
    style: dict[str, Any] = {"color": OKABE_ITO[k % 7]}
    if k >= 7:
        style.update(hatch=_HATCHES[k // 7 % len(_HATCHES)], edgecolor="white", linewidth=0)
    return style


def _line_style(k: int) -> dict[str, Any]:
    """Series ``k``'s line: its colour, then (from the eighth) dashed."""
    return {"color": OKABE_ITO[k % 7], "linestyle": _LINE_STYLES[k // 7 % len(_LINE_STYLES)]}


def _require_matplotlib() -> None:
    # Import the top package explicitly: a submodule already in sys.modules would otherwise
    # be returned even when the package itself has been made unimportable.
    try:
        import matplotlib  # noqa: F401
    except ImportError as error:
        raise ImportError(MISSING_MATPLOTLIB) from error


def _figure(ax: Axes | None, size: tuple[float, float]) -> tuple[Any, Axes]:
    """The figure to draw on and its axes: a new constrained-layout figure, or ``ax``'s own."""
    _require_matplotlib()
    if ax is not None:
        return ax.figure, ax
    from matplotlib.figure import Figure

    figure = Figure(figsize=size, layout="constrained")
    return figure, figure.add_subplot()


def _shorten(text: str, limit: int = 28) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def _where(board: str, dead: str = "") -> str:
    text = f"board {board}" if board else "preflop"
    return text + (f", dead {dead}" if dead else "")


# --- The 13x13 grid of hand classes


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
    _require_matplotlib()
    if ax is not None:
        return ax.figure, ax, None
    from matplotlib.figure import Figure

    figure = Figure(figsize=_GRID_SIZE)
    return (figure, *_grid_axes(figure, 0.0))


def _two_grids_figure() -> tuple[Any, list[tuple[Axes, Axes]]]:
    """A figure of two grids side by side, each as large as ``plot_range``'s own (its 169 labels
    need the room), with their colour bars, and room for a title above them."""
    from matplotlib.figure import Figure

    width, height = _GRID_SIZE
    figure = Figure(figsize=(2 * width, height + _SUPTITLE_ROOM))
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
    ax.set_xticks(range(side), list(_RANKS[:side]))
    ax.set_yticks(range(side), list(_RANKS[:side]))
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
    if isinstance(source, Mapping) and not all(isinstance(k, str) and len(k) == 4 for k in keys):
        raise ValueError("a range dict maps either combos ('AsKs') or hand classes ('AKs') to weights, not both")
    if isinstance(source, Mapping):  # combos: {'AsKs': 1.0, ...}; weight 0 leaves a combo out
        source = {combo: weight for combo, weight in source.items() if _weight(combo, weight) > 0}
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
    return f"{_shorten(text, 60)}: {size}"


def _draw_range(ax: Axes, bar: Axes | None, shares: np.ndarray, game: str, title: str) -> None:
    """``plot_range``'s grid of ``shares`` in ``ax``, titled ``title``."""
    from holdEm.hand_range import grid_classes

    flat = shares.ravel()
    classes = grid_classes(game)
    cells = [name if flat[i] in (0.0, 1.0) else f"{name}\n{flat[i]:.2f}" for i, name in enumerate(classes)]
    _draw_grid(ax, np.where(shares > 0, shares, np.nan), cells, "share of the class's combos in the range", bar)
    ax.set_title(title, fontsize=10)


def plot_breakdown(breakdown: EquityBreakdown, *, title: str | None = None, ax: Axes | None = None) -> Figure:
    """An :class:`holdEm.EquityBreakdown` on the grid of its game (13x13, or the short deck's 9x9 of
    ace to six): each class coloured by its weighted mean equity
    (:meth:`~holdEm.EquityBreakdown.by_class`, the value in the cell in percent), classes not in the
    range blank, a colour bar, and the overall equity in the title."""
    from holdEm.analysis import EquityBreakdown
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
        me = _shorten(breakdown.hands[breakdown.player])
        others = _shorten(", ".join(breakdown.others), 40)
        title = (
            f"{me} (player {breakdown.player + 1}) v {others}, {_where(breakdown.board, breakdown.dead)}\n"
            f"equity {100 * breakdown.equity:.1f}% over {counted(len(breakdown.combos), 'combo')}"
        )
    ax.set_title(title, fontsize=10)
    return figure


# --- Curves and bars


def _breakdown_label(breakdown: EquityBreakdown, spot: bool = False) -> str:
    """A curve's legend: the hand, its opponents and its equity (with ``spot``, the board, the dead
    cards and the game too: the curves are of different spots)."""
    me = _shorten(breakdown.hands[breakdown.player])
    where = f" ({_spot(breakdown)})" if spot else ""
    return f"{me} v {_shorten(', '.join(breakdown.others))}{where}: {100 * breakdown.equity:.1f}%"


def _spot(breakdown: EquityBreakdown) -> str:
    """Where a breakdown is: its board and dead cards, and its game unless Hold'em."""
    game = "" if breakdown.game == "holdem" else f"{breakdown.game}, "
    return game + _where(breakdown.board, breakdown.dead)


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
    from holdEm.analysis import EquityBreakdown

    items = [breakdowns] if isinstance(breakdowns, EquityBreakdown) else list(breakdowns)
    if not items:
        raise ValueError("plot_distribution needs at least one EquityBreakdown")
    for item in items:
        if not isinstance(item, EquityBreakdown):
            raise TypeError(f"plot_distribution takes EquityBreakdowns, not {type(item).__name__}")
    if labels is not None and len(labels) != len(items):
        raise ValueError(f"{len(labels)} labels for {len(items)} breakdowns")
    figure, ax = _figure(ax, (7.5, 4.6))
    from matplotlib.ticker import PercentFormatter  # after _figure: its check names the extra

    spots = {_spot(item) for item in items}
    for k, item in enumerate(items):
        curve = item.curve()
        label = labels[k] if labels is not None else _breakdown_label(item, spot=len(spots) > 1)
        edges = np.concatenate([[0.0], curve.share])
        ax.stairs(curve.equity, edges, baseline=None, linewidth=2, label=label, **_line_style(k))
    ax.set_xlim(0.0, 1.0)
    ax.set_ylim(0.0, 1.0)
    ax.xaxis.set_major_formatter(PercentFormatter(xmax=1.0))
    ax.yaxis.set_major_formatter(PercentFormatter(xmax=1.0))
    ax.set_xlabel("share of the range, strongest combos first")
    ax.set_ylabel("equity")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8, loc="lower left")
    if title is None:
        title = "equity distribution" + (f", {spots.pop()}" if len(spots) == 1 else "")
    ax.set_title(title, fontsize=10)
    return figure


def _next_card_panel(ax: Axes, result: NextCard, player: int, legend: bool) -> None:
    from matplotlib.ticker import PercentFormatter

    width = 0.2
    ranks = _RANKS_UP[4:] if result.game.startswith("shortdeck") else _RANKS_UP  # six to ace in short deck
    for suit_index, suit in enumerate("cdhs"):
        xs, heights = [], []
        for card, equities in result.items():
            if card[1] == suit:
                xs.append(ranks.index(card[0]) + (suit_index - 1.5) * width)
                heights.append(equities[player])
        ax.bar(xs, heights, width=width * 0.92, color=SUIT_COLOURS[suit], label=_SUIT_NAMES[suit])
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
    ax.set_title(f"{_shorten(result.hands[player], 40)}: now {100 * now:.1f}%, {len(outs)} outs", fontsize=9)
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
    from holdEm.analysis import NextCard

    if not isinstance(result, NextCard):
        raise TypeError(f"plot_next_card takes a NextCard, not {type(result).__name__}")
    players = list(range(len(result.hands)))
    if player is not None:
        players = [check_index("player", player, len(players))]
    _require_matplotlib()
    axes: list[Axes]
    figure: Any  # a Figure, or for ax= in a SubFigure that SubFigure
    if ax is None:
        from matplotlib.figure import Figure

        figure = Figure(figsize=(9.0, 0.6 + 2.5 * len(players)), layout="constrained")
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
        title = (
            f"{_shorten(' v '.join(result.hands), 60)}, {_where(result.board, result.dead)}: equity by {street} card"
        )
    if ax is None:
        figure.suptitle(title, fontsize=10)
    else:
        axes[0].set_title(f"{title}\n{axes[0].get_title()}", fontsize=9)
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
    figure, ax = _figure(ax, (8.5, 4.6))
    from matplotlib.ticker import PercentFormatter  # after _figure: its check names the extra

    n = len(result.hands)
    width = 0.8 / n
    for p, hand in enumerate(result.hands):
        xs = np.arange(len(shown)) + (p - (n - 1) / 2) * width
        label = f"{p + 1} {_shorten(hand)} (equity {100 * result.equity[p]:.1f}%)"
        ax.bar(xs, table[p, shown], width=width * 0.92, label=label, **_bar_style(p))
    ax.set_xticks(range(len(shown)), [CATEGORY_NAMES[code] for code in shown], rotation=25, ha="right")
    ax.yaxis.set_major_formatter(PercentFormatter(xmax=1.0))
    ax.set_ylabel("probability")
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=8)
    if title is None:
        game = "" if result.game == "holdem" else f"{result.game}: "
        title = f"{game}{_shorten(' v '.join(result.hands), 60)}, {_where(result.board, result.dead)}: hand categories"
        title += f" ({result.method})"
    ax.set_title(title, fontsize=10)
    return figure


# --- Equity by flop texture

_FLOP_PANELS = (("suits", "pairing", "straight"), ("high", "high", "high"))


def _flop_panel(ax: Axes, report: FlopReport, by: str, player: int) -> None:
    from matplotlib.ticker import PercentFormatter

    groups = report.groups(by)
    xs = np.arange(len(groups))
    heights = [g.equity[player] for g in groups]
    bars = ax.bar(xs, heights, width=0.7, **_bar_style(player))
    # Each bar's chance of coming, over it: a group that rarely comes weighs little in the mean.
    ax.bar_label(  # on white: the preflop line may run through it
        bars,
        labels=[f"{100 * g.frequency:.1f}%" for g in groups],
        fontsize=7,
        padding=2,
        bbox={"facecolor": "white", "edgecolor": "none", "pad": 0.6, "alpha": 0.85},
    )
    ax.set_xlabel("over each bar: how often its flops come", fontsize=7, color="#444444")
    preflop = report.equity[player]
    ax.axhline(preflop, color="#444444", linestyle="--", linewidth=1.2, label=f"preflop {100 * preflop:.1f}%")
    ax.set_xticks(xs, [g.label for g in groups], fontsize=8)
    ax.set_ylim(0.0, 1.08)
    ax.yaxis.set_major_formatter(PercentFormatter(xmax=1.0))
    ax.set_ylabel("equity")
    ax.grid(axis="y", alpha=0.3)
    ax.set_title("high card" if by == "high" else by, fontsize=9)
    ax.legend(fontsize=7, loc="upper right")


def plot_flops(
    report: FlopReport, *, player: Integer = 0, by: str | None = None, title: str | None = None, ax: Axes | None = None
) -> Figure:
    """A player's equity by flop texture (:func:`holdEm.flop_report`): a bar per group with its
    chance of coming over it and the preflop equity as a dashed line, in four panels (suits,
    pairing, straight, high card) or, with ``by=``, one.  ``ax`` (with ``by``): the axes to draw in."""
    from holdEm.flops import TEXTURE_LABELS, FlopReport

    if not isinstance(report, FlopReport):
        raise TypeError(f"plot_flops takes a FlopReport, not {type(report).__name__}")
    player = check_index("player", player, len(report.hands))
    if by is not None and by not in TEXTURE_LABELS:
        raise ValueError(f"by must be one of {', '.join(map(repr, TEXTURE_LABELS))}, got {by!r}")
    if ax is not None and by is None:
        raise ValueError("ax= draws one panel: give by= too ('suits', 'pairing', 'high' or 'straight')")
    if title is None:
        game = "" if report.game == "holdem" else f"{report.game}: "
        dead = f", dead {report.dead}" if report.dead else ""
        others = " v ".join(h for p, h in enumerate(report.hands) if p != player)
        title = f"{game}{_shorten(report.hands[player], 40)} v {_shorten(others, 40)}{dead}: equity by flop"
    if by is not None:
        figure, panel = _figure(ax, (6.5, 3.8))
        _flop_panel(panel, report, by, player)
        panel.set_title(f"{title}, {panel.get_title()}", fontsize=9)
        return figure
    _require_matplotlib()
    from matplotlib.figure import Figure

    figure = Figure(figsize=(10.0, 6.4), layout="constrained")
    panels = figure.subplot_mosaic([list(row) for row in _FLOP_PANELS])
    for name, panel in panels.items():
        _flop_panel(panel, report, name, player)
    figure.suptitle(title, fontsize=10)
    return figure


def plot_push_fold(solution: PushFold, *, title: str | None = None) -> Figure:
    """A heads-up push/fold equilibrium (:func:`holdEm.push_fold`) on two 13x13 grids side by side:
    the small blind's pushing frequency of each class and the big blind's calling one."""
    from holdEm.push_fold import PushFold

    if not isinstance(solution, PushFold):
        raise TypeError(f"plot_push_fold takes a PushFold, not {type(solution).__name__}")
    _require_matplotlib()
    figure, panels = _two_grids_figure()
    for (ax, bar), who, share, hand_range in zip(
        panels,
        ("SB pushes", "BB calls"),
        (solution.push_share, solution.call_share),
        (solution.push_range(), solution.call_range()),
    ):
        _draw_range(ax, bar, hand_range.grid(), "holdem", f"{who} {share:.1%} of hands")
    figure.suptitle(title if title is not None else solution.text().splitlines()[0], fontsize=11)
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
    _require_matplotlib()
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
        ax.set_title(f"{does} up to (BB)", fontsize=10)
    ante = f", ante {chart.ante:g}" if chart.ante else ""
    spot = f"push/fold Nash charts, {chart.stacks[0]:g} to {top:g} BB, small blind {chart.small_blind:g}{ante}"
    figure.suptitle(title if title is not None else spot, fontsize=11)
    return figure
