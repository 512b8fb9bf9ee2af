"""The page in a real browser (headless Chromium through selenium): it loads, shows the 169 grid
labels, paints a range by clicking and dragging, takes cards from the picker, and shows the equity
bars and the heat map that the library computes.  A screenshot is kept as a test artifact (in
$HOLDEM_ARTIFACTS, else in pytest's temporary folder)."""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any

import pytest
from browser_support import (  # first: it skips this file where the browser tests cannot run
    CURRENT,
    SLOW_RANGE,
    cell,
    choose_game,
    player_input,
    server_status,
    set_field,
    set_player,
    shown_result,
    wait_current,
    wait_for,
    wait_server_idle,
)
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

import holdEm


@pytest.fixture(scope="module")
def artifacts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = os.environ.get("HOLDEM_ARTIFACTS")
    path = Path(folder) if folder else tmp_path_factory.mktemp("artifacts")
    path.mkdir(parents=True, exist_ok=True)
    return path


def test_page_loads_with_every_grid_label(page: Any) -> None:
    wait_for(page, "document.querySelectorAll('#grid .cell').length > 0")  # the script builds the grid
    labels = page.execute_script("return [...document.querySelectorAll('#grid .cell')].map(c => c.textContent)")
    assert labels == list(holdEm.HAND_CLASSES)
    assert cell(page, "AKs").is_displayed() and cell(page, "72o").is_displayed()
    # The first result: the default hands, exact.
    shown = wait_current(page)
    assert shown["names"] == ["1. AsKs", "2. QhQd"]
    assert shown["equity"] == pytest.approx(holdEm.equity(["AsKs", "QhQd"]).equity, abs=1e-12)


def test_paint_a_range_pick_cards_and_read_the_bars(page: Any, artifacts: Path) -> None:
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] .edit-range').click()
    page.find_element(By.ID, "clear-range").click()
    for name in ("AA", "KK", "QQ"):
        cell(page, name).click()
    # A drag of one move from AKo to AJo paints AQo between them too (only the cells under the
    # pointer's moves were painted), and a second one over them erases them again.
    range_input = page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] input')
    ActionChains(page).click_and_hold(cell(page, "AKo")).move_to_element(cell(page, "AJo")).release().perform()
    assert range_input.get_attribute("value") == "AA,AKo,KK,AQo,QQ,AJo"
    ActionChains(page).click_and_hold(cell(page, "AKo")).move_to_element(cell(page, "AJo")).release().perform()
    ActionChains(page).click_and_hold(cell(page, "AKs")).move_to_element(cell(page, "AQs")).release().perform()
    assert range_input.get_attribute("value") == "AA,AKs,AQs,KK,QQ"
    painted = [c.text for c in page.find_elements(By.CSS_SELECTOR, "#grid .cell.painted")]
    assert painted == ["AA", "AKs", "AQs", "KK", "QQ"]

    hand = page.find_element(By.CSS_SELECTOR, '#players .player[data-player="0"] input')
    hand.clear()
    hand.send_keys("JhTh")
    for card in ("9h", "8h", "2c"):
        page.find_element(By.CSS_SELECTOR, f'#picker .pick[data-card="{card}"]').click()
    assert page.find_element(By.ID, "board").get_attribute("value") == "9h8h2c"

    shown = wait_current(page)
    assert shown["names"] == ["1. JhTh", "2. AA,AKs,AQs,KK,QQ"] and shown["board"] == "9h8h2c"
    expected = holdEm.equity(["JhTh", "AA,AKs,AQs,KK,QQ"], board="9h8h2c")
    assert not shown["error"], shown["status"]
    assert shown["equity"] == pytest.approx(expected.equity, abs=1e-12)
    assert shown["win"] == pytest.approx(expected.win, abs=1e-12)
    widths = [float(w.rstrip("%")) for w in shown["widths"]]
    assert widths == pytest.approx([100 * e for e in expected.equity], abs=1e-6)
    assert "exact enumeration" in shown["status"]
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] .edit-range').click()  # show the range
    screenshot = artifacts / "web_page.png"
    assert page.save_screenshot(str(screenshot)) and screenshot.stat().st_size > 10_000


