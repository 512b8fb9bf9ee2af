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

# The palettes the pictures draw with, and the message without matplotlib, for users to reuse.
from holdEm.plot._style import MISSING_MATPLOTLIB as MISSING_MATPLOTLIB
from holdEm.plot._style import OKABE_ITO as OKABE_ITO
from holdEm.plot._style import SUIT_COLOURS as SUIT_COLOURS
from holdEm.plot.curves import plot_categories, plot_distribution, plot_next_card
from holdEm.plot.flop_textures import plot_flops
from holdEm.plot.grids import plot_breakdown, plot_push_fold, plot_push_fold_chart, plot_range

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
