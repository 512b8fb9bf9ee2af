"""holdEm.plot's pictures read as they should: every title inside its figure however long the
ranges and hands (they ran off the edge), a card that leaves a player nothing marked on the axis,
small weights and rare flops in digits that are not 0, the game and the cards seen named."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cli_support import run_cli

pytest.importorskip("matplotlib")
from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: E402
from matplotlib.collections import LineCollection  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402
from matplotlib.text import Text  # noqa: E402

import holdEm  # noqa: E402
from holdEm import plot  # noqa: E402

TEN = ["AsAh", "KsKh", "QsQh", "JsJh", "TsTh", "9s9h", "8s8h", "7s7h", "6s6h", "5s5h"]
LONG_RANGE = "22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+,QJo"


def titles_outside(figure: Figure) -> list[str]:
    """The titles (of the axes and the figure) that run past the figure's edge once drawn."""
    canvas = FigureCanvasAgg(figure)
    canvas.draw()
    renderer = canvas.get_renderer()
    bounds = figure.bbox
    titles = [ax.title for ax in figure.axes] + ([figure._suptitle] if figure._suptitle else [])
    outside = []
    for title in titles:
        if isinstance(title, Text) and title.get_text():
            box = title.get_window_extent(renderer)
            if box.x0 < bounds.x0 - 1 or box.x1 > bounds.x1 + 1 or box.y1 > bounds.y1 + 1:
                outside.append(title.get_text())
    return outside


def test_long_titles_stay_inside_the_figure() -> None:
    weighted = "[10]22+[/10],[20]A2s+[/20],[30]K2o+[/30]"
    short_deck = holdEm.equity_breakdown([LONG_RANGE.replace("22+", "66+").replace(",A2s+", ",A6s+"), "QQ+,AK"],
                                         board="Kd7c9s", dead="6c6d", game="shortdeck")  # fmt: skip
    pictures = {
        "a weighted range": plot.plot_range(weighted),
        "a breakdown with dead cards": plot.plot_breakdown(
            holdEm.equity_breakdown([LONG_RANGE, "QQ+,AKs,AKo,AQs,KQs,JJ,TT"], board="Kd7c9s", dead="2c3c")
        ),
        "a short-deck breakdown": plot.plot_breakdown(short_deck),
        "ten players' categories": plot.plot_categories(
            holdEm.equity(TEN, board="2c3c4d", dead="2d2h", trials=3000, seed=1, exact=False)
        ),
        "a long title of the user's": plot.plot_distribution(short_deck, title="the SB's range " * 12),
        "next card with ranges": plot.plot_next_card(holdEm.next_card([LONG_RANGE, "QQ+,AK,A5s,KQs"], "Qh7c2d")),
        "flops of ranges": plot.plot_flops(holdEm.flop_report(["QQ+,AKs,AKo,A5s,KQs,JTs", "22-99,A2s-A9s"])),
    }
    for name, figure in pictures.items():
        assert titles_outside(figure) == [], name
    assert "short" in pictures["a short-deck breakdown"].axes[0].get_title()  # the game is named
    two_by_two = Figure(figsize=(8, 8)).subplots(2, 2)
    plot.plot_range(weighted, ax=two_by_two[0, 0])
    assert "\n" in two_by_two[0, 0].get_title()  # wrapped to its axes (it ran over its neighbour)


def test_a_users_title_is_drawn_as_written() -> None:
    # A dollar sign is money, not mathtext: "$5 ... $10" lost its words and "$\\frac" failed the draw.
    result = holdEm.equity(["AsKs", "QhQd"], trials=200, seed=1, exact=False)
    for title in ["won $5 of $10", r"EV $\frac{1$"]:
        for figure in [plot.plot_range("AA,KK", title=title), plot.plot_categories(result, title=title)]:
            FigureCanvasAgg(figure).draw()  # raised ValueError on the second title's mathtext
            assert figure.axes[0].get_title() == title
            assert not figure.axes[0].title.get_parse_math()


def test_a_card_that_leaves_a_player_nothing_is_marked() -> None:
    result = holdEm.next_card(["AhKh", "QsQd"], "Qh7c2d")
    figure = plot.plot_next_card(result, player=0)
    ax = figure.axes[0]
    strokes = [segment for c in ax.collections if isinstance(c, LineCollection) for segment in c.get_segments()]
    centres = sorted(round(float(np.mean(s[:, 0])), 6) for s in strokes)
    bars = {round(p.get_x() + p.get_width() / 2, 6): p.get_height() for p in ax.patches}
    assert centres and centres == sorted(x for x, height in bars.items() if height == 0)
    nothing = [card for card, equities in result.items() if equities[0] == 0]
    assert len(centres) == len(nothing)  # Qc among them: AhKh drawing dead to quads


def test_small_weights_and_rare_flops_read_in_digits() -> None:
    figure = plot.plot_range("KK,QQ:0.5,99:0.001")
    cells = [t.get_text() for t in figure.axes[0].texts]
    assert "99\n0.001" in cells and "QQ\n0.50" in cells


def test_one_out_is_singular() -> None:
    result = holdEm.next_card(["AhAd", "KhKd"], "Ac Kc 2s 3d")  # KK: only the last K
    assert len(result.outs(1)) == 1
    assert plot.plot_next_card(result, player=1).axes[0].get_title().endswith("1 out")


def test_distribution_names_what_it_takes() -> None:
    with pytest.raises(TypeError, match="takes an EquityBreakdown or a list of them, not EquityResult"):
        plot.plot_distribution(holdEm.equity(["AsKs", "QhQd"]))  # type: ignore[arg-type]
    breakdown = holdEm.equity_breakdown(["QQ+,AK", "AhKh"], board="Kd7c2s")
    with pytest.raises(TypeError, match="labels must be a list of texts"):
        plot.plot_distribution([breakdown, breakdown], labels="ab")


def test_range_with_cards_seen_says_so_in_the_picture(tmp_path: Path) -> None:
    from holdEm.cli import main

    # The title is the line under the text grid (the picture said 31 combos of 1326, and QQ's 0.50
    # read as a weight, not the combos left).
    path = tmp_path / "seen.png"
    done = run_cli("range", "QQ+,AK", "--board", "Qh7c2d", "--plot", str(path))
    assert done.returncode == 0 and path.stat().st_size > 2_000
    seen: dict[str, str] = {}
    real = plot.plot_range

    def spy(*args: object, **kwargs: object) -> Figure:
        figure = real(*args, **kwargs)  # type: ignore[arg-type]
        seen["title"] = figure.axes[0].get_title()
        return figure

    plot.plot_range = spy  # type: ignore[assignment]
    try:
        assert main(["range", "QQ+,AK", "--board", "Qh7c2d", "--plot", str(path)]) == 0
    finally:
        plot.plot_range = real  # type: ignore[assignment]
    assert " ".join(seen["title"].split()) == "QQ+,AK: 31 combos (2.6% of 1176) left of 34 once Qh7c2d are seen"
