"""The notebook displays (``_repr_html_``) and the one-line ``repr`` of EquityResult, EquityBreakdown,
NextCard and BoardHits: well-formed tables, every text escaped, the figures shown."""

from __future__ import annotations

import dataclasses
from html.parser import HTMLParser

import pytest

import holdEm
from holdEm import _html

VOID = {"br"}


class Tags(HTMLParser):
    """Collects the start tags and checks that every element is closed in order."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.seen: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.seen.append((tag, dict(attrs)))
        if tag not in VOID:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open[-1] == tag, f"</{tag}> closes <{self.open[-1] if self.open else None}>"
        self.open.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parsed(markup: str) -> Tags:
    tags = Tags()
    tags.feed(markup)
    tags.close()
    assert tags.open == [], f"unclosed: {tags.open}"
    return tags


@pytest.fixture(scope="module")
def results() -> dict[str, object]:
    return {
        "equity": holdEm.equity(["AsKs", "QhQd"], board="5h6sTd"),
        "monte_carlo": holdEm.equity(["AsKs", "QhQd"], trials=2000, seed=1),
        "breakdown": holdEm.equity_breakdown(["QQ+,AK", "AhKh"], board="Kd7c2s", exact=True),
        "next_card": holdEm.next_card(["AsKs", "QhQd"], "7h8h2c"),
        "hits": holdEm.board_hits("QQ+,AK", "Kd7c2s"),
        # Results of many numbers: one line too (the chart's was 1.7 MB, PushFold's 9 kB).
        "push_fold": holdEm.push_fold(10),
        "push_fold_icm": holdEm.push_fold_icm([7500, 3000, 1600, 1400], [50, 30, 20], big_blind=300),
        "chart": holdEm.push_fold_chart([2, 3, 4]),
        "icm": holdEm.icm([1.0] * 50, [5, 3, 2]),
        "curve": holdEm.equity_breakdown(["QQ+,AK", "AhKh"], board="Kd7c2s", exact=True).curve(),
        "omaha_weighted": holdEm.omaha_weighted_hands("AA@50,KK"),
    }


def test_repr_is_one_short_line(results: dict[str, object]) -> None:
    for name, result in results.items():
        text = repr(result)
        assert "\n" not in text and len(text) < 160, name
        assert text.startswith(type(result).__name__ + "("), name
    r = holdEm.equity(["AsKs", "QhQd"])
    assert repr(r) == "EquityResult(hands=('AsKs', 'QhQd'), equity=(0.4621, 0.5379), exact=True)"
    b = results["breakdown"]
    assert f"equity={round(b.equity, 4)}" in repr(b) and f"combos={len(b.combos)}" in repr(b)  # type: ignore[attr-defined]
    assert "cards=45" in repr(results["next_card"]) and "board='7h8h2c'" in repr(results["next_card"])
    # QQ 6, KK 3 (Kd on the board), AA 6, AK 4 x 3.
    assert repr(results["hits"]) == "BoardHits(range='QQ+,AK', board='Kd7c2s', combos=27)"
    assert repr(results["chart"]) == "PushFoldChart(stacks=2..4 (3), ante=0, small_blind=0.5)"
    assert repr(results["icm"]).endswith("equity=(0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, ...))")


def test_results_with_arrays_compare_and_stay_frozen(results: dict[str, object]) -> None:
    # == on a result holding arrays answers (it raised "truth value of an array is ambiguous"): each
    # against the same result made again (not itself, which == answers without looking).
    again = {
        "icm": holdEm.icm([1.0] * 50, [5, 3, 2]),
        "curve": holdEm.equity_breakdown(["QQ+,AK", "AhKh"], board="Kd7c2s", exact=True).curve(),
    }
    for name, made_again in again.items():
        assert made_again is not results[name] and made_again == results[name], name
        assert hash(made_again) == hash(results[name]), name  # (equal values, equal hashes: a set keeps one)
    assert holdEm.icm([2.0] + [1.0] * 49, [5, 3, 2]) != results["icm"]
    icm = results["icm"]
    with pytest.raises(ValueError, match="read-only"):
        icm.places[0, 0] = 1.0  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="read-only"):
        results["curve"].equity[0] = 1.0  # type: ignore[attr-defined]
    assert "the largest stack" in results["chart"]._repr_html_()  # type: ignore[attr-defined]


def test_str_stays_the_readable_table(results: dict[str, object]) -> None:
    text = str(results["monte_carlo"])
    assert len(text.splitlines()) == 4 and "stderr" in text and "Monte Carlo" in text
    assert "0.289899" in str(results["equity"]) and "exact" in str(results["equity"])


def test_a_long_range_is_cut_in_the_tables_columns() -> None:
    """A range an analysis made (hundreds of characters) stands in a table as its first 21 and
    "...": the rows were 270 characters wide; the result keeps the whole text."""
    wide = str(holdEm.board_hits("22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+", "Jh8h2c").select("top pair+", "flush draw"))
    assert len(wide) > 100
    shown = wide[:21] + "..."
    tables = {
        "equity": holdEm.equity(["AhJd", wide], "Jh8h2c"),
        "next_card": holdEm.next_card(["AhJd", wide], "Jh8h2c"),
        "breakdown": holdEm.equity_breakdown(["AhJd", wide], "Jh8h2c"),
        "flops": holdEm.flop_report(["AhKh", "QQ+,AK,A5s,KQs,JTs,T9s,98s,87s,76s,65s,54s"], threads=1),
    }
    for name, result in tables.items():
        text = str(result)
        assert max(map(len, text.splitlines())) < 100, name
        assert wide not in text, name
    assert shown in str(tables["equity"]) and shown in str(tables["next_card"]) and shown in str(tables["breakdown"])
    assert tables["equity"].hands[1] == wide
    assert "QQ+,AK,A5s,KQs,JTs,T9..." in str(tables["flops"])


def test_equity_html(results: dict[str, object]) -> None:
    r = results["equity"]
    tags = parsed(r._repr_html_())  # type: ignore[attr-defined]
    assert [t for t, _ in tags.seen].count("table") == 2  # the players, the categories
    words = " ".join(tags.text)
    assert "AsKs" in words and "QhQd" in words and "5h6sTd" in words
    assert f"{100 * r.equity[0]:.2f}%" in words  # type: ignore[attr-defined]
    assert "Flush" in words and "Royal flush" not in words  # only the categories someone can make
    mc = parsed(results["monte_carlo"]._repr_html_())  # type: ignore[attr-defined]
    assert "stderr" in mc.text
    nan = float("nan")
    empty = dataclasses.replace(r, equity=(nan, nan), exact=False, complete=False)  # type: ignore[type-var]
    none = parsed(empty._repr_html_())
    assert "table" not in [t for t, _ in none.seen] and "no figures" in " ".join(none.text)


def test_hi_lo_tables_give_the_scoop_and_each_half() -> None:
    """Omaha hi-lo's str and HTML give the scoop (its win), the split and the high and low shares,
    and how often a low qualifies, each the result's own figure, named as ``holdem equity`` names
    them (they gave equity, win and tie only)."""
    r = holdEm.equity(["AsKs2d3c", "QhQd7c8c"], board="4h5h9s", game="omaha8")
    assert r.low_frequency is not None
    text = str(r)
    assert f"a low qualifies on {r.low_frequency:.1%} of boards" in text
    assert text.splitlines()[1].split() == ["hand", "equity", "scoop", "split", "hi", "lo"]
    row = text.splitlines()[2].split()
    assert row == ["AsKs2d3c", *(f"{v[0]:.6f}" for v in (r.equity, r.scoop, r.tie, r.hi_share, r.lo_share))]
    tags = parsed(r._repr_html_())
    words = " ".join(tags.text)
    assert f"a low qualifies on {100 * r.low_frequency:.1f}% of boards" in words
    assert all(f"{100 * v[1]:.2f}%" in tags.text for v in (r.equity, r.scoop, r.hi_share, r.lo_share))


def test_breakdown_html_has_the_coloured_grid(results: dict[str, object]) -> None:
    b = results["breakdown"]
    tags = parsed(b._repr_html_())  # type: ignore[attr-defined]
    cells = [a for t, a in tags.seen if t == "td"]
    grid = cells[-169:]
    coloured = [a for a in grid if "background" in (a.get("style") or "")]
    assert len(coloured) == 5  # QQ, KK, AA, AKs, AKo: the range's classes on Kd7c2s
    by_class = b.by_class()  # type: ignore[attr-defined]
    aks = grid[1]  # row A, column K
    assert "AKs" in (aks.get("title") or "") and f"{100 * by_class[0, 1]:.2f}%" in (aks.get("title") or "")
    assert _html.viridis(by_class[0, 1]) in (aks.get("style") or "")
    assert f"{100 * b.equity:.2f}%" in " ".join(tags.text)  # type: ignore[attr-defined]
    assert "stderr" not in tags.text  # exact
    sampled = holdEm.equity_breakdown(["QQ+,AK", "AhKh"], board="Kd7c2s", exact=False, seed=1)
    words = parsed(sampled._repr_html_()).text
    assert words[words.index("stderr") + 1] == f"{100 * sampled.stderr:.3f}%"


def test_a_range_shows_as_its_grid() -> None:
    """Each class in the range coloured by the share of its combos (the classes' combos counted
    here: 6 a pair, 4 suited, 12 offsuit), the others blank; the text and weighted count above."""
    r = holdEm.Range("QQ+,AKs,AKo:0.5,KhQh")
    tags = parsed(r._repr_html_())
    grid = [a for t, a in tags.seen if t == "td"][-169:]
    coloured = {holdEm.HAND_CLASSES[i]: a for i, a in enumerate(grid) if "background" in (a.get("style") or "")}
    assert set(coloured) == {"AA", "KK", "QQ", "AKs", "AKo", "KQs"}
    assert _html.viridis(0.5) in coloured["AKo"]["style"] and _html.viridis(0.25) in coloured["KQs"]["style"]
    assert _html.viridis(1.0) in coloured["QQ"]["style"]
    assert f"{r}: 29 of 1326 combos (2.2%)" in " ".join(tags.text)
    assert "an empty range" in holdEm.Range({})._repr_html_()


def test_push_fold_html_leaves_the_classes_never_played_blank() -> None:
    s = holdEm.push_fold(10)
    grids = [a for t, a in parsed(s._repr_html_()).seen if t == "td"][-2 * 169 :]
    for played, cells in ((s.push, grids[:169]), (s.call, grids[169:])):
        coloured = ["background" in (a.get("style") or "") for a in cells]
        assert coloured == [f > 0 for f in played]


def test_short_deck_breakdown_html_is_the_9x9_grid() -> None:
    b = holdEm.equity_breakdown(["TT+,AQs+", "random"], "Ah7d8c", game="shortdeck")
    markup = b._repr_html_()
    tags = parsed(markup)
    start = markup.rindex("<table")
    grid = parsed(markup[start : markup.index("</table>", start) + len("</table>")])
    assert [t for t, _ in grid.seen].count("tr") == 9
    cells = [a for t, a in grid.seen if t == "td"]
    assert len(cells) == 81
    coloured = [a for a in cells if "background" in (a.get("style") or "")]
    assert len(coloured) == 7  # AA, KK, QQ, JJ, TT, AKs, AQs
    assert "A6s" in " ".join(tags.text) and "A5s" not in " ".join(tags.text)
    assert f"{100 * b.by_class()[0, 2]:.2f}%" in (cells[2].get("title") or "")  # row A, column Q: AQs


def test_next_card_and_hits_html(results: dict[str, object]) -> None:
    n = results["next_card"]
    tags = parsed(n._repr_html_())  # type: ignore[attr-defined]
    rows = [t for t, _ in tags.seen if t == "tr"]
    assert len(rows) == 1 + 1 + 45  # the header, "now", a row per card
    outs = n.outs(0)  # type: ignore[attr-defined]
    assert outs and f"outs for AsKs: {len(outs)}" in " ".join(tags.text)
    h = results["hits"]
    tags = parsed(h._repr_html_())  # type: ignore[attr-defined]
    words = tags.text
    assert "overpair" in words and "gutshot" in words
    assert f"{100 * h.made['set']:.2f}%" in words  # type: ignore[attr-defined]


def test_html_escapes_every_text(results: dict[str, object]) -> None:
    evil = "<script>alert('x')</script>&"
    cases = [
        dataclasses.replace(results["equity"], hands=(evil, "QhQd")),  # type: ignore[type-var]
        dataclasses.replace(results["breakdown"], hands=(evil, evil)),  # type: ignore[type-var]
        dataclasses.replace(results["next_card"], hands=(evil, "QhQd")),  # type: ignore[type-var]
        dataclasses.replace(results["hits"], range=evil, board='" onclick="x'),  # type: ignore[type-var]
    ]
    for case in cases:
        markup = case._repr_html_()
        assert markup.startswith("<div><table")
        assert "<script>" not in markup and '" onclick=' not in markup
        assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;&amp;" in markup
        parsed(markup)


def test_viridis_samples() -> None:
    assert _html.viridis(0.0) == "#440154" and _html.viridis(1.0) == "#fde725"
    assert _html.viridis(-1.0) == "#440154" and _html.viridis(2.0) == "#fde725"
    mpl = pytest.importorskip("matplotlib")
    for x in (0.1, 0.33, 0.5, 0.77, 0.95):  # close to matplotlib's own map between the samples
        ours = mpl.colors.to_rgb(_html.viridis(x))
        theirs = mpl.colormaps["viridis"](x)[:3]
        assert max(abs(a - b) for a, b in zip(ours, theirs)) < 0.02
