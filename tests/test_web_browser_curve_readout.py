"""The equity curve's read-out, on the page (headless Chromium).

Pointing at the plot shows a guide and, in an aria-live line under the curve, the share of the
range at the pointer, the combo (Omaha: the hand) drawn there, its equity and, in the two-card
games, its class; the arrow keys, Home and End step through the combos strongest first.  The
expected answers come from the library's ``equity_breakdown(...)``: its rows sorted by equity,
high first (a stable sort, as the curve's), with their running share, and the class worked out
here from the combo's text.  In Omaha, past the listed hands' share, the read-out says the hands
there are not listed and shows no equity.
"""

from __future__ import annotations

from typing import Any

import pytest
from browser_support import show_follow_ups, wait_for  # first: it skips this file where the browser tests cannot run
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import holdEm
from holdEm.web.jobs import MAX_LISTED_HANDS

RANKS = "AKQJT98765432"


def class_of(combo: str) -> str:
    """The class of a two-card combo's text: "AhKh" -> "AKs", "Kd7c" -> "K7o", "QsQc" -> "QQ"."""
    first, second = sorted((combo[:2], combo[2:]), key=lambda card: RANKS.index(card[0]))
    if first[0] == second[0]:
        return first[0] + second[0]
    return first[0] + second[0] + ("s" if first[1] == second[1] else "o")


def strongest_first(breakdown: Any) -> tuple[list[dict[str, Any]], list[float]]:
    """The breakdown's rows strongest first (stable) and the running share after each."""
    rows = sorted(breakdown.to_dict()["combos"], key=lambda row: -row["equity"])
    total = sum(row["weight"] for row in breakdown.to_dict()["combos"])
    shares, running = [], 0.0
    for row in rows:
        running += row["weight"]
        shares.append(running / total)
    return rows, shares


def wait_curve(driver: Any, board: str) -> Any:
    wait_for(
        driver,
        f"document.getElementById('curve').dataset.stale === 'false' && "
        f"document.getElementById('curve').dataset.board === {board!r} && "
        "document.querySelector('#curve svg') !== null",
        timeout=40,
    )
    svg = driver.find_element(By.CSS_SELECTOR, "#curve svg")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", svg)
    return svg


def readout(driver: Any) -> dict[str, Any]:
    return driver.execute_script(
        """const line = document.getElementById('curve-readout');
        const svg = document.querySelector('#curve svg');
        const guide = svg.querySelector('line.guide');
        // The guide's share, read back from its x through the plot area.
        const guideShare = (Number(guide.getAttribute('x1')) - Number(svg.dataset.left)) / Number(svg.dataset.width);
        return {text: line.textContent, live: line.getAttribute('aria-live'), ...line.dataset,
                guide: getComputedStyle(guide).visibility, guideShare};"""
    )


def point_at(driver: Any, svg: Any, share: float) -> float:
    """Moves the pointer over the plot at ``share`` (mid-height) and returns the share it landed
    on (whole pixels), as computed here from the drawing's box and plot area."""
    box = driver.execute_script(
        """const svg = arguments[0]; const r = svg.getBoundingClientRect();
        return {left: r.left, top: r.top, width: r.width, height: r.height, view: svg.viewBox.baseVal.width,
                plot: ['left', 'top', 'width', 'height'].map(k => Number(svg.dataset[k]))};""",
        svg,
    )
    scale = box["width"] / box["view"]
    left, top, width, height = box["plot"]
    x = round((left + share * width) * scale - box["width"] / 2)
    y = round((top + height / 2) * scale - box["height"] / 2)
    ActionChains(driver).move_to_element_with_offset(svg, x, y).perform()
    return ((x + box["width"] / 2) / scale - left) / width


def assert_reads(shown: dict[str, Any], row: dict[str, Any], share: float, game: str) -> None:
    assert shown["shown"] == "true" and shown["listed"] == "true"
    assert shown["combo"] == row["combo"]
    assert float(shown["equity"]) == pytest.approx(row["equity"], abs=1e-12)
    assert float(shown["share"]) == pytest.approx(share, abs=2e-3)
    assert f"top {100 * float(shown['share']):.1f}%" in shown["text"]
    assert f"equity {100 * row['equity']:.2f}%" in shown["text"] and row["combo"] in shown["text"]
    expected_class = class_of(row["combo"]) if game != "omaha" else ""
    assert shown["class"] == expected_class
    if expected_class:
        assert f"({expected_class})" in shown["text"]
    assert shown["guide"] == "visible" and shown["guideShare"] == pytest.approx(float(shown["share"]), abs=1e-9)


