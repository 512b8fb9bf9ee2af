"""The page on a phone's width (375 px, headless Chromium): nothing widens it past the screen,
neither the 13-column grids and the card picker nor six players' hand categories."""

from __future__ import annotations

from typing import Any

from browser_support import (  # first: it skips this file where the browser tests cannot run
    choose_game,
    set_field,
    set_players,
    show_follow_ups,
    wait_current,
    wait_for,
)
from selenium.webdriver.common.by import By

# The elements that reach past the page's width, by id or class (none, on a phone too).
TOO_WIDE = """const width = document.documentElement.clientWidth;
return [...document.querySelectorAll('body *')].filter(e => {
  const box = e.getBoundingClientRect();
  return box.width > 0 && box.right > width + 1 && !e.closest('#categories-box');
}).map(e => e.id || e.className || e.tagName).slice(0, 10);"""


def test_nothing_is_wider_than_a_phone(page: Any) -> None:
    page.set_window_size(375, 900)
    try:
        viewport = page.execute_script("return document.documentElement.clientWidth")
        choose_game(page, "holdem")
        # (a long range too: its name over the bars, unbroken, widened the page to 605 px)
        set_players(page, ["AsKs", "QQ+", "JTs", "random", "22+,A2s+,K9s+,QTs+,JTs,T9s,98s,ATo+,KJo+", "A5s"])
        set_field(page, "board", "7h8h2c")
        wait_current(page, timeout=60)
        wait_for(page, "document.querySelectorAll('#categories tr').length > 1")
        assert page.execute_script("return document.documentElement.scrollWidth") <= viewport
        assert page.execute_script(TOO_WIDE) == []
        box = page.find_element(By.ID, "categories-box")  # the wide table scrolls in its box
        assert box.rect["x"] + box.rect["width"] <= viewport + 1
    finally:
        page.set_window_size(1400, 1700)
        set_players(page, ["AsKs", "QhQd"])
        set_field(page, "board", "")


# The equity curve's texts as shown: their on-screen height (px) and boxes, and the drawing's box.
CURVE_TEXTS = """const svg = document.querySelector('#curve svg');
const box = svg.getBoundingClientRect();
const texts = [...svg.querySelectorAll('text')].map(t => {
  const r = t.getBoundingClientRect();
  return {text: t.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom,
          size: parseFloat(getComputedStyle(t).fontSize) * box.width / svg.viewBox.baseVal.width};
});
return {box: {left: box.left, right: box.right, top: box.top, bottom: box.bottom}, texts};"""


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


def test_the_curve_reads_on_a_phone(page: Any) -> None:
    """The curve scales down with the screen: its text is set larger there, to stay about 10 px
    high, and still fits the drawing without two texts running into each other."""
    page.set_window_size(375, 900)
    try:
        show_follow_ups(page, "holdem", ["QQ+,AKs,T9s", "AsKd"], "Jh8h2c", 0)
        wait_for(page, "document.getElementById('curve').dataset.stale === 'false'", timeout=40)
        shown = page.execute_script(CURVE_TEXTS)
        texts = shown["texts"]
        assert len(texts) >= 12  # ten tick labels, two axis names, the overall equity
        assert min(t["size"] for t in texts) >= 10, texts
        box = shown["box"]
        for t in texts:
            assert box["left"] - 1 <= t["left"] and t["right"] <= box["right"] + 1, t
            assert box["top"] - 1 <= t["top"] and t["bottom"] <= box["bottom"] + 1, t
        crossed = [(a["text"], b["text"]) for i, a in enumerate(texts) for b in texts[i + 1 :] if overlap(a, b)]
        assert crossed == []
    finally:
        page.set_window_size(1400, 1700)
        set_players(page, ["AsKs", "QhQd"])


# The hit report's rows whose share bar and figure sit on different lines.
WRAPPED_SHARES = """return [...document.querySelectorAll('#hits tr[data-name] td:last-child')].filter(td => {
  const bar = td.querySelector('.hit-bar').getBoundingClientRect();
  const words = document.createRange();
  words.selectNodeContents(td.lastChild);
  const text = words.getBoundingClientRect();
  return bar.bottom <= text.top || text.bottom <= bar.top;
}).map(td => td.parentElement.dataset.name);"""


def test_the_hit_reports_shares_stay_beside_their_bars_on_a_phone(page: Any) -> None:
    """A share of 100% drew its bar on one line and its figure under it."""
    page.set_window_size(375, 900)
    try:
        show_follow_ups(page, "holdem", ["AA", "AsKd"], "Jh8h2c", 0)  # every AA an overpair: 100%
        wait_for(page, "document.getElementById('hits').dataset.stale === 'false'", timeout=40)
        assert page.execute_script("return document.querySelectorAll('#hits tr[data-name]').length") > 3
        assert page.execute_script(WRAPPED_SHARES) == []
        assert page.execute_script(TOO_WIDE) == []
    finally:
        page.set_window_size(1400, 1700)
        set_players(page, ["AsKs", "QhQd"])
