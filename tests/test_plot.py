"""holdEm.plot: each picture drawn from real results, saved and read back, its contents checked
against figures computed here; the ax= path; holdem ... --plot; the error without matplotlib."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from cli_support import cli_env, run_cli

matplotlib = pytest.importorskip("matplotlib")
from matplotlib.figure import Figure  # noqa: E402
from matplotlib.image import imread  # noqa: E402
from matplotlib.text import Text  # noqa: E402

import holdEm  # noqa: E402
from holdEm import plot  # noqa: E402

RANKS = "AKQJT98765432"


def cell(name: str) -> tuple[int, int]:
    """Where a class sits on the grid, worked out from its letters: (row, column)."""
    high, low = RANKS.index(name[0]), RANKS.index(name[1])
    if len(name) == 2 or name[2] == "s":
        return high, low
    return low, high


def texts(figure: Figure) -> list[str]:
    return [t.get_text() for t in figure.findobj(Text)]


def saved(figure: Figure, path: Path) -> np.ndarray:
    """Saves the figure as PNG, checks the file, and returns its pixels (not all one colour)."""
    figure.savefig(path, dpi=60)  # small: quick to write
    assert 2_000 < path.stat().st_size < 400_000
    pixels = imread(path)
    assert pixels.ndim == 3 and pixels.shape[0] > 150 and pixels.shape[1] > 150
    colours = np.unique(pixels.reshape(-1, pixels.shape[2]), axis=0)
    assert len(colours) > 20, "the picture is (nearly) blank"
    return pixels


@pytest.fixture(scope="module")
def breakdown() -> holdEm.EquityBreakdown:
    return holdEm.equity_breakdown(["QQ+,AK", "AhKh"], board="Kd7c2s", exact=True)


@pytest.fixture(scope="module")
def turn() -> holdEm.NextCard:
    return holdEm.next_card(["AsKs", "QhQd"], "7h8h2c")


# --- The grids


def test_plot_range_marks_exactly_the_range(tmp_path: Path) -> None:
    figure = plot.plot_range("QQ+,AKs,A5s:0.5")
    assert isinstance(figure, Figure)
    saved(figure, tmp_path / "range.png")
    grid = figure.axes[0].images[0].get_array()
    expected = {cell("AA"): 1.0, cell("KK"): 1.0, cell("QQ"): 1.0, cell("AKs"): 1.0, cell("A5s"): 0.5}
    filled = {(r, c): float(grid[r, c]) for r in range(13) for c in range(13) if not np.ma.is_masked(grid[r, c])}
    assert filled == expected
    words = texts(figure)
    assert "AKs" in words and "AKo" in words and "A5s\n0.50" in words
    assert any("26 combos (2.0% of 1326), 24 weighted" in t for t in words)  # 6 + 6 + 6 + 4 + 4 (x 0.5)
    assert any("share of the class" in t for t in words)  # the colour bar's label


def test_plot_range_takes_combo_and_class_dicts() -> None:
    by_combo = plot.plot_range(holdEm.parse_range("TT,AKo:0.25")).axes[0].images[0].get_array()
    by_class = plot.plot_range({"TT": 1.0, "AKo": 0.25}).axes[0].images[0].get_array()
    assert by_combo[cell("TT")] == by_class[cell("TT")] == 1.0
    assert by_combo[cell("AKo")] == by_class[cell("AKo")] == 0.25
    half = plot.plot_range({"AsKs": 1.0, "AhKh": 1.0}).axes[0].images[0].get_array()
    assert half[cell("AKs")] == 0.5  # two of the four suited combos
    title = plot.plot_range({"TT": 1.0, "AKo": 0.25, "72o": 0.0}).axes[0].get_title()
    assert title == "range: 18 combos (1.4% of 1326), 9 weighted"  # 6 + 12, 6 + 12 x 0.25
    # A mapping of combos and range text, as holdEm.Range reads one (it was refused as mixing kinds).
    mixed = plot.plot_range({"As Ks": 1.0, "AKo": 1.0, "QQ+": 0.5}).axes[0].images[0].get_array()
    assert (mixed[cell("AKs")], mixed[cell("AKo")], mixed[cell("KK")]) == (0.25, 1.0, 0.5)
    for bad, error in (({"AsKs": 2.0}, ValueError), ({"Xx": 1.0}, ValueError), (3, TypeError)):
        with pytest.raises(error):
            plot.plot_range(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        plot.plot_range("QQ+,XYz")


def test_plot_range_in_short_deck_is_the_9x9_grid(tmp_path: Path) -> None:
    figure = plot.plot_range("20%", game="shortdeck")
    saved(figure, tmp_path / "short.png")
    grid = figure.axes[0].images[0].get_array()
    assert grid.shape == (9, 9)
    expected = holdEm.Range("20%", game="shortdeck").grid("shortdeck")
    np.testing.assert_allclose(np.ma.filled(grid, 0.0), expected)
    words = texts(figure)
    assert "A6s" in words and "66" in words and not any(w.startswith(("A5", "55", "22")) for w in words)
    assert [t.get_text() for t in figure.axes[0].get_xticklabels()] == list("AKQJT9876")
    combos = len(holdEm.Range("20%", game="shortdeck"))
    assert any(f"{combos} combos ({100 * combos / 630:.1f}% of 630)" in w for w in words)
    by_class = plot.plot_range({"A6s": 1.0, "99": 0.5}, game="shortdeck").axes[0].images[0].get_array()
    assert by_class[0, 8] == 1.0 and by_class[5, 5] == 0.5  # A6s: row A, column 6; 99 on the diagonal
    with pytest.raises(ValueError, match="not a hand class of the 9x9 grid"):
        plot.plot_range({"A5s": 1.0}, game="shortdeck")
    with pytest.raises(ValueError, match="below six"):
        plot.plot_range("22+", game="shortdeck")
    done = run_cli("range", "20%", "--game", "shortdeck", "--plot", str(tmp_path / "cli.png"))
    assert done.returncode == 0, done.stderr
    assert imread(str(tmp_path / "cli.png")).shape[0] > 100


def test_plot_breakdown_in_short_deck_is_the_9x9_grid() -> None:
    short = holdEm.equity_breakdown(["TT+,AQs+,KQs", "random"], "Ah7d8c", game="shortdeck")
    figure = plot.plot_breakdown(short)
    grid = figure.axes[0].images[0].get_array()
    assert grid.shape == (9, 9)
    np.testing.assert_allclose(np.ma.filled(grid, np.nan), short.by_class())
    words = texts(figure)
    assert any(w.startswith("KQs\n") for w in words) and not any(w.startswith(("A5", "55")) for w in words)


def test_plot_breakdown_colours_each_class_by_its_equity(breakdown: holdEm.EquityBreakdown, tmp_path: Path) -> None:
    figure = plot.plot_breakdown(breakdown)
    saved(figure, tmp_path / "breakdown.png")
    # Each class's weighted mean equity, worked out from the combos here.
    sums: dict[str, list[float]] = {}
    for row in breakdown.rows():
        a, b = row.combo[:2], row.combo[2:]
        high, low = sorted((a, b), key=lambda c: RANKS.index(c[0]))
        name = high[0] + low[0] + ("" if high[0] == low[0] else "s" if high[1] == low[1] else "o")
        acc = sums.setdefault(name, [0.0, 0.0])
        acc[0] += row.weight * row.equity
        acc[1] += row.weight
    grid = figure.axes[0].images[0].get_array()
    shown = {(r, c) for r in range(13) for c in range(13) if not np.ma.is_masked(grid[r, c])}
    assert shown == {cell(name) for name in sums}  # QQ, KK, AA, AKs, AKo: the rest blank
    for name, (total, weight) in sums.items():
        assert grid[cell(name)] == pytest.approx(total / weight, abs=1e-12)
    words = texts(figure)
    assert "AKs" in words or any(t.startswith("AKs\n") for t in words)
    assert any(f"equity {100 * breakdown.equity:.1f}%" in t and "Kd7c2s" in t for t in words)
    assert any(t.startswith("AKo\n") for t in words) and "72o" in words  # blank cells keep their names
    assert len(figure.axes) == 2  # the grid and its colour bar
    with pytest.raises(TypeError):
        plot.plot_breakdown("AKs")  # type: ignore[arg-type]


# --- Curves and bars


def test_plot_distribution_is_the_weighted_curve(breakdown: holdEm.EquityBreakdown, tmp_path: Path) -> None:
    other = holdEm.equity_breakdown(["QQ+,AK", "KhKc"], board="Kd7c2s", exact=True)
    figure = plot.plot_distribution([breakdown, other])
    saved(figure, tmp_path / "distribution.png")
    ax = figure.axes[0]
    steps = [p for p in ax.patches if type(p).__name__ == "StepPatch"]
    assert len(steps) == 2
    for step, item in zip(steps, (breakdown, other)):
        values, edges, _ = step.get_data()
        order = sorted(range(len(item.combos)), key=lambda i: -item.equities[i])
        assert list(values) == pytest.approx([item.equities[i] for i in order])
        assert list(np.diff(edges)) == pytest.approx([item.weights[i] for i in order])
        assert edges[0] == 0 and edges[-1] == pytest.approx(1.0)
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    assert legend == [f"QQ+,AK v AhKh: {100 * breakdown.equity:.1f}%", f"QQ+,AK v KhKc: {100 * other.equity:.1f}%"]
    assert plot.plot_distribution(breakdown, labels=["mine"]).axes[0].get_legend().get_texts()[0].get_text() == "mine"
    # Curves of different spots: each label says its board (and game); the title names none.
    low = holdEm.equity_breakdown(["QQ+,AK", "AhKh"], board="7h6h5c", exact=True)
    ax = plot.plot_distribution([breakdown, low]).axes[0]
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    assert legend == [
        f"QQ+,AK v AhKh (board Kd7c2s): {100 * breakdown.equity:.1f}%",
        f"QQ+,AK v AhKh (board 7h6h5c): {100 * low.equity:.1f}%",
    ]
    assert ax.get_title() == "equity distribution"
    short = holdEm.equity_breakdown(["TT+", "AhKh"], board="Kd7c9s", game="shortdeck")
    assert plot.plot_distribution(short).axes[0].get_title() == "equity distribution, shortdeck, board Kd7c9s"
    for bad in ([], [breakdown, "x"]):
        with pytest.raises((ValueError, TypeError)):
            plot.plot_distribution(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        plot.plot_distribution(breakdown, labels=["a", "b"])


def test_plot_next_card_bars_by_rank_and_suit(turn: holdEm.NextCard, tmp_path: Path) -> None:
    figure = plot.plot_next_card(turn)
    saved(figure, tmp_path / "next.png")
    assert len(figure.axes) == 2  # a panel per player
    for player, ax in enumerate(figure.axes):
        bars = {(round(p.get_x() + p.get_width() / 2, 6)): p for p in ax.patches}
        assert len(bars) == len(turn.cards) == 45
        for card, equities in turn.items():
            # Group by rank 2..A left to right, suits c d h s within the group.
            x = round("23456789TJQKA".index(card[0]) + ("cdhs".index(card[1]) - 1.5) * 0.2, 6)
            bar = bars[x]
            assert bar.get_height() == pytest.approx(equities[player])
            assert matplotlib.colors.to_hex(bar.get_facecolor()) == plot.SUIT_COLOURS[card[1]].lower()
        line = [ln for ln in ax.get_lines() if ln.get_linestyle() == "--"][0]
        assert line.get_ydata()[0] == pytest.approx(turn.equity[player])
    words = texts(figure)
    assert any("AsKs v QhQd" in t and "7h8h2c" in t and "turn" in t for t in words)
    assert any(t.startswith("hearts") for t in words)
    # Each panel's title gives its own equity now; the one legend, below the last panel, no
    # player's figure (it had the last player's, beside every panel's line).
    for player, ax in enumerate(figure.axes):
        assert f"now {100 * turn.equity[player]:.1f}%" in ax.get_title()
    legend = [t.get_text() for t in figure.axes[-1].get_legend().get_texts()]
    assert "equity now" in legend and not any("%" in t for t in legend)
    one = plot.plot_next_card(turn, player=1)
    assert len(one.axes) == 1 and "QhQd" in one.axes[0].get_title()
    with pytest.raises(ValueError):
        plot.plot_next_card(turn, player=2)


def test_plot_next_card_in_short_deck_has_six_to_ace() -> None:
    result = holdEm.next_card(["AhKh", "QQ+"], "7h8h9c", game="shortdeck")
    axes = plot.plot_next_card(result).axes
    assert [t.get_text() for t in axes[-1].get_xticklabels()] == list("6789TJQKA")  # the panels share them
    assert [ax.get_legend() is not None for ax in axes] == [False, True]  # one legend, below the last panel


@pytest.mark.parametrize("empty", [{}, {"AhKh": 0.0}, {"AKs": 0}, {"AKs": 0.0, "QQ": 0}])
def test_plot_range_refuses_an_empty_range_however_given(empty: dict[str, float]) -> None:
    with pytest.raises(ValueError, match="the range is empty"):
        plot.plot_range(empty)


def test_plot_next_card_three_players() -> None:
    result = holdEm.next_card(["AsKs", "QhQd", "JcTc"], "7h8h2c9d")
    figure = plot.plot_next_card(result)
    assert len(figure.axes) == 3
    assert all(len(ax.patches) == len(result.cards) for ax in figure.axes)
    assert any("river" in t for t in texts(figure))


def test_plot_categories_grouped_bars(tmp_path: Path) -> None:
    result = holdEm.equity(["AsKs", "QhQd"], board="5h6sTd")
    figure = plot.plot_categories(result)
    saved(figure, tmp_path / "categories.png")
    ax = figure.axes[0]
    shown = [code for code in range(10) if any(c[code] > 0 for c in result.categories)]
    assert [t.get_text() for t in ax.get_xticklabels()] == [holdEm.CATEGORY_NAMES[c] for c in shown]
    assert len(ax.patches) == 2 * len(shown)
    heights = [p.get_height() for p in ax.patches]
    assert heights == pytest.approx([result.categories[p][c] for p in range(2) for c in shown])
    assert "Royal flush" not in [t.get_text() for t in ax.get_xticklabels()]  # impossible here: no bar
    words = texts(figure)
    assert any("AsKs v QhQd" in t and "5h6sTd" in t for t in words)
    with pytest.raises(TypeError):
        plot.plot_categories(holdEm.next_card(["AsKs", "QhQd"], "7h8h2c"))  # type: ignore[arg-type]
    nan = float("nan")
    empty = dataclasses.replace(result, equity=(nan, nan), exact=False, complete=False)  # cut short, no figures
    with pytest.raises(ValueError, match="no figures|before it had figures"):
        plot.plot_categories(empty)
    omaha = plot.plot_categories(holdEm.equity(["AsKsQdJd", "7c7d8h9h"], board="2c3d4h", game="omaha"))
    assert omaha.axes[0].get_title().startswith("omaha: AsKsQdJd v 7c7d8h9h, board 2c3d4h")


def test_ten_players_and_nine_curves_are_each_their_own() -> None:
    """Seven colours, then the same colours hatched (bars) or dashed (lines): no two series alike."""
    hands = ["AhKh", "QsQd", "JcTc", "9h9c", "8s7s", "6d5d", "4c4h", "AdQc", "KcJd", "Ts9s"]
    ax = plot.plot_categories(holdEm.equity(hands, board="2c3d5h", trials=2000, seed=1)).axes[0]
    handles = ax.get_legend_handles_labels()[0]
    bars = [(matplotlib.colors.to_hex(h.patches[0].get_facecolor()), h.patches[0].get_hatch() or "") for h in handles]
    assert len(set(bars)) == 10
    breakdowns = [holdEm.equity_breakdown([f"A{k}", "KK"], board="2c7d9h") for k in "KQJT98765"]
    steps = [p for p in plot.plot_distribution(breakdowns).axes[0].patches if type(p).__name__ == "StepPatch"]
    lines = {(matplotlib.colors.to_hex(p.get_edgecolor()), p.get_linestyle()) for p in steps}
    assert len(steps) == len(lines) == 9


def test_ax_draws_into_the_given_axes(breakdown: holdEm.EquityBreakdown, turn: holdEm.NextCard) -> None:
    figure = Figure(figsize=(12, 8))
    axes = figure.subplots(2, 3).ravel()
    assert plot.plot_range("AA", ax=axes[0]) is figure
    assert plot.plot_breakdown(breakdown, ax=axes[1]) is figure
    assert plot.plot_distribution(breakdown, ax=axes[2]) is figure
    assert plot.plot_next_card(turn, player=0, ax=axes[3]) is figure
    assert plot.plot_categories(holdEm.equity(["AsKs", "QhQd"], board="5h6sTd"), ax=axes[4]) is figure
    assert len(axes[0].images) == len(axes[1].images) == 1 and len(axes[3].patches) == 45
    assert len(axes[4].patches) > 0 and not axes[5].has_data()
    with pytest.raises(ValueError):
        plot.plot_next_card(turn, ax=axes[5])  # two panels, one axes
    pair = Figure().subplots(2, 1)  # an array of axes, as subplots gives
    assert plot.plot_next_card(turn, ax=pair) is pair[0].figure and all(len(a.patches) == 45 for a in pair)


@pytest.mark.slow
def test_walkthrough_draws_every_picture(tmp_path: Path) -> None:
    example = Path(__file__).resolve().parent.parent / "examples" / "analysis_walkthrough.py"
    if not example.exists():
        pytest.skip("needs the source tree")
    command = [sys.executable, str(example), str(tmp_path)]
    done = subprocess.run(command, capture_output=True, env=cli_env(), timeout=300)
    assert done.returncode == 0, done.stderr
    names = {
        "categories.png",
        "range.png",
        "breakdown.png",
        "distribution.png",
        "next_card.png",
        "flops.png",
        "pushfold.png",
        "pushfold_chart.png",
    }
    assert {p.name for p in tmp_path.iterdir()} == names
    assert names == {p.name for p in (example.parent.parent / "docs" / "images").iterdir()}  # the pictures shown
    for name in names:
        assert (tmp_path / name).stat().st_size < 256_000  # small enough to keep in docs/images (the chart: 236 kB)
        pixels = imread(tmp_path / name)
        assert len(np.unique(pixels.reshape(-1, pixels.shape[2]), axis=0)) > 20


# --- The command line


@pytest.mark.parametrize(
    ("args", "shown"),
    [
        (["equity", "AsKs", "QhQd", "--board", "5h6sTd"], "hand categories"),
        (["breakdown", "QQ+,AK", "AhKh", "--board", "Kd7c2s"], "equity"),
        (["breakdown", "AA2:xxyy", "KsKdQhQc", "--board", "7h8h2c4d", "--game", "omaha-hilo"], "equity"),
        (["nextcard", "AsKs", "QhQd", "--board", "7h8h2c9d"], "outs"),
        (["range", "QQ+,AKs"], "AKs"),
    ],
)
def test_cli_plot_writes_the_picture_and_the_text(
    args: list[str], shown: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from holdEm.cli import main

    path = tmp_path / "out.png"
    assert main([*args, "--plot", str(path)]) == 0
    assert shown in capsys.readouterr().out  # the usual text output too
    pixels = imread(path)
    assert len(np.unique(pixels.reshape(-1, pixels.shape[2]), axis=0)) > 20


def test_cli_plot_in_a_process_of_its_own(tmp_path: Path) -> None:
    path = tmp_path / "turn.png"
    done = run_cli("nextcard", "AsKs", "QhQd", "--board", "7h8h2c9d", "--plot", str(path))
    assert done.returncode == 0, done.stderr
    assert b"outs for" in done.stdout and imread(path).shape[0] > 200


def test_cli_plot_refuses_a_bad_file_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Refused while the command line is read, before any calculation or output: a name matplotlib
    # could not write (or would change, adding .png), however long the run would have been.
    from holdEm.cli import main

    folder = tmp_path / "pictures"
    folder.mkdir()
    refused = {
        "": "the file name is empty",
        str(folder): "is a folder",
        str(folder) + "/": "is a folder",
        str(tmp_path / "no" / "such" / "folder.png"): "does not exist",
        str(tmp_path / "x.nosuchformat"): "name the picture's format by its extension",
        str(tmp_path / "grid"): "name the picture's format by its extension",
    }
    for name, message in refused.items():
        with pytest.raises(SystemExit) as info:
            main(["equity", "AsKs", "QhQd", "--board", "5h6sTd", "--plot", name])
        captured = capsys.readouterr()
        assert info.value.code == 2 and captured.out == "", name
        assert "holdem equity: error: argument --plot:" in captured.err and message in captured.err, name
    assert list(tmp_path.rglob("*.*")) == []  # nothing written, not even ".png" in the folder
    assert main(["range", "AA", "--plot", str(folder / "GRID.PNG")]) == 0  # any case of a format
    assert (folder / "GRID.PNG").stat().st_size > 1000


def test_cli_plot_json_output_stays_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from holdEm.cli import main

    path = tmp_path / "r.svg"
    assert main(["range", "AKs", "--json", "--plot", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["combos"] == 4
    assert path.read_text().lstrip().startswith("<?xml")  # the format follows the extension


# --- Without matplotlib


def test_missing_matplotlib_names_the_extra(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys,
    breakdown: holdEm.EquityBreakdown,
    turn: holdEm.NextCard,
) -> None:
    from holdEm.cli import main
    from holdEm.cli.subcommand import write_plot

    # One valid call of every public plot function, its argument computed first: a new function
    # must be added here, so that it too is checked to name the extra before touching matplotlib.
    result, report = holdEm.equity(["AsKs", "QhQd"], board="5h6sTd"), holdEm.flop_report(["AsKs", "QhQd"])
    solution, chart = holdEm.push_fold(10), holdEm.push_fold_chart([2, 5])
    calls = {
        "plot_range": lambda: plot.plot_range("AA"),
        "plot_breakdown": lambda: plot.plot_breakdown(breakdown),
        "plot_distribution": lambda: plot.plot_distribution(breakdown),
        "plot_next_card": lambda: plot.plot_next_card(turn),
        "plot_categories": lambda: plot.plot_categories(result),
        "plot_flops": lambda: plot.plot_flops(report),
        "plot_flops by=": lambda: plot.plot_flops(report, by="suits"),
        "plot_push_fold": lambda: plot.plot_push_fold(solution),
        "plot_push_fold_chart": lambda: plot.plot_push_fold_chart(chart),
    }
    public = {name for name in dir(plot) if name.startswith("plot_") and callable(getattr(plot, name))}
    assert public == set(plot.__all__) == {name.split()[0] for name in calls}
    # Every matplotlib module made unimportable, not only the package: a submodule still in
    # sys.modules (matplotlib.ticker) would otherwise be imported without the package's check.
    for name in [name for name in sys.modules if name.startswith("matplotlib.")] + ["matplotlib"]:
        monkeypatch.setitem(sys.modules, name, None)  # import now raises ImportError
    for name, call in calls.items():
        with pytest.raises(ImportError) as info:
            call()
        assert str(info.value) == plot.MISSING_MATPLOTLIB, name
    path = tmp_path / "x.png"
    with pytest.raises(SystemExit) as info:
        main(["range", "AA", "--plot", str(path)])
    assert info.value.code == 2 and "pip install 'holdEm[plot]'" in capsys.readouterr().err
    assert not path.exists()
    # Importable when the command line was read, gone when drawing: the same message, exit code 2.
    assert write_plot(lambda: plot.plot_range("AA"), str(path)) == 2
    assert "holdEm[plot]" in capsys.readouterr().err and not path.exists()


def test_import_holdEm_does_not_import_matplotlib(tmp_path: Path) -> None:
    code = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "matplotlib" or name.startswith("matplotlib."):
            raise ModuleNotFoundError("No module named " + repr(name))
sys.meta_path.insert(0, Block())
import holdEm, holdEm.plot, holdEm.cli
assert not any(m.startswith("matplotlib") for m in sys.modules), "matplotlib imported"
try:
    holdEm.plot.plot_breakdown(holdEm.equity_breakdown(["AA", "KK"], board="2c3d4h", exact=True))
except ImportError as error:
    print(error)
sys.exit(holdEm.cli.main(["equity", "AsKs", "QhQd", "--plot", "x.png"]))
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, env=cli_env(), cwd=tmp_path, timeout=60)
    assert done.returncode == 2, done.stderr
    assert b"holdEm.plot needs matplotlib: pip install 'holdEm[plot]'" in done.stdout
    assert b"argument --plot: needs matplotlib: pip install 'holdEm[plot]'" in done.stderr
    assert not (tmp_path / "x.png").exists()


def test_plot_range_takes_a_range_value() -> None:
    from_text = plot.plot_range("QQ+,AKs:0.5").axes[0].images[0].get_array()
    from_value = plot.plot_range(holdEm.Range("QQ+,AKs:0.5")).axes[0].images[0].get_array()
    assert np.array_equal(np.ma.filled(from_text, -1.0), np.ma.filled(from_value, -1.0))


def test_plot_flops_bars_by_texture(tmp_path: Path) -> None:
    report = holdEm.flop_report(["AsKs", "QhQd"])
    figure = plot.plot_flops(report)
    saved(figure, tmp_path / "flops.png")
    panels = {ax.get_title(): ax for ax in figure.axes}
    assert set(panels) == {"suits", "pairing", "straight", "high card"}
    for by, title in (("suits", "suits"), ("pairing", "pairing"), ("straight", "straight"), ("high", "high card")):
        ax, groups = panels[title], report.groups(by)
        # Under each group's name how often it comes (over the bars, it read as an equity), the
        # rarest in two digits (the 2-high flops, 0.023%, read 0.0%).
        shown = [f"{100 * g.frequency:.1f}%" if g.frequency >= 0.001 else f"{100 * g.frequency:.2g}%" for g in groups]
        assert [t.get_text() for t in ax.get_xticklabels()] == [f"{g.label}\n{f}" for g, f in zip(groups, shown)]
        assert [p.get_height() for p in ax.patches] == pytest.approx([g.equity[0] for g in groups])
        line = [ln for ln in ax.get_lines() if ln.get_linestyle() == "--"][0]
        assert line.get_ydata()[0] == pytest.approx(report.equity[0])
    assert [t.get_text() for t in panels["high card"].get_xticklabels()][-1] == "2\n0.023%"  # 222: 4 of 17,296
    one = plot.plot_flops(report, player=1, by="suits")
    assert len(one.axes) == 1
    assert one.axes[0].patches[0].get_height() == pytest.approx(report.groups("suits")[0].equity[1])
    assert "QhQd v AsKs" in one.axes[0].get_title()
    with pytest.raises(ValueError, match="player must be"):
        plot.plot_flops(report, player=2)
    with pytest.raises(ValueError, match="by must be one of"):
        plot.plot_flops(report, by="colour")
    with pytest.raises(ValueError, match="ax= draws one panel"):
        plot.plot_flops(report, ax=one.axes[0])
    with pytest.raises(TypeError, match="FlopReport"):
        plot.plot_flops(holdEm.equity(["AsKs", "QhQd"]))  # type: ignore[arg-type]
    code = run_cli("flops", "AsKs", "QhQd", "--by", "high", "--plot", str(tmp_path / "cli.png")).returncode
    assert code == 0 and (tmp_path / "cli.png").stat().st_size > 2_000


def test_plot_push_fold_draws_both_frequencies_on_the_grid(tmp_path: Path) -> None:
    solution = holdEm.push_fold(10)
    figure = plot.plot_push_fold(solution)
    saved(figure, tmp_path / "pushfold.png")
    grids = [ax for ax in figure.axes if ax.images]
    assert [ax.get_title() for ax in grids] == [
        f"SB pushes {solution.push_share:.1%} of hands",
        f"BB calls {solution.call_share:.1%} of hands",
    ]
    for ax, frequency in zip(grids, (solution.push, solution.call)):
        grid = ax.images[0].get_array()
        for name, f in zip(holdEm.HAND_CLASSES, frequency):
            shown = grid[cell(name)]
            assert np.ma.is_masked(shown) if f == 0 else float(shown) == pytest.approx(f, abs=1e-6), name
    assert "push/fold equilibrium: 10 BB effective, small blind 0.5, big blind 1" in texts(figure)
    with pytest.raises(TypeError, match="PushFold"):
        plot.plot_push_fold(holdEm.equity(["AsKs", "QhQd"]))  # type: ignore[arg-type]


def test_plot_push_fold_chart_colours_each_class_by_its_limit(tmp_path: Path) -> None:
    chart = holdEm.push_fold_chart([k / 10 for k in range(11, 81)])  # 1.1 to 8 BB
    figure = plot.plot_push_fold_chart(chart)
    saved(figure, tmp_path / "chart.png")
    grids = [ax for ax in figure.axes if ax.images]
    assert [ax.get_title() for ax in grids] == ["SB pushes up to (BB)", "BB calls up to (BB)"]
    for ax, who in zip(grids, ("push", "call")):
        grid = ax.images[0].get_array()
        for name in ("AA", "T3s", "Q2o", "63s", "72o", "32o"):
            limit = chart.limit(name, who)
            shown = grid[cell(name)]
            assert np.ma.is_masked(shown) if limit is None else float(shown) == pytest.approx(limit / 8.0), name
    words = texts(figure)
    assert "T3s\n7.7*" in words and "AA\n8+" in words  # T3s is pushed to 7.7 BB, with gaps below
    assert "push/fold Nash charts, 1.1 to 8 BB, small blind 0.5" in words
    with pytest.raises(TypeError, match="PushFoldChart"):
        plot.plot_push_fold_chart(holdEm.push_fold(10))  # type: ignore[arg-type]
    code = run_cli("pushfold", "--chart", "--up-to", "3", "--plot", str(tmp_path / "cli.png")).returncode
    assert code == 0 and (tmp_path / "cli.png").stat().st_size > 10_000
