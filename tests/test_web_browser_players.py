"""The player list and the grid in a real browser (headless Chromium): the grid stays with its
player when another is removed, the list takes as many players as the game deals cards to and
says so under the list when there are more, a class that a switch to short deck leaves out of
the deck can be erased (every stroke wrote it back, and the range stayed refused), and the grid
is played from the keyboard too."""

from __future__ import annotations

from typing import Any

import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    cell,
    choose_game,
    last_key,
    player_input,
    set_field,
    set_players,
    shown_result,
    wait_current,
    wait_for,
    watch_keys,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# What the page shows as an input error: its owner and text, and the inputs it marks.
SHOWN_ERROR = """const note = document.getElementById('input-error');
return note && {owner: note.dataset.for, text: note.textContent,
  invalid: [...document.querySelectorAll('[aria-invalid="true"]')].map(e => e.getAttribute('aria-label') || e.id)};"""


def players(page: Any, texts: list[str]) -> None:
    """Exactly these players, in Hold'em."""
    choose_game(page, "holdem")
    set_players(page, texts)
    set_field(page, "board", "")
    set_field(page, "dead", "")


def editing(page: Any) -> str:
    return page.find_element(By.ID, "editing").text


def test_the_grid_stays_with_its_player_when_one_above_goes(page: Any) -> None:
    players(page, ["AsKs", "QQ+", "JTs"])
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] .edit-range').click()
    assert editing(page) == "player 2"
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="0"] .remove').click()
    assert editing(page) == "player 1" and player_input(page, 0).get_attribute("value") == "QQ+"
    assert "selected" in page.find_element(By.CSS_SELECTOR, '#players .player[data-player="0"]').get_attribute("class")
    cell(page, "22").click()  # a stroke edits QQ+'s player, not JTs's
    assert player_input(page, 1).get_attribute("value") == "JTs"
    wait_current(page)


@pytest.mark.parametrize(("game", "most"), [("holdem", 10), ("shortdeck", 10), ("plo5", 9), ("plo6", 7)])
def test_add_player_stops_at_what_the_game_deals_to(page: Any, game: str, most: int) -> None:
    players(page, ["AsKs", "QhQd"])
    choose_game(page, game)
    add = page.find_element(By.ID, "add-player")
    while add.is_enabled():
        add.click()
    assert len(page.find_elements(By.CSS_SELECTOR, "#players .player")) == most


def test_too_many_players_for_the_game_is_said_under_the_list(page: Any) -> None:
    players(page, ["random"] * 8)
    choose_game(page, "plo6")  # eight stay, as they were: the server says how many PLO6 deals to
    shown = wait_for(page, "(() => {" + SHOWN_ERROR + "})()")
    assert shown["owner"] == "players" and shown["text"].startswith("too many players: 8 players need"), shown
    assert shown["invalid"] == ["player 8 hand or range"], shown
    assert not page.find_element(By.ID, "add-player").is_enabled()
    page.find_elements(By.CSS_SELECTOR, "#players .player .remove")[-1].click()
    assert len(page.find_elements(By.CSS_SELECTOR, "#players .player")) == 7
    wait_current(page, timeout=60)
    assert page.execute_script(SHOWN_ERROR) is None


def test_a_class_left_out_by_short_deck_can_be_erased(page: Any) -> None:
    players(page, ["AsKs", "random"])
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] .edit-range').click()
    page.find_element(By.CSS_SELECTOR, "#clear-range").click()
    for hand_class in ("AKs", "KK", "22"):
        cell(page, hand_class).click()
    wait_current(page)
    choose_game(page, "shortdeck")
    wait_for(page, "document.getElementById('status').classList.contains('error')")
    assert "player 2" in shown_result(page)["status"]
    cell(page, "22").click()  # out of the deck, painted: the click takes it out
    wait_current(page)
    assert sorted(player_input(page, 1).get_attribute("value").split(",")) == ["AKs", "KK"]
    cell(page, "22").click()  # and cannot paint it again
    cell(page, "QQ").click()  # a stroke elsewhere writes no 22 back
    wait_current(page)
    assert "22" not in player_input(page, 1).get_attribute("value")
    choose_game(page, "holdem")


def test_the_grid_is_played_from_the_keyboard(page: Any) -> None:
    players(page, ["AsKs", "random"])
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] .edit-range').click()
    page.find_element(By.ID, "clear-range").click()
    stops = "return [...document.querySelectorAll('#grid .cell')].filter(c => c.tabIndex === 0).length"
    assert page.execute_script(stops) == 1  # one Tab stop: the arrows move within
    cell(page, "AA").send_keys(Keys.ENTER)  # AA, then AKs to its right
    page.switch_to.active_element.send_keys(Keys.ARROW_RIGHT, Keys.SPACE)
    assert page.switch_to.active_element.get_attribute("data-cls") == "AKs"
    page.switch_to.active_element.send_keys(Keys.ARROW_DOWN, Keys.END, Keys.ENTER)  # KK's row, to its end: K2s
    assert page.switch_to.active_element.get_attribute("data-cls") == "K2s"
    assert sorted(player_input(page, 1).get_attribute("value").split(",")) == ["AA", "AKs", "K2s"]
    assert cell(page, "K2s").get_attribute("aria-selected") == "true"
    page.switch_to.active_element.send_keys(Keys.ENTER)  # the same weight again erases
    assert sorted(player_input(page, 1).get_attribute("value").split(",")) == ["AA", "AKs"]
    watch_keys(page)
    page.switch_to.active_element.send_keys(Keys.HOME, Keys.ARROW_UP, Keys.ARROW_UP)  # stops at the top row
    assert page.switch_to.active_element.get_attribute("data-cls") == "AA"
    assert last_key(page) == {"key": "ArrowUp", "prevented": True}  # the grid's key: the page does not scroll
    wait_current(page)
