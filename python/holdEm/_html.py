"""HTML for notebooks: the ``_repr_html_`` of the results (EquityResult, EquityBreakdown, NextCard,
BoardHits, FlopReport, PushFold, IcmEquity).  Plain tables with inline styles (no scripts, no
style sheet), every text escaped."""

from __future__ import annotations

import html
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from holdEm._words import amount, counted

if TYPE_CHECKING:
    from holdEm.breakdown import EquityBreakdown
    from holdEm.equity import EquityResult
    from holdEm.flops import FlopReport
    from holdEm.hand_range import Range
    from holdEm.hits import BoardHits
    from holdEm.icm import IcmEquity
    from holdEm.next_card_equity import NextCard
    from holdEm.push_fold import PushFold

# Samples of matplotlib's viridis colour map at 0, 1/16, ..., 1 (a perceptually uniform map that
# reads with colour-vision deficiencies), interpolated linearly: close to the colours of
# holdEm.plot without needing matplotlib.
_VIRIDIS = (
    "#440154", "#48186a", "#472d7b", "#424086", "#3b528b", "#33638d", "#2c728e", "#26828e", "#21918c",
    "#1fa088", "#28ae80", "#3fbc73", "#5ec962", "#84d44b", "#addc30", "#d8e219", "#fde725",
)  # fmt: skip

#: The most rows (hands, players) and place columns a table shows: a notebook stays readable and light.
SHOWN_ROWS = 20
SHOWN_PLACES = 9

_TABLE = 'style="border-collapse:collapse;margin:0.3em 0"'
_CELL = "padding:1px 6px;text-align:right"  # the last text-align in a style wins


def _esc(value: object) -> str:
    return html.escape(str(value), quote=True)


def preformatted(text: str) -> str:
    """Plain text as it reads in a terminal (a chart of aligned columns), escaped."""
    return f'<pre style="font-size:11px;line-height:1.25">{_esc(text)}</pre>'


def _pct(value: float, digits: int = 2) -> str:
    return "&ndash;" if math.isnan(value) else f"{100 * value:.{digits}f}%"


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    return int(hex_colour[1:3], 16), int(hex_colour[3:5], 16), int(hex_colour[5:7], 16)


def viridis(value: float) -> str:
    """The colour of ``value`` (clipped to 0..1) on viridis, as ``#rrggbb``."""
    x = min(max(value, 0.0), 1.0) * (len(_VIRIDIS) - 1)
    k = min(int(x), len(_VIRIDIS) - 2)
    t = x - k
    low, high = _rgb(_VIRIDIS[k]), _rgb(_VIRIDIS[k + 1])
    return "#" + "".join(f"{round(a + (b - a) * t):02x}" for a, b in zip(low, high))


def _text_colour(background: str) -> str:
    r, g, b = (c / 255 for c in _rgb(background))
    return "black" if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 else "white"


def table(headers: Sequence[str], rows: Iterable[Sequence[str]], caption: str = "") -> str:
    """A table; ``headers`` and ``caption`` are plain text (escaped here), the cells HTML already."""
    parts = [f"<table {_TABLE}>"]
    if caption:
        parts.append(f'<caption style="text-align:left;font-weight:bold">{_esc(caption)}</caption>')
    # The first column names the row (a hand, a card, a category): left-aligned; figures right.
    styles = [f"{_CELL};text-align:left"] + [_CELL] * max(len(headers) - 1, 0)
    if any(headers):
        cells = "".join(f'<th style="{style}">{_esc(h)}</th>' for style, h in zip(styles, headers))
        parts.append(f"<thead><tr>{cells}</tr></thead>")
    parts.append("<tbody>")
    for row in rows:
        parts.append("<tr>" + "".join(f'<td style="{style}">{cell}</td>' for style, cell in zip(styles, row)) + "</tr>")
    parts.append("</tbody></table>")
    return "".join(parts)


def class_grid(classes: Sequence[str], values: Sequence[float], tips: Sequence[str], caption: str) -> str:
    """The square grid of ``classes`` (row-major: Hold'em's 13x13 or the short deck's 9x9), each
    cell its class and value in percent on a viridis background, NaN cells blank; ``tips`` are
    the cells' hover texts."""
    side = math.isqrt(len(classes))
    parts = ['<table style="border-collapse:collapse;font-size:10px;margin:0.3em 0">']
    parts.append(f'<caption style="text-align:left">{_esc(caption)}</caption>')
    for row in range(side):
        parts.append("<tr>")
        for col in range(side):
            i = side * row + col
            value = values[i]
            style = "width:34px;height:26px;text-align:center;border:1px solid #ddd;padding:0"
            if math.isnan(value):
                parts.append(f'<td style="{style};color:#aaa">{_esc(classes[i])}</td>')
                continue
            background = viridis(value)
            parts.append(
                f'<td style="{style};background:{background};color:{_text_colour(background)}" '
                f'title="{_esc(tips[i])}">{_esc(classes[i])}<br>{100 * value:.0f}</td>'
            )
        parts.append("</tr>")
    parts.append("</table>")
    return "".join(parts)


