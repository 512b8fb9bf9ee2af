"""A walk through holdEm's analysis, with pictures: equity, a range combo by combo, the next card,
equity on every flop by texture, how a range hits a flop, the preflop table and push/fold.

Its ``# %%`` cells run one by one in Jupyter or VS Code, where each result shows as a table and
each picture inline.  As a script it saves the pictures as PNG files into FOLDER (by default a
new temporary folder) and prints what it found:

    pip install '.[plot]'
    python examples/analysis_walkthrough.py [FOLDER]

docs/pictures.md shows the pictures it draws (``python examples/analysis_walkthrough.py docs/images``).
"""

# %% Setup: in a notebook results and pictures show in place; as a script, where the pictures go
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import holdEm
from holdEm.plot import (
    plot_breakdown,
    plot_categories,
    plot_distribution,
    plot_flops,
    plot_next_card,
    plot_push_fold,
    plot_push_fold_chart,
    plot_range,
)

# In a notebook's kernel (IPython) the command line is the kernel's own (-f its connection file).
IN_NOTEBOOK = "IPython" in sys.modules and sys.modules["IPython"].get_ipython() is not None
if not IN_NOTEBOOK:
    OUT = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="holdem-pictures-"))
    OUT.mkdir(parents=True, exist_ok=True)


def show(item, picture: str | None = None, dpi: float = 100) -> None:
    """A result or a picture: shown in a notebook; printed, or saved into OUT as ``picture``, by a script."""
    if IN_NOTEBOOK:
        from IPython.display import display

        display(item)
    elif picture is None:
        print(item)
    else:
        path = OUT / picture
        item.savefig(path, dpi=dpi)
        print(f"  wrote {path} ({path.stat().st_size / 1024:.0f} KB)")


# %% Equity: two hands on a flop, and how often each ends with each hand category
result = holdEm.equity(["AsKs", "QhQd"], board="5h6sTd")
print(repr(result))  # one line; str(result) and a notebook's display show the table
show(result)
show(plot_categories(result), "categories.png")

# %% The preflop table: one class against the others, and a range built on the strongest 15%
top = holdEm.hand_ranking()[:5]
print("strongest classes against a random hand:", ", ".join(f"{r.hand_class} {r.equity:.3f}" for r in top))
table = holdEm.preflop_table()
aks = holdEm.HAND_CLASSES.index("AKs")
print(f"AKs against QQ {table[aks, holdEm.HAND_CLASSES.index('QQ')]:.4f}, against 22 {table[aks, 168]:.4f}")
# The strongest 15% by that ranking, with some small suited hands at half weight.
show(plot_range("15%,[50]A4s-A2s,76s,65s[/50]"), "range.png")

# %% A range combo by combo on a flop: which classes of the 25% range do well against QQ+,AK?
flop = holdEm.equity_breakdown(["25%", "QQ+,AK"], board="Kh9c4d", exact=True)
print(repr(flop))
best = max(flop.rows(), key=lambda r: r.equity)
print(f"  strongest combo {best.combo} {best.equity:.4f}; share of the range per equity decile:")
print("  ", flop.distribution(10).round(3))
show(plot_breakdown(flop), "breakdown.png")

# %% The equity distribution: the same range against the same opponent on two flops
low = holdEm.equity_breakdown(["25%", "QQ+,AK"], board="7h6h5c", exact=True)
show(plot_distribution([flop, low], labels=["25% v QQ+,AK on Kh9c4d", "25% v QQ+,AK on 7h6h5c"]), "distribution.png")

# %% The next card: the nut flush draw against a set
turn = holdEm.next_card(["AhKh", "QsQd"], "Qh8h2c")
print(repr(turn))
print(f"  AhKh leads after {len(turn.outs(0))} turn cards: {' '.join(turn.outs(0))}")
show(plot_next_card(turn), "next_card.png")

# %% Every flop: big cards against small pairs, by flop texture
flops = holdEm.flop_report(["AK", "22-99"])
print(repr(flops))
print(flops.text(("pairing", "straight"), best=3))
show(plot_flops(flops), "flops.png")

# %% How a range hits the flop (Flopzilla's hits): made hands and draws
hits = holdEm.board_hits("25%", "Kh9c4d")
show(hits)

# %% Heads-up push/fold at 10 big blinds: the small blind's shoves and the big blind's calls
pushfold = holdEm.push_fold(10)
show(pushfold)
show(plot_push_fold(pushfold), "pushfold.png")

# %% The Nash charts: the largest stack, 1.1 to 20 big blinds, at which each class is pushed or called
chart = holdEm.push_fold_chart()
print(
    f"  the small blind pushes 72o up to {chart.limit('72o')} BB; the big blind calls with it up to "
    f"{chart.limit('72o', 'call')} BB"
)
show(plot_push_fold_chart(chart), "pushfold_chart.png")
