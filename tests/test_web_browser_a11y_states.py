"""The page's states as assistive technology and forced colours meet them, in a real browser
(headless Chromium), as an accessibility audit (axe-core and a keyboard walk) asked: Add player
hands the focus on where it disables itself; a system high-contrast theme keeps painted classes,
board cards and outs apart; the flop report and the hit filter say what they did; a refusal of
the text being typed is said once, when it is committed; the selected player is said; the class
grids' tips (the heat map, push/fold's gains) are read by keyboard."""

from __future__ import annotations

import time
from typing import Any

from browser_support import (  # first: it skips this file where the browser tests cannot run
    choose_game,
    player_input,
    set_field,
    set_players,
    show_follow_ups,
    tick_hit,
    wait_current,
    wait_for,
)
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# Counts the changes of the announcement line from now on (window.said).
WATCH_ANNOUNCEMENTS = """window.said = []; window.sayWatch?.disconnect();
const line = document.getElementById('results-announce');
window.sayWatch = new MutationObserver(() => window.said.push(line.textContent));
window.sayWatch.observe(line, {childList: true, characterData: true, subtree: true});"""


def said(page: Any) -> list[str]:
    return page.execute_script("return window.said")


def focused_id(page: Any) -> str:
    return page.execute_script(
        "const e = document.activeElement; const line = e.closest('#players .player');"
        "return (line ? 'player ' + line.dataset.player + ' ' : '')"
        " + e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')"
    )


def test_add_player_hands_the_focus_to_the_new_line_where_it_disables_itself(page: Any) -> None:
    choose_game(page, "holdem")
    set_players(page, ["AsKs", "QhQd"])
    page.execute_script("document.getElementById('add-player').focus()")
    for added in range(8):  # to ten players, the most
        ActionChains(page).send_keys(Keys.ENTER).perform()
        if added < 7:
            assert focused_id(page) == "button#add-player"  # still enabled: the focus stays on it
    assert page.find_element(By.ID, "add-player").get_attribute("disabled") is not None
    assert focused_id(page) == "player 9 input"  # not the page's <body>
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)


# The look of a painted and an unpainted class, and of a board card and a free one.
LOOKS = """const look = (e) => { const s = getComputedStyle(e);
  return [s.backgroundColor, s.backgroundImage, s.color, s.borderColor, s.outlineStyle].join(' | '); };
const grid = (c) => look(document.querySelector(`#grid .cell[data-cls="${c}"]`));
const pick = (c) => look(document.querySelector(`#picker .pick[data-card="${c}"]`));
return {painted: grid('AA'), plain: grid('72o'), board: pick('2c'), free: pick('3c')};"""


def test_forced_colours_keep_painted_classes_and_board_cards_apart(page: Any) -> None:
    choose_game(page, "holdem")
    set_players(page, ["AA,KK", "QhQd"])
    set_field(page, "board", "2c7d9h")
    wait_current(page)
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="0"] .edit-range').click()
    wait_for(page, "document.querySelector('#grid .cell[data-cls=\"AA\"]').classList.contains('painted')")
    try:
        page.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "forced-colors", "value": "active"}]})
        assert page.execute_script("return matchMedia('(forced-colors: active)').matches")
        looks = page.execute_script(LOOKS)
        assert looks["painted"] != looks["plain"], looks  # (all white, before: no class looked painted)
        assert looks["board"] != looks["free"], looks
    finally:
        page.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_the_flop_report_says_its_end(page: Any) -> None:
    choose_game(page, "holdem")
    set_players(page, ["AsKs", "QQ+,AKs"])
    set_field(page, "board", "")
    wait_current(page)
    page.execute_script(WATCH_ANNOUNCEMENTS)
    page.find_element(By.ID, "flops-run").click()
    wait_for(page, "document.getElementById('flops').dataset.stale === 'false'", 60)
    summary = page.find_element(By.ID, "flops-text").text
    assert summary and said(page)[-1] == summary  # the status line is no live region: said here


def test_a_refusal_of_a_line_being_typed_is_said_once_when_it_is_committed(page: Any) -> None:
    choose_game(page, "holdem")
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)
    page.execute_script(WATCH_ANNOUNCEMENTS)
    line = player_input(page, 1)
    line.click()
    line.send_keys(Keys.CONTROL, "a")
    line.send_keys("QQ+,A")  # a pause mid-typing: refused, shown by the line, not said
    wait_for(page, "document.getElementById('input-error') !== null")
    note = page.find_element(By.ID, "input-error")
    assert note.get_attribute("role") is None and "player 2" in note.get_attribute("data-for")
    assert not any("invalid" in text for text in said(page)), said(page)
    line.send_keys(Keys.ENTER)  # committed: said once
    wait_for(page, "window.said.some(t => t.includes('invalid'))")
    time.sleep(1)  # (nothing more comes)
    assert [t for t in said(page) if "invalid" in t] == [note.text]
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)


def test_the_player_the_grid_edits_is_said_and_seen_without_colour(page: Any) -> None:
    choose_game(page, "holdem")
    set_players(page, ["AsKs", "QhQd", "random"])
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="2"] .edit-range').click()
    current = page.execute_script(
        "return [...document.querySelectorAll('#players .edit-range')].map(b => b.getAttribute('aria-current'))"
    )
    assert current == [None, None, "true"]
    widths = page.execute_script(
        "return [...document.querySelectorAll('#players input')].map(i => getComputedStyle(i).borderTopWidth)"
    )
    assert widths[2] != widths[0]  # a thicker border, not a hue alone
    set_players(page, ["AsKs", "QhQd"])
    wait_current(page)


def test_the_heat_maps_tips_are_read_by_keyboard(page: Any) -> None:
    show_follow_ups(page, "holdem", ["AsKs", "QQ+,AKs"], "", 1)
    wait_for(page, "document.getElementById('heatmap').dataset.stale === 'false'")
    page.execute_script("document.querySelector('#heatmap .cell[tabindex=\"0\"]').focus()")
    ActionChains(page).send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT).perform()
    focused = page.execute_script("return [document.activeElement.dataset.cls, document.activeElement.title]")
    assert focused[0] == "QQ" and focused[1].startswith("QQ: ")
    readout = page.find_element(By.ID, "heatmap-readout")
    assert readout.text == focused[1] and readout.get_attribute("aria-live") == "polite"


def test_what_a_tick_keeps_is_said(page: Any) -> None:
    show_follow_ups(page, "holdem", ["AsKs", "QQ+,AKs"], "Qs7h2d", 1)
    wait_for(page, "document.querySelector('#hits input[aria-label=\"keep set\"]') !== null")
    tick_hit(page, "set")
    wait_for(page, "document.getElementById('hits-selected').textContent.includes('kept')")
    assert page.find_element(By.ID, "hits-selected").get_attribute("aria-live") == "polite"
    tick_hit(page, "set")  # (untick: the next test starts from no selection)