def test_heat_map_shows_the_breakdown_of_the_chosen_player(page: Any) -> None:
    set_player(page, 0, "JhTh")  # (the spot the test before drew, set here too so that this one runs alone)
    set_player(page, 1, "AA,AKs,AQs,KK,QQ")
    set_field(page, "board", "9h8h2c")
    Select(page.find_element(By.ID, "heat-player")).select_by_visible_text("player 2")
    wait_for(
        page,
        "document.querySelectorAll('#heatmap .cell small').length === 5 && "
        "document.getElementById('heatmap').dataset.stale === 'false'",
    )
    shown = page.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('#heatmap .cell')]"
        ".filter(c => c.querySelector('small')).map(c => [c.dataset.cls, c.title]))"
    )
    breakdown = holdEm.equity_breakdown(["JhTh", "AA,AKs,AQs,KK,QQ"], "9h8h2c", player=1).by_class().ravel()
    expected = {c: v for c, v in zip(holdEm.HAND_CLASSES, breakdown) if not math.isnan(v)}
    assert set(shown) == set(expected) == {"AA", "AKs", "AQs", "KK", "QQ"}
    for name, title in shown.items():
        assert title == f"{name}: {100 * expected[name]:.2f}%"


def test_players_come_and_go_and_omaha_refuses_holdem_range_text(page: Any) -> None:
    page.find_element(By.ID, "add-player").click()
    wait_for(page, "document.querySelectorAll('#bars .result').length === 3")
    assert shown_result(page)["names"][2] == "3. random"
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="2"] .remove').click()
    wait_for(page, "document.querySelectorAll('#bars .result').length === 2")
    # The picker gives the selected player hole cards; a card on the board is not taken twice.
    set_player(page, 1, "22")  # (whatever earlier tests left: none of the cards picked below)
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="0"] .edit-range').click()
    page.find_element(By.CSS_SELECTOR, 'input[name="target"][value="player"]').click()
    first = page.find_element(By.CSS_SELECTOR, '#players .player[data-player="0"] input')
    first.clear()
    first.send_keys("random")
    for card, text in [("Ac", "Ac"), ("Kc", "AcKc"), ("9h", "AcKc"), ("Ac", "Kc"), ("Qd", "KcQd")]:
        page.find_element(By.CSS_SELECTOR, f'#picker .pick[data-card="{card}"]').click()
        assert first.get_attribute("value") == text, card
    page.find_element(By.CSS_SELECTOR, 'input[name="target"][value="board"]').click()
    choose_game(page, "omaha")
    assert not page.find_element(By.ID, "grid").is_displayed()  # Omaha has no class grid
    second = page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] input')
    second.clear()
    second.send_keys("QQ+")  # Hold'em's "and up" is no Omaha pattern
    wait_for(page, "document.getElementById('status').classList.contains('error')")
    assert "player 2: unknown symbol '+'" in shown_result(page)["status"]


def held_cards(page: Any) -> list[str]:
    """The cards the picker shows as some player's."""
    return page.execute_script("return [...document.querySelectorAll('#picker .pick.held')].map(b => b.dataset.card)")


def test_painting_over_a_players_cards_frees_them_in_the_picker(page: Any) -> None:
    choose_game(page, "holdem")
    set_player(page, 0, "AsKs")
    set_player(page, 1, "QhQd")
    assert {"Qh", "Qd"} <= set(held_cards(page))
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] .edit-range').click()
    cell(page, "AA").click()  # the player's text is now the range AA, the queens no one's
    assert player_input(page, 1).get_attribute("value") == "AA"
    assert not {"Qh", "Qd"} & set(held_cards(page))
    # So another player can take them from the picker.
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="0"] .edit-range').click()
    page.find_element(By.CSS_SELECTOR, 'input[name="target"][value="player"]').click()
    set_player(page, 0, "random")
    page.find_element(By.CSS_SELECTOR, '#picker .pick[data-card="Qh"]').click()
    assert player_input(page, 0).get_attribute("value") == "Qh"
    page.find_element(By.CSS_SELECTOR, 'input[name="target"][value="board"]').click()
    set_player(page, 0, "AsKs")
    set_player(page, 1, "QhQd")


def test_cards_written_any_way_the_library_reads_are_held_in_the_picker(page: Any) -> None:
    """A ten as "10", commas between cards, suit symbols: the picker marks the cards as the
    player's (it knew only "Th9h" and "Th 9h")."""
    choose_game(page, "holdem")
    set_player(page, 0, "10h,9h")
    set_player(page, 1, "A♠ k♥")
    assert {"Th", "9h", "As", "Kh"} <= set(held_cards(page))
    set_player(page, 1, "AhKh,QQ")  # a range: no card of it is held
    assert "Ah" not in held_cards(page)
    set_player(page, 1, "AhKh,QcQd")  # two combos: a range too, in Hold'em
    assert not {"Ah", "Qc"} & set(held_cards(page))
    set_player(page, 0, "AsKs")
    set_player(page, 1, "QhQd")


def test_top_percent_slider_takes_the_library_ranking(page: Any) -> None:
    choose_game(page, "holdem")
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] .edit-range').click()
    for share in ("2", "15", "33.5"):
        page.execute_script(
            "const s = document.getElementById('top'); s.value = arguments[0]; s.dispatchEvent(new Event('input'));",
            share,
        )
        text = page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] input').get_attribute("value")
        assert holdEm.parse_range(text) == holdEm.parse_range(f"{share}%"), share