def _where(board: str, dead: str) -> str:
    return (f"board {board}" if board else "preflop") + (f", dead {dead}" if dead else "")


def equity_result_html(result: EquityResult) -> str:
    """Each player's equity, win, tie (and standard error), then the hand categories."""
    from holdEm.equity import CATEGORY_NAMES, category_order

    caption = f"{result.game}, {_where(result.board, result.dead)}: {result.summary}"
    if not result.has_figures:
        return f"<div><p>{_esc(caption)}</p></div>"
    if result.low_frequency is not None:
        caption += f", a low qualifies on {100 * result.low_frequency:.1f}% of boards"
    columns = result._columns()
    headers = ["hand", *(name for name, _ in columns)]
    rows = [
        [f"{p + 1}. {_esc(hand)}", *(_pct(values[p], 3 if name == "stderr" else 2) for name, values in columns)]
        for p, hand in enumerate(result.hands)
    ]
    parts = ["<div>", table(headers, rows, caption)]
    codes = [c - 1 for c in category_order(result.game) if any(cats[c - 1] > 0 for cats in result.categories)]
    if codes:
        cat_rows = [[_esc(CATEGORY_NAMES[c])] + [_pct(cats[c], 3) for cats in result.categories] for c in codes]
        parts.append(table(["hand category", *result.hands], cat_rows, "probability of ending with each category"))
    parts.append("</div>")
    return "".join(parts)


def range_html(hand_range: Range) -> str:
    """A range on the 13x13 grid: each class's share of its combos in the range (classes not in it
    blank), under its text and its combos counted by weight."""
    from holdEm.hand_range import grid_classes

    classes = grid_classes("holdem")
    shares = hand_range.grid().ravel()
    weight = hand_range.weighted_combos
    tips = [f"{name}: {100 * shares[i]:.1f}% of its combos" for i, name in enumerate(classes)]
    caption = f"{str(hand_range) or 'an empty range'}: {weight:g} of 1326 combos ({100 * weight / 1326:.1f}%)"
    cells = [s if s > 0 else math.nan for s in shares]
    return "<div>" + class_grid(classes, cells, tips, caption) + "</div>"


def breakdown_html(breakdown: EquityBreakdown) -> str:
    """The summary (whose range, against whom, equity, combos), then the range on the 13x13 grid
    coloured by each class's equity."""
    from holdEm.games import TWO_CARD_DECKS
    from holdEm.hand_range import grid_classes
    from holdEm.preflop import class_of_combo

    b = breakdown
    summary = [
        ["player", f"{b.player + 1}: {_esc(b.hands[b.player])}"],
        ["against", _esc(", ".join(b.others))],
        ["board", _esc(b.board or "-")],
    ]
    if b.dead:
        summary.append(["dead", _esc(b.dead)])
    if b.game != "holdem":
        summary.append(["game", _esc(b.game)])
    summary += [["equity", _pct(b.equity)], ["combos", str(len(b.combos))], ["exact", str(b.exact)]]
    if not b.exact:
        summary.append(["stderr", _pct(b.stderr, 3)])
    if b.game not in TWO_CARD_DECKS:  # Omaha hands have no class grid: the strongest hands instead
        rows = [[_esc(r.combo), _pct(r.weight), _pct(r.equity)] for r in sorted(b.rows(), key=lambda r: -r.equity)]
        shown = rows[:SHOWN_ROWS] + ([["...", "", ""]] if len(rows) > SHOWN_ROWS else [])
        caption = f"the {min(SHOWN_ROWS, len(rows))} strongest of {len(rows)} hands"
        hands = table(["hand", "weight", "equity"], shown, caption)
        return "<div>" + table(["", ""], summary, "equity breakdown") + hands + "</div>"
    classes = grid_classes(b.game)
    counts = Counter(class_of_combo(combo) for combo in b.combos)
    grid = b.by_class().ravel()
    tips = [
        f"{name}: equity {100 * grid[i]:.2f}% over {counted(counts[name], 'combo')}" for i, name in enumerate(classes)
    ]
    caption = "equity per class (percent), classes not in the range blank"
    return (
        "<div>"
        + table(["", ""], summary, "equity breakdown")
        + class_grid(classes, list(grid), tips, caption)
        + "</div>"
    )


def next_card_html(result: NextCard) -> str:
    """One row per card that can come: its chance and each player's equity after it, the cards
    where a player takes the lead in bold; then each player's outs."""
    outs = [set(result.outs(p)) for p in range(len(result.hands))]
    rows = [["<b>now</b>", "", *(_pct(e) for e in result.equity)]]
    for card, weight, equities in zip(result.cards, result.weights, result.equities):
        cells = [f"<b>{_pct(e)}</b>" if card in outs[p] else _pct(e) for p, e in enumerate(equities)]
        rows.append([_esc(card), _pct(weight), *cells])
    caption = f"equity after the next card, {_where(result.board, result.dead)}"
    parts = ["<div>", table(["card", "chance", *result.hands], rows, caption)]
    for p, hand in enumerate(result.hands):
        if outs[p]:
            cards = " ".join(c for c in result.cards if c in outs[p])
            parts.append(f"<p>outs for {_esc(hand)}: {len(outs[p])} ({_esc(cards)})</p>")
    parts.append("</div>")
    return "".join(parts)


