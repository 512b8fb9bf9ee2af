"""The equity distribution curve under the heat map, on the page (headless Chromium).

The page draws, from the same ``/api/breakdown`` answer as the heat map, the chosen player's
combos strongest first against their running share of the range: the steps drawn (the SVG path,
read back through the plot area's geometry, and the exact numbers the path was drawn from) are
the library's ``equity_breakdown(...).curve()``, in Hold'em and short deck; in Omaha, where the
answer lists only the hands of the most equity, the curve is the listed part of the library's
curve, ending at the listed hands' share, with a note saying so.  A new board redraws it.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    set_field,
    show_follow_ups,
    wait_current,
    wait_for,
)

import holdEm
from holdEm.web.jobs import MAX_LISTED_HANDS

# The path's coordinates are rounded to 0.01 of a viewBox unit on a plot some 400 units wide.
DRAWN = 1e-4


def shown_curve(driver: Any, board: str) -> dict[str, Any]:
    """Waits for the curve of the breakdown on ``board`` and returns what the page drew."""
    wait_for(
        driver,
        f"document.getElementById('curve').dataset.stale === 'false' && "
        f"document.getElementById('curve').dataset.board === {board!r}",
        timeout=40,
    )
    return driver.execute_script(
        """const svg = document.querySelector('#curve svg');
        const path = svg.querySelector('path.steps');
        const overall = svg.querySelector('line.overall');
        const note = document.getElementById('curve-note');
        const titleId = svg.getAttribute('aria-labelledby');
        return {
          plot: ['left', 'top', 'width', 'height'].map(k => Number(svg.dataset[k])),
          d: path.getAttribute('d'),
          share: JSON.parse(path.dataset.share), equity: JSON.parse(path.dataset.equity),
          overall: [Number(overall.getAttribute('y1')), Number(overall.getAttribute('y2'))],
          role: svg.getAttribute('role'),
          title: titleId ? document.getElementById(titleId).textContent : null,
          ticks: [...svg.querySelectorAll('.axes text')].map(t => t.textContent),
          note: note ? note.textContent : null,
        };"""
    )


def path_steps(shown: dict[str, Any]) -> tuple[np.ndarray, np.ndarray]:
    """The steps of the drawn path, as (share, equity) in 0..1, read back from its coordinates:
    ``M x0 y0 H x V y H x ... H x``, each H the end of a combo's width, each V the next's height."""
    left, top, width, height = shown["plot"]
    tokens = re.findall(r"([MHV])\s*([-\d.]+)(?:\s+([-\d.]+))?", shown["d"])
    assert tokens[0][0] == "M" and float(tokens[0][1]) == pytest.approx(left)
    heights = [float(tokens[0][2])] + [float(v) for c, v, _ in tokens[1:] if c == "V"]
    ends = [float(v) for c, v, _ in tokens[1:] if c == "H"]
    assert [c for c, _, _ in tokens[1:]] == ["H"] + ["V", "H"] * (len(ends) - 1)  # a step line
    return (np.array(ends) - left) / width, 1 - (np.array(heights) - top) / height


def y_to_equity(shown: dict[str, Any], y: float) -> float:
    _, top, _, height = shown["plot"]
    return 1 - (y - top) / height


def assert_curve(shown: dict[str, Any], share: np.ndarray, equity: np.ndarray, overall: float) -> None:
    """The drawing is this curve, both as drawn (the path) and as the numbers it was drawn from."""
    assert shown["share"] == pytest.approx(share.tolist(), abs=1e-12)
    assert shown["equity"] == pytest.approx(equity.tolist(), abs=1e-12)
    drawn_share, drawn_equity = path_steps(shown)
    assert drawn_share == pytest.approx(share, abs=DRAWN)
    assert drawn_equity == pytest.approx(equity, abs=DRAWN)
    # The overall equity: a horizontal line at its height.
    assert shown["overall"][0] == shown["overall"][1]
    assert y_to_equity(shown, shown["overall"][0]) == pytest.approx(overall, abs=DRAWN)
    assert shown["role"] == "slider" and "Equity distribution" in shown["title"]
    assert f"overall equity {100 * overall:.2f}%" in shown["title"]
    assert shown["ticks"][:4] == ["0%", "0%", "25%", "25%"] and "100%" in shown["ticks"]


@pytest.mark.parametrize(
    ("game", "hands", "board", "player"),
    [
        ("holdem", ["QQ+,AKs,T9s,76s:0.5", "AsKd"], "Jh8h2c", 0),
        ("shortdeck", ["JhTh", "AA,KK,76s,A9o:0.5"], "9h8h6c", 1),
    ],
)
def test_the_curve_is_the_librarys_in_two_card_games(
    page: Any, game: str, hands: list[str], board: str, player: int
) -> None:
    show_follow_ups(page, game, hands, board, player)
    shown = shown_curve(page, board)
    expected = holdEm.equity_breakdown(hands, board, player=player, game=game)
    curve = expected.curve()
    assert len(curve.share) == len(expected.combos) > 20
    assert_curve(shown, curve.share, curve.equity, expected.equity)
    assert shown["share"][-1] == pytest.approx(1.0, abs=1e-9) and shown["note"] is None


# Records each change of the curve's box: its stale mark, the board typed then and the board drawn.
WATCH = """
window.curveLog = [];
const box = document.getElementById('curve');
if (window.curveWatcher) window.curveWatcher.disconnect();
window.curveWatcher = new MutationObserver(() => window.curveLog.push({
  stale: box.dataset.stale, typed: document.getElementById('board').value, drawn: box.dataset.board,
}));
window.curveWatcher.observe(box, {attributes: true, childList: true});
"""


def test_a_new_board_redraws_the_curve(page: Any) -> None:
    hands = ["TT+,AQs+,KQs", "7s7d"]
    show_follow_ups(page, "holdem", hands, "Jh8h2c", 0)
    first = shown_curve(page, "Jh8h2c")
    page.execute_script(WATCH)
    set_field(page, "board", "7h6c2d")
    wait_current(page, timeout=40)
    again = shown_curve(page, "7h6c2d")
    log = page.execute_script("return window.curveLog")
    # Marked stale at the edit, as the heat map is; shown as current only as the typed board's curve.
    assert log[0]["stale"] == "true" and log[-1]["stale"] == "false"
    assert all(entry["drawn"] == entry["typed"] for entry in log if entry["stale"] == "false")
    expected = holdEm.equity_breakdown(hands, "7h6c2d", player=0)
    curve = expected.curve()
    assert_curve(again, curve.share, curve.equity, expected.equity)
    assert again["equity"] != first["equity"]


def test_the_omaha_curve_covers_the_listed_hands_and_says_so(page: Any) -> None:
    hands, board = ["AA", "KsKhQsQh"], "Jh8h2c"
    show_follow_ups(page, "omaha", hands, board, 0)
    shown = shown_curve(page, board)
    expected = holdEm.equity_breakdown(hands, board, game="omaha")
    curve = expected.curve()
    total = len(expected.combos)
    assert total > MAX_LISTED_HANDS
    # The listed part of the library's curve, no more: it ends at the listed hands' share.
    listed = slice(0, MAX_LISTED_HANDS)
    assert_curve(shown, curve.share[listed], curve.equity[listed], expected.equity)
    share_listed = curve.share[MAX_LISTED_HANDS - 1]
    assert share_listed < 1 - 1e-6
    assert shown["note"] is not None
    assert f"covers the {MAX_LISTED_HANDS} listed hands only ({100 * share_listed:.1f}% of the range" in shown["note"]
    assert f"the {total - MAX_LISTED_HANDS} hands left out" in shown["note"]
    assert f"the {MAX_LISTED_HANDS} listed hands" in shown["title"]


def test_a_small_omaha_range_is_drawn_whole_without_a_note(page: Any) -> None:
    hands, board = ["AKQ9,T976:xxyy", "AsKdQcTc"], "Jh8h2c"
    show_follow_ups(page, "omaha", hands, board, 0)
    shown = shown_curve(page, board)
    expected = holdEm.equity_breakdown(hands, board, game="omaha")
    curve = expected.curve()
    assert len(curve.share) <= MAX_LISTED_HANDS
    assert_curve(shown, curve.share, curve.equity, expected.equity)
    assert shown["note"] is None and shown["share"][-1] == pytest.approx(1.0, abs=1e-9)