def test_monte_carlo_equities_show_their_standard_error(page: Any) -> None:
    choose_game(page, "holdem")
    set_field(page, "board", "")
    set_player(page, 0, "AsKs")
    set_player(page, 1, "QhQd")
    shown = wait_current(page)
    assert "exact enumeration" in shown["status"]
    assert "±" not in page.find_element(By.ID, "bars").text  # exact: no error to show
    Select(page.find_element(By.ID, "method")).select_by_value("mc")
    wait_for(page, f"{CURRENT} && !document.getElementById('status-text').textContent.includes('exact')", timeout=60)
    values = page.execute_script(
        "return [...document.querySelectorAll('#bars .value.equity')].map(v => [v.textContent, v.dataset.stderr])"
    )
    # The library's standard error for as many deals (the server's Monte Carlo default: 1,000,000).
    expected = holdEm.equity(["AsKs", "QhQd"], exact=False, trials=1_000_000, seed=1).stderr
    assert len(values) == 2
    for (text, stderr), want in zip(values, expected):
        assert float(stderr) == pytest.approx(want, rel=0.05)
        assert text.endswith(f" ±{100 * float(stderr):.2f}%"), text
    assert "one standard error" in page.find_element(By.ID, "status-text").text
    Select(page.find_element(By.ID, "method")).select_by_value("auto")
    wait_current(page)


def test_a_clicked_cell_takes_the_focus_and_the_grids_tab_stop(page: Any) -> None:
    choose_game(page, "holdem")
    page.find_element(By.CSS_SELECTOR, '#players .player[data-player="1"] .edit-range').click()
    page.find_element(By.ID, "clear-range").click()  # the focus on Clear, by the mouse
    cell(page, "KK").click()
    focus = page.execute_script(
        """const a = document.activeElement;
        return {cls: a.dataset.cls, stops: [...document.querySelectorAll('#grid .cell[tabindex="0"]')]
          .map(c => c.dataset.cls)};"""
    )
    assert focus == {"cls": "KK", "stops": ["KK"]}
    # Enter now acts on the cell clicked: KK again at its weight, erased (not Clear pressed again).
    cell(page, "AA").click()
    ActionChains(page).send_keys(Keys.ENTER).perform()
    assert player_input(page, 1).get_attribute("value") == "KK"
    ActionChains(page).send_keys(Keys.ARROW_RIGHT, Keys.ENTER).perform()  # the arrows go on from there
    assert player_input(page, 1).get_attribute("value") == "AKs,KK"


def test_a_long_run_shows_progress_and_cancel_stops_it_on_the_server(page: Any) -> None:
    choose_game(page, "holdem")
    Select(page.find_element(By.ID, "method")).select_by_value("exact")
    set_field(page, "board", "")
    set_player(page, 0, "random")
    # Random v a wide range preflop, enumerated: seconds of work.  Typed key by key: every edit
    # drops the calculation before it, so the progress shown after the last key is the full range's.
    field = player_input(page, 1)
    field.clear()
    field.send_keys(SLOW_RANGE)
    try:
        wait_for(page, "!document.getElementById('progress').hidden", timeout=20)
    except TimeoutException:
        raise AssertionError(f"no progress shown: {shown_result(page)}") from None
    assert page.find_element(By.ID, "status-text").text.startswith("calculating")
    assert shown_result(page)["stale"] == "true"  # the bars shown answer an older input
    status = server_status(page)
    assert status["general_free"] < status["general_slots"]  # the enumeration holds a long slot
    page.find_element(By.ID, "cancel").click()
    assert page.find_element(By.ID, "status-text").text == "cancelled"
    assert shown_result(page)["stale"] == "true"
    wait_server_idle(page, 3.0, "the server went on computing after the page cancelled")
    # The same input can be asked again, with no edit: "Calculate again" runs it to its end.
    again = page.find_element(By.ID, "recalculate")
    assert again.is_displayed()
    again.click()
    assert not again.is_displayed() and page.find_element(By.ID, "cancel").is_displayed()
    shown = wait_current(page, timeout=60)
    assert shown["names"] == ["1. random", f"2. {SLOW_RANGE}"] and "exact enumeration" in shown["status"]
    assert not again.is_displayed()
    Select(page.find_element(By.ID, "method")).select_by_value("auto")


def test_no_script_errors_were_logged(page: Any) -> None:
    # Last: everything above ran without the page logging an error (a failed request, a script error).
    errors = [entry for entry in page.get_log("browser") if entry["level"] == "SEVERE"]
    assert not [e for e in errors if "/api/" not in e["message"]], errors
