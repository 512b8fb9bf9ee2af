"""Range text on the grid (headless Chromium): a range typed the usual way (QQ+, A5s-A2s,
AKs-ATs, 15%, QQ+,AKo:0.5) is painted as the library reads it (POST /api/range), fractional cells
as weights, and painting on it starts from those weights instead of erasing the text; a server
without /api/range leaves the grid as it was (blank, the first stroke replacing the text)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    cell,
    choose_game,
    player_input,
    set_field,
    set_player,
    wait_current,
    wait_for,
)
from selenium.webdriver.common.by import By

import holdEm
from holdEm.hand_range import Range, grid_classes


def edit(driver: Any, i: int) -> None:
    driver.find_element(By.CSS_SELECTOR, f'#players .player[data-player="{i}"] .edit-range').click()


def painted(driver: Any) -> dict[str, float]:
    """Each painted cell's class and weight."""
    return driver.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('#grid .cell')]"
        ".filter(c => Number(c.dataset.weight) > 0).map(c => [c.dataset.cls, Number(c.dataset.weight)]))"
    )


def library_grid(text: str, game: str = "holdem") -> dict[str, float]:
    """The share of each class's combos in the range, as the library reads it (0 left out)."""
    shares = Range(text, game=game).grid(game).ravel()
    return {cls: float(v) for cls, v in zip(grid_classes(game), shares) if v > 0}


def wait_painted(driver: Any, text: str, game: str = "holdem") -> dict[str, float]:
    expected = library_grid(text, game)
    wait_for(driver, f"document.querySelectorAll('#grid .cell.painted').length === {len(expected)}", timeout=10)
    shown = painted(driver)
    assert shown == pytest.approx(expected, abs=1e-9), text
    return shown


@pytest.mark.parametrize("text", ["QQ+", "A5s-A2s", "AKs-ATs", "15%", "QQ+,AKo:0.5", "AhKh,KK:0.5"])
def test_typed_ranges_are_painted_as_the_library_reads_them(page: Any, text: str) -> None:
    choose_game(page, "holdem")
    edit(page, 1)
    set_player(page, 1, text)
    shown = wait_painted(page, text)
    assert len(shown) > 0
    note = page.find_element(By.ID, "grid-note").text
    assert "as the server reads the text" in note
    assert f"{Range(text).weighted_combos:g} combos" in note


@pytest.mark.parametrize("text", ["AKs,AK:0.5", "AKs:0.25,KA:0.1,AA:0.9995,KK:0.3333"])
def test_class_lists_the_page_reads_itself_keep_the_larger_weight(page: Any, text: str) -> None:
    """A list of classes the page reads without the server: an item of both suitednesses keeps the
    larger weight as the library does ("AKs,AK:0.5" painted AKs at 0.5), and a stroke writes the
    weights back whole (0.9995 became 1, 0.3333 0.333)."""
    choose_game(page, "holdem")
    edit(page, 1)
    set_player(page, 1, text)
    wait_painted(page, text)
    cell(page, "22").click()  # a stroke: the grid's text replaces the typed one
    written = player_input(page, 1).get_attribute("value")
    assert holdEm.parse_range(written) == holdEm.parse_range(text + ",22")


def test_painting_starts_from_the_typed_range(page: Any) -> None:
    choose_game(page, "holdem")
    edit(page, 1)
    set_player(page, 1, "QQ+,AKo:0.5")
    wait_painted(page, "QQ+,AKo:0.5")
    cell(page, "AKs").click()  # at weight 100%: added, the rest kept
    text = player_input(page, 1).get_attribute("value")
    assert holdEm.parse_range(text) == holdEm.parse_range("QQ+,AKs,AKo:0.5")
    assert painted(page) == pytest.approx(library_grid("QQ+,AKs,AKo:0.5"))
    cell(page, "QQ").click()  # the weight it has: erased, as on any painted grid
    assert holdEm.parse_range(player_input(page, 1).get_attribute("value")) == holdEm.parse_range("KK+,AKs,AKo:0.5")
    shown = wait_current(page)
    assert shown["names"][1] == "2. AA,AKs,AKo:0.5,KK"


def test_single_combos_are_shown_but_painting_replaces_them(page: Any) -> None:
    """QQ+,AhKh,AhQd: AKs and AQo hold one combo each, which their class's share cannot say (a
    stroke would make them AKs:0.25, AQo:0.083, four and twelve combos); the grid shows the reading,
    says so, and the first stroke replaces the text rather than changing which combos it holds."""
    choose_game(page, "holdem")
    edit(page, 1)
    set_player(page, 1, "QQ+,AhKh,AhQd")
    wait_painted(page, "QQ+,AhKh,AhQd")
    note = page.find_element(By.ID, "grid-note").text
    assert "it holds single combos of" in note and "AKs" in note and "AQo" in note
    assert "painting replaces the text" in note
    cell(page, "76s").click()
    assert player_input(page, 1).get_attribute("value") == "76s"


def test_short_deck_reads_the_text_by_its_own_deck(page: Any) -> None:
    edit(page, 1)
    set_player(page, 1, "15%")
    wait_painted(page, "15%")
    choose_game(page, "shortdeck")
    wait_painted(page, "15%", "shortdeck")  # the short deck's 15%, read again
    set_player(page, 1, "A9s-A6s,66+")
    shown = wait_painted(page, "A9s-A6s,66+", "shortdeck")
    assert "A5s" not in shown and "55" not in shown
    choose_game(page, "holdem")
    set_player(page, 1, "QhQd")