def board_hits_html(hits: BoardHits[Any]) -> str:
    """The made-hand classes and the draws (in hi-lo also the lows and the low draws): each one's
    share of the range and its combos."""

    def rows(shares: dict[str, float]) -> list[list[str]]:
        return [[_esc(name), _pct(share), f"{share * hits.combos:.4g}"] for name, share in shares.items()]

    game = f" ({hits.game})" if hits.game != "holdem" else ""
    unit = "hands" if hits.is_omaha else "combos"
    caption = f"{hits.range} on {_where(hits.board, hits.dead)}{game}: {amount(hits.combos)} {unit}"
    # On a river every draw is 0: a one-line table says so instead of a column of zeros.
    from holdEm.hits import NO_DRAWS_ON_THE_RIVER

    none = [[_esc(NO_DRAWS_ON_THE_RIVER)]]
    parts = [
        table(["made hand", "share", "combos"], rows(hits.made), caption),
        table(["draw"], none) if hits.is_river else table(["draw", "share", "combos"], rows(hits.draws)),
    ]
    if hits.lows is not None and hits.low_draws is not None:
        parts += [
            table(["low", "share", "hands"], rows(hits.lows)),
            table(["low draw"], none) if hits.is_river else table(["low draw", "share", "hands"], rows(hits.low_draws)),
        ]
    return "<div>" + "".join(parts) + "</div>"


def flop_report_html(report: FlopReport) -> str:
    """The preflop equity, then one table per texture (its groups' chance and equities), then the
    best and worst flops for the first player."""
    head = ["", "chance", *report.hands]
    caption = f"equity by flop texture, {' v '.join(report.hands)}"
    parts = ["<div>", table(head, [["<b>preflop</b>", _pct(1.0), *(_pct(e) for e in report.equity)]], caption)]
    for by, groups in ((by, report.groups(by)) for by in ("suits", "pairing", "straight", "high")):
        rows = [[_esc(g.label), _pct(g.frequency), *(_pct(e) for e in g.equity)] for g in groups]
        parts.append(table([by, *head[1:]], rows))
    ranked = report.ranked(0)
    for what, shown in (("best", ranked[:5]), ("worst", ranked[::-1][:5])):
        flops = " ".join(r.flop for r in shown)
        parts.append(f"<p>{what} flops for {_esc(report.hands[0])}: {_esc(flops)}</p>")
    how = "exact" if report.exact else "estimated"
    dead = f", dead {_esc(report.dead)}" if report.dead else ""
    parts.append(f"<p>{len(report.rows)} classes of flops{dead}, {how}</p></div>")
    return "".join(parts)


def push_fold_html(solution: PushFold) -> str:
    """The spot and the SB's value, then the pushing and the calling frequencies on the 13x13 grid
    (a tip per class: the frequency and what the action wins over folding)."""
    from holdEm.preflop import HAND_CLASSES

    s = solution
    head, *_, values = s.text().splitlines()  # the spot, and the values with the exploitability
    parts = [f"<div><p>{_esc(head)}<br>{_esc(values)}</p>"]
    for who, frequency, gain, share in (
        ("SB pushes", s.push, s.push_gain, s.push_share),
        ("BB calls", s.call, s.call_gain, s.call_share),
    ):
        tips = [
            f"{name}: {100 * f:.1f}%, {g:+.4g} {s.unit} over a fold"
            for name, f, g in zip(HAND_CLASSES, frequency, gain)
        ]
        shown = [f if f > 0 else math.nan for f in frequency]  # a class never played is blank, as in the picture
        parts.append(class_grid(HAND_CLASSES, shown, tips, f"{who} {100 * share:.1f}% of hands"))
    parts.append("</div>")
    return "".join(parts)


def icm_html(result: IcmEquity) -> str:
    """A row per player: its chips and their share, its equity and its share of the payouts, then
    its chance of each paid place; the first SHOWN_ROWS players and SHOWN_PLACES places only (a
    table of 10,000 players was 3.5 MB)."""
    total, pool = sum(result.stacks), sum(result.payouts)
    places = min(len(result.payouts), SHOWN_PLACES)
    more_places = len(result.payouts) > places
    head = ["player", "chips", "chip share", "equity", "of the payouts"]
    head += [f"place {k + 1}" for k in range(places)] + (["..."] if more_places else [])
    rows = [
        [str(i + 1), f"{s:g}", _pct(s / total), f"{e:.4f}", _pct(e / pool) if pool else "&ndash;"]
        + [_pct(p) for p in result.places[i][:places]]
        + (["..."] if more_places else [])
        for i, (s, e) in enumerate(zip(result.stacks[:SHOWN_ROWS], result.equity))
    ]
    players = len(result.stacks)
    if players > SHOWN_ROWS:
        rows.append(["..."] + [""] * (len(head) - 1))
    caption = "ICM equity" + (f": the first {SHOWN_ROWS} of {players:,} players" if players > SHOWN_ROWS else "")
    return table(head, rows, caption)
