"""What every picture of holdEm.plot shares: its palettes and line styles, making a figure, titles
that fit, numbers in labels, and the words for where a spot is."""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Union

from holdEm.preflop import RANKS_HIGH_FIRST, RANKS_LOW_FIRST

if TYPE_CHECKING:  # only for the annotations: importing these needs matplotlib
    from matplotlib.axes import Axes

    from holdEm.breakdown import EquityBreakdown
    from holdEm.hand_range import Range

MISSING_MATPLOTLIB = "holdEm.plot needs matplotlib: pip install 'holdEm[plot]'"

#: The Okabe-Ito palette (Okabe and Ito, "Color Universal Design", 2008), black left out for players.
OKABE_ITO = ("#E69F00", "#56B4E9", "#009E73", "#D55E00", "#0072B2", "#CC79A7", "#F0E442", "#000000")
#: A second cue once the seven colours run out (ten players): bars hatched, lines dashed.
_HATCHES = ("", "///", "...", "xxx")
_LINE_STYLES = ("-", "--", ":", "-.")
#: Suit colours of a four-colour deck, taken from the Okabe-Ito palette: clubs, diamonds, hearts, spades.
SUIT_COLOURS = {"c": "#009E73", "d": "#0072B2", "h": "#D55E00", "s": "#000000"}
SUIT_NAMES = {"c": "clubs \u2663", "d": "diamonds \u2666", "h": "hearts \u2665", "s": "spades \u2660"}
RANKS = RANKS_HIGH_FIRST  # grid order, as holdEm.HAND_CLASSES
RANKS_UP = RANKS_LOW_FIRST  # left to right in the next-card picture

RangeLike = Union[str, Mapping[str, float], "Range"]


def bar_style(k: int) -> dict[str, Any]:
    """Series ``k``'s bars: its colour, then (from the eighth) white hatching over it."""
    style: dict[str, Any] = {"color": OKABE_ITO[k % 7]}
    if k >= 7:
        style.update(hatch=_HATCHES[k // 7 % len(_HATCHES)], edgecolor="white", linewidth=0)
    return style


def line_style(k: int) -> dict[str, Any]:
    """Series ``k``'s line: its colour, then (from the eighth) dashed."""
    return {"color": OKABE_ITO[k % 7], "linestyle": _LINE_STYLES[k // 7 % len(_LINE_STYLES)]}


def require_matplotlib() -> None:
    # Import the top package explicitly: a submodule already in sys.modules would otherwise
    # be returned even when the package itself has been made unimportable.
    try:
        import matplotlib  # noqa: F401
    except ImportError as error:
        raise ImportError(MISSING_MATPLOTLIB) from error


def new_figure(ax: Axes | None, size: tuple[float, float]) -> tuple[Any, Axes]:
    """The figure to draw on and its axes: a new constrained-layout figure, or ``ax``'s own."""
    require_matplotlib()
    if ax is not None:
        return ax.figure, ax
    figure = blank_figure(figsize=size, layout="constrained")
    return figure, figure.add_subplot()


def blank_figure(**options: Any) -> Any:
    """A ``matplotlib.figure.Figure(**options)``, made without pyplot (no global state, nothing to
    close), that a notebook shows as a picture."""
    from matplotlib.figure import Figure

    _shown_in_notebooks(Figure)
    return Figure(**options)


def _shown_in_notebooks(figure_type: type) -> None:
    """Under IPython (a notebook), a figure made without pyplot shows as a picture: IPython knows
    how to draw a ``Figure`` only once pyplot's inline backend or ``%matplotlib`` has told it, and
    until then a notebook showed ``<Figure size 700x620 with 2 Axes>``.  A way already set (by
    them, or by the user) is left as it is."""
    ipython = sys.modules.get("IPython")  # (not imported here: only where the user's session has it)
    shell = ipython.get_ipython() if ipython is not None else None
    formatters = getattr(getattr(shell, "display_formatter", None), "formatters", {})
    png = formatters.get("image/png")
    if png is None:
        return
    try:
        png.lookup_by_type(figure_type)
    except KeyError:
        from IPython.core.pylabtools import print_figure

        draw: Any = print_figure  # (untyped in IPython)
        png.for_type(figure_type, lambda figure: draw(figure, "png", bbox_inches="tight"))


def _fitted(text: str, width_inches: float, fontsize: float) -> str:
    """``text`` wrapped into lines as wide as ``width_inches`` at ``fontsize`` points (a character
    about 0.55 of the size wide, DejaVu Sans's mean): a long range or ten players' hands stay
    inside the figure instead of running off its edge."""
    chars = max(24, int(width_inches * 72 / (0.55 * fontsize)))
    return "\n".join(textwrap.fill(line, chars, break_on_hyphens=False) or line for line in text.split("\n"))


def set_title(ax: Axes, text: str, fontsize: float) -> None:
    """``ax``'s title, wrapped to the axes' width, as written (a ``$`` is a dollar, not mathtext:
    ``"won $5 of $10"`` would lose its words, and ``"$\\frac"`` fail the drawing)."""
    figure = ax.figure
    width = ax.get_position().width * figure.bbox.width / figure.dpi
    ax.set_title(_fitted(text, width, fontsize), fontsize=fontsize, parse_math=False)


def set_suptitle(figure: Any, text: str, fontsize: float) -> None:
    """A figure's title above its panels, wrapped to its width, as written."""
    figure.suptitle(_fitted(text, figure.bbox.width / figure.dpi - 0.4, fontsize), fontsize=fontsize, parse_math=False)


def share_text(share: float) -> str:
    """A weight in a cell: two decimals, or two digits when smaller (0.001 read 0.00)."""
    return f"{share:.2f}" if share >= 0.01 or share == 0 else f"{share:.2g}"


def percent_text(fraction: float) -> str:
    """A chance in percent: one decimal, or two digits when smaller (a flop group that comes 0.02%
    of the time read 0.0%)."""
    percent = 100 * fraction
    return f"{percent:.1f}%" if percent >= 0.1 or percent == 0 else f"{percent:.2g}%"


def shorten(text: str, limit: int = 28) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def board_text(board: str, dead: str = "") -> str:
    text = f"board {board}" if board else "preflop"
    return text + (f", dead {dead}" if dead else "")


def spot_text(breakdown: EquityBreakdown) -> str:
    """Where a breakdown is: its board and dead cards, and its game unless Hold'em."""
    game = "" if breakdown.game == "holdem" else f"{breakdown.game}, "
    return game + board_text(breakdown.board, breakdown.dead)