@pytest.mark.parametrize(
    ("game", "hands", "board", "player"),
    [
        ("holdem", ["QQ+,AKs,T9s,76s:0.5", "AsKd"], "Jh8h2c", 0),
        ("shortdeck", ["JhTh", "AA,KK,76s,A9o:0.5"], "9h8h6c", 1),
    ],
)
def test_the_pointer_reads_the_combo_under_it(page: Any, game: str, hands: list[str], board: str, player: int) -> None:
    show_follow_ups(page, game, hands, board, player)
    svg = wait_curve(page, board)
    rows, shares = strongest_first(holdEm.equity_breakdown(hands, board, player=player, game=game))
    assert readout(page)["live"] == "polite" and readout(page)["shown"] == "false"
    # The middle of a few steps: the first, some in between, the last.
    for i in sorted({0, 3, len(rows) // 2, len(rows) - 1}):
        middle = (shares[i] + (shares[i - 1] if i else 0.0)) / 2
        landed = point_at(page, svg, middle)
        shown = readout(page)
        assert_reads(shown, rows[i], landed, game)
    # Off the plot (below the x axis, among the tick labels): the guide goes.
    ActionChains(page).move_to_element_with_offset(svg, 0, round(svg.size["height"] / 2) - 2).perform()
    assert readout(page)["shown"] == "false" and readout(page)["guide"] == "hidden"


def test_the_keys_step_combo_by_combo(page: Any) -> None:
    hands, board = ["TT+,AQs+,KQs,A5s:0.5", "7s7d"], "Jh8h2c"
    show_follow_ups(page, "holdem", hands, board, 0)
    svg = wait_curve(page, board)
    rows, shares = strongest_first(holdEm.equity_breakdown(hands, board, player=0))
    assert page.execute_script("return arguments[0].getAttribute('tabindex')", svg) == "0"
    # The pointer off the plot (an earlier test may have left it there): the keys alone.
    ActionChains(page).move_to_element_with_offset(svg, 0, round(svg.size["height"] / 2) - 2).perform()
    for n in (1, 2, 5):
        page.execute_script("arguments[0].blur(); arguments[0].focus()", svg)  # a fresh start
        svg.send_keys(*[Keys.ARROW_RIGHT] * n)
        assert_reads(readout(page), rows[n - 1], shares[n - 1], "holdem")
        assert int(readout(page)["index"]) == n - 1
    svg.send_keys(Keys.ARROW_LEFT)
    assert_reads(readout(page), rows[3], shares[3], "holdem")
    svg.send_keys(Keys.END)
    assert_reads(readout(page), rows[-1], 1.0, "holdem")
    svg.send_keys(Keys.ARROW_RIGHT)  # stays on the last
    assert readout(page)["combo"] == rows[-1]["combo"]
    svg.send_keys(Keys.HOME)
    assert_reads(readout(page), rows[0], shares[0], "holdem")
    page.execute_script("arguments[0].blur()", svg)
    assert readout(page)["shown"] == "false" and readout(page)["text"] == ""


def test_past_the_listed_omaha_hands_it_says_not_listed(page: Any) -> None:
    hands, board = ["AA", "KsKhQsQh"], "Jh8h2c"
    show_follow_ups(page, "omaha", hands, board, 0)
    svg = wait_curve(page, board)
    rows, shares = strongest_first(holdEm.equity_breakdown(hands, board, game="omaha"))
    assert len(rows) > MAX_LISTED_HANDS
    listed = shares[MAX_LISTED_HANDS - 1]
    landed = point_at(page, svg, (listed + 1) / 2)
    shown = readout(page)
    assert shown["listed"] == "false" and shown["equity"] == "" and shown["combo"] == ""
    assert "not listed" in shown["text"] and "equity" not in shown["text"].split("(")[0]
    assert float(shown["share"]) == pytest.approx(landed, abs=2e-3)
    # Within the listed share, a hand and its equity (no class in Omaha).  Each hand here is a
    # small fraction of a pixel wide: the hand expected is the one whose step holds the share read.
    landed = point_at(page, svg, listed / 2)
    shown = readout(page)
    i = next(k for k, end in enumerate(shares) if float(shown["share"]) <= end)
    assert 0 < i < MAX_LISTED_HANDS - 1
    assert_reads(shown, rows[i], landed, "omaha")
    page.execute_script("arguments[0].focus()", svg)
    svg.send_keys(Keys.END)
    assert_reads(readout(page), rows[MAX_LISTED_HANDS - 1], listed, "omaha")
    # From past the listed share, the Left arrow steps back to the last listed hand.
    point_at(page, svg, (listed + 1) / 2)
    svg.send_keys(Keys.ARROW_LEFT)
    assert_reads(readout(page), rows[MAX_LISTED_HANDS - 1], listed, "omaha")
