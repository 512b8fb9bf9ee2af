"""The page on a phone's width (375 px, headless Chromium): nothing widens it past the screen,
neither the 13-column grids and the card picker nor six players' hand categories."""

from __future__ import annotations

from typing import Any

from browser_support import (  # first: it skips this file where the browser tests cannot run
    choose_game,
    set_field,
    set_players,
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
        set_players(page, ["AsKs", "QQ+", "JTs", "random", "22", "A5s"])
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