def test_a_refused_text_says_why_and_painting_replaces_it(page: Any) -> None:
    edit(page, 1)
    set_player(page, 1, "QQ+,zz")
    wait_for(page, "document.getElementById('grid-note').textContent.startsWith('The grid cannot show this text')")
    assert "invalid range item 'zz'" in page.find_element(By.ID, "grid-note").text
    assert painted(page) == {}
    cell(page, "AA").click()
    assert player_input(page, 1).get_attribute("value") == "AA"
    # A player's cards are a hand, not a range: not painted as a class's share (QQ:0.167).
    set_player(page, 1, "QhQd")
    assert painted(page) == {} and "holds cards" in page.find_element(By.ID, "grid-note").text


# Records the page's POST /api/range requests (window.rangeAsks: each one's text, as sent) and
# their answers (window.rangeAnswered, as they come); the answer to the text `arguments[0]` is held
# `arguments[1]` ms, as a slow network might hold it.
WATCH_RANGE_ASKS = """
window.realFetch = window.realFetch || window.fetch;
const [slowText, delay] = arguments;
window.rangeAsks = [];
window.rangeAnswered = [];
window.fetch = async (url, options) => {
  if (url !== '/api/range') return window.realFetch(url, options);
  const text = JSON.parse(options.body).range;
  window.rangeAsks.push(text);
  const answer = await window.realFetch(url, options);
  if (text === slowText) await new Promise((done) => setTimeout(done, delay));
  window.rangeAnswered.push(text);
  return answer;
};
"""

# Player i's line typed as `arguments[1]` (one input event), then committed (its change event, as
# Enter or leaving the line fires it): the number of /api/range requests sent before the commit.
TYPE_AND_COMMIT = """
const [input, text] = arguments;
input.focus();
input.value = text;
input.dispatchEvent(new Event('input', {bubbles: true}));
const beforeCommit = window.rangeAsks.length;
input.dispatchEvent(new Event('change', {bubbles: true}));
return beforeCommit;
"""


@pytest.fixture()
def range_asks(page: Any) -> Iterator[Any]:
    """The page, player 2's text empty and its range on the grid, with /api/range watched
    (WATCH_RANGE_ASKS installs it again to hold an answer); the page's own fetch again after."""
    choose_game(page, "holdem")
    edit(page, 1)
    set_player(page, 1, "")  # (an empty text is read here, not asked)
    page.execute_script(WATCH_RANGE_ASKS, None, 0)
    yield page
    page.execute_script("window.fetch = window.realFetch;")


def test_a_range_typed_key_by_key_is_asked_for_once_the_typing_pauses(range_asks: Any) -> None:
    # Every text on the way but TT is one the server reads (T, TT+, TT+,A, ...): one request, for the last.
    player_input(range_asks, 1).send_keys("TT+,AJs+")
    wait_painted(range_asks, "TT+,AJs+")
    assert range_asks.execute_script("return window.rangeAsks") == ["TT+,AJs+"]
    assert "as the server reads the text" in range_asks.find_element(By.ID, "grid-note").text


def test_a_committed_range_is_asked_for_at_once(range_asks: Any) -> None:
    asked_while_typed = range_asks.execute_script(TYPE_AND_COMMIT, player_input(range_asks, 1), "99+,KQs")
    assert asked_while_typed == 0  # typed: waiting for the pause
    assert range_asks.execute_script("return window.rangeAsks") == ["99+,KQs"]  # committed: asked before it
    wait_painted(range_asks, "99+,KQs")


def test_a_late_answer_to_an_older_text_leaves_the_current_reading_shown(range_asks: Any) -> None:
    range_asks.execute_script(WATCH_RANGE_ASKS, "88+", 1500)  # the answer to 88+ comes 1.5 s late
    range_asks.execute_script(TYPE_AND_COMMIT, player_input(range_asks, 1), "88+")
    range_asks.execute_script(TYPE_AND_COMMIT, player_input(range_asks, 1), "A2s+")
    wait_painted(range_asks, "A2s+")
    wait_for(range_asks, "window.rangeAnswered.includes('88+')")
    time.sleep(0.3)  # the grid is drawn again once the page has read that answer
    assert painted(range_asks) == pytest.approx(library_grid("A2s+"))
    assert range_asks.execute_script("return window.rangeAsks") == ["88+", "A2s+"]
    assert f"{Range('A2s+').weighted_combos:g} combos" in range_asks.find_element(By.ID, "grid-note").text


def test_a_server_without_the_range_reader_leaves_the_grid_as_before(page: Any) -> None:
    # An older server: POST /api/range is 404 (the page's fetch answered so here).
    page.execute_script(
        """const real = window.fetch;
        window.fetch = (url, options) => String(url).endsWith('/api/range')
          ? Promise.resolve(new Response('{"error": "not found"}', {status: 404}))
          : real(url, options);"""
    )
    edit(page, 1)
    set_player(page, 1, "JJ+")
    wait_for(page, "document.getElementById('grid-note').textContent.startsWith('This player')")
    assert painted(page) == {}
    set_field(page, "weight", "50")
    cell(page, "AKs").click()  # the first stroke replaces the text, as before
    assert player_input(page, 1).get_attribute("value") == "AKs:0.5"
    set_field(page, "weight", "100")
    page.refresh()  # the real fetch again, for any test after this one
    wait_current(page)


def test_no_script_errors_were_logged(page: Any) -> None:
    errors = [entry for entry in page.get_log("browser") if entry["level"] == "SEVERE"]
    assert not [e for e in errors if "/api/" not in e["message"]], errors
